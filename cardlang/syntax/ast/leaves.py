"""Leaf nodes: the typed values of the lexer's word classes.

Each leaf knows how to write itself back (``text()``); its fields are its meaning.
"""

from __future__ import annotations


from ..vocabulary import (CARD_TYPES, KEYWORD_SPELLING, NUMBER_NAMES, OBJECT_KINDS, ZONES, pluralize_subtype)
from .base import Node, node


@node
class Number(Node):
    """A number: 3, or three (``spelled``)."""
    value: int
    spelled: bool = False

    def text(self) -> str:
        return NUMBER_NAMES[self.value] if self.spelled else str(self.value)


@node
class ManaSymbol(Node):
    """One mana symbol (CR 107.4): "W", "2", "X", "W/U", "G/P", "C", "S"."""
    symbol: str

    def text(self) -> str:
        return "{" + self.symbol + "}"

    @property
    def mana_value(self) -> int:
        # CR 202.3: generic number; X is 0 off the stack; hybrid takes the larger part
        parts = self.symbol.split("/")
        best = 0
        for part in parts:
            if part.isdigit():
                best = max(best, int(part))
            elif part not in ("X", "Y", "Z"):
                best = max(best, 1)
        return best


@node
class PTChange(Node):
    """+1/+1, -2/-0, +X/+0 (CR 613.4c)."""
    power: str
    toughness: str

    def text(self) -> str:
        return f"{self.power}/{self.toughness}"


@node
class PowerToughness(Node):
    """A printed or defined power/toughness: 1/1, X/X, */*, 1+*/2."""
    power: str
    toughness: str

    def text(self) -> str:
        return f"{self.power}/{self.toughness}"


@node
class LoyaltyCost(Node):
    """[+2], [−1], [0] (CR 606). ``change`` is signed; "X" for ±X."""
    sign: str
    amount: str

    def text(self) -> str:
        # Oracle text writes the minus as U+2212 (−)
        return f"[{'−' if self.sign == '-' else self.sign}{self.amount}]"


@node
class Chapter(Node):
    """A saga chapter number (CR 714.2): I, II, III..."""
    number: int

    def text(self) -> str:
        return ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"][self.number]


@node
class SelfName(Node):
    """The card's own name, or ~: this object (CR 201.5)."""
    name: str

    def text(self) -> str:
        return self.name


@node
class TypeName(Node):
    """A type-like word: a card type, subtype, supertype, or object noun (card, spell,
    permanent, token, player...). ``category`` says which; ``name`` is singular."""
    category: str
    name: str
    plural: bool = False

    def text(self) -> str:
        if not self.plural:
            return self.name
        if self.category == "card_type":
            return CARD_TYPES.get(self.name, self.name + "s")
        if self.category == "object":
            return OBJECT_KINDS.get(self.name, self.name + "s")
        if self.category == "zone":
            return ZONES.get(self.name, self.name + "s")
        if self.category == "subtype":
            return pluralize_subtype(self.name)
        return self.name


@node
class Negation(Node):
    """"non" before a type or color (CR 205.4b)."""

    def text(self) -> str:
        return "non"


@node
class Color(Node):
    name: str

    def text(self) -> str:
        return self.name


@node
class KeywordName(Node):
    """A keyword ability's name (CR 702), lower case: "flying", "first strike"."""
    name: str

    def text(self) -> str:
        return KEYWORD_SPELLING.get(self.name, self.name)


@node
class CounterName(Node):
    """A kind of counter named by a lower-case word (CR 122): "charge", "time", "oil"."""
    name: str

    def text(self) -> str:
        return self.name


@node
class StepName(Node):
    """A step or phase (CR 500): "upkeep", "end step"."""
    name: str

    def text(self) -> str:
        return self.name


@node
class AbilityWordName(Node):
    """An ability word (CR 207.2c): no rules meaning of its own."""
    name: str

    def text(self) -> str:
        return self.name


@node
class ProperName(Node):
    """A capitalized word that names something (a card named X, a counter kind)."""
    name: str

    def text(self) -> str:
        return self.name


@node
class Reminder(Node):
    """Reminder text in parentheses, kept verbatim: it has no rules meaning (CR 207.2)."""
    text_: str

    def text(self) -> str:
        return self.text_
