"""A legendary card's shortened name (CR 201.5c) is never a keyword of the grammar: "The"
of "The Wandering Emperor" starts ordinary sentences ("The next time ...")."""
from __future__ import annotations

from cardlang.syntax.cardfile import self_names
from syntax_helpers import A, one


def test_201_5c_a_grammar_keyword_is_not_a_short_name():
    assert self_names("The Wandering Emperor", legendary=True) == ("The Wandering Emperor",)
    assert self_names("Each Thing", legendary=True) == ("Each Thing",)


def test_a_sentence_starting_with_the_still_reads_on_such_a_card():
    names = self_names("The Wandering Emperor", legendary=True)
    node = one("The next time a source of your choice would deal damage to you this turn, prevent that damage.",
               names)
    assert not any(isinstance(n, A.SelfByName) for n in node.walk())
