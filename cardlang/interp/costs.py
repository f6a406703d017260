"""Costs (CR 118, 602.1): mana, {T}, sacrifice, discard, life, loyalty, exile."""
from __future__ import annotations

from cardlang.kernel import Cost, RulesError
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .targets import _const, filter_pred


def _symbols(cost: A.ManaCost) -> tuple[str, ...]:
    return tuple("{" + s.symbol + "}" for s in cost.symbols)


def compile_cost(costs: A.Costs, env: Env, loyalty: A.LoyaltyCost | None = None) -> Cost:
    mana: tuple = ()
    tap = sac_self = False
    life = 0
    others, payables = [], []
    for item in (costs.items if costs is not None else ()):
        if isinstance(item, A.ManaPayment):
            mana += _symbols(item.cost)
        elif isinstance(item, A.ManaCost):
            mana += _symbols(item)
        elif isinstance(item, A.TapCost):
            tap = True
        elif isinstance(item, A.SacrificeCost):
            if isinstance(item.what, (A.SelfThis, A.SelfByName)):
                sac_self = True
            elif isinstance(item.what, A.Quantified):
                pred, _ = filter_pred(item.what.filter, env)

                def cands(g, c, pred=pred):
                    return [i for i in g.battlefield(c.controller) if pred(g, c, i)]

                def pay(g, c, cands=cands):
                    opts = cands(g, c)
                    d = Decision("sacrifice", "choose a permanent to sacrifice", c.controller, opts, rule="118.3")
                    ans = g._target_answer(g.ask(d), opts) if len(opts) != 1 else opts[0]
                    if ans not in opts:
                        raise RulesError(f"{g.name_of(ans)} can't be sacrificed for this cost", "118.3")
                    g.sacrifice(ans, c.controller, cause=c.source)
                others.append(pay)
                payables.append(lambda g, c, cands=cands: bool(cands(g, c)))
            else:
                raise Unrunnable(item.what, "this sacrifice cost")
        elif isinstance(item, A.DiscardCost):
            from .cards import discard_cards
            n = _const(item.amount.amount if isinstance(item.amount, A.CardAmount) else item.amount, env)
            others.append(lambda g, c, n=n: discard_cards(g, c.controller, n, cause=c.source))
            payables.append(lambda g, c, n=n: len(g.hand(c.controller)) >= n)
        elif isinstance(item, A.DiscardSelfCost):
            # "Discard this card": the ability functions in the hand (CR 113.6, 702.29a)
            env.data["activation_zones"] = ("hand",)
            others.append(lambda g, c: g.move(c.source, "graveyard", reason="discard", cause=c.source))
            payables.append(lambda g, c: c.source in g.objects and g.objects[c.source].zone == "hand")
        elif isinstance(item, A.PayLifeCost):
            life += _const(item.amount, env)
        elif isinstance(item, A.UntapCost):
            raise Unrunnable(item, "the untap symbol {Q}")
        else:
            raise Unrunnable(item, f"the cost {type(item).__name__}")
    if loyalty is not None:
        # CR 606.4: put or remove loyalty counters
        if loyalty.amount == "X":
            raise Unrunnable(loyalty, "loyalty cost X")
        n = int(loyalty.amount)
        if loyalty.sign in ("-", "−"):
            others.append(lambda g, c, n=n: g.remove_counters(c.source, "loyalty", n, cause=c.source))
            payables.append(lambda g, c, n=n: g.obj(c.source).counters.get("loyalty", 0) >= n)
        elif n:
            others.append(lambda g, c, n=n: g.put_counters(c.source, "loyalty", n, cause=c.source))

    def other(g, c):
        for o in others:
            o(g, c)

    def payable(g, c):
        return all(p(g, c) for p in payables)
    return Cost(mana=mana, tap=tap, sacrifice_self=sac_self, life=life,
                other=other if others else None, other_payable=payable if payables else None)
