"""Keyword abilities activated from a hand or a graveyard (CR 113.6, 602.2): the
card pays part of the cost by leaving that zone ("Discard this card", "Exile this
card from your graveyard") -- transmute (702.53), reinforce (702.77), scavenge
(702.97), ninjutsu (702.49); and recover (702.59), a triggered ability that
functions in a graveyard.  What the effect needs to know about the card as it left ("the
discarded card's mana value", "the power of the card you exiled") is read as the
cost is paid (the card is a new object afterwards, 400.7) and kept in the
activation's ``ctx.data``."""
from __future__ import annotations

from cardlang.kernel import ActivatedAbility, Cost, RulesError, TriggeredAbility
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _mana_of(cost_node, env: Env, what: str) -> tuple:
    from .costs import compile_cost
    if not isinstance(cost_node, A.ManaCost):
        raise Unrunnable(cost_node, f"a {what} cost that isn't mana")
    return compile_cost(A.Costs((cost_node,)), env).mana


def leave_zone_cost(mana: tuple, zone: str, to_zone: str, reason: str) -> Cost:
    """``[mana], Discard this card`` (hand -> graveyard) or ``[mana], Exile this card
    from your graveyard`` (graveyard -> exile).  Paying it records the card's mana
    value and power as it was in ``zone`` (``ctx.data["paid_with"]``)."""
    def payable(g, c):
        return c.source in g.objects and g.objects[c.source].zone == zone

    def pay(g, c):
        if not payable(g, c):   # 118.3
            raise RulesError(f"{g.name_of(c.source)} isn't in a {zone}", "118.3")
        ch = g.chars(c.source)
        c.data["paid_with"] = {"mana_value": g.mana_value(c.source), "power": ch.power, "name": ch.name}
        c.data["paid_with"]["new_id"] = g.move(c.source, to_zone, reason=reason, cause=c.source)
    return Cost(mana=mana, other=pay, other_payable=payable)


def _transmute(item, env: Env) -> list:
    """CR 702.53a: "[Cost], Discard this card: Search your library for a card with the
    same mana value as the discarded card, reveal that card, and put it into your
    hand. Then shuffle your library. Activate only as a sorcery." (functions only in
    a hand)."""
    cost = leave_zone_cost(_mana_of(item.cost, env, "transmute"), "hand", "graveyard", "discard")

    def search(g, c):
        p = c.controller
        mv = c.data["paid_with"]["mana_value"]
        found = g.search_library(p, p, lambda i: g.mana_value(i) == mv, 1,
                                 description=f"a card with mana value {mv}")
        for i in found:
            g.note(f"{g.name_of(p)} reveals {g.name_of(i)}", rule="701.20a")
            g.move(i, "hand", reason="search", cause=c.source)
        g.shuffle(p)
    return [ActivatedAbility(cost, search, text=_text(item), timing="sorcery", zones=("hand",))]


def _target_creature():
    from .targets import target_spec
    return target_spec("target creature", lambda g, c, i: i in g.objects and g.objects[i].zone == "battlefield"
                        and g.chars(i).is_creature, "permanent")


def _counters_on_target(n_of):
    def eff(g, c):
        n = n_of(g, c)
        for t in c.legal_targets():
            if n > 0:
                g.put_counters(t, "+1/+1", n, cause=c.source)
    return eff


def _reinforce(item, env: Env) -> list:
    """CR 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1
    counters on target creature." (functions only in a hand; any time the player has
    priority)."""
    from .keywords import _const_amount
    n = _const_amount(item.amount)
    cost = leave_zone_cost(_mana_of(item.cost, env, "reinforce"), "hand", "graveyard", "discard")
    return [ActivatedAbility(cost, _counters_on_target(lambda g, c: n), targets=(_target_creature(),),
                             text=_text(item), zones=("hand",))]


def _scavenge(item, env: Env) -> list:
    """CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1
    counters equal to the power of the card you exiled on target creature. Activate
    only as a sorcery." (functions only in a graveyard)."""
    cost = leave_zone_cost(_mana_of(item.cost, env, "scavenge"), "graveyard", "exile", "exile")

    def power(g, c):
        p = c.data.get("paid_with", {}).get("power")
        return p if isinstance(p, int) else 0
    return [ActivatedAbility(cost, _counters_on_target(power), targets=(_target_creature(),), timing="sorcery",
                             text=_text(item), zones=("graveyard",))]


ZONE_KEYWORDS = {"transmute": _transmute, "reinforce": _reinforce, "scavenge": _scavenge}



def _unblocked_attackers(g, p) -> list:
    """CR 509.1h: attacking creatures ``p`` controls that no creature blocks, from the
    declare blockers step on (blockers are declared as it begins, 509.1; none declared:
    every attacker is unblocked)."""
    cb = g.combat
    if cb is None or g.step not in ("declare_blockers", "combat_damage", "end_combat"):
        return []
    return [a for a in cb.attackers if a not in cb.blocked and a in g.objects and g.controller(a) == p]


def _ninjutsu(item, env: Env) -> list:
    """CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked
    attacking creature you control to its owner's hand: Put this card onto the
    battlefield from your hand tapped and attacking."  702.49c: it's put onto the
    battlefield unblocked, attacking the same player as the returned creature."""
    from .costs import choose_for_cost
    mana = _mana_of(item.cost, env, "ninjutsu")

    def payable(g, c):
        return (c.source in g.objects and g.objects[c.source].zone == "hand"
                and bool(_unblocked_attackers(g, c.controller)))

    def choose(g, c):
        c.data["ninjutsu_return"] = choose_for_cost(g, c.controller, _unblocked_attackers(g, c.controller), 1,
                                                    "return", "an unblocked attacking creature you control")[0]

    def pay(g, c):
        back = c.data["ninjutsu_return"]
        g.note(f"{g.name_of(c.controller)} reveals {g.name_of(c.source)}", rule="702.49b")
        c.data["ninjutsu_defender"] = g.combat.attackers.get(back)
        g.move(back, "hand", reason="return", cause=c.source)
    cost = Cost(mana=mana, other=pay, other_payable=payable, choose=choose)

    def put_in(g, c):
        if c.source not in g.objects or g.objects[c.source].zone != "hand" or g.combat is None:
            return   # 400.7: the revealed card left the hand
        nid = g.move(c.source, "battlefield", reason="ninjutsu", cause=c.source, tapped=True,
                     controller=c.controller)
        if nid is not None and nid in g.objects and g.objects[nid].zone == "battlefield":
            g.combat.attackers[nid] = c.data.get("ninjutsu_defender")   # 506.3, 702.49c: attacking, unblocked
            g.note(f"{g.name_of(nid)} is attacking {g.name_of(g.combat.attackers[nid])}", rule="702.49c")
    return [ActivatedAbility(cost, put_in, text=_text(item), zones=("hand",))]


ZONE_KEYWORDS["ninjutsu"] = _ninjutsu


def _recover(item, env: Env) -> list:
    """CR 702.59a: "When a creature is put into your graveyard from the battlefield, you
    may pay [cost]. If you do, return this card from your graveyard to your hand.
    Otherwise, exile this card." (functions only in a graveyard)."""
    from cardlang.kernel.choices import Decision
    from .costs import pay_now
    from .casting import _keyword_cost
    cost = _keyword_cost(item, env)
    if cost.tap or cost.sacrifice_self:
        raise Unrunnable(item, "a recover cost that taps or sacrifices")

    def creature_to_your_graveyard(g, ev, src):
        if not (ev.kind == "zone_change" and ev.from_zone == "battlefield" and ev.to_zone == "graveyard"
                and ev.obj != src.id):
            return False
        was = ev.last_known   # 603.10a: as it last existed on the battlefield
        return was is not None and was.is_creature and was.owner == src.owner

    def eff(g, c):
        card = c.source
        if card not in g.objects or g.objects[card].zone != "graveyard":
            return
        d = Decision("may", f"pay the recover cost of {g.name_of(card)}?", c.controller, ["yes", "no"],
                     rule="702.59a")
        if g.ask(d) in ("yes", True):
            try:
                pay_now(g, c.controller, cost, card)
                g.move(card, "hand", reason="recover", cause=card)
                return
            except RulesError as e:
                g.note(f"{g.name_of(c.controller)} can't pay: {e}", rule="118.3")
        g.exile(card, cause=card)
    return [TriggeredAbility(creature_to_your_graveyard, eff, zones=("graveyard",), text=_text(item))]


ZONE_KEYWORDS["recover"] = _recover
