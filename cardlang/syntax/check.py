"""Checks on a parsed AST that the grammar alone does not make (typed agreement).

Each returns Diagnostics located by node spans (relative to the ability's text).
"""

from __future__ import annotations

from . import ast as A
from .diagnostics import Diagnostic
from .printer import to_text


#: the node classes the checks look at. The parser lists the nodes of these classes as it
#: builds them (``parser.FastParser.parse_listing``), so a check need not walk the whole tree.
CHECKED_CLASSES = (A.Target, A.FlipCoin)


def check_ability(ability: A.Node, listed: tuple[A.Node, ...] | None = None) -> list[Diagnostic]:
    """The diagnostics of the checks on one parsed ability, in tree order (depth first).

    ``listed``: every node of :data:`CHECKED_CLASSES` in the tree, in any order (as the
    parser built them); without it the tree is walked to find them."""
    if listed is not None:
        found = [diags for diags in map(_check_node, listed) if diags]
        if len(found) <= 1:  # one node or none with diagnostics: the order needs no walk
            return found[0] if found else []
    out: list[Diagnostic] = []
    for node in ability.walk():
        if isinstance(node, CHECKED_CLASSES):
            out.extend(_check_node(node))
    return out


def _check_node(node: A.Node) -> list[Diagnostic]:
    if isinstance(node, A.Target):
        return _single_target_is_singular(node) if node.count is None else []
    if isinstance(node, A.FlipCoin) and node.coin.name != "coin":
        return [_coin_expected(node.coin)]
    return []


def _coin_expected(word: A.Node) -> Diagnostic:
    """CR 705.1: a coin is flipped ("flip a coin"); the lexer reads "coin" as a counter word,
    so any other counter word after "flip a" is refused here."""
    span = word.span
    return Diagnostic(f"expected 'coin' after 'flip a', not '{word.name}'", span.line, span.column,
                      span.end_line, span.end_column, code="syntax", found=word.name, suggestion="coin")


def _single_target_is_singular(target: A.Target) -> list[Diagnostic]:
    """CR 115.1: "target creature" names one target; a plural noun needs a count
    ("two target creatures", "up to three target creatures")."""
    # only the target's own noun: a plural inside a qualifier is another quantity ("target
    # creature with power less than the number of creatures you control", "... among creatures")
    noun = target.filter.types if isinstance(target.filter, A.Filter) else target.filter
    plural = [w for w in noun.walk() if isinstance(w, A.TypeName) and w.plural]
    if not plural:
        return []
    word = plural[0]
    singular = A.TypeName(word.category, word.name, False)
    span = word.span or target.span
    wrong = to_text(target)
    wrong = wrong[0].lower() + wrong[1:]
    right = wrong.replace(word.text(), singular.text(), 1)
    return [Diagnostic(
        f"'{wrong}' names one target, so its noun is singular: '{right}' "
        f"(or give a count: 'two {wrong}')",
        span.line, span.column, span.end_line, span.end_column, code="agreement",
        found=word.text(), suggestion=singular.text())]
