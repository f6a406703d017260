"""Plane cards (CR 311, 901): their abilities function from the command zone, chaos abilities
and "When you planeswalk to ~".

Phenomena (312) are planes' kin: "When you encounter ~" triggers as planeswalking turns the
phenomenon face up (312.5); the kernel then planeswalks away from it (704.6f).

A face-up plane's static abilities affect the game, its triggered abilities trigger and its
activated abilities can be activated from the command zone, and from nowhere else (311.4, 901.7):
:func:`in_command_zone` gives every ability of a plane face that zone. "Whenever you roll
{CHAOS}" is a chaos ability (311.7): it triggers on the kernel's ``chaos_ensues`` event (a chaos
symbol rolled on the planar die, 901.9b). "When you planeswalk to ~" triggers as the plane is
turned face up by planeswalking (701.31d). The planar die, planar decks and planeswalking are
the kernel's (``kernel/planechase.py``)."""
from __future__ import annotations

import dataclasses

from cardlang.kernel.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .triggers import _is_self, _occ, _Predicate, player_matcher, predicate

PLANAR_TYPES = ("Plane", "Phenomenon")


def in_command_zone(abilities: list, types: tuple) -> list:
    """311.4, 901.7: a plane's (or phenomenon's) abilities function from the command zone only."""
    if not any(t in types for t in PLANAR_TYPES):
        return abilities
    return [dataclasses.replace(a, zones=("command",))
            if isinstance(a, (StaticAbility, TriggeredAbility, ActivatedAbility)) else a for a in abilities]


@predicate(A.RollsChaos)
def _rolls_chaos(pred, subj, env: Env):
    """"Whenever you roll {CHAOS}": chaos ensues for this plane's controller (311.7, 901.9b)."""
    who = player_matcher(subj, env)

    def chaos(g, ev, src):
        if ev.kind == "marker" and ev.name == "chaos_ensues" and who(g, src, ev.data.get("player")):
            p = ev.data.get("player")
            return [_occ(subject=p, player=p)]
        return []
    return _Predicate(chaos, player=True)   # the zone: in_command_zone (a plane card's, 311.4)


@predicate(A.PlaneswalksTo, A.Encounters)
def _planeswalks_to(pred, subj, env: Env):
    """"When you planeswalk to ~": this plane is the card turned face up (701.31d); "When you
    encounter ~": this phenomenon is (312.5: moved off a planar deck and turned face up)."""
    card = pred.plane if isinstance(pred, A.PlaneswalksTo) else pred.phenomenon
    if not _is_self(card):
        raise Unrunnable(card, "planeswalking to another plane")
    who = player_matcher(subj, env)

    def to_here(g, ev, src):
        if ev.kind == "marker" and ev.name == "planeswalked" and ev.data.get("to") == src.id \
                and who(g, src, ev.data.get("player")):
            p = ev.data.get("player")
            return [_occ(subject=p, player=p)]
        return []
    return _Predicate(to_here, player=True)   # the zone: in_command_zone, as for any trigger of it
