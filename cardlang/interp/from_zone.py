""""this card from your graveyard" (CR 113.6m): an ability whose effect moves the
object it's on out of a particular zone functions only in that zone -- unless its
trigger condition puts the object there ("When this creature dies, ... exile this
card from your graveyard" functions as it leaves the battlefield, 603.10a).

The reference resolves to the ability's source if it is still in that zone as the
ability resolves (otherwise it is a new object, 400.7, and nothing moves); it
notes the zone in ``env.data["functions_in"]`` and ``abilities.compile_activated`` /
``compile_triggered`` make the ability function there."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles

ZONES = ("graveyard", "hand", "library", "exile")


@handles(A.SelfFromZone, role="ref")
def _self_from_zone(node, env):
    if not isinstance(node.object, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.object, "another object from a zone")
    z = node.zone
    if not (isinstance(z, A.ZoneRef) and isinstance(z.owner, A.Your)):
        raise Unrunnable(z, "this zone")
    zone = getattr(z.zone, "name", "")
    if zone not in ZONES:
        raise Unrunnable(z, f"the zone {zone!r}")
    env.data["functions_in"] = zone

    def run(g, c):
        o = g.objects.get(c.source)
        return [c.source] if o is not None and o.zone == zone and o.owner == c.controller else []
    return run


def trigger_puts_source_there(trigger) -> bool:
    """A trigger condition about the object itself ("When this creature dies") can put
    it into the zone (113.6m): such an ability keeps the zones of its trigger."""
    event = getattr(trigger, "event", None)
    return isinstance(getattr(event, "subject", None), (A.SelfThis, A.SelfByName))
