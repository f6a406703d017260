"""Die rolls and their results tables (CR 706, grammar/rules/99_die_rolls.lark), and the
station symbols of station cards (CR 721), which share the "N+ |" row mark."""

from __future__ import annotations


from .base import Node, node


@node
class Die(Node):
    """A die named "dN" (CR 706.1a): N equally likely outcomes, numbered 1 to N."""
    sides: int

    def text(self) -> str:
        return f"d{self.sides}"


@node
class ResultRange(Node):
    """The results of a table row (CR 706.3a): a single number "20" (``low == high``), a
    range "1—9", or a range with a single endpoint "15+" (``high`` is None). A station
    symbol "8+" (CR 721.2) is such an open range of charge counters."""
    low: int
    high: int | None

    def text(self) -> str:
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.high == self.low else f"{self.low}—{self.high}"

    def holds(self, result: int) -> bool:
        """Whether ``result`` is in this range (CR 706.3a: "If the result was in this range")."""
        return result >= self.low and (self.high is None or result <= self.high)


# -- the roll (CR 706.1-2) ---------------------------------------------------------
@node
class RollDice(Node):
    """"roll a d20", "each player rolls a d20", "Roll two d8" (CR 706.1)."""
    player: Node | None
    count: Node
    die: Node


@node
class RollDiceModified(Node):
    """A roll with a modifier in the same instruction (CR 706.2): "Roll a d20 and add the
    number of cards in your hand.", "Roll two d20 and ignore the lower roll."."""
    player: Node | None
    count: Node
    die: Node
    modifier: Node


@node
class AddToRoll(Node):
    """"and add [quantity]" (CR 706.2: a modifier added to the natural result)."""
    amount: Node


@node
class SubtractFromRoll(Node):
    """"and subtract [quantity]" (CR 706.2: a modifier subtracted from the natural result)."""
    amount: Node


@node
class IgnoreLowerRoll(Node):
    """"and ignore the lower roll" / "the lowest roll" (CR 706.6: that roll never happened)."""
    pass


@node
class ChooseResults(Node):
    """"and choose one result" (of two dice): "that result" is the chosen one, "the other
    result" the other."""
    count: Node


@node
class RollPlanarDie(Node):
    """"Roll the planar die." (CR 901.9: outside the planar die's usual roll)."""
    player: Node | None


@node
class RollAgain(Node):
    """"You may roll again." (CR 706.3c: the same kind and number of dice, with the same
    modifiers)."""
    player: Node | None


@node
class RollResult(Node):
    """"the result", "that result" (CR 706.2: the natural result after its modifiers)."""
    pass


@node
class OtherResult(Node):
    """"the other result": the die result that was not chosen ("choose one result")."""
    pass


# -- results tables (CR 706.3) ------------------------------------------------------
@node
class ResultRow(Node):
    """One row of a results table: "1—9 | Scry 1." (CR 706.3a: "If the result was in this
    range, [effect]")."""
    results: Node
    effects: Node
    reminder: Node | None


@node
class DieRollAbility(Node):
    """An ability that rolls and its results table (CR 706.3b: the roll, its modifiers and
    the table are one ability); each row is a line of its own."""
    body: Node
    reminder: Node | None
    rows: tuple


# -- triggers on rolls ----------------------------------------------------------------
@node
class RollsDice(Node):
    """"Whenever you roll one or more dice" (CR 706.7: the planar die counts too)."""
    at_least: Node


@node
class RollsNatural(Node):
    """"When you roll a natural 20" (CR 706.2: the number on the die before modifiers)."""
    result: Node


# -- station cards (CR 721) --------------------------------------------------------------
@node
class StationAbility(Node):
    """"8+ | Flying" (CR 721.2a): as long as this permanent has N or more charge counters
    on it, it has the ability after the station symbol."""
    threshold: Node
    body: Node


# -- replacing a roll (CR 614.1a) ---------------------------------------------------------
@node
class WouldRollDice(Node):
    """"If you would roll one or more dice" (the event a replacement looks for)."""
    at_least: Node


@node
class RollDicePlus(Node):
    """"roll that many dice plus one": the replaced roll with more dice of the same kind."""
    player: Node | None
    count: Node
    plus: Node
