"""Conditions on players (CR 119 life, 402 hand, 122.1 counters) and on how a permanent came
to be (601.2h mana spent, 400.7d "you cast it"), played out in games."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Full Hand Sage {1}{U}
Creature — Human Wizard
At the beginning of your upkeep, if you have three or more cards in hand, you gain 2 life.
1/1
end
card:
Envious Priest {1}{W}
Creature — Human Cleric
When this creature enters, if an opponent has more life than you, you gain 4 life.
1/1
end
card:
Cast Tiger {3}{G}
Creature — Cat
When this creature enters, if you cast it, draw a card.
3/3
end
card:
Lone Hunter {1}{G}
Creature — Human
At the beginning of your upkeep, if you don't control a Cat, you gain 1 life.
1/1
end
card:
Big Spender {3}{R}
Creature — Giant
When this creature enters, if four or more mana was spent to cast it, you gain 3 life.
3/3
end
card:
Puppet Master {3}{U}
Sorcery
Put target creature card from a graveyard onto the battlefield under your control.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_402_three_or_more_cards_in_hand(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Full Hand Sage
Alice hand: Island, Island, Island
turn Alice upkeep
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_119_an_opponent_has_more_life(tmp_path):
    code, r, out = run(tmp_path, """players Alice 15, Bob 20
Alice hand: Envious Priest
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Envious Priest
all pass
all pass
expect Alice life 19
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Envious Priest
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Envious Priest
all pass
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_400_7d_if_you_cast_it(tmp_path):
    # cast: it draws; put onto the battlefield by another spell: it wasn't cast
    code, r, out = run(tmp_path, """Alice hand: Cast Tiger
Alice library: Island
turn Alice precombat main
Alice pool: {G}{C}{C}{C}
Alice casts Cast Tiger
all pass
all pass
expect Alice hand: Island
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Puppet Master
Alice graveyard: Cast Tiger
Alice library: Island
turn Alice precombat main
Alice pool: {U}{C}{C}{C}
Alice casts Puppet Master targeting Cast Tiger
all pass
expect Alice battlefield: Cast Tiger
expect stack: nothing
expect Alice hand: nothing
""")
    assert code == 0, out


def test_109_4_if_you_dont_control_a_cat(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Lone Hunter
turn Alice upkeep
all pass
expect Alice life 21
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Lone Hunter, Cast Tiger
turn Alice upkeep
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_601_2h_four_or_more_mana_spent(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Big Spender
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice casts Big Spender
all pass
all pass
expect Alice life 23
""")
    assert code == 0, out


MORE = """card:
Hand Demon {3}{B}
Creature — Demon
When this creature enters, if you cast it from your hand, you gain 5 life.
4/4
end
card:
Counted Mage {1}{U}
Creature — Human Wizard
When this creature dies, if it had a +1/+1 counter on it, draw a card.
1/1
end
"""


def test_601_2a_cast_from_your_hand(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice hand: Hand Demon
turn Alice precombat main
Alice pool: {B}{C}{C}{C}
Alice casts Hand Demon
all pass
all pass
expect Alice life 25
""")
    assert code == 0, out
    # put onto the battlefield from a graveyard by a spell: not cast at all
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice hand: Puppet Master
Alice graveyard: Hand Demon
turn Alice precombat main
Alice pool: {U}{C}{C}{C}
Alice casts Puppet Master targeting Hand Demon
all pass
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_608_2h_it_had_a_counter_as_it_last_existed(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice battlefield: Counted Mage with 1 +1/+1 counters
Alice library: Island
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Counted Mage
all pass
all pass
expect Alice hand: Island
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice battlefield: Counted Mage
Alice library: Island
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Counted Mage
all pass
expect stack: nothing
expect Alice hand: nothing
""")
    assert code == 0, out
