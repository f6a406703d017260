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

from cardlang.kernel.casting import PlayLandsFromZones, grant_play_from_exile
from cardlang.syntax import ast as A
from cardlang.syntax.vocabulary_data import SUBTYPES

from .may_statics import MAY_STATICS

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
    if node.duration is None and env.data.get("duration_node") is None:
        if node.without_paying is None:
            raise Unrunnable(node, "casting a card as the ability resolves for its costs")
        return cast_without_paying(node, env)
    if node.without_paying is not None:
        raise Unrunnable(node.without_paying, "a permission to cast without paying its mana cost")
    return _grant(node, env, lands=False)


# ---- casting as the ability resolves, without paying (608.2g, 118.9) --------------------------
FREE = "without paying its mana cost"


def _spell_filter(flt: A.Filter) -> A.Filter:
    """"a spell with mana value 4 or less from your hand": the card that will be cast (a
    card until it's cast, 601.2a; lands can't be cast, 305.9)."""
    groups = []
    for grp in flt.types.items:
        if isinstance(grp, A.TypeGroup):
            grp = A.TypeGroup(tuple(A.TypeWord(w.negation, A.TypeName("object", "card", w.name.plural))
                                    if (w.name.category, w.name.name) == ("object", "spell") else w
                                    for w in grp.words))
        groups.append(grp)
    return A.Filter(flt.adjectives, A.TypeWords(tuple(groups)), flt.suffixes)


def cast_free_now(g, player: int, card: int, source) -> bool:
    """CR 608.2g: ``player`` casts ``card`` as the ability resolves, paying no mana cost
    (an alternative cost, 118.9; X is 0, 107.3b): the card is given that alternative
    cost for this cast only.  A cast the rules refuse changes nothing (732)."""
    from cardlang.kernel import RulesError
    from cardlang.kernel.abilities import Cost
    from cardlang.kernel.casting import AlternativeCost
    from cardlang.kernel.layers import grant
    o = g.objects.get(card)
    if o is None:
        return False
    alt = AlternativeCost(name=FREE, cost=Cost(), from_zones=(o.zone,),
                          condition=lambda gg, p, i: gg.objects[i].linked.get("cast_now") == FREE,
                          text="(you may cast it without paying its mana cost)")
    ids = frozenset({card})
    eff = g.add_effect(grant(FREE, [alt], lambda gg, ch: ch.id in ids, locked=ids, source=source))
    o.linked["cast_now"] = FREE
    try:
        g.cast_spell(player, card, using=[FREE], during_resolution=True, x=0)
        return True
    except RulesError as e:
        g.note(f"{g.name_of(player)} can't cast {g.name_of(card)}: {e}", rule="608.2g")
        return False
    finally:
        eff.ended = True
        g.effects = [e for e in g.effects if not e.ended]
        if card in g.objects:
            g.objects[card].linked.pop("cast_now", None)


def cast_without_paying(node: A.CastEffect, env):
    """"You may cast a spell with mana value 4 or less from your hand without paying its
    mana cost", "you may cast target instant card from your graveyard without paying its
    mana cost" (608.2g: as the ability resolves; "may" is asked first, interp/sentences)."""
    from .targets import choose_among, filter_pred, resolver
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player casting a card")
    what = node.what
    if isinstance(what, A.Target):
        sufs = what.filter.suffixes.items
        if not any(isinstance(s, A.FromZone) and isinstance(s.zone, A.ZoneRef) and isinstance(s.zone.owner, A.Your)
                   for s in sufs):
            raise Unrunnable(what, "casting a card from another player's zone")
        cards = resolver(what, env)
        choose = None
    elif isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        sufs = what.filter.suffixes.items
        zones = [s.zone for s in sufs if isinstance(s, A.FromZone)]
        if not (len(zones) == 1 and isinstance(zones[0], A.ZoneRef) and isinstance(zones[0].owner, A.Your)
                and getattr(zones[0].zone, "name", "") in ("hand", "graveyard")):
            raise Unrunnable(what, "casting a card from there")
        pred, kind = filter_pred(_spell_filter(what.filter), env)
        if kind != "card":
            raise Unrunnable(what, "casting this")
        cards = None

        def choose(g, c, p):
            cands = [i for i, o in g.objects.items() if o.owner == p and o.zone in ("hand", "graveyard")
                     and "Land" not in g.chars(i).types and pred(g, c, i)]
            return choose_among(g, p, cands, 1, "choose", "a card to cast without paying its mana cost")
    elif isinstance(what, (A.It, A.ThatRef)) and env.data.get("exiled_until") is not None:
        # "exiles cards from the top of their library until they exile a nonland card. You may
        # cast that card without paying its mana cost." (interp/exile_until.py)
        cards, choose = env.data["exiled_until"], None
    else:
        raise Unrunnable(what, "casting this")

    def run(g, c):
        p = c.data.get("acting_player", c.controller)
        picks = choose(g, c, p) if choose is not None else [i for i in cards(g, c) if i in g.objects]
        for i in picks:
            cast_free_now(g, p, i, c.source)
    return run


# ---- a permanent's permission to play lands from a zone (305.1) ------------------------------
LAND_WORDS = frozenset({"land"}) | frozenset(w.lower() for w in SUBTYPES.get("land", ()))


def play_lands_from_zone(node: A.MayEffect, env):
    """"You may play lands from your graveyard." / "You may play Forests from your graveyard."
    (a static ability of a permanent: its controller may play those land cards they own from
    that zone; one land a turn and the timing still apply, 305.1-2)."""
    eff = node.effect
    if eff.subject is not None or eff.duration is not None or not isinstance(eff.what, A.AllMatching):
        raise Unrunnable(eff, "playing these cards")
    flt = eff.what.filter
    zones = [s for s in flt.suffixes.items if isinstance(s, A.FromZone)]
    if len(zones) != 1:
        raise Unrunnable(flt, "playing cards from this zone")
    zone = zones[0].zone
    if not (isinstance(zone, A.ZoneRef) and isinstance(zone.owner, A.Your) and zone.zone.name == "graveyard"):
        raise Unrunnable(zone, "playing lands from this zone")
    words = [w.name.name.lower() for g in flt.types.items for w in g.words]
    if not words or any(w not in LAND_WORDS for w in words) or any(
            w.negation is not None for g in flt.types.items for w in g.words):
        raise Unrunnable(flt, "playing cards that aren't lands")   # "play lands and cast spells ..."
    from dataclasses import replace
    from cardlang.kernel import Context
    from .targets import filter_pred
    pred, _ = filter_pred(replace(flt, suffixes=A.Suffixes(tuple(s for s in flt.suffixes.items
                                                                   if not isinstance(s, A.FromZone)))), env)
    return PlayLandsFromZones(text=env.data.get("text", ""), from_zones=("graveyard",),
                              lands=lambda g, src, card: pred(g, Context(source=src, controller=g.objects[src].controller), card))


MAY_STATICS[A.PlayEffect] = play_lands_from_zone
