"""G13: ability words, flavor words and trigger events on real Oracle lines.

Each test parses a corpus line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, parse_type_line, to_text
from syntax_helpers import first, one


def both_ways(text: str, names=("~",)):
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


# -- ability words and flavor words (CR 207.2c-d) -----------------------------------
@pytest.mark.parametrize("text, word, body", [
    # newer ability words, not (yet) in the CR 207.2c list
    ("Corrupted — As long as an opponent has three or more poison counters, this creature has double strike.",
     "Corrupted", A.PlainAbility),
    ("Infusion — If you gained life this turn, draw a card.", "Infusion", A.PlainAbility),
    # flavor words (CR 207.2d): several words, a possessive, lower-case words inside
    ("Hero's Reward — When this creature dies, draw a card.", "Hero's Reward", A.TriggeredAbility),
    ("Designed Only for Killing — Creatures your opponents control get -1/-1.", "Designed Only for Killing",
     A.PlainAbility),
    # a flavor word before an activated ability: the cost still starts after the dash (CR 602.1)
    ("Displacement — {3}{U}: Return ~ to its owner's hand.", "Displacement", A.ActivatedAbility),
])
def test_ability_word_or_flavor_word_has_no_rules_meaning(text, word, body):
    node = both_ways(text)
    labelled = first(node, A.AbilityWordAbility)
    assert labelled.word.name == word
    # CR 207.2c-d: the word adds nothing; the ability is its body
    assert isinstance(labelled.body, body)


def test_listed_ability_word_still_read_from_the_cr_list():
    node = both_ways("Landfall — Whenever a land you control enters, you gain 1 life.")
    labelled = first(node, A.AbilityWordAbility)
    assert labelled.word.name == "Landfall" and isinstance(labelled.body, A.TriggeredAbility)


def test_flavor_words_name_the_modes_of_a_modal_spell():
    # CR 700.2: each mode is its sentences; the flavor word before it has no rules meaning
    node = both_ways("Choose one —\n• Smash the Chest — Destroy target artifact.\n"
                     "• Pry It Open — Create a Treasure token.")
    modal = first(node, A.ModalAbility)
    assert [type(m) for m in modal.modes] == [A.LabelledMode, A.LabelledMode]
    assert [m.word.name for m in modal.modes] == ["Smash the Chest", "Pry It Open"]
    assert isinstance(first(modal.modes[0], A.Destroy), A.Destroy)


@pytest.mark.parametrize("text, kind", [
    ("Choose one —\n• Draw a card.\n• You gain 3 life.", A.ModalAbility),   # CR 700.2 modal, not a label
    ("II — Draw a card.", A.ChapterAbility),                                # CR 714.2 chapter numeral
    ("To solve — You control three or more artifacts.", A.ToSolve),         # CR 719.3a
    ("Solved — Creatures you control get +1/+1.", A.SolvedAbility),          # CR 719.3c
])
def test_grammar_lines_with_a_dash_are_not_labels(text, kind):
    node = both_ways(text)
    assert any(isinstance(n, kind) for n in node.walk())
    assert not any(isinstance(n, A.AbilityWordAbility) for n in node.walk())


def test_keyword_with_a_dash_is_not_a_label():
    # CR 702.177a: exhaust is a keyword ability, read as such before the dash
    node = both_ways("Exhaust — {2}{G}{G}: Put two +1/+1 counters on this creature.")
    assert not any(isinstance(n, A.AbilityWordAbility) for n in node.walk())


def test_type_line_dash_is_not_a_label():
    # CR 205.1: "Token Artifact — Treasure" is a type line with a subtype after the dash
    node, diags = parse_type_line("Token Artifact — Treasure")
    assert node is not None, [d.format() for d in diags]


def test_a_sentence_is_not_swallowed_by_a_label():
    # the label is only the words before " — " at the start of the line; a sentence without
    # that dash is still rules text ("Creatures you control get +1/+1.")
    node = both_ways("Creatures you control get +1/+1.")
    assert not any(isinstance(n, A.AbilityWordAbility) for n in node.walk())
    # words after the dash must still parse: an unknown sentence is still an error
    bad, diags = parse_ability("Corrupted — Frobnicate the widget.", ("~",))
    assert bad is None and diags
