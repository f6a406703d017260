"""References to objects and players (CR 109, 115), filters and amounts."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- this object (CR 201.5) ----------------------------------------------------
@node
class SelfByName(Node):
    name: Node


@node
class SelfThis(Node):
    """"this creature", "this spell", "this Aura"."""
    __rules__ = ("self_this_type", "self_this_subtype")
    noun: Node


# -- attached objects (CR 301.5, 303.4) ----------------------------------------------
@node
class EnchantedRef(Node):
    """"enchanted creature": the object this Aura is attached to."""
    types: Node


@node
class EquippedRef(Node):
    """"equipped creature": the object this Equipment is attached to."""
    types: Node


@node
class FortifiedRef(Node):
    """"fortified land": the object this Fortification is attached to."""
    types: Node


@node
class AllMatching(Node):
    """A bare plural filter as a subject: "Creatures you control get +1/+1." means each of them."""
    filter: Node


# -- pronouns and anaphora --------------------------------------------------------
@node
class It(Node):
    pass


@node
class They(Node):
    pass


@node
class Them(Node):
    pass


@node
class ThatRef(Node):
    """"that creature", "that permanent or player"."""
    types: Node


# -- players ------------------------------------------------------------------
@node
class You(Node):
    pass


@node
class ItsController(Node):
    pass


@node
class ItsOwner(Node):
    pass


@node
class DefendingPlayer(Node):
    noun: Node


@node
class YourOpponents(Node):
    """"your opponents" (CR 102.3)."""
    noun: Node


@node
class QuantifiedPlayer(Node):
    quantifier: Node
    noun: Node


@node
class TargetPlayer(Node):
    noun: Node


@node
class ThatPlayer(Node):
    noun: Node


# -- targets (CR 115) ----------------------------------------------------------
@node
class Target(Node):
    count: Optional[Node]
    filter: Node


@node
class AnyTarget(Node):
    """A creature, player, planeswalker or battle (CR 115.4)."""
    pass


@node
class AnyNumberOfTargets(Node):
    pass


@node
class AnotherTarget(Node):
    filter: Node


@node
class Exactly(Node):
    amount: Node


@node
class UpTo(Node):
    amount: Node


@node
class AtLeastCount(Node):
    """"one or more target creatures"."""
    amount: Node


# -- quantified objects -----------------------------------------------------------
@node
class Quantified(Node):
    quantifier: Node
    filter: Node


@node
class Each(Node):
    pass


@node
class All(Node):
    pass


@node
class ArticleA(Node):
    pass


@node
class ArticleAn(Node):
    pass


@node
class Another(Node):
    pass


@node
class Other(Node):
    pass


# -- filters ------------------------------------------------------------------
@node
class Filter(Node):
    adjectives: Node
    types: Node
    suffixes: Node


@node
class Adjectives(Node):
    items: tuple


@node
class Suffixes(Node):
    items: tuple


@node
class TypeWords(Node):
    """Type groups joined by separators: "artifact, creature, or enchantment"."""
    items: tuple


@node
class TypeGroup(Node):
    """Adjacent type words, all of which apply: "artifact creature card"."""
    words: tuple


@node
class TypeWord(Node):
    negation: Optional[Node]
    name: Node


@node
class SepOr(Node):
    pass


@node
class SepAnd(Node):
    pass


@node
class SepComma(Node):
    pass


@node
class SepCommaOr(Node):
    pass


@node
class SepCommaAnd(Node):
    pass


@node
class SepAndOr(Node):
    pass


@node
class ColorAdjective(Node):
    color: Node


@node
class NonColor(Node):
    negation: Node
    color: Node


@node
class Tapped(Node):
    pass


@node
class Untapped(Node):
    pass


@node
class Attacking(Node):
    pass


@node
class Blocking(Node):
    pass


@node
class AttackingOrBlocking(Node):
    pass


@node
class Blocked(Node):
    pass


@node
class Unblocked(Node):
    pass


@node
class FaceDown(Node):
    """CR 708."""
    pass


@node
class FaceUp(Node):
    pass


@node
class Modified(Node):
    """Equipped, enchanted by an Aura its controller controls, or with a counter (CR 700.9)."""
    pass


@node
class Historic(Node):
    """Artifact, legendary or Saga (CR 700.6)."""
    pass


@node
class Supertype(Node):
    name: Node


@node
class ControlledBy(Node):
    player: Node


@node
class NotControlledBy(Node):
    player: Node


@node
class OwnedBy(Node):
    player: Node


@node
class NotOwnedBy(Node):
    player: Node


@node
class CastBy(Node):
    """"spells you cast"."""
    player: Node


@node
class ControlledByPast(Node):
    """"creatures you controlled" (as they last existed)."""
    player: Node


@node
class WithKeyword(Node):
    keyword: Node


@node
class WithoutKeyword(Node):
    keyword: Node


@node
class WithStat(Node):
    """"with power 2 or less", "with mana value equal to ..."."""
    stat: Node
    comparison: Node


@node
class WithCounter(Node):
    """"with a +1/+1 counter on it"."""
    kind: Node
    holder: Node


@node
class WithCounters(Node):
    """"with +1/+1 counters on them"."""
    kind: Node
    holder: Node


# The four classes below are no longer produced by the grammar (it builds WithStat);
# kept so code written against them still imports.
@node
class ManaValueOrLess(Node):
    amount: Node


@node
class ManaValueOrGreater(Node):
    amount: Node


@node
class PowerOrLess(Node):
    amount: Node


@node
class PowerOrGreater(Node):
    amount: Node


@node
class FromZone(Node):
    zone: Node


@node
class InZone(Node):
    zone: Node


@node
class OnBattlefield(Node):
    pass


@node
class FromExile(Node):
    pass


@node
class InExile(Node):
    pass


@node
class FromAnywhere(Node):
    pass


@node
class FromAmong(Node):
    among: Node


@node
class OtherThan(Node):
    what: Node


@node
class AttackingPlayer(Node):
    """"creatures attacking you"."""
    player: Node


@node
class OfChosenType(Node):
    pass


@node
class OfChosenColor(Node):
    pass


@node
class AttackedThisTurn(Node):
    pass


@node
class EnteredThisTurn(Node):
    pass


# -- characteristics compared in filters (CR 208, 202.3) -------------------------------
@node
class Power(Node):
    pass


@node
class Toughness(Node):
    pass


@node
class ManaValue(Node):
    pass


@node
class TotalPower(Node):
    pass


@node
class AtMost(Node):
    """"N or less"."""
    amount: Node


@node
class AtLeast(Node):
    """"N or greater"."""
    amount: Node


@node
class LessThan(Node):
    amount: Node


@node
class GreaterThan(Node):
    amount: Node


@node
class EqualTo(Node):
    amount: Node


@node
class ZoneRef(Node):
    owner: Node
    zone: Node


@node
class Your(Node):
    pass


@node
class ItsOwners(Node):
    pass


@node
class Their(Node):
    pass


@node
class ThatPlayers(Node):
    pass


@node
class APlayers(Node):
    pass


@node
class AnOpponents(Node):
    pass


@node
class TargetPlayers(Node):
    pass


@node
class EachPlayers(Node):
    pass


@node
class YourOpponentsPossessive(Node):
    pass


@node
class ItsControllers(Node):
    pass


# -- amounts (CR 107) -------------------------------------------------------------
@node
class Count(Node):
    number: Node


@node
class One(Node):
    """"a" / "an" as a count."""
    pass


@node
class X(Node):
    """The variable X (CR 107.3)."""
    pass


@node
class ThatMuch(Node):
    pass


@node
class NumberOf(Node):
    """"the number of creatures you control"."""
    filter: Node


@node
class ItsStat(Node):
    """"its power"."""
    stat: Node


@node
class RefStat(Node):
    """"this creature's power"."""
    of: Node
    stat: Node


@node
class Counted(Node):
    """"two creatures", "X cards": a number of objects, no targeting."""
    amount: Node
    filter: Node


@node
class CountedOrMore(Node):
    amount: Node
    filter: Node


@node
class CountedOrFewer(Node):
    amount: Node
    filter: Node


@node
class ThoseRef(Node):
    """"those creatures": the objects an earlier sentence named (plural of "that")."""
    types: Node


@node
class TheCopy(Node):
    """"the copy": the copy an earlier effect of the ability made (CR 707.10)."""


@node
class WithChosenName(Node):
    """"with the chosen name" (a name chosen as the object entered, CR 201.3)."""


@node
class WithThatName(Node):
    """"with that name"."""


@node
class TargetsRange(Node):
    """"one or two targets" (CR 601.2c: the number of targets is chosen as it is cast)."""
    low: Node
    high: Node


@node
class NonSupertype(Node):
    """"nonbasic", "nonlegendary" (CR 205.4b)."""
    negation: Node
    supertype: Node


@node
class ThatTargets(Node):
    """"that targets you", "that targets a creature you control" (CR 115.9b); always the
    last item of a filter's suffixes, so later qualifiers belong to the targeted object."""
    what: Node


@node
class OfChoice(Node):
    """"a land of their choice": the player named chooses (CR 700.2)."""
    chooser: Node


@node
class AnyNumberOfTarget(Node):
    """"any number of target creatures" (CR 601.2c)."""
    filter: Node


@node
class EachOpponents(Node):
    """"each opponent's"."""


@node
class ThatMany(Node):
    """"that many" (the number an earlier effect counted)."""


@node
class AnyPlayer(Node):
    """"any player" ("Any player may pay {2}")."""
    noun: Node


@node
class ThePastRef(Node):
    """"the exiled card", "the sacrificed creature": the object an earlier part of the
    ability exiled, sacrificed, revealed or discarded."""
    how: Node
    types: Node


@node
class ExiledWord(Node):
    pass


@node
class SacrificedWord(Node):
    pass


@node
class RevealedWord(Node):
    pass


@node
class DiscardedWord(Node):
    pass


@node
class DealtDamageThisWay(Node):
    """"each creature dealt damage this way"."""


@node
class ExiledWith(Node):
    """"cards exiled with ~" (CR 607.2a: linked abilities)."""
    source: Node


@node
class SameNameAs(Node):
    """"with the same name as that creature" (CR 201.2)."""
    of: Node


@node
class TargetOpponents(Node):
    """"target opponent's"."""


@node
class SomeOf(Node):
    """"one of them", "two of those cards"."""
    amount: Node
    group: Node


@node
class AtMostValue(Node):
    """"less than or equal to <value>"."""
    value: Node


@node
class AtLeastValue(Node):
    """"greater than or equal to <value>"."""
    value: Node


@node
class GreatestAmong(Node):
    """"the greatest power among creatures you control"."""
    stat: Node
    among: Node


@node
class OfKindOfChoice(Node):
    """"of the creature type of your choice", "of the color of your choice"."""
    kind: Node
    chooser: Node


@node
class NamedSelf(Node):
    """"named Rite of Flame" (the card's own name, CR 201.4)."""
    name: Node


@node
class Named(Node):
    """"named Arachnus Web" (another card's name)."""
    name: Node


@node
class EachZone(Node):
    """"each graveyard" (every player's zone of that kind)."""
    zone: Node


@node
class UpToOtherTarget(Node):
    """"up to one other target creature" (CR 115.1)."""
    amount: Node
    filter: Node


@node
class DealtDamageThisTurn(Node):
    """"each creature dealt damage this turn"."""


@node
class DealtDamageByThisTurn(Node):
    """"target player dealt damage by ~ this turn"."""
    source: Node


@node
class OneOrTwoCount(Node):
    """"one or two target creatures" (CR 601.2c)."""
    low: Node
    high: Node


@node
class EitherColor(Node):
    """"red or green creature": an object of either color."""
    first: Node
    second: Node
