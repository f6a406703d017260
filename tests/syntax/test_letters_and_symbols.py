"""Words with accented Latin letters, and the {H} symbol of rules text (CR 107.4g)."""

from cardlang.syntax import ast as A
from cardlang.syntax.api import parse_mana_cost
from syntax_helpers import first, one


def test_an_accented_letter_is_part_of_a_word():
    # a flavor word before an em dash (CR 207.2d) with a macron, read like any other
    text = ("Pavitr's Sevā — Whenever you cast a creature spell, put a +1/+1 counter on target creature you "
            "control. It gains flying until end of turn.")
    node = one(text)
    assert first(node, A.AbilityWordName).text() == "Pavitr's Sevā"
    assert isinstance(first(node, A.TriggeredAbility), A.TriggeredAbility)


def test_the_phyrexian_symbol_of_rules_text():
    # CR 107.4g: in rules text, {H} means any of the fifteen Phyrexian mana symbols
    text = ("Whenever you cast a spell with {H} in its mana cost, this artifact deals damage equal to that "
            "spell's mana value to any target.")
    node = one(text)
    assert first(node, A.WithSymbolInManaCost).symbol == A.ManaSymbol("H")


def test_the_phyrexian_symbol_of_rules_text_is_no_part_of_a_mana_cost():
    node, diagnostics = parse_mana_cost("{H}{R}")
    assert node is None and diagnostics[0].code == "mana-cost" and diagnostics[0].column == 1
    assert "Phyrexian symbol of rules text" in diagnostics[0].message


def test_a_cost_with_the_phyrexian_symbol_of_rules_text_is_not_run():
    # it parses (the symbol is a mana symbol), but no cost is paid with {H}: a gap, not a guess
    from cardlang.interp.runnable import unrunnable
    from cardlang.syntax.cardfile import read_card_text
    pc = read_card_text("Phyrexian Test {2}\nArtifact\n{H}, {T}: Draw a card.\n", "t.cards")[0]
    assert pc.card is not None and pc.ok
    assert any("{H} in a cost" in d.message for d in unrunnable(pc))
