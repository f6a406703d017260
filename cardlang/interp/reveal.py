"""Looking at and revealing cards (CR 701.16, 701.20)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import CONDITIONS
from .targets import _const, filter_pred, resolver


@handles(A.LookAtTop)
def look_at_top(node, env):
    n = _const(node.amount, env) if node.amount is not None else 1
    z = node.zone
    if not (isinstance(z, A.ZoneRef) and isinstance(z.owner, A.Your) and getattr(z.zone, "name", "") == "library"):
        raise Unrunnable(z, "looking at another zone")
    env.it = lambda g, c: list(c.data.get("looked", []))

    def run(g, c):
        lib = g.library(c.controller)
        c.data["looked"] = list(reversed(lib[-n:])) if lib else []
        g.note(f"{g.name_of(c.controller)} looks at the top {n} card(s) of their library", rule="701.16")
    return run


@handles(A.Reveal)
def reveal(node, env):
    what = resolver(node.what, env)

    def run(g, c):
        ids = what(g, c)
        c.data["revealed"] = ids
        g.note(f"{g.name_of(c.controller)} reveals {', '.join(g.name_of(i) for i in ids) or 'nothing'}",
               rule="701.20a")
    return run


def revealed_this_way(node, env):
    flt = node.filter.filter if isinstance(node.filter, A.Quantified) else node.filter
    pred, _ = filter_pred(flt, env)
    return lambda g, c: any(i in g.objects and pred(g, c, i) for i in c.data.get("revealed", []))


CONDITIONS[A.RevealedThisWay] = revealed_this_way
