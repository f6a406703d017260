"""One-shot keyword actions played out with real card text: proliferate (CR 701.34),
investigate (701.16), bolster (701.39), amass (701.47), clash (701.30), "tap or
untap" (701.26, 608.2d), "discard your hand" (701.9), removing counters (122),
switching power and toughness (613.4d), looking at a hand (402.3), and a verb whose
subject was named earlier in the sentence (608.2c)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CONTENTIOUS_PLAN = """card:
Contentious Plan {1}{U}
Sorcery
Proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)
Draw a card.
end
"""

TOXIC_RAT = """card:
Toxic Rat {1}{B}
Creature — Phyrexian Rat
Toxic 1
1/1
end
"""


def test_701_34a_proliferate_adds_one_counter_of_each_kind_to_the_chosen_only(tmp_path):
    code, r, out = run_script(tmp_path, CONTENTIOUS_PLAN + TOXIC_RAT + """players Alice 20, Bob 20
Alice hand: Contentious Plan
Alice library: Island
Alice battlefield: Toxic Rat, Grizzly Bears with 2 +1/+1 counters, Air Elemental with 1 +1/+1 counter
turn Alice declare attackers
Alice attacks Bob with Toxic Rat
advance to Alice's combat damage
all pass
all pass
expect Bob poison 1
advance to Alice's postcombat main
Alice pool: {C}{U}
Alice casts Contentious Plan
all pass
  Alice chooses objects: Grizzly Bears, Bob
expect Bob poison 2
expect Grizzly Bears counters: 3 +1/+1
expect Air Elemental counters: 1 +1/+1
expect Alice hand: Island
""")
    assert code == 0, out
    # 701.34a: only permanents and players that have a counter are offered
    d = asked(r, "choose_objects")[0]
    g = r.game
    assert {g.name_of(i) for i in d.options} == {"Bob", "Grizzly Bears", "Air Elemental"}


FOUL_PLAY = """card:
Foul Play {1}{B}
Sorcery
Destroy target creature with power 2 or less. Investigate. (Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")
end
"""


def test_701_16a_investigate_creates_a_clue_that_draws(tmp_path):
    code, r, out = run_script(tmp_path, FOUL_PLAY + """players Alice 20, Bob 20
Alice hand: Foul Play
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{B}
Alice casts Foul Play targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Clue
expect Clue types: Artifact — Clue
Alice pool: {C}{C}
Alice activates Clue
all pass
expect Alice hand: Island
expect Alice battlefield: nothing
""")
    assert code == 0, out


ABZAN_SKYCAPTAIN_BOLSTER = """card:
Dromoka's Gift {4}{G}
Instant
Bolster 4. (Choose a creature with the least toughness among creatures you control and put four +1/+1 counters on it.)
end
"""


def test_701_39a_bolster_only_among_the_least_toughness(tmp_path):
    # least toughness among Alice's creatures: 1 (Savannah Lions and Youthful Knight,
    # tied), not Grizzly Bears (2) nor Air Elemental (4); Bob's 1/1 is no option
    code, r, out = run_script(tmp_path, ABZAN_SKYCAPTAIN_BOLSTER + """players Alice 20, Bob 20
Alice hand: Dromoka's Gift
Alice battlefield: Savannah Lions, Youthful Knight, Grizzly Bears, Air Elemental
Bob battlefield: Raging Goblin
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{G}
Alice casts Dromoka's Gift
all pass
  Alice chooses choose: Youthful Knight
expect Youthful Knight counters: 4 +1/+1
expect Youthful Knight power 6
expect Savannah Lions power 2
expect Grizzly Bears power 2
expect Air Elemental power 4
""")
    assert code == 0, out
    d = asked(r, "choose")[0]
    assert {r.game.name_of(i) for i in d.options} == {"Savannah Lions", "Youthful Knight"}


CALLOUS_DISMISSAL = """card:
Callous Dismissal {1}{U}
Sorcery
Return target nonland permanent to its owner's hand.
Amass Zombies 1. (Put a +1/+1 counter on an Army you control. It's also a Zombie. If you don't control an Army, create a 0/0 black Zombie Army creature token first.)
end
"""

AMASS_ORCS = """card:
Orc Muster {2}{B}
Sorcery
Amass Orcs 2.
end
"""


def test_701_47a_amass_creates_an_army_then_grows_it_and_adds_the_subtype(tmp_path):
    code, r, out = run_script(tmp_path, CALLOUS_DISMISSAL + AMASS_ORCS + """players Alice 20, Bob 20
Alice hand: Orc Muster, Callous Dismissal
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Orc Muster
all pass
expect Alice battlefield: Orc Army Token
expect Orc Army Token power 2
expect Orc Army Token colors: black
expect Orc Army Token subtypes: Orc, Army
Alice pool: {C}{U}
Alice casts Callous Dismissal targeting Grizzly Bears
all pass
expect Bob hand: Grizzly Bears
expect Alice battlefield: Orc Army Token
expect Orc Army Token counters: 3 +1/+1
expect Orc Army Token subtypes: Orc, Army, Zombie
""")
    assert code == 0, out


BOG_HOODLUMS = """card:
Bog Hoodlums {5}{B}
Creature — Goblin Warrior
Bog Hoodlums can't block.
When Bog Hoodlums enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Bog Hoodlums. (Each clashing player reveals the top card of their library, then puts that card on the top or bottom. A player wins if their card had a higher mana value.)
4/1
end
"""


def test_701_30_clash_win_by_higher_mana_value_and_cards_go_to_the_bottom(tmp_path):
    code, r, out = run_script(tmp_path, BOG_HOODLUMS + """players Alice 20, Bob 20
Alice hand: Bog Hoodlums
Alice library: Craw Wurm, Island
Bob library: Grizzly Bears, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{B}
Alice casts Bog Hoodlums
all pass
all pass
  Alice chooses may: yes
  Bob chooses may: no
expect Bog Hoodlums counters: 1 +1/+1
expect Alice library: Island, Craw Wurm
expect Bob library: Grizzly Bears, Forest
""")
    assert code == 0, out


def test_701_30d_a_tie_is_not_a_win(tmp_path):
    code, r, out = run_script(tmp_path, BOG_HOODLUMS + """players Alice 20, Bob 20
Alice hand: Bog Hoodlums
Alice library: Grizzly Bears
Bob library: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{B}
Alice casts Bog Hoodlums
all pass
all pass
  Alice chooses may: no
  Bob chooses may: no
expect Bog Hoodlums counters: nothing
expect Bog Hoodlums power 4
""")
    assert code == 0, out


ELDER_DRUID = """card:
Elder Druid {3}{G}
Creature — Elf Cleric Druid
{3}{G}, {T}: You may tap or untap target artifact, creature, or land.
2/2
end
"""


def test_608_2d_tap_or_untap_is_chosen_as_it_resolves(tmp_path):
    code, r, out = run_script(tmp_path, ELDER_DRUID + """players Alice 20, Bob 20
Alice battlefield: Elder Druid, Forest tapped
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice activates Elder Druid targeting Forest
all pass
  Alice chooses may: yes
  Alice chooses mode: untap
expect Forest untapped
Alice pool: {C}{C}{C}{G}
expect Elder Druid tapped
""")
    assert code == 0, out


DRAGON_MAGE_SPELL = """card:
Wheel Spell {2}{R}{R}
Sorcery
Each player discards their hand, then draws two cards.
end
"""

APOCALYPSE_TAIL = """card:
Hand Dump {R}
Sorcery
Discard your hand, then draw a card.
end
"""


def test_701_9_each_player_discards_their_hand_then_draws(tmp_path):
    # "then draws" has no subject of its own: it's each player's (608.2c)
    code, r, out = run_script(tmp_path, DRAGON_MAGE_SPELL + """players Alice 20, Bob 20
Alice hand: Wheel Spell, Island, Island
Bob hand: Forest
Alice library: Swamp, Swamp
Bob library: Mountain, Mountain, Mountain
turn Alice precombat main
Alice pool: {C}{C}{R}{R}
Alice casts Wheel Spell
all pass
expect Alice graveyard: Island, Island, Wheel Spell
expect Bob graveyard: Forest
expect Alice hand: Swamp, Swamp
expect Bob hand: Mountain, Mountain
""")
    assert code == 0, out


def test_701_9_discard_your_hand_is_only_yours(tmp_path):
    code, r, out = run_script(tmp_path, APOCALYPSE_TAIL + """players Alice 20, Bob 20
Alice hand: Hand Dump, Island, Grizzly Bears
Bob hand: Forest
Alice library: Swamp
turn Alice precombat main
Alice pool: {R}
Alice casts Hand Dump
all pass
expect Alice hand: Swamp
expect Bob hand: Forest
""")
    assert code == 0, out


MIND_SPRING_LOSER = """card:
Ink Pact {2}{B}
Sorcery
Target player draws two cards and loses 2 life.
end
"""


def test_608_2c_a_later_verb_keeps_the_target_player_as_its_subject(tmp_path):
    code, r, out = run_script(tmp_path, MIND_SPRING_LOSER + """players Alice 20, Bob 20
Alice hand: Ink Pact
Bob library: Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Ink Pact targeting Bob
all pass
expect Bob life 18
expect Alice life 20
expect Bob hand: Forest, Forest
""")
    assert code == 0, out


CHAINBREAKER = """card:
Chainbreaker {2}
Artifact Creature — Scarecrow
Chainbreaker enters the battlefield with two -1/-1 counters on it.
{3}, {T}: Remove a -1/-1 counter from target creature.
3/3
end
"""


def test_122_remove_a_counter_from_target_creature(tmp_path):
    code, r, out = run_script(tmp_path, CHAINBREAKER + """players Alice 20, Bob 20
Alice battlefield: Chainbreaker, Craw Wurm with 2 -1/-1 counters
turn Alice precombat main
expect Craw Wurm power 4
Alice pool: {C}{C}{C}
Alice activates Chainbreaker targeting Craw Wurm
all pass
expect Craw Wurm counters: 1 -1/-1
expect Craw Wurm power 5
""")
    assert code == 0, out


ABOUT_FACE = """card:
About Face {R}
Instant
Switch target creature's power and toughness until end of turn.
end
"""


def test_613_4d_switch_applies_after_counters_and_pumps_and_ends_at_end_of_turn(tmp_path):
    # Craw Wurm 6/4 with a +1/+1 counter is 7/5 (7c); switched in 7d, after the
    # counters, it's 5/7 -- until end of turn (514.2), then 7/5 again
    code, r, out = run_script(tmp_path, ABOUT_FACE + """players Alice 20, Bob 20
Alice hand: About Face
Bob battlefield: Craw Wurm with 1 +1/+1 counter
turn Alice precombat main
Alice pool: {R}
Alice casts About Face targeting Craw Wurm
all pass
expect Craw Wurm power 5
expect Craw Wurm toughness 7
advance to Bob's upkeep
expect Craw Wurm power 7
expect Craw Wurm toughness 5
""")
    assert code == 0, out


GITAXIAN_PROBE = """card:
Gitaxian Probe {U/P}
Sorcery
Look at target player's hand.
Draw a card.
end
"""


def test_402_3_look_at_target_players_hand_moves_nothing(tmp_path):
    code, r, out = run_script(tmp_path, GITAXIAN_PROBE + """players Alice 20, Bob 20
Alice hand: Gitaxian Probe
Alice library: Island
Bob hand: Forest, Grizzly Bears
turn Alice precombat main
Alice pool: {U}
Alice casts Gitaxian Probe targeting Bob
all pass
expect Bob hand: Forest, Grizzly Bears
expect Alice hand: Island
expect log: "Alice looks at Bob's hand: Forest, Grizzly Bears"
""")
    assert code == 0, out
