"""References to objects and players (CR 109, 115), filters and amounts."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- this object (CR 201.5) ----------------------------------------------------
@node
class SelfByName(Node):
    name: Node


@node
class SelfThis(Node):
    """"this creature", "this spell", "this Aura"."""
    __rules__ = ("self_this_type", "self_this_subtype")
    noun: Node


# -- pronouns and anaphora --------------------------------------------------------
@node
class It(Node):
    pass


@node
class They(Node):
    pass


@node
class Them(Node):
    pass


@node
class ThatRef(Node):
    """"that creature", "that permanent or player"."""
    types: Node


# -- players ------------------------------------------------------------------
@node
class You(Node):
    pass


@node
class ItsController(Node):
    pass


@node
class ItsOwner(Node):
    pass


@node
class DefendingPlayer(Node):
    noun: Node


@node
class QuantifiedPlayer(Node):
    quantifier: Node
    noun: Node


@node
class TargetPlayer(Node):
    noun: Node


@node
class ThatPlayer(Node):
    noun: Node


# -- targets (CR 115) ----------------------------------------------------------
@node
class Target(Node):
    count: Optional[Node]
    filter: Node


@node
class AnyTarget(Node):
    """A creature, player, planeswalker or battle (CR 115.4)."""
    pass


@node
class AnyNumberOfTargets(Node):
    pass


@node
class AnotherTarget(Node):
    filter: Node


@node
class Exactly(Node):
    amount: Node


@node
class UpTo(Node):
    amount: Node


# -- quantified objects -----------------------------------------------------------
@node
class Quantified(Node):
    quantifier: Node
    filter: Node


@node
class Each(Node):
    pass


@node
class All(Node):
    pass


@node
class ArticleA(Node):
    pass


@node
class ArticleAn(Node):
    pass


@node
class Another(Node):
    pass


@node
class Other(Node):
    pass


# -- filters ------------------------------------------------------------------
@node
class Filter(Node):
    adjectives: Node
    types: Node
    suffixes: Node


@node
class Adjectives(Node):
    items: tuple


@node
class Suffixes(Node):
    items: tuple


@node
class TypeWords(Node):
    """Type groups joined by separators: "artifact, creature, or enchantment"."""
    items: tuple


@node
class TypeGroup(Node):
    """Adjacent type words, all of which apply: "artifact creature card"."""
    words: tuple


@node
class TypeWord(Node):
    negation: Optional[Node]
    name: Node


@node
class SepOr(Node):
    pass


@node
class SepAnd(Node):
    pass


@node
class SepComma(Node):
    pass


@node
class SepCommaOr(Node):
    pass


@node
class SepCommaAnd(Node):
    pass


@node
class SepAndOr(Node):
    pass


@node
class ColorAdjective(Node):
    color: Node


@node
class NonColor(Node):
    negation: Node
    color: Node


@node
class Tapped(Node):
    pass


@node
class Untapped(Node):
    pass


@node
class Attacking(Node):
    pass


@node
class Blocking(Node):
    pass


@node
class Supertype(Node):
    name: Node


@node
class ControlledBy(Node):
    player: Node


@node
class NotControlledBy(Node):
    player: Node


@node
class WithKeyword(Node):
    keyword: Node


@node
class ManaValueOrLess(Node):
    amount: Node


@node
class ManaValueOrGreater(Node):
    amount: Node


@node
class PowerOrLess(Node):
    amount: Node


@node
class PowerOrGreater(Node):
    amount: Node


@node
class FromZone(Node):
    zone: Node


@node
class InZone(Node):
    zone: Node


@node
class OnBattlefield(Node):
    pass


@node
class ZoneRef(Node):
    owner: Node
    zone: Node


@node
class Your(Node):
    pass


@node
class ItsOwners(Node):
    pass


@node
class Their(Node):
    pass


@node
class ThatPlayers(Node):
    pass


@node
class APlayers(Node):
    pass


# -- amounts (CR 107) -------------------------------------------------------------
@node
class Count(Node):
    number: Node


@node
class One(Node):
    """"a" / "an" as a count."""
    pass


@node
class X(Node):
    """The variable X (CR 107.3)."""
    pass


@node
class ThatMuch(Node):
    pass
