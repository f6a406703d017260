"""Venturing into the dungeon and dungeon cards (CR 701.49, 309): "Venture into the dungeon.",
a dungeon card's rooms ("Goblin Lair — Create a 1/1 red Goblin creature token. (Leads to:
Storeroom, Dark Pool)") compiled as room abilities, "you've completed a dungeon", "Whenever
you complete a dungeon".  The kernel side (the marker, bringing a dungeon in from outside the
game, completing it) is ``kernel/dungeons.py``."""
from __future__ import annotations

import re

from cardlang.kernel.dungeons import CompleteDungeonEvent, RoomAbility, completed, room_trigger, venture
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import CONDITIONS
from .targets import subjectless_actors
from .triggers import _Predicate, _occ, player_matcher, predicate

_LEADS_TO = re.compile(r"^\(\s*Leads to:\s*(.+?)\s*\)$")


def _the_dungeon(node) -> None:
    """"the dungeon" / "a dungeon": any dungeon card (309.1); "venture into Undercity" and
    other qualities (701.49d) aren't run here."""
    if not (isinstance(node, A.TypeName) and node.name == "dungeon"):
        raise Unrunnable(node, "venturing into a dungeon with a quality (701.49d)")


@handles(A.Venture)
def _venture(node, env):
    """CR 701.49: "Venture into the dungeon." (each player named ventures, in turn)."""
    _the_dungeon(node.dungeon)
    who = subjectless_actors(node, env)    # "Target player ... and ventures into the dungeon" (608.2c)

    def run(g, c):
        for p in who(g, c):
            if not g.players[p].lost:
                venture(g, p, cause=c.source)
    return run


def room_ability(word: A.AbilityWordAbility, reminder, env, text: str) -> RoomAbility:
    """309.4c: a dungeon's room: "[room name] — [effect]" is the room ability "When you move
    your venture marker into this room, [effect]"; the rooms its arrows lead to are printed as
    "(Leads to: A, B)" (none: the bottommost room, 309.5)."""
    from .sentences import compile_sentences
    body = word.body
    if not isinstance(body, A.PlainAbility):
        raise Unrunnable(body, "a room ability of this kind")
    room = word.word.text() if hasattr(word.word, "text") else str(word.word)
    leads: tuple = ()
    if reminder is not None:
        m = _LEADS_TO.match(reminder.text().strip())
        if m is None:
            raise Unrunnable(reminder, "this reminder on a room")
        leads = tuple(r.strip() for r in m.group(1).split(","))
    env.data["in_triggered"] = True
    env.data["divides_as_put"] = env   # 603.3d, 601.2d: a division is announced as it's put on the stack
    effect = compile_sentences(body.sentences, env)
    return RoomAbility(room_trigger(room), effect, tuple(env.targets), zones=("command",), text=text,
                       room=room, leads_to=leads, divide_total=env.data.get("divide_total"))


def _completed(node, env):
    """"you've completed a dungeon" (309.7)."""
    _the_dungeon(node.kind)
    return lambda g, c: bool(completed(g, c.controller))


CONDITIONS[A.CompletedDungeon] = _completed


@predicate(A.CompletesDungeon)
def _completes(pred, subj, env):
    """"Whenever you complete a dungeon" (309.7: as the dungeon is removed from the game)."""
    _the_dungeon(pred.kind)
    who = player_matcher(subj, env)

    def completes(g, ev, src):
        if isinstance(ev, CompleteDungeonEvent) and who(g, src, ev.player):
            return [_occ(player=ev.player)]
        return []
    return _Predicate(completes, player=True)
