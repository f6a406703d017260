"""Session 17 (grammar helper): wordings of the corpus tail that recur across the families
(grammar/rules/99_y_grammar17.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node  # noqa: F401  (the family's nodes are @node classes)


# -- filters -----------------------------------------------------------------------------------

@node
class ColorOrType(Node):
    """"a black or artifact creature": an object that is of that color or has that card type
    (CR 105.2, 205.2a), as either_color is one of two colors."""
    color: Node
    card_type: Node


@node
class FilterUnionList(Node):
    """"target enchantment, tapped artifact, or tapped creature" (CR 115.1, 608.2b): the first
    kinds (a type list), then parts with adjectives of their own; ``last`` says whether any one
    of them (UnionOr) or each of them (UnionAnd) is meant. The suffixes qualify every part."""
    adjectives: Node
    types: Node
    parts: tuple
    last: Node
    suffixes: Node


@node
class UnionPart(Node):
    """One part of a filter_union_list after a comma: a ColoredPart."""
    part: Node


@node
class UnionOr(Node):
    """", or tapped creature": the list's last part; an object of any one part."""
    part: Node


@node
class UnionAnd(Node):
    """", and red permanents": the list's last part; objects of each part."""
    part: Node
