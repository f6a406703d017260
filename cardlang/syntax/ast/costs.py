"""Costs (CR 118, 602.1)."""

from __future__ import annotations

from .base import Node, node


@node
class Costs(Node):
    """Each cost starts with a capital: "{1}, {T}, Sacrifice this artifact"."""
    __capitalize_items__ = True
    items: tuple


@node
class ManaCost(Node):
    """A sequence of mana symbols (CR 107.4, 202.1)."""
    symbols: tuple

    @property
    def mana_value(self) -> int:
        return sum(s.mana_value for s in self.symbols)


@node
class ManaPayment(Node):
    cost: Node


@node
class TapCost(Node):
    """{T} (CR 107.5)."""
    pass


@node
class UntapCost(Node):
    """{Q} (CR 107.6)."""
    pass


@node
class SacrificeCost(Node):
    what: Node


@node
class DiscardCost(Node):
    amount: Node


@node
class PayLifeCost(Node):
    amount: Node


@node
class ExileCost(Node):
    what: Node

