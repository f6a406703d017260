"""Looking at and revealing cards (CR 701.16, 701.20)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import CONDITIONS
from .targets import amount, filter_pred, resolver


@handles(A.LookAtTop)
def look_at_top(node, env):
    from .targets import acting_players, zone_owners
    # "the top X cards, where X is ..." (107.3): counted as the instruction is followed
    count = amount(node.amount, env) if node.amount is not None else (lambda g, c: 1)
    z = node.zone
    if not (isinstance(z, A.ZoneRef) and getattr(z.zone, "name", "") == "library"):
        raise Unrunnable(z, "looking at another zone")
    if node.subject is not None:
        # "Target player looks at the top three cards of their library"
        if not isinstance(z.owner, A.Their):
            raise Unrunnable(z, "looking at another player's library")
        owners = acting_players(node, env)
        env.it_player = owners
    elif isinstance(z.owner, A.Your):
        owners = lambda g, c: [c.controller]
    else:
        owners = zone_owners(z.owner, env)     # "target player's library" (CR 401.2: hidden; the looker sees)
    env.it = lambda g, c: list(c.data.get("looked", []))
    env.data.pop("the_rest", None)    # "the rest" is now of the cards looked at
    # "those cards": the cards looked at still in the library (refs_groups.py)
    env.data["those"] = (None, lambda g, c: [i for i in c.data.get("looked", [])
                                             if i in g.objects and g.objects[i].zone == "library"], "cards")

    def run(g, c):
        looked = []
        n = max(0, count(g, c))
        for owner in owners(g, c):
            lib = g.library(owner)
            looked += list(reversed(lib[-n:])) if lib and n else []
            whose = "their" if owner == c.controller else f"{g.name_of(owner)}'s"
            g.note(f"{g.name_of(c.controller)} looks at the top {n} card(s) of {whose} library", rule="701.16")
        c.data["looked"] = looked
    return run


def reveal_top(node, top, env):
    """"Reveal the top N cards of your library" (CR 701.20a): they stay on top; "it" /
    "them" are those cards. ``top`` is the reference "the top N cards of <zone>"."""
    from .targets import acting_players, zone_owners
    if not (len(top.types.items) == 1 and [w.name.name for w in top.types.items[0].words] == ["card"]):
        raise Unrunnable(top, "revealing the top cards of a kind")
    count = amount(top.amount, env) if top.amount is not None else (lambda g, c: 1)
    z = top.zone
    if not (isinstance(z, A.ZoneRef) and getattr(z.zone, "name", "") == "library"):
        raise Unrunnable(z, "revealing from another zone")
    who = acting_players(node, env)
    owners = zone_owners(z.owner, env)

    def run(g, c):
        revealed = []
        for p in who(g, c):
            saved = c.data.get("acting_player")
            c.data["acting_player"] = p
            try:
                for owner in owners(g, c):
                    cards = g.top_cards(owner, max(0, count(g, c)))
                    revealed += cards
                    g.note(f"{g.name_of(p)} reveals {', '.join(g.name_of(i) for i in cards) or 'nothing'} "
                           f"from the top of {g.name_of(owner)}'s library", rule="701.20a")
            finally:
                if saved is None:
                    c.data.pop("acting_player", None)
                else:
                    c.data["acting_player"] = saved
        c.data["revealed"] = revealed
        c.data["looked"] = list(revealed)     # "the rest" of them
    env.it = lambda g, c: [i for i in c.data.get("revealed", []) if i in g.objects]
    env.data.pop("the_rest", None)    # "the rest" is now of the cards revealed
    env.data["those"] = (None, lambda g, c: [i for i in c.data.get("revealed", [])
                                             if i in g.objects and g.objects[i].zone == "library"], "cards")
    return run


@handles(A.RevealHand)
def reveal_hand(node, env):
    """"Target opponent reveals their hand." (CR 701.20a: the cards are shown to all
    players and stay in the hand): "it" is then that hand ("You choose a nonland card
    from it"), "that player" the player who revealed it."""
    from .targets import acting_players
    hand = node.hand
    if not (isinstance(hand, A.HandRef) and getattr(hand.zone, "name", "") == "hand"):
        raise Unrunnable(hand, "revealing this zone")
    if not (isinstance(hand.owner, A.Their) or (isinstance(hand.owner, A.Your) and node.subject is None)):
        raise Unrunnable(hand.owner, "revealing another player's hand")
    who = acting_players(node, env)

    def run(g, c):
        revealed = []
        for p in who(g, c):
            cards = list(g.hand(p))
            revealed += cards
            g.note(f"{g.name_of(p)} reveals their hand: {', '.join(g.name_of(i) for i in cards) or 'no cards'}",
                   rule="701.20a")
        c.data["revealed"] = revealed
    env.it = lambda g, c: [i for i in c.data.get("revealed", []) if i in g.objects and g.objects[i].zone == "hand"]
    if node.subject is not None:
        env.it_player = who
    env.data.pop("the_rest", None)
    return run


@handles(A.Reveal)
def reveal(node, env):
    if node.until is not None:
        from .zone_effects import reveal_until
        return reveal_until(node, env)       # "reveal cards from the top ... until you reveal ..." (701.20a)
    if isinstance(node.what, A.TopOfZone):
        return reveal_top(node, node.what, env)
    from .learn import from_outside, reveal_from_outside
    if from_outside(node.what):
        return reveal_from_outside(node, env)   # "reveal a card you own from outside the game" (400.11b)
    saved, env.data["verb"] = env.data.get("verb"), "reveal"   # "reveal a creature card from among them"
    try:
        what = resolver(node.what, env)
    finally:
        env.data["verb"] = saved
    env.it = lambda g, c: [i for i in c.data.get("revealed", []) if i in g.objects]

    def run(g, c):
        ids = what(g, c)
        c.data["revealed"] = ids
        g.note(f"{g.name_of(c.controller)} reveals {', '.join(g.name_of(i) for i in ids) or 'nothing'}",
               rule="701.20a")
        if not ids:
            c.data["did"] = False   # 101.3: nothing to reveal -- "if you don't" is true
    return run


def revealed_this_way(node, env):
    flt = node.filter.filter if isinstance(node.filter, A.Quantified) else node.filter
    pred, _ = filter_pred(flt, env)
    return lambda g, c: any(i in g.objects and pred(g, c, i) for i in c.data.get("revealed", []))


CONDITIONS[A.RevealedThisWay] = revealed_this_way


def it_is_a(node, env):
    """"If it's a creature card, ...": the object "it" names matches the filter now."""
    if env.it is None:
        raise Unrunnable(node, "'it' with nothing to refer to")
    it = env.it
    pred, _ = filter_pred(node.filter, env)
    return lambda g, c: any(i in g.objects and pred(g, c, i) for i in it(g, c))


CONDITIONS[A.ItIsACondition] = it_is_a
