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
