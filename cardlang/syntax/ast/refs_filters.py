"""G11: groups named before and filter qualifiers (grammar/rules/95_refs_more.lark)."""

from __future__ import annotations

from .base import Node, node


# -- a group named before (CR 608.2c) ------------------------------------------------
@node
class EachOfGroup(Node):
    """"each of them", "each of those creatures": every object of a group named before."""
    group: Node


@node
class ForEachOfSentence(Node):
    """"For each of those creatures, [effects]." (once for each object of the group)."""
    group: Node
    chain: Node


@node
class EachOfTarget(Node):
    """"each of two target creatures", "each of up to two target creatures": every one of
    the targets (one damage event or one counter for each, CR 115.1)."""
    target: Node


@node
class EachOfPlayers(Node):
    """"each of your opponents", "each of its controller's opponents" (CR 102.2)."""
    whose: Node
    players: Node


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


@node
class ListedNegation(Node):
    """"nonartifact," in "target nonartifact, nonblack creature": a negated type, color or
    supertype before a comma; the object must have none of the negated words (CR 205.4b)."""
    negation: Node
    word: Node


# -- what an earlier instruction did (CR 608.2c) ----------------------------------------
@node
class DiscardedThisWay(Node):
    """"discarded this way": the cards the ability's earlier discard put into a graveyard."""


@node
class DestroyedThisWay(Node):
    """"destroyed this way"."""


@node
class SacrificedThisWay(Node):
    """"sacrificed this way"."""


@node
class ReturnedThisWay(Node):
    """"returned this way"."""


@node
class MilledThisWay(Node):
    """"milled this way" (CR 701.13)."""


@node
class ChosenThisWay(Node):
    """"chosen this way"."""


@node
class WasDoneThisWay(Node):
    """Condition "a creature card is discarded this way": one of the objects the earlier
    instruction acted on matches the reference."""
    what: Node
    done: Node


@node
class WasExiledThisWay(Node):
    """Condition "a creature card is exiled this way"."""
    what: Node


@node
class FromAmongRef(Node):
    """"from among those cards", "from among creatures you control": one of a group named
    before or of the objects a filter describes."""
    among: Node


@node
class MilledWord(Node):
    """"milled" in "the milled cards" (CR 701.13)."""


@node
class PairedWith(Node):
    """Condition "this creature is paired with another creature" (soulbond, CR 702.95)."""
    what: Node
    partner: Node


@node
class BothOfThem(Node):
    """"both creatures", "both players": the two objects or players named before."""
    types: Node
