"""G1: costs of activated abilities and their wording (CR 602.1, 118)."""

from cardlang.syntax import ast as A
from cardlang.syntax.api import parse_ability
from cardlang.syntax.printer import to_text


def parse(line: str, names: tuple[str, ...] = ()):
    node, diags = parse_ability(line, names)
    assert node is not None, diags
    return node


def test_mana_symbols_print_together_and_each_cost_is_capitalized():
    line = "{W}{B}{G}, {T}, Sacrifice this artifact: Draw a card."
    node = parse(line)
    costs = node.body.costs.items
    assert [type(c).__name__ for c in costs] == ["ManaPayment", "TapCost", "SacrificeCost"]
    assert [s.symbol for s in costs[0].cost.symbols] == ["W", "B", "G"]
    assert to_text(node) == line


def test_loyalty_minus_is_printed_as_unicode_minus():
    line = "[−2]: Create a 2/2 green Wolf creature token."
    node = parse(line)
    assert node.body.cost.sign == "-" and node.body.cost.amount == "2"
    assert to_text(node) == line
