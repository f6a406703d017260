"""Manifest (CR 701.40) and manifest dread (701.62): a card put onto the battlefield face down
as a 2/2 creature (708.2a, ``objects.FACE_DOWN``), and turning a manifested permanent face up.

The card is turned face down before it moves (701.40a), so what looks at the entering object
(its own "enters with" and enters-triggered abilities, a Saga's lore counter) sees a nameless,
textless 2/2; if it can't enter, it stays where it was, face up (701.40f). Its controller may
turn it face up any time they have priority by paying its mana cost if it's a creature card
(701.40b: a special action, 116.2b, with the card's own mana cost); an instant or sorcery card
can't be turned face up this way (701.40g)."""
from __future__ import annotations

from typing import Any

from .abilities import Cost
from .events import MarkerEvent

MANIFEST = "manifest"          # decision: which of the cards looked at is manifested (701.62a)


def turn_face_up(game, oid: int, cause: Any = None) -> None:
    """CR 708.8: the permanent turns face up and regains its normal characteristics; it gets a
    new timestamp (613.7f); it doesn't enter the battlefield again (no enters triggers); it is
    no longer a manifested permanent (701.40a)."""
    o = game.objects[oid]
    o.face_down = False
    o.manifested = False
    o.timestamp = game.new_timestamp()
    game.perform(MarkerEvent(name="turned_face_up", data={"obj": oid},
                             say=f"{game.name_of(oid)} is turned face up", cause=cause))


def manifest(game, player: int, card: int, cause: Any = None) -> int | None:
    """CR 701.40a: turn ``card`` face down and put it onto the battlefield under ``player``'s
    control; returns the permanent's id (None if it didn't enter, 701.40f)."""
    o = game.objects.get(card)
    if o is None or o.zone == "battlefield":
        return None
    was = o.face_down
    o.face_down = True
    new = game.move(card, "battlefield", reason="manifest", cause=cause, controller=player, face_down=True)
    if card in game.objects:
        game.objects[card].face_down = was     # 701.40f: it stays in its zone, as it was
    if new is None or new not in game.objects or game.objects[new].zone != "battlefield":
        return None
    game.objects[new].manifested = True
    game.note(f"{game.name_of(player)} manifests a card", rule="701.40a")
    return new


def manifest_dread(game, player: int, cause: Any = None) -> int | None:
    """CR 701.62a: look at the top two cards of the library, manifest one of them (the player
    chooses), then put the cards looked at that weren't manifested into the graveyard. Returns
    the manifested permanent (None if there was no card, or it couldn't enter)."""
    lib = game.zones[f"library:{player}"]
    seen = list(reversed(lib[-2:]))            # top first (the top card is the last, library.py)
    if not seen:
        return None
    pick = game._ask_cards(MANIFEST, "choose the card to manifest (the other goes to the graveyard)",
                           player, seen, 1, 1, "701.62a")[0]
    new = manifest(game, player, pick, cause=cause)
    for i in seen:
        if i != pick and i in game.objects and game.objects[i].zone == "library":
            game.move(i, "graveyard", reason="manifest dread", cause=cause)
    game.perform(MarkerEvent(name="manifested_dread", data={"player": player, "manifested": new},
                             say=f"{game.name_of(player)} manifests dread", cause=cause))   # 701.62b
    return new


def manifest_turn_up_action(game, oid: int):
    """CR 701.40b: the special action that turns a manifested permanent face up for the mana
    cost of the card representing it, if it's a creature card with a mana cost."""
    from .special_actions import SpecialAction
    o = game.objects[oid]
    f = o.printed_face
    cost = Cost(mana=tuple(f.mana_cost or ()))

    def refusal(g, p, card):
        ob = g.objects[card]
        if not (ob.face_down and ob.manifested):
            return f"{g.name_of(card)} isn't a manifested permanent"
        pf = ob.printed_face
        if "Creature" not in pf.types or pf.mana_cost is None:
            return "only a creature card with a mana cost can be turned face up this way (701.40b, 701.40g)"
        return None

    def perform(g, p, card, ctx):
        turn_face_up(g, card, cause=p)
    return SpecialAction(name="turn face up", from_zones=("battlefield",), cost=cost, refusal=refusal,
                         rule="701.40b", perform=perform)
