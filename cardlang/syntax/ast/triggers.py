"""Trigger conditions (CR 603)."""

from __future__ import annotations

from .base import Node, node


@node
class When(Node):
    event: Node


@node
class Whenever(Node):
    event: Node


@node
class AtBeginningOf(Node):
    step: Node


@node
class Enters(Node):
    subject: Node


@node
class Dies(Node):
    subject: Node


@node
class Attacks(Node):
    subject: Node


@node
class Blocks(Node):
    subject: Node


@node
class Casts(Node):
    player: Node
    what: Node


@node
class SetInMotion(Node):
    """Setting a scheme in motion (CR 701.31)."""
    player: Node
    scheme: Node


@node
class DealsCombatDamageTo(Node):
    source: Node
    recipient: Node


@node
class StepOf(Node):
    owner: Node
    step: Node


@node
class EachStep(Node):
    step: Node


@node
class NextStep(Node):
    step: Node


@node
class CombatOnYourTurn(Node):
    pass
