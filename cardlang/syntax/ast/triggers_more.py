"""G13: trigger events and conditions, ability and flavor words (grammar/rules/97_triggers_more.lark)."""

from __future__ import annotations

from .base import Node, node


# -- ability words and flavor words (CR 207.2c-d) ---------------------------------------
@node
class LabelledMode(Node):
    """A mode with a flavor word: "• Khans — [effect]" (CR 207.2d: no rules meaning; the
    mode is its sentences, CR 700.2)."""
    word: Node
    sentences: Node


# -- delayed triggers (CR 603.7) -------------------------------------------------------------
@node
class WhenThisTurn(Node):
    """"When that creature dies this turn, ...": a delayed trigger that lasts this turn and
    triggers once (CR 603.7b)."""
    event: Node


@node
class WheneverThisTurn(Node):
    """"Whenever you cast a spell this turn, ...": a delayed trigger that lasts this turn and
    triggers each time (CR 603.7b: a stated duration)."""
    event: Node


@node
class EitherTrigger(Node):
    """"When you planeswalk to ~ or at the beginning of your upkeep, ...": one ability with two
    trigger conditions, joined by "or" (it triggers on either, CR 603.2)."""
    first: Node
    second: Node


@node
class NextEvent(Node):
    """"you next cast an instant or sorcery spell": the next such event only (CR 603.7b)."""
    subject: Node
    predicate: Node


# -- more trigger events ------------------------------------------------------------------------
@node
class CommitsCrime(Node):
    """"you commit a crime" (CR 700.13: target an opponent, anything they control, or a card in
    their graveyard)."""


@node
class Expends(Node):
    """"you expend 4" (CR 700.14: as you spend your fourth total mana on spells this turn)."""
    amount: Node


@node
class AttacksWith(Node):
    """"you attack with one or more Elves" (CR 508.1: declared attackers matching the reference)."""
    attackers: Node


@node
class CastsDuring(Node):
    """"you cast a spell during an opponent's turn" (CR 601.2)."""
    spell: Node
    turn: Node


@node
class CastsNthDuringOpponentsTurn(Node):
    """"you cast your first spell during each opponent's turn"."""
    ordinal: Node
    kind: Node


@node
class CastsNext(Node):
    """"you cast your next creature spell" (CR 603.7b: the next one only)."""
    spell: Node


@node
class PutsCountersEvent(Node):
    """"you put a +1/+1 counter on a creature" (CR 122.6)."""
    amount: Node
    kind: Node | None
    counter: Node
    on: Node


@node
class PutsCountersOrMoreEvent(Node):
    """"you put one or more -1/-1 counters on this creature" (CR 122.6; one event however many)."""
    amount: Node
    kind: Node | None
    counter: Node
    on: Node


@node
class PlayersTurn(Node):
    """"an opponent's turn", "your turn"."""
    player: Node
