"""Costs of activated abilities beyond mana and {T} (CR 118, 602.2b, 601.2h) and
activation restrictions (CR 602.5b), played through real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Arcane Spyglass {4}
Artifact
Remove three charge counters from Arcane Spyglass: Draw a card.
end
card:
Sentry Test {X}
Artifact Creature — Construct
{X}, {T}, Remove X +1/+1 counters from this creature: It deals X damage to any target.
0/0
end
card:
Ancestor's Prophet {4}{W}
Creature — Human Cleric
Tap five untapped Clerics you control: You gain 10 life.
1/5
end
card:
Cleric Test {W}
Creature — Human Cleric
1/1
end
card:
Bearscape {1}{G}{G}
Enchantment
{1}{G}, Exile two cards from your graveyard: Create a 2/2 green Bear creature token.
end
card:
Alms {W}
Enchantment
{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would be dealt to target creature this turn.
end
card:
Arc-Slogger {3}{R}{R}
Creature — Beast
{R}, Exile the top ten cards of your library: Arc-Slogger deals 2 damage to any target.
4/5
end
card:
Lancer Test {U}
Creature — Zombie Horse
{3}{U}, Exile Lancer Test from your graveyard: Draw a card.
3/3
end
card:
Augur il-Vec {1}{W}
Creature — Human Cleric
Sacrifice Augur il-Vec: You gain 4 life. Activate only during your upkeep.
1/3
end
card:
Floodbringer {1}{U}
Creature — Moonfolk Wizard
Flying
{2}, Return a land you control to its owner's hand: Tap target land.
1/2
end
card:
Canyon Drake {2}{R}{R}
Creature — Drake
Flying
{1}, Discard a card at random: Canyon Drake gets +2/+0 until end of turn.
1/2
end
card:
Devoted Druid {1}{G}
Creature — Elf Druid
Put a -1/-1 counter on this creature: Untap this creature.
0/2
end
card:
Metalcraft Test {U}
Artifact
{1}: Draw a card. Activate only if you control three or more artifacts.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_118_3_remove_counters_cost_paid(tmp_path):
    # CR 122.8 / 118.3: the counters are removed as the cost; the ability resolves
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Arcane Spyglass with 4 charge counters
Alice library: Island
turn Alice precombat main
Alice activates Arcane Spyglass
resolve
expect Arcane Spyglass counters: 1 charge
expect Alice hand: Island
""")
    assert code == 0, out


def test_118_3_too_few_counters_is_refused_and_nothing_changes(tmp_path):
    # CR 118.3 / 732: a cost that can't be paid can't be paid at all
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Arcane Spyglass with 2 charge counters
turn Alice precombat main
expect refused "can't be paid": Alice activates Arcane Spyglass
expect Arcane Spyglass counters: 2 charge
""")
    assert code == 0, out


def test_107_3a_x_in_counters_and_mana_is_announced(tmp_path):
    # CR 602.2b / 107.3a: X is announced; {X} and "Remove X counters" both use it
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Sentry Test with 3 +1/+1 counters
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Sentry Test targeting Bob
  Alice chooses X: 2
resolve
expect Bob life 18
expect Sentry Test counters: 1 +1/+1
expect Alice pool: empty
""")
    assert code == 0, out
    assert len(asked(r, "x")) == 1


def test_118_3_x_above_the_counters_is_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Sentry Test with 1 +1/+1 counters
turn Alice precombat main
Alice pool: {C}{C}
expect refused "has 1 +1/+1 counter": Alice activates Sentry Test with X = 2 targeting Bob
expect Alice pool: {C}, {C}
expect Sentry Test untapped
""")
    assert code == 0, out


def test_602_1_tap_untapped_creatures_you_control(tmp_path):
    # "Tap five untapped Clerics you control": the Prophet is a Cleric too and may be
    # one of them; the tapped Cleric and Bob's Cleric don't count.  (Bob's turn, so
    # Alice's tapped Cleric stays tapped; the ability has no timing restriction.)
    code, r, out = run(tmp_path, """players Alice 10, Bob 20
Alice battlefield: Ancestor's Prophet, Cleric Test, Cleric Test, Cleric Test, Cleric Test, Cleric Test tapped
Bob battlefield: Cleric Test
turn Bob precombat main
Bob passes
Alice activates Ancestor's Prophet
resolve
expect Alice life 20
expect Ancestor's Prophet tapped
expect Cleric Test#4 tapped
expect Cleric Test#6 untapped
""")
    assert code == 0, out


def test_118_3_not_enough_untapped_creatures_is_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 10, Bob 20
Alice battlefield: Ancestor's Prophet, Cleric Test, Cleric Test, Cleric Test, Cleric Test tapped
Bob battlefield: Cleric Test
turn Bob precombat main
Bob passes
expect refused "can't be paid": Alice activates Ancestor's Prophet
expect Ancestor's Prophet untapped
""")
    assert code == 0, out


def test_601_2h_the_player_chooses_what_to_exile_from_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Bearscape
Alice graveyard: Island, Forest, Mountain
turn Alice precombat main
Alice pool: {G}{G}
Alice activates Bearscape
  Alice chooses exile: Forest
  Alice chooses exile: Island
resolve
expect Alice graveyard: Mountain
expect Alice exile: Island, Forest
expect Alice battlefield: Bearscape, Bear Token
""")
    assert code == 0, out
    assert len(asked(r, "exile")) == 2


def test_732_a_choice_outside_the_graveyard_is_refused_and_nothing_is_paid(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Bearscape
Alice graveyard: Island, Forest, Mountain
Alice hand: Plains
turn Alice precombat main
Alice pool: {G}{G}
expect refused "can't be chosen": Alice activates Bearscape
  Alice chooses exile: Plains
expect Alice pool: {G}, {G}
expect Alice graveyard: Island, Forest, Mountain
""")
    assert code == 0, out


def test_401_2_exile_the_top_card_of_your_graveyard(tmp_path):
    # the graveyard's top card is the one put there last (CR 401.2, 404.2)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Alms, Cleric Test
Alice graveyard: Island, Forest
turn Alice precombat main
Alice pool: {W}
Alice activates Alms targeting Cleric Test
resolve
expect Alice graveyard: Island
expect Alice exile: Forest
""")
    assert code == 0, out


def test_401_2_exile_the_top_ten_cards_of_your_library(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Arc-Slogger
Alice library: Island, Island, Island, Island, Island, Island, Island, Island, Island, Island, Forest
turn Alice precombat main
Alice pool: {R}
Alice activates Arc-Slogger targeting Bob
resolve
expect Bob life 18
expect Alice library: Forest
expect Alice exile count 10
""")
    assert code == 0, out


def test_118_3_fewer_than_ten_cards_in_the_library_cant_pay(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Arc-Slogger
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {R}
expect refused "can't be paid": Alice activates Arc-Slogger targeting Bob
expect Alice library: Island, Forest
""")
    assert code == 0, out


def test_113_6_exile_this_card_from_your_graveyard(tmp_path):
    # the ability functions only in the graveyard (CR 113.6); the card is exiled as a cost
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Lancer Test
Alice hand: Lancer Test
Alice library: Island
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
Alice activates Lancer Test
resolve
expect Alice exile: Lancer Test
expect Alice hand: Lancer Test, Island
""")
    assert code == 0, out


def test_602_5b_only_during_your_upkeep(tmp_path):
    code, r, out = run(tmp_path, """players Alice 10, Bob 20
Alice battlefield: Augur il-Vec
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
expect refused "only during your upkeep": Alice activates Augur il-Vec
advance to Bob's upkeep
Bob passes
expect refused "only during your upkeep": Alice activates Augur il-Vec
advance to Alice's upkeep
Alice activates Augur il-Vec
resolve
expect Alice life 14
expect Alice graveyard: Augur il-Vec
""")
    assert code == 0, out


def test_602_5b_activate_only_if_you_control_three_artifacts(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Metalcraft Test, Arcane Spyglass
Alice library: Island
turn Alice precombat main
Alice pool: {C}
expect refused "Activate only if": Alice activates Metalcraft Test
expect Alice pool: {C}
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Metalcraft Test, Arcane Spyglass, Arcane Spyglass
Alice library: Island
turn Alice precombat main
Alice pool: {C}
Alice activates Metalcraft Test
resolve
expect Alice hand: Island
""")
    assert code == 0, out


def test_118_3_return_a_land_you_control_to_its_owners_hand(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Floodbringer, Island, Forest
Bob battlefield: Mountain
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Floodbringer targeting Mountain
  Alice chooses return: Forest
resolve
expect Mountain tapped
expect Alice hand: Forest
expect Alice battlefield: Floodbringer, Island
""")
    assert code == 0, out


def test_701_9b_discard_at_random_needs_a_card(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Canyon Drake
turn Alice precombat main
Alice pool: {C}
expect refused "can't be paid": Alice activates Canyon Drake
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Canyon Drake
Alice hand: Island
turn Alice precombat main
Alice pool: {C}
Alice activates Canyon Drake
resolve
expect Alice hand: nothing
expect Alice graveyard: Island
expect Canyon Drake power 3
""")
    assert code == 0, out


def test_122_put_a_counter_on_this_creature_as_a_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Devoted Druid tapped
turn Bob precombat main
Bob passes
Alice activates Devoted Druid
resolve
expect Devoted Druid untapped
expect Devoted Druid counters: 1 -1/-1
expect Devoted Druid toughness 1
""")
    assert code == 0, out
