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
