"""Effects that set characteristics: "<object> becomes a 3/3 Elemental creature
with haste" (from a resolving spell or ability, CR 611.2), "Enchanted land is a
Swamp." (from a static ability, 611.3), "It's still a land." (205.1b), and
characteristic-defining abilities "~'s power and toughness are each equal to
..." (604.3).

Each part of the characteristics goes to its layer (613.1): types in 4
(205.1a-b, 305.7), colors in 5 (105.3), abilities in 6 (613.1f), power and
toughness set in 7b (613.4b) or defined by a CDA in 7a (613.4a)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from cardlang.kernel import StaticAbility
from cardlang.kernel.layers import add_colors, change_types, define_pt, grant, set_colors, set_pt
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, dispatch, handles

COLOR_NAMES = ("white", "blue", "black", "red", "green")


_SETS: dict = {}


def subtype_set(name: str) -> Optional[str]:
    """CR 205.3: which set of subtypes a subtype belongs to ("creature", "land", ...)."""
    if not _SETS:
        from cardlang.syntax.vocabulary_data import SUBTYPES
        for kind, names in SUBTYPES.items():
            for n in names:
                _SETS.setdefault(n, kind)
    return _SETS.get(name)


def creature_types() -> list:
    from cardlang.syntax.vocabulary_data import SUBTYPES
    return list(SUBTYPES["creature"])


COLOR = "color"                 # decision kind: a color (105.4)
LAND_TYPE = "basic_land_type"   # decision kind: a basic land type (205.3i, 305.6)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def choose_value(g, c, kind: str) -> tuple:
    """"the color / basic land type / creature type of your choice": the
    controller chooses as the effect begins (608.2, 105.4, 205.3)."""
    from cardlang.kernel import RulesError
    from cardlang.kernel.choices import Decision
    from .naming import CREATURE_TYPE
    if kind == COLOR:
        options, rule, what = list(COLOR_NAMES), "105.4", "a color"
    elif kind == LAND_TYPE:
        options, rule, what = list(BASIC_LAND_TYPES), "205.3i", "a basic land type"
    else:
        options, rule, what = creature_types(), "205.3m", "a creature type"
    ans = g.ask(Decision(kind, f"choose {what}", c.controller, options, rule=rule))
    match = next((o for o in options if o.lower() == str(ans).strip().lower()), None)
    if match is None:
        raise RulesError(f"{ans!r} isn't {what}", rule)
    g.note(f"{g.name_of(c.controller)} chooses {match}", rule=rule)
    return (match,)


@dataclass
class Retype:
    """What a "becomes"/"is" effect sets, by layer."""
    card_types: list = field(default_factory=list)      # layer 4
    subtypes: list = field(default_factory=list)
    supertypes: list = field(default_factory=list)
    retain_types: bool = False                           # 205.1b
    retain_subtypes: bool = False
    colors: Optional[tuple] = None                       # layer 5
    add_colors: bool = False
    abilities: list = field(default_factory=list)        # layer 6
    power: Any = None                                     # layer 7b: fn(game, ctx) -> int
    toughness: Any = None
    choose: Optional[str] = None     # COLOR, LAND_TYPE or CREATURE_TYPE: chosen as it begins

    def still(self) -> None:
        """CR 205.1b: "that's still a land" / "It's still a land.": all prior card
        types, supertypes and subtypes are retained."""
        self.retain_types = True
        self.retain_subtypes = True

    def effects(self, g, c, name, applies, **kw) -> list:
        """The continuous effects, values such as X fixed now (608.2h)."""
        if self.choose is not None:
            import dataclasses
            value = choose_value(g, c, self.choose)
            if self.choose == COLOR:
                return dataclasses.replace(self, choose=None, colors=value).effects(g, c, name, applies, **kw)
            return dataclasses.replace(self, choose=None, subtypes=list(value)).effects(g, c, name, applies, **kw)
        out = []
        if self.card_types or self.subtypes or self.supertypes:
            out.append(change_types(name, applies, self.card_types, self.subtypes, self.supertypes,
                                    retain_types=self.retain_types, retain_subtypes=self.retain_subtypes,
                                    subtype_set=subtype_set, **kw))
        if self.colors is not None:
            make = add_colors if self.add_colors else set_colors
            out.append(make(name, self.colors, applies, **kw))
        if self.abilities:
            out.append(grant(name, list(self.abilities), applies, **kw))
        if self.power is not None:
            out.append(set_pt(name, self.power(g, c), self.toughness(g, c), applies, **kw))
        return out


def _pt_value(s: str, node, static: bool):
    """"3" or "X" (X of the spell or ability, or of a "where X is" clause, 107.3)."""
    if str(s).isdigit():
        v = int(s)
        return lambda g, c: v
    if s == "X" and not static:
        return lambda g, c: c.x or 0
    raise Unrunnable(node, f"the power/toughness {s}")


def _colors(item) -> tuple:
    if isinstance(item, A.ColorsAnd):
        return _colors(item.first) + _colors(item.second)
    name = item.name.lower()
    if name == "colorless":
        return ()
    if name not in COLOR_NAMES:
        raise Unrunnable(item, f"the color {name!r}")
    return (name,)


def retype_spec(what, env: Env, static: bool = False) -> Retype:
    """A ``Characteristics`` node -> what it sets (CR 205.1, 105.3, 613)."""
    if isinstance(what, A.BecomesChosen) and not static:
        from .naming import CREATURE_TYPE
        kind = what.kind
        if isinstance(kind, A.ChosenColorKind):
            return Retype(choose=COLOR)
        if isinstance(kind, A.ChosenTypeKind) and kind.card_type.name == "land" and kind.supertype is not None \
                and kind.supertype.name == "basic":
            return Retype(choose=LAND_TYPE)
        if isinstance(kind, A.ChosenTypeKind) and kind.card_type.name == "creature" and kind.supertype is None:
            return Retype(choose=CREATURE_TYPE)
        raise Unrunnable(kind, "choosing this kind of type")
    if isinstance(what, A.IsEveryType) and what.card_type.name == "creature":
        # 205.3m: "is every creature type" -- it has all of them, and keeps its other types
        return Retype(subtypes=creature_types(), retain_types=True, retain_subtypes=True)
    if isinstance(what, A.IsChosenType) and static:
        # "is the chosen type [in addition to its other types]": the type chosen for the
        # source as it entered (614.12), read whenever the effect applies
        return Retype(subtypes=CHOSEN_TYPE, retain_types=True, retain_subtypes=what.in_addition is not None)
    if not isinstance(what, A.Characteristics):
        raise Unrunnable(what, f"becoming {type(what).__name__}")
    spec = Retype()
    colors: Optional[tuple] = None
    for item in what.items:
        if isinstance(item, A.PowerToughness):
            spec.power = _pt_value(item.power, item, static)
            spec.toughness = _pt_value(item.toughness, item, static)
        elif isinstance(item, (A.Color, A.ColorsAnd)):
            colors = (colors or ()) + _colors(item)
        elif isinstance(item, A.TypeName) and item.category == "card_type":
            spec.card_types.append(item.name.capitalize())
        elif isinstance(item, A.TypeName) and item.category == "subtype":
            spec.subtypes.append(item.name)
        elif isinstance(item, A.TypeName) and item.category == "supertype":
            spec.supertypes.append(item.name.capitalize())
        else:
            raise Unrunnable(item, f"the characteristic {type(item).__name__}")
    spec.colors = colors
    if set(spec.card_types) == {"Artifact", "Creature"}:
        # 205.1b: an "artifact creature" keeps its other card types and subtypes; a
        # "[creature types] artifact creature" keeps them but its creature types
        spec.retain_types = True
        spec.retain_subtypes = not spec.subtypes
    if what.still is not None:
        spec.still()
    if what.in_addition is not None:
        other = what.in_addition.other
        if isinstance(other, A.OtherColors):
            spec.add_colors = True      # 105.3: "in addition to its other colors"
        elif isinstance(other, (A.OtherTypes, A.OtherCardTypes)):
            spec.still()                # 205.1b: "in addition to its other types"
        else:
            raise Unrunnable(other, "in addition to this")
    w = what.with_
    if w is not None:
        if isinstance(w, A.WithKeywords):
            from .keywords import keyword_abilities
            spec.abilities = keyword_abilities(w.keywords, env)
        elif isinstance(w, A.WithQuotedAbility):
            from .statics import quoted_abilities
            spec.abilities = quoted_abilities(w.ability, env)
        elif isinstance(w, A.WithBasePt):
            spec.power = _pt_value(w.pt.power, w.pt, static)       # 613.4b
            spec.toughness = _pt_value(w.pt.toughness, w.pt, static)
        else:
            raise Unrunnable(w, f"becoming something {type(w).__name__}")
    if not (spec.card_types or spec.subtypes or spec.supertypes or spec.colors is not None
            or spec.abilities or spec.power is not None):
        raise Unrunnable(what, "becoming nothing")
    return spec


def becomes_maker(pred, env: Env):
    """"becomes <characteristics>" / "is <characteristics>" from a resolving spell
    or ability -> make(game, ctx, name, applies, **kw) -> effects; the spec is
    kept in ``env.data["retype"]`` so a following "It's still a land." changes it."""
    spec = retype_spec(pred.what, env)
    env.data["retype"] = spec
    return lambda g, c, name, applies, **kw: spec.effects(g, c, name, applies, **kw)


CHOSEN_TYPE = "chosen type"   # Retype.subtypes: the source's chosen creature type


def static_retype_maker(pred, env: Env):
    """"Enchanted land is a Swamp.", "Nonbasic lands are Mountains." (611.3, 613.1d-e)
    -> make(name, applies, source) -> effects."""
    spec = retype_spec(pred.what, env, static=True)
    env.data["retype"] = spec

    def make(name, applies, src):
        if spec.subtypes == CHOSEN_TYPE:
            import dataclasses
            sid = src.id

            def chosen(g):
                o = g.objects.get(sid)
                t = o.chosen.get("type") if o is not None else None
                return (t,) if t is not None else ()
            return dataclasses.replace(spec, subtypes=chosen).effects(None, None, name, applies)
        return spec.effects(None, None, name, applies)
    return make


def still_a(node, env: Env) -> None:
    """"It's still a land." (CR 205.1b) after a "becomes" in the same ability."""
    spec = env.data.get("retype")
    if spec is None:
        raise Unrunnable(node, "'still a' with no type change before it")
    spec.still()


# ---- characteristic-defining abilities (604.3) -----------------------------------------------
@handles(A.CharacteristicDefining, role="static")
def characteristic_defining(node: A.CharacteristicDefining, env: Env):
    """CR 604.3, 613.4a: "~'s power and toughness are each equal to the number of
    creatures you control." -- a CDA: it functions in every zone (604.3), applies
    in layer 7a before other effects there (613.3), and is counted whenever the
    characteristics are (611.3a).  "You" is the object's controller (or owner)."""
    from cardlang.kernel import Context
    from .targets import amount
    if not isinstance(node.object, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.object, "defining another object's power")
    value = amount(node.amount, env)
    stats = node.stats

    def count(g, ch):
        return value(g, Context(ch.id, ch.controller))
    power = count if isinstance(stats, (A.PowerAndToughness, A.Power)) else None
    toughness = count if isinstance(stats, (A.PowerAndToughness, A.Toughness)) else None
    if power is None and toughness is None:
        raise Unrunnable(stats, "defining this characteristic")
    name = env.card_name

    def cont(g, o):
        return [define_pt(name, lambda gg, ch, oid=o.id: ch.id == oid, power, toughness)]
    return StaticAbility(continuous=cont, text=env.data.get("text", ""),
                         zones=("battlefield", "stack", "hand", "library", "graveyard", "exile", "command"))


@handles(A.StillA, role="static")
def static_still_a(node, env: Env):
    """"Enchanted land is a 3/3 black Ooze creature. It's still a land." (205.1b)"""
    still_a(node, env)
    return []


@handles(A.StaticSentence, role="sentence")
def static_sentence_in_effect(s, env: Env):
    """A statement about "it" among a resolving ability's instructions: "It's still a
    land." changes the "becomes" before it (205.1b); "It's a Phyrexian in addition to
    its other types." is a type-changing effect on it (611.2a: no duration stated,
    so for the rest of the game)."""
    st = s.statement
    if isinstance(st, A.StillA):
        still_a(st, env)
        return lambda g, c: None
    if isinstance(st, A.ItIsCharacteristics):
        from .continuous import object_gets
        return object_gets(A.ObjectGets(A.It(), A.IsCharacteristics(st.what), None, None), env)
    # the other statements a resolving spell makes ("Damage can't be prevented this turn.",
    # 615.12) register by their node type with the role "statement"
    return dispatch(st, env, "statement")


def become_monarch(node, env: Env):
    """"You become the monarch." (CR 724.3: a designation, not a characteristic; the
    kernel keeps it and its two triggered abilities, 724.2)."""
    from .targets import player_resolver
    who = player_resolver(node.subject, env)

    def run(g, c):
        for p in who(g, c):
            g.become_monarch(p, cause=c.source)
    return run
