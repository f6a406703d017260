""""Discard all the cards in your hand, then draw that many cards." — "that many" is the number
of cards the discard put into the graveyard (CR 701.9a; 608.2c: the instructions in order, a
later one reading an earlier one's result). Before, "that many" had nothing to refer to."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Wheel Test {2}{R}
Sorcery
Discard all the cards in your hand, then draw that many cards.
end
"""


def test_608_2c_draw_as_many_cards_as_were_discarded(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Wheel Test, Island, Forest
Alice library: Mountain, Plains, Swamp
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Wheel Test
all pass
expect Alice graveyard: Wheel Test, Island, Forest
expect Alice hand: Mountain, Plains
expect Alice library: Swamp
""")
    assert code == 0, out


def test_608_2c_an_empty_hand_draws_nothing(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Wheel Test
Alice library: Mountain, Plains
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Wheel Test
all pass
expect Alice hand: nothing
expect Alice library: Mountain, Plains
""")
    assert code == 0, out
