"""Players named through an object: "that creature's controller" (CR 108.4: the
controller of a permanent, spell or ability; 110.2), "its owner" (108.3).  An
object that has left its zone (a destroyed creature, a countered spell) is looked
at as it last existed (608.2h)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import handles
from .targets import resolver


def controller_of(g, i):
    """The controller of object ``i`` now, or as it last existed (608.2h); a stack
    item (spell or ability) by its controller (108.4)."""
    if i in g.players:
        return i
    if i in g.objects:
        return g.chars(i).controller
    if i in g.lki:
        return g.lki[i][1].controller
    for item in g.stack_items:
        if item.id == i:
            return item.controller
    return None


@handles(A.ControllerOf, role="ref")
def _controller_of(node, env):
    of = resolver(node.object, env)

    def run(g, c):
        out = []
        for i in of(g, c):
            p = controller_of(g, i)
            if p is not None and p not in out:
                out.append(p)
        return out
    return run
