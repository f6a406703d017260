"""Keywords that create a token copy of their card or permanent "except ..." (CR
707.9b: the exceptions are part of the copy's copiable values): embalm
(702.128a), eternalize (702.129a), offspring (702.175a)."""
from __future__ import annotations

import dataclasses

from cardlang.kernel import ActivatedAbility, TriggeredAbility
from cardlang.kernel.casting import AdditionalCost, paid_additional

from .registry import Env, Unrunnable
from .zone_abilities import leave_zone_cost


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _zombie(color: str, pt: tuple | None = None):
    """"except it's [color], [it's P/T,] it has no mana cost, and it's a Zombie in
    addition to its other types" (702.128a, 702.129a)."""
    def change(face):
        subs = face.subtypes + (("Zombie",) if "Zombie" not in face.subtypes else ())
        out = dataclasses.replace(face, mana_cost=None, color_indicator=(color,), subtypes=subs)
        if pt is not None:
            out = dataclasses.replace(out, power=pt[0], toughness=pt[1])
        return out
    return change


def _from_graveyard(item, env: Env, exceptions, keyword: str) -> list:
    """"[Cost], Exile this card from your graveyard: Create a token that's a copy of
    this card, except ... Activate only as a sorcery.\""""
    from .zone_abilities import _mana_of
    if not hasattr(item, "cost"):   # "Eternalize—{2}{W}{W}, Discard a card.": a cost beyond mana
        raise Unrunnable(item, f"{keyword} with a cost beyond mana")
    cost = leave_zone_cost(_mana_of(item.cost, env, keyword), "graveyard", "exile", "exile")

    def create(g, c):
        card = c.data.get("paid_with", {}).get("new_id")
        if card is None:
            return
        g.create_token_copy(c.controller, card, cause=c.source, exceptions=exceptions)
    return [ActivatedAbility(cost, create, text=_text(item), timing="sorcery", zones=("graveyard",))]


def _embalm(item, env: Env) -> list:
    """CR 702.128a: "... a copy of this card, except it's white, it has no mana cost, and
    it's a Zombie in addition to its other types.\""""
    return _from_graveyard(item, env, _zombie("white"), "embalm")


def _eternalize(item, env: Env) -> list:
    """CR 702.129a: "... except it's black, it's 4/4, it has no mana cost, and it's a
    Zombie in addition to its other types.\""""
    return _from_graveyard(item, env, _zombie("black", (4, 4)), "eternalize")


def _offspring(item, env: Env) -> list:
    """CR 702.175a: "You may pay an additional [cost] as you cast this spell" and "When
    this permanent enters, if its offspring cost was paid, create a token that's a copy
    of it, except it's 1/1.\""""
    from .casting import _keyword_cost
    one_one = lambda face: dataclasses.replace(face, power=1, toughness=1)

    def enters(g, ev, src):
        return ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id == src.id

    def paid(g, c):   # 603.4: an intervening "if"; the permanent knows how it was cast (400.7d)
        return paid_additional(g, c.source, "offspring") > 0

    def create(g, c):   # "a copy of it": as it last existed if it has left (608.2h)
        g.create_token_copy(c.controller, c.source, cause=c.source, exceptions=one_one)
    if item.cost is None:
        raise Unrunnable(item, "an offspring ability without a cost")
    return [AdditionalCost(keyword="offspring", text=_text(item), name="offspring", cost=_keyword_cost(item, env)),
            TriggeredAbility(enters, create, intervening_if=paid,
                             text="When this permanent enters, if its offspring cost was paid, create a token "
                                  "that's a copy of it, except it's 1/1.")]


def _encore(item, env: Env) -> list:
    """CR 702.141a: "[Cost], Exile this card from your graveyard: For each opponent,
    create a token copy of this card that attacks that opponent this turn if able. They
    gain haste. Sacrifice them at the beginning of the next end step. Activate only as
    a sorcery."  (The requirement names the opponent, 508.1d.)"""
    from cardlang.kernel import THIS_TURN, DelayedTrigger, keyword
    from cardlang.kernel.layers import grant
    from cardlang.kernel.restrictions import ATTACKS_EACH_COMBAT, Restriction
    from .zone_abilities import _mana_of
    cost = leave_zone_cost(_mana_of(item.cost, env, "encore"), "graveyard", "exile", "exile")
    haste = keyword("haste")

    def eff(g, c):
        card = c.data.get("paid_with", {}).get("new_id")
        if card is None:
            return
        made = []
        with g.simultaneously():   # the copies are created at once: one batch (603.2c)
            for opp in [q for q in g.opponents(c.controller) if not g.players[q].lost]:
                for t in g.create_token_copy(c.controller, card, cause=c.source):
                    made.append(t)
                    g.add_restriction(Restriction(f"{g.name_of(t)} attacks {g.name_of(opp)} this turn if able (encore)",
                                                  ATTACKS_EACH_COMBAT, applies_to=lambda gg, ch, t=t: ch.id == t,
                                                  duration=THIS_TURN, source=t, controller=c.controller, defender=opp))
        if not made:
            return
        toks = frozenset(made)
        g.add_effect(grant("encore: haste", [haste], lambda gg, ch: ch.id in toks, source=c.source,
                           controller=c.controller))

        def end_step(gg, ev, dt):   # 603.7: "at the beginning of the next end step"
            return ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end"

        def sacrifice(gg, cc):
            with gg.simultaneously():   # all at once (701.21a): one batch
                for t in toks:
                    if t in gg.objects and gg.objects[t].zone == "battlefield":
                        gg.sacrifice(t, gg.controller(t), cause=t)
        g.add_delayed_trigger(DelayedTrigger(end_step, sacrifice, controller=c.controller, source=None,
                                             text="sacrifice the encore tokens at the beginning of the next end step"))
    return [ActivatedAbility(cost, eff, text=_text(item), timing="sorcery", zones=("graveyard",))]


def _squad(item, env: Env) -> list:
    """CR 702.157a: "As an additional cost to cast this spell, you may pay [cost] any
    number of times" and "When this creature enters, if its squad cost was paid, create
    a token that's a copy of it for each time its squad cost was paid."
    """
    from .casting import _keyword_cost

    def enters(g, ev, src):
        return ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id == src.id

    def paid(g, c):   # 603.4: an intervening "if" (the permanent knows how it was cast, 400.7d)
        return paid_additional(g, c.source, "squad") > 0

    def create(g, c):   # "a copy of it": as it last existed if it has left (608.2h)
        for _ in range(paid_additional(g, c.source, "squad")):
            g.create_token_copy(c.controller, c.source, cause=c.source)
    return [AdditionalCost(keyword="squad", text=_text(item), name="squad", cost=_keyword_cost(item, env),
                           repeatable=True),
            TriggeredAbility(enters, create, intervening_if=paid,
                             text="When this creature enters, if its squad cost was paid, create a token that's a "
                                  "copy of it for each time its squad cost was paid.")]


COPY_KEYWORDS = {"embalm": _embalm, "eternalize": _eternalize, "offspring": _offspring, "encore": _encore,
                 "squad": _squad}
