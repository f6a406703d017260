""""This ability triggers only once each turn." (the ability's own rule: its trigger event
may happen again, it doesn't trigger again that turn; a new turn, it may)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Wary Rogue {1}{B}
Creature — Human Rogue
Whenever you commit a crime, you gain 2 life. This ability triggers only once each turn.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_2_triggers_only_once_each_turn(tmp_path):
    # two crimes this turn (two Shocks at Bob): one trigger; next turn, another crime: again
    code, r, out = run(tmp_path, """Alice battlefield: Wary Rogue
Alice hand: Shock, Shock, Shock
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
all pass
expect Alice life 22
Alice pool: {R}
Alice casts Shock targeting Bob
expect stack: Shock
all pass
expect Alice life 22
advance to Bob's upkeep
Bob passes
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
all pass
expect Alice life 24
expect Bob life 14
""")
    assert code == 0, out


OPPORTUNIST = """card:
Grim Opportunist {2}{B}
Creature — Human Rogue
Whenever one or more other creatures die, you gain 3 life. This ability triggers only once each turn.
2/3
end
"""


def test_603_2c_one_or_more_die_once_each_turn(tmp_path):
    # Pyroclasm kills two 2/2s (the 2/3 survives): one trigger
    code, r, out = run_script(tmp_path, OPPORTUNIST + """Alice battlefield: Grim Opportunist, Grizzly Bears
Alice hand: Pyroclasm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Pyroclasm
all pass
all pass
expect Alice battlefield: Grim Opportunist
expect Alice life 23
expect stack: nothing
""")
    assert code == 0, out


def test_one_or_more_without_once_each_turn_stays_a_gap():
    # "one or more ... become untapped" that may trigger more than once a turn: the kernel doesn't
    # perform every simultaneous untapping as one batch yet (dying and tapping do:
    # test_one_or_more_batches.py), so it is reported, not run
    from cardlang.interp import compile_card_report
    from cardlang.syntax import read_card_text
    pc = read_card_text("""Grim Counter {2}{B}
Creature — Human
Whenever one or more other creatures become untapped, you gain 1 life.
2/2
""")[0]
    rep = compile_card_report(pc.card, pc.ability_lines)
    assert [p.reason for p in rep.problems] == ["CountedOrMore: one or more objects at once in a trigger"]
