"""Combat statics and predicates (interp/combat_statics.py and kernel combat): "can attack
[this turn] as though it didn't have defender" (CR 702.3b changed for the creature, checked
as attackers are declared, 508.1c), "assigns combat damage equal to its toughness" (510.1a),
"gains your choice of flying, trample, or haste" (608.2d), ... -- with real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script

NESTGUARD = """card:
Krotiq Nestguard {2}{G}
Creature — Insect Warrior
Defender
{2}{G}: This creature can attack this turn as though it didn't have defender.
4/4
end
"""

JAILBREAKER = """card:
Ogre Jailbreaker {3}{B}
Creature — Ogre Rogue
Defender
This creature can attack as though it didn't have defender as long as you control a Gate.
4/4
end
card:
Basilica Gate
Land — Gate
end
"""


def test_702_3b_an_effect_lets_defender_attack_this_turn(tmp_path):
    # the Jailbreaker's condition is false (Bob controls the Gate): defender applies to it
    code, r, out = run_script(tmp_path, NESTGUARD + JAILBREAKER + """players Alice 20, Bob 20
Alice battlefield: Krotiq Nestguard, Ogre Jailbreaker
Bob battlefield: Basilica Gate
turn Alice beginning of combat
Alice pool: {G}{G}{G}
Alice activates Krotiq Nestguard
all pass
advance to Alice's declare attackers
expect refused "defender": Alice attacks Bob with Krotiq Nestguard, Ogre Jailbreaker
Alice attacks Bob with Krotiq Nestguard
advance to Alice's end of combat
expect Bob life 16
""")
    assert code == 0, out


def test_702_3b_the_effect_lasts_this_turn_only(tmp_path):
    # 514.2: "this turn" ends in the cleanup step; on the next turn it can't attack again
    code, r, out = run_script(tmp_path, NESTGUARD + """players Alice 20, Bob 20
Alice battlefield: Krotiq Nestguard
Alice library: Forest, Forest
Bob library: Island, Island
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice activates Krotiq Nestguard
all pass
advance to Bob's upkeep
advance to Alice's declare attackers
expect refused "defender": Alice attacks Bob with Krotiq Nestguard
""")
    assert code == 0, out


def test_702_3b_static_as_long_as_you_control_a_gate(tmp_path):
    # Krotiq Nestguard, with no effect on it, still can't attack
    code, r, out = run_script(tmp_path, NESTGUARD + JAILBREAKER + """players Alice 20, Bob 20
Alice battlefield: Ogre Jailbreaker, Basilica Gate, Krotiq Nestguard
turn Alice declare attackers
expect refused "defender": Alice attacks Bob with Ogre Jailbreaker, Krotiq Nestguard
Alice attacks Bob with Ogre Jailbreaker
expect Ogre Jailbreaker tapped
""")
    assert code == 0, out


HIGH_ALERT = """card:
High Alert {2}{W}{U}
Enchantment
Each creature you control assigns combat damage equal to its toughness rather than its power.
Creatures you control can attack as though they didn't have defender.
{2}{W}{U}: Untap target creature.
end
card:
Wall of Wood {G}
Creature — Wall
Defender
0/3
end
"""


def test_510_1a_attacker_with_defender_assigns_damage_equal_to_its_toughness(tmp_path):
    code, r, out = run_script(tmp_path, HIGH_ALERT + """players Alice 20, Bob 20
Alice battlefield: High Alert, Wall of Wood
turn Alice declare attackers
Alice attacks Bob with Wall of Wood
advance to Alice's end of combat
expect Bob life 17
""")
    assert code == 0, out


def test_510_1a_blocker_assigns_damage_equal_to_its_toughness(tmp_path):
    # Bob's High Alert: his 0/3 Wall deals 3 to the 2/2 Bears; Alice's Bears deal 2 (their power)
    code, r, out = run_script(tmp_path, HIGH_ALERT + """players Alice 20, Bob 20
Alice battlefield: Grizzly Bears
Bob battlefield: High Alert, Wall of Wood
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
advance to Alice's declare blockers
Bob blocks Grizzly Bears with Wall of Wood
advance to Alice's end of combat
expect Alice graveyard: Grizzly Bears
expect Bob battlefield: High Alert, Wall of Wood
""")
    assert code == 0, out


ARTISAN = """card:
Golem Artisan {5}
Artifact Creature — Golem
{2}: Target artifact creature gets +1/+1 until end of turn.
{2}: Target artifact creature gains your choice of flying, trample, or haste until end of turn.
3/3
end
"""


def test_608_2d_gains_your_choice_of_a_keyword_chosen_as_it_resolves(tmp_path):
    code, r, out = run_script(tmp_path, ARTISAN + """players Alice 20, Bob 20
Alice battlefield: Golem Artisan
Alice library: Forest, Forest
Bob library: Island, Island
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Golem Artisan ability 2 targeting Golem Artisan
all pass
  Alice chooses keyword: trample
expect Golem Artisan has trample
expect Golem Artisan lacks flying
expect Golem Artisan lacks haste
advance to Bob's upkeep
expect Golem Artisan lacks trample
""")
    assert code == 0, out
    (d,) = asked(r, "keyword")
    assert d.options == ["flying", "trample", "haste"] and r.game.name_of(d.player) == "Alice"


def test_608_2d_protection_from_a_color_among_the_choices(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Jodah's Avenger {5}{U}
Creature — Shapeshifter
{0}: Until end of turn, this creature gets -1/-1 and gains your choice of double strike, protection from red, vigilance, or shadow.
4/4
end
players Alice 20, Bob 20
Alice battlefield: Jodah's Avenger
Bob hand: Shock
turn Alice precombat main
Alice activates Jodah's Avenger
all pass
  Alice chooses keyword: protection from red
expect Jodah's Avenger power 3
expect Jodah's Avenger lacks vigilance
Alice passes
Bob pool: {R}
expect refused "not a legal target": Bob casts Shock targeting Jodah's Avenger
""")
    assert code == 0, out


def test_608_2d_gets_one_of_two_changes_chosen_as_it_resolves(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Multiform Wonder {5}
Artifact Creature — Construct
When this creature enters, you get {E}{E}{E} (three energy counters).
Pay {E}: This creature gains your choice of flying, vigilance, or lifelink until end of turn.
Pay {E}: This creature gets +2/-2 or -2/+2 until end of turn.
3/3
end
players Alice 20, Bob 20
Alice battlefield: Multiform Wonder
Alice energy 1
turn Alice precombat main
Alice activates Multiform Wonder ability 2
all pass
  Alice chooses keyword: "-2/+2"
expect Multiform Wonder power 1
expect Multiform Wonder toughness 5
""")
    assert code == 0, out


WURM = """card:
Barbed-Back Wurm {4}{B}
Creature — Wurm
{B}: Target green creature blocking Barbed-Back Wurm gets -1/-1 until end of turn.
4/3
end
"""


def test_509_1a_target_creature_blocking_this_creature(tmp_path):
    # the Bears block the Wurm; the Spider, not blocking, can't be the target
    code, r, out = run_script(tmp_path, WURM + """players Alice 20, Bob 20
Alice battlefield: Barbed-Back Wurm
Bob battlefield: Grizzly Bears, Giant Spider
turn Alice declare attackers
Alice attacks Bob with Barbed-Back Wurm
advance to Alice's declare blockers
Bob blocks Barbed-Back Wurm with Grizzly Bears
Alice pool: {B}{B}
expect refused "not a legal target": Alice activates Barbed-Back Wurm targeting Giant Spider
Alice activates Barbed-Back Wurm targeting Grizzly Bears
all pass
expect Grizzly Bears power 1
expect Grizzly Bears toughness 1
""")
    assert code == 0, out


def test_509_1a_each_creature_blocking_it(tmp_path):
    # Plague Wight: "each creature blocking it" -- both blockers, not Bob's other creature
    code, r, out = run_script(tmp_path, """card:
Plague Wight {1}{B}
Creature — Zombie
Whenever this creature becomes blocked, each creature blocking it gets -1/-1 until end of turn.
2/1
end
players Alice 20, Bob 20
Alice battlefield: Plague Wight
Bob battlefield: Grizzly Bears, Giant Spider, Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Plague Wight
advance to Alice's declare blockers
Bob blocks Plague Wight with Grizzly Bears, Giant Spider
all pass
expect Grizzly Bears power 1
expect Giant Spider toughness 3
expect Craw Wurm power 6
""")
    assert code == 0, out


FATAL_BLOW = """card:
Fatal Blow {B}
Instant
Destroy target creature that was dealt damage this turn. It can't be regenerated.
end
"""


def test_120_3_target_creature_that_was_dealt_damage_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, FATAL_BLOW + """players Alice 20, Bob 20
Alice hand: Fatal Blow, Shock
Bob battlefield: Giant Spider, Craw Wurm
turn Alice precombat main
Alice pool: {R}{B}
expect refused "not a legal target": Alice casts Fatal Blow targeting Giant Spider
Alice casts Shock targeting Giant Spider
all pass
expect refused "not a legal target": Alice casts Fatal Blow targeting Craw Wurm
Alice casts Fatal Blow targeting Giant Spider
all pass
expect Bob graveyard: Giant Spider
""")
    assert code == 0, out


def test_120_3_damage_dealt_on_an_earlier_turn_doesnt_count(tmp_path):
    code, r, out = run_script(tmp_path, FATAL_BLOW + """players Alice 20, Bob 20
Alice hand: Fatal Blow, Shock
Alice library: Swamp, Swamp
Bob library: Island, Island
Bob battlefield: Giant Spider
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Giant Spider
all pass
advance to Bob's upkeep
Bob passes
Alice pool: {B}
expect refused "not a legal target": Alice casts Fatal Blow targeting Giant Spider
""")
    assert code == 0, out


def test_120_3_condition_was_dealt_damage_this_turn(tmp_path):
    # "if Wall of Resistance was dealt damage this turn, put a +0/+1 counter on it"
    code, r, out = run_script(tmp_path, """card:
Wall of Resistance {1}{W}
Creature — Wall
Defender
Flying
At the beginning of each end step, if Wall of Resistance was dealt damage this turn, put a +0/+1 counter on it.
0/3
end
players Alice 20, Bob 20
Alice hand: Shock
Alice library: Swamp, Swamp
Bob library: Island, Island
Bob battlefield: Wall of Resistance
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Wall of Resistance
all pass
advance to Alice's end
all pass
expect Wall of Resistance counters: 1 +0/+1
advance to Bob's end
all pass
expect Wall of Resistance counters: 1 +0/+1
""")
    assert code == 0, out


GUST_WALKER = """card:
Gust Walker {1}{W}
Creature — Human Wizard
You may exert this creature as it attacks. When you do, it gets +1/+1 and gains flying until end of turn. (An exerted creature won't untap during your next untap step.)
2/2
end
"""


def test_701_43d_exert_as_it_attacks_and_the_linked_when_you_do(tmp_path):
    # 701.43a: exerted, it doesn't untap during Alice's next untap step (it does in the one after)
    code, r, out = run_script(tmp_path, GUST_WALKER + """players Alice 20, Bob 20
Alice battlefield: Gust Walker
Alice library: Plains, Plains, Plains
Bob library: Island, Island, Island
turn Alice declare attackers
Alice attacks Bob with Gust Walker
  Alice chooses may: yes
all pass
expect Gust Walker power 3
expect Gust Walker has flying
advance to Alice's end of combat
expect Bob life 17
advance to Alice's upkeep
expect Gust Walker tapped
advance to Bob's upkeep
advance to Alice's upkeep
expect Gust Walker untapped
""")
    assert code == 0, out
    (d,) = asked(r, "may")
    assert d.rule == "701.43d"


def test_701_43d_not_exerted_no_trigger_and_it_untaps(tmp_path):
    code, r, out = run_script(tmp_path, GUST_WALKER + """players Alice 20, Bob 20
Alice battlefield: Gust Walker
Alice library: Plains, Plains, Plains
Bob library: Island, Island, Island
turn Alice declare attackers
Alice attacks Bob with Gust Walker
  Alice chooses may: no
expect stack: nothing
advance to Alice's end of combat
expect Bob life 18
advance to Alice's upkeep
expect Gust Walker untapped
""")
    assert code == 0, out


def test_701_43a_whenever_you_exert_a_creature(tmp_path):
    # Vizier of the True exerts itself as it attacks: its "whenever you exert" triggers
    code, r, out = run_script(tmp_path, """card:
Vizier of the True {3}{W}
Creature — Human Cleric
You may exert this creature as it attacks. (It won't untap during your next untap step.)
Whenever you exert a creature, tap target creature an opponent controls.
3/2
end
players Alice 20, Bob 20
Alice battlefield: Vizier of the True
Bob battlefield: Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Vizier of the True
  Alice chooses may: yes
  Alice chooses target: Grizzly Bears
all pass
expect Grizzly Bears tapped
""")
    assert code == 0, out


def test_615_1a_static_prevent_damage_dealt_to_it_by_artifact_creatures(tmp_path):
    # Argothian Pixies: damage from an artifact creature is prevented; from another creature it isn't
    code, r, out = run_script(tmp_path, """card:
Argothian Pixies {1}{G}
Creature — Faerie
Argothian Pixies can't be blocked by artifact creatures.
Prevent all damage that would be dealt to Argothian Pixies by artifact creatures.
2/1
end
card:
Bronze Golem {3}
Artifact Creature — Golem
3/3
end
players Alice 20, Bob 20
Alice battlefield: Bronze Golem, Grizzly Bears
Bob battlefield: Argothian Pixies
turn Alice declare attackers
Alice attacks Bob with Bronze Golem
advance to Alice's declare blockers
Bob blocks Bronze Golem with Argothian Pixies
advance to Alice's end of combat
expect Bob battlefield: Argothian Pixies
expect Alice battlefield: Bronze Golem, Grizzly Bears
""")
    assert code == 0, out
    assert r.game.objects[r.find("Argothian Pixies", 0)].damage == 0


def test_615_1a_static_damage_from_other_sources_is_dealt(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Argothian Pixies {1}{G}
Creature — Faerie
Argothian Pixies can't be blocked by artifact creatures.
Prevent all damage that would be dealt to Argothian Pixies by artifact creatures.
2/1
end
players Alice 20, Bob 20
Alice battlefield: Grizzly Bears
Bob battlefield: Argothian Pixies
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
advance to Alice's declare blockers
Bob blocks Grizzly Bears with Argothian Pixies
advance to Alice's end of combat
expect Bob graveyard: Argothian Pixies
""")
    assert code == 0, out


def test_615_1a_prevent_combat_damage_dealt_to_it_by_creatures_blocking_it(tmp_path):
    # Armored Transport: "creatures blocking it" -- it is the Transport (608.2c)
    code, r, out = run_script(tmp_path, """card:
Armored Transport {3}
Artifact Creature — Construct
Prevent all combat damage that would be dealt to this creature by creatures blocking it.
2/1
end
players Alice 20, Bob 20
Alice battlefield: Armored Transport
Bob battlefield: Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Armored Transport
advance to Alice's declare blockers
Bob blocks Armored Transport with Grizzly Bears
advance to Alice's end of combat
expect Alice battlefield: Armored Transport
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_615_1a_prevent_damage_dealt_to_this_creature_by_target_creature_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Stonewise Fortifier {1}{W}
Creature — Human Wizard
{4}{W}: Prevent all damage that would be dealt to this creature by target creature this turn.
2/2
end
players Alice 20, Bob 20
Alice battlefield: Stonewise Fortifier
Bob battlefield: Craw Wurm, Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Craw Wurm, Grizzly Bears
Bob passes
Alice pool: {C}{C}{C}{C}{W}
Alice activates Stonewise Fortifier targeting Craw Wurm
all pass
advance to Bob's declare blockers
Alice blocks Craw Wurm with Stonewise Fortifier
advance to Bob's end of combat
expect Alice battlefield: Stonewise Fortifier
expect Alice life 18
""")
    assert code == 0, out


def test_608_2c_if_a_creature_dealt_damage_this_way_would_die_exile_it(tmp_path):
    # Anger of the Gods: each creature dealt damage this way and dying is exiled; a creature
    # that dies later this turn from other damage isn't one of them
    code, r, out = run_script(tmp_path, """card:
Anger of the Gods {1}{R}{R}
Sorcery
Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.
end
players Alice 20, Bob 20
Alice hand: Anger of the Gods
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Anger of the Gods
all pass
expect Bob exile: Grizzly Bears
expect Bob battlefield: Craw Wurm
""")
    assert code == 0, out


def test_608_2c_each_creature_dealt_damage_this_way(tmp_path):
    # Aggravate: only the creatures dealt damage (Bob's) must attack; Alice's didn't get damage
    code, r, out = run_script(tmp_path, """card:
Aggravate {3}{R}{R}
Instant
Aggravate deals 1 damage to each creature target player controls. Each creature dealt damage this way attacks this turn if able.
end
players Alice 20, Bob 20
Alice hand: Aggravate
Alice battlefield: Grizzly Bears
Bob battlefield: Craw Wurm, Giant Spider
Bob library: Island
turn Bob upkeep
Bob passes
Alice pool: {C}{C}{C}{R}{R}
Alice casts Aggravate targeting Bob
all pass
advance to Bob's declare attackers
expect refused "attacks each combat if able": Bob attacks Alice with Craw Wurm
Bob attacks Alice with Craw Wurm, Giant Spider
""")
    assert code == 0, out


def test_608_2c_if_a_player_is_dealt_damage_this_way(tmp_path):
    # Play with Fire: scry 1 only when the damage went to a player
    base = """card:
Play with Fire {R}
Instant
Play with Fire deals 2 damage to any target. If a player is dealt damage this way, scry 1.
end
players Alice 20, Bob 20
Alice hand: "Play with Fire"
Alice library: Island, Mountain
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}
"""
    code, r, out = run_script(tmp_path, base + """Alice casts "Play with Fire" targeting Bob
all pass
  Alice chooses scry: Island
expect Bob life 18
""")
    assert code == 0, out
    assert len(asked(r, "scry")) == 1
    code, r, out = run_script(tmp_path, base + """Alice casts "Play with Fire" targeting Craw Wurm
all pass
expect Bob life 20
""")
    assert code == 0, out
    assert not asked(r, "scry")


def test_509_1a_target_creature_it_is_blocking(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Goblin Snowman {3}{R}
Creature — Goblin
Whenever Goblin Snowman blocks, prevent all combat damage that would be dealt to and dealt by it this turn.
{T}: Goblin Snowman deals 1 damage to target creature it's blocking.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Goblin Snowman
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
advance to Alice's declare blockers
Bob blocks Grizzly Bears with Goblin Snowman
all pass
Alice passes
expect refused "not a legal target": Bob activates Goblin Snowman targeting Savannah Lions
Bob activates Goblin Snowman targeting Grizzly Bears
all pass
expect Grizzly Bears toughness 2
""")
    assert code == 0, out
    assert r.game.objects[r.find("Grizzly Bears", 0)].damage == 1


def test_510_1a_assigns_no_combat_damage_this_turn(tmp_path):
    # Laccolith Grunt deals 2 to the blocking Spider with its trigger, then no combat damage
    code, r, out = run_script(tmp_path, """card:
Laccolith Grunt {2}{R}
Creature — Beast
Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to target creature. If you do, Laccolith Grunt assigns no combat damage this turn.
2/2
end
players Alice 20, Bob 20
Alice battlefield: Laccolith Grunt
Bob battlefield: Giant Spider
turn Alice declare attackers
Alice attacks Bob with Laccolith Grunt
advance to Alice's declare blockers
Bob blocks Laccolith Grunt with Giant Spider
  Alice chooses target: Giant Spider
all pass
  Alice chooses may: yes
advance to Alice's end of combat
expect Bob battlefield: Giant Spider
expect Alice graveyard: Laccolith Grunt
""")
    assert code == 0, out
    assert r.game.objects[r.find("Giant Spider", 0)].damage == 2


def test_510_1a_unblocked_and_assigning_no_combat_damage(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Keeper of Tresserhorn {5}{B}
Creature — Avatar
Whenever Keeper of Tresserhorn attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life.
6/6
end
players Alice 20, Bob 20
Alice battlefield: Keeper of Tresserhorn
turn Alice declare attackers
Alice attacks Bob with Keeper of Tresserhorn
all pass
all pass
all pass
advance to Alice's end of combat
expect Bob life 18
""")
    assert code == 0, out


def test_506_4_remove_it_from_combat(tmp_path):
    # removed from combat: the Runner deals and is dealt no combat damage (510.1d)
    code, r, out = run_script(tmp_path, """card:
Gustcloak Runner {W}
Creature — Human Soldier
Whenever Gustcloak Runner becomes blocked, you may untap it and remove it from combat.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Gustcloak Runner
Bob battlefield: Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Gustcloak Runner
advance to Alice's declare blockers
Bob blocks Gustcloak Runner with Grizzly Bears
all pass
  Alice chooses may: yes
expect Gustcloak Runner untapped
advance to Alice's end of combat
expect Alice battlefield: Gustcloak Runner
expect Bob life 20
""")
    assert code == 0, out
    assert r.game.objects[r.find("Grizzly Bears", 0)].damage == 0


FLUNKIES = """card:
Mogg Flunkies {2}{R}
Creature — Goblin
This creature can't attack or block alone.
3/3
end
"""


def test_506_5_cant_attack_alone(tmp_path):
    code, r, out = run_script(tmp_path, FLUNKIES + """players Alice 20, Bob 20
Alice battlefield: Mogg Flunkies, Grizzly Bears
turn Alice declare attackers
expect refused "can't attack alone": Alice attacks Bob with Mogg Flunkies
Alice attacks Bob with Mogg Flunkies, Grizzly Bears
advance to Alice's end of combat
expect Bob life 15
""")
    assert code == 0, out


def test_506_5_cant_block_alone(tmp_path):
    code, r, out = run_script(tmp_path, FLUNKIES + """players Alice 20, Bob 20
Alice battlefield: Craw Wurm
Bob battlefield: Mogg Flunkies, Giant Spider
turn Alice declare attackers
Alice attacks Bob with Craw Wurm
advance to Alice's declare blockers
expect refused "can't block alone": Bob blocks Craw Wurm with Mogg Flunkies
Bob blocks Craw Wurm with Mogg Flunkies, Giant Spider
advance to Alice's end of combat
  Alice chooses damage assignment: 3 to Mogg Flunkies, 3 to Giant Spider
expect Alice graveyard: Craw Wurm
""")
    assert code == 0, out


def test_120_3_target_creature_that_dealt_damage_to_you_this_turn(tmp_path):
    # the Lions dealt damage to the Spider blocking them, not to Bob
    code, r, out = run_script(tmp_path, """card:
Reciprocate {W}
Instant
Exile target creature that dealt damage to you this turn.
end
players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Giant Spider
Bob hand: Reciprocate
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
advance to Alice's declare blockers
Bob blocks Savannah Lions with Giant Spider
advance to Alice's end of combat
Alice passes
Bob pool: {W}
expect refused "not a legal target": Bob casts Reciprocate targeting Savannah Lions
Bob casts Reciprocate targeting Grizzly Bears
all pass
expect Alice exile: Grizzly Bears
""")
    assert code == 0, out


SHARK = """card:
Hammerhead Shark {1}{U}
Creature — Shark
Hammerhead Shark can't attack unless defending player controls an Island.
2/3
end
"""


def test_508_1c_cant_attack_unless_defending_player_controls_an_island(tmp_path):
    code, r, out = run_script(tmp_path, SHARK + """players Alice 20, Bob 20
Alice battlefield: Hammerhead Shark
Bob battlefield: Mountain
turn Alice declare attackers
expect refused "can't attack Bob": Alice attacks Bob with Hammerhead Shark
""")
    assert code == 0, out


def test_508_1c_the_condition_is_about_the_player_it_would_attack(tmp_path):
    # three players: Carol controls an Island, Bob doesn't -- the Shark may attack Carol only
    code, r, out = run_script(tmp_path, SHARK + """players Alice 20, Bob 20, Carol 20
Alice battlefield: Hammerhead Shark
Bob battlefield: Mountain
Carol battlefield: Island
turn Alice declare attackers
expect refused "can't attack Bob": Alice attacks Bob with Hammerhead Shark
Alice attacks Carol with Hammerhead Shark
advance to Alice's end of combat
expect Carol life 18
""")
    assert code == 0, out


def test_724_1_cant_attack_unless_defending_player_is_the_monarch(tmp_path):
    cards = """card:
Crown-Hunter Hireling {4}{R}
Creature — Ogre Mercenary
When Crown-Hunter Hireling enters, you become the monarch.
Crown-Hunter Hireling can't attack unless defending player is the monarch.
4/4
end
card:
Regal Decree {1}
Sorcery
Target player becomes the monarch.
end
players Alice 20, Bob 20
Alice battlefield: Crown-Hunter Hireling
"""
    code, r, out = run_script(tmp_path, cards + """turn Alice declare attackers
expect refused "can't attack Bob": Alice attacks Bob with Crown-Hunter Hireling
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, cards + """Alice hand: Regal Decree
turn Alice precombat main
Alice pool: {C}
Alice casts Regal Decree targeting Bob
all pass
advance to Alice's declare attackers
Alice attacks Bob with Crown-Hunter Hireling
expect Crown-Hunter Hireling tapped
""")
    assert code == 0, out


def test_122_1f_cant_attack_unless_defending_player_is_poisoned(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Chained Throatseeker {5}{U}
Creature — Phyrexian Horror
Infect
This creature can't attack unless defending player is poisoned.
5/5
end
card:
Vial of Venom {1}
Sorcery
Each opponent gets a poison counter.
end
players Alice 20, Bob 20
Alice battlefield: Chained Throatseeker
Alice hand: Vial of Venom
Alice library: Island, Island
Bob library: Island, Island
turn Alice declare attackers
expect refused "can't attack Bob": Alice attacks Bob with Chained Throatseeker
advance to Alice's postcombat main
Alice pool: {C}
Alice casts Vial of Venom
all pass
advance to Bob's upkeep
advance to Alice's declare attackers
Alice attacks Bob with Chained Throatseeker
advance to Alice's end of combat
expect Bob poison 6
""")
    assert code == 0, out


def test_608_2h_a_sacrificed_blocker_still_names_the_creature_it_was_blocking(tmp_path):
    # Tinder Wall is sacrificed to pay the cost: "it's blocking" is what it blocked as it last existed
    code, r, out = run_script(tmp_path, """card:
Tinder Wall {G}
Creature — Plant Wall
Defender
Sacrifice Tinder Wall: Add {R}{R}.
{R}, Sacrifice Tinder Wall: It deals 2 damage to target creature it's blocking.
0/3
end
players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Tinder Wall
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
advance to Alice's declare blockers
Bob blocks Grizzly Bears with Tinder Wall
Alice passes
Bob pool: {R}
expect refused "not a legal target": Bob activates Tinder Wall ability 2 targeting Savannah Lions
Bob activates Tinder Wall ability 2 targeting Grizzly Bears
all pass
expect Alice graveyard: Grizzly Bears
expect Bob graveyard: Tinder Wall
""")
    assert code == 0, out


def test_509_1h_target_blocked_creature(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Smite {W}
Instant
Destroy target blocked creature.
end
players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Giant Spider
Bob hand: Smite
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
advance to Alice's declare blockers
Bob blocks Grizzly Bears with Giant Spider
Alice passes
Bob pool: {W}
expect refused "not a legal target": Bob casts Smite targeting Savannah Lions
expect refused "not a legal target": Bob casts Smite targeting Giant Spider
Bob casts Smite targeting Grizzly Bears
all pass
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_509_1a_each_creature_blocking_or_blocked_by_it(tmp_path):
    # the Spider blocking the Frostbeast is destroyed at end of combat; the Wurm, not in that fight, isn't
    code, r, out = run_script(tmp_path, """card:
Kjeldoran Frostbeast {3}{G}{W}
Creature — Elemental Beast
At end of combat, destroy all creatures blocking or blocked by Kjeldoran Frostbeast.
2/4
end
players Alice 20, Bob 20
Alice battlefield: Kjeldoran Frostbeast, Grizzly Bears
Bob battlefield: Giant Spider, Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Kjeldoran Frostbeast
advance to Alice's declare blockers
Bob blocks Kjeldoran Frostbeast with Giant Spider
advance to Alice's end of combat
all pass
expect Bob graveyard: Giant Spider
expect Bob battlefield: Craw Wurm
expect Alice battlefield: Kjeldoran Frostbeast, Grizzly Bears
""")
    assert code == 0, out


def test_509_1b_target_creature_cant_block_this_creature_this_turn(tmp_path):
    # the Spider can't block the Pathfinder, but can block another attacker
    code, r, out = run_script(tmp_path, """card:
Kozilek's Pathfinder {6}
Creature — Eldrazi
{C}: Target creature can't block this creature this turn.
5/5
end
players Alice 20, Bob 20
Alice battlefield: Kozilek's Pathfinder, Grizzly Bears
Bob battlefield: Giant Spider
turn Alice beginning of combat
Alice pool: {C}
Alice activates Kozilek's Pathfinder targeting Giant Spider
all pass
advance to Alice's declare attackers
Alice attacks Bob with Kozilek's Pathfinder, Grizzly Bears
advance to Alice's declare blockers
expect refused "can't block": Bob blocks Kozilek's Pathfinder with Giant Spider
Bob blocks Grizzly Bears with Giant Spider
advance to Alice's end of combat
expect Bob life 15
""")
    assert code == 0, out
