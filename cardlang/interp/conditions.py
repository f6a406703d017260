"""Conditions about the game state ("if you control three or more creature
tokens", "as long as an opponent controls a creature"): each compiles to a
predicate ``cond(game, ctx) -> bool`` checked when the rules say (CR 603.4 for
an intervening "if", 611.2b/604.2 for "as long as").  Registered into
``sentences.CONDITIONS``."""
from __future__ import annotations

from cardlang.kernel import Context
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .sentences import CONDITIONS
from .targets import amount, filter_pred, resolver


def objects_count(objects, env: Env):
    """A counted object phrase -> (filter predicate, test on the count).
    "three or more creature tokens", "two or fewer lands", "a creature"."""
    if isinstance(objects, A.CountedOrMore):
        n = amount(objects.amount, env)
        pred, _ = filter_pred(objects.filter, env)
        return pred, lambda g, c, k: k >= n(g, c)
    if isinstance(objects, A.CountedOrFewer):
        n = amount(objects.amount, env)
        pred, _ = filter_pred(objects.filter, env)
        return pred, lambda g, c, k: k <= n(g, c)
    if isinstance(objects, A.Quantified) and isinstance(objects.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, _ = filter_pred(objects.filter, env)
        return pred, lambda g, c, k: k >= 1
    if isinstance(objects, A.Quantified) and isinstance(objects.quantifier, A.Another):
        p, _ = filter_pred(objects.filter, env)
        return (lambda g, c, i: i != c.source and p(g, c, i)), (lambda g, c, k: k >= 1)
    raise Unrunnable(objects, f"counting {type(objects).__name__}")


def controls_objects(node: A.ControlsObjectsCondition, env: Env):
    """"you control three or more creature tokens" (CR 109.4: the controller of
    permanents on the battlefield).  With several players ("an opponent
    controls ..."), true if one of them does."""
    who = resolver(node.player, env)
    pred, test = objects_count(node.objects, env)

    def cond(g, c):
        for p in who(g, c):
            k = sum(1 for i in g.battlefield() if g.chars(i).controller == p and pred(g, c, i))
            if test(g, c, k):
                return True
        return False
    return cond


CONDITIONS[A.ControlsObjectsCondition] = controls_objects


def static_context(src) -> Context:
    """The context a static ability's condition is judged in: its source and controller."""
    return Context(src.id, src.controller)
