"""Triggers and conditions from this turn's history: committing a crime (CR 700.13),
becoming a target for the first time each turn (valiant, 207.2c), "a spell was warped this
turn" (702.185)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Crime Watcher {1}{B}
Creature — Human Rogue
Whenever you commit a crime, you gain 1 life.
1/1
end
card:
Valiant Mouse {W}
Creature — Mouse Soldier
Valiant — Whenever this creature becomes the target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it.
1/1
end
card:
Pep Up {W}
Instant
Target creature gets +1/+1 until end of turn.
end
card:
Void Bolt {2}{R}
Instant
Void Bolt deals 2 damage to any target.
Void — Void Bolt deals 3 damage instead if a nonland permanent left the battlefield this turn or a spell was warped this turn.
end
card:
Warp Scout {3}{R}
Creature — Human Scout
Warp {R}
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_700_13_targeting_an_opponent_is_a_crime(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Crime Watcher
Alice hand: Shock
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
all pass
expect Alice life 21
expect Bob life 18
""")
    assert code == 0, out


def test_700_13_targeting_your_own_creature_is_not(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Crime Watcher, Craw Wurm
Alice hand: Shock
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Craw Wurm
expect stack: Shock
all pass
expect Alice life 20
""")
    assert code == 0, out


def test_207_2c_valiant_only_the_first_time_each_turn(tmp_path):
    # targeted twice this turn: one counter; the second spell doesn't trigger it
    code, r, out = run(tmp_path, """Alice battlefield: Valiant Mouse
Alice hand: Pep Up, Pep Up
turn Alice precombat main
Alice pool: {W}
Alice casts Pep Up targeting Valiant Mouse
all pass
all pass
expect Valiant Mouse counters: 1 +1/+1
Alice pool: {W}
Alice casts Pep Up targeting Valiant Mouse
expect stack: Pep Up
all pass
expect Valiant Mouse counters: 1 +1/+1
expect Valiant Mouse power 4
""")
    assert code == 0, out


def test_702_185_a_spell_was_warped_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Warp Scout, Void Bolt
turn Alice precombat main
Alice pool: {R}
Alice casts Warp Scout using warp
all pass
Alice pool: {R}{C}{C}
Alice casts Void Bolt targeting Bob
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_702_185_no_spell_warped_and_nothing_left(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Warp Scout, Void Bolt
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice casts Warp Scout
all pass
Alice pool: {R}{C}{C}
Alice casts Void Bolt targeting Bob
all pass
expect Bob life 18
""")
    assert code == 0, out
