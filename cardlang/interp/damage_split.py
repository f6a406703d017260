""""Arc Trail deals 2 damage to any target and 1 damage to you." (CR 120.1, 120.2:
one source dealing damage to several recipients in one instruction deals it all
at the same time -- one simultaneous set of damage events, each modified on its
own by replacement and prevention effects, 614, 615)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .damage import _source, dealt, source_resolver
from .registry import handles
from .targets import amount, resolver


@handles(A.DealDamageSplit)
def deal_damage_split(node, env):
    src = source_resolver(node.source, env)
    first_n, second_n = amount(node.amount, env), amount(node.other_amount, env)
    first = resolver(node.recipient, env)
    env.it = first               # "... to target creature and 1 damage to that creature's controller"
    second = resolver(node.other_recipient, env)

    def run(g, c):
        sid = _source(src, g, c)
        parts: dict = {}
        for rec, n in ((first, first_n), (second, second_n)):
            amt = n(g, c)
            for t in rec(g, c):
                if t in g.players or (t in g.objects and g.objects[t].zone == "battlefield"):
                    parts[t] = parts.get(t, 0) + amt
        parts = {t: a for t, a in parts.items() if a > 0}
        if parts:
            dealt(c, g.deal_damage_divided(sid, parts))
    return run
