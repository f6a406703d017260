""""Create a token that's a copy of <object>, except it's a 1/1 green Frog" (CR 707.9b:
the exceptions become part of the copy's copiable values; 205.1a-b: a new creature
type replaces the creature types unless "in addition to its other types")."""
from __future__ import annotations

import dataclasses

from cardlang.syntax import ast as A
from cardlang.syntax.vocabulary_data import SUBTYPES

from .registry import Unrunnable

CREATURE_TYPES = frozenset(SUBTYPES.get("creature", ()))


def copy_exceptions(node):
    """A CopyExcept node -> fn(face) -> face with the exceptions applied."""
    if not isinstance(node, A.CopyExcept):  # several exceptions joined (CopyExceptAll)
        raise Unrunnable(node, "several exceptions to a copy")
    what = node.what
    if not isinstance(what, A.ExceptIts) or not isinstance(what.characteristics, A.Characteristics):
        raise Unrunnable(node, "this exception to a copy")
    ch = what.characteristics
    if ch.with_ is not None or ch.still is not None:
        raise Unrunnable(node, "a copy exception with abilities")
    in_addition = ch.in_addition is not None
    if in_addition and not isinstance(ch.in_addition.other, A.OtherTypes):
        raise Unrunnable(ch.in_addition, "in addition to its other colors")
    pt, colors, types, subtypes = None, [], [], []
    for item in ch.items:
        if isinstance(item, A.PowerToughness):
            try:
                pt = (int(item.power), int(item.toughness))
            except ValueError:
                raise Unrunnable(item, "a copy's variable power and toughness") from None
        elif isinstance(item, A.Color):
            colors.append(item.name.lower())
        elif isinstance(item, A.TypeName) and item.category == "card_type":
            types.append(item.name.capitalize())
        elif isinstance(item, A.TypeName) and item.category == "subtype":
            subtypes.append(item.name)
        else:
            raise Unrunnable(item, "this characteristic in a copy exception")
    if types and not in_addition:
        raise Unrunnable(node, "a copy whose card types are replaced")
    if subtypes and not in_addition and not set(subtypes) <= CREATURE_TYPES:
        raise Unrunnable(node, "a copy whose noncreature subtypes are replaced")

    def apply(face):
        kw = {}
        if pt is not None:
            kw["power"], kw["toughness"] = pt
        if colors:   # 105.2: the colors stated (a 1/1 green Frog is green only)
            kw["color_override"] = tuple(c for c in colors if c != "colorless")
        new_types = tuple(face.types) + tuple(t for t in types if t not in face.types)
        if subtypes and not in_addition:
            # 205.1a: "it's a Frog": its creature types are replaced, other subtypes stay
            kept = tuple(s for s in face.subtypes if s not in CREATURE_TYPES)
            kw["subtypes"] = kept + tuple(subtypes)
        elif subtypes:
            kw["subtypes"] = tuple(face.subtypes) + tuple(s for s in subtypes if s not in face.subtypes)
        kw["types"] = new_types
        return dataclasses.replace(face, **kw)
    return apply
