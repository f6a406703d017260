"""Miracle (CR 702.94a): the first card a player draws in a turn may be cast for its
miracle cost as its trigger resolves; a later draw doesn't trigger. Real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Thunderous Wrath {4}{R}{R}
Instant
Thunderous Wrath deals 5 damage to any target.
Miracle {R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)
end
card:
Divination {2}{U}
Sorcery
Draw two cards.
end
"""

# Divination draws Thunderous Wrath first (702.94a: its trigger) and then an Island
FIRST_DRAW = """players Alice 20, Bob 20
Alice hand: Divination
Alice library: Thunderous Wrath, Island
turn Alice precombat main
Alice pool: {U}{U}{U}{R}
Alice casts Divination paying {U}{U}{U}
all pass
all pass
"""


def test_702_94a_first_card_drawn_cast_for_its_miracle_cost(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + FIRST_DRAW + """  Alice chooses may: yes
  Alice chooses targets: Bob
all pass
expect Bob life 15
expect Alice graveyard: Divination, Thunderous Wrath
expect Alice hand: Island
""")
    assert code == 0, out
    g = r.game
    # 118.9: the miracle cost {R} was paid, not {4}{R}{R}: the pool is empty
    assert g.players[g.pid("Alice")].pool.mana == []


def test_702_94a_declined_the_card_stays_in_hand(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + FIRST_DRAW + """  Alice chooses may: no
expect Bob life 20
expect Alice hand: Thunderous Wrath, Island
""")
    assert code == 0, out


def test_702_94a_not_the_first_card_drawn_no_trigger(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Divination
Alice library: Island, Thunderous Wrath
turn Alice precombat main
Alice pool: {U}{U}{U}{R}
Alice casts Divination paying {U}{U}{U}
all pass
expect Alice hand: Island, Thunderous Wrath
expect refused "miracle": Alice casts Thunderous Wrath using miracle targeting Bob
expect Bob life 20
""")
    assert code == 0, out
    assert r.game.stack_items == []   # 702.94a: no miracle trigger for the second card
