"""Destroy, exile, return, sacrifice, counter, tap/untap (CR 701)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import acting_players, resolver


def _each(node_what, env, act):
    res = resolver(node_what, env)
    env.it = res

    def run(g, c):
        for i in res(g, c):
            if i in g.objects:
                act(g, c, i)
    return run


@handles(A.Destroy)
def destroy(node, env):
    return _each(node.what, env, lambda g, c, i: g.destroy(i, cause=c.source))


@handles(A.Exile)
def exile(node, env):
    return _each(node.what, env, lambda g, c, i: g.exile(i, cause=c.source))


@handles(A.ReturnEffect)
def return_to_hand(node, env):
    dest = node.destination
    zone = getattr(dest, "zone", None)
    if node.subject is not None or node.delayed is not None or zone is None or getattr(zone, "name", None) != "hand":
        raise Unrunnable(node, "this return")
    return _each(node.what, env, lambda g, c, i: g.move(i, "hand", reason="return", cause=c.source))


@handles(A.Tap)
def tap(node, env):
    return _each(node.what, env, lambda g, c, i: g.tap(i, cause=c.source))


@handles(A.Untap)
def untap(node, env):
    return _each(node.what, env, lambda g, c, i: g.untap(i, cause=c.source))


@handles(A.Sacrifice)
def sacrifice(node, env):
    if isinstance(node.what, (A.SelfThis, A.SelfByName)):
        return lambda g, c: g.sacrifice(c.source, c.controller, cause=c.source) if c.source in g.objects else None
    raise Unrunnable(node.what, "sacrificing a chosen permanent")


@handles(A.CounterSpell)
def counter_spell(node, env):
    res = resolver(node.what, env)

    def run(g, c):
        for i in res(g, c):
            for item in list(g.stack_items):
                if item.obj == i:
                    g.counter(item, cause=c.source)
    return run


@handles(A.Shuffle)
def shuffle(node, env):
    if env.data.get("searched_library"):
        # "search your library ..., then shuffle": the library searched (701.23, 701.24);
        # a search that didn't happen (a "may" declined) isn't followed by a shuffle
        def run_after_search(g, c):
            for owner in dict.fromkeys(c.data.pop("searched", [])):
                g.shuffle(owner)
        return run_after_search
    who = acting_players(node, env) if node.subject is not None else (
        lambda g, c: [c.data.get("acting_player", c.controller)])
    return lambda g, c: [g.shuffle(p) for p in who(g, c)] and None


from . import library  # noqa: E402,F401  (search, scry, surveil, put: registers its handlers)
