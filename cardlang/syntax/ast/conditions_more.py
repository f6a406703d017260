"""G16: conditions, restrictions, durations and "once each turn" permissions
(grammar/rules/98_conditions_restrictions.lark)."""

from __future__ import annotations

from .base import Node, node


# -- conditions ---------------------------------------------------------------------------
@node
class YouAreMonarch(Node):
    """"you're the monarch" (CR 724.1: the monarch is a player designation)."""


@node
class YouAreDefendingPlayer(Node):
    """"you're the defending player" (CR 506.2: the player being attacked)."""
    player: Node


@node
class BeenAttackedThisStep(Node):
    """"you've been attacked this step": a creature attacks you this declare attackers step
    (CR 508.1)."""


@node
class IsNotCondition(Node):
    """"if Hakim isn't enchanted": the reference does not match the filter."""
    subject: Node
    filter: Node


@node
class IsNotACondition(Node):
    """"If it isn't a land card, ...": the object is not of that kind."""
    subject: Node
    filter: Node


# -- "once each turn" permissions -----------------------------------------------------------
@node
class OnceEachSentence(Node):
    """"Once each turn, you may cast a spell from the top of your library.": the permission of
    the body may be used once in each such turn."""
    limit: Node
    body: Node


@node
class OnceEachTurn(Node):
    """"once each turn" (any player's turn)."""


@node
class OnceDuringEachOfYourTurns(Node):
    """"once during each of your turns"."""


# -- trigger events -------------------------------------------------------------------------
@node
class YouAreDealtDamage(Node):
    """"you're dealt damage" (CR 120.3: damage dealt to a player); ``combat`` if only combat
    damage counts."""
    combat: Node | None = None


# -- more conditions ------------------------------------------------------------------------
@node
class ControlsSelfCondition(Node):
    """"as long as you control this creature" (CR 611.2b: the duration ends when control is lost)."""
    player: Node
    self_ref: Node


@node
class ItIsCondition(Node):
    """"as long as it's untapped" / "it's white": "it" has the quality."""
    quality: Node


@node
class ItIsNotCondition(Node):
    """"as long as it's not blocking": "it" lacks the quality."""
    quality: Node


@node
class ItIsEnchanted(Node):
    """"as long as it's enchanted" (an Aura is attached to it, CR 303.4)."""


@node
class ItIsEquipped(Node):
    """"as long as it's equipped" (an Equipment is attached to it, CR 301.5)."""


@node
class TheirController(Node):
    """"their controller": the controller of each object the sentence is about."""


@node
class YouDidThisTurn(Node):
    """"you've drawn two or more cards this turn": something you did this turn."""
    deed: Node


@node
class CompletedDungeon(Node):
    """"you've completed a dungeon" (CR 309.7)."""
    kind: Node


@node
class DrewOrMore(Node):
    """"drawn two or more cards"."""
    amount: Node
    card: Node


@node
class CommittedCrime(Node):
    """"committed a crime" (CR 700.13)."""


@node
class DiscardedDeed(Node):
    """"discarded a card"."""
    what: Node


@node
class SacrificedDeed(Node):
    """"sacrificed a Food"."""
    what: Node


@node
class PlayedDeed(Node):
    """"played a land" (CR 305.1)."""
    what: Node


@node
class LostLifeDeed(Node):
    """"lost life" (CR 119.3)."""


@node
class GainedLifeDeed(Node):
    """"gained life" (CR 119.3)."""


@node
class GainedLifeOrMoreDeed(Node):
    """"gained 3 or more life"."""
    amount: Node


@node
class SurveilledDeed(Node):
    """"surveilled" (CR 701.25)."""


@node
class DealtDamageOrMoreDeed(Node):
    """"been dealt 5 or more damage"."""
    amount: Node


@node
class PutCountersDeed(Node):
    """"put one or more +1/+1 counters on a creature"."""
    amount: Node
    kind: Node
    counter: Node
    on: Node


# -- attack and block taxes (CR 508.1d, 509.1d) ---------------------------------------------
@node
class CantAttackUnlessPays(Node):
    """"can't attack unless you pay {1} for each +1/+1 counter on it" (CR 508.1d: a cost to attack)."""
    subject: Node
    pays: Node


@node
class CantAttackPlayerUnlessPays(Node):
    """"can't attack you unless their controller pays {2} for each creature ..." (CR 508.1d)."""
    subject: Node
    player: Node
    pays: Node


@node
class CantBlockUnlessPays(Node):
    """"can't block unless their controller pays {X} for each blocking creature" (CR 509.1d)."""
    subject: Node
    pays: Node


@node
class CantAttackOrBlockUnlessPays(Node):
    """"can't attack or block unless its controller pays {3}" (CR 508.1d, 509.1d)."""
    subject: Node
    pays: Node


@node
class EnteredThisTurnCondition(Node):
    """"if another creature entered the battlefield under your control this turn" (CR 603.6a)."""
    subject: Node
    how: Node | None = None


@node
class HadEnterThisTurnCondition(Node):
    """"if you had a land enter the battlefield under your control this turn": one or more such
    permanents entered this turn (CR 603.6a)."""
    player: Node
    subject: Node
    how: Node | None = None


# -- more "can't" restrictions (CR 101.2) ---------------------------------------------------------
@node
class CantHaveOrGain(Node):
    """"can't have or gain flying": it loses and can't get the keywords (CR 101.2)."""
    keywords: Node


@node
class CantHaveCountersPut(Node):
    """"can't have -1/-1 counters put on them" (CR 122.1); no ``kind``: any counter."""
    kind: Node | None
    on: Node


@node
class CantUntapMoreThan(Node):
    """"can't untap more than one creature during their untap steps" (CR 502.3)."""
    amount: Node
    filter: Node


@node
class CantSearchLibraries(Node):
    """"Players can't search libraries." (CR 701.19); ``zone`` is the zone word (libraries)."""
    zone: Node


@node
class CantDrawMoreThan(Node):
    """"can't draw more than one card each turn" (CR 121.1)."""
    amount: Node
    card: Node


@node
class CantBecomeUntapped(Node):
    """"can't become untapped" (CR 502.3: nothing untaps it)."""


@node
class CantBlockSelf(Node):
    """"can't block this creature" (CR 509.1a: a blocking restriction)."""
    attacker: Node


@node
class CantBeCast(Node):
    """"Spells with the chosen name can't be cast." (CR 601.2)."""


@node
class DamageCantBePrevented(Node):
    """"Damage can't be prevented this turn." (CR 615.12); ``damage`` says which damage."""
    damage: Node
    duration: Node | None = None


@node
class AllDamage(Node):
    """"damage": all damage."""


@node
class CombatDamageWords(Node):
    """"combat damage" (CR 510)."""


@node
class ThatDamage(Node):
    """"the damage": the damage the spell or ability deals (named before)."""


# -- durations (CR 611.2) ---------------------------------------------------------------------
@node
class UntilEndOfCombat(Node):
    """"until end of combat": the effect ends as the end of combat step ends (CR 511.3)."""


@node
class UntilYourNextStep(Node):
    """"until your next upkeep" / "until the beginning of your next upkeep": the effect ends as
    that step begins."""
    step: Node


@node
class UntilLeavesBattlefield(Node):
    """"until this enchantment leaves the battlefield" (CR 610.3a: a one-shot effect that lasts
    until an object leaves the battlefield)."""
    object: Node


@node
class ThisCombat(Node):
    """"this combat": until the end of this combat phase (CR 506.1)."""


@node
class DuringTurnsOtherThanYours(Node):
    """"during turns other than yours" (a static ability that applies only then, CR 611.3a)."""


@node
class ControlsEitherCondition(Node):
    """"you control a Mountain or a Plains": the player controls one or the other (or both)."""
    player: Node
    first: Node
    second: Node


# -- trigger events (grammar/rules/98_triggers_events.lark) -------------------------------------
@node
class PutIntoExile(Node):
    """"is put into exile [from the battlefield | from your graveyard]" (CR 406.3)."""
    origin: Node | None = None


@node
class FromBattlefield(Node):
    """"from the battlefield"."""


@node
class EventDuring(Node):
    """"you sacrifice a permanent during your turn": the event, only during that turn."""
    subject: Node
    predicate: Node
    turn: Node


# -- added phases (CR 500.8) ---------------------------------------------------------------------
@node
class PhasesAddedAfter(Node):
    """"After this main phase, there is an additional combat phase ..." (CR 500.8: the added
    phases come directly after the named phase)."""
    after: Node
    phases: Node


@node
class ThisPhase(Node):
    """"this phase": the current phase."""


@node
class ThisNamedPhase(Node):
    """"this main phase", "this combat phase": the current phase, of that kind."""
    phase: Node


@node
class AdditionalPhase(Node):
    """"there is an additional combat phase [followed by an additional main phase]" (CR 500.8)."""
    phase: Node
    followed_by: Node | None = None


@node
class AdditionalCombatPhases(Node):
    """"there are two additional combat phases" (CR 500.8)."""
    amount: Node


@node
class CombatPhase(Node):
    """"combat phase" (CR 506)."""


@node
class FollowedByPhase(Node):
    """"followed by an additional main phase" (CR 500.8)."""
    phase: Node


# -- results of the instruction before ("this way", CR 608.2c) -----------------------------------
@node
class DiesThisWay(Node):
    """"If that creature dies this way, ..." (the instruction before put it into a graveyard)."""
    subject: Node


@node
class DealtDamageThisWayCondition(Node):
    """"If a player is dealt damage this way, ..."."""
    subject: Node


@node
class DamagePreventedThisWayCondition(Node):
    """"If damage is prevented this way, ..." (CR 615)."""


@node
class CastThisWayCondition(Node):
    """"If you cast a spell this way, ..."."""
    spell: Node


@node
class RegeneratesThisWay(Node):
    """"if it regenerates this way" (CR 701.15)."""
    subject: Node


@node
class WhenThisWay(Node):
    """"When you discard a nonland card this way, ...": a reflexive trigger on what the
    instruction before did (CR 603.12)."""
    subject: Node
    predicate: Node


@node
class CausesYouToDiscard(Node):
    """"[a spell or ability an opponent controls] causes you to discard this card" (CR 701.9)."""
    card: Node


# -- token creation replacements (CR 614.1a, 111.1) -------------------------------------------------
@node
class WouldBeCreated(Node):
    """"[one or more tokens] would be created [under your control]" (CR 111.1)."""
    how: Node | None = None


@node
class TokensCreatedInstead(Node):
    """"If one or more tokens would be created under your control, twice that many of those tokens
    are created instead." (CR 614.1a: a replacement of the creation event)."""
    tokens: Node
    event: Node
    result: Node


@node
class EffectCreatesInstead(Node):
    """"If an effect would create one or more tokens under your control, it creates twice that many
    of those tokens instead." (CR 614.1a)."""
    tokens: Node
    how: Node | None
    result: Node


@node
class TokensAreCreated(Node):
    """"twice that many of those tokens are created" (the tokens created instead)."""
    tokens: Node


@node
class CreatesTokens(Node):
    """"it creates twice that many of those tokens" (the effect creates these tokens instead)."""
    creator: Node
    amount: Node
    tokens: Node


@node
class IsColorCondition(Node):
    """"As long as enchanted creature is red, ..." (CR 105.2: the object's color)."""
    subject: Node
    color: Node


@node
class AttackedOrBlockedCondition(Node):
    """"if Clockwork Avian attacked or blocked this combat" (CR 508.1, 509.1)."""
    subject: Node
    duration: Node


@node
class PutCountersThisTurnCondition(Node):
    """"if you put a counter on a creature this turn" (CR 122.1)."""
    player: Node
    amount: Node
    kind: Node | None
    counter: Node
    on: Node


@node
class ActivateNoMoreThan(Node):
    """"Activate no more than twice each turn." (CR 602.5b: an activation restriction)."""
    times: Node


@node
class TwiceTimes(Node):
    """"twice": two times."""


@node
class NumberOfTimes(Node):
    """"three times"."""
    amount: Node


@node
class TransformsInto(Node):
    """"transforms into [face name]" (CR 701.28: the permanent turns to that face)."""
    face: Node


@node
class WhenState(Node):
    """"When there are no creatures on the battlefield, ...": a state trigger (CR 603.8: it
    triggers whenever the condition is true, once until the ability leaves the stack)."""
    condition: Node


# -- mana spent to cast (CR 601.2h) ---------------------------------------------------------------------
@node
class UnlessCondition(Node):
    """"sacrifice it unless {R} was spent to cast it": the effect happens unless the condition holds."""
    condition: Node


@node
class ManaSpentCondition(Node):
    """"{W}{W} was spent to cast it" (CR 601.2h: the mana paid for the spell)."""
    mana: Node
    spell: Node


@node
class ManaAmountSpentCondition(Node):
    """"five or more mana was spent to cast that spell"."""
    amount: Node
    spell: Node


@node
class SameColorManaSpentCondition(Node):
    """"at least three mana of the same color was spent to cast it" (adamant)."""
    amount: Node
    spell: Node


@node
class ManaFromSpentCondition(Node):
    """"mana from a Treasure was spent to cast it" (CR 106.1: the mana's source)."""
    source: Node
    spell: Node



# -- day and night (CR 730) ------------------------------------------------------------------------------
@node
class NeitherDayNorNight(Node):
    """"it's neither day nor night" (CR 730.1: the game has neither designation yet)."""


@node
class ItIsDayOrNight(Node):
    """"it's night" (CR 730.1)."""
    which: Node


@node
class BecomesDayOrNight(Node):
    """"it becomes day [as ~ enters the battlefield]" (CR 730.1: the game's designation);
    ``subject`` is the "it" of the wording (the game)."""
    subject: Node
    which: Node
    as_enters: Node | None = None


@node
class Day(Node):
    """"day" (CR 730.1)."""


@node
class Night(Node):
    """"night" (CR 730.1)."""


@node
class AsSelfEnters(Node):
    """"as ~ enters the battlefield" (CR 614.12: as the object enters)."""
    self_ref: Node


@node
class WheneverDayNightChanges(Node):
    """"Whenever day becomes night or night becomes day" (CR 730.2)."""


# -- conditions joined by "or" and "and" ------------------------------------------------------------------
@node
class EitherCondition(Node):
    """"A or B": either condition holds."""
    first: Node
    second: Node


@node
class WarpedThisTurn(Node):
    """"a spell was warped this turn" (CR 702.185: cast for its warp cost)."""
    spell: Node


@node
class AsLongAsBoth(Node):
    """"As long as Filth is in your graveyard and you control a Swamp, ..." (CR 611.3a)."""
    first: Node
    second: Node
    body: Node


# -- more conditions -----------------------------------------------------------------------------------
@node
class IsMonstrous(Node):
    """"this creature is monstrous" (CR 701.37b)."""
    subject: Node


@node
class IsRenowned(Node):
    """"this creature is renowned" (CR 702.112b)."""
    subject: Node


@node
class DoesntHaveKeywords(Node):
    """"if it doesn't have first strike"."""
    subject: Node
    keywords: Node


@node
class DoesntHaveCounter(Node):
    """"if ~ doesn't have a +1/+1 counter on it" (CR 122.1)."""
    subject: Node
    kind: Node
    on: Node


@node
class WasDealtDamageThisTurnCondition(Node):
    """"if Wall of Resistance was dealt damage this turn" (CR 120.3)."""
    subject: Node


@node
class HaventCastThisTurn(Node):
    """"if you haven't cast a spell from your hand this turn"."""
    spell: Node


@node
class CantAttackYouOrUnlessPays(Node):
    """"can't attack you or planeswalkers you control unless their controller pays {1} for each of
    those creatures" (CR 508.1d)."""
    subject: Node
    other: Node
    pays: Node


# -- prevention with the duration first (CR 615.1) ------------------------------------------------------
@node
class PreventAllDamageDurationFirst(Node):
    """"Prevent all damage that would be dealt this turn to creatures you control." (CR 615.1)."""
    duration: Node
    scope: Node


@node
class PreventNextDamageDivided(Node):
    """"Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as
    you choose." (CR 615.7; CR 601.2d: the division is chosen as the spell is cast)."""
    amount: Node
    duration: Node
    recipients: Node


@node
class RevealedOrControlledAsCast(Node):
    """"you revealed a Dragon card or controlled a Dragon as you cast this spell" (CR 601.2b)."""
    revealed: Node
    controlled: Node
    spell: Node


# -- timing restrictions (CR 601.3, 602.5b) --------------------------------------------------------------
@node
class CastOnlyDuringCombatMoment(Node):
    """"Cast this spell only during combat before blockers are declared." (CR 601.3)."""
    spell: Node
    moment: Node


@node
class CastOnlyBeforeAttackers(Node):
    """"Cast this spell only before attackers are declared." (CR 601.3, 508.1)."""
    spell: Node
    before: Node


@node
class CastOnlyDuringOpponentsTurn(Node):
    """"Cast this spell only during an opponent's turn." (CR 601.3)."""
    spell: Node


@node
class CastOnlyDuringOpponentsStep(Node):
    """"Cast this spell only during an opponent's upkeep." (CR 601.3)."""
    spell: Node
    step: Node


@node
class ActivateOnlyDuringCombatMoment(Node):
    """"Activate only during combat after blockers are declared." (CR 602.5b)."""
    moment: Node


@node
class ActivateOnlyDuringAnyStep(Node):
    """"Activate only during any upkeep step." (CR 602.5b: any player's)."""
    step: Node


@node
class ActivateOnlyBeforeStep(Node):
    """"Activate only before the combat damage step." (CR 602.5b)."""
    step: Node


@node
class BeforeBlockersDeclared(Node):
    """"before blockers are declared" (CR 509.1)."""


@node
class AfterBlockersDeclared(Node):
    """"after blockers are declared" (CR 509.1)."""


@node
class OnTurn(Node):
    """"on an opponent's turn"."""
    turn: Node


@node
class IsAttackingPlayerCondition(Node):
    """"a creature is attacking you" (CR 506.2)."""
    subject: Node
    player: Node


# -- more conditions (2) ----------------------------------------------------------------------------------
@node
class ControlsYourCommander(Node):
    """"As long as you control your commander" (CR 903.3)."""
    player: Node


@node
class HasPlayersOrMore(Node):
    """"you have two or more opponents" (CR 102.1)."""
    player: Node
    amount: Node
    kind: Node


@node
class DoesntControlCondition(Node):
    """"if you don't control a Snail"."""
    player: Node
    objects: Node


@node
class AttackedWithTotalPower(Node):
    """"if you attacked with creatures with total power 6 or greater this combat" (pack tactics)."""
    player: Node
    types: Node
    amount: Node
    when: Node


@node
class HasFullParty(Node):
    """"if you have a full party" (CR 700.8)."""
    player: Node


@node
class EscapesWithCounters(Node):
    """"This creature escapes with two +1/+1 counters on it." (CR 702.138c)."""
    subject: Node
    amount: Node
    kind: Node
    counter: Node
    on: Node


@node
class UntapDuringOthersUntapSteps(Node):
    """"Untap all artifacts you control during each other player's untap step." (CR 502.3)."""
    what: Node


@node
class UntapDuringEachUntapStep(Node):
    """"All permanents untap during each player's untap step." (CR 502.3)."""
    what: Node


@node
class MustBeBlocked(Node):
    """"must be blocked [this turn] if able" (CR 509.1c: a blocking requirement)."""
    duration: Node | None = None


@node
class ExertsEvent(Node):
    """"you exert a creature" (CR 701.43)."""
    what: Node


@node
class LosesGameEvent(Node):
    """"another player loses the game" (CR 104.3)."""


@node
class LosesControlEvent(Node):
    """"you lose control of the creature" (CR 108.4)."""
    what: Node


# -- more conditions (3) ------------------------------------------------------------------------------------
@node
class PutIntoZoneFromZone(Node):
    """"are put into your graveyard from your library" (CR 400.7: a zone change)."""
    to: Node
    origin: Node


@node
class CastWhenSorceryCouldnt(Node):
    """"If you cast it any time a sorcery couldn't have been cast" (CR 702.8a, 307.1)."""
    spell: Node
    kind: Node


@node
class DidntPutCondition(Node):
    """"If you don't put the card into your hand" / "If you didn't put a card into your hand this way"."""
    player: Node
    what: Node
    where: Node


@node
class OntoBattlefield(Node):
    """"onto the battlefield"."""


@node
class PayMoreToCast(Node):
    """"if you pay {2} more to cast it" (CR 601.2f)."""
    player: Node
    mana: Node
    spell: Node


@node
class CardsInTheirZoneOrMore(Node):
    """"defending player has seven or more cards in their graveyard"."""
    player: Node
    amount: Node
    card: Node
    owner: Node
    zone: Node


@node
class MayCastAsThoughIf(Node):
    """"You may cast Breaking Wave as though it had flash if you pay {2} more to cast it." (CR 702.8a)."""
    player: Node
    spell: Node
    it: Node
    keyword: Node
    condition: Node


@node
class BlockableAsThoughNoKeyword(Node):
    """"can be blocked as though they didn't have islandwalk" (CR 702.14)."""
    it: Node
    keyword: Node


@node
class CanBlockAsThoughItHad(Node):
    """"can block creatures with shadow as though ~ had shadow" (CR 702.28)."""
    blocked: Node
    blocked_keyword: Node
    self_ref: Node
    keyword: Node


@node
class CanBlockAdditionalFor(Node):
    """"can block an additional creature this turn" (CR 509.1a)."""
    kind: Node
    duration: Node


@node
class PreventAllNoncombatDamage(Node):
    """"Prevent all noncombat damage that would be dealt to you and creatures you control." (CR 615)."""
    scope: Node
    duration: Node | None = None


# -- more conditions (4) ----------------------------------------------------------------------------------
@node
class NoCountersOnCondition(Node):
    """"If there are no depletion counters on ~" (CR 122)."""
    kind: Node
    counter: Node
    on: Node


@node
class NoneOnBattlefield(Node):
    """"if no creatures are on the battlefield"."""
    types: Node


@node
class ControlledCondition(Node):
    """"If you controlled that permanent" (as the instruction before happened)."""
    player: Node
    what: Node


@node
class LeftZoneThisTurn(Node):
    """"if a card left your graveyard this turn" (CR 400.7)."""
    what: Node
    zone: Node


@node
class OnlyOnce(Node):
    """"... and only once" (CR 602.5b: the ability may be activated once)."""


@node
class AttachedOnlyTo(Node):
    """"This Equipment can be attached only to a creature with power 3 or greater." (CR 301.5c)."""
    subject: Node
    to: Node


@node
class BecomesUnattached(Node):
    """"this Equipment becomes unattached from a permanent" (CR 301.5)."""
    what: Node


# -- more trigger events (2) ---------------------------------------------------------------------------
@node
class BecomesAttached(Node):
    """"an Aura becomes attached to this creature" (CR 303.4, 301.5)."""
    to: Node


@node
class AttacksFirstTimeEachTurn(Node):
    """"this creature attacks for the first time each turn" (CR 508.1)."""


@node
class CompletesDungeon(Node):
    """"you complete a dungeon" (CR 309.7)."""
    kind: Node


@node
class EntersTappedEvent(Node):
    """"a permanent you control enters tapped" (CR 603.6a)."""


@node
class EachOtherPlayersStep(Node):
    """"each other player's draw step"."""
    step: Node


@node
class CombatOnEachOpponentsTurn(Node):
    """"combat on each opponent's turn" (CR 506)."""


# -- counters (CR 122) ---------------------------------------------------------------------------------------
@node
class CounterPutOnEvent(Node):
    """"a +1/+1 counter is put on this creature" (CR 122.6)."""
    kind: Node
    on: Node


@node
class CounterRemovedInExileEvent(Node):
    """"a time counter is removed from this card while it's exiled" (CR 702.62: suspend)."""
    kind: Node
    what: Node


@node
class LastCounterRemovedInExileEvent(Node):
    """"the last time counter is removed from this card while it's exiled" (CR 702.62a)."""
    kind: Node
    what: Node


@node
class IsAttackedEvent(Node):
    """"enchanted player is attacked" (CR 506.2, 508.1)."""


@node
class WinsCoinFlipEvent(Node):
    """"you win a coin flip" (CR 705); ``coin`` is the word "coin" (a counter word for the lexer)."""
    coin: Node


@node
class CountersPutInstead(Node):
    """"If one or more +1/+1 counters would be put on a creature you control, that many plus one ...
    are put on it instead." (CR 614.1a, 122.6)."""
    amount: Node
    kind: Node | None
    on: Node
    result: Node


@node
class ThatManyPlusCounters(Node):
    """"that many plus one +1/+1 counters are put on it"."""
    plus: Node
    kind: Node | None
    counter: Node
    on: Node


@node
class TwiceThatManyCounters(Node):
    """"twice that many +1/+1 counters are put on it"."""
    kind: Node | None
    counter: Node
    on: Node


# -- more conditions (5) -------------------------------------------------------------------------------------
@node
class ItIsNotACondition(Node):
    """"if it's not a token": "it" is not of that kind."""
    filter: Node


@node
class NoPlayerControls(Node):
    """"as long as no opponent controls a creature"."""
    kind: Node
    objects: Node


@node
class CreatedThisTurn(Node):
    """"if you created a token this turn" (CR 111.1)."""
    player: Node
    what: Node


@node
class HasCastThisTurn(Node):
    """"if an opponent has cast a blue or black spell this turn"."""
    player: Node
    spell: Node


@node
class DidntAttackThisTurn(Node):
    """"if this creature didn't attack this turn" (CR 508.1)."""
    subject: Node


@node
class DidntAttackWithThisTurn(Node):
    """"if you didn't attack with a creature this turn" (CR 508.1)."""
    player: Node
    attackers: Node


@node
class DamageDealtToThisTurn(Node):
    """"if 4 or more damage was dealt to it this turn" (CR 120)."""
    amount: Node
    to: Node



@node
class DeckCanHave(Node):
    """"A deck can have any number of cards named Relentless Rats." (CR 100.2a: an exception to the
    four-copy limit of constructed decks)."""
    count: Node
    card: Node
    name: Node


@node
class AnyNumberOfCopies(Node):
    """"any number of" copies."""


@node
class UpToCopies(Node):
    """"up to seven" copies."""
    amount: Node


@node
class CantBlockOrBeBlockedBy(Node):
    """"can't block or be blocked by creatures with power 2 or greater" (CR 509.1b)."""
    other: Node


@node
class DoThisOnlyOnceEachTurn(Node):
    """"Do this only once each turn." (the optional instruction before may be followed once a turn)."""


@node
class DuringPlayersNextTurn(Node):
    """"during that player's next turn" (CR 611.2b: a duration of a whole turn)."""
    player: Node


@node
class ActivateSelfOnlyIf(Node):
    """"Activate this ability only if an opponent lost life this turn." (CR 602.5b)."""
    ability: Node
    condition: Node


# -- more conditions (6) -------------------------------------------------------------------------------------
@node
class NotTheirTurn(Node):
    """"if it's not their turn" (not the turn of the player named before)."""


@node
class ItsYourStep(Node):
    """"if it's your main phase" (CR 505)."""
    step: Node


@node
class WasAttackingCondition(Node):
    """"if it was attacking" (as it last existed, CR 608.2h)."""
    subject: Node


@node
class GainedOrLostLifeThisTurn(Node):
    """"if you gained or lost life this turn" (CR 119.3)."""
    player: Node


@node
class KeywordCostWasPaid(Node):
    """"if its prowl cost was paid" (CR 702.76)."""
    keyword: Node


@node
class RegeneratesEvent(Node):
    """"it regenerates" (CR 701.15)."""


@node
class ConnivesEvent(Node):
    """"it connives" (CR 701.50)."""


# -- more trigger events (3) ------------------------------------------------------------------------------
@node
class ReturnedToAPlayersZone(Node):
    """"a permanent is returned to a player's hand" (CR 400.7); ``zone`` is the zone word."""
    zone: Node


@node
class LeavesWithoutDying(Node):
    """"leaves the battlefield without dying" (CR 700.4: not put into a graveyard from it)."""


@node
class GetsEnergyEvent(Node):
    """"you get one or more {E}" (CR 107.14, 122.1)."""
    amount: Node
    energy: Node


@node
class EntersAttackingEvent(Node):
    """"enters attacking" (CR 508.4: put onto the battlefield attacking)."""


@node
class DoesntPayUpkeep(Node):
    """"a player doesn't pay ~'s cumulative upkeep" (CR 702.24a)."""
    card: Node
    keyword: Node


@node
class CombatThisTurn(Node):
    """"combat this turn": the beginning of combat of this turn (CR 603.7)."""


# -- more conditions (7) -------------------------------------------------------------------------------------
@node
class CausesYouToDiscardCondition(Node):
    """"If a spell or ability an opponent controls causes you to discard this card" (CR 701.9)."""
    cause: Node
    card: Node


@node
class IsAttachedToCondition(Node):
    """"As long as this Equipment is attached to a creature" (CR 301.5)."""
    subject: Node
    to: Node


@node
class BlocksSelfIfAble(Node):
    """"block this creature this turn if able" (CR 509.1c: a blocking requirement)."""
    attacker: Node
    duration: Node | None = None


@node
class DestroyUnless(Node):
    """"destroy this creature unless you pay {1}" (the player may act to avoid it)."""
    subject: Node | None
    what: Node
    unless: Node


@node
class AttacksEachCombatUnless(Node):
    """"attacks each combat if able unless you control another Ally" (CR 508.1d)."""
    condition: Node


@node
class ActivateButOnly(Node):
    """"[Any player may] activate this ability but only as a sorcery." (CR 602.2: an ability that
    players other than its controller may activate, with a timing restriction)."""
    ability: Node
    timing: Node


@node
class DuringTheirStep(Node):
    """"during their draw step" (the activating player's)."""
    step: Node


@node
class DuringAnyStep(Node):
    """"during any upkeep step"."""
    step: Node


@node
class CantCauseYouTo(Node):
    """"can't cause you to discard cards or sacrifice permanents" (CR 701.9, 701.21)."""
    actions: tuple


@node
class DiscardCardsAction(Node):
    """"discard cards"."""
    card: Node


@node
class SacrificePermanentsAction(Node):
    """"sacrifice permanents"."""
    types: Node
