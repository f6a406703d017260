"""The corpus tail (session 6): searching, revealing, looking, shuffling, milling, discarding and drawing (grammar/rules/99_v_zone_info.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- costs that reveal or discard (CR 118, 602.1) --------------------------------------------

@node
class RevealSelfFromCost(Node):
    """"Reveal ~ from your hand" as a cost (forecast, CR 702.57a: the card is revealed and
    stays in its zone)."""
    what: Node
    zone: Node


@node
class DiscardHandCost(Node):
    """"Discard your hand" as a cost (CR 701.9a: every card in it is discarded)."""
    hand: Node


# -- how many cards are drawn (CR 121) -------------------------------------------------------

@node
class UpToCards(Node):
    """"draw up to two cards": the player chooses how many, from zero to the number (CR 107.1c
    does not apply; "up to" sets only a maximum, CR 121.2)."""
    amount: Node
    word: Node


@node
class CardsPlus(Node):
    """"that many cards plus one" (CR 107.1: the sum of the two numbers)."""
    amount: Node
    word: Node
    added: Node


@node
class CardsMinus(Node):
    """"that many cards minus one" (CR 107.1: the difference of the two numbers, never below
    zero, CR 107.1b)."""
    amount: Node
    word: Node
    subtracted: Node


@node
class DiscardAnotherCost(Node):
    """"Discard another card named ~" (grandeur; a card other than this one, CR 701.9a)."""
    filter: Node


# -- what an instruction before did (CR 608.2c) ----------------------------------------------

@node
class DiscardedThisWayCondition(Node):
    """"if you discarded a card this way" (CR 701.9, 608.2c: the discard just done)."""
    what: Node


@node
class RevealsThisWayCondition(Node):
    """"if you reveal a creature card this way" (CR 701.20, 608.2c)."""
    player: Node
    what: Node


@node
class RevealsEvent(Node):
    """"When you reveal a nonland card this way" (a reflexive trigger on the reveal, CR
    603.12)."""
    what: Node


# -- draws and discards (CR 121, 701.9) ------------------------------------------------------

@node
class SkipThatDraw(Node):
    """"that player skips that draw" (CR 614.1b: a replacement effect; the card is not
    drawn)."""
    subject: Optional[Node]


@node
class DiscardEqual(Node):
    """"discards cards equal to the damage" (CR 701.9: that number of cards)."""
    subject: Optional[Node]
    what: Node
    quantity: Node


@node
class LookAtThatManyFromTop(Node):
    """"look at that many cards from the top of your library" (the number an earlier part of
    the ability named, CR 608.2c; the cards stay in the library, CR 401.5)."""
    subject: Optional[Node]
    word: Node
    zone: Node


# -- a choice between two actions (CR 608.2d) ------------------------------------------------

@node
class EitherAction(Node):
    """"sacrifice an artifact or discard a card": the player chooses one of the two actions
    as the effect is applied (CR 608.2d)."""
    first: Node
    second: Node


@node
class UnlessEither(Node):
    """"unless they sacrifice a nonland permanent of their choice or discard a card": the
    player may perform either action to avoid the effect (CR 118.12a)."""
    first: Node
    second: Node


@node
class EitherCost(Node):
    """"Sacrifice an artifact or discard a nonland card" as a cost: the player chooses which
    one to pay (CR 118.12, 601.2f)."""
    first: Node
    second: Node


# -- draws a replacement or a trigger watches for (CR 121, 614.1a) ---------------------------

@node
class WouldDrawWhile(Node):
    """"would draw a card while your library has no cards in it": the replacement applies
    only while the condition holds (CR 614.1a)."""
    amount: Node
    condition: Node


@node
class WouldDrawExceptFirst(Node):
    """"would draw a card except the first one you draw in each of your draw steps" (the
    draw of the draw step, CR 504.1, is not replaced)."""
    amount: Node
    except_: Node


@node
class DrawsExceptFirst(Node):
    """"an opponent draws a card except the first one they draw in each of their draw steps"
    (a trigger event, CR 603.2; the draw step's draw, CR 504.1, does not trigger it)."""
    what: Node
    except_: Node


@node
class ExceptFirstDraw(Node):
    """"except the first one you draw in each of your draw steps" (CR 504.1: the draw of
    the draw step)."""
    number: Node
    player: Node
    whose: Node


@node
class WheneverThisWay(Node):
    """"Whenever you reveal a land card this way, ...": triggers on each such event of the
    instruction before (CR 603.2, 701.20)."""
    subject: Node
    predicate: Node


@node
class ZoneHasNoCards(Node):
    """"if your library has no cards in it" (CR 401.1, 400.1: a zone may be empty)."""
    zone: Node
    word: Node


# -- cards named by how they were drawn or where they are ------------------------------------

@node
class FirstDrawnEachTurn(Node):
    """"the first card you draw each turn", "the first card you draw on each of your turns"
    (the card of the first draw event of the turn, CR 121.1)."""
    ordinal: Node
    adjectives: Node
    types: Node
    player: Node
    when: Node


@node
class EachTurn(Node):
    """"each turn" (every turn, whoever's turn it is, CR 500)."""


@node
class OnEachOfTurns(Node):
    """"on each of your turns" (only the player's own turns, CR 500)."""
    whose: Node


@node
class ShuffleCardsFromInto(Node):
    """"shuffle the cards from your hand into your library" (CR 701.24: the cards move, then
    the library is shuffled)."""
    subject: Optional[Node]
    word: Node
    source: Node
    into: Node


@node
class ZoneHasOrMoreCards(Node):
    """"if a graveyard has twenty or more cards in it" (CR 400.1: the cards in one zone)."""
    zone: Node
    number: Node
    word: Node


# -- more sentence shapes ---------------------------------------------------------------------

@node
class ThenEffectIfSentence(Node):
    """"Then that player discards a card if you control a Zombie." (the condition is checked
    as the instruction is followed, CR 608.2c)."""
    chain: Node
    condition: Node


@node
class DiscardHandUnless(Node):
    """"Target player discards their hand unless they pay 7 life." (CR 118.12a: the player
    may pay to avoid the discard)."""
    subject: Optional[Node]
    hand: Node
    unless: Node


# -- opening hand actions (CR 103.6) ----------------------------------------------------------

@node
class RevealFromOpeningHand(Node):
    """"reveal this card from your opening hand" (CR 103.6: an action taken as the game
    begins, before the first turn)."""
    what: Node
    hand: Node


@node
class ConditionalDelayedTrigger(Node):
    """"If you do, at the beginning of the first upkeep, ...": a delayed triggered ability
    created only if the condition holds (CR 603.7)."""
    condition: Node
    trigger: Node
    chain: Node


@node
class FirstStepOfGame(Node):
    """"the first upkeep" (the game's first one, whoever's turn it is, CR 500)."""
    ordinal: Node
    step: Node


@node
class PlayersFirstStepOfGame(Node):
    """"your first main phase of the game" (CR 505: that player's first one)."""
    player: Node
    ordinal: Node
    step: Node


# -- session 7: the tail of hidden information and hands --------------------------------------

@node
class MaximumHandSizeIs(Node):
    """"Your maximum hand size is ten." (CR 402.2: the number replaces the usual seven)."""
    player: Node
    zone: Node
    number: Node


@node
class MaximumHandSizeEqual(Node):
    """"each opponent's maximum hand size is equal to seven minus the number of those card
    types" (CR 402.2: the maximum is the quantity, computed while the effect applies)."""
    player: Node
    zone: Node
    quantity: Node


@node
class QuantityPlusAmount(Node):
    """"the number of cards in your hand plus one" (CR 107.1: the sum of the count and the
    number)."""
    count: Node
    added: Node


@node
class LookAtThat(Node):
    """"You may look at that card for as long as it remains exiled." (CR 406.3: looking at a
    face-down exiled card needs an effect that allows it; the duration bounds the permission,
    CR 611.2a)."""
    subject: Optional[Node]
    what: Node
    duration: Optional[Node]


@node
class LookAtAndPlay(Node):
    """"You may look at and play those cards for as long as they remain exiled." (CR 406.3:
    looking at face-down exiled cards; CR 305.1, 601.2: playing them; both permissions last
    for the duration, CR 611.2a)."""
    subject: Optional[Node]
    what: Node
    duration: Optional[Node]


@node
class NoTypedCardsInHand(Node):
    """"if you have no land cards in your hand" (CR 402.3: the player's own hand; true when no
    card of that type is in it)."""
    player: Node
    types: Node
    word: Node
    zone: Node


@node
class BareZone(Node):
    """A zone named without its owner, "in hand" (the owner is the player the sentence
    names, CR 400.1)."""
    zone: Node


@node
class RevealHandCost(Node):
    """"reveal your hand" as a cost (CR 118.9: an alternative cost; CR 701.20a: every card of
    the hand is shown to all players)."""
    hand: Node


@node
class CastsNthOfKind(Node):
    """"casts their first noncreature spell each turn" (CR 603.2: the event is the cast of
    the player's first spell of those types that turn; CR 601.2; "your"/"their" is wording)."""
    ordinal: Node
    kinds: Node
    word: Node


@node
class DrawUnless(Node):
    """"draw a card unless that player pays {X}" (CR 118.12a: the named player may pay the
    cost; if they do, the card is not drawn)."""
    subject: Optional[Node]
    amount: Node
    unless: Node


@node
class DidntDoCondition(Node):
    """"If you don't cast it", "If you don't sacrifice a Forest" (CR 608.2c: whether the
    player took the optional action offered earlier in the ability)."""
    player: Node
    verb: Node
    what: Node


@node
class CastVerb(Node):
    """The action "cast" (CR 601)."""


@node
class SacrificeVerb(Node):
    """The action "sacrifice" (CR 701.21)."""


@node
class UntilCastFromExile(Node):
    """"until ~ is cast from exile" (CR 611.2b: the effect ends when the card is cast from
    exile, CR 601.2a, 406)."""
    what: Node


@node
class DrawnThisWay(Node):
    """"for each card drawn this way" (CR 608.2c: the cards the instruction before drew,
    CR 121)."""


# -- session 7, second batch ------------------------------------------------------------------

@node
class RevealUntilRevealed(Node):
    """"until a creature card is revealed" (CR 701.20: the player reveals cards one at a time
    and stops after that card)."""
    what: Node


@node
class RevealTheTopCard(Node):
    """"Shuffle your library, then reveal the top card." (the top card of the library the
    sentence named, CR 401.1, 701.20)."""
    subject: Optional[Node]
    word: Node


@node
class DrawAnother(Node):
    """"draw another card" (CR 121.1: one more card, after the draws before)."""
    subject: Optional[Node]
    word: Node
    for_each: Optional[Node]


@node
class RevealedThisWayCondition(Node):
    """"unless you revealed a Soldier card this way" (CR 608.2c: what the instruction before
    revealed, CR 701.20)."""
    what: Node


@node
class DiscardedThisTurnCondition(Node):
    """"if you discarded a card this turn" (CR 701.9: any discard by the player that turn)."""
    what: Node


@node
class InThatZone(Node):
    """"for each red card in it": the cards in the zone an earlier sentence named, here the
    revealed hand (CR 608.2c, 400.1)."""
    zone: Node


# -- session 8: more of the tail of hidden information and hands -------------------------------

@node
class PhasesOutEvent(Node):
    """"Whenever ~ phases out" (CR 702.26g: phasing out triggers such abilities)."""


@node
class PhasesInEvent(Node):
    """"Whenever ~ phases in" (CR 702.26g)."""


@node
class BecomesRenownedEvent(Node):
    """"Whenever a creature you control becomes renowned" (CR 702.112b: renown makes it renowned)."""


@node
class BecomesSaddledEvent(Node):
    """"Whenever this creature becomes saddled [for the first time each turn]" (CR 702.171b)."""
    first_time: Optional[Node]


@node
class ClashAndWinEvent(Node):
    """"Whenever you clash and win" (CR 701.30: the clash's winner is the player whose card
    has the higher mana value; the trigger waits for the clash to end)."""


@node
class ManifestsDreadEvent(Node):
    """"Whenever you manifest dread" (CR 701.62)."""


@node
class ReturnedToHandEvent(Node):
    """"Whenever a permanent is returned to your hand", "are returned to hand" (a zone change
    to a hand, CR 400.7)."""
    hand: Node


@node
class ActivatesEitherKeywordAbility(Node):
    """"Whenever you activate an eternalize or embalm ability" (CR 602.2: activating; either
    keyword's ability triggers it)."""
    first: Node
    second: Node
    kind: Node


@node
class CantDrawCards(Node):
    """"Players can't draw cards." (CR 101.2: an instruction to draw does nothing)."""
    word: Node


@node
class CantBeCounteredFor(Node):
    """"Other spells you control can't be countered this turn." (CR 101.2; the effect lasts the
    duration, CR 611.2a)."""
    what: Node
    duration: Node


@node
class LookAtTarget(Node):
    """"Look at target face-down creature." (CR 708.5: an effect may let a player look at a
    face-down permanent)."""
    subject: Optional[Node]
    what: Node


@node
class DiscardDelayed(Node):
    """"Discard three cards at the beginning of the next end step." (CR 603.7: a delayed
    triggered ability discards then)."""
    subject: Optional[Node]
    what: Node
    when: Node


@node
class MayLookAtAnyTime(Node):
    """"You may look at face-down creatures your opponents control any time." (CR 708.5: an
    effect lets a player look at face-down permanents)."""
    player: Node
    what: Node


@node
class DestroySomeAtRandom(Node):
    """"Destroy one of them at random." (CR 701.8; the objects are chosen at random, CR 608.2d)."""
    subject: Optional[Node]
    number: Node
    group: Node


@node
class CounteredThisWaySuffix(Node):
    """"for each spell countered this way" (CR 701.6, 608.2c: the spells the instruction before
    countered)."""


@node
class EitherCostsAbility(Node):
    """"{3}, {T} or {U}, {T}: ..." (an activated ability with two alternative costs; the
    player pays one of them, CR 602.1, 601.2f)."""
    first: Node
    second: Node
    effects: Node


@node
class AttachedToState(Node):
    """"that's attached to a creature" (CR 301.5, 303.4: an Equipment or Aura attached to an
    object)."""
    what: Node


@node
class CycledThisTurnCondition(Node):
    """"if you cycled two or more cards this turn" (CR 702.29: cycling)."""
    what: Node


# -- session 8, second batch -----------------------------------------------------------------

@node
class KeywordReplacementAbility(Node):
    """"Max speed — If you would draw a card, draw two cards instead." (a keyword naming the
    condition under which the replacement effect applies: CR 702.178, 614.1a)."""
    keyword: Node
    replacement: Node


@node
class ForEachManaSpentSentence(Node):
    """"For each {U}{U} spent to cast it, draw a card." (CR 601.2h: the mana paid for the
    spell; the instruction is followed once for each full group of those symbols)."""
    mana: Node
    spell: Node
    chain: Node


@node
class GivesGiftEvent(Node):
    """"Whenever you give a gift" (CR 702.174: a gift promised as the spell was cast is given
    as it resolves)."""
    keyword: Node


@node
class DiscardsFirstTimeEachTurn(Node):
    """"Whenever you discard one or more cards for the first time each turn" (CR 701.9; only
    the first such event of the turn triggers it)."""
    what: Node
    first_time: Node


@node
class DiscardedThisTurnBy(Node):
    """"cards target opponent discarded this turn" (CR 701.9: counted over the turn)."""
    player: Node


@node
class AnotherTargetPlayer(Node):
    """"another target player" (a second target, different from the first, CR 115.3)."""
    kind: Node


@node
class WasQualityCondition(Node):
    """"if it was historic", "if the sacrificed artifact was legendary" (last known information
    of the object, CR 608.2h; historic is CR 700.6)."""
    what: Node
    quality: Node


@node
class WithNOrMoreTargets(Node):
    """"a spell with one or more targets" (CR 115.1)."""
    number: Node


@node
class WouldMillOrMore(Node):
    """"If an opponent would mill one or more cards" (CR 701.17, 614.1a)."""
    number: Node
    word: Node


@node
class EnchantedOpponentsStep(Node):
    """"enchanted opponent's end step" (the step of the player the Aura enchants, CR 303.4)."""
    step: Node


@node
class YouBothOwnAndControl(Node):
    """"target permanent you both own and control" (CR 108.3 owner, 108.4 controller)."""


# -- session 8, third batch ------------------------------------------------------------------

@node
class TheRestOf(Node):
    """"the rest of the cards revealed this way", "the rest of those cards" (the cards of
    that group the ability did not move before, CR 608.2c)."""
    group: Node


@node
class TheRevealedThisWay(Node):
    """"the cards revealed this way" (CR 701.20, 608.2c)."""
    noun: Node


@node
class DiscardDifferentCost(Node):
    """"Discard three cards with different names" (a cost, CR 118; no two of them share a
    name, CR 201.2)."""
    amount: Node
    quality: Node


@node
class ForEachDevoured(Node):
    """"for each creature it devoured" (the creatures sacrificed as it entered, CR 702.82b)."""
    adjectives: Node
    types: Node
    devourer: Node


# -- session 8, fourth batch -----------------------------------------------------------------

@node
class ExileFaceUp(Node):
    """"that player exiles that card face up" (CR 406.3)."""
    subject: Optional[Node]
    what: Node


@node
class ThatYouCycledOrDiscarded(Node):
    """"cards in your graveyard that you cycled or discarded this turn" (CR 702.29, 701.9)."""


@node
class WhoSacrificedThisWay(Node):
    """"Each player who sacrificed a creature this way" (CR 701.21, 608.2c)."""
    what: Node


@node
class WithSameManaValueAs(Node):
    """"a card with the same mana value as that card" (CR 202.3)."""
    what: Node


@node
class LookAtOne(Node):
    """"Look at a card at random in target player's hand." (CR 402.3; chosen at random, CR
    608.2d)."""
    subject: Optional[Node]
    what: Node


@node
class RevealUntilNumberEqual(Node):
    """"until you reveal a number of Zombie creature cards equal to ..." (CR 701.20)."""
    player: Node
    what: Node
    quantity: Node


@node
class SearchNumberEqual(Node):
    """"Search your library for a number of Plains cards equal to the difference" (CR 701.23)."""
    subject: Optional[Node]
    zone: Node
    what: Node
    quantity: Node


# -- session 9: Conspiracy draft-matters abilities (CR 905.2) ---------------------------------

@node
class RevealAsDrafted(Node):
    """"Reveal ~ as you draft it." (CR 905.2b: the card is revealed as it's drafted, then the
    information the ability names is noted)."""
    what: Node
    pronoun: Node


@node
class DraftSelfFace(Node):
    """"Draft ~ face up." (CR 905.2c: it stays face up in the drafted cards pile until the draft
    ends or an effect turns it face down)."""
    what: Node
    face: Node


@node
class NoteInfo(Node):
    """"note its name", "note the player who passed it to you" (CR 905.2b: noted information
    can be referred to during the draft and the game)."""
    info: Node


@node
class AddBoosterPack(Node):
    """"add a booster pack to the draft" (an extra booster pack joins the draft round, CR
    905.1a)."""


@node
class DraftAdditionalCard(Node):
    """"draft an additional card from that booster pack" (CR 905.1a: a second pick from the
    same pack)."""
    word: Node
    pack: Node


@node
class RemoveFromDraft(Node):
    """"remove it from the draft face down" (the card leaves the draft and is not in the card
    pool, CR 905.1d)."""
    what: Node
    face: Node


@node
class GuessName(Node):
    """"guess that card's name" (a guess noted during the draft, CR 905.2b)."""
    what: Node


@node
class FaceUpSide(Node):
    """"face up" (CR 905.2c)."""


@node
class FaceDownSide(Node):
    """"face down" (CR 905.2c)."""


@node
class ItsName(Node):
    """"its name" (the noted name, CR 905.2b; a card's name, CR 201)."""


@node
class PlayerWhoPassed(Node):
    """"the player who passed it to you" (the player before you in the pass order of the round,
    CR 905.1b)."""
    kind: Node
    pronoun: Node


@node
class CardsDraftedThisRound(Node):
    """"how many cards you've drafted this draft round, including ~" (CR 905.1a: one pick per
    pass)."""
    word: Node
    including: Node


@node
class BoosterPack(Node):
    """"this booster pack", "that booster pack" (the pack being drafted from, CR 905.1a)."""
    which: Node


@node
class ThisPack(Node):
    """"this booster pack": the pack the card was drafted from."""


@node
class ThatPack(Node):
    """"that booster pack": the pack named before."""


@node
class NextDraftedCard(Node):
    """"the next card you draft", "the next card drafted from this booster pack" (the first such
    pick from now on, CR 905.1a)."""
    adjectives: Node
    types: Node
    source: Node


@node
class DraftedByController(Node):
    """"(the next card) you draft"."""
    player: Node


@node
class DraftedFromPack(Node):
    """"(the next card) drafted from this booster pack"."""
    pack: Node


@node
class DraftedBy(Node):
    """"(the next card) drafted by a player of your choice", "a creature card you drafted" (the
    player who drafted it, CR 905.1a)."""
    player: Node


@node
class DraftedWord(Node):
    """"the drafted card" (the card just drafted, CR 905.1a)."""


@node
class AfterYouDraftSentence(Node):
    """"After you draft ~, you may add a booster pack to the draft." (a draft ability, CR
    905.2)."""
    what: Node
    chain: Node


@node
class AsYouDraftSentence(Node):
    """"As you draft a card, you may remove it from the draft face up." (each pick while this
    card is face up, CR 905.2c)."""
    what: Node
    chain: Node


@node
class NextTimeDraftsSentence(Node):
    """"The next time a player drafts a card from this booster pack, guess that card's name."
    (once, at that pick, CR 905.2)."""
    player: Node
    what: Node
    chain: Node


@node
class PlayerChoosesAnotherColor(Node):
    """"you choose another color" (a color no player chose before, CR 105.1)."""
    player: Node


@node
class PlayerChoosesNthColor(Node):
    """"the player to your left chooses a third color" (a color other than those chosen
    before, CR 105.1)."""
    player: Node
    ordinal: Node


# -- what was noted during the draft, used in the game (CR 905.2b) ----------------------------

@node
class CardsNamed(Node):
    """"cards named ~": every card of this name the player drafted (CR 905.2b: what was noted
    for each of them)."""
    word: Node
    name: Node


@node
class ACardNamed(Node):
    """"a card named ~" (one card of this name the player drafted)."""
    word: Node
    name: Node


@node
class NotedFor(Node):
    """"a player you noted for cards named ~" (one of the players noted, CR 905.2b)."""
    quantifier: Node
    adjectives: Node
    types: Node
    player: Node
    cards: Node


@node
class WithNameNotedFor(Node):
    """"a card with a name you noted for cards named ~" (CR 905.2b)."""
    cards: Node


@node
class WithNameNotedAsDrafted(Node):
    """"a card with a name noted as you drafted cards named ~" (CR 905.2b)."""
    cards: Node


@node
class ExiledWithCardsNamed(Node):
    """"a card you exiled with cards named ~" (exiled before the game by those cards' ability;
    CR 406.6: objects exiled with a card)."""
    player: Node
    cards: Node


@node
class RemovedBy(Node):
    """"cards you removed (from the draft ...)": the player who removed them (CR 905.2)."""
    player: Node


@node
class FromDraftWith(Node):
    """"(removed) from the draft with cards named ~" (the card left the draft and is not in the
    card pool, CR 905.1d)."""
    cards: Node


@node
class HighestNotedNumber(Node):
    """"the highest number you noted for cards named ~" (CR 905.2b)."""
    cards: Node


@node
class AddAnyColorChosenDrafting(Node):
    """"one mana of any color chosen as you drafted cards named ~" (CR 106.1, 905.2b)."""
    amount: Node
    cards: Node


@node
class OneOrMoreOfColorsChosenDrafting(Node):
    """"target creature that's one or more of the colors chosen as you drafted cards named ~"
    (CR 105.2, 905.2b)."""
    amount: Node
    cards: Node


@node
class GuessedCorrectlyFor(Node):
    """"if you guessed correctly for a card named ~" (the guess noted during the draft, CR
    905.2b)."""
    cards: Node


@node
class LookAtNextDrafted(Node):
    """"You may look at the next card drafted from this booster pack." (CR 905.1c: a player
    looks at cards during the draft only as the rules or an effect allow)."""
    subject: Optional[Node]
    what: Node


@node
class FromBoosterPack(Node):
    """"a card from this booster pack" (CR 905.1a)."""
    pack: Node


@node
class IntoBoosterPack(Node):
    """"put ~ into that booster pack" (it can be drafted again, CR 905.1a)."""
    pack: Node


@node
class DuringTheDraft(Node):
    """"During the draft, ..." (CR 905.2: an ability that functions during the draft)."""


@node
class PassNextPackWithoutDrafting(Node):
    """"pass the next booster pack without drafting a card from it" (that pick is skipped, CR
    905.1a)."""
    word: Node
    pronoun: Node


@node
class ImmediatelyAfterDraftSentence(Node):
    """"Immediately after the draft, you may reveal a card in your card pool." (CR 905.1d: before
    the decks are built)."""
    chain: Node


@node
class InCardPool(Node):
    """"a card in your card pool" (the drafted cards, CR 905.1d)."""
    pool: Node


@node
class CardPool(Node):
    """"your card pool", "their card pool" (CR 905.1d)."""
    owner: Node
    word: Node


@node
class OfferCardInExchange(Node):
    """"Each other player may offer you one card in their card pool in exchange." (a trade of
    card-pool cards after the draft, CR 905.1d)."""
    amount: Node
    word: Node
    pool: Node


@node
class AcceptOneOffer(Node):
    """"You may accept any one offer." (the cards offered are traded, CR 905.1d)."""
    number: Node


@node
class YouRemovedCondition(Node):
    """"If you removed a creature card with flying from the draft with cards named ~" (CR
    905.2)."""
    what: Node


@node
class BeforeGameStartSentence(Node):
    """"Before you shuffle your deck to start the game, ..." (CR 103.2: the decks are shuffled as
    the game begins; CR 905.4: a Conspiracy game's actions before it starts)."""
    deck: Node
    chain: Node


@node
class DeckRef(Node):
    """"your deck" (the cards a player begins the game with, CR 100.2)."""
    owner: Node


@node
class RevealSelfFromDeck(Node):
    """"reveal this card from your deck" (CR 701.20a)."""
    what: Node
    deck: Node


@node
class NotInDeck(Node):
    """"a card you drafted that isn't in your deck" (in the card pool, not the deck, CR
    100.4b)."""
    deck: Node


@node
class CardsDraftedThisWay(Node):
    """"After you draft three cards this way" (the picks the ability before allowed, CR
    608.2c)."""
    amount: Node
    word: Node


@node
class APack(Node):
    """"a booster pack": any pack the player drafts from."""


@node
class InsteadOfDraftingSentence(Node):
    """"Instead of drafting a card from a booster pack, you may draft each card in that booster
    pack, one at a time." (the pick is replaced, like an event replaced by a replacement effect,
    CR 614.1a)."""
    what: Node
    chain: Node


@node
class DraftOneAtATime(Node):
    """"draft each card in that booster pack, one at a time" (CR 905.1a: one card per pick)."""
    what: Node
    number: Node


@node
class InBoosterPack(Node):
    """"each card in that booster pack" (CR 905.1a)."""
    pack: Node


@node
class CantDraftCards(Node):
    """"you can't draft cards" (CR 101.2: a "can't" wins over the draft's own picks)."""
    word: Node


@node
class ForRestOfDraftRound(Node):
    """"for the rest of this draft round" (CR 905.1a: a draft has three rounds)."""


@node
class FaceDuringDraftCondition(Node):
    """"As long as ~ is face up during the draft" (CR 905.2c: a card drafted face up stays so
    until the draft ends or it is turned face down)."""
    what: Node
    face: Node


@node
class CantLookAtBoosterPacks(Node):
    """"you can't look at booster packs" (CR 905.1c: the packs a player may look at)."""


@node
class MustDraftAtRandom(Node):
    """"must draft cards at random" (each pick is chosen at random, CR 905.2a)."""
    word: Node


# -- session 9, second batch: hands, libraries and what a search finds ------------------------

@node
class WithBasicLandType(Node):
    """"a land card with a basic land type" (CR 205.3i: Plains, Island, Swamp, Mountain,
    Forest)."""
    supertype: Node
    card_type: Node


@node
class EitherValue(Node):
    """"with mana value 4 or 5" (the value is one of the two numbers, CR 202.3)."""
    first: Node
    second: Node


@node
class WouldDrawOrMore(Node):
    """"if you would draw one or more cards" (one replacement for the whole draw, CR 121.2,
    614.1a)."""
    amount: Node
    word: Node


@node
class HasACardInHand(Node):
    """"if you have a card in hand" (at least one card, CR 402)."""
    player: Node
    word: Node
    hand: Node


@node
class CantPlayOrCast(Node):
    """"You can't play lands or cast spells from your hand." (CR 101.2: "can't" wins; playing a
    land CR 305.1, casting CR 601.2)."""
    played: Node
    cast: Node


@node
class SkipStepDuring(Node):
    """"you skip your draw step this turn" (CR 614.1b: skipping is a replacement; CR 611.2a: for
    that duration)."""
    subject: Optional[Node]
    owner: Node
    step: Node
    duration: Node


# -- session 11 ---------------------------------------------------------------------------------

@node
class HaveTheSameName(Node):
    """"if two or more of those cards have the same name": at least two of them share a name (CR 201.2)."""
    objects: Node


@node
class ExchangeZones(Node):
    """"Exchange your graveyard and library.": the cards of one zone go to the other and back, a player's
    own cards only (CR 701.12d)."""
    subject: Optional[Node]
    zones: Node


@node
class ReorderZone(Node):
    """"Reorder your graveyard at random.": a graveyard's order changes only when an effect says so
    (CR 404.2)."""
    subject: Optional[Node]
    zone: Node
    how: Node


@node
class ReorderAtRandom(Node):
    """"at random" (a new order chosen at random)."""


@node
class ReorderAsYouChoose(Node):
    """"as you choose" (the player picks the new order)."""


@node
class Seek(Node):
    """"Seek an Elf card.": put a card of that kind, chosen at random from your library, into your hand
    (digital-only Alchemy action; no CR rule)."""
    what: Node


@node
class OwnersOfGroup(Node):
    """"the owners of those cards": each card's owner (CR 108.3)."""
    group: Node


@node
class TheirOwners(Node):
    """"Their owners": each of those cards' owners (CR 108.3)."""


# -- session 12: the zone-information tail ----------------------------------------------------------

@node
class MayInsteadFirst(Node):
    """"If you would draw a card, you may instead ...": a replacement effect the affected player may
    apply (CR 614.1a); ``player`` chooses as the event would happen (CR 614.6)."""
    subject: Node
    event: Node
    player: Node
    replacement: Node


@node
class SearchAdditional(Node):
    """"search your library for an additional Plains card": one more card of that kind (CR 701.23)."""
    player: Optional[Node]
    zone: Node
    filter: Node


@node
class EachOfThoseZones(Node):
    """"each of those hands": that zone of each of the players named before (CR 400.1, 608.2c)."""
    zone: Node


@node
class TypedCards(Node):
    """"a Mountain card": an amount of cards of a type, subtype, supertype or color (a discard cost's
    card, CR 701.9)."""
    amount: Node
    qualities: tuple
    noun: Node


@node
class BareTypedCards(Node):
    """"Shrine card" after "a land card or": the second kind of card, its amount the first's."""
    qualities: tuple
    noun: Node


@node
class DiscardEitherTypedCost(Node):
    """"Discard a Mountain card or a red card": a cost paid by discarding a card of either kind
    (CR 118.12, 701.9)."""
    first: Node
    second: Node


@node
class DrawHalf(Node):
    """"draw half X cards, rounded down" (CR 121.1, 107.1a)."""
    player: Optional[Node]
    amount: Node
    noun: Node
    rounding: Node


@node
class FewerThanDoneThisWay(Node):
    """"If fewer than two cards were discarded this way": fewer objects than ``amount`` had that done
    to them by an earlier instruction of the same ability (CR 608.2c)."""
    amount: Node
    noun: Node
    done: Node


@node
class WhoHasMoreCardsIn(Node):
    """"who has more than five cards in hand": a player with more cards than ``amount`` in that zone."""
    amount: Node
    noun: Node
    zone: Node


@node
class WhoHasFewerCardsIn(Node):
    """"who has fewer than three cards in hand": a player with fewer cards than ``amount`` in that zone."""
    amount: Node
    noun: Node
    zone: Node


@node
class DrawnEvent(Node):
    """"Whenever a card is drawn this way": each card an earlier instruction of the same ability drew
    (a reflexive trigger, CR 603.12)."""


@node
class ChooseForEach(Node):
    """"chooses a permanent for each card in their graveyard": one choice for each object (CR 608.2c)."""
    player: Optional[Node]
    what: Node
    for_each: Node


@node
class PlayerInvestigatesForEach(Node):
    """"That player investigates for each nontoken creature exiled this way." (CR 701.16)"""
    player: Node
    for_each: Node


@node
class InvestigateForEach(Node):
    """"Investigate for each ..." (CR 701.16: once for each object)."""
    for_each: Node


@node
class OfTheChosenKind(Node):
    """"a card of the chosen kind": of the kind chosen by an earlier instruction ("land or nonland",
    CR 608.2c)."""


# == session 13 (gzone) ==========================================================================

@node
class StartingHandSize(Node):
    """"Your starting hand size is increased by one." (CR 103.5: the number of cards drawn at the
    start of the game and after each mulligan; CR 103.5a, a vanguard's hand modifier)."""
    player: Node
    zone: Node
    change: Node
    amount: Node


@node
class StartingHandSizeIs(Node):
    """"your starting hand size is five" (CR 103.5)."""
    player: Node
    zone: Node
    amount: Node


@node
class SpecialActionCostsLess(Node):
    """"Plotting cards from your hand costs {2} less.": the cost of a special action (CR 116.2k plot,
    702.170a; CR 116.2h foretell, 702.143a) is reduced; ``any_turn`` lifts foretell's "during your turn"
    ("and can be done on any player's turn")."""
    action: Node
    what: Node
    cost: Node
    any_turn: Optional[Node]


@node
class Plotting(Node):
    """Plotting a card (CR 702.170a, a special action)."""


@node
class Foretelling(Node):
    """Foretelling a card (CR 702.143a, a special action)."""


@node
class AnyPlayersTurn(Node):
    """"and can be done on any player's turn" (the special action is not limited to its owner's turn)."""


@node
class WithDifferentNames(Node):
    """"land cards that have different names": no two of the objects share a name (CR 201.2b)."""


@node
class WouldLearn(Node):
    """"if you would learn" (CR 701.48a), an event a replacement effect replaces (CR 614.1a)."""


@node
class HasNoCardsInZone(Node):
    """"When a player has no cards in hand": a state trigger (CR 603.8)."""
    player: Node
    word: Node
    zone: Node


@node
class FirstTimeEachOfTurns(Node):
    """"for the first time during each of their turns": the first such event in each of those players'
    turns."""
    player: Node


@node
class FromEitherZone(Node):
    """"from your library and/or your graveyard": from either zone (CR 406.3)."""
    __glued__ = ("/",)
    first: Node
    second: Node


@node
class FromZonesOrBattlefield(Node):
    """"from graveyards and/or the battlefield": from any graveyard or from the battlefield (CR 406.3)."""
    __glued__ = ("/",)
    zone: Node
