"""More trigger events (CR 121.1 draws; 702.29d "cycle or discard"; 106.12a "is tapped
for mana") and conditions (608.2c: checked as the instruction is reached; 603.4)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Card Counter {1}{U}
Creature — Human Wizard
Whenever you draw a card, you gain 1 life.
1/1
end
card:
Refuse Sifter {1}{B}
Creature — Zombie
Whenever you cycle or discard another card, you gain 1 life.
1/1
end
card:
Sifting Dross {2}{B}
Instant
You gain 1 life.
Cycling {1} ({1}, Discard this card: Draw a card.)
end
card:
Spring Well
Land
{T}: Add {U}.
Whenever this land is tapped for mana, add an additional {C}.
end
card:
White Rend {B}
Instant
Destroy target creature if it's white.
end
card:
Green Jab {R}
Instant
Green Jab deals 1 damage to target creature. If that creature is green, you gain 2 life.
end
card:
Land Envy {1}{W}
Creature — Human Scout
When this creature enters, if an opponent controls more lands than you, draw a card.
1/1
end
card:
Hand Envy {2}{U}
Sorcery
If an opponent has more cards in hand than you, draw two cards.
end
card:
Mercy Tax {1}{B}
Creature — Human Cleric
When this creature enters, you may discard a card. If you don't, you lose 2 life.
1/1
end
card:
Healer's Reward {1}{W}
Creature — Human Cleric
At the beginning of your end step, if you gained life this turn, draw a card.
1/1
end
card:
Quest Banner {W}
Enchantment
As long as this enchantment has two or more quest counters on it, creatures you control get +2/+0.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_121_1_whenever_you_draw_a_card_each_card(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Card Counter
Alice hand: Divination
Alice library: Island, Island, Island
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice casts Divination
all pass
  Alice orders triggers: "Whenever you draw a card, you gain 1 life.", "Whenever you draw a card, you gain 1 life."
all pass
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_702_29d_cycle_or_discard_triggers_once_when_cycling(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Refuse Sifter
Alice hand: Sifting Dross
Alice library: Island
turn Alice precombat main
Alice pool: {C}
Alice activates Sifting Dross
all pass
all pass
expect Alice life 21
expect Alice hand: Island
expect stack: nothing
""")
    assert code == 0, out


def test_106_12a_is_tapped_for_mana_adds_at_once(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Spring Well
turn Alice precombat main
Alice activates Spring Well
expect stack: nothing
expect Alice pool: {U}, {C}
""")
    assert code == 0, out


def test_608_2c_destroy_if_its_white(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: White Rend, White Rend
Bob battlefield: Savannah Lions, Grizzly Bears
turn Alice precombat main
Alice pool: {B}
Alice casts White Rend targeting Savannah Lions
all pass
Alice pool: {B}
Alice casts White Rend targeting Grizzly Bears
all pass
expect Bob battlefield: Grizzly Bears
expect Bob graveyard: Savannah Lions
""")
    assert code == 0, out


def test_105_2_if_that_creature_is_green(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Green Jab, Green Jab
Bob battlefield: Craw Wurm, Savannah Lions
turn Alice precombat main
Alice pool: {R}
Alice casts Green Jab targeting Craw Wurm
all pass
expect Alice life 22
Alice pool: {R}
Alice casts Green Jab targeting Savannah Lions
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_603_4_an_opponent_controls_more_lands(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Land Envy, Land Envy
Alice battlefield: Plains
Alice library: Island, Island
Bob battlefield: Island, Island
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Land Envy
all pass
all pass
expect Alice hand: Land Envy, Island
""")
    assert code == 0, out
    # equal numbers of lands: not more, no trigger
    code, r, out = run(tmp_path, """Alice hand: Land Envy
Alice battlefield: Plains, Plains
Alice library: Island
Bob battlefield: Island, Island
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Land Envy
all pass
expect stack: nothing
expect Alice hand: nothing
""")
    assert code == 0, out


def test_402_an_opponent_has_more_cards_in_hand(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Hand Envy, Island
Alice library: Forest, Forest
Bob hand: Island, Island
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice casts Hand Envy
all pass
expect Alice hand: Island, Forest, Forest
""")
    assert code == 0, out
    # cast, it leaves Alice's hand: 1 card against Bob's 1 -- not more
    code, r, out = run(tmp_path, """Alice hand: Hand Envy, Island
Alice library: Forest, Forest
Bob hand: Island
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice casts Hand Envy
all pass
expect Alice hand: Island
""")
    assert code == 0, out


def test_609_3_if_you_dont(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Mercy Tax, Island
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Mercy Tax
all pass
all pass
  Alice chooses may: no
expect Alice life 18
expect Alice hand: Island
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Mercy Tax, Island
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Mercy Tax
all pass
all pass
  Alice chooses may: yes
expect Alice life 20
expect Alice hand: nothing
""")
    assert code == 0, out


def test_119_9_if_you_gained_life_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Healer's Reward
Alice hand: Healing Salve
Alice library: Island
turn Alice precombat main
Alice pool: {W}
Alice casts Healing Salve choosing "Target player gains 3 life." targeting Alice
all pass
advance to Alice's end step
all pass
expect Alice hand: Island
""")
    assert code == 0, out


def test_122_1_two_or_more_quest_counters(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Quest Banner with 1 quest counters, Grizzly Bears
turn Alice precombat main
expect Grizzly Bears power 2
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Quest Banner with 2 quest counters, Grizzly Bears
turn Alice precombat main
expect Grizzly Bears power 4
""")
    assert code == 0, out
