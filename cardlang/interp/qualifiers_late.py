"""More qualifiers of objects (statics family), registered in the role "qualifier" that
``targets.filter_pred`` asks: "target creature with a counter on it" (122.1: any kind of
counter), "each creature that entered this turn" (the permanent as
the object it became when it entered, 400.7)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles


def _on_itself(holder) -> None:
    if not isinstance(holder, (A.It, A.Them)):
        raise Unrunnable(holder, "counters on another object")


@handles(A.WithAnyCounter, A.WithAnyCounters, role="qualifier")
def with_a_counter(node, env):
    """"with a counter on it" / "with counters on them" (122.1)."""
    _on_itself(node.holder)
    return lambda g, c, i: i in g.objects and any(n > 0 for n in g.objects[i].counters.values())


@handles(A.EnteredThisTurn, role="qualifier")
def entered_this_turn(node, env):
    """"that entered this turn": the permanent entered the battlefield this turn (as this
    object: one that left and came back is a new object, 400.7)."""
    return lambda g, c, i: any(e.to_zone == "battlefield" and e.new_id == i
                               for e in g.events_this_turn("zone_change"))
