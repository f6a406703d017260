"""Destroy, exile, return, sacrifice, counter, tap/untap (CR 701)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .batched_triggers import together
from .past import follow, record_move, remember
from .registry import Unrunnable, handles
from .targets import acting_players, amount, chosen_objects, each_player_acting, resolver, times_for_each


def _each(node_what, env, act, verb: str = "", subject=None, who=None):
    """``who``: the subject's players already resolved (targets.acting_players)."""
    saved = env.data.get("verb")
    env.data["verb"] = verb        # "destroy a creature you control": who chooses, named by the verb
    by_player = subject is not None and not isinstance(subject, A.You)
    if by_player:
        who = who if who is not None else resolver(subject, env)
        saved_they = env.data.get("they")
        # "Target opponent exiles two permanents they control": "they" is that player (608.2c)
        env.data["they"] = lambda g, c: [c.data.get("acting_player", c.controller)]
    try:
        res = resolver(node_what, env)
    finally:
        env.data["verb"] = saved
        if by_player:
            env.data["they"] = saved_they
    env.it = res

    def run(g, c):
        for i in res(g, c):
            if i in g.objects:
                act(g, c, i)
    # the objects are destroyed / exiled / tapped at once: one batch of events (608.2e)
    if not by_player:
        return together(run)
    # each player named performs it in turn (101.4), choosing for themselves (608.2c)
    return together(each_player_acting(who, run))


@handles(A.Destroy)
def destroy(node, env):
    def destroy_one(g, c, i):
        if g.destroy(i, cause=c.source) is not None:
            remember(c, "destroy", [i])   # "destroyed this way": by its last known information (608.2h)
    return _each(node.what, env, destroy_one, "destroy", node.subject)


@handles(A.Exile)
def exile(node, env):
    if node.unless is not None:
        raise Unrunnable(node.unless, "exile unless")
    if isinstance(node.what, A.TopOfZone):
        from .zone_effects import exile_top
        return exile_top(node, env)       # "exile the top card of your library" (interp/zone_effects.py)

    def exile_one(g, c, i):
        new = g.exile(i, cause=c.source)
        record_move(c, i, new)            # later parts of the effect find it in exile (400.7j)
        remember(c, "exile", [new])
    # "the exiled card" is the card in exile (400.7; interp/past.py)
    now = _each(node.what, env, exile_one, "exile", node.subject)
    if node.delayed is None:
        return now
    # "Exile it at the beginning of the next end step." (CR 603.7a)
    from .reflexive import delayed_instruction
    return delayed_instruction(node.delayed, env, now, env.data.get("text", "exile"))


@handles(A.ReturnEffect)
def return_effect(node, env):
    """"Return <object> to its owner's hand / to the battlefield / ..." (CR 400.7:
    a new object in the new zone; "it" is then the returned object)."""
    from .library import destination
    if node.delayed is not None:
        from .zone_effects import delayed_return
        return delayed_return(node, env)     # "... at the beginning of the next end step" (603.7)
    if isinstance(node.what, (A.SelfThis, A.SelfByName)) and isinstance(node.destination, A.ToBattlefield) and any(
            isinstance(m, A.TransformedMod) for m in node.destination.modifiers):
        # "then return this card to the battlefield transformed": an Aura that went to the
        # graveyard with the creature it enchanted is a new object there (400.7f) not found yet
        raise Unrunnable(node.what, "returning this card after it left the battlefield")
    saved, env.data["verb"] = env.data.get("verb"), "return"
    try:
        res = resolver(node.what, env)
    finally:
        env.data["verb"] = saved
    who = acting_players(node, env)
    move = destination(node.destination, env, "return")

    def run(g, c):
        if node.subject is None:
            actors = who(g, c)
            # "Exile target creature. Return that card ...": found where this effect moved it (400.7j)
            c.data["returned"] = move(g, c, follow(g, c, res(g, c)), actors[0] if actors else c.controller)
            return
        # "Each player returns all creature cards from their graveyard to their hand":
        # each player in turn, "their" being that player (CR 608.2c, 101.4)
        saved, returned = c.data.get("acting_player"), []
        try:
            for p in who(g, c):
                c.data["acting_player"] = p
                returned += move(g, c, follow(g, c, res(g, c)), p)
        finally:
            c.data["acting_player"] = saved
            if saved is None:
                c.data.pop("acting_player", None)
        c.data["returned"] = returned
    env.it = lambda g, c: [i for i in c.data.get("returned", []) if i in g.objects]
    return run


@handles(A.Tap)
def tap(node, env):
    return _each(node.what, env, lambda g, c, i: g.tap(i, cause=c.source), "tap")


@handles(A.Untap)
def untap(node, env):
    return _each(node.what, env, lambda g, c, i: g.untap(i, cause=c.source), "untap")


@handles(A.SacrificeForEach)
def sacrifice_for_each(node, env):
    """"Each opponent sacrifices a creature for each death vote", "sacrifices a permanent for each
    soot counter on it" (701.21a; 107.1: the number times the count, counted as it resolves)."""
    what = node.what
    if not (isinstance(what, A.Counted) or isinstance(what, A.Quantified)
            and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(what, "sacrificing this for each")
    return sacrifice(node, env, for_each=node.for_each)


@handles(A.Sacrifice)
def sacrifice(node, env, for_each=None):
    what = node.what
    env.data.pop("can_fail", None)
    if isinstance(what, (A.SelfThis, A.SelfByName)):
        return lambda g, c: g.sacrifice(c.source, c.controller, cause=c.source) if c.source in g.objects else None
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn, A.Another)):
        count, flt = (lambda g, c: 1), what.filter
    elif isinstance(what, A.Counted):
        count, flt = amount(what.amount, env), what.filter
    elif isinstance(what, (A.It, A.Them, A.ThatRef)):
        # the subject first, as written (CR 608.2c): "Target creature's controller sacrifices it"
        # names the creature "it" refers to
        who = acting_players(node, env)
        res = resolver(what, env)

        def run_it(g, c):
            players = who(g, c)
            for i in res(g, c):
                if i in g.objects and g.objects[i].zone == "battlefield" and g.chars(i).controller in players:
                    g.sacrifice(i, g.chars(i).controller, cause=c.source)
                    remember(c, "sacrifice", [i])
        return together(run_it)
    elif isinstance(what, A.AnyNumberOf):
        from .sacrifice_any import sacrifice_any_number
        return sacrifice_any_number(node, env, together)   # "Sacrifice any number of lands."
    else:
        raise Unrunnable(what, "sacrificing a chosen permanent")
    count = times_for_each(count, for_each, env)     # "a creature for each ..." (107.1)
    # CR 701.21a: each player chooses among permanents they control; the choices are
    # made first, then all are sacrificed at once (101.4: in APNAP order)
    choose = chosen_objects(flt, count, env, "sacrifice",
                            another=isinstance(getattr(what, "quantifier", None), A.Another), controlled=True)
    who = acting_players(node, env)
    # "If you can't, ..." (if_cant.py, 101.3): who couldn't sacrifice as many as the number named
    env.data["can_fail"] = ("sacrifice", node.subject is None or isinstance(node.subject, A.You))

    def run(g, c):
        picks, short = [], []
        for p in who(g, c):
            mine = choose(g, c, p)
            picks += [(p, i) for i in mine]
            if len(mine) < count(g, c):
                short.append(p)
        c.data["couldnt"] = short
        c.data["sacrificed"] = [i for _, i in picks]
        for p, i in picks:
            if i in g.objects:
                g.sacrifice(i, p, cause=c.source)
                remember(c, "sacrifice", [i])
    env.it = lambda g, c: list(c.data.get("sacrificed", []))
    return together(run)    # all at once (701.21a, 101.4)


@handles(A.CounterSpell)
def counter_spell(node, env):
    res = resolver(node.what, env)
    env.it = res       # "Counter target spell. Its controller ..."

    def run(g, c):
        for i in res(g, c):
            for item in list(g.stack_items):
                if item.obj == i:
                    g.counter(item, cause=c.source)
    return run


@handles(A.Shuffle)
def shuffle(node, env):
    if env.data.get("searched_library"):
        # "search your library ..., then shuffle": the library searched (701.23, 701.24);
        # a search that didn't happen (a "may" declined) isn't followed by a shuffle
        def run_after_search(g, c):
            for owner in dict.fromkeys(c.data.pop("searched", [])):
                g.shuffle(owner)
        return run_after_search
    who = acting_players(node, env) if node.subject is not None else (
        lambda g, c: [c.data.get("acting_player", c.controller)])
    return lambda g, c: [g.shuffle(p) for p in who(g, c)] and None


from . import control, library, pay  # noqa: E402,F401  (register their handlers: control; search, scry, surveil, put; pay)


@handles(A.Regenerate)
def regenerate(node, env):
    """CR 701.19a: a regeneration shield on each permanent referred to."""
    from cardlang.kernel.regeneration import regeneration_shield
    return _each(node.what, env, lambda g, c, i: regeneration_shield(g, i, source=c.source, controller=c.controller)
                 if g.objects[i].zone == "battlefield" else None)
