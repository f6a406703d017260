"""How a permanent enters (CR 614.1c, 614.12): "This creature enters with N
+1/+1 counters on it."  A self-replacement effect of the entering object's own
static ability, applied to the zone change that puts it onto the battlefield
(it functions from the zone the object is entering from)."""
from __future__ import annotations

from cardlang.kernel import Context, ReplacementEffect, StaticAbility
from cardlang.syntax import ast as A

from .counters import counter_name
from .registry import Env, Unrunnable, handles
from .targets import amount

#: the zones a permanent card can enter the battlefield from
FROM_ZONES = ("stack", "hand", "library", "graveyard", "exile", "command")


@handles(A.EntersWithCounters, role="static")
def enters_with_counters(node: A.EntersWithCounters, env: Env):
    """CR 614.1c: "enters with N <kind> counters on it" -- the permanent enters
    with them (it never is on the battlefield without them: no "counters are
    put" event, 122.6).  X is the X paid as it was cast (107.3m)."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another permanent entering with counters")
    if not isinstance(node.holder, A.It):
        raise Unrunnable(node.holder, "counters on something else")
    n = amount(node.amount, env)
    kind = counter_name(node.kind)
    name = env.card_name

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"

        def replace(gg, e):
            src = gg.objects.get(e.obj)
            ctl = e.controller if e.controller is not None else (src.controller if src else None)
            ctx = Context(source=e.obj, controller=ctl, x=src.x if src is not None else None)
            k = n(gg, ctx)
            if k > 0:
                e.counters = dict(e.counters or {})
                e.counters[kind] = e.counters.get(kind, 0) + k
            return e
        return [ReplacementEffect(name=f"{name} (enters with counters)", applies=applies, replace=replace,
                                  self_replacement=True)]
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=env.data.get("text", ""))
