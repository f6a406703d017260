"""Cards and faces (CR 200, 712) and the type line (205)."""

from __future__ import annotations

from dataclasses import field
from typing import Optional

from .base import Node, node


@node
class TypeLine(Node):
    types: Node
    subtypes: Optional[Node] = None


@node
class TypeLineWords(Node):
    words: tuple


@node
class Subtypes(Node):
    words: tuple


@node
class Face(Node):
    """One face of a card: its frame and its abilities, in printed order."""
    name: str
    mana_cost: Optional[Node]
    color_indicator: tuple
    type_line: Optional[Node]
    abilities: tuple
    power: Optional[str] = None
    toughness: Optional[str] = None
    loyalty: Optional[str] = None
    defense: Optional[str] = None


@node
class Card(Node):
    """A card: one face, or several with a layout (CR 712 transform, 709 split...)."""
    name: str
    layout: str
    faces: tuple
