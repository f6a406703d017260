"""Permissions to play a card from exile for a while (CR 601.2, 305.1; the card's
ordinary costs, timing and the land play still apply, 601.3, 305.2): "Exile the top
card of your library. Until end of turn, you may play that card." -- "you may cast it
this turn", "you may play those cards until the end of your next turn".

The permission is put on the exiled card itself (kernel/casting.py
``grant_play_from_exile``): if the card leaves exile it's a new object without it
(400.7).  Only the player who owns the card is given one here: the kernel casts and
plays only a player's own cards, so a card exiled from another player's library
stays a gap.
"""
from __future__ import annotations

from cardlang.kernel.casting import grant_play_from_exile
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles

#: the words of a duration -> the kernel's permission window
WINDOWS = {A.ThisTurn: "end_of_turn", A.UntilEndOfTurn: "end_of_turn", A.UntilEndOfYourNextTurn: "end_of_next_turn"}


def _window(node, env):
    dur = node.duration if node.duration is not None else env.data.get("duration_node")
    if dur is None:
        raise Unrunnable(node, "a permission with no duration")
    window = WINDOWS.get(type(dur))
    if window is None:
        raise Unrunnable(dur, "a permission for this long")
    return window


def _cards(what, env):
    """"that card", "it", "those cards", "them": the cards an earlier instruction of the
    ability exiled from the top of its controller's own library (interp/zone_effects.py)."""
    exiled = env.data.get("exiled_own_top")
    if exiled is None or not isinstance(what, (A.It, A.Them, A.ThatRef, A.ThoseRef)):
        raise Unrunnable(what, "playing a card not exiled from your own library by this ability")
    return exiled


def _grant(node, env, lands: bool):
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player playing a card")
    window = _window(node, env)
    cards = _cards(node.what, env)

    def run(g, c):
        for i in cards(g, c):
            if i in g.objects and g.objects[i].zone == "exile" and g.objects[i].owner == c.controller:
                grant_play_from_exile(g, i, c.controller, window, lands=lands)
                g.note(f"{g.name_of(c.controller)} may {'play' if lands else 'cast'} {g.name_of(i)} from exile "
                       f"({'this turn' if window == 'end_of_turn' else 'until the end of their next turn'})",
                       rule="601.2")
    return run


@handles(A.PlayEffect)
def play_effect(node, env):
    """"You may play that card this turn" (play: cast it, or play it if it's a land)."""
    return _grant(node, env, lands=True)


@handles(A.CastEffect)
def cast_effect(node, env):
    """"You may cast it this turn": a later cast, for its costs (not "without paying",
    not a cast as the ability resolves)."""
    if node.without_paying is not None:
        raise Unrunnable(node.without_paying, "casting without paying its mana cost")
    if node.duration is None and env.data.get("duration_node") is None:
        raise Unrunnable(node, "casting a card as the ability resolves")
    return _grant(node, env, lands=False)
