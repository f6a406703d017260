"""Transform (CR 701.27) and incubate (701.53)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import handles
from .targets import amount, resolver


@handles(A.Transform)
def transform(node, env):
    res = resolver(node.what, env)
    # "Transform this land, then untap it.": a permanent that transforms is the same object
    # (CR 712.18), and "it" after is the permanent named here (608.2c)
    env.it = res

    def run(g, c):
        for i in res(g, c):
            g.transform(i, ctx=c, cause=c.source)
    return run


@handles(A.Incubate)
def incubate(node, env):
    n = amount(node.amount, env)
    return lambda g, c: g.incubate(c.controller, n(g, c), cause=c.source)
