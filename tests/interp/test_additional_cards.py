""""At the beginning of each player's draw step, that player draws an additional card" (CR 504.1:
the turn-based draw happens first, then the trigger, 504.2; "two additional cards" draws two).
Before, this could not run ("no amount handler for AdditionalCards")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Howling Mine {2}
Artifact
At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.
end
card:
Font of Mythos {4}
Artifact
At the beginning of each player's draw step, that player draws two additional cards.
end
"""


def test_504_2_each_player_draws_an_additional_card(tmp_path):
    # Bob plays first and skips the draw of his first draw step (103.8a); the trigger still draws
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Howling Mine
Alice library: Island, Island
Bob library: Forest, Mountain, Plains
turn Bob upkeep
advance to Bob's draw
all pass
expect Bob hand: Forest
""")
    assert code == 0, out


def test_603_4_a_tapped_mine_draws_nothing_more(tmp_path):
    # the intervening "if": the ability doesn't trigger while the artifact is tapped (Bob, who
    # plays first, skips his first turn's draw, 103.8a: his hand stays empty)
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Howling Mine tapped
Alice library: Island, Island
Bob library: Forest, Mountain, Plains
turn Bob upkeep
advance to Bob's draw
""")
    assert code == 0, out
    assert r.game.zones[f"hand:{r.game.pid('Bob')}"] == []


def test_121_1_two_additional_cards(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Font of Mythos
Alice library: Island, Island
Bob library: Forest, Mountain, Plains, Swamp
turn Bob upkeep
advance to Bob's draw
all pass
expect Bob hand: Forest, Mountain
""")
    assert code == 0, out
