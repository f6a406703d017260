"""Zone-moving effects beyond the plain verbs of zones.py: "the top card of your
library" as an object (CR 401.1-2), exiling it (and "that card" afterwards), "exile ...
until this creature leaves the battlefield" (610.3), "shuffle it into its owner's
library" (701.24), and instructions done later: "destroy it at end of combat",
"return it to the battlefield at the beginning of the next end step" (603.7).

How "that card" follows a card between zones (CR 400.7): an object that moves is a new
object.  Instructions that move objects note the move in the resolving context
(``past.record_move``); a later part of the same effect -- a delayed instruction
included, it keeps what its creator knew (603.7c) -- finds the object through
``past.follow``, only in a public zone (400.7j).  A card exiled from the top of a
library (a hidden zone) is "that card" in exile: the pronoun after such an exile names
the card exiled, never the library's new top card.
"""
from __future__ import annotations

import dataclasses

from cardlang.kernel import DelayedTrigger
from cardlang.kernel.until_leaves import return_when_source_leaves, source_gone
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .batched_triggers import together
from .past import follow, record_move, remember
from .registry import Unrunnable, handles
from .targets import acting_players, amount, filter_pred, resolver, zone_owners

TOP_ZONES = ("library", "graveyard")


# ---- "the top card of your library" (CR 401.2, 404.1) -------------------------------------
def _top_of(node: A.TopOfZone, env, owners=None):
    """-> fn(game, ctx) -> ids: the top N cards (of the stated types) of the zone, top
    first.  A library's top card is the last of its list (kernel/library.py); so is a
    graveyard's (the last card put there, 404.1)."""
    zone_ref = node.zone
    if not isinstance(zone_ref, A.ZoneRef) or getattr(zone_ref.zone, "name", "") not in TOP_ZONES:
        raise Unrunnable(zone_ref, "the top card of this zone")
    zone = zone_ref.zone.name
    who = owners if owners is not None else zone_owners(zone_ref.owner, env)
    n = amount(node.amount, env) if node.amount is not None else (lambda g, c: 1)
    flt = A.Filter(A.Adjectives(()), node.types, A.Suffixes(()))
    pred, kind = filter_pred(flt, env)
    if kind != "card":
        raise Unrunnable(node.types, "the top objects of this kind")

    def top(g, c):
        out = []
        for p in who(g, c):
            want = n(g, c)
            found = []
            for i in reversed(g.zones[f"{zone}:{p}"]):
                if len(found) >= want:
                    break
                if pred(g, c, i):
                    found.append(i)
            out += found
        return out
    return top


@handles(A.TopOfZone, role="ref")
def top_of_zone(node, env):
    return _top_of(node, env)


def exile_top(node: A.Exile, env):
    """"Exile the top card of your library", "Target opponent exiles the top two cards
    of their library" (CR 406.3: face up).  "It"/"that card"/"those cards" afterwards
    are the exiled cards in exile (400.7j)."""
    if node.delayed is not None or node.unless is not None:
        raise Unrunnable(node, "exiling the top card later or unless")
    zone_ref = node.what.zone
    owners = None
    if node.subject is not None:
        who = acting_players(node, env)
        env.it_player = who
        if isinstance(zone_ref, A.ZoneRef) and isinstance(zone_ref.owner, A.Their):
            owners = who                      # "target opponent exiles ... of their library"
    top = _top_of(node.what, env, owners)

    def run(g, c):
        exiled = []
        for i in top(g, c):
            new = g.exile(i, cause=c.source)
            record_move(c, i, new)
            if new is not None:
                exiled.append(new)
        remember(c, "exile", exiled)
        c.data["exiled_top"] = exiled
    env.it = lambda g, c: [i for i in c.data.get("exiled_top", []) if i in g.objects]
    if node.subject is None and isinstance(zone_ref, A.ZoneRef) and isinstance(zone_ref.owner, A.Your):
        env.data["exiled_own_top"] = env.it     # "you may play that card" (interp/play_permissions.py)
    return together(run)      # the cards are exiled at once: one batch (603.2c)


# ---- exile until (610.3) ---------------------------------------------------------------------
@handles(A.ExileUntil)
def exile_until(node, env):
    until = node.until
    if not (isinstance(until, A.UntilLeaves) and isinstance(until.object, (A.SelfThis, A.SelfByName))):
        raise Unrunnable(until, "exile until this event")
    if node.subject is not None:
        raise Unrunnable(node.subject, "another player exiling until")
    saved, env.data["verb"] = env.data.get("verb"), "exile"
    try:
        res = resolver(node.what, env)
    finally:
        env.data["verb"] = saved
    env.it = res
    text = f"{env.card_name}: exiled until it leaves the battlefield"

    def run(g, c):
        # 610.3a-b: the source already left the battlefield: the objects don't move
        if source_gone(g, c.source):
            g.note(f"{g.name_of(c.source)} has left the battlefield: nothing is exiled", rule="610.3a")
            return
        exiled = []
        with g.simultaneously():    # at once: one batch (603.2c)
            for i in res(g, c):
                if i in g.objects:
                    new = g.exile(i, cause=c.source)
                    record_move(c, i, new)
                    if new is not None:
                        exiled.append(new)
        remember(c, "exile", exiled)
        if exiled:
            return_when_source_leaves(g, c.source, exiled, text, cause=c.source)
    return run


# ---- shuffle into a library (701.24) -----------------------------------------------------------
def _shuffle_into(node, env):
    zone = node.zone
    if not (isinstance(zone, A.ZoneRef) and getattr(zone.zone, "name", "") == "library"):
        raise Unrunnable(zone, "shuffling into this zone")
    if node.subject is not None:
        acting_players(node, env)     # "The owner of target artifact ... shuffles it": its targets
    saved, env.data["verb"] = env.data.get("verb"), "shuffle"
    try:
        res = resolver(node.what, env)
    finally:
        env.data["verb"] = saved

    def run(g, c):
        # CR 400.3: each card goes to its owner's library; then those libraries are
        # shuffled (701.24a) -- even when nothing was put there
        owners = []
        with g.simultaneously():    # put into the libraries at once: one batch (603.2c)
            for i in follow(g, c, res(g, c)):
                owner = g.objects[i].owner
                new = g.move(i, "library", reason="shuffle", cause=c.source)
                record_move(c, i, new)
                owners.append(owner)
        for p in dict.fromkeys(owners):
            g.shuffle(p)
    return run


@handles(A.ShuffleInto)
def shuffle_into(node, env):
    return _shuffle_into(node, env)


@handles(A.ShuffleIntoOwners)
def shuffle_into_owners(node, env):
    return _shuffle_into(node, env)


# ---- instructions done later (603.7) ------------------------------------------------------------
def delayed(delayed_node, effect, text: str):
    """``effect`` done "at the beginning of the next end step" / "at end of combat": a
    delayed triggered ability created as the effect resolves, triggering once (603.7a-b),
    knowing what its creator knew (603.7c; ``past.follow`` finds moved objects)."""
    from .reflexive import _inherited
    from .triggers import _step_marker, _step_name
    if isinstance(delayed_node, A.DelayedEndOfCombat):
        step, yours = "end_combat", False       # "at end of combat": the end of combat step (511)
    elif isinstance(delayed_node, A.DelayedAt) and isinstance(delayed_node.step, (A.NextStep, A.YourNextStep)):
        step, yours = _step_name(delayed_node.step.step), isinstance(delayed_node.step, A.YourNextStep)
    else:
        raise Unrunnable(delayed_node, "this delayed instruction")
    pattern = _step_marker(step, (lambda g, src, p: p == src.controller) if yours else (lambda g, src, p: True))

    def run(g, c):
        saved = _inherited(c)

        def fire(gg, cc):
            for k, v in saved.items():
                cc.data.setdefault(k, v)
            # "that creature" is the creator's target: the delayed ability has none of
            # its own, it refers to the objects its creator did (603.7c)
            cc.targets = list(c.targets)
            effect(gg, cc)
        g.add_delayed_trigger(DelayedTrigger(pattern, fire, controller=c.controller, source=c.source, text=text))
    return run


@handles(A.DestroyDelayed)
def destroy_delayed(node, env):
    """"Destroy that creature at end of combat." (CR 603.7: 603.7c, if it has left the
    battlefield by then, it isn't destroyed -- a new object, 400.7)."""
    if node.subject is not None:
        raise Unrunnable(node.subject, "another player destroying later")
    res = resolver(node.what, env)

    def destroy_now(g, c):
        for i in res(g, c):
            if i in g.objects and g.objects[i].zone == "battlefield":
                g.destroy(i, cause=c.source)
    return delayed(node.delayed, destroy_now, to_text(node).strip().rstrip(".") or "destroy later")


def delayed_return(node: A.ReturnEffect, env):
    """"Return it to the battlefield under its owner's control at the beginning of the
    next end step." -- the return, done by a delayed triggered ability (603.7); "it" is
    the object the earlier instruction moved, found where it went (400.7j, 603.7c)."""
    from .zones import return_effect
    now = return_effect(dataclasses.replace(node, delayed=None), env)
    return delayed(node.delayed, now, to_text(node).strip().rstrip(".") or "return later")


# ---- revealing until (701.20a) ---------------------------------------------------------------
def reveal_until(node: A.Reveal, env):
    """"Reveal cards from the top of your library until you reveal a land card." (CR
    701.20a: revealed one at a time; it stops at the first card that matches, or when the
    library is empty).  "that card" is the card that matched; "the rest" and "those
    cards" the cards revealed (still in the library until moved)."""
    what, until = node.what, node.until
    sufs = what.filter.suffixes.items if isinstance(what, A.AllMatching) else ()
    tops = [s for s in sufs if isinstance(s, A.FromTopOf)]
    if not (isinstance(until, A.RevealUntil) and len(tops) == 1 and len(sufs) == 1):
        raise Unrunnable(node, "revealing these cards")
    zone = tops[0].zone
    if not (isinstance(zone, A.ZoneRef) and getattr(zone.zone, "name", "") == "library"):
        raise Unrunnable(zone, "revealing from this zone")
    target = until.what
    if not (isinstance(target, A.Quantified) and isinstance(target.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(target, "revealing until this")
    match, kind = filter_pred(target.filter, env)
    if kind != "card":
        raise Unrunnable(target, "revealing until this kind of object")
    if node.subject is not None:
        who = acting_players(node, env)
        env.it_player = who
        if not isinstance(zone.owner, A.Their):
            raise Unrunnable(zone, "revealing from another player's library")
        owners = who
    else:
        owners = zone_owners(zone.owner, env)

    def run(g, c):
        revealed, found = [], []
        for owner in owners(g, c):
            for i in reversed(list(g.zones[f"library:{owner}"])):
                revealed.append(i)
                if match(g, c, i):
                    found.append(i)
                    break
            g.note(f"{g.name_of(owner)} reveals {', '.join(g.name_of(i) for i in revealed) or 'nothing'} "
                   f"from the top of their library", rule="701.20a")
        c.data["revealed"] = revealed
        c.data["looked"] = list(revealed)              # "the rest" (interp/targets.py)
        c.data["revealed_match"] = found
    if env.it is not None and env.targets:
        # "Choose target creature. Reveal cards ... That creature gets +X/-X ...": "that
        # creature" and "that card" would both be the one "it" (not told apart yet)
        raise Unrunnable(node, "revealing until a card after another object was named")
    env.it = lambda g, c: [i for i in c.data.get("revealed_match", []) if i in g.objects]
    env.data.pop("the_rest", None)
    return run


def all_revealed_this_way(flt: A.Filter, env):
    """"all creature cards revealed this way", "all other cards revealed this way": the
    cards this ability revealed that match and are still where they were revealed (one
    that an instruction moved since -- "that card" -- is a new object, 400.7)."""
    rest = A.Filter(flt.adjectives, flt.types,
                    A.Suffixes(tuple(s for s in flt.suffixes.items if not isinstance(s, A.RevealedThisWaySuffix))))
    pred, kind = filter_pred(rest, env)
    if kind != "card":
        raise Unrunnable(flt, "revealed objects of this kind")
    return lambda g, c: [i for i in c.data.get("revealed", []) if i in g.objects and pred(g, c, i)]


# ---- whole zones: exile a graveyard, shuffle zones into a library (406, 701.24) --------------
def _zone_players(zone_node, node, env):
    """Whose zone(s) ``zone_node`` names ("target player's graveyard", "all graveyards",
    "their hand and graveyard" of each player named by the subject) -> (zone names,
    players resolver)."""
    if isinstance(zone_node, A.AllZones):
        return [zone_node.zone.name], (lambda g, c: [p for p in g.order if not g.players[p].lost])
    if isinstance(zone_node, A.ZoneRef):
        names = [getattr(zone_node.zone, "name", "")]
    elif isinstance(zone_node, A.ZonesRef):
        names = [w.name for w in zone_node.items if isinstance(w, A.TypeName)]
    else:
        raise Unrunnable(zone_node, "this zone")
    owner = zone_node.owner
    if isinstance(owner, A.Their):
        if node.subject is None:
            raise Unrunnable(owner, "'their' with no player named")
        return names, acting_players(node, env)
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "a player acting on another player's zone")
    return names, zone_owners(owner, env)


@handles(A.ExileZone)
def exile_zone(node, env):
    """"Exile target player's graveyard", "Exile all graveyards" (CR 406.3: each card
    of it is exiled, all at once)."""
    names, players = _zone_players(node.zone, node, env)
    if names != ["graveyard"]:
        raise Unrunnable(node.zone, "exiling this zone")

    def run(g, c):
        exiled = []
        for p in players(g, c):
            for i in list(g.zones[f"graveyard:{p}"]):
                new = g.exile(i, cause=c.source)
                record_move(c, i, new)
                exiled.append(new)
        remember(c, "exile", exiled)
    return together(run)     # all at once: one batch (603.2c)


@handles(A.ShuffleZoneInto)
def shuffle_zone_into(node, env):
    """"Target player shuffles their graveyard into their library", "Each player shuffles
    their hand and graveyard into their library" (CR 701.24a: the cards are put into the
    library, then it's shuffled)."""
    names, players = _zone_players(node.zone, node, env)
    into = node.into
    if not (isinstance(into, A.ZoneRef) and getattr(into.zone, "name", "") == "library"):
        raise Unrunnable(into, "shuffling into this zone")
    if any(z not in ("graveyard", "hand") for z in names):
        raise Unrunnable(node.zone, "shuffling this zone into a library")

    def run(g, c):
        for p in players(g, c):
            with g.simultaneously():    # the cards are put into the library at once (one batch)
                for z in names:
                    for i in list(g.zones[f"{z}:{p}"]):
                        g.move(i, "library", reason="shuffle", cause=c.source)
            g.shuffle(p)
    return run


@handles(A.ShuffleZone)
def shuffle_zone(node, env):
    """"Target player shuffles their library.", "Shuffle your library." (CR 701.24a)."""
    names, players = _zone_players(node.zone, node, env)
    if names != ["library"]:
        raise Unrunnable(node.zone, "shuffling this zone")
    return lambda g, c: [g.shuffle(p) for p in players(g, c)] and None


# ---- cards chosen to be moved (608.2c) -----------------------------------------------------------
def chosen_cards(what, env, verb: str):
    """"put two cards from your hand on top of your library", "put up to two land cards
    from among them onto the battlefield": cards the player following the instruction
    chooses as it's followed (608.2c, not targets) -> resolver.  "two": that many if they
    can (one at a time, each a decision named by the verb); "up to two": one set decision
    (``choose_objects``), zero to that many."""
    from .targets import chosen_objects
    n = amount(what.amount, env)
    if isinstance(what, A.Counted):
        choose = chosen_objects(what.filter, n, env, verb)
        return lambda g, c: choose(g, c, c.data.get("acting_player", c.controller))
    pred, kind = filter_pred(what.filter, env)
    sufs = what.filter.suffixes.items if what.filter.suffixes else ()
    if kind != "card" or not any(isinstance(s, (A.FromZone, A.InZone, A.FromAmong, A.FromPronoun)) for s in sufs):
        raise Unrunnable(what, f"{verb} up to a number of these")
    from .targets import _filter_text
    description = _filter_text(what.filter)

    def choose_up_to(g, c):
        cands = [i for i, o in g.objects.items() if o.zone in ("graveyard", "hand", "exile", "library")
                 and pred(g, c, i)]
        return g._ask_cards("choose_objects", f"choose up to {n(g, c)} {description} to {verb}",
                            c.data.get("acting_player", c.controller), cands, 0, n(g, c), "608.2c")
    return choose_up_to
