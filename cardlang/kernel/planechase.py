"""Planechase (CR 901): planar decks, the face-up plane, the planar die and planeswalking.

Plane cards stay in the command zone all game (311.2, 901.4). Each player's planar deck is
an ordered tuple of face-down plane cards there, top first (``Game.planar_decks``: player →
ids; a tuple, replaced on each change, so a savepoint restores it). A face-down card has no
characteristics (708.2), so none of its abilities function; a face-up plane's abilities
function from the command zone (311.4, 901.7). The face-up plane's controller is the planar
controller: the active player (311.5, 901.6), set as each turn begins and as a plane is
turned face up.

Rolling the planar die is a special action of the active player (901.9), costing {1} more for
each time they took it earlier this turn (``Game.planar_rolls``, reset as each turn begins).
Its faces are one Planeswalker symbol, one chaos symbol and four blanks (901.3a): chaos ensues
(a ``chaos_ensues`` marker event, which the planes' chaos abilities trigger on, 311.7), or the
planeswalking ability triggers (901.8: no source, controlled by the player who rolled), whose
resolution is :func:`planeswalk` (701.31b). A face-up phenomenon is planeswalked away from by a
state-based action once its "When you encounter ~" ability has left the stack (704.6f, 312.7):
:func:`phenomenon_sba`."""
from __future__ import annotations

from typing import Sequence

from .abilities import Context, TriggeredAbility
from .errors import RulesError
from .events import MarkerEvent
from .mana import SpendTarget
from .objects import GameObject

#: the planar die's six faces (901.3a)
PLANAR_DIE = ("planeswalker", "chaos", "blank", "blank", "blank", "blank")
PLANAR_TYPES = ("Plane", "Phenomenon")


def is_planar(game, oid: int) -> bool:
    o = game.objects.get(oid)
    return o is not None and any(t in o.printed_face.types for t in PLANAR_TYPES)


def face_up_planes(game) -> list[int]:
    """The face-up plane and phenomenon cards in the command zone (901.7)."""
    return [i for i in game.zones["command"] if is_planar(game, i) and not game.objects[i].face_down]


def is_planechase(game) -> bool:
    """A Planechase game: one with plane cards (701.31a, 901.1)."""
    return bool(game.planar_decks) or bool(face_up_planes(game))


def add_to_planar_deck(game, player: int, oid: int) -> None:
    """Game setup: the plane card ``oid`` (in the command zone) goes face down to the bottom
    of ``player``'s planar deck (901.3, 901.4)."""
    o = game.objects[oid]
    if o.zone != "command" or not is_planar(game, oid):
        raise RulesError(f"{o.printed_face.name} isn't a plane or phenomenon card in the command zone", "901.3")
    o.face_down = True
    game.planar_decks[player] = game.planar_decks.get(player, ()) + (oid,)


def set_planar_controller(game) -> None:
    """901.6: the controller of a face-up plane or phenomenon is the planar controller,
    normally the active player."""
    for i in face_up_planes(game):
        game.objects[i].controller = game.active_player


def roll_planar_die(game, player, payment: Sequence[int] | None = None) -> str:
    """The special action of 901.9: the active player, with priority and the stack empty,
    during a main phase of their turn, rolls the planar die. It costs {N}, N the number of
    times they took this action earlier this turn. Everything is checked before anything
    changes (732). Returns the face rolled."""
    p = game.pid(player)
    game._need_priority(p, "901.9")
    if not is_planechase(game):
        raise RulesError("there is no planar die outside a Planechase game", "901.3")
    if not game.sorcery_timing(p):     # the same window as a sorcery's (307.1)
        raise RulesError("only the active player may roll the planar die, during a main phase of their turn "
                         "while the stack is empty", "901.9")
    cost = (f"{{{game.planar_rolls}}}",) if game.planar_rolls else ()
    spend = SpendTarget("cost")
    mana = game.choose_payment(p, cost, 0, spend, payment)
    # ---- commit ----
    game.passes = 0
    game._spend(p, mana, spend)
    game.planar_rolls += 1
    face = PLANAR_DIE[game.rng.randrange(len(PLANAR_DIE))]
    game.note(f"{game.name_of(p)} takes the special action of rolling the planar die", rule="901.9")
    game.perform(MarkerEvent(name="planar_die_rolled", data={"player": p, "face": face},
                             say=f"{game.name_of(p)} rolls the planar die: {face}"))
    if face == "chaos":   # 901.9b, 311.7: chaos ensues
        game.perform(MarkerEvent(name="chaos_ensues", data={"player": p}, say="chaos ensues"))
    elif face == "planeswalker":   # 901.9c, 901.8: the planeswalking ability triggers
        from .stack import PendingTrigger
        text = "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."
        ability = TriggeredAbility(lambda g, e, s: False, lambda g, c: planeswalk(g, c.controller), text=text)
        game.pending_triggers.append(PendingTrigger(ability, Context(source=None, controller=p), text))
    game.give_priority(p)   # 901.9a-c: the active player gets priority (116.3)
    return face


def planeswalk(game, player: int) -> None:
    """701.31b: each face-up plane and phenomenon card goes face down to the bottom of its
    owner's planar deck (a new object, 311.6), then ``player`` turns the top card of their
    planar deck face up. Only the planar controller planeswalks (701.31a)."""
    if player != game.active_player:
        game.note(f"{game.name_of(player)} isn't the planar controller and doesn't planeswalk", rule="701.31a")
        return
    away = []
    for oid in face_up_planes(game):
        o = game.objects.pop(oid)
        game.zones["command"].remove(oid)
        nid = game._new_id()
        game.objects[nid] = GameObject(id=nid, card=o.card, owner=o.owner, controller=o.owner, zone="command",
                                       face_down=True, timestamp=game.new_timestamp())
        game.zones["command"].append(nid)
        game.planar_decks[o.owner] = game.planar_decks.get(o.owner, ()) + (nid,)
        away.append(oid)
    deck = game.planar_decks.get(player, ())
    to = None
    if deck:
        to, game.planar_decks[player] = deck[0], deck[1:]
        o = game.objects[to]
        o.face_down = False
        o.timestamp = game.new_timestamp()
        set_planar_controller(game)
    name = game.name_of(to) if to is not None else "no plane (their planar deck is empty)"
    game.perform(MarkerEvent(name="planeswalked", data={"player": player, "to": to, "away": away},
                             say=f"{game.name_of(player)} planeswalks to {name}"))


def phenomenon_sba(game) -> bool:
    """704.6f, 312.7: a face-up phenomenon that isn't the source of a triggered ability that has
    triggered but not yet left the stack: the planar controller planeswalks. True if done."""
    waiting = {t.ctx.source for t in game.pending_triggers} | \
              {it.source for it in game.stack_items if it.kind == "trigger"}
    for oid in face_up_planes(game):
        if "Phenomenon" in game.objects[oid].printed_face.types and oid not in waiting:
            game.note(f"{game.name_of(oid)} is a face-up phenomenon whose ability has left the stack",
                      rule="704.6f", kind="sba")
            planeswalk(game, game.active_player)
            return True
    return False
