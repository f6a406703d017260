"""Game events (principle 4): every game action is an event object that is
offered to replacement and prevention effects (CR 614-616) before it
happens, then executed, logged, and matched against triggers (603)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass
class Event:
    kind: ClassVar[str] = "event"
    rule: ClassVar[str] = ""
    cause: Any = field(default=None, kw_only=True)         # source id or description
    applied: frozenset = field(default=frozenset(), kw_only=True)  # CR 614.5
    history: list = field(default_factory=list, kw_only=True)      # [(effect name, chosen_by)]

    def affected_player(self, game) -> int | None:
        """CR 616.1: who orders replacement effects for this event."""
        return None

    def execute(self, game) -> None:
        raise NotImplementedError

    def text(self, game) -> str:
        return self.kind

    def fields(self) -> dict:
        """The event's fields as plain data for the log: the same text in every process
        (no memory addresses, 732 replay)."""
        out = {}
        for k, v in self.__dict__.items():
            if k in ("applied", "history", "batch", "source_chars", "with_abilities"):
                continue
            if isinstance(v, (int, str, bool, type(None), float)):
                out[k] = v
            elif isinstance(v, (list, tuple)):
                out[k] = [x if isinstance(x, (int, str, bool)) else _field_text(x) for x in v]
            else:
                out[k] = _field_text(v)
        return out


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def _field_text(v: Any) -> str:
    """A log field's text: a card or token definition by its name(s) and layout, copiable
    values by the copied face's name; anything else by its repr without memory addresses
    (the repr of a function holds one, and it differs between processes)."""
    faces = getattr(v, "faces", None)
    if isinstance(faces, tuple) and faces and hasattr(faces[0], "name"):   # a CardDef
        kind = "token" if getattr(v, "token", False) else "card"
        return f"{kind} {' // '.join(f.name for f in faces)} ({getattr(v, 'layout', 'normal')})"
    face = getattr(v, "face", None)
    if face is not None and hasattr(face, "name") and hasattr(v, "from_back_face"):   # CopiableValues
        return f"copy of {face.name}" + (" (back face)" if v.from_back_face else "")
    return _ADDRESS.sub("", repr(v))


def _controller_of(game, oid):
    if oid in game.players:
        return oid
    o = game.objects.get(oid)
    return o.controller if o else None


@dataclass
class DamageEvent(Event):
    """CR 120: ``source`` deals ``amount`` damage to ``recipient``."""
    kind: ClassVar[str] = "damage"
    rule: ClassVar[str] = "120.3"
    source: int | None = None
    recipient: int = 0
    amount: int = 0
    combat: bool = False
    unpreventable: bool = False   # 615.12: "The damage can't be prevented."
    # the source's characteristics as it dealt the damage (set as it is dealt): "a source
    # that, at the time it dealt that damage, was under your control" (prowl 702.76a)
    source_chars: Any = None

    def affected_player(self, game):
        # CR 616.1: the player dealt damage, or the controller of the permanent
        return _controller_of(game, self.recipient)

    def execute(self, game):
        game._apply_damage(self)

    def text(self, game):
        return f"{game.name_of(self.source)} deals {self.amount} {'combat ' if self.combat else ''}damage to {game.name_of(self.recipient)}"


@dataclass
class LifeGainEvent(Event):
    kind: ClassVar[str] = "gain_life"
    rule: ClassVar[str] = "119.3"
    player: int = 0
    amount: int = 0

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        game.players[self.player].life += self.amount

    def text(self, game):
        return f"{game.name_of(self.player)} gains {self.amount} life"


@dataclass
class LifeLossEvent(Event):
    kind: ClassVar[str] = "lose_life"
    rule: ClassVar[str] = "119.3"
    player: int = 0
    amount: int = 0
    from_damage: bool = False

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        game.players[self.player].life -= self.amount
        game.players[self.player].life_lost_this_turn += self.amount

    def text(self, game):
        return f"{game.name_of(self.player)} loses {self.amount} life"


@dataclass
class DrawEvent(Event):
    kind: ClassVar[str] = "draw"
    rule: ClassVar[str] = "121.1"
    player: int = 0
    drawn: int | None = None   # id of the card in hand after the draw

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        game._draw_one(self)

    def text(self, game):
        if self.drawn is None:
            return f"{game.name_of(self.player)} draws from an empty library"
        return f"{game.name_of(self.player)} draws a card"


@dataclass
class ZoneChangeEvent(Event):
    """CR 400.7: an object moves; it becomes a new object (``new_id``)."""
    kind: ClassVar[str] = "zone_change"
    rule: ClassVar[str] = "400.7"
    obj: int = 0
    from_zone: str = ""
    to_zone: str = ""
    reason: str = "move"          # "destroy", "sacrifice", "exile", "dies", "cast", "resolve", ...
    tapped: bool = False
    counters: dict = field(default_factory=dict)
    back_face_up: bool = False    # enters transformed (712.14a)
    to_top: bool = True
    controller: int | None = None
    new_id: int | None = None
    last_known: Any = None        # characteristics just before it left (603.10)
    attacking: Any = None         # enters attacking this player (508.4; combat must be on)
    # abilities it enters with ("enters with two +1/+1 counters on it and with flying", 614.1c):
    # granted to the new permanent, for as long as it is that object (400.7)
    with_abilities: tuple = ()
    face_down: bool = False       # enters face down (manifest 701.40a; kernel/manifest.py)

    def affected_player(self, game):
        o = game.objects.get(self.obj)
        return o.controller if o else None

    def execute(self, game):
        if self.obj in game.objects:   # 614.7: an event that can't happen doesn't
            game._move(self)

    def text(self, game):
        name = self.last_known.name if self.last_known is not None else game.name_of(self.obj)
        return f"{name} moves from {self.from_zone} to {self.to_zone}" + (f" ({self.reason})" if self.reason != "move" else "")


@dataclass
class CountersEvent(Event):
    """CR 122: put (``amount`` > 0) or remove counters on an object or player."""
    kind: ClassVar[str] = "counters"
    rule: ClassVar[str] = "122.1"
    target: int = 0
    counter: str = "+1/+1"
    amount: int = 1
    remove: bool = False

    def affected_player(self, game):
        return _controller_of(game, self.target)

    def execute(self, game):
        game._counters(self)

    def text(self, game):
        verb = "removes" if self.remove else "gets"
        return f"{game.name_of(self.target)} {verb} {self.amount} {self.counter} counter(s)"


@dataclass
class CreateTokenEvent(Event):
    """CR 111.2: create token(s)."""
    kind: ClassVar[str] = "create_token"
    rule: ClassVar[str] = "111.2"
    controller: int = 0
    definition: Any = None   # CardDef
    count: int = 1
    counters: dict = field(default_factory=dict)
    tapped: bool = False
    copy_of: Any = None      # CopiableValues for token copies (707.2)
    back_face_up: bool = False
    copy_of_dfc: bool = False  # the token is a double-faced copy of a double-faced object (707.8a)
    created: list = field(default_factory=list)

    def affected_player(self, game):
        return self.controller

    def execute(self, game):
        game._create_tokens(self)

    def text(self, game):
        name = self.copy_of.face.name if self.copy_of is not None else self.definition.front.name
        return f"{game.name_of(self.controller)} creates {self.count} {name} token(s)"


@dataclass
class AddManaEvent(Event):
    """CR 106.3: mana is produced and added to a pool."""
    kind: ClassVar[str] = "add_mana"
    rule: ClassVar[str] = "106.3"
    player: int = 0
    mana: list = field(default_factory=list)
    # 106.12: the permanent tapped for this mana (a mana ability with {T} in its cost), or None
    tapped_for_mana: int | None = None

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        game._add_mana(self)

    def text(self, game):
        return f"{game.name_of(self.player)} adds {' '.join(m.label() for m in self.mana)}"


@dataclass
class SpendManaEvent(Event):
    """CR 106.4 / 106.6: mana leaves a pool to pay for a spell or ability."""
    kind: ClassVar[str] = "spend_mana"
    rule: ClassVar[str] = "106.6"
    player: int = 0
    mana: Any = None
    spend: Any = None   # SpendTarget

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        game._spend_mana(self)

    def text(self, game):
        return f"{game.name_of(self.player)} spends {self.mana.label()}"


@dataclass
class TransformEvent(Event):
    """CR 701.27 transform / 701.28 convert."""
    kind: ClassVar[str] = "transform"
    rule: ClassVar[str] = "701.27a"
    obj: int = 0
    convert: bool = False

    def affected_player(self, game):
        return _controller_of(game, self.obj)

    def execute(self, game):
        if self.obj in game.objects:
            game._transform(self)

    def text(self, game):
        return f"{game.name_of(self.obj)} {'converts' if self.convert else 'transforms'}"


@dataclass
class TapEvent(Event):
    kind: ClassVar[str] = "tap"
    rule: ClassVar[str] = "701.26a"
    obj: int = 0
    untap: bool = False

    def affected_player(self, game):
        return _controller_of(game, self.obj)

    def execute(self, game):
        if self.obj in game.objects:
            game.objects[self.obj].tapped = not self.untap

    def text(self, game):
        return f"{game.name_of(self.obj)} {'untaps' if self.untap else 'becomes tapped'}"


@dataclass
class LoseGameEvent(Event):
    kind: ClassVar[str] = "lose_game"
    rule: ClassVar[str] = "104.3"
    player: int = 0
    reason: str = ""

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        game.players[self.player].lost = True
        if game.priority == self.player:   # 800.4: priority passes to the next player in the game
            game.priority = game._next_in_game(self.player)

    def text(self, game):
        return f"{game.name_of(self.player)} loses the game ({self.reason})"


@dataclass
class WinGameEvent(Event):
    """CR 104.2b: an effect states that a player wins the game; the game ends at once (104.1)."""
    kind: ClassVar[str] = "win_game"
    rule: ClassVar[str] = "104.2b"
    player: int = 0

    def affected_player(self, game):
        return self.player

    def execute(self, game):
        if game.outcome is None and not game.players[self.player].lost:
            game.outcome = f"{game.name_of(self.player)} wins"
            game.priority = None

    def text(self, game):
        return f"{game.name_of(self.player)} wins the game"


@dataclass
class MarkerEvent(Event):
    """An event with no state change of its own, for triggers and the log:
    "spell_cast", "ability_activated", "step_begins", "scheme_set_in_motion",
    "attackers_declared", "blockers_declared", ..."""
    kind: ClassVar[str] = "marker"
    name: str = ""
    data: dict = field(default_factory=dict)
    say: str = ""

    def execute(self, game):
        pass

    def text(self, game):
        return self.say or self.name


@dataclass
class SpellCopiedEvent(MarkerEvent):
    """CR 707.10: a copy of a spell was put on the stack (it wasn't cast, 707.10c):
    for "whenever you cast or copy a spell" (magecraft, 207.2c)."""
    rule: ClassVar[str] = "707.10"
