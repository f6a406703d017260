"""Searching a library (CR 701.23), scry (701.22), surveil (701.25), and
putting objects into zones ("put it onto the battlefield tapped", "put it into
your hand", "put target creature on top of its owner's library").

The kernel asks the player (``search``, ``scry``, ``surveil``,
``library_order`` decisions: cardlang/kernel/library.py); the interpreter says
who searches which library for what, and where the cards found go.
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .targets import _filter_text, acting_players, amount, filter_pred, resolver, zone_owners


def _zone_name(zone_ref) -> str:
    z = getattr(zone_ref, "zone", None)
    return getattr(z, "name", "")


# ---- search (701.23) --------------------------------------------------------------
def search_count(what, env: Env):
    """How many cards a search looks for (701.23b): "a card" one, "two cards" / "up to two"
    that amount, "any number of" zero or more."""
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        return lambda g, c: 1
    if isinstance(what, (A.Counted, A.UpToCount)):
        return amount(what.amount, env)
    if isinstance(what, A.AnyNumberOf):
        return lambda g, c: len(g.objects)       # "for any number of Spirit cards": zero or more
    raise Unrunnable(what, "searching for this")


@handles(A.SearchLibrary)
def search_library(node, env):
    if isinstance(node.zone, A.ZonesRef):
        from .zone_search import search_zones
        return search_zones(node, env)      # "your library and/or graveyard" (interp/zone_search.py)
    if _zone_name(node.zone) != "library" or not isinstance(node.zone, A.ZoneRef):
        raise Unrunnable(node.zone, "searching this zone")
    who = acting_players(node, env)
    owners = zone_owners(node.zone.owner, env)
    what = node.what
    count = search_count(what, env)
    up_to = isinstance(what, (A.UpToCount, A.AnyNumberOf))   # "for up to two basic land cards": 0 to 2 (701.23b)
    pred, _ = filter_pred(what.filter, env)
    # 701.23d: "a card" / "two cards" is simply a quantity (must find); any stated
    # quality (a type, a color, a name...) lets the player find fewer (701.23b)
    flt = what.filter
    words = [w for g in flt.types.items if isinstance(g, A.TypeGroup) for w in g.words]
    quantity_only = (not (flt.adjectives and flt.adjectives.items) and not (flt.suffixes and flt.suffixes.items)
                     and all(w.name.category == "object" and w.name.name == "card" and w.negation is None
                             for w in words))
    description = _filter_text(what)
    env.data["searched_library"] = True    # "then shuffle" shuffles the library searched

    def run(g, c):
        found = []
        for p in who(g, c):
            saved = c.data.get("acting_player")
            c.data["acting_player"] = p
            try:
                for owner in owners(g, c):
                    found += g.search_library(p, owner, lambda i: pred(g, c, i), count(g, c),
                                              must_find=quantity_only and not up_to, description=description)
                    c.data.setdefault("searched", []).append(owner)
            finally:
                c.data["acting_player"] = saved if saved is not None else p
        c.data["found"] = found
    name_found_cards(env)
    return run


def name_found_cards(env) -> None:
    """After a search: "it", "them" and "those cards" are the cards found, while each is
    the same object (400.7) -- "..., reveal those cards, put them into your hand"."""
    env.it = lambda g, c: [i for i in c.data.get("found", []) if i in g.objects]
    env.data["those"] = (None, env.it, "cards")


# ---- scry and surveil (701.22, 701.25) ----------------------------------------------
@handles(A.Scry)
def scry(node, env):
    who, n = acting_players(node, env), amount(node.amount, env)

    def run(g, c):
        for p in who(g, c):
            g.scry(p, n(g, c))
    return run


@handles(A.Surveil)
def surveil(node, env):
    who, n = acting_players(node, env), amount(node.amount, env)

    def run(g, c):
        for p in who(g, c):
            g.surveil(p, n(g, c), cause=c.source)
    return run


# ---- putting objects into zones -------------------------------------------------------
def destination(dest, env, verb: str = "put"):
    """A destination node -> ``move(g, c, ids, actor) -> new ids``: moves each object
    (CR 400.3: a card goes to its owner's hand, library or graveyard), all of them at once
    (one batch of events, 603.2c: interp/batched_triggers.py)."""
    from .batched_triggers import together
    return together(_destination(dest, env, verb))


def _destination(dest, env, verb: str = "put"):
    counters = None
    if isinstance(dest, A.ToBattlefieldWithCounters):
        # "to the battlefield under its owner's control with a -1/-1 counter on it": it
        # enters with them (122.6)
        w = dest.counters
        if not isinstance(w, A.WithCountersMod) or not isinstance(w.on, A.It):
            raise Unrunnable(w, f"{verb} onto the battlefield with these counters")
        from .counters import counter_name
        from .targets import amount
        counters = (counter_name(w.kind), amount(w.amount, env))
        dest = A.ToBattlefield(tuple(m for m in (dest.mod,) if m is not None))
    if isinstance(dest, A.ToBattlefield):
        tapped = False
        transformed = False
        control = "actor"    # CR 110.2a: the player who puts it onto the battlefield controls it
        for m in dest.modifiers:
            if isinstance(m, A.TappedMod):
                tapped = True
            elif isinstance(m, A.TransformedMod):
                transformed = True   # 712.14a: a double-faced card enters with its back face up
            elif isinstance(m, A.UnderOwnersControl) or (isinstance(m, A.UnderControl)
                                                          and isinstance(m.player, A.ItsOwners)):
                control = "owner"
            elif isinstance(m, A.UnderControl) and isinstance(m.player, (A.You, A.Your)):
                control = "you"
            else:
                raise Unrunnable(m, f"{verb} onto the battlefield this way")

        def to_battlefield(g, c, ids, actor):
            out = []
            for i in ids:
                who = {"actor": actor, "you": c.controller, "owner": g.objects[i].owner}[control]
                extra = {"counters": {counters[0]: counters[1](g, c)}} if counters is not None else {}
                if transformed:
                    if not g.objects[i].card.double_faced:
                        continue     # 712.14a: a card that isn't double-faced stays in its zone
                    extra["back_face_up"] = True
                nid = g.move(i, "battlefield", reason=verb, cause=c.source, tapped=tapped, controller=who, **extra)
                if nid is not None:
                    out.append(nid)
            return out
        return to_battlefield
    if isinstance(dest, (A.IntoZone, A.IntoOwnersZone, A.OwnersZone, A.ZoneRef)):
        zone_ref = dest if isinstance(dest, A.ZoneRef) else dest.zone
        zone = _zone_name(zone_ref) if isinstance(zone_ref, A.ZoneRef) else getattr(zone_ref, "name", "")
        if zone == "battlefield" and isinstance(dest, A.ZoneRef):
            return destination(A.ToBattlefield(()), env, verb)
        if zone not in ("hand", "graveyard", "exile"):
            raise Unrunnable(dest, f"{verb} into this zone")
        return _simple_move(zone, verb)
    if isinstance(dest, (A.OnTopOf, A.OnBottomOf, A.OnTopOfInOrder)):
        if _zone_name(dest.zone) != "library":
            raise Unrunnable(dest, f"{verb} on top of or under this")
        top = isinstance(dest, (A.OnTopOf, A.OnTopOfInOrder))   # "on top of your library in any order"
        order = getattr(dest, "order", None)
        if order is not None and not isinstance(order, (A.AnyOrder, A.RandomOrder)):
            raise Unrunnable(order, "this order of cards")
        randomly = isinstance(order, A.RandomOrder)

        def to_library(g, c, ids, actor):
            # CR 401.4: several cards put on the top or bottom of a library at once:
            # their owner orders them (asked only for two or more)
            ids = [i for i in ids if i in g.objects]
            by_owner: dict = {}
            for i in ids:
                by_owner.setdefault(g.objects[i].owner, []).append(i)
            out = []
            for owner, group in by_owner.items():
                if randomly:     # "in a random order" (CR 701.24-like randomization, seeded)
                    ordered = list(group)
                    g.rng.shuffle(ordered)
                else:
                    # "in any order": the player putting them chooses; else their owner (401.4)
                    ordered = g.order_cards(actor if isinstance(order, A.AnyOrder) else owner, group,
                                            "top" if top else "bottom")
                # moved one at a time: onto the top the last listed first; to the bottom the first listed last
                seq = list(reversed(ordered)) if top else list(ordered)
                for i in seq:
                    nid = g.move(i, "library", reason=verb, cause=c.source, to_top=top)
                    if nid is not None:
                        out.append(nid)
            return out
        return to_library
    if isinstance(dest, A.OnTopOrBottom):
        if _zone_name(dest.zone) != "library":
            raise Unrunnable(dest, f"{verb} on the top or bottom of this")

        def top_or_bottom(g, c, ids, actor):
            # "The owner of target nonland permanent puts it on the top or bottom of their library":
            # the player following the instruction chooses, for each card, as it is applied (608.2d)
            from cardlang.kernel.choices import Decision
            out = []
            for i in [i for i in ids if i in g.objects]:
                d = Decision("top_or_bottom", f"put {g.name_of(i)} on the top or the bottom of "
                             f"{g.name_of(g.objects[i].owner)}'s library?", actor, ["top", "bottom"], rule="608.2d")
                top = str(g.ask(d)).lower() == "top"
                nid = g.move(i, "library", reason=verb, cause=c.source, to_top=top)
                if nid is not None:
                    out.append(nid)
            return out
        return top_or_bottom
    if isinstance(dest, A.PutBack) and isinstance(dest.order, A.AnyOrder):
        # "look at the top three cards of target player's library, then put them back in
        # any order": they never left the library; the player following the instruction
        # orders them on top (401.4 asks the owner only when the effect doesn't say)
        def put_back(g, c, ids, actor):
            by_owner: dict = {}
            for i in ids:
                if i in g.objects and g.objects[i].zone == "library":
                    by_owner.setdefault(g.objects[i].owner, []).append(i)
            out = []
            for owner, group in by_owner.items():
                ordered = g.order_cards(actor, group, "top")
                g._restack(owner, top=ordered)
                out += ordered
            return out
        return put_back
    if isinstance(dest, A.PutOnTop):
        # "search your library for a card, reveal it, then shuffle and put that card on
        # top": on top of the library it's in (not a zone change: the same object, 401.1)
        def on_top(g, c, ids, actor):
            out = []
            for i in ids:
                if i in g.objects and g.objects[i].zone == "library":
                    g._restack(g.objects[i].owner, top=[i])
                    out.append(i)
            return out
        return on_top
    raise Unrunnable(dest, f"{verb} there")


def _simple_move(zone: str, verb: str):
    def move(g, c, ids, actor):
        out = []
        for i in ids:
            if i in g.objects:
                nid = g.move(i, zone, reason=verb, cause=c.source)
                if nid is not None:
                    out.append(nid)
        return out
    return move


@handles(A.ElidedPut)
def elided_put(node, env):
    """"... and the rest on the bottom of your library": "put" understood."""
    return put_effect(A.PutEffect(None, node.what, node.destination), env)


@handles(A.PutEffect)
def put_effect(node, env):
    if node.delayed is not None:
        raise Unrunnable(node.delayed, "a delayed put")
    what = node.what
    from .learn import from_outside, put_from_outside
    if from_outside(what) or (isinstance(what, A.It) and env.data.get("revealed_outside")):
        return put_from_outside(node, env)       # a card from outside the game (400.11b)
    who = None
    if isinstance(what, (A.Counted, A.UpToCount)):
        from .zone_effects import chosen_cards
        res = chosen_cards(what, env, "put")     # "put two cards from your hand on top of your library"
    elif isinstance(what, A.TheOther):
        from .targets import _the_rest
        res = _the_rest(what, env)               # "Put one of them into your hand and the other ..."
    elif isinstance(what, (A.It, A.Them, A.ThatRef, A.Target, A.AnotherTarget, A.SelfByName, A.SelfThis,
                           A.Quantified, A.TheRest, A.SomeOf, A.ThoseRef, A.AnyNumberOf, A.ThePastRefNotCast)):
        # a pronoun after the subject: the subject first, as written (CR 608.2c: "The owner of
        # target permanent puts it ..." names what "it" is)
        who = acting_players(node, env) if isinstance(what, (A.It, A.Them, A.ThatRef)) else None
        saved, env.data["verb"] = env.data.get("verb"), "put"   # "put a land card from your hand ..."
        try:
            res = resolver(what, env)
        finally:
            env.data["verb"] = saved
    else:
        raise Unrunnable(what, "putting this")
    if who is None:
        who = acting_players(node, env)
    move = destination(node.destination, env, "put")

    def run(g, c):
        actors = who(g, c)
        actor = actors[0] if actors else c.controller
        c.data["put"] = move(g, c, [i for i in res(g, c) if i in g.objects], actor)
    env.it = lambda g, c: [i for i in c.data.get("put", []) if i in g.objects]
    return run
