"""The corpus tail (session 7): counters — putting, removing, moving and counting them; poison, energy, loyalty (grammar/rules/99_w_counters.lark)."""

from __future__ import annotations

from .base import Node, node  # noqa: F401

from typing import Optional  # noqa: F401

from ..vocabulary import ORDINAL_NAMES


# -- the nth counter (CR 122, 603.2) -----------------------------------------------------------

@node
class OrdinalNumber(Node):
    """An ordinal past "third", a word of the lexer's class ORDINAL_WORD: "fourth" is 4."""
    value: int

    def text(self) -> str:
        return ORDINAL_NAMES[self.value]


@node
class Nth(Node):
    """"fourth", "twelfth" where an ordinal is read (50_triggers' ``ordinal``: first, second,
    third)."""
    number: Node


@node
class NthCounterPutOnEvent(Node):
    """"When the fourth plan counter is put on this enchantment": the trigger event of the
    counter that brings the count of that kind on the object to ``ordinal`` (CR 122.6: a
    counter put on; CR 603.2: the event triggers the ability once)."""
    ordinal: Node
    kind: Node
    holder: Node


# -- putting counters (CR 122.6) ---------------------------------------------------------------

@node
class PutUpToCounters(Node):
    """"Put up to X +1/+0 counters on ~": any number of counters of the kind from zero to
    ``amount`` (CR 107.1c, 122.6)."""
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    target: Node


@node
class CantCauseCountersAbove(Node):
    """"This ability can't cause the total number of +1/+0 counters on ~ to be greater than
    four": the effect puts counters only up to the limit (CR 122.6, 609.3)."""
    source: Node
    kind: Node
    word: Node
    holder: Node
    limit: Node


# -- damage prevented while counters are there (CR 615, 122) ---------------------------------

@node
class PreventDamageToWhileAnd(Node):
    """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage
    and remove that many +1/+1 counters from it" (CR 615.1a: a prevention effect that applies
    only while ``condition`` holds; ``then`` follows the prevention)."""
    recipient: Node
    condition: Node
    then: Node


@node
class CountersRemovedFromThisWay(Node):
    """"When one or more counters are removed from ~ this way": the counters the ability's
    own effect removed (CR 603.2, 608.2c)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    holder: Node


@node
class EscapesWithCountersInstead(Node):
    """"It escapes with twelve +1/+1 counters on it instead": escaping replaces the counters
    it would enter with (CR 702.138c, 614.1c)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    holder: Node


# -- suspended cards (CR 702.62b) --------------------------------------------------------------

@node
class SuspendedCard(Node):
    """"suspended card": a card in exile with suspend and a time counter on it (CR 702.62b)."""
    noun: Node


@node
class TargetOrSuspendedCard(Node):
    """"target permanent or suspended card": one target, either a permanent or a suspended
    card (CR 115.1, 702.62b)."""
    count: Optional[Node]
    filter: Node
    suspended: Node


@node
class EachSuspendedCard(Node):
    """"each suspended card" (CR 702.62b)."""
    suspended: Node


# -- losing and not getting counters (CR 122) --------------------------------------------------

@node
class LosesAllCounters(Node):
    """"Each opponent loses all counters": every counter of every kind leaves the player or
    permanent (CR 122.1, 122.8)."""


@node
class CantGetCountersFor(Node):
    """"That player can't get counters for as long as this creature remains on the
    battlefield" (CR 122; the effect lasts for ``duration``, 611.2b)."""
    subject: Node
    kind: Optional[Node]
    duration: Node


# -- counted payments and filters on the counter cards -------------------------------------------

@node
class TwiceMana(Node):
    """"pays twice {X}": the mana cost paid two times (CR 107.3: X has one value)."""
    mana: Node


@node
class WithPowerOrToughness(Node):
    """"with power or toughness 1 or less": the object qualifies if either characteristic
    does (CR 208.1)."""
    comparison: Node


@node
class CreateTokenAllColors(Node):
    """"Create a 2/2 Citizen creature token that's all colors": the token is white, blue,
    black, red and green (CR 105.2, 111.1)."""
    subject: Optional[Node]
    amount: Node
    token: Node


@node
class ThatsAOr(Node):
    """"that's a creature or Vehicle": the object has one of the types (CR 205.2, 205.3)."""
    first: Node
    second: Node


# -- entering with additional counters (CR 614.1c, 122.6) ---------------------------------------

@node
class AdditionalCounters(Node):
    """"three additional +1/+1 counters", "an additional X +1/+1 counters": counters on top of
    those the object would enter with (CR 614.1c)."""
    amount: Node
    kind: Node
    word: Node


@node
class AdditionalKeywordCounter(Node):
    """"an additional vigilance counter" (CR 122.1b: a keyword counter)."""
    kind: Node
    word: Node


@node
class EntersWithMoreCounters(Node):
    """"it enters with three additional +1/+1 counters on it" (CR 614.1c: a replacement effect
    on how the permanent enters; ``per_each`` multiplies the amount, CR 107.1)."""
    subject: Node
    counters: Node
    holder: Node
    per_each: Optional[Node] = None


@node
class EnterWithAdditionalCounter(Node):
    """"Legendary creatures you control enter with an additional +1/+1 counter on them"
    (CR 614.1c; ``per_each`` multiplies it, CR 107.1)."""
    subject: Node
    kind: Node
    word: Node
    holder: Node
    per_each: Optional[Node] = None


@node
class EntersWithAdditionalCountersEqual(Node):
    """"enters with a number of additional +1/+1 counters on it equal to Arwen's toughness"
    (CR 614.1c; the number is determined as the permanent enters, CR 107.1)."""
    subject: Node
    kind: Node
    word: Node
    holder: Node
    amount: Node


@node
class EntersWithMoreCountersWhere(Node):
    """"that creature enters with X additional +1/+1 counters on it, where X is ..." (CR 614.1c,
    107.3: X is defined by the sentence)."""
    subject: Node
    counters: Node
    holder: Node
    where: Node


@node
class EntersWithAdditionalCounterPerEach(Node):
    """"enters with an additional +1/+1 counter on it for each land that entered ... this turn"
    (CR 614.1c; one more counter for each object counted, CR 107.1)."""
    subject: Node
    kind: Node
    holder: Node
    per_each: Node


@node
class EntersWithAdditionalCounterIf(Node):
    """"enters with an additional +1/+1 counter on it if its mana value is 4 or less"
    (CR 614.1c: the replacement applies only if ``condition`` holds as it enters)."""
    subject: Node
    kind: Node
    holder: Node
    condition: Node


@node
class OtherwiseStaticSentence(Node):
    """"Otherwise, it enters with three additional +1/+1 counters on it.": the static rule of
    the case the sentence before did not cover."""
    body: Node


# -- any counter (CR 122.1) ------------------------------------------------------------------------

@node
class HasAnyCounter(Node):
    """"if it has a counter on it", "if it had counters on it": a counter of any kind (CR 122.1)."""
    subject: Node
    holder: Node


@node
class WithCountersOrMore(Node):
    """"who has three or more poison counters", "with three or more level counters": at least
    ``amount`` counters of the kind (CR 122.1)."""
    amount: Node
    kind: Node
    word: Node


@node
class WithCountersOrMoreOn(Node):
    """"a creature with three or more level counters on it" (CR 122.1)."""
    amount: Node
    kind: Node
    word: Node
    holder: Node


# -- for each counter (CR 107.1, 608.2c) -------------------------------------------------------------

@node
class EachCounterRemovedThisWay(Node):
    """"each delay counter removed this way": one for each counter this ability removed (CR 608.2c)."""
    kind: Optional[Node]


@node
class EachCountersRemovedThisWay(Node):
    """"each five counters removed this way": one for each full group of ``amount`` (CR 107.1a: rounded down)."""
    amount: Node


@node
class EachCounterOn(Node):
    """"each blight counter on it" (CR 122.1)."""
    kind: Node
    holder: Node


@node
class ForEachCounterSentence(Node):
    """"For each counter removed this way, this creature gets +1/+0 until end of turn.": the
    effect is repeated once for each counter counted (CR 107.1, 608.2c)."""
    each: Node
    chain: Node


@node
class ThenForEachCounterSentence(Node):
    """"Then for each blight counter on it, each opponent loses 4 life ..." (CR 107.1, 608.2c)."""
    each: Node
    chain: Node


@node
class ForEachManaSpent(Node):
    """"for each mana spent to cast it" (CR 601.2h: the mana paid for the spell)."""
    spell: Node


@node
class ForEachManaSymbolsSpent(Node):
    """"for each {G}{G} spent to cast it": each group of that mana paid (CR 601.2h, 107.1a)."""
    mana: Node
    spell: Node


@node
class ForEachManaFromSpent(Node):
    """"for each mana from a Treasure spent to cast them" (CR 601.2h, 106.3: the mana's source)."""
    source: Node
    spell: Node


@node
class EntersWithCountersUnless(Node):
    """"enters with two -1/-1 counters on it unless you've cast another red spell this turn"
    (CR 614.1c: the replacement applies unless ``condition`` holds)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    holder: Node
    condition: Node


# -- counters chosen, joined and compared (CR 122.1) --------------------------------------------

@node
class PutCounterOfChoice(Node):
    """"Put your choice of a vigilance counter, a reach counter, or a trample counter on it",
    "Put a +1/+1 counter or a loyalty counter on it": one counter of a kind the player chooses
    among ``choices`` (CR 608.2d, 122.1b)."""
    subject: Optional[Node]
    choices: tuple
    target: Node


@node
class PutEitherCounter(Node):
    """"Put a +1/+1 counter or a loyalty counter on it": one counter of the kind the player
    chooses (CR 608.2d, 122.1)."""
    subject: Optional[Node]
    amount: Node
    first: Node
    second: Node
    target: Node


@node
class RemoveEitherCounterCost(Node):
    """"Remove a +1/+1 counter or a charge counter from a permanent you control" as a cost: one
    counter of either kind (CR 118.3, 122.8)."""
    amount: Node
    first: Node
    second: Node
    source: Node


@node
class WithSameController(Node):
    """"another target creature with the same controller": controlled by the player who controls
    the object named before (CR 108.4)."""


@node
class CostsListAnd(Node):
    """"{T}, Remove X time counters from this artifact and exile it": the costs of an activated
    ability, the last one joined by "and"; all are paid to activate it (CR 602.1, 602.2b). Each
    cost of ``items`` starts with a capital, as in ``Costs``; ``last`` (after "and") does not."""
    __capitalize_items__ = True
    items: tuple
    last: Node


# -- how many counters there are (CR 122) -------------------------------------------------------

@node
class HasCountersOnOrFewer(Node):
    """"When Garruk has two or fewer loyalty counters on him": a state trigger (CR 603.8)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    holder: Node


@node
class ExactlyCountersOnCondition(Node):
    """"there is exactly one tide counter on Homarid" (CR 122: the count of that kind on it)."""
    amount: Node
    kind: Node
    word: Node
    holder: Node


# -- more counted counters (CR 107.1, 608.2c) -----------------------------------------------------

@node
class AddThatColorForEach(Node):
    """"Add one mana of that color for each charge counter on this artifact" (CR 106.1, 107.1)."""
    amount: Node
    each: Node


@node
class AddAnyColorForEach(Node):
    """"Add one mana of any color for each charge counter removed this way" (CR 106.1, 107.1)."""
    amount: Node
    each: Node


@node
class ForEachAnyCounterRemoved(Node):
    """"for each counter removed this way": counters of any kind this ability's effect removed
    (CR 608.2c)."""


@node
class ThirdTarget(Node):
    """"a third target creature": another target of the same ability, not one chosen for the
    first two (CR 115.3)."""
    filter: Node


# -- distributing counters (CR 122.6, 601.2d) -----------------------------------------------------

@node
class DistributeUpToCounters(Node):
    """"distribute up to that many +1/+1 counters among any number of other target creatures"
    (CR 601.2d: the division is chosen as the ability is put on the stack)."""
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    among: Node


@node
class DistributeNumberOfCounters(Node):
    """"distribute a number of +1/+1 counters equal to ... among any number of creatures you
    control" (CR 601.2d, 107.1)."""
    subject: Optional[Node]
    kind: Node
    word: Node
    amount: Node
    among: Node


@node
class EachCounterPutThisWay(Node):
    """"each +1/+1 counter you put on a creature this way" (CR 608.2c)."""
    kind: Node
    player: Node
    holder: Node



@node
class AnyNumberOfOtherTarget(Node):
    """"any number of other target creatures": targets chosen among objects other than the source
    (CR 115.1, 601.2c)."""
    filter: Node


# -- one more counter, counted removals and sacrifices (CR 122.6, 107.1) ----------------------------

@node
class PutAnotherCounter(Node):
    """"put another +1/+1 counter on ~": one more counter of that kind (CR 122.6)."""
    subject: Optional[Node]
    kind: Node
    word: Node
    target: Node


@node
class RemoveCountersForEach(Node):
    """"remove a +1/+1 counter from ~ for each card in target opponent's hand" (CR 122.8, 107.1:
    counted as the instruction is followed, 608.2h)."""
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    source: Node
    for_each: Node


@node
class SacrificeForEach(Node):
    """"that player sacrifices a permanent for each soot counter on Smokestack" (CR 701.21,
    107.1)."""
    subject: Optional[Node]
    what: Node
    for_each: Node


# -- session 8: counters tail, batch 1 ----------------------------------------------------------

@node
class HadCountersOrMore(Node):
    """"if it had one or more counters on it", "if it had two or more +1/+1 counters on it": the
    count of counters (of ``kind``, or of any kind) on the object as it last existed (CR 122.1,
    608.2h)."""
    holder: Node
    amount: Node
    kind: Optional[Node]
    word: Node
    on: Node


@node
class WithBasePtSuffix(Node):
    """"creatures with base power and toughness 1/1": objects whose base power and toughness
    (before the effects that modify them, CR 613.4b) are these values."""
    pt: Node


@node
class DealtDamageToThisTurnCondition(Node):
    """"if this creature dealt damage to an opponent this turn", "if you dealt combat damage to a
    player this turn" (CR 120.1; ``combat``: only combat damage, CR 510.2)."""
    source: Node
    combat: Optional[Node]
    recipient: Node


@node
class ExiledWithCountersCondition(Node):
    """"if this card is exiled with an egg counter on it": the card is in exile (CR 406) with at
    least ``amount`` counters of the kind (CR 122.1)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    on: Node


# -- counters that would be put: each kind, minus one (CR 614.1a, 122.6) -------------------------

@node
class ThatManyPlusEachKindPut(Node):
    """"that many plus one of each of those kinds of counters are put on that permanent": one more
    counter of each kind the replaced event would put (CR 614.1a, 122.6)."""
    plus: Node
    kinds: Node
    on: Node


@node
class TwiceThatManyEachKindPut(Node):
    """"twice that many of each of those kinds of counters are put on it": double the counters of
    each kind the replaced event would put (CR 614.1a, 122.6)."""
    kinds: Node
    on: Node


@node
class ThatManyMinusCounters(Node):
    """"that many -1/-1 counters minus one are put on it": one fewer counter of the kind than the
    replaced event would put (CR 614.1a, 122.6)."""
    kind: Node
    word: Node
    minus: Node
    on: Node


@node
class WouldGetCountersPlusInstead(Node):
    """"If you would get one or more counters, you get that many plus one of each of those kinds of
    counters instead.": a replacement of a player's counters (CR 122.1, 614.1a)."""
    player: Node
    amount: Node
    word: Node
    getter: Node
    plus: Node
    kinds: Node


# -- a trigger event while a condition holds (CR 603.2, 603.4) -----------------------------------

@node
class HasCountersOn(Node):
    """"while it has a -1/-1 counter on it": at least ``amount`` counters of the kind are on the
    object (CR 122.1)."""
    holder: Node
    amount: Node
    kind: Node
    word: Node
    on: Node


@node
class BecomesTappedWhile(Node):
    """"Whenever this creature becomes tapped while it has a -1/-1 counter on it": the ability
    triggers only if ``condition`` holds as the permanent becomes tapped (CR 603.2, 603.4)."""
    condition: Node


@node
class CastsWhile(Node):
    """"Whenever you cast an instant or sorcery spell while this enchantment has two or more quest
    counters on it" (CR 601.2i, 603.2: the condition holds as the spell becomes cast)."""
    spell: Node
    condition: Node


@node
class PutIntoZoneFromAnywhereWhile(Node):
    """"Whenever one or more permanent cards are put into your graveyard from anywhere while this
    creature has a -1/-1 counter on it" (CR 603.2, 603.6a)."""
    zone: Node
    condition: Node


# -- loyalty abilities (CR 606) --------------------------------------------------------------------

@node
class LoyaltyAbilitiesOf(Node):
    """"the loyalty abilities of planeswalkers you control", "a loyalty ability of a Chandra
    planeswalker": the loyalty abilities (CR 606.3) of the objects of ``owner``."""
    loyalty: Node
    noun: Node
    owner: Node


@node
class OwnLoyaltyAbilities(Node):
    """"her loyalty abilities": the loyalty abilities of the object itself (the pronoun is the
    ``form``; CR 606.3)."""
    loyalty: Node
    noun: Node


@node
class EachTurnMod(Node):
    """"each turn" (a limit that resets every turn, CR 606.3)."""


@node
class ThisTurnMod(Node):
    """"this turn" (until the turn ends, CR 514.2)."""


@node
class MayActivateLoyaltyTwice(Node):
    """"You may activate the loyalty abilities of planeswalkers you control twice each turn rather
    than only once.": raises the limit of one loyalty ability per permanent per turn (CR 606.3)."""
    player: Node
    abilities: Node
    turn: Node


@node
class MayActivateLoyaltyAnyTime(Node):
    """"you may activate her loyalty abilities any time you could cast an instant": the loyalty
    abilities lose the sorcery timing of CR 606.3 (CR 307.1, 117.1a)."""
    player: Node
    abilities: Node
    caster: Node
    card_type: Node


@node
class MayActivateOwnLoyaltyAnyTurn(Node):
    """"You may activate loyalty abilities of ~ on any player's turn any time you could cast an
    instant.": the object's loyalty abilities lose both limits of CR 606.3 (own turn, sorcery
    timing; CR 307.1, 117.1a)."""
    player: Node
    loyalty: Node
    noun: Node
    owner: Node
    caster: Node
    card_type: Node


@node
class LoyaltyAbilitiesCostMore(Node):
    """"Loyalty abilities of planeswalkers your opponents control cost {1} more to activate."
    (CR 601.2f, 602.2b: a cost increase)."""
    abilities: Node
    cost: Node


@node
class HasLoyaltyAbilities(Node):
    """"has the loyalty abilities of Kasmina": the object gains those abilities (CR 613.1f, 606)."""
    abilities: Node


@node
class ActivatesLoyaltyAbilityEvent(Node):
    """"Whenever you activate a loyalty ability of a Chandra planeswalker" (CR 606, 603.2)."""
    abilities: Node


@node
class DidntActivateLoyaltyThisTurn(Node):
    """"if you didn't activate a loyalty ability of a planeswalker this turn" (CR 606)."""
    player: Node
    abilities: Node


@node
class TargetLoyaltyAbility(Node):
    """"target loyalty ability of a planeswalker": a loyalty ability on the stack as a target
    (CR 115.1, 606, 113.3b)."""
    loyalty: Node
    noun: Node
    owner: Node


# -- session 8, batch 2: counters moved, put, counted (CR 122) ------------------------------------

@node
class CountersMovedThisWay(Node):
    """"If one or more +1/+1 counters are moved this way": the counters the effect moved from one
    object to another (CR 122.5, 608.2c)."""
    amount: Node
    kind: Optional[Node]
    word: Node


@node
class CounterWasPutThisTurn(Node):
    """"if a +1/+1 counter was put on a permanent under your control this turn" (CR 122.6: a
    counter put on, earlier this turn; ``under``: the permanent's controller, CR 108.4)."""
    kind: Node
    holder: Node
    under: Optional[Node]


@node
class PutItsCountersOfKind(Node):
    """"put its +1/+1 counters on target creature you control": as many counters of the kind as the
    object had as it last existed (CR 608.2h, 702.43a)."""
    subject: Optional[Node]
    kind: Node
    word: Node
    target: Node


@node
class CounterUnlessDoes(Node):
    """"Counter target spell unless its controller exiles all cards from their graveyard.": the
    spell is countered (CR 701.6a) unless that player does the action (CR 118.12)."""
    what: Node
    unless: Node


@node
class CantHaveMoreCounters(Node):
    """"Rasputin can't have more than seven dream counters on it." (CR 122.1: counters of the
    kind past ``limit`` are not put on it, CR 614.1a)."""
    holder: Node
    limit: Node
    kind: Node
    word: Node
    on: Node


@node
class StartedTurnUntapped(Node):
    """"if Rasputin started the turn untapped": the permanent's status (CR 110.5) as the turn
    began (CR 502.3)."""
    subject: Node


@node
class ExiledFromBattlefieldEvent(Node):
    """"Whenever a creature is exiled from the battlefield" (a zone change from the battlefield to
    exile, CR 603.6c, 603.10a)."""


@node
class TurnsFaceUpEvent(Node):
    """"Whenever you turn a permanent face up" (CR 702.37e, 708.8)."""
    what: Node


# -- session 8, batch 3 ----------------------------------------------------------------------------

@node
class GetCountersCost(Node):
    """"Ward—Get five poison counters.": a cost paid by getting counters (CR 702.21a, 118.1,
    122.1)."""
    amount: Node
    kind: Node
    word: Node


@node
class IsPtCondition(Node):
    """"if that creature is 1/1": its power and toughness are these values (CR 208.1)."""
    subject: Node
    pt: Node


# -- session 9: counters tail ---------------------------------------------------------------------

@node
class ToBattlefieldModsWithCounters(Node):
    """"to the battlefield tapped under its owner's control with a +1/+1 counter on it": two
    entry modifiers (``first``, ``second``: tapped, under a player's control), then the
    counters the object enters with (CR 122.6, 614.1c)."""
    first: Node
    second: Node
    counters: Node


@node
class CounterList(Node):
    """"a vigilance counter and a lifelink counter", "a +1/+1 counter, a flying counter, and a
    shield counter": counters of several kinds put together (CR 122.1b); ``items`` are
    CounterItem nodes."""
    items: tuple


@node
class WithCounterList(Node):
    """"with a vigilance counter and a lifelink counter on it" (an object put onto the
    battlefield enters with these counters, CR 122.6, 614.1c)."""
    counters: Node
    on: Node


@node
class EntersWithCounterList(Node):
    """"~ enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield
    counter on it" (a replacement effect: it enters with them, CR 614.1c, 122.6)."""
    subject: Node
    counters: Node
    on: Node


@node
class TriggerIfSentence(Node):
    """"When you do, if it has four or more quest counters on it, put ...": a triggered
    ability an effect creates, with an intervening "if" (CR 603.12 reflexive, 603.7 delayed;
    CR 603.4: the condition is checked when it triggers and as it resolves)."""
    trigger: Node
    condition: Node
    chain: Node


@node
class TargetSpellOrAbilities(Node):
    """"target spell, activated ability, or triggered ability": one target, a spell (``spells``,
    a filter) or an ability of either kind (``first``/``second`` name the kind, ``first_word``/
    ``second_word`` the word "ability") (CR 115.1, 113.3b-c)."""
    spells: Node
    first: Node
    first_word: Node
    second: Node
    second_word: Node


@node
class ForEachOfBoth(Node):
    """"for each creature you control and each creature card in your graveyard": once for
    each object of ``first`` and once for each of ``second`` (the two groups are counted
    together, CR 107.1)."""
    first: Node
    second: Node


@node
class NumberOfCountersHad(Node):
    """"the number of counters it had on it": counters of every kind on the object as it
    last existed on the battlefield (CR 608.2h, 122.1)."""
    word: Node
    holder: Node
    on: Node


# -- session 10 (gct2): counters tail ------------------------------------------------------------

@node
class ToBattlefieldTappedUnderWithCounters(Node):
    """"to the battlefield tapped under its owner's control with a +1/+1 counter on it": it enters
    tapped (the word is the lexer's TAPPED_UNDER), under ``under``'s control (an ``UnderControl``,
    CR 110.2) and with the counters of ``counters`` (a ``with_counters_mod`` node; CR 614.1c, 122.6)."""
    under: Node
    counters: Node


@node
class EntersUnderControlWithCounters(Node):
    """"enters the battlefield under your control with a counter on it": the trigger event's
    controller (CR 603.6a) and the counters the permanent entered with (CR 122.6)."""
    player: Node
    counters: Node


@node
class WithAnyCountersMod(Node):
    """"with a counter on it": at least ``amount`` counters of any kind (CR 122.1)."""
    amount: Node
    word: Node
    on: Node


@node
class IsExiledCondition(Node):
    """"if Cosima is exiled": the card is in the exile zone (CR 406; checked as the ability
    triggers and as it resolves, 603.4)."""
    subject: Node


@node
class ConnivesN(Node):
    """"it connives X": draw ``amount`` cards, then discard as many; a +1/+1 counter for each
    nonland card discarded (CR 701.50e; the lexer marks the verb CONNIVES_N)."""
    subject: Node
    amount: Node


@node
class CountersCantBePutOn(Node):
    """"Counters can't be put on artifacts, creatures, ...": no counter (of ``kind`` if given)
    can be put on those objects (CR 122.6, 614.1a: the event does not happen)."""
    kind: Optional[Node]
    word: Node
    on: Node


@node
class CountersCantBeRemovedFrom(Node):
    """"Stun counters can't be removed from permanents your opponents control" (CR 122.8,
    122.1d: a stun counter is removed instead of untapping; the effect stops the removal)."""
    kind: Optional[Node]
    word: Node
    source: Node


@node
class RemoveCountersOrMoreCost(Node):
    """"Remove one or more +1/+1 counters from this creature": a cost whose number of counters
    the player chooses, at least ``amount`` (CR 118.1, 601.2b)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    source: Node


@node
class RemoveCountersOrMoreAmongCost(Node):
    """"Remove one or more +1/+1 counters from among creatures you control": as above, from
    any of the objects (CR 118.1, 601.2b)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    among: Node


@node
class WithAnyCountersOrMoreOn(Node):
    """"a creature with one or more counters on it": ``amount`` or more counters of any kinds
    together (CR 122.1)."""
    amount: Node
    word: Node
    holder: Node


@node
class AnyCountersOnCondition(Node):
    """"if there are twenty or more counters on it": counters of all kinds together (CR 122.1)."""
    amount: Node
    word: Node
    holder: Node


# -- each kind of counter (CR 122.1) ---------------------------------------------------------------

@node
class CountersOnPlace(Node):
    """"on target permanent": where the counters are (the object or player itself)."""
    holder: Node


@node
class CountersAmongPlace(Node):
    """"among creatures you control": the counters on any of those objects (CR 122.1)."""
    among: Node


@node
class EachKindOfCounter(Node):
    """"for each kind of counter on target permanent": once for each kind of counter there is
    (CR 122.1: a kind is named by its word; counters of one kind are alike)."""
    place: Node


@node
class ForEachKindOfCounter(Node):
    """"copy it for each kind of counter among permanents you control": the number of kinds
    (CR 122.1, 107.1)."""
    place: Node


@node
class PutCounterOfThatKind(Node):
    """"put a counter of that kind on either of those tokens": the kind named by the enclosing
    "for each kind of counter" or choice (CR 122.1, 122.6)."""
    subject: Optional[Node]
    amount: Node
    target: Node


@node
class PutAnotherCounterOfThatKind(Node):
    """"put another counter of that kind on it": one more counter of the kind (CR 122.6)."""
    subject: Optional[Node]
    target: Node


@node
class GiveAnotherCounterOfThatKind(Node):
    """"give that permanent or player another counter of that kind": one more counter of the
    kind on the object or player (CR 122.1, 122.6)."""
    subject: Optional[Node]
    target: Node


@node
class ChooseKindOfCounter(Node):
    """"Choose a kind of counter on a creature you control": one kind among the counters there
    (CR 122.1), named later by "of that kind"."""
    subject: Optional[Node]
    holder: Node


@node
class EitherOfGroup(Node):
    """"either of those tokens", "either of them": one object of a group named before, chosen
    as the effect resolves (CR 608.2d)."""
    group: Node


# -- the last counter (CR 122, 603.2) -------------------------------------------------------------

@node
class LastCounterRemovedEvent(Node):
    """"When the last ore counter is removed from ~": the removal that leaves no counter of
    that kind (CR 122, 603.2)."""
    kind: Node
    source: Node


@node
class RemovesLastCounterEvent(Node):
    """"When you remove the last intervention counter from ~" (the player who removes it, CR
    603.2)."""
    kind: Node
    source: Node


@node
class EvolvesEvent(Node):
    """"Whenever this creature evolves": its evolve ability resolved and put a +1/+1 counter on
    it (CR 702.100a)."""


# -- counters put this way, counted, compared (CR 122, 608.2c) --------------------------------------

@node
class ThatHadCountersPutThisWay(Node):
    """"each creature that had counters put on it this way" (CR 608.2c: the objects the earlier
    instruction affected)."""
    word: Node
    on: Node


@node
class ThatHadKindCountersPutThisWay(Node):
    """"each creature that had a double strike counter put on it this way" (CR 608.2c)."""
    amount: Node
    kind: Node
    word: Node
    on: Node


@node
class PutCountersOnEqual(Node):
    """"Put +1/+1 counters on that creature equal to its power": as many counters of ``kind``
    as ``amount`` (CR 107.1, 122.6)."""
    subject: Optional[Node]
    kind: Node
    word: Node
    target: Node
    amount: Node


@node
class ForEachCounterAmong(Node):
    """"for each +1/+1 counter among other creatures you control": the counters of that kind on
    all of those objects together (CR 122.1)."""
    kind: Node
    among: Node


@node
class NoCountersRemovedThisWay(Node):
    """"If no counters were removed this way" (CR 608.2c)."""
    word: Node


@node
class NoMoreCountersOnCondition(Node):
    """"If there are no more scream counters on it": no counter of that kind is left (CR 122.1)."""
    kind: Node
    word: Node
    holder: Node


@node
class HasExactlyCountersCondition(Node):
    """"if it has exactly four +1/+1 counters on it" (CR 122.1)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    on: Node


@node
class WithFewerCountersOn(Node):
    """"target creature with fewer than X +1/+1 counters on it" (CR 122.1)."""
    amount: Node
    kind: Node
    word: Node
    on: Node


# -- cumulative upkeep costs that are actions (CR 702.24a, 118.1) -----------------------------------

@node
class DrawCost(Node):
    """"Cumulative upkeep—Draw a card." (CR 702.24a, 118.1: a cost may be an action)."""
    cards: Node


@node
class PlayerGainsLifeCost(Node):
    """"Cumulative upkeep—An opponent gains 1 life." (CR 702.24a, 119.3)."""
    player: Node
    amount: Node


# ==== session 11 (the counters tail) ==========================================================

@node
class NumberOfCounterKinds(Node):
    """"the number of different kinds of counters among permanents you control" (CR 122.1: counters
    of one kind are alike; each kind is counted once)."""
    word: Node
    place: Node


@node
class CounterKindsOrMoreCondition(Node):
    """"there are three or more different kinds of counters among creatures you control" (CR 122.1)."""
    amount: Node
    word: Node
    place: Node


# ==== session 12 (the counters tail) =============================================================

@node
class AsTurnedFaceUp(Node):
    """"As this creature is turned face up, put five +1/+1 counters on it." (CR 708.8, 614.1e: the
    effect applies as the permanent turns face up)."""
    subject: Node
    effects: Node
