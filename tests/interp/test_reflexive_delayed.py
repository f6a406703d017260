"""Triggered abilities created by effects: reflexive "When you do, ..." (CR 603.12:
only if the optional action was taken; its targets chosen when it's put on the
stack) and delayed "At the beginning of the next end step, ..." (603.7a-b)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Grim Bargainer {2}{B}
Creature — Human Warlock
When this creature enters, you may pay 2 life. When you do, target creature gets -1/-1 until end of turn.
2/2
end
card:
Borrowed Time {1}{U}
Sorcery
Draw two cards. At the beginning of the next end step, discard a card.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_12_when_you_do_after_paying(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Grim Bargainer
Bob battlefield: Raging Goblin
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Grim Bargainer
all pass
all pass
  Alice chooses may: yes
  Alice chooses targets: Raging Goblin
expect Alice life 18
expect Bob battlefield: Raging Goblin
all pass
expect Bob graveyard: Raging Goblin
""")
    assert code == 0, out
    # 603.12: the reflexive ability's target is chosen when it's put on the stack,
    # after the first ability resolved (after the "may" was answered)
    assert [d.kind for d, _, _ in r.chooser.asked if d.kind in ("may", "targets")] == ["may", "targets"]


def test_603_12_no_reflexive_trigger_when_you_dont(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Grim Bargainer
Bob battlefield: Raging Goblin
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Grim Bargainer
all pass
all pass
  Alice chooses may: no
expect Alice life 20
expect stack: nothing
expect Bob battlefield: Raging Goblin
""")
    assert code == 0, out
    assert asked(r, "targets") == []


def test_603_7_at_the_beginning_of_the_next_end_step(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Borrowed Time
Alice library: Island, Forest
Bob library: Island, Island
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Borrowed Time
all pass
expect Alice hand: Island, Forest
advance to Alice's end step
all pass
  Alice chooses discard: Forest
expect Alice hand: Island
advance to Bob's end step
expect stack: nothing
""")
    # 603.7b: the delayed ability triggers once, at the first end step only
    assert code == 0, out
