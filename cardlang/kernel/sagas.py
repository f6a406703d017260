"""Saga cards (CR 714): chapter abilities, lore counters, and the sacrifice SBA."""
from __future__ import annotations

from dataclasses import dataclass

from .abilities import TriggeredAbility
from .events import CountersEvent, ZoneChangeEvent

LORE = "lore"


@dataclass(frozen=True)
class ChapterAbility(TriggeredAbility):
    """A chapter ability (714.2b): "When one or more lore counters are put onto this
    Saga, if the number of lore counters on it was less than ``chapter`` and is at
    least ``chapter``, [effect]" (714.2a)."""
    chapter: int = 1


def chapter_trigger(chapter: int):
    """The trigger event of chapter ``chapter`` (714.2a): lore counters put on this
    object, counting those it enters with (122.6), crossing ``chapter``."""
    def pattern(game, ev, source) -> bool:
        if isinstance(ev, CountersEvent) and not ev.remove and ev.counter == LORE and ev.target == source.id:
            after = source.counters.get(LORE, 0)
            before = after - ev.amount
        elif isinstance(ev, ZoneChangeEvent) and ev.to_zone == "battlefield" and ev.new_id == source.id:
            before, after = 0, ev.counters.get(LORE, 0)
        else:
            return False
        return before < chapter <= after
    return pattern


def is_saga(face) -> bool:
    return "Saga" in face.subtypes


def final_chapter(abilities) -> int | None:
    """714.2c: the greatest chapter number among its chapter abilities (None: it has none)."""
    chapters = [a.chapter for a in abilities if isinstance(a, ChapterAbility)]
    return max(chapters) if chapters else None


def add_entering_lore(ev: ZoneChangeEvent, face) -> None:
    """714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it."""
    if ev.to_zone == "battlefield" and is_saga(face):
        ev.counters[LORE] = ev.counters.get(LORE, 0) + 1


def lore_turn_action(game, player: int) -> None:
    """714.3b / 505.4: as the active player's precombat main phase begins, they put a
    lore counter on each Saga they control (a turn-based action: it doesn't use the stack)."""
    chars = game.all_chars()
    for oid in list(game.zones["battlefield"]):
        c = chars[oid]
        if c.controller == player and "Saga" in c.subtypes:
            game.perform(CountersEvent(target=oid, counter=LORE, amount=1, cause="714.3b"))


def saga_sacrifices(game, chars, seen: set) -> list:
    """704.5s / 714.4: a Saga with one or more chapter abilities and at least its final
    chapter number of lore counters is sacrificed, unless it's the source of a chapter
    ability that has triggered but not yet left the stack."""
    waiting = {t.ctx.source for t in game.pending_triggers if isinstance(t.ability, ChapterAbility)}
    waiting |= {i.source for i in game.stack_items if isinstance(i.ability, ChapterAbility)}
    events = []
    for oid in game.zones["battlefield"]:
        c = chars[oid]
        if oid in seen or "Saga" not in c.subtypes or oid in waiting:
            continue
        final = final_chapter(c.abilities)
        if final is not None and game.objects[oid].counters.get(LORE, 0) >= final:
            events.append(ZoneChangeEvent(obj=oid, to_zone="graveyard", reason="sacrifice", cause="704.5s"))
            seen.add(oid)
    return events
