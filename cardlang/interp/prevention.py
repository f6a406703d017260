"""Prevention effects (CR 615): shields used up as they prevent (615.7)."""
from __future__ import annotations

from cardlang.kernel import prevent_next
from cardlang.syntax import ast as A

from .registry import handles
from .sentences import duration
from .targets import amount, resolver


@handles(A.PreventNextDamage)
def prevent_next_damage(node, env):
    n = amount(node.amount, env)
    rec = resolver(node.recipient, env)
    dur = duration(node.duration, env)
    env.it = rec
    name = env.card_name

    def run(g, c):
        amt = n(g, c)
        for t in rec(g, c):
            kw = {"source": c.source, "controller": c.controller}
            if dur is not None:
                kw["duration"] = dur(c)
            g.add_replacement(prevent_next(name, amt, lambda gg, e, t=t: e.recipient == t, **kw))
    return run


@handles(A.PreventAllCombatDamage)
def prevent_all_combat(node, env):
    from cardlang.kernel import ReplacementEffect
    dur = duration(node.duration, env)
    name = env.card_name

    def run(g, c):
        g.add_replacement(ReplacementEffect(
            name=name, applies=lambda gg, e: e.kind == "damage" and e.combat and e.amount > 0,
            replace=lambda gg, e: None, prevention=True, source=c.source, controller=c.controller,
            duration=dur(c)))
    return run
