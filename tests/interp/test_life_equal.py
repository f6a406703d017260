"""Life gained/lost and cards drawn equal to a quantity (CR 119.3, 121.2)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Exsanguinate {X}{B}{B}
Sorcery
Each opponent loses X life. You gain life equal to the life lost this way.
end
card:
Bounteous Kirin {5}{G}{G}
Legendary Creature — Spirit
Flying
Whenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's mana value.
4/4
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_119_3_gain_life_equal_to_the_life_lost_this_way(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice library: Island
Alice hand: Exsanguinate
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}
Alice casts Exsanguinate with X = 3
all pass
expect Bob life 17
expect Carol life 17
expect Alice life 26
""")
    assert code == 0, out


def test_119_3_gain_life_equal_to_that_spells_mana_value(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Bounteous Kirin
Alice hand: Bounteous Kirin
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}{G}{G}
Alice casts Bounteous Kirin
all pass
  Alice chooses may: yes
expect Alice life 27
""")
    assert code == 0, out
