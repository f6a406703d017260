"""Scoped prevention of combat damage (CR 615.1a, 510.2): "to players", "to and dealt
by target creature"; other damage (noncombat, or to / by other objects) is dealt."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Hearth Test {1}{G}
Instant
Prevent all combat damage that would be dealt to players this turn.
end
card:
Illusion Test {U}
Instant
Prevent all combat damage that would be dealt to and dealt by target creature you control this turn.
end
"""

SETUP = """players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + SETUP + text)


def test_615_1a_combat_damage_to_players_is_prevented(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Grizzly Bears
Bob hand: Hearth Test, Lightning Bolt
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
Alice passes
Bob pool: {G}{G}
Bob casts Hearth Test
all pass
advance to Alice's end of combat
expect Bob life 20
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Alice
all pass
expect Alice life 17
""")
    # the noncombat Bolt is not prevented
    assert code == 0, out


def test_615_1a_to_and_by_the_target_creature_only(tmp_path):
    # Bob's Bears block Alice's Wurm: Illusion Test on Bob's Bears -> neither the Wurm's
    # damage to the Bears nor the Bears' damage to the Wurm; the other attacker is unblocked
    code, r, out = run(tmp_path, """Alice battlefield: Craw Wurm, Llanowar Elves
Bob battlefield: Grizzly Bears
Bob hand: Illusion Test
turn Alice declare attackers
Alice attacks Bob with Craw Wurm, Llanowar Elves
all pass
Bob blocks Craw Wurm with Grizzly Bears
Alice passes
Bob pool: {U}
Bob casts Illusion Test targeting Grizzly Bears
all pass
advance to Alice's end of combat
expect Bob battlefield: Grizzly Bears
expect Craw Wurm counters: nothing
expect Bob life 19
""")
    assert code == 0, out


def test_615_1a_damage_dealt_by_the_target_creature_is_prevented(tmp_path):
    # Bob's Bears block Alice's 1/1 Elves: the Bears' damage is prevented, the Elves live;
    # the unblocked Wurm's damage to Bob is dealt (6)
    code, r, out = run(tmp_path, """Alice battlefield: Craw Wurm, Llanowar Elves
Bob battlefield: Grizzly Bears
Bob hand: Illusion Test
turn Alice declare attackers
Alice attacks Bob with Craw Wurm, Llanowar Elves
all pass
Bob blocks Llanowar Elves with Grizzly Bears
Alice passes
Bob pool: {U}
Bob casts Illusion Test targeting Grizzly Bears
all pass
advance to Alice's end of combat
expect Alice battlefield: Craw Wurm, Llanowar Elves
expect Bob life 14
""")
    assert code == 0, out


MORE = """card:
Wall Test {1}{W}
Creature — Wall
Defender
Prevent all combat damage that would be dealt to this creature.
0/1
end
card:
Sanctuary Test {2}{W}
Instant
Prevent all damage that would be dealt to target creature this turn.
end
card:
Harmless Test {2}{W}{W}
Instant
Prevent all combat damage that would be dealt this turn by attacking creatures.
end
"""


def test_604_1_a_static_prevention_for_this_creature(tmp_path):
    # the 0/1 Wall blocks the Wurm and takes no combat damage; a Bolt (noncombat) kills it
    code, r, out = run_script(tmp_path, MORE + SETUP + """Alice battlefield: Craw Wurm
Bob battlefield: Wall Test
Bob hand: Lightning Bolt
turn Alice declare attackers
Alice attacks Bob with Craw Wurm
all pass
Bob blocks Craw Wurm with Wall Test
advance to Alice's end of combat
expect Bob battlefield: Wall Test
expect Bob life 20
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Wall Test
all pass
expect Bob graveyard: Lightning Bolt, Wall Test
""")
    assert code == 0, out


def test_615_1a_all_damage_to_the_target_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, MORE + SETUP + """Alice hand: Sanctuary Test, Lightning Bolt
Alice battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Sanctuary Test targeting Grizzly Bears
all pass
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
expect Alice battlefield: Grizzly Bears, Llanowar Elves
""")
    assert code == 0, out


def test_615_1a_combat_damage_by_attacking_creatures(tmp_path):
    # the attacker's damage is prevented; the blocker's damage to it is dealt
    code, r, out = run_script(tmp_path, MORE + SETUP + """Alice battlefield: Grizzly Bears, Llanowar Elves
Bob battlefield: Craw Wurm
Bob hand: Harmless Test
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Llanowar Elves
all pass
Bob blocks Grizzly Bears with Craw Wurm
Alice passes
Bob pool: {W}{W}{W}{W}
Bob casts Harmless Test
all pass
advance to Alice's end of combat
expect Bob life 20
expect Alice battlefield: Llanowar Elves
""")
    assert code == 0, out
