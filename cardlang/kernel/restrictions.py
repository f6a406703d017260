"""Restrictions and requirements: continuous effects that change the rules of the
game for some objects rather than their characteristics (CR 611.2c, 614.17):
"can't block", "can't be blocked", "can't be blocked by ...", "can't attack",
"doesn't untap", "can't be regenerated", "attacks each combat if able".

They are not abilities (CR 113.10 vs 101.2), so removing an object's abilities
doesn't remove a restriction another effect puts on it.  A restriction from a
resolving spell or ability lasts for its ``duration``; one from a static
ability (``StaticAbility.restrictions``) applies while that ability does (611.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from .durations import INDEFINITE, Duration

# the kinds the kernel checks, and where
CANT_ATTACK = "can't attack"                 # 508.1c
CANT_BLOCK = "can't block"                   # 509.1b
CANT_BE_BLOCKED = "can't be blocked"         # 509.1b
CANT_BE_BLOCKED_BY = "can't be blocked by"   # 509.1b (``other``: which blockers)
CANT_BLOCK_OBJECT = "can't block"            # same kind, with ``other``: which attackers
DOESNT_UNTAP = "doesn't untap"               # 502.3
CANT_BE_REGENERATED = "can't be regenerated"  # 701.19c
ATTACKS_EACH_COMBAT = "attacks each combat"  # 508.1d
BLOCKERS_AT_LEAST = "can't be blocked except by at least"   # 509.1b (``count``: the fewest blockers)
BLOCKERS_AT_MOST = "can't be blocked by more than"          # 509.1b (``count``: the most blockers)
# 615.12: damage that can't be prevented (``applies_to(game, damage_event)``: which damage)
CANT_BE_PREVENTED = "damage can't be prevented"
# 702.3b is changed for these objects: "can attack as though it didn't have defender" (508.1c)
ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"
# 510.1a is changed for these objects: "assigns combat damage equal to its toughness rather than its power"
ASSIGNS_BY_TOUGHNESS = "assigns combat damage equal to its toughness"
# "it assigns no combat damage this turn" (510.1a: it assigns none)
ASSIGNS_NO_COMBAT_DAMAGE = "assigns no combat damage"
# 506.5: "can't attack alone" / "can't block alone" (508.1c, 509.1b)
CANT_ATTACK_ALONE = "can't attack alone"
CANT_BLOCK_ALONE = "can't block alone"
# 508.1c: "can't attack unless defending player controls an Island" -- about the player it
# would attack (``other(game, attacker chars, player id)``)
CANT_ATTACK_PLAYER = "can't attack the player"
KINDS = (CANT_ATTACK_PLAYER, CANT_ATTACK_ALONE, CANT_BLOCK_ALONE, ASSIGNS_BY_TOUGHNESS, ASSIGNS_NO_COMBAT_DAMAGE, CANT_ATTACK, CANT_BLOCK, CANT_BE_BLOCKED, CANT_BE_BLOCKED_BY, DOESNT_UNTAP, CANT_BE_REGENERATED,
         ATTACKS_EACH_COMBAT, BLOCKERS_AT_LEAST, BLOCKERS_AT_MOST, CANT_BE_PREVENTED, ATTACKS_DESPITE_DEFENDER)


@dataclass(eq=False)
class Restriction:
    """``applies_to(game, chars)``: the objects restricted (checked when the rule
    is used, 611.3a; ``locked`` ids for an effect from a resolving spell that named
    its objects).  ``other(game, chars_a, chars_b)``: for a restriction between two
    objects -- "can't be blocked by <blockers>" (a = attacker, b = blocker),
    "can't block <attackers>" (a = blocker, b = attacker).  ``untap_player``: a
    "doesn't untap during <player>'s next untap step" restriction ends once that
    untap step has happened (it is used up there, 502.3)."""
    name: str
    kind: str
    applies_to: Callable[..., bool] = lambda game, c: False
    other: Optional[Callable[..., bool]] = None
    duration: Duration = INDEFINITE
    source: int | None = None
    controller: int | None = None
    timestamp: int = 0
    id: int = 0
    locked: Optional[frozenset] = None
    untap_player: int | None = None
    ended: bool = False
    # "attacks that player this turn if able" (encore 702.141a): the requirement names
    # the player it must attack (508.1d)
    defender: int | None = None
    # "can't be blocked except by three or more creatures" / "by more than one creature":
    # the number of blockers the restriction allows at least / at most (509.1b)
    count: int | None = None

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown restriction {self.kind!r}")

    def applies(self, game, oid: int) -> bool:
        if self.locked is not None and oid not in self.locked:
            return False
        if oid not in game.objects:
            return False
        return bool(self.applies_to(game, game.chars(oid)))


class RestrictionsMixin:
    """The game's restrictions (``self.restrictions``: from resolved effects)."""

    def add_restriction(self, r: Restriction) -> Restriction:
        """A restriction from a resolving spell or ability (611.2); timestamp now."""
        r.id = self._new_id()
        r.timestamp = self.new_timestamp()
        self.restrictions.append(r)
        self.note(f"effect begins: {r.name} ({r.kind})", rule="611.2")
        return r

    def active_restrictions(self) -> list[Restriction]:
        return [r for r in self.restrictions if self._alive(r)] + self._statics()[2]

    def damage_cant_be_prevented(self, ev) -> bool:
        """615.12: is this damage event unpreventable (the event says so, or an effect
        says damage like it can't be prevented)?"""
        return getattr(ev, "unpreventable", False) or any(
            r.kind == CANT_BE_PREVENTED and r.applies_to(self, ev) for r in self.active_restrictions())

    def restricting(self, kind: str, oid: int, other: int | None = None) -> Restriction | None:
        """The first active restriction of ``kind`` on object ``oid`` (with ``other``
        the second object, for a restriction between two), or None."""
        for r in self.active_restrictions():
            if r.kind != kind or not r.applies(self, oid):
                continue
            if r.other is not None:
                if other is None or other not in self.objects:
                    continue
                if not r.other(self, self.chars(oid), self.chars(other)):
                    continue
            return r
        return None

    def blocker_count_refusal(self, attacker: int, n: int) -> Restriction | None:
        """CR 509.1b: a restriction on how many creatures may block ``attacker`` that
        ``n`` blockers would break, or None."""
        for r in self.active_restrictions():
            if r.kind == BLOCKERS_AT_LEAST and n < r.count and r.applies(self, attacker):
                return r
            if r.kind == BLOCKERS_AT_MOST and n > r.count and r.applies(self, attacker):
                return r
        return None

    def _end_untap_restrictions(self, player: int) -> None:
        """CR 502.3: a "doesn't untap during its controller's next untap step"
        effect is used up by that untap step."""
        for r in self.restrictions:
            if r.kind == DOESNT_UNTAP and r.untap_player == player and not r.ended:
                r.ended = True
                self.note(f"effect ends: {r.name} ({r.kind})", rule="502.3")
        self.restrictions = [r for r in self.restrictions if not r.ended]
