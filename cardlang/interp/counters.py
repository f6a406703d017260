"""Counters (CR 122)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import amount, resolver


def counter_name(kind) -> str:
    if isinstance(kind, A.CounterKind):
        n = kind.name
        return getattr(n, "text", lambda: str(n))() if hasattr(n, "text") else str(n)
    raise Unrunnable(kind, "this counter kind")


@handles(A.PutCounters)
def put_counters(node, env):
    n = amount(node.amount, env)
    kind = counter_name(node.kind)
    res = resolver(node.target, env)
    env.it = res

    def run(g, c):
        for i in res(g, c):
            g.put_counters(i, kind, n(g, c), cause=c.source)
    return run
