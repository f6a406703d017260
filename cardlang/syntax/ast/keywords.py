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
    """Equip {2}, Cycling {2}, Flashback {1}{R}, Ward {2}."""
    name: Node
    cost: Node


@node
class NumberedKeyword(Node):
    """Bushido 1, Annihilator 2."""
    name: Node
    amount: Node


@node
class KeywordDashCost(Node):
    """Ward—Pay 3 life. / Flashback—[costs]. (CR 702.21, 702.34)"""
    __glued__ = ("—",)
    name: Node
    costs: Node


@node
class NumberedDashCost(Node):
    """Suspend 4—{1}{R} (CR 702.62)."""
    __glued__ = ("—",)
    name: Node
    amount: Node
    cost: Node


@node
class KeywordFrom(Node):
    """Hexproof from black (CR 702.11d)."""
    name: Node
    quality: Node


@node
class KeywordFor(Node):
    """Affinity for artifacts (CR 702.41)."""
    name: Node
    types: Node


@node
class KeywordFilterCost(Node):
    """Equip legendary creature {3} (CR 702.6e)."""
    name: Node
    filter: Node
    cost: Node


@node
class Enchant(Node):
    """Enchant [object] (CR 702.5)."""
    filter: Node


@node
class Protection(Node):
    """Protection from [quality] (CR 702.16)."""
    quality: Node


@node
class ProtectionFrom(Node):
    """One or more qualities: "red", "creatures", "white and from blue"."""
    qualities: tuple


@node
class FromColor(Node):
    color: Node


@node
class FromTypes(Node):
    types: Node


@node
class FromEverything(Node):
    pass


@node
class FromAllColors(Node):
    pass


@node
class FromChosenColor(Node):
    pass


@node
class FromChosenPlayer(Node):
    noun: Node


@node
class FromEachColor(Node):
    pass


@node
class KeywordWords(Node):
    items: tuple


@node
class KeywordWord(Node):
    name: Node


# No longer produced by the grammar ("Ward—Pay 3 life." is KeywordDashCost,
# "Ward {2}" is CostKeyword); kept so code written against it still imports.
@node
class WardCost(Node):
    cost: Node


@node
class KeywordObject(Node):
    """Champion a creature, Gift a card (CR 702.72, 702.174)."""
    name: Node
    what: Node


@node
class KeywordNamed(Node):
    """Partner with [name] (CR 702.124j)."""
    name: Node
    card: Node


@node
class OtherCardName(Node):
    """Another card's name, word by word."""
    words: tuple


@node
class KeywordNamedAbility(Node):
    """"Exhaust — {3}: ...", "Boast — {1}: ...": an activated or triggered ability named by
    a keyword (CR 702.177 exhaust, 702.142 boast) that also limits it."""
    name: Node
    body: Node


@node
class SpliceOnto(Node):
    """CR 702.47: "Splice onto Arcane {1}{R}"."""
    name: Node
    subtype: Node
    cost: Node


@node
class CostKeywordChoice(Node):
    """"Kicker {2}{U} and/or {1}{B}" (CR 702.33d: two kicker costs), "Cumulative upkeep
    {G} or {W}"."""
    name: Node
    first: Node
    second: Node
