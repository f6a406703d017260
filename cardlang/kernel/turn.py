"""Turn structure: phases and steps (CR 500-514)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import choices
from .abilities import StaticAbility
from .choices import Decision
from .errors import RulesError
from .events import MarkerEvent, TapEvent


@dataclass(frozen=True)
class NoMaximumHandSize(StaticAbility):
    """"You have no maximum hand size." (402.2): while a permanent with it is on the
    battlefield, its controller discards nothing in their cleanup step (514.1)."""


@dataclass(frozen=True)
class AdditionalLandPlays(StaticAbility):
    """"You may play an additional land on each of your turns." (305.2): while a permanent
    with it is on the battlefield, each player ``players(game, source)`` names may play one
    more land on each of their turns (several such abilities add up, 305.2)."""
    players: Any = None


@dataclass(frozen=True)
class UntapDuringOtherUntapSteps(StaticAbility):
    """"Untap all creatures you control during each other player's untap step.", "Untap this
    creature during each other player's untap step." (502.3: the untap step's untapping; these
    permanents also untap in the untap step of each player other than the source's
    controller).  ``permanents(game, source)``: the permanents it untaps."""
    permanents: Any = None


def untap_for_others(game, active: int) -> list:
    """The permanents that untap in ``active``'s untap step because of another player's
    ``UntapDuringOtherUntapSteps`` abilities (502.3)."""
    out = []
    for i in game.battlefield():
        if game.controller(i) == active:
            continue
        for a in game.chars(i).abilities:
            if isinstance(a, UntapDuringOtherUntapSteps):
                out += [j for j in a.permanents(game, i) if j not in out]
    return out


def additional_land_plays(game, p: int) -> int:
    """How many more lands than one ``p`` may play this turn from permanents' statics (305.2)."""
    return sum(1 for i in game.battlefield() for a in game.chars(i).abilities
               if isinstance(a, AdditionalLandPlays) and p in a.players(game, i))


# CR 500.1: beginning, precombat main, combat, postcombat main, ending
STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
         "combat_damage", "end_combat", "main2", "end", "cleanup")
PHASE_OF = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "precombat_main",
            "begin_combat": "combat", "declare_attackers": "combat", "declare_blockers": "combat",
            "combat_damage": "combat", "end_combat": "combat", "main2": "postcombat_main",
            "end": "ending", "cleanup": "ending"}


class TurnMixin:
    def start(self, first: int | str | None = None) -> None:
        """Begin the game: the first player's first turn (103.8a: in a
        two-player game they skip their first draw step)."""
        self.first_player = self.pid(first) if first is not None else self.order[0]
        self.begin_turn(self.first_player)

    def begin_turn(self, p: int) -> None:
        self.turn += 1
        self.active_player = p
        self.turns_taken[p] = self.turns_taken.get(p, 0) + 1
        self.turn_events = []     # "this turn" (past-tense conditions) is this new turn
        self.triggered_this_turn = set()
        self.resolutions_this_turn = {}
        for pl in self.players.values():
            pl.lands_played = 0
            pl.extra_land_plays = 0     # "you may play an additional land this turn" (305.2)
            pl.spells_cast_this_turn = 0
            pl.life_lost_this_turn = 0
            pl.dealt_damage_this_turn = False
        self.note(f"turn {self.turn}: {self.name_of(p)}", rule="500.1", kind="turn")
        self.planar_rolls = 0                # 901.9: the planar die's cost counts this turn's rolls
        if self.zones["command"]:
            from .planechase import set_planar_controller
            set_planar_controller(self)      # 901.6: the active player is the planar controller
        # "until your next turn" ends just before that player's untap step,
        # even if the untap step is skipped
        self.end_effects(("until_your_next_turn",), player=p, rule="611.2a")
        self._enter_step("untap")

    def skip_next_untap_step(self, p: int) -> None:
        """A replacement effect "skip your next untap step" (614.10)."""
        self.skip_untap[p] = self.skip_untap.get(p, 0) + 1

    def _enter_step(self, step: str) -> None:
        if self.outcome is not None:   # 104.1: the game has ended, no step begins
            return
        self.step = step
        self.priority = None
        self.passes = 0
        p = self.active_player
        if step == "untap":
            if self.skip_untap.get(p):
                self.skip_untap[p] -= 1
                self.note(f"{self.name_of(p)} skips their untap step", rule="614.10")
                return self._next_step()
            from .phasing import phasing_turn_action
            phasing_turn_action(self, p)      # 502.1: phasing first (702.26a)
            # 502.3: untap all permanents the active player controls
            for oid in list(self.zones["battlefield"]):
                # 502.3: "unless an effect prevents it" (a "doesn't untap" rule, e.g. a static ability)
                if self.objects[oid].tapped and self.controller(oid) == p \
                        and not self.chars(oid).has_keyword("doesn't untap") \
                        and not self.restricting("doesn't untap", oid):
                    self.perform(TapEvent(obj=oid, untap=True, cause="untap step"))
            for oid in untap_for_others(self, p):
                # "Untap all creatures you control during each other player's untap step." (502.3)
                if oid in self.objects and self.objects[oid].zone == "battlefield" and self.objects[oid].tapped:
                    self.perform(TapEvent(obj=oid, untap=True, cause="untap step"))
            self._end_untap_restrictions(p)   # "during its controller's next untap step": used up
            return self._next_step()   # 502.4: no priority
        if step == "cleanup":
            self._cleanup()
            return
        if step in ("declare_blockers", "combat_damage") and (self.combat is None or not self.combat.attackers):
            return self._next_step()   # 508.8: no attackers -> skip these steps
        self.perform(MarkerEvent(name="step_begins", data={"step": step, "player": p},
                                 say=f"{step} step begins", cause="turn structure"))   # 500.6 triggers
        if step == "draw":
            if self.turns_taken.get(p) == 1 and p == self.first_player and len(self.order) == 2:
                self.note(f"{self.name_of(p)} skips their first draw", rule="103.8a")
            else:
                self.draw(p, 1, cause="draw step")   # 504.1
        elif step == "main1":
            from .sagas import lore_turn_action
            lore_turn_action(self, p)   # 505.4 / 714.3b
        elif step == "begin_combat":
            from .combat import Combat
            self.combat = Combat()
        elif step == "combat_damage":
            self.combat_damage()
        elif step == "end_combat":
            pass
        self.give_priority(p)

    def _cleanup(self) -> None:
        p = self.active_player
        # "at the beginning of the next cleanup step" (513.2, 603.2b): such abilities trigger as the
        # step begins and are put on the stack after its turn-based actions (514.3a)
        self.perform(MarkerEvent(name="step_begins", data={"step": "cleanup", "player": p},
                                 say="cleanup step begins", cause="turn structure"))
        # 514.1: discard down to maximum hand size
        hand = self.zones[f"hand:{p}"]
        excess = len(hand) - self.players[p].max_hand_size
        if any(isinstance(a, NoMaximumHandSize) for i in self.battlefield(p) for a in self.chars(i).abilities):
            excess = 0   # 402.2: "You have no maximum hand size."
        chosen: list = []
        while excess > 0:
            left = [i for i in hand if i not in chosen]
            d = Decision(choices.DISCARD, "discard a card (hand size)", p, left, rule="514.1")
            c = self.ask(d)
            if c not in left:
                raise RulesError(f"{c!r} isn't in hand", "514.1")
            chosen.append(c)
            excess -= 1
        with self.simultaneously():   # the cards chosen are discarded at once (one batch, 603.2c)
            for c in chosen:
                self.move(c, "graveyard", reason="discard")
        # 514.2: damage wears off; "until end of turn" and "this turn" effects end
        for o in self.objects.values():
            o.damage = 0
            o.deathtouch_damage = False
        self.end_effects(("end_of_turn", "this_turn"), rule="514.2")
        self.empty_pools()
        self.check_state()
        if self.pending_triggers or self.stack_items:
            # 514.3a: players get priority; another cleanup step follows
            self.give_priority(p)
            return
        self._end_turn()

    def _end_turn(self) -> None:
        self.combat = None
        alive = [q for q in self.order if not self.players[q].lost]
        if not alive or self.outcome is not None:   # 104.1: the game has ended, no turn begins
            return
        # 500.7: extra turns are added directly after this turn; the most recently
        # created one is taken first
        extra = getattr(self, "extra_turns", [])
        while extra:
            p = extra.pop()
            if not self.players[p].lost:
                self.note(f"{self.name_of(p)} takes an extra turn", rule="500.7")
                return self.begin_turn(p)
        i = self.order.index(self.active_player)
        for k in range(1, len(self.order) + 1):
            nxt = self.order[(i + k) % len(self.order)]
            if not self.players[nxt].lost:
                break
        self.begin_turn(nxt)

    def add_extra_turn(self, player: int) -> None:
        """CR 500.7: ``player`` takes an extra turn directly after the current one (added
        after those already created, so taken before them)."""
        p = self._need_player(player)
        if not hasattr(self, "extra_turns"):
            self.extra_turns = []
        self.extra_turns.append(p)
        self.note(f"{self.name_of(p)} will take an extra turn after this one", rule="500.7")

    def _next_step(self) -> None:
        """End the current step (500.5: mana empties) and begin the next."""
        if self.step == "declare_blockers" and self.combat is not None and self.combat.attackers \
                and not self.combat.declared_blockers:
            # CR 509.1: the defending player declares blockers as the step begins; a step
            # left with no declaration declared none, an event triggers see (509.1h: each
            # attacker is unblocked). Their triggers are put on the stack in this step.
            self.declare_blockers(next(iter(self.combat.attackers.values())), {})
            if self.pending_triggers or self.stack_items:
                return
        self.empty_pools()
        if self.step == "end_combat":
            self.combat = None   # 511.3
        if self.step == "cleanup":
            # 514.3a: players got priority in this cleanup step; once the stack is empty and all
            # pass, another cleanup step begins
            return self._enter_step("cleanup")
        i = STEPS.index(self.step)
        self._enter_step(STEPS[i + 1])

    def advance_step(self) -> None:
        """Move to the next step: only when the stack is empty (500.2)."""
        self._need_game_on()
        if self.stack_items:
            raise RulesError("a step ends only when the stack is empty and all players pass", "500.2")
        self._next_step()

    def goto(self, step: str, player: int | str | None = None, max_steps: int = 200) -> None:
        """Advance (passing through steps, resolving nothing) to ``step`` of
        the given player's turn (the current step if it is that one already).
        A test/script convenience that is many actions: it is all or nothing
        (732.1) -- if any step on the way is refused (a trigger on the stack
        stops it, 500.2; a cleanup discard nobody chose, 514.1; the step isn't
        reached in ``max_steps``), the game is put back as it was and the
        ``RulesError`` says why."""
        if step not in STEPS:
            raise RulesError(f"unknown step {step!r} (steps: {', '.join(STEPS)})", "500.1")
        p = self.pid(player) if player is not None else None
        self._need_game_on()
        with self.atomic():
            if not self.step:
                self.start()
            for _ in range(max_steps):
                if self.step == step and (p is None or self.active_player == p):
                    return
                self.advance_step()
            who = f"{self.name_of(p)}'s " if p is not None else ""
            raise RulesError(f"couldn't reach {who}{step} step in {max_steps} steps", "500.1")

    # ---- Archenemy (904) ---------------------------------------------------
    def set_scheme_in_motion(self, player, scheme: int) -> None:
        """CR 904.9 / 701.25: turn a scheme face up in the command zone.  Its
        abilities function from there (314.4); it gets a timestamp (613.7h)."""
        p = self.pid(player)
        self._need_game_on()
        o = self.obj(scheme)
        if o.zone != "command" or o.owner != p or "Scheme" not in o.face.types:
            raise RulesError("only a scheme its owner has in the command zone can be set in motion", "904.9")
        o.timestamp = self.new_timestamp()
        self.perform(MarkerEvent(name="scheme_set_in_motion", data={"scheme": scheme, "player": p},
                                 say=f"{self.name_of(p)} sets {o.face.name} in motion", cause=p))
        self.check_state()
        self.priority = p
        self.passes = 0
