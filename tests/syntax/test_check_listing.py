"""The checks after a parse (cardlang/syntax/check.py) read the nodes the parser listed as
it built them (``FastParser.parse_listing``) instead of walking the tree: the listed nodes
must be exactly the checked nodes of the tree, and the diagnostics those of a walk, in
tree order."""

from cardlang.syntax import ast as A
from cardlang.syntax.api import parse_checked_ability
from cardlang.syntax.check import CHECKED_CLASSES, check_ability
from cardlang.syntax.lexer import SELF_NAMES
from cardlang.syntax.parser import fast_card_parser
from syntax_helpers import library_abilities


def _listing(text: str, names: tuple[str, ...] = ()):
    token = SELF_NAMES.set(tuple(sorted((n for n in names if n and n in text), key=len, reverse=True)))
    try:
        return fast_card_parser().parse_listing(text, "ability")
    finally:
        SELF_NAMES.reset(token)


def test_the_listed_nodes_are_the_checked_nodes_of_the_tree():
    listed_any = 0
    for text, names in library_abilities():
        node, listed = _listing(text, names)
        walked = [n for n in node.walk() if isinstance(n, CHECKED_CLASSES)]
        assert sorted(map(id, listed)) == sorted(map(id, walked)), text
        listed_any += bool(listed)
    assert listed_any > 20  # the library has many targets: not an empty comparison


def test_two_wrong_targets_are_reported_in_text_order():
    # CR 115.1: "target creature" names one target; a plural noun needs a count
    text = "Destroy target creatures and target lands."
    node, listed = _listing(text)
    assert len(listed) == 2
    diags = check_ability(node, listed)
    assert diags == check_ability(node)
    assert [d.suggestion for d in diags] == ["creature", "land"]
    assert diags[0].column < diags[1].column


def test_a_parsed_ability_comes_with_its_check_diagnostics():
    node, diags = parse_checked_ability("Destroy target creatures.")
    assert isinstance(node, A.Ability)
    assert [d.code for d in diags] == ["agreement"]
    node, diags = parse_checked_ability("Destroy target creature.")
    assert node is not None and diags == ()
