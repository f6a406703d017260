"""AST → Oracle text.

Each node keeps its wording (``form``): the grammar's keywords with the places of
its field values. The printer walks that, asks leaves for their text, and joins
the words with Oracle spacing and capitalization (a capital letter starts each
sentence, each cost's effect, each mode and each quoted ability).
"""

from __future__ import annotations

from typing import Any, Iterable

from .ast.base import Node

#: a zero-width word: the next word starts with a capital (each cost of "{1}, Sacrifice ...")
CAPITAL = "\x00capital"
#: a zero-width word: no space before the next word (a node's ``__glued__`` words: "Ward—Pay 3 life.")
GLUE = "\x00glue"

_NO_SPACE_BEFORE = {".", ",", ":", ";", "'s", ")", "!", "?"}
#: a zero-width word: the next word starts a line of its own (a results-table row, CR 706.3a)
LINE = "\x00line"
#: words that start a line of their own inside one ability (modes)
_LINE_MARKS = {"•", "+"}
_CAPITAL_AFTER = {".", ":", "—", "•", "\n", "!", "?", "|"}


class PrintError(Exception):
    """A node built without wording (not from the parser) cannot be printed yet."""


def words(value: Any) -> Iterable[str]:
    """The words of a node, in order."""
    if value is None:
        return
    if isinstance(value, (tuple, list)):
        for item in value:
            yield from words(item)
        return
    text = getattr(value, "text", None)
    if callable(text):
        yield text()
        return
    if not isinstance(value, Node):
        yield str(value)
        return
    if not value.form:
        if any(v not in (None, ()) for _, v in value.fields()):
            raise PrintError(f"{value.type_name} has no wording to print")
        return  # an empty list (no adjectives, no qualifiers)
    values = [v for _, v in value.fields()]
    capital_items = getattr(value, "__capitalize_items__", False)
    glued = getattr(value, "__glued__", ())
    for item in value.form:
        if isinstance(item, str):
            if item in glued:
                yield GLUE
                yield item
                yield GLUE
            elif item:
                yield item
        elif isinstance(item, tuple):
            slot, index = item
            if capital_items:
                yield CAPITAL
            yield from words(values[slot][index])
        else:
            yield from words(values[item])


def join(tokens: Iterable[str]) -> str:
    """Join words with Oracle spacing and sentence capitals."""
    out: list[str] = []
    capital = True
    quote_open = inner_open = False
    glue_next = False
    hyphen_next = False
    closed_quote = False  # the last word was a closing quote
    for tok in tokens:
        if tok == "," and closed_quote:
            # the outer sentence's comma right after a quoted ability is written inside the quotes
            # ('with "Equipped creature gets +X/+0," where X is ...'; the lexer reads it after them)
            out.insert(len(out) - 1, ",")
            closed_quote = False
            continue
        closed_quote = False
        if tok == CAPITAL:
            capital = True
            continue
        if tok == GLUE:
            glue_next = True
            continue
        if tok == LINE:
            if out:
                out.append("\n")
            capital = True
            continue
        if tok in _LINE_MARKS:  # a mode line: "• ..." (CR 700.2), "+ {2} — ..." (spree, CR 702.172b)
            if out:
                out.append("\n")
            out.append(tok)
            capital = True
            continue
        if tok == "'":  # an ability quoted inside a quoted ability (the lexer's _inner_quotes)
            if inner_open:
                out.append("'")
                capital = False
                closed_quote = True
            else:
                if out and out[-1] != "\n":
                    out.append(" ")
                out.append("'")
                glue_next = True
                capital = True
            inner_open = not inner_open
            continue
        if tok == '"':
            inner_open = False
            if quote_open:
                out.append('"')
                closed_quote = True
                capital = False  # the quoted ability's last period does not end the outer sentence
            else:
                # a quoted ability starts a sentence; a quoted term after "the" or "all" does not
                # ('The "legend rule" doesn't apply.', CR 704.5j; 'loses all "bands with other"
                # abilities', CR 702.22c)
                term = bool(out) and out[-1].lower() in ("the", "all")
                if out and out[-1] != "\n":
                    out.append(" ")
                out.append('"')
                glue_next = True
                capital = not term
            quote_open = not quote_open
            continue
        text = tok
        if capital and text[:1].isalpha():
            text = text[0].upper() + text[1:]
        if hyphen_next and tok[:1].isupper():
            out.append("-")
        symbol_run = tok.startswith("{") and out and out[-1].endswith("}") and out[-1].startswith("{")
        if out and not glue_next and not symbol_run and tok not in _NO_SPACE_BEFORE and out[-1] != "\n":
            out.append(" ")
        out.append(text)
        glue_next = tok == "non"
        hyphen_next = tok == "non"
        capital = tok in _CAPITAL_AFTER
    return "".join(out)


def to_text(node: Node) -> str:
    """A node (an ability, an effect, a filter...) as Oracle text."""
    return join(words(node))


def type_line_text(node: Node) -> str:
    """A type line: every word capitalized (CR 205: "Legendary Artifact Creature — Elf")."""
    return " ".join(w[:1].upper() + w[1:] for w in join(words(node)).split(" "))
