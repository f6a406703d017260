""""This spell can't be countered." (CR 113.6g: functions on the stack; 101.2: the
"can't" wins over "counter target spell", which does nothing to it, 701.6a)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Tyrant Test {4}{G}{G}
Creature — Dinosaur
This spell can't be countered.
Trample
7/6
end
card:
Decay Test {B}{G}
Instant
This spell can't be countered.
Destroy target creature.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_113_6g_a_creature_spell_that_cant_be_countered_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Tyrant Test
Bob hand: Counterspell
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}{G}
Alice casts Tyrant Test
Alice passes
Bob pool: {U}{U}
Bob casts Counterspell targeting Tyrant Test
all pass
expect log: "Tyrant Test can't be countered"
expect Bob graveyard: Counterspell
all pass
expect Alice battlefield: Tyrant Test
""")
    assert code == 0, out


def test_101_2_an_instant_that_cant_be_countered_still_does_what_it_says(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Decay Test
Bob hand: Counterspell
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{G}
Alice casts Decay Test targeting Craw Wurm
Alice passes
Bob pool: {U}{U}
Bob casts Counterspell targeting Decay Test
all pass
all pass
expect Bob graveyard: Craw Wurm, Counterspell
expect Alice graveyard: Decay Test
""")
    assert code == 0, out


def test_701_6a_without_the_ability_the_same_spell_is_countered(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Craw Wurm
Bob hand: Counterspell
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}{G}
Alice casts Craw Wurm
Alice passes
Bob pool: {U}{U}
Bob casts Counterspell targeting Craw Wurm
all pass
expect Alice graveyard: Craw Wurm
""")
    assert code == 0, out
