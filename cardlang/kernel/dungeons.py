"""Dungeons and venturing into the dungeon (CR 309, 701.49).

Dungeon cards begin outside the game (309.2; kernel ``outside``: the cards a player owns
outside the game, 400.11).  Venturing (701.49) brings one into the command zone with the
player's venture marker on its topmost room (309.4a), moves the marker along an arrow (309.5a), or removes a
dungeon whose bottommost room the marker is on from the game and brings in another
(701.49c).  Each room has a room ability, "When you move your venture marker into this room,
[effect]" (309.4c): a triggered ability functioning in the command zone, controlled by the
dungeon's owner.  The marker is noted on the dungeon object (``linked[VENTURE_MARKER]``).  A
dungeon whose marker is on its bottommost room, with none of its room abilities waiting to
leave the stack, is removed from the game: a state-based action (309.6, 704.5t); removing it
completes it (309.7)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .abilities import TriggeredAbility
from .choices import Decision
from .events import Event
from .outside import bring_into_game, cards_outside, put_outside

VENTURE_MARKER = "venture_marker"
DUNGEON = "dungeon"          # Decision kind: which dungeon to bring in from outside the game (701.49a)
ROOM = "room"                # Decision kind: which arrow to follow (309.5a, 701.49b)


@dataclass(frozen=True)
class RoomAbility(TriggeredAbility):
    """A room ability (309.4c); ``room`` is its room's name (309.4b: flavor text, but it tells
    the rooms apart), ``leads_to`` the rooms its arrows point to (none: the bottommost room)."""
    room: str = ""
    leads_to: tuple = ()


def room_trigger(room: str):
    """309.4c: "When you move your venture marker into this room"."""
    def pattern(game, ev, source) -> bool:
        return isinstance(ev, VentureMarkerEvent) and ev.dungeon == source.id and ev.room == room
    return pattern


def rooms_of(face) -> list:
    return [a for a in face.abilities if isinstance(a, RoomAbility)]


def is_dungeon(face) -> bool:
    return "Dungeon" in face.types


@dataclass
class VentureMarkerEvent(Event):
    """The player puts or moves their venture marker into a room (309.4a, 309.5a)."""
    kind: ClassVar[str] = "venture_marker"
    rule: ClassVar[str] = "309.4"
    player: int = 0
    dungeon: int = 0
    room: str = ""

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        if self.dungeon in game.objects:
            game.objects[self.dungeon].linked[VENTURE_MARKER] = self.room

    def text(self, game):
        return f"{game.name_of(self.player)} moves their venture marker into {self.room} ({game.name_of(self.dungeon)})"


@dataclass
class CompleteDungeonEvent(Event):
    """309.7: the player completes a dungeon as it is removed from the game (it goes back
    outside the game, where it can be chosen again, 309.2)."""
    kind: ClassVar[str] = "complete_dungeon"
    rule: ClassVar[str] = "309.7"
    player: int = 0
    dungeon: int = 0
    name: str = ""

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        o = game.objects.get(self.dungeon)
        if o is None or o.zone != "command":
            return
        self.name = o.card.name
        put_outside(game, o.id)    # its room abilities still on the stack resolve (113.7a)
        game.dungeons_completed[o.owner] = tuple(game.dungeons_completed.get(o.owner, ())) + (o.card.name,)

    def text(self, game):
        return f"{game.name_of(self.player)} completes {self.name or game.name_of(self.dungeon)}"


def owned_dungeon(game, player: int) -> int | None:
    """The dungeon card ``player`` owns in the command zone (309.3: at most one)."""
    for i in game.zones["command"]:
        o = game.objects[i]
        if o.owner == player and is_dungeon(o.face):
            return i
    return None


def completed(game, player: int) -> tuple:
    """The names of the dungeons ``player`` has completed this game (309.7), in order."""
    return tuple(game.dungeons_completed.get(player, ()))


def _bring_in(game, player: int, cause, rule: str) -> None:
    """701.49a / 309.2a: choose a dungeon card one owns from outside the game, put it into
    the command zone, and put the venture marker on its topmost room (309.4a).  With none to
    choose, nothing happens (101.3)."""
    if owned_dungeon(game, player) is not None:
        return    # 309.3
    cards = [cd for cd in cards_outside(game, player) if cd.faces and is_dungeon(cd.faces[0])]
    if not cards:
        game.note(f"{game.name_of(player)} has no dungeon card outside the game to venture into", rule=rule)
        return
    names = list(dict.fromkeys(cd.name for cd in cards))
    d = Decision(DUNGEON, "choose a dungeon card you own from outside the game", player, names, rule=rule)
    ans = game.ask(d) if len(names) > 1 else names[0]
    card = next((cd for cd in cards if cd.name == ans), None)
    if card is None:
        from .errors import RulesError
        raise RulesError(f"{ans!r} is not a dungeon card {game.name_of(player)} owns outside the game", rule)
    nid = bring_into_game(game, player, card, "command")
    o = game.objects[nid]
    game.note(f"{game.name_of(player)} puts {card.name} into the command zone", rule="309.2a")
    rooms = rooms_of(o.face)
    if rooms:
        game.perform(VentureMarkerEvent(player=player, dungeon=nid, room=rooms[0].room, cause=cause))


def venture(game, player: int, cause=None) -> None:
    """CR 701.49: venture into the dungeon."""
    d = owned_dungeon(game, player)
    if d is None:
        _bring_in(game, player, cause, "701.49a")
        return
    o = game.objects[d]
    rooms = {r.room: r for r in rooms_of(o.face)}
    here = rooms.get(o.linked.get(VENTURE_MARKER))
    if here is None or not here.leads_to:
        # 701.49c: on the bottommost room: remove it (completing it), then bring in one
        game.perform(CompleteDungeonEvent(player=player, dungeon=d, cause=cause))
        _bring_in(game, player, cause, "701.49c")
        return
    nexts = list(here.leads_to)
    if len(nexts) > 1:
        d_ = Decision(ROOM, f"choose the room to move your venture marker into from {here.room}", player,
                      nexts, rule="309.5a")
        ans = game.ask(d_)
        if ans not in nexts:
            from .errors import RulesError
            raise RulesError(f"{ans!r} is not a room an arrow from {here.room} points to", "309.5a")
    else:
        ans = nexts[0]
    game.perform(VentureMarkerEvent(player=player, dungeon=d, room=ans, cause=cause))


def dungeon_completions(game) -> list:
    """704.5t / 309.6: a dungeon whose owner's venture marker is on its bottommost room, and
    that isn't the source of a room ability that has triggered but not yet left the stack,
    is removed from the game by its owner."""
    waiting = {t.ctx.source for t in game.pending_triggers if isinstance(t.ability, RoomAbility)}
    waiting |= {i.source for i in game.stack_items if isinstance(i.ability, RoomAbility)}
    events = []
    for i in list(game.zones["command"]):
        o = game.objects[i]
        if not is_dungeon(o.face) or i in waiting:
            continue
        rooms = {r.room: r for r in rooms_of(o.face)}
        here = rooms.get(o.linked.get(VENTURE_MARKER))
        if here is not None and not here.leads_to:
            events.append(CompleteDungeonEvent(player=o.owner, dungeon=i, cause="704.5t"))
    return events
