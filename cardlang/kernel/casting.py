"""Ways to cast a spell and what they cost (CR 601.2b, 601.2f, 118.8, 118.9).

A card's alternative costs (flashback, evoke, dash: "You may cast this card by
paying [cost] rather than paying its mana cost") and additional costs (kicker,
buyback: "You may pay an additional [cost] as you cast this spell"; or a
mandatory one: "As an additional cost to cast this spell, sacrifice a
creature") are static abilities of the card the kernel reads as it casts it.
How a spell was cast is recorded on its object (``linked["cast"]``) and kept
by the permanent it becomes (400.7d), so "if it was kicked" and "if its evoke
cost was paid" can ask."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .abilities import Cost, StaticAbility
from .errors import RulesError

#: zones a card can be in when a static ability about casting it matters
CASTING_ZONES = ("hand", "graveyard", "exile", "library", "command", "stack", "battlefield")


@dataclass(frozen=True)
class AlternativeCost(StaticAbility):
    """CR 118.9: cast by paying ``cost`` rather than the mana cost.  ``name`` is how
    the caster names it ("flashback"); ``from_zones`` where the card may be cast from
    this way (702.34a: flashback, from its owner's graveyard); ``spell_types``: the
    resulting spell must have one of these card types (flashback: instant or
    sorcery)."""
    name: str = ""
    cost: Cost = field(default_factory=Cost)
    from_zones: tuple = ("hand",)
    spell_types: tuple = ()
    zones: tuple = CASTING_ZONES
    # when it may be used: ``condition(game, player, card)`` (surge 702.117a: "if you've
    # cast another spell this turn"); ``condition_text`` words a refusal
    condition: Any = None
    condition_text: str = ""
    # the spell is cast face down, a 2/2 creature with no name or text (morph 702.37c, 708.2a)
    face_down: bool = False
    # the mana cost is paid too: a permission to cast from ``from_zones`` by paying ``cost``
    # "in addition to paying its other costs" (retrace 702.81a, jump-start 702.133a)
    plus_mana_cost: bool = False
    # the spell ability the spell has when cast this way (overload 702.96a: its text with
    # "target" changed to "each"); None: the card's own
    spell: Any = None
    # cast "transformed" (disturb 702.146a): the double-faced card is put on the stack with
    # its back face up and has only that face's characteristics (712.11a, 712.8c)
    transformed: bool = False
    # cast this way, it may be cast any time its caster could cast an instant (its
    # ``condition`` says when: sneak, "during the declare blockers step")
    as_though_flash: bool = False
    # cast prototyped (702.160a, 718.3b): (mana cost, power, toughness) the spell and the
    # permanent it becomes have instead of the card's, its colors those of that mana cost
    prototype: Any = None


@dataclass(frozen=True)
class AdditionalCost(StaticAbility):
    """CR 118.8: an additional cost.  ``optional``: the caster announces whether to
    pay it (601.2b; kicker 702.33a, buyback 702.27a); ``repeatable``: any number of
    times (multikicker, 702.33c)."""
    name: str = ""
    cost: Cost = field(default_factory=Cost)
    optional: bool = True
    repeatable: bool = False
    zones: tuple = CASTING_ZONES
    # paying it chooses all the spell's modes (entwine, 702.42a), in the order written (702.42b)
    all_modes: bool = False
    # a mandatory choice between costs ("As an additional cost to cast this spell, sacrifice a
    # creature or pay {3}"): the costs of one group are announced as one of them (601.2b)
    # and exactly that one is paid; ``name`` tells them apart
    choice_group: str = ""


@dataclass(frozen=True)
class CastFromZones(StaticAbility):
    """A card's own permission to be cast from other zones (CR 601.3): "You may cast this
    card from your graveyard", "... from exile", "... as long as you control a Zombie".
    Its owner casts it for its mana cost from ``from_zones`` (timing still applies,
    601.3); ``condition(game, player, card)``, if any, must hold as it is cast."""
    from_zones: tuple = ("graveyard",)
    condition: Any = None
    zones: tuple = CASTING_ZONES


def cast_zones(game, card: int, player: int) -> tuple:
    """Where ``player`` may cast ``card`` for its mana cost now (601.3): their hand,
    exile if an effect allows it (warp 702.185a, "you may play that card"), and the
    zones the card's own permissions name (``CastFromZones``)."""
    zones = ("hand",) + (("exile",) if may_cast_from_exile(game, card, player) else ())
    o = game.objects.get(card)
    if o is None or o.zone in zones or o.owner != player:
        return zones
    for a in game.chars(card).abilities:
        if isinstance(a, CastFromZones) and o.zone in a.from_zones and o.zone in a.zones and (
                a.condition is None or a.condition(game, player, card)):
            return zones + (o.zone,)
    return zones


@dataclass(frozen=True)
class CastAsThoughFlash(StaticAbility):
    """"You may cast sorcery spells as though they had flash.", "Any player may cast creature
    spells as though they had flash.", "You may cast this spell as though it had flash." (CR
    702.8a: such a spell may be cast any time its caster could cast an instant; 601.3).

    ``own``: the card's own permission, which functions while the card is cast (601.3e);
    otherwise a permanent's, for its controller (or, with ``anyone``, any player) and the
    cards ``spells(game, source, card)`` admits. ``condition(game, source)``, if any, must
    hold ("As long as you control a green or blue permanent, you may cast this spell ...")."""
    spells: Any = None
    anyone: bool = False
    own: bool = False
    condition: Any = None
    zones: tuple = ("battlefield",)


def may_cast_as_though_flash(game, player: int, card: int) -> bool:
    """Whether ``player`` may cast ``card`` as though it had flash now (``CastAsThoughFlash``)."""
    for a in game.chars(card).abilities:
        if isinstance(a, CastAsThoughFlash) and a.own and (a.condition is None or a.condition(game, card)):
            return True
    for i in game.battlefield():
        ch = game.chars(i)
        for a in ch.abilities:
            if isinstance(a, CastAsThoughFlash) and not a.own and (a.anyone or ch.controller == player) \
                    and a.spells(game, i, card) and (a.condition is None or a.condition(game, i)):
                return True
    return False


@dataclass(frozen=True)
class PlayLandsFromZones(StaticAbility):
    """A permanent's permission for its controller to play lands from other zones (CR 305.1,
    601.3 by analogy: a player plays a land only from a zone a rule or effect allows): "You
    may play lands from your graveyard.", "You may play Forests from your graveyard."
    ``from_zones``: the controller's own zones; ``lands(game, source, card)``: which land
    cards (the land play itself, 305.2, and its timing, 305.1, are unchanged)."""
    from_zones: tuple = ("graveyard",)
    lands: Any = None


def may_play_land_from(game, card: int, player: int) -> bool:
    """Does a permanent ``player`` controls let them play ``card`` (their own) from the zone
    it is in (``PlayLandsFromZones``)?"""
    o = game.objects.get(card)
    if o is None or o.owner != player:
        return False
    for pid in game.battlefield(player):
        for a in game.chars(pid).abilities:
            if isinstance(a, PlayLandsFromZones) and o.zone in a.from_zones and (
                    a.lands is None or a.lands(game, pid, card)):
                return True
    return False


@dataclass(frozen=True)
class CastRestriction(StaticAbility):
    """A card's own restriction on when it may be cast (CR 601.3: no rule or effect may
    prohibit the cast): "Cast this spell only during combat.", "... only if you control two or
    more Vampires.". ``condition(game, player, card)`` must hold as the player begins to cast it."""
    condition: Any = None
    zones: tuple = CASTING_ZONES


@dataclass(frozen=True)
class CantCast(StaticAbility):
    """A permanent's prohibition (CR 601.3: a player can begin to cast a spell only if no rule
    or effect prohibits it): "You can't cast creature spells.", "Your opponents can't cast
    spells with the same name as the exiled card.".  ``players(game, source)``: the players it
    prohibits; ``spells(game, source, card)``: the cards it prohibits them from casting (the
    card's characteristics as it would be cast)."""
    players: Any = None
    spells: Any = None


def cast_prohibition(game, card: int, player: int) -> str | None:
    """Why a permanent's ``CantCast`` prohibits ``player`` from casting ``card``, or None (601.3)."""
    for i in game.battlefield():
        for a in game.chars(i).abilities:
            if isinstance(a, CantCast) and player in a.players(game, i) and a.spells(game, i, card):
                return f"{game.name_of(player)} can't cast {game.name_of(card)} ({game.name_of(i)}: {a.text})"
    return None


def cast_restriction_refusal(game, card: int, player: int) -> str | None:
    """Why ``player`` can't cast ``card`` now under its own restrictions, or None."""
    for a in game.chars(card).abilities:
        if isinstance(a, CastRestriction) and not a.condition(game, player, card):
            return f"{game.name_of(card)} can't be cast now ({a.text})"
    return None


def cast_zone_refusal(game, card: int, player: int) -> str:
    """Why ``player`` can't cast ``card`` from the zone it is in (601.3), in words."""
    o = game.obj(card)
    for a in game.chars(card).abilities:
        if isinstance(a, CastFromZones) and o.zone in a.from_zones and o.owner == player:
            return f"{game.name_of(card)} can't be cast from {game.name_of(player)}'s {o.zone} now ({a.text})"
    return f"{game.name_of(card)} isn't in {game.name_of(player)}'s hand"


def cast_info(game, oid) -> dict:
    """How the spell (or the permanent it became, 400.7d) was cast:
    ``{"alternative": name or None, "additional": {name: times}}``; ``{}`` if it
    wasn't cast."""
    o = game.objects.get(oid)
    if o is None and oid in game.lki:
        o = game.lki[oid][0]
    return (o.linked.get("cast") if o is not None else None) or {}


def paid_additional(game, oid, name: str) -> int:
    """How many times the additional cost ``name`` was paid (0 if not)."""
    return cast_info(game, oid).get("additional", {}).get(name, 0)


def times_kicked(game, oid) -> int:
    """CR 702.33d: how many times the spell was kicked: its kicker costs paid ("kicker",
    multikicker's any number of times, and a second kicker cost, "second kicker")."""
    paid = cast_info(game, oid).get("additional", {})
    return sum(n for k, n in paid.items() if k == "kicker" or k.endswith(" kicker"))


def cast_with_alternative(game, oid, name: str) -> bool:
    return cast_info(game, oid).get("alternative") == name


def may_cast_from_exile(game, card: int, player: int) -> bool:
    """A permission an effect gave to cast ``card`` from exile (601.3): "Its owner may
    cast this card after the current turn has ended for as long as it remains
    exiled" (warp, 702.185a) is ``linked["may_cast"] = {"player": p, "after_turn": t}``
    on the exiled card (a new object if it leaves exile, 400.7)."""
    o = game.objects.get(card)
    perm = o.linked.get("may_cast") if o is not None and o.zone == "exile" else None
    if bool(perm) and perm.get("player") == player and game.turn > perm.get("after_turn", -1):
        return True
    return may_play_from_exile(game, card, player, land=False)


def grant_play_from_exile(game, card: int, player: int, until: str, lands: bool = True) -> None:
    """An effect lets ``player`` play ``card`` (cast it, or play it if it's a land: 305.1,
    601.2) from exile for a while: "You may play that card this turn" (``until``
    "end_of_turn"), "until the end of your next turn" ("end_of_next_turn").  The
    permission is on the exiled object (a new object if it leaves exile, 400.7);
    ``lands`` False for "you may cast" (no land play)."""
    o = game.obj(card)
    o.linked["may_play"] = {"player": player, "until": until, "turn": game.turn, "lands": lands,
                            "taken": game.turns_taken.get(player, 0)}


def _play_window_open(game, perm: dict) -> bool:
    if perm["until"] == "end_of_turn":           # 514.2: "this turn" / "until end of turn"
        return game.turn == perm["turn"]
    if perm["until"] == "end_of_next_turn":      # through the end of the player's next turn
        n = game.turns_taken.get(perm["player"], 0)
        return n <= perm["taken"] or (n == perm["taken"] + 1 and game.active_player == perm["player"])
    return False


def may_play_from_exile(game, card: int, player: int, land: bool) -> bool:
    """Does an effect let ``player`` play ``card`` from exile now (a land when
    ``land``, else cast it)?  Timing and the land play still apply (601.3, 305.2)."""
    o = game.objects.get(card)
    perm = o.linked.get("may_play") if o is not None and o.zone == "exile" else None
    if not perm or perm.get("player") != player or (land and not perm.get("lands")):
        return False
    return _play_window_open(game, perm)


def mana_text(mana: tuple) -> str:
    return "".join(mana) or "{0}"


@dataclass(frozen=True)
class CostModifier(StaticAbility):
    """CR 601.2f: a static ability that increases or reduces the total cost of
    spells.  ``modify(game, source, spell, caster, ctx)`` -> ``(more, less)``:
    mana symbols added, and generic mana taken away.  ``own_spell``: it changes
    the cost of the spell it is on ("This spell costs {1} less to cast ..."; it
    functions wherever the card is cast from); otherwise it is a permanent's and
    changes other spells' costs."""
    modify: Any = None
    own_spell: bool = False


def reduce_by_symbols(cost: tuple, by: tuple) -> tuple:
    """CR 118.7: reduce a cost by an amount of mana written as symbols ("reduce the cost by its
    mana cost"): generic and snow symbols reduce the generic component (118.7a, 118.7g); a
    colored or colorless symbol (a Phyrexian one as its color, 118.7f) takes off one symbol of
    that type, or generic mana where the cost has none of it left (118.7b-d). A hybrid symbol
    in ``by`` needs the payer's choice of half (118.7e), and a colored reduction of a cost with
    hybrid or Phyrexian symbols is not read here: RulesError."""
    rest, less = list(cost), 0
    for s in by:
        body = s.strip("{}").upper()
        if body.isdigit():
            less += int(body)
        elif body == "S":
            less += 1
        elif body == "X":
            continue                     # X is 0 in a mana cost outside the stack (107.3b)
        elif body in ("W", "U", "B", "R", "G", "C") or len(body) == 3 and body.endswith("/P"):
            color = body[0]
            if any("/" in r for r in rest):
                raise RulesError("a colored cost reduction of a cost with hybrid or Phyrexian symbols", "118.7")
            if f"{{{color}}}" in rest:
                rest.remove(f"{{{color}}}")
            else:
                less += 1
        else:
            raise RulesError(f"a cost reduced by the hybrid symbol {s} needs a choice of half", "118.7e")
    return reduce_generic(tuple(rest), less)


def reduce_generic(cost: tuple, less: int) -> tuple:
    """CR 601.2f: take ``less`` generic mana off a cost; it can't go below {0} (and
    reductions of generic mana don't reduce colored symbols)."""
    if less <= 0:
        return cost
    generic = sum(int(s.strip("{}")) for s in cost if s.strip("{}").isdigit())
    rest = tuple(s for s in cost if not s.strip("{}").isdigit())
    left = max(0, generic - less)
    return ((f"{{{left}}}",) if left else ()) + rest
