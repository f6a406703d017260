"""Qualifiers about zones, counters and this turn's deaths, and instructions written in
another order: "a spell from exile" / "play a card from exile" (601.2a, the glossary's
"Play"), "a card an opponent owns from exile" (406), "with +1/+1 counters on them" (122.1),
"the number of creatures that died this turn" (700.4, 603.10a), "return to your hand all
..." (400.7), "... and a loyalty counter on each planeswalker you control" (122.1)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Test Study {U}
Sorcery
Exile the top card of your library. You may play that card this turn.
end
card:
Test Kami {1}{R}
Creature — Spirit
Whenever you cast a spell from exile, you gain 1 life.
2/2
end
card:
Test Prosper {2}{B}{R}
Creature — Tiefling
Whenever you play a card from exile, you gain 2 life.
1/4
end
card:
Test Bolt {R}
Instant
Test Bolt deals 3 damage to any target.
end
card:
Test Shock {R}
Instant
Test Shock deals 2 damage to any target.
end
card:
Test Watch {2}
Artifact
{T}: Add {C}{C}. Spend this mana only to cast spells from exile.
end
card:
Test Regimen {1}{G}
Enchantment
Creatures you control with +1/+1 counters on them have trample.
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
card:
Test Wrath {W}{W}
Sorcery
Destroy all creatures.
end
card:
Test Spoils {B}
Sorcery
You gain 1 life for each creature that died this turn.
end
card:
Test Blight {B}
Sorcery
You gain 1 life for each nontoken creature that died this turn.
end
card:
Test Return {B}
Sorcery
Return to your hand all creature cards in your graveyard.
end
card:
Test Ascendancy {G}
Enchantment
{T}: Put a +1/+1 counter on each creature you control and a loyalty counter on each planeswalker you control.
end
card:
Test Walker {2}
Legendary Planeswalker — Testa
[+1]: You gain 1 life.
Loyalty: 3
end
"""


def test_601_2a_a_spell_cast_from_exile_and_a_card_played_from_exile(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Study, Test Shock
Alice battlefield: Test Kami, Test Prosper
Alice library: Test Bolt, Mountain
turn Alice precombat main
Alice pool: {U}{R}{R}
Alice casts Test Study
all pass
Alice casts Test Shock targeting Bob
all pass
expect Alice life 20
Alice casts Test Bolt targeting Bob
Alice orders triggers: "Whenever you cast a spell from exile, you gain 1 life.", "Whenever you play a card from exile, you gain 2 life."
all pass
all pass
all pass
expect Alice life 23
expect Bob life 15
""")
    assert code == 0, out


def test_play_a_land_from_exile_but_not_from_the_hand(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Study, Forest
Alice battlefield: Test Prosper
Alice library: Mountain
turn Alice precombat main
Alice pool: {U}
Alice casts Test Study
all pass
Alice plays Mountain
all pass
expect Alice life 22
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Forest
Alice battlefield: Test Prosper
turn Alice precombat main
Alice plays Forest
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_106_6_mana_spent_only_on_spells_cast_from_exile(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """card:
Test Orb {2}
Instant
Test Orb deals 3 damage to any target.
end
card:
Test Ping {1}
Instant
Test Ping deals 1 damage to any target.
end
Alice hand: Test Study, Test Ping
Alice battlefield: Test Watch
Alice library: Test Orb
turn Alice precombat main
Alice activates Test Watch
expect refused "601.2h": Alice casts Test Ping targeting Bob
Alice pool: {U}
Alice casts Test Study
all pass
Alice casts Test Orb targeting Bob
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_122_1_creatures_with_counters_on_them(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Regimen, Test Bear, Test Bear with 1 +1/+1 counter
turn Alice precombat main
""")
    assert code == 0, out
    g = r.game
    bears = sorted((g.objects[i].counters.get("+1/+1", 0), g.chars(i).has_keyword("trample"))
                   for i in g.battlefield() if g.chars(i).name == "Test Bear")
    assert bears == [(0, False), (1, True)]


def test_700_4_creatures_that_died_this_turn(tmp_path):
    # three creatures died (one a token, which still died: 700.4), an artifact was destroyed too
    code, r, out = run_script(tmp_path, CARDS + """card:
Test Thopter
Token Artifact Creature — Thopter
1/1
end
Alice hand: Test Wrath, Test Spoils, Test Blight
Alice battlefield: Test Bear, Test Thopter
Bob battlefield: Test Bear, Test Watch
turn Alice precombat main
Alice pool: {W}{W}{B}{B}
Alice casts Test Wrath
all pass
Alice casts Test Spoils
all pass
expect Alice life 23
Alice casts Test Blight
all pass
expect Alice life 25
""")
    assert code == 0, out


def test_400_7_return_to_your_hand_all_creature_cards(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Return
Alice graveyard: Test Bear, Test Kami, Test Shock
turn Alice precombat main
Alice pool: {B}
Alice casts Test Return
all pass
expect Alice hand: Test Bear, Test Kami
expect Alice graveyard: Test Shock, Test Return
""")
    assert code == 0, out


def test_122_1_and_a_loyalty_counter_on_each_planeswalker(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Ascendancy, Test Bear, Test Walker with 3 loyalty counters
turn Alice precombat main
Alice activates Test Ascendancy
all pass
expect Test Bear counters: 1 +1/+1
expect Test Walker counters: 4 loyalty
""")
    assert code == 0, out


MORE = """card:
Test Together {1}{G}
Instant
Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature.
end
card:
Test Growth {3}{G}{G}
Sorcery
Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a third target creature.
end
card:
Test Ultimatum {G}
Sorcery
Look at the top three cards of your library. Put any number of permanent cards from among them onto the battlefield and the rest into your hand.
end
card:
Test Wurm {G}
Creature — Wurm
When this creature enters, each opponent may put any number of artifact, creature, enchantment, and/or land cards from their hand onto the battlefield.
5/5
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
card:
Test Shock {R}
Instant
Test Shock deals 2 damage to any target.
end
"""


def test_115_3_another_target_in_a_spell_is_another_object(tmp_path):
    code, r, out = run_script(tmp_path, MORE + """Alice hand: Test Together, Test Growth
Alice battlefield: 3 Test Bear
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}{G}{G}
expect refused "115.3": Alice casts Test Together targeting Test Bear, Test Bear
Alice casts Test Together targeting Test Bear, Test Bear#2
all pass
expect Test Bear counters: 2 +1/+1
expect Test Bear#2 counters: 2 +1/+1
expect refused "115.3": Alice casts Test Growth targeting Test Bear, Test Bear#2, Test Bear
Alice casts Test Growth targeting Test Bear, Test Bear#2, Test Bear#3
all pass
expect Test Bear counters: 3 +1/+1
expect Test Bear#2 counters: 4 +1/+1
expect Test Bear#3 counters: 3 +1/+1
""")
    assert code == 0, out


def test_608_2c_put_any_number_of_cards_from_among_them(tmp_path):
    code, r, out = run_script(tmp_path, MORE + """Alice hand: Test Ultimatum
Alice library: Test Bear, Forest, Test Shock, Island
turn Alice precombat main
Alice pool: {G}
Alice casts Test Ultimatum
all pass
Alice chooses objects: Test Bear
expect Alice battlefield: Test Bear
expect Alice hand: Forest, Test Shock
expect Alice library: Island
""")
    assert code == 0, out


def test_608_2c_each_opponent_may_put_any_number_from_their_hand(tmp_path):
    code, r, out = run_script(tmp_path, MORE + """Alice hand: Test Wurm
Bob hand: Test Bear, Forest, Test Shock
turn Alice precombat main
Alice pool: {G}
Alice casts Test Wurm
all pass
all pass
Bob chooses may: yes
Bob chooses objects: Test Bear, Forest
expect Bob battlefield: Test Bear, Forest
expect Bob hand: Test Shock
""")
    assert code == 0, out


PAST = """card:
Test Reward {W}
Instant
Return to the battlefield all permanent cards in your graveyard that were put there from the battlefield this turn.
end
card:
Test Garna {B}
Sorcery
Return to your hand all creature cards in your graveyard that were put there from anywhere this turn.
end
card:
Test Shadow {B}
Instant
Return to your hand all cards in your graveyard that you cycled or discarded this turn.
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
card:
Test Ogre {2}{R}
Creature — Ogre
3/3
end
card:
Test Wrath {W}{W}
Sorcery
Destroy all creatures.
end
card:
Test Mill {U}
Sorcery
Mill two cards.
end
card:
Test Loot {U}
Sorcery
Draw a card, then discard a card.
end
"""


def test_400_7_cards_put_into_the_graveyard_from_the_battlefield_this_turn(tmp_path):
    # a Bear died this turn; the Ogre was already in the graveyard (not this turn)
    code, r, out = run_script(tmp_path, PAST + """Alice hand: Test Wrath, Test Reward
Alice battlefield: Test Bear
Alice graveyard: Test Ogre
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Test Wrath
all pass
Alice casts Test Reward
all pass
expect Alice battlefield: Test Bear
expect Alice graveyard: Test Ogre, Test Wrath, Test Reward
""")
    assert code == 0, out


def test_400_7_cards_put_into_the_graveyard_from_anywhere_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, PAST + """Alice hand: Test Mill, Test Garna
Alice library: Test Bear, Island, Forest
Alice graveyard: Test Ogre
turn Alice precombat main
Alice pool: {U}{B}
Alice casts Test Mill
all pass
Alice casts Test Garna
all pass
expect Alice hand: Test Bear
expect Alice graveyard: Test Ogre, Island, Test Mill, Test Garna
""")
    assert code == 0, out


def test_701_9a_cards_you_discarded_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, PAST + """Alice hand: Test Loot, Test Shadow, Test Ogre
Alice library: Island
Alice graveyard: Test Bear
turn Alice precombat main
Alice pool: {U}{B}
Alice casts Test Loot
all pass
Alice chooses discard: Test Ogre
Alice casts Test Shadow
all pass
expect Alice hand: Island, Test Ogre
expect Alice graveyard: Test Bear, Test Loot, Test Shadow
""")
    assert code == 0, out


def test_406_a_card_an_opponent_owns_from_exile(tmp_path):
    # processors: only a card in exile that an opponent owns can be chosen (Alice's Forest can't)
    code, r, out = run_script(tmp_path, """card:
Test Raker {3}{B}
Creature — Processor
When this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you do, you gain 5 life.
2/2
end
players Alice, Bob, Carol
Alice hand: Test Raker
Alice library: Island
Alice exile: Forest
Bob exile: Island, Swamp
Carol exile: Plains
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Test Raker
all pass
all pass
Alice chooses may: yes
Alice chooses put: Plains
expect Carol graveyard: Plains
expect Alice exile: Forest
expect Alice life 25
""")
    assert code == 0, out
    put = [d for d, _, _ in r.chooser.asked if d.kind == "put"]
    assert sorted(r.game.name_of(i) for i in put[0].options) == ["Island", "Plains", "Swamp"]
