"""Drawing, discarding and milling cards (CR 121, 701.9, 701.17)."""
from __future__ import annotations

from cardlang.kernel import RulesError
from cardlang.kernel.choices import DISCARD, Decision
from cardlang.kernel.events import DrawEvent
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .past import remember
from .registry import Unrunnable, handles
from .targets import acting_players as _who, amount, filter_pred, resolver, times_for_each


@handles(A.DrawEqual)
def draw_equal(node, env):
    """"draw cards equal to <quantity>" (CR 121.2)."""
    who, n = _who(node, env), amount(node.quantity, env)

    def run(g, c):
        for p in who(g, c):
            g.draw(p, n(g, c), cause=c.source)
    return run


@handles(A.Draw)
def draw(node, env):
    # "draw a card for each ..." (CR 107.1): the count times the number counted
    who, n = _who(node, env), times_for_each(amount(node.amount, env), node.for_each, env)

    def run(g, c):
        drawn = []
        for p in who(g, c):
            drawn += [e.drawn for e in g.draw(p, n(g, c), cause=c.source)
                      if isinstance(e, DrawEvent) and e.drawn is not None]
        c.data["drawn"] = drawn
    if env.it is None and node.delayed is None:
        # "Draw a card and reveal it. If it isn't a land card, discard it.": with nothing named
        # before, "it" is the card drawn (CR 608.2c), while it stays in the hand it was drawn to
        env.it = lambda g, c: [i for i in c.data.get("drawn", ()) if i in g.objects and g.objects[i].zone == "hand"]
    if node.delayed is not None:
        # "Draw a card at the beginning of the next turn's upkeep." (CR 603.7)
        from .reflexive import delayed_effect
        return delayed_effect(node.delayed, run, "draw at the beginning of the next step")
    return run


def discard_these(g, ids, cause=None) -> list:
    """CR 701.9a: each card of ``ids`` goes from its owner's hand to the graveyard;
    their new ids (400.7)."""
    with g.simultaneously():   # at once: one batch of events (603.2c)
        return [g.move(i, "graveyard", reason="discard", cause=cause) for i in ids]


def discard_cards(g, p, n, cause=None, allowed=None, at_random=False):
    """CR 701.9: the player chooses; each card is asked for (a ``discard`` decision);
    ``allowed(id)``: only such cards ("discards a creature card").  Returns the
    discarded cards (their new ids in the graveyard, 400.7).  ``at_random``: the cards
    are chosen at random, nobody chooses (701.9b)."""
    out = []
    if at_random:
        from .at_random import pick_at_random
        hand = [i for i in g.hand(p) if allowed is None or allowed(i)]
        return discard_these(g, pick_at_random(g, hand, n), cause)
    # the cards are chosen, then discarded at once (701.9a, 608.2e)
    for _ in range(n):
        hand = [i for i in g.hand(p) if (allowed is None or allowed(i)) and i not in out]
        if not hand:
            break
        d = Decision(DISCARD, "choose a card to discard", p, hand, rule="701.9a")
        ans = g.ask(d) if len(hand) > 1 else hand[0]
        ans = g._target_answer(ans, hand)
        if ans not in hand:
            raise RulesError(f"{g.name_of(ans)} isn't in {g.name_of(p)}'s hand", "701.9a")
        out.append(ans)
    return discard_these(g, out, cause)


@handles(A.DiscardForEach)
def discard_for_each(node, env):
    """"discards a card for each taxes vote", "Target player discards a card for each Swamp you
    control" (701.9a; 107.1: the number of cards times the count, counted as it resolves)."""
    what = node.what
    if not (isinstance(what, A.Counted) or isinstance(what, A.Quantified)
            and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(what, "this discard for each")
    return discard(node, env, for_each=node.for_each)


@handles(A.Discard)
def discard(node, env, for_each=None):
    from .registry import Unrunnable
    what = node.what
    who = _who(node, env)
    if node.subject is not None:
        env.it_player = who        # "Target player discards two cards. ... that player discards ..."
    if isinstance(what, (A.It, A.ThatRef, A.Them, A.ThoseRef)):
        # "That player discards that card / those cards." (701.9a): the cards named, if still in that hand
        cards = resolver(what, env)

        def run_named(g, c):
            players = who(g, c)
            for i in cards(g, c):
                if i in g.objects and g.objects[i].zone == "hand" and g.objects[i].owner in players:
                    remember(c, "discard", discard_these(g, [i], c.source))
        return run_named
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, A.All) and isinstance(what.filter, A.Filter):
        # "discards all cards of that color", "discards all nonland cards" (701.9a): every
        # matching card in that hand, no choice to make
        every, _ = filter_pred(what.filter, env)

        def run_all(g, c):
            for p in who(g, c):
                matching = [i for i in g.hand(p) if every(g, c, i)]
                done = discard_these(g, matching, c.source)
                remember(c, "discard", done)
                # "Discard all the cards in your hand, then draw that many cards." (608.2c: the
                # cards this instruction discarded)
                c.data["that_many"] = len(done)
        env.data["that_many"] = True
        return run_all
    if isinstance(what, (A.AnyNumberOf, A.UpToCount)) and isinstance(what.filter, A.Filter):
        # "discard any number of cards", "discards up to two cards" (701.9a): the player
        # chooses the set of cards (608.2c), possibly none
        from .at_random import split_at_random
        from .choose import choose_set
        if split_at_random(what.filter)[1]:
            raise Unrunnable(what, "any number of cards at random")
        some, _ = filter_pred(what.filter, env)
        most = amount(what.amount, env) if isinstance(what, A.UpToCount) else None

        def run_some(g, c):
            for p in who(g, c):
                cands = [i for i in g.hand(p) if some(g, c, i)]
                high = len(cands) if most is None else most(g, c)
                picked = choose_set(g, p, cands, 0, high, "the cards to discard")
                remember(c, "discard", discard_these(g, picked, c.source))
                c.data["that_many"] = len(picked)   # "then draw that many cards"
        env.data["that_many"] = True
        return run_some
    if isinstance(what, A.Counted):
        n, flt = amount(what.amount, env), what.filter
    elif isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        n, flt = (lambda g, c: 1), what.filter
    else:
        raise Unrunnable(what, "this discard")
    n = times_for_each(n, for_each, env)      # "a card for each ..." (107.1)
    from .at_random import split_at_random
    flt, at_random = split_at_random(flt)     # "discards two cards at random" (701.9b)
    # "discards a creature card": only a card that matches (a plain "card" matches any)
    pred, _ = filter_pred(flt, env) if isinstance(flt, A.Filter) else (None, None)

    def run(g, c):
        allowed = (lambda i: pred(g, c, i)) if pred is not None else None
        for p in who(g, c):
            remember(c, "discard", discard_cards(g, p, n(g, c), cause=c.source, allowed=allowed,
                                                 at_random=at_random))
    return run


@handles(A.DiscardUnless)
def discard_unless(node, env):
    """"Then discard two cards unless you discard an artifact card." (CR 701.9a; 608.2d: the
    player chooses which as the instruction is followed). A player with no such card in hand
    discards the cards; one with such a card may discard it instead."""
    unless, what = node.unless, node.what
    other = unless.effect if isinstance(unless, A.UnlessDoes) else None
    if not (isinstance(other, A.Discard) and isinstance(other.what, A.Quantified)
            and isinstance(other.what.quantifier, (A.ArticleA, A.ArticleAn)) and isinstance(other.what.filter, A.Filter)):
        raise Unrunnable(unless, "discarding unless this")
    if not (isinstance(what, A.Counted) and isinstance(what.filter, A.Filter)):
        raise Unrunnable(what, "this discard")
    from .at_random import split_at_random
    if split_at_random(what.filter)[1] or split_at_random(other.what.filter)[1]:
        raise Unrunnable(what, "a discard at random with 'unless'")
    who, n = _who(node, env), amount(what.amount, env)
    typed, _ = filter_pred(other.what.filter, env)
    plain, _ = filter_pred(what.filter, env)
    kind = to_text(other.what).strip()

    def run(g, c):
        for p in who(g, c):
            if any(typed(g, c, i) for i in g.hand(p)):
                d = Decision("may", f"discard {kind} rather than {n(g, c)} cards?", p, ["yes", "no"], rule="608.2d")
                if str(g.ask(d)).lower() in ("yes", "true"):
                    remember(c, "discard", discard_cards(g, p, 1, cause=c.source, allowed=lambda i: typed(g, c, i)))
                    continue
            remember(c, "discard", discard_cards(g, p, n(g, c), cause=c.source, allowed=lambda i: plain(g, c, i)))
    return run


@handles(A.Mill)
def mill(node, env):
    who, n = _who(node, env), amount(node.amount, env)

    def run(g, c):
        for p in who(g, c):
            for _ in range(n(g, c)):
                lib = g.library(p)
                if not lib:
                    break
                remember(c, "mill", [g.move(lib[-1], "graveyard", reason="mill", cause=c.source)])
    from .batched_triggers import together
    return together(run)     # the cards are put into the graveyard at once (701.17a)
