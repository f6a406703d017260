"""Mana (session 12): adding and spending mana, mana value and mana cost in filters and
amounts (grammar/rules/99_x_mana.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node  # noqa: F401  (the family's nodes are @node classes)


# -- granted abilities (CR 113.1a) -------------------------------------------------------------

@node
class GainsKeywordsAndAbilities(Node):
    """'gains haste, "When ...," and "At the beginning ..."' (CR 613.1f: keywords and two quoted
    abilities gained; a predicate)."""
    keywords: Node
    abilities: Node


@node
class HasKeywordsAndAbilities(Node):
    """'has flying, "A," and "B"' (CR 613.1f: keywords and two quoted abilities of a static
    ability)."""
    keywords: Node
    abilities: Node


# -- costs and comparisons by mana value (CR 202.3) ----------------------------------------------

@node
class DiscardWithStatCost(Node):
    """'Discard a card with mana value X' (CR 202.3, 107.3k: a discard cost whose card is named by a
    characteristic compared with a value)."""
    cards: Node
    stat: Node
    value: Node



# -- adding mana (CR 106, 605) -------------------------------------------------------------------

@node
class AddChosenColorForEach(Node):
    """'three mana of the chosen color for each artifact sacrificed this way' (CR 106.1)."""
    amount: Node
    for_each: Node


@node
class AddManaEqualToCost(Node):
    """'add mana equal to enchanted permanent's mana cost' (CR 202.1: the symbols of that cost)."""
    cost: Node


@node
class AddThatType(Node):
    """'three mana of that type' (CR 106.1b: the type named before)."""
    amount: Node


@node
class AddForEachSymbolSpent(Node):
    """'Add {C} for each {S} spent to cast this spell.' (CR 107.4h, 601.2h)."""
    mana: Node
    symbol: Node
    spell: Node


@node
class ForEachSymbolSentence(Node):
    """'For each colored mana symbol in the milled card's mana cost, add one mana of that color.'
    (CR 202.1, 107.4: the effect once per symbol of that cost)."""
    symbol: Node
    cost: Node
    chain: Node


@node
class ColoredManaSymbol(Node):
    """'colored mana symbol' (CR 107.4, 105.1: a symbol of one or more of the five colors)."""


@node
class ColorManaSymbol(Node):
    """'blue mana symbol' (CR 107.4: a symbol of that color)."""
    color: Node


# -- spending mana (CR 106.6, 609.4b) ------------------------------------------------------------

@node
class WhenYouSpendTrigger(Node):
    """'When you spend this mana to cast ..., ...' (CR 106.6: a rider of the mana, a triggered ability
    that triggers as the mana is spent, 603.2)."""
    use: Node
    chain: Node


@node
class SpendOnlyColoredOnX(Node):
    """'Spend only colored mana on X.' (CR 107.3)."""


@node
class AtMostManaOfEachColor(Node):
    """'No more than one mana of each color may be spent this way.' (CR 107.3)."""
    amount: Node


@node
class SpendOtherManaAsColorless(Node):
    """'You may spend other mana only as though it were colorless mana.' (CR 609.4b: the color word
    is "colorless")."""
    player: Node
    color: Node


@node
class TapForMana(Node):
    """'tap lands you don't control for mana' (CR 605.1a: activating their mana abilities)."""
    subject: Optional[Node]
    what: Node


# -- mana abilities, mana costs and values in filters (CR 605, 202) ------------------------------

@node
class WithManaAbility(Node):
    """'with a mana ability' (CR 605.1a)."""
    word: Node


@node
class WithManaCostContaining(Node):
    """'with a mana cost that contains {X}' (CR 202.1, 107.3)."""
    symbol: Node


@node
class StatParityCondition(Node):
    """'if its mana value is odd' (CR 202.3; 0 is even)."""
    stat: Node
    parity: Node


@node
class ConditionalIfInsteadSentence(Node):
    """'If this spell was kicked, counter that spell if its mana value is 4 or less instead.'
    (CR 608.2c, 614.1a: the sentence replaces the one before when both conditions hold)."""
    condition: Node
    chain: Node
    inner_condition: Node


@node
class CastWithoutPayingIfAble(Node):
    """'the player casts it without paying its mana cost if able' (CR 101.3, 118.9)."""
    subject: Optional[Node]
    what: Node
    without_paying: Node


# == session 13 ==================================================================================

# -- cards named by what was done to them (CR 608.2c) ---------------------------------------------

@node
class RevealedAdjective(Node):
    """'all revealed cards' (CR 608.2c: the cards an earlier instruction revealed)."""


@node
class ThePastRefNotCast(Node):
    """'the exiled cards that weren't cast this way' (CR 608.2c: the cards exiled before, less those
    cast by the permission of the same ability)."""
    how: Node
    types: Node
    qualifier: Node


# -- conditions ------------------------------------------------------------------------------------

@node
class ItIsEitherCondition(Node):
    """'if it's a land card or a creature card with mana value 3 or less' (CR 205: either filter)."""
    first: Node
    second: Node


# -- protection from mana values (CR 202.3, 702.16a) ------------------------

@node
class FromEachStatAmong(Node):
    """'protection from each mana value among artifacts you control' (CR 702.16a: every value some
    object of that group has)."""
    stat: Node
    types: Node
    controller: Node


@node
class FromEachStatOtherThan(Node):
    """'protection from each mana value other than the chosen number' (CR 702.16a)."""
    stat: Node
    value: Node


# -- what was done "this way" as a condition (CR 608.2c) ------------------------------------------

@node
class DrewThisWay(Node):
    """'if you draw one or more cards this way' (CR 608.2c, 121.1)."""
    player: Node
    cards: Node


@node
class EntersThisWayCondition(Node):
    """'if a creature enters this way' (CR 608.2c: an object the ability put onto the battlefield)."""
    what: Node


@node
class ThatExiledRef(Node):
    """'that exiled card' (CR 608.2c: the one object an earlier instruction exiled)."""
    types: Node


# -- mana costs paid, values compared (CR 118.1, 202) ---------------------------------------------

@node
class PayObjectManaCost(Node):
    """'pay its mana cost' as an activation cost (CR 118.1, 202.1, 602.1)."""
    cost: Node


# -- draws, lost types, attacking (CR 504.1, 305.7, 506.4) ----------------------------------------

@node
class DrawsNthEachDrawStep(Node):
    """'draw your first card during each of your draw steps' (CR 504.1: the draw step's draw counts)."""
    ordinal: Node
    word: Node


@node
class LostLandTypesAndAbilities(Node):
    """'loses all land types and abilities' (CR 305.7, 613.1d subtypes, 613.1f abilities)."""


@node
class ExactlyAttackingCondition(Node):
    """'if exactly one creature is attacking' (CR 506.4: the attacking creatures counted)."""
    amount: Node
    filter: Node


# -- abilities, delayed mana (CR 605.1a, 603.7a) ----------------------------------

@node
class ThatArentManaAbilities(Node):
    """'abilities that aren't mana abilities' (CR 605.1a)."""
    word: Node


@node
class AddManaDelayed(Node):
    """'add {R} at the beginning of your next main phase' (CR 603.7a: a delayed triggered ability
    adds the mana then)."""
    produced: Node
    when: Node


# -- mana of land types replaced (CR 614.1a, 305.6) -------------------------------------------------

@node
class LandTypesProduceInstead(Node):
    """'If tapped for mana, Plains produce {R}, ..., and Forests produce {B} instead of any other type.'
    (CR 614.1a: a replacement of the mana each basic land type produces)."""
    items: tuple


@node
class LandTypeProduces(Node):
    """'Plains produce {R}' (CR 305.6: the lands of that type)."""
    land_type: Node
    mana: Node


# -- casting (CR 101.3, 118.9, 702.8a) -----------------------------------------------------------------

@node
class CastIfAbleWithoutPaying(Node):
    """'Cast the copies if able without paying their mana costs.' (CR 101.3, 118.9)."""
    subject: Optional[Node]
    what: Node
    without_paying: Node


@node
class CastWithoutPayingAsThough(Node):
    """'cast creature spells ... without paying their mana costs and as though they had flash' (CR 118.9,
    702.8a: one permission with both)."""
    subject: Optional[Node]
    what: Node
    without_paying: Node
    pronoun: Node
    keyword: Node


# -- colors (CR 105) ---------------------------------------------------------------------------------

@node
class BecomesThatColor(Node):
    """'becomes that color' (CR 105.3: the color named before)."""


@node
class ChooseColorOf(Node):
    """'Choose a color of a permanent you control.' (CR 105.2: one of that object's colors)."""
    of: Node


# -- the card another player revealed; commanders; controllers (CR 608.2c, 903, 108.4) ------------------

@node
class TheRevealedBy(Node):
    """'the card revealed by the other player' (CR 608.2c: the card that player revealed before)."""
    noun: Node
    by: Node


@node
class TheOtherPlayer(Node):
    """'the other player' (the other one of two players named before)."""
    word: Node


@node
class NonCommanderWord(Node):
    """'noncommander' (CR 903.3: a permanent that isn't a commander)."""
    negation: Node


# -- mana abilities' costs, colors counted (CR 605.1a, 105.2) -------------------------------------------

@node
class ManaAbilitiesOf(Node):
    """'Mana abilities of this land' (CR 605.1a)."""
    word: Node
    of: Node


@node
class CostsAdditionalLifeToActivate(Node):
    """'Mana abilities of this land cost an additional 1 life to activate.' (CR 601.2f, 602.2b: an
    additional cost)."""
    what: Node
    amount: Node


@node
class WithExactlyColors(Node):
    """'spells with exactly three colors' (CR 105.2)."""
    amount: Node


# -- mana production replaced, conditions (CR 614.1a, 106.3) ----------------------------------------------

@node
class PlayerTapsForMana(Node):
    """'if a player taps a nonbasic land for mana' (CR 106.11, 605.1a)."""
    player: Node
    what: Node


@node
class ProducesInsteadOfColor(Node):
    """'If target Plains is tapped for mana, it produces colorless mana instead of white mana.'
    (CR 614.1a: the mana of one color replaced)."""
    tap: Node
    pronoun: Node
    mana: Node
    color: Node


@node
class NotThatPlayersTurn(Node):
    """'if it's not that player's turn' (CR 500.1)."""


# -- mana symbols in costs (CR 107.4, 202.1) -----------------------------------------------------------------

@node
class WithColorSymbolsInCost(Node):
    """'with one or more blue mana symbols in its mana cost' (CR 107.4, 202.1)."""
    amount: Node
    color: Node


@node
class ForEachSymbolInCost(Node):
    """'for each {R} in that spell's mana cost' (CR 107.4, 202.1: once per such symbol)."""
    symbol: Node
    cost: Node


@node
class AddForEachCounterOn(Node):
    """'add {C} for each counter on it' (CR 122.1: counters of any kind)."""
    mana: Node
    on: Node


# -- the top cards of a color, coin flips (CR 401.2, 705.2) -------------------------------------------------

@node
class TopColoredOfZone(Node):
    """'the top three black cards of your graveyard' (CR 404.2: a graveyard's order; 105: the color)."""
    amount: Node
    color: Node
    types: Node
    zone: Node


@node
class WinsTheFlipEvent(Node):
    """'When you win the flip, ...' (CR 705.2, 603.12: a reflexive trigger of the flip just made)."""


@node
class LosesTheFlipEvent(Node):
    """'When you lose the flip, ...' (CR 705.2, 603.12)."""
