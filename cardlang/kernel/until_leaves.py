"""Objects moved to another zone "until" an event (CR 610.3): "exile target creature an
opponent controls until this creature leaves the battlefield".

A second one-shot effect is created immediately after the specified event (610.3): it
returns the object to its previous zone -- at once, not as a triggered ability (no
stack, no targets).  610.3a-b: if the event has already happened before the first
one-shot effect would occur, the object doesn't move at all (the caller checks
``source_gone`` before moving).  610.3c: an object returned to the battlefield this
way returns under its owner's control.  610.3d: objects returned because of the same
event return at the same time.
"""
from __future__ import annotations

from typing import Any

from .abilities import DelayedTrigger


def source_gone(game, source: int | None) -> bool:
    """Has ``source`` left the battlefield (the event an "until <source> leaves the
    battlefield" effect waits for) -- a new object elsewhere (400.7), or none?"""
    return source is None or source not in game.objects or game.objects[source].zone != "battlefield"


def return_when_source_leaves(game, source: int, exiled: list[int], text: str, cause: Any = None) -> None:
    """Watch for ``source`` leaving the battlefield; then each card of ``exiled`` still
    in exile (the same object, 400.7) returns to the battlefield under its owner's
    control (610.3c), all at the same time (610.3d)."""
    held = [i for i in exiled if i is not None]

    def watch(g, ev, dt):
        if not (ev.kind == "zone_change" and ev.obj == source and ev.from_zone == "battlefield"):
            return False
        g.delayed.remove(dt)                 # created once, immediately after the event (610.3)
        back = [i for i in held if i in g.objects and g.objects[i].zone == "exile"]
        g.note(f"{text}: {', '.join(g.name_of(i) for i in back) or 'nothing'} returns", rule="610.3")
        from .events import ZoneChangeEvent
        g.perform_all([ZoneChangeEvent(obj=i, from_zone="exile", to_zone="battlefield", reason="return",
                                       cause=cause, controller=g.objects[i].owner) for i in back])
        return False                          # a one-shot effect, not a triggered ability
    game.add_delayed_trigger(DelayedTrigger(watch, lambda g, c: None, controller=0, source=source, once=False,
                                            text=text))
