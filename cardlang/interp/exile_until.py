"""Exiling cards from the top of a library until one matches: "Target opponent exiles cards
from the top of their library until they exile a nonland card." (CR 406.3, 701.13a: the
cards are exiled one at a time, face up, and it stops after the first card that matches,
or when the library is empty).  "that card" is the card that matched; "the exiled cards"
all of them (past: "exile")."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .past import record_move, remember
from .registry import Unrunnable, handles
from .targets import acting_players, filter_pred, zone_owners


@handles(A.ExileUntilExiles)
def _exile_until(node, env):
    what, until = node.what, node.until
    sufs = what.filter.suffixes.items if isinstance(what, A.AllMatching) and what.filter.suffixes else ()
    tops = [s for s in sufs if isinstance(s, A.FromTopOf)]
    if not (len(tops) == 1 and len(sufs) == 1):
        raise Unrunnable(what, "exiling these cards")
    zone = tops[0].zone
    if not (isinstance(zone, A.ZoneRef) and getattr(zone.zone, "name", "") == "library"):
        raise Unrunnable(zone, "exiling from this zone")
    if not (isinstance(until, A.Quantified) and isinstance(until.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(until, "exiling until this")
    if not isinstance(node.until_player, (A.They, A.You)):
        raise Unrunnable(node.until_player, "exiling until another player exiles")
    match, kind = filter_pred(until.filter, env)
    if kind != "card":
        raise Unrunnable(until, "exiling until this kind of object")
    if node.subject is not None:
        # "Target opponent exiles cards from the top of their library": that player's own library
        if not isinstance(zone.owner, A.Their):
            raise Unrunnable(zone, "exiling from another player's library")
        who = acting_players(node, env)
        env.it_player = who
        owners = who
    else:
        if not isinstance(zone.owner, A.Your):
            raise Unrunnable(zone, "exiling from another player's library")
        owners = zone_owners(zone.owner, env)

    def run(g, c):
        exiled, found = [], []
        for owner in owners(g, c):
            lib = g.zones[f"library:{owner}"]
            while lib:
                top = lib[-1]
                new = g.exile(top, cause=c.source)     # one at a time (701.13a)
                if new is None:
                    break
                record_move(c, top, new)
                exiled.append(new)
                if match(g, c, new):
                    found.append(new)
                    break
        remember(c, "exile", exiled)
        c.data["exiled_until"] = found
    if env.it is not None and env.targets and node.subject is None:
        raise Unrunnable(node, "exiling until a card after another object was named")
    env.it = lambda g, c: [i for i in c.data.get("exiled_until", []) if i in g.objects]
    env.data["exiled_until"] = env.it        # "You may cast that card without paying its mana cost"
    if node.subject is None:
        env.data["exiled_own_top"] = env.it  # "You may cast that card this turn." (play_permissions)
    # "the rest" of the exiled cards: not run yet (which of them is left is the card's to say)
    env.data["the_rest"] = "unrunnable"
    return run


@handles(A.ThePastRefNotCast, role="ref")
def _exiled_not_cast(node, env):
    """"the exiled cards that weren't cast this way" (608.2c): the cards this ability exiled
    that are still in exile (one cast is a new object on the stack, 400.7)."""
    from .past import remembered
    if not isinstance(node.how, A.ExiledWord) or not isinstance(node.qualifier, A.NotCastThisWay):
        raise Unrunnable(node, "these cards")
    words = [w.name for g in getattr(node.types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]
    if [(w.category, w.name) for w in words] != [("object", "card")]:
        raise Unrunnable(node.types, "these exiled objects")
    return lambda g, c: [i for i in remembered(c, "exile") if i in g.objects and g.objects[i].zone == "exile"]
