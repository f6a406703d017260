"""A card's own permission to be cast from another zone (CR 601.3: a player may begin
to cast a card only from a zone a rule or effect allows): "You may cast this card from
your graveyard.", "You may cast this card from exile.", "... from your graveyard as long
as you control a Zombie.", and "You may cast <this card> from your graveyard by paying
{2}{W} rather than paying its mana cost." (an alternative cost, 118.9).

The permission is a kernel :class:`CastFromZones` (or :class:`AlternativeCost` with the
zones) on the card: it functions in the zone it names (113.6b).  The card's owner casts
it for its mana cost from there, with the usual timing (601.3, 307.1)."""
from __future__ import annotations

from cardlang.kernel.casting import AlternativeCost, CastFromZones
from cardlang.syntax import ast as A

from .costs import _is_self
from .may_statics import MAY_STATICS
from .registry import Env, Unrunnable


def _own_zone(what) -> tuple:
    """"this card from your graveyard" / "this card from exile" -> ("graveyard",) /
    ("exile",); anything else isn't the card's own permission."""
    if isinstance(what, A.SelfFromExile) and _is_self(what.what):
        return ("exile",)
    if isinstance(what, A.SelfFromZone) and _is_self(what.object):
        return _zone(what.zone)
    raise Unrunnable(what, "casting another card from a zone")


def _zone(zone) -> tuple:
    # CR 404.1, 406.1: "your graveyard" is the owner's; exile is shared, its cards are owned
    if isinstance(zone, A.ZoneRef) and isinstance(zone.owner, A.Your) and zone.zone.name in ("graveyard",):
        return (zone.zone.name,)
    if isinstance(zone, A.TypeName) and zone.name == "exile":
        return ("exile",)
    raise Unrunnable(zone, "casting from this zone")


def _text(env: Env) -> str:
    return env.data.get("text", "")


def cast_from_zone(node: A.MayEffect, env: Env):
    """"You may cast this card from your graveyard." (601.3)"""
    eff = node.effect
    if eff.subject is not None or eff.without_paying is not None or eff.duration is not None:
        raise Unrunnable(eff, "casting with a rider")
    zones = _own_zone(eff.what)
    return CastFromZones(text=_text(env), from_zones=zones, zones=zones)


def cast_as_long_as(node: A.MayEffect, env: Env):
    """"You may cast this card from your graveyard as long as you control a Zombie."
    (601.3 with a condition, checked as the spell is cast: 611.3a)."""
    from .sentences import condition
    from .statics import cast_while_true
    eff = node.effect
    if eff.player is not None or not _is_self(eff.card):
        raise Unrunnable(eff, "casting another card from a zone")
    zones = _zone(eff.zone)
    return cast_while_true(CastFromZones(text=_text(env), from_zones=zones, zones=zones),
                           condition(eff.condition, env))


def cast_by_alternative_cost(node: A.MayEffect, env: Env):
    """"You may cast Raffine's Guidance from your graveyard by paying {2}{W} rather than
    paying its mana cost." (118.9: an alternative cost, usable only from that zone; the
    caster names it "alternative cost", as the other written-out alternative costs)."""
    eff = node.effect
    zones = _own_zone(eff.what)
    return AlternativeCost(text=_text(env), name="alternative cost", cost=gerund_costs(eff.costs, env),
                           from_zones=zones, zones=zones)


def gerund_costs(node: A.GerundCosts, env: Env):
    """"paying {B}{B} and sacrificing two creatures", "paying 3 life": the costs written
    as gerunds, as the kernel Cost of the same costs written as a cost line (118.1)."""
    from .costs import compile_cost
    items = []
    for g in node.items:
        if isinstance(g, A.PayingMana):
            items.append(g.cost)
        elif isinstance(g, A.PayingLife):
            items.append(A.PayLifeCost(g.amount))
        elif isinstance(g, A.Sacrificing):
            items.append(A.SacrificeCost(g.what))
        elif isinstance(g, A.Discarding) and _a_card(g.what):
            items.append(A.DiscardCost(A.CardAmount(A.One(), A.CardWord(A.TypeName("object", "card")))))
        else:
            raise Unrunnable(g, "this cost")
    return compile_cost(A.Costs(tuple(items)), env)


def _a_card(what) -> bool:
    """"a card" (any card: no quality named)."""
    if not (isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn))):
        return False
    f = what.filter
    words = [w for grp in f.types.items if isinstance(grp, A.TypeGroup) for w in grp.words]
    return (not (f.adjectives and f.adjectives.items) and not (f.suffixes and f.suffixes.items) and len(words) == 1
            and isinstance(words[0], A.TypeWord) and words[0].negation is None
            and words[0].name.category == "object" and words[0].name.name == "card")


def cast_by_additional_cost(node: A.MayEffect, env: Env):
    """"You may cast this card from your graveyard by discarding a card in addition to paying
    its other costs." (601.3: a permission to cast it from that zone; 601.2f: the mana cost is
    paid too, with that additional cost, as retrace 702.81a).  The caster names it
    "additional cost"."""
    eff = node.effect
    zones = _own_zone(eff.what)
    return AlternativeCost(text=_text(env), name="additional cost", cost=gerund_costs(eff.costs, env),
                           from_zones=zones, zones=zones, plus_mana_cost=True)


MAY_STATICS[A.CastByAdditionalCost] = cast_by_additional_cost
MAY_STATICS[A.CastEffect] = cast_from_zone
MAY_STATICS[A.CastAsLongAs] = cast_as_long_as
MAY_STATICS[A.CastByAlternativeCost] = cast_by_alternative_cost
