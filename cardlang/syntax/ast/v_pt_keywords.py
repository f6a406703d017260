"""The corpus tail (session 6): power/toughness changes and granted or lost abilities ("gets", "gains", "has") (grammar/rules/99_v_pt_keywords.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- keyword costs set by a sentence -----------------------------------------------------------

@node
class KeywordCostEqual(Node):
    """"The flashback cost is equal to its mana cost." (CR 702.34a, 702.138a: a keyword granted
    without a cost takes the cost this sentence names; ``plus`` is a further cost, CR 118.8)."""
    keyword: Node
    cost: Node
    plus: Optional[Node]


@node
class CostPlus(Node):
    """"plus exile three other cards from your graveyard": a cost added to another (CR 118.8)."""
    cost: Node


@node
class ItsManaCost(Node):
    """"its mana cost": the mana cost of the object named before (CR 202.1), paid as a cost."""


@node
class RefManaCost(Node):
    """"that card's mana cost" (CR 202.1)."""
    object: Node


@node
class TheObjectManaCost(Node):
    """"the card's mana cost" (CR 202.1)."""
    kind: Node


# -- ending an effect --------------------------------------------------------------------------

@node
class MayPayToEndEffect(Node):
    """"You may pay {U} to end this effect." (CR 611.2: the continuous effect the ability
    created lasts until its controller pays to end it)."""
    payer: Node
    cost: Node


# -- base power and toughness ------------------------------------------------------------------

@node
class HasBaseStat(Node):
    """"has base power 0", "have base toughness 1" (CR 613.4b: sets one base value, layer 7b)."""
    stat: Node
    value: Node


@node
class BasePower(Node):
    """"base power" (CR 208.1, 613.4b)."""


@node
class BaseToughness(Node):
    """"base toughness" (CR 208.1, 613.4b)."""


@node
class WithBasePowerOrToughness(Node):
    """"with base power or toughness 1": either base value matches (CR 208.1)."""
    value: Node


@node
class HasBasePtEachEqual(Node):
    """"has base power and base toughness each equal to its mana value" (CR 613.4b)."""
    value: Node


# -- losing abilities and types ----------------------------------------------------------------

@node
class LosesAllOther(Node):
    """"loses all other abilities / card types / creature types": everything of that kind
    except what the same effect gives (CR 613.1d-f, 205.1a)."""
    kind: Node


@node
class LosesAllOf(Node):
    """"loses all creature types", "loses all landwalk abilities" (CR 613.1d, 613.1f)."""
    kind: Node


@node
class LostAbilities(Node):
    """"abilities" (CR 113)."""
    word: Node


@node
class LostCardTypes(Node):
    """"card types" (CR 205.2)."""
    word: Node


@node
class LostSubtypes(Node):
    """"creature types", "land types" (CR 205.3)."""
    type: Node


@node
class LostTypes(Node):
    """"types": card types and subtypes (CR 205)."""


@node
class LostColors(Node):
    """"colors" (CR 105)."""


@node
class LostKeywordAbilities(Node):
    """"landwalk abilities": every keyword ability of that family (CR 702.14)."""
    keyword: Node
    word: Node


@node
class LosesUnspentMana(Node):
    """"Each player loses all unspent mana." (CR 106.4: the mana pool empties)."""
    subject: Optional[Node]


# -- a choice of two changes -------------------------------------------------------------------

@node
class GetsPtChoice(Node):
    """"gets +1/-1 or -1/+1": the controller chooses one as the ability resolves (CR 608.2d,
    613.4c)."""
    first: Node
    second: Node


# -- attached objects with a qualifier ---------------------------------------------------------

@node
class EnchantedControlled(Node):
    """"Enchanted creatures you control": the objects Auras are attached to (CR 303.4) that
    the player controls."""
    types: Node
    controller: Node


@node
class EquippedControlled(Node):
    """"Equipped creatures you control": the objects Equipment is attached to (CR 301.5) that
    the player controls."""
    types: Node
    controller: Node


# -- landwalk variants -------------------------------------------------------------------------

@node
class LandwalkOfChosenType(Node):
    """"landwalk of the chosen type" (CR 702.14a: landwalk of one land type)."""
    keyword: Node


@node
class LandwalkOfThatType(Node):
    """"landwalk of that type" (CR 702.14a)."""
    keyword: Node


@node
class GainsQualifiedLandwalkOfChosenType(Node):
    """"gains snow landwalk of the chosen type" (CR 702.14a, c)."""
    quality: Node
    keyword: Node


@node
class WalkSupertype(Node):
    """A supertype that lands must have for landwalk ("snow", "legendary")."""
    supertype: Node


@node
class WalkNonSupertype(Node):
    """"nonbasic" in "nonbasic landwalk"."""
    prefix: Node
    supertype: Node


@node
class WalkCardType(Node):
    """"artifact" in "artifact landwalk"."""
    card_type: Node


# -- protection from qualities of objects ------------------------------------------------------

@node
class FromColorsOf(Node):
    """"protection from the colors of permanents you control" (CR 702.16a: from each color
    those objects have)."""
    types: Node
    controller: Node


@node
class FromItsColors(Node):
    """"protection from its colors" (CR 702.16a)."""


@node
class FromColorOfControllersChoice(Node):
    """"protection from the color of its controller's choice" (CR 702.16a: the controller of
    the object chooses the color as the effect begins)."""


# -- steps of another turn ---------------------------------------------------------------------

@node
class ThatTurnsStep(Node):
    """"that turn's end step": a step of the (extra) turn named before (CR 500.7)."""
    step: Node


# -- unspent mana ------------------------------------------------------------------------------

@node
class UnspentManaBecomes(Node):
    """"If you would lose unspent mana, that mana becomes colorless instead." (CR 614.1a, 106.4:
    the mana stays in the pool with a new color)."""
    player: Node
    color: Node


@node
class HasUnspentMana(Node):
    """"you have six or more unspent mana" (CR 106.4: mana in the pool)."""
    player: Node
    amount: Node


# -- conditions on what an object is -----------------------------------------------------------

@node
class IsSupertypeCondition(Node):
    """"as long as equipped creature is legendary" (CR 205.4: supertypes)."""
    object: Node
    supertype: Node


# -- crewing and saddling as trigger events ----------------------------------------------------

@node
class CrewsEvent(Node):
    """"Whenever this creature crews a Vehicle" (CR 702.122: tapping creatures to crew)."""
    vehicle: Node


@node
class SaddlesOrCrewsEvent(Node):
    """"saddles a Mount or crews a Vehicle" (CR 702.171 saddle, 702.122 crew)."""
    mount: Node
    vehicle: Node


@node
class PlayersStep(Node):
    """"during your main phase" (CR 505: the step or phase of that player's turn)."""
    player: Node
    step: Node


# -- power and toughness in filters ------------------------------------------------------------

@node
class TargetWithPt(Node):
    """"target 1/1 creature": its power and toughness are both those numbers (CR 208, 115.1)."""
    pt: Node
    filter: Node


@node
class EachWithPt(Node):
    """"each 1/1 creature you control" (CR 208)."""
    pt: Node
    filter: Node


# -- the most common color ---------------------------------------------------------------------

@node
class MostCommonColor(Node):
    """"red is the most common color among all permanents or is tied for most common" (CR
    105.1: the permanents of each color are counted)."""
    color: Node
    objects: Node


# -- blocking as though abilities were missing -------------------------------------------------

@node
class CanBlockAsThoughNoKeyword(Node):
    """"can block creatures with shadow as though they didn't have shadow" (CR 702.28b)."""
    blocked: Node
    with_keyword: Node
    pronoun: Node
    keyword: Node


@node
class BlockableAsThoughNoAbilities(Node):
    """"can be blocked as though they didn't have those abilities" (CR 702.14: landwalk)."""
    pronoun: Node
    word: Node


@node
class CanBlockAsThoughNoAbilities(Node):
    """"can block creatures with landwalk abilities as though they didn't have those
    abilities" (CR 702.14)."""
    blocked: Node
    keyword: Node
    abilities: Node
    pronoun: Node
    word: Node


@node
class WithKeywordAbilities(Node):
    """"with landwalk abilities": any keyword of that family (CR 702.14a)."""
    keyword: Node
    word: Node


# -- durations ---------------------------------------------------------------------------------

# -- activations and resolutions counted -------------------------------------------------------

@node
class AbilityActivatedTimes(Node):
    """"this ability has been activated four or more times this turn" (CR 602: activations of
    this ability this turn)."""
    ability: Node
    amount: Node


@node
class TimesAbilityResolved(Node):
    """"the number of times this ability has resolved this turn" (CR 608)."""
    ability: Node


# -- more qualifiers ---------------------------------------------------------------------------

@node
class ExactlyColors(Node):
    """"that's exactly three colors" (CR 105.2: the object has that many colors)."""
    number: Node


# -- speed -------------------------------------------------------------------------------------

@node
class PlayerSpeed(Node):
    """"your speed" (CR 702.179: a player's speed, 1 to 4)."""
    player: Node


# -- protection from more qualities ------------------------------------------------------------

@node
class ProtectionEither(Node):
    """"protection from artifacts or from the color of your choice": one of the two qualities,
    chosen as the effect begins (CR 702.16a, 608.2d)."""
    first: Node
    second: Node


@node
class FromTypesOfChosenType(Node):
    """"protection from creatures of the chosen type" (CR 702.16a)."""
    types: Node


@node
class FromTypesControlled(Node):
    """"protection from creatures your opponents control" (CR 702.16a)."""
    types: Node
    controller: Node


# -- Auras ----------------------------------------------------------------------------------

@node
class CantBeEnchanted(Node):
    """"can't be enchanted" (CR 303.4d: no Aura can become attached to it)."""


@node
class CantBeEnchantedBy(Node):
    """"can't be enchanted by other Auras" (CR 303.4d)."""
    auras: Node


# -- abilities of other objects ----------------------------------------------------------------

@node
class GainsAllActivatedAbilities(Node):
    """"gains all activated abilities of target creature" (CR 613.1f: ability-adding effects)."""
    word: Node
    source: Node


@node
class GainsAllLoyaltyAbilities(Node):
    """"has all loyalty abilities of all other planeswalkers on the battlefield" (CR 613.1f,
    606: loyalty abilities)."""
    loyalty: Node
    word: Node
    source: Node


# -- states of an object in conditions ---------------------------------------------------------

@node
class RenownedState(Node):
    """"renowned" (CR 702.112b)."""


@node
class ItIsNotAttacking(Node):
    """"as long as it's not attacking" (CR 506.4: not an attacking creature)."""


@node
class IsModifiedCondition(Node):
    """"as long as ~ is modified" (CR 700.9: it has counters, or Equipment or Auras its
    controller controls attached)."""
    object: Node


@node
class IsBlockedCondition(Node):
    """"if ~ is blocked" (CR 509.1h)."""
    object: Node


@node
class AreBlockingCondition(Node):
    """"two or more creatures are blocking it" (CR 509.1)."""
    blockers: Node
    blocked: Node


@node
class AreAttachedCondition(Node):
    """"two or more Equipment are attached to it" (CR 301.5)."""
    attached: Node
    object: Node


@node
class DevouredCondition(Node):
    """"if it devoured a creature" (CR 702.82b)."""
    devourer: Node
    devoured: Node


@node
class ExploitedCondition(Node):
    """"if it exploited that creature" (CR 702.110b)."""
    exploiter: Node
    exploited: Node


@node
class HasDrawnThisTurn(Node):
    """"an opponent has drawn four or more cards this turn" (CR 121)."""
    player: Node
    amount: Node
    word: Node


# -- restrictions and requirements -------------------------------------------------------------

@node
class CanOnlyAttackAlone(Node):
    """"can only attack alone" (CR 506.5: it can attack only if no other creature does)."""


@node
class MustBeBlockedBy(Node):
    """"must be blocked by an Eldrazi if able" (CR 509.1c: a blocking requirement)."""
    blockers: Node


# -- counting blockers -------------------------------------------------------------------------

@node
class ForEachBeyondFirst(Node):
    """"for each creature blocking it beyond the first" (the count less one)."""
    filter: Node


# -- plot --------------------------------------------------------------------------------------

@node
class BecomesPlottedEvent(Node):
    """"When this card becomes plotted" (CR 702.170a)."""


# -- companion conditions ----------------------------------------------------------------------

@node
class CompanionCondition(Node):
    """"Each permanent card in your starting deck has mana value 2 or less." (CR 702.139a: the
    condition a companion's owner's starting deck must meet)."""
    cards: Node
    predicate: Node


@node
class InStartingDeck(Node):
    """"in your starting deck" (CR 100.2a)."""


@node
class DeckHasStat(Node):
    """"has mana value 2 or less" (CR 202.3)."""
    stat: Node
    comparison: Node


@node
class DeckDifferentNames(Node):
    """"has a different name": no two of the cards share a name (CR 201.2)."""


@node
class DeckSharesCardType(Node):
    """"shares a card type": all the cards have one card type in common (CR 205.2)."""
    word: Node


# -- the creature named before -----------------------------------------------------------------

@node
class TheCreatureGets(Node):
    """"the creature gets +2/+2 until end of turn": the creature an earlier instruction named
    (CR 608.2c)."""
    type: Node
    predicate: Node
    for_each: Optional[Node]
    duration: Optional[Node]


# -- session 7: keyword riders and keyword actions ----------------------------------------------

@node
class KeywordWithRider(Node):
    """"Suspend X—{X}{3}{U}. X can't be 0.", "Equip {3}. This ability costs {1} less to
    activate for each other Equipment you control.": a keyword ability and the sentences that
    follow it on its line (CR 107.3 a limit on X; CR 601.2f a change to the keyword's cost)."""
    keyword: Node
    rider: Node


@node
class CostsLessToActivateWhereX(Node):
    """"This ability costs {X} less to activate, where X is the power of the creature it
    targets." (CR 601.2f, 602.2b: the activation cost is reduced; 107.3 defines X)."""
    what: Node
    cost: Node
    where: Node


@node
class CostsLessToActivateIf(Node):
    """"This ability costs {1} less to activate if it targets a creature with power 3 or
    less." (CR 601.2f, 602.2b: reduced only while the condition holds as it is activated)."""
    what: Node
    cost: Node
    condition: Node


@node
class CostsLessThisWayWhereX(Node):
    """"This spell costs {X} less to cast this way, where X is ...": the reduction applies only
    when the spell is cast with the permission or keyword named before (CR 601.2f, 107.3)."""
    what: Node
    cost: Node
    where: Node


@node
class ObjectItTargets(Node):
    """"the creature it targets": the object the ability named before targets (CR 115.1)."""
    card_type: Node


@node
class KeywordActionTimes(Node):
    """"Investigate three times.", "Populate X times.": the keyword action done that many
    times in a row (CR 701.16 investigate, 701.36 populate)."""
    action: Node
    times: Node


@node
class XTimes(Node):
    """"X times": a number of repetitions given by X (CR 107.3)."""


@node
class ManifestDreadTwice(Node):
    """"manifest dread twice" (CR 701.62a: the action done two times in a row)."""


@node
class PlayerInvestigates(Node):
    """"Its controller investigates.": that player creates the Clue token (CR 701.16a)."""
    player: Node


# -- characteristics (CR 205.1b, 305.7) ----------------------------------------------------------

@node
class PluralCharacteristicsStill(Node):
    """"are 1/1 green Elf creatures that are still lands": new characteristics for several
    objects, which keep the types named (CR 205.1b: the new types are added)."""
    items: tuple
    still: Node


@node
class IsEverySupertypeType(Node):
    """"is every basic land type in addition to its other types", "is every nonbasic land
    type" (CR 205.1b; a land with a basic land type has its mana ability, CR 305.6)."""
    negation: Optional[Node]
    supertype: Node
    card_type: Node
    in_addition: Optional[Node]


@node
class ItsStatsEqualTo(Node):
    """"Its power is equal to that creature's power and its toughness is equal to that
    creature's toughness.": the token created before gets those values as it is created
    (CR 111.3, 208.1)."""
    first: Node
    first_value: Node
    second: Node
    second_value: Node


# -- activated abilities of an object, colors, shared types -----------------------------------

@node
class PossessiveActivatedAbilities(Node):
    """"Enchanted creature's activated abilities", "that permanent's activated abilities"
    (CR 602.5: an effect may stop them being activated)."""
    of: Node
    noun: Node


@node
class BecomesAllColors(Node):
    """"becomes all colors": white, blue, black, red and green at once (CR 105.2)."""


@node
class SharingAtLeast(Node):
    """"that shares at least one creature type with it" (CR 205.3: at least that many types
    in common)."""
    number: Node
    quality: Node
    with_: Optional[Node]


# -- supertypes and types removed, keyword costs of a card ------------------------------------

@node
class NoLongerSupertype(Node):
    """"is no longer snow", "are no longer snow" (CR 613.1d: a type-changing effect removes a
    supertype, CR 205.4)."""
    supertype: Node


@node
class IsntSupertype(Node):
    """"Target snow permanent isn't snow until end of turn." (CR 613.1d, 205.4)."""
    supertype: Node


@node
class NoLongerType(Node):
    """"that's no longer an Equipment": the new characteristics drop that type (CR 205.1a)."""
    types: Node


@node
class ItsKeywordCostEqual(Node):
    """"Its harmonize cost is equal to its mana cost.", "Its miracle cost is equal to its mana
    cost reduced by {4}." (the keyword granted just before gets this cost; CR 702.94a miracle,
    702.180 harmonize; ``reduced`` lowers it, CR 601.2f)."""
    keyword: Node
    cost: Node
    reduced: Optional[Node]


@node
class CostReduced(Node):
    """"reduced by {4}": a cost lowered by that much generic mana (CR 601.2f)."""
    by: Node


@node
class FromSupertypeTypes(Node):
    """"protection from legendary creatures" (CR 702.16a: a quality with a supertype)."""
    supertype: Node
    types: Node


@node
class CountedAtLeast(Node):
    """"you control at least two other Merfolk" (at least that many, CR 603.4)."""
    amount: Node
    filter: Node


@node
class ChangeBasePower(Node):
    """"Change Riptide Mangler's base power to target creature's power." (CR 613.4b: the base
    power is set, layer 7b)."""
    what: Node
    value: Node


@node
class BecomesSaddled(Node):
    """"it becomes saddled until end of turn" (CR 702.171b: the saddled designation)."""


@node
class IsSaddledCondition(Node):
    """"if this creature is saddled" (CR 702.171b)."""
    what: Node


@node
class KeywordActionAgain(Node):
    """"then it explores again": the keyword action done once more (CR 701.44 explore)."""
    action: Node


# == session 8 (hpc) ===========================================================================

# -- keyword actions and their triggers (CR 701) ----------------------------------------------

@node
class RingTemptsYou(Node):
    """"The Ring tempts you." (CR 701.54a: you choose a creature you control as your
    Ring-bearer, and the Ring gains its next ability)."""

    def text(self) -> str:
        # "the Ring" is a proper name (CR 701.54a): the grammar's keywords are lower case,
        # so the node prints its phrase itself (the printer capitalizes a sentence start)
        return "the Ring tempts you"


@node
class Suspect(Node):
    """"suspect up to one target creature" (CR 701.60a: a suspected creature has menace and
    can't block, 701.60c)."""
    what: Node


@node
class KeywordActionEvent(Node):
    """"Whenever you foretell a card": the player performs the keyword's special action on a
    card (CR 702.143a foretell; a trigger event, CR 603.2)."""
    keyword: Node
    card: Node


@node
class InvestigatesEvent(Node):
    """"Whenever you investigate [for the first time each turn]" (CR 701.16a: the player
    investigates; CR 603.2 trigger event)."""
    first_time: Optional[Node]


@node
class InvestigateAdditionalTime(Node):
    """"investigate an additional time": investigate once more (CR 701.16a)."""


# -- keywords with a quantity and riders (CR 702) ----------------------------------------------

@node
class KeywordWhereX(Node):
    """"Firebending X, where X is this creature's power." (CR 107.3a: the text after the
    keyword defines X)."""
    keyword: Node
    where: Node


@node
class KeywordDashAddMana(Node):
    """"Cumulative upkeep—Add {R}." (CR 702.24a: the upkeep cost is an action, here adding
    mana, done once for each age counter)."""
    __glued__ = ("—",)
    name: Node
    mana: Node


@node
class KeywordDashFlipCoin(Node):
    """"Cumulative upkeep—Flip a coin." (CR 702.24a: the upkeep cost is an action; CR 705
    coin flips)."""
    __glued__ = ("—",)
    name: Node
    coin: Node


# -- characteristics of several objects (CR 205.1b) --------------------------------------------

@node
class TheyAreCharacteristics(Node):
    """"They're black Zombies in addition to their other colors and types." (CR 205.1b: types
    added to the ones they have; CR 105.3 colors)."""
    what: Node


# -- companions (CR 702.139) -------------------------------------------------------------------

@node
class DeckContainsOnly(Node):
    """"Companion — Your starting deck contains only cards with even mana values [and land
    cards]." (CR 702.139a: the companion's deck-building condition)."""
    cards: Node
    also: Optional[Node]


@node
class AndCards(Node):
    """"and land cards": a second kind of card the deck may also contain (CR 702.139a)."""
    cards: Node


@node
class DeckIsTypes(Node):
    """"Each creature card in your starting deck is a Cat, Elemental, ... or Beast card."
    (CR 702.139a; CR 205.3m creature types; the last group ends with "card")."""
    types: Node


@node
class WithParityManaValue(Node):
    """"with an even mana value", "with odd mana values" (CR 202.3: the mana value is a
    number; zero is even)."""
    parity: Node


@node
class Even(Node):
    """"even": a number divisible by two (0 is even)."""


@node
class Odd(Node):
    """"odd": a number not divisible by two."""


# -- becoming (CR 205.1, 613.1d) ---------------------------------------------------------------

@node
class BecomesChosenInAddition(Node):
    """"becomes the basic land type of your choice in addition to its other types" (CR 205.1b:
    the chosen type is added to the ones it has)."""
    kind: Node
    in_addition: Node


@node
class BecomesYourChoice(Node):
    """"it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6 creature
    with defender" (CR 614.12, 607.2: one of them, chosen as it enters)."""
    choices: tuple


# -- keyword abilities (CR 702) ----------------------------------------------------------------

@node
class QualifiedLandwalk(Node):
    """"nonbasic landwalk", "snow landwalk" (CR 702.14c: landwalk of lands with or without a
    supertype)."""
    quality: Node
    keyword: Node


@node
class CantCycle(Node):
    """"Players can't cycle cards." (CR 702.29a cycling; CR 101.2: a "can't" beats a "can")."""
    what: Node


# -- triggers that trigger again (CR 603.2d) ---------------------------------------------------

@node
class DyingTriggersAdditionalTime(Node):
    """"If a creature dying causes a triggered ability of a permanent you control to trigger,
    that ability triggers an additional time." (CR 700.4 dies, 603.2d)."""
    dying: Node
    kind: Node
    source: Node
    ability: Node


# -- mana (CR 106) -----------------------------------------------------------------------------

@node
class ForEachUnspentMana(Node):
    """"for each unspent green mana you have" (CR 106.4: the mana in the player's mana pool)."""
    color: Node


@node
class TapsForSymbolEvent(Node):
    """"Whenever you tap a permanent for {C}" (CR 605.1a, 106.1: tapped for that mana)."""
    what: Node
    mana: Node


@node
class AddCombinationOfList(Node):
    """"Add two mana in any combination of {U}, {B}, and/or {R}." (CR 106.1: each mana is one
    of the symbols)."""
    amount: Node
    symbols: tuple


# -- colors (CR 105.2) -------------------------------------------------------------------------

@node
class AnyOfColors(Node):
    """"a black, red, or green creature spell": an object of any one of those colors (CR 105.2)."""
    colors: tuple


# == session 9 (gpc) ============================================================================

# -- granted keywords with a quality (CR 702) ---------------------------------------------------

@node
class GrantedKeywordFor(Node):
    """"Spells you cast have affinity for artifacts." (CR 702.41a: affinity for a type, a
    keyword granted to the spells)."""
    name: Node
    types: Node


# -- changes a player may stop by paying (CR 118.12) --------------------------------------------

@node
class ObjectGetsUnless(Node):
    """"~ gets +1/+1 until end of turn unless any player pays {2}": the change happens unless
    the payment is made (CR 118.12)."""
    subject: Node
    predicate: Node
    duration: Node
    unless: Node


# -- types for a while (CR 205.1) ---------------------------------------------------------------

@node
class IsNotTypeUnless(Node):
    """"Arvinox isn't a creature unless you control three or more permanents you don't own."
    (CR 611.3a: a static ability applies while its condition holds; CR 205.1: its types)."""
    what: Node
    types: Node
    condition: Node


# -- losing types and abilities (CR 613.1d, 613.1f) -----------------------------------------------

@node
class LostCardTypesAndAbilities(Node):
    """"loses all other card types and abilities" (CR 613.1d types, 613.1f abilities: the ones
    the same effect did not give)."""



# == session 10 (gcp) ==========================================================================

# -- base power and toughness with keywords (CR 613.4b, 613.1f) ----------------------------------

@node
class WithBasePtAndKeywords(Node):
    """"with base power and toughness 4/4, flying, and haste" (CR 613.4b base P/T set; 613.1f
    the abilities it has)."""
    pt: Node
    keywords: Node


# == session 12 (gother) =======================================================================

# -- base power or base toughness (CR 613.4b) ----------------------------------------------------

@node
class HasBaseStatChoice(Node):
    """"has base power 1 or base toughness 1": one of the two base values is set, chosen as the
    effect begins (CR 613.4b, layer 7b; 608.2d)."""
    stat: Node
    value: Node
    other_stat: Node
    other_value: Node


# -- named characteristics (CR 201.2, 613.1d) -----------------------------------------------------

@node
class CharacteristicsNamed(Node):
    """"a green and white Citizen creature with base power and toughness 1/1 named Legitimate
    Businessperson": the characteristics of ``Characteristics`` and a new name (CR 201.2: the
    name is a characteristic, 613.1a)."""
    items: tuple
    with_: Node
    name: Node


@node
class CharacteristicsWithBasePt(Node):
    """"a blue Frog creature with base power and toughness 1/1" (one choice of several: CR 613.4b)."""
    items: tuple
    pt: Node


@node
class WithBasePtAndAbility(Node):
    """'with base power and toughness 1/1 and "{T}: Add {C}"' (CR 613.4b; 613.1f the ability it has)."""
    pt: Node
    ability: Node


# -- qualities of nontoken objects (CR 111.1, 105.2) ----------------------------------------------

@node
class NonkindColoredGroup(Node):
    """"nontoken red permanent": not of the kind ("token"), of the color, of the type words (CR 111.1,
    105.2)."""
    negation: Node
    kind: Node
    color: Node
    words: tuple


# -- enchanted or equipped (CR 303.4, 301.5) -------------------------------------------------------

@node
class EnchantedOrEquippedState(Node):
    """"enchanted or equipped": an Aura or an Equipment is attached to it (CR 303.4, 301.5)."""


# -- one of two types (CR 205.1a, 608.2d) ------------------------------------------------------------

@node
class BecomesEither(Node):
    """"becomes a Plains or an Island": one of the two, chosen as the effect begins (CR 608.2d)."""
    first: Node
    second: Node


@node
class IsEitherCondition(Node):
    """"equipped creature is a Human or an Angel" (CR 205.3m: either type)."""
    subject: Node
    first: Node
    second: Node


# -- a supertype or a subtype (CR 205.4a, 205.3m) -----------------------------------------------------

@node
class SupertypeAndSubtype(Node):
    """"snow and Zombie [creatures]": the objects of the supertype and those of the subtype (CR 205.4a,
    205.3m)."""
    supertype: Node
    subtype: Node


# -- turned face up (CR 708.8) -------------------------------------------------------------------------

@node
class AsEntersOrTurnedFaceUp(Node):
    """"As ~ enters the battlefield or is turned face up, ..." (CR 614.12, 708.8)."""
    subject: Node
    effects: Node


@node
class BecomesYourChoiceOfPt(Node):
    """"becomes your choice of 5/1 or 1/5" (CR 608.2d: one of the two, chosen as it applies)."""
    first: Node
    second: Node


@node
class IsFaceCondition(Node):
    """"enchanted creature is face down" (CR 708.2), "is face up" (708.8)."""
    subject: Node
    face: Node


@node
class CantBeTurned(Node):
    """"can't be turned face up" (CR 708.8, 101.2)."""
    face: Node


@node
class UntilTurned(Node):
    """"until this creature is turned face down" (CR 611.2b)."""
    subject: Node
    face: Node


# -- session 13: "bands with other" (CR 702.22c) --------------------------------------------------------

@node
class BandsWithOther(Node):
    """"bands with other legendary creatures": banding only with the creatures named (CR 702.22c)."""
    adjectives: Node
    types: Node


@node
class LostBandsWithOther(Node):
    """'all "bands with other" abilities' (CR 702.22c: every such ability, whatever its quality)."""
    noun: Node
