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
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

try:
    import fcntl
except ImportError:  # not POSIX: no lock; Lark rebuilds from a cache file it cannot read
    fcntl = None

from lark import Lark, Token
from lark import __version__ as lark_version
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


def _cache_path(text: str, stem: str = "card-grammar") -> str:
    """The cache file of a grammar's tables, named by the grammar text's digest."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    base = os.environ.get("CARDLANG_CACHE_DIR") or os.path.join(tempfile.gettempdir(), "cardlang-cache")
    os.makedirs(base, exist_ok=True)
    return os.path.join(base, f"{stem}-{digest}.lark.cache")


def cached_lark(text: str, stem: str, **options) -> Lark:
    """``Lark(text, **options)`` with its tables cached on disk (another grammar than the card
    grammar: the game scripts'), so a start of the program does not compile it again."""
    path = _cache_path(text, stem)
    with _cache_lock(path), _fast_table_loading():
        return Lark(text, cache=path, **options)


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
    with _cache_lock(path), _fast_table_loading(), _fast_lalr_analysis():
        return _lark(text, strict, path)


@contextlib.contextmanager
def _fast_table_loading():
    """While Lark reads its cache file: the parse table read by :func:`_read_parse_table`.

    Lark's own ``ParseTableBase.deserialize`` reads each of the ~400,000 reductions of the
    card grammar's table through its generic ``Rule.deserialize`` (several calls and look-ups
    each), about half of the seconds a start of the program spends loading the grammar."""
    from lark.parsers import lalr_analysis

    table_class = lalr_analysis.ParseTableBase
    lark_reads = table_class.__dict__["deserialize"]
    table_class.deserialize = classmethod(_read_parse_table)
    try:
        yield
    finally:
        table_class.deserialize = lark_reads


@contextlib.contextmanager
def _fast_lalr_analysis():
    """While Lark compiles a grammar: its LALR analysis with :func:`_compute_includes_lookback`.

    Compiling the card grammar took about a minute, more than half of it in Lark's
    ``compute_includes_lookback``, which compares every item of a state's closure with each
    nonterminal the state reads (Python-level ``Symbol.__eq__``, ~46 million calls)."""
    from lark.parsers.lalr_analysis import LALR_Analyzer

    lark_computes = LALR_Analyzer.__dict__["compute_includes_lookback"]
    LALR_Analyzer.compute_includes_lookback = _compute_includes_lookback
    try:
        yield
    finally:
        LALR_Analyzer.compute_includes_lookback = lark_computes


def _compute_includes_lookback(self) -> None:
    """``LALR_Analyzer.compute_includes_lookback`` (lark 1.x; DeRemer and Pennello's
    *includes* and *lookback* relations), the same relations: a state's closure items are
    grouped by their rule's origin once, instead of scanned whole for each nonterminal
    transition out of the state."""
    from lark.parsers.grammar_analysis import RulePtr

    reads, nullable, includes_of, lookback_of = self.reads, self.NULLABLE, self.includes, self.lookback
    items_by_origin: dict = {}  # state → {origin: the closure items of its rules}
    for nt in self.nonterminal_transitions:
        state, nonterminal = nt
        by_origin = items_by_origin.get(state)
        if by_origin is None:
            by_origin = items_by_origin[state] = {}
            for rp in state.closure:
                by_origin.setdefault(rp.rule.origin, []).append(rp)
        includes = []
        lookback = lookback_of[nt]
        for rp in by_origin.get(nonterminal, ()):
            rule = rp.rule
            expansion = rule.expansion
            state2 = state
            for i in range(rp.index, len(expansion)):
                s = expansion[i]
                nt2 = (state2, s)
                state2 = state2.transitions[s]
                if nt2 not in reads:
                    continue
                if all(later in nullable for later in expansion[i + 1:]):
                    includes.append(nt2)
            # state2 is the state reached at the end of the rule: its completed item looks back
            if rp.index == 0 and RulePtr(rule, len(expansion)) in state2.closure:
                lookback.add((state2, rule))
        for nt2 in includes:
            includes_of[nt2].add(nt)


def _read_parse_table(cls, data: dict, memo: dict):
    """``ParseTableBase.deserialize`` (lark 1.x), the same table: a reduction's rule that Lark
    wrote as a reference into ``memo`` (``{"@": n}``, every one in practice) is looked up
    there directly, and each rule's ``(Reduce, rule)`` pair is made once."""
    from lark.grammar import Rule
    from lark.parsers.lalr_analysis import Reduce, Shift

    tokens = data["tokens"]
    pairs: dict[int, tuple] = {}
    states = {}
    for state, actions in data["states"].items():
        row = {}
        for token, (action, arg) in actions.items():
            if action != 1:
                row[tokens[token]] = (Shift, arg)
                continue
            at = arg.get("@") if arg.__class__ is dict and len(arg) == 1 else None
            if at is None:
                row[tokens[token]] = (Reduce, Rule.deserialize(arg, memo))
                continue
            pair = pairs.get(at)
            if pair is None:
                pair = pairs[at] = (Reduce, memo[at])
            row[tokens[token]] = pair
        states[state] = row
    return cls(states, data["start_states"], data["end_states"])


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

    def __init__(self, source: "Lark | ParserTables", literal_types: set[str], listed: tuple[type, ...] = (),
                 code_cache: str | None = None):
        from .build import CodeCache, rule_callbacks

        tables = source if isinstance(source, ParserTables) else ParserTables.of(source)
        self.tables = tables
        if isinstance(source, ParserTables):  # a WordLexer of its own, as Lark makes it (lexer_conf.terminals)
            self.lexer = WordLexer(_TerminalsOnly(tables.terminal_defs()))
        else:
            self.lexer = source.parser.lexer.lexer  # Lark's WordLexer (unwrapped)
        #: state → {symbol: its action}, as ``ParserTables.states`` (a shift/goto ≥ 0, a reduction < 0)
        self.states = tables.states
        self.start_states = tables.start_states
        self.end_states = tables.end_states
        #: terminal name → its word, for every keyword of the grammar
        self.literal_names = tables.literal_names()
        #: the nodes of the ``listed`` classes made by the parse running now (parse_listing)
        self._built: list = []
        # the node makers are generated code: compiled once, their code kept on disk (build.CodeCache)
        cache = CodeCache(code_cache)
        cache.load()
        callbacks = rule_callbacks(tables.rules, literal_types, listed, self._built)
        cache.save()
        # the loop's table: one row (a dict: symbol → action) per state. A shift or a goto is
        # the next state's row itself, so the loop follows rows and never indexes a table; a
        # reduction that keeps its one child as the value (a ?rule's one child) is the rule's
        # name (a str: only the state changes); any other reduction is (callback, number of
        # children, the rule's name), one tuple per rule shared by every row that reduces it
        self._terminals_of: dict[int, frozenset[str]] = {}  # state → its terminals, for errors
        self._rows: list[dict] = [{} for _ in range(max(self.states) + 1)]
        rows, rules, reductions = self._rows, tables.rules, {}
        for state, actions in self.states.items():
            row = rows[state]
            for symbol, action in actions.items():
                if action >= 0:
                    row[symbol] = rows[action]
                else:
                    reduction = reductions.get(action)
                    if reduction is None:
                        reduction = reductions[action] = self._reduction(rules[-1 - action], callbacks)
                    row[symbol] = reduction
        self._state_of_row = {id(row): state for state, row in enumerate(self._rows)}  # for errors

    @staticmethod
    def _reduction(arg, callbacks):
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

    base = _cache_path(card_grammar_text()).removesuffix(".lark.cache")
    tables = ParserTables.cached(base + f".tables.lark-{lark_version}.pickle")
    return FastParser(tables, set(tables.literal_names()), CHECKED_CLASSES,
                      code_cache=base + f".makers.{sys.implementation.cache_tag}")


def new_word_lexer() -> WordLexer:
    """A word lexer of the card grammar of its own (a lexer keeps state while it reads a text:
    another thread, such as the language server's, needs its own), without loading Lark's parser."""
    return WordLexer(_TerminalsOnly(fast_card_parser().tables.terminal_defs()))


class _TerminalsOnly:
    """What ``WordLexer`` reads of Lark's ``LexerConf``: the terminals."""

    def __init__(self, terminals: list) -> None:
        self.terminals = terminals


class ParserTables(NamedTuple):
    """What the LALR loop needs of the compiled grammar, in a form that loads fast.

    Loading Lark's own cache of the card grammar takes seconds at each start (its format
    rebuilds ~500,000 table entries object by object), and ``FastParser`` needs only the
    table, the rules and the terminals: ``cached`` keeps these in a pickle of plain ints
    and strings (with Lark's rule objects) beside Lark's cache, so a start of the program
    that parses valid text never loads Lark's parser at all (``card_parser()`` is loaded on
    first use: the language server's completion, a number too long to read)."""

    #: Lark's rules, in order (a reduction names its rule by its index here)
    rules: list
    #: state → {symbol: next state (a shift or a goto, ≥ 0) or -1 - the rule's index (a reduction)}
    states: dict[int, dict[str, int]]
    start_states: dict[str, int]
    end_states: dict[str, int]
    #: (name, pattern type "str" or "re", pattern value) of every terminal
    terminals: list[tuple[str, str, str]]

    @classmethod
    def of(cls, lark: Lark) -> "ParserTables":
        from lark.parsers.lalr_analysis import Shift

        table = lark.parser.parser.parser.parse_table
        index = {id(rule): i for i, rule in enumerate(lark.rules)}
        states = {state: {symbol: arg if action is Shift else -1 - index[id(arg)]
                          for symbol, (action, arg) in actions.items()}
                  for state, actions in table.states.items()}
        terminals = [(t.name, t.pattern.type, t.pattern.value) for t in lark.terminals]
        return cls(list(lark.rules), states, dict(table.start_states), dict(table.end_states), terminals)

    @classmethod
    def cached(cls, path: str) -> "ParserTables":
        """The tables from ``path``, or from the Lark parser (compiled or loaded from Lark's
        cache), then written to ``path`` for the next start."""
        import pickle

        try:
            with open(path, "rb") as f:
                tables = pickle.load(f)
            if isinstance(tables, cls):
                return tables
        except Exception:  # noqa: BLE001 - no file, a truncated or foreign one: build it again
            pass
        tables = cls.of(card_parser())
        try:
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tables-")
            with os.fdopen(fd, "wb") as f:
                pickle.dump(tables, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)  # a reader sees the old file or the new one, never half
        except OSError:
            pass  # a read-only cache folder: build it again next time
        return tables

    def terminal_defs(self) -> list:
        from lark.lexer import PatternRE, PatternStr, TerminalDef

        return [TerminalDef(name, PatternStr(value) if kind == "str" else PatternRE(value))
                for name, kind, value in self.terminals]

    def literal_names(self) -> dict[str, str]:
        """terminal name → its word, for every keyword (quoted literal) of the grammar."""
        return {name: value for name, kind, value in self.terminals if kind == "str"}
