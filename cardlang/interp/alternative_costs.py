"""Keywords that are alternative costs (CR 118.9, 601.2b): "You may cast this
card by paying [cost] rather than paying its mana cost", sometimes only when
something happened this turn, sometimes from another zone, sometimes with what
the permanent it becomes does afterwards: surge (702.117), spectacle (702.137),
escape (702.138), blitz (702.152).

Each compiles to the kernel's :class:`~cardlang.kernel.casting.AlternativeCost`
(the kernel's ``cast_spell`` checks its zone and condition and pays it) plus the
abilities the keyword also stands for.  Flashback, evoke and dash are in
``casting.py``."""
from __future__ import annotations

from cardlang.kernel import StaticAbility, TriggeredAbility
from cardlang.kernel.casting import AlternativeCost, cast_with_alternative

from .registry import Env


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _cost(item, env: Env):
    from .casting import _keyword_cost
    return _keyword_cost(item, env)


def _surge(item, env: Env) -> list:
    """CR 702.117a: "You may pay [cost] rather than pay this spell's mana cost as you
    cast this spell if you or one of your teammates has cast another spell this
    turn.\""""
    return [AlternativeCost(keyword="surge", text=_text(item), name="surge", cost=_cost(item, env),
                            condition=lambda g, p, card: g.players[p].spells_cast_this_turn > 0,
                            condition_text="you haven't cast another spell this turn")]


def _spectacle(item, env: Env) -> list:
    """CR 702.137a: "You may pay [cost] rather than pay this spell's mana cost if an
    opponent lost life this turn.\""""
    def opponent_lost_life(g, p, card):
        return any(q != p and g.players[q].life_lost_this_turn > 0 for q in g.order)
    return [AlternativeCost(keyword="spectacle", text=_text(item), name="spectacle", cost=_cost(item, env),
                            condition=opponent_lost_life, condition_text="no opponent lost life this turn")]


def _escape(item, env: Env) -> list:
    """CR 702.138a: "You may cast this card from your graveyard by paying [cost] rather
    than paying its mana cost." (702.138b: the spell, and the permanent it becomes,
    "escaped": ``cast_with_alternative(game, id, "escape")``.)"""
    return [AlternativeCost(keyword="escape", text=_text(item), name="escape", cost=_cost(item, env),
                            from_zones=("graveyard",))]


def _end_step(g, ev, src) -> bool:
    return ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end"


def _blitz(item, env: Env) -> list:
    """CR 702.152a: "You may cast this card by paying [cost] rather than its mana cost,"
    "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at
    the beginning of the next end step," and "As long as this permanent's blitz cost
    was paid, it has haste and 'When this permanent is put into a graveyard from the
    battlefield, draw a card.'"  The draw is kept as the permanent's own triggered
    ability with the blitz condition, so it looks back in time like any
    leaves-the-battlefield ability (603.10a)."""
    from cardlang.kernel import keyword
    from cardlang.kernel.layers import grant
    haste = keyword("haste")

    def blitzed(g, c):   # 603.4: asked of the permanent, or of it as it last existed (400.7d)
        return cast_with_alternative(g, c.source, "blitz")

    def cont(g, o):
        return [grant("blitz: haste", [haste],
                      lambda gg, ch, oid=o.id: ch.id == oid and cast_with_alternative(gg, oid, "blitz"))]

    def sacrifice(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.sacrifice(c.source, g.controller(c.source), cause=c.source)

    def dies(g, ev, src):
        return (ev.kind == "zone_change" and ev.obj == src.id and ev.from_zone == "battlefield"
                and ev.to_zone == "graveyard")

    def draw(g, c):
        g.draw(c.controller, 1, cause=c.source)
    return [AlternativeCost(keyword="blitz", text=_text(item), name="blitz", cost=_cost(item, env)),
            StaticAbility(continuous=cont, text="As long as this permanent's blitz cost was paid, it has haste."),
            TriggeredAbility(_end_step, sacrifice, intervening_if=blitzed,
                             text="sacrifice it at the beginning of the next end step (blitz)"),
            TriggeredAbility(dies, draw, intervening_if=blitzed,
                             text="When this creature dies, draw a card. (blitz)")]


ALTERNATIVE_COST_KEYWORDS = {"surge": _surge, "spectacle": _spectacle, "escape": _escape, "blitz": _blitz}


def _warp(item, env: Env) -> list:
    """CR 702.185a: "You may cast this card from your hand by paying [cost] rather than
    its mana cost" and "If this spell's warp cost was paid, exile the permanent this
    spell becomes at the beginning of the next end step. Its owner may cast this card
    after the current turn has ended for as long as it remains exiled.\""""
    def warped(g, c):   # 603.4
        return c.source in g.objects and cast_with_alternative(g, c.source, "warp")

    def exile(g, c):
        if c.source not in g.objects or g.objects[c.source].zone != "battlefield":
            return
        owner = g.objects[c.source].owner
        nid = g.exile(c.source, cause=c.source)
        if nid is not None and nid in g.objects and g.objects[nid].zone == "exile":
            g.objects[nid].linked["may_cast"] = {"player": owner, "after_turn": g.turn}
    return [AlternativeCost(keyword="warp", text=_text(item), name="warp", cost=_cost(item, env)),
            TriggeredAbility(_end_step, exile, intervening_if=warped,
                             text="exile it at the beginning of the next end step (warp)")]


ALTERNATIVE_COST_KEYWORDS["warp"] = _warp


def _mayhem(item, env: Env) -> list:
    """CR 702.187b: "As long as you discarded this card this turn, you may cast it from
    your graveyard by paying [cost] rather than paying its mana cost." (Timing rules
    still apply.)"""
    def discarded_this_turn(g, p, card):
        o = g.objects.get(card)
        return o is not None and o.linked.get("discarded_turn") == g.turn
    return [AlternativeCost(keyword="mayhem", text=_text(item), name="mayhem", cost=_cost(item, env),
                            from_zones=("graveyard",), condition=discarded_this_turn,
                            condition_text="it wasn't discarded this turn")]


ALTERNATIVE_COST_KEYWORDS["mayhem"] = _mayhem


def _web_slinging(item, env: Env) -> list:
    """CR 702.188a: "You may cast this spell by paying [cost] and returning a tapped
    creature you control to its owner's hand rather than paying its mana cost."
    """
    from dataclasses import replace
    from .costs import CostPart, choose_for_cost, cost_from_parts
    mana = _cost(item, env)

    def cands(g, c):
        return [i for i in g.battlefield() if g.objects[i].tapped and g.chars(i).is_creature
                and g.chars(i).controller == c.controller]

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), 1, "return", "a tapped creature you control")

    def pay(g, c, chosen):
        for i in chosen:
            g.move(i, "hand", reason="return", cause=c.source)
    part = cost_from_parts((), [CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(cands(g, c)))])
    return [AlternativeCost(keyword="web-slinging", text=_text(item), name="web-slinging",
                            cost=replace(part, mana=tuple(mana.mana)))]


ALTERNATIVE_COST_KEYWORDS["web-slinging"] = _web_slinging
