"""Loops of mandatory actions: the game is a draw (CR 104.4b, 731.4).

"If a game ... somehow enters a 'loop' of mandatory actions, repeating a
sequence of events with no way to stop, the game is a draw.  Loops that
contain an optional action don't result in a draw." (104.4b)

How it is detected, bounded and deterministic:

* After each resolution (608) -- once state-based actions are done and new
  triggered abilities are on the stack (117.5) -- the kernel takes a
  *fingerprint* of the game state: every zone's contents in order, each
  object's characteristics-defining state (card, face, controller, tapped,
  counters, damage, attachments, choices), life totals, poison, mana pools,
  the stack (each item's ability, source, targets, modes, X), continuous and
  replacement effects, delayed triggers, turn, step and priority, and the
  random generator's state.  Object ids are replaced by their zone and
  position, and timestamps by their order, so the same state reached through
  new objects (400.7) and new timestamps has the same fingerprint.
* Everything between two fingerprints has been mandatory if no player took an
  action (cast, activated, played a land, declared attackers or blockers, set a
  scheme in motion), no event was performed from outside a resolution (a
  turn-based action, or a caller acting as an effect), and no decision with a
  choice in it was asked (a decision with exactly one legal option is no
  choice).  Any of those clears the fingerprints seen: the loop, if any, had an
  optional action or was started afresh.  Passing priority is no way to stop a
  loop: no player can be forced to take an action to end it (731.5).
* The game is deterministic between two fingerprints (no choice, the random
  state included), so a fingerprint seen again means the same sequence of
  events repeats for ever: the game is a draw (104.4b), logged with the rule,
  and it ends (104.1): every later action is refused.

Not detected: a mandatory loop whose state grows every time round (a life
total rising without end, a token more each time) never repeats a
fingerprint; it goes on for as long as the players pass (one resolution per
pass round, never inside one call).  At most ``MAX_SEEN`` fingerprints are kept
(a longer cycle is not detected either).
"""
from __future__ import annotations

from typing import Any

MAX_SEEN = 512


def _items(d: dict) -> tuple:
    return tuple(sorted((str(k), repr(v)) for k, v in d.items()))


class LoopMixin:
    """Detects a repeated game state after a resolution (104.4b)."""

    outcome: str | None = None

    # ---- the game's end (104.1) -------------------------------------------
    def _need_game_on(self) -> None:
        """CR 104.1: a game that has ended takes no more actions."""
        if self.outcome is not None:
            from .errors import RulesError
            raise RulesError(f"the game is over ({self.outcome})", "104.1")

    def _check_game_end(self) -> None:
        """After players lose: CR 104.2a, a player still in the game wins once all their
        opponents have left it; 104.4a, if all the players lose at once, it is a draw."""
        if self.outcome is not None:
            return
        left = [p for p in self.order if not self.players[p].lost]
        if len(left) == 1:
            self.outcome = f"{self.name_of(left[0])} wins"
            self.note(f"{self.name_of(left[0])} wins the game: no opponent is left in it",
                      rule="104.2a", kind="game_over")
        elif not left:
            self.outcome = "a draw"
            self.note("the game is a draw: all the players lost at once", rule="104.4a", kind="game_over")
        if self.outcome is not None:
            self.priority = None

    # ---- what clears the fingerprints ---------------------------------------
    def _loop_reset(self) -> None:
        """An optional action, a choice, or an event from outside a resolution:
        whatever loop there was is broken or starts afresh."""
        if self._loop_seen:
            self._loop_seen.clear()

    # ---- the check, after each resolution --------------------------------------
    def _loop_check(self) -> None:
        fp = self.fingerprint()
        seen = self._loop_seen
        if fp in seen:
            first = seen[fp]
            n = self._loop_resolutions - first
            self.outcome = "a draw"
            self.priority = None
            self.note(f"the game is a draw: a loop of mandatory actions repeats with no way to stop "
                      f"(the same game state as {n} resolution{'s' if n != 1 else ''} ago, "
                      f"with no player action or choice in between)", rule="104.4b", kind="game_over")
            return
        if len(seen) >= MAX_SEEN:
            seen.clear()
        seen[fp] = self._loop_resolutions

    def fingerprint(self) -> tuple:
        """The game state up to object ids and timestamps (see the module)."""
        where: dict[int, Any] = {}
        for key in sorted(self.zones):
            for pos, oid in enumerate(self.zones[key]):
                where[oid] = (key, pos)

        def ref(i: Any) -> Any:
            if i is None or (isinstance(i, int) and i in self.players):
                return i
            return where.get(i, ("gone",)) if isinstance(i, int) else repr(i)

        stamps = sorted({o.timestamp for o in self.objects.values()}
                        | {e.timestamp for e in list(self.effects) + list(self.replacements) + list(self.restrictions)})
        rank = {t: n for n, t in enumerate(stamps)}
        objects = tuple(
            (where[oid], id(o.card), o.face_index, o.owner, o.controller, o.tapped, _items(o.counters), o.damage,
             o.deathtouch_damage, rank.get(o.timestamp), o.x, o.is_copy, id(o.copy_of), ref(o.attached_to),
             _items(o.chosen), o.entered_turn == self.turn)
            for oid, o in sorted(self.objects.items(), key=lambda kv: where[kv[0]]))
        players = tuple(
            (p.id, p.life, p.poison, p.lost, p.lands_played, p.drew_from_empty, _items(p.counters),
             tuple(sorted((m.type, tuple(r.text for r in m.riders)) for m in p.pool.mana)))
            for p in self.players.values())
        stack = tuple(
            (it.kind, it.controller, id(it.ability), it.text, ref(it.obj), ref(it.source),
             tuple(ref(t) for t in it.ctx.targets), it.ctx.x, tuple(it.ctx.modes),
             tuple(sorted((repr(ref(k)), v) for k, v in it.ctx.divided.items())), it.is_copy)
            for it in self.stack_items)
        effects = tuple(
            (type(e).__name__, e.name, getattr(e, "remaining", None), getattr(e.duration, "kind", None),
             rank.get(e.timestamp), ref(e.source), tuple(sorted(repr(ref(i)) for i in (getattr(e, "locked", None) or ()))))
            for e in list(self.effects) + list(self.replacements) + list(self.restrictions) if not e.ended)
        delayed = tuple((d.text, d.once, ref(d.source), d.controller) for d in self.delayed)
        combat = None
        if self.combat is not None:
            c = self.combat
            combat = (tuple(sorted((repr(ref(a)), d) for a, d in c.attackers.items())),
                      tuple(sorted((repr(ref(b)), repr(ref(a))) for b, a in c.blockers.items())),
                      tuple(sorted(repr(ref(a)) for a in c.blocked)))
        turn = (self.turn, self.active_player, self.step, self.priority, self.passes,
                _items(self.skip_untap), len(self.pending_triggers))
        return (objects, players, stack, effects, delayed, combat, turn, self.rng.getstate())
