"""G5: cost reductions with a condition, additional land plays (grammar/rules/57_g5.lark)."""

from __future__ import annotations

from .base import Node, node


@node
class CostsLessIf(Node):
    """"This spell costs {2} less to cast if it targets a tapped creature." (CR 601.2f)"""
    subject: Node
    cost: Node
    condition: Node


@node
class AdditionalLandEachTurn(Node):
    """"You may play an additional land on each of your turns." (CR 305.2)"""
    player: Node
    land: Node


@node
class PlayAdditionalLand(Node):
    """"play an additional land this turn" (CR 305.2)."""
    land: Node


@node
class TargetsCondition(Node):
    """"if it targets a tapped creature" (CR 115.1)."""
    spell: Node
    target: Node


@node
class CastOnlyFrom(Node):
    """"Cast this spell only from your graveyard." (CR 601.3)"""
    spell: Node
    zone: Node


@node
class CastOnlyDuringCombat(Node):
    """"Cast this spell only during combat." (CR 601.3, 506)"""
    spell: Node


@node
class CastOnlyAfterCombat(Node):
    """"Cast this spell only after combat." (CR 601.3)"""
    spell: Node


@node
class CastOnlyDuringYourTurn(Node):
    """"Cast this spell only during your turn." (CR 601.3)"""
    spell: Node


@node
class CastOnlyDuringYourStep(Node):
    """"Cast this spell only during your end step." (CR 601.3)"""
    spell: Node
    step: Node


@node
class CastOnlyDuringStep(Node):
    """"Cast this spell only during the declare blockers step." (CR 601.3)"""
    spell: Node
    step: Node


@node
class CastOnlyBeforeStep(Node):
    """"Cast this spell only before the combat damage step." (CR 601.3)"""
    spell: Node
    step: Node


@node
class CastOnlyIf(Node):
    """"Cast this spell only if you control two or more Vampires." (CR 601.3)"""
    spell: Node
    condition: Node
