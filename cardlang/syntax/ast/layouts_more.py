"""More lines of special layouts (grammar/rules/99_layouts_more.lark): transforming
(CR 701.27, 712), melding (701.42, 713), planeswalking (701.31), schemes (701.32)."""

from __future__ import annotations

from .base import Node, node


@node
class AsTransformsInto(Node):
    """"As this permanent transforms into Curse of Leeches, attach it to a player." (CR 614.1c:
    the effect happens as the permanent transforms, CR 712.14: it is the same object)."""
    permanent: Node
    face: Node
    effects: Node


@node
class AsSetInMotion(Node):
    """"As you set this scheme in motion, choose an opponent." (CR 701.32: the choice is made
    as the scheme is set in motion, before its "when" abilities trigger)."""
    player: Node
    scheme: Node
    effects: Node


@node
class OwnsAndControls(Node):
    """"you both own and control this creature and a creature named Midnight Scavengers"
    (CR 701.42a: melding needs both halves owned and controlled by the same player)."""
    player: Node
    first: Node
    second: Node


@node
class MeldInto(Node):
    """"meld them into Chittering Host" (CR 701.42a, 713: the two halves become one melded
    permanent, the card named)."""
    pair: Node
    name: Node


@node
class Planeswalk(Node):
    """"planeswalk" (CR 701.31a): put the face-up plane or phenomenon on the bottom of its
    owner's planar deck and turn the top card face up."""
    pass
