"""Zone-moving effects played out with real card text: "exile ... until this creature
leaves the battlefield" (CR 610.3), instructions done later by a delayed triggered
ability (603.7: "destroy it at end of combat", "return it ... at the beginning of the
next end step"), "shuffle it into its owner's library" (701.24), and "the top card of
a library / graveyard" as an object that becomes a new object when it moves (400.7,
400.7j: "that card" is then the card where it went)."""
from __future__ import annotations

from interp_helpers import run_script

BANISHER_PRIEST = """card:
Banisher Priest {1}{W}{W}
Creature — Human Cleric
When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield. (That creature returns under its owner's control.)
2/2
end
"""


def test_610_3_the_exiled_creature_returns_when_the_priest_leaves(tmp_path):
    code, r, out = run_script(tmp_path, BANISHER_PRIEST + """players Alice 20, Bob 20
Alice hand: Banisher Priest
Bob hand: Murder
Bob battlefield: Craw Wurm with 1 +1/+1 counter
turn Alice precombat main
Alice pool: {C}{W}{W}
Alice casts Banisher Priest
all pass
all pass
expect Bob battlefield: nothing
expect exile: Craw Wurm
Bob pool: {C}{B}{B}
Alice passes
Bob casts Murder targeting Banisher Priest
all pass
expect Alice graveyard: Banisher Priest
expect Bob battlefield: Craw Wurm
expect Craw Wurm controller Bob
expect Craw Wurm counters: nothing
""")
    assert code == 0, out


def test_610_3a_priest_gone_before_its_trigger_resolves_exiles_nothing(tmp_path):
    code, r, out = run_script(tmp_path, BANISHER_PRIEST + """players Alice 20, Bob 20
Alice hand: Banisher Priest
Bob hand: Murder
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {C}{W}{W}
Alice casts Banisher Priest
all pass
Bob pool: {C}{B}{B}
Alice passes
Bob casts Murder targeting Banisher Priest
all pass
all pass
expect Alice graveyard: Banisher Priest
expect Bob battlefield: Craw Wurm
expect exile: nothing
""")
    assert code == 0, out


AETHERLING_LIKE = """card:
Aetherling {4}{U}{U}
Creature — Shapeshifter
{U}: Exile this creature. Return it to the battlefield under its owner's control at the beginning of the next end step.
4/5
end
"""


def test_603_7_exile_now_return_at_the_next_end_step(tmp_path):
    code, r, out = run_script(tmp_path, AETHERLING_LIKE + """players Alice 20, Bob 20
Alice battlefield: Aetherling tapped with 2 +1/+1 counters
turn Alice precombat main
Alice pool: {U}
Alice activates Aetherling
all pass
expect exile: Aetherling
expect Alice battlefield: nothing
advance to Alice's end step
all pass
expect Alice battlefield: Aetherling
expect Aetherling untapped
expect Aetherling counters: nothing
expect exile: nothing
""")
    assert code == 0, out


GALEPOWDER_MAGE = """card:
Galepowder Mage {3}{W}
Creature — Kithkin Wizard
Flying
Whenever Galepowder Mage attacks, exile another target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.
3/3
end
"""


def test_400_7j_that_card_is_the_exiled_card_returned_under_its_owner(tmp_path):
    code, r, out = run_script(tmp_path, GALEPOWDER_MAGE + """players Alice 20, Bob 20
Alice battlefield: Galepowder Mage
Bob battlefield: Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Galepowder Mage
  Alice chooses targets: Craw Wurm
all pass
expect exile: Craw Wurm
advance to Alice's end step
all pass
expect Bob battlefield: Craw Wurm
expect Craw Wurm controller Bob
""")
    assert code == 0, out


CEREMONIAL_GUARD = """card:
Ceremonial Guard {3}{R}
Creature — Human Soldier
When Ceremonial Guard attacks or blocks, destroy it at end of combat.
3/4
end
"""


def test_603_7_destroy_it_at_end_of_combat(tmp_path):
    code, r, out = run_script(tmp_path, CEREMONIAL_GUARD + """players Alice 20, Bob 20
Alice battlefield: Ceremonial Guard
turn Alice declare attackers
Alice attacks Bob with Ceremonial Guard
all pass
advance to Alice's combat damage
all pass
expect Bob life 17
expect step Alice's end of combat
expect Alice battlefield: Ceremonial Guard
all pass
expect Alice graveyard: Ceremonial Guard
""")
    assert code == 0, out


MOGG_CANNON = """card:
Mogg Cannon {2}
Artifact
{T}: Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that creature at the beginning of the next end step.
end
"""


def test_603_7_destroy_that_creature_at_the_next_end_step(tmp_path):
    code, r, out = run_script(tmp_path, MOGG_CANNON + """players Alice 20, Bob 20
Alice battlefield: Mogg Cannon, Grizzly Bears
turn Alice precombat main
Alice activates Mogg Cannon targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
expect Grizzly Bears has flying
expect Alice battlefield: Mogg Cannon, Grizzly Bears
advance to Alice's end step
all pass
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out


BEACON_OF_DESTRUCTION = """card:
Beacon of Destruction {3}{R}{R}
Instant
Beacon of Destruction deals 5 damage to any target. Shuffle Beacon of Destruction into its owner's library.
end
"""


def test_701_24_the_spell_shuffles_itself_into_its_owners_library(tmp_path):
    code, r, out = run_script(tmp_path, BEACON_OF_DESTRUCTION + """players Alice 20, Bob 20
seed 3
Alice hand: Beacon of Destruction
Alice library: Island, Island, Island
turn Alice precombat main
Alice pool: {C}{C}{C}{R}{R}
Alice casts Beacon of Destruction targeting Bob
all pass
expect Bob life 15
expect Alice graveyard: nothing
expect Alice library count 4
""")
    assert code == 0, out
    g = r.game
    assert "Beacon of Destruction" in [g.name_of(i) for i in g.library(g.pid("Alice"))]


CHAOS_HARLEQUIN = """card:
Chaos Harlequin {2}{R}{R}
Creature — Human Shaman
{R}: Exile the top card of your library. If that card is a land card, Chaos Harlequin gets -4/-0 until end of turn. Otherwise, Chaos Harlequin gets +2/+0 until end of turn.
2/4
end
"""


def test_400_7_that_card_is_the_exiled_top_card_not_the_new_top(tmp_path):
    # Lightning Bolt is exiled: "that card" is not a land (+2/+0), though the new top
    # card (the Forest) is one; then the Forest is exiled: -4/-0
    code, r, out = run_script(tmp_path, CHAOS_HARLEQUIN + """players Alice 20, Bob 20
Alice battlefield: Chaos Harlequin
Alice library: Lightning Bolt, Forest
turn Alice precombat main
Alice pool: {R}
Alice activates Chaos Harlequin
all pass
expect exile: Lightning Bolt
expect Alice library: Forest
expect Chaos Harlequin power 4
Alice pool: {R}
Alice activates Chaos Harlequin
all pass
expect Chaos Harlequin power 0
expect Alice library: nothing
""")
    assert code == 0, out


SHALLOW_GRAVE = """card:
Shallow Grave {1}{B}
Instant
Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn. Exile it at the beginning of the next end step.
end
"""


def test_404_1_the_top_creature_card_of_a_graveyard(tmp_path):
    # graveyard bottom first: the top card is the Island; the top creature card, Craw Wurm
    code, r, out = run_script(tmp_path, SHALLOW_GRAVE + """players Alice 20, Bob 20
Alice hand: Shallow Grave
Alice graveyard: Grizzly Bears, Craw Wurm, Island
turn Alice precombat main
Alice pool: {C}{B}
Alice casts Shallow Grave
all pass
expect Alice battlefield: Craw Wurm
expect Craw Wurm has haste
expect Alice graveyard: Grizzly Bears, Island, Shallow Grave
advance to Alice's end step
all pass
expect exile: Craw Wurm
""")
    assert code == 0, out


FATHOM_FEEDER_LIKE = """card:
Library Nibbler {1}{U}
Creature — Eldrazi Drone
{1}: Each opponent exiles the top card of their library.
1/1
end
"""


def test_406_3_each_opponent_exiles_the_top_card_of_their_own_library(tmp_path):
    code, r, out = run_script(tmp_path, FATHOM_FEEDER_LIKE + """players Alice 20, Bob 20
Alice battlefield: Library Nibbler
Alice library: Island
Bob library: Forest, Mountain
turn Alice precombat main
Alice pool: {C}
Alice activates Library Nibbler
all pass
expect exile: Forest
expect Bob library: Mountain
expect Alice library: Island
""")
    assert code == 0, out
