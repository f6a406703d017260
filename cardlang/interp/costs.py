"""Costs (CR 118, 602.1): mana, {T}, sacrifice, discard, life, loyalty, exile,
tapping or returning permanents, removing or putting counters.

A cost compiles to a kernel :class:`Cost`.  Every part other than mana, {T},
life and sacrificing the source is a :class:`CostPart`: ``payable`` (can it be
paid at all, 118.3), ``choose`` (the choices it needs -- which creatures to tap,
which cards to exile -- made before anything is paid, 601.2h / 602.2b, so a
refused choice leaves the game unchanged, 732) and ``pay``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from cardlang.kernel import Cost, RulesError
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .past import remember
from .registry import Env, Unrunnable, dispatch, handles
from .targets import _const, _filter_text, amount, filter_pred


def _symbols(cost: A.ManaCost) -> tuple[str, ...]:
    if any(s.symbol == "H" for s in cost.symbols):
        # CR 107.4g: {H} stands for any Phyrexian symbol in rules text; no cost is paid with it
        raise Unrunnable(cost, "{H} in a cost")
    return tuple("{" + s.symbol + "}" for s in cost.symbols)


@dataclass
class CostPart:
    """One non-mana part of a cost.  ``choose(game, ctx)`` returns the choice
    ``pay(game, ctx, choice)`` gets; ``payable(game, ctx)`` says if it can be paid."""
    pay: Callable[..., None]
    payable: Optional[Callable[..., bool]] = None
    choose: Optional[Callable[..., Any]] = None
    uses_x: bool = False


def compile_cost(costs: A.Costs, env: Env, loyalty: A.LoyaltyCost | None = None) -> Cost:
    mana: tuple = ()
    tap = sac_self = untap = False
    waterbend = 0
    life = 0
    parts: list[CostPart] = []
    items = tuple(costs.items) if costs is not None else ()
    for n, item in enumerate(items):
        if isinstance(item, A.SacrificeCost) and isinstance(item.what, A.It) and any(
                _is_self(getattr(prev, "source", None) or getattr(prev, "what", None)) for prev in items[:n]):
            # "Remove three quest counters from this enchantment and sacrifice it": "it" is the
            # object the cost before it named, the source itself
            sac_self = True
        elif isinstance(item, A.WaterbendCost):
            # 701.67a: "Pay [cost]. For each generic mana in that cost, you may tap an untapped
            # artifact or creature you control rather than pay that mana." (kernel Cost.waterbend)
            syms = _symbols(item.cost)
            if any(not s.strip("{}").isdigit() and s.strip("{}") in ("X", "Y") for s in syms):
                raise Unrunnable(item, "waterbend {X}")
            mana += syms
            waterbend += sum(int(s.strip("{}")) for s in syms if s.strip("{}").isdigit())
        elif isinstance(item, (A.ManaPayment, A.PayManaCost)):   # "{2}", "pay {3}" (118.1)
            mana += _symbols(item.cost)
        elif isinstance(item, A.ManaCost):
            mana += _symbols(item)
        elif isinstance(item, A.TapCost):
            tap = True
        elif isinstance(item, A.SacrificeCost) and isinstance(item.what, (A.SelfThis, A.SelfByName)):
            sac_self = True
        elif isinstance(item, A.PayLifeCost):
            life += _const(item.amount, env)
        elif isinstance(item, A.UntapCost):
            untap = True   # 107.6: "Untap this permanent"
        else:
            parts.append(dispatch(item, env, "cost"))
    if env.it is None and any(isinstance(item, A.RemoveCountersCost) and _is_self(item.source) for item in items):
        # "Remove two +1/+1 counters from this creature: Regenerate it.", "Remove an oil counter
        # from Migloz: It gains vigilance and menace until end of turn.": the cost names the
        # source, and nothing else is named before the effect's "it" (CR 602.1: [Cost]: [Effect])
        env.it = lambda g, c: [c.source] if c.source in g.objects else []
    if loyalty is not None:
        parts.append(_loyalty_part(loyalty))
    return cost_from_parts(mana, parts, tap=tap, sacrifice_self=sac_self, life=life, untap=untap,
                           waterbend=waterbend)


def cost_from_parts(mana: tuple, parts: list, **kw) -> Cost:
    """A kernel Cost whose non-mana parts are ``parts``: choices recorded in
    ``ctx.data["cost_choices"]`` (in order) before anything is paid."""
    if not parts:
        return Cost(mana=mana, **kw)

    def choose(g, c):
        c.data["cost_choices"] = [p.choose(g, c) if p.choose is not None else None for p in parts]

    def other(g, c):
        chosen = c.data.get("cost_choices") or [None] * len(parts)
        for p, ch in zip(parts, chosen):
            with g.simultaneously():   # "Sacrifice two creatures": one action, one batch (603.2c)
                p.pay(g, c, ch)

    def payable(g, c):
        return all(p.payable(g, c) for p in parts if p.payable is not None)
    return Cost(mana=mana, other=other, other_payable=payable, choose=choose,
                uses_x=any(p.uses_x for p in parts), **kw)


def _loyalty_part(loyalty: A.LoyaltyCost) -> CostPart:
    # CR 606.4: put or remove loyalty counters
    if loyalty.amount == "X":
        raise Unrunnable(loyalty, "loyalty cost X")
    n = int(loyalty.amount)
    if loyalty.sign in ("-", "−"):
        return CostPart(pay=lambda g, c, _ch, n=n: g.remove_counters(c.source, "loyalty", n, cause=c.source),
                        payable=lambda g, c, n=n: g.obj(c.source).counters.get("loyalty", 0) >= n)
    return CostPart(pay=lambda g, c, _ch, n=n: n and g.put_counters(c.source, "loyalty", n, cause=c.source))


# ---- choosing objects for a cost ---------------------------------------------------------
def choose_for_cost(g, player, cands: list, n: int, verb: str, description: str) -> list:
    """``player`` chooses ``n`` of ``cands`` for a cost (CR 601.2h), one at a time,
    each a decision named by the cost's verb; no question when every candidate must
    be chosen.  Fewer candidates than ``n``: the cost can't be paid (118.3)."""
    if len(cands) < n:
        raise RulesError(f"not enough {description} to {verb} (needs {n}, has {len(cands)})", "118.3")
    if len(cands) == n:
        return list(cands)
    picks: list = []
    for _ in range(n):
        opts = [i for i in cands if i not in picks]
        d = Decision(verb, f"choose {description} to {verb} for a cost", player, opts, rule="601.2h")
        ans = g._target_answer(g.ask(d), opts)
        if ans not in opts:
            raise RulesError(f"{g.name_of(ans) if isinstance(ans, int) else ans} can't be chosen to "
                             f"{verb} ({description})", "601.2h")
        picks.append(ans)
    return picks


def _is_self(what) -> bool:
    return isinstance(what, (A.SelfThis, A.SelfByName))


def object_choice(what, env: Env, verb: str, zone_default: str = "battlefield", check: Callable | None = None):
    """"a creature you control", "two cards from your graveyard", "another creature",
    "X untapped creatures you control" -> (candidates(g, c), count(g, c), uses_x,
    description).  Permanents are on the battlefield (109.2); cards are in the zone
    their filter names.  ``check(g, c, id)``: an extra requirement (e.g. can be
    sacrificed)."""
    another = False
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn, A.Another)):
        another = isinstance(what.quantifier, A.Another)
        count, uses_x, flt = (lambda g, c: 1), False, what.filter
    elif isinstance(what, A.Counted):
        count, uses_x, flt = amount(what.amount, env), isinstance(what.amount, A.X), what.filter
    else:
        raise Unrunnable(what, f"this object to {verb} for a cost")
    pred, kind = filter_pred(flt, env)
    if kind not in ("permanent", "card"):
        raise Unrunnable(what, f"choosing a {kind} for a cost")
    from_zone = any(isinstance(x, (A.FromZone, A.InZone)) for x in (flt.suffixes.items if flt.suffixes else ()))
    if kind == "card" and not from_zone:
        raise Unrunnable(what, "a card chosen for a cost without a zone")

    def candidates(g, c):
        if kind == "permanent":
            ids = g.battlefield()
        else:
            ids = [i for i, o in g.objects.items() if o.zone in ("graveyard", "hand", "exile", "library")]
        # 601.2a: a card being cast is on the stack before its costs are paid: never its own choice
        return [i for i in ids if pred(g, c, i) and not (another and i == c.source)
                and not (i == c.source and g.objects[i].zone != "battlefield")
                and (check is None or check(g, c, i))]
    return candidates, count, uses_x, _filter_text(flt)


def _choice_part(what, env: Env, verb: str, act: Callable, check: Callable | None = None) -> CostPart:
    """A cost that chooses objects and does ``act(g, c, id)`` to each."""
    cands, count, uses_x, desc = object_choice(what, env, verb, check=check)

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), count(g, c), verb, desc)

    def pay(g, c, chosen):
        done = []
        for i in chosen:
            new = act(g, c, i)
            # "the sacrificed creature" is the permanent as it last existed (608.2h);
            # "the exiled card" / "the returned card" the card where it went (400.7)
            done.append(new if verb in ("exile", "return") and isinstance(new, int) else i)
        remember(c, verb, done)
    return CostPart(pay=pay, choose=choose, uses_x=uses_x,
                    payable=None if uses_x else (lambda g, c: len(cands(g, c)) >= count(g, c)))


# ---- the parts ---------------------------------------------------------------------------
@handles(A.SacrificeCost, role="cost")
def _sacrifice(node, env):
    # CR 701.21a: a player sacrifices a permanent they control
    return _choice_part(node.what, env, "sacrifice",
                        lambda g, c, i: g.sacrifice(i, c.controller, cause=c.source),
                        check=lambda g, c, i: g.chars(i).controller == c.controller)


@handles(A.TapObjectCost, role="cost")
def _tap_objects(node, env):
    """"Tap an untapped creature you control" (CR 602.1, 118.3): any untapped creature
    the player controls, even one that came under their control this turn (302.6
    restricts only the {T} and {Q} abilities of the creature itself)."""
    if _is_self(node.what):
        raise Unrunnable(node.what, "tapping the source as a cost (the {T} symbol)")
    return _choice_part(node.what, env, "tap", lambda g, c, i: g.tap(i, cause=c.source),
                        check=lambda g, c, i: not g.objects[i].tapped and g.chars(i).controller == c.controller)


@handles(A.ReturnToHandCost, role="cost")
def _return_to_hand(node, env):
    """"Return a land you control to its owner's hand", "Return this enchantment to its
    owner's hand" (CR 118.3; a permanent goes to its owner's hand, 400.3)."""
    if _is_self(node.what):
        return CostPart(pay=lambda g, c, _ch: g.move(c.source, "hand", reason="return", cause=c.source),
                        payable=lambda g, c: c.source in g.objects and g.objects[c.source].zone == "battlefield")
    return _choice_part(node.what, env, "return", lambda g, c, i: g.move(i, "hand", reason="return", cause=c.source),
                        check=lambda g, c, i: g.chars(i).controller == c.controller)


@handles(A.DiscardCost, role="cost")
def _discard(node, env):
    from .cards import discard_cards
    n = _const(node.amount.amount if isinstance(node.amount, A.CardAmount) else node.amount, env)
    return CostPart(pay=lambda g, c, _ch: remember(c, "discard", discard_cards(g, c.controller, n, cause=c.source)),
                    payable=lambda g, c: len(g.hand(c.controller)) >= n)


@handles(A.DiscardRandomCost, role="cost")
def _discard_random(node, env):
    """"Discard a card at random" (CR 701.9b): the game picks, with its random state."""
    cards = node.cards
    n = _const(cards.amount if isinstance(cards, A.CardAmount) else cards, env)

    def pay(g, c, _ch):
        for _ in range(n):
            hand = g.hand(c.controller)
            if not hand:
                return
            pick = g.rng.choice(hand)
            g.note(f"{g.name_of(c.controller)} discards {g.name_of(pick)} at random", rule="701.9b")
            g.move(pick, "graveyard", reason="discard", cause=c.source)
    return CostPart(pay=pay, payable=lambda g, c: len(g.hand(c.controller)) >= n)


@handles(A.DiscardSelfCost, role="cost")
def _discard_self(node, env):
    # "Discard this card": the ability functions in the hand (CR 113.6, 702.29a)
    env.data["activation_zones"] = ("hand",)
    return CostPart(pay=lambda g, c, _ch: g.move(c.source, "graveyard", reason="discard", cause=c.source),
                    payable=lambda g, c: c.source in g.objects and g.objects[c.source].zone == "hand")


def _counter_kind(kind) -> str:
    from .counters import counter_name
    return counter_name(kind)


@handles(A.RemoveCountersCost, role="cost")
def _remove_counters(node, env):
    """"Remove a +1/+1 counter from this creature", "Remove X charge counters from
    ~" (CR 122.8 / 118.3: a cost that removes more counters than there are can't be
    paid).  X is announced as the ability is activated (602.2b, 107.3a)."""
    if not _is_self(node.source):
        raise Unrunnable(node.source, "removing counters from another object for a cost")
    if node.kind is None:
        raise Unrunnable(node, "removing counters of any kind for a cost")
    kind = _counter_kind(node.kind)
    uses_x = isinstance(node.amount, A.X)
    n = amount(node.amount, env)

    def have(g, c):
        return g.obj(c.source).counters.get(kind, 0) if c.source in g.objects else 0

    def choose(g, c):
        k = n(g, c)
        if have(g, c) < k:
            raise RulesError(f"{g.name_of(c.source)} has {have(g, c)} {kind} counter(s), not {k}", "118.3")
        return k

    def pay(g, c, k):
        g.remove_counters(c.source, kind, n(g, c) if k is None else k, cause=c.source)
    return CostPart(pay=pay, choose=choose, uses_x=uses_x,
                    payable=None if uses_x else (lambda g, c: have(g, c) >= n(g, c)))


@handles(A.PutCountersCost, role="cost")
def _put_counters(node, env):
    """"Put a -1/-1 counter on this creature" / "on a creature you control" (CR 122)."""
    kind = _counter_kind(node.kind)
    n = amount(node.amount, env)
    if _is_self(node.target):
        return CostPart(pay=lambda g, c, _ch: g.put_counters(c.source, kind, n(g, c), cause=c.source),
                        payable=lambda g, c: c.source in g.objects and g.objects[c.source].zone == "battlefield")
    return _choice_part(node.target, env, "put", lambda g, c, i: g.put_counters(i, kind, n(g, c), cause=c.source))


@handles(A.PayEnergyCost, role="cost")
def _pay_energy(node, env):
    """"Pay {E}{E}: ..." (CR 107.14, 118.3): remove that many energy counters from the
    activating player, who can't activate it with fewer."""
    from .counters import energy_count, pay_energy
    n = energy_count(node.energy, env)
    return CostPart(pay=lambda g, c, _ch: pay_energy(g, c.controller, n(g, c), c.source),
                    payable=lambda g, c: g.players[c.controller].counters.get("energy", 0) >= n(g, c))


def _top_cards(zone: str):
    """The top ``k`` cards of a library or graveyard, top first (CR 401.2, 404.2: the
    kernel keeps both zones bottom first, the last card put there on top)."""
    return lambda g, p, k: list(reversed(g.zone(zone, p)))[:k]


@handles(A.ExileCost, role="cost")
def _exile(node, env):
    """"Exile this artifact", "Exile a creature card from your graveyard", "Exile the
    top card of your graveyard" (CR 118.3, 406)."""
    what = node.what
    if _is_self(what):
        return CostPart(pay=lambda g, c, _ch: g.exile(c.source, cause=c.source),
                        payable=lambda g, c: c.source in g.objects and g.objects[c.source].zone == "battlefield")
    if isinstance(what, A.TopOfZone):
        zone = getattr(what.zone.zone, "name", "") if isinstance(what.zone, A.ZoneRef) else ""
        if zone not in ("library", "graveyard") or not isinstance(what.zone.owner, A.Your):
            raise Unrunnable(what, "exiling the top of this zone")
        words = [w.name for grp in what.types.items for w in grp.words]
        if [w.name for w in words] != ["card"]:
            raise Unrunnable(what.types, "exiling the top cards of a kind")
        n = amount(what.amount, env) if what.amount is not None else (lambda g, c: 1)
        top = _top_cards(zone)

        def pay(g, c, _ch):
            for i in top(g, c.controller, n(g, c)):
                g.exile(i, cause=c.source)
        return CostPart(pay=pay, payable=lambda g, c: len(top(g, c.controller, n(g, c))) >= n(g, c))
    return _choice_part(what, env, "exile", lambda g, c, i: g.exile(i, cause=c.source))


@handles(A.ExileSelfFromCost, role="cost")
def _exile_self_from(node, env):
    """"Exile this card from your graveyard" / "from your hand": the ability functions
    in that zone (CR 113.6) and the cost moves the card to exile."""
    zone = getattr(node.zone.zone, "name", "") if isinstance(node.zone, A.ZoneRef) else ""
    if zone not in ("graveyard", "hand"):
        raise Unrunnable(node.zone, f"an ability that functions in the zone {zone!r}")
    env.data["activation_zones"] = (zone,)
    return CostPart(pay=lambda g, c, _ch: g.exile(c.source, cause=c.source),
                    payable=lambda g, c: c.source in g.objects and g.objects[c.source].zone == zone)


# ---- activation restrictions (CR 602.5b) ---------------------------------------------------
#: the steps of a turn before attackers are declared (CR 500.1, 507, 508.1)
BEFORE_ATTACKERS = ("untap", "upkeep", "draw", "main1", "begin_combat")
COMBAT_STEPS = ("begin_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_combat")


def activation_condition(r, env: Env) -> Callable[..., bool]:
    """An activation restriction -> ``test(game, ctx)``, checked as the player begins
    to activate the ability (602.5b: if false, it can't be activated)."""
    yours = lambda g, c: g.active_player == c.controller
    if isinstance(r, A.ActivateOnlyIf):
        from .sentences import condition
        return condition(r.condition, env)
    if isinstance(r, A.ActivateOnlyDuringYourTurn):
        return yours
    if isinstance(r, A.ActivateOnlyDuringCombat):
        return lambda g, c: g.step in COMBAT_STEPS   # 506.1: the combat phase
    if isinstance(r, (A.ActivateOnlyYourTurnBefore, A.ActivateOnlyBefore)):
        if not isinstance(r.before, A.BeforeAttackers):
            raise Unrunnable(r.before, "this point of the turn")
        before = lambda g, c: g.step in BEFORE_ATTACKERS
        if isinstance(r, A.ActivateOnlyBefore):
            return before
        return lambda g, c: yours(g, c) and before(g, c)
    if isinstance(r, A.ActivateOnlyDuringYourStep):
        from .triggers import STEP_NAMES
        name = getattr(r.step, "name", None)
        if name == "combat":
            return lambda g, c: yours(g, c) and g.step in COMBAT_STEPS
        step = STEP_NAMES.get(name)
        if step is None:
            raise Unrunnable(r.step, f"the step {name!r}")
        return lambda g, c: yours(g, c) and g.step == step
    raise Unrunnable(r, "this activation restriction")


# ---- paying a whole cost as an instruction (CR 118.12) -------------------------------------
def pay_now(g, payer: int, cost: Cost, source, times: int = 1) -> None:
    """Pay ``cost`` (``times`` times) as an effect asks: ward's "counter it unless that
    player pays [cost]" (702.21a), echo (702.30a), cumulative upkeep (702.24a) --
    "unless [a player] pays [cost]" (118.12).  Everything is checked and every
    choice made before anything is paid; a cost that can't be paid in full raises
    ``RulesError`` and nothing is paid (118.3, 732)."""
    from cardlang.kernel import Context
    if cost.tap or cost.untap or cost.sacrifice_self:
        raise RulesError("this cost can't be paid as an instruction", "118.12")
    if times <= 0:
        return
    life = cost.life * times
    if life and g.players[payer].life < life:
        raise RulesError(f"{g.name_of(payer)} can't pay {life} life", "119.4")
    with g.atomic():   # several payments of a cost with choices: all or nothing (732.1)
        ctxs = []
        for _ in range(times):
            c = Context(source=source, controller=payer)
            if cost.other_payable is not None and not cost.other_payable(g, c):
                raise RulesError("the cost can't be paid", "118.3")
            if cost.choose is not None and times == 1:
                cost.choose(g, c)   # 601.2h: choices first
            ctxs.append(c)
        if cost.mana:
            g.pay_mana(payer, tuple(cost.mana) * times, cause=source)
        if life:
            g.lose_life(payer, life, cause=source)
        for c in ctxs:
            if cost.other is not None:
                if cost.choose is not None and times > 1:
                    cost.choose(g, c)   # each payment chooses among what is left
                cost.other(g, c)
