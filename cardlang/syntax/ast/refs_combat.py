"""G14: references and filter qualifiers — combat, players, zones, targets
(grammar/rules/98_refs_combat.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- combat (CR 506-509) -------------------------------------------------------------
@node
class MustBlockIfAble(Node):
    """"All creatures able to block target creature this turn do so." (CR 509.1c: a blocking
    requirement; each creature that can block ``attacker`` must block it)."""
    blockers: Node
    attacker: Node
    duration: Optional[Node]


@node
class BlockingObject(Node):
    """"blocking it", "blocking this creature": the object blocks ``blocked`` (CR 509.1)."""
    blocked: Node


@node
class BlockingOrBlockedBy(Node):
    """"blocking or blocked by this creature" (CR 509.1, 509.1h)."""
    other: Node


@node
class BlockedByObject(Node):
    """"blocked by Wall of Nets": the object is an attacking creature ``blocker`` blocks."""
    blocker: Node


@node
class ItIsBlocking(Node):
    """"target creature it's blocking": a creature the source (it) is blocking."""


@node
class SelfIsBlocking(Node):
    """"target creature ~ is blocking": a creature this object is blocking."""
    blocker: Node


@node
class TheAttackedByIt(Node):
    """"the player or planeswalker it's attacking": the player, planeswalker or battle the
    creature attacks (CR 506.3, 508.1b)."""
    types: Node


# -- players ---------------------------------------------------------------------------
@node
class SomeOfPlayers(Node):
    """"one of your opponents" (CR 102.3)."""
    amount: Node
    whose: Node
    players: Node


@node
class AnotherOfPlayers(Node):
    """"another one of your opponents": one not named before."""
    amount: Node
    whose: Node
    players: Node


@node
class EnchantedPlayers(Node):
    """"enchanted player's" (CR 303.4: an Aura attached to a player)."""


# -- zones (CR 400) --------------------------------------------------------------------
@node
class InAnyZone(Node):
    """"in graveyards": in any player's zone of that kind."""
    zone: Node


@node
class FromOutsideGame(Node):
    """"from outside the game" (CR 400.11: a card outside the game, e.g. a sideboard)."""


@node
class OutsideTheGame(Node):
    """"cards you own outside the game" (CR 400.11)."""


# -- targets (CR 601.2c) ---------------------------------------------------------------
@node
class OneOfThreeCounts(Node):
    """"one, two, or three target creatures": the number of targets is chosen as the spell
    is cast (CR 601.2c)."""
    first: Node
    second: Node
    third: Node


@node
class TargetsThreeRange(Node):
    """"one, two, or three targets" (any targets, CR 115.4, 601.2c)."""
    first: Node
    second: Node
    third: Node


@node
class AttackingYou(Node):
    """"that's attacking you" (CR 508.1b: it attacks you, not a planeswalker or battle)."""
