"""G7: quantities, comparisons and conditions (grammar/rules/92_quantities.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- quantities ----------------------------------------------------------------------
@node
class NumberOfTypesAmong(Node):
    """"the number of card types among cards in your graveyard" (CR 205.2a): the distinct
    types of the kind named ("card", "basic land", "creature") among the objects."""
    adjectives: Node
    types: Node
    among: Node


@node
class RandomNumber(Node):
    """"a number from 0 to 5 chosen at random" (CR 706.2: random choice)."""
    low: Node
    high: Node


@node
class UnspentManaAmount(Node):
    """"the amount of unspent mana you have" (CR 106.4: mana in a mana pool)."""
    player: Node


@node
class ForEachTypeAmong(Node):
    """"for each basic land type among lands you control" (domain, CR 205.3i)."""
    adjectives: Node
    types: Node
    among: Node


@node
class TypesQuality(Node):
    """distinct types of a kind: "card types" (CR 205.2a), "creature types" (205.3m)."""
    adjectives: Node
    types: Node


# -- conditions ----------------------------------------------------------------------
@node
class QuantityCondition(Node):
    """"as long as your devotion to green is less than five" (CR 700.5)."""
    quantity: Node
    comparison: Node


@node
class ControlsMoreThan(Node):
    """"if an opponent controls more lands than you": a count of permanents compared."""
    player: Node
    filter: Node
    other: Node


@node
class ControlsNMoreThan(Node):
    """"if an opponent controls at least four more creatures than you"."""
    player: Node
    amount: Node
    filter: Node
    other: Node


@node
class MoreLifeThan(Node):
    """"if you have more life than an opponent" (CR 119: life totals compared)."""
    player: Node
    other: Node


@node
class HasCounterCondition(Node):
    """"as long as it has a +1/+1 counter on it" (CR 122.1)."""
    holder: Node
    kind: Node
    on: Node


@node
class HadCounterCondition(Node):
    """"if it had a +1/+1 counter on it": the object as it last existed (CR 608.2h)."""
    holder: Node
    kind: Node
    on: Node


@node
class NoManaSpentCondition(Node):
    """"if no mana was spent to cast it" (CR 601.2h: the mana paid for the spell)."""
    spell: Node


@node
class ShareCondition(Node):
    """"if they share a color" (CR 105.4: objects share a color)."""
    objects: Node
    quality: Node


@node
class ShareWithCondition(Node):
    """"if it shares a color with a creature you control" (CR 105.4)."""
    object: Node
    quality: Node
    other: Node


@node
class IsNotType(Node):
    """"Nylea isn't a creature." (CR 205.1a: the object stops having the type)."""
    types: Node


@node
class LeftBattlefieldThisTurn(Node):
    """"if a permanent left the battlefield under your control this turn" (revolt)."""
    object: Node
    under: Optional[Node] = None


@node
class CastNOrMoreLastTurn(Node):
    """"if a player cast two or more spells last turn"."""
    player: Node
    amount: Node
    kind: Node


@node
class NoSpellsLastTurn(Node):
    """"if no spells were cast last turn"."""
    kind: Node


@node
class CounteredThisWay(Node):
    """"if that spell is countered this way" (CR 701.6)."""
    spell: Node


@node
class LostLifeLastTurn(Node):
    """"if you lost life last turn" (CR 119.3)."""
    player: Node


# -- filter qualifiers ---------------------------------------------------------------
@node
class Sharing(Node):
    """"that share a color with it", "that shares a creature type with ..." (CR 105.4,
    205.3): without "with", the objects share it with each other."""
    quality: Node
    with_: Optional[Node] = None


@node
class SharedWith(Node):
    """"with the sacrificed creature": the object shared with."""
    ref: Node


@node
class SharedColor(Node):
    """a color (CR 105.4)."""


@node
class SharedType(Node):
    """"a creature type", "a card type", "a permanent type" (CR 205.2-3)."""
    kind: Node


@node
class WithAnyCounter(Node):
    """"with a counter on it": any kind of counter (CR 122.1)."""
    holder: Node


# -- effects and triggers ------------------------------------------------------------
@node
class DoubleUnspentMana(Node):
    """"Double the amount of each type of unspent mana you have." (CR 106.4)"""
    player: Node


@node
class CountersPutOn(Node):
    """"Whenever one or more +1/+1 counters are put on this creature" (CR 122.6)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    on: Node


# -- batch 2: more quantities, comparisons and qualifiers ------------------------------
@node
class AmountPlus(Node):
    """"1 plus the number of green creatures on the battlefield" (CR 107.1)."""
    amount: Node
    quantity: Node


@node
class ColorsOfManaSpent(Node):
    """"the number of colors of mana spent to cast this spell" (converge, CR 106.3)."""
    spell: Node


@node
class HasCountersOrMore(Node):
    """"as long as an opponent has three or more poison counters" (CR 122.1)."""
    player: Node
    amount: Node
    kind: Node
    word: Node


@node
class ColorManaSpentAtLeast(Node):
    """"If at least three white mana was spent to cast this spell" (adamant, CR 601.2h)."""
    amount: Node
    color: Node
    spell: Node


@node
class HasCitysBlessing(Node):
    """"If you have the city's blessing" (CR 702.131c)."""
    player: Node


@node
class WithGreatest(Node):
    """"with the greatest mana value among creatures you control" (CR 208, 202.3)."""
    stat: Node
    among: Node


@node
class WithDifferent(Node):
    """"three or more creatures with different powers": pairwise different values."""
    quality: Node


@node
class DifferentPowers(Node):
    """powers (CR 208)."""


@node
class DifferentManaValues(Node):
    """mana values (CR 202.3)."""


@node
class DifferentNames(Node):
    """names (CR 201.2)."""


@node
class InYourParty(Node):
    """"the number of creatures in your party" (CR 700.8)."""


@node
class QuantityMinus(Node):
    """"the number of cards in your hand minus 4" (CR 107.1)."""
    quantity: Node
    amount: Node


@node
class ForEachDifferent(Node):
    """"for each different power among creatures you control": distinct values counted."""
    stat: Node
    among: Node


@node
class CostsLessWhereX(Node):
    """"This spell costs {X} less to cast, where X is ..." (CR 601.2f, 107.3)."""
    subject: Node
    cost: Node
    where: Node
