"""Sentences, effect chains, conditions and durations."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


@node
class EffectSentence(Node):
    chain: Node


@node
class ConditionalSentence(Node):
    """If [condition], [effect]."""
    condition: Node
    chain: Node


@node
class OtherwiseSentence(Node):
    chain: Node


@node
class ThenSentence(Node):
    chain: Node


@node
class DurationSentence(Node):
    """Until end of turn, ... (CR 611.2a)."""
    duration: Node
    body: Node


@node
class EffectChain(Node):
    """Effects in order, with the joins between them ("and", ", then")."""
    items: tuple
    where: Optional[Node] = None


@node
class WhereX(Node):
    """", where X is [quantity]" (CR 107.3)."""
    quantity: Node


@node
class JoinAnd(Node):
    pass


@node
class JoinThen(Node):
    pass


@node
class JoinComma(Node):
    pass


@node
class JoinCommaAnd(Node):
    pass


@node
class MayEffect(Node):
    """[player] may [effect] (CR 609.3)."""
    player: Node
    effect: Node


@node
class SameSubjectGets(Node):
    """"... and gains flying": a predicate whose subject is the previous effect's."""
    predicate: Node
    for_each: Optional[Node] = None
    duration: Optional[Node] = None


@node
class UntilEndOfTurn(Node):
    pass


@node
class ThisTurn(Node):
    pass


@node
class UntilYourNextTurn(Node):
    """Ends just before its controller's next untap step (CR 611.2b, 500.7 note)."""
    pass


@node
class ControlsCondition(Node):
    __rules__ = ("you_control_condition",)
    player: Node
    filter: Node


@node
class YourTurnCondition(Node):
    pass


@node
class IsCondition(Node):
    subject: Node
    filter: Node


@node
class RevealedThisWay(Node):
    filter: Node


@node
class ReplacementSentence(Node):
    replacement: Node


@node
class StaticSentence(Node):
    """A sentence that states a continuous effect or rule (CR 604)."""
    statement: Node


@node
class RiderSentence(Node):
    """A rider on the mana the ability's "Add" sentence makes (CR 106.6)."""
    rider: Node


@node
class EffectIfSentence(Node):
    """"[effect] if [condition]."""
    chain: Node
    condition: Node


@node
class ThenIfSentence(Node):
    condition: Node
    chain: Node


@node
class ForEachSentence(Node):
    """"For each [filter], [effect]."""
    filter: Node
    chain: Node


@node
class TriggersOnceEachTurn(Node):
    """"This ability triggers only once each turn." (CR 603.2h)"""
    noun: Node


@node
class ForAsLongAs(Node):
    """"for as long as [condition]" (CR 611.2b)."""
    condition: Node


@node
class NotYourTurnCondition(Node):
    pass


@node
class IfDoes(Node):
    """"If you do", "If they do", "If a player does" (CR 608.2c)."""
    player: Node


@node
class IfDoesnt(Node):
    player: Node


@node
class IsACondition(Node):
    subject: Node
    filter: Node


@node
class ItIsACondition(Node):
    filter: Node


@node
class LifeOrMoreCondition(Node):
    player: Node
    amount: Node


@node
class LifeOrLessCondition(Node):
    player: Node
    amount: Node


@node
class ControlNoCondition(Node):
    player: Node
    filter: Node


@node
class IsTappedCondition(Node):
    subject: Node


@node
class IsUntappedCondition(Node):
    subject: Node


@node
class IsAttackingCondition(Node):
    subject: Node


@node
class WasKickedCondition(Node):
    subject: Node


@node
class CastFromCondition(Node):
    zone: Node


@node
class RestrictionSentence(Node):
    restriction: Node


@node
class TriggerSentence(Node):
    """A triggered ability an effect creates, after the ability's first sentence:
    "When you do, ..." (reflexive, CR 603.12), "At the beginning of the next end step, ..."
    (delayed, CR 603.7)."""
    trigger: Node
    chain: Node


@node
class NoCardsInZoneCondition(Node):
    """"if you have no cards in hand" (hellbent)."""
    player: Node
    word: Node
    zone: Node


@node
class CardsInZoneOrMore(Node):
    """"if you have seven or more cards in hand"."""
    player: Node
    amount: Node
    word: Node
    zone: Node


@node
class CardsInZoneOrFewer(Node):
    """"if that player has two or fewer cards in hand"."""
    player: Node
    amount: Node
    word: Node
    zone: Node


@node
class ThereAreCondition(Node):
    """"if there are seven or more cards in your graveyard", "if there is a Desert card in
    your graveyard" (the objects: a counted or quantified filter)."""
    objects: Node


@node
class ThereAreNoneCondition(Node):
    """"if there are no creatures on the battlefield"."""
    filter: Node


@node
class ThereAreDistinctAmong(Node):
    """"if there are five or more mana values among cards in your graveyard"."""
    amount: Node
    quality: Node
    among: Node


@node
class ManaValuesQuality(Node):
    """distinct mana values (CR 202.3)."""


@node
class StatCondition(Node):
    """"if enchanted creature's power is 4 or greater" (CR 208)."""
    stat: Node
    comparison: Node


@node
class InZoneCondition(Node):
    """"if this card is in your graveyard", "as long as seven or more cards are in your graveyard"."""
    objects: Node
    zone: Node


@node
class DiedThisTurnCondition(Node):
    """"if a creature died this turn" (CR 700.4)."""
    subject: Node


@node
class AttackedThisTurnCondition(Node):
    """"if you attacked this turn" (raid, CR 508.1)."""
    player: Node


@node
class CastThisTurnCondition(Node):
    """"if you've cast another instant or sorcery spell this turn"."""
    spells: Node


@node
class UntilEndOfYourNextTurn(Node):
    """"until the end of your next turn" (CR 611.2)."""


@node
class ConditionalStaticSentence(Node):
    """"If this creature was kicked, it enters with two +1/+1 counters on it." """
    condition: Node
    statement: Node


@node
class GainedLifeThisTurnCondition(Node):
    """"if you gained life this turn"."""
    player: Node


@node
class GainedLifeOrMoreThisTurn(Node):
    """"if you gained 4 or more life this turn"."""
    player: Node
    amount: Node


@node
class WasACondition(Node):
    """"if it was a Human", "if that creature was a creature card" (last known information, CR 608.2h)."""
    subject: Node
    filter: Node


@node
class ConditionalInsteadSentence(Node):
    """"If this spell was kicked, instead destroy target creature." (CR 614.1a)"""
    condition: Node
    chain: Node


@node
class DuringYourTurn(Node):
    """"During your turn, this creature has first strike." (CR 611.3a)"""


@node
class YouCastItCondition(Node):
    """"if you cast it" (the permanent was cast, not put onto the battlefield)."""
    object: Node
