"""More costs of activated abilities (CR 602.1, 118.3), grammar/rules/86_costs_statics.lark.
The core costs are in ``costs.py``."""

from __future__ import annotations

from .base import Node, node


@node
class RemoveCountersCost(Node):
    """"Remove a +1/+1 counter from ~", "Remove a counter from a creature you control"
    (``kind`` None: any kind, CR 122)."""
    amount: Node
    kind: Node | None
    word: Node
    source: Node


@node
class RemoveAnyCountersCost(Node):
    """"Remove any number of storage counters from ~" (the number is chosen as it is paid)."""
    kind: Node | None
    word: Node
    source: Node


@node
class PutCountersCost(Node):
    """"Put a -1/-1 counter on ~"."""
    amount: Node
    kind: Node
    word: Node
    target: Node


@node
class TapObjectCost(Node):
    """"Tap an untapped creature you control" (CR 602.1; not the {T} symbol)."""
    what: Node


@node
class UntapObjectCost(Node):
    """"Untap an untapped creature you control"."""
    what: Node


@node
class ExileSelfFromCost(Node):
    """"Exile this card from your hand" / "from your graveyard"."""
    what: Node
    zone: Node


@node
class ReturnToHandCost(Node):
    """"Return a land you control to its owner's hand"."""
    what: Node
    zone: Node


@node
class PayEnergyCost(Node):
    """"Pay {E}{E}" (CR 107.14)."""
    energy: Node


@node
class EnergySymbols(Node):
    symbols: tuple
