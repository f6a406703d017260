"""Prohibitions on casting spells (CR 601.3: a player can begin to cast a spell only if no
rule or effect prohibits it): "You can't cast creature spells.", "You can't cast noncreature
spells.", "Your opponents can't cast spells with the same name as the exiled card." -- a
static ability (kernel ``casting.CantCast``) of a permanent, checked as a player begins to
cast a spell (from anywhere, also as another spell or ability resolves).

The spells named are matched by the card's characteristics as it would be cast (its types,
colors, name).  A quality a choice made while casting could change ("mana value 3 or less":
X, 601.3a) stays Unrunnable."""
from __future__ import annotations

from cardlang.kernel.casting import CantCast
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Env, Unrunnable


def _players(subject):
    if isinstance(subject, A.You):
        return lambda g, src: {g.controller(src)}
    if isinstance(subject, A.YourOpponents):
        return lambda g, src: {p for p in g.order if p != g.controller(src) and not g.players[p].lost}
    raise Unrunnable(subject, "this player not casting spells")


def _chosen_by_cast(flt) -> bool:
    """A quality that a choice made as the spell is proposed could change (601.3a)."""
    return any(isinstance(n, (A.ManaValue, A.X)) for n in flt.walk())


def cant_cast(node: A.ObjectGets, env: Env):
    from .mana import _spell_filter
    from .targets import filter_pred
    flt = node.predicate.what
    if not isinstance(flt, A.Filter):
        raise Unrunnable(flt, "not casting these")
    if _chosen_by_cast(flt):
        raise Unrunnable(flt, "a prohibition on a quality chosen as the spell is cast (601.3a)")
    who = _players(node.subject)
    pred, _ = filter_pred(_spell_filter(flt), env)

    def spells(g, src, card):
        ctx = static_context(g.objects[src])
        # 607.2a: "the exiled card" in a permanent's static ability is the card its linked
        # ability exiled ("When this enters, exile target ..."): the cards noted on it, still in exile
        ctx.data["past:exile"] = [i for i in g.objects[src].linked.get("exiled", ())
                                  if i in g.objects and g.objects[i].zone == "exile"]
        return bool(pred(g, ctx, card))
    return CantCast(text=env.data.get("text", ""), players=who, spells=spells)
