"""Counting what you did this turn: "for each spell you've cast this turn", "the number of
cards you've drawn this turn", "for each card you've discarded this turn", "each card
you've cycled or discarded this turn", "the number of permanents you've sacrificed this
turn", "for each creature that died this turn" (700.4: put into a graveyard from the
battlefield, anyone's).

These are counts of events of the turn (the kernel's record of them), not of objects that
exist now: a spell cast this turn has usually left the stack (400.7).  Each object is
matched as it was when the event happened (its last known information, 608.2h): a spell as
it was cast (601.2i), a card as it was drawn (121.1) or discarded from the hand (701.9a), a
permanent as it was sacrificed by its controller (701.21a).  Cycling discards the card
(702.29a), so "cycled or discarded" counts the cards discarded."""
from __future__ import annotations

import dataclasses

from cardlang.syntax import ast as A

from .registry import Unrunnable


HISTORY_SUFFIXES = (A.YouDidToThisTurn, A.DiedThisTurnSuffix)


def _deed_of(flt):
    suffixes = flt.suffixes.items if getattr(flt, "suffixes", None) else ()
    deeds = [s for s in suffixes if isinstance(s, HISTORY_SUFFIXES)]
    if not deeds:
        return None, flt
    if len(deeds) > 1:
        raise Unrunnable(deeds[1], "two deeds this turn")
    rest = tuple(s for s in suffixes if not isinstance(s, HISTORY_SUFFIXES))
    return deeds[0], dataclasses.replace(flt, suffixes=dataclasses.replace(flt.suffixes, items=rest))


def _known(g, i) -> bool:
    return i is not None and (i in g.objects or i in g.lki)


def _cast(g, c, pred):
    """601.2i: the spells you cast this turn, each as it was cast (on the stack)."""
    return [e.data["spell"] for e in g.events_this_turn("spell_cast")
            if e.data.get("controller") == c.controller and _known(g, e.data.get("spell"))
            and pred(g, c, e.data["spell"])]


def _drawn(g, c, pred):
    """121.1: the cards you drew this turn (a draw from an empty library draws nothing, 121.4)."""
    return [e.drawn for e in g.events_this_turn("draw")
            if e.player == c.controller and _known(g, e.drawn) and pred(g, c, e.drawn)]


def _discarded(g, c, pred):
    """701.9a: the cards discarded from your hand this turn (as they were in your hand)."""
    return [e.obj for e in g.events_this_turn("zone_change")
            if e.reason == "discard" and e.from_zone == "hand" and e.obj in g.lki
            and g.lki[e.obj][0].owner == c.controller and pred(g, c, e.obj)]


def _sacrificed(g, c, pred):
    """701.21a: the permanents you sacrificed this turn (as they last existed, 608.2h)."""
    return [e.obj for e in g.events_this_turn("zone_change")
            if e.reason == "sacrifice" and e.last_known is not None
            and e.last_known.controller == c.controller and e.obj in g.lki and pred(g, c, e.obj)]


def _died(g, c, pred):
    """700.4: the creatures put into a graveyard from the battlefield this turn, as they last
    existed on the battlefield (603.10a, 608.2h); anyone's."""
    return [e.obj for e in g.events_this_turn("zone_change")
            if e.from_zone == "battlefield" and e.to_zone == "graveyard" and e.last_known is not None
            and e.last_known.is_creature and e.obj in g.lki and pred(g, c, e.obj)]


DEEDS = {A.TurnCast: (_cast, "spell"), A.TurnDrawn: (_drawn, "card"), A.TurnDiscarded: (_discarded, "card"),
         A.TurnCycledOrDiscarded: (_discarded, "card"), A.TurnSacrificed: (_sacrificed, "permanent")}


def objects_done_this_turn(flt, env):
    """"spells you've cast this turn" -> fn(game, ctx) -> the ids of those objects as they
    were (last known information, 608.2h), or None if the filter says nothing about this turn."""
    from .targets import filter_pred
    deed, rest = _deed_of(flt)
    if deed is None:
        return None
    entry = (_died, "permanent") if isinstance(deed, A.DiedThisTurnSuffix) else DEEDS.get(type(deed.deed))
    if entry is None:
        raise Unrunnable(deed.deed, f"counting what you {type(deed.deed).__name__[4:].lower()} this turn")
    count, noun = entry
    words = [w for g in rest.types.items if isinstance(g, A.TypeGroup) for w in g.words]
    nouns = {w.name.name for w in words if isinstance(w, A.TypeWord) and w.name.category == "object"}
    nouns -= {"token"}   # "nontoken creature": a quality of the object, matched on it as it was
    if nouns - {noun}:
        raise Unrunnable(rest, f"counting {', '.join(sorted(nouns - {noun}))}s you did this to")
    pred, _ = filter_pred(rest, env)
    return lambda g, c: count(g, c, pred)


def number_done_this_turn(flt, env):
    """"the number of spells you've cast this turn" -> fn(game, ctx) -> int, or None."""
    ids = objects_done_this_turn(flt, env)
    return None if ids is None else (lambda g, c: len(ids(g, c)))
