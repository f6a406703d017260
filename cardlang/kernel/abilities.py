"""Ability objects the interpreter constructs from the AST (CR 113).

Effects are plain callables ``effect(game, ctx)`` where ``ctx`` is a
:class:`Context` (source, controller, targets, X, modes, divided amounts).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

Effect = Callable[["Game", "Context"], None]  # noqa: F821


@dataclass
class Context:
    """What a resolving spell or ability knows (CR 608.2)."""
    source: int | None            # id of the source object
    controller: int               # id of the controlling player
    targets: list = field(default_factory=list)   # ids (players or objects); None = illegal now
    x: int | None = None
    modes: list = field(default_factory=list)
    divided: dict = field(default_factory=dict)   # target id -> amount (CR 601.2d)
    stack_item: Any = None
    trigger_event: Any = None     # the event a triggered ability triggered on
    mana_spent: list = field(default_factory=list)
    data: dict = field(default_factory=dict)

    def legal_targets(self) -> list:
        return [t for t in self.targets if t is not None]


@dataclass(frozen=True)
class TargetSpec:
    """One target requirement.  ``allowed(game, ctx, candidate_id)`` decides
    legality (CR 115); it is checked on cast (601.2c) and on resolution
    (608.2b).  ``kind`` is "player", "object" or "any"."""
    description: str
    allowed: Callable[..., bool] = lambda game, ctx, t: True
    kind: str = "any"
    count: int = 1
    divide: bool = False  # the spell divides an amount among these targets (601.2d)
    # the mode that requires this target (700.2c); None = required whatever the modes
    mode: str | None = None


def fewest_modes(ab) -> int:
    """CR 700.2: the fewest modes a modal ability lets its controller choose ("one or
    both": one; "choose two": two)."""
    m = getattr(ab, "min_modes", None)
    return ab.choose_modes if m is None else m


def spec_active(spec: "TargetSpec", modes) -> bool:
    """CR 601.2c / 700.2c: a target required only by a mode is required only
    if that mode was chosen; otherwise the spell is treated as though it did
    not have that target.  700.2d: a mode chosen twice is treated as if it appeared
    twice: the target of its second appearance (``occurrence`` 2) is required only then."""
    m = getattr(spec, "mode", None)
    return m is None or list(modes or ()).count(m) >= getattr(spec, "occurrence", 1)


@dataclass(frozen=True)
class Cost:
    """A cost (CR 118).  ``mana`` is a tuple of symbols like ("{2}", "{R}")."""
    mana: tuple[str, ...] = ()
    tap: bool = False
    sacrifice_self: bool = False
    life: int = 0
    other: Optional[Callable[..., None]] = None  # extra cost payment hook (game, ctx)
    other_payable: Optional[Callable[..., bool]] = None
    # 601.2h / 602.2b: the choices a cost needs (which creatures to tap, which cards
    # to exile...), made before anything is paid: ``choose(game, ctx)`` records them
    # in ``ctx.data`` and raises RulesError for a choice the cost can't take (732)
    choose: Optional[Callable[..., None]] = None
    uses_x: bool = False   # 107.3a: a non-mana part of the cost says X ("Remove X counters")
    untap: bool = False    # 107.6: the untap symbol {Q}, "Untap this permanent"
    # 701.67a: "waterbend {N}": N generic mana of ``mana`` an untapped artifact or creature
    # its payer controls may pay, one each, by being tapped (701.67b: only those N)
    waterbend: int = 0
    # 602.2b, 601.2f: "This ability costs {1} less to activate for each ...": generic mana
    # taken off as the total cost is determined (after targets): ``reduction(game, ctx)``, an
    # int (generic mana) or a tuple of mana symbols (118.7: "reduce the cost by its mana cost")
    reduction: Optional[Callable[..., object]] = None


@dataclass(frozen=True)
class SpellAbility:
    """The instructions of an instant or sorcery (CR 113.3a)."""
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[str, ...] = ()      # mode names; a modal spell (700.2)
    choose_modes: int = 1
    min_modes: Optional[int] = None  # "choose one or both" (700.2): at least this many; None: choose_modes
    text: str = ""
    link: str | None = None           # linked-ability key (CR 607)
    # amount divided among the targets (601.2d), e.g. ``lambda ctx: ctx.x``
    divide_total: Optional[Callable[..., int]] = None
    # 700.2h, spree 702.172a: ((mode, Cost), ...): a mode's additional cost, paid if it's chosen
    mode_costs: tuple = ()
    repeat_modes: bool = False       # "You may choose the same mode more than once." (700.2d)
    # 700.2i: "Choose up to five {P} worth of modes.": ((mode, pawprints), ...) and the budget
    mode_weights: tuple = ()
    mode_budget: Optional[int] = None
    modes_if: Optional[tuple] = None  # "Choose one. If [condition], choose both instead." (see ActivatedAbility)


@dataclass(frozen=True)
class ActivatedAbility:
    """``[Cost]: [Effect].`` (CR 602).  ``timing`` is "any" or "sorcery".
    ``zones``: where the ability can be activated (CR 113.6: on the battlefield,
    unless it says otherwise, e.g. cycling from the hand, 702.29a)."""
    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    timing: str = "any"
    text: str = ""
    link: str | None = None
    zones: tuple[str, ...] = ("battlefield",)
    # 602.5b: restrictions on when it can be activated, ``(test(game, ctx), words)``
    # ("Activate only if you control three or more artifacts", "only during your upkeep")
    conditions: tuple = ()
    # 602.2: "Any player may activate this ability." -- not only its controller; the
    # player who activates it controls the ability (602.2a: "you" in it)
    any_player: bool = False
    modes: tuple[str, ...] = ()      # a modal activated ability (700.2a): chosen as it's activated
    choose_modes: int = 1
    min_modes: Optional[int] = None  # "choose one or both" (700.2): at least this many
    # "choose one that hasn't been chosen this turn —": a mode chosen for this ability of this
    # object this turn can't be chosen again this turn
    modes_once_each_turn: bool = False
    # "Choose one. If [condition], choose both instead.": (test(game, ctx), fewest, most)
    modes_if: Optional[tuple] = None
    # amount divided among the targets (601.2d, as it's activated or put on the stack)
    divide_total: Optional[Callable[..., int]] = None


@dataclass(frozen=True)
class ManaAbility:
    """A mana ability (CR 605): doesn't use the stack.  ``produce(game, ctx)``
    returns a list of :class:`~cardlang.kernel.mana.Mana` (riders included)."""
    cost: Cost
    produce: Callable[..., list]
    text: str = ""
    link: str | None = None
    # 602.5b: restrictions on when it can be activated, ``(test(game, ctx), words)``
    # ("{T}: Add {R}. Activate only if you control a Swamp or a Mountain."); still a
    # mana ability (605.1a: no target, not a loyalty ability)
    conditions: tuple = ()


@dataclass(frozen=True)
class TriggeredAbility:
    """``When/Whenever/At [event], [effect].`` (CR 603).

    ``trigger(game, event, source_obj)`` is a pattern over events.
    ``intervening_if(game, ctx)`` is checked when it triggers and again on
    resolution (603.4).  ``zones``: where the ability functions."""
    trigger: Callable[..., bool]
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: Optional[Callable[..., bool]] = None
    zones: tuple[str, ...] = ("battlefield",)
    text: str = ""
    # 603.8: a state trigger's condition, ``state(game, ctx)``: it triggers when the game state
    # matches it (checked with state-based actions, Game._state_triggers), not on an event
    state: Optional[Callable[..., bool]] = None
    link: str | None = None
    modes: tuple[str, ...] = ()      # a modal triggered ability (700.2b): chosen as it's put on the stack
    choose_modes: int = 1
    min_modes: Optional[int] = None  # "choose one or both" (700.2): at least this many
    repeat_modes: bool = False       # "You may choose the same mode more than once." (700.2d)
    # "choose one that hasn't been chosen this turn —": a mode chosen for this ability of this
    # object this turn can't be chosen again this turn
    modes_once_each_turn: bool = False
    # "Choose one. If [condition], choose both instead.": (test(game, ctx), fewest, most)
    modes_if: Optional[tuple] = None
    # amount divided among the targets (601.2d, as it's activated or put on the stack)
    divide_total: Optional[Callable[..., int]] = None
    # 605.1b: a triggered mana ability (no target, triggers from a mana ability or mana being
    # added, could add mana): it doesn't go on the stack, it resolves at once (605.4a)
    mana_ability: bool = False
    # "This ability triggers only once each turn." (the ability's own text, 603.2): it triggers
    # at most once each turn for each object that has it (400.7: a new object is another)
    once_each_turn: bool = False


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (CR 604).  ``continuous(game, source)`` returns
    ContinuousEffect(s); ``replacements(game, source)`` returns
    ReplacementEffect(s).  They apply while the source is in ``zones``."""
    continuous: Optional[Callable[..., Sequence]] = None
    replacements: Optional[Callable[..., Sequence]] = None
    zones: tuple[str, ...] = ("battlefield",)
    text: str = ""
    link: str | None = None
    keyword: str | None = None  # keyword abilities ("flying", "vigilance", ...)
    # "This spell can't be countered." (functions on the stack): a counter effect does
    # nothing to the spell (101.2: "can't" wins over the instruction, 701.6a)
    uncounterable: bool = False
    # CR 602.5: ``cant_activate(game, static_source, ability_source, ability)`` -> True
    # if the ability can't be activated (a rules-modifying effect of this static ability)
    cant_activate: Optional[Callable[..., bool]] = None
    # ``restrictions(game, source)`` -> kernel Restriction(s): rules-changing effects
    # such as "can't block" (CR 611.3, restrictions.py)
    restrictions: Optional[Callable[..., Sequence]] = None


@dataclass(frozen=True)
class PlayerKeyword(StaticAbility):
    """"You have hexproof." / "You have shroud." (702.11d, 702.18c: a player with hexproof
    or shroud): the permanent's controller has the keyword ``word`` while it is on the
    battlefield (see :func:`player_has_keyword`)."""
    word: str = ""


def player_has_keyword(game, player: int, word: str) -> bool:
    """Does ``player`` have ``word`` ("hexproof", "shroud") from a permanent they control?"""
    return any(isinstance(a, PlayerKeyword) and a.word == word
               for i in game.battlefield(player) for a in game.chars(i).abilities)


def keyword(name: str) -> StaticAbility:
    """A keyword ability with no effect of its own (the kernel checks for it)."""
    return StaticAbility(keyword=name.lower(), text=name)


@dataclass
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7): triggers once (603.7b) unless
    ``once`` is False; lasts for ``duration`` if given."""
    trigger: Callable[..., bool]
    effect: Effect
    controller: int
    source: int | None
    once: bool = True
    duration: Any = None
    text: str = ""
    id: int = 0
    mana_ability: bool = False    # 605.1b: a triggered mana ability, resolving at once (605.4a)
    # the pattern returns the occurrences of its event (603.2c): one trigger each, each with
    # ``ctx.data["occurrence"]``; otherwise a true result is one trigger with no occurrence
    occurrences: bool = False


# ---- common target requirements (CR 115.4) --------------------------------

def _is_any_target(game, ctx, t) -> bool:
    if t in game.players:
        return True
    return any(x in game.chars(t).types for x in ("Creature", "Planeswalker", "Battle"))


ANY_TARGET = TargetSpec("any target", _is_any_target, kind="any")
TARGET_PLAYER = TargetSpec("target player", lambda game, ctx, t: t in game.players, kind="player")
TARGET_CREATURE = TargetSpec("target creature", lambda game, ctx, t: t in game.objects and game.chars(t).is_creature,
                             kind="permanent")
TARGET_PERMANENT = TargetSpec("target permanent", lambda game, ctx, t: t in game.objects, kind="permanent")
