"""Cards, faces, tokens, copies (CR 108-111, 202, 707, 712)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLORS = ("white", "blue", "black", "red", "green")

_SYM = re.compile(r"\{([^}]*)\}")


def parse_cost(text: str | None) -> tuple[str, ...] | None:
    """"{2}{R}" -> ("{2}", "{R}").  None stays None (no mana cost, 202.1a)."""
    if text is None:
        return None
    return tuple("{" + s + "}" for s in _SYM.findall(text))


def symbol_value(sym: str, x: int = 0) -> int:
    """Mana value contribution of one symbol (CR 202.3e-g)."""
    body = sym.strip("{}").upper()
    if body.isdigit():
        return int(body)
    if body in ("X", "Y", "Z"):
        return x  # 202.3e
    if "/" in body:
        parts = [p for p in body.split("/") if p != "P"]  # 202.3g: Phyrexian counts 1
        return max((int(p) if p.isdigit() else 1) for p in parts) if parts else 1  # 202.3f
    return 1


def cost_colors(cost: tuple[str, ...] | None) -> tuple[str, ...]:
    """CR 202.2: an object is the color(s) of the colored symbols in its cost."""
    found = set()
    for sym in cost or ():
        for part in sym.strip("{}").upper().split("/"):
            if part in COLOR_OF:
                found.add(COLOR_OF[part])
    return tuple(c for c in COLORS if c in found)


@dataclass(frozen=True)
class FaceDef:
    """One face of a card (or a single-faced card's only face).

    ``mana_cost`` is a tuple of symbols or None (no mana cost).  ``colors`` is
    derived from the mana cost plus the color indicator (CR 202.2, 204)."""
    name: str
    mana_cost: tuple[str, ...] | None = None
    types: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    color_indicator: tuple[str, ...] | None = None
    power: int | str | None = None
    toughness: int | str | None = None
    loyalty: int | None = None
    abilities: tuple = ()
    # CR 707.9b: a copy's exception that states its colors ("except it's a 1/1 green
    # Frog"): these are its colors, whatever its mana cost
    color_override: tuple[str, ...] | None = None

    @property
    def colors(self) -> tuple[str, ...]:
        if self.color_override is not None:
            return tuple(c for c in COLORS if c in self.color_override)
        if self.color_indicator is not None:
            return tuple(c for c in COLORS if c in self.color_indicator or c in cost_colors(self.mana_cost))
        return cost_colors(self.mana_cost)


@dataclass(frozen=True)
class CardDef:
    """A card or token definition.  ``layout``: "normal", "transform"
    (nonmodal double-faced, 712.2), "modal_dfc" (712.3), "meld" (712.4)."""
    faces: tuple[FaceDef, ...]
    layout: str = "normal"
    token: bool = False

    @property
    def front(self) -> FaceDef:
        return self.faces[0]

    @property
    def back(self) -> FaceDef | None:
        return self.faces[1] if len(self.faces) > 1 else None

    @property
    def double_faced(self) -> bool:
        return len(self.faces) == 2 and self.layout in ("transform", "modal_dfc", "meld")

    @property
    def nonmodal_dfc(self) -> bool:
        return len(self.faces) == 2 and self.layout in ("transform", "meld")

    @property
    def name(self) -> str:
        return self.front.name


def card(name: str, cost: str | None = None, types: str = "", pt: str | None = None,
         abilities: tuple = (), color_indicator: tuple | None = None,
         loyalty: int | None = None, token: bool = False) -> CardDef:
    """Convenience constructor: ``card("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2")``."""
    return CardDef((face(name, cost, types, pt, abilities, color_indicator, loyalty),), token=token)


def face(name: str, cost: str | None = None, types: str = "", pt: str | None = None,
         abilities: tuple = (), color_indicator: tuple | None = None,
         loyalty: int | None = None) -> FaceDef:
    sup, typ, sub = parse_type_line(types)
    p = t = None
    if pt is not None:
        p, t = (_pt(v) for v in pt.split("/"))
    return FaceDef(name, parse_cost(cost), typ, sup, sub, color_indicator, p, t, loyalty, tuple(abilities))


SUPERTYPES = {"Basic", "Legendary", "Snow", "World", "Ongoing", "Token"}


def parse_type_line(line: str) -> tuple[tuple, tuple, tuple]:
    """"Legendary Artifact Creature — Phyrexian" -> supertypes, types, subtypes (205)."""
    left, _, right = line.replace(" - ", " — ").partition("—")
    words = left.split()
    sup = tuple(w for w in words if w in SUPERTYPES and w != "Token")
    typ = tuple(w for w in words if w not in SUPERTYPES)
    return sup, typ, tuple(right.split())


def _pt(v: str) -> int | str:
    v = v.strip()
    try:
        return int(v)
    except ValueError:
        return v


@dataclass
class Characteristics:
    """Computed characteristics of an object (CR 109.3), the result of the
    layer system (613).  Also carries id/zone/controller so effect filters can
    look at them."""
    id: int
    zone: str
    owner: int
    controller: int
    name: str
    mana_cost: tuple[str, ...] | None
    colors: tuple[str, ...]
    types: tuple[str, ...]
    supertypes: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: list
    power: Any
    toughness: Any
    loyalty: Any
    token: bool = False
    # id(ability) -> timestamp of the effect that granted it (613.7a), set in layer 6
    ability_ts: dict = field(default_factory=dict)

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_permanent_card(self) -> bool:
        return any(t in self.types for t in ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"))

    def has_keyword(self, kw: str) -> bool:
        return any(getattr(a, "keyword", None) == kw.lower() for a in self.abilities)


@dataclass
class CopiableValues:
    """What a copy copied (CR 707.2).  ``from_back_face``: the copied object
    was the back face of a nonmodal double-faced object (202.3b -> mana value 0)."""
    face: FaceDef
    from_back_face: bool = False


#: CR 708.2a: "a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost"
FACE_DOWN = FaceDef(name="", types=("Creature",), power=2, toughness=2)
#: CR 406.3a: "A card exiled face down has no characteristics"
FACE_DOWN_IN_EXILE = FaceDef(name="")


@dataclass
class GameObject:
    """A card, token, copy or spell in a zone.  CR 400.7: an object that
    moves to another zone becomes a new object with a new id."""
    id: int
    card: CardDef
    owner: int
    controller: int
    zone: str
    face_index: int = 0                 # which face is up (712.8)
    copy_of: CopiableValues | None = None  # layer-1 copy effect baked in at creation (707)
    is_copy: bool = False               # a copy of a card or spell (704.5e)
    copy_of_dfc: bool = False           # a double-faced copy of a double-faced object (707.8a)
    face_down: bool = False             # a face-down spell or permanent (708.2): FACE_DOWN's characteristics
    tapped: bool = False
    counters: dict = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False
    timestamp: int = 0
    x: int | None = None                # X chosen while on the stack (202.3e)
    entered_turn: int = -1              # for summoning sickness (302.6)
    transformed_at: list = field(default_factory=list)  # timestamps when it transformed/converted (701.27f)
    linked: dict = field(default_factory=dict)   # CR 607: notes shared by linked abilities
    counter_ts: dict = field(default_factory=dict)   # counter kind -> its timestamp (613.7c)
    melded_with: CardDef | None = None  # the other card of a melded permanent (712.4)
    attached_to: int | None = None
    chosen: dict = field(default_factory=dict)   # choices made for it (e.g. a named card)
    phased_out_under: int | None = None   # 702.26a: who controlled it as it phased out (phasing.py)
    phased_indirectly: bool = False       # 702.26g: phased out with what it's attached to
    manifested: bool = False              # 701.40a: a manifested permanent while face down (manifest.py)

    @property
    def face(self) -> FaceDef:
        if self.face_down:
            if self.zone == "exile":
                return FACE_DOWN_IN_EXILE   # 406.3a
            return FACE_DOWN   # 708.2a: the copiable values of a face-down object
        if self.prototyped is not None:   # 718.3b: the prototype's mana cost, color and size
            cost, power, toughness = self.prototyped
            return replace(self.printed_face, mana_cost=tuple(cost),   # (its colors follow, 202.2)
                           power=power, toughness=toughness)
        return self.printed_face

    @property
    def prototyped(self):
        """(mana cost, power, toughness) of a spell cast prototyped and the permanent it became
        (718.3b); None in other zones and when not cast so (718.4)."""
        if self.copy_of is not None or self.zone not in ("stack", "battlefield"):
            return None
        return (self.linked.get("cast") or {}).get("prototype")

    @property
    def printed_face(self) -> FaceDef:
        """The face it has when face up (its card's face, or what it copies)."""
        if self.copy_of is not None:
            return self.copy_of.face
        return self.card.faces[self.face_index]

    @property
    def is_token(self) -> bool:
        return self.card.token

    @property
    def back_face_up(self) -> bool:
        return self.face_index == 1

    def printed_abilities(self) -> list:
        """CR 607.1b: an ability printed on either face of a nonmodal
        double-faced object is "printed on" that object, whichever face is up."""
        if self.copy_of is None and self.card.nonmodal_dfc:
            return [a for f in self.card.faces for a in f.abilities]
        return list(self.face.abilities)

    def is_printed_on(self, ability: Any) -> bool:
        return any(a is ability or a == ability for a in self.printed_abilities())


def mana_value(obj: GameObject) -> int:
    """CR 202.3 for an object in its current zone."""
    x = obj.x if (obj.zone == "stack" and obj.x is not None) else 0  # 202.3e
    if obj.copy_of is not None:
        if obj.copy_of.from_back_face:
            return 0  # 202.3b / 712.8e: a copy of a back face has mana value 0
        return _cost_value(obj.copy_of.face.mana_cost, x)
    if obj.copy_of_dfc and obj.back_face_up:
        return 0  # 202.3b: a copy of a back face, even if the copy is double-faced
    if obj.melded_with is not None and obj.zone == "battlefield":
        # 202.3c: combined mana cost of the front faces of both cards
        return _cost_value(obj.card.front.mana_cost, 0) + _cost_value(obj.melded_with.front.mana_cost, 0)
    if obj.back_face_up and obj.card.nonmodal_dfc and obj.zone in ("battlefield", "stack"):
        # 202.3b: the back face uses the front face's mana cost
        return _cost_value(obj.card.front.mana_cost, x)
    return _cost_value(obj.face.mana_cost, x)  # 202.3a: no mana cost -> 0


def _cost_value(cost: tuple[str, ...] | None, x: int) -> int:
    if cost is None:
        return 0
    return sum(symbol_value(s, x) for s in cost)


def base_characteristics(obj: GameObject) -> Characteristics:
    """Copiable values of the face that's up (712.8), before layers 2-7."""
    f = obj.face
    return Characteristics(
        id=obj.id, zone=obj.zone, owner=obj.owner, controller=obj.controller,
        name=f.name, mana_cost=f.mana_cost, colors=f.colors, types=f.types,
        supertypes=f.supertypes, subtypes=f.subtypes, abilities=list(f.abilities),
        power=f.power, toughness=f.toughness, loyalty=f.loyalty, token=obj.is_token,
    )


__all__ = ["FaceDef", "CardDef", "GameObject", "Characteristics", "CopiableValues", "card", "face",
           "parse_cost", "mana_value", "symbol_value", "cost_colors", "base_characteristics", "replace"]
