"""Regeneration (CR 701.19): a shield that replaces the next destruction of a
permanent this turn."""
from __future__ import annotations

from typing import Any

from .durations import THIS_TURN
from .events import TapEvent
from .replacement import ReplacementEffect


def regeneration_shield(game, oid: int, source: Any = None, controller: int | None = None) -> ReplacementEffect:
    """CR 701.19a: "The next time [permanent] would be destroyed this turn, instead
    remove all damage marked on it and its controller taps it. If it's an attacking
    or blocking creature, remove it from combat."  Added to ``game``; used up by
    the destruction it replaces; gone at the cleanup step (514.2)."""
    name = f"regeneration shield on {game.name_of(oid)}"

    def applies(g, ev):
        return ev.kind == "zone_change" and ev.obj == oid and ev.reason == "destroy" and \
            oid in g.objects and g.objects[oid].zone == "battlefield" and \
            not g.restricting("can't be regenerated", oid)   # 701.19c: shields aren't applied

    def replace(g, ev):
        shield.ended = True            # a shield is used once (701.19a "the next time")
        o = g.objects[oid]
        o.damage = 0
        o.deathtouch_damage = False
        if g.combat is not None and (oid in g.combat.attackers or oid in g.combat.blockers):
            g.combat.remove(oid)       # 506.4
            g.note(f"{g.name_of(oid)} is removed from combat", rule="701.19a")
        g.note(f"{g.name_of(oid)} regenerates: all damage is removed from it", rule="701.19a")
        if o.tapped:
            return None
        return TapEvent(obj=oid, cause=source)

    shield = ReplacementEffect(name=name, applies=applies, replace=replace, source=source,
                               controller=controller, duration=THIS_TURN)
    return game.add_replacement(shield)
