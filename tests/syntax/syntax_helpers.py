"""Shared by the syntax tests: parse one real line, demand it round-trips, find nodes."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text


def one(text: str, names: str | tuple[str, ...] = ("~",)):
    """The Ability node of ``text`` (which must parse and print back unchanged).
    ``names`` are the card's own names (a name or a tuple of names)."""
    if isinstance(names, str):
        names = (names,)
    node, diags = parse_ability(text, names)
    assert node is not None, [d.format() for d in diags]
    assert to_text(node) == text
    return node


def first(node, cls):
    """The first node of type ``cls`` below ``node``, depth first."""
    return next(n for n in node.walk() if isinstance(n, cls))


def type_names(node):
    """The type words of every filter below ``node``, in order."""
    return [w.name.name for w in node.walk() if isinstance(w, A.TypeWord)]
