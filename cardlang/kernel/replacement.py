"""Replacement and prevention effects (CR 614-616)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from . import choices
from .choices import Decision, pick_option
from .durations import INDEFINITE, Duration
from .events import Event


@dataclass(eq=False)
class ReplacementEffect:
    """CR 614.1: ``applies(game, event)`` says whether it would modify the
    event; ``replace(game, event)`` returns the modified event, a list of
    events, or None (the event doesn't happen).  The event passed in is a
    copy and may be mutated and returned."""
    name: str
    applies: Callable[..., bool]
    replace: Callable[..., Any]
    source: int | None = None
    controller: int | None = None
    duration: Duration = INDEFINITE
    self_replacement: bool = False   # 614.15 / 616.1a
    prevention: bool = False         # 615
    timestamp: int = 0
    id: int = 0
    ended: bool = False

    def __repr__(self):
        return f"<{self.name}>"


@dataclass(eq=False)
class PreventionShield(ReplacementEffect):
    """CR 615.7: "prevent the next N damage" -- a shield used up as it
    prevents.  ``applies`` filters damage events (e.g. to one target)."""
    remaining: int = 0

    def __post_init__(self):
        self.prevention = True


def prevent_next(name: str, amount: int, applies: Callable[..., bool], **kw) -> PreventionShield:
    """A shield preventing the next ``amount`` damage matching ``applies``."""
    def _applies(game, ev, _shield=None):
        return ev.kind == "damage" and ev.amount > 0 and applies(game, ev)

    shield = PreventionShield(name=name, applies=_applies, replace=None, remaining=amount, **kw)

    def _replace(game, ev):
        # CR 615.7: prevent up to the shield's remaining amount; used up
        n = min(shield.remaining, ev.amount)
        shield.remaining -= n
        ev.amount -= n
        game.note(f"{shield.name} prevents {n} damage ({shield.remaining} left)", rule="615.7")
        if shield.remaining <= 0:
            shield.ended = True
        return ev if ev.amount > 0 else None

    shield.replace = _replace
    return shield


def double_damage(name: str, applies: Callable[..., bool] = lambda g, e: True, **kw) -> ReplacementEffect:
    """"... deals double that damage instead" (614.1a).  Applies whoever or
    whatever is dealt the damage and whoever controls the source unless
    ``applies`` narrows it."""
    def _replace(game, ev):
        ev.amount *= 2
        return ev
    return ReplacementEffect(name=name, applies=lambda g, e: e.kind == "damage" and e.amount > 0 and applies(g, e),
                             replace=_replace, **kw)


def copy_event(ev: Event) -> Event:
    new = dataclasses.replace(ev)
    new.history = list(ev.history)
    return new


def run_replacements(game, event: Event, before_replacing: Callable[[], None] = lambda: None) -> list[Event]:
    """CR 616.1: offer ``event`` to every applicable replacement/prevention
    effect.  Each effect gets one chance at an event and at everything it
    becomes (614.5).  With several applicable, the affected player or the
    controller of the affected object chooses one (616.1e), then the process
    repeats (616.1f).  ``before_replacing()`` is called before the first
    choice or replacement (the caller's savepoint, 732.1)."""
    out: list[Event] = []
    pending = [event]
    guard = 0
    while pending:
        guard += 1
        if guard > 1000:
            raise RuntimeError("replacement loop")
        ev = pending.pop(0)
        cands = [r for r in game.active_replacements()
                 if r.id not in ev.applied and not r.ended and r.applies(game, ev)]
        if cands and ev.kind == "damage" and game.damage_cant_be_prevented(ev):
            # 615.12: prevention effects don't prevent damage that can't be prevented (a
            # shield isn't used up either; their other effects aren't modelled)
            cands = [r for r in cands if not r.prevention]
        if not cands:
            out.append(ev)
            continue
        before_replacing()
        # 616.1a: self-replacement effects first
        selfs = [r for r in cands if r.self_replacement]
        if selfs:
            cands = selfs
        chooser_id = None
        if len(cands) == 1:
            chosen = cands[0]
        else:
            chooser_id = ev.affected_player(game)
            if chooser_id is None:
                chooser_id = game.active_player
            d = Decision(choices.ORDER_REPLACEMENTS,
                         f"choose which effect applies first to: {ev.text(game)}",
                         chooser_id, cands, rule="616.1")
            chosen = pick_option(d, game.ask(d))
        new = copy_event(ev)
        new.applied = ev.applied | {chosen.id}
        new.history.append((chosen.name, game.name_of(chooser_id) if chooser_id is not None else None))
        result = chosen.replace(game, new)
        if result is None:
            out_ev = new
            game.log_replaced(out_ev, prevented=True)
            continue
        results = result if isinstance(result, list) else [result]
        for r in results:
            r.applied = r.applied | new.applied
            if r is not new:
                r.history = list(new.history) + r.history
        pending = results + pending
    return out
