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
    return out


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
