"""The tail of the corpus: conditions, static abilities, restrictions, trigger events,
durations, replacements and modes (grammar/rules/99_tail_conditions.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- "The same is true for ..." -------------------------------------------------------------
@node
class SameIsTrueForObjects(Node):
    """"The same is true for creature spells you control and creature cards you own that aren't
    on the battlefield.": the static ability before applies to these objects too (CR 604.1)."""
    what: Node


@node
class SameIsTrueForBoth(Node):
    """"The same is true for spells you control and nonland cards you own that aren't on the
    battlefield.": two more kinds of objects."""
    first: Node
    second: Node


@node
class SameIsTrueForKeywords(Node):
    """"The same is true for fear, first strike, ..., and vigilance.": the ability before is
    repeated with each of these keywords in place of its own."""
    keywords: Node


# -- conditions -------------------------------------------------------------------------------
@node
class CastUsingCondition(Node):
    """"if this spell was cast using teamwork": the spell was cast for that keyword's
    alternative or additional cost (e.g. web-slinging, CR 702.188)."""
    spell: Node
    keyword: Node


# -- damage -------------------------------------------------------------------------------------
@node
class ScopedDamageCantBePrevented(Node):
    """"Damage that would be dealt by this creature can't be prevented." (CR 615.12)"""
    damage: Node
    scope: Node
    duration: Optional[Node] = None



# -- mana production replaced (CR 614.1a) ------------------------------------------------------
@node
class ProducesInsteadOfType(Node):
    """"If a land is tapped for mana, it produces {B} instead of any other type.": the amount
    stays, the type of the mana changes."""
    event: Node
    pronoun: Node
    produced: Node


@node
class ProducesInsteadOfTypeAndAmount(Node):
    """"..., it produces {C} instead of any other type and amount.": the mana produced is
    exactly ``produced``."""
    event: Node
    pronoun: Node
    produced: Node


@node
class ProducesMoreOfThatMana(Node):
    """“If you tap a permanent for mana, it produces twice as much of that mana instead.”"""
    event: Node
    pronoun: Node
    multiple: Node


@node
class TappedForMana(Node):
    """“a land is tapped for mana”, “... for two or more mana”."""
    what: Node
    amount: Node


@node
class YouTapForMana(Node):
    """“you tap a land you control for mana”."""
    what: Node



@node
class ManaOrMore(Node):
    """"tapped for two or more mana"."""
    amount: Node


@node
class ColorMana(Node):
    """"colorless mana", "white mana"."""
    color: Node


@node
class ManaOfChosenColor(Node):
    """"mana of a color of your choice"."""


@node
class AmountOfChosenColor(Node):
    """"one mana of a color of your choice"."""
    amount: Node


# -- combat ---------------------------------------------------------------------------------------

@node
class AssignsDamageByToughness(Node):
    """"assigns combat damage equal to its toughness rather than its power" (CR 510.1a)."""


@node
class AssignsDamageAsThoughUnblocked(Node):
    """"assign its combat damage as though it weren't blocked" (CR 510.1c: otherwise a blocked
    creature assigns its damage to its blockers)."""
    duration: Optional[Node]
    pronoun: Node


# -- casting permissions and restrictions (CR 601.3) ----------------------------------------------
@node
class CantCastSelfIf(Node):
    """"You can't cast this spell if you've played a land this turn." (CR 101.2, 601.3)"""
    player: Node
    spell: Node
    condition: Node


@node
class SelfFromZoneOrExile(Node):
    """"this card from your graveyard or from exile"."""
    object: Node
    zone: Node


@node
class CastByAdditionalCost(Node):
    """"cast this card from your graveyard by discarding a card in addition to paying its other
    costs" (CR 601.2f: an additional cost)."""
    what: Node
    costs: Node


@node
class CastByAlternativeCost(Node):
    """"cast Raffine's Guidance from your graveyard by paying {2}{W} rather than paying its mana
    cost" (CR 118.9: an alternative cost)."""
    what: Node
    costs: Node


@node
class GerundCosts(Node):
    """"paying 3 life and discarding a card": costs written as gerunds, joined by "and"."""
    items: tuple


@node
class PayingMana(Node):
    cost: Node


@node
class PayingLife(Node):
    amount: Node


@node
class Discarding(Node):
    what: Node


@node
class Sacrificing(Node):
    what: Node


@node
class Exiling(Node):
    what: Node


@node
class RemoveIfNotPlayingForAnte(Node):
    """"Remove Rebirth from your deck before playing if you're not playing for ante." (CR 407.3)"""
    card: Node


# -- modes (CR 700.2) -------------------------------------------------------------------------------
@node
class ChooseNotYetChosen(Node):
    """"choose one that hasn't been chosen —": a mode chosen once is never chosen again for
    this object."""
    number: Node


@node
class ChooseNotChosenThisTurn(Node):
    """"choose one that hasn't been chosen this turn —"."""
    number: Node


# -- qualifiers -------------------------------------------------------------------------------------
@node
class NotOnBattlefield(Node):
    """"that aren't on the battlefield": in any zone but the battlefield (CR 400.1)."""


@node
class NoOneDoes(Node):
    """"If no one does, ...": no player took the offer before (CR 101.4: in turn order)."""


# -- attack and block limits (CR 508.1c, 509.1b) ---------------------------------------------------
@node
class NoMoreThanCanAttack(Node):
    """“No more than two creatures can attack each combat.”"""
    amount: Node
    kind: Node


@node
class NoMoreThanCanAttackYou(Node):
    """“No more than two creatures can attack you each combat.”"""
    amount: Node
    kind: Node


@node
class NoMoreThanCanBlock(Node):
    """“No more than one creature can block each combat.”"""
    amount: Node
    kind: Node


# -- two predicates for as long as a condition holds (CR 611.3a) --------------------------------------
@node
class GetsAndAsLongAs(Node):
    """"This creature gets +1/+1 and has trample as long as you control a Forest.": both
    predicates apply while the condition holds."""
    subject: Node
    first: Node
    second: Node
    condition: Node


# -- "Starting with you, ..." (CR 101.4) -------------------------------------------------------------

# -- states of a card or a player --------------------------------------------------------------------
@node
class IsSuspendedCondition(Node):
    """"if Curse of the Cabal is suspended" (CR 702.62b: in exile, with suspend and a time counter)."""
    subject: Node


@node
class IsPoisonedCondition(Node):
    """"if defending player is poisoned" (CR 122.1f: one or more poison counters)."""
    subject: Node


@node
class DiedUnderControlThisTurn(Node):
    """"if a creature died under your control this turn" (CR 700.4: dies)."""
    subject: Node
    controller: Node


# -- type lines of nontraditional cards (CR 100.2d) ----------------------------------------------------
@node
class NontraditionalTypeLine(Node):
    """“Hero”, “Hero Artifact — Equipment”: a type line that starts with a card type the CR does
    not list (the Hero cards of Theros Beyond Death's challenge decks)."""
    kind: Node
    types: Optional[Node] = None
    subtypes: Optional[Node] = None


# -- more types and colors (CR 205.1b, 105.2c, 205.3m) ---------------------------------------------------
@node
class IsAllColors(Node):
    """“is all colors” (CR 105.2c: an object can be all five colors)."""


@node
class IsAllCreatureTypes(Node):
    """“is all creature types” (CR 205.3m)."""
    card_type: Node


@node
class BlocksItIfAble(Node):
    """“blocks it this turn if able” (CR 509.1c: a blocking requirement)."""
    attacker: Node
    duration: Optional[Node] = None



# -- damage and life gain replaced (CR 614.1a) ---------------------------------------------------------------
@node
class DamageChangedInstead(Node):
    """“If a red source would deal damage to a player, it deals that much damage plus 1 to that
    player instead.”"""
    source: Node
    recipient: Optional[Node]
    change: Node
    new_recipient: Optional[Node] = None


@node
class PlusAmount(Node):
    """“plus 1”"""
    amount: Node


@node
class MinusAmount(Node):
    """“minus 1”"""
    amount: Node



# -- the next time (CR 614.1a, 615.3) ----------------------------------------------------------------------
@node
class NextTimeDrawInstead(Node):
    """“The next time you would draw a card this turn, you gain 5 life instead.”: the replacement
    applies once (CR 614.1a)."""
    who: Node
    cards: Node
    duration: Node
    chain: Node


@node
class NextTimeDrawInsteadFirst(Node):
    """“The next time you would draw a card this turn, instead put ...”"""
    who: Node
    cards: Node
    duration: Node
    chain: Node



@node
class NextTimeSourceDealsInstead(Node):
    """“..., that source deals that damage to you instead.”"""
    source: Node
    recipient: Optional[Node]
    duration: Node
    new_source: Node
    new_recipient: Node


# -- triggers that trigger again (CR 603.2d) ----------------------------------------------------------------
@node
class TriggersAdditionalTime(Node):
    """“If a triggered ability of a legendary creature you control triggers, that ability triggers
    an additional time.”"""
    kind: Node
    source: Node
    ability: Node


# -- casting with flash for a while (CR 702.8a) --------------------------------------------------------------
@node
class CastAsThoughDuring(Node):
    """“You may cast spells this turn as though they had flash.”"""
    player: Optional[Node]
    what: Node
    duration: Node
    pronoun: Node
    keyword: Node


# -- spells cast this turn (CR 601.2i) --------------------------------------------------------------------
@node
class DidntCastThisTurn(Node):
    """“if that player didn't cast a spell this turn”."""
    player: Node
    what: Node


@node
class HasKeywordCondition(Node):
    """“if that creature has toxic” (it has the keyword ability, CR 702)."""
    subject: Node
    keyword: Node


# -- prevention of the damage a source would deal (CR 615.1a) --------------------------------------------
@node
class PreventAllDamageSourceWouldDeal(Node):
    """“Prevent all damage target creature would deal this turn.”"""
    source: Node
    duration: Optional[Node] = None


@node
class PreventAllCombatDamageSourceWouldDeal(Node):
    """“Prevent all combat damage a creature of your choice would deal this turn.”"""
    source: Node
    duration: Optional[Node] = None


# -- damage replaced (CR 614.1a, 615.1a) ---------------------------------------------------------------------
@node
class DamageToReplaced(Node):
    """“If damage would be dealt to this creature, put that many +1/+1 counters on it instead.”"""
    recipient: Node
    effect: Node


@node
class PreventDamageToAnd(Node):
    """“If damage would be dealt to you, prevent that damage and mill twice that many cards.”"""
    recipient: Node
    chain: Node


@node
class PreventDamageFromAnd(Node):
    """“If a source would deal damage to you, prevent that damage and put an incarnation counter on
    this enchantment.”"""
    source: Node
    recipient: Optional[Node]
    chain: Node


@node
class DamageReducesLifeToInstead(Node):
    """“Damage that would reduce your life total to less than 1 reduces it to 1 instead.” (the damage
    still is dealt; the life loss it causes is limited, CR 120.3a)"""
    damage: Node
    player: Node
    limit: Node
    floor: Node


# -- designations and the game (CR 701.15, 104.3) ------------------------------------------------------------
@node
class IsGoaded(Node):
    """“is goaded” (CR 701.15b: it attacks each combat if able, and a player other than the goading
    player if able)."""


@node
class CantLoseGame(Node):
    """“can't lose the game” (CR 104.3: effects may stop a player from losing)."""


@node
class CantWinGame(Node):
    """“can't win the game” (CR 104.2)."""


# -- abilities triggered by entering, again (CR 603.2d) -------------------------------------------------------
@node
class EnteringTriggersAdditionalTime(Node):
    """“If a permanent entering causes a triggered ability of a permanent you control to trigger,
    that ability triggers an additional time.”"""
    entering: Node
    kind: Node
    source: Node
    ability: Node


# -- noncombat damage (CR 120.2) ------------------------------------------------------------------------------
@node
class DealsNoncombatDamageEvent(Node):
    """“deals noncombat damage to an opponent”."""
    recipient: Optional[Node] = None


# -- "Max speed — This creature gets +1/+1." (CR 702.178) ------------------------------------------------------
@node
class KeywordStaticAbility(Node):
    """“Max speed — This creature gets +1/+2.”: a static ability that functions only while the
    keyword's condition holds (CR 702.178a)."""
    keyword: Node
    subject: Node
    predicate: Node


@node
class KeywordStaticAbilityTwo(Node):
    """“Max speed — This creature gets +1/+0 and has vigilance.”: two predicates."""
    keyword: Node
    subject: Node
    predicate: Node
    second: Node


# -- a modal spell's rider (CR 700.2) ----------------------------------------------------------------------
@node
class ChooseMoreInsteadIf(Node):
    """“Choose one. If this spell was kicked, choose any number instead.”"""
    condition: Node
    modes: Node


@node
class ChooseBoth(Node):
    """“choose both”"""


# -- delayed triggers (CR 603.7) -----------------------------------------------------------------------------
@node
class AtThisTurnsNextEndOfCombat(Node):
    """“At this turn's next end of combat, ...” (a delayed trigger at the end of combat step,
    CR 511)."""


@node
class TheirNextStep(Node):
    """“their next upkeep”"""
    step: Node


# -- conditions ------------------------------------------------------------------------------------------------
@node
class AttackedDuringLastTurn(Node):
    """“if it attacked during your last turn”."""
    subject: Node
    whose: Node


@node
class LifeAboveStartingTotal(Node):
    """“you have at least 7 life more than your starting life total” (CR 103.4: the starting life
    total)."""
    player: Node
    amount: Node
    whose: Node


# -- prevention and redirection (CR 615.1a, 614.9) -----------------------------------------------------------
@node
class PreventAllDamageSelfWouldDeal(Node):
    """“Prevent all damage that Goblin Furrier would deal to snow creatures.”"""
    source: Node
    recipient: Node



# -- losing the game (CR 104.3b) ----------------------------------------------------------------------------------
@node
class DoesntLoseForNoLife(Node):
    """“You don't lose the game for having 0 or less life.” (CR 104.3b does not apply)"""
    amount: Node


@node
class DealDamageInsteadFirst(Node):
    """“If a source would deal damage to a player, instead ...” (CR 614.1a)"""
    source: Node
    recipient: Optional[Node]
    chain: Node


@node
class DealCombatDamageInsteadFirst(Node):
    """“If a Zombie you control would deal combat damage to a player, instead that player mills that
    many cards.”"""
    source: Node
    recipient: Optional[Node]
    chain: Node


@node
class GetsInsteadAsLongAs(Node):
    """“It gets +3/+1 instead as long as an opponent has eight or more cards in their graveyard.”"""
    subject: Node
    predicate: Node
    condition: Node


@node
class CastAsLongAs(Node):
    """“You may cast this card from your graveyard as long as you control a Zombie.”"""
    player: Optional[Node]
    card: Node
    zone: Node
    condition: Node


# -- reminder text inside a modal ability (CR 207.2) ---------------------------------------------------------
@node
class ModeWithReminder(Node):
    """A mode followed by its reminder text, before the next mode (the reminder has no rules
    meaning, CR 207.2; the mode is its sentences, CR 700.2)."""
    sentences: Node
    reminder: Node


@node
class LabelledModeWithReminder(Node):
    """“• Look Around — Mill three cards. ... (To mill three cards, ...)” before the next mode."""
    word: Node
    sentences: Node
    reminder: Node


# -- ante (CR 407.4) ----------------------------------------------------------------------------------------------
@node
class AnteEffect(Node):
    """“ante the top card of your library” (CR 407.4: put it into the ante zone)."""
    player: Optional[Node]
    what: Node
