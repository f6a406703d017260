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


# -- G10 (grammar/rules/95_quant_more.lark) -------------------------------------------
@node
class ExactlyValue(Node):
    """"with mana value X", "if its mana value is X": equal to the amount (CR 107.3)."""
    amount: Node


@node
class TotalNumberOf(Node):
    """"the total number of cards in all players' hands"."""
    filter: Node


@node
class StatOf(Node):
    """"the power of target creature you control" (CR 208)."""
    stat: Node
    of: Node


@node
class Twice(Node):
    """"twice the number of creatures you control": the quantity doubled (CR 107.1)."""
    quantity: Node


@node
class LifeGainedAmount(Node):
    """"the amount of life you gained this turn" (CR 119.3)."""
    player: Node
    duration: Optional[Node] = None


@node
class LifeLostAmount(Node):
    """"the amount of life you've lost this turn" (CR 119.3)."""
    player: Node
    duration: Optional[Node] = None


@node
class ManaSpentAmount(Node):
    """"the amount of mana spent to cast it" (CR 601.2h: the mana paid)."""
    spell: Node


@node
class ForEachColorAmong(Node):
    """"for each color among permanents you control" (CR 105.2: counted once each)."""
    among: Node


@node
class ForEachTimeKicked(Node):
    """"for each time it was kicked" (CR 702.33: kicker paid any number of times)."""
    object: Node


@node
class MoreCardsInZoneThan(Node):
    """"if an opponent has more cards in hand than you" (CR 402)."""
    player: Node
    kind: Node
    zone: Node
    other: Node


@node
class AtLeastNMoreCardsInZoneThan(Node):
    """"if an opponent has at least four more cards in hand than you"."""
    player: Node
    amount: Node
    kind: Node
    zone: Node
    other: Node


@node
class LostLifeThisTurnCondition(Node):
    """"if an opponent lost life this turn" (CR 119.3)."""
    player: Node


@node
class SameQualityAs(Node):
    """"if it has the same name as a card in your graveyard" (CR 201.2),
    "the same mana value as the discarded card" (CR 202.3)."""
    object: Node
    quality: Node
    other: Node


@node
class SameName(Node):
    """a name (CR 201.2)."""


@node
class WithLesser(Node):
    """"with lesser mana value": less than that of the object named before."""
    stat: Node


@node
class TotalManaValue(Node):
    """"total mana value": the sum over the objects (CR 202.3)."""


@node
class TotalToughness(Node):
    """"total toughness": the sum over the objects (CR 208)."""


@node
class WithNoKind(Node):
    """"with no abilities" (CR 113: the object has none)."""
    kind: Node


@node
class WithNoCounters(Node):
    """"with no counters on them" (CR 122)."""
    holder: Node


@node
class WithNoCountersOfKind(Node):
    """"with no +1/+1 counters on them" (CR 122)."""
    kind: Node
    holder: Node


@node
class PutCountersEqualBefore(Node):
    """"put a number of +1/+1 counters equal to that spell's mana value on up to one
    target creature" (the amount before the object)."""
    player: Optional[Node]
    kind: Node
    word: Node
    quantity: Node
    target: Node


# -- G10 batch 2 ------------------------------------------------------------------------
@node
class HadCountersCondition(Node):
    """"if it had counters on it": any kind (CR 122.1), as it last existed (CR 608.2h)."""
    holder: Node
    on: Node


@node
class HaveStatCondition(Node):
    """"if creatures you control have total power 8 or greater" (CR 208)."""
    objects: Node
    stat: Node
    comparison: Node


@node
class OrdinalStepOf(Node):
    """"your first main phase" (CR 505.1a: the first and second main phases)."""
    player: Node
    ordinal: Node
    step: Node


@node
class AddAnyTypeCouldProduce(Node):
    """"one mana of any type that a land you control could produce" (CR 106.7)."""
    amount: Node
    source: Node


@node
class AddAnyTypeProduced(Node):
    """"one mana of any type that land produced" (CR 106.12: a triggered mana ability)."""
    amount: Node
    source: Node


@node
class AddAnyColorAmong(Node):
    """"one mana of any color among legendary permanents you control" (CR 105.2)."""
    amount: Node
    among: Node


@node
class ForEachLifeLost(Node):
    """"for each 1 life you lost" (CR 119.3)."""
    unit: Node
    player: Node


@node
class ForEachLifeLostThisWay(Node):
    """"for each 1 life lost this way" (CR 119.3)."""
    unit: Node


@node
class ForEachLifeGained(Node):
    """"for each 1 life you gained this turn" (CR 119.3)."""
    unit: Node
    player: Node
    duration: Optional[Node] = None


@node
class ForEachDamagePrevented(Node):
    """"for each 1 damage prevented this way" (CR 615)."""
    unit: Node


# -- G10 batch 3 ------------------------------------------------------------------------
@node
class QuantityPlus(Node):
    """"the number of Elves you control plus the number of Elf cards in your graveyard"."""
    left: Node
    right: Node


@node
class QuantityMinusQuantity(Node):
    """"the number of cards in your hand minus the number of cards in that player's hand"."""
    left: Node
    right: Node


@node
class AmountMinus(Node):
    """"3 minus the number of cards in their hand" (CR 107.1)."""
    amount: Node
    quantity: Node


@node
class HalfRounded(Node):
    """"half the number of Zombies you control, rounded down" (CR 107.1a)."""
    quantity: Node
    rounding: Node


@node
class TheDifference(Node):
    """"the difference": between the two numbers the sentence compared before."""


@node
class MillHalf(Node):
    """"Target player mills half their library, rounded down." (CR 701.17, 107.1a)"""
    player: Optional[Node]
    owner: Node
    zone: Node
    rounding: Node


@node
class SacrificeHalf(Node):
    """"sacrifices half the permanents they control, rounded down" (CR 701.21, 107.1a)."""
    player: Optional[Node]
    filter: Node
    rounding: Node


@node
class DiscardHalf(Node):
    """"discards half the cards in their hand, rounded down" (CR 701.9, 107.1a)."""
    player: Optional[Node]
    filter: Node
    rounding: Node


@node
class PayHalfLifeCost(Node):
    """"Pay half your life, rounded up" (CR 119.4, 107.1a)."""
    player: Node
    rounding: Node


@node
class ControlsExactly(Node):
    """"if you control exactly one creature"."""
    player: Node
    amount: Node
    filter: Node


@node
class CardsInZoneExactly(Node):
    """"if you have exactly seven cards in hand"."""
    player: Node
    amount: Node
    kind: Node
    zone: Node


@node
class LifeExactly(Node):
    """"if you have exactly 1 life" (CR 119)."""
    player: Node
    amount: Node


@node
class CardsInZoneFewerThan(Node):
    """"if you have fewer than seven cards in hand"."""
    player: Node
    amount: Node
    kind: Node
    zone: Node


@node
class CountersFewerThan(Node):
    """"if it has fewer than four +1/+1 counters on it" (CR 122)."""
    holder: Node
    amount: Node
    kind: Node
    word: Node
    on: Node


@node
class HasCountersOrFewerOn(Node):
    """"if it has two or fewer judgment counters on it" (CR 122)."""
    holder: Node
    amount: Node
    kind: Node
    word: Node
    on: Node


@node
class ControlsFewerThanCondition(Node):
    """"if you control fewer creatures than each opponent"."""
    player: Node
    filter: Node
    other: Node


@node
class ThereAreFewerThan(Node):
    """"if there are fewer than six creature cards in your graveyard"."""
    amount: Node
    filter: Node


@node
class RedirectNextDamage(Node):
    """"The next 1 damage that would be dealt to target creature this turn is dealt to
    another target creature instead." (CR 614.9: a redirection)."""
    amount: Node
    from_: Node
    duration: Optional[Node]
    to: Node


# -- G10 batch 4 ------------------------------------------------------------------------
@node
class OrdinalEachTurn(Node):
    """"the first creature spell you cast each turn": counted anew each turn."""
    ordinal: Node
    adjectives: Node
    types: Node
    caster: Node


# -- G10 batch 5 ------------------------------------------------------------------------
@node
class NumberOfColorsAmong(Node):
    """"the number of colors among permanents you control" (vivid; CR 105.2)."""
    among: Node


@node
class CastDuringCondition(Node):
    """"If you cast this spell during your main phase" (addendum)."""
    spell: Node
    step: Node


@node
class StartingLifeTotal(Node):
    """"your starting life total" (CR 103.4)."""
    owner: Node


@node
class GainsLifeFirstTime(Node):
    """"gain life for the first time each turn" (CR 119.9)."""
    first: Node


@node
class LosesLifeFirstTime(Node):
    """"lose life for the first time each turn" (CR 119.3)."""
    first: Node


@node
class DoubleStats(Node):
    """"Double the power of target creature until end of turn." (CR 701.10a-b)."""
    stats: Node
    of: Node
    duration: Optional[Node] = None


# -- G10 batch 6 ------------------------------------------------------------------------
@node
class OnBattlefieldCondition(Node):
    """"If Durkwood Tracker is on the battlefield" (CR 400.1)."""
    object: Node


@node
class HadNoCountersCondition(Node):
    """"if it had no counters on it" (CR 122, 608.2h)."""
    holder: Node
    on: Node


@node
class HadNoCountersOfKindCondition(Node):
    """"if it had no time counters on it" (CR 122, 608.2h)."""
    holder: Node
    kind: Node
    on: Node


@node
class XIsSentence(Node):
    """"X is the number of pin counters on Voodoo Doll." (CR 107.3)."""
    quantity: Node


@node
class OfThatColor(Node):
    """"of that color": the color chosen before (CR 105.2)."""


@node
class NumberOfDifferentAmong(Node):
    """"the number of different powers among creatures you control"."""
    quality: Node
    among: Node


# -- G10 batch 7 ------------------------------------------------------------------------
@node
class CantCastMoreThan(Node):
    """"Each player can't cast more than one spell each turn." (a limit per turn)."""
    player: Node
    amount: Node
    adjectives: Node
    types: Node


@node
class NOrMoreColors(Node):
    """"that's one or more colors" (CR 105.2)."""
    amount: Node


@node
class ForEachColorAmongSentence(Node):
    """"For each color among permanents you control, add one mana of that color."."""
    among: Node
    chain: Node


@node
class ForEachColorSentence(Node):
    """"For each color, return up to one target card of that color ..." (CR 105.2)."""
    chain: Node


@node
class AddThatColor(Node):
    """"one mana of that color": the color named before (CR 106.1)."""
    amount: Node


# -- G10 batch 8 ------------------------------------------------------------------------
@node
class StatWasCondition(Node):
    """"If its mana value was 3 or less" (CR 202.3, 608.2h: as it last existed)."""
    stat: Node
    comparison: Node


@node
class HasAnyCountersOrMore(Node):
    """"has five or more counters on it": counters of any kinds together (CR 122.1)."""
    holder: Node
    amount: Node
    on: Node


@node
class ForEachAnyCounter(Node):
    """"for each counter on it": counters of any kinds (CR 122.1)."""
    holder: Node


@node
class ForEachCounterRemoved(Node):
    """"for each charge counter removed this way" (CR 122)."""
    kind: Node
    word: Node


@node
class NumberOfAnyCounters(Node):
    """"the number of counters on it" (any kinds, CR 122.1)."""
    holder: Node


@node
class AddForEachCounter(Node):
    """"Add {C} for each charge counter on this artifact." (CR 106.1, 122)."""
    mana: Node
    kind: Node
    word: Node
    holder: Node


@node
class AddForEachCounterRemoved(Node):
    """"Add {B} for each storage counter removed this way." (CR 106.1, 122)."""
    mana: Node
    kind: Node
    word: Node


@node
class AddAnyColorCouldProduce(Node):
    """"one mana of any color that a land an opponent controls could produce" (CR 106.7)."""
    amount: Node
    source: Node



# -- G10 batch 9 ------------------------------------------------------------------------
@node
class TimesAmount(Node):
    """"three times X", "three times the number of ..." (CR 107.1: a multiple)."""
    factor: Node
    quantity: Node
