"""State-based actions (CR 704)."""
from __future__ import annotations

from . import choices
from .choices import Decision, pick_option
from .events import LoseGameEvent, ZoneChangeEvent
from .dungeons import dungeon_completions
from .sagas import saga_sacrifices


class SBAMixin:
    def check_sba(self) -> bool:
        """Perform all applicable state-based actions simultaneously (704.3).
        Returns True if any were performed."""
        did = False
        # 704.5d / 704.5e: tokens and copies out of place cease to exist
        for oid, o in list(self.objects.items()):
            # 702.26d: a phased-out token continues to exist
            gone = (o.is_token and o.zone not in ("battlefield", "phased_out")) or \
                   (o.is_copy and o.zone not in ("stack", "battlefield"))
            if gone:
                self.zones[self.zone_key(o.zone, o.owner)].remove(oid)
                del self.objects[oid]
                self.note(f"{o.face.name} ({'token' if o.is_token else 'copy'}) ceases to exist",
                          rule="704.5d" if o.is_token else "704.5e", kind="sba")
                did = True
        events = []
        for p in self.order:
            pl = self.players[p]
            if pl.lost:
                continue
            if pl.life <= 0:
                events.append(LoseGameEvent(player=p, reason="0 or less life", cause="704.5a"))
            elif pl.drew_from_empty:
                events.append(LoseGameEvent(player=p, reason="drew from an empty library", cause="704.5b"))
            elif pl.poison >= 10:
                events.append(LoseGameEvent(player=p, reason="ten or more poison counters", cause="704.5c"))
            pl.drew_from_empty = False
        chars = self.all_chars()
        seen = set()
        for oid in list(self.zones["battlefield"]):
            c = chars[oid]
            o = self.objects[oid]
            if c.is_creature and isinstance(c.toughness, int):
                if c.toughness <= 0:   # 704.5f
                    events.append(ZoneChangeEvent(obj=oid, to_zone="graveyard", reason="sba", cause="704.5f"))
                    seen.add(oid)
                elif o.damage >= c.toughness or (o.damage > 0 and o.deathtouch_damage):   # 704.5g / 704.5h
                    events.append(ZoneChangeEvent(obj=oid, to_zone="graveyard", reason="destroy",
                                                  cause="704.5h" if o.damage < c.toughness else "704.5g"))
                    seen.add(oid)
            if "Planeswalker" in c.types and o.counters.get("loyalty", 0) <= 0 and oid not in seen:   # 704.5i
                events.append(ZoneChangeEvent(obj=oid, to_zone="graveyard", reason="sba", cause="704.5i"))
                seen.add(oid)
            plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
            if plus and minus:   # 704.5q
                n = min(plus, minus)
                o.counters["+1/+1"] -= n
                o.counters["-1/-1"] -= n
                for k in ("+1/+1", "-1/-1"):
                    if not o.counters[k]:
                        del o.counters[k]
                self.note(f"{n} +1/+1 and -1/-1 counters are removed from {c.name}", rule="704.5q", kind="sba")
                did = True
        from .bestow import cease_to_be_bestowed, is_bestowed
        # 704.5m / 704.5n: Auras attached illegally or to nothing go to the graveyard;
        # Equipment attached illegally becomes unattached
        for oid in list(self.zones["battlefield"]):
            if oid in seen:
                continue
            o = self.objects[oid]
            rules = [a for a in chars[oid].abilities if getattr(a, "can_attach", None) is not None]
            if not rules:
                continue
            aura = any(getattr(a, "aura", False) for a in rules)
            host = o.attached_to
            legal = host is not None and host in self.objects and self.objects[host].zone == "battlefield" \
                and all(a.can_attach(self, oid, host) for a in rules)
            if legal:
                continue
            if aura and is_bestowed(self, oid):
                # 702.103f: it becomes unattached and ceases to be bestowed (not 704.5m)
                cease_to_be_bestowed(self, oid, "702.103f")
                did = True
            elif aura:
                events.append(ZoneChangeEvent(obj=oid, to_zone="graveyard", reason="sba", cause="704.5m"))
                seen.add(oid)
            elif host is not None:
                o.attached_to = None
                self.note(f"{chars[oid].name} becomes unattached", rule="704.5n", kind="sba")
                did = True
        events += saga_sacrifices(self, chars, seen)   # 704.5s / 714.4
        events += dungeon_completions(self)   # 704.5t / 309.6
        # 704.5j: the legend rule
        groups: dict = {}
        for oid in self.zones["battlefield"]:
            c = chars[oid]
            if "Legendary" in c.supertypes and oid not in seen:
                groups.setdefault((c.controller, c.name), []).append(oid)
        for (ctl, name), ids in groups.items():
            if len(ids) > 1:
                d = Decision(choices.LEGEND_RULE, f"choose which {name} to keep (legend rule)", ctl, ids,
                             rule="704.5j")
                keep = pick_option(d, self.ask(d))
                for oid in ids:
                    if oid != keep:
                        events.append(ZoneChangeEvent(obj=oid, to_zone="graveyard", reason="sba", cause="704.5j"))
        if self.zones["command"]:   # 704.6f: planeswalking away from a phenomenon (planechase.py)
            from .planechase import phenomenon_sba
            did = phenomenon_sba(self) or did
        if events:
            for ev in events:
                if isinstance(ev, ZoneChangeEvent):
                    ev.from_zone = "battlefield"
            done = self.perform_all(events)
            # an SBA event replaced by nothing (e.g. an indestructible creature
            # with lethal damage, 702.12b) changes nothing: don't loop on it
            did = did or bool(done)
        return did

    def check_state(self) -> None:
        """CR 117.5: SBAs repeatedly, then triggered abilities onto the stack,
        repeated until neither happens."""
        for _ in range(1000):
            while self.check_sba():
                pass
            self._state_triggers()
            if not self.pending_triggers:
                return
            self._put_triggers_on_stack()
        raise RuntimeError("state-based action loop")

    def _state_triggers(self) -> None:
        """603.8: a state-triggered ability triggers as soon as the game state matches its
        condition, and doesn't trigger again until it has resolved, been countered or otherwise
        left the stack (while it waits to be put on the stack or is on it, it doesn't)."""
        from .abilities import Context, TriggeredAbility
        from .stack import PendingTrigger
        holders = [o for o in self.objects.values()
                   if any(isinstance(a, TriggeredAbility) and a.state is not None for a in o.face.abilities)]
        if not holders:
            return
        waiting = {(t.ctx.source, id(t.ability)) for t in self.pending_triggers} | \
                  {(it.source, id(it.ability)) for it in self.stack_items if it.kind == "trigger"}
        for o in holders:
            if o.id not in self.objects:
                continue
            c = self.chars(o.id)
            pool = c.abilities if o.zone == "battlefield" else o.face.abilities   # layer 6 on the battlefield
            for a in pool:
                if not (isinstance(a, TriggeredAbility) and a.state is not None and o.zone in a.zones):
                    continue
                if (o.id, id(a)) in waiting:
                    continue
                ctx = Context(source=o.id, controller=c.controller)
                if a.state(self, ctx) and (a.intervening_if is None or a.intervening_if(self, ctx)):   # 603.4
                    self.pending_triggers.append(PendingTrigger(a, ctx, a.text))
