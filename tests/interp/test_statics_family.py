"""Static abilities and conditions of the 'statics' family (session 17).

Each test plays the rule in a small game and cites the CR."""
from __future__ import annotations

from interp_helpers import asked, run_script

GOD = """card:
Erebos, Bleak-Hearted {3}{B}
Legendary Enchantment Creature — God
Indestructible
As long as your devotion to black is less than five, Erebos isn't a creature.
5/6
end
card:
Black Knight {B}{B}
Creature — Human Knight
1/1
end
card:
Neurok Transmuter {2}{U}
Creature — Human Wizard
{U}: Until end of turn, target artifact creature becomes blue and isn't an artifact.
2/2
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def test_613_1d_205_1a_god_isnt_a_creature_while_devotion_is_low(tmp_path):
    # devotion to black 1 + 2 = 3 (CR 700.5): Erebos isn't a creature (layer 4, 613.1d); it is still
    # a legendary enchantment (205.1a: only the type named is removed)
    code, r, out = run_script(tmp_path, GOD + """Alice battlefield: "Erebos, Bleak-Hearted", Black Knight
turn Alice precombat main
expect "Erebos, Bleak-Hearted" types: Legendary Enchantment — God
expect Black Knight types: Creature — Human Knight
""")
    assert code == 0, out


def test_611_3a_god_is_a_creature_once_devotion_reaches_five(tmp_path):
    # 1 + 2 + 2 = 5: the condition is false, so the effect doesn't apply (611.3a: checked continuously)
    code, r, out = run_script(tmp_path, GOD + """Alice battlefield: "Erebos, Bleak-Hearted", Black Knight, Black Knight
turn Alice precombat main
expect "Erebos, Bleak-Hearted" types: Legendary Enchantment Creature — God
expect "Erebos, Bleak-Hearted" power 5
""")
    assert code == 0, out


def test_611_2_until_end_of_turn_target_isnt_an_artifact(tmp_path):
    # "becomes blue and isn't an artifact": layer 4 removes the card type artifact, layer 5 sets blue;
    # the effect ends at the cleanup step (514.2)
    code, r, out = run_script(tmp_path, GOD + """Alice battlefield: Neurok Transmuter, Ornithopter
turn Alice precombat main
Alice pool: {U}
Alice activates Neurok Transmuter targeting Ornithopter
all pass
expect Ornithopter types: Creature — Thopter
expect Ornithopter colors: blue
advance to Bob's upkeep
expect Ornithopter types: Artifact Creature — Thopter
""")
    assert code == 0, out


SWORD = """card:
Dancing Sword {1}{W}
Artifact — Equipment
Equipped creature gets +2/+1.
When equipped creature dies, you may have Dancing Sword become a 2/1 Construct artifact creature with flying and ward {1}. If you do, it isn't an Equipment.
Equip {1}
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
"""


def test_611_2a_isnt_an_equipment_with_no_duration_lasts(tmp_path):
    # "If you do, it isn't an Equipment.": no duration stated, so it lasts for the rest of the game
    # (611.2a); layer 4 removes the subtype Equipment after the "becomes" (613.1d, 613.7 timestamps)
    code, r, out = run_script(tmp_path, SWORD + """Alice battlefield: Dancing Sword, Grizzly Bears
Alice hand: Lightning Bolt
turn Alice precombat main
Alice pool: {C}
Alice activates Dancing Sword targeting Grizzly Bears
all pass
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
  Alice chooses may: yes
expect Dancing Sword types: Artifact Creature — Construct
expect Dancing Sword power 2
advance to Bob's upkeep
expect Dancing Sword types: Artifact Creature — Construct
""")
    assert code == 0, out


HISTORIC = """card:
Serra Disciple {1}{W}
Creature — Bird Cleric
Flying, first strike
Whenever you cast a historic spell, this creature gets +1/+1 until end of turn.
1/1
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
card:
Isamaru {W}
Legendary Creature — Dog
2/2
end
card:
Savannah Lions {W}
Creature — Cat
2/1
end
"""


def test_700_6_artifacts_and_legendaries_are_historic(tmp_path):
    # an artifact spell and a legendary spell each trigger it; a nonlegendary, nonartifact one doesn't
    code, r, out = run_script(tmp_path, HISTORIC + """Alice battlefield: Serra Disciple
Alice hand: Ornithopter, Isamaru, Savannah Lions
turn Alice precombat main
Alice casts Ornithopter
all pass
all pass
expect Serra Disciple power 2
Alice pool: {W}
Alice casts Savannah Lions
all pass
expect Serra Disciple power 2
Alice pool: {W}
Alice casts Isamaru
all pass
all pass
expect Serra Disciple power 3
""")
    assert code == 0, out


TIME = """card:
Time Bomb {4}
Artifact
At the beginning of your upkeep, put a time counter on Time Bomb.
{1}, {T}, Sacrifice Time Bomb: Time Bomb deals damage equal to the number of time counters on it to each creature and each player.
end
"""


def test_702_62a_time_counters_put_and_counted(tmp_path):
    # "time" counters (the counters of suspend and vanishing, 702.62a, 702.63a): put by the upkeep
    # trigger, then counted by the activated ability as it last existed (608.2h: it was sacrificed)
    code, r, out = run_script(tmp_path, TIME + """Alice battlefield: Time Bomb with 2 time counters
Alice library: 3 Time Bomb
turn Bob precombat main
advance to Alice's upkeep
all pass
expect Time Bomb counters: 3 time
advance to Alice's precombat main
Alice pool: {C}
Alice activates Time Bomb
all pass
expect Bob life 17
expect Alice life 17
""")
    assert code == 0, out


HISTORY = """card:
Aetherflux Reservoir {4}
Artifact
Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.
end
card:
Change of Fortune {2}{R}
Sorcery
Discard your hand, then draw a card for each card you've discarded this turn.
end
card:
Pyre-Sledge Arsonist {4}{R}
Creature — Human Warlock
{1}, {T}: Pyre-Sledge Arsonist deals X damage to any target, where X is the number of permanents you've sacrificed this turn.
2/4
end
card:
Bone Splinters {B}
Sorcery
As an additional cost to cast this spell, sacrifice a creature.
Destroy target creature.
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
card:
Hollow One {5}
Artifact Creature — Golem
This spell costs {2} less to cast for each card you've cycled or discarded this turn.
Cycling {2}
4/4
end
"""


def test_601_2i_each_spell_you_cast_this_turn_is_counted(tmp_path):
    # the spells cast this turn are counted though they have left the stack (608.2h); Bob's spell
    # isn't one "you've cast"
    code, r, out = run_script(tmp_path, HISTORY + """Alice battlefield: Aetherflux Reservoir
Alice hand: Ornithopter, Ornithopter, Ornithopter
turn Alice precombat main
Alice casts Ornithopter
all pass
all pass
expect Alice life 21
Alice casts Ornithopter
all pass
all pass
expect Alice life 23
Alice casts Ornithopter
all pass
all pass
expect Alice life 26
""")
    assert code == 0, out


def test_701_9a_cards_discarded_this_turn_include_the_ones_just_discarded(tmp_path):
    # a card discarded earlier this turn (by cycling, 702.29a) and the three discarded now: four cards
    code, r, out = run_script(tmp_path, HISTORY + """Alice hand: Change of Fortune, Hollow One, Ornithopter, Ornithopter
Alice library: 6 Ornithopter
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Hollow One
all pass
expect Alice hand count 4
Alice pool: {C}{C}{R}
Alice casts Change of Fortune
all pass
expect Alice hand count 4
expect Alice library count 1
""")
    assert code == 0, out


def test_601_2f_costs_less_for_each_card_cycled_or_discarded_this_turn(tmp_path):
    # Hollow One {5}: two cards cycled this turn -> {1}
    code, r, out = run_script(tmp_path, HISTORY + """Alice hand: Hollow One, Hollow One, Hollow One
Alice library: Ornithopter, Ornithopter, Ornithopter
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Hollow One
all pass
Alice pool: {C}{C}
Alice activates Hollow One
all pass
Alice pool: {C}
Alice casts Hollow One
all pass
expect Alice battlefield: Hollow One
""")
    assert code == 0, out


def test_701_21a_permanents_you_sacrificed_this_turn(tmp_path):
    # one creature sacrificed to Bone Splinters' cost (a cost is an instruction its controller follows)
    code, r, out = run_script(tmp_path, HISTORY + """Alice battlefield: Pyre-Sledge Arsonist, Ornithopter
Alice hand: Bone Splinters
Bob battlefield: Hollow One
turn Alice precombat main
Alice pool: {B}
Alice casts Bone Splinters targeting Hollow One
  Alice chooses sacrifice: Ornithopter
all pass
Alice pool: {C}
Alice activates Pyre-Sledge Arsonist targeting Bob
all pass
expect Bob life 19
""")
    assert code == 0, out


KINSHIP = """card:
Winnower Patrol {2}{G}
Creature — Elf Warrior
Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Winnower Patrol, you may reveal it. If you do, put a +1/+1 counter on Winnower Patrol.
3/2
end
card:
Elvish Visionary {1}{G}
Creature — Elf Shaman
1/1
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Jaded Response {1}{U}
Instant
Counter target spell if it shares a color with a creature you control.
end
card:
Shock {R}
Instant
Shock deals 2 damage to any target.
end
"""


def test_205_3m_kinship_shares_a_creature_type(tmp_path):
    # the top card is an Elf: it shares the creature type Elf with the Elf Warrior
    code, r, out = run_script(tmp_path, KINSHIP + """Alice battlefield: Winnower Patrol
Alice library: Elvish Visionary, Grizzly Bears
turn Bob precombat main
advance to Alice's upkeep
all pass
  Alice chooses may: yes
  Alice chooses may: yes
expect Winnower Patrol counters: 1 +1/+1
""")
    assert code == 0, out


def test_205_3m_kinship_no_shared_creature_type(tmp_path):
    # a Bear shares no creature type with an Elf Warrior: no reveal is offered, so she didn't reveal
    # it and gets no counter (608.2c: "If you do" is about the reveal, not the look before it)
    code, r, out = run_script(tmp_path, KINSHIP + """Alice battlefield: Winnower Patrol
Alice library: Grizzly Bears, Elvish Visionary
turn Bob precombat main
advance to Alice's upkeep
all pass
  Alice chooses may: yes
expect Winnower Patrol counters: nothing
""")
    assert code == 0, out
    assert len(asked(r, "may")) == 1


def test_105_4_counter_if_it_shares_a_color_with_a_creature_you_control(tmp_path):
    # Bob's red Shock shares no color with Alice's green creature: not countered (it resolves);
    code, r, out = run_script(tmp_path, KINSHIP + """Alice battlefield: Grizzly Bears
Alice hand: Jaded Response
Bob hand: Shock
turn Bob precombat main
Bob pool: {R}
Bob casts Shock targeting Alice
Bob passes
Alice pool: {U}{U}
Alice casts Jaded Response targeting Shock
all pass
all pass
expect Alice life 18
""")
    assert code == 0, out
    # ... Alice's own green creature spell shares green with her Grizzly Bears: countered
    code, r, out = run_script(tmp_path, KINSHIP + """Alice battlefield: Grizzly Bears
Alice hand: Jaded Response, Elvish Visionary
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Elvish Visionary
Alice pool: {U}{U}
Alice casts Jaded Response targeting Elvish Visionary
all pass
expect Alice graveyard: Jaded Response, Elvish Visionary
""")
    assert code == 0, out


PIT = """card:
Lord of the Pit {4}{B}{B}{B}
Creature — Demon
Flying, trample
At the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to you.
7/7
end
card:
Woebringer Demon {3}{B}{B}
Creature — Demon
Flying
At the beginning of each player's upkeep, that player sacrifices a creature of their choice. If the player can't, sacrifice this creature.
4/4
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
"""


def test_101_3_if_you_cant_sacrifice(tmp_path):
    # no other creature to sacrifice: the sacrifice is impossible (101.3), so the damage is dealt
    code, r, out = run_script(tmp_path, PIT + """Alice battlefield: Lord of the Pit
Alice library: Grizzly Bears
turn Bob precombat main
advance to Alice's upkeep
all pass
expect Alice life 13
""")
    assert code == 0, out


def test_701_21a_if_you_can_sacrifice_no_damage(tmp_path):
    code, r, out = run_script(tmp_path, PIT + """Alice battlefield: Lord of the Pit, Grizzly Bears
Alice library: Grizzly Bears
turn Bob precombat main
advance to Alice's upkeep
all pass
expect Alice life 20
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_101_3_if_that_player_cant(tmp_path):
    # Bob has no creature at his upkeep: "the player" who couldn't is Bob, so Woebringer Demon's
    # controller sacrifices it
    code, r, out = run_script(tmp_path, PIT + """Alice battlefield: Woebringer Demon
turn Bob upkeep
all pass
expect Alice graveyard: Woebringer Demon
""")
    assert code == 0, out
    # with a creature, Bob sacrifices it and the Demon stays
    code, r, out = run_script(tmp_path, PIT + """Alice battlefield: Woebringer Demon
Bob battlefield: Grizzly Bears
turn Bob upkeep
all pass
expect Alice battlefield: Woebringer Demon
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


MANA = """card:
Leafkin Druid {1}{G}
Creature — Elemental Druid
{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.
0/3
end
card:
River of Tears
Land
{T}: Add {U}. If you played a land this turn, add {B} instead.
end
card:
Urza's Mine
Land — Urza's Mine
{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.
end
card:
Urza's Power Plant
Land — Urza's Power-Plant
{T}: Add {C}{C}.
end
card:
Urza's Tower
Land — Urza's Tower
{T}: Add {C}{C}{C}.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Forest
Land — Forest
end
"""


def test_605_3b_mana_ability_adds_more_instead_while_the_condition_holds(tmp_path):
    code, r, out = run_script(tmp_path, MANA + """Alice battlefield: Leafkin Druid, Grizzly Bears, Grizzly Bears
turn Alice precombat main
Alice activates Leafkin Druid
expect Alice pool: {G}
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, MANA + """Alice battlefield: Leafkin Druid, Grizzly Bears, Grizzly Bears, Grizzly Bears
turn Alice precombat main
Alice activates Leafkin Druid
expect Alice pool: {G}{G}
""")
    assert code == 0, out


def test_305_1_if_you_played_a_land_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, MANA + """Alice battlefield: River of Tears
Alice hand: Forest
turn Alice precombat main
Alice activates River of Tears
expect Alice pool: {U}
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, MANA + """Alice battlefield: River of Tears
Alice hand: Forest
turn Alice precombat main
Alice plays Forest
Alice activates River of Tears
expect Alice pool: {B}
""")
    assert code == 0, out


def test_109_4_controls_both(tmp_path):
    code, r, out = run_script(tmp_path, MANA + """Alice battlefield: Urza's Mine, Urza's Power Plant
turn Alice precombat main
Alice activates Urza's Mine
expect Alice pool: {C}
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, MANA + """Alice battlefield: Urza's Mine, Urza's Power Plant, Urza's Tower
turn Alice precombat main
Alice activates Urza's Mine
expect Alice pool: {C}{C}
""")
    assert code == 0, out


SLIVERS = """card:
The First Sliver {W}{U}{B}{R}{G}
Legendary Creature — Sliver
Sliver spells you cast have cascade.
7/7
end
card:
Muscle Sliver {1}{G}
Creature — Sliver
Sliver creatures you control get +1/+1.
1/1
end
card:
Wildsear, Scouring Maw {1}{R}{G}
Legendary Creature — Elemental
Creature spells you cast from your hand have cascade.
4/4
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def test_613_1f_sliver_spells_you_cast_have_cascade(tmp_path):
    # the Sliver spell has cascade as it becomes cast (601.2i), so its cascade triggers (702.85a)
    code, r, out = run_script(tmp_path, SLIVERS + """players Alice 20, Bob 20
Alice battlefield: The First Sliver
Alice hand: Muscle Sliver
Alice library: Mountain, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Muscle Sliver
resolve
  Alice chooses may: yes
  Alice chooses targets: Bob
resolve
expect Bob life 17
""")
    assert code == 0, out


def test_613_1f_other_spells_dont_have_it(tmp_path):
    # Grizzly Bears isn't a Sliver; Bob's Sliver spell isn't one Alice casts (601.2a)
    code, r, out = run_script(tmp_path, SLIVERS + """players Alice 20, Bob 20
Alice battlefield: The First Sliver
Alice hand: Grizzly Bears
Bob hand: Muscle Sliver
Alice library: Mountain, Lightning Bolt, Island
Bob library: Mountain, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Grizzly Bears
expect stack: Grizzly Bears
resolve
advance to Bob's precombat main
Bob pool: {G}{C}
Bob casts Muscle Sliver
expect stack: Muscle Sliver
""")
    assert code == 0, out


def test_601_2a_spells_cast_from_your_hand_only(tmp_path):
    # a creature spell cast from the hand cascades; Lightning Bolt cast free by cascade (from exile)
    # isn't a creature spell anyway; the cascaded-into creature (cast from exile) doesn't cascade again
    code, r, out = run_script(tmp_path, SLIVERS + """players Alice 20, Bob 20
Alice battlefield: "Wildsear, Scouring Maw"
Alice hand: Muscle Sliver
Alice library: Mountain, Ornithopter, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Muscle Sliver
resolve
  Alice chooses may: yes
expect stack: Muscle Sliver, Ornithopter
""")
    assert code == 0, out


LEGATE = """card:
Rushwood Legate {2}{G}
Creature — Dryad
If an opponent controls an Island and you control a Forest, you may cast this spell without paying its mana cost.
2/1
end
card:
Island
Land — Island
end
card:
Forest
Land — Forest
end
"""


def test_118_9_cast_without_paying_its_mana_cost_if_both_hold(tmp_path):
    # an alternative cost of nothing (118.9), usable only while both conditions hold (601.2b)
    code, r, out = run_script(tmp_path, LEGATE + """Alice battlefield: Forest
Alice hand: Rushwood Legate
Bob battlefield: Island
turn Alice precombat main
Alice casts Rushwood Legate using alternative cost
all pass
expect Alice battlefield: Forest, Rushwood Legate
""")
    assert code == 0, out


def test_601_2b_not_without_the_opponents_island(tmp_path):
    code, r, out = run_script(tmp_path, LEGATE + """Alice battlefield: Forest, Island
Alice hand: Rushwood Legate
turn Alice precombat main
expect refused "only if an opponent controls an Island": Alice casts Rushwood Legate using alternative cost
""")
    assert code == 0, out


EMBRACE = """card:
Demonic Embrace {1}{B}{B}
Enchantment — Aura
Enchant creature
Enchanted creature gets +3/+1, has flying, and is a Demon in addition to its other types.
You may cast Demonic Embrace from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def test_601_3_cast_from_graveyard_paying_life_and_discarding_in_addition(tmp_path):
    # 601.3: a permission to cast it from the graveyard; 601.2f: its mana cost plus the additional costs
    code, r, out = run_script(tmp_path, EMBRACE + """Alice battlefield: Grizzly Bears
Alice graveyard: Demonic Embrace
Alice hand: Ornithopter
turn Alice precombat main
Alice pool: {C}{B}{B}
Alice casts Demonic Embrace using additional cost targeting Grizzly Bears
all pass
expect Alice life 17
expect Alice graveyard: Ornithopter
expect Grizzly Bears power 5
""")
    assert code == 0, out


def test_601_2f_the_mana_cost_is_paid_too(tmp_path):
    code, r, out = run_script(tmp_path, EMBRACE + """Alice battlefield: Grizzly Bears
Alice graveyard: Demonic Embrace
Alice hand: Ornithopter
turn Alice precombat main
Alice pool: {B}{B}
expect refused "mana": Alice casts Demonic Embrace using additional cost targeting Grizzly Bears
""")
    assert code == 0, out


SPHERES = """card:
Sphere of Law {3}{W}
Enchantment
If a red source would deal damage to you, prevent 2 of that damage.
end
card:
Urza's Armor {6}
Artifact
If a source would deal damage to you, prevent 1 of that damage.
end
card:
Daunting Defender {4}{W}
Creature — Human Cleric
If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.
3/3
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
card:
Holy Bolt {W}
Instant
Holy Bolt deals 3 damage to any target.
end
"""


def test_615_7_prevent_two_of_each_red_sources_damage(tmp_path):
    code, r, out = run_script(tmp_path, SPHERES + """Alice battlefield: Sphere of Law
Bob hand: Lightning Bolt, Holy Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Alice
all pass
expect Alice life 19
Bob pool: {W}
Bob casts Holy Bolt targeting Alice
all pass
expect Alice life 16
""")
    assert code == 0, out


def test_616_1_two_prevention_effects_each_apply_once(tmp_path):
    # 3 damage: Sphere of Law prevents 2 and Urza's Armor 1 (each applies once to the event, 614.5)
    code, r, out = run_script(tmp_path, SPHERES + """Alice battlefield: Sphere of Law, Urza's Armor
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Alice
all pass
  Alice chooses replacement effect: "Sphere of Law (If a red source would deal damage to you, prevent 2 of that damage.)"
expect Alice life 20
""")
    assert code == 0, out


def test_615_7_prevent_one_to_a_cleric_you_control(tmp_path):
    code, r, out = run_script(tmp_path, SPHERES + """Alice battlefield: Daunting Defender
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Daunting Defender
all pass
expect Alice battlefield: Daunting Defender
""")
    assert code == 0, out


CAROM = """card:
Carom {1}{W}
Instant
The next 1 damage that would be dealt to target creature this turn is dealt to another target creature instead.
Draw a card.
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
card:
Hill Giant {3}{R}
Creature — Giant
3/3
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Spirit en-Kor {3}{W}
Creature — Kor Spirit
Flying
{0}: The next 1 damage that would be dealt to Spirit en-Kor this turn is dealt to target creature you control instead.
2/2
end
"""


def test_614_9_next_one_damage_is_dealt_to_another_creature_instead(tmp_path):
    # 3 damage to Hill Giant: 1 of it is dealt to Grizzly Bears instead, 2 to the Giant
    code, r, out = run_script(tmp_path, CAROM + """Alice battlefield: Hill Giant, Grizzly Bears
Alice hand: Carom
Alice library: Grizzly Bears
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Hill Giant
Bob passes
Alice pool: {C}{W}
Alice casts Carom targeting Hill Giant, Grizzly Bears
all pass
all pass
expect Alice battlefield: Hill Giant, Grizzly Bears
expect Hill Giant counters: nothing
""")
    assert code == 0, out
    g = r.game
    dmg = {g.name_of(i): g.objects[i].damage for i in g.battlefield()}
    assert dmg == {"Hill Giant": 2, "Grizzly Bears": 1}


def test_614_9_the_shield_is_used_up(tmp_path):
    # two activations: two shields of 1 each; a third Bolt point would kill it
    code, r, out = run_script(tmp_path, CAROM + """Alice battlefield: Spirit en-Kor, Hill Giant
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Spirit en-Kor
Bob passes
Alice activates Spirit en-Kor targeting Hill Giant
all pass
Bob passes
Alice activates Spirit en-Kor targeting Hill Giant
all pass
all pass
  Alice chooses replacement effects: "Spirit en-Kor (redirection)"
expect Alice battlefield: Spirit en-Kor, Hill Giant
""")
    assert code == 0, out
    g = r.game
    dmg = {g.name_of(i): g.objects[i].damage for i in g.battlefield()}
    assert dmg == {"Spirit en-Kor": 1, "Hill Giant": 2}


def test_614_9_does_nothing_if_the_other_creature_is_gone(tmp_path):
    # the Bears are gone when the damage would be redirected: all 3 is dealt to the Giant
    code, r, out = run_script(tmp_path, CAROM + """Alice battlefield: Hill Giant, Grizzly Bears
Alice hand: Carom
Alice library: Grizzly Bears
Bob hand: Lightning Bolt, Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Hill Giant
Bob passes
Alice pool: {C}{W}
Alice casts Carom targeting Hill Giant, Grizzly Bears
all pass
Bob pool: {R}
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
expect Alice graveyard: Carom, Grizzly Bears, Hill Giant
""")
    assert code == 0, out



REEF = """card:
Risen Reef {1}{G}{U}
Creature — Elemental
Whenever this creature or another Elemental you control enters, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped. If you don't put the card onto the battlefield, put it into your hand.
1/1
end
card:
Forest
Land — Forest
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
"""


def test_608_2c_if_you_dont_put_the_card_onto_the_battlefield(tmp_path):
    # she takes the offer: the land is on the battlefield, so the "if you don't" instruction does nothing
    code, r, out = run_script(tmp_path, REEF + """Alice hand: Risen Reef
Alice library: Forest, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{G}{U}
Alice casts Risen Reef
all pass
all pass
  Alice chooses may: yes
expect Alice battlefield: Risen Reef, Forest
expect Alice hand: nothing
""")
    assert code == 0, out
    # she declines: she didn't put it onto the battlefield, so it goes to her hand
    code, r, out = run_script(tmp_path, REEF + """Alice hand: Risen Reef
Alice library: Forest, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{G}{U}
Alice casts Risen Reef
all pass
all pass
  Alice chooses may: no
expect Alice hand: Forest
expect Alice battlefield: Risen Reef
""")
    assert code == 0, out


def test_608_2c_no_offer_so_the_card_wasnt_put(tmp_path):
    # not a land: no offer; it goes to her hand
    code, r, out = run_script(tmp_path, REEF + """Alice hand: Risen Reef
Alice library: Grizzly Bears, Forest
turn Alice precombat main
Alice pool: {C}{G}{U}
Alice casts Risen Reef
all pass
all pass
expect Alice hand: Grizzly Bears
""")
    assert code == 0, out


RECKONING = """card:
Swift Reckoning {1}{W}
Sorcery
Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, you may cast this spell as though it had flash. (You may cast it any time you could cast an instant.)
Destroy target tapped creature.
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
"""


def test_601_3d_as_though_it_had_flash_while_the_condition_holds(tmp_path):
    code, r, out = run_script(tmp_path, RECKONING + """Alice hand: Swift Reckoning
Alice graveyard: Lightning Bolt, Lightning Bolt
Bob battlefield: Grizzly Bears tapped
turn Bob precombat main
Bob passes
Alice pool: {C}{W}
Alice casts Swift Reckoning targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, RECKONING + """Alice hand: Swift Reckoning
Alice graveyard: Lightning Bolt
Bob battlefield: Grizzly Bears tapped
turn Bob precombat main
Bob passes
Alice pool: {C}{W}
expect refused "117.1a": Alice casts Swift Reckoning targeting Grizzly Bears
""")
    assert code == 0, out


QUALIFIERS = """card:
Fatal Blow {B}
Instant
Destroy target creature that was dealt damage this turn. It can't be regenerated.
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 1 damage to any target.
end
card:
Bloodcrazed Paladin {1}{B}
Creature — Vampire Knight
Flash
This creature enters with a +1/+1 counter on it for each creature that died this turn.
1/1
end
card:
Murder {1}{B}{B}
Instant
Destroy target creature.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Hill Giant {3}{R}
Creature — Giant
3/3
end
card:
Counter Hunter {2}{B}
Creature — Human
{T}: Destroy target creature with a counter on it.
1/1
end
card:
Novijen {0}
Land
{T}: Put a +1/+1 counter on each creature that entered this turn.
end
"""


def test_120_3_target_creature_that_was_dealt_damage_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, QUALIFIERS + """Alice hand: Fatal Blow, Lightning Bolt
Bob battlefield: Hill Giant, Grizzly Bears
turn Alice precombat main
Alice pool: {B}
expect refused "legal target": Alice casts Fatal Blow targeting Hill Giant
Alice pool: {R}
Alice casts Lightning Bolt targeting Hill Giant
all pass
Alice casts Fatal Blow targeting Hill Giant
all pass
expect Bob graveyard: Hill Giant
""")
    assert code == 0, out


def test_700_4_for_each_creature_that_died_this_turn(tmp_path):
    # two creatures died this turn (one of each player's): two counters as it enters (614.1c)
    code, r, out = run_script(tmp_path, QUALIFIERS + """Alice battlefield: Grizzly Bears
Alice hand: Murder, Murder, Bloodcrazed Paladin
Bob battlefield: Hill Giant
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice casts Murder targeting Grizzly Bears
all pass
Alice pool: {B}{B}{C}
Alice casts Murder targeting Hill Giant
all pass
Alice pool: {B}{C}
Alice casts Bloodcrazed Paladin
all pass
expect Bloodcrazed Paladin counters: 2 +1/+1
""")
    assert code == 0, out


def test_122_1_with_a_counter_and_entered_this_turn(tmp_path):
    # Novijen puts a counter on the creature that entered this turn only (not the Giant);
    # then only that creature has a counter on it to be destroyed
    code, r, out = run_script(tmp_path, QUALIFIERS + """Alice battlefield: Novijen, Counter Hunter, Hill Giant
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Grizzly Bears
all pass
Alice activates Novijen
all pass
expect Grizzly Bears counters: 1 +1/+1
expect Hill Giant counters: nothing
expect refused "legal target": Alice activates Counter Hunter targeting Hill Giant
Alice activates Counter Hunter targeting Grizzly Bears
all pass
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out


BLAST = """card:
Goblin Blast-Runner {R}
Creature — Goblin
This creature gets +2/+0 and has menace as long as you sacrificed a permanent this turn.
1/2
end
card:
Bone Splinters {B}
Sorcery
As an additional cost to cast this spell, sacrifice a creature.
Destroy target creature.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
"""


def test_611_3a_gets_and_has_as_long_as_you_sacrificed_a_permanent_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, BLAST + """Alice battlefield: Goblin Blast-Runner, Grizzly Bears
Alice hand: Bone Splinters
Bob battlefield: Goblin Blast-Runner
turn Alice precombat main
expect Grizzly Bears power 2
expect Goblin Blast-Runner power 1
expect Goblin Blast-Runner lacks menace
Alice pool: {B}
Alice casts Bone Splinters targeting Goblin Blast-Runner#2
  Alice chooses sacrifice: Grizzly Bears
all pass
expect Goblin Blast-Runner power 3
expect Goblin Blast-Runner has menace
advance to Bob's upkeep
expect Goblin Blast-Runner power 1
""")
    assert code == 0, out


FANGS = """card:
Gift of Fangs {B}
Enchantment — Aura
Enchant creature
Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.
end
card:
Vampire Aristocrat {2}{B}
Creature — Vampire Rogue
2/2
end
card:
Hill Giant {3}{R}
Creature — Giant
3/3
end
"""


def test_611_3a_otherwise_applies_while_the_condition_is_false(tmp_path):
    code, r, out = run_script(tmp_path, FANGS + """Alice battlefield: Vampire Aristocrat, Hill Giant
Alice hand: Gift of Fangs, Gift of Fangs
turn Alice precombat main
Alice pool: {B}
Alice casts Gift of Fangs targeting Vampire Aristocrat
all pass
Alice pool: {B}
Alice casts Gift of Fangs targeting Hill Giant
all pass
expect Vampire Aristocrat power 4
expect Vampire Aristocrat toughness 4
expect Hill Giant power 1
expect Hill Giant toughness 1
""")
    assert code == 0, out


GOLEM = """card:
Steel Golem {3}
Artifact Creature — Golem
You can't cast creature spells.
3/4
end
card:
Ixalan's Binding {3}{W}
Enchantment
When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.
Your opponents can't cast spells with the same name as the exiled card.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
"""


def test_601_3_you_cant_cast_creature_spells(tmp_path):
    code, r, out = run_script(tmp_path, GOLEM + """Alice battlefield: Steel Golem
Alice hand: Grizzly Bears, Lightning Bolt
Bob hand: Grizzly Bears
Bob library: Lightning Bolt
turn Alice precombat main
Alice pool: {G}{C}
expect refused "601.3": Alice casts Grizzly Bears
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Bob life 17
advance to Bob's precombat main
Bob pool: {G}{C}
Bob casts Grizzly Bears
all pass
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out


def test_601_3_opponents_cant_cast_spells_with_the_exiled_cards_name(tmp_path):
    code, r, out = run_script(tmp_path, GOLEM + """Alice hand: Ixalan's Binding
Bob battlefield: Grizzly Bears
Bob hand: Grizzly Bears, Lightning Bolt
Bob library: Lightning Bolt
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Ixalan's Binding
all pass
all pass
expect Bob exile: Grizzly Bears
advance to Bob's precombat main
Bob pool: {G}{C}
expect refused "601.3": Bob casts Grizzly Bears
""")
    assert code == 0, out


BALOTH = """card:
Dodecapod {4}
Artifact Creature — Golem
If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield with two +1/+1 counters on it instead of putting it into your graveyard.
3/3
end
card:
Mind Rot {2}{B}
Sorcery
Target player discards two cards.
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
"""


def test_614_1a_discarded_by_an_opponents_spell_onto_the_battlefield_instead(tmp_path):
    code, r, out = run_script(tmp_path, BALOTH + """Alice hand: Dodecapod, Grizzly Bears
Bob hand: Mind Rot
turn Bob precombat main
Bob pool: {B}{C}{C}
Bob casts Mind Rot targeting Alice
all pass
  Alice chooses discard: Dodecapod
expect Alice battlefield: Dodecapod
expect Dodecapod counters: 2 +1/+1
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out
    # not when its owner discards it to her own spell: it goes to her graveyard
    code, r, out = run_script(tmp_path, BALOTH + """Alice hand: Dodecapod, Grizzly Bears, Mind Rot
turn Alice precombat main
Alice pool: {B}{C}{C}
Alice casts Mind Rot targeting Alice
all pass
  Alice chooses discard: Dodecapod
expect Alice graveyard: Mind Rot, Dodecapod, Grizzly Bears
""")
    assert code == 0, out



SLASH = """card:
Wild Slash {R}
Instant
Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn.
Wild Slash deals 2 damage to any target.
end
card:
Urza's Armor {6}
Artifact
If a source would deal damage to you, prevent 1 of that damage.
end
card:
Craw Wurm {4}{G}{G}
Creature — Wurm
6/4
end
"""


def test_615_12_if_condition_damage_cant_be_prevented_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, SLASH + """Alice battlefield: Craw Wurm
Alice hand: Wild Slash
Bob battlefield: Urza's Armor
turn Alice precombat main
Alice pool: {R}
Alice casts Wild Slash targeting Bob
all pass
expect Bob life 18
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, SLASH + """Alice hand: Wild Slash
Bob battlefield: Urza's Armor
turn Alice precombat main
Alice pool: {R}
Alice casts Wild Slash targeting Bob
all pass
expect Bob life 19
""")
    assert code == 0, out


CLOCK = """card:
Unwinding Clock {4}
Artifact
Untap all artifacts you control during each other player's untap step.
end
card:
Endbringer {5}{C}
Creature — Eldrazi
Untap this creature during each other player's untap step.
{T}: This creature deals 1 damage to any target.
5/5
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def test_502_3_untap_during_each_other_players_untap_step(tmp_path):
    # in Bob's untap step, Alice's tapped artifacts (and Endbringer) untap; Bob's own artifacts
    # untap as usual; Alice's permanents of other kinds stay tapped
    code, r, out = run_script(tmp_path, CLOCK + """Alice battlefield: Unwinding Clock, Ornithopter tapped, Endbringer tapped
Bob battlefield: Ornithopter tapped
Bob library: Ornithopter
turn Alice end
advance to Bob's upkeep
expect Ornithopter untapped
expect Ornithopter#2 untapped
expect Endbringer untapped
""")
    assert code == 0, out



STRIDER = """card:
Karplusan Strider {3}{G}
Creature — Yeti
This creature can't be the target of blue or black spells.
3/4
end
card:
Shanna {G}{W}
Legendary Creature — Human Soldier
Shanna can't be the target of abilities your opponents control.
2/2
end
card:
Murder {1}{B}{B}
Instant
Destroy target creature.
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
card:
Prodigal Pyromancer {2}{R}
Creature — Human Wizard
{T}: Prodigal Pyromancer deals 1 damage to any target.
1/1
end
"""


def test_115_4_cant_be_the_target_of_black_spells(tmp_path):
    code, r, out = run_script(tmp_path, STRIDER + """Alice battlefield: Karplusan Strider
Bob hand: Murder, Lightning Bolt
turn Bob precombat main
Bob pool: {B}{B}{C}
expect refused "legal target": Bob casts Murder targeting Karplusan Strider
Bob pool: {R}
Bob casts Lightning Bolt targeting Karplusan Strider
all pass
expect Alice battlefield: Karplusan Strider
""")
    assert code == 0, out
    assert r.game.objects[r.game.battlefield()[0]].damage == 3


def test_115_4_cant_be_the_target_of_abilities_your_opponents_control(tmp_path):
    # Bob's ability can't target Shanna; Alice's own ability can (and a spell of Bob's can)
    code, r, out = run_script(tmp_path, STRIDER + """Alice battlefield: Shanna, Prodigal Pyromancer
Bob battlefield: Prodigal Pyromancer
Bob hand: Lightning Bolt
turn Bob precombat main
expect refused "legal target": Bob activates Prodigal Pyromancer#2 targeting Shanna
Bob pool: {R}
Bob casts Lightning Bolt targeting Shanna
all pass
expect Alice graveyard: Shanna
""")
    assert code == 0, out


MUTATION = """card:
Retro-Mutation {1}{U}
Enchantment — Aura
Flash
Enchant creature
Enchanted creature is a Turtle with base power and toughness 0/1. It can't attack and loses all abilities.
end
card:
Serra Angel {3}{W}{W}
Creature — Angel
Flying, vigilance
4/4
end
"""


def test_608_2c_it_is_the_subject_of_the_statement_before(tmp_path):
    # "It can't attack and loses all abilities.": "it" is the enchanted creature (613.1f: layer 6)
    code, r, out = run_script(tmp_path, MUTATION + """Alice battlefield: Serra Angel
Alice hand: Retro-Mutation
turn Alice precombat main
Alice pool: {U}{C}
Alice casts Retro-Mutation targeting Serra Angel
all pass
expect Serra Angel lacks flying
expect Serra Angel power 0
advance to Alice's declare attackers
expect refused "attack": Alice attacks Bob with Serra Angel
""")
    assert code == 0, out


KALITAS = """card:
Kalitas, Traitor of Ghet {2}{B}{B}
Legendary Creature — Vampire Warrior
Lifelink
If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token.
3/4
end
card:
Ravenous Slime {2}{G}
Creature — Ooze
This creature can't be blocked by creatures with power 2 or less.
If a creature an opponent controls would die, instead exile it and put a number of +1/+1 counters equal to that creature's power on Ravenous Slime.
1/1
end
card:
Murder {1}{B}{B}
Instant
Destroy target creature.
end
card:
Hill Giant {3}{R}
Creature — Giant
3/3
end
"""


def test_614_1a_instead_of_dying_exiled_and_a_token_created(tmp_path):
    code, r, out = run_script(tmp_path, KALITAS + """Alice battlefield: "Kalitas, Traitor of Ghet"
Alice hand: Murder, Murder
Bob battlefield: Hill Giant
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice casts Murder targeting Hill Giant
all pass
expect Bob exile: Hill Giant
expect Bob graveyard: nothing
expect Alice battlefield: "Kalitas, Traitor of Ghet", Zombie Token
""")
    assert code == 0, out


def test_614_1a_instead_of_dying_counters_equal_to_its_power(tmp_path):
    # Bob's Hill Giant (power 3) is exiled; its power's worth of counters go on the Slime
    code, r, out = run_script(tmp_path, KALITAS + """Alice battlefield: Ravenous Slime
Alice hand: Murder
Bob battlefield: Hill Giant
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice casts Murder targeting Hill Giant
all pass
expect Bob exile: Hill Giant
expect Ravenous Slime counters: 3 +1/+1
""")
    assert code == 0, out
    # her own creature dies as usual
    code, r, out = run_script(tmp_path, KALITAS + """Alice battlefield: Ravenous Slime, Hill Giant
Alice hand: Murder
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice casts Murder targeting Hill Giant
all pass
expect Alice graveyard: Murder, Hill Giant
expect Ravenous Slime counters: nothing
""")
    assert code == 0, out
