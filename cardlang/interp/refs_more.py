"""More references: two references joined by "and" ("each creature and each
player", "target creature and target land") and "your opponents"."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import handles
from .targets import resolver


@handles(A.BothRefs, role="ref")
def _both(node, env):
    """"each creature without flying and each player" (one instruction acting on
    both sets at once, CR 608.2c); targets keep the printed order (601.2c)."""
    first = resolver(node.first, env)
    saved = env.it
    if env.it is None:
        # "target creature and each other creature that shares a color with it": "it"
        # inside the second reference is the first one (the only object named before)
        env.it = first
    try:
        second = resolver(node.second, env)
    finally:
        env.it = saved

    def both(g, c):
        out = list(first(g, c))
        out += [i for i in second(g, c) if i not in out]
        return out
    return both


@handles(A.YourOpponents, role="ref")
def _your_opponents(node, env):
    # CR 102.2: in a two-player game, your opponent; each opponent still in the game (800.4a)
    return lambda g, c: g.opponents(c.controller)
