"""The monarch (CR 724): a designation one player at a time can have, with two
inherent triggered abilities that have no source (724.2)."""
from __future__ import annotations

from typing import Any

from .abilities import DelayedTrigger

MONARCH_DRAW = "At the beginning of the monarch's end step, that player draws a card."
MONARCH_STEAL = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."


class MonarchMixin:
    @property
    def monarch(self) -> int | None:
        """The player who is the monarch, or None (724.1: none until an effect says so)."""
        return next((p for p, pl in self.players.items() if pl.monarch and not pl.lost), None)

    def become_monarch(self, player, cause: Any = None) -> None:
        """CR 724.3: the player becomes the monarch; the current one ceases to be."""
        p = self._need_player(player)
        if self.monarch == p:
            return
        for pl in self.players.values():
            pl.monarch = False
        self.players[p].monarch = True
        self.note(f"{self.name_of(p)} becomes the monarch", rule="724.3")
        mine = [dt for dt in self.delayed if dt.text in (MONARCH_DRAW, MONARCH_STEAL)]
        if not mine:
            mine = [self.add_delayed_trigger(DelayedTrigger(_end_step, _draw, controller=p, source=None, once=False,
                                                            text=MONARCH_DRAW)),
                    self.add_delayed_trigger(DelayedTrigger(_combat_damage, _steal, controller=p, source=None,
                                                            once=False, text=MONARCH_STEAL))]
        for dt in mine:
            dt.controller = p   # 724.2: controlled by the player who is the monarch


def _end_step(g, ev, dt) -> bool:
    return (ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end"
            and g.monarch is not None and ev.data.get("player") == g.monarch)


def _draw(g, c) -> None:
    p = c.trigger_event.data.get("player")
    if p in g.players and not g.players[p].lost:
        g.draw(p, 1, cause="the monarch")


def _combat_damage(g, ev, dt) -> bool:
    return (ev.kind == "damage" and ev.combat and ev.recipient == g.monarch and ev.amount > 0
            and (ev.source in g.objects or ev.source in g.lki) and g.chars(ev.source).is_creature)


def _steal(g, c) -> None:
    g.become_monarch(g.chars(c.trigger_event.source).controller, cause="the monarch")
