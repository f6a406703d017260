"""Predefined tokens (CR 111.10): data, not card names in the kernel's logic."""
from __future__ import annotations

from .abilities import ActivatedAbility, Context, Cost, ManaAbility, keyword
from .choices import Decision, MANA_TYPE
from .mana import Mana, ManaRider
from .objects import CardDef, FaceDef


def _any_color(game, ctx: Context) -> list[Mana]:
    d = Decision(MANA_TYPE, "choose a color of mana", ctx.controller, ["W", "U", "B", "R", "G"], rule="106.1")
    t = game.ask(d)
    if t not in ("W", "U", "B", "R", "G"):
        from .errors import RulesError
        raise RulesError(f"{t!r} isn't a color of mana", "106.1")
    return [Mana(t)]


def _transform_self(game, ctx: Context) -> None:
    game.transform(ctx.source, ctx=ctx)


def _gain3(game, ctx):
    game.gain_life(ctx.controller, 3, cause=ctx.source)


def _draw1(game, ctx):
    game.draw(ctx.controller, 1, cause=ctx.source)


# 111.10h: "This mana can't be spent to cast a nonartifact spell."
POWERSTONE_RIDER = ManaRider(
    "This mana can't be spent to cast a nonartifact spell.",
    restriction=lambda game, spend: spend.kind != "spell" or "Artifact" in spend.chars.types)

_T = {
    # 111.10a
    "Treasure": CardDef((FaceDef("Treasure", None, ("Artifact",), (), ("Treasure",), abilities=(
        ManaAbility(Cost(tap=True, sacrifice_self=True), _any_color, "{T}, Sacrifice this token: Add one mana of any color."),)),),
        token=True),
    # 111.10b
    "Food": CardDef((FaceDef("Food", None, ("Artifact",), (), ("Food",), abilities=(
        ActivatedAbility(Cost(("{2}",), tap=True, sacrifice_self=True), _gain3, text="{2}, {T}, Sacrifice this token: You gain 3 life."),)),),
        token=True),
    # 111.10c
    "Gold": CardDef((FaceDef("Gold", None, ("Artifact",), (), ("Gold",), abilities=(
        ManaAbility(Cost(sacrifice_self=True), _any_color, "Sacrifice this token: Add one mana of any color."),)),),
        token=True),
    # 111.10d
    "Walker": CardDef((FaceDef("Walker", None, ("Creature",), (), ("Zombie",), ("black",), 2, 2),), token=True),
    # 111.10f
    "Clue": CardDef((FaceDef("Clue", None, ("Artifact",), (), ("Clue",), abilities=(
        ActivatedAbility(Cost(("{2}",), sacrifice_self=True), _draw1, text="{2}, Sacrifice this token: Draw a card."),)),),
        token=True),
    # 111.10h
    "Powerstone": CardDef((FaceDef("Powerstone", None, ("Artifact",), (), ("Powerstone",), abilities=(
        ManaAbility(Cost(tap=True), lambda g, c: [Mana("C", (POWERSTONE_RIDER,))],
                    "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),)),), token=True),
    # 111.10i / 701.53b: a double-faced token
    "Incubator": CardDef((
        FaceDef("Incubator", None, ("Artifact",), (), ("Incubator",), abilities=(
            ActivatedAbility(Cost(("{2}",)), _transform_self, text="{2}: Transform this token."),)),
        FaceDef("Phyrexian Token", None, ("Artifact", "Creature"), (), ("Phyrexian",), None, 0, 0),
    ), layout="transform", token=True),
}


def predefined(name: str) -> CardDef:
    try:
        return _T[name]
    except KeyError:
        raise KeyError(f"no predefined token {name!r} (CR 111.10); known: {', '.join(sorted(_T))}") from None


def predefined_names() -> list[str]:
    return sorted(_T)
