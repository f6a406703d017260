"""Winning and losing the game by an effect (CR 104.2b, 104.3e, 104.1, 104.4a)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Test Sovereign {1}{W}
Enchantment
At the beginning of your upkeep, if you have 40 or more life, you win the game.
end
card:
Test Door {1}
Artifact
{T}: Target player loses the game.
end
card:
Test Doom {B}
Sorcery
Each player loses the game.
end
card:
Test Triumph {W}
Sorcery
You win the game. You gain 3 life.
end
"""


def test_104_2b_an_effect_says_a_player_wins_and_the_game_ends(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Sovereign
Alice life 40
turn Alice upkeep
all pass
expect log: "Alice wins the game"
expect refused "the game is over": Alice passes
""")
    assert code == 0, out
    assert r.game.outcome == "Alice wins"          # 104.2b
    assert not r.game.players[r.game.pid("Bob")].lost


def test_104_1_the_game_ends_at_once_and_the_rest_of_the_effect_does_nothing(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Triumph
turn Alice precombat main
Alice pool: {W}
Alice casts Test Triumph
all pass
expect Alice life 20
""")
    assert code == 0, out
    assert r.game.outcome == "Alice wins"          # 104.1: "immediately"; no life gained after


def test_104_3e_an_effect_says_a_player_loses_the_game(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Door
turn Alice precombat main
Alice activates Test Door targeting Bob
all pass
expect log: "Bob loses the game"
""")
    assert code == 0, out
    assert r.game.players[r.game.pid("Bob")].lost
    assert r.game.outcome == "Alice wins"          # 104.2a: no opponent is left


def test_104_4a_all_players_losing_at_once_is_a_draw(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Doom
turn Alice precombat main
Alice pool: {B}
Alice casts Test Doom
all pass
""")
    assert code == 0, out
    assert r.game.outcome == "a draw"
