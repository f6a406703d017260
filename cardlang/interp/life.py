"""Life gain and loss (CR 119)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import acting_players as _who, amount, times_for_each


@handles(A.GainLife)
def gain_life(node, env):
    # "gain 1 life for each ..." (CR 107.1): the amount times the number counted
    who, n = _who(node, env), times_for_each(amount(node.amount, env), node.for_each, env)

    def run(g, c):
        for p in who(g, c):
            g.gain_life(p, n(g, c), cause=c.source)
    return run


def _losing(who, n):
    def run(g, c):
        for p in who(g, c):
            before = g.players[p].life
            g.lose_life(p, n(g, c), cause=c.source)
            # "the life lost this way" (CR 119.3, 608.2c): what was really lost
            c.data["life_lost"] = c.data.get("life_lost", 0) + max(0, before - g.players[p].life)
    return run


@handles(A.LoseLife)
def lose_life(node, env):
    losing = _losing(_who(node, env), times_for_each(amount(node.amount, env), node.for_each, env))
    if node.unless is None:
        return losing
    if not isinstance(node.unless, A.UnlessCondition):
        raise Unrunnable(node.unless, "losing life unless a player acts")
    # "you lose 2 life unless you control another Pirate": the condition is checked as
    # the instruction is followed (608.2c); if it holds, no life is lost
    from .sentences import condition
    holds = condition(node.unless.condition, env)

    def run(g, c):
        if not holds(g, c):
            losing(g, c)
    return run


@handles(A.LoseLifeEqual)
def lose_life_equal(node, env):
    """"loses life equal to <quantity>" (CR 119.3)."""
    return _losing(_who(node, env), amount(node.quantity, env))


@handles(A.GainLifeEqual)
def gain_life_equal(node, env):
    """"gain life equal to <quantity>" (CR 119.3)."""
    who, n = _who(node, env), amount(node.quantity, env)

    def run(g, c):
        for p in who(g, c):
            g.gain_life(p, n(g, c), cause=c.source)
    return run


@handles(A.LifeLostThisWay, role="amount")
def _life_lost_this_way(node, env):
    return lambda g, c: c.data.get("life_lost", 0)
