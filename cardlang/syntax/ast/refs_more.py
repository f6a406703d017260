"""G4: references used by effects and triggers (grammar/rules/55_g4_refs.lark)."""

from __future__ import annotations

from .base import Node, node







@node
class SelfFromZone(Node):
    """"this card from your graveyard" (the object moved and the zone it is in)."""
    object: Node
    zone: Node


@node
class ThatFromZone(Node):
    """"that card from your graveyard"."""
    object: Node
    zone: Node


@node
class PronounFromZone(Node):
    """"it from your hand"."""
    object: Node
    zone: Node


@node
class FromTopOf(Node):
    """Filter suffix "from the top of your library"."""
    zone: Node


@node
class FromPronoun(Node):
    """Filter suffix "from it" / "from them" (a hand or pile named before)."""
    source: Node






@node
class RevealedThisWaySuffix(Node):
    """Filter suffix "revealed this way"."""


@node
class ControllerOf(Node):
    """"that creature's controller" (CR 108.4)."""
    object: Node


@node
class TargetControllerOf(Node):
    """"target creature's controller" (the target is the creature, CR 115.1; not "any target's",
    which would lex as one word)."""
    filter: Node


@node
class TheObject(Node):
    """"the player", "the token": the one named before (CR 608.2c)."""
    noun: Node


@node
class Devotion(Node):
    """"your devotion to black" (CR 700.5)."""
    color: Node


@node
class DevotionToTwo(Node):
    """"your devotion to white and black" (CR 700.5a)."""
    first: Node
    second: Node
