"""Trigger conditions (CR 603)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


@node
class When(Node):
    event: Node


@node
class Whenever(Node):
    event: Node


@node
class AtBeginningOf(Node):
    step: Node


@node
class AtEndOfCombat(Node):
    pass


@node
class Event(Node):
    """[subject] [does something] (or [something else]): "this creature enters or attacks"."""
    subject: Node
    predicates: tuple


@node
class EitherSubject(Node):
    """"this creature or another Ally you control"."""
    first: Node
    second: Node


@node
class SetInMotion(Node):
    """Setting a scheme in motion (CR 701.31)."""
    player: Node
    scheme: Node


@node
class WhenYouDo(Node):
    """A reflexive trigger (CR 603.12)."""
    pass


# -- event predicates (the subject is the Event's) ----------------------------------------
@node
class Enters(Node):
    """CR 603.6a."""
    how: Optional[Node] = None


@node
class EntersUnderControl(Node):
    player: Node


@node
class EntersFrom(Node):
    zone: Node


@node
class EntersFromAnywhere(Node):
    pass


@node
class Dies(Node):
    """Is put into a graveyard from the battlefield (CR 700.4)."""
    pass


@node
class Attacks(Node):
    what: Optional[Node] = None


@node
class AttackWhat(Node):
    what: Node


@node
class AttacksAlone(Node):
    pass


@node
class AttacksUnblocked(Node):
    pass


@node
class Blocks(Node):
    what: Optional[Node] = None


@node
class BecomesBlocked(Node):
    by: Optional[Node] = None


@node
class BlockedBy(Node):
    what: Node


@node
class BecomesTapped(Node):
    pass


@node
class BecomesUntapped(Node):
    pass


@node
class BecomesTarget(Node):
    """CR 603.2e"""
    source: Node
    first_time: Optional[Node] = None


@node
class FirstTimeEachTurn(Node):
    pass


@node
class DealsDamageEvent(Node):
    combat: Optional[Node] = None
    to: Optional[Node] = None


@node
class IsDealtDamage(Node):
    combat: Optional[Node] = None


@node
class CombatWord(Node):
    pass


@node
class DamageRecipient(Node):
    what: Node


@node
class TurnedFaceUp(Node):
    """CR 702.37 (morph), 708."""
    pass


@node
class LeavesBattlefield(Node):
    pass


@node
class LeavesZone(Node):
    zone: Node


@node
class PutIntoZoneFromBattlefield(Node):
    zone: Node


@node
class PutIntoZoneFromAnywhere(Node):
    zone: Node


@node
class Casts(Node):
    what: Node


@node
class CastsNth(Node):
    ordinal: Node
    noun: Node


@node
class GainsLifeEvent(Node):
    pass


@node
class LosesLifeEvent(Node):
    pass


@node
class DrawsEvent(Node):
    what: Node


@node
class DrawsNth(Node):
    ordinal: Node
    word: Node


@node
class SacrificesEvent(Node):
    what: Node


@node
class DiscardsEvent(Node):
    what: Node


@node
class CyclesEvent(Node):
    what: Node


@node
class PlaysEvent(Node):
    what: Node


@node
class TapsForManaEvent(Node):
    what: Node


@node
class IsTappedForMana(Node):
    pass


@node
class MutatesEvent(Node):
    pass


@node
class ExploresEvent(Node):
    pass


@node
class TransformsEvent(Node):
    what: Optional[Node] = None


@node
class CreatesEvent(Node):
    what: Node


@node
class ActivatesEvent(Node):
    what: Node


@node
class ScriesEvent(Node):
    pass


@node
class SurveilsEvent(Node):
    pass


@node
class CountersEvent(Node):
    what: Node


@node
class ExploitsEvent(Node):
    what: Node


@node
class BecomesMonstrous(Node):
    pass


@node
class First(Node):
    pass


@node
class Second(Node):
    pass


@node
class Third(Node):
    pass


# -- steps ----------------------------------------------------------------------------
@node
class StepOf(Node):
    owner: Node
    step: Node


@node
class EachStep(Node):
    step: Node


@node
class NextStep(Node):
    step: Node


@node
class TheStep(Node):
    step: Node


@node
class YourNextStep(Node):
    step: Node


@node
class EachOpponentsStep(Node):
    step: Node


@node
class EndOfCombat(Node):
    pass


@node
class CombatOnYourTurn(Node):
    pass


@node
class EachCombat(Node):
    pass


@node
class NextTurnsStep(Node):
    """"the next turn's upkeep" (whoever's turn it is)."""
    step: Node


@node
class StepOfAttachedController(Node):
    """"the upkeep of enchanted creature's controller"."""
    step: Node
    attached: Node
