""""Draw a card and reveal it. If it isn't a land card, discard it." — "it" is the card just
drawn (CR 121.1 a draw puts the top card of the library into the hand; 608.2c the
instructions are followed in order, each "it" the card named before). Before, the ability
could not run ("a pronoun with nothing to refer to")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Seer of Sands {1}{G}
Creature — Human Shaman
{T}: Draw a card and reveal it. If it isn't a land card, discard it.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_a_drawn_nonland_card_is_discarded(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Seer of Sands
Alice hand: Island
Alice library: Grizzly Bears, Forest
turn Alice precombat main
Alice activates Seer of Sands
all pass
expect Alice graveyard: Grizzly Bears
expect Alice hand: Island
expect Alice library: Forest
""")
    assert code == 0, out


def test_608_2c_a_drawn_land_card_is_kept(tmp_path):
    # the land drawn stays; the Island already in hand was never "it"
    code, r, out = run(tmp_path, """Alice battlefield: Seer of Sands
Alice hand: Island
Alice library: Forest, Grizzly Bears
turn Alice precombat main
Alice activates Seer of Sands
all pass
expect Alice graveyard: nothing
expect Alice hand: Island, Forest
""")
    assert code == 0, out
