"""Life gain and loss (CR 119)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import handles
from .targets import acting_players as _who, amount


@handles(A.GainLife)
def gain_life(node, env):
    who, n = _who(node, env), amount(node.amount, env)

    def run(g, c):
        for p in who(g, c):
            g.gain_life(p, n(g, c), cause=c.source)
    return run


@handles(A.LoseLife)
def lose_life(node, env):
    who, n = _who(node, env), amount(node.amount, env)

    def run(g, c):
        for p in who(g, c):
            g.lose_life(p, n(g, c), cause=c.source)
    return run
