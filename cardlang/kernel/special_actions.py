"""Special actions a card's keyword lets a player take (CR 116): exiling a card with
suspend (116.2f), foretelling (116.2h), plotting (116.2k), turning a face-down
permanent face up (116.2b).  They don't use the stack (116.1); the player keeps
priority afterward (116.3).

A card's keyword gives it a :class:`SpecialAction` ability; ``Game.take_special_action``
checks everything (priority, zone, when it's allowed, the cost) before anything
changes, so a refusal leaves the game unchanged (732)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .abilities import Context, Cost, StaticAbility
from .casting import CASTING_ZONES
from .errors import RulesError
from .mana import SpendTarget


@dataclass(frozen=True)
class SpecialAction(StaticAbility):
    """``name``: how the player names it ("suspend"); ``from_zones``: where the card
    must be (its owner's hand; a face-down permanent its controller controls is on
    the battlefield); ``cost``: paid as part of the action; ``refusal(game, player,
    card)`` -> why it can't be taken now (None if it can), with ``rule``;
    ``perform(game, player, card, ctx)`` does it."""
    name: str = ""
    from_zones: tuple = ("hand",)
    cost: Cost = field(default_factory=Cost)
    refusal: Any = None
    rule: str = "116.2"
    perform: Any = None
    zones: tuple = CASTING_ZONES


class SpecialActionsMixin:
    def special_actions(self, card: int, name: str | None = None) -> list:
        o = self.obj(card)
        pool = self.chars(card).abilities
        if o.face_down:   # 702.37e: a face-down permanent's own face says how it's turned face up
            pool = list(pool) + [a for a in o.printed_face.abilities if isinstance(a, SpecialAction)]
        if o.face_down and o.manifested:   # 701.40b: a manifested permanent, for its mana cost
            from .manifest import manifest_turn_up_action
            pool = list(pool) + [manifest_turn_up_action(self, card)]
        return [a for a in pool if isinstance(a, SpecialAction) and (name is None or a.name == name)]

    def take_special_action(self, player, card: int, name: str, payment: Sequence[int] | None = None) -> Any:
        """Take the special action ``name`` of ``card`` (116.2): the player needs
        priority; the card must be in one of the action's zones (owned by the player,
        or a permanent they control); its cost is paid; then it's done."""
        p = self.pid(player)
        self._need_priority(p, "116.1")
        o = self.obj(card)
        acts = self.special_actions(card, str(name).lower())
        if not acts:
            raise RulesError(f"{self.name_of(card)} has no {name} special action", "116.2")
        act = acts[0]
        if o.zone not in act.from_zones:
            raise RulesError(f"{self.name_of(card)} isn't in a {' or '.join(act.from_zones)}", act.rule)
        who = o.controller if o.zone == "battlefield" else o.owner
        if who != p:
            raise RulesError(f"only {self.name_of(who)} can {name} {self.name_of(card)}", act.rule)
        why = act.refusal(self, p, card) if act.refusal is not None else None
        if why:
            raise RulesError(why, act.rule)
        cost = act.cost
        ctx = Context(source=card, controller=p)
        if cost.life and self.players[p].life < cost.life:
            raise RulesError("not enough life to pay", "119.4")
        if cost.other_payable is not None and not cost.other_payable(self, ctx):
            raise RulesError("the cost can't be paid", "118.3")
        if cost.choose is not None:
            cost.choose(self, ctx)
        spend = SpendTarget("cost", chars=self.chars(card))
        mana = self.choose_payment(p, tuple(cost.mana), 0, spend, payment)
        # ---- commit ----
        self.passes = 0
        self._spend(p, mana, spend)
        if cost.life:
            self.lose_life(p, cost.life, cause=card)
        if cost.other is not None:
            cost.other(self, ctx)
        self.note(f"{self.name_of(p)} takes the special action {name} ({self.name_of(card)})", rule=act.rule)
        result = act.perform(self, p, card, ctx)
        self.give_priority(p)   # 116.3: the player receives priority afterward (triggers first, 117.5)
        return result
