"""Cards outside the game (CR 400.11): cards a player owns that are in no zone, such as
their dungeons (309.2) and their sideboard's Lessons (701.48a).  ``Game.outside[player]`` is
a tuple of ``CardDef`` (replaced, never mutated, so a savepoint's copy stays whole); they are
no objects.  An effect that brings one into the game makes a new object in a zone (400.7)."""
from __future__ import annotations

from .objects import GameObject


def cards_outside(game, player: int) -> tuple:
    """The cards ``player`` owns outside the game."""
    return tuple(game.outside.get(player, ()))


def bring_into_game(game, player: int, card, zone: str) -> int:
    """Take ``card`` (one ``player`` owns outside the game) into ``zone`` as a new object
    that player owns (and controls, in the command zone).  Returns its id."""
    rest = list(game.outside.get(player, ()))
    rest.remove(card)
    game.outside[player] = tuple(rest)
    nid = game._new_id()
    o = GameObject(id=nid, card=card, owner=player, controller=player, zone=zone,
                   timestamp=game.new_timestamp(), entered_turn=game.turn)
    game.objects[nid] = o
    game.zones[game.zone_key(zone, player)].append(nid)
    if card not in game.card_pool and not card.token:
        game.card_pool.append(card)
    return nid


def put_outside(game, oid: int) -> None:
    """The object leaves the game; its card goes back outside the game, its owner's (309.5b:
    a dungeon removed from the game can be chosen again).  Its last known information stays
    (113.7a: its abilities on the stack resolve)."""
    o = game.objects[oid]
    game.lki[oid] = (o, game.chars(oid))
    game.zones[game.zone_key(o.zone, o.owner)].remove(oid)
    del game.objects[oid]
    game.outside[o.owner] = tuple(game.outside.get(o.owner, ())) + (o.card,)


def outside_matching(game, player: int, test) -> list:
    """The cards ``player`` owns outside the game for which ``test(id)`` holds, judged by their
    own characteristics (400.11: they're in no zone; no effect of the game applies to them):
    each is looked at as a transient object known only to the last known information."""
    from .objects import base_characteristics
    out = []
    for cd in cards_outside(game, player):
        nid = game._new_id()
        o = GameObject(id=nid, card=cd, owner=player, controller=player, zone="outside")
        game.lki[nid] = (o, base_characteristics(o))
        try:
            if test(nid):
                out.append(cd)
        finally:
            del game.lki[nid]
    return out
