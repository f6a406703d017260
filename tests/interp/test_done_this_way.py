""""If a land card was milled this way", "If an outlaw was sacrificed this way", "If an artifact
is destroyed this way", "If a creature card is discarded this way", "If that permanent is
destroyed this way" (CR 608.2c: a later part of the ability checks what an earlier instruction
did; a permanent that left the battlefield is seen as it last existed, 608.2h). Before, these
conditions could not run ("the condition WasDoneThisWay")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Smashing Success {2}{R}
Sorcery
Destroy target artifact or land. If an artifact is destroyed this way, create a Treasure token.
end
card:
Boneyard Desecrator {3}{B}
Creature — Zombie Mercenary
Menace
{1}{B}, Sacrifice another creature: Put a +1/+1 counter on this creature. If an outlaw was sacrificed this way, create a Treasure token.
3/3
end
card:
Street Rogue {1}{B}
Creature — Human Rogue
2/1
end
card:
Test Miller {1}
Artifact
{T}: Mill a card. If a land card was milled this way, you gain 3 life.
end
card:
Test Discarder {1}
Artifact
{T}: Discard a card. If a creature card is discarded this way, draw two cards.
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def battlefield_names(r, player):
    g = r.game
    return sorted(g.name_of(o.id) for o in g.objects.values()
                  if o.zone == "battlefield" and o.controller == g.pid(player))


def test_701_8a_an_artifact_destroyed_this_way_makes_a_treasure(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Smashing Success
Bob battlefield: Ornithopter
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Smashing Success targeting Ornithopter
all pass
expect Bob graveyard: Ornithopter
expect Alice battlefield: Treasure
""")
    assert code == 0, out


def test_608_2c_a_land_destroyed_this_way_is_no_artifact(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Smashing Success
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Smashing Success targeting Forest
all pass
expect Bob graveyard: Forest
""")
    assert code == 0, out
    assert battlefield_names(r, "Alice") == []   # no Treasure


def test_700_12_an_outlaw_sacrificed_this_way(tmp_path):
    # a Rogue is an outlaw (700.12); it is seen as it last existed on the battlefield (608.2h)
    code, r, out = run(tmp_path, """Alice battlefield: Boneyard Desecrator, Street Rogue
turn Alice precombat main
Alice pool: {C}{B}
Alice activates Boneyard Desecrator
all pass
expect Boneyard Desecrator counters: 1 +1/+1
expect Alice battlefield: Boneyard Desecrator, Treasure
""")
    assert code == 0, out


def test_700_12_a_thopter_is_no_outlaw(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Boneyard Desecrator, Ornithopter
turn Alice precombat main
Alice pool: {C}{B}
Alice activates Boneyard Desecrator
all pass
expect Boneyard Desecrator counters: 1 +1/+1
""")
    assert code == 0, out
    assert battlefield_names(r, "Alice") == ["Boneyard Desecrator"]   # no Treasure


def test_701_13a_a_land_card_milled_this_way(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Test Miller
Alice library: Forest, Island
turn Alice precombat main
Alice activates Test Miller
all pass
expect Alice graveyard: Forest
expect Alice life 23
""")
    assert code == 0, out


def test_701_13a_a_nonland_card_milled_this_way(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Test Miller
Alice library: Ornithopter, Island
turn Alice precombat main
Alice activates Test Miller
all pass
expect Alice graveyard: Ornithopter
expect Alice life 20
""")
    assert code == 0, out


def test_701_9a_a_creature_card_discarded_this_way(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Test Discarder
Alice hand: Ornithopter, Forest
Alice library: Island, Mountain, Plains
turn Alice precombat main
Alice activates Test Discarder
all pass
  Alice chooses discard: Ornithopter
expect Alice graveyard: Ornithopter
expect Alice hand: Forest, Island, Mountain
""")
    assert code == 0, out


def test_701_9a_a_land_card_discarded_this_way_draws_nothing(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Test Discarder
Alice hand: Ornithopter, Forest
Alice library: Island, Mountain, Plains
turn Alice precombat main
Alice activates Test Discarder
all pass
  Alice chooses discard: Forest
expect Alice graveyard: Forest
expect Alice hand: Ornithopter
""")
    assert code == 0, out


GONE = """card:
Fracturing Gust {2}{G/W}{G/W}{G/W}
Instant
Destroy all artifacts and enchantments. You gain 2 life for each permanent destroyed this way.
end
card:
Phyrexian Rebirth {4}{W}{W}
Sorcery
Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature token, where X is the number of creatures destroyed this way.
end
card:
Rampage of the Clans {3}{G}
Instant
Destroy all artifacts and enchantments. For each permanent destroyed this way, its controller creates a 3/3 green Centaur creature token.
end
card:
Darksteel Myr {3}
Artifact Creature — Myr
Indestructible
0/1
end
"""


def test_701_8a_an_indestructible_artifact_is_not_destroyed_this_way(tmp_path):
    # two Ornithopters are destroyed; Darksteel Myr is indestructible (702.12b): 2 life each for two
    code, r, out = run(tmp_path, GONE + """Alice hand: Fracturing Gust
Bob battlefield: Ornithopter, Ornithopter, Darksteel Myr
turn Alice precombat main
Alice pool: {C}{C}{G}{G}{W}
Alice casts Fracturing Gust
all pass
expect Bob battlefield: Darksteel Myr
expect Alice life 24
""")
    assert code == 0, out


def test_608_2h_the_number_of_creatures_destroyed_this_way(tmp_path):
    # each destroyed creature is counted as it last existed on the battlefield (608.2h)
    code, r, out = run(tmp_path, GONE + """Alice hand: Phyrexian Rebirth
Alice battlefield: Street Rogue
Bob battlefield: Ornithopter, Grizzly Bears, Darksteel Myr
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{W}{W}
Alice casts Phyrexian Rebirth
all pass
expect Phyrexian Horror Token power 3
expect Phyrexian Horror Token toughness 3
expect Bob battlefield: Darksteel Myr
""")
    assert code == 0, out


def test_608_2c_for_each_permanent_destroyed_this_way_its_controller_creates(tmp_path):
    code, r, out = run(tmp_path, GONE + """Alice hand: Rampage of the Clans
Alice battlefield: Ornithopter
Bob battlefield: Ornithopter, Ornithopter
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Rampage of the Clans
all pass
expect Alice battlefield: Centaur Token
expect Bob battlefield: Centaur Token, Centaur Token
""")
    assert code == 0, out
