"""One-shot keyword actions and small one-shot effects (CR 701, 610.1): proliferate,
investigate, bolster, amass, clash, "tap or untap", "discard your hand", "remove a
counter from ...", "switch ... power and toughness", "look at target player's hand".

The game actions are the kernel's (cardlang/kernel/keyword_actions.py); this module
says who performs them, on what, and what later words ("it", "that player", "if you
win") refer to.
"""
from __future__ import annotations

from cardlang.kernel import END_OF_TURN
from cardlang.kernel import keyword_actions as K
from cardlang.kernel.choices import MODE, Decision
from cardlang.syntax import ast as A

from .counters import counter_name
from .past import remember
from .registry import Unrunnable, dispatch, handles
from .sentences import CONDITIONS
from .sentences import duration as compile_duration
from .targets import acting_players, amount, resolver


def _actor(g, c):
    """The player following the instruction: its controller, or who "may" (608.2c)."""
    return c.data.get("acting_player", c.controller)


# ---- proliferate, investigate, bolster, amass (701.34, 701.16, 701.39, 701.47) --------
@handles(A.Proliferate)
def proliferate(node, env):
    return lambda g, c: K.proliferate(g, _actor(g, c), cause=c.source) and None


@handles(A.Investigate)
def investigate(node, env):
    def run(g, c):
        c.data["created"] = K.investigate(g, _actor(g, c), cause=c.source)
    env.it = lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    return run


@handles(A.Bolster)
def bolster(node, env):
    n = amount(node.amount, env)

    def run(g, c):
        K.bolster(g, _actor(g, c), n(g, c), cause=c.source)
    return run


@handles(A.Amass)
def amass(node, env):
    kind = node.kind
    if not (isinstance(kind, A.TypeName) and kind.category == "subtype"):
        raise Unrunnable(kind, "amass without a creature type")   # 701.47d: errata gave each one
    subtype, n = kind.name, amount(node.amount, env)
    name = env.card_name

    def run(g, c):
        army = K.amass(g, _actor(g, c), subtype, n(g, c), cause=c.source, source_name=name)
        c.data["amassed"] = [army] if army is not None else []
    env.it = lambda g, c: [i for i in c.data.get("amassed", []) if i in g.objects]   # 701.47c
    return run


# ---- clash (701.30) -------------------------------------------------------------------
@handles(A.Clash)
def clash(node, env):
    if node.player is not None and not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "another player clashing")
    opp = node.opponent
    if not (isinstance(opp, A.Quantified) and isinstance(opp.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(opp, "clashing with this player")

    def run(g, c):
        me = _actor(g, c)
        # 701.30b: "Clash with an opponent" means "Choose an opponent. You and that
        # opponent each clash."
        opponent = K._choose_one(g, me, g.opponents(me), "choose an opponent to clash with", "701.30b")
        if opponent is None:
            c.data["won_clash"] = False
            return
        c.data["clash_opponent"] = [opponent]
        c.data["won_clash"] = K.clash(g, me, opponent, cause=c.source)
    env.it_player = lambda g, c: list(c.data.get("clash_opponent", []))   # "that player"
    return run


CONDITIONS[A.WonClash] = lambda node, env: (lambda g, c: bool(c.data.get("won_clash")))


# ---- tap or untap (701.26) --------------------------------------------------------------
@handles(A.TapOrUntap)
def tap_or_untap(node, env):
    res = resolver(node.what, env)
    env.it = res

    def run(g, c):
        for i in res(g, c):
            if i not in g.objects:
                continue
            # CR 608.2d: a choice the effect offers is made as it's applied
            d = Decision(MODE, f"tap or untap {g.name_of(i)}", _actor(g, c), ["tap", "untap"], rule="608.2d")
            choice = str(g.ask(d)).lower()
            if choice == "tap":
                g.tap(i, cause=c.source)
            elif choice == "untap":
                g.untap(i, cause=c.source)
            else:
                from cardlang.kernel import RulesError
                raise RulesError(f"{choice!r} isn't tap or untap", "608.2d")
    return run


# ---- hands (701.9, 402.3) ---------------------------------------------------------------
def hand_owners(hand, node, env):
    """Whose hand a ``HandRef`` names -> resolver of player ids."""
    if not (isinstance(hand, A.HandRef) and getattr(hand.zone, "name", "") == "hand"):
        raise Unrunnable(hand, "this zone")
    owner = hand.owner
    if isinstance(owner, A.Your):
        return lambda g, c: [_actor(g, c)]
    if isinstance(owner, A.Their):
        # "each player discards their hand": each player named by the subject
        if node.subject is None:
            raise Unrunnable(owner, "'their' with no player named")
        return acting_players(node, env)
    from .targets import zone_owners
    return zone_owners(owner, env)       # "target player's hand", "that player's hand"


@handles(A.DiscardHand)
def discard_hand(node, env):
    """"Discard your hand", "each player discards their hand" (CR 701.9a: the cards are
    put into their owner's graveyard; the whole hand at once, so no choice)."""
    if node.subject is not None and not isinstance(node.hand.owner, A.Their):
        raise Unrunnable(node.hand, "discarding another player's hand")
    who = hand_owners(node.hand, node, env)
    if node.subject is not None:
        env.it_player = who

    def run(g, c):
        for p in who(g, c):
            for i in list(g.hand(p)):
                if i in g.objects and g.objects[i].zone == "hand":
                    remember(c, "discard", [g.move(i, "graveyard", reason="discard", cause=c.source)])
    from .batched_triggers import together
    return together(run)     # the whole hand at once: one batch (603.2c)


@handles(A.LookAtHand)
def look_at_hand(node, env):
    """"Look at target player's hand." (CR 402.3: a player may look only at their own
    hand; this effect lets the player see another's.)  Nothing moves; "it" is then that
    hand ("choose a card from it"), "that player" its owner."""
    if node.subject is not None:
        raise Unrunnable(node.subject, "another player looking at a hand")
    who = hand_owners(node.hand, node, env)

    def run(g, c):
        looked = []
        for p in who(g, c):
            cards = list(g.hand(p))
            looked += cards
            g.note(f"{g.name_of(_actor(g, c))} looks at {g.name_of(p)}'s hand: "
                   f"{', '.join(g.name_of(i) for i in cards) or 'no cards'}", rule="402.3")
        c.data["looked_hand"] = looked
    env.it = lambda g, c: [i for i in c.data.get("looked_hand", []) if i in g.objects and g.objects[i].zone == "hand"]
    env.it_player = who
    env.data.pop("the_rest", None)
    return run


# ---- counters (122.8) --------------------------------------------------------------------
@handles(A.RemoveCounters)
def remove_counters(node, env):
    """"Remove a -1/-1 counter from target creature" (CR 122: as many as it has, at most)."""
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player removing counters")
    n = amount(node.amount, env)
    kind = counter_name(node.kind)
    res = resolver(node.source, env)
    env.it = res

    def run(g, c):
        removed = 0
        for i in res(g, c):
            if i in g.objects or i in g.players:
                before = (g.players[i].counters if i in g.players else g.objects[i].counters).get(kind, 0)
                g.remove_counters(i, kind, n(g, c), cause=c.source)
                after = (g.players[i].counters if i in g.players else g.objects[i].counters).get(kind, 0) \
                    if (i in g.players or i in g.objects) else 0
                removed += before - after
        if removed == 0:
            c.data["did"] = False       # "you may remove ... When you do": nothing was removed
    return run


# ---- switching power and toughness (613.4d) ----------------------------------------------
@handles(A.SwitchPt)
def switch_pt(node, env):
    owner = node.owner
    of = owner.object if isinstance(owner, A.PtOwner) else owner
    res = resolver(of, env)
    env.it = res
    dur = compile_duration(node.duration, env) if node.duration is not None else None
    outer = env.data.get("duration")
    name = env.card_name

    def run(g, c):
        ids = [i for i in res(g, c) if i in g.objects and g.objects[i].zone == "battlefield"]
        if not ids:
            return
        d = dur(c) if dur is not None else (outer(c) if outer is not None else END_OF_TURN)
        g.add_effect(K.switch_pt(name, ids, duration=d, source=c.source, controller=c.controller))
    return run


# ---- coin flips (705) -----------------------------------------------------------------------
@handles(A.FlipCoin)
def flip_coin(node, env):
    if node.player is not None and not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "another player flipping a coin")
    if node.until is not None or node.for_each is not None:
        raise Unrunnable(node.until or node.for_each, "flipping several coins")

    def run(g, c):
        c.data["flip_won"] = K.flip_coin(g, _actor(g, c), cause=c.source)
    return run


def _flip_condition(won: bool):
    def make(node, env):
        if not isinstance(node.player, A.You):
            raise Unrunnable(node.player, "another player's coin flip")
        # CR 705.2: only the player who flipped wins or loses the flip
        return lambda g, c: "flip_won" in c.data and c.data["flip_won"] is won
    return make


CONDITIONS[A.WonFlip] = _flip_condition(True)
CONDITIONS[A.LostFlip] = _flip_condition(False)


# ---- "you may have <object> ..." ---------------------------------------------------------------
@handles(A.HaveDealDamage)
def have_deal_damage(node, env):
    """"you may have this creature deal 1 damage to target player": the named object is
    the source of the damage (CR 120.3), as if the sentence said "<it> deals ..."."""
    from .registry import dispatch
    return dispatch(node.damage, env, "effect")


@handles(A.HaveObjectGet)
def have_object_get(node, env):
    """"you may have target creature get +2/+0 until end of turn" (CR 611.2)."""
    from .continuous import object_gets
    return object_gets(A.ObjectGets(node.object, node.predicate, for_each=node.for_each,
                                    duration=node.duration), env)


# ---- more counters (701.10e, 122) ---------------------------------------------------------------
@handles(A.DoubleCounters)
def double_counters(node, env):
    """"Double the number of +1/+1 counters on each creature you control" (CR 701.10e:
    give each as many of those counters as it already has)."""
    kind = counter_name(node.kind)
    res = resolver(node.on, env)

    def run(g, c):
        for i in res(g, c):
            have = (g.players[i].counters if i in g.players else g.objects[i].counters).get(kind, 0) \
                if (i in g.players or i in g.objects) else 0
            if have > 0:
                g.put_counters(i, kind, have, cause=c.source)
    return run


@handles(A.RemoveAllCounters)
def remove_all_counters(node, env):
    """"Remove all counters from that creature", "remove all +1/+1 counters from it"
    (CR 122: every counter of that kind, or of every kind)."""
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player removing counters")
    kind = counter_name(node.kind) if node.kind is not None else None
    res = resolver(node.target, env)

    def run(g, c):
        for i in res(g, c):
            if i not in g.objects and i not in g.players:
                continue
            store = g.players[i].counters if i in g.players else g.objects[i].counters
            for k, n in list(store.items()):
                if kind is None or k == kind:
                    g.remove_counters(i, k, n, cause=c.source)
    return run


# ---- mill a number (701.17) -----------------------------------------------------------------------
@handles(A.MillEqual)
def mill_equal(node, env):
    """"Target player mills cards equal to your life total" (CR 701.17a-b: as many as
    they can; the number is determined as the instruction is followed, 608.2h)."""
    who, n = acting_players(node, env), amount(node.quantity, env)

    def run(g, c):
        k = n(g, c)
        for p in who(g, c):
            for _ in range(max(0, k)):
                lib = g.library(p)
                if not lib:
                    break
                remember(c, "mill", [g.move(lib[-1], "graveyard", reason="mill", cause=c.source)])
    from .batched_triggers import together
    return together(run)     # 701.17a: at once


# ---- more keyword actions (701.36, 701.41, 701.46, 701.37, 701.44, 701.50) --------------------
@handles(A.Populate)
def populate(node, env):
    def run(g, c):
        c.data["created"] = K.populate(g, _actor(g, c), cause=c.source)
    env.it = lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    return run


@handles(A.Support)
def support(node, env):
    """CR 701.41a: "Support N" on a permanent: a +1/+1 counter on each of up to N other
    target creatures; on an instant or sorcery, up to N target creatures."""
    from .targets import _const, register_targets, target_spec
    n = _const(node.amount, env)
    other = not env.is_spell_face
    pred = lambda g, c, i: (i in g.objects and g.objects[i].zone == "battlefield" and g.chars(i).is_creature
                            and not (other and i == c.source))
    res = register_targets(env, target_spec(f"up to {n} {'other ' if other else ''}target creatures", pred,
                                            "permanent", count=n, up_to=True))

    def run(g, c):
        for i in res(g, c):
            if i in g.objects:
                g.put_counters(i, "+1/+1", 1, cause=c.source)
    return run


@handles(A.Adapt)
def adapt(node, env):
    n = amount(node.amount, env)
    return lambda g, c: K.adapt(g, c.source, n(g, c), cause=c.source)


@handles(A.Monstrosity)
def monstrosity(node, env):
    n = amount(node.amount, env)
    return lambda g, c: K.monstrosity(g, c.source, n(g, c), cause=c.source) and None


@handles(A.Explores)
def explores(node, env):
    res = resolver(node.subject, env)
    env.it = res

    def run(g, c):
        for i in res(g, c):
            if i in g.objects or i in g.lki:
                K.explore(g, i, cause=c.source)
    return run


@handles(A.Connives)
def connives(node, env):
    from .cards import discard_cards
    res = resolver(node.subject, env)
    env.it = res

    def run(g, c):
        for i in res(g, c):
            if i in g.objects or i in g.lki:
                K.connive(g, i, cause=c.source,
                          discard=lambda gg, p, n: discard_cards(gg, p, n, cause=c.source))
    return run


@handles(A.LoseHalfLife)
def lose_half_life(node, env):
    """"Target opponent loses half their life, rounded up." (CR 107.1a: rounded up or
    down as the effect says)."""
    if not isinstance(node.whose, A.Their) or node.subject is None:
        raise Unrunnable(node, "losing half of this life total")
    up = type(node.rounding).__name__ == "RoundedUp"
    if not up and type(node.rounding).__name__ != "RoundedDown":
        raise Unrunnable(node.rounding, "this rounding")
    who = acting_players(node, env)

    def run(g, c):
        for p in who(g, c):
            life = g.players[p].life
            half = (life + 1) // 2 if up else life // 2
            if life > 0:
                g.lose_life(p, half, cause=c.source)
    return run


# ---- extra turns (500.7) -----------------------------------------------------------------------
@handles(A.ExtraTurn)
def extra_turn(node, env):
    """"Take an extra turn after this one.", "Target player takes an extra turn after
    this one." (CR 500.7)."""
    who = acting_players(node, env)

    def run(g, c):
        for p in who(g, c):
            g.add_extra_turn(p)
    return run


@handles(A.PlayAdditionalLand)
def play_additional_land(node, env):
    """"You may play an additional land this turn." (CR 305.2; the "may" is the
    permission itself, not a choice made as the ability resolves)."""
    return lambda g, c: K.allow_additional_land(g, c.controller)


@handles(A.DistributeCounters)
def distribute_counters(node, env):
    """"Distribute three +1/+1 counters among one, two, or three target creatures you
    control." (CR 601.2d: the division is announced as the spell is cast, at least one
    counter to each target; a target illegal on resolution gets none, 608.2b)."""
    if not env.is_spell_face and env.data.get("divides_as_put") is not env:
        # an activated or triggered ability divides as it's activated / put on the stack
        # (602.2b, 603.3d); not one an effect creates
        raise Unrunnable(node, "distributing counters from an ability")
    if node.subject is not None:
        raise Unrunnable(node.subject, "another player distributing counters")
    if not env.is_spell_face and not (isinstance(node.amount, A.Count) and isinstance(node.amount.number, A.Number)):
        # the amount an ability divides is known as it's put on the stack: only a written one here
        raise Unrunnable(node.amount, "an ability distributing a number of counters that isn't written")
    kind = counter_name(node.kind)
    n = amount(node.amount, env)
    start = env.target_offset()
    rec = resolver(node.among, env)
    specs = env.targets[-1:] if env.target_offset() > start else []
    if not specs:
        raise Unrunnable(node, "counters distributed among non-targets")
    object.__setattr__(specs[0], "divide", True)
    env.data["divide_total"] = lambda ctx, g=None: n(g, ctx)   # (the game asked as it's divided, 601.2d)
    env.it = rec

    def run(g, c):
        legal = set(rec(g, c))
        for t, k in (c.divided or {}).items():
            if t in legal and k > 0:
                g.put_counters(t, kind, k, cause=c.source)
    return run


@handles(A.CreateTokenEqual)
def create_token_equal(node, env):
    """"create a number of 1/1 white Soldier creature tokens equal to your devotion to
    white" (CR 111.2; the number is determined as the instruction is followed, 608.2h)."""
    from .tokens import create_token
    return create_token(A.CreateToken(node.subject, node.quantity, node.token), env)


@handles(A.HaveEffect)
def have_effect(node, env):
    """"you may have target player draw a card", "have that player lose 1 life": the player
    named inside performs the action (its own subject, CR 608.2c); "have" only says the
    controller of the ability makes it happen."""
    if node.subject is not None:
        raise Unrunnable(node.subject, "another player having someone act")
    return dispatch(node.action, env, "effect")


@handles(A.EachDoes)
def each_does(node, env):
    """"You and target opponent each draw a card.", "Any number of target players each
    mill two cards." -- each player named follows the instruction, one after another in
    APNAP order (CR 101.4), each as the player performing it (608.2c)."""
    from .targets import each_player_acting
    who = resolver(node.subject, env)
    effect = dispatch(node.effect, env)

    def in_apnap_order(g, c):
        named = [p for p in who(g, c) if p in g.players]
        return [p for p in g.apnap_order() if p in named]
    return each_player_acting(in_apnap_order, effect)
