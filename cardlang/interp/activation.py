"""When an activated ability may be activated (CR 602.5b, 602.5d) and the
abilities named by a keyword that say so themselves: exhaust (702.177a, "Activate
only once") and boast (702.142a, "Activate only if this creature attacked this
turn and only once each turn").

``restriction_parts`` splits "Activate only during your upkeep and only if you
control a Swamp" into its parts (602.5b: every one applies); ``limit_uses`` makes
a cost that records each activation, so "only once" and "only once each turn"
are checked per object (602.5b: the restriction stays with the object even if
its controller changes; a new object after a zone change is a new one, 400.7)."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from cardlang.kernel import ActivatedAbility, Cost
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable

SORCERY, ONCE_EACH_TURN, ONCE = "sorcery", "once each turn", "once"


def restriction_parts(r, env: Env) -> list:
    """An activation restriction -> its parts: ``SORCERY``, ``ONCE_EACH_TURN``, ``ONCE``
    or a test ``(game, ctx) -> bool`` checked as activation begins (602.5b)."""
    from .costs import activation_condition
    if isinstance(r, A.RestrictionAnd):   # "... and only if ...": both apply (602.5b)
        return restriction_parts(r.restriction, env) + restriction_parts(r.also, env)
    if isinstance(r, (A.ActivateOnlyAsSorcery, A.OnlyAsSorcery)):
        return [SORCERY]   # 602.5d
    if isinstance(r, (A.ActivateOnlyOnceEachTurn, A.OnlyOnceEachTurn)):
        return [ONCE_EACH_TURN]
    if isinstance(r, (A.ActivateOnlyOnce, A.OnlyOnce)):
        return [ONCE]
    if isinstance(r, A.ActivateNoMoreThan):   # "no more than twice each turn"
        times = 2 if isinstance(r.times, A.TwiceTimes) else \
            _const(r.times.amount) if isinstance(r.times, A.NumberOfTimes) else None
        if times is None:
            raise Unrunnable(r, "this number of activations")
        return [(ONCE_EACH_TURN, times)]
    if isinstance(r, A.OnlyIf):
        from .sentences import condition
        return [condition(r.condition, env)]
    return [activation_condition(r, env)]


COST_REDUCTIONS = (A.CostsLessToActivatePerEach, A.CostsLessToActivateIf)


def is_own_cost_reduction(sentence) -> bool:
    """"This ability costs {1} less to activate for each ... / if ..." inside the ability."""
    return isinstance(sentence, A.StaticSentence) and isinstance(sentence.statement, COST_REDUCTIONS) \
        and isinstance(sentence.statement.what, A.SelfThis)


def with_cost_reduction(cost: Cost, sentence, env: Env) -> Cost:
    """602.2b, 601.2f: the ability's own cost reduction, judged as its total cost is
    determined (after its targets are chosen): generic mana only (a reduction can't take
    colored mana off; 601.2f)."""
    from .casting import _mana_change, _per_each
    node = sentence.statement
    _, generic = _mana_change(node.cost, more=False)
    if isinstance(node, A.CostsLessToActivatePerEach):
        count = _per_each(node.per_each, env)

        def less(g, c):
            return generic * count(g, c)
    else:
        from .sentences import condition
        holds = condition(node.condition, env)

        def less(g, c):
            return generic if holds(g, c) else 0
    before = cost.reduction
    return replace(cost, reduction=less if before is None else (lambda g, c: before(g, c) + less(g, c)))


def _const(node) -> int:
    from .keywords import _const_amount
    return _const_amount(node)


def limit_uses(cost: Cost, key: str, each_turn: bool, times: int = 1) -> Cost:
    """CR 602.5b: "Activate only once each turn" / "Activate only once" / "Activate no
    more than twice each turn": the cost can be paid only if this object has had the
    ability (``key``) activated fewer than ``times`` times this turn / ever; paying it
    records the activation on the object (``linked[key] = (turn, count)``)."""
    prev_other, prev_ok = cost.other, cost.other_payable

    def used(g, c) -> int:
        turn, count = g.obj(c.source).linked.get(key, (None, 0))
        return count if (not each_turn or turn == g.turn) else 0

    def ok(g, c):
        return used(g, c) < times and (prev_ok is None or prev_ok(g, c))

    def other(g, c):
        g.obj(c.source).linked[key] = (g.turn, used(g, c) + 1)
        if prev_other is not None:
            prev_other(g, c)
    return replace(cost, other=other, other_payable=ok)


def _attacked_this_turn(g, c) -> bool:
    """CR 508.1 / 702.142a: this creature was declared as an attacker this turn."""
    o = g.objects.get(c.source)
    return o is not None and o.linked.get("attacked_turn") == g.turn


def keyword_named_ability(node: A.KeywordNamedAbility, env: Env, text: str) -> list:
    """"Exhaust — [Cost]: [Effect]" (702.177a), "Boast — [Cost]: [Effect]" (702.142a) and
    "Power-up — [Cost]: [Effect]" (from its reminder text)."""
    from .abilities import compile_activated
    name = str(getattr(node.name, "name", node.name)).lower()
    if name not in NAMED or not isinstance(node.body, A.ActivatedAbility):
        raise Unrunnable(node, f"the {name} ability")
    ab = compile_activated(node.body, env, text)
    if not isinstance(ab, ActivatedAbility):
        raise Unrunnable(node, f"a {name} mana ability")
    if name == "power-up":
        face = env.data.get("face_node")
        printed = [s.symbol for s in face.mana_cost.symbols] if face is not None and face.mana_cost else []
        if any("/" in s for s in list(ab.cost.mana) + printed):
            # 118.7e: a reduction by a hybrid symbol is the payer's choice of half (not asked here)
            raise Unrunnable(node, "a power-up cost or mana cost with hybrid or Phyrexian symbols")
    return [NAMED[name](ab, text)]


def _exhaust(ab: ActivatedAbility, text: str) -> ActivatedAbility:
    # CR 702.177a: "[Cost]: [Effect]. Activate only once."
    return replace(ab, cost=limit_uses(ab.cost, f"activated:{text}", each_turn=False))


def _boast(ab: ActivatedAbility, text: str) -> ActivatedAbility:
    # CR 702.142a: "[Cost]: [Effect]. Activate only if this creature attacked this turn
    # and only once each turn."
    return replace(ab, cost=limit_uses(ab.cost, f"activated:{text}", each_turn=True),
                   conditions=ab.conditions + ((_attacked_this_turn, "it didn't attack this turn (boast)"),))


def _power_up(ab: ActivatedAbility, text: str) -> ActivatedAbility:
    # Power-up (not in the CR of 2026-01-16; from its reminder text): "Activate each power-up
    # ability only once. Reduce the cost by its mana cost if it entered this turn." (602.5b;
    # the reduction as 118.7 reads a reduction by mana symbols)
    if ab.cost.reduction is not None:
        raise Unrunnable(None, "a power-up ability with another cost reduction")

    def by_its_mana_cost(g, c):
        o = g.objects.get(c.source)
        if o is None or o.zone != "battlefield" or o.entered_turn != g.turn:
            return 0
        return tuple(g.chars(c.source).mana_cost or ())
    cost = limit_uses(ab.cost, f"activated:{text}", each_turn=False)
    return replace(ab, cost=replace(cost, reduction=by_its_mana_cost))


NAMED: dict[str, Callable] = {"exhaust": _exhaust, "boast": _boast, "power-up": _power_up}
