"""Priority, casting, activating, the stack and resolution (CR 117, 405,
601, 602, 603, 605, 608)."""
from __future__ import annotations

import inspect
import itertools
from dataclasses import dataclass, field
from typing import Any, Sequence

from . import choices
from .abilities import (ActivatedAbility, Context, ManaAbility, SpellAbility, TargetSpec, TriggeredAbility,
                        fewest_modes, spec_active)
from .choices import Decision, pick_option
from .errors import RulesError
from .events import AddManaEvent, MarkerEvent, SpellCopiedEvent, SpendManaEvent
from .mana import SpendTarget, check_payment, cost_units, match_payment

PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")


@dataclass
class StackItem:
    """A spell or ability on the stack (405).  Spells have an object
    (``obj``) in the stack zone; abilities don't (113.7a)."""
    id: int
    kind: str                   # "spell" | "ability" | "trigger"
    controller: int
    ability: Any
    ctx: Context
    obj: int | None = None
    source: int | None = None
    text: str = ""
    is_copy: bool = False
    uncounterable: bool = False
    specs: tuple = ()

    def snapshot(self) -> dict:
        return {"id": self.id, "kind": self.kind, "controller": self.controller, "obj": self.obj,
                "source": self.source, "targets": list(self.ctx.targets), "x": self.ctx.x,
                "modes": list(self.ctx.modes), "divided": dict(self.ctx.divided), "copy": self.is_copy}


@dataclass
class PendingTrigger:
    ability: TriggeredAbility
    ctx: Context
    text: str = ""
    delayed: bool = False

    @property
    def name(self):
        return self.text or "triggered ability"


def spec_places(spec: TargetSpec, x: int | None) -> int:
    """How many targets a requirement takes: its count, or X for "X target creatures"
    (``count_x``; X is announced before targets are chosen, 601.2b-c)."""
    return (x or 0) if getattr(spec, "count_x", False) else spec.count


def flat_specs(specs: Sequence[TargetSpec], n_targets: int | None = None, x: int | None = None) -> list[TargetSpec]:
    out: list[TargetSpec] = []
    for s in specs:
        if getattr(s, "any_number", False) and n_targets is not None:   # "any number of targets" (115.1d)
            out += [s] * max(0, n_targets - len(out))
        else:
            out += [s] * spec_places(s, x)
    return out


class StackMixin:
    # ---- timing -------------------------------------------------------------
    def sorcery_timing(self, p: int) -> bool:
        """CR 117.1a / 307.1: own main phase, empty stack."""
        return self.active_player == p and self.step in ("main1", "main2") and not self.stack_items

    def _need_priority(self, p: int, rule: str = "117.1") -> None:
        self._need_game_on()
        if self.priority != p:
            holder = self.name_of(self.priority) if self.priority else "nobody"
            raise RulesError(f"{self.name_of(p)} doesn't have priority ({holder} does)", rule)

    # ---- targets (115, 601.2c) ---------------------------------------------
    def target_candidates(self, spec: TargetSpec, ctx: Context) -> list[int]:
        ids: list[int] = []
        if spec.kind in ("player", "any"):
            ids += [p for p in self.order if not self.players[p].lost]
        if spec.kind in ("object", "permanent", "any"):
            ids += list(self.zones["battlefield"])
        if spec.kind == "spell":
            ids += [it.obj for it in self.stack_items if it.obj is not None]
        if spec.kind == "card":
            ids += [i for i, o in self.objects.items() if o.zone in ("graveyard", "exile")]
        return [i for i in ids if spec.allowed(self, ctx, i)]

    def _target_answer(self, ans: Any, cands: list[int]) -> Any:
        if isinstance(ans, str):
            for i in cands:
                if self.name_of(i) == ans:
                    return i
        return ans

    def choose_targets(self, controller: int, specs: Sequence[TargetSpec], ctx: Context,
                       given: Sequence[Any] | None = None) -> list[int]:
        chosen: list[int] = []
        queue = list(given) if given is not None else None
        for spec in specs:
            if not spec_active(spec, ctx.modes):
                # 700.2c: a mode that wasn't chosen requires no target; its
                # places stay empty (None) so later targets keep their positions
                chosen += [None] * (0 if getattr(spec, "any_number", False) else spec_places(spec, ctx.x))
                continue
            cands = self.target_candidates(spec, ctx)
            picked_here: list[int] = []
            count = spec_places(spec, ctx.x)
            if getattr(spec, "up_to", False):
                chosen += self._choose_up_to(controller, spec, ctx, cands, queue, specs)
                continue
            if getattr(spec, "any_number", False):   # "any number of targets" (115.1d): chosen as cast
                if queue is None:
                    d = Decision(choices.TARGETS, f"choose any number of targets: {spec.description}", controller,
                                 cands, rule="601.2c", data={"any_number": True})
                    queue = list(self.ask(d))
                count = len(queue)
            for _ in range(count):
                if queue is not None:
                    if not queue:
                        raise RulesError(f"no target given for {spec.description}", "601.2c")
                    t = self._target_answer(queue.pop(0), cands)
                else:
                    d = Decision(choices.TARGETS, f"choose a target: {spec.description}", controller, cands,
                                 rule="601.2c")
                    t = self._target_answer(self.ask(d), cands)
                if t not in cands:
                    raise RulesError(f"{self.name_of(t)} is not a legal target ({spec.description})", "601.2c")
                if t in picked_here:  # 115.3: one object per instance of "target"
                    raise RulesError(f"{self.name_of(t)} was already chosen for this target word", "115.3")
                if getattr(spec, "not_earlier", False) and t in chosen:
                    # "another target creature": not one chosen for an earlier target word
                    raise RulesError(f"{self.name_of(t)} was already chosen: another target is needed", "115.3")
                picked_here.append(t)
            self._check_together(spec, picked_here)
            chosen += picked_here
        if queue:
            raise RulesError(f"too many targets given: {queue}", "601.2c")
        return chosen

    def _choose_up_to(self, controller: int, spec: TargetSpec, ctx: Context, cands: list[int],
                      queue: list | None, specs: Sequence[TargetSpec]) -> list:
        """CR 601.2c: "up to N targets" -- the player announces how many (0 to N),
        then chooses them.  Given targets: as many as are left for this word after the
        targets the later words require.  The places not chosen stay ``None`` so later
        targets keep their positions (and an unchosen place is not an illegal target)."""
        n = spec_places(spec, ctx.x)
        least = getattr(spec, "min_count", 0)   # "one or two target creatures": at least one (601.2c)
        if queue is not None:
            later = list(specs)[list(specs).index(spec) + 1:]
            need_after = sum(spec_places(s, ctx.x) for s in later if spec_active(s, ctx.modes)
                             and not getattr(s, "up_to", False) and not getattr(s, "any_number", False))
            k = max(0, min(n, len(queue) - need_after))
            answers = [queue.pop(0) for _ in range(k)]
        elif len(cands) < least:
            raise RulesError(f"at least {least} target{'s' if least > 1 else ''} for {spec.description}: "
                             f"not enough to choose", "601.2c")
        elif not cands:
            answers = []      # nothing to choose: zero targets
        else:
            d = Decision(choices.TARGETS, f"choose up to {n} targets: {spec.description}", controller, cands,
                         rule="601.2c", data={"up_to": n, "min": least, "max": n})
            ans = self.ask(d)
            answers = [] if ans in (None, "nothing") else list(ans) if isinstance(ans, (list, tuple)) else [ans]
        picked: list[int] = []
        for a in answers:
            t = self._target_answer(a, cands)
            if t not in cands:
                raise RulesError(f"{self.name_of(t)} is not a legal target ({spec.description})", "601.2c")
            if t in picked:   # 115.3
                raise RulesError(f"{self.name_of(t)} was already chosen for this target word", "115.3")
            picked.append(t)
        if len(picked) > n:
            raise RulesError(f"at most {n} targets for {spec.description}", "601.2c")
        if len(picked) < least:
            raise RulesError(f"at least {least} target{'s' if least > 1 else ''} for {spec.description}", "601.2c")
        self._check_together(spec, picked)
        return picked + [None] * (n - len(picked))

    def _check_together(self, spec: TargetSpec, picked: list) -> None:
        """CR 601.2c: a requirement on the targets of one word taken together ("up to three
        target cards from a single graveyard"): ``spec.together(game, ids)``."""
        together = getattr(spec, "together", None)
        if together is not None and len(picked) > 1 and not together(self, picked):
            raise RulesError(f"these targets don't meet the requirement of {spec.description}", "601.2c")

    def target_still_legal(self, spec: TargetSpec, ctx: Context, t: int) -> bool:
        """CR 608.2b: illegal if it left its zone (a new object, 400.7) or
        no longer meets the requirements."""
        if t in self.players:
            return not self.players[t].lost and spec.allowed(self, ctx, t)
        if t not in self.objects:
            return False
        return spec.allowed(self, ctx, t)

    # ---- payment (601.2g-h, 106.6) ---------------------------------------
    def payment_options(self, p: int, cost: tuple, x: int, spend: SpendTarget, limit: int = 12) -> list[tuple]:
        pool = self.players[p].pool.mana
        alts = cost_units(cost, x)
        sizes = sorted({len(u) for u in alts})
        usable = [m for m in pool if all(r.restriction is None or r.restriction(self, spend) for r in m.riders)]
        if len(usable) > limit:
            return []
        out, seen = [], set()
        for n in sizes:
            for combo in itertools.combinations(usable, n):
                sig = tuple(sorted((m.type, m.riders and tuple(r.text for r in m.riders)) for m in combo))
                if sig in seen:
                    continue
                if any(match_payment(u, list(combo)) for u in alts if len(u) == n):
                    seen.add(sig)
                    out.append(tuple(m.id for m in combo))
        return out

    def choose_payment(self, p: int, cost: tuple, x: int, spend: SpendTarget, payment: Sequence[int] | None):
        """Which mana pays (601.2h).  ``payment`` names the specific mana ids;
        if None the Chooser is asked (MANA_PAYMENT)."""
        alts = cost_units(cost, x)
        if all(len(u) == 0 for u in alts):
            if payment:
                raise RulesError("this cost needs no mana", "601.2h")
            return []
        if payment is None:
            opts = self.payment_options(p, cost, x, spend)
            if not opts and len(self.players[p].pool.mana) <= 12:
                raise RulesError(f"{self.name_of(p)} can't pay {''.join(cost)} with the mana in their pool", "601.2h")
            d = Decision(choices.MANA_PAYMENT, f"choose mana to pay {''.join(cost)}", p, opts, rule="601.2h")
            payment = self.ask(d)
        ids = list(payment)
        if len(set(ids)) != len(ids):
            raise RulesError("the same mana can't be spent twice", "106.4")
        pool = self.players[p].pool
        mana = [pool.get(i) for i in ids]
        check_payment(self, tuple(cost), x, mana, spend)
        return mana

    def pay_mana(self, player, cost: Sequence[str], payment: Sequence[int] | None = None, x: int = 0,
                 cause: Any = None) -> list:
        """Pay a mana cost an effect asks for ("unless you pay {2}", 117.1d /
        118): checked first, then the named mana is spent.  Returns the mana."""
        p = self.pid(player)
        spend = SpendTarget("cost", chars=self.chars(cause) if isinstance(cause, int) and cause in self.objects else None)
        mana = self.choose_payment(p, tuple(cost), x, spend, payment)
        self._spend(p, mana, spend)
        return mana

    def _spend(self, p: int, mana: list, spend: SpendTarget) -> None:
        for m in mana:
            self.perform(SpendManaEvent(player=p, mana=m, spend=spend, cause=spend.item.id if spend.item else None))

    # ---- casting (601) --------------------------------------------------------
    def cast_spell(self, player, card: int, **kw) -> StackItem:
        """Cast a spell (601.2): see :meth:`_cast_spell`.  A refused cast leaves the game
        unchanged (732): the face a card was turned to be cast transformed is put back."""
        o = self.objects.get(card)
        face = o.face_index if o is not None else 0
        hidden = o is not None and o.zone == "exile" and o.face_down
        if hidden:
            o.face_down = False   # 406.3a: turned face up just before the player announces it
        try:
            return self._cast_spell(player, card, **kw)
        except RulesError:
            if o is not None and self.objects.get(card) is o:
                o.face_index = face
                o.face_down = o.face_down or hidden
            raise

    def _cast_spell(self, player, card: int, *, targets: Sequence | None = None, x: int | None = None,
                   modes: Sequence[str] | None = None, division: dict | None = None,
                   payment: Sequence[int] | None = None, using: Sequence[str] | None = None,
                   convoke: Sequence[int] = (), delve: Sequence[int] = (), improvise: Sequence[int] = (),
                   waterbend: Sequence[int] = (),
                   during_resolution: bool = False, without_paying: bool = False) -> StackItem:
        """Cast a spell (601.2), from hand or as an alternative cost allows.
        ``using`` names the alternative cost ("flashback") and the optional
        additional costs ("kicker") the caster pays (601.2b); None: the caster is
        asked about each optional additional cost.  Everything is chosen and
        checked before anything changes, so a refusal leaves the game unchanged (732).
        ``during_resolution``: an effect instructs or allows the player to cast it as a
        spell or ability resolves (608.2g: madness, suspend): no priority is needed,
        timing permissions don't apply, and no player receives priority after it's cast.
        ``without_paying``: an effect lets the player cast it "without paying its mana
        cost" (118.9, an alternative cost: none other can be used, 118.9a) from the zone
        it is in (cascade 702.85a, rebound 702.88a); only with ``during_resolution``."""
        from .casting import AdditionalCost, AlternativeCost, mana_text
        p = self.pid(player)
        if during_resolution:
            self._need_game_on()
        else:
            self._need_priority(p, "117.1a")
            self._need_no_split_second()
        o = self.obj(card)
        c = self.chars(card)
        # 601.2b: at most one alternative cost; the named optional additional costs
        alts = [a for a in c.abilities if isinstance(a, AlternativeCost)]
        adds = [a for a in c.abilities if isinstance(a, AdditionalCost)]
        names = [str(n).lower() for n in (using or ())]
        alt_named = [a for a in alts if a.name in names]
        unknown = [n for n in names if n not in {a.name for a in alts} | {a.name for a in adds
                                                                     if a.optional or a.choice_group}]
        if unknown:
            raise RulesError(f"{c.name} has no {', '.join(unknown)} cost", "601.2b")
        if len({a.name for a in alt_named}) > 1:
            raise RulesError("a spell can't be cast with two alternative costs", "601.2b")
        alt = alt_named[0] if alt_named else None
        if without_paying and (alt is not None or not during_resolution):
            raise RulesError("a spell cast without paying its mana cost can't use another alternative cost",
                             "118.9a")
        from .casting import cast_restriction_refusal, cast_zones, may_cast_as_though_flash
        if not during_resolution and (why := cast_restriction_refusal(self, card, p)):
            raise RulesError(why, "601.3")   # "Cast this spell only during combat."
        from .casting import cast_prohibition
        if why := cast_prohibition(self, card, p):
            raise RulesError(why, "601.3")   # "You can't cast creature spells." (a permanent's)
        zones = alt.from_zones if alt is not None else (o.zone,) if without_paying else cast_zones(self, card, p)
        # a player casts cards they own, unless an effect lets them cast another's as it resolves
        # ("You may cast that card without paying its mana cost" after an opponent exiled it, 608.2g)
        if o.zone not in zones or (o.owner != p and not during_resolution):
            if alt is None:
                from .casting import cast_zone_refusal
                raise RulesError(cast_zone_refusal(self, card, p), "601.3")
            raise RulesError(f"{self.name_of(card)} can be cast using {alt.name} only from "
                             f"{self.name_of(p)}'s {' or '.join(zones)}", "601.3")
        if alt is not None and alt.transformed:
            # 712.11a, 712.11c: cast transformed, only the back face is evaluated (the front
            # face's ability allowing it counts too, 712.11d); undone if the cast is refused
            if not o.card.double_faced:
                raise RulesError(f"{c.name} has no back face to be cast transformed", "712.11a")
            o.face_index = 1            # (put back by cast_spell if the cast is refused)
            c = self.chars(card)
            adds = [a for a in c.abilities if isinstance(a, AdditionalCost)]
        if "Land" in c.types:
            raise RulesError("a land is played, not cast", "305.9")
        if alt is not None and alt.condition is not None and not alt.condition(self, p, card):
            raise RulesError(f"{c.name} can't be cast using {alt.name}: {alt.condition_text}", "601.2b")
        if alt is not None and alt.spell_types and not any(t in c.types for t in alt.spell_types):
            raise RulesError(f"{c.name} can't be cast using {alt.name}: it isn't {' or '.join(alt.spell_types)}",
                             "601.3")
        face_down = alt is not None and alt.face_down   # 702.37c: cast as a face-down creature spell
        # 702.8a: flash, or an effect that lets it be cast as though it had flash
        instant_speed = not face_down and ("Instant" in c.types or c.has_keyword("flash")
                                           or (alt is not None and alt.as_though_flash)
                                           or may_cast_as_though_flash(self, p, card))
        if not during_resolution and not instant_speed and not self.sorcery_timing(p):
            raise RulesError(f"{c.name} can be cast only in its owner's main phase with an empty stack", "117.1a")
        ab = None if face_down else alt.spell if alt is not None and alt.spell is not None else \
            next((a for a in c.abilities if isinstance(a, SpellAbility)), None)
        ctx = Context(source=card, controller=p)
        times: dict = {}
        for group in dict.fromkeys(a.choice_group for a in adds if a.choice_group):
            # 601.2b: a choice between additional costs is announced; exactly one is paid
            members = [a for a in adds if a.choice_group == group]
            named = [a for a in members if a.name in names]
            if len(named) > 1:
                raise RulesError(f"only one of {', '.join(a.name for a in members)} is paid", "601.2b")
            if not named:
                d = Decision(choices.ADDITIONAL_COST, f"choose the additional cost to pay for {c.name}", p,
                             [a.name for a in members], rule="601.2b")
                ans = str(self.ask(d)).strip('"').lower()
                named = [a for a in members if a.name.lower() == ans]
                if not named:
                    raise RulesError(f"{ans!r} isn't one of the additional costs of {c.name}", "601.2b")
            times[named[0].name] = 1
        for a in adds:
            if a.choice_group:
                continue
            if not a.optional:
                times[a.name] = times.get(a.name, 0) + 1
            elif using is not None:
                k = names.count(a.name)
                if k > 1 and not a.repeatable:
                    raise RulesError(f"the {a.name} cost can be paid only once", "601.2b")
                times[a.name] = k
            else:
                d = Decision(choices.OPTIONAL_COST, f"pay the {a.name} cost {mana_text(a.cost.mana)} for {c.name}?",
                             p, ["yes", "no"], rule="601.2b")
                times[a.name] = 1 if self.ask(d) in ("yes", True) else 0
        ctx.data["cast"] = {"alternative": alt.name if alt is not None else
                            "without paying its mana cost" if without_paying else None,
                            "additional": {k: v for k, v in times.items() if v},
                            "from_zone": o.zone,   # where it was cast from (rebound 702.88a; "if you cast it from your hand", 601.2a)
                            "step": self.step, "active": self.active_player}   # when ("during your main phase")
        if alt is not None and alt.prototype is not None:
            ctx.data["cast"]["prototype"] = tuple(alt.prototype)   # 718.3b: kept by the permanent (400.7d)
        # 601.2f: the mana cost or the alternative cost, plus the additional costs
        # (retrace 702.81a, jump-start 702.133a: a permission to cast from another zone
        # paying the mana cost "in addition to" another cost: ``plus_mana_cost``)
        cost = () if ((alt is not None and not alt.plus_mana_cost) or without_paying) else tuple(c.mana_cost or ())
        if without_paying and any(s.strip("{}").upper() == "X" for s in (c.mana_cost or ())):
            if x not in (None, 0):
                raise RulesError("X is 0 for a spell cast without paying its mana cost", "107.3b")
            x = ctx.x = 0
        parts = ([alt.cost] if alt is not None else []) + [a.cost for a in adds for _ in range(times.get(a.name, 0))]
        for part in parts:
            cost += tuple(part.mana)
        # 601.2b: modes and X
        if ab is not None and ab.modes:
            # 700.2a: a mode whose targets can't all be chosen can't be chosen
            legal_modes = [m for m in ab.modes if self._mode_has_targets(ab, m, ctx)]
            every = any(a.all_modes and times.get(a.name) for a in adds)
            if every:   # 702.42a-b: entwined: all the modes, in the order written
                if modes is not None and list(modes) != list(ab.modes):
                    raise RulesError(f"an entwined spell has all its modes: {list(ab.modes)}", "702.42a")
                modes = list(ab.modes)
            else:
                modes = self._announce_modes(p, ab, ctx, modes, c.name, legal_modes)
            ctx.modes = list(modes)
            for m in ctx.modes:
                # 700.2h, 702.172a (spree): a chosen mode's cost is an additional cost (601.2f)
                for part in [mc for name, mc in getattr(ab, "mode_costs", ()) if name == m]:
                    parts.append(part)
                    cost += tuple(part.mana)
        if any(s.strip("{}").upper() == "X" for s in cost):
            if x is None:
                d = Decision(choices.X, f"choose X for {c.name}", p, [], rule="107.3a")
                x = self.ask(d)
            if not isinstance(x, int) or x < 0:
                raise RulesError(f"X must be a nonnegative integer, not {x!r}", "107.3a")
            ctx.x = x
        # 601.2c targets
        specs = ab.targets if ab is not None else ()
        ctx.targets = self.choose_targets(p, specs, ctx, targets)
        # 601.2d division
        if any(s.divide and spec_active(s, ctx.modes) for s in specs):
            ctx.divided = self._divide(p, ab, ctx, division)
        # the non-mana parts of the costs: each checked and its choices made now (601.2h, 732),
        # before the total cost: a choice can reduce it (emerge 702.119c, harmonize 702.180b)
        subs = []
        life = sum(part.life for part in parts)
        if life and self.players[p].life < life:
            raise RulesError("not enough life to pay", "119.4")
        for part in parts:
            sub = Context(source=card, controller=p, x=x, targets=ctx.targets, modes=ctx.modes)
            if part.other_payable is not None and not part.other_payable(self, sub):
                raise RulesError("the cost can't be paid", "118.3")
            if part.choose is not None:
                part.choose(self, sub)
            subs.append((part, sub))
        # 601.2f-h cost and payment; 601.2f: cost increases (e.g. per extra target)
        extra = getattr(ab, "extra_cost", None)
        if extra is not None:
            cost = cost + tuple(extra(self, ctx))
        if face_down:
            # 708.4 / 601.2a: a spell cast face down is face down from its announcement, so
            # the cost increases and reductions (601.2f) see a face-down creature spell
            o.face_down = True
            try:
                cost = self._modified_cost(card, p, cost, ctx)
            finally:
                o.face_down = False
        else:
            cost = self._modified_cost(card, p, cost, ctx)
        from .casting import reduce_generic
        for part, sub in subs:   # 601.2f: a reduction that depends on what a cost chose
            if part.reduction is not None:
                cost = reduce_generic(cost, part.reduction(self, sub))
        cost = self._convoke_and_delve(p, c, cost, convoke, delve, improvise)
        cost = self._waterbend(p, cost, sum(part.waterbend for part in parts), waterbend, exclude=())
        spend = SpendTarget("spell", chars=c, ability=ab)
        mana = self.choose_payment(p, cost, x or 0, spend, payment)
        # ---- commit: the proposal is legal (601.2e) ----
        self.passes = 0
        nid = self.move(card, "stack", reason="cast", controller=p)
        if face_down:
            self.objects[nid].face_down = True   # 708.4: a face-down spell
        self.objects[nid].x = x
        ctx.data["cast"]["mana"] = tuple(m.type for m in mana)   # the mana spent to cast it (601.2h)
        self.objects[nid].linked["cast"] = ctx.data["cast"]   # 400.7d: what was paid to cast it
        self.players[p].spells_cast_this_turn += 1
        item = StackItem(self._new_id(), "spell", p, ab, ctx, obj=nid, source=nid, text=c.name, specs=tuple(specs))
        ctx.source = nid
        ctx.stack_item = item
        ctx.mana_spent = [m.type for m in mana]
        self.stack_items.append(item)
        spend.item = item
        self._spend(p, mana, spend)
        with self.simultaneously():           # one action: one batch (603.2c)
            for cid in convoke:
                self.tap(cid, cause=nid)      # 702.51a: tapped rather than paying mana
        with self.simultaneously():
            for gid in delve:
                self.exile(gid, cause=nid)    # 702.66a: exiled rather than paying mana
        with self.simultaneously():
            for aid in improvise:
                self.tap(aid, cause=nid)      # 702.126a: tapped rather than paying {1}
        with self.simultaneously():
            for wid in waterbend:
                self.tap(wid, cause=nid)      # 701.67a: tapped rather than paying {1}
        if life:
            self.lose_life(p, life, cause=nid)
        for part, sub in subs:
            if part.other is not None:
                sub.source, sub.stack_item = nid, item
                part.other(self, sub)
            # what each cost part noted as it was paid (the objects it sacrificed or exiled):
            # the spell's instructions may refer to them (608.2c, "the sacrificed creature")
            ctx.data.setdefault("costs_paid", []).append(sub.data)
        self.perform(MarkerEvent(name="spell_cast", data={"spell": nid, "controller": p},
                                 say=f"{self.name_of(p)} casts {c.name}", cause=p))   # 601.2i
        self._becomes_target(item)
        if not during_resolution:   # 608.2g: no priority after a spell cast as something resolves
            self.give_priority(p)   # 117.3c; 117.5: triggers (e.g. ward) go on the stack first
        return item

    def _convoke_and_delve(self, p: int, c, cost: tuple, convoke: Sequence[int], delve: Sequence[int],
                           improvise: Sequence[int] = ()) -> tuple:
        """CR 702.51a convoke: each untapped creature the caster controls that they tap
        pays {1} or one mana of one of its colors of the total cost; 702.66a delve: each
        card exiled from their graveyard pays {1}; 702.126a improvise: each untapped
        artifact they control that they tap pays {1}.  Checked here, done on commit."""
        from .casting import reduce_generic
        letters = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        if len(set(convoke)) != len(convoke) or len(set(delve)) != len(delve) \
                or len(set(improvise)) != len(improvise) or set(convoke) & set(improvise):
            raise RulesError("the same object can't pay twice", "601.2h")
        if improvise and not c.has_keyword("improvise"):
            raise RulesError(f"{c.name} doesn't have improvise", "702.126a")
        for aid in improvise:
            o = self.objects.get(aid)
            if o is None or o.zone != "battlefield" or o.tapped or "Artifact" not in self.chars(aid).types \
                    or self.chars(aid).controller != p:
                raise RulesError(f"{self.name_of(aid)} isn't an untapped artifact {self.name_of(p)} controls",
                                 "702.126a")
        if convoke and not c.has_keyword("convoke"):
            raise RulesError(f"{c.name} doesn't have convoke", "702.51a")
        if delve and not c.has_keyword("delve"):
            raise RulesError(f"{c.name} doesn't have delve", "702.66a")
        for cid in convoke:
            o = self.objects.get(cid)
            if o is None or o.zone != "battlefield" or o.tapped or not self.chars(cid).is_creature \
                    or self.chars(cid).controller != p:
                raise RulesError(f"{self.name_of(cid)} isn't an untapped creature {self.name_of(p)} controls",
                                 "702.51a")
        for gid in delve:
            o = self.objects.get(gid)
            if o is None or o.zone != "graveyard" or o.owner != p:
                raise RulesError(f"{self.name_of(gid)} isn't in {self.name_of(p)}'s graveyard", "702.66a")
        generic = sum(int(s.strip("{}")) for s in cost if s.strip("{}").isdigit())
        colored = [s for s in cost if not s.strip("{}").isdigit()]
        # each convoking creature pays one colored symbol of its color or {1}: find an assignment
        # (a small matching; colored symbols first, so generic mana stays for the others)
        cols = [{letters[k] for k in self.chars(cid).colors if k in letters} for cid in convoke]

        def assign(i, left, gen):
            if i == len(cols):
                return left, gen
            for j, sym in enumerate(left):
                if sym.strip("{}") in cols[i]:
                    r = assign(i + 1, left[:j] + left[j + 1:], gen)
                    if r is not None:
                        return r
            return assign(i + 1, left, gen - 1) if gen > 0 else None
        found = assign(0, colored, generic)
        if found is None:
            raise RulesError(f"those creatures can't all pay for {c.name} ({''.join(cost)})", "702.51a")
        left, gen = found
        if len(delve) > gen:
            raise RulesError(f"delve pays only generic mana: {gen} left, {len(delve)} cards", "702.66a")
        if len(delve) + len(improvise) > gen:
            raise RulesError(f"improvise pays only generic mana: {gen - len(delve)} left, "
                             f"{len(improvise)} artifacts", "702.126a")
        return reduce_generic((f"{{{gen}}}",) + tuple(left) if gen else tuple(left), len(delve) + len(improvise))

    def _waterbend(self, p: int, cost: tuple, limit: int, ids: Sequence[int], exclude: Sequence[int]) -> tuple:
        """CR 701.67a: each untapped artifact or creature ``p`` controls that they tap pays
        {1} of a waterbend cost; 701.67b: no more than that cost's generic mana (``limit``).
        Checked here, tapped on commit."""
        from .casting import reduce_generic
        if not ids:
            return cost
        if len(set(ids)) != len(ids):
            raise RulesError("the same object can't pay twice", "601.2h")
        if len(ids) > limit:
            raise RulesError(f"waterbend pays at most {{{limit}}} (the waterbend cost's generic mana)", "701.67b")
        for i in ids:
            o = self.objects.get(i)
            ch = self.chars(i) if o is not None else None
            if o is None or o.zone != "battlefield" or o.tapped or i in exclude or ch.controller != p \
                    or not (ch.is_creature or "Artifact" in ch.types):
                raise RulesError(f"{self.name_of(i)} isn't an untapped artifact or creature {self.name_of(p)} "
                                 f"controls", "701.67a")
        generic = sum(int(s.strip("{}")) for s in cost if s.strip("{}").isdigit())
        if len(ids) > generic:
            raise RulesError(f"waterbend pays only generic mana: {generic} left", "701.67b")
        return reduce_generic(tuple(cost), len(ids))

    def _modified_cost(self, card: int, p: int, cost: tuple, ctx: Context) -> tuple:
        """CR 601.2f: the total cost plus cost increases, minus cost reductions, from
        the static abilities of permanents and of the spell itself."""
        from .casting import CostModifier, reduce_generic
        more: tuple = ()
        less = 0
        for sid in self.battlefield() + [card]:
            for ab in self.chars(sid).abilities:
                if isinstance(ab, CostModifier) and ab.own_spell == (sid == card):
                    m, k = ab.modify(self, sid, card, p, ctx)
                    more += tuple(m)
                    less += k
        return reduce_generic(tuple(cost) + more, less)

    def _need_no_split_second(self) -> None:
        """CR 702.61a: while a spell with split second is on the stack, players can't
        cast other spells or activate abilities that aren't mana abilities (702.61b:
        mana abilities, special actions and triggers go on)."""
        for it in self.stack_items:
            if it.kind == "spell" and it.obj in self.objects and self.chars(it.obj).has_keyword("split second"):
                raise RulesError(f"{self.name_of(it.obj)} has split second", "702.61a")

    def _becomes_target(self, item: StackItem) -> None:
        """CR 115.1, 603.2e: once a spell is cast or an ability activated or put on the
        stack, each object or player it targets "becomes the target" of it (once each)."""
        targets = list(dict.fromkeys(t for t in item.ctx.targets if t is not None))
        if targets:
            self.perform(MarkerEvent(name="becomes_target",
                                     data={"targets": targets, "kind": "spell" if item.kind == "spell" else "ability",
                                           "controller": item.controller, "item": item.id, "spell": item.obj},
                                     say=" and ".join(self.name_of(t) for t in targets)
                                     + (" becomes the target" if len(targets) == 1 else " become the targets")
                                     + f" of {item.text}"))

    def _choose_trigger_modes(self, p: int, t) -> bool:
        """CR 700.2b, 603.3c: the controller of a modal triggered ability chooses its
        modes as it's put on the stack; a mode whose targets can't be chosen can't be
        chosen (700.2a).  False if no legal choice is left (the ability is removed)."""
        ab, ctx = t.ability, t.ctx
        legal = self._legal_modes(ab, ctx)
        lo, hi = self._mode_bounds(ab, ctx)
        if len(legal) < lo and not (legal and getattr(ab, "repeat_modes", False)):
            return False   # (700.2d: one legal mode may be chosen again and again)
        ctx.modes = self._pick_modes(p, ab, legal, f"choose a mode for {t.text}", "700.2b", (lo, hi))
        if not ctx.modes:
            return False   # 700.2b: no mode chosen: the ability is removed
        self._note_modes(ab, ctx)
        return True

    def _announce_modes(self, p: int, ab, ctx: Context, modes, name: str, legal: list | None = None) -> list:
        """CR 601.2b / 602.2b: the modes of a spell being cast or an ability being activated:
        the ones given (checked), or asked for; 700.2a: a mode whose targets can't all be
        chosen can't be chosen."""
        if legal is None:
            legal = self._legal_modes(ab, ctx)
        lo, hi = self._mode_bounds(ab, ctx)
        if modes is None:
            modes = self._pick_modes(p, ab, legal, f"choose a mode for {name}", "601.2b", (lo, hi))
        if not lo <= len(modes) <= hi or any(m not in ab.modes for m in modes) \
                or (len(set(modes)) != len(modes) and not getattr(ab, "repeat_modes", False)):   # 700.2d
            raise RulesError(f"illegal mode choice {list(modes)} for {name}", "700.2")
        budget = getattr(ab, "mode_budget", None)
        if budget is not None and sum(self._mode_weight(ab, m) for m in modes) > budget:
            raise RulesError(f"the modes {list(modes)} are worth more than {budget} {{P}}", "700.2i")
        for m in modes:
            if m in self._modes_chosen_this_turn(ab, ctx):
                raise RulesError(f"the mode {m!r} was already chosen this turn", "700.2")
            if m not in legal:
                raise RulesError(f"the mode {m!r} can't be chosen: it has no legal targets", "700.2a")
        return list(modes)

    def _legal_modes(self, ab, ctx: Context) -> list:
        """The modes that can be chosen now: 700.2a, a mode whose targets can't all be chosen
        can't be; "choose one that hasn't been chosen this turn": not one chosen this turn."""
        done = self._modes_chosen_this_turn(ab, ctx)
        return [m for m in ab.modes if m not in done and self._mode_has_targets(ab, m, ctx)]

    def _modes_chosen_this_turn(self, ab, ctx: Context) -> list:
        """"choose one that hasn't been chosen this turn —" (``modes_once_each_turn``): the modes
        chosen for this ability of this object this turn (a new object has none, 400.7)."""
        if not getattr(ab, "modes_once_each_turn", False):
            return []
        o = self.objects.get(ctx.source)
        rec = o.linked.get(f"modes_chosen:{ab.text}") if o is not None else None
        return list(rec[1]) if rec and rec[0] == self.turn else []

    def _note_modes(self, ab, ctx: Context) -> None:
        o = self.objects.get(ctx.source)
        if getattr(ab, "modes_once_each_turn", False) and o is not None:
            o.linked[f"modes_chosen:{ab.text}"] = (self.turn, self._modes_chosen_this_turn(ab, ctx) + list(ctx.modes))

    def _mode_bounds(self, ab, ctx: Context) -> tuple[int, int]:
        """The fewest and most modes: "choose one or both" (1, 2); "Choose one. If ...,
        choose both instead." (``modes_if``: (test, fewest, most)) as the condition is now."""
        lo, hi = fewest_modes(ab), ab.choose_modes
        cond = getattr(ab, "modes_if", None)
        if cond is not None and cond[0](self, ctx):
            lo, hi = cond[1], cond[2]
        return lo, hi

    @staticmethod
    def _mode_weight(ab, mode: str) -> int:
        """700.2i: the pawprints a mode is worth (``mode_weights``); 1 for the others."""
        return dict(getattr(ab, "mode_weights", ())).get(mode, 1)

    def _pick_modes(self, p: int, ab, legal: list, prompt: str, rule: str, bounds: tuple[int, int]) -> list:
        """The modes chosen one at a time, each a different one (700.2); once the fewest
        allowed are chosen ("one or both": one), "no more modes" ends the choice."""
        lo, hi = bounds
        budget = getattr(ab, "mode_budget", None)
        picked: list[str] = []
        for k in range(hi):
            # 700.2d: a mode is chosen once, unless the same mode may be chosen more than once
            opts = list(legal) if getattr(ab, "repeat_modes", False) else [m for m in legal if m not in picked]
            if budget is not None:   # 700.2i: no more pawprints than the budget
                left = budget - sum(self._mode_weight(ab, m) for m in picked)
                opts = [m for m in opts if self._mode_weight(ab, m) <= left]
            if not opts:
                break
            if k >= lo:
                opts.append(choices.NO_MORE_MODES)
            d = Decision(choices.MODE, prompt, p, opts, rule=rule)
            answer = pick_option(d, self.ask(d))
            if answer == choices.NO_MORE_MODES:
                break
            picked.append(answer)
        return picked

    def _mode_has_targets(self, ab, mode: str, ctx: Context) -> bool:
        probe = Context(source=ctx.source, controller=ctx.controller, modes=[mode])
        for s in ab.targets:
            if getattr(s, "mode", None) == mode and not getattr(s, "any_number", False):
                # "up to N": zero targets is a choice; "one or two": one is needed (601.2c)
                need = getattr(s, "min_count", 0) if getattr(s, "up_to", False) else s.count
                if len(self.target_candidates(s, probe)) < need:
                    return False
        return True

    def _divide(self, p: int, ab: SpellAbility, ctx: Context, division: dict | None) -> dict:
        """CR 601.2d: announce the division; each target gets at least 1."""
        dt = getattr(ab, "divide_total", None)
        if callable(dt):
            # ``divide_total(ctx)``, or ``divide_total(ctx, game)`` for an amount the game determines
            total = dt(ctx, self) if len(inspect.signature(dt).parameters) >= 2 else dt(ctx)
        else:
            total = ctx.data.get("divide_total")
        if total is None:
            total = ctx.x or 0
        tg = [t for t in dict.fromkeys(ctx.targets) if t is not None]   # places left unchosen aren't targets
        if division is None:
            if len(tg) == 1:
                division = {tg[0]: total}
            else:
                d = Decision(choices.DIVIDE_DAMAGE, f"divide {total} among {', '.join(self.name_of(t) for t in tg)}",
                             p, [], rule="601.2d", data={"total": total, "recipients": tg})
                division = self.ask(d)
        division = {self._target_answer(k, tg): v for k, v in dict(division).items()}
        if set(division) != set(tg) or sum(division.values()) != total or any(v < 1 for v in division.values()):
            raise RulesError(f"illegal division {division} of {total} among {tg}", "601.2d")
        return division

    # ---- activating (602, 605) ------------------------------------------------
    def activate_ability(self, player, source: int, ability: int | Any = 0, *, targets: Sequence | None = None,
                         x: int | None = None, payment: Sequence[int] | None = None,
                         waterbend: Sequence[int] = (), modes: Sequence[str] | None = None,
                         division: dict | None = None) -> StackItem | list[int]:
        """Activate an activated or mana ability of a permanent (602.2).
        ``ability`` is an index into its activated/mana abilities or the ability.
        Returns the StackItem, or for a mana ability the ids of the mana added."""
        p = self.pid(player)
        self._need_game_on()
        o = self.obj(source)
        c = self.chars(source)
        abil = [a for a in c.abilities if isinstance(a, (ActivatedAbility, ManaAbility))]
        if isinstance(ability, int):
            if not 0 <= ability < len(abil):
                raise RulesError(f"{c.name} has no activated ability #{ability}", "602.1")
            ab = abil[ability]
        else:
            if ability not in abil:
                raise RulesError(f"{c.name} doesn't have that ability", "602.1")
            ab = ability
        is_mana = isinstance(ab, ManaAbility)
        zones = getattr(ab, "zones", ("battlefield",))
        if o.zone not in zones:
            # 113.6: an ability functions only in the zones it says (the battlefield by default)
            where = "on the battlefield" if zones == ("battlefield",) else "in a " + " or ".join(zones)
            raise RulesError(f"{c.name} isn't {where}", "113.6")
        if o.zone in ("hand", "library", "graveyard") and o.owner != p:
            # 602.2 / 109.5: a card in a player's hand, library or graveyard: its owner
            raise RulesError(f"only {c.name}'s owner can activate its abilities there", "602.2")
        if c.controller != p and not getattr(ab, "any_player", False):
            raise RulesError(f"only {c.name}'s controller can activate its abilities", "602.2")
        self._check_not_prohibited(source, ab)
        if not is_mana:
            self._need_priority(p, "117.1b")
            self._need_no_split_second()
            if ab.timing == "sorcery" and not self.sorcery_timing(p):
                raise RulesError("activate only as a sorcery", "602.5d")
        cost = ab.cost
        if cost.tap or cost.untap:
            if cost.tap and o.tapped:
                raise RulesError(f"{c.name} is already tapped", "118.3")
            if cost.untap and not o.tapped:   # 107.6: an untapped permanent can't be untapped to pay {Q}
                raise RulesError(f"{c.name} is already untapped", "107.6")
            if c.is_creature and not c.has_keyword("haste") and not self._controlled_since_turn_start(o):
                raise RulesError(f"{c.name} has summoning sickness", "302.6")
        if cost.life and self.players[p].life < cost.life:
            raise RulesError("not enough life to pay", "119.4")
        ctx = Context(source=source, controller=p)
        for test, words in getattr(ab, "conditions", ()):
            if not test(self, ctx):   # 602.5b: a restriction on when it can be activated
                raise RulesError(f"{c.name}: {words}", "602.5b")
        if getattr(ab, "modes", ()):
            # 602.2b, 601.2b: a modal activated ability's modes are announced first (700.2a)
            ctx.modes = self._announce_modes(p, ab, ctx, modes, ab.text or c.name)
        elif modes:
            raise RulesError(f"{ab.text or c.name} isn't modal", "700.2")
        if x is None and (cost.uses_x or any(s.strip("{}").upper() == "X" for s in cost.mana)):
            d = Decision(choices.X, f"choose X for {ab.text or c.name}", p, [], rule="602.2b")
            x = self.ask(d)   # 602.2b / 601.2b: X is announced first
        if x is not None and (not isinstance(x, int) or x < 0):
            raise RulesError(f"X must be a nonnegative integer, not {x!r}", "107.3a")
        ctx.x = x
        if cost.other_payable is not None and not cost.other_payable(self, ctx):
            raise RulesError("the cost can't be paid", "118.3")
        specs = getattr(ab, "targets", ())
        ctx.targets = self.choose_targets(p, specs, ctx, targets)
        if getattr(ab, "divide_total", None) is not None and any(s.divide and spec_active(s, ctx.modes) for s in specs) \
                and any(x is not None for x in ctx.targets):
            ctx.divided = self._divide(p, ab, ctx, division)   # 602.2b, 601.2d: the division is announced
        if cost.choose is not None:
            cost.choose(self, ctx)   # 601.2h / 602.2b: the cost's choices, before anything is paid
        spend = SpendTarget("ability", chars=c, ability=ab)
        base = tuple(cost.mana)
        if cost.reduction is not None:   # 602.2b, 601.2f: the total cost, reductions taken off
            from .casting import reduce_by_symbols, reduce_generic
            less = cost.reduction(self, ctx)   # generic mana, or mana symbols (118.7)
            base = reduce_by_symbols(base, less) if isinstance(less, tuple) else reduce_generic(base, less)
        mana_cost = self._waterbend(p, base, cost.waterbend, waterbend,
                                    exclude=(source,) if cost.tap else ())
        mana = self.choose_payment(p, mana_cost, x or 0, spend, payment)
        # ---- commit ----
        if cost.tap:
            self.tap(source, cause=source)
        if cost.untap:
            self.untap(source, cause=source)
        for wid in waterbend:
            self.tap(wid, cause=source)   # 701.67a: tapped rather than paying {1}
        if not is_mana:
            item = StackItem(self._new_id(), "ability", p, ab, ctx, source=source, text=ab.text or f"ability of {c.name}",
                             specs=tuple(specs))
            spend.item = item
            ctx.stack_item = item
            self._note_modes(ab, ctx)   # "choose one that hasn't been chosen this turn"
        self._spend(p, mana, spend)
        if cost.life:
            self.lose_life(p, cost.life, cause=source)
        if cost.other is not None:
            cost.other(self, ctx)
        if cost.sacrifice_self:
            self.sacrifice(source, p, cause=source)
        if is_mana:
            # 605.3b: a mana ability resolves immediately
            produced = ab.produce(self, ctx)
            for m in produced:
                m.source = source
            done = self.perform(AddManaEvent(player=p, mana=list(produced), cause=source,
                                             tapped_for_mana=source if cost.tap else None))   # 106.12
            return [m.id for ev in done if isinstance(ev, AddManaEvent) for m in ev.mana]
        ctx.data["stack_ts"] = self._ts
        self.stack_items.append(item)
        self.passes = 0
        self.perform(MarkerEvent(name="ability_activated", data={"source": source, "controller": p},
                                 say=f"{self.name_of(p)} activates {item.text}", cause=p))
        self._becomes_target(item)
        self.give_priority(p)   # 117.3c / 117.5
        return item

    def _controlled_since_turn_start(self, o) -> bool:
        # 302.6: continuously controlled since its controller's most recent turn began
        return o.entered_turn < self.turn or (o.entered_turn == -1)

    def play_land(self, player, card: int) -> int:
        """Special action (116.2a, 305.1-2): once per turn, main phase, empty stack."""
        o = self.obj(card)
        if o.zone == "exile" and o.face_down:
            o.face_down = False   # 406.3a: turned face up just before the player plays it
            try:
                return self.play_land(player, card)
            except RulesError:
                o.face_down = True
                raise
        p = self.pid(player)
        self._need_priority(p, "116.2a")
        from .casting import may_play_from_exile, may_play_land_from
        from_exile = o.zone == "exile" and may_play_from_exile(self, card, p, land=True)   # "you may play that card"
        # "You may play lands from your graveyard." (a permanent's permission, 305.1)
        from_other = o.zone not in ("hand", "exile") and may_play_land_from(self, card, p)
        if (o.zone != "hand" and not from_exile and not from_other) or o.owner != p:
            raise RulesError(f"{self.name_of(card)} isn't in {self.name_of(p)}'s hand", "305.1")
        if "Land" not in self.chars(card).types:
            raise RulesError(f"{self.name_of(card)} isn't a land", "305.1")
        if not self.sorcery_timing(p):
            raise RulesError("a land can be played only in your main phase with an empty stack", "305.1")
        from .turn import additional_land_plays
        if self.players[p].lands_played >= 1 + getattr(self.players[p], "extra_land_plays", 0) + \
                additional_land_plays(self, p):   # 305.2
            raise RulesError("only one land per turn", "305.2")
        self.players[p].lands_played += 1
        nid = self.move(card, "battlefield", reason="play_land", controller=p)
        self.passes = 0
        self.give_priority(p)   # 117.3c: the player receives priority again (triggers go on the stack first, 117.5)
        return nid

    # ---- priority and resolution (117, 405, 608) --------------------------------
    def give_priority(self, p: int) -> None:
        """CR 117.5: SBAs and triggers first, then the player gets priority."""
        if self.outcome is not None:   # 104.1: the game has ended
            self.priority = None
            return
        self.check_state()
        if self.outcome is not None:   # 104.2a/104.4a: the state-based losses ended the game
            self.priority = None
            return
        if self.players[p].lost:   # 800.4: it passes to the next player still in the game
            p = self._next_in_game(p)
        self.priority = p
        self.passes = 0

    def _next_in_game(self, p: int) -> int:
        """The next player in turn order after ``p`` who is still in the game
        (``p`` itself if nobody else is; 800.4). ``p`` may have lost."""
        i = self.order.index(p)
        n = len(self.order)
        for k in range(1, n + 1):
            q = self.order[(i + k) % n]
            if not self.players[q].lost:
                return q
        return p

    def pass_priority(self, player) -> None:
        p = self.pid(player)
        self._need_priority(p, "117.3d")
        self.passes += 1
        alive = [q for q in self.order if not self.players[q].lost]
        if self.passes >= len(alive):   # 117.4: all players passed in succession
            self.passes = 0
            if self.stack_items:
                self.resolve_top()
            else:
                self.advance_step()   # 500.2
        else:
            # 800.4: if the holder has left the game, priority still goes to the
            # next player in turn order who is in it
            self.priority = self._next_in_game(p)

    def pass_all(self) -> None:
        """Every player passes once in turn order (a script convenience)."""
        self._need_game_on()
        start = self.priority
        n = len([q for q in self.order if not self.players[q].lost])
        for _ in range(n):
            self.pass_priority(self.priority)

    def resolve_top(self) -> None:
        """CR 608: the top object resolves (last in, first out: 405.5).  Then,
        with state-based actions done and new triggers on the stack, a state
        seen before with only mandatory actions in between is a loop: a draw
        (104.4b, loops.py)."""
        self._need_game_on()
        self._resolving += 1
        try:
            self._resolve_top_item()
        finally:
            self._resolving -= 1
        self._loop_resolutions += 1
        self._loop_check()

    def _resolve_top_item(self) -> None:
        if not self.stack_items:
            raise RulesError("the stack is empty", "405.5")
        item = self.stack_items.pop()
        ctx = item.ctx
        from .bestow import cease_to_be_bestowed, is_bestowed
        ab = item.ability
        specs = flat_specs(item.specs, len(ctx.targets), ctx.x)
        # the targets chosen (a place left empty -- an unchosen mode, 700.2c, or fewer
        # than "up to N", 601.2c -- is no target at all)
        active = [(t, s) for t, s in zip(ctx.targets, specs) if spec_active(s, ctx.modes) and t is not None]
        if active:
            # 608.2b: recheck every target (those of chosen modes only, 700.2c)
            checked = [t if spec_active(s, ctx.modes) and t is not None and self.target_still_legal(s, ctx, t)
                       else None for t, s in zip(ctx.targets, specs)]
            all_illegal = all(checked[i] is None for i, (t, s) in enumerate(zip(ctx.targets, specs))
                              if spec_active(s, ctx.modes) and t is not None)
            if all_illegal and item.kind == "spell" and is_bestowed(self, item.obj):
                # 702.103e: it ceases to be bestowed and resolves as a creature spell (608.3b)
                cease_to_be_bestowed(self, item.obj, "702.103e")
                all_illegal = False
            if all_illegal:
                self.note(f"{item.text} doesn't resolve: all its targets are illegal", rule="608.2b")
                if item.obj is not None and item.obj in self.objects:
                    self._spell_done(item)
                self.give_priority(self.active_player)
                return
            for t, k in zip(ctx.targets, checked):
                if k is None and t is not None:
                    self.note(f"{self.name_of(t)} is an illegal target now and is unaffected", rule="608.2b")
            ctx.targets = checked
        if isinstance(ab, TriggeredAbility) and ab.intervening_if is not None and not ab.intervening_if(self, ctx):
            self.note(f"{item.text}: its condition is no longer true", rule="603.4")
            self.give_priority(self.active_player)
            return
        self.note(f"{item.text} resolves", rule="608.2", kind="resolve")
        if item.kind != "spell":
            # "if this is the second time this ability has resolved this turn": counted for each
            # object and ability (a new object is another one, 400.7)
            key = (item.source, id(item.ability))
            self.resolutions_this_turn[key] = self.resolutions_this_turn.get(key, 0) + 1
        if item.kind == "spell":
            c = self.chars(item.obj)
            if any(t in c.types for t in PERMANENT_TYPES):
                if item.is_copy:
                    self.note("a copy of a permanent spell becomes a token", rule="608.3f")
                nid = self.move(item.obj, "battlefield", reason="resolve", controller=item.controller)  # 608.3
                if getattr(ab, "aura", False) and nid is not None and ctx.legal_targets():
                    # 303.4a / 608.3: an Aura spell enters attached to its target
                    self.attach(nid, ctx.legal_targets()[0])
            else:
                if ab is not None:
                    ab.effect(self, ctx)
                self._spell_done(item)
        else:
            ab.effect(self, ctx)
        self.give_priority(self.active_player)   # 117.3b

    def attach(self, oid: int, host: int) -> bool:
        """Attach an Aura or Equipment to a permanent (701.3a).  It gets a new
        timestamp (613.7e).  An Equipment can't be attached to an object it
        can't equip (301.5b): then nothing happens."""
        o = self.obj(oid)
        if host not in self.objects or self.objects[host].zone != "battlefield" or host == oid:
            return False
        ok = [a for a in self.chars(oid).abilities if getattr(a, "can_attach", None) is not None]
        if ok and not all(a.can_attach(self, oid, host) for a in ok):
            self.note(f"{self.name_of(oid)} can't be attached to {self.name_of(host)}", rule="701.3b")
            return False
        o.attached_to = host
        o.timestamp = self.new_timestamp()
        self.note(f"{self.name_of(oid)} becomes attached to {self.name_of(host)}", rule="701.3a")
        return True

    def _spell_done(self, item: StackItem) -> None:
        """608.2n: an instant or sorcery goes to its owner's graveyard; a copy
        ceases to exist (707.10a)."""
        if item.obj is None or item.obj not in self.objects:
            return
        if item.is_copy:
            o = self.objects.pop(item.obj)
            self.zones["stack"].remove(item.obj)
            self.note(f"the copy of {o.face.name} ceases to exist", rule="704.5e")
            return
        self.move(item.obj, "graveyard", reason="resolved")

    def _spell_left_stack(self, obj: int) -> None:
        """CR 405.1 / 400.7: a spell is its card on the stack.  When an effect
        moves that card away (exiled, returned to hand...), the card is a new
        object elsewhere and the spell is gone: its StackItem leaves the stack
        too, without resolving.  (A resolving or countered spell's item has
        already been taken off.)  Abilities have no object and stay (113.7a)."""
        for item in [it for it in self.stack_items if it.obj == obj]:
            self.stack_items.remove(item)
            self.note(f"{item.text} leaves the stack: its card left it (a new object, CR 400.7)", rule="405.1")

    def counter(self, item: StackItem, cause: Any = None) -> bool:
        """CR 701.6a: remove from the stack; a countered spell goes to its
        owner's graveyard."""
        if item not in self.stack_items:
            return False
        if item.uncounterable or (item.obj in self.objects and any(
                getattr(a, "uncounterable", False) for a in self.chars(item.obj).abilities)):
            self.note(f"{item.text} can't be countered", rule="101.2")
            return False
        self.stack_items.remove(item)
        self.note(f"{item.text} is countered", rule="701.6a")
        self._spell_done(item)
        return True

    def _check_not_prohibited(self, source: int, ab: Any) -> None:
        """CR 602.5: a player can't begin to activate an ability that's
        prohibited from being activated (a static ability of a permanent,
        e.g. "activated abilities of sources with the chosen name can't be
        activated")."""
        from .abilities import StaticAbility
        for oid in self.battlefield():
            for st in self.chars(oid).abilities:
                if isinstance(st, StaticAbility) and st.cant_activate is not None \
                        and st.cant_activate(self, oid, source, ab):
                    raise RulesError(f"{self.name_of(source)}'s ability can't be activated "
                                     f"({self.name_of(oid)}: {st.text})", "602.5")

    def copy_spell(self, item: StackItem, controller: int | None = None) -> StackItem:
        """CR 707.10: a copy of a spell on the stack, not cast; same choices."""
        from .objects import GameObject
        p = controller if controller is not None else item.controller
        ctx = Context(source=None, controller=p, targets=list(item.ctx.targets), x=item.ctx.x,
                      modes=list(item.ctx.modes), divided=dict(item.ctx.divided))
        nid = None
        if item.obj is not None:
            src = self.objects[item.obj]
            nid = self._new_id()
            copy_of = src.copy_of
            if copy_of is None and src.prototyped is not None:   # 718.3c: a copy is prototyped too
                from .objects import CopiableValues
                copy_of = CopiableValues(src.face, from_back_face=False)
            self.objects[nid] = GameObject(id=nid, card=src.card, owner=p, controller=p, zone="stack",
                                           face_index=src.face_index, copy_of=copy_of, is_copy=True,
                                           x=src.x, timestamp=self.new_timestamp())
            self.zones["stack"].append(nid)
            ctx.source = nid
        new = StackItem(self._new_id(), item.kind, p, item.ability, ctx, obj=nid, source=nid or item.source,
                        text=f"copy of {item.text}", is_copy=True, specs=item.specs)
        ctx.stack_item = new
        self.stack_items.append(new)
        if nid is not None:
            self.perform(SpellCopiedEvent(name="spell_copied", data={"spell": nid, "controller": p},
                                          say=f"{self.name_of(p)} copies {item.text}"))
        else:
            self.note(f"{self.name_of(p)} copies {item.text}", rule="707.10")
        return new

    # ---- triggered abilities onto the stack (603.3) ---------------------------
    def _put_triggers_on_stack(self) -> None:
        pend, self.pending_triggers = self.pending_triggers, []
        for p in self.apnap_order():   # 603.3b
            mine = [t for t in pend if t.ctx.controller == p]
            ordered = []
            while mine:
                if len(mine) == 1:
                    t = mine[0]
                else:
                    d = Decision(choices.ORDER_TRIGGERS, "choose the next triggered ability to put on the stack",
                                 p, list(mine), rule="603.3b")
                    t = pick_option(d, self.ask(d))
                mine.remove(t)
                ordered.append(t)
            for t in ordered:
                ctx = t.ctx
                specs = t.ability.targets
                if getattr(t.ability, "modes", ()) and not self._choose_trigger_modes(p, t):
                    self.note(f"{t.text} has no mode that can be chosen and is removed", rule="700.2a")
                    continue
                if specs:
                    try:
                        ctx.targets = self.choose_targets(p, specs, ctx)
                    except RulesError:
                        if not any(self.target_candidates(s, ctx) for s in specs):
                            self.note(f"{t.text} has no legal targets and is removed", rule="603.3d")
                            continue
                        raise
                if getattr(t.ability, "divide_total", None) is not None and any(
                        s.divide and spec_active(s, ctx.modes) for s in specs) and any(x is not None for x in ctx.targets):
                    # 603.3d, 601.2d: the division is announced as it's put on the stack
                    ctx.divided = self._divide(p, t.ability, ctx, None)
                ctx.data["stack_ts"] = self._ts
                ctx.data["delayed"] = t.delayed
                item = StackItem(self._new_id(), "trigger", p, t.ability, ctx, source=ctx.source,
                                 text=t.text or "triggered ability", specs=tuple(specs))
                ctx.stack_item = item
                self.stack_items.append(item)
                self.note(f"{item.text} is put on the stack", rule="603.3")
                self._becomes_target(item)
