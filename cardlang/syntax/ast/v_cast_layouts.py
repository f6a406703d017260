"""The corpus tail (session 6): casting, costs, spells and mana; and the planar, scheme, vanguard, class, saga, flip and double-faced layouts (grammar/rules/99_v_cast_layouts.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- mana spending restrictions (CR 106.6) --------------------------------------------------

@node
class ActivateAnAbilityUse(Node):
    """"Spend this mana only to ... activate an ability": any activated ability (CR 602)."""
    noun: Node


@node
class ActivateAnAbilityOfUse(Node):
    """"... activate an ability of an Ally source": an activated ability of an object that
    matches (CR 602, 113.8: the source of an ability)."""
    noun: Node
    what: Node


@node
class ActivateKeywordAbilitiesUse(Node):
    """"... activate equip abilities": activated abilities of one keyword (CR 702.6 equip)."""
    keyword: Node
    noun: Node


@node
class PayKeywordCostUse(Node):
    """"... to pay a disturb cost": the cost of one keyword's alternative casting (CR 118.9,
    702.146 disturb)."""
    keyword: Node


@node
class KeywordActionUse(Node):
    """"... to foretell a card from your hand": the cost of a keyword's special action
    (CR 702.143a: foretelling is paying {2} and exiling the card)."""
    keyword: Node
    what: Node


@node
class TurnFaceUpUse(Node):
    """"... to turn permanents face up": the cost to turn a face-down permanent face up
    (CR 702.37e morph, 702.168 disguise, 116.2b)."""
    what: Node


@node
class SpendOnlyOnCostsWith(Node):
    """"Spend this mana only on costs that contain {X}." (CR 106.6 restriction, 107.3: a cost
    with {X} in it)."""
    symbol: Node


# -- mana costs (CR 202.1, 107.3) -----------------------------------------------------------

@node
class WithSymbolInManaCost(Node):
    """"a spell with {X} in its mana cost": the symbol is printed in the object's mana cost
    (CR 202.1; {X} is 107.3)."""
    symbol: Node


# -- cost changes (CR 601.2f) ---------------------------------------------------------------

@node
class CastWithinCostsLess(Node):
    """"Artifact spells you cast this turn cost {1} less to cast." (CR 601.2f: a reduction for
    the spells cast within that time)."""
    subject: Node
    duration: Node
    cost: Node


@node
class CastWithinCostsMore(Node):
    """"Spells your opponents cast during your turn cost {1} more to cast." (CR 601.2f: an
    increase for the spells cast within that time)."""
    subject: Node
    duration: Node
    cost: Node


@node
class CastWithinCantBeCountered(Node):
    """"Creature spells you cast this turn can't be countered." (CR 101.2, 701.6: the spells
    cast within that time can't be countered)."""
    subject: Node
    duration: Node


@node
class CostsLessForDuration(Node):
    """"Spells with the chosen name cost {1} less to cast this turn." (CR 601.2f: a cost
    reduction; 611.2a: it lasts for the duration)."""
    subject: Node
    cost: Node
    duration: Node


@node
class CostsMoreForDuration(Node):
    """"Noncreature spells your opponents cast cost {2} more to cast until your next turn."
    (CR 601.2f: a cost increase; 611.2a: it lasts for the duration)."""
    subject: Node
    cost: Node
    duration: Node


@node
class CostsLessDuringStep(Node):
    """"This spell costs {2} less to cast during your end step." (CR 601.2f: the reduction
    applies while it is that step)."""
    subject: Node
    cost: Node
    owner: Node
    step: Node


@node
class CostsMoreIf(Node):
    """"This spell costs {3} more to cast if it targets a creature." (CR 601.2f: an increase
    that applies when the condition holds as the cost is determined)."""
    subject: Node
    cost: Node
    condition: Node


@node
class CostsUpToLess(Node):
    """"Creature spells you cast cost up to {2} less to cast." (CR 601.2f: a reduction of up
    to that much generic mana)."""
    subject: Node
    cost: Node


# -- casting and activating restrictions (CR 101.2, 602.5, 605.1a) --------------------------

@node
class CantActivate(Node):
    """"Enchanted player can't activate abilities that aren't mana abilities." (CR 602.5: a
    rule or effect may forbid activating; CR 101.2: "can't" wins)."""
    abilities: Node


@node
class CantCastOrActivate(Node):
    """"your opponents can't cast spells or activate abilities of artifacts" (CR 101.2)."""
    spells: Node
    abilities: Node


@node
class AnyActivatedAbilities(Node):
    """"activate abilities": every activated ability (CR 602.1)."""
    noun: Node


@node
class AbilitiesOfTypes(Node):
    """"abilities of artifacts, creatures, or enchantments": activated abilities of objects of
    those types (CR 602.1)."""
    noun: Node
    types: Node


@node
class NonManaAbilities(Node):
    """"abilities that aren't mana abilities" (CR 605.1a: what makes an ability a mana
    ability)."""
    noun: Node
    mana_noun: Node


@node
class NonManaNonLoyaltyAbilities(Node):
    """"abilities that aren't mana abilities or loyalty abilities" (CR 605.1a, 606.3)."""
    noun: Node
    mana_noun: Node
    loyalty: Node
    loyalty_noun: Node


@node
class DuringCombat(Node):
    """"during combat": while it is the combat phase (CR 506)."""


@node
class CanCastOnly(Node):
    """"Players can cast spells only during their own turns." (CR 101.2: a limit on when those
    spells may be cast)."""
    spells: Node
    timing: Node


@node
class DuringOwnTurns(Node):
    """"during their own turns": while the player is the active player (CR 102.1)."""
    player: Node


@node
class AnyTimeCouldCast(Node):
    """"any time they could cast a sorcery" (CR 307.1: main phase, empty stack, own turn)."""
    player: Node
    card_type: Node


@node
class CanCastNoMoreThan(Node):
    """"you can cast no more than two spells each turn" (CR 101.2)."""
    count: Node
    adjectives: Node
    types: Node


# -- the next spell (CR 601.2, 611.2) -------------------------------------------------------

@node
class NextObject(Node):
    """"the next instant or sorcery spell you cast this turn": the first matching object from
    now on until the turn ends (an effect that applies to it once it exists, CR 611.2)."""
    filter: Node


@node
class CanBeCastAsThough(Node):
    """"can be cast as though it had flash" (CR 702.8a, 601.3d: a permission to cast at a time
    the card's types would not allow)."""
    pronoun: Node
    keyword: Node


@node
class CanBePlayedAsThough(Node):
    """"can be played as though it had flash" (older wording of casting; a land would be
    played, CR 305.1)."""
    pronoun: Node
    keyword: Node


@node
class CanBeCastWithoutPaying(Node):
    """"can be cast without paying its mana cost" (CR 118.9: an alternative cost)."""
    without: Node


@node
class PlayedBy(Node):
    """"the next creature card you play this turn": cards that player plays (CR 305.1 for a
    land, 601 for a spell)."""
    player: Node


# -- casting history and spending permissions (CR 601, 609.4b) ------------------------------

@node
class PlayerCastThisTurn(Node):
    """"if an opponent cast a blue spell this turn" (CR 601.2i: a spell becomes cast when its
    costs are paid; the game remembers the spells cast this turn)."""
    player: Node
    spell: Node


@node
class CastNOrMoreThisTurn(Node):
    """"if an opponent cast two or more spells this turn" (CR 601.2i)."""
    player: Node
    count: Node
    noun: Node


@node
class DrewNOrMoreThisTurn(Node):
    """"if an opponent drew three or more cards this turn" (CR 121.1)."""
    player: Node
    count: Node
    noun: Node


@node
class SearchedLibraryThisTurn(Node):
    """"if an opponent searched their library this turn" (CR 701.23)."""
    player: Node
    zone: Node


@node
class HadStatCondition(Node):
    """"If it had mana value 3 or less" (CR 608.2h: the last known information of an object
    that left its zone)."""
    objects: Node
    stat: Node
    comparison: Node


# -- targets (CR 115.7) ---------------------------------------------------------------------

@node
class ChangeATargetTo(Node):
    """"Change a target of target spell or ability to this creature." (CR 115.7a: one target
    is changed, only to a legal new target)."""
    spell: Node
    new_target: Node


@node
class ChangeAnyTargets(Node):
    """"You may change any targets of target Arcane spell." (CR 115.7d: any number of the
    targets may be changed)."""
    spell: Node


@node
class FromSourcesOfKind(Node):
    """"abilities from black sources" (CR 113.7: an ability's source; 105.2: its color)."""
    adjective: Node
    types: Node


# -- casting with a keyword's permission (CR 601.2b, 702) -----------------------------------

@node
class CastUsingKeyword(Node):
    """"You may cast this card from your graveyard using its warp ability." (CR 601.2b: the
    keyword's alternative cost is chosen as the spell is cast)."""
    subject: Optional[Node]
    object: Node
    keyword: Node
    noun: Node


# -- costs of keyword abilities (CR 601.2f, 602.2b) -----------------------------------------

@node
class KeywordCosts(Node):
    """"Equip costs", "All morph costs": the costs of abilities of that keyword."""
    keyword: Node


@node
class KeywordCostsPaidBy(Node):
    """"Flashback costs your opponents pay": the costs of that keyword the player pays."""
    keyword: Node
    player: Node


@node
class KeywordCostsLess(Node):
    """"Equip costs you pay cost {1} less." (CR 601.2f, 602.2b: cost reductions apply to the
    total cost)."""
    costs: Node
    cost: Node


@node
class KeywordCostsMore(Node):
    """"Flashback costs your opponents pay cost {2} more." (CR 601.2f: a cost increase)."""
    costs: Node
    cost: Node


@node
class KeywordCostsUpToLess(Node):
    """"Flashback costs you pay cost up to {2} less." (CR 601.2f: a reduction of up to that
    much generic mana)."""
    costs: Node
    cost: Node


# -- lists of colored types (CR 105.2) ------------------------------------------------------

@node
class FilterUnion(Node):
    """"Black spells and green spells you cast": the objects of either part, each with its own
    color (CR 105.2); the qualifiers after the list apply to both."""
    adjectives: Node
    types: Node
    other: Node
    suffixes: Node


@node
class ColoredPart(Node):
    """"green creature spells", the second part of a FilterUnion."""
    adjective: Node
    adjectives: Node
    types: Node


@node
class SpendToCastThisWay(Node):
    """"to cast a spell this way": a spell cast with the permission given before."""
    what: Node
    way: Node


# -- the special layouts: vanguard, schemes, double-faced characters ------------------------

@node
class TheGame(Node):
    """"At the beginning of the game" (a vanguard card's ability, CR 313; the game starts as
    CR 103 says)."""


@node
class ChooseSelfOrOthers(Node):
    """"target opponent chooses self or others" (a scheme's choice for its target opponent,
    CR 314): the later "if that player chooses ..." sentences read it."""
    subject: Optional[Node]


@node
class ChoseSelf(Node):
    """"If that player chooses self, ..." (the choice made by ChooseSelfOrOthers)."""
    player: Node


@node
class ChoseOthers(Node):
    """"If the player chooses others, ..." (the choice made by ChooseSelfOrOthers)."""
    player: Node


@node
class YourOtherOpponents(Node):
    """"your other opponents": your opponents but the one named before (CR 102.3)."""
    noun: Node


@node
class EachOfYourOtherOpponents(Node):
    """"each of your other opponents" (each of your opponents but the one named before)."""
    noun: Node


# -- more spending restrictions (CR 106.6, 609.4b) ------------------------------------------

@node
class CantSpendThisMana(Node):
    """"You can't spend this mana to cast spells." (CR 106.6: a spending restriction, with the
    player as subject)."""
    player: Node
    use: Node


@node
class CantSpendManaToCast(Node):
    """"You can't spend mana to cast this spell." (CR 601.2g-h: the costs must be paid some other
    way)."""
    player: Node
    spell: Node


@node
class CanSpendAnyType(Node):
    """"You can spend mana of any type to cast creature spells." (CR 609.4b)."""
    player: Node
    purpose: Node


@node
class CantBeCopied(Node):
    """"This spell can't be copied." (CR 707.10, 101.2: an effect that would copy it does
    nothing)."""
    subject: Node


# -- session 7: more lands, costs paid any number of times ------------------------------------

@node
class PlayUpToAdditionalLands(Node):
    """"You may play up to three additional lands this turn." (CR 305.2: an effect allows
    more land plays in the turn)."""
    number: Node
    land: Node


@node
class PlayAdditionalLands(Node):
    """"You may play X additional lands this turn." (CR 305.2)."""
    amount: Node
    land: Node


@node
class PayAnyNumberOfTimes(Node):
    """"you may pay {1}{W} any number of times": the player chooses how many times to pay
    (CR 601.2b, 603.12: a reflexive trigger then counts the payments)."""
    cost: Node


@node
class PaysCostEvent(Node):
    """"When you pay this cost one or more times, ...": the reflexive trigger of a cost paid
    any number of times (CR 603.12)."""
    times: Node


@node
class NOrMoreTimes(Node):
    """"one or more times" (paid at least that many times)."""
    number: Node


@node
class OnceOrMore(Node):
    """"once or more" (paid at least once)."""


@node
class MayActivateAsThough(Node):
    """"You may activate abilities of creatures you control as though those creatures had
    haste." (CR 302.6: without haste, a creature's {T} abilities can't be activated until it
    has been under its controller's control since their most recent turn began)."""
    player: Node
    noun: Node
    of: Node
    those: Node
    keyword: Node


@node
class SkipSteps(Node):
    """"Players skip their upkeep steps." (CR 614.10: a skipped step doesn't happen)."""
    player: Optional[Node]
    owner: Node
    step: Node


# -- devotion to a chosen color ---------------------------------------------------------------

@node
class AddAmountOfThatColor(Node):
    """"Add an amount of mana of that color equal to your devotion to that color." (the color
    chosen before; CR 106.1, 700.5)."""
    amount: Node


@node
class DevotionToThatColor(Node):
    """"your devotion to that color": the mana symbols of the chosen color among the mana costs
    of permanents you control (CR 700.5)."""


# -- limits on X, entering tapped, more turns, coins -----------------------------------------

@node
class XCantBeGreaterThan(Node):
    """"X can't be greater than the number of players in the game." (CR 107.3: a limit on the
    value chosen for X)."""
    limit: Node


@node
class EntersTappedIf(Node):
    """"This creature enters tapped if it's not your turn." (CR 614.1c: the permanent enters
    tapped only if the condition holds as it enters)."""
    what: Node
    condition: Node


@node
class EnterTappedThisTurn(Node):
    """"Permanents enter tapped this turn." (CR 614.1c, for the rest of the turn, CR 611.2a)."""
    what: Node


@node
class ExtraTurns(Node):
    """"Target player takes two extra turns after this one." (CR 500.7)."""
    player: Optional[Node]
    number: Node
    after: Node


@node
class SkipNextTurns(Node):
    """"you skip your next two turns", "skips their next X turns" (CR 614.10)."""
    player: Optional[Node]
    owner: Node
    amount: Node


@node
class FlipCoins(Node):
    """"Flip five coins." (CR 705.1: each coin is flipped once)."""
    player: Optional[Node]
    amount: Node


@node
class ExtraTurnPerHeads(Node):
    """"Take an extra turn after this one for each coin that comes up heads." (CR 500.7, 705.2)."""
    player: Optional[Node]
    after: Node
    coin: Node


@node
class CoinsCameUpHeads(Node):
    """"the number of coins that came up heads" (the coins flipped before, CR 705.2)."""


@node
class InTheGame(Node):
    """"players in the game": those who haven't left it (CR 800.4a)."""


@node
class AddNOfSymbol(Node):
    """"Add seven {R}.": that many of the mana symbol (CR 106.1)."""
    number: Node
    symbol: Node


@node
class CanCastOnlyNMore(Node):
    """"You can cast only one more spell this turn." (CR 101.2: the limit beats any permission
    to cast more)."""
    number: Node
    noun: Node


# == session 8 (hpc) ===========================================================================

# -- abilities of a keyword and their costs (CR 602, 601.2f) -----------------------------------

@node
class KeywordAbilities(Node):
    """"Boast abilities you activate", "Equip abilities you activate that target ~" (CR 602.1:
    the activated abilities of that keyword; the filter names the abilities)."""
    keyword: Node
    abilities: Node


@node
class ActivatedBy(Node):
    """"abilities you activate", "Abilities your opponents activate" (CR 602.1: the player
    who activates them)."""
    player: Node


@node
class UnlockCostsPaidBy(Node):
    """"Unlock costs you pay": the costs to unlock a Room's door (CR 709.5e)."""
    player: Node


@node
class KeywordCostsLessPerEach(Node):
    """"Blitz costs you pay cost {1} less for each time you've cast your commander from the
    command zone this game." (CR 601.2f: a reduction counted per object or event)."""
    costs: Node
    cost: Node
    per: Node


# -- casting (CR 601, 118.9) -------------------------------------------------------------------

@node
class CostsLessAndCantBeCountered(Node):
    """"Spells you cast with mana value 5 or greater cost {1} less to cast and can't be
    countered." (CR 601.2f cost reduction; CR 101.2 a "can't")."""
    subject: Node
    cost: Node


@node
class PlayDuringWithoutPaying(Node):
    """"You may play it this turn without paying its mana cost." (CR 118.9: an alternative
    cost; CR 611.2a: the permission lasts for the duration)."""
    player: Optional[Node]
    what: Node
    duration: Node
    without: Node


@node
class DuringYourFirstTurns(Node):
    """"during your first, second, or third turns of the game" (CR 101.2: a restriction for
    those turns)."""
    ordinals: tuple


@node
class CantCastSelfDuring(Node):
    """"You can't cast ~ during your first, second, or third turns of the game." (CR 101.2:
    a "can't" beats a "can")."""
    what: Node
    duration: Node


# -- casting and countering for a while (CR 101.2, 611.2a) -------------------------------------

@node
class DuringEachOpponentsStep(Node):
    """"during each opponent's end step" (CR 500.1: a step of each opponent's turn)."""
    step: Node


@node
class ThatsColorOrColor(Node):
    """"that's red or green": a spell of either color (CR 105.2)."""
    first: Node
    second: Node


@node
class CastThisTurnBy(Node):
    """"that player has cast this turn" (CR 601.2i: a spell becomes cast)."""
    player: Node


@node
class DrawnBy(Node):
    """"each card they draw" (CR 121.1: the cards that player draws)."""
    player: Node


@node
class YouPlayedThisTurn(Node):
    """"If you played a land this turn" (CR 305.1: playing a land)."""
    what: Node


# -- timing and schemes (CR 117.1a, 701.33) ----------------------------------------------------

@node
class ActivateOnlyAsInstant(Node):
    """"Activate only as an instant." (CR 117.1a: whenever its controller has priority)."""
    instant: Node


@node
class AbandonSchemeDelayed(Node):
    """"abandon this scheme at end of combat" (CR 701.33b abandon; CR 603.7 a delayed
    instruction)."""
    scheme: Node
    when: Node


# == session 9 (gpc) ====================================================================

# -- commanders (CR 903.3) -----------------------------------------------------------------

@node
class YourCommanders(Node):
    """"your commanders": every card designated as your commander (CR 903.3; two with partner,
    CR 702.124)."""


@node
class GreatestOf(Node):
    """"the greatest mana value of a commander you own ...": the greatest value of that
    characteristic among the objects that match (CR 202.3 mana value)."""
    stat: Node
    of: Node


@node
class OnBattlefieldOrInZone(Node):
    """"on the battlefield or in the command zone": an object in either zone (CR 400.1)."""
    zone: Node


@node
class OnBattlefieldOrInZoneCondition(Node):
    """"if ~ is on the battlefield or in your graveyard": the object is in either zone (CR 400.1)."""
    what: Node
    zone: Node


# -- abilities of a keyword (CR 602.1) --------------------------------------------------------

@node
class KeywordAbilitiesOf(Node):
    """"Exhaust abilities of other permanents you control", "Equip abilities you activate of
    other Equipment": the activated abilities of that keyword (the filter names them, with the
    player who activates them) of the objects that match (CR 602.1, 113.8: an ability's source)."""
    keyword: Node
    abilities: Node
    of: Node


@node
class AnAbilityOf(Node):
    """"an ability of an artifact", "an ability of equipped creature": an activated ability of
    that source (CR 602.1, 113.8); ``quantifier`` is the article."""
    quantifier: Node
    ability: Node
    of: Node


@node
class AllActivatedAbilities(Node):
    """"Activated abilities" with no source named: every activated ability (CR 602.1)."""
    noun: Node


# -- adding mana (CR 106.1) ----------------------------------------------------------------------

@node
class AddManaUnless(Node):
    """"Add one mana of that color unless any player pays {1}." (CR 106.1; CR 118.12: the mana
    is added unless the payment is made)."""
    mana: Node
    unless: Node


# -- tokens that must attack (CR 508.1d) ----------------------------------------------------------

@node
class CreateTokenAttacksEachCombat(Node):
    """"create a 3/3 black Horror creature token that attacks that player each combat if able"
    (CR 111.1 a token; CR 508.1d: a requirement that the token attack that player)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    whom: Node


# -- activated abilities (CR 602, 605.1a) -------------------------------------------------------

@node
class IsActivatedEvent(Node):
    """"Whenever an ability of equipped creature is activated" (CR 602.2: the ability is
    activated, CR 603.2 the event)."""


@node
class IsNotManaAbility(Node):
    """"if it isn't a mana ability" (CR 605.1a: mana abilities)."""
    what: Node
    noun: Node


# -- targeting permissions (CR 702.11, 702.18) --------------------------------------------------

@node
class CanBeTargetAsThough(Node):
    """"can be the targets of spells and abilities you control as though they didn't have
    hexproof" (CR 702.11b hexproof, 702.18a shroud: those sources may target it anyway)."""
    sources: Node
    pronoun: Node
    keyword: Node


# -- cost changes per target (CR 601.2f, 115.1) ---------------------------------------------------

@node
class CostsLessPerTarget(Node):
    """"Spells you cast cost {1} less to cast for each target." (CR 601.2f: the total cost is
    fixed after the targets are chosen, CR 601.2c)."""
    what: Node
    cost: Node


@node
class CostsMorePerTarget(Node):
    """"Spells your opponents cast cost {1} more to cast for each target." (CR 601.2f)."""
    what: Node
    cost: Node


# -- controlled but not owned (CR 108.3, 108.4) ---------------------------------------------------

@node
class ControlledNotOwnedBy(Node):
    """"you control but don't own": objects that player controls and another player owns
    (CR 108.3 owner, 108.4 controller)."""
    player: Node


# == session 10 (gcp) =========================================================================

# -- activated abilities as qualities of objects (CR 602.1, 605.1a) ----------------------------

@node
class WithActivatedAbility(Node):
    """"with an activated ability that isn't a mana ability", "that has an activated ability with
    {T} in its cost": the object has such an activated ability (CR 602.1)."""
    noun: Node
    quality: Node


@node
class NotAManaAbility(Node):
    """"that isn't a mana ability" of an activated ability (CR 605.1a)."""
    noun: Node


@node
class WithSymbolInCost(Node):
    """"with {T} in its cost": the tap symbol is part of the ability's cost (CR 602.1a, 107.5;
    the symbol is the wording, no field)."""


# -- mana of several kinds (CR 106.1, 106.7, 903.4) -------------------------------------------

@node
class AddDifferentColors(Node):
    """"Add two mana of different colors." (CR 106.1b: no two of the same color)."""
    amount: Node


@node
class AddAnyOfColors(Node):
    """"Add one mana of any of this creature's colors." (CR 105.2: a color the object has)."""
    amount: Node
    owner: Node


@node
class AddAnyColorInIdentity(Node):
    """"Add one mana of any color in your commander's color identity." (CR 903.4)."""
    amount: Node


@node
class AddOneOfForEach(Node):
    """"add {R} or {G} for each Raccoon you control" (CR 106.1: one of the options, that many
    times; the options and their separators, as in AddOneOf)."""
    options: tuple
    what: Node


# -- what mana may pay for (CR 106.6, 107.3, 709.5e) --------------------------------------------

@node
class SpendOnlyColorsOnX(Node):
    """"Spend only black and/or red mana on X." (CR 107.3: X is paid with those colors only)."""
    first: Node
    second: Node


@node
class SpendOnlyManaFromToCast(Node):
    """"Spend only mana produced by basic lands to cast this spell." (CR 106.6: the mana's source)."""
    source: Node
    spell: Node


@node
class UnlockDoorUse(Node):
    """"... or unlock a door", "... and unlock doors": the cost of unlocking a Room's door
    (CR 709.5e)."""


# -- costs written as quoted costs (CR 601.2f, 118.8) -------------------------------------------

@node
class CostsAdditionalToActivate(Node):
    """'Activated abilities of nontoken Rebels cost an additional "Sacrifice a land" to activate.'
    (CR 601.2f, 602.2b: an additional cost of the activation)."""
    subject: Node
    cost: Node


@node
class CostsAdditionalToCast(Node):
    """'Spells cost an additional "Sacrifice a Swamp" to cast for each black mana symbol in their
    mana costs.' (CR 601.2f, 118.8: an additional cost, paid that many times)."""
    subject: Node
    cost: Node
    per_each: Optional[Node] = None


@node
class ForEachSymbolOfColor(Node):
    """"for each black mana symbol in their mana costs" (CR 202.1, 107.4)."""
    color: Node


# -- cost changes (CR 601.2f, 602.2b) ---------------------------------------------------------

@node
class CostsMoreExceptDuringTurn(Node):
    """"Each spell costs {3} more to cast except during its controller's turn." (CR 601.2f)."""
    subject: Node
    cost: Node
    player: Node


@node
class CostsMoreToCastAndActivate(Node):
    """"spells your opponents cast cost {1} more to cast and abilities your opponents activate cost
    {1} more to activate unless they're mana abilities" (CR 601.2f, 602.2b)."""
    spells: Node
    spell_cost: Node
    abilities: Node
    ability_cost: Node
    unless: Node


@node
class CostsToKeywordAction(Node):
    """"The first card you foretell each turn costs {0} to foretell." (CR 702.143a: the cost of the
    special action)."""
    subject: Node
    cost: Node
    keyword: Node


@node
class ForEachCastThisTurn(Node):
    """"for each other spell cast this turn" (CR 601.2i: cast by any player)."""
    adjectives: Node
    types: Node


@node
class ForEachItTargets(Node):
    """"for each creature it targets" (CR 115.1: the spell's targets of that kind)."""
    adjectives: Node
    types: Node


# -- the first of a kind each turn (CR 702.29a, 702.143a) ---------------------------------------

@node
class OrdinalKeywordEachTurn(Node):
    """"the first card you foretell each turn" (counted anew each turn)."""
    ordinal: Node
    adjectives: Node
    types: Node
    player: Node
    keyword: Node


@node
class OrdinalCycledEachTurn(Node):
    """"the first card you cycle each turn" (CR 702.29a; counted anew each turn)."""
    ordinal: Node
    adjectives: Node
    types: Node
    player: Node


@node
class KeywordCostOf(Node):
    """"the cycling cost of the first card you cycle each turn" (CR 118.9: the cost an alternative
    cost replaces)."""
    keyword: Node
    of: Node


# -- spending mana (CR 609.4b, 602.2b) ----------------------------------------------------------

@node
class ToPayActivationCostsOf(Node):
    """"to pay the activation costs of ~'s abilities" (CR 602.2b)."""
    owner: Node
    noun: Node


# -- offering (CR 702.48) -----------------------------------------------------------------------

@node
class OfferingKeyword(Node):
    """"Goblin offering" (CR 702.48a: cast any time you could cast an instant by sacrificing a
    permanent of that subtype and paying the difference; the subtype is read as the type words of
    the permanent sacrificed)."""
    adjectives: Node
    types: Node


# -- targets of a spell (CR 115.1, 115.7) -------------------------------------------------------

@node
class HasOnlyTargets(Node):
    """"if target spell has only one target" (CR 115.7)."""
    subject: Node
    number: Node


@node
class ThatTargetIsA(Node):
    """"and that target is a creature" (CR 115.7: the single target)."""
    what: Node


@node
class ThatTargetIs(Node):
    """"and that target is ~" (CR 115.7: the single target is this object)."""
    what: Node


@node
class ChangeTargetTo(Node):
    """"change that spell's target to another creature" (CR 115.7: its single target changes)."""
    spell: Node
    to: Node


@node
class ChangeTargets(Node):
    """"change the targets of target instant or sorcery spell" (CR 115.7)."""
    spell: Node


# == session 11 (gcp) =========================================================================

# -- mana symbols spent (CR 601.2h, 107.4h) ----------------------------------------------------

@node
class ManaSymbolsSpentAmount(Node):
    """"the amount of {S} spent to cast this spell" (CR 601.2h: the mana paid of that kind;
    107.4h: {S} is mana from a snow source)."""
    mana: Node
    spell: Node


# -- splice (CR 702.47a) ------------------------------------------------------------------------

@node
class SpliceOntoDashCost(Node):
    """"Splice onto Arcane—Exile four cards from your graveyard." (CR 702.47a: a splice cost that
    is not mana; the dash is glued to its words, as Oracle prints it)."""
    __glued__ = ("—",)
    keyword: Node
    subtype: Node
    costs: Node


@node
class SpliceOntoEither(Node):
    """"Splice onto instant or sorcery {2}{U}" (CR 702.47a: onto a spell of either card type)."""
    keyword: Node
    first: Node
    second: Node
    cost: Node


# -- choosing targets (CR 601.2c) ----------------------------------------------------------------

@node
class CantChooseAsTarget(Node):
    """"You can't choose an untapped creature as this spell's target as you cast it." (CR 601.2c:
    a restriction on the targets chosen as the spell is cast)."""
    player: Node
    what: Node
    spell: Node
    cast: Node


# -- a random card (digital-only) ----------------------------------------------------------------

@node
class ARandomCard(Node):
    """"a random creature card with mana value X" (digital-only wording: a card chosen at random
    from the cards of the game's card pool, CR 608.2d for a choice made at random)."""
    filter: Node


# == session 12 (gcast) ==========================================================================

# -- Max speed with a static ability or a permission (CR 702.178) --------------------------------

@node
class KeywordStaticSentenceAbility(Node):
    """"Max speed — Spells you cast cost {1} less to cast." (a static ability that functions only
    while the keyword's condition holds, CR 702.178; the cost reduction is CR 601.2f)."""
    keyword: Node
    statement: Node


@node
class KeywordPermissionAbility(Node):
    """"Max speed — You may cast this card from your graveyard." (a permission that holds only
    while the keyword's condition holds, CR 702.178, 601.3)."""
    keyword: Node
    player: Node
    effect: Node


# -- players compared as the ability was activated (CR 602.2b, 601.2c) ----------------------------

@node
class HadMoreLifeThan(Node):
    """"who had more life than you did as you activated this ability"."""
    than: Node


@node
class HadAtLeastMoreThan(Node):
    """"who had at least two more cards in hand than you did as you activated this ability"."""
    amount: Node
    what: Node
    than: Node


@node
class HadAtLeastFewerThan(Node):
    """"who had at least two fewer creature cards in their graveyard than you did as you activated
    this ability"."""
    amount: Node
    what: Node
    than: Node


@node
class ControlledMoreThan(Node):
    """"who controlled more creatures than you did as you activated this ability"."""
    what: Node
    than: Node


@node
class ThanYouDid(Node):
    """"than you did as you activated this ability": the ability's controller, counted at the moment
    the ability was activated (CR 602.2)."""
    ability: Node


# -- "If you pay, ..." (CR 118.12, 608.2c) ---------------------------------------------------------

@node
class IfPays(Node):
    """"If you pay, ...": the player paid the optional cost offered before (CR 118.12; read like
    "if you do", CR 608.2c)."""
    player: Node


# -- a delayed loss of life unless paid for (CR 603.7, 118.12) ----------------------------------------

@node
class LoseLifeDelayedUnlessBefore(Node):
    """"that player loses 2 life at the beginning of their next draw step unless they pay {2} before
    that step." (a delayed triggered ability, CR 603.7; the payment, CR 118.12, may be made any time
    before that step)."""
    subject: Optional[Node]
    amount: Node
    when: Node
    unless: Node
    before: Node


# -- where an object came from (CR 603.4, 601.2a) ----------------------------------------------

@node
class EnteredOrCastFrom(Node):
    """"if one or more of them entered from a graveyard or was cast from a graveyard"."""
    subject: Node
    entered_from: Node
    cast_from: Node


@node
class EnteredOrWereCastFrom(Node):
    """"if they entered or were cast from a graveyard" (one zone for both)."""
    subject: Node
    zone: Node


# -- a permission limited by a duration and a condition (CR 601.3, 611.2a) --------------------------

@node
class DurationIfSentence(Node):
    """"Until your next turn, you may cast it if it's an instant or sorcery spell."."""
    duration: Node
    chain: Node
    condition: Node


# -- the nth spell cast this turn (CR 601.2i) ----------------------------------------------------------

@node
class NthCastThisTurn(Node):
    """"the second creature spell you cast this turn" (counted among the spells that player cast this
    turn, CR 601.2i)."""
    ordinal: Node
    adjectives: Node
    types: Node
    caster: Node


@node
class ItIsNthCast(Node):
    """"if it's the second creature spell you cast this turn"."""
    spell: Node


@node
class WasNthCast(Node):
    """"if it was the second spell you cast this turn"."""
    subject: Node
    spell: Node


@node
class BeforeThatStep(Node):
    """"before that step", "before that draw step": the step the delayed trigger names."""
    step: Optional[Node] = None


# -- spells that weren't cast (CR 601.2i) ---------------------------------------------------------

@node
class WasntCastCondition(Node):
    """"if it wasn't cast": the permanent entered without being cast as a spell (CR 601.2i)."""
    subject: Node


# -- mana spent to activate an ability (CR 602.2b) ---------------------------------------------------

@node
class ManaFromSpentToActivate(Node):
    """"If mana from a Treasure was spent to activate this ability" (CR 602.2b: the activation cost is
    paid like a spell's, 601.2h)."""
    source: Node
    ability: Node


# -- costs paid "by" a gerund (CR 601.2b, 118.8) -------------------------------------------------------

@node
class RemovingCounters(Node):
    """"by removing a counter from a creature you control" (an additional cost, CR 118.8, 122.8)."""
    amount: Node
    kind: Optional[Node]
    counter: Node
    holder: Node


@node
class RemovingCountersFromAmong(Node):
    """"by removing three counters from among creatures you control" (the counters may come from any of
    them, CR 122.8)."""
    amount: Node
    kind: Optional[Node]
    counter: Node
    holders: Node


@node
class Foraging(Node):
    """"by foraging" (CR 701.61: exile three cards from your graveyard or sacrifice a Food)."""


# -- paying to ignore an effect (CR 118.12) --------------------------------------------------------------

@node
class MayPayToIgnoreEffect(Node):
    """"Any player may pay {2} for that player to ignore this effect until end of turn." (a cost an effect
    offers, CR 118.12; the player who pays is not affected for the duration)."""
    player: Node
    payment: Node
    noun: Node
    duration: Node


# -- "their activated abilities" (CR 602.5) -------------------------------------------------------------

@node
class TheirActivatedAbilities(Node):
    """"their activated abilities" (the activated abilities of the objects named before, CR 602)."""
    noun: Node


@node
class TheirActivatedAbilitiesWithSymbol(Node):
    """"their activated abilities with {T} in their costs" (CR 602.1a: the tap symbol in the activation
    cost; the symbol is wording, as in WithSymbolInCost)."""
    noun: Node


# -- an alternative cost in place of a keyword's cost (CR 118.9) -----------------------------------------

@node
class OwnKeywordCost(Node):
    """"rather than pay Heart of Kiran's crew cost" (the cost of one of the object's keyword abilities)."""
    object: Node
    keyword: Node


# -- who controls the spell (CR 110.2) -------------------------------------------------------------------

@node
class ItIsControlledBy(Node):
    """"if it's controlled by the chosen player"."""
    player: Node


# -- spells cast this turn (CR 601.2i) -------------------------------------------------------------------

@node
class CastBothThisTurn(Node):
    """"if you've cast both a creature spell and a noncreature spell this turn"."""
    first: Node
    second: Node


@node
class CastOrActivatedThisTurn(Node):
    """"if you've cast a spell from a graveyard or activated an ability of a card in a graveyard this
    turn" (CR 601.2i: cast; 602.2: activated)."""
    spell: Node
    noun: Node
    source: Node


# -- a delayed trigger with a static effect (CR 603.7) ---------------------------------------------------

@node
class TriggerStaticSentence(Node):
    """"When you cast your next creature spell this turn, that creature enters the battlefield with an
    additional +1/+1 counter on it." (a delayed triggered ability whose effect is a replacement effect for
    that creature's entering, CR 603.7, 614.1c)."""
    trigger: Node
    statement: Node


# -- Room doors (CR 709.5) ---------------------------------------------------------------------------------

@node
class LockOrUnlockDoor(Node):
    """"Lock or unlock a door of target Room you control." (CR 709.5: a Room's halves are locked or
    unlocked)."""
    room: Node


# -- spells cast and countered as trigger events (CR 601.2i, 701.6) ------------------------------------

@node
class IsCastEvent(Node):
    """"Whenever the fourth spell of a turn is cast" (CR 601.2i: the spell became cast)."""


@node
class IsCounteredEvent(Node):
    """"Whenever a spell you've cast is countered" (CR 701.6a)."""


@node
class CastsNthInATurn(Node):
    """"Whenever you cast your third spell in a turn" (the third spell that player cast that turn)."""
    ordinal: Node
    noun: Node


@node
class NthSpellOfATurn(Node):
    """"the fourth spell of a turn", "the first noncreature spell of a turn" (counted among the spells
    every player cast that turn, CR 601.2i)."""
    ordinal: Node
    adjectives: Node
    types: Node


# -- cumulative upkeep costs that are actions (CR 702.24a) ---------------------------------------------

@node
class KeywordActionCost(Node):
    """"Cumulative upkeep—Gain control of a land you don't control." (a keyword whose cost is an action
    other than a payment, CR 702.24a, 118.1)."""
    __glued__ = ("—",)
    keyword: Node
    cost: Node


@node
class GainControlCost(Node):
    """"Cumulative upkeep—Gain control of a land you don't control." (a cost that is an action, CR 118.1)."""
    what: Node


@node
class HaveCreateCost(Node):
    """"Cumulative upkeep—Have an opponent create a 1/1 red Survivor creature token." (CR 118.1)."""
    action: Node


# -- colors of mana spent to cast a spell (CR 601.2h, 105.1) -------------------------------------------

@node
class NoColoredManaSpent(Node):
    """"if no colored mana was spent to cast it" (CR 105.1: the five colors; colorless mana is not
    colored)."""
    spell: Node


@node
class ColorsOfManaSpentCondition(Node):
    """"two or more colors of mana were spent to cast it" (CR 601.2h)."""
    amount: Node
    spell: Node


# -- a limit on a cost reduction (CR 601.2f) ----------------------------------------------------------

@node
class CantReduceByMoreThan(Node):
    """"This effect can't reduce the amount of mana this spell costs by more than {5}." (CR 601.2f: the
    total cost after reductions)."""
    spell: Node
    limit: Node


# -- conditions on a permanent or a spell (CR 303.4, 405) ----------------------------------------------

@node
class IsntEnchanted(Node):
    """"if Hakim isn't enchanted" (no Aura is attached to it, CR 303.4)."""
    subject: Node


@node
class IsOnTheStack(Node):
    """"As long as Kaervek's Torch is on the stack" (CR 405: the spell is on the stack)."""
    subject: Node


# -- the commander tax, counted (CR 903.8) ----------------------------------------------------------------

@node
class ForEachTimeCastFrom(Node):
    """"for each time it's been cast from the command zone this game" (CR 903.8: the commander tax
    counts those casts)."""
    zone: Node


# -- paying an additional cost any number of times (CR 601.2b, 118.8) ------------------------------------

@node
class AdditionalCostAnyNumberOfTimes(Node):
    """"As an additional cost to cast this spell, you may pay {1}{G} any number of times." (CR 601.2b:
    the number of times is chosen as the spell is cast)."""
    spell: Node
    cost: Node


@node
class PayEitherAnyNumberOfTimes(Node):
    """"you may pay {1}{R} and/or {1}{G} any number of times" (each cost any number of times)."""
    spell: Node
    first: Node
    second: Node


# -- limits on activating and casting (CR 602.5b, 601.3) ---------------------------------------------------

@node
class ActivateNoMoreTimesThan(Node):
    """"Activate no more times each turn than the number of snow Swamps you control." (CR 602.5b)."""
    limit: Node


@node
class CantCastMoreThanThisWay(Node):
    """"You can't cast more than one spell this way each turn." (a limit on a permission, CR 601.3)."""
    player: Node
    amount: Node
    adjectives: Node
    types: Node


# -- costs offered by "unless" (CR 118.12) ---------------------------------------------------------------

@node
class PhasesOutUnless(Node):
    """"Warping Wurm phases out unless you pay {2}{G}{U}." (CR 702.26, 118.12)."""
    what: Node
    unless: Node


# -- damage dealt by a spell (CR 120.3) --------------------------------------------------------------------

@node
class DealtDamageThisTurnBy(Node):
    """"if you were dealt damage this turn by a red instant or sorcery spell"."""
    player: Node
    source: Node


# -- a duration that ends when a spell is cast (CR 611.2b) -------------------------------------------------

@node
class UntilCasts(Node):
    """"until a player casts a creature spell" (the effect lasts until that event, CR 611.2b)."""
    player: Node
    spell: Node


# == session 13 (gcast) =================================================================================

@node
class YouHaveCast(Node):
    """"a spell you've cast" (a spell whose controller cast it, CR 601.2i)."""


@node
class CounterUnlessSacrifices(Node):
    """"counter it unless you sacrifice a land" (CR 701.6a; the player may sacrifice to keep it, 118.12)."""
    what: Node
    unless: Node


@node
class ThatsNthCastThisTurn(Node):
    """"that's the second spell cast this turn" (counted among all spells cast this turn, CR 601.2i)."""
    ordinal: Node
    adjectives: Node
    types: Node


@node
class NthPlayedThisTurn(Node):
    """"the first land you played this turn" (CR 305.1: playing a land; 305.2 one land a turn)."""
    ordinal: Node
    adjectives: Node
    types: Node
    player: Node


@node
class WasntNthCast(Node):
    """"if it wasn't the first land you played this turn"."""
    subject: Node
    nth: Node


@node
class CantBeTargetOfUnless(Node):
    """"can't be the target of spells unless it attacked or blocked this turn" (CR 115.1, 101.2)."""
    sources: Node
    condition: Node


@node
class YouHaveEitherOrMore(Node):
    """"if you have eight or more instant and/or sorcery cards in your graveyard" (cards of either
    type or both counted together)."""
    player: Node
    amount: Node
    first_type: Node
    second_type: Node
    noun: Node
    zone: Node


@node
class CostsLessAsLongAs(Node):
    """"This spell costs {2} less to cast as long as there are four or more card types among cards in
    your graveyard." (CR 601.2f; the condition is checked as the spell is cast)."""
    subject: Node
    cost: Node
    condition: Node


@node
class CastItAsThough(Node):
    """"you may cast it as though it had flash" (CR 702.8a, 601.3)."""
    player: Optional[Node]
    what: Node
    pronoun: Node
    keyword: Node


@node
class CastOnlyDuringOpponentsTurnAfterStep(Node):
    """"Cast this spell only during an opponent's turn after their upkeep step." (CR 601.3, 503)."""
    spell: Node
    step: Node


@node
class YouCastItDuringStep(Node):
    """"if you cast it during your main phase" (CR 505, 601.2i)."""
    object: Node
    player: Node
    step: Node


@node
class CastsFirstTimeThisTurn(Node):
    """"When you cast a spell with the chosen name for the first time this turn" (CR 603.2: only the
    first such cast that turn triggers it)."""
    what: Node


@node
class DuringPlayersNextCombatPhase(Node):
    """"during their next combat phase" (CR 506; a duration of one combat phase, 611.2b)."""
    player: Node


# -- effects that depend on the mana spent to cast the spell (CR 601.2h, 106.1) ------------------------------

@node
class EffectIfAndElidedIfSentence(Node):
    """"You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell."
    (the second effect repeats the first one's subject and verb with its own values)."""
    first: Node
    first_condition: Node
    second: Node
    second_condition: Node


@node
class ElidedGainLife(Node):
    """"... and X life" (the life gain of the effect before, with this amount)."""
    amount: Node


@node
class ElidedDamage(Node):
    """"... and 3 damage to each creature with flying" (the source of the damage named before)."""
    amount: Node
    to: Node


@node
class ElidedPredicate(Node):
    """"... and can't cast creature spells this turn" (the subject of the effect before)."""
    predicate: Node
    duration: Node


# -- a tapped and attacking copy (CR 707.2, 508.4) -----------------------------------------------------------

@node
class CreateTokenCopyTappedAttacking(Node):
    """"create a token that's a copy of another target attacking creature and that's tapped and attacking"
    (the token enters tapped and attacking, CR 508.4: it was never declared as an attacker)."""
    player: Optional[Node]
    amount: Node
    token: Node
    original: Node


@node
class CreateTokenCopiesTappedAttacking(Node):
    """"create X tokens that are copies of ~ and that are tapped and attacking"."""
    player: Optional[Node]
    amount: Node
    word: Node
    original: Node


# -- what a spell or ability does, as a trigger event (CR 603.2, 701.8) ---------------------------------------

@node
class DestroysEvent(Node):
    """"[a spell or ability] destroys a noncreature permanent you control" (CR 701.8a)."""
    what: Node


@node
class CausesPutIntoFromBattlefield(Node):
    """"[a spell or ability] causes a land to be put into your graveyard from the battlefield"."""
    what: Node
    zone: Node


# -- until the next step (CR 500, 611.2b) ---------------------------------------------------------------------

@node
class UntilTheNextStep(Node):
    """"until the next end step" (the effect ends as that step begins)."""
    step: Node


# -- no more spells this turn (CR 101.2) ----------------------------------------------------------------------

@node
class CantCastAdditional(Node):
    """"can't cast additional spells this turn" (no more spells than those already cast)."""
    what: Node


# -- an effect added when a condition holds (CR 608.2c) ----------------------------------------------------

@node
class ConditionalAlsoSentence(Node):
    """"If there are two or more instant and/or sorcery cards in your graveyard, also regenerate each other
    creature you control." (in addition to the spell's other effects)."""
    condition: Node
    chain: Node


# -- spells they cast this turn (CR 601.2i) -------------------------------------------------------------------

@node
class TheyCastNOrMoreThisTurn(Node):
    """"if they cast four or more spells this turn" (the player or players named before)."""
    count: Node
    noun: Node


# -- counted across several zones (CR 400.1) ----------------------------------------------------------------

@node
class ThereAreTotalIn(Node):
    """"if there are ten or more creature cards total in all graveyards" (counted together across those
    zones)."""
    amount: Node
    adjectives: Node
    types: Node
    zone: Node


# -- beholding as an additional cost (CR 701.4a, 601.2b) ----------------------------------------------------

@node
class BeholdAsAdditionalCost(Node):
    """"if you behold a Dragon as an additional cost to cast it" (CR 701.4a: reveal such a card from your
    hand or choose such a permanent you control)."""
    what: Node
    spell: Node


# -- batch 3 (gcast, session 13) ------------------------------------------------------------------------------

@node
class ConditionalInsteadIfSentence(Node):
    """"If this spell's madness cost was paid, instead gain control of that creature if its toughness is X or
    less." (the effect replaces the spell's other one, CR 614.1a, and has its own condition)."""
    condition: Node
    chain: Node
    chain_condition: Node


@node
class MayPayToCast(Node):
    """"you may pay {B/R} to cast this spell" (an alternative cost in place of its mana cost, CR 118.9)."""
    player: Node
    cost: Node
    spell: Node


@node
class DurationConditionalSentence(Node):
    """"During your turn, if an opponent lost life this turn, you may play lands ..." (the effect applies
    during that time while the condition holds)."""
    duration: Node
    condition: Node
    chain: Node


@node
class WhileSearchingSentence(Node):
    """"While you're searching your library, you may cast ~ from your library." (CR 701.23)."""
    zone: Node
    chain: Node


@node
class MustChooseTargetsWhile(Node):
    """"While an opponent is choosing targets as part of casting a spell they control or activating an
    ability they control, that player must choose at least one Flagbearer on the battlefield if able."
    (CR 601.2c, 602.2b: a requirement on the targets chosen)."""
    chooser: Node
    spell: Node
    ability: Node
    player: Node
    amount: Node
    types: Node
