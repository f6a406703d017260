"""Conditions played out in games (CR 608.2c: checked as the instruction is reached;
603.4: an intervening "if" is checked as the trigger event happens and on resolution;
611.2b / 604.2: "as long as").  The past-tense ones read what happened this turn
(the kernel's record of this turn's events), never the state now."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Morbid Watcher {1}{B}
Creature — Zombie
At the beginning of your end step, if a creature died this turn, you gain 2 life.
1/1
end
card:
Raid Captain {1}{R}
Creature — Human Pirate
At the beginning of your end step, if you attacked this turn, you gain 1 life.
2/2
end
card:
Revolt Sentry {1}{W}
Creature — Human
At the beginning of your end step, if a permanent left the battlefield under your control this turn, you gain 3 life.
2/2
end
card:
Herd Warden {1}{G}
Creature — Elf
At the beginning of your end step, if another creature entered the battlefield under your control this turn, you gain 1 life.
1/1
end
card:
Page Turner {1}{U}
Creature — Human Wizard
This creature gets +2/+0 as long as you've drawn two or more cards this turn.
1/1
end
card:
Second Look {U}
Instant
Return target creature to its owner's hand. If you've discarded a card this turn, draw a card.
end
card:
Thresher {1}{G}
Creature — Beast
Threshold — As long as there are seven or more cards in your graveyard, this creature gets +3/+3.
2/2
end
card:
Crowded Field {2}{G}
Enchantment
At the beginning of your upkeep, if there are four or more lands on the battlefield, you gain 5 life.
end
card:
Desert Viper {1}{R}
Creature — Snake
As long as you control a Desert or there is a Desert card in your graveyard, this creature gets +1/+0.
1/1
end
card:
Scalable Gift {X}{W}
Sorcery
You gain X life. If X is 3 or more, you gain 5 life.
end
card:
Human Hunt {1}{B}
Sorcery
Destroy target creature. If that creature was a Human, you gain 3 life.
end
card:
Thieving Vampire {2}{B}
Creature — Vampire
{T}: Gain control of target creature for as long as you control this creature.
1/1
end
card:
Grave Tutor {1}{B}
Sorcery
Mill two cards. Then if there is a creature card in your graveyard, draw a card.
end
card:
Bare Desert
Land — Desert
end
card:
Harsh Discard {B}
Sorcery
Target player discards a card.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_700_4_a_creature_died_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Morbid Watcher
Alice hand: Shock
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Grizzly Bears
all pass
advance to Alice's end step
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_700_4_no_creature_died_this_turn(tmp_path):
    # a creature that died on an earlier turn doesn't count: this turn is a new turn
    code, r, out = run(tmp_path, """Alice battlefield: Morbid Watcher
Bob hand: Shock
Bob battlefield: Mountain
Alice battlefield: Grizzly Bears
Alice library: Island
turn Bob precombat main
Bob pool: {R}
Bob casts Shock targeting Grizzly Bears
all pass
advance to Alice's end step
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_508_1_raid_you_attacked_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Raid Captain, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
advance to Alice's end step
all pass
expect Alice life 21
""")
    assert code == 0, out


def test_508_1_raid_without_attacking(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Raid Captain, Grizzly Bears
turn Alice precombat main
advance to Alice's end step
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_603_10a_revolt_a_permanent_you_controlled_left(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Revolt Sentry, Grizzly Bears
Alice hand: Unsummon
turn Alice precombat main
Alice pool: {U}
Alice casts Unsummon targeting Grizzly Bears
all pass
advance to Alice's end step
all pass
expect Alice life 23
""")
    assert code == 0, out


def test_603_10a_revolt_an_opponents_permanent_left(tmp_path):
    # Bob's creature left, not one Alice controlled: no trigger
    code, r, out = run(tmp_path, """Alice battlefield: Revolt Sentry
Alice hand: Unsummon
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}
Alice casts Unsummon targeting Grizzly Bears
all pass
advance to Alice's end step
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_603_6a_another_creature_entered_under_your_control(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Herd Warden
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Grizzly Bears
all pass
advance to Alice's end step
all pass
expect Alice life 21
""")
    assert code == 0, out


def test_603_6a_the_warden_itself_entering_is_not_another(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Herd Warden
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Herd Warden
all pass
advance to Alice's end step
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_121_1_drawn_two_or_more_cards_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Page Turner
Alice hand: Divination
Alice library: Island, Island, Island
turn Alice precombat main
expect Page Turner power 1
Alice pool: {U}{C}{C}
Alice casts Divination
all pass
expect Page Turner power 3
advance to Bob's upkeep
expect Page Turner power 1
""")
    assert code == 0, out


def test_701_9a_you_discarded_a_card_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Harsh Discard, Second Look, Forest
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{U}
Alice casts Harsh Discard targeting Alice
all pass
  Alice chooses discard: Forest
Alice casts Second Look targeting Grizzly Bears
all pass
expect Alice hand: Island
expect Bob hand: Grizzly Bears
""")
    assert code == 0, out


def test_701_9a_no_discard_this_turn_no_draw(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Second Look
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}
Alice casts Second Look targeting Grizzly Bears
all pass
expect Alice hand: nothing
""")
    assert code == 0, out


def test_702_threshold_there_are_seven_or_more_cards_in_your_graveyard(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Thresher
Alice graveyard: Island, Island, Island, Island, Island, Island
Alice hand: Shock
turn Alice precombat main
expect Thresher power 2
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
expect Thresher power 5
expect Thresher toughness 5
""")
    assert code == 0, out


def test_603_4_there_are_four_or_more_lands_on_the_battlefield(tmp_path):
    # lands of both players count; three lands: no trigger at all (603.4)
    code, r, out = run(tmp_path, """Alice battlefield: Crowded Field, Forest, Forest
Bob battlefield: Island, Island
Alice library: Island
turn Alice upkeep
all pass
expect Alice life 25
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Crowded Field, Forest
Bob battlefield: Island, Island
Alice library: Island
turn Bob end step
advance to Alice's upkeep
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_608_2c_either_condition(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Desert Viper
Alice hand: Bare Desert
turn Alice precombat main
expect Desert Viper power 1
Alice plays Bare Desert
expect Desert Viper power 2
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Desert Viper
Alice graveyard: Bare Desert
turn Alice precombat main
expect Desert Viper power 2
""")
    assert code == 0, out


def test_107_3_if_x_is_3_or_more(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Scalable Gift
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Scalable Gift with X = 3
all pass
expect Alice life 28
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Scalable Gift
turn Alice precombat main
Alice pool: {W}{C}{C}
Alice casts Scalable Gift with X = 2
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_608_2h_that_creature_was_a_human(tmp_path):
    # destroyed, then asked about as it last existed on the battlefield
    code, r, out = run(tmp_path, """Alice hand: Human Hunt, Human Hunt
Bob battlefield: Raid Captain, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Human Hunt targeting Raid Captain
all pass
expect Alice life 23
Alice pool: {B}{C}
Alice casts Human Hunt targeting Grizzly Bears
all pass
expect Alice life 23
""")
    assert code == 0, out


def test_611_2b_for_as_long_as_you_control_this_creature(tmp_path):
    # control lasts while the Vampire stays under Alice's control; bounced, it ends
    code, r, out = run(tmp_path, """Alice battlefield: Thieving Vampire
Bob battlefield: Grizzly Bears
Bob hand: Unsummon
Bob library: Island
turn Alice precombat main
Alice activates Thieving Vampire targeting Grizzly Bears
all pass
expect Grizzly Bears controller Alice
advance to Bob's precombat main
Bob pool: {U}
Bob casts Unsummon targeting Thieving Vampire
all pass
expect Grizzly Bears controller Bob
""")
    assert code == 0, out


def test_608_2c_then_if_checked_after_the_mill(tmp_path):
    # the condition is checked after the cards are milled (a creature card among them)
    code, r, out = run(tmp_path, """Alice hand: Grave Tutor
Alice library: Grizzly Bears, Island, Forest
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Grave Tutor
all pass
expect Alice hand: Forest
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Grave Tutor
Alice library: Island, Island, Forest
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Grave Tutor
all pass
expect Alice hand: nothing
""")
    assert code == 0, out
