"""Winning and losing the game by an effect (CR 104.2b, 104.3e): "you win the game",
"Target player loses the game", "that player loses the game"."""
from __future__ import annotations

from cardlang.kernel.events import LoseGameEvent, WinGameEvent
from cardlang.syntax import ast as A

from .registry import handles
from .targets import acting_players


@handles(A.WinGame)
def win_game(node, env):
    """CR 104.2b: an effect may state that a player wins the game; the game ends at once
    (104.1).  A player who has left the game can't win it."""
    who = acting_players(node, env)

    def run(g, c):
        for p in who(g, c):
            if not g.players[p].lost and g.outcome is None:
                g.perform(WinGameEvent(player=p, cause=c.source))
    return run


@handles(A.LoseGame)
def lose_game(node, env):
    """CR 104.3e: an effect may state that a player loses the game (a player still in it);
    the players who lose at once lose together (104.4a: if all do, the game is a draw)."""
    who = acting_players(node, env)

    def run(g, c):
        ps = [p for p in who(g, c) if not g.players[p].lost]
        if ps:
            g.perform_all([LoseGameEvent(player=p, reason="an effect", cause=c.source) for p in ps])
    return run
