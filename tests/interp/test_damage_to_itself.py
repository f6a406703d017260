""""<source> deals damage to itself" (CR 120.3): "itself" is the source of that damage;
"to each player equal to the number of lands they control": each player's own amount;
real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_120_3_target_creature_deals_damage_to_itself_equal_to_its_power(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Justice Strike {R}{W}
Instant
Target creature deals damage to itself equal to its power.
end
players Alice 20, Bob 20
Alice hand: Justice Strike
Bob battlefield: Craw Wurm, Maned Serval
turn Alice precombat main
Alice pool: {R}{W}
Alice casts Justice Strike targeting Craw Wurm
all pass
expect Bob graveyard: Craw Wurm
expect Bob battlefield: Maned Serval
""")
    # Craw Wurm (6/4) deals 6 damage to itself: lethal (704.5g)
    assert code == 0, out
    assert "Craw Wurm deals 6 damage to Craw Wurm" in out


def test_120_3_a_small_creature_survives_its_own_damage(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Justice Strike {R}{W}
Instant
Target creature deals damage to itself equal to its power.
end
players Alice 20, Bob 20
Alice hand: Justice Strike
Bob battlefield: Maned Serval
turn Alice precombat main
Alice pool: {R}{W}
Alice casts Justice Strike targeting Maned Serval
all pass
expect Bob battlefield: Maned Serval
""")
    # Maned Serval (1/4) deals 1 damage to itself and survives
    assert code == 0, out
    g = r.game
    (serval,) = g.battlefield()
    assert g.objects[serval].damage == 1


def test_120_3_each_player_is_dealt_damage_by_their_own_count(tmp_path):
    # "equal to the number of lands they control": "they" is each player dealt damage
    code, r, out = run_script(tmp_path, """card:
Acidic Soil {2}{R}
Sorcery
Acidic Soil deals damage to each player equal to the number of lands they control.
end
players Alice 20, Bob 20
Alice hand: Acidic Soil
Alice battlefield: Mountain, Mountain, Mountain
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Acidic Soil
all pass
expect Alice life 17
expect Bob life 19
""")
    assert code == 0, out
