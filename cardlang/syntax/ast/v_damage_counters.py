"""The corpus tail (session 6): damage, life, prevention and counters (grammar/rules/99_v_damage_counters.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- damage (CR 120) -------------------------------------------------------------------------

@node
class SameSubjectDealsDamage(Node):
    """"... gets +1/+0 until end of turn and deals 1 damage to you": the subject of the effect
    before "and" deals the damage (CR 120.1, 120.3)."""
    amount: Node
    recipient: Node


# -- having a player or an object act --------------------------------------------------------

@node
class HaveEffect(Node):
    """"have target player lose 1 life", "its controller has ~ deal 2 damage to them": the
    inner effect names who acts (its own subject); ``subject`` is who makes them act, when
    written ("its controller has ...")."""
    subject: Optional[Node]
    action: Node


@node
class CounterUnlessHas(Node):
    """"Counter target spell unless its controller has ~ deal 4 damage to them" (CR 701.6a:
    the spell is countered unless its controller chooses the other outcome)."""
    spell: Node
    unless: Node


# -- counters (CR 122) -----------------------------------------------------------------------

@node
class RemoveThemAll(Node):
    """"remove them all", "remove all of them": every counter the sentence before named
    (CR 122.8)."""
    subject: Optional[Node]


# -- triggers (CR 603) -----------------------------------------------------------------------

@node
class DamageDealtToEvent(Node):
    """"Whenever combat damage is dealt to you": damage of any source dealt to the recipient
    (CR 120.2, 603.2); ``combat`` is set for combat damage only (CR 510.2)."""
    combat: Optional[Node]
    recipient: Node


# -- restrictions (CR 602.5b) ----------------------------------------------------------------

@node
class ActivateOnlyDuringOpponentsStep(Node):
    """"Activate only during an opponent's upkeep." (CR 602.5b: a restriction on when the
    ability may be activated)."""
    step: Node


# -- life totals (CR 119) --------------------------------------------------------------------

@node
class ExchangeLifeTotals(Node):
    """"Two target players exchange life totals." (CR 701.12c: each gains or loses the life
    needed to reach the other's previous total)."""
    subject: Optional[Node]


@node
class ExchangeLifeTotalsWith(Node):
    """"Exchange life totals with target opponent." (CR 701.12c)."""
    subject: Optional[Node]
    other: Node


@node
class LifeTotalBecomesValue(Node):
    """"Each player's life total becomes the number of creatures they control." (CR 119.5: the
    player gains or loses the difference)."""
    player: Node
    value: Node


@node
class HighestLifeTotalAmong(Node):
    """"the highest life total among all players" (CR 119)."""
    players: Node


@node
class LowestLifeTotalAmong(Node):
    """"the lowest life total among all players" (CR 119)."""
    players: Node


@node
class EqualToQuantity(Node):
    """"equal to your starting life total": the value a life total becomes (CR 119.5, 103.4)."""
    quantity: Node


# -- counters players have (CR 122.1) --------------------------------------------------------

@node
class NumberOfPlayerCounters(Node):
    """"the number of experience counters you have" (CR 122.1: players can have counters)."""
    kind: Node
    word: Node
    player: Node


@node
class ForEachPlayerCounter(Node):
    """"for each poison counter your opponents have" (CR 122.1, 122.1f)."""
    kind: Node
    word: Node
    player: Node


@node
class DoubleEachKindOfCounter(Node):
    """"Double the number of each kind of counter on target permanent" / "... you have"
    (CR 701.10e: give as many counters of each kind as are already there)."""
    holder: Node


# -- energy (CR 107.14) ----------------------------------------------------------------------

@node
class GetsEnergyEqual(Node):
    """"you get an amount of {E} (energy counters) equal to this creature's power" (CR 107.14:
    {E} is one energy counter)."""
    player: Node
    symbol: Node
    reminder: Optional[Node]
    quantity: Node


@node
class PayEnergyEqual(Node):
    """"pay an amount of {E} equal to that permanent's mana value" (CR 107.14, 118.3)."""
    subject: Optional[Node]
    symbol: Node
    quantity: Node


# -- paying mana and life (CR 118.1) ---------------------------------------------------------

@node
class ManaAndLife(Node):
    """"pay {1} and 1 life": one payment of both (CR 118.1, 119.4)."""
    mana: Node
    life: Node


# -- removing counters (CR 122) --------------------------------------------------------------

@node
class RemoveAnyNumberOfCounters(Node):
    """"remove any number of +1/+1 counters from Tetravus" (the player chooses how many, zero
    included; ``kind`` None: counters of any kind, CR 122)."""
    subject: Optional[Node]
    kind: Optional[Node]
    word: Node
    source: Node


@node
class RemoveAnyNumberOfCountersAmong(Node):
    """"remove any number of +1/+1 counters from among creatures you control" (CR 122)."""
    subject: Optional[Node]
    kind: Optional[Node]
    word: Node
    among: Node


@node
class RemoveUpToCounters(Node):
    """"Remove up to five counters from target artifact, creature, planeswalker, or opponent"
    (CR 122; ``kind`` None: of any kind)."""
    subject: Optional[Node]
    limit: Node
    kind: Optional[Node]
    word: Node
    source: Node


@node
class PutOrRemoveCounters(Node):
    """"Put a charge counter on ~ or remove one from it": the controller chooses one of the
    two actions as the ability resolves (CR 608.2d)."""
    put: Node
    remove: Node


@node
class RemoveCountersOfThatKind(Node):
    """"remove one from it" after "put a charge counter on ~ or": counters of the kind just
    named (CR 122)."""
    amount: Node
    source: Node


# -- prevention and damage replacement (CR 615, 614) -----------------------------------------

@node
class PreventAllButFrom(Node):
    """"If a source would deal damage to another Dinosaur you control, prevent all but 1 of
    that damage." (CR 615.1a)."""
    source: Node
    to: Optional[Node]
    prevention: Node


@node
class PreventAllBut(Node):
    """"prevent all but 1 of that damage": all of the damage except ``amount`` is prevented
    (CR 615.1a)."""
    amount: Node


@node
class NextTimeCombatDamage(Node):
    """"The next time ~ would deal combat damage to an opponent this turn, it deals that damage
    to target creature instead." (CR 615.7, 614.1a: a one-time shield on combat damage, 510.2)."""
    source: Node
    combat: Node
    to: Optional[Node]
    duration: Node
    outcome: Node


@node
class DealsThatDamageInstead(Node):
    """"it deals that damage to target creature instead" (CR 614.1a: the damage is redirected)."""
    source: Node
    recipient: Node


@node
class DoubleAllDamage(Node):
    """"Double all damage equipped creature would deal." (CR 701.10g: the source deals twice that
    much damage instead, a replacement effect)."""
    source: Node


@node
class LifeTotalCantChange(Node):
    """"Your life total can't change." (CR 119.7, 119.8: the player can't gain or lose life)."""
    player: Node


@node
class HasntDealtDamageYet(Node):
    """"if it hasn't dealt damage yet" (CR 120.1: any damage it dealt this game)."""
    subject: Node


@node
class TargetAbilityFrom(Node):
    """"target activated ability from an artifact source" (CR 113.7: the ability's source)."""
    count: Optional[Node]
    kind: Node
    noun: Node
    source: Node


# -- more damage, prevention and counters ----------------------------------------------------

@node
class PreventNextDamageInstead(Node):
    """"prevent the next 2 damage instead" (a larger shield replaces the one just named,
    CR 615.7)."""
    amount: Node


@node
class PreventNextCombatDamage(Node):
    """"Prevent the next 1 combat damage that would be dealt to you this turn." (CR 615.7,
    510.2: combat damage only)."""
    amount: Node
    to: Node
    duration: Node


@node
class CantGetCounters(Node):
    """"You can't get poison counters.", "Players can't get counters." (CR 122; ``kind`` None:
    counters of every kind)."""
    player: Node
    kind: Optional[Node]


@node
class CantBeCounteredNorDamagePrevented(Node):
    """"this spell can't be countered and the damage can't be prevented" (CR 101.2: "can't"
    wins; 615.12: damage that can't be prevented)."""
    spell: Node


@node
class PayLifeForEachCost(Node):
    """"Pay 1 life for each card in your hand" as a cost (CR 118.3, 119.4)."""
    amount: Node
    for_each: Node


# -- noncombat damage (CR 120, 510.2) --------------------------------------------------------

@node
class NoncombatDamageInstead(Node):
    """"If a source you control would deal noncombat damage to a creature an opponent controls,
    put that many -1/-1 counters on that creature instead." (CR 614.1a)."""
    source: Node
    to: Optional[Node]
    instead: Node


@node
class PreventNoncombatDamageTo(Node):
    """"If noncombat damage would be dealt to you, prevent that damage." (CR 615.1a)."""
    to: Node


@node
class IsDealtNoncombatDamage(Node):
    """"Whenever an opponent is dealt noncombat damage" (CR 603.2; damage dealt outside the
    combat damage step, 510.2)."""


@node
class WasDealtNoncombatDamageThisTurn(Node):
    """"If it was dealt noncombat damage this turn" (CR 120)."""
    subject: Node


# -- more quantities and references ----------------------------------------------------------

@node
class DiedThisWaySuffix(Node):
    """"creatures that died this way": the ones the effect before put into a graveyard from the
    battlefield (CR 608.2c, 700.4)."""


@node
class LifeYouveLost(Node):
    """"the life you've lost this turn" (CR 119.3, 120.3a: damage causes loss of life)."""
    duration: Node


@node
class TotalLifeLostBy(Node):
    """"the total life lost by your opponents this turn" (CR 119.3)."""
    players: Node
    duration: Node


@node
class ActivatesKeywordAbility(Node):
    """"Whenever you activate an exhaust ability" (CR 602: an activated ability the keyword
    names, 702.142 boast, 702.177 exhaust)."""
    keyword: Node
    noun: Node



# -- redirected damage (CR 614.1a, 615.7) ----------------------------------------------------

@node
class RedirectNextDamageFrom(Node):
    """"The next 2 damage that a source of your choice would deal to you and/or permanents you
    control this turn is dealt to any target instead." (CR 614.1a, 615.7: a one-use shield)."""
    amount: Node
    source: Node
    to: Node
    duration: Optional[Node]
    instead_to: Node


@node
class RedirectAllDamageToBy(Node):
    """"All damage that would be dealt to target creature this turn by a source of your choice
    is dealt to ~ instead." (CR 614.1a)."""
    to: Node
    duration: Node
    source: Node
    instead_to: Node


@node
class ForRestOfGame(Node):
    """"for the rest of the game" (CR 611.2a: the effect lasts until the game ends)."""


# -- more damage, life and counters (2) ------------------------------------------------------

@node
class LifeRefLost(Node):
    """"the life that player lost this turn" (CR 119.3, 120.3a)."""
    player: Node
    duration: Node


@node
class PaysLifeEvent(Node):
    """"Whenever you pay life" (CR 119.4, 603.2)."""


@node
class ProliferatesEvent(Node):
    """"Whenever you proliferate" (CR 701.34, 603.2)."""


@node
class DoubleDamageForDuration(Node):
    """"If a source you control would deal damage to an opponent this turn, it deals double that
    damage to that player instead." (CR 701.10g, 614.1a)."""
    source: Node
    to: Optional[Node]
    duration: Node
    instead_to: Optional[Node]


@node
class DoubleCombatDamageForDuration(Node):
    """"If a creature would deal combat damage to a creature this turn, it deals double that
    damage to that creature instead." (CR 701.10g, 614.1a, 510.2)."""
    source: Node
    to: Optional[Node]
    duration: Node
    instead_to: Optional[Node]


@node
class RedirectAllDamageThisTurn(Node):
    """"all damage that would be dealt this turn to you and permanents you control is dealt to
    enchanted creature instead" (CR 614.1a)."""
    duration: Node
    scope: Node
    instead_to: Node


@node
class DamagePreventedThisWayEvent(Node):
    """"When damage is prevented this way" (a reflexive trigger on the prevention just made,
    CR 603.12, 615)."""


@node
class DamageToIsPreventedEvent(Node):
    """"Whenever damage that would be dealt to you is prevented" (CR 615, 603.2)."""
    to: Node


@node
class CountersRemovedFrom(Node):
    """"Whenever one or more loyalty counters are removed from Chandra" (CR 122, 603.2)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    source: Node


@node
class CounterRemovedFrom(Node):
    """"Whenever a +1/+1 counter is removed from this creature" (CR 122, 603.2)."""
    kind: Node
    source: Node


# -- counters that would be put (CR 614.1a, 122.6) -------------------------------------------

@node
class WouldPutCountersInstead(Node):
    """"If you would put one or more +1/+1 counters on a creature you control, put that many plus
    one +1/+1 counters on it instead." (CR 614.1a, 122.6: a replacement of putting counters)."""
    who: Node
    amount: Node
    kind: Optional[Node]
    word: Node
    on: Node
    instead: Node


@node
class EffectWouldPutCountersInstead(Node):
    """"If an effect would put one or more counters on a permanent you control, it puts twice that
    many of those counters on that permanent instead." (CR 614.1a, 122.6)."""
    amount: Node
    kind: Optional[Node]
    word: Node
    on: Node
    instead: Node


@node
class WouldPutCountersInsteadRoundedDown(Node):
    """"If an opponent would put one or more counters on a permanent or player, they put half that
    many ... instead, rounded down." (CR 614.1a, 107.1a: rounded down)."""
    who: Node
    amount: Node
    kind: Optional[Node]
    word: Node
    on: Node
    instead: Node


@node
class PutHalfThatMany(Node):
    """"they put half that many of each of those kinds of counters on that permanent" (CR 614.1a,
    107.1a)."""
    subject: Optional[Node]
    kind: Node
    on: Node


@node
class PutThatManyPlus(Node):
    """"put that many plus one +1/+1 counters on it" (CR 614.1a)."""
    subject: Optional[Node]
    plus: Node
    kind: Node
    on: Node


@node
class PutTwiceThatMany(Node):
    """"it puts twice that many of those counters on that permanent" (CR 614.1a)."""
    subject: Optional[Node]
    kind: Node
    on: Node


@node
class ThoseCounters(Node):
    """"of those counters": counters of the kinds the event would put (CR 122.6)."""
    word: Node


@node
class EachOfThoseKinds(Node):
    """"of each of those kinds of counters" (CR 122.6: each kind the event would put)."""
    word: Node


# -- energy (2) (CR 107.14) ------------------------------------------------------------------

@node
class GetsEnergyOrMoreEvent(Node):
    """"Whenever you get one or more {E} (energy counters)" (CR 107.14, 603.2)."""
    amount: Node
    symbol: Node
    reminder: Node


@node
class PayEnergyOrMore(Node):
    """"you may pay one or more {E}" (the player chooses how many, at least ``amount``; CR 107.14)."""
    subject: Optional[Node]
    amount: Node
    symbol: Node


@node
class EnergyPaidThisWay(Node):
    """"the amount of {E} paid this way" (CR 107.14, 608.2c)."""
    symbol: Node


@node
class WouldGetTwiceThatMuchEnergy(Node):
    """"If you would get one or more {E} (energy counters), you get twice that many {E} instead."
    (CR 614.1a, 107.14)."""
    who: Node
    amount: Node
    symbol: Node
    reminder: Optional[Node]
    getter: Node
    instead_symbol: Node


# -- damage thresholds (CR 615, 614.1a) ------------------------------------------------------

@node
class DamageThresholdReplaced(Node):
    """"If a source would deal 3 or less damage to Callous Giant, prevent that damage." (CR 615,
    614.1a: the shield or replacement applies only to that much damage)."""
    source: Node
    threshold: Node
    to: Node
    duration: Optional[Node]
    outcome: Node


@node
class OrMoreThreshold(Node):
    """"3 or more" (an amount of damage at least ``amount``)."""
    amount: Node


@node
class OrLessThreshold(Node):
    """"3 or less" (an amount of damage at most ``amount``)."""
    amount: Node


@node
class DealsDamageInsteadTo(Node):
    """"it deals 2 damage to you instead" (CR 614.1a: the damage is changed)."""
    source: Node
    amount: Node
    to: Node


@node
class DealsThresholdDamageEvent(Node):
    """"Whenever ~ deals 6 or more damage to an opponent" (CR 603.2, 120)."""
    threshold: Node
    to: Node


@node
class LostLifeOrMoreThisTurn(Node):
    """"if an opponent lost 2 or more life this turn" (CR 119.3)."""
    player: Node
    amount: Node


# == session 7 (gdm): damage, life and prevention of the corpus tail ===========================

# -- damage changed by a replacement (CR 614.1a; doubling 701.10g) ----------------------------

@node
class TripleThatDamage(Node):
    """"triple that damage": three times the damage the replaced event would deal (CR 614.1a)."""


@node
class TwiceThatMuchDamage(Node):
    """"twice that much damage": the damage the replaced event would deal, doubled (CR 701.10g)."""


@node
class HalfThatDamage(Node):
    """"half that damage, rounded down," (CR 614.1a; 107.1a: a fraction is rounded as written)."""
    rounding: Node


@node
class DamageScaledInstead(Node):
    """"If a source you control would deal damage this turn, it deals triple that damage instead."
    (CR 614.1a: the damage event is replaced by a scaled one; ``to`` is the recipient the
    replacement watches, ``instead_to`` the recipient named again in the outcome)."""
    source: Node
    to: Optional[Node]
    duration: Optional[Node]
    scaled: Node
    instead_to: Optional[Node]


@node
class DoubleDamageDurationFirst(Node):
    """"If a source you control would deal damage this turn to an opponent, it deals double that
    damage instead." (CR 701.10g, 614.1a; the duration written before the recipient)."""
    source: Node
    duration: Node
    to: Node
    instead_to: Optional[Node]


@node
class DamageScaledInsteadDurationFirst(Node):
    """"If a source you control would deal damage this turn to an opponent or a permanent an
    opponent controls, it deals triple that damage instead." (CR 614.1a)."""
    source: Node
    duration: Node
    to: Node
    scaled: Node
    instead_to: Optional[Node]


@node
class DamageChangedForDuration(Node):
    """"If a source you control would deal damage this turn, it deals that much damage plus 1
    instead." (CR 614.1a, with the duration of the effect that made it, 611.2a)."""
    source: Node
    to: Optional[Node]
    duration: Node
    change: Node
    instead_to: Optional[Node]


@node
class NoncombatDamageInsteadFirst(Node):
    """"If a source you control would deal noncombat damage to an opponent, instead it deals that
    much damage plus X, ..." (CR 614.1a; noncombat damage, 510.2)."""
    source: Node
    to: Optional[Node]
    instead: Node


@node
class DealsDoubleThatDamage(Node):
    """"it deals double that damage to that player or permanent": the outcome of a damage
    replacement (CR 701.10g, 614.1a)."""
    source: Node
    to: Optional[Node]


@node
class DealsTripleThatDamage(Node):
    """"it deals triple that damage": the outcome of a damage replacement (CR 614.1a)."""
    source: Node
    to: Optional[Node]


@node
class DealsDamageChanged(Node):
    """"it deals that much damage plus 2": the outcome of a damage replacement (CR 614.1a)."""
    source: Node
    amount: Node
    change: Node
    to: Optional[Node]



@node
class PlusAmountEqualTo(Node):
    """"plus an amount of damage equal to the number of fire counters on this enchantment"."""
    quantity: Node


# -- excess damage (CR 120.4a) -----------------------------------------------------------------

@node
class NoncombatWord(Node):
    """"noncombat": damage dealt other than by combat (CR 510.2)."""


@node
class IsDealtExcessDamage(Node):
    """"Whenever a creature an opponent controls is dealt excess [noncombat] damage" (CR 120.4a:
    damage beyond lethal damage or a planeswalker's loyalty; 603.2)."""
    noncombat: Optional[Node]


@node
class WasDealtExcessDamageThisTurn(Node):
    """"if a creature an opponent controlled was dealt excess damage this turn" (CR 120.4a)."""
    subject: Node


@node
class DealtExcessDamageThisWay(Node):
    """"If the creature is dealt excess damage this way" (CR 120.4a, 608.2c)."""
    subject: Node


@node
class ExcessDamageWasDealtThisWay(Node):
    """"If excess damage was dealt this way" (CR 120.4a: to any object the effect damaged)."""


@node
class TheExcessDamageDealtThisWay(Node):
    """"the excess damage dealt [to that creature] this way" (CR 120.4a)."""
    to: Optional[Node]


@node
class TheExcess(Node):
    """"equal to the excess": the excess damage the trigger's event dealt (CR 120.4a)."""


@node
class ExcessDamageDealtToThisWayEvent(Node):
    """"When excess damage is dealt to the creature an opponent controls this way" (a reflexive
    trigger, CR 603.12; excess damage 120.4a)."""
    recipient: Node


@node
class AnyTargetOtherThan(Node):
    """"any target other than that permanent" (CR 115.4: a creature, player, planeswalker or
    battle, here not the one named)."""
    excluded: Node


@node
class ExileEqualTo(Node):
    """"Exile cards from the top of your library equal to the damage prevented this way." (as
    many cards as the quantity, CR 406, 107.1)."""
    subject: Optional[Node]
    exiled: Node
    quantity: Node


# -- damage prevented this way (CR 615; 608.2c) -------------------------------------------------

@node
class DamageFromPreventedThisWay(Node):
    """"If damage from a red source is prevented this way" (CR 615, 608.2c)."""
    source: Node


@node
class DamageFromPreventedThisWayEvent(Node):
    """"Whenever damage from a black or red source is prevented this way [this turn]" (a delayed
    trigger of the prevention effect, CR 603.7, 615)."""
    source: Node



@node
class PreventNextDamageFrom(Node):
    """"Prevent the next 3 damage that a source of your choice would deal to you and/or
    permanents you control this turn." (CR 615.7: a prevention shield for that much damage)."""
    amount: Node
    source: Node
    to: Node
    duration: Node


# -- for each 1 life or damage (CR 119.3, 615) ---------------------------------------------------

@node
class ForEachUnitSentence(Node):
    """"For each 1 damage prevented this way, create a 2/1 ... token." (the effect is done once
    per point of life or damage counted, CR 608.2c)."""
    units: Node
    effect: Node




# -- fractions of life (CR 107.1a) -------------------------------------------------------------

@node
class LoseThirdLife(Node):
    """"Each player loses a third of their life, rounded up." (CR 119.3, 107.1a)."""
    subject: Optional[Node]
    player: Node
    rounding: Node


@node
class PayHalfLife(Node):
    """"any player may pay half their life, rounded up" (CR 119.4, 107.1a)."""
    subject: Optional[Node]
    player: Node
    rounding: Node


# -- two quoted abilities (CR 113.1a, 613.1f) ----------------------------------------------------

@node
class QuotedAbilityPair(Node):
    """'"{T}: This creature deals 1 damage to any target" and "{4}: Draw a card."': two abilities
    granted together (CR 113.1a)."""
    first: Node
    second: Node


@node
class HasAbilities(Node):
    """'Equipped creature has "..." and "..."' (CR 613.1f: abilities added by a static ability)."""
    abilities: Node


@node
class GainsAbilities(Node):
    """'It gains "..." and "..."' (CR 613.1f; a predicate)."""
    abilities: Node


@node
class WithQuotedAbilities(Node):
    """'a 0/1 ... token with "This creature can't block" and "..."' (CR 111.4, 113.1a)."""
    abilities: Node


@node
class GetEmblemWithAbilities(Node):
    """'You get an emblem with "..." and "..."' (CR 114: an emblem with two abilities)."""
    who: Node
    noun: Node
    abilities: Node


@node
class TokenWithAbilities(Node):
    """'create a 1/1 red Pirate creature token with "This creature can't block" and "..."'
    (CR 111.4: the token has the abilities the effect gives it; the first is read as the one
    ability of token_with_ability, 30_effects)."""
    first: Node
    second: Node


@node
class EndTheTurn(Node):
    """"End the turn." (CR 723.1: exile every object on the stack, skip to the cleanup step)."""


# -- conditions of the damage and life tail ----------------------------------------------------

@node
class ControlsBothCondition(Node):
    """"If you control a black permanent and a red permanent" (CR 608.2h: both must be
    controlled)."""
    player: Node
    first: Node
    second: Node


@node
class WasColorCondition(Node):
    """"if the sacrificed creature was red" (CR 105.2; last known information, 608.2h)."""
    subject: Node
    color: Node


@node
class WasNonSupertypeCondition(Node):
    """"If that land was nonbasic" (CR 205.4; last known information, 608.2h)."""
    subject: Node
    non: Node
    supertype: Node


@node
class HasChosenNameCondition(Node):
    """"If that card has the chosen name" (CR 201.2: the name chosen before)."""
    subject: Node


@node
class WasDealtDamageOrMoreThisTurn(Node):
    """"if an opponent was dealt 7 or more damage this turn" (CR 120.3)."""
    subject: Node
    amount: Node


@node
class WhereXAsYouCast(Node):
    """"where X is the number of Mountains you control as you cast this spell" (CR 601.2f, 602.2b:
    X is counted while the spell is cast or the ability activated)."""
    quantity: Node
    when: Node


@node
class AsYouCastSelf(Node):
    """"as you cast this spell", "as you activate this ability" (CR 601.2, 602.2)."""
    self_ref: Node


@node
class PayLifeRatherThanManaCost(Node):
    """"pay life equal to its mana value rather than pay its mana cost" (CR 118.9: an
    alternative cost; 119.4)."""
    subject: Optional[Node]
    quantity: Node
    replaced: Node


@node
class PayingLifeEqualTo(Node):
    """"by paying life equal to its mana value" (CR 119.4, 118.9)."""
    quantity: Node


# -- life: payments, conditions and events (CR 119) ----------------------------------------------


@node
class ManaOrLife(Node):
    """"pays {1} or 1 life" (CR 118.1, 119.4: the payer chooses which)."""
    mana: Node
    life: Node


@node
class PayManaAndLifeCost(Node):
    """"Pay {B} and 1 life." as a cost (CR 118.1, 119.4: both are paid)."""
    mana: Node
    life: Node


@node
class GainsNoLife(Node):
    """"that player gains no life instead" (CR 614.1a: the life gain is replaced by nothing)."""
    subject: Optional[Node]


@node
class AreColorCondition(Node):
    """"if all nonland permanents you control are white" (CR 105.2)."""
    subject: Node
    color: Node


@node
class GainedAndLostLifeThisTurn(Node):
    """"if you gained and lost life this turn" (CR 119.3, 119.9: both happened)."""
    player: Node


@node
class LessLifeThan(Node):
    """"If you have less life than an opponent" (CR 119.1)."""
    player: Node
    other: Node


@node
class HasDealtDamageOrMoreThisTurn(Node):
    """"If Chandra has dealt 3 or more damage this turn" (CR 120.1)."""
    source: Node
    amount: Node


@node
class GainsOrLosesLifeEvent(Node):
    """"Whenever you gain or lose life" (CR 119.3, 119.9; 603.2)."""


@node
class SearchesLibraryEvent(Node):
    """"Whenever an opponent searches their library" (CR 701.23)."""
    player: Node
    zone: Node


@node
class CostsAdditionalLife(Node):
    """"cost an additional 3 life to cast" (CR 601.2f, 118.3: life added to the total cost)."""
    subject: Node
    amount: Node


# -- mana symbols counted (CR 202.1, 107.4) ------------------------------------------------------

@node
class NumberOfColorManaSymbols(Node):
    """"the number of red mana symbols in the mana costs of permanents you control" (chroma:
    CR 202.1, 107.4; a hybrid symbol counts for each of its colors)."""
    color: Node
    costs: Node


@node
class ForEachColorManaSymbol(Node):
    """"for each white mana symbol in its mana cost" (CR 202.1, 107.4)."""
    color: Node
    costs: Node


@node
class ManaCostsOf(Node):
    """"the mana costs of permanents you control" (CR 202.1)."""
    objects: Node


# -- players who didn't (CR 608.2d) ----------------------------------------------------------------

@node
class WhoDoesnt(Node):
    """"Each opponent who doesn't": the players who didn't take the optional action just offered
    (CR 608.2d)."""


# -- losing a quoted ability (CR 613.1f) ---------------------------------------------------------

@node
class LosesAbility(Node):
    """'Glittering Lion loses "Prevent all damage that would be dealt to Glittering Lion."'
    (CR 613.1f: an ability-removing effect)."""
    ability: Node


# -- this way (CR 608.2c) ------------------------------------------------------------------------

@node
class DealsDamageToThisWay(Node):
    """"If Minion of Leshrac deals damage to you this way" (CR 608.2c, 120.1)."""
    source: Node
    recipient: Node


@node
class DiscardsThisWayCondition(Node):
    """"If you discard a creature card this way" (CR 608.2c, 701.9)."""
    player: Node
    discarded: Node


@node
class SacrificesThisWayCondition(Node):
    """"If you sacrifice an Island this way" (CR 608.2c, 701.21)."""
    player: Node
    sacrificed: Node


# -- damage replaced by another event (CR 614.1a) ------------------------------------------------

@node
class DamageToReplacedBy(Node):
    """"If damage would be dealt to Dralnu, sacrifice that many permanents instead." (CR 614.1a:
    the damage is not dealt; the other event happens instead)."""
    recipient: Node
    instead: Node


# -- life totals and losing the game (CR 119, 104.3) ---------------------------------------------


@node
class WouldLoseGame(Node):
    """"If you would lose the game, ..." (CR 104.3, 614.1a)."""


@node
class ExchangeLifeTotalWithStat(Node):
    """"Exchange your life total with Evra's power." (CR 701.12b)."""
    player: Node
    stat: Node


@node
class NumberOfTimesKicked(Node):
    """"the number of times it was kicked" (CR 702.33c: multikicker)."""
    spell: Node


@node
class MayPreventSomeDamageFrom(Node):
    """"If a source would deal damage to a player, you may prevent X of that damage, where X is
    ..." (CR 615.1a: an optional prevention of part of the damage)."""
    source: Node
    to: Optional[Node]
    amount: Node
    where: Optional[Node]


# -- life as an optional additional cost (CR 601.2f, 118.8) --------------------------------------

@node
class MayPayAdditionalCostToCast(Node):
    """"As an additional cost to cast blue permanent spells, you may pay 2 life." (CR 601.2f,
    118.8: an optional additional cost)."""
    spells: Node
    cost: Node


@node
class ReducesOnlyColorMana(Node):
    """"This effect reduces only the amount of blue mana you pay." (CR 601.2f: the reduction
    applies to mana of that color only)."""
    color: Node


@node
class PaidLifeThisWay(Node):
    """"if you paid life this way" (CR 119.4, 608.2c)."""
    player: Node


# == session 8 (hdm): the damage, life and prevention tail ====================================

# -- steps of a player's turns (CR 500.1, 505.1a) ---------------------------------------------

@node
class EachOfPlayersSteps(Node):
    """"each of your postcombat main phases": every such step or phase of that player's turns
    (CR 500.1; a turn may have more than one main phase, CR 505.1a)."""
    player: Node
    step: Node


# -- life lost this turn (CR 119.3) -----------------------------------------------------------

@node
class ForEachLifeHaveLost(Node):
    """"for each 1 life your opponents have lost this turn": one per ``unit`` of life the
    players lost during the duration (CR 119.3; damage to a player is life lost, 120.3a)."""
    unit: Node
    player: Node
    duration: Node


@node
class AddForEachLifeHaveLost(Node):
    """"add {R} for each 1 life your opponents have lost this turn" (CR 106.1, 119.3)."""
    mana: Node
    unit: Node
    player: Node
    duration: Node


@node
class CantCastSelfUnless(Node):
    """"You can't cast ~ unless an opponent lost life this turn." (CR 601.3: casting it is
    illegal while the condition is false)."""
    player: Node
    card: Node
    condition: Node


# -- damage that can't be prevented (CR 615.12) -----------------------------------------------

@node
class EffectsAndDamageCantBePrevented(Node):
    """"instead it deals 10 damage to that permanent or player and the damage can't be
    prevented": the effects of the chain (with their joins), then the damage they deal can't be
    prevented (CR 615.12: prevention effects don't apply to it)."""
    items: tuple
    damage: Node


# -- damage already dealt, as a number (CR 120.3, 120.6) --------------------------------------

@node
class DamageBy(Node):
    """"by sources they controlled": the sources whose damage is counted (CR 120.1)."""
    source: Node


@node
class DamageDealtToDuring(Node):
    """"the damage (already) dealt to you this turn", "the damage dealt to that player this turn
    by artifacts": the total damage those objects or players were dealt this turn, from any
    source or from the sources named (CR 120.3, 120.6: damage marked on a permanent stays until
    the cleanup step)."""
    recipient: Node
    duration: Node
    source: Optional[Node]


@node
class DamageDealtToSoFar(Node):
    """"the damage dealt to you so far this turn by artifacts" (CR 120.3)."""
    recipient: Node
    duration: Node
    source: Optional[Node]


@node
class NoncombatDamageDealtToDuring(Node):
    """"the total amount of noncombat damage dealt to your opponents this turn" (CR 120.3; 510.2:
    combat damage is the damage of the combat damage step, every other damage is noncombat)."""
    recipient: Node
    duration: Node


# -- the difference between two numbers (CR 107.1) --------------------------------------------

@node
class DifferenceBetween(Node):
    """"the difference between that creature's power and its toughness", "... between your life
    total and target player's life total": the larger minus the smaller (CR 107.1b: the result
    is never a negative number)."""
    first: Node
    second: Node


@node
class DifferenceBetweenStats(Node):
    """"the difference between its power and toughness": two characteristics of one object
    (CR 107.1b, 208.1)."""
    first: Node
    second: Node


# -- any target, qualified (CR 115.4) ---------------------------------------------------------

@node
class AnyTargetQualified(Node):
    """"any target of an opponent's choice", "any target chosen at random", "any target that was
    dealt damage this turn": a creature, player, planeswalker or battle (CR 115.4) chosen by the
    player named, at random, or among those the qualifier allows."""
    qualifier: Node


# -- life totals compared and counted (CR 119) ------------------------------------------------

@node
class AtLeastLifeTotal(Node):
    """"greater than or equal to your life total" (CR 119.1: a life total is a number)."""
    player: Node


@node
class AtMostLifeTotal(Node):
    """"less than or equal to your life total" (CR 119.1)."""
    player: Node


@node
class GreaterThanLifeTotal(Node):
    """"greater than your life total" (CR 119.1)."""
    player: Node


@node
class LessThanLifeTotal(Node):
    """"less than your life total" (CR 119.1)."""
    player: Node


@node
class GainLifeAndDrawEqual(Node):
    """"you gain life and draw cards equal to its power": the one amount is both the life gained
    and the number of cards drawn (CR 119.3, 121.1)."""
    player: Optional[Node]
    cards: Node
    amount: Node


# == session 9 (gdm): the damage, life and prevention tail ======================================

# -- what happened before, as a condition (CR 608.2c, 120.3, 119.3) -----------------------------

@node
class WasntDealtDamageThisTurnCondition(Node):
    """"If that creature wasn't dealt damage this turn" (CR 120.3: no damage was dealt to it)."""
    subject: Node


@node
class LostLifeThisWay(Node):
    """"If you lost life this way": the instruction before made the player lose life (CR 119.3,
    608.2c)."""
    player: Node


@node
class WasAttachedToCondition(Node):
    """"If that Equipment was attached to a creature": checked as the permanent last existed on
    the battlefield (CR 301.5, 608.2h)."""
    subject: Node
    host: Node


@node
class NoneDiedThisTurnCondition(Node):
    """"if no creatures died this turn" (CR 700.4: none was put into a graveyard from the
    battlefield this turn)."""
    types: Node


@node
class PutIntoZoneThisWayCondition(Node):
    """"If you put an artifact card into your hand this way": the instruction before moved such a
    card there (CR 608.2c)."""
    player: Node
    what: Node
    zone: Node


@node
class AtLeastMovedThisWay(Node):
    """"If at least one Zombie card is milled this way", "if at least one creature card was exiled
    this way": among the cards the instruction before moved (CR 701.17, 608.2c)."""
    number: Node
    what: Node
    verb: Node



# -- prevention (CR 615) ----------------------------------------------------------------------

@node
class OfLastChosenColor(Node):
    """"sources of the last chosen color": the color chosen most recently for the object (CR 105.2,
    607.2)."""


@node
class OfEachColor(Node):
    """"a permanent of each color": one for each of the five colors (CR 105.1)."""


# -- life totals (CR 119) ---------------------------------------------------------------------

@node
class ConditionalReplacementSentence(Node):
    """"If you control a creature, damage that would reduce your life total to less than 1 reduces it
    to 1 instead.": the replacement effect applies only while the condition is true (CR 614.1a)."""
    condition: Node
    replacement: Node


@node
class CantDrawCardsOrGainLife(Node):
    """"Players can't draw cards or gain life." (CR 121.1, 119.3: neither happens)."""
    cards: Node


@node
class LosesCoinFlipEvent(Node):
    """"Whenever you lose a coin flip" (CR 705.2); ``coin`` is the word "coin" (a counter word for
    the lexer)."""
    coin: Node


# -- an effect unless a player acts (CR 608.2d) -----------------------------------------------

@node
class PutUnless(Node):
    """"put that card into your graveyard unless you pay 2 life": the player named may act to
    stop the move (CR 608.2d)."""
    subject: Optional[Node]
    what: Node
    destination: Node
    unless: Node


@node
class DealsDamageEqualUnless(Node):
    """"deals damage equal to its mana value to its controller unless that player sacrifices it"
    (CR 120.1, 608.2d)."""
    source: Node
    quantity: Node
    recipient: Node
    unless: Node


# -- a condition on how the spell was cast (CR 601.2) -----------------------------------------

@node
class ControlledAsYouCast(Node):
    """"if you controlled a Mount as you cast this spell": checked as the spell was cast (CR 601.2)."""
    player: Node
    what: Node
    spell: Node


# -- who may activate (CR 602.1) ----------------------------------------------------------------

@node
class OnlyPlayerMayActivate(Node):
    """"Only you may activate this ability." (CR 602.1: only the player named may activate it)."""
    player: Node
    kind: Node


# -- superlatives and ties (CR 208, 119) --------------------------------------------------------

@node
class WithLeastStat(Node):
    """"the creature with the least toughness" (CR 208: compared among the objects described)."""
    stat: Node


@node
class WithMostLifeOrTied(Node):
    """"the player with the most life or tied for most life": each player whose life total is the
    greatest (CR 119)."""


@node
class TiedForCondition(Node):
    """"If two or more creatures are tied for least toughness" (more than one has the extreme
    value)."""
    subject: Node
    measure: Node


@node
class LeastStat(Node):
    """"least toughness": the smallest value of the characteristic (CR 208)."""
    stat: Node


@node
class GreatestStat(Node):
    """"greatest power": the largest value of the characteristic (CR 208)."""
    stat: Node


@node
class HighestLifeTotal(Node):
    """"highest life total" (CR 119)."""


@node
class GameIsADraw(Node):
    """"the game is a draw" (CR 104.4a: the game ends and no player wins or loses)."""


# -- replacements of the next event (CR 614.1a, 615.7) ------------------------------------------

@node
class NextTimeLoseGameInstead(Node):
    """"The next time you would lose the game this turn, instead draw seven cards ...": a one-shot
    replacement of the loss (CR 614.1a, 104.3)."""
    player: Node
    duration: Node
    instead: Node


@node
class NextTimeDamageDealtToInstead(Node):
    """"The next time damage would be dealt to target creature this turn, destroy that creature
    instead." (CR 614.1a: the damage event is replaced, once)."""
    recipient: Node
    duration: Node
    instead: Node


# -- a number of cards not drawn (CR 121) -------------------------------------------------------

@node
class ForEachCardFewerDrawn(Node):
    """"For each card less than two a player draws this way": the number of cards below ``limit``
    that player chose not to draw (CR 121.1, 608.2c)."""
    cards: Node
    limit: Node
    player: Node


# -- damage in two parts (CR 120.2) -------------------------------------------------------------

@node
class DealDamageAndAdditional(Node):
    """"deals X damage to each creature with flying and 1 additional damage to each blue creature":
    one damage event; an object in both groups is dealt both amounts (CR 120.2)."""
    source: Node
    amount: Node
    recipient: Node
    additional: Node
    additional_recipient: Node


# -- an effect unless a player acts first (CR 608.2d) -------------------------------------------

@node
class UnlessFirstSentence(Node):
    """"Unless target player pays {3}, that player loses 5 life and you gain 5 life.": the effect
    happens unless the player named chooses to act (CR 608.2d)."""
    unless: Node
    chain: Node


# -- zones (CR 404) -----------------------------------------------------------------------------

@node
class PutIntoAPlayersZoneFromBattlefield(Node):
    """"is put into a player's graveyard from the battlefield": into any one player's graveyard
    (CR 404.1, 700.4)."""
    zone: Node


# == session 10 (gdm2): the damage, life and prevention tail =====================================

# -- prevention of the damage some objects would deal (CR 615.1a, 615.7) -------------------------

@node
class PreventAllDamageFilterWouldDeal(Node):
    """"Prevent all damage that creatures would deal to players this turn.": every source the filter
    describes; only damage to ``to`` is prevented (CR 615.1a)."""
    sources: Node
    to: Node
    duration: Optional[Node]


@node
class PreventNextDamageDurationFirst(Node):
    """"Prevent the next 4 damage that would be dealt this turn to target creature you control." (CR
    615.7: a shield for that much damage, the duration written first)."""
    amount: Node
    duration: Node
    to: Node


@node
class PreventNextDamageThisWayInstead(Node):
    """"prevent the next 6 damage this way instead": the shield the effect makes prevents ``amount``
    instead of the amount written before (CR 615.7, 614.1a)."""
    amount: Node


# -- fractions rounded in a later sentence (CR 107.1a) ------------------------------------------

@node
class HalfFraction(Node):
    """"half" of a number or a group, rounded as the ability's "Round up/down each time." says."""


@node
class ThirdFraction(Node):
    """"a third of" a number or a group, rounded as the ability's "Round up/down each time." says."""


@node
class LoseFractionOfLife(Node):
    """"Each player loses half their life" (rounded by a later "Round up each time.": CR 119.3, 107.1a)."""
    subject: Optional[Node]
    fraction: Node
    player: Node


@node
class DiscardFraction(Node):
    """"discards half the cards in their hand" (CR 701.9, 107.1a; rounded by a later sentence)."""
    subject: Optional[Node]
    fraction: Node
    what: Node


@node
class SacrificeFraction(Node):
    """"sacrifices half the creatures they control of their choice" (CR 701.21, 107.1a; rounded by a later
    sentence)."""
    subject: Optional[Node]
    fraction: Node
    what: Node


@node
class GainHalfLife(Node):
    """"you gain half X life" (CR 119.3, 107.1a; rounded by a later sentence)."""
    subject: Optional[Node]
    amount: Node


@node
class DrawHalfCards(Node):
    """"draw half X cards" (CR 121.1, 107.1a; rounded by a later sentence)."""
    subject: Optional[Node]
    amount: Node
    cards: Node


@node
class RoundEachTime(Node):
    """"Round up each time.": how every fraction of the ability's instructions is rounded (CR 107.1a)."""
    rounding: Node


# -- counting (CR 119.5) ------------------------------------------------------------------------

@node
class CountNumberOf(Node):
    """"Count the number of cards in your library.": the number the next instruction uses ("that
    number"); counting changes nothing in the game."""
    what: Node


@node
class ThatNumber(Node):
    """"Your life total becomes that number.": the number counted before (CR 119.5)."""


# -- groups and totals (CR 205.3, 208) ------------------------------------------------------------

@node
class ThatHaveTypeInCommon(Node):
    """"creatures you control that have a creature type in common": a group of them that all share one
    subtype of ``kind`` (CR 205.3), as in "the greatest number of ..."."""
    kind: Node


@node
class TheirTotalStat(Node):
    """"equal to their total power": the sum of the characteristic over the objects named before
    (CR 208.1, 202.3)."""
    stat: Node


# -- life can't be paid (CR 119.4, 118.3) ---------------------------------------------------------

@node
class CantPayLifeTo(Node):
    """"Players can't pay life to cast spells or to activate abilities that aren't mana abilities."
    (CR 119.4: a cost that includes life can't be paid, so those spells can't be cast, 601.2h)."""
    purpose: Node


@node
class CantPayLifeOrSacrificeTo(Node):
    """"Players can't pay life or sacrifice nonland permanents to cast spells or activate abilities."
    (CR 119.4, 701.21, 601.2h)."""
    sacrificed: Node
    purpose: Node


@node
class ToCastOrActivate(Node):
    """"to cast spells or [to] activate abilities that aren't mana abilities": the costs of these spells
    and abilities (CR 601.2h, 602.2b)."""
    spells: Node
    abilities: Node


# -- each time an event would happen (CR 614.1a) ------------------------------------------------

@node
class EachTimeDoubleDamage(Node):
    """"Each time target permanent would deal damage to a permanent or player this turn, it deals double
    that damage to that permanent or player instead." (CR 614.1a, 701.10g: every such event)."""
    source: Node
    to: Optional[Node]
    duration: Node
    instead_to: Optional[Node]


# -- other than the first (CR 601.2i) -------------------------------------------------------------

@node
class OtherThanFirstCastEachTurn(Node):
    """"an instant spell other than the first instant spell that player casts each turn": every such
    spell but the first one that player casts in a turn (CR 601.2i)."""
    kind: Node
    player: Node


# -- starting and halved life totals (CR 103.4, 119.1) --------------------------------------------

@node
class StartGameWithAdditionalLife(Node):
    """"You start the game with an additional 7 life.": the starting life total is raised (CR 103.4)."""
    player: Node
    amount: Node


@node
class LessThanHalfStartingLife(Node):
    """"that player has less than half their starting life total" (CR 103.4, 119.1)."""
    player: Node
    whose: Node


# -- life in costs (CR 601.2f) ---------------------------------------------------------------------

@node
class CostsLifeMorePerTarget(Node):
    """"This spell costs 3 life more to cast for each target." (CR 601.2f, 118.3: life added to the total
    cost once per target chosen)."""
    spell: Node
    amount: Node


# -- damage events by their sources (CR 120, 603.2) --------------------------------------------------

@node
class IsDealtDamageBySingleSource(Node):
    """"is dealt 3 or more damage by a single source": that much damage from one source at once (CR 120.2)."""
    threshold: Node
    kind: Node


@node
class IsDealtDamageByEither(Node):
    """"is dealt damage by a red instant or sorcery spell you control or by a red planeswalker you control"
    (CR 120.1: damage from a source of either description)."""
    first: Node
    second: Node


# -- life lost, plus more (CR 119.3) ----------------------------------------------------------------

@node
class LoseLifePlusForEach(Node):
    """"loses 2 life plus 2 life for each Spirit sacrificed this way": a fixed amount and an amount per
    object, lost at once (CR 119.3)."""
    player: Optional[Node]
    amount: Node
    more: Node
    for_each: Node


# ==== session 11 (the damage and life tail) ===================================================

@node
class PreventAllCombatDamageDurationFirst(Node):
    """"prevent all combat damage that would be dealt this turn to Dogs you control" (CR 615.1,
    510.2)."""
    duration: Node
    recipient: Node


@node
class HaveLifeTotalBecome(Node):
    """"you may have your life total become the number of charge counters on this artifact"
    (CR 119.5: the player gains or loses the difference)."""
    player: Node
    amount: Node


@node
class HaveLifeTotalBecomeTotal(Node):
    """"you may have your life total become the total toughness of creatures you control" (CR 119.5;
    the sum of that characteristic over the objects)."""
    player: Node
    stat: Node
    objects: Node


@node
class CantLoseLife(Node):
    """"you can't lose life this turn" (CR 119.8: life can't be lost)."""


@node
class DrawnThisTurnBy(Node):
    """"cards that player has drawn this turn" (CR 121.1: the cards that player drew this turn)."""
    player: Node


@node
class YouDrewNOrMoreThisTurn(Node):
    """"if you drew two or more cards this turn" (CR 121.1)."""
    count: Node
    noun: Node


@node
class EachOpponentsLifeTotalBecomes(Node):
    """"each opponent's life total becomes the lowest life total among your opponents" (CR 119.5)."""
    value: Node


@node
class WhoseLifeBelowHalfStarting(Node):
    """"whose life total is less than half their starting life total" (CR 103.4, 119.1)."""
    player: Node


@node
class WithExactlyLife(Node):
    """"each player with exactly 13 life" (CR 119.1)."""
    amount: Node


@node
class CombatDamageScaledInstead(Node):
    """"if that creature would deal combat damage to one of your opponents, it deals triple that damage
    to that player instead" (CR 614.1a, 510.2)."""
    source: Node
    recipient: Optional[Node]
    scaled: Node
    redirected_to: Optional[Node]


@node
class NextTimeDoubleDamage(Node):
    """"the next time that source would deal damage this turn, it deals double that damage instead"
    (CR 614.1a, 701.10g)."""
    source: Node
    recipient: Optional[Node]
    duration: Node
    dealer: Node


@node
class AmountMinusAmount(Node):
    """"three minus X" (CR 107.1)."""
    minuend: Node
    subtrahend: Node


@node
class StatPlusAmount(Node):
    """"its power plus 2" (CR 107.1, 208.1)."""
    stat: Node
    amount: Node


@node
class StatPlusStat(Node):
    """"that creature's power plus its toughness" (CR 107.1, 208.1)."""
    first: Node
    second: Node


# ==== session 12 (the damage and life tail) =====================================================

@node
class ItsPowerAndToughnessEachEqual(Node):
    """"its power and toughness are each equal to the number of Forests you control" (CR 604.3,
    611.3a: under a condition, the value applies while it holds)."""
    amount: Node


@node
class LoseAllButLife(Node):
    """"you lose all but 1 life" (CR 119.3: the life total goes down to that amount)."""
    player: Optional[Node]
    amount: Node


@node
class ForEachFlipWon(Node):
    """"for each flip you won" (CR 705.2: the flips the player called and won)."""


@node
class ForEachFlipWonSentence(Node):
    """"For each flip you win, create a 1/1 red Goblin creature token ..." (CR 705.2)."""
    effects: Node


@node
class GainLifeUnless(Node):
    """"you gain 2 life unless that creature's controller pays {2}" (CR 118.12, 119.1)."""
    player: Optional[Node]
    amount: Node
    unless: Node


@node
class SelfSameStat(Node):
    """"greater than this creature's": the same characteristic of this object as the one compared
    (CR 208.1)."""
    object: Node


@node
class TriggersOnlyOnce(Node):
    """"This ability triggers only once." (CR 603.2h: for the rest of the game)."""
    noun: Node


