"""G12: more effects, keyword actions, keywords with parameters, costs and static sentences
(grammar/rules/96_effects_more.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- coin flips and clashes (CR 705, 701.30) ------------------------------------------------

@node
class FlipCoin(Node):
    """"Flip a coin.", "flip a coin until you lose a flip" (CR 705). ``coin`` is the word
    "coin" (a counter word for the lexer; check.py demands it)."""
    player: Optional[Node]
    coin: Node
    until: Optional[Node]
    for_each: Optional[Node]


@node
class FlipUntil(Node):
    """"until you lose a flip": the player flips again until they lose one (CR 705.3)."""
    player: Node


@node
class WonFlip(Node):
    """"if you win the flip" (CR 705.2: the player who called it wins when it matches)."""
    player: Node


@node
class LostFlip(Node):
    """"if you lose the flip" (CR 705.2)."""
    player: Node


@node
class WonFlipsOrMore(Node):
    """"If you win two or more flips" (of the flips of one effect, CR 705.3)."""
    player: Node
    amount: Node


@node
class WonClash(Node):
    """"If you win, ..." after "Clash with an opponent" (CR 701.30b: the player whose card
    has the higher mana value wins)."""
    player: Node


# -- keyword actions (CR 701) ----------------------------------------------------------------

@node
class ManifestDread(Node):
    """"Manifest dread." (CR 701.62: look at the top two cards of your library, manifest one,
    put the other into your graveyard)."""


# -- keywords with parameters in lists (CR 702) ----------------------------------------------

@node
class GainsKeywordsAndAbility(Node):
    """'gains haste and "At the beginning of the end step, sacrifice this token."'"""
    keywords: Node
    ability: Node


@node
class TokenWithKeywordsAndAbility(Node):
    """'with toxic 1 and "This token can't block."' (a token's abilities, CR 111.4)."""
    keywords: Node
    ability: Node


@node
class ExceptHasKeywordsAndAbility(Node):
    """', except it has haste and "..."' (CR 707.9b: a copy's exception)."""
    keywords: Node
    ability: Node


@node
class WithKeywordsAndAbility(Node):
    """'becomes a creature with haste and "..."' (CR 613.1f)."""
    keywords: Node
    ability: Node


@node
class ActivateOnlyOnce(Node):
    """"Activate only once." (CR 602.5b)"""


# -- "an additional" ---------------------------------------------------------------------

@node
class GetsAdditionalPt(Node):
    """"gets an additional +1/+1" (a second P/T change on top of the first, CR 613.4c)."""
    change: Node


@node
class GetsAdditionalCounter(Node):
    """"gets an additional poison counter" (one more counter for a player, CR 122.1)."""
    kind: Node
    counter: Node


@node
class PutAdditionalCounter(Node):
    """"put an additional +1/+1 counter on that land" (CR 122)."""
    subject: Optional[Node]
    kind: Node
    counter: Node
    target: Node


@node
class WithAdditionalCounter(Node):
    """"with an additional +1/+1 counter on it": the permanent enters with one more counter
    than it would have (CR 122.6)."""
    kind: Node
    counter: Node
    on: Node


# -- conditions about counters, casting and kicking --------------------------------------------

@node
class HasCountersOnOrMore(Node):
    """"if it has four or more quest counters on it" (CR 122; a player's counters are
    HasCountersOrMore)."""
    subject: Node
    amount: Node
    kind: Node
    counter: Node
    on: Node


@node
class HasNoCounters(Node):
    """"If the card has no delay counters on it" (``kind`` None: no counters at all)."""
    subject: Node
    kind: Optional[Node]
    counter: Node
    on: Node


@node
class WasCastFrom(Node):
    """"If this spell was cast from your hand" (CR 601.2a: the zone it was cast from)."""
    spell: Node
    zone: Node


@node
class WasKickedWith(Node):
    """"if it was kicked with its {1}{B} kicker" (CR 702.33e: which of two kicker costs was paid)."""
    spell: Node
    cost: Node
    keyword: Node


@node
class GiftPromised(Node):
    """"If the gift was promised" (CR 702.174: the gift keyword's promise)."""
    keyword: Node


@node
class GiftNotPromised(Node):
    """"If the gift wasn't promised" (CR 702.174)."""
    keyword: Node


@node
class TributeNotPaid(Node):
    """"if tribute wasn't paid" (CR 702.104b)."""
    keyword: Node


# -- "instead of" (CR 614.1a) ------------------------------------------------------------------

@node
class EffectInsteadOf(Node):
    """"exile it instead of putting it into its owner's graveyard": the effect replaces the
    move it names (CR 614.1a)."""
    effect: Node
    replaced: Node


@node
class InsteadOfPutting(Node):
    """"putting it into its owner's graveyard [as it resolves]": the replaced move."""
    what: Node
    destination: Node
    as_it_resolves: Optional[Node]


@node
class ReplacedIntoZone(Node):
    """"into that player's graveyard" (the zone the object would have gone to)."""
    zone: Node


@node
class ReplacedAnywhereElse(Node):
    """"anywhere else": any other zone (CR 614.1a)."""


@node
class ReplacedOntoBattlefield(Node):
    """"onto the battlefield" (the object would have entered)."""


@node
class AsItResolves(Node):
    """"as it resolves": when the spell goes to the graveyard on resolving (CR 608.2n)."""
    spell: Node


# -- replacement effects (CR 614) -----------------------------------------------------------

@node
class WouldEnter(Node):
    """"would enter [the battlefield]" (CR 614.1c)."""


@node
class InsteadFirst(Node):
    """"If [subject] would [event], instead [effects]." (CR 614.1a, "instead" first)."""
    subject: Node
    event: Node
    replacement: Node


@node
class DoubleCombatDamage(Node):
    """"If this creature would deal combat damage to a player, it deals double that damage to
    that player instead." (CR 614.1a, combat damage only: CR 510.2)"""
    source: Node
    original_recipient: Optional[Node]
    new_recipient: Optional[Node]


@node
class PreventCombatDamageFrom(Node):
    """"If a creature would deal combat damage to this creature, prevent that damage [and put a
    +1/+1 counter on this creature]." (CR 615; the effects after "and" happen in its place)"""
    source: Node
    recipient: Optional[Node]
    and_then: Optional[Node]


@node
class AndThen(Node):
    """"and [effects]" after a prevention (what happens instead of the damage)."""
    effects: Node


@node
class IfWould(Node):
    """"If ~ would be destroyed, regenerate it." (CR 701.15b: a regeneration shield); an
    effect that replaces the event without the word "instead" (CR 614.1a)."""
    subject: Node
    event: Node
    replacement: Node


@node
class RedirectAllDamage(Node):
    """"All damage that would be dealt to you is dealt to enchanted creature instead."
    (CR 614.9: redirection of damage)."""
    scope: Node
    duration: Optional[Node]
    new_recipient: Node


# -- sentences about effects -----------------------------------------------------------------

@node
class EffectDoesntRemove(Node):
    """"This effect doesn't remove Auras." (CR 702.16: the protection leaves these attached)."""
    what: Node


@node
class ReducesOnlyColoredMana(Node):
    """"This effect reduces only the amount of colored mana you pay." (CR 601.2f)"""


@node
class CantReduceBelow(Node):
    """"This effect can't reduce the mana in that cost to less than one mana." (CR 601.2f)"""
    amount: Node


@node
class CostsLessToActivatePerEach(Node):
    """"This ability costs {1} less to activate for each creature card in your graveyard."
    (CR 601.2f, 602.2b)"""
    what: Node
    cost: Node
    per_each: Node


@node
class EntersTappedWithCounters(Node):
    """"This land enters tapped with two charge counters on it." (CR 614.1c, 122.6)"""
    subject: Node
    amount: Node
    kind: Node
    counter: Node
    on: Node


@node
class EntersWithCountersEqual(Node):
    """"enters with a number of +1/+1 counters on it equal to ..." (CR 614.1c, 122.6)"""
    subject: Node
    kind: Node
    counter: Node
    on: Node
    amount: Node


# -- combat requirements and restrictions ---------------------------------------------------

@node
class AttacksThisTurnIfAble(Node):
    """"attack this turn if able" (CR 508.1d: a requirement for this turn)."""


@node
class BlocksThisTurnIfAble(Node):
    """"blocks this turn if able" (CR 509.1c)."""


@node
class AttacksThisTurnAsThoughNoKeyword(Node):
    """"can attack this turn as though it didn't have defender"."""
    pronoun: Node
    keyword: Node


@node
class CantBeTargetOf(Node):
    """"can't be the target of black spells" (CR 115.9)."""
    sources: Node


@node
class HasAllActivatedAbilities(Node):
    """"has all activated abilities of all creature cards exiled with it" (CR 113.6, 613.1f)."""
    kind: Node
    source: Node


# -- more effects ----------------------------------------------------------------------------

@node
class SkipStep(Node):
    """"Skip your draw step." (CR 500.11)"""
    subject: Optional[Node]
    owner: Node
    step: Node


@node
class DistributeCounters(Node):
    """"distribute two +1/+1 counters among one or two target creatures" (CR 601.2d: the
    division is chosen as the spell is put on the stack)."""
    subject: Optional[Node]
    amount: Node
    kind: Node
    counter: Node
    among: Node


@node
class PutCountersEqual(Node):
    """"put a number of +1/+1 counters on target creature equal to ..." (CR 122)."""
    subject: Optional[Node]
    kind: Node
    counter: Node
    target: Node
    amount: Node


@node
class DiscardNumberEqual(Node):
    """"discards a number of cards equal to ..." (CR 701.9)."""
    subject: Optional[Node]
    word: Node
    amount: Node


# -- costs -------------------------------------------------------------------------------------

@node
class DiscardTypedCost(Node):
    """"Discard a creature card" as a cost (CR 118, 701.9): ``qualities`` are the type,
    supertype and color words before "card"."""
    amount: Node
    qualities: tuple
    word: Node


# -- conditions --------------------------------------------------------------------------------

@node
class DidntCastFrom(Node):
    """"if you didn't cast it from your hand" (CR 601.2a)."""
    player: Node
    what: Node
    zone: Node


@node
class DidntLoseLifeThisTurn(Node):
    """"if you didn't lose life this turn" (CR 119.3)."""
    player: Node


@node
class DidntPlayThisTurn(Node):
    """"if you didn't play a land this turn" (CR 305.1)."""
    player: Node
    what: Node


@node
class NthResolutionThisTurn(Node):
    """"If this is the third time this ability has resolved this turn" (counted per object)."""
    ordinal: Node
    kind: Node


# -- more effects (2) -------------------------------------------------------------------------

@node
class CreateTokenCopies(Node):
    """"Create two tokens that are copies of the sacrificed creature." (CR 707.2, 111.1)"""
    subject: Optional[Node]
    amount: Node
    word: Node
    original: Node


@node
class ChangeTarget(Node):
    """"Change the target of target spell with a single target." (CR 115.7)"""
    what: Node


@node
class MillForEach(Node):
    """"mill a card for each shred counter on ~" (CR 701.17)."""
    subject: Optional[Node]
    amount: Node
    word: Node
    for_each: Node


@node
class TimeCounterKind(Node):
    """The "time" counter kind (CR 702.62a: suspend's counters)."""


@node
class LosesThisAbility(Node):
    """"loses this ability" (CR 613.1f)."""
    kind: Node


@node
class ItsAttacking(Node):
    """"as long as it's attacking" (CR 506.4)."""


@node
class ItsAttackingAlone(Node):
    """"as long as it's attacking alone" (CR 506.5)."""
