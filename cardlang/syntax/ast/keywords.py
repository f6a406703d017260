"""Keyword abilities (CR 702)."""

from __future__ import annotations

from .base import Node, node


@node
class KeywordLine(Node):
    items: tuple


@node
class SimpleKeyword(Node):
    name: Node


@node
class CostKeyword(Node):
    """Equip {2}, Cycling {2}, Flashback {1}{R}."""
    name: Node
    cost: Node


@node
class NumberedKeyword(Node):
    """Bushido 1, Annihilator 2."""
    name: Node
    amount: Node


@node
class Enchant(Node):
    """Enchant [object] (CR 702.5)."""
    filter: Node


@node
class EnchantFilter(Node):
    adjectives: Node
    groups: tuple
    suffixes: Node


@node
class EnchantOr(Node):
    pass


@node
class Protection(Node):
    """Protection from [quality] (CR 702.16)."""
    quality: Node


@node
class ProtectionFrom(Node):
    colors: tuple


@node
class WardCost(Node):
    """Ward—[cost] (CR 702.21)."""
    cost: Node


@node
class KeywordWords(Node):
    items: tuple


@node
class KeywordWord(Node):
    name: Node
