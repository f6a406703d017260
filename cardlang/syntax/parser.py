"""Loads the grammar once per process (LALR, the word lexer, tables cached on disk).

The card grammar is the concatenation of ``grammar/common.lark`` and every
``grammar/rules/*.lark`` in name order, so each effect family keeps its own file
while LALR sees one grammar (conflicts across families are caught at compile time).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import tempfile
from pathlib import Path

try:
    import fcntl
except ImportError:  # not POSIX: no lock; Lark rebuilds from a cache file it cannot read
    fcntl = None

from lark import Lark, Token
from lark.exceptions import UnexpectedToken

from .. import GRAMMAR_DIR
from .lexer import WordLexer, borrow_pos

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


@contextlib.contextmanager
def _cache_lock(path: str | None):
    """Hold an exclusive lock beside the cache file while Lark reads or writes it: Lark writes
    the file in place, so a second process (a test run, the language server and the CLI after a
    grammar change) could otherwise read it half written."""
    if path is None or fcntl is None:
        yield
        return
    with open(path + ".lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def build_card_parser(strict: bool = False, cache: bool = True) -> Lark:
    text = card_grammar_text()
    path = _cache_path(text) if cache and not strict else None
    with _cache_lock(path):
        return _lark(text, strict, path)


def _lark(text: str, strict: bool, path: str | None) -> Lark:
    return Lark(
        text,
        parser="lalr",
        lexer=WordLexer,
        start=CARD_STARTS,
        propagate_positions=True,
        maybe_placeholders=True,
        keep_all_tokens=True,
        strict=strict,
        cache=path or False,
    )


@functools.cache
def card_parser() -> Lark:
    """The card grammar's parser, compiled once per process."""
    return build_card_parser()


def grammar_files() -> list[Path]:
    return [GRAMMAR_DIR / "common.lark", *sorted((GRAMMAR_DIR / "rules").glob("*.lark"))]


class FastParser:
    """The card grammar's LALR loop over a pre-lexed token list, building AST nodes.

    ``Lark.parse`` builds a lexer thread, a parser state and an interactive parser per
    call, feeds tokens one method call at a time and builds a parse tree through a
    chain of wrappers per rule, which the builder then walks again. This runs the same
    parse table, but each reduction calls the rule's AST callback
    (``build.rule_callbacks``), so the result is the AST itself. It reads the same
    ``$END`` token and raises the same ``UnexpectedToken`` (token, expected terminals)
    on a syntax error. It has no error recovery and no ``interactive_parser`` on
    errors: use ``card_parser()`` (``parse_interactive``) for that."""

    def __init__(self, lark: Lark, literal_types: set[str], listed: tuple[type, ...] = ()):
        from .build import rule_callbacks

        frontend = lark.parser
        core = frontend.parser.parser
        self.lexer = frontend.lexer.lexer  # the WordLexer (unwrapped)
        self.states = core.parse_table.states
        self.start_states = core.parse_table.start_states
        self.end_states = core.parse_table.end_states
        #: the nodes of the ``listed`` classes made by the parse running now (parse_listing)
        self._built: list = []
        callbacks = rule_callbacks(lark.rules, literal_types, listed, self._built)
        # the table with its actions unpacked: a shift or a goto is the next state (an
        # int); a reduction that keeps its one child as the value (a ?rule's one child) is
        # the rule's name (a str: only the state changes); any other reduction is
        # (callback, number of children, the rule's name)
        # (a list: the states are numbered from 0)
        self._terminals_of: dict[int, frozenset[str]] = {}  # state → its terminals, for errors
        self.table = [{} for _ in range(max(self.states) + 1)]
        for state, actions in self.states.items():
            self.table[state] = {symbol: self._action(action, arg, callbacks) for symbol, (action, arg) in actions.items()}
        # the loop's table: the same rows with each next state (a shift or a goto) replaced by
        # that state's row itself, so the loop follows rows and never indexes the table
        self._rows: list[dict] = [{} for _ in self.table]
        for row, actions in zip(self._rows, self.table):
            row.update({symbol: self._rows[action] if action.__class__ is int else action
                        for symbol, action in actions.items()})
        self._state_of_row = {id(row): state for state, row in enumerate(self._rows)}  # for errors

    @staticmethod
    def _action(action, arg, callbacks):
        from lark.parsers.lalr_analysis import Shift

        if action is Shift:
            return arg
        callback = callbacks[arg]
        # a fresh compile (no cache) names some rules with a lark Token, a str subclass: the
        # loop tells the actions apart by their exact class, so the name must be a plain str
        name = str(arg.origin.name)
        if callback is None:
            assert len(arg.expansion) == 1  # build.rule_callbacks: None only for one child
            return name
        return (callback, len(arg.expansion), name)

    def _unexpected(self, token, row):
        state = self._state_of_row[id(row)]
        terminals = self._terminals_of.get(state)
        if terminals is None:  # the terminals a state can read (its table row does not change)
            terminals = self._terminals_of[state] = frozenset(s for s in self.states[state] if s.isupper())
        return UnexpectedToken(token, set(terminals), state=None, interactive_parser=None)

    def parse_listing(self, text: str, start: str) -> tuple:
        """(the AST, the nodes of the ``listed`` classes in it, in the order they were made)."""
        value = self.parse(text, start)
        return value, tuple(self._built)

    def parse(self, text: str, start: str):
        self._built.clear()
        # ``state`` is a row of ``self._rows`` (see __init__): a shift or a goto is the next row
        end_state = self._rows[self.end_states[start]]
        state = self._rows[self.start_states[start]]
        state_stack = [state]
        value_stack: list = []
        push_state, push_value = state_stack.append, value_stack.append
        row_class = dict
        token = None
        for token in self.lexer.lex(text):
            ttype = token.type
            while True:
                try:
                    action = state[ttype]
                except KeyError:
                    raise self._unexpected(token, state) from None
                kind = action.__class__
                if kind is row_class:  # shift
                    state = action
                    push_state(state)
                    push_value(token)
                    break
                if kind is str:  # a ?rule's one child is the value: only the state changes
                    state = state_stack[-1] = state_stack[-2][action]
                    continue
                callback, size, origin = action
                if size == 1:
                    value_stack[-1] = callback([value_stack[-1]])
                    state = state_stack[-1] = state_stack[-2][origin]
                    continue
                if size:
                    value = callback(value_stack[-size:])
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    value = callback([])
                push_value(value)
                state = state_stack[-1][origin]
                push_state(state)
        token = borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
        # the reductions at $END repeat the loop's reduction above on purpose: that loop is the
        # hot path (~1.3M table actions per corpus pass) and a shared function call would cost it
        while True:
            action = state.get("$END")
            if action is None:
                raise self._unexpected(token, state) from None
            kind = action.__class__
            if kind is row_class:  # cannot happen with a valid table (Lark asserts it)
                raise AssertionError("shift on $END")
            if kind is str:
                value = value_stack.pop()
                del state_stack[-1]
                origin = action
            else:
                callback, size, origin = action
                if size:
                    value = callback(value_stack[-size:])
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    value = callback([])
            value_stack.append(value)
            state = state_stack[-1][origin]
            state_stack.append(state)
            if state is end_state:
                return value_stack[-1]


def literal_types(lark: Lark) -> dict[str, str]:
    """terminal name → its word, for every keyword (quoted literal) of the grammar."""
    return {t.name: t.pattern.value for t in lark.terminals if t.pattern.type == "str"}


@functools.cache
def fast_card_parser() -> FastParser:
    from .check import CHECKED_CLASSES

    lark = card_parser()
    return FastParser(lark, set(literal_types(lark)), CHECKED_CLASSES)
