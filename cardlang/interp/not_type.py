"""An object that stops having a type: "As long as your devotion to black is less than
five, Erebos isn't a creature." (a static ability, CR 611.3a), "Until end of turn, target
artifact creature becomes blue and isn't an artifact." (a resolving ability, 611.2), "If
you do, it isn't an Equipment."

A type-changing effect, applied in layer 4 (613.1d): the object loses the card types (or
subtypes) named (205.1a); nothing else about it changes.  The types named are read as they
are written: "isn't a creature" removes the card type creature, "isn't an Equipment" the
subtype Equipment; an "or" or a negated type word stays Unrunnable."""
from __future__ import annotations

from cardlang.kernel.layers import ContinuousEffect
from cardlang.syntax import ast as A

from .registry import Unrunnable

SUPERTYPES = ("basic", "legendary", "snow", "world", "ongoing")


def removed_types(node: A.IsNotType) -> tuple:
    """"isn't a creature", "isn't an artifact creature" -> (card types, subtypes, supertypes)."""
    types = node.types
    groups = types.items if isinstance(types, A.TypeWords) else (types,)
    card_types, subtypes, supertypes = [], [], []
    for g in groups:
        if not isinstance(g, A.TypeGroup):
            raise Unrunnable(g, "'isn't' one type or another")
        for w in g.words:
            if not isinstance(w, A.TypeWord) or w.negation is not None or not isinstance(w.name, A.TypeName):
                raise Unrunnable(w, "'isn't' this type word")
            t = w.name
            if t.category == "card_type":
                card_types.append(t.name.capitalize())
            elif t.category == "subtype":
                subtypes.append(t.name)
            elif t.category == "supertype" and t.name.lower() in SUPERTYPES:
                supertypes.append(t.name.capitalize())
            else:
                raise Unrunnable(t, f"'isn't' the {t.category} {t.name}")
    if not (card_types or subtypes or supertypes):
        raise Unrunnable(node, "'isn't' no type")
    return tuple(card_types), tuple(subtypes), tuple(supertypes)


def remove_types(name, card_types, subtypes, supertypes, applies_to, **kw) -> ContinuousEffect:
    """Layer 4 (613.1d): the object no longer has these types (205.1a)."""
    def m(game, c):
        c.types = tuple(t for t in c.types if t not in card_types)
        c.subtypes = tuple(s for s in c.subtypes if s.lower() not in {x.lower() for x in subtypes})
        c.supertypes = tuple(s for s in c.supertypes if s not in supertypes)
    return ContinuousEffect(name, "4", m, applies_to, **kw)


def static_not_type(pred: A.IsNotType, env):
    """The static form -> make(name, applies, source) -> effects (611.3)."""
    ct, st, sup = removed_types(pred)
    return lambda name, applies, src: [remove_types(name, ct, st, sup, applies)]


def effect_not_type(pred: A.IsNotType, env):
    """From a resolving spell or ability -> make(game, ctx, name, applies, **kw) (611.2)."""
    ct, st, sup = removed_types(pred)
    return lambda g, c, name, applies, **kw: [remove_types(name, ct, st, sup, applies, **kw)]
