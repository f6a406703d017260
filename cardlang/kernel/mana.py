"""Mana, mana pools, riders and cost payment (CR 106, 118, 601.2h)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .errors import RulesError

MANA_TYPES = ("W", "U", "B", "R", "G", "C")


@dataclass(frozen=True)
class ManaRider:
    """CR 106.6: a spending restriction, an additional effect on the spell or
    ability the mana is spent on, and/or a delayed trigger when it is spent.
    A rider never changes the mana's type.

    ``restriction(game, spend)`` -> bool where ``spend`` is a :class:`SpendTarget`.
    ``on_spend(game, spend)``: additional effect on what it was spent on.
    ``when_spent(game, ctx)``: effect of a delayed triggered ability that
    triggers when the mana is spent (603.7a)."""
    text: str
    restriction: Optional[Callable[..., bool]] = None
    on_spend: Optional[Callable[..., None]] = None
    when_spent: Optional[Callable[..., None]] = None
    # 603.7a: the delayed trigger triggers only if ``when_spent_if(game, spend)``
    # ("when that mana is spent to cast a red instant or sorcery spell")
    when_spent_if: Optional[Callable[..., bool]] = None


@dataclass
class Mana:
    """One mana in a pool (106.4)."""
    type: str
    riders: tuple[ManaRider, ...] = ()
    source: int | None = None
    id: int = 0
    # 500.5: "until end of combat, you don't lose this mana as steps and phases end"
    # (firebending 702.189a): "combat" keeps it through the steps of the combat phase
    lasts: str = ""

    def __post_init__(self):
        if self.type not in MANA_TYPES:
            raise ValueError(f"unknown mana type {self.type!r}")

    def label(self) -> str:
        r = f" ({'; '.join(r.text for r in self.riders)})" if self.riders else ""
        return f"{{{self.type}}}#{self.id}{r}"


@dataclass
class SpendTarget:
    """What mana is being spent on: a spell (its computed characteristics) or
    an ability (its source)."""
    kind: str                 # "spell" | "ability" | "cost"
    chars: Any = None         # Characteristics of the spell or of the ability's source
    ability: Any = None
    item: Any = None          # the StackItem, once it exists


@dataclass
class ManaPool:
    mana: list[Mana] = field(default_factory=list)

    def get(self, mana_id: int) -> Mana:
        for m in self.mana:
            if m.id == mana_id:
                return m
        raise RulesError(f"no mana #{mana_id} in the pool", "106.4")

    def total(self) -> int:
        return len(self.mana)


# ---- cost matching ------------------------------------------------------

def cost_units(cost: tuple[str, ...], x: int = 0) -> list[list[frozenset]]:
    """Expand a mana cost into alternatives of unit requirements.  Each unit
    is a set of mana types that may pay it (generic = any type).  Hybrid
    "{2/W}" gives two alternatives (one W, or two generic)."""
    ANY = frozenset(MANA_TYPES)
    alts: list[list[frozenset]] = [[]]
    for sym in cost:
        body = sym.strip("{}").upper()
        options: list[list[frozenset]]
        if body.isdigit():
            options = [[ANY] * int(body)]
        elif body in ("X", "Y", "Z"):
            options = [[ANY] * x]
        elif "/" in body:
            parts = [p for p in body.split("/") if p != "P"]
            options = []
            colored = frozenset(p for p in parts if p in MANA_TYPES)
            if colored:
                options.append([colored])
            for p in parts:
                if p.isdigit():
                    options.append([ANY] * int(p))
        elif body in MANA_TYPES:
            options = [[frozenset(body)]]
        elif body == "S":
            options = [[ANY]]  # snow: any mana (source snowness not modeled)
        else:
            raise RulesError(f"unknown mana symbol {sym}", "107.4")
        alts = [a + o for a in alts for o in options]
    return alts


def match_payment(units: list[frozenset], mana: list[Mana]) -> bool:
    """Can exactly these mana pay exactly these units?  (bipartite matching)"""
    if len(units) != len(mana):
        return False
    order = sorted(range(len(units)), key=lambda i: len(units[i]))
    used = [False] * len(mana)

    def go(k: int) -> bool:
        if k == len(order):
            return True
        u = units[order[k]]
        for j, m in enumerate(mana):
            if not used[j] and m.type in u:
                used[j] = True
                if go(k + 1):
                    return True
                used[j] = False
        return False

    return go(0)


def check_payment(game: Any, cost: tuple[str, ...], x: int, mana: list[Mana], spend: SpendTarget) -> None:
    """Validate a payment naming specific mana (601.2h).  Raises RulesError
    on a mismatch or a violated spending restriction (106.6)."""
    for m in mana:
        for r in m.riders:
            if r.restriction is not None and not r.restriction(game, spend):
                raise RulesError(f"mana {m.label()} can't be spent on this: {r.text}", "106.6")
    if not any(match_payment(u, mana) for u in cost_units(cost, x)):
        raise RulesError(
            f"the mana {' '.join(m.label() for m in mana) or '(none)'} doesn't pay {''.join(cost) or '{0}'}",
            "601.2h")
