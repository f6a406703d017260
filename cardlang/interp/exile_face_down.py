"""Exiling face down (CR 406.3): "look at the top four cards of target opponent's library, exile
one of them face down", "exile all cards from your hand face down", "Search target opponent's
library for a card and exile it face down".

The card is exiled as ``zones.exile`` exiles ("it", "that card" and "the exiled card" are then
the card in exile, 400.7j), face down: the kernel gives it no characteristics (406.3a,
``objects.FACE_DOWN_IN_EXILE``) and turns it face up just before a player casts or plays it as
an effect allows (406.3a; ``Game.cast_spell``, ``Game.play_land``). Who may look at it (406.3)
isn't modelled: the game's information is open to its scripts."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .past import record_move, remember
from .registry import handles
from .targets import acting_players
from .zones import _each


def _exile_one(g, c, i):
    new = g.move(i, "exile", reason="exile", cause=c.source, face_down=True)
    record_move(c, i, new)            # later parts of the effect find it in exile (400.7j)
    remember(c, "exile", [new] if new is not None else [])
    if new is not None:
        c.data.setdefault("exiled_face_down", []).append(new)


def _counted(run):
    """"then draws that many cards": how many this instruction exiled (608.2c)."""
    def counted(g, c):
        c.data["exiled_face_down"] = []
        run(g, c)
        c.data["that_many"] = len(c.data["exiled_face_down"])
    return counted


@handles(A.ExileFaceDown)
def exile_face_down(node, env):
    if node.subject is None or isinstance(node.subject, A.You):
        run = _each(node.what, env, _exile_one, "exile", node.subject)
    else:
        # "Target player exiles all cards from their hand face down, then draws that many
        # cards": the later verb is that player's (608.2c; targets.acting_players)
        who = acting_players(node, env)
        run = _each(node.what, env, _exile_one, "exile", node.subject, who=who)
    env.data["that_many"] = True
    # "return those cards to your hand": the exiled cards while still in exile (400.7)
    env.data["those"] = (None, lambda g, c: [i for i in c.data.get("exiled_face_down", [])
                                             if i in g.objects and g.objects[i].zone == "exile"], "cards")
    return _counted(run)
