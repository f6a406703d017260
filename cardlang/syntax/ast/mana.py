"""Mana abilities and mana riders (CR 106, 605, 106.6)."""

from __future__ import annotations

from .base import Node, node


@node
class AddMana(Node):
    produced: Node


@node
class AddSymbols(Node):
    cost: Node


@node
class AddAnyOneColor(Node):
    amount: Node
    one: Node


@node
class AddAnyColor(Node):
    amount: Node


@node
class AddOneOf(Node):
    options: tuple


@node
class AddChosenColor(Node):
    amount: Node


@node
class AddAnyCombination(Node):
    """"two mana in any combination of colors"."""
    amount: Node


@node
class AddCombinationOf(Node):
    """"three mana in any combination of {R} and/or {G}"."""
    amount: Node
    first: Node
    second: Node


@node
class AddForEach(Node):
    """"Add {G} for each Elf you control"."""
    cost: Node
    filter: Node


@node
class AddAmountEqual(Node):
    """"Add an amount of {G} equal to its power"."""
    cost: Node
    amount: Node


@node
class SpendOnly(Node):
    """CR 106.6: a spending restriction."""
    use: Node


@node
class CannotSpend(Node):
    """CR 106.6: a spending restriction, stated negatively."""
    use: Node


@node
class IfSpentOn(Node):
    """CR 106.6: an additional effect on the spell the mana is spent on."""
    __rules__ = ("when_spent_effect",)
    what: Node
    chain: Node


@node
class WhenSpent(Node):
    """CR 106.6 / 603.7a: a delayed trigger when the mana is spent."""
    __rules__ = ("when_spent_trigger",)
    use: Node
    chain: Node


@node
class SpendUse(Node):
    items: tuple


@node
class CastUse(Node):
    what: Node


@node
class ActivateAbilitiesUse(Node):
    noun: Node


@node
class ActivateAbilitiesOfUse(Node):
    noun: Node
    what: Node


@node
class AddSymbolsOr(Node):
    """"Add {W} or one mana of the chosen color.": a choice between two productions."""
    cost: Node
    other: Node


@node
class SpendOnlyUncounterable(Node):
    """CR 106.6: a spending restriction with an effect on the spell it pays for:
    "Spend this mana only to cast a creature spell of the chosen type, and that spell
    can't be countered." ``noun`` is the object word of "that spell"."""
    use: Node
    noun: Node
