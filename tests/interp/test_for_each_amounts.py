"""'draw a card for each ...', 'gains 2 life for each ...': the amount is multiplied by the
number counted as the effect resolves (CR 107.1, 608.2h). The 'for each' was silently
dropped before (one card, two life)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Grim Flowering {5}{G}
Sorcery
Draw a card for each creature card in your graveyard.
end
card:
Congregate {3}{W}
Instant
Target player gains 2 life for each creature on the battlefield.
end
"""


def test_107_1_draw_a_card_for_each_creature_card_in_your_graveyard(tmp_path):
    # two creature cards and a land in Alice's graveyard -> she draws two cards
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice library: Island, Island, Island, Island
Alice graveyard: Grizzly Bears, Craw Wurm, Forest
Alice hand: Grim Flowering
turn Alice precombat main
Alice pool: {G}{C}{C}{C}{C}{C}
Alice casts Grim Flowering
all pass
""")
    assert code == 0, out
    g = r.game
    alice = next(p for p in g.players if g.players[p].name == "Alice")
    assert len(g.library(alice)) == 2 and len(g.hand(alice)) == 2


def test_107_1_gain_2_life_for_each_creature_on_the_battlefield(tmp_path):
    # three creatures on the battlefield (both players' count, CR 107.1) -> 6 life
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Craw Wurm
Alice hand: Congregate
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Congregate targeting Alice
all pass
expect Alice life 26
""")
    assert code == 0, out


DELAYED = """card:
Blessed Wine {1}{W}
Instant
You gain 1 life.
Draw a card at the beginning of the next turn's upkeep.
end
"""


def test_603_7_draw_at_the_beginning_of_the_next_turns_upkeep(tmp_path):
    # CR 603.7a-b: the draw is a delayed triggered ability: nothing is drawn as the spell
    # resolves, one card at the next upkeep (Bob's turn)
    code, r, out = run_script(tmp_path, DELAYED + """players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
Alice hand: Blessed Wine
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Blessed Wine
all pass
expect Alice life 21
expect Alice hand count 0
advance to Bob's upkeep
all pass
expect Alice hand count 1
""")
    assert code == 0, out
