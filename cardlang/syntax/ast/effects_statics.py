"""G9: more effects, static abilities, costs and restrictions (grammar/rules/94_effects_statics.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- searching and zones -------------------------------------------------------------

@node
class ZonesRef(Node):
    """"your library and/or graveyard": one player's zones (the items alternate zone words
    and separators, as in ``TypeWords``)."""
    owner: Node
    items: tuple


@node
class SearchedThisWay(Node):
    """"if you search your library this way" (CR 701.23)."""
    player: Node
    zone: Node


@node
class UpToCount(Node):
    """"up to two basic land cards": up to that many objects, chosen (not targeted)."""
    amount: Node
    filter: Node


@node
class AnyNumberOf(Node):
    """"any number of cards": as many matching objects as the player chooses (zero or more)."""
    filter: Node


@node
class PutOnTop(Node):
    """"put that card on top": on top of the library the sentence names (CR 401.1)."""


# -- counters and mana -----------------------------------------------------------------

@node
class RemoveAllCounters(Node):
    """"Remove all counters from all permanents", "remove all -1/-1 counters from it" (CR 122.8).
    ``kind`` is None for counters of every kind."""
    subject: Optional[Node]
    kind: Optional[Node]
    counter: Node
    target: Node


@node
class PlayerAddsMana(Node):
    """"that player adds {G}{G}", "its controller adds an additional {R}" (CR 106.3)."""
    player: Node
    produced: Node


@node
class AdditionalMana(Node):
    """"an additional {B}" (CR 106.12a: mana added to what a mana ability produced)."""
    produced: Node


# -- static abilities ------------------------------------------------------------------

@node
class MayChooseNotToUntap(Node):
    """"You may choose not to untap ~ during your untap step." (CR 502.3)"""
    player: Node
    permanent: Node
    step: Node


@node
class PlayRevealed(Node):
    """"Play with your hand revealed." / "Players play with the top card of their libraries
    revealed." (CR 400.2). ``players`` is None for the imperative (the controller)."""
    players: Optional[Node]
    cards: Node


@node
class TopCard(Node):
    """"the top card of your library" (CR 401.1)."""
    card: Node
    zone: Node


@node
class MayLookAnyTime(Node):
    """"You may look at the top card of your library any time." (CR 401.2)"""
    player: Node
    cards: Node


@node
class CanBeCommander(Node):
    """"~ can be your commander." (CR 903.3a)"""
    card: Node


@node
class AlternativeCost(Node):
    """"You may exile a red card from your hand rather than pay this spell's mana cost."
    (CR 118.9). ``costs`` is an ``AlternativeCosts``; ``replaced`` the cost not paid."""
    player: Node
    costs: Node
    replaced: Node


@node
class AlternativeCosts(Node):
    """The costs of an alternative cost, joined by "and" (all are paid)."""
    costs: tuple


@node
class OwnManaCost(Node):
    """"this spell's mana cost" (CR 202.1)."""
    spell: Node


@node
class ManaCostFor(Node):
    """"the mana cost for spells you cast" (the spells whose cost is replaced)."""
    spells: Node


@node
class OptionalAdditionalCost(Node):
    """"As an additional cost to cast this spell, you may pay {2}{R}." (CR 601.2b, 118.8)"""
    spell: Node
    cost: Node


@node
class AdditionalCostOneOf(Node):
    """"As an additional cost to cast this spell, sacrifice a creature, discard a card, or
    pay 4 life." (CR 601.2b: the caster chooses one of the costs)"""
    spell: Node
    costs: tuple


@node
class PayManaCost(Node):
    """"pay {2}{R}" written out as a cost (CR 118.1)."""
    cost: Node


# -- durations and restrictions --------------------------------------------------------

@node
class RemainsTapped(Node):
    """"for as long as ~ remains tapped" (CR 611.2b)."""
    subject: Node


@node
class RemainsExiled(Node):
    """"for as long as it remains exiled" (CR 611.2b)."""
    subject: Node


@node
class RemainsOnBattlefield(Node):
    """"for as long as ~ remains on the battlefield" (CR 611.2b)."""
    subject: Node


@node
class BeforeAttackers(Node):
    """"before attackers are declared" (CR 508.1: in the beginning of combat step or earlier)."""


@node
class ActivateOnlyYourTurnBefore(Node):
    """"Activate only during your turn, before attackers are declared." (CR 602.5b)"""
    before: Node


@node
class ActivateOnlyBefore(Node):
    """"Activate only before attackers are declared." (CR 602.5b)"""
    before: Node


@node
class ModalWithRider(Node):
    """"Choose one. Activate only as a sorcery. • ... • ..." (CR 700.2): a modal choice with a
    sentence about the choice before its modes."""
    count: Node
    rider: Node
    modes: tuple


@node
class ModalRestriction(Node):
    """A restriction between a modal header and its modes."""
    restriction: Node


@node
class MayChooseBothIf(Node):
    """"If you control a commander as you cast this spell, you may choose both [instead]."
    (CR 700.2: the condition is checked as the spell is cast)"""
    condition: Node
    spell: Node


# -- more effects ------------------------------------------------------------------------

@node
class MayExertAsAttacks(Node):
    """"You may exert this creature as it attacks." (CR 701.39)"""
    player: Node
    creature: Node
    attacker: Node


@node
class WithCountersMod(Node):
    """"onto the battlefield with a +1/+1 counter on it" (CR 122.6)."""
    amount: Node
    kind: Node
    counter: Node
    on: Node


@node
class NamedTokenDesc(Node):
    """"a 1/1 black and red Demon creature token named Minor Demon" (CR 111.4)."""
    words: tuple
    name: Node
    with_: Optional[Node] = None


@node
class UnlessPaysForEach(Node):
    """"unless its controller pays {1} for each card in your graveyard" (CR 118.12)."""
    player: Node
    cost: Node
    for_each: Node


@node
class PayForEach(Node):
    """"you pay {1} for each card in your hand"."""
    subject: Optional[Node]
    cost: Node
    for_each: Node


@node
class LifeTotalBecomes(Node):
    """"Your life total becomes 10." (CR 119.5)"""
    player: Node
    amount: Node


@node
class LoseHalfLife(Node):
    """"Target opponent loses half their life, rounded up." (CR 107.1a)"""
    subject: Optional[Node]
    whose: Node
    rounding: Node


@node
class RoundedUp(Node):
    pass


@node
class RoundedDown(Node):
    pass


@node
class LookAtHand(Node):
    """"Look at target player's hand." (CR 402.3)"""
    subject: Optional[Node]
    hand: Node


@node
class DestroyDelayed(Node):
    """"Destroy that creature at end of combat." (a delayed trigger, CR 603.7)"""
    subject: Optional[Node]
    what: Node
    delayed: Node


@node
class ExileFaceDown(Node):
    """"exile a card from your hand face down" (CR 406.3)."""
    subject: Optional[Node]
    what: Node


@node
class RemoveFromCombat(Node):
    """"remove it from combat" (CR 506.4)."""
    subject: Optional[Node]
    what: Node


@node
class DelayedEndOfCombat(Node):
    """"at end of combat": a delayed trigger at the end of combat step (CR 511, 603.7)."""


@node
class DealDamageInstead(Node):
    """"it deals 4 damage instead" (CR 614.1a: replaces the damage the sentence before dealt)."""
    source: Node
    amount: Node


@node
class PreventAllDamageBy(Node):
    """"Prevent all damage that would be dealt to you this turn by attacking creatures." (CR 615)"""
    scope: Node
    duration: Node
    sources: Node


@node
class PreventAllCombatDamageBy(Node):
    """"Prevent all combat damage that would be dealt this turn by non-Elf creatures." (CR 615)"""
    duration: Node
    sources: Node


@node
class KeepsMana(Node):
    """"you don't lose this mana as steps and phases end" (CR 500.4, 106.4)."""
    player: Node
    mana: Node


@node
class ThisMana(Node):
    """"this mana": the mana the ability added."""


@node
class UnspentMana(Node):
    """"unspent red mana" (``color`` None: of any color)."""
    color: Optional[Node]


@node
class IfCant(Node):
    """"If you can't, ...": the instruction before could not be followed (CR 101.3)."""
    player: Node


@node
class ToBattlefieldWithCounters(Node):
    """"to the battlefield [under your control] with a +1/+1 counter on it" (CR 122.6)."""
    mod: Optional[Node]
    counters: Node


@node
class EachDoes(Node):
    """"Up to two target players each mill three cards." (each of them does it)"""
    subject: Node
    effect: Node


@node
class TokenName(Node):
    """A token's name, word by word ("Minor Demon": a name word and a subtype word)."""
    words: tuple


# -- "instead", joined restrictions and more ----------------------------------------------

@node
class ConditionalSentenceInstead(Node):
    """"If this spell was kicked, it deals 4 damage to that creature instead." (CR 614.1a)"""
    condition: Node
    chain: Node


@node
class EffectInsteadIfSentence(Node):
    """"It deals 4 damage to that creature instead if this spell's additional cost was paid." """
    chain: Node
    condition: Node


@node
class RestrictionAnd(Node):
    """"Activate only during your turn and only if an opponent lost life this turn." (CR 602.5b:
    both restrictions apply)"""
    restriction: Node
    also: Node


@node
class OnlyIf(Node):
    """"... and only if [condition]"."""
    condition: Node


@node
class OnlyOnceEachTurn(Node):
    """"... and only once each turn" (CR 602.5b)."""


@node
class OnlyAsSorcery(Node):
    """"... and only as a sorcery" (CR 307.1 timing)."""
    sorcery: Node


@node
class HaveObjectGet(Node):
    """"you may have target creature get +2/+0 until end of turn"."""
    object: Node
    predicate: Node
    for_each: Optional[Node] = None
    duration: Optional[Node] = None


@node
class ExileZone(Node):
    """"Exile target player's graveyard." (every card in that zone)"""
    subject: Optional[Node]
    zone: Node


@node
class PreventSomeDamageFrom(Node):
    """"If a source would deal damage to you, prevent 1 of that damage." (CR 615.7)"""
    source: Node
    to: Optional[Node]
    amount: Node
    where: Optional[Node] = None


@node
class EntersWithCountersWhere(Node):
    """"This creature enters with X +1/+1 counters on it, where X is ..." (CR 122.6, 107.3)"""
    subject: Node
    amount: Node
    kind: Node
    counter: Node
    on: Node
    where: Node


@node
class SpendAsAnyType(Node):
    """"You may spend mana as though it were mana of any color." (CR 609.4b) ``color`` limits
    which mana ("white mana")."""
    player: Node
    color: Optional[Node]


@node
class CostsAnd(Node):
    """"Remove three quest counters from this enchantment and sacrifice it": two costs joined by
    "and" (CR 602.1: both are paid). Only the first starts with a capital; ``items`` as in
    ``Costs``."""
    items: tuple


@node
class WithQuotedAbility(Node):
    """"becomes a ... creature with "{B}: ..."" (CR 613.1f)."""
    ability: Node


@node
class DealDamageSplit(Node):
    """"deals 2 damage to any target and 1 damage to any other target" (CR 120.1)."""
    source: Node
    amount: Node
    recipient: Node
    other_amount: Node
    other_recipient: Node


@node
class GainsChoiceOf(Node):
    """"gains your choice of flying, vigilance, or haste" (one keyword, chosen on resolution)."""
    keywords: Node


@node
class DiscardUnless(Node):
    """"discard two cards unless you discard an artifact card" (CR 608.2c)."""
    subject: Optional[Node]
    what: Node
    unless: Node


@node
class XCantBe(Node):
    """"X can't be 0." (CR 107.3: a restriction on the value chosen for X)"""
    value: Node


@node
class MayCastAsThough(Node):
    """"You may cast this spell as though it had flash." (CR 702.8a, 601.3)"""
    player: Node
    spell: Node
    pronoun: Node
    keyword: Node


@node
class IsEquippedCondition(Node):
    """"as long as ~ is equipped" (CR 301.5)."""
    subject: Node


@node
class IsEnchantedCondition(Node):
    """"as long as ~ is enchanted" (CR 303.4)."""
    subject: Node


@node
class ObjectGetsExceptBy(Node):
    """"Target creature can't be blocked this turn except by Spirits." (the exception after the
    duration)"""
    subject: Node
    predicate: Node
    duration: Node
    except_by: Node


@node
class ExchangeControlOfBoth(Node):
    """"exchange control of target creature you control and target creature an opponent
    controls" (CR 701.12)."""
    subject: Optional[Node]
    #: the two references (BothRefs: first, second)
    both: Node


@node
class InOpeningHand(Node):
    """"If this card is in your opening hand" (CR 103.6)."""
    card: Node
    zone: Node


@node
class BeginGameOnBattlefield(Node):
    """"you may begin the game with it on the battlefield" (CR 103.6a)."""
    player: Node
    card: Node


@node
class AnyOtherTarget(Node):
    """"any other target" (CR 115.4, 115.3: different from the targets chosen before)."""


# -- keyword actions (CR 701) and more effects -----------------------------------------

@node
class Support(Node):
    """"support 2" (CR 701.41)."""
    amount: Node


@node
class Bolster(Node):
    """"bolster 1" (CR 701.39)."""
    amount: Node


@node
class Adapt(Node):
    """"Adapt 2." (CR 701.46)"""
    amount: Node


@node
class Earthbend(Node):
    """"earthbend 2" (CR 701.66)."""
    amount: Node


@node
class Learn(Node):
    """"Learn." (CR 701.48)"""


@node
class Unattach(Node):
    """"unattach enchanted Equipment" (CR 701.3d)."""
    what: Node


@node
class Clash(Node):
    """"Clash with an opponent." (CR 701.30)"""
    player: Optional[Node]
    opponent: Node


@node
class PhasesOut(Node):
    """"~ phases out." (CR 702.26)"""
    what: Node


@node
class SwitchPt(Node):
    """"Switch target creature's power and toughness until end of turn." (CR 613.4d)"""
    owner: Node
    duration: Optional[Node] = None


@node
class PtOwner(Node):
    """The object whose power and toughness are named ("target creature's")."""
    object: Node


@node
class CantPlay(Node):
    """"can't play lands" (CR 305.2, 101.2)."""
    what: Node


@node
class TapUnless(Node):
    """"tap this creature unless you sacrifice another creature"."""
    subject: Optional[Node]
    what: Node
    unless: Node


@node
class DealDamageUnless(Node):
    """"deals 2 damage to that player unless they sacrifice that artifact"."""
    source: Node
    amount: Node
    recipient: Node
    unless: Node


@node
class ReturnUnless(Node):
    """"return it to your hand unless target opponent pays 3 life"."""
    subject: Optional[Node]
    what: Node
    destination: Node
    unless: Node


@node
class SkipNextTurn(Node):
    """"You skip your next turn." (CR 500.11)"""
    subject: Optional[Node]
    whose: Node


@node
class ExileUntilExiles(Node):
    """"exiles cards from the top of their library until they exile a nonland card" (CR 701.13)."""
    subject: Optional[Node]
    what: Node
    until_player: Node
    until: Node


@node
class Itself(Node):
    """"itself": the object the sentence is about."""
