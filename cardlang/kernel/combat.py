"""Combat (CR 506-511)."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import choices
from .choices import Decision
from .abilities import StaticAbility
from .errors import RulesError
from .events import DamageEvent, MarkerEvent, TapEvent
from .keyword_actions import exert
from .restrictions import CANT_ATTACK_PLAYER, CANT_ATTACK_ALONE, CANT_BLOCK_ALONE, ASSIGNS_BY_TOUGHNESS, ASSIGNS_NO_COMBAT_DAMAGE, ATTACKS_DESPITE_DEFENDER, ATTACKS_EACH_COMBAT


@dataclass
class Combat:
    attackers: dict = field(default_factory=dict)   # attacker id -> defending player id
    blockers: dict = field(default_factory=dict)    # blocker id -> attacker id
    blocked: set = field(default_factory=set)       # attackers that became blocked (509.1h)
    declared_attackers: bool = False
    declared_blockers: bool = False
    # blocker id -> the attacker it blocked as it was removed from combat: what it was
    # blocking as it last existed, for an ability whose source has left (608.2h)
    last_blocked: dict = field(default_factory=dict)

    def remove(self, oid: int) -> None:
        """506.4: a permanent that leaves the battlefield is removed from combat."""
        if oid in self.blockers:
            self.last_blocked[oid] = self.blockers[oid]
        self.attackers.pop(oid, None)
        self.blockers.pop(oid, None)

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, a in self.blockers.items() if a == attacker]

    def snapshot(self) -> dict:
        return {"attackers": dict(self.attackers), "blockers": dict(self.blockers),
                "blocked": sorted(self.blocked), "da": self.declared_attackers, "db": self.declared_blockers}


@dataclass(frozen=True)
class AssignsAsThoughUnblocked(StaticAbility):
    """"You may have this creature assign its combat damage as though it weren't
    blocked." (a rules-modifying static ability, 604.1): a blocked creature with it may
    assign all its combat damage to the player or permanent it is attacking instead of
    to its blockers (510.1c is replaced); ``optional``: its controller chooses, each
    combat damage step."""
    optional: bool = True


@dataclass(frozen=True)
class MayExertAsItAttacks(StaticAbility):
    """"You may exert this creature as it attacks." (701.43d): an optional cost to attack
    (508.1g), chosen as attackers are declared and paid with the other costs (508.1h); a
    "When you do" ability printed with it is linked to it (607.2h)."""


def assigns_as_though_unblocked(game, attacker: int) -> bool:
    """Does the blocked ``attacker`` assign its combat damage as though it weren't
    blocked this time (asking its controller when the ability says "may")?"""
    c = game.chars(attacker)
    for a in c.abilities:
        if isinstance(a, AssignsAsThoughUnblocked):
            if not a.optional:
                return True
            d = Decision("may", f"have {game.name_of(attacker)} assign its combat damage as though it weren't blocked?",
                         c.controller, ["yes", "no"], rule="510.1c")
            if game.ask(d) in ("yes", True, 0):
                return True
    return False


class CombatMixin:
    def declare_attackers(self, player, attacks: dict) -> None:
        """CR 508.1: the active player declares attackers (creature -> the
        player it attacks).  Checked fully before anything changes."""
        p = self.pid(player)
        self._need_game_on()
        if self.step != "declare_attackers" or self.combat is None:
            raise RulesError("attackers are declared in the declare attackers step", "508.1")
        if p != self.active_player:
            raise RulesError("only the active player declares attackers", "508.1")
        if self.combat.declared_attackers:
            raise RulesError("attackers were already declared this combat", "508.1")
        attacks = {a: self.pid(d) if isinstance(d, str) else d for a, d in attacks.items()}
        for a, d in attacks.items():
            c = self.chars(a)
            o = self.obj(a)
            if o.zone != "battlefield" or not c.is_creature or c.controller != p:
                raise RulesError(f"{c.name} isn't a creature {self.name_of(p)} controls", "508.1a")
            if o.tapped:
                raise RulesError(f"{c.name} is tapped and can't attack", "508.1a")
            if c.has_keyword("can't attack") or self.restricting("can't attack", a):
                raise RulesError(f"{c.name} can't attack", "508.1c")
            if self._defender_stops(c, a):
                raise RulesError(f"{c.name} has defender and can't attack", "702.3b")
            if not c.has_keyword("haste") and not self._controlled_since_turn_start(o):
                raise RulesError(f"{c.name} has summoning sickness", "302.6")
            if d not in self.opponents(p):
                raise RulesError(f"{self.name_of(d)} isn't an opponent", "508.1b")
            if self._cant_attack_player(a, d):
                raise RulesError(f"{c.name} can't attack {self.name_of(d)}", "508.1c")
            if len(attacks) == 1 and self.restricting(CANT_ATTACK_ALONE, a):
                # 506.5: it would attack alone (the only creature declared as an attacker)
                raise RulesError(f"{c.name} can't attack alone", "508.1c")
        # 508.1d: a creature with a requirement to attack ("attacks each combat if able")
        # that is able to attack must (no costs to attack are modelled)
        for oid in self.battlefield(p):
            req = self.restricting(ATTACKS_EACH_COMBAT, oid)
            if req is None or not self._able_to_attack(oid, p):
                continue
            if oid not in attacks:
                raise RulesError(f"{self.name_of(oid)} attacks each combat if able", "508.1d")
            if req.defender is not None and attacks[oid] != req.defender and req.defender in self.players \
                    and not self.players[req.defender].lost:
                raise RulesError(f"{self.name_of(oid)} attacks {self.name_of(req.defender)} if able", "508.1d")
        # 508.1g, 701.43d: optional costs to attack -- "you may exert this creature as it
        # attacks" -- chosen for each attacker before anything changes
        exerting = [a for a in attacks if self._chooses_to_exert(a, p)]
        # commit
        self.combat.declared_attackers = True
        with self.simultaneously():   # 508.1f: the attackers are tapped at once (one batch, 603.2c)
            for a, d in attacks.items():
                self.combat.attackers[a] = d
                # 508.1: it "attacked" this turn (boast, 702.142a, asks); one put onto the
                # battlefield attacking never did (506.3)
                self.objects[a].linked["attacked_turn"] = self.turn
                if not self.chars(a).has_keyword("vigilance"):
                    self.perform(TapEvent(obj=a, cause="attack"))   # 508.1f
            for a in exerting:   # 508.1h: the costs to attack are paid
                exert(self, a, p, cause=a, as_attacks=True)
        self.perform(MarkerEvent(name="attackers_declared", data={"attackers": dict(attacks)},
                                 say=f"{self.name_of(p)} attacks with " +
                                     (", ".join(self.name_of(a) for a in attacks) or "nothing")))
        self.give_priority(p)

    def remove_from_combat(self, oid: int) -> bool:
        """506.4: an effect removes a permanent from combat: it stops being an attacking,
        blocking, blocked, and/or unblocked creature (a creature it blocked stays blocked,
        509.1h).  False if it wasn't in combat."""
        cb = self.combat
        if cb is None or (oid not in cb.attackers and oid not in cb.blockers):
            return False
        cb.remove(oid)
        cb.blocked.discard(oid)
        self.note(f"{self.name_of(oid)} is removed from combat", rule="506.4")
        return True

    def _chooses_to_exert(self, oid: int, p: int) -> bool:
        """701.43d: does ``p`` exert this attacker as it attacks (it has "You may exert this
        creature as it attacks")?"""
        if not any(isinstance(ab, MayExertAsItAttacks) for ab in self.chars(oid).abilities):
            return False
        d = Decision("may", f"exert {self.name_of(oid)} as it attacks?", p, ["yes", "no"], rule="701.43d")
        return self.ask(d) in ("yes", True, 0)

    def _able_to_attack(self, oid: int, p: int) -> bool:
        """Whether the creature could be declared as an attacker now (508.1a-c)."""
        c, o = self.chars(oid), self.obj(oid)
        return (c.is_creature and not o.tapped and not c.has_keyword("can't attack")
                and not self.restricting("can't attack", oid) and not self._defender_stops(c, oid)
                and (c.has_keyword("haste") or self._controlled_since_turn_start(o))
                and any(not self._cant_attack_player(oid, d) for d in self.opponents(p)))

    def _cant_attack_player(self, oid: int, d: int) -> bool:
        """508.1c: a restriction on attacking that player ("can't attack unless defending
        player controls an Island", judged for the player it would attack)."""
        return any(r.kind == CANT_ATTACK_PLAYER and r.applies(self, oid) and r.other(self, self.chars(oid), d)
                   for r in self.active_restrictions())

    def _defender_stops(self, c, oid: int) -> bool:
        """702.3b: a creature with defender can't attack -- unless an effect says it can
        attack as though it didn't have defender."""
        return c.has_keyword("defender") and not self.restricting(ATTACKS_DESPITE_DEFENDER, oid)

    def declare_blockers(self, player, blocks: dict) -> None:
        """CR 509.1: the defending player declares blockers (blocker -> attacker)."""
        p = self.pid(player)
        self._need_game_on()
        if self.step != "declare_blockers" or self.combat is None:
            raise RulesError("blockers are declared in the declare blockers step", "509.1")
        if self.combat.declared_blockers:
            raise RulesError("blockers were already declared this combat", "509.1")
        for b, a in blocks.items():
            c = self.chars(b)
            o = self.obj(b)
            if o.zone != "battlefield" or not c.is_creature or c.controller != p:
                raise RulesError(f"{c.name} isn't a creature {self.name_of(p)} controls", "509.1a")
            if o.tapped:
                raise RulesError(f"{c.name} is tapped and can't block", "509.1a")
            if c.has_keyword("can't block") or self.restricting("can't block", b):
                raise RulesError(f"{c.name} can't block", "509.1b")
            if self.combat.attackers.get(a) != p:
                raise RulesError(f"{self.name_of(a)} isn't attacking {self.name_of(p)}", "509.1a")
            if len(blocks) == 1 and self.restricting(CANT_BLOCK_ALONE, b):
                # 506.5: it would block alone (the only creature declared as a blocker)
                raise RulesError(f"{c.name} can't block alone", "509.1b")
            ac = self.chars(a)
            # 509.1b: restrictions on blocking ("can't be blocked", "can't be blocked by
            # <quality>", "can't block <quality>")
            if self.restricting("can't be blocked", a):
                raise RulesError(f"{ac.name} can't be blocked", "509.1b")
            if self.restricting("can't be blocked by", a, other=b):
                raise RulesError(f"{ac.name} can't be blocked by {c.name}", "509.1b")
            if self.restricting("can't block", b, other=a):
                raise RulesError(f"{c.name} can't block {ac.name}", "509.1b")
            if ac.has_keyword("flying") and not (c.has_keyword("flying") or c.has_keyword("reach")):
                raise RulesError(f"{c.name} can't block a creature with flying", "702.9b")
            why = self.evasion_refusal(ac, c, p)
            if why is not None:
                raise RulesError(f"{c.name} can't block {ac.name}: {why[0]}", why[1])
        for a in set(blocks.values()):
            n = sum(1 for x in blocks.values() if x == a)
            if n < 2 and self.chars(a).has_keyword("menace"):
                raise RulesError(f"{self.name_of(a)} has menace and can't be blocked except by two or more creatures",
                                 "702.111b")
            limit = self.blocker_count_refusal(a, n)
            if limit is not None:
                raise RulesError(f"{self.name_of(a)} {limit.kind} {limit.count} creature"
                                 f"{'s' if limit.count != 1 else ''} ({limit.name})", "509.1b")
        self.combat.declared_blockers = True
        for b, a in blocks.items():
            self.combat.blockers[b] = a
            self.combat.blocked.add(a)
        self.perform(MarkerEvent(name="blockers_declared", data={"blockers": dict(blocks)},
                                 say=f"{self.name_of(p)} blocks: " +
                                     (", ".join(f"{self.name_of(b)} blocks {self.name_of(a)}" for b, a in blocks.items()) or "nothing")))
        self.give_priority(self.active_player)

    def combat_damage(self) -> None:
        """CR 510 / 510.4: if any attacking or blocking creature has first or
        double strike, those deal damage first; SBAs are checked; then the
        rest (and double strikers again) deal damage.  (Simplified: players
        get no priority between the two.)"""
        cb = self.combat
        fighters = list(cb.attackers) + list(cb.blockers)
        strikes = {i: (self.chars(i).has_keyword("first strike"), self.chars(i).has_keyword("double strike"))
                   for i in fighters}
        if any(f or d for f, d in strikes.values()):
            self._deal_combat_damage(lambda i: strikes.get(i, (False, False)) != (False, False))
            self.check_sba()
            self._deal_combat_damage(lambda i: not strikes.get(i, (False, False))[0] or strikes.get(i)[1])
        else:
            self._deal_combat_damage(lambda i: True)

    def _deal_combat_damage(self, deals) -> None:
        cb = self.combat
        events = []
        for a, d in list(cb.attackers.items()):
            if not deals(a):
                continue
            power = self.combat_damage_amount(a)
            if not isinstance(power, int) or power <= 0:
                continue   # 510.1a
            if a not in cb.blocked:
                events.append(DamageEvent(source=a, recipient=d, amount=power, combat=True, cause=a))   # 510.1b
                continue
            if assigns_as_though_unblocked(self, a):
                # all of it to the player or permanent it attacks (its static ability, 604.1)
                events.append(DamageEvent(source=a, recipient=d, amount=power, combat=True, cause=a))
                continue
            bl = [b for b in cb.blockers_of(a) if b in self.objects]
            if self.chars(a).has_keyword("trample"):
                split = self._trample_assignment(a, d, power, bl)
                for r, n in split.items():
                    if n > 0:
                        events.append(DamageEvent(source=a, recipient=r, amount=n, combat=True, cause=a))
                continue
            if not bl:
                continue   # 510.1c: blocked, no blockers left: no damage
            if len(bl) == 1:
                split = {bl[0]: power}
            else:   # 510.1c: divided as its controller chooses
                ctl = self.chars(a).controller
                dd = Decision(choices.DIVIDE_DAMAGE, f"divide {power} combat damage from {self.name_of(a)} among blockers",
                              ctl, [], rule="510.1c", data={"total": power, "recipients": bl})
                split = dict(self.ask(dd))
                split = {self._target_answer(k, bl): v for k, v in split.items()}
                if set(split) - set(bl) or sum(split.values()) != power or any(v < 0 for v in split.values()):
                    raise RulesError(f"illegal combat damage assignment {split}", "510.1c")
            for r, n in split.items():
                if n > 0:
                    events.append(DamageEvent(source=a, recipient=r, amount=n, combat=True, cause=a))
        for b, a in list(cb.blockers.items()):
            if b not in self.objects or not deals(b):
                continue
            power = self.combat_damage_amount(b)
            # 510.1d: to the creature it blocks -- none once that one is removed from combat (506.4)
            if a in self.objects and a in cb.attackers and isinstance(power, int) and power > 0:
                events.append(DamageEvent(source=b, recipient=a, amount=power, combat=True, cause=b))   # 510.1d
        self.perform_all(events)   # 510.2: simultaneously

    def combat_damage_amount(self, oid: int):
        """510.1a: a creature assigns combat damage equal to its power -- or to its
        toughness, while an effect says it assigns combat damage that way; none while an
        effect says it assigns no combat damage."""
        if self.restricting(ASSIGNS_NO_COMBAT_DAMAGE, oid):
            return 0
        c = self.chars(oid)
        return c.toughness if self.restricting(ASSIGNS_BY_TOUGHNESS, oid) else c.power

    def lethal_damage(self, blocker: int, source: int) -> int:
        """CR 702.19b / 120.4a: lethal damage is the blocker's toughness minus
        the damage already marked on it (at least 1); 702.2c: any nonzero
        damage from a source with deathtouch is lethal."""
        c = self.chars(blocker)
        t = c.toughness if isinstance(c.toughness, int) else 0
        need = max(1, t - self.obj(blocker).damage)
        if self.chars(source).has_keyword("deathtouch"):
            need = 1
        return need

    def _trample_assignment(self, a: int, defender: int, power: int, bl: list) -> dict:
        """CR 702.19b: an attacking creature with trample assigns lethal damage
        to every creature blocking it before any excess may go to the player
        it attacks; 702.19d: blocked with no blockers left -> all to the
        player.  Asked through the Chooser (DIVIDE_DAMAGE) whenever more than
        one assignment is legal."""
        if not bl:
            self.note(f"{self.name_of(a)} has trample and no creature blocks it any more: "
                      f"its damage is assigned to {self.name_of(defender)}", rule="702.19d")
            return {defender: power}
        lethal = {b: self.lethal_damage(b, a) for b in bl}
        if len(bl) == 1 and power <= lethal[bl[0]]:
            return {bl[0]: power}   # the only legal assignment
        ctl = self.chars(a).controller
        recips = bl + [defender]
        dd = Decision(choices.DIVIDE_DAMAGE,
                      f"assign {power} combat damage from {self.name_of(a)} (trample) among "
                      + ", ".join(f"{self.name_of(b)} (lethal {lethal[b]})" for b in bl)
                      + f" and {self.name_of(defender)}",
                      ctl, [], rule="702.19b",
                      data={"total": power, "recipients": recips, "lethal": lethal, "trample": True})
        split = dict(self.ask(dd))
        split = {self._target_answer(k, recips): v for k, v in split.items()}
        if set(split) - set(recips) or sum(split.values()) != power or any(v < 0 for v in split.values()):
            raise RulesError(f"illegal combat damage assignment {split} (total {power})", "510.1c")
        if split.get(defender, 0) > 0 and any(split.get(b, 0) < lethal[b] for b in bl):
            short = [self.name_of(b) for b in bl if split.get(b, 0) < lethal[b]]
            raise RulesError(f"damage can be assigned to {self.name_of(defender)} only once every blocker is "
                             f"assigned lethal damage ({', '.join(short)} isn't)", "702.19b")
        return split

    LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
                "mountainwalk": "Mountain", "forestwalk": "Forest"}

    def evasion_refusal(self, ac, bc, defender: int):
        """Evasion keywords (CR 702): -> (reason, rule) if the creature with
        characteristics ``bc`` can't block the attacker ``ac``, else None."""
        for ab in ac.abilities:   # 702.16f: can't be blocked by creatures with the stated quality
            prot = getattr(ab, "protection", None)
            if prot is not None and prot(self, bc):
                return f"it has {ab.text or 'protection'}", "702.16f"
        if ac.has_keyword("shadow") and not bc.has_keyword("shadow"):
            return "it has shadow", "702.28b"
        if bc.has_keyword("shadow") and not ac.has_keyword("shadow"):
            return "a creature with shadow can block only creatures with shadow", "702.28b"
        if ac.has_keyword("horsemanship") and not bc.has_keyword("horsemanship"):
            return "it has horsemanship", "702.31b"
        artifact = "Artifact" in bc.types
        if ac.has_keyword("fear") and not (artifact or "black" in bc.colors):
            return "it has fear (only artifact and/or black creatures)", "702.36b"
        if ac.has_keyword("intimidate") and not (artifact or set(ac.colors) & set(bc.colors)):
            return "it has intimidate (only artifact creatures and/or creatures that share a color)", "702.13b"
        if ac.has_keyword("skulk") and isinstance(bc.power, int) and isinstance(ac.power, int) and bc.power > ac.power:
            return "it has skulk (no creature with greater power)", "702.120b"
        for kw, sub in self.LANDWALK.items():
            if ac.has_keyword(kw) and any(self.chars(i).controller == defender and sub in self.chars(i).subtypes
                                          for i in self.zones["battlefield"]):
                return f"it has {kw} and {self.name_of(defender)} controls a {sub}", "702.14c"
        return None
