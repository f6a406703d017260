"""Loads the grammar once per process (LALR, the word lexer, tables cached on disk).

The card grammar is the concatenation of ``grammar/common.lark`` and every
``grammar/rules/*.lark`` in name order, so each effect family keeps its own file
while LALR sees one grammar (conflicts across families are caught at compile time).
"""

from __future__ import annotations

import functools
import hashlib
import os
import tempfile
from pathlib import Path

from lark import Lark

from .. import GRAMMAR_DIR
from .lexer import WordLexer

#: start symbols of the card grammar
CARD_STARTS = ["ability", "type_line"]


def card_grammar_text() -> str:
    parts = [(GRAMMAR_DIR / "common.lark").read_text(encoding="utf-8")]
    for path in sorted((GRAMMAR_DIR / "rules").glob("*.lark")):
        parts.append(f"// ---- {path.name}\n" + path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def _cache_path(text: str) -> str:
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    base = os.environ.get("CARDLANG_CACHE_DIR") or os.path.join(tempfile.gettempdir(), "cardlang-cache")
    os.makedirs(base, exist_ok=True)
    return os.path.join(base, f"card-grammar-{digest}.lark.cache")


def build_card_parser(strict: bool = False, cache: bool = True) -> Lark:
    text = card_grammar_text()
    return Lark(
        text,
        parser="lalr",
        lexer=WordLexer,
        start=CARD_STARTS,
        propagate_positions=True,
        maybe_placeholders=True,
        keep_all_tokens=True,
        strict=strict,
        cache=_cache_path(text) if cache and not strict else False,
    )


@functools.cache
def card_parser() -> Lark:
    """The card grammar's parser, compiled once per process."""
    return build_card_parser()


def grammar_files() -> list[Path]:
    return [GRAMMAR_DIR / "common.lark", *sorted((GRAMMAR_DIR / "rules").glob("*.lark"))]


class FastParser:
    """The card grammar's LALR loop over a pre-lexed token list, without Lark's frontend.

    ``Lark.parse`` builds a lexer thread, a parser state and an interactive parser per
    call and feeds tokens one method call at a time; for one-line abilities that
    overhead is a large share of the work. This runs the same parse table with the
    same tree callbacks (so the same trees), the same ``$END`` token, and raises the
    same ``UnexpectedToken`` (token, expected terminals) on a syntax error. It has no
    error recovery and no ``interactive_parser`` on errors: use ``card_parser()``
    (``parse_interactive``) for that."""

    def __init__(self, lark: Lark):
        from lark.parsers.lalr_analysis import Shift

        frontend = lark.parser
        core = frontend.parser.parser
        self.lexer = frontend.lexer.lexer  # the WordLexer (unwrapped)
        self.states = core.parse_table.states
        self.start_states = core.parse_table.start_states
        self.end_states = core.parse_table.end_states
        self.callbacks = core.callbacks
        self.shift = Shift

    def parse(self, text: str, start: str):
        from lark import Token
        from lark.exceptions import UnexpectedToken

        states = self.states
        callbacks = self.callbacks
        shift = self.shift
        end_state = self.end_states[start]
        state_stack = [self.start_states[start]]
        value_stack: list = []
        token = None
        for token in self.lexer.lex(text):
            ttype = token.type
            while True:
                state = state_stack[-1]
                try:
                    action, arg = states[state][ttype]
                except KeyError:
                    expected = {s for s in states[state].keys() if s.isupper()}
                    raise UnexpectedToken(token, expected, state=None, interactive_parser=None) from None
                if action is shift:
                    state_stack.append(arg)
                    value_stack.append(token if ttype not in callbacks else callbacks[ttype](token))
                    break
                size = len(arg.expansion)
                if size:
                    s = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    s = []
                value_stack.append(callbacks[arg](s))
                state_stack.append(states[state_stack[-1]][arg.origin.name][1])
        token = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
        while True:
            state = state_stack[-1]
            try:
                action, arg = states[state]["$END"]
            except KeyError:
                expected = {s for s in states[state].keys() if s.isupper()}
                raise UnexpectedToken(token, expected, state=None, interactive_parser=None) from None
            if action is shift:  # cannot happen with a valid table (Lark asserts it)
                raise AssertionError("shift on $END")
            size = len(arg.expansion)
            if size:
                s = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
            else:
                s = []
            value_stack.append(callbacks[arg](s))
            state_stack.append(states[state_stack[-1]][arg.origin.name][1])
            if state_stack[-1] == end_state:
                return value_stack[-1]


@functools.cache
def fast_card_parser() -> FastParser:
    return FastParser(card_parser())
