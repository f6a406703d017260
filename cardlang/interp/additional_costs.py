"""Keywords that are optional additional costs (CR 118.8, 601.2b, 601.2f) with
more to them than "if it was kicked": entwine (702.42: pay it to choose all the
modes), replicate (702.56: pay it any number of times, one copy of the spell
each), casualty (702.153: sacrifice a creature with power N or greater) and
conspire (702.78: tap two creatures sharing a color with it), each copying the
spell when it is cast.  Kicker, multikicker and buyback are in ``casting.py``."""
from __future__ import annotations

from cardlang.kernel import TriggeredAbility
from cardlang.kernel.casting import AdditionalCost, paid_additional
from cardlang.kernel.choices import Decision

from .registry import Env


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _cost(item, env: Env):
    from .casting import _keyword_cost
    return _keyword_cost(item, env)


def _entwine(item, env: Env) -> list:
    """CR 702.42a: "You may choose all modes of this spell instead of just the number
    specified. If you do, you pay an additional [cost]."  The kernel chooses every mode
    of a spell whose ``all_modes`` cost was paid; 702.42b: they're followed in the
    order written."""
    return [AdditionalCost(keyword="entwine", text=_text(item), name="entwine", cost=_cost(item, env),
                           all_modes=True)]


def _replicate(item, env: Env) -> list:
    """CR 702.56a: "As an additional cost to cast this spell, you may pay [cost] any
    number of times" and "When you cast this spell, if a replicate cost was paid for
    it, copy it for each time its replicate cost was paid. If the spell has any
    targets, you may choose new targets for any of the copies.\""""
    def paid(g, c):   # 603.4: an intervening "if"
        return paid_additional(g, c.source, "replicate") > 0

    def copy(g, c):
        copy_this_spell(g, c, paid_additional(g, c.source, "replicate"))
    return [AdditionalCost(keyword="replicate", text=_text(item), name="replicate", cost=_cost(item, env),
                           repeatable=True),
            TriggeredAbility(_cast, copy, intervening_if=paid, zones=("stack",),
                             text="When you cast this spell, copy it for each time its replicate cost was paid.")]


def _cast(g, ev, src) -> bool:
    return ev.kind == "marker" and ev.name == "spell_cast" and ev.data.get("spell") == src.id


def copy_this_spell(g, c, times: int = 1, controller: int | None = None) -> None:
    """Copy the spell this ability's source is (707.10), ``times`` times, the copies
    controlled by ``controller`` (the ability's controller by default); "If the spell
    has any targets, you may choose new targets for the copy" (707.10c)."""
    who = c.controller if controller is None else controller
    item = next((it for it in g.stack_items if it.obj == c.source and it.kind == "spell"), None)
    if item is None:
        g.note(f"{g.name_of(c.source)} has left the stack: nothing to copy", rule="707.10")
        return
    for _ in range(times):
        new = g.copy_spell(item, controller=who)
        if new.specs:   # 707.10c: new targets for the copy, if its controller wants
            d = Decision("may", f"choose new targets for {new.text}?", who, ["yes", "no"],
                         rule="707.10c")
            if g.ask(d) in ("yes", True):
                new.ctx.targets = g.choose_targets(who, new.specs, new.ctx)


def _copied_if_paid(name: str, rule: str):
    """"When you cast this spell, if a [name] cost was paid for it, copy it. If the spell
    has any targets, you may choose new targets for the copy." (603.4: an intervening "if")"""
    return TriggeredAbility(_cast, lambda g, c: copy_this_spell(g, c, 1),
                            intervening_if=lambda g, c: paid_additional(g, c.source, name) > 0, zones=("stack",),
                            text=f"When you cast this spell, if its {name} cost was paid, copy it. (CR {rule})")


def _casualty(item, env: Env) -> list:
    """CR 702.153a: "As an additional cost to cast this spell, you may sacrifice a
    creature with power N or greater" and "When you cast this spell, if a casualty cost
    was paid for it, copy it. If the spell has any targets, you may choose new targets
    for the copy."
    """
    from .costs import CostPart, choose_for_cost, cost_from_parts
    from .keywords import _const_amount
    n = _const_amount(item.amount)

    def cands(g, c):
        return [i for i in g.battlefield() if g.chars(i).is_creature and g.chars(i).controller == c.controller
                and (g.chars(i).power or 0) >= n]

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), 1, "sacrifice", f"a creature with power {n} or greater")

    def pay(g, c, chosen):
        for i in chosen:
            g.sacrifice(i, c.controller, cause=c.source)
    part = CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(cands(g, c)))
    return [AdditionalCost(keyword="casualty", text=_text(item), name="casualty", cost=cost_from_parts((), [part])),
            _copied_if_paid("casualty", "702.153a")]


def _conspire(item, env: Env) -> list:
    """CR 702.78a: "As an additional cost to cast this spell, you may tap two untapped
    creatures you control that each share a color with it" and "When you cast this
    spell, if its conspire cost was paid, copy it. If the spell has any targets, you
    may choose new targets for the copy."
    """
    from .costs import CostPart, choose_for_cost, cost_from_parts

    def cands(g, c):   # the spell's colors as it is being cast (601.2a: it is the card being cast)
        mine = set(g.chars(c.source).colors) if c.source in g.objects else set()
        return [i for i in g.battlefield() if g.chars(i).is_creature and g.chars(i).controller == c.controller
                and not g.objects[i].tapped and mine & set(g.chars(i).colors)]

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), 2, "tap",
                               "untapped creatures you control that share a color with it")

    def pay(g, c, chosen):
        for i in chosen:
            g.tap(i, cause=c.source)
    part = CostPart(pay=pay, choose=choose, payable=lambda g, c: len(cands(g, c)) >= 2)
    return [AdditionalCost(keyword="conspire", text=_text(item), name="conspire", cost=cost_from_parts((), [part])),
            _copied_if_paid("conspire", "702.78a")]


def _demonstrate(item, env: Env) -> list:
    """CR 702.144a: "When you cast this spell, you may copy it and you may choose new
    targets for the copy. If you copy the spell, choose an opponent. That player copies
    the spell and may choose new targets for that copy."
    """
    from cardlang.kernel import RulesError

    def eff(g, c):
        d = Decision("may", f"copy {g.name_of(c.source)} (demonstrate)?", c.controller, ["yes", "no"],
                     rule="702.144a")
        if g.ask(d) not in ("yes", True):
            return
        copy_this_spell(g, c, 1)
        opps = [q for q in g.opponents(c.controller) if not g.players[q].lost]
        if not opps:
            return
        opp = opps[0] if len(opps) == 1 else g._target_answer(
            g.ask(Decision("choose", "choose an opponent to copy the spell (demonstrate)", c.controller, opps,
                           rule="702.144a")), opps)
        if opp not in opps:
            raise RulesError(f"{g.name_of(opp)} isn't an opponent", "702.144a")
        copy_this_spell(g, c, 1, controller=opp)
    return [TriggeredAbility(_cast, eff, zones=("stack",), text=_text(item) + " (When you cast this spell, you "
                             "may copy it. If you do, an opponent you choose also copies it.)")]


ADDITIONAL_COST_KEYWORDS = {"entwine": _entwine, "replicate": _replicate, "casualty": _casualty,
                            "conspire": _conspire, "demonstrate": _demonstrate}
