"""Checks on a parsed AST that the grammar alone does not make (typed agreement).

Each returns Diagnostics located by node spans (relative to the ability's text).
"""

from __future__ import annotations

from . import ast as A
from .diagnostics import Diagnostic
from .printer import to_text


def check_ability(ability: A.Node) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for node in ability.walk():
        if isinstance(node, A.Target) and node.count is None:
            out.extend(_single_target_is_singular(node))
        elif isinstance(node, A.FlipCoin) and node.coin.name != "coin":
            out.append(_coin_expected(node.coin))
    return out


def _coin_expected(word: A.Node) -> Diagnostic:
    """CR 705.1: a coin is flipped ("flip a coin"); the lexer reads "coin" as a counter word,
    so any other counter word after "flip a" is refused here."""
    span = word.span
    return Diagnostic(f"expected 'coin' after 'flip a', not '{word.name}'", span.line, span.column,
                      span.end_line, span.end_column, code="syntax", found=word.name, suggestion="coin")


def _single_target_is_singular(target: A.Target) -> list[Diagnostic]:
    """CR 115.1: "target creature" names one target; a plural noun needs a count
    ("two target creatures", "up to three target creatures")."""
    plural = [w for w in target.filter.walk() if isinstance(w, A.TypeName) and w.plural]
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
