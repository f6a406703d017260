"""Phasing (CR 702.26) and the untap step's first turn-based action (502.1).

A phased-out permanent is treated as though it doesn't exist (702.26b). The kernel keeps it
in a zone of its own, ``PHASED_OUT``, that no rule or effect looks in: every query for
objects on the battlefield (``zones["battlefield"]``, ``o.zone == "battlefield"``: targets,
"creatures you control", static and triggered abilities, combat, state-based actions, "destroy
all creatures") passes it by, in one place. Phasing is not a zone change (702.26d): no
``ZoneChangeEvent`` (no leaves/enters triggers), no new object (400.7 doesn't apply): it keeps
its id, timestamp, counters, tapped status, the turn it entered and what it's attached to, and
continuous effects already applying to it by id still apply when it phases in (702.26f).
"""
from __future__ import annotations

from typing import Any

from .events import MarkerEvent

#: the kernel's place for phased-out permanents (not a zone of the rules, 702.26d)
PHASED_OUT = "phased_out"


def _attached_closure(game, ids: list[int]) -> list[int]:
    """``ids`` and, recursively, the permanents attached to them (702.26g)."""
    out = list(ids)
    k = 0
    while k < len(out):
        host = out[k]
        for i in game.zones["battlefield"]:
            if game.objects[i].attached_to == host and i not in out:
                out.append(i)
        k += 1
    return out


def is_phased_out(game, oid: int) -> bool:
    o = game.objects.get(oid)
    return o is not None and o.zone == PHASED_OUT


def phase_out(game, ids: list[int], cause: Any = None) -> list[int]:
    """Phase out the phased-in permanents ``ids`` (702.26b) at the same time, and with each
    the Auras, Equipment and Fortifications attached to it, indirectly (702.26g; one that
    would phase out both ways phases out indirectly, 702.26h). Returns the ids phased out."""
    direct = [i for i in dict.fromkeys(ids) if i in game.objects and game.objects[i].zone == "battlefield"]
    if not direct:
        return []
    indirect = set()
    for i in direct:
        indirect.update(j for j in _attached_closure(game, [i]) if j != i)
    everything = _attached_closure(game, direct)
    # 702.26a / 502.1: it phases in again under the player who controlled it as it phased out
    under = {i: game.controller(i) for i in everything}
    for i in everything:
        o = game.objects[i]
        game.zones["battlefield"].remove(i)
        game.zones[PHASED_OUT].append(i)
        o.zone = PHASED_OUT
        o.phased_out_under = under[i]
        o.phased_indirectly = i in indirect
        if game.combat is not None:
            game.combat.remove(i)     # 506.4: a permanent that phases out is removed from combat
    game.perform(MarkerEvent(name="phased_out", data={"objects": list(everything)},
                             say=f"{', '.join(game.name_of(i) for i in everything)} phase(s) out",
                             cause=cause))
    game.note("phased-out permanents are treated as though they don't exist", rule="702.26b")
    return everything


def phase_in(game, ids: list[int], cause: Any = None) -> list[int]:
    """Phase in the directly phased-out permanents ``ids`` at the same time (702.26c), each
    with what phased out indirectly with it (702.26g). An Aura or Equipment that phased out
    directly phases in attached to what it was attached to if that is still on the
    battlefield, else unattached (702.26i; state-based actions then apply)."""
    direct = [i for i in dict.fromkeys(ids) if is_phased_out(game, i) and not game.objects[i].phased_indirectly]
    if not direct:
        return []
    everything = list(direct)
    k = 0
    while k < len(everything):
        host = everything[k]
        for i in game.zones[PHASED_OUT]:
            o = game.objects[i]
            if o.phased_indirectly and o.attached_to == host and i not in everything:
                everything.append(i)
        k += 1
    for i in everything:
        o = game.objects[i]
        game.zones[PHASED_OUT].remove(i)
        game.zones["battlefield"].append(i)
        o.zone = "battlefield"
        o.phased_out_under = None
        o.phased_indirectly = False
    for i in direct:
        o = game.objects[i]
        host = o.attached_to
        if host is not None and (host not in game.objects or game.objects[host].zone != "battlefield") \
                and host not in game.players:
            o.attached_to = None      # 702.26i
    game.perform(MarkerEvent(name="phased_in", data={"objects": list(everything)},
                             say=f"{', '.join(game.name_of(i) for i in everything)} phase(s) in",
                             cause=cause))
    return everything


def phasing_turn_action(game, p: int) -> None:
    """CR 502.1 / 702.26a: as the untap step begins, before anything untaps, all phased-in
    permanents with phasing that ``p`` controls phase out, and all phased-out permanents that
    ``p`` controlled when they phased out phase in -- simultaneously (both sets are fixed
    first, so a permanent that phases in isn't phased out again)."""
    going = [i for i in game.zones["battlefield"]
             if game.controller(i) == p and game.chars(i).has_keyword("phasing")]
    coming = [i for i in game.zones[PHASED_OUT]
              if game.objects[i].phased_out_under == p and not game.objects[i].phased_indirectly]
    if coming:
        phase_in(game, coming, cause="untap step")
    if going:
        phase_out(game, going, cause="untap step")
