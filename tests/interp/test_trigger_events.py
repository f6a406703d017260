"""Trigger events (CR 603): several events in one trigger ("enters or attacks"),
blocks / becomes blocked (509.3), damage dealt and dealt to (510.2, 603.2c),
becomes tapped (603.2e), life gained (119.9), leaves-the-battlefield triggers
that look back in time (603.6c, 603.10a), "this creature or another ..." and
"equipped creature" subjects, and "at the beginning of each player's upkeep" /
"of combat on your turn" (603.2b) -- each run from real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Gatecrasher {2}{W}
Creature — Human Soldier
Whenever this creature enters or attacks, you gain 2 life.
2/2
end
card:
Hound of Ash {2}{R}
Creature — Dog
Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 damage to that creature.
3/3
end
card:
Vein Artist {1}{B}
Creature — Vampire
Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.
0/1
end
card:
Thirsty Cheetah {2}{G}{W}
Creature — Cat
Whenever this creature deals damage, you gain that much life.
2/4
end
card:
Mold Beast {2}{G}
Creature — Fungus
Whenever this creature is dealt damage, put a +1/+1 counter on it.
1/4
end
card:
Patrol Wagon {2}
Artifact Creature — Construct
Whenever this creature becomes tapped, you gain 1 life.
1/1
end
card:
Life Drinker {1}{W}
Creature — Spirit
Whenever you gain life, put that many +1/+1 counters on this creature.
1/1
end
card:
Tithe Pillar {3}
Artifact
At the beginning of each player's upkeep, that player loses 1 life.
end
card:
Drill Sergeant {1}{R}
Creature — Goblin
At the beginning of combat on your turn, target creature you control gets +1/+0 until end of turn.
1/1
end
card:
Grave Clamp {1}
Artifact — Equipment
Whenever equipped creature dies, draw two cards.
Equip {1}
end
card:
Bone Collector {2}{B}
Creature — Zombie
Whenever a creature is put into your graveyard from the battlefield, you gain 3 life.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_2_enters_or_attacks_triggers_on_each_event(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Gatecrasher
turn Alice precombat main
Alice pool: {C}{C}{W}
Alice casts Gatecrasher
all pass
expect Gatecrasher controller Alice
all pass
expect Alice life 22
""")
    # entered (603.6a): +2
    assert code == 0, out


def test_508_3a_enters_or_attacks_attack_half(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Gatecrasher
turn Alice declare attackers
Alice attacks Bob with Gatecrasher
expect stack: "Whenever this creature enters or attacks, you gain 2 life."
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_509_3b_d_blocks_or_becomes_blocked_by_that_creature_is_the_other(tmp_path):
    # blocking: "that creature" is the attacker it blocks (509.3b): 1 damage from the
    # trigger and 3 combat damage are lethal for Craw Wurm (toughness 4); 3 alone are not
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Craw Wurm
Bob battlefield: Hound of Ash
turn Alice declare attackers
Alice attacks Bob with Craw Wurm
all pass
Bob blocks Craw Wurm with Hound of Ash
expect stack: "Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 damage to that creature."
all pass
expect Craw Wurm toughness 4
advance to Alice's end of combat
expect Alice graveyard: Craw Wurm
expect Bob graveyard: Hound of Ash
""")
    assert code == 0, out


def test_509_3d_becomes_blocked_by_a_creature_that_creature_is_the_blocker(tmp_path):
    # the 1/1 blocker dies to the trigger before combat damage; the Hound stays blocked
    # (509.1h) and, with no blocker left and no trample, deals no combat damage (510.1c)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Hound of Ash
Bob battlefield: Raging Goblin
turn Alice declare attackers
Alice attacks Bob with Hound of Ash
all pass
Bob blocks Hound of Ash with Raging Goblin
all pass
expect Bob graveyard: Raging Goblin
advance to Alice's end of combat
expect Bob life 20
""")
    assert code == 0, out


def test_603_10a_this_creature_or_another_creature_dies_looks_back(tmp_path):
    # Vein Artist dies to Shock along with nothing else: it sees its own death (603.10a)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Vein Artist
Alice hand: Shock
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Vein Artist
all pass
  Alice chooses targets: Bob
all pass
expect Alice graveyard: Shock, Vein Artist
expect Bob life 19
expect Alice life 21
""")
    assert code == 0, out


def test_603_2_another_creature_dies_counts_an_opponents_creature(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Vein Artist
Alice hand: Shock
Bob battlefield: Raging Goblin
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Raging Goblin
all pass
  Alice chooses targets: Bob
all pass
expect Bob life 19
expect Alice life 21
""")
    assert code == 0, out


def test_603_2c_deals_damage_to_two_blockers_triggers_once_with_the_total(tmp_path):
    # 510.2: combat damage is dealt simultaneously; "whenever this creature deals
    # damage" triggers once for that event, "that much" being all of it (2)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Thirsty Cheetah
Bob battlefield: Raging Goblin, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Thirsty Cheetah
all pass
Bob blocks Thirsty Cheetah with Raging Goblin, Savannah Lions
all pass
  Alice chooses division: 1 to Raging Goblin, 1 to Savannah Lions
expect stack: "Whenever this creature deals damage, you gain that much life."
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_603_2_is_dealt_damage_puts_a_counter_on_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Mold Beast
Alice hand: Shock
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Mold Beast
all pass
all pass
expect Mold Beast counters: 1 +1/+1
expect Mold Beast power 2
""")
    assert code == 0, out


def test_603_2e_becomes_tapped_when_attacking_but_not_with_vigilance_untapped(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Patrol Wagon
turn Alice declare attackers
Alice attacks Bob with Patrol Wagon
all pass
expect Alice life 21
""")
    assert code == 0, out


def test_603_2e_a_permanent_entering_tapped_does_not_become_tapped(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Patrol Wagon tapped
turn Alice precombat main
expect Alice life 20
expect stack: nothing
""")
    assert code == 0, out


def test_119_9_whenever_you_gain_life_that_many_counters(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Life Drinker, Gatecrasher
turn Alice declare attackers
Alice attacks Bob with Gatecrasher
all pass
all pass
expect Alice life 22
expect Life Drinker counters: 2 +1/+1
""")
    assert code == 0, out


def test_603_2b_each_players_upkeep_that_player(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Tithe Pillar
turn Bob upkeep
all pass
expect Bob life 19
expect Alice life 20
advance to Alice's upkeep
all pass
expect Alice life 19
expect Bob life 19
""")
    assert code == 0, out


def test_507_beginning_of_combat_on_your_turn_only(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Drill Sergeant
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
advance to Alice's beginning of combat
all pass
expect Drill Sergeant power 2
advance to Bob's beginning of combat
expect stack: nothing
""")
    assert code == 0, out


def test_603_6c_equipped_creature_dies(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Grave Clamp, Grizzly Bears
Alice hand: Shock
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {C}{R}
Alice activates Grave Clamp targeting Grizzly Bears paying {C}
all pass
Alice casts Shock targeting Grizzly Bears
all pass
all pass
expect Alice hand: Island, Forest
""")
    assert code == 0, out


def test_404_1_put_into_your_graveyard_means_a_card_you_own(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Bone Collector, Raging Goblin
Alice hand: Shock, Shock
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Shock targeting Savannah Lions
all pass
expect Alice life 20
Alice casts Shock targeting Raging Goblin
all pass
all pass
expect Alice life 23
""")
    assert code == 0, out
