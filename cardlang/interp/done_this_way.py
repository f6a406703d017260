"""Conditions on what an earlier instruction of the same ability did (CR 608.2c):
"If an instant or sorcery card was milled this way, ...", "If an outlaw was sacrificed
this way, ...", "If a creature card is discarded this way, ...", "If an artifact is
destroyed this way, ...", "If a permanent was returned this way, ...", "If that
permanent is destroyed this way, ...".

The instructions remember the objects they acted on (interp/past.py): a milled or
discarded card by the card it is in the graveyard now (400.7), a sacrificed or destroyed
permanent by its id on the battlefield, whose characteristics are its last known
information (608.2h)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .past import remembered
from .registry import Unrunnable
from .sentences import CONDITIONS
from .targets import filter_pred, resolver

#: the participle of the condition -> the verb the instruction remembered its objects by
VERB_OF_DONE = {A.MilledThisWay: "mill", A.SacrificedThisWay: "sacrifice", A.DiscardedThisWay: "discard",
                A.DestroyedThisWay: "destroy"}


def _done_objects(done):
    """-> fn(ctx) -> the objects the earlier instruction acted on."""
    if isinstance(done, A.ReturnedThisWay):
        return lambda c: list(c.data.get("returned", ()))
    verb = VERB_OF_DONE.get(type(done))
    if verb is None:
        raise Unrunnable(done, f"the condition '{type(done).__name__}'")
    return lambda c: remembered(c, verb)


def was_done_this_way(node, env):
    done = _done_objects(node.done)
    what = node.what
    if isinstance(what, A.Quantified):
        if not isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
            # "If two cards that share a color were milled this way": a count of them
            raise Unrunnable(what.quantifier, "a number of objects done this way")
        pred, _ = filter_pred(what.filter, env)
        # "a red card": one or more of those objects matches (their characteristics now,
        # or as they last existed for a permanent that left the battlefield: 608.2h)
        return lambda g, c: any(pred(g, c, i) for i in done(c))
    if isinstance(what, (A.It, A.ThatRef)):
        # "If that permanent is destroyed this way": the object named before is among them
        res = resolver(what, env)
        return lambda g, c: bool(set(res(g, c)) & set(done(c)))
    raise Unrunnable(what, "this reference as the object done this way")


CONDITIONS[A.WasDoneThisWay] = was_done_this_way
