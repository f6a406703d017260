"""Instructions written in another order or with a word left out, run as their usual wording:
"return to your hand all creature cards in your graveyard ..." is "return all creature cards
in your graveyard ... to your hand" (400.7); "put a +1/+1 counter on target creature and a
+1/+1 counter on up to one target Merfolk": the second "put" understood (122.1)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import dispatch, handles


def _verb(node, default: str) -> tuple:
    """The node's verb as written ("return" / "returns"), for a subject named before it."""
    return tuple(w for w in getattr(node, "form", ()) or () if isinstance(w, str))[:1] or (default,)


@handles(A.ReturnToFirst)
def _return_to_first(node, env):
    """"Return to the battlefield all permanent cards in your graveyard that were put there
    from the battlefield this turn": the same instruction as "return ... to the battlefield"."""
    same = A.ReturnEffect(node.subject, node.what, node.destination, span=node.span,
                          form=_verb(node, "return"))
    return dispatch(same, env)


@handles(A.ElidedPutCounters)
def _elided_put_counters(node, env):
    """"... and a loyalty counter on each other planeswalker you control": a second "put
    counters" instruction by the same player (the "put" understood from the one before)."""
    same = A.PutCounters(None, node.amount, node.kind, node.word, node.target, span=node.span,
                         form=("put",))
    return dispatch(same, env)


@handles(A.ThirdTarget, role="ref")
def _third_target(node, env):
    """"Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature,
    and three +1/+1 counters on a third target creature": a target other than those chosen
    for the earlier target words (115.3: they could otherwise choose the same object)."""
    from .targets import _filter_text, filter_pred, on_battlefield_unless, register_targets, target_spec
    if not env.targets:
        from .registry import Unrunnable
        raise Unrunnable(node, "a third target with no target before it")
    pred, kind = filter_pred(node.filter, env)
    spec = target_spec("a third target " + _filter_text(node.filter), on_battlefield_unless(kind, pred), kind)
    object.__setattr__(spec, "not_earlier", True)
    return register_targets(env, spec)
