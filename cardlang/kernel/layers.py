"""Continuous effects and the layer system (CR 611, 613)."""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Callable, Optional

from .durations import INDEFINITE, Duration
from .objects import Characteristics

# CR 613.1 / 613.4: layers and sublayers in order
LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


@dataclass(eq=False)
class ContinuousEffect:
    """A continuous effect (611).  ``applies_to(game, chars)`` is evaluated
    on the characteristics computed so far (so an effect applying to "all
    creatures" sees layer-4 type changes); ``modify(game, chars)`` mutates
    the Characteristics.  ``locked`` (611.2c): for effects from resolving
    spells that modify characteristics, the affected set is fixed when the
    effect begins -- pass the ids and the kernel only applies to them."""
    name: str
    layer: str
    modify: Callable[..., None]
    applies_to: Callable[..., bool] = lambda game, c: False
    duration: Duration = INDEFINITE
    source: int | None = None
    controller: int | None = None
    timestamp: int = 0
    id: int = 0
    locked: Optional[frozenset] = None
    cda: bool = False    # from a characteristic-defining ability (613.8a c)
    ended: bool = False

    def __post_init__(self):
        if self.layer not in LAYERS:
            raise ValueError(f"unknown layer {self.layer!r} (CR 613.1)")

    def targets(self, game, chars: Characteristics) -> bool:
        if self.locked is not None and chars.id not in self.locked:
            return False
        return bool(self.applies_to(game, chars))

    def __repr__(self):
        return f"<{self.name} L{self.layer} ts{self.timestamp}>"


def _affected(game, eff: ContinuousEffect, view: dict[int, Characteristics]) -> set[int]:
    return {i for i, c in view.items() if eff.targets(game, c)}


def _apply(game, eff: ContinuousEffect, view: dict[int, Characteristics]) -> None:
    for i in sorted(_affected(game, eff, view)):
        c = view[i]
        before = {id(a) for a in c.abilities} if eff.layer == "6" else None
        eff.modify(game, c)
        if before is not None:
            # CR 613.7a: a static ability's effects take the timestamp of the effect
            # that granted it, if later than the object's
            for a in c.abilities:
                if id(a) not in before:
                    c.ability_ts[id(a)] = eff.timestamp


def _clone(view: dict[int, Characteristics]) -> dict[int, Characteristics]:
    out = {}
    for i, c in view.items():
        n = copy.copy(c)
        n.abilities = list(c.abilities)
        n.ability_ts = dict(c.ability_ts)
        out[i] = n
    return out


def _depends(game, a: ContinuousEffect, b: ContinuousEffect, view) -> bool:
    """CR 613.8a: does ``a`` depend on ``b``?  Both are in the same layer
    (guaranteed by the caller), both or neither are CDAs, and applying ``b``
    would change what ``a`` applies to.  (Kept simple: a change to the text
    or existence of ``a``, or to what it does, is not detected.)"""
    if a.cda != b.cda:
        return False
    before = _affected(game, a, view)
    trial = _clone(view)
    _apply(game, b, trial)
    return _affected(game, a, trial) != before


def order_layer(game, effs: list[ContinuousEffect], view) -> list[ContinuousEffect]:
    """CR 613.7 timestamp order, adjusted by dependencies (613.8b-c)."""
    remaining = sorted(effs, key=lambda e: (e.cda is False, e.timestamp, e.id))  # 613.3: CDAs first
    out = []
    work = _clone(view) if len(remaining) > 1 else view
    while remaining:
        if len(remaining) == 1:
            out.append(remaining.pop())
            break
        pick = None
        for a in remaining:
            if not any(_depends(game, a, b, work) for b in remaining if b is not a):
                pick = a
                break
        if pick is None:  # dependency loop: timestamp order (613.8b)
            pick = remaining[0]
        remaining.remove(pick)
        out.append(pick)
        _apply(game, pick, work)  # 613.8c: re-evaluate after each one
    return out


def compute_all(game, base: dict[int, Characteristics], effects: list[ContinuousEffect],
                statics=None) -> dict[int, Characteristics]:
    """Apply every layer to every object at once (613.1), so effects in a
    later layer see the results of earlier layers.

    ``statics(view) -> {key: [effects]}`` gives the effects of the static
    abilities the objects have in ``view`` (CR 613.1f: abilities granted or
    removed in layer 6 count from then on).  It is asked again after layers 1
    and 6, the layers that change abilities.  CR 613.6: once an ability's effect
    has applied in a layer it keeps applying in the later layers to the same
    objects, even if that ability is removed meanwhile; an effect that had not
    begun to apply when its ability was removed never applies."""
    view = base
    by_layer: dict[str, list] = {}
    for e in effects:
        by_layer.setdefault(e.layer, []).append(e)
    present = statics(view) if statics is not None else {}
    started: dict = {}
    for layer in LAYERS:
        if layer == "7c":
            _counters_7c(game, view)  # 613.4c: counters apply in 7c
        effs = list(by_layer.get(layer, ()))
        from_statics = {**started, **present}
        for key, seffs in from_statics.items():
            here = [e for e in seffs if e.layer == layer]
            if here:
                effs.extend(here)
                started.setdefault(key, seffs)   # 613.6: it has begun to apply
        if effs:
            for e in order_layer(game, effs, view):
                _apply(game, e, view)
            if layer == "6" and statics is not None:
                # an ability granted in layer 6 whose own effects are in layer 6 (613.1f)
                for _ in range(4):
                    more = statics(view)
                    new = [(k, [e for e in v if e.layer == "6"]) for k, v in more.items()
                           if k not in from_statics]
                    new = [(k, v) for k, v in new if v]
                    if not new:
                        break
                    for k, v in new:
                        started.setdefault(k, more[k])
                        from_statics[k] = more[k]
                    for e in order_layer(game, [e for _, v in new for e in v], view):
                        _apply(game, e, view)
        if layer in ("1", "6") and statics is not None:
            present = statics(view)   # abilities change only in layers 1 and 6
    return view


def _counters_7c(game, view):
    for i, c in view.items():
        o = game.objects.get(i)
        if o is None or not isinstance(c.power, int) or not isinstance(c.toughness, int):
            continue
        plus = o.counters.get("+1/+1", 0)
        minus = o.counters.get("-1/-1", 0)
        c.power += plus - minus
        c.toughness += plus - minus


# ---- helpers to build common effects ----------------------------------

def pump(name, dp: int, dt: int, applies_to, **kw) -> ContinuousEffect:
    """"gets +N/+M" (layer 7c)."""
    def m(game, c):
        if isinstance(c.power, int):
            c.power += dp
        if isinstance(c.toughness, int):
            c.toughness += dt
    return ContinuousEffect(name, "7c", m, applies_to, **kw)


def pump_by(name, values, applies_to, **kw) -> ContinuousEffect:
    """"gets +X/+X, where X is ..." from a static ability (layer 7c): ``values(game)``
    -> (dp, dt), counted each time the effect applies (611.3a)."""
    def m(game, c):
        dp, dt = values(game)
        if isinstance(c.power, int):
            c.power += dp
        if isinstance(c.toughness, int):
            c.toughness += dt
    return ContinuousEffect(name, "7c", m, applies_to, **kw)


def set_pt(name, p: int, t: int, applies_to, **kw) -> ContinuousEffect:
    """"has base power and toughness P/T" (layer 7b)."""
    def m(game, c):
        c.power, c.toughness = p, t
    return ContinuousEffect(name, "7b", m, applies_to, **kw)


def add_types(name, types=(), subtypes=(), applies_to=lambda g, c: False, **kw) -> ContinuousEffect:
    def m(game, c):
        c.types = c.types + tuple(t for t in types if t not in c.types)
        c.subtypes = c.subtypes + tuple(t for t in subtypes if t not in c.subtypes)
    return ContinuousEffect(name, "4", m, applies_to, **kw)


def grant(name, abilities, applies_to, **kw) -> ContinuousEffect:
    """"has/gains [ability]" (layer 6)."""
    def m(game, c):
        c.abilities = c.abilities + [a for a in abilities if a not in c.abilities]
    return ContinuousEffect(name, "6", m, applies_to, **kw)


def lose_all_abilities(name, applies_to, **kw) -> ContinuousEffect:
    def m(game, c):
        c.abilities = []
    return ContinuousEffect(name, "6", m, applies_to, **kw)


def set_colors(name, colors, applies_to, **kw) -> ContinuousEffect:
    def m(game, c):
        c.colors = tuple(colors)
    return ContinuousEffect(name, "5", m, applies_to, **kw)


def gain_control(name, player: int, applies_to, **kw) -> ContinuousEffect:
    def m(game, c):
        c.controller = player
    return ContinuousEffect(name, "2", m, applies_to, **kw)


def add_colors(name, colors, applies_to, **kw) -> ContinuousEffect:
    """CR 105.3: "becomes blue in addition to its other colors" (layer 5)."""
    def m(game, c):
        c.colors = c.colors + tuple(x for x in colors if x not in c.colors)
    return ContinuousEffect(name, "5", m, applies_to, **kw)


def define_pt(name, applies_to, power=None, toughness=None, **kw) -> ContinuousEffect:
    """CR 604.3, 613.4a: a characteristic-defining ability that defines power
    and/or toughness ("~'s power is equal to the number of cards in your hand"),
    applied in layer 7a.  ``power(game, chars)`` / ``toughness(game, chars)``
    (None: that value is left alone) are counted each time the layers are
    applied (611.3a), in every zone (604.3)."""
    def m(game, c):
        if power is not None:
            c.power = power(game, c)
        if toughness is not None:
            c.toughness = toughness(game, c)
    kw.setdefault("cda", True)
    return ContinuousEffect(name, "7a", m, applies_to, **kw)


# ---- type-changing effects (layer 4) -----------------------------------------------------

#: CR 205.3: the card types each set of subtypes goes with (205.3d-k)
SUBTYPE_CARD_TYPES = {"creature": ("Creature", "Kindred"), "land": ("Land",), "artifact": ("Artifact",),
                      "enchantment": ("Enchantment",), "planeswalker": ("Planeswalker",),
                      "spell": ("Instant", "Sorcery"), "battle": ("Battle",)}

#: CR 305.6: the basic land types and the mana ability each one gives
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_INTRINSIC: dict = {}


def intrinsic_mana_ability(land_type: str):
    """CR 305.6: a land with a basic land type has "{T}: Add [mana symbol]"
    (one object per type, so a land never has the same one twice)."""
    if land_type not in _INTRINSIC:
        from .abilities import Cost, ManaAbility
        from .mana import Mana
        sym = BASIC_LAND_TYPES[land_type]
        _INTRINSIC[land_type] = ManaAbility(Cost(tap=True), lambda g, ctx, s=sym: [Mana(s)],
                                            text=f"{{T}}: Add {{{sym}}}.")
    return _INTRINSIC[land_type]


def change_types(name, applies_to, card_types=(), subtypes=(), supertypes=(), *, retain_types=False,
                 retain_subtypes=False, subtype_set=lambda s: None, **kw) -> ContinuousEffect:
    """A type-changing effect (layer 4, 613.1d).

    CR 205.1a: new card types replace the old ones (an instant or sorcery keeps
    its type); new subtypes replace the object's subtypes of the same set
    (``subtype_set(subtype)`` -> "creature", "land", ...); subtypes whose card
    type is gone go with it.  CR 205.1b: ``retain_types`` ("in addition to its
    other types", "still a land", "artifact creature") keeps the prior card types
    and supertypes, ``retain_subtypes`` the prior subtypes too.
    CR 305.7: a land whose basic land types are set loses the abilities from its
    rules text and has the mana ability of each new basic land type; one given a
    basic land type in addition keeps its abilities and gains that mana ability.
    ``subtypes`` may be a function ``(game) -> subtypes`` (a type chosen for the
    source, read when the effect applies)."""
    subtypes_now = subtypes
    card_types, supertypes = tuple(card_types), tuple(supertypes)
    fixed = None if callable(subtypes) else tuple(subtypes)

    def m(game, c):
        subtypes = fixed if fixed is not None else tuple(subtypes_now(game))
        new_sets = {subtype_set(s) for s in subtypes}
        new_basics = [s for s in subtypes if s in BASIC_LAND_TYPES]
        if card_types:
            kept = c.types if retain_types else tuple(t for t in c.types if t in ("Instant", "Sorcery"))
            c.types = kept + tuple(t for t in card_types if t not in kept)
        c.supertypes = c.supertypes + tuple(s for s in supertypes if s not in c.supertypes)
        subs = c.subtypes if retain_subtypes else tuple(s for s in c.subtypes if subtype_set(s) not in new_sets)
        subs = tuple(s for s in subs if _subtype_allowed(subtype_set(s), c.types))
        c.subtypes = subs + tuple(s for s in subtypes if s not in subs)
        if new_basics and "Land" in c.types:
            gained = [intrinsic_mana_ability(s) for s in new_basics]
            if retain_subtypes:
                c.abilities = c.abilities + [a for a in gained if a not in c.abilities]
            else:
                c.abilities = gained   # 305.7: rules-text abilities lost (layer 6 grants come later)
    return ContinuousEffect(name, "4", m, applies_to, **kw)


def _subtype_allowed(kind, types) -> bool:
    """CR 205.1a: a subtype stays only while the object has a card type of its set."""
    if kind is None or kind not in SUBTYPE_CARD_TYPES:
        return True
    return any(t in types for t in SUBTYPE_CARD_TYPES[kind])


def lose_keywords(name, keywords, applies_to, **kw) -> ContinuousEffect:
    """"loses flying" (layer 6, 613.1f): the object no longer has those keyword
    abilities, whatever gave them (702.1)."""
    lost = {k.lower() for k in keywords}

    def m(game, c):
        c.abilities = [a for a in c.abilities if getattr(a, "keyword", None) not in lost]
    return ContinuousEffect(name, "6", m, applies_to, **kw)
