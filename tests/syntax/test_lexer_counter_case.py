"""Counter kinds are written in lower case; a capitalized word mid-line that is also a counter
kind is a name or a subtype (CR 205.3: subtypes are written after the dash, capitalized)."""

from __future__ import annotations

from cardlang.syntax import ast as A
from cardlang.syntax import parse_type_line
from cardlang.syntax.printer import type_line_text

from syntax_helpers import one


def test_a_capitalized_counter_word_after_the_dash_is_a_subtype():
    # "book" is a counter kind ("a book counter"), "Book" an artifact subtype on real cards
    node, diags = parse_type_line("Artifact — Book")
    assert node is not None, [d.format() for d in diags]
    assert [w.name for w in node.types.words] == ["artifact"]
    assert [getattr(w, "name", None) or getattr(w, "text", None) for w in node.subtypes.words] == ["Book"]
    assert type_line_text(node) == "Artifact — Book"


def test_the_lower_case_word_is_still_a_counter_kind():
    # CR 122.1: "Put a book counter on this artifact."
    node = one("{2}, {T}: Put a book counter on this artifact.")
    kinds = [n for n in node.walk() if isinstance(n, A.CounterKind)]
    assert [k.name for k in kinds] == [A.CounterName(name="book")]
