""""Sliver spells you cast have cascade.", "Instant and sorcery spells you cast from your hand
have cascade.", "Spells you cast have ripple 4.", "Creature spells you cast have
demonstrate.", "Instant and sorcery spells you cast have storm." -- a static ability that
grants keyword abilities to spells on the stack (layer 6, 613.1f; 611.3: it applies while the
source is on the battlefield).

"Spells you cast" are spells on the stack that were cast (601.2i; a copy of a spell isn't
cast, 707.10) and are controlled by the static ability's controller (the caster controls a
spell, 601.2a); "from your hand": it was cast from its owner's hand (601.2a).

Only keywords that are triggered abilities of the spell, triggering as it becomes cast
(cascade 702.85a, storm 702.40a, ripple 702.60a, demonstrate 702.144a) are granted this way:
the spell has them when the "when you cast" event happens (601.2i).  Keywords that matter
while the spell's costs are determined (convoke, improvise, delve, affinity, replicate,
casualty, conspire ...) would need the spell's characteristics as it is being cast (601.3e,
601.2f) and stay Unrunnable."""
from __future__ import annotations

import dataclasses

from cardlang.kernel import StaticAbility
from cardlang.kernel.layers import grant
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable

CAST_TRIGGER_KEYWORDS = ("cascade", "storm", "ripple", "demonstrate")


def _keyword_name(item) -> str:
    name = getattr(item, "name", None)
    return str(getattr(name, "name", name) or "").lower()


def spells_cast_filter(subject) -> bool:
    """Is ``subject`` "<spells> you cast [from your hand]"?"""
    flt = getattr(subject, "filter", None) if isinstance(subject, A.AllMatching) else None
    items = flt.suffixes.items if flt is not None and flt.suffixes else ()
    return any(isinstance(s, A.CastBy) for s in items)


def _split(flt):
    """-> (the filter without "you cast" / "from your hand", cast from the hand only?)."""
    rest, from_hand = [], False
    for s in flt.suffixes.items:
        if isinstance(s, A.CastBy):
            if not isinstance(s.player, A.You):
                raise Unrunnable(s, "spells another player casts")
            continue
        if isinstance(s, A.FromZone) and isinstance(s.zone, A.ZoneRef) and isinstance(s.zone.owner, A.Your) \
                and getattr(s.zone.zone, "name", "") == "hand":
            from_hand = True
            continue
        rest.append(s)
    return dataclasses.replace(flt, suffixes=dataclasses.replace(flt.suffixes, items=tuple(rest))), from_hand


def spells_you_cast_have(node: A.ObjectGets, env: Env):
    from cardlang.kernel import Context
    from .keywords import keyword_abilities
    from .targets import filter_pred
    pred_node = node.predicate
    if node.for_each is not None or not isinstance(pred_node, A.HasKeywords):
        raise Unrunnable(pred_node, "this for spells you cast")
    for item in pred_node.keywords.items:
        if type(item).__name__.startswith("Sep"):
            continue
        if _keyword_name(item) not in CAST_TRIGGER_KEYWORDS:
            raise Unrunnable(item, "a keyword that matters as the spell is cast (601.2f, 601.3e)")
    abilities = keyword_abilities(pred_node.keywords, env)
    flt, from_hand = _split(node.subject.filter)
    pred, kind = filter_pred(flt, env)
    if kind != "spell":
        raise Unrunnable(node.subject, f"{kind}s you cast")
    name = env.card_name

    def cont(g, o):
        src, you = o.id, o.controller

        def applies(gg, ch):
            obj = gg.objects.get(ch.id)
            if obj is None or obj.zone != "stack" or ch.controller != you:
                return False
            cast = obj.linked.get("cast")
            if not cast:                        # a copy isn't cast (707.10)
                return False
            if from_hand and cast.get("from_zone") != "hand":
                return False
            return pred(gg, Context(src, you), ch.id)
        return [grant(name, abilities, applies)]
    return StaticAbility(continuous=cont, text=env.data.get("text", ""))
