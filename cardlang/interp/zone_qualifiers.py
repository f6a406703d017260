"""Qualifiers about zones and counters: "a card an opponent owns from exile", "a spell cast from
exile" (601.2a), "creatures with +1/+1 counters on them" (122.1), "the number of creatures that
died this turn" (700.4: each counted as it last existed on the battlefield, 603.10a)."""
from __future__ import annotations

from cardlang.kernel.casting import cast_info
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles


@handles(A.FromExile, role="qualifier")
def _from_exile(node, env):
    """"a card ... from exile": a card in exile (406); "a spell from exile" (cast from exile):
    a spell on the stack whose card was cast from exile (601.2a, kernel ``cast_info``)."""
    def pred(g, c, i):
        o = g.objects.get(i)
        if o is None:
            return False
        if o.zone == "exile":
            return True
        return o.zone == "stack" and cast_info(g, i).get("from_zone") == "exile"
    return pred


@handles(A.WithCounters, role="qualifier")
def _with_counters(node, env):
    """"with +1/+1 counters on them", "with oil counters on them" (122.1): one or more."""
    from .counters import counter_name
    kind = counter_name(node.kind) if node.kind is not None else None

    def pred(g, c, i):
        o = g.objects.get(i)
        if o is None and i in g.lki:
            o = g.lki[i][0]   # 603.10a: as it last existed
        if o is None or i in g.players:
            return False
        return o.counters.get(kind, 0) > 0 if kind is not None else any(v > 0 for v in o.counters.values())
    return pred


def _died_events(g):
    return [e for e in g.events_this_turn("zone_change")
            if e.from_zone == "battlefield" and e.to_zone == "graveyard" and e.new_id is not None]


@handles(A.DiedThisTurnSuffix, role="qualifier")
def _died_this_turn(node, env):
    """"that died this turn" (700.4: put into a graveyard from the battlefield this turn):
    the permanent as it last existed there (603.10a)."""
    return lambda g, c, i: any(e.obj == i for e in _died_events(g))


def died_this_turn_count(flt, pred):
    """"the number of creatures that died this turn", "for each Zubera that died this turn":
    the permanents that died this turn (they are no longer on the battlefield: each is counted
    by its last known information, 603.10a) that match the rest of the description.  None if
    the filter doesn't say "that died this turn"."""
    if not any(isinstance(s, A.DiedThisTurnSuffix) for s in (flt.suffixes.items if flt.suffixes else ())):
        return None
    return lambda g, c: sum(1 for e in _died_events(g) if pred(g, c, e.obj))


def played_from(what):
    """"a card from exile" in "Whenever you play a card from exile": (the object phrase
    without "from exile", "exile"); the zone is where the card was played or cast from
    (the event's, 601.2a), not where the object is now.  (what, None) without one."""
    import dataclasses
    flt = getattr(what, "filter", None)
    sufs = tuple(getattr(getattr(flt, "suffixes", None), "items", ()) or ())
    if not isinstance(what, A.Quantified) or not any(isinstance(s, A.FromExile) for s in sufs):
        return what, None
    kept = tuple(s for s in sufs if not isinstance(s, A.FromExile))
    return dataclasses.replace(what, filter=dataclasses.replace(
        flt, suffixes=dataclasses.replace(flt.suffixes, items=kept))), "exile"


def _put_this_turn(g, i, from_zone=None, to_zone=None, reason=None) -> bool:
    """Object ``i`` is the one a zone change this turn made (400.7: a card that moved again
    since is another object), from ``from_zone`` / into ``to_zone`` / for ``reason``."""
    return any(e.new_id == i and (from_zone is None or e.from_zone == from_zone)
               and (to_zone is None or e.to_zone == to_zone) and (reason is None or e.reason == reason)
               for e in g.events_this_turn("zone_change"))


def _zone_word(where):
    """"there" (the zone the filter names, which the object is in) -> None; "graveyards" -> the zone."""
    if isinstance(where, A.ThereWord):
        return None
    name = getattr(getattr(where, "zone", where), "name", None)
    if name not in ("graveyard", "hand", "exile", "library", "battlefield"):
        raise Unrunnable(where, "this zone")
    return name


@handles(A.ThatWerePutFromBattlefield, role="qualifier")
def _put_from_battlefield(node, env):
    """"cards in your graveyard that were put there from the battlefield this turn" (400.7)."""
    to_zone = _zone_word(node.where)
    return lambda g, c, i: i in g.objects and _put_this_turn(g, i, "battlefield", to_zone)


@handles(A.ThatWerePutFromAnywhere, role="qualifier")
def _put_from_anywhere(node, env):
    """"cards in your graveyard that were put there from anywhere this turn" (400.7)."""
    to_zone = _zone_word(node.zone)
    return lambda g, c, i: i in g.objects and _put_this_turn(g, i, None, to_zone)


@handles(A.ThatYouCycledOrDiscarded, role="qualifier")
def _cycled_or_discarded(node, env):
    """"cards in your graveyard that you cycled or discarded this turn" (701.9a: a player
    discards from their own hand; 702.29a: cycling discards the card)."""
    return lambda g, c, i: (i in g.objects and g.objects[i].owner == c.controller
                            and _put_this_turn(g, i, "hand", None, "discard"))
