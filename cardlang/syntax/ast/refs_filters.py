"""G11: groups named before and filter qualifiers (grammar/rules/95_refs_more.lark)."""

from __future__ import annotations

from .base import Node, node


# -- a group named before (CR 608.2c) ------------------------------------------------
@node
class EachOfGroup(Node):
    """"each of them", "each of those creatures": every object of a group named before."""
    group: Node


@node
class AnyNumberOfGroup(Node):
    """"any number of them", "any number of those cards"."""
    group: Node


# -- filter qualifiers ---------------------------------------------------------------
@node
class FromAnyZone(Node):
    """"from graveyards": from any player's zone of that kind."""
    zone: Node


@node
class OfThatType(Node):
    """"of that type": of the type chosen before (CR 607.2)."""


@node
class ThatsAdjective(Node):
    """"that's tapped", "that's attacking alone"."""
    state: Node


@node
class AttackingAlone(Node):
    """"attacking alone" (CR 506.5: the only creature declared as an attacker)."""


@node
class ThatsA(Node):
    """"that's an artifact, creature, or enchantment": the object has one of these types."""
    types: Node


@node
class ThatsAOrA(Node):
    """"that's a Wolf or a Werewolf": the object has the first type or the second."""
    first: Node
    second: Node


@node
class AttachedTo(Node):
    """"attached to it": Auras and Equipment attached to an object (CR 301.5, 303.4)."""
    to: Node


# -- restrictions ----------------------------------------------------------------------
@node
class CantAttackYouOr(Node):
    """"can't attack you or planeswalkers you control" (CR 508.1)."""
    other: Node
