"""Shared test data and helpers for kernel tests (imported as kernel_helpers,
a unique module name, so another conftest.py can never shadow it).  Cards here are test data built the way
the interpreter will build them; the kernel itself knows no card names."""
from __future__ import annotations

import pytest

from cardlang.kernel import (THIS_TURN, DefaultChooser, Game, ScriptedChooser, SpellAbility, StaticAbility, TargetSpec,
                             TriggeredAbility, card, double_damage, prevent_next, until_your_next_turn)
from cardlang.kernel.objects import CardDef, face


def is_player_or_pw(game, ctx, t):
    return t in game.players or "Planeswalker" in game.chars(t).types


def any_target(game, ctx, t):
    # 115.4: creature, player, planeswalker or battle
    return t in game.players or any(x in game.chars(t).types for x in ("Creature", "Planeswalker", "Battle"))


def creature_target(game, ctx, t):
    return t in game.objects and game.chars(t).is_creature


def deal_n(n):
    def eff(game, ctx):
        for t in ctx.legal_targets():
            game.deal_damage(ctx.source, t, n)
    return eff


def shield_n(n):
    def eff(game, ctx):
        for t in ctx.legal_targets():
            game.add_replacement(prevent_next(f"prevent the next {n} damage to {game.name_of(t)}", n,
                                              lambda g, e, t=t: e.recipient == t, duration=THIS_TURN,
                                              source=ctx.source, controller=ctx.controller))
    return eff


LAVA_AXE = card("Lava Axe", "{4}{R}", "Sorcery", abilities=(
    SpellAbility(deal_n(5), (TargetSpec("target player or planeswalker", is_player_or_pw),),
                 text="Lava Axe deals 5 damage to target player or planeswalker."),))

MENDING_HANDS = card("Mending Hands", "{W}", "Instant", abilities=(
    SpellAbility(shield_n(4), (TargetSpec("any target", any_target),),
                 text="Prevent the next 4 damage that would be dealt to any target this turn."),))

SHOCK = card("Shock", "{R}", "Instant", abilities=(
    SpellAbility(deal_n(2), (TargetSpec("any target", any_target),), text="Shock deals 2 damage to any target."),))


def _fireball_effect(game, ctx):
    game.deal_damage_divided(ctx.source, ctx.divided)


FIREBALL_LIKE = card("Divided Blast", "{X}{R}", "Sorcery", abilities=(
    SpellAbility(_fireball_effect, (TargetSpec("any number of targets", any_target, count=2, divide=True),),
                 divide_total=lambda ctx: ctx.x, text="deals X damage divided as you choose among two targets"),))

BEARS = card("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2")
LIBRARY_FILLER = card("Ornithopter", "{0}", "Artifact Creature — Thopter", "0/2")
OGRE = card("Gray Ogre", "{2}{R}", "Creature — Ogre", "2/2")
GIANT = card("Hill Giant", "{3}{R}", "Creature — Giant", "3/3")


def _doubling_scheme_trigger(game, ev, src):
    return ev.kind == "marker" and ev.name == "scheme_set_in_motion" and ev.data.get("scheme") == src.id


def _doubling_scheme_effect(game, ctx):
    game.add_replacement(double_damage("damage doubling (scheme)", source=ctx.source, controller=ctx.controller,
                                       duration=until_your_next_turn(ctx.controller)))


DOUBLING_SCHEME = card("Doubling Scheme", None, "Scheme", abilities=(
    TriggeredAbility(_doubling_scheme_trigger, _doubling_scheme_effect, zones=("command",),
                     text="When you set this scheme in motion, until your next turn, if a source would deal "
                          "damage, it deals double that damage instead."),))


def main_phase_game(*answers, seed=0, life=20, library=0):
    """Alice and Bob, Alice's first main phase (turn 1).  ``library``: that many plain
    cards in each player's library, for games that go on into later draw steps (a player
    who draws from an empty library loses, 704.5b, and the game ends, 104.2a)."""
    ch = ScriptedChooser(list(answers), fallback=DefaultChooser())
    g = Game(["Alice", "Bob"], seed=seed, chooser=ch, starting_life=life)
    for p in g.order:
        for _ in range(library):
            g.add_card(p, LIBRARY_FILLER, "library")
    g.start()
    g.goto("main1")
    return g, ch

