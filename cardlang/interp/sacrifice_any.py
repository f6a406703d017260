""""Sacrifice any number of lands." (CR 701.21a: the player chooses any number of permanents
they control, none too, and sacrifices them at once; 608.2c): "that many" / "that much" is
the number sacrificed, and "each permanent sacrificed this way" are they (past: "sacrifice")."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .choose import choose_set
from .past import remember
from .registry import Unrunnable
from .targets import _filter_text, acting_players, filter_pred


def sacrifice_any_number(node, env, together):
    what = node.what
    pred, kind = filter_pred(what.filter, env)
    if kind != "permanent":
        raise Unrunnable(what, f"sacrificing {kind}s")
    who = acting_players(node, env)
    description = _filter_text(what.filter)

    def run(g, c):
        picks = []
        for p in who(g, c):
            cands = [i for i in g.battlefield() if g.chars(i).controller == p and pred(g, c, i)]
            picks += [(p, i) for i in choose_set(g, p, cands, 0, len(cands), f"any number of {description} to sacrifice")]
        c.data["sacrificed"] = [i for _, i in picks]
        done = 0
        for p, i in picks:
            if i in g.objects:
                g.sacrifice(i, p, cause=c.source)
                remember(c, "sacrifice", [i])
                done += 1
        c.data["that_many"] = c.data["that_much"] = done    # "then draw that many cards"
    env.data["that_many"] = True
    env.it = lambda g, c: list(c.data.get("sacrificed", []))
    return together(run)
