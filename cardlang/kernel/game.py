"""The game state and the event pipeline (CR 1xx, 4xx, 6xx)."""
from __future__ import annotations

import contextlib
import copy
import random
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from . import choices
from .abilities import (ActivatedAbility, Context, DelayedTrigger, ManaAbility, StaticAbility,
                        TriggeredAbility)
from .choices import Chooser, Decision, DefaultChooser, pick_option
from .combat import CombatMixin
from .durations import STATIC, Duration
from .errors import RulesError
from .events import (AddManaEvent, CountersEvent, CreateTokenEvent, DamageEvent, DrawEvent, Event,
                     LifeGainEvent, LifeLossEvent, LoseGameEvent, MarkerEvent, SpendManaEvent, TapEvent, TransformEvent,
                     ZoneChangeEvent)
from .layers import ContinuousEffect, compute_all
from .library import LibraryMixin
from .loops import LoopMixin
from .mana import MANA_TYPES, Mana, ManaPool, ManaRider
from .monarch import MonarchMixin
from .objects import (CardDef, Characteristics, CopiableValues, GameObject, base_characteristics,
                      mana_value)
from .replacement import ReplacementEffect, run_replacements
from .restrictions import Restriction, RestrictionsMixin
from .sagas import add_entering_lore
from .savepoint import Savepoint
from .sba import SBAMixin
from .special_actions import SpecialActionsMixin
from .stack import StackMixin
from .turn import TurnMixin

SHARED_ZONES = ("battlefield", "stack", "exile", "command",
                "phased_out")   # 702.26b: where phased-out permanents are kept (kernel/phasing.py)
PLAYER_ZONES = ("library", "hand", "graveyard")


@dataclass
class Player:
    id: int
    name: str
    life: int = 20
    pool: ManaPool = field(default_factory=ManaPool)
    poison: int = 0
    lost: bool = False
    drew_from_empty: bool = False
    lands_played: int = 0
    # this turn so far (reset as each turn begins): spells cast (surge 702.117a) and
    # life lost (spectacle 702.137a; 119.3: damage dealt to a player causes life loss)
    spells_cast_this_turn: int = 0
    life_lost_this_turn: int = 0
    monarch: bool = False                  # 724: the monarch designation (monarch.py)
    dealt_damage_this_turn: bool = False   # 702.54a bloodthirst: "an opponent was dealt damage this turn"
    max_hand_size: int = 7
    counters: dict = field(default_factory=dict)


@dataclass
class LogEntry:
    """One line of the game log (principle 8: ``--explain`` reads ``rule``)."""
    seq: int
    kind: str
    text: str
    rule: str = ""
    cause: Any = None
    fields: dict = field(default_factory=dict)
    replacements: list = field(default_factory=list)   # names of effects applied, in order
    ordered_by: list = field(default_factory=list)     # who chose each (None = only one applied)
    turn: int = 0
    step: str = ""

    def as_dict(self) -> dict:
        return {"seq": self.seq, "kind": self.kind, "text": self.text, "rule": self.rule,
                "cause": self.cause, "fields": self.fields, "replacements": self.replacements,
                "ordered_by": self.ordered_by, "turn": self.turn, "step": self.step}


class Game(StackMixin, TurnMixin, CombatMixin, SBAMixin, LibraryMixin, LoopMixin, RestrictionsMixin,
           SpecialActionsMixin, MonarchMixin):
    """A game of Magic.  Players and objects are named by integer ids drawn
    from one counter, so an id names either a player or an object."""

    def __init__(self, players: Sequence[str | tuple[str, int]] = ("Alice", "Bob"), *,
                 seed: int = 0, chooser: Chooser | None = None, starting_life: int = 20,
                 card_pool: Iterable[CardDef] = ()):
        self.chooser: Chooser = chooser or DefaultChooser()
        self.rng = random.Random(seed)     # every shuffle goes through this (determinism)
        self._next_id = 1
        self._ts = 0
        self.players: dict[int, Player] = {}
        self.order: list[int] = []
        for p in players:
            name, life = (p, starting_life) if isinstance(p, str) else p
            pid = self._new_id()
            self.players[pid] = Player(pid, name, life)
            self.order.append(pid)
        self.objects: dict[int, GameObject] = {}
        self.zones: dict[str, list[int]] = {z: [] for z in SHARED_ZONES}
        for pid in self.order:
            for z in PLAYER_ZONES:
                self.zones[f"{z}:{pid}"] = []
        self.lki: dict[int, tuple[GameObject, Characteristics]] = {}  # last known information
        self.effects: list[ContinuousEffect] = []
        self.replacements: list[ReplacementEffect] = []
        self.restrictions: list[Restriction] = []   # rules-changing effects (restrictions.py)
        self.delayed: list[DelayedTrigger] = []
        self.pending_triggers: list = []
        self.stack_items: list = []        # StackItem, bottom first (405.2)
        self.log: list[LogEntry] = []
        # the events that happened this turn, in order (reset as each turn begins, 500.1):
        # what past-tense conditions ask ("if a creature died this turn", "you attacked
        # this turn", "the second card you draw each turn"); see ``events_this_turn``
        self.turn_events: list[Event] = []
        self.triggered_this_turn: set = set()   # (object id, ability) of "only once each turn" abilities
        self.resolutions_this_turn: dict = {}   # (source id, ability) -> times it resolved this turn
        self._static_cache: dict = {}
        self._static_ids = 0
        self.card_pool: list[CardDef] = list(card_pool)   # the "Oracle card reference" (201.4)
        # turn state
        self.turn = 0
        self.active_player: int = self.order[0]
        self.step: str = ""
        self.priority: int | None = None
        self.passes = 0
        self.skip_untap: dict[int, int] = {}
        self.first_player: int | None = None
        self.turns_taken: dict[int, int] = {p: 0 for p in self.order}
        self.combat = None
        # the end of the game (104.1) and loops of mandatory actions (104.4b, loops.py)
        self.outcome: str | None = None
        self._loop_seen: dict = {}
        self._loop_resolutions = 0
        self._resolving = 0
        self._simultaneous: list | None = None   # the batch being performed at once (simultaneously())
        # Planechase (901, planechase.py): each player's planar deck (face-down plane cards in the
        # command zone, top first) and the planar die rolls taken as a special action this turn
        self.planar_decks: dict[int, tuple[int, ...]] = {}
        self.planar_rolls = 0
        # cards each player owns outside the game (400.11; dungeons, 309.2) and the dungeons
        # each has completed (309.7): tuples, replaced when they change (dungeons.py)
        self.outside: dict[int, tuple] = {}
        self.dungeons_completed: dict[int, tuple] = {}

    # ---- ids, names, lookups -------------------------------------------
    def _new_id(self) -> int:
        i = self._next_id
        self._next_id += 1
        return i

    def new_timestamp(self) -> int:
        """CR 613.7: timestamps are strictly increasing."""
        self._ts += 1
        return self._ts

    def player(self, who: int | str) -> Player:
        """The player with this id or name; RulesError if there is none (102.1)."""
        if isinstance(who, str):
            for p in self.players.values():
                if p.name == who:
                    return p
        elif isinstance(who, int) and not isinstance(who, bool) and who in self.players:
            return self.players[who]
        names = ", ".join(p.name for p in self.players.values())
        raise RulesError(f"{who!r} isn't a player in this game (players: {names})", "102.1")

    def _need_player(self, who: Any) -> int:
        """An effect action's player: an id of a player of this game, else RulesError
        before anything changes (102.1)."""
        return self.player(who).id if isinstance(who, int) else self.pid(who)

    def _need_player_or_object(self, i: Any) -> None:
        """A player or an object that exists now; a stale id (the object changed
        zones: a new object, 400.7) or an unknown id is refused."""
        if isinstance(i, int) and not isinstance(i, bool) and i in self.players:
            return
        self.obj(i)

    def pid(self, who: int | str) -> int:
        return self.player(who).id

    def obj(self, oid: int) -> GameObject:
        try:
            return self.objects[oid]
        except KeyError:
            raise RulesError(f"object #{oid} doesn't exist (it may have changed zones)", "400.7") from None

    def name_of(self, i: Any) -> str:
        if i is None:
            return "the game"
        if isinstance(i, int) and i in self.players:
            return self.players[i].name
        if isinstance(i, int) and i in self.objects:
            name = self.chars(i).name
            if not name and self.objects[i].face_down:
                return f"face-down {self.objects[i].card.name}"   # 708.2: it has no name; the log says which
            if not name and self.objects[i].zone == "command":
                from .emblems import emblem_name
                return emblem_name(self.objects[i])   # 114.5: an emblem has no name
            return name
        if isinstance(i, int) and i in self.lki:
            return self.lki[i][1].name
        return str(i)

    def apnap_order(self) -> list[int]:
        """The seats in turn order, the active player first (CR 101.4, 603.3b)."""
        start = self.order.index(self.active_player) if self.active_player in self.order else 0
        return self.order[start:] + self.order[:start]

    def opponents(self, pid: int) -> list[int]:
        return [p for p in self.order if p != pid and not self.players[p].lost]

    def zone_key(self, zone: str, owner: int) -> str:
        return zone if zone in SHARED_ZONES else f"{zone}:{owner}"

    def zone(self, zone: str, owner: int | str | None = None) -> list[int]:
        if zone in SHARED_ZONES:
            return list(self.zones[zone])
        return list(self.zones[f"{zone}:{self.pid(owner)}"])

    def battlefield(self, controller: int | None = None) -> list[int]:
        ids = self.zones["battlefield"]
        return [i for i in ids if controller is None or self.chars(i).controller == controller]

    def hand(self, p) -> list[int]:
        return self.zone("hand", p)

    def library(self, p) -> list[int]:
        return self.zone("library", p)

    def graveyard(self, p) -> list[int]:
        return self.zone("graveyard", p)

    def find(self, name: str, zone: str | None = None) -> int:
        """The id of the (first) object with this name -- a test/script helper."""
        for i, o in self.objects.items():
            if (zone is None or o.zone == zone) and self.chars(i).name == name:
                return i
        raise KeyError(f"no object named {name!r}" + (f" in {zone}" if zone else ""))

    # ---- characteristics (613) -------------------------------------------
    def all_chars(self) -> dict[int, Characteristics]:
        view = getattr(self, "_layer_view", None)
        if view is not None:
            # 613: while the layers are being applied, an effect's filter
            # ("white creatures you control") sees the characteristics as
            # computed so far, not a fresh (recursive) computation
            return view
        base = {i: base_characteristics(o) for i, o in self.objects.items()}
        self._layer_view = base
        try:
            # 611.2b: a "for as long as" condition checked here ("as long as you control this
            # creature") sees the objects' characteristics before the layers, not a
            # recursive computation of the layers it is part of
            from .keyword_counters import keyword_counter_effects
            effects = [e for e in self.effects if self._alive(e)] + keyword_counter_effects(self)   # 122.1b
            # static abilities' effects are gathered as the layers go (613.1f, 613.6)
            return compute_all(self, base, effects, statics=lambda view: {
                k: cs for k, (cs, _rs, _xs) in self._static_effects(view).items()})
        finally:
            self._layer_view = None

    def chars(self, oid: int) -> Characteristics:
        if oid not in self.objects:
            if oid in self.lki:
                return self.lki[oid][1]
            raise RulesError(f"object #{oid} doesn't exist", "400.7")
        return self.all_chars()[oid]

    def mana_value(self, oid: int) -> int:
        return mana_value(self.obj(oid))  # 202.3

    def controller(self, oid: int) -> int:
        return self.chars(oid).controller

    # ---- choices ----------------------------------------------------------
    def ask(self, decision: Decision) -> Any:
        if len(decision.options) != 1:
            self._loop_reset()   # a choice: a loop with it is no mandatory loop (104.4b)
        return self.chooser.choose(decision)

    def choose_card_name(self, player: int, allowed=None, prompt: str = "choose a card name") -> str:
        """CR 201.4: choose the name of a card in the card reference; a back
        face's name may be chosen (201.4d), judged by that face's
        characteristics alone.  ``allowed(face)`` filters by characteristics."""
        opts = []
        for cd in self.card_pool:
            if cd.token:
                continue  # 201.4: not the name of a token
            faces = cd.faces if cd.double_faced else cd.faces[:1]
            for f in faces:
                if (allowed is None or allowed(f)) and f.name not in opts:
                    opts.append(f.name)
        d = Decision(choices.NAME_CARD, prompt, player, opts, rule="201.4")
        ans = self.ask(d)
        if ans not in opts:
            raise RulesError(f"{ans!r} can't be named here", "201.4a")
        self.note(f"{self.name_of(player)} chooses the name {ans}", rule="201.4")
        return ans

    # ---- the event pipeline ------------------------------------------------
    def perform(self, event: Event) -> list[Event]:
        """Offer ``event`` to replacement effects (616), execute what results,
        log it, and match triggers.  Returns the events that happened."""
        return self.perform_all([event])

    def perform_all(self, events: list[Event]) -> list[Event]:
        """Simultaneous events (e.g. combat damage, 510.2): each is modified
        separately, then all happen.  CR 732.1: if a replacement effect's
        ordering or choice is refused (``MissingChoice``, a bad answer), the
        effects already applied are undone too (a savepoint, taken only when a
        replacement effect first applies) and the events don't happen."""
        if self.outcome is not None and self._resolving:
            return []   # 104.1: the game ended during this resolution; the rest of it does nothing
        self._need_game_on()
        if not self._resolving:
            self._loop_reset()   # an event from outside a resolution breaks a mandatory loop (104.4b)
        final: list[Event] = []
        saved: list[Savepoint] = []

        def before_replacing() -> None:
            if not saved:
                saved.append(Savepoint(self))
        try:
            for ev in events:
                final.extend(run_replacements(self, ev, before_replacing))
        except RulesError:
            if saved:
                saved[0].restore()
            raise
        batch = self._simultaneous if self._simultaneous is not None else final
        if batch is not final:
            batch.extend(final)
        for ev in final:
            ev.batch = batch   # the simultaneous events (510.2), for triggers that count them once (603.2c)
            ev.execute(self)
            self._log_event(ev)
            self.turn_events.append(ev)
        if any(isinstance(ev, LoseGameEvent) for ev in final):
            self._check_game_end()   # 104.2a / 104.4a, once the simultaneous losses have all happened
        if batch is final:
            self._after_events(final)
        return final

    @contextlib.contextmanager
    def simultaneously(self):
        """The events performed inside happen at once, as one instruction's (\"destroy all
        creatures\", the permanents sacrificed to pay one cost, \"discard two cards\"; 608.2e,
        101.4): one batch (``ev.batch``) whose triggers are looked for once all of them have
        happened (603.2c: "one or more" triggers once for it; 603.6a, 603.10a). Each event is
        still offered to replacement effects on its own (616). Nested: the outer batch."""
        if self._simultaneous is not None:
            yield
            return
        self._simultaneous = batch = []
        try:
            yield
        finally:
            self._simultaneous = None
        self._after_events(batch)

    def _log_event(self, ev: Event, prevented: bool = False) -> None:
        self.log.append(LogEntry(
            seq=len(self.log), kind=ev.name if isinstance(ev, MarkerEvent) else ev.kind, text=("prevented/replaced: " if prevented else "") + ev.text(self),
            rule=ev.rule, cause=ev.cause, fields=ev.fields(),
            replacements=[h[0] for h in ev.history], ordered_by=[h[1] for h in ev.history],
            turn=self.turn, step=self.step))

    def events_this_turn(self, kind: str | None = None) -> list[Event]:
        """The events that happened this turn (of ``kind``: "zone_change", "draw", a
        marker's name such as "attackers_declared"), in the order they happened."""
        if kind is None:
            return list(self.turn_events)
        return [e for e in self.turn_events
                if (e.name if isinstance(e, MarkerEvent) else e.kind) == kind]

    def log_replaced(self, ev: Event, prevented: bool = True) -> None:
        self._log_event(ev, prevented=True)

    def note(self, text: str, rule: str = "", kind: str = "note", cause: Any = None) -> None:
        self.log.append(LogEntry(len(self.log), kind, text, rule, cause, turn=self.turn, step=self.step))

    def log_text(self) -> list[str]:
        return [e.text for e in self.log]

    def _after_events(self, evs: list[Event]) -> None:
        for ev in evs:
            # durations that end on an event ("until ...")
            for e in list(self.effects) + list(self.replacements) + list(self.restrictions):
                d = e.duration
                if d.kind == "until_event" and not e.ended and d.event(self, ev):
                    e.ended = True
                    self.note(f"{e.name} ends", rule="611.2a")
            self._collect_triggers(ev)

    # ---- continuous and replacement effects ----------------------------------
    def add_effect(self, eff: ContinuousEffect) -> ContinuousEffect:
        """A continuous effect from a resolving spell or ability (611.2);
        gets its timestamp now (613.7b)."""
        eff.id = self._new_id()
        eff.timestamp = self.new_timestamp()
        self.effects.append(eff)
        self.note(f"effect begins: {eff.name}", rule="611.2")
        return eff

    def add_replacement(self, eff: ReplacementEffect) -> ReplacementEffect:
        eff.id = self._new_id()
        eff.timestamp = self.new_timestamp()
        self.replacements.append(eff)
        self.note(f"effect begins: {eff.name}", rule="614.1")
        return eff

    def add_delayed_trigger(self, dt: DelayedTrigger) -> DelayedTrigger:
        """CR 603.7a: created during resolution (or by a replacement/rider)."""
        dt.id = self._new_id()
        self.delayed.append(dt)
        return dt

    def _alive(self, e) -> bool:
        if e.ended:
            return False
        d = e.duration
        if d.kind == "as_long_as" and not d.condition(self):
            e.ended = True   # 611.2b: once it ends it stays ended
            return False
        return True

    def _static_effects(self, view: dict[int, Characteristics]):
        """The static abilities objects have in ``view`` (their characteristics as
        computed so far: CR 613.1f, an ability granted or removed in layer 6 counts)
        where those abilities function (604, 611.3) -> {key: (continuous, replacements,
        restrictions)}.  An effect's timestamp is its object's, or that of the effect
        that granted the ability if later (613.7a)."""
        out = {}
        for oid, c in view.items():
            o = self.objects.get(oid)
            if o is None:
                continue
            for ab in c.abilities:
                if not isinstance(ab, StaticAbility) or o.zone not in ab.zones:
                    continue
                ts = max(o.timestamp, c.ability_ts.get(id(ab), 0))
                key = (oid, ts, o.face_index, id(ab))
                if key not in self._static_cache:
                    cs = list(ab.continuous(self, o)) if ab.continuous else []
                    rs = list(ab.replacements(self, o)) if ab.replacements else []
                    xs = list(ab.restrictions(self, o)) if ab.restrictions else []
                    for e in cs + rs + xs:
                        self._static_ids -= 1   # separate counter: queries don't change state
                        e.id = self._static_ids
                        e.timestamp = ts
                        e.source = oid
                        e.controller = o.controller
                        e.duration = STATIC
                    self._static_cache[key] = (cs, rs, xs)
                out[key] = self._static_cache[key]
        return out

    def _statics(self):
        """Effects generated by the static abilities objects have now (after the
        layers): (continuous, replacements, restrictions)."""
        conts, reps, rules = [], [], []
        for cs, rs, xs in self._static_effects(self.all_chars()).values():
            conts.extend(cs)
            reps.extend(r for r in rs if not r.ended)
            rules.extend(xs)
        return conts, reps, rules

    def active_continuous_effects(self) -> list[ContinuousEffect]:
        return [e for e in self.effects if self._alive(e)] + self._statics()[0]

    def active_replacements(self) -> list[ReplacementEffect]:
        return [r for r in self.replacements if self._alive(r)] + self._statics()[1]

    def end_effects(self, kinds: tuple[str, ...], player: int | None = None, rule: str = "") -> None:
        for e in list(self.effects) + list(self.replacements) + list(self.restrictions) + list(self.delayed):
            d = e.duration
            if d is None or e.__dict__.get("ended"):
                continue
            if d.kind in kinds and (player is None or d.player == player):
                if isinstance(e, DelayedTrigger):
                    self.delayed.remove(e)
                else:
                    e.ended = True
                self.note(f"effect ends: {getattr(e, 'name', None) or getattr(e, 'text', '')} ({d.text or d.kind})", rule=rule)
        self.effects = [e for e in self.effects if not e.ended]
        self.replacements = [r for r in self.replacements if not r.ended]
        self.restrictions = [r for r in self.restrictions if not r.ended]

    # ---- triggers (603) -----------------------------------------------------
    def _collect_triggers(self, ev: Event) -> None:
        from .stack import PendingTrigger
        watchers: list[tuple[GameObject, list]] = []
        computed = None
        for oid, o in self.objects.items():
            if o.zone in ("battlefield", "stack"):
                # a permanent's or a spell's abilities are its computed ones (layer 6: granted or
                # removed, 613.1f; "Sliver spells you cast have cascade" grants a spell its cascade)
                if computed is None:
                    computed = self.all_chars()
                pool = computed[oid].abilities
            else:
                pool = o.face.abilities
            abil = [a for a in pool if isinstance(a, TriggeredAbility) and o.zone in a.zones]
            if abil:
                watchers.append((o, abil))
        # 603.10a: leaves-the-battlefield abilities look back in time: those of each permanent
        # that left the battlefield at the same time (the same batch) see this event too
        if isinstance(ev, ZoneChangeEvent) and ev.from_zone == "battlefield" and ev.obj in self.lki:
            left = [e.obj for e in (getattr(ev, "batch", None) or [ev]) if isinstance(e, ZoneChangeEvent)
                    and e.from_zone == "battlefield" and e.obj in self.lki and e.obj not in self.objects]
            for oid in dict.fromkeys([ev.obj] + left):
                old, _ = self.lki[oid]
                abil = [a for a in old.face.abilities if isinstance(a, TriggeredAbility) and "battlefield" in a.zones]
                if abil:
                    watchers.append((old, abil))
        for o, abil in watchers:
            for a in abil:
                hit = a.trigger(self, ev, o)
                if not hit:
                    continue
                # 603.2c: a pattern may return the occurrences of its trigger event in this
                # event (a list); the ability triggers once for each
                for occurrence in (hit if isinstance(hit, list) else [None]):
                    ctx = Context(source=o.id, controller=o.controller, trigger_event=ev)
                    if occurrence is not None:
                        ctx.data["occurrence"] = occurrence
                    if a.intervening_if is not None and not a.intervening_if(self, ctx):
                        continue  # 603.4
                    if getattr(a, "once_each_turn", False):
                        if (o.id, id(a)) in self.triggered_this_turn:
                            continue   # "This ability triggers only once each turn."
                        self.triggered_this_turn.add((o.id, id(a)))
                    if getattr(a, "mana_ability", False):
                        # 605.4a: a triggered mana ability resolves immediately, off the stack
                        self.note(f"{a.text} (a triggered mana ability) resolves", rule="605.4a")
                        a.effect(self, ctx)
                        continue
                    self.pending_triggers.append(PendingTrigger(a, ctx, a.text))
        for dt in list(self.delayed):
            hit = dt.trigger(self, ev, dt)
            if hit:
                # 603.2c: a pattern may return the occurrences of its event (a list): one trigger
                # each -- only the first for a delayed trigger that triggers once (603.7b)
                occurrences = hit if isinstance(hit, list) and getattr(dt, "occurrences", False) else [None]
                for occurrence in (occurrences[:1] if dt.once else occurrences):
                    ctx = Context(source=dt.source, controller=dt.controller, trigger_event=ev)
                    if occurrence is not None:
                        ctx.data["occurrence"] = occurrence
                    if getattr(dt, "mana_ability", False):
                        self.note(f"{dt.text} (a triggered mana ability) resolves", rule="605.4a")
                        dt.effect(self, ctx)
                        continue
                    self.pending_triggers.append(PendingTrigger(TriggeredAbility(dt.trigger, dt.effect, text=dt.text), ctx, dt.text, delayed=True))
                if dt.once and dt in self.delayed:
                    self.delayed.remove(dt)   # 603.7b

    # ---- low-level state changes, called by Event.execute ------------------
    def _apply_damage(self, ev: DamageEvent) -> None:
        r = ev.recipient
        src_chars = self.chars(ev.source) if ev.source is not None and (ev.source in self.objects or ev.source in self.lki) else None
        ev.source_chars = src_chars
        infect = src_chars is not None and src_chars.has_keyword("infect")
        wither = infect or (src_chars is not None and src_chars.has_keyword("wither"))
        if r in self.players and infect:
            # 702.90b: damage from a source with infect gives poison counters, no life loss
            self.players[r].poison += ev.amount
            self.players[r].counters["poison"] = self.players[r].poison
            self.players[r].dealt_damage_this_turn = self.players[r].dealt_damage_this_turn or ev.amount > 0
        elif r in self.players:
            self.players[r].life -= ev.amount   # 120.3a
            self.players[r].life_lost_this_turn += ev.amount
            self.players[r].dealt_damage_this_turn = self.players[r].dealt_damage_this_turn or ev.amount > 0
        elif r in self.objects:
            o = self.objects[r]
            c = self.chars(r)
            if "Planeswalker" in c.types:
                o.counters["loyalty"] = max(0, o.counters.get("loyalty", 0) - ev.amount)  # 120.3c
            if c.is_creature and wither:
                # 702.80a, 702.90c: -1/-1 counters instead of marked damage (120.3d)
                o.counters["-1/-1"] = o.counters.get("-1/-1", 0) + ev.amount
                if src_chars.has_keyword("deathtouch"):
                    o.deathtouch_damage = True  # 702.2b: dealt damage by a deathtouch source
            elif c.is_creature:
                o.damage += ev.amount  # 120.3e
                if src_chars is not None and src_chars.has_keyword("deathtouch"):
                    o.deathtouch_damage = True  # 702.2b
        if r in self.players and ev.combat and src_chars is not None:
            # 702.164b-c: toxic N -- a player dealt combat damage also gets N poison
            # counters (several instances add up); ``toxic`` is set on the ability
            toxic = sum(getattr(a, "toxic", 0) for a in src_chars.abilities)
            if toxic:
                self.players[r].poison += toxic
                self.players[r].counters["poison"] = self.players[r].poison
        if src_chars is not None and src_chars.has_keyword("lifelink"):
            self.players[src_chars.controller].life += ev.amount  # 120.3f / 702.15b

    def _draw_one(self, ev: DrawEvent) -> None:
        lib = self.zones[f"library:{ev.player}"]
        if not lib:
            self.players[ev.player].drew_from_empty = True  # 704.5b
            return
        top = lib[-1]
        mv = ZoneChangeEvent(obj=top, from_zone="library", to_zone="hand", reason="draw", cause=ev.cause)
        self._move(mv)
        ev.drawn = mv.new_id

    def _move(self, ev: ZoneChangeEvent) -> None:
        """CR 400.7: the object becomes a new object in the new zone."""
        o = self.objects[ev.obj]
        ev.from_zone = o.zone
        ev.last_known = self.chars(o.id)
        self.lki[o.id] = (copy.copy(o), ev.last_known)
        self.zones[self.zone_key(o.zone, o.owner)].remove(o.id)
        del self.objects[o.id]
        if o.zone == "stack":
            self._spell_left_stack(o.id)
        if self.combat is not None:
            self.combat.remove(o.id)
        nid = self._new_id()
        to_bf = ev.to_zone == "battlefield"
        if to_bf:
            # 714.3a: a Saga enters with a lore counter
            if not o.face_down:
                add_entering_lore(ev, o.copy_of.face if o.copy_of is not None else
                                  o.card.faces[1 if (ev.back_face_up and o.card.double_faced) else 0])
        new = GameObject(
            id=nid, card=o.card, owner=o.owner,
            controller=(ev.controller if ev.controller is not None else o.owner) if ev.to_zone in ("battlefield", "stack") else o.owner,
            zone=ev.to_zone,
            # 712.8c, 712.11a: a spell cast with its back face up becomes a permanent with it up
            face_index=1 if ((ev.back_face_up or (o.zone == "stack" and to_bf and o.face_index == 1))
                             and o.card.double_faced) else (o.face_index if ev.to_zone == "stack" else 0),
            copy_of=o.copy_of, is_copy=o.is_copy, tapped=ev.tapped and to_bf,
            counters=dict(ev.counters) if to_bf else {},
            timestamp=self.new_timestamp(),      # 613.7d
            entered_turn=self.turn, x=o.x if ev.to_zone == "stack" else None,
        )
        if ev.to_zone == "stack":
            new.controller = ev.controller if ev.controller is not None else o.controller
        if o.zone == "stack" and to_bf and "cast" in o.linked:
            new.linked["cast"] = o.linked["cast"]   # 400.7d: the costs paid to cast the spell it was
        if ev.reason == "discard" and ev.to_zone == "graveyard":
            new.linked["discarded_turn"] = self.turn   # 701.9: "you discarded it this turn" (mayhem 702.187b)
        if ev.face_down and ev.to_zone == "exile":
            new.face_down = True   # 406.3: exiled face down (kernel/exile_face_down.py)
        if ev.to_zone == "exile" and isinstance(ev.cause, int) and ev.cause != ev.obj and ev.cause in self.objects:
            # 607.2a: "the cards exiled with [this object]": noted on the object whose ability exiled it
            self.objects[ev.cause].linked.setdefault("exiled", []).append(nid)
        if to_bf and o.face_down and (o.zone == "stack" or ev.face_down):
            # 702.37c: it enters with the characteristics the face-down spell had; 701.40a: manifested
            new.face_down = True
        self.objects[nid] = new
        key = self.zone_key(ev.to_zone, o.owner)
        if ev.to_top:
            self.zones[key].append(nid)
        else:
            self.zones[key].insert(0, nid)
        if to_bf and ev.attacking is not None and self.combat is not None and self.chars(nid).is_creature:
            self.combat.attackers[nid] = ev.attacking   # 508.4: put onto the battlefield attacking (506.3a)
        if to_bf and ev.with_abilities:   # 614.1c: "enters ... with flying": an effect of its entering
            from .layers import grant
            self.add_effect(grant(f"{self.name_of(nid)} enters with abilities", list(ev.with_abilities),
                                  lambda g, ch, nid=nid: ch.id == nid, source=nid, controller=new.controller))
        ev.new_id = nid

    def _counters(self, ev: CountersEvent) -> None:
        if ev.target in self.players:
            store = self.players[ev.target].counters
        else:
            store = self.objects[ev.target].counters
        n = store.get(ev.counter, 0) + (-ev.amount if ev.remove else ev.amount)
        if not ev.remove and ev.amount > 0 and ev.target in self.objects:
            # 613.7c: the counters of this kind all get the new counter's timestamp
            self.objects[ev.target].counter_ts[ev.counter] = self.new_timestamp()
        if n > 0:
            store[ev.counter] = n
        else:
            store.pop(ev.counter, None)
        if ev.target in self.players and ev.counter == "poison":
            self.players[ev.target].poison = max(n, 0)

    def _create_tokens(self, ev: CreateTokenEvent) -> None:
        for _ in range(ev.count):
            nid = self._new_id()
            d = ev.definition
            o = GameObject(id=nid, card=d, owner=ev.controller, controller=ev.controller, zone="battlefield",
                           face_index=1 if (ev.back_face_up and d.double_faced) else 0,
                           copy_of=ev.copy_of, copy_of_dfc=ev.copy_of_dfc, counters=dict(ev.counters), tapped=ev.tapped,
                           timestamp=self.new_timestamp(), entered_turn=self.turn)
            self.objects[nid] = o
            self.zones["battlefield"].append(nid)
            ev.created.append(nid)

    def _add_mana(self, ev: AddManaEvent) -> None:
        for m in ev.mana:
            if not m.id:
                m.id = self._new_id()
            self.players[ev.player].pool.mana.append(m)

    def _spend_mana(self, ev: SpendManaEvent) -> None:
        pool = self.players[ev.player].pool
        pool.mana.remove(ev.mana)
        for r in ev.mana.riders:  # 106.6: additional effects / delayed triggers
            if r.on_spend is not None:
                r.on_spend(self, ev.spend)
            if r.when_spent is not None and (r.when_spent_if is None or r.when_spent_if(self, ev.spend)):
                from .stack import PendingTrigger
                ctx = Context(source=ev.mana.source, controller=ev.player, trigger_event=ev)
                self.pending_triggers.append(PendingTrigger(
                    TriggeredAbility(lambda g, e, s: True, r.when_spent, text=r.text), ctx, r.text, delayed=True))

    def _transform(self, ev: TransformEvent) -> None:
        o = self.objects[ev.obj]
        o.face_index = 1 - o.face_index
        o.timestamp = self.new_timestamp()   # 613.7g
        o.transformed_at.append(o.timestamp)

    # ---- actions the interpreter calls --------------------------------------
    def deal_damage(self, source: int | None, recipient: int, amount: int, combat: bool = False,
                    cause: Any = None) -> list[Event]:
        """CR 120.  A source dealing 0 damage deals no damage (614.7a)."""
        if not (isinstance(recipient, int) and (recipient in self.players or recipient in self.objects
                                                or recipient in self.lki)):
            raise RulesError(f"{recipient!r} isn't a player or an object", "120.1")
        if amount <= 0:
            return []
        return self.perform(DamageEvent(source=source, recipient=recipient, amount=amount, combat=combat,
                                        cause=cause if cause is not None else source))

    def deal_damage_divided(self, source: int | None, division: dict[int, int], combat: bool = False) -> list[Event]:
        """Damage divided among several recipients: divided first (601.2d),
        then each part is a separate event offered to replacement effects."""
        for r in division:
            if not (isinstance(r, int) and (r in self.players or r in self.objects or r in self.lki)):
                raise RulesError(f"{r!r} isn't a player or an object", "120.1")
        evs = [DamageEvent(source=source, recipient=r, amount=a, combat=combat, cause=source)
               for r, a in division.items() if a > 0]
        return self.perform_all(evs)

    def fight(self, first: int, second: int, cause: Any = None) -> list[Event]:
        """CR 701.14a: each of two creatures deals damage equal to its power to the
        other, at the same time (one simultaneous set of damage events)."""
        for oid in (first, second):
            o = self.objects.get(oid)
            # CR 701.14b: if either is no longer a creature on the battlefield, neither fights
            if o is None or o.zone != "battlefield" or not self.chars(oid).is_creature:
                return []

        def power(oid: int) -> int:
            p = self.chars(oid).power
            return max(p, 0) if isinstance(p, int) else 0   # CR 120.3: no damage from 0 or less

        if first == second:   # CR 701.14c: a creature fighting itself deals twice its power to itself
            evs = [DamageEvent(source=first, recipient=first, amount=2 * power(first), cause=cause)]
        else:                 # CR 701.14d: fight damage is not combat damage
            evs = [DamageEvent(source=first, recipient=second, amount=power(first), cause=cause),
                   DamageEvent(source=second, recipient=first, amount=power(second), cause=cause)]
        return self.perform_all([e for e in evs if e.amount > 0])

    def gain_life(self, player: int, amount: int, cause: Any = None) -> list[Event]:
        player = self._need_player(player)
        return self.perform(LifeGainEvent(player=player, amount=amount, cause=cause)) if amount > 0 else []

    def lose_life(self, player: int, amount: int, cause: Any = None) -> list[Event]:
        player = self._need_player(player)
        return self.perform(LifeLossEvent(player=player, amount=amount, cause=cause)) if amount > 0 else []

    def draw(self, player: int, n: int = 1, cause: Any = None) -> list[Event]:
        player = self._need_player(player)
        out = []
        for _ in range(n):   # 121.2: cards are drawn one at a time
            out += self.perform(DrawEvent(player=player, cause=cause))
        return out

    def move(self, oid: int, to_zone: str, reason: str = "move", cause: Any = None, **kw) -> int | None:
        """Move an object to a zone (400.7); returns the new object's id, or
        None if the move was replaced away."""
        o = self.obj(oid)
        done = self.perform(ZoneChangeEvent(obj=oid, from_zone=o.zone, to_zone=to_zone, reason=reason,
                                            cause=cause, **kw))
        for ev in done:
            if isinstance(ev, ZoneChangeEvent) and ev.obj == oid:
                return ev.new_id
        return None

    def destroy(self, oid: int, cause: Any = None) -> int | None:
        """CR 701.8: move to its owner's graveyard."""
        if oid not in self.objects or self.objects[oid].zone != "battlefield":
            return None
        return self.move(oid, "graveyard", reason="destroy", cause=cause)

    def sacrifice(self, oid: int, player: int | None = None, cause: Any = None) -> int | None:
        """CR 701.21: only a permanent its controller controls."""
        o = self.obj(oid)
        if player is not None:
            player = self._need_player(player)
        if o.zone != "battlefield" or (player is not None and self.controller(oid) != player):
            raise RulesError("a player can sacrifice only a permanent they control", "701.21a")
        return self.move(oid, "graveyard", reason="sacrifice", cause=cause)

    def exile(self, oid: int, cause: Any = None) -> int | None:
        return self.move(oid, "exile", reason="exile", cause=cause)

    def put_counters(self, target: int, counter: str, amount: int = 1, cause: Any = None) -> list[Event]:
        self._need_player_or_object(target)
        return self.perform(CountersEvent(target=target, counter=counter, amount=amount, cause=cause)) if amount > 0 else []

    def remove_counters(self, target: int, counter: str, amount: int = 1, cause: Any = None) -> list[Event]:
        self._need_player_or_object(target)
        have = (self.players[target].counters if target in self.players else self.obj(target).counters).get(counter, 0)
        amount = min(amount, have)
        return self.perform(CountersEvent(target=target, counter=counter, amount=amount, remove=True, cause=cause)) if amount > 0 else []

    def tap(self, oid: int, cause: Any = None) -> list[Event]:
        return self.perform(TapEvent(obj=oid, cause=cause)) if not self.obj(oid).tapped else []

    def untap(self, oid: int, cause: Any = None) -> list[Event]:
        return self.perform(TapEvent(obj=oid, untap=True, cause=cause)) if self.obj(oid).tapped else []

    def create_token(self, controller: int, definition: CardDef | str, count: int = 1,
                     counters: dict | None = None, cause: Any = None, tapped: bool = False) -> list[int]:
        """CR 111.  ``definition`` is a CardDef (token=True) or the name of a
        predefined token (111.10), e.g. "Treasure" or "Incubator"."""
        controller = self._need_player(controller)
        if isinstance(definition, str):
            from .tokens import predefined
            definition = predefined(definition)
        out = []
        for ev in self.perform(CreateTokenEvent(controller=controller, definition=definition, count=count,
                                                counters=counters or {}, cause=cause, tapped=tapped)):
            if isinstance(ev, CreateTokenEvent):
                out.extend(ev.created)
        return out

    def create_token_copy(self, controller: int, original: int, cause: Any = None,
                          exceptions: Any = None, tapped: bool = False) -> list[int]:
        """CR 707.2 / 707.8a: a token that's a copy of a permanent (or of a card: embalm
        copies the card it exiled).  A copy of a double-faced permanent is a
        double-faced token; if the original has its back face up, the copy enters
        back face up.  ``exceptions(face) -> face``: "except it's ..." (707.9b: the
        exceptions become part of the copiable values).  An original that has left
        its zone is copied as it last existed (608.2h: last known information)."""
        controller = self._need_player(controller)
        if original not in self.objects and original in self.lki:
            o = self.lki[original][0]
        else:
            o = self.obj(original)
        if o.card.double_faced and o.copy_of is None and exceptions is None:
            d = CardDef(o.card.faces, o.card.layout, token=True)
            out = []
            for ev in self.perform(CreateTokenEvent(controller=controller, definition=d, back_face_up=o.back_face_up,
                                                    copy_of_dfc=True, cause=cause, tapped=tapped)):
                out.extend(getattr(ev, "created", []))
            return out
        cv = o.copy_of or CopiableValues(o.face, from_back_face=False)
        if exceptions is not None:
            cv = CopiableValues(exceptions(cv.face), from_back_face=cv.from_back_face)
        d = CardDef((cv.face,), token=True)
        out = []
        for ev in self.perform(CreateTokenEvent(controller=controller, definition=d, copy_of=cv, cause=cause,
                                                tapped=tapped)):
            out.extend(getattr(ev, "created", []))
        return out

    def incubate(self, player: int, n: int, cause: Any = None) -> int:
        """CR 701.53a: create an Incubator token with N +1/+1 counters."""
        ids = self.create_token(player, "Incubator", counters={"+1/+1": n} if n > 0 else {}, cause=cause)
        return ids[0] if ids else None

    def transform(self, oid: int, convert: bool = False, ctx: Context | None = None, cause: Any = None) -> bool:
        """CR 701.27 transform / 701.28 convert.  Returns whether it did."""
        rule = "701.28" if convert else "701.27"
        if oid not in self.objects or self.objects[oid].zone != "battlefield":
            return False
        o = self.objects[oid]
        if not o.card.double_faced or o.copy_of is not None:
            self.note(f"{self.name_of(oid)} isn't double-faced: nothing happens", rule=rule + "c")
            return False
        if o.card.layout == "meld":
            self.note("meld cards can't transform", rule="712.4c")
            return False
        other = o.card.faces[1 - o.face_index]
        if "Instant" in other.types or "Sorcery" in other.types:
            self.note("the other face is an instant or sorcery: nothing happens", rule=rule + "d")
            return False
        # 701.27f: an ability of the permanent transforms it only if it hasn't
        # transformed since the ability was put on the stack
        if ctx is not None and ctx.source == oid and "stack_ts" in ctx.data and not ctx.data.get("delayed"):
            if any(t > ctx.data["stack_ts"] for t in o.transformed_at):
                self.note(f"{self.name_of(oid)} already transformed since the ability was put on the stack",
                          rule=rule + ("e" if convert else "f"))
                return False
        done = self.perform(TransformEvent(obj=oid, convert=convert, cause=cause))
        return any(isinstance(e, TransformEvent) for e in done)

    def add_mana(self, player: int, types: str | Sequence[str], riders: Sequence[ManaRider] = (),
                 source: int | None = None, cause: Any = None) -> list[int]:
        """CR 106.3/106.4: add mana to a pool.  ``types`` like "RRG" or ["R", "C"]."""
        player = self._need_player(player)
        bad = [t for t in types if t not in MANA_TYPES]
        if bad:
            raise RulesError(f"unknown mana type {bad[0]!r} (mana types: {', '.join(MANA_TYPES)})", "106.1")
        ms = [Mana(t, tuple(riders), source) for t in types]
        done = self.perform(AddManaEvent(player=player, mana=ms, cause=cause if cause is not None else source))
        return [m.id for ev in done if isinstance(ev, AddManaEvent) for m in ev.mana]

    def empty_pools(self) -> None:
        """CR 500.5 / 106.4: unspent mana empties between steps and phases."""
        in_combat = self.step in ("begin_combat", "declare_attackers", "declare_blockers", "combat_damage")
        for p in self.players.values():
            kept = [m for m in p.pool.mana if m.lasts == "combat" and in_combat]   # 702.189a
            if len(kept) < len(p.pool.mana):
                self.note(f"{p.name}'s mana pool empties", rule="500.5")
            p.pool.mana[:] = kept

    # ---- setup --------------------------------------------------------------
    def add_card(self, owner: int | str, card: CardDef, zone: str = "library", *, back_face_up: bool = False,
                 tapped: bool = False, counters: dict | None = None) -> int:
        """Put a card into a zone as game setup (not an event)."""
        pid = self.pid(owner)
        if card not in self.card_pool and not card.token:
            self.card_pool.append(card)
        nid = self._new_id()
        o = GameObject(id=nid, card=card, owner=pid, controller=pid, zone=zone,
                       face_index=1 if back_face_up and card.double_faced else 0, tapped=tapped,
                       counters=dict(counters or {}), timestamp=self.new_timestamp(), entered_turn=-1)
        self.objects[nid] = o
        self.zones[self.zone_key(zone, pid)].append(nid)
        return nid

    def shuffle(self, player: int) -> None:
        """CR 701.24: randomize the library with the game's seeded RNG."""
        self.rng.shuffle(self.zones[f"library:{player}"])
        self.note(f"{self.name_of(player)} shuffles their library", rule="701.24a")

    # ---- compound actions (732.1) ---------------------------------------------
    @contextlib.contextmanager
    def atomic(self):
        """Run several actions as one: if any is refused (``RulesError``), the
        game is put back as it was before the first (732.1), then the error
        goes on to the caller."""
        point = Savepoint(self)
        try:
            yield
        except RulesError:
            point.restore()
            raise

    # ---- snapshot (732) -----------------------------------------------------
    def snapshot(self) -> dict:
        """Plain nested data describing the whole game state; two equal
        snapshots mean equal states (used to test 732 rollback)."""
        def eff(e):
            return {"id": e.id, "name": e.name, "ts": e.timestamp, "ended": e.ended,
                    "remaining": getattr(e, "remaining", None), "duration": e.duration.kind}
        return {
            "players": {p.name: {"life": p.life, "poison": p.poison, "lost": p.lost, "lands": p.lands_played,
                                 "monarch": p.monarch,
                                 "outside": [cd.name for cd in self.outside.get(p.id, ())],
                                 "completed": list(self.dungeons_completed.get(p.id, ())),
                                 "counters": dict(p.counters),
                                 "pool": [(m.id, m.type, tuple(r.text for r in m.riders)) for m in p.pool.mana]}
                        for p in self.players.values()},
            "objects": {i: {"name": o.face.name, "zone": o.zone, "owner": o.owner, "controller": o.controller,
                            "face": o.face_index, "tapped": o.tapped, "counters": dict(o.counters),
                            "damage": o.damage, "ts": o.timestamp, "x": o.x, "token": o.is_token, "copy": (o.is_copy, o.copy_of_dfc), "face_down": o.face_down,
                            "linked": copy.deepcopy(o.linked), "chosen": dict(o.chosen)}
                        for i, o in sorted(self.objects.items())},
            "zones": {k: list(v) for k, v in self.zones.items()},
            "stack": [it.snapshot() for it in self.stack_items],
            "effects": [eff(e) for e in self.effects],
            "replacements": [eff(r) for r in self.replacements],
            "restrictions": [eff(r) for r in self.restrictions],
            "delayed": [d.id for d in self.delayed],
            "pending": [t.text for t in self.pending_triggers],
            "turn": (self.turn, self.active_player, self.step, self.priority, self.passes),
            "combat": self.combat.snapshot() if self.combat else None,
            "ids": (self._next_id, self._ts),
            "log": len(self.log),
            "rng": self.rng.getstate(),
            "outcome": self.outcome,
        }
