"""Overload (702.96a: pay the overload cost rather than the mana cost and "target"
in the spell's text becomes "each"; 702.96b: no targets); played through real
card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Electrickery {R}
Instant
Electrickery deals 1 damage to target creature you don't control.
Overload {1}{R} (You may cast this spell for its overload cost. If you do, change "target" in its text to "each.")
end
card:
Mind Rake {2}{B}
Sorcery
Target player discards two cards.
Overload {1}{B} (You may cast this spell for its overload cost. If you do, change "target" in its text to "each.")
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_96a_cast_normally_one_target(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Electrickery
Alice battlefield: Raging Goblin
Bob battlefield: Suntail Hawk, Savannah Lions
turn Alice precombat main
Alice pool: {R}
Alice casts Electrickery targeting Suntail Hawk
resolve
expect Bob graveyard: Suntail Hawk
expect Bob battlefield: Savannah Lions
expect Alice battlefield: Raging Goblin
""")
    assert code == 0, out


def test_702_96a_overloaded_each_creature_you_dont_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Electrickery
Alice battlefield: Raging Goblin
Bob battlefield: Suntail Hawk, Savannah Lions, Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Electrickery using overload
resolve
expect Bob graveyard: Suntail Hawk, Savannah Lions
expect Bob battlefield: Grizzly Bears
expect Alice battlefield: Raging Goblin
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_96b_an_overloaded_spell_has_no_targets(tmp_path):
    # "Target player discards two cards." overloaded: each player discards two cards
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Mind Rake, Island, Forest
Bob hand: Mountain, Plains
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Mind Rake using overload
resolve
  Alice chooses discard: Island
  Bob chooses discard: Mountain
expect Alice graveyard: Mind Rake, Island, Forest
expect Bob graveyard: Mountain, Plains
""")
    assert code == 0, out


def test_702_96a_overload_cost_must_be_paid(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Electrickery
Bob battlefield: Suntail Hawk
turn Alice precombat main
Alice pool: {R}
expect refused "can't pay": Alice casts Electrickery using overload
expect Alice hand: Electrickery
expect Bob battlefield: Suntail Hawk
""")
    assert code == 0, out
