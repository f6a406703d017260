"""One-shot effects (CR 610), damage (120), prevention (615), tokens (111), counters (122),
zone changes (400.7), quantities (107.1, 208.3)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- players' actions (imperative: no subject; "Target player draws ...": subject) ------
@node
class Draw(Node):
    subject: Optional[Node]
    amount: Node
    for_each: Optional[Node] = None
    #: "Draw a card at the beginning of the next turn's upkeep." (a delayed draw, CR 603.7)
    delayed: Optional[Node] = None


@node
class DrawEqual(Node):
    """Draw cards equal to [quantity]."""
    subject: Optional[Node]
    word: Node
    quantity: Node


@node
class Discard(Node):
    subject: Optional[Node]
    what: Node


@node
class AtRandom(Node):
    """"a card at random": a filter qualifier, the object is chosen at random (CR 701.9b)."""


@node
class DiscardHand(Node):
    subject: Optional[Node]
    hand: Node


@node
class HandRef(Node):
    owner: Node
    zone: Node


@node
class GainLife(Node):
    subject: Optional[Node]
    amount: Node
    for_each: Optional[Node] = None


@node
class LoseLife(Node):
    subject: Optional[Node]
    amount: Node
    for_each: Optional[Node] = None
    #: "each player loses 4 life unless they sacrifice a nontoken creature"
    unless: Optional[Node] = None


@node
class GainLifeEqual(Node):
    subject: Optional[Node]
    quantity: Node


@node
class LoseLifeEqual(Node):
    subject: Optional[Node]
    quantity: Node


@node
class Mill(Node):
    subject: Optional[Node]
    amount: Node
    word: Node


@node
class MillEqual(Node):
    subject: Optional[Node]
    word: Node
    quantity: Node


@node
class Sacrifice(Node):
    subject: Optional[Node]
    what: Node
    #: "Sacrifice it at the beginning of the next end step." (CR 603.7)
    delayed: Optional[Node] = None
    #: "sacrifice it unless you discard a card" (UnlessDoes)
    unless: Optional[Node] = None


@node
class UnlessDoes(Node):
    """"unless you discard a card": an action the player may take instead."""
    effect: Node


@node
class CardAmount(Node):
    amount: Node
    word: Node


@node
class AdditionalCards(Node):
    """"an additional card" (CR 121.2)."""
    amount: Node
    word: Node


@node
class CardWord(Node):
    noun: Node


@node
class ForEach(Node):
    """"for each creature you control": the amount is multiplied by the count."""
    filter: Node


@node
class ForEachCounter(Node):
    kind: Node
    word: Node
    on: Node


# -- quantities --------------------------------------------------------------------
@node
class NumberOfCounters(Node):
    kind: Node
    word: Node
    on: Node


@node
class LifeLostThisWay(Node):
    pass


@node
class DamagePreventedThisWay(Node):
    pass


@node
class LifeTotal(Node):
    owner: Node


# -- damage ------------------------------------------------------------------------
@node
class DealDamage(Node):
    """[source] deals N damage to [recipient] (CR 120.1)."""
    source: Node
    amount: Node
    recipient: Node
    for_each: Optional[Node] = None


@node
class DealDividedDamage(Node):
    """Damage divided among targets as the spell is cast (CR 601.2d)."""
    source: Node
    amount: Node
    division: Node
    recipients: Node


@node
class DealsDamageEqual(Node):
    """[source] deals damage equal to [quantity] to [recipient]."""
    source: Node
    quantity: Node
    recipient: Node


@node
class DealDamageToEqual(Node):
    """[source] deals damage to [recipient] equal to [quantity]."""
    source: Node
    recipient: Node
    quantity: Node


@node
class DividedAsYouChoose(Node):
    pass


@node
class DividedEvenly(Node):
    pass


# -- predicates: "gets +1/+1", "gains flying" ----------------------------------------
@node
class ObjectGetsUntilForEach(Node):
    """"it gets +1/+1 until end of turn for each other attacking Ally" (duration first)."""
    subject: Node
    predicate: Node
    duration: Node
    for_each: Node


@node
class ObjectGets(Node):
    subject: Node
    predicate: Node
    for_each: Optional[Node] = None
    duration: Optional[Node] = None


@node
class GetsPt(Node):
    """gets +N/+N (CR 613.4c)."""
    change: Node


@node
class GainsKeywords(Node):
    keywords: Node


# -- objects -----------------------------------------------------------------------
@node
class Destroy(Node):
    subject: Optional[Node]
    what: Node


@node
class CantBeRegenerated(Node):
    """"It can't be regenerated." (CR 701.15c): a predicate."""
    pass


@node
class Exile(Node):
    subject: Optional[Node]
    what: Node
    delayed: Optional[Node] = None
    unless: Optional[Node] = None


@node
class ExileUntil(Node):
    """"exile target creature an opponent controls until this creature leaves the battlefield"."""
    subject: Optional[Node]
    what: Node
    until: Node


@node
class UntilLeaves(Node):
    """"until this creature leaves the battlefield" (CR 610.3: the exiled card returns)."""
    object: Node


@node
class CounterSpell(Node):
    what: Node
    unless: Optional[Node] = None


@node
class UnlessPays(Node):
    """"unless its controller pays {2}" (CR 118.12)."""
    player: Node
    cost: Node


@node
class LifeAmount(Node):
    amount: Node


@node
class Tap(Node):
    subject: Optional[Node]
    what: Node


@node
class Untap(Node):
    subject: Optional[Node]
    what: Node


@node
class Scry(Node):
    subject: Optional[Node]
    amount: Node


@node
class Surveil(Node):
    subject: Optional[Node]
    amount: Node


@node
class Transform(Node):
    """CR 701.27."""
    what: Node


@node
class Incubate(Node):
    """CR 701.53: create an Incubator token with N +1/+1 counters."""
    amount: Node


@node
class Reveal(Node):
    subject: Optional[Node]
    what: Node
    #: "... until you reveal a creature card" (RevealUntil)
    until: Optional[Node] = None


@node
class RevealUntil(Node):
    """"until you reveal a creature card": the revealing stops at the first match."""
    player: Node
    what: Node


@node
class RevealHand(Node):
    """"Target opponent reveals their hand." (CR 701.20)"""
    subject: Optional[Node]
    hand: Node


@node
class PlayEffect(Node):
    """"You may play that card this turn." (play: cast a spell or play a land, CR 305.1, 601)"""
    subject: Optional[Node]
    what: Node
    duration: Optional[Node] = None


@node
class Shuffle(Node):
    subject: Optional[Node] = None


@node
class Regenerate(Node):
    """CR 701.15."""
    what: Node


@node
class Fight(Node):
    """CR 701.14."""
    subject: Node
    other: Node


@node
class GainControl(Node):
    """CR 110.2: a control-changing effect."""
    subject: Optional[Node]
    what: Node
    duration: Optional[Node] = None


@node
class PayEffect(Node):
    subject: Optional[Node]
    cost: Node


@node
class RemoveCounters(Node):
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    source: Node


@node
class DoubleCounters(Node):
    kind: Node
    word: Node
    on: Node


@node
class CopyEffect(Node):
    """CR 707.10: copy a spell or ability."""
    what: Node


@node
class ChooseNewTargets(Node):
    """CR 707.10c."""
    subject: Optional[Node]
    what: Node


@node
class AttachEffect(Node):
    """CR 701.3."""
    what: Node
    to: Node


@node
class ChooseEffect(Node):
    subject: Optional[Node]
    what: Node


@node
class CastEffect(Node):
    subject: Optional[Node]
    what: Node
    without_paying: Optional[Node] = None
    duration: Optional[Node] = None


@node
class WithoutPaying(Node):
    """CR 118.9: cast without paying its mana cost."""
    pass


@node
class SkipEffect(Node):
    subject: Optional[Node]
    owner: Node
    step: Node


@node
class ExtraTurn(Node):
    """CR 500.7: "take an extra turn after this one"."""
    subject: Optional[Node]
    one: Node


@node
class LoseGame(Node):
    subject: Optional[Node] = None


@node
class WinGame(Node):
    subject: Optional[Node] = None


# -- keyword actions (CR 701) -------------------------------------------------------
@node
class Proliferate(Node):
    pass


@node
class Investigate(Node):
    pass


@node
class Populate(Node):
    pass


@node
class Explores(Node):
    subject: Node


@node
class Connives(Node):
    subject: Node


@node
class Amass(Node):
    kind: Node
    amount: Node


@node
class ManifestTop(Node):
    word: Node
    zone: Node


@node
class Venture(Node):
    """CR 701.49: venture into the dungeon."""
    dungeon: Node


@node
class Goad(Node):
    what: Node


# -- libraries -----------------------------------------------------------------------
@node
class SearchLibrary(Node):
    subject: Optional[Node]
    zone: Node
    what: Node


@node
class LookAtTop(Node):
    subject: Optional[Node]
    amount: Optional[Node]
    word: Node
    zone: Node


@node
class ShuffleInto(Node):
    subject: Optional[Node]
    what: Node
    zone: Node


@node
class HaveEnterAsCopy(Node):
    """You may have this creature enter as a copy of ... (CR 707.9)."""
    subject: Node
    original: Node


@node
class HaveEnterAsCopyAny(Node):
    subject: Node
    original: Node


# -- zone changes ----------------------------------------------------------------------
@node
class ReturnEffect(Node):
    """Return [object] to [zone] (CR 400.7)."""
    subject: Optional[Node]
    what: Node
    destination: Node
    delayed: Optional[Node] = None


@node
class PutEffect(Node):
    subject: Optional[Node]
    what: Node
    destination: Node
    delayed: Optional[Node] = None


@node
class ElidedPut(Node):
    """"... and the rest on the bottom of your library": the verb is understood."""
    what: Node
    destination: Node


@node
class OwnersZone(Node):
    """"their owners' hands"."""
    zone: Node


@node
class ToBattlefield(Node):
    """onto / to the battlefield, with modifiers (tapped, under X's control ...)."""
    modifiers: tuple = ()


@node
class IntoZone(Node):
    zone: Node


@node
class IntoOwnersZone(Node):
    zone: Node


@node
class OnTopOf(Node):
    zone: Node


@node
class OnTopOfInOrder(Node):
    zone: Node
    order: Node


@node
class OnBottomOf(Node):
    zone: Node
    order: Optional[Node] = None


@node
class RandomOrder(Node):
    pass


@node
class AnyOrder(Node):
    pass


@node
class TappedMod(Node):
    pass


@node
class UnderControl(Node):
    player: Node


@node
class UnderOwnersControl(Node):
    pass


@node
class TransformedMod(Node):
    pass


@node
class AttachedMod(Node):
    to: Node


@node
class DelayedAt(Node):
    """"at the beginning of the next end step": a delayed trigger (CR 603.7)."""
    step: Node


# -- tokens ----------------------------------------------------------------------------
@node
class CreateToken(Node):
    subject: Optional[Node]
    amount: Node
    token: Node
    for_each: Optional[Node] = None


@node
class TokenDesc(Node):
    """The token's characteristics in printed order (P/T, colors, types, "token")."""
    words: tuple
    with_: Optional[Node] = None


@node
class TokenTapped(Node):
    """"create two tapped Treasure tokens": the token enters tapped (CR 111.1)."""


@node
class CreateTokenAttacking(Node):
    """"create a 1/1 white Human creature token that's tapped and attacking [that player]"
    (CR 508.4: it was never declared as an attacker)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    whom: Optional[Node] = None
    for_each: Optional[Node] = None


@node
class AttackingWhom(Node):
    whom: Node


@node
class TokenColorAnd(Node):
    first: Node
    second: Node


@node
class TokenWith(Node):
    keywords: Node


@node
class TokenWithAbility(Node):
    ability: Node


# -- counters (CR 122) ------------------------------------------------------------------
@node
class PutCounters(Node):
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    target: Node
    for_each: Optional[Node] = None


@node
class CounterKind(Node):
    """The kind of a counter: +1/+1, charge, flying (CR 122.1)."""
    name: Node


@node
class KeywordCounter(Node):
    """A keyword counter (CR 122.1b)."""
    keyword: Node


@node
class CardCounter(Node):
    pass


# -- prevention (CR 615) -------------------------------------------------------------------
@node
class PreventNextDamage(Node):
    """A prevention shield, used up as it prevents (CR 615.7)."""
    amount: Node
    recipient: Node
    duration: Node


@node
class PreventAllCombatDamage(Node):
    duration: Node


@node
class PreventThatDamage(Node):
    pass


@node
class TheRest(Node):
    """"the rest": the cards looked at and not chosen."""
    pass


@node
class TheOther(Node):
    pass


@node
class TapOrUntap(Node):
    """"You may tap or untap target permanent." (the player chooses which)."""
    subject: Optional[Node]
    what: Node


@node
class ShuffleZone(Node):
    """"Target player shuffles their library." (CR 701.24)"""
    subject: Optional[Node]
    zone: Node


@node
class ShuffleZoneInto(Node):
    """"Target player shuffles their graveyard into their library." (CR 701.24)"""
    subject: Optional[Node]
    zone: Node
    into: Node


@node
class PutBack(Node):
    """"then put them back in any order" (on top of the library they came from)."""
    order: Node


@node
class PutBackOnTopOf(Node):
    """"puts one of them back on top of their library"."""
    zone: Node


@node
class ActivateThisAbility(Node):
    """"Any player may activate this ability." (the permission is the MayEffect around it)."""
    noun: Node



@node
class WouldDieThisTurn(Node):
    """"If that creature would die this turn, exile it instead." (CR 614.1a)"""


@node
class HaveDealDamage(Node):
    """"you may have it deal 2 damage to target creature": the named source deals the damage."""
    damage: Node


@node
class CreateTokenEqual(Node):
    """"create a number of 1/1 black Harpy creature tokens with flying equal to <quantity>"."""
    subject: Optional[Node]
    token: Node
    quantity: Node


@node
class RevealNumber(Node):
    """"target opponent reveals a number of cards from their hand equal to <quantity>"."""
    subject: Optional[Node]
    what: Node
    quantity: Node
