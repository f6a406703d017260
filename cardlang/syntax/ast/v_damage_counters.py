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
