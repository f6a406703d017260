"""Static abilities (CR 604), replacement effects (614) and restrictions."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


@node
class CantBeCountered(Node):
    subject: Node


@node
class CantBlock(Node):
    subject: Node


@node
class CantAttack(Node):
    subject: Node


@node
class EntersTapped(Node):
    """CR 614.1c: a replacement effect on how it enters."""
    subject: Node


@node
class CostsMorePerExtraTarget(Node):
    subject: Node
    cost: Node


@node
class HasKeywords(Node):
    subject: Node
    keywords: Node


@node
class DoubleDamage(Node):
    """If [source] would deal damage [to X], it deals double that damage [to X] instead (CR 614.1a)."""
    source: Node
    original_recipient: Optional[Node]
    new_recipient: Optional[Node]


@node
class DamageTo(Node):
    recipient: Node


@node
class ActivateOnlyAsSorcery(Node):
    """CR 602.5d."""
    sorcery: Node


@node
class ActivateOnlyOnceEachTurn(Node):
    pass
