""""Sacrifice any number of lands." (CR 701.21a: the player chooses any number of permanents
they control, possibly none, and sacrifices them at once; 608.2c: "that many", "for each
permanent sacrificed this way")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Test Carnage {B}
Sorcery
Sacrifice any number of permanents you control, then draw that many cards.
end
card:
Test Landslide {R}
Sorcery
Sacrifice any number of Mountains. Test Landslide deals that much damage to target player or planeswalker.
end
card:
Test Renounce {W}
Instant
Sacrifice any number of permanents. You gain 2 life for each permanent sacrificed this way.
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
"""


def test_701_21a_sacrifice_any_number_then_draw_that_many(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Carnage
Alice battlefield: Test Bear, Island, Forest
Bob battlefield: Test Bear
Alice library: Plains, Swamp, Mountain
turn Alice precombat main
Alice pool: {B}
Alice casts Test Carnage
all pass
Alice chooses objects: Test Bear, Island
expect Alice battlefield: Forest
expect Bob battlefield: Test Bear
expect Alice hand: Plains, Swamp
""")
    assert code == 0, out


def test_701_21a_that_much_damage(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Landslide
Alice battlefield: Mountain, Mountain, Mountain, Forest
turn Alice precombat main
Alice pool: {R}
Alice casts Test Landslide targeting Bob
all pass
Alice chooses objects: Mountain, Mountain
expect Bob life 18
expect Alice battlefield: Mountain, Forest
""")
    assert code == 0, out


def test_701_21a_none_and_each_sacrificed_this_way(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Renounce, Test Renounce
Alice battlefield: Test Bear, Island, Forest
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Test Renounce
all pass
Alice chooses objects: nothing
expect Alice life 20
expect Alice battlefield: Test Bear, Island, Forest
Alice casts Test Renounce
all pass
Alice chooses objects: Test Bear, Island, Forest
expect Alice life 26
expect Alice battlefield: nothing
""")
    assert code == 0, out
