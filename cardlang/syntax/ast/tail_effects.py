"""Tail effects: one-shot actions, costs and keyword abilities with parameters
(grammar/rules/99_tail_effects.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- counters (CR 122) -----------------------------------------------------------------------

@node
class RemoveAnyCounters(Node):
    """"Remove a counter from target permanent": counters of any kind (the player chooses
    which, CR 122)."""
    subject: Optional[Node]
    amount: Node
    word: Node
    source: Node


@node
class RemoveCountersFromAmongCost(Node):
    """"Remove two +1/+1 counters from among creatures you control" (a cost, CR 118: the
    counters may be removed from several of the objects)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    among: Node


# -- paying (CR 118, 107.14) -----------------------------------------------------------------

@node
class PayAnyAmount(Node):
    """"pay any amount of mana / life / {E}" (the player chooses the amount, 0 included)."""
    subject: Optional[Node]
    what: Node


@node
class AnyMana(Node):
    """"any amount of mana" (mana of any type, CR 106.1)."""


@node
class AnyLife(Node):
    """"any amount of life" (CR 119.4)."""


@node
class EnergyPayable(Node):
    """"any amount of {E}" (energy counters, CR 107.14)."""
    symbol: Node


@node
class ManaSymbolPayable(Node):
    """"any amount of {R}" (mana of that one type)."""
    symbol: Node


# -- fighting (CR 701.14) --------------------------------------------------------------------

@node
class HaveFight(Node):
    """"have it fight target creature you don't control" (CR 701.14a: each deals damage equal
    to its power to the other)."""
    fighter: Node
    other: Node


# -- costs that move cards (CR 118, 602.1) ---------------------------------------------------

@node
class PutCost(Node):
    """"Put a card from your hand on top of your library" as a cost."""
    object: Node
    destination: Node


# -- keyword actions (CR 701) ----------------------------------------------------------------

@node
class Endures(Node):
    """"it endures 2" (CR 701.63a: put N +1/+1 counters on it or create an N/N white Spirit
    creature token)."""
    subject: Node
    amount: Node


@node
class TurnFaceUp(Node):
    """"Turn target face-down creature face up." (CR 701.34, 708.8)"""
    object: Node


@node
class TurnFaceDown(Node):
    """"Turn this creature face down." (CR 701.34, 708)"""
    object: Node


# -- copies of spells (CR 707.10) ------------------------------------------------------------

@node
class CopyForEach(Node):
    """"copy it for each time you've cast your commander ..." (one copy per count, CR 707.10)."""
    what: Node
    for_each: Node


@node
class SameSubjectMay(Node):
    """"... may copy this spell and may choose a new target for that copy": the second "may"
    keeps the subject of the effect before it (CR 608.2c)."""
    effect: Node


@node
class ChooseNewTarget(Node):
    """"choose a new target for that copy" (CR 707.10c)."""
    subject: Optional[Node]
    what: Node


# -- changing targets (CR 115.7) -------------------------------------------------------------

@node
class ChangeTargetUnless(Node):
    """"Change the target of target spell with a single target unless that spell's controller
    pays {2}." (CR 115.7)"""
    what: Node
    unless: Node


@node
class NewTargetMustBe(Node):
    """"The new target must be a player." (CR 115.7c)"""
    what: Node


# -- characteristics (CR 205.1b) -------------------------------------------------------------

@node
class OtherColorsAndTypes(Node):
    """"in addition to its other colors and types" (CR 205.1b, 105.3: both are added)."""


# -- counters named before (CR 122) ----------------------------------------------------------

@node
class PutThoseCounters(Node):
    """"put those counters on target creature you control" (the counters named before, each
    kind kept, CR 122)."""
    subject: Optional[Node]
    word: Node
    target: Node


@node
class RemoveThoseCounters(Node):
    """"remove those counters" (the counters the sentence before counted)."""
    subject: Optional[Node]
    word: Node


# -- damage dealt this way (CR 120) ----------------------------------------------------------

@node
class DamageDealtThisWay(Node):
    """"the damage dealt this way" (CR 120.3: the damage an earlier instruction dealt)."""


# -- repeating (CR 608.2c) -------------------------------------------------------------------

@node
class RepeatProcess(Node):
    """"repeat this process" (the instructions before it in the ability, again; ``count`` None:
    once more, on its condition)."""
    count: Optional[Node]


@node
class RepeatOnce(Node):
    """"repeat this process once"."""


@node
class RepeatMoreTimes(Node):
    """"repeat this process X more times"."""
    amount: Node


@node
class RepeatAnyNumber(Node):
    """"You may repeat this process any number of times."."""


# -- paying life (CR 119.4) ------------------------------------------------------------------

@node
class PayLifeEqual(Node):
    """"you may pay life equal to its power" (the amount is read as the life is paid, CR 119.4)."""
    subject: Optional[Node]
    quantity: Node


@node
class PayLifeEqualCost(Node):
    """"Pay life equal to this creature's power" as a cost (CR 118, 119.4)."""
    stat: Node


# -- text-changing effects (CR 612) ----------------------------------------------------------

@node
class ChangeText(Node):
    """"Change the text of target permanent by replacing all instances of one color word with
    another" (CR 612.2; without a duration it lasts indefinitely, 612.2)."""
    object: Node
    swaps: tuple
    duration: Optional[Node] = None


@node
class SwapWithAnother(Node):
    """"one color word with another" (the player chooses both words, CR 612.2)."""
    number: Node
    kind: Node


@node
class SwapWithWord(Node):
    """"one creature type with Vampire" (the new word is given)."""
    number: Node
    kind: Node
    word: Node


@node
class ColorWordKind(Node):
    """a color word (CR 612.2: white, blue, black, red, green)."""


@node
class BasicLandTypeKind(Node):
    """a basic land type (CR 612.2, 205.3i)."""
    supertype: Node
    card_type: Node


@node
class CreatureTypeKind(Node):
    """a creature type (CR 612.2, 205.3m)."""
    card_type: Node


# -- spending mana (CR 609.4b) ---------------------------------------------------------------

@node
class MaySpendAsThough(Node):
    """"and you may spend mana as though it were mana of any color to cast that spell" (CR
    609.4b), joined to the effect that lets the card be cast."""
    player: Node
    color: Optional[Node]
    purpose: Optional[Node]


@node
class SpendAsAnyTypeToCast(Node):
    """"You may spend mana as though it were mana of any color to cast planeswalker spells."
    (a static ability, CR 609.4b)."""
    player: Node
    color: Optional[Node]
    purpose: Node


@node
class SpendToCast(Node):
    """"to cast that spell"."""
    what: Node


# -- copies named before (CR 707.10) ---------------------------------------------------------

@node
class ThatCopy(Node):
    """"that copy": the copy an earlier instruction made (CR 707.10)."""


@node
class TheCopies(Node):
    """"the copies": the copies an earlier instruction made (CR 707.10, 702.40 storm)."""


# -- tokens (CR 111.10) ----------------------------------------------------------------------

@node
class PredefinedTokenName(Node):
    """"a Mutagen token": a predefined token's name the vocabulary does not list (CR 111.10)."""
    name: Node


# -- turn order (CR 101.4) -------------------------------------------------------------------

@node
class StartingWithSentence(Node):
    """"Starting with you, each player may pay any amount of mana." (the players act in turn
    order from that player, CR 101.4)."""
    first: Node
    chain: Node


@node
class TotalManaPaidThisWay(Node):
    """"the total amount of mana paid this way" (by every player)."""


@node
class ThatPlayerPayer(Node):
    """"that player" (who paid)."""
    word: Node


@node
class ManaPaidThisWay(Node):
    """"the amount of mana they paid this way" (by one player)."""
    player: Node


@node
class RemoveNumberOfCounters(Node):
    """"Remove a number of loyalty counters equal to that card's mana value from ~" (CR 122)."""
    subject: Optional[Node]
    kind: Node
    word: Node
    stat: Node
    source: Node


# -- redirected damage (CR 614.9) ------------------------------------------------------------

@node
class RedirectNextTime(Node):
    """"The next time a source of your choice would deal damage to you this turn, that damage
    is dealt to ~ instead." (CR 614.9, 615.3-like "next time" shield)."""
    source: Node
    to: Optional[Node]
    duration: Node
    new_recipient: Node


@node
class RedirectNextTimeDealtTo(Node):
    """"The next time damage would be dealt to ~ this turn, that damage is dealt to any target
    instead." (CR 614.9)"""
    to: Node
    duration: Node
    new_recipient: Node


@node
class ExcessDamageRedirected(Node):
    """"Excess damage is dealt to that creature's controller instead." (damage beyond lethal
    damage, CR 120.4a, goes to the other recipient)."""
    recipient: Node


@node
class RedirectAllCombatDamage(Node):
    """"All combat damage that would be dealt to you this turn is dealt to target attacking
    creature instead." (CR 614.9)"""
    scope: Node
    duration: Optional[Node]
    new_recipient: Node


@node
class DealtToBy(Node):
    """"dealt to you by unblocked creatures" (damage to that recipient from those sources)."""
    to: Node
    by: Node



# -- more actions (batch 2) ------------------------------------------------------------------

@node
class GainLifePlus(Node):
    """"you gain that much life plus 1" (CR 614.1a in a replacement: the gain is bigger)."""
    subject: Optional[Node]
    amount: Node
    extra: Node


@node
class SpendOnlyColorOnX(Node):
    """"Spend only black mana on X." (CR 107.3: only that mana may pay for X)."""
    color: Node


@node
class AssignsNoCombatDamage(Node):
    """"it assigns no combat damage this turn" (CR 510.1)."""
    subject: Node
    duration: Node


@node
class EachDealsDamageEqual(Node):
    """"Up to two target creatures you control each deal damage equal to their power to target
    creature" (each creature is the source of its own damage, equal to its own power, CR 120.3)."""
    sources: Node
    stat: Node
    recipient: Node


@node
class ElidedPutCounters(Node):
    """"... and a loyalty counter on each other planeswalker you control": "put" is understood
    from the effect before (CR 122)."""
    amount: Node
    kind: Node
    word: Node
    target: Node


# -- tapped and attacking (CR 508.4) ---------------------------------------------------------

@node
class TappedAndAttackingMod(Node):
    """"onto the battlefield tapped and attacking" (CR 508.4: attacking, though never declared
    as an attacker)."""


# -- more actions (batch 3) ------------------------------------------------------------------

@node
class Airbend(Node):
    """"airbend up to one target creature" (CR 701.65a: exile it; while it's exiled its owner
    may cast it for {2} rather than its mana cost)."""
    objects: Node


@node
class RemoveCountersDelayed(Node):
    """"remove a +1/+1 counter from it at end of combat" (the removal waits for that moment,
    CR 603.7)."""
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    source: Node
    when: Node


@node
class PutOnChoiceTopOrBottom(Node):
    """"its owner puts it on their choice of the top or bottom of their library" (the player
    chooses, CR 401.4)."""
    subject: Optional[Node]
    object: Node
    chooser: Node
    zone: Node


@node
class GainsAllTypes(Node):
    """"gains all creature types" (CR 205.3m: every creature type; "all basic land types",
    205.3i)."""
    supertype: Optional[Node]
    card_type: Node


@node
class PutCounterList(Node):
    """"Put a +1/+1 counter and a lifelink counter on target creature." (CR 122.1b: keyword
    counters)."""
    subject: Optional[Node]
    items: tuple
    target: Node


@node
class CounterItem(Node):
    """"a lifelink counter" in a list of counters."""
    amount: Node
    kind: Node
    word: Node


# -- keywords granted in quotes (CR 702) -----------------------------------------------------

@node
class QuotedCostKeyword(Node):
    """'has "Cumulative upkeep {1}."': a keyword with a cost, granted in quotes (CR 702)."""
    name: Node
    cost: Node


@node
class TokenTappedAndAttacking(Node):
    """"create a tapped and attacking token" (CR 508.4: attacking, never declared as an
    attacker)."""


# -- session 13: conditions, events and replacements of the corpus tail ----------------------------

@node
class HadEnterLastTurnCondition(Node):
    """"if you had another creature enter the battlefield under your control last turn" (CR 603.6a)."""
    player: Node
    subject: Node
    how: Optional[Node] = None


@node
class DiesUnderControl(Node):
    """"it dies under your control": put into a graveyard from the battlefield while that player
    controlled it (CR 700.4)."""
    player: Node


@node
class WouldEnterUnder(Node):
    """"would enter the battlefield under an opponent's control" (CR 614.1c)."""
    how: Node


@node
class WouldEnterUnderThisTurn(Node):
    """"would enter the battlefield under an opponent's control this turn" (CR 614.1c)."""
    how: Node


@node
class EntersUnderInstead(Node):
    """"it enters under your control instead": the replaced event's permanent enters under another
    player's control (CR 614.12)."""
    subject: Optional[Node]
    how: Node


@node
class EntersUntapped(Node):
    """"other permanents enter the battlefield untapped" (CR 614.1c)."""
    subject: Node


@node
class LookAtAdditionalWhenSurveil(Node):
    """"You may look at an additional two cards each time you surveil." (CR 701.25a: surveil N
    looks at the top N cards of the library; the player looks at that many more)."""
    player: Node
    count: Node
    noun: Node
    surveilor: Node


@node
class WasMonarchAsTurnBegan(Node):
    """"if you were the monarch as the turn began" (CR 724.1)."""
    player: Node


@node
class LessThanHalfStartingLifeTotal(Node):
    """"is less than half their starting life total" (CR 103.4, 119.1)."""
    player: Node


@node
class IsntOnBattlefield(Node):
    """"As long as Grist isn't on the battlefield" (CR 400.1: the card is in another zone)."""
    subject: Node


@node
class RegeneratedThisTurn(Node):
    """"if Spiny Starfish regenerated this turn" (CR 701.19a)."""
    subject: Node


@node
class ForEachTimeRegenerated(Node):
    """"for each time it regenerated this turn" (CR 701.19a: each regeneration counts)."""
    subject: Node


@node
class ChampionedWithEvent(Node):
    """"a Faerie is championed with Mistbind Clique": exiled by that permanent's champion ability
    (CR 702.72a)."""
    champion: Node


@node
class CantHaveKeywords(Node):
    """"can't have hexproof or shroud" (CR 101.2: no effect can give them)."""
    keywords: Node


@node
class ConditionalInsteadOnlySentence(Node):
    """"If you have the city's blessing, instead only you draw a card.": the effect before is
    replaced by this one (CR 608.2c)."""
    condition: Node
    chain: Node


@node
class SkipUntapStepOfThatTurn(Node):
    """"Skip the untap step of that turn." (CR 502: the turn named before has no untap step)."""
    player: Optional[Node] = None



# -- session 13, third batch ----------------------------------------------------------------------------

@node
class RollsHighestNatural(Node):
    """"you roll a die's highest natural result" (CR 706.2: the result before modifiers)."""


@node
class WouldUntapDuringUntapStep(Node):
    """"would untap during its controller's untap step" (CR 502.3)."""
    player: Node


@node
class SelfCounterValue(Node):
    """"Nissa's loyalty": the number of loyalty counters on the permanent (CR 306.5b)."""
    subject: Node
    counter: Node
