"""Static abilities (CR 604), replacement effects (614), prevention (615) and restrictions."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- predicates (a subject comes from the clause: ObjectGets) ---------------------------
@node
class HasKeywords(Node):
    """"has flying", "have haste" (CR 613.1f). ``subject`` is None inside a clause."""
    subject: Optional[Node]
    keywords: Node


@node
class CantBlock(Node):
    pass


@node
class CantAttack(Node):
    pass


@node
class CantAttackOrBlock(Node):
    pass


@node
class CantBlockObject(Node):
    """"can't block creatures with flying"."""
    what: Node


@node
class CantAttackOrBlockAlone(Node):
    pass


@node
class CantAttackAlone(Node):
    pass


@node
class CantBlockAlone(Node):
    pass


@node
class CantBeBlocked(Node):
    """CR 509.1b: an evasion restriction."""
    pass


@node
class CantBeBlockedBy(Node):
    blockers: Node


@node
class CantBeBlockedExceptBy(Node):
    blockers: Node


@node
class CantBeBlockedByMoreThan(Node):
    amount: Node
    noun: Node


@node
class CantBeSacrificed(Node):
    pass


@node
class CantTransform(Node):
    pass


@node
class AttacksEachCombat(Node):
    """CR 508.1d: a requirement."""
    pass


@node
class BlocksEachCombat(Node):
    pass


@node
class CanBlockOnly(Node):
    what: Node


@node
class CanBlockAdditional(Node):
    """"can block an additional creature each combat" (CR 509.1a)."""
    noun: Node


@node
class CanBlockAnyNumber(Node):
    noun: Node


@node
class AttacksAsThoughNoKeyword(Node):
    """"can attack as though it didn't have defender"."""
    pronoun: Node
    keyword: Node


@node
class DoesntUntap(Node):
    """CR 502.3: "doesn't untap during its controller's untap step"."""
    step: Node


@node
class UntapStep(Node):
    player: Node


@node
class TheirControllersUntapSteps(Node):
    pass


@node
class TheirControllers(Node):
    pass


# -- static sentences (with their subject) ------------------------------------------
@node
class CantBeCountered(Node):
    subject: Node


@node
class EntersTapped(Node):
    """CR 614.1c: a replacement effect on how it enters."""
    subject: Node


@node
class EntersTappedUnless(Node):
    subject: Node
    condition: Node


@node
class EntersWithCounters(Node):
    """CR 614.1c: "enters with N +1/+1 counters on it"."""
    subject: Node
    amount: Node
    kind: Node
    noun: Node
    holder: Node


@node
class EntersWithAdditionalCounter(Node):
    subject: Node
    kind: Node
    holder: Node


@node
class CostsMorePerExtraTarget(Node):
    subject: Node
    cost: Node


@node
class CostsLess(Node):
    """CR 601.2f: a cost reduction."""
    subject: Node
    cost: Node
    per: Optional[Node] = None


@node
class CostsMore(Node):
    """CR 601.2f: a cost increase."""
    subject: Node
    cost: Node
    per: Optional[Node] = None


@node
class PerEach(Node):
    filter: Node


@node
class AsLongAs(Node):
    """CR 611.3a: a static ability that applies only while a condition holds."""
    condition: Node
    body: Node


# -- replacement effects (CR 614) ---------------------------------------------------------
@node
class DoubleDamage(Node):
    """If [source] would deal damage [to X], it deals double that damage [to X] instead (CR 614.1a)."""
    source: Node
    original_recipient: Optional[Node]
    new_recipient: Optional[Node]


@node
class DamageTo(Node):
    recipient: Node


@node
class Instead(Node):
    """"If [subject] would [event], [effects] instead." (CR 614.1a)"""
    subject: Node
    event: Node
    replacement: Node


@node
class WouldDie(Node):
    pass


@node
class WouldBeDestroyed(Node):
    pass


@node
class WouldBePutInto(Node):
    zone: Node


@node
class WouldLeaveBattlefield(Node):
    pass


@node
class WouldDraw(Node):
    cards: Node


@node
class WouldGainLife(Node):
    pass


@node
class WouldLoseLife(Node):
    pass


@node
class WouldBeDealtDamage(Node):
    pass


# -- prevention (CR 615) ----------------------------------------------------------------
@node
class PreventDamageFrom(Node):
    """"If [source] would deal damage [to X], prevent that damage." """
    source: Node
    recipient: Optional[Node]


@node
class PreventDamageTo(Node):
    """"If damage would be dealt to [X], prevent that damage." """
    recipient: Node


@node
class PreventAllDamage(Node):
    scope: Node
    duration: Optional[Node]


@node
class PreventAllCombatDamageScoped(Node):
    scope: Node
    duration: Optional[Node]


@node
class DealtTo(Node):
    what: Node


@node
class DealtBy(Node):
    what: Node


@node
class DealtToAndBy(Node):
    what: Node


# -- restrictions on activation (CR 602.5) ------------------------------------------------
@node
class ActivateOnlyAsSorcery(Node):
    """CR 602.5d."""
    sorcery: Node


@node
class ActivateOnlyOnceEachTurn(Node):
    pass


@node
class ActivateOnlyDuringYourTurn(Node):
    pass


@node
class ActivateOnlyDuringCombat(Node):
    pass


@node
class ActivateOnlyDuringYourStep(Node):
    step: Node


@node
class ActivateOnlyIf(Node):
    condition: Node


@node
class CantGainLife(Node):
    pass


@node
class NoMaximumHandSize(Node):
    """CR 402.2."""
    zone: Node


@node
class AdditionalCost(Node):
    """"As an additional cost to cast this spell, sacrifice a creature." (CR 601.2f, 118.8)"""
    spell: Node
    cost: Node
    alternative: Optional[Node]


@node
class OrCost(Node):
    cost: Node


@node
class AsEnters(Node):
    """"As this land enters, you may pay 2 life." (CR 614.12)"""
    subject: Node
    effects: Node


@node
class ControlsAttached(Node):
    """"You control enchanted creature." (CR 613.1b)"""
    controller: Node
    attached: Node


@node
class ControlsObjectsCondition(Node):
    """"you control two or more other lands", "an opponent controls a creature"."""
    player: Node
    objects: Node


@node
class HasAbility(Node):
    """The predicate 'has "{T}: Add {G}."' (CR 113.1a, 613.1f)."""
    ability: Node


@node
class HasKeywordsAndAbility(Node):
    """'has flying and "{T}: Add {G}."'."""
    keywords: Node
    ability: Node


@node
class GainsAbility(Node):
    """'gains "When this creature dies, draw a card."' (a predicate)"""
    ability: Node


@node
class QuotedAbility(Node):
    ability: Node


@node
class CharacteristicDefining(Node):
    """"~'s power is equal to ..." (CR 604.3)."""
    object: Node
    stats: Node
    amount: Node


@node
class PowerAndToughness(Node):
    pass


@node
class CantCast(Node):
    """"You can't cast creature spells." (CR 101.2)"""
    what: Node


@node
class CantAttackUnless(Node):
    """"can't attack unless defending player controls an Island"."""
    condition: Node


@node
class CantBlockUnless(Node):
    condition: Node


@node
class AttacksOrBlocksEachCombat(Node):
    """"attacks or blocks each combat if able" (CR 506.6, 509.1c)."""


@node
class DoesntUntapNext(Node):
    """"doesn't untap during its controller's next untap step" (a one-shot duration)."""
    whose: Node


@node
class MaximumHandSize(Node):
    """CR 402.2: "Your maximum hand size is increased by one."."""
    player: Node
    zone: Node
    change: Node
    amount: Node


@node
class Increased(Node):
    pass


@node
class Reduced(Node):
    pass


@node
class HasBasePt(Node):
    """"has base power and toughness 1/1" (CR 613.4b)."""
    pt: Node


@node
class EntersWithCountersPerEach(Node):
    """"enters with a +1/+1 counter on it for each ..." (CR 614.1c)."""
    subject: Node
    amount: Node
    kind: Node
    noun: Node
    holder: Node
    per_each: Node


@node
class EntersWithCountersIf(Node):
    """"enters with two +1/+1 counters on it if ..." (CR 614.1c)."""
    subject: Node
    amount: Node
    kind: Node
    noun: Node
    holder: Node
    condition: Node


@node
class CantAttackPlayer(Node):
    """"Creatures can't attack you." (CR 508.1)"""
    player: Node


@node
class AsThoughItHad(Node):
    """"can attack as though it had haste", "can block as though it had flying" (CR 609.4b)."""
    pronoun: Node
    keyword: Node


@node
class CantAttackOrBlockUnless(Node):
    condition: Node
