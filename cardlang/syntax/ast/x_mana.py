"""Mana (session 12): adding and spending mana, mana value and mana cost in filters and
amounts (grammar/rules/99_x_mana.lark)."""

from __future__ import annotations

from .base import Node, node  # noqa: F401  (the family's nodes are @node classes)


# -- granted abilities (CR 113.1a) -------------------------------------------------------------

@node
class GainsKeywordsAndAbilities(Node):
    """'gains haste, "When ...," and "At the beginning ..."' (CR 613.1f: keywords and two quoted
    abilities gained; a predicate)."""
    keywords: Node
    abilities: Node


@node
class HasKeywordsAndAbilities(Node):
    """'has flying, "A," and "B"' (CR 613.1f: keywords and two quoted abilities of a static
    ability)."""
    keywords: Node
    abilities: Node


# -- costs and comparisons by mana value (CR 202.3) ----------------------------------------------

@node
class DiscardWithStatCost(Node):
    """'Discard a card with mana value X' (CR 202.3, 107.3k: a discard cost whose card is named by a
    characteristic compared with a value)."""
    cards: Node
    stat: Node
    value: Node

