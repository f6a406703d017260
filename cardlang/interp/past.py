"""References to objects an earlier part of the same spell or ability acted on
(CR 608.2c: "the sacrificed creature", "the exiled card", "the discarded card",
"the milled cards", "the revealed cards", "the chosen creature").

The instructions and costs that act on objects ``remember`` them in the
resolving context (``ctx.data["past:<verb>"]``); ``ThePastRef`` reads them back.
A sacrificed permanent is remembered by its id on the battlefield, so its
characteristics are its last known information (CR 608.2h); an exiled, discarded
or milled card by its new id in the zone it went to (400.7), the card that is
"the exiled card" now."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles

#: the participle of "the <participle> <object>" -> the verb that remembers it
PARTICIPLE_VERB = {A.SacrificedWord: "sacrifice", A.ExiledWord: "exile", A.DiscardedWord: "discard",
                   A.MilledWord: "mill", A.RevealedWord: "reveal", A.ChosenWord: "choose"}


def remember(ctx, verb: str, ids) -> None:
    """Note the objects an instruction or a cost acted on (``verb``: sacrifice, exile ...)."""
    ctx.data.setdefault(f"past:{verb}", []).extend(i for i in ids if i is not None)


def remembered(ctx, verb: str) -> list:
    """The objects remembered for ``verb``: by the costs paid to cast the spell (each
    cost part of a spell is paid in a context of its own, kernel/stack.py) and by
    the instructions so far."""
    out = [i for paid in ctx.data.get("costs_paid", ()) for i in paid.get(f"past:{verb}", ())]
    return out + list(ctx.data.get(f"past:{verb}", ()))


@handles(A.ThePastRef, role="ref")
def _the_past(node, env):
    verb = PARTICIPLE_VERB.get(type(node.how))
    if verb is None:
        raise Unrunnable(node.how, f"'the {type(node.how).__name__}' object")
    if verb == "reveal":
        # "the revealed cards": what this ability revealed (interp/reveal.py)
        return lambda g, c: [i for i in c.data.get("revealed", []) if i in g.objects]
    return lambda g, c: remembered(c, verb)


# ---- objects an instruction moved (CR 400.7j) ------------------------------------------
PUBLIC_ZONES = ("battlefield", "graveyard", "exile", "stack", "command")


def record_move(ctx, old, new) -> None:
    """Note that an instruction of this effect moved ``old``, which is ``new`` now."""
    if old is not None and new is not None:
        ctx.data.setdefault("moved", {})[old] = new


def follow(game, ctx, ids) -> list:
    """The objects ``ids`` name now: an object that this effect moved to a public zone is
    found there (CR 400.7j: "other parts of that effect can find that object"); one that
    left its zone some other way is a new object no part of the effect can find (400.7).
    Ids that never moved are kept if they still exist."""
    moved = ctx.data.get("moved", {})
    out = []
    for i in ids:
        seen = set()
        while i not in game.objects and i in moved and i not in seen:
            seen.add(i)
            i = moved[i]
        if i in game.objects and (i in ids or game.objects[i].zone in PUBLIC_ZONES):
            out.append(i)
    return out
