""""Create a token that's a copy of <object>, except it's a 1/1 green Frog" (CR 707.9b:
the exceptions become part of the copy's copiable values; 205.1a-b: a new creature
type replaces the creature types unless "in addition to its other types")."""
from __future__ import annotations

import dataclasses

from cardlang.syntax import ast as A
from cardlang.syntax.vocabulary_data import SUBTYPES

from .registry import Unrunnable

CREATURE_TYPES = frozenset(SUBTYPES.get("creature", ()))


def copy_exceptions(node, card_name: str | None = None):
    """A CopyExcept / CopyExceptAll node -> fn(face) -> face with the exceptions applied
    (CR 707.9b: each is part of the copiable values, applied in the order written)."""
    whats = node.exceptions if isinstance(node, A.CopyExceptAll) else (node.what,) \
        if isinstance(node, A.CopyExcept) else (node,)
    steps = [_one_exception(w.what if isinstance(w, A.CopyExcept) else w, card_name) for w in whats]

    def apply(face):
        for step in steps:
            face = step(face)
        return face
    return apply


def _one_exception(what, card_name: str | None):
    """One exception -> fn(face) -> face (``card_name``: the name "~" stands for)."""
    if isinstance(what, A.ExceptNameIs):
        # "except its name is ~" (707.9b): the copy keeps this card's own name
        if not isinstance(what.name, A.SelfName) or not card_name:
            raise Unrunnable(what, "a copy named otherwise")
        return lambda face: dataclasses.replace(face, name=card_name)
    if isinstance(what, A.ExceptNotSupertype):
        # "except it isn't legendary" (707.9b, 205.4): that supertype is not copied
        sup = what.supertype.name.capitalize()
        return lambda face: dataclasses.replace(face, supertypes=tuple(s for s in face.supertypes if s != sup))
    if isinstance(what, (A.ExceptHas, A.ExceptHasAbility, A.ExceptHasKeywordsAndAbility)):
        return _has_abilities(what)
    if not isinstance(what, A.ExceptIts) or not isinstance(what.characteristics, A.Characteristics):
        raise Unrunnable(what, "this exception to a copy")
    ch = what.characteristics
    if ch.with_ is not None or ch.still is not None:
        raise Unrunnable(what, "a copy exception with abilities")
    in_addition = ch.in_addition is not None
    # "in addition to its other colors and types" (105.3, 205.1b): the colors are added too
    add_colors = in_addition and isinstance(ch.in_addition.other, A.OtherColorsAndTypes)
    if in_addition and not add_colors and not isinstance(ch.in_addition.other, A.OtherTypes):
        raise Unrunnable(ch.in_addition, "in addition to its other colors")
    pt, colors, types, subtypes, supertypes = None, [], [], [], []
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
        elif isinstance(item, A.TypeName) and item.category == "supertype" and in_addition:
            supertypes.append(item.name.capitalize())   # "it's legendary in addition to its other types"
        else:
            raise Unrunnable(item, "this characteristic in a copy exception")
    if types and not in_addition:
        raise Unrunnable(what, "a copy whose card types are replaced")
    if subtypes and not in_addition and not set(subtypes) <= CREATURE_TYPES:
        raise Unrunnable(what, "a copy whose noncreature subtypes are replaced")

    def apply(face):
        kw = {}
        if pt is not None:
            kw["power"], kw["toughness"] = pt
        if colors and add_colors:
            kw["color_override"] = tuple(face.colors) + tuple(c for c in colors if c not in face.colors)
        elif colors:   # 105.2: the colors stated (a 1/1 green Frog is green only)
            kw["color_override"] = tuple(c for c in colors if c != "colorless")
        if supertypes:
            kw["supertypes"] = tuple(face.supertypes) + tuple(t for t in supertypes if t not in face.supertypes)
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


def _has_abilities(what):
    """"except it has haste", 'except it has "..."' (707.9b: the copy has these abilities
    besides the copied ones; a quoted ability's "this creature" is the copy, 113.7)."""
    from .keywords import keyword_abilities
    from .registry import Env
    from .statics import quoted_abilities
    added = []
    keywords = getattr(what, "keywords", None)
    if keywords is not None:
        added.extend(keyword_abilities(keywords, Env("copy")))
    quoted = getattr(what, "ability", None)
    if quoted is not None:
        added.extend(quoted_abilities(quoted, Env("copy")))
    added = tuple(added)
    return lambda face: dataclasses.replace(face, abilities=tuple(face.abilities) + added)
