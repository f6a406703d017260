"""Whole zones (exile a graveyard, CR 406.3; shuffle a graveyard into a library,
701.24a), doubling and removing counters (701.10e, 122), milling a number (701.17),
and prevention effects that last a turn (615, 611.2: "prevent all (combat) damage that
would be dealt to / by ...")."""
from __future__ import annotations

from interp_helpers import run_script

AGENT_OF_EREBOS_SPELL = """card:
Graveyard Purge {B}
Instant
Exile target player's graveyard.
end
"""


def test_406_3_exile_target_players_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, AGENT_OF_EREBOS_SPELL + """players Alice 20, Bob 20
Alice hand: Graveyard Purge
Alice graveyard: Island
Bob graveyard: Grizzly Bears, Forest
turn Alice precombat main
Alice pool: {B}
Alice casts Graveyard Purge targeting Bob
all pass
expect Bob graveyard: nothing
expect exile: Grizzly Bears, Forest
expect Alice graveyard: Island, Graveyard Purge
""")
    assert code == 0, out


MNEMONIC_NEXUS = """card:
Mnemonic Nexus {3}{U}
Instant
Each player shuffles their graveyard into their library.
end
"""


def test_701_24a_each_player_shuffles_their_graveyard_into_their_library(tmp_path):
    code, r, out = run_script(tmp_path, MNEMONIC_NEXUS + """players Alice 20, Bob 20
Alice hand: Mnemonic Nexus
Alice library: Island
Alice graveyard: Swamp, Mountain
Bob library: Forest
Bob graveyard: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{U}
Alice casts Mnemonic Nexus
all pass
expect Alice library count 3
expect Bob library count 2
expect Bob graveyard: nothing
expect Alice graveyard: Mnemonic Nexus
""")
    assert code == 0, out


GROWTH_CURVE = """card:
Growth Curve {G}{U}
Sorcery
Put a +1/+1 counter on target creature you control, then double the number of +1/+1 counters on that creature.
end
"""


def test_701_10e_double_the_number_of_counters(tmp_path):
    # 2 counters, +1 = 3, doubled = 6 (as many more as it has)
    code, r, out = run_script(tmp_path, GROWTH_CURVE + """players Alice 20, Bob 20
Alice hand: Growth Curve
Alice battlefield: Grizzly Bears with 2 +1/+1 counters
turn Alice precombat main
Alice pool: {G}{U}
Alice casts Growth Curve targeting Grizzly Bears
all pass
expect Grizzly Bears counters: 6 +1/+1
expect Grizzly Bears power 8
""")
    assert code == 0, out


BLITZ_LEECH_LIKE = """card:
Counter Wipe {B}
Instant
Remove all counters from target creature.
end
"""


def test_122_remove_all_counters_of_every_kind(tmp_path):
    code, r, out = run_script(tmp_path, BLITZ_LEECH_LIKE + """players Alice 20, Bob 20
Alice hand: Counter Wipe
Bob battlefield: Craw Wurm with 2 +1/+1 counters, Grizzly Bears with 1 +1/+1 counter
turn Alice precombat main
Alice pool: {B}
Alice casts Counter Wipe targeting Craw Wurm
all pass
expect Craw Wurm counters: nothing
expect Craw Wurm power 6
expect Grizzly Bears counters: 1 +1/+1
""")
    assert code == 0, out


ALTAR_OF_DEMENTIA = """card:
Altar of Dementia {2}
Artifact
Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.
end
"""


def test_701_17b_mill_a_number_as_many_as_they_can(tmp_path):
    # Craw Wurm's power is 6; Bob has 4 cards: he mills them all
    code, r, out = run_script(tmp_path, ALTAR_OF_DEMENTIA + """players Alice 20, Bob 20
Alice battlefield: Altar of Dementia, Craw Wurm, Grizzly Bears
Bob library: Forest, Island, Swamp, Mountain
turn Alice precombat main
Alice activates Altar of Dementia targeting Bob
  Alice chooses sacrifice: Craw Wurm
all pass
expect Bob library: nothing
expect Alice graveyard: Craw Wurm
""")
    assert code == 0, out
    g = r.game
    assert len(g.graveyard(g.pid("Bob"))) == 4


def test_701_17a_mill_equal_to_the_sacrificed_power(tmp_path):
    code, r, out = run_script(tmp_path, ALTAR_OF_DEMENTIA + """players Alice 20, Bob 20
Alice battlefield: Altar of Dementia, Craw Wurm, Grizzly Bears
Bob library: Forest, Island, Swamp, Mountain
turn Alice precombat main
Alice activates Altar of Dementia targeting Bob
  Alice chooses sacrifice: Grizzly Bears
all pass
expect Bob library: Swamp, Mountain
expect Bob graveyard: Forest, Island
""")
    assert code == 0, out


DEFEND_THE_HEARTH = """card:
Defend the Hearth {1}{G}
Instant
Prevent all combat damage that would be dealt to players this turn.
end
"""


def test_615_prevent_all_combat_damage_to_players_only(tmp_path):
    code, r, out = run_script(tmp_path, DEFEND_THE_HEARTH + """players Alice 20, Bob 20
Alice battlefield: Craw Wurm, Grizzly Bears
Bob hand: Defend the Hearth, Shock
Bob battlefield: Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Craw Wurm, Grizzly Bears
Alice passes
Bob pool: {G}{G}
Bob casts Defend the Hearth
all pass
advance to Alice's declare blockers
Bob blocks Grizzly Bears with Savannah Lions
advance to Alice's combat damage
all pass
expect Bob life 20
expect Bob graveyard: Defend the Hearth, Savannah Lions
advance to Alice's postcombat main
Alice passes
Bob pool: {R}
Bob casts Shock targeting Bob
all pass
expect Bob life 18
""")
    assert code == 0, out


HORN_OF_DEAFENING = """card:
Horn of Deafening {4}
Artifact
{2}, {T}: Prevent all combat damage that would be dealt by target creature this turn.
end
"""


def test_615_prevent_all_combat_damage_dealt_by_target_creature(tmp_path):
    code, r, out = run_script(tmp_path, HORN_OF_DEAFENING + """players Alice 20, Bob 20
Alice battlefield: Craw Wurm, Grizzly Bears
Bob battlefield: Horn of Deafening
turn Alice declare attackers
Alice attacks Bob with Craw Wurm, Grizzly Bears
Alice passes
Bob pool: {C}{C}
Bob activates Horn of Deafening targeting Craw Wurm
all pass
advance to Alice's combat damage
all pass
expect Bob life 18
""")
    assert code == 0, out


DJERUS_RESOLVE = """card:
Djeru's Resolve {W}
Instant
Untap target creature. Prevent all damage that would be dealt to it this turn.
end
"""


def test_615_prevent_all_damage_to_it_this_turn_then_it_ends(tmp_path):
    code, r, out = run_script(tmp_path, DJERUS_RESOLVE + """players Alice 20, Bob 20
Alice hand: Djeru's Resolve
Alice battlefield: Grizzly Bears tapped
Bob hand: Lightning Bolt, Shock
turn Alice precombat main
Alice pool: {W}
Alice casts Djeru's Resolve targeting Grizzly Bears
all pass
expect Grizzly Bears untapped
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Alice battlefield: Grizzly Bears
advance to Bob's upkeep
Bob pool: {R}
Bob casts Shock targeting Grizzly Bears
all pass
expect Alice graveyard: Djeru's Resolve, Grizzly Bears
""")
    assert code == 0, out
