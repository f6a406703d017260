"""What a start of the program loads, and that the fast forms give the same results.

Three things made each start slow (seconds before the first line was parsed): the AST's
~2,800 node classes, each a frozen dataclass with six compiled methods; Lark's cache of the
card grammar, whose format rebuilds each table entry object by object; and ~4,700 generated
node makers compiled anew. Now: node classes share ``Node``'s generic methods
(``ast.base.node``), the LALR loop reads its own table cache (``parser.ParserTables``), and
the makers' code is kept on disk (``build.CodeCache``). These tests pin that each fast form
behaves as the slow one did.
"""

import dataclasses
import pickle
from typing import ClassVar  # noqa: F401  (named by the annotation strings of _class_pair, as dataclass looks it up)

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax import build
from cardlang.syntax.check import CHECKED_CLASSES
from cardlang.syntax.parser import (FastParser, ParserTables, _lark, _read_parse_table, card_grammar_text,
                                    card_parser, fast_card_parser, literal_types)


# -- node classes: the frozen dataclass's behaviour, without its compiled methods ---------------

def test_node_init_fields_in_order_with_defaults():
    n = A.Number(3)
    assert (n.value, n.spelled, n.span, n.form) == (3, False, None, ())
    assert A.Number(3, True).spelled is True
    assert A.Number(value=3, spelled=True, span=A.Span(1, 1, 1, 2)).span == A.Span(1, 1, 1, 2)
    assert list(vars(n)) == ["span", "form", "value", "spelled"]  # the dataclass's field order


def test_node_init_refuses_what_a_dataclass_refuses():
    with pytest.raises(TypeError, match="missing"):
        A.Number()
    with pytest.raises(TypeError, match="positional"):
        A.Number(1, True, 3)
    with pytest.raises(TypeError, match="unexpected keyword"):
        A.Number(1, colour="red")
    with pytest.raises(TypeError, match="multiple values"):
        A.Number(1, value=2)


def test_node_equality_and_hash_ignore_span_and_form():
    a = A.Number(3, span=A.Span(1, 1, 1, 2), form=("x",))
    b = A.Number(3)
    assert a == b and hash(a) == hash(b)
    assert A.Number(3) != A.Number(3, True)
    assert A.Number(3) != A.ManaSymbol("3")  # another class: never equal
    assert len({A.Number(2), A.Number(2), A.Number(4)}) == 2


def test_node_is_frozen():
    n = A.Number(3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        n.value = 4
    with pytest.raises(dataclasses.FrozenInstanceError):
        del n.value
    assert n.value == 3


def test_node_repr_and_dataclass_helpers():
    n = A.Number(3, span=A.Span(1, 1, 1, 2))
    assert repr(n) == "Number(value=3, spelled=False)"  # span and form are not shown
    assert dataclasses.is_dataclass(n)
    assert [f.name for f in dataclasses.fields(n)] == ["span", "form", "value", "spelled"]
    changed = dataclasses.replace(n, value=4)
    assert changed == A.Number(4) and changed.span == n.span
    assert pickle.loads(pickle.dumps(n)) == n


def _class_pair():
    """Two copies of one class body, under two names (a leading '_': not registered as rules)."""
    from typing import Optional

    def body(ns):
        ns["__annotations__"] = {"value": "int", "marks": "tuple", "extra": "Optional[Node]",
                                 "kind": "ClassVar[str]", "later": ClassVar[int]}
        ns["marks"] = dataclasses.field(default=(), compare=False)
        ns["extra"] = None
        ns["kind"] = "k"
        ns["later"] = 1
        ns["__module__"] = __name__
        return ns

    one = type("_ByNode", (A.Node,), body({}))
    two = type("_ByDataclass", (A.Node,), body({}))
    return one, two, Optional


def _field_facts(cls):
    return [(f.name, f.type, f.default, f.default_factory, f.init, f.repr, f.hash, f.compare, f.kw_only,
             f._field_type) for f in cls.__dataclass_fields__.values()]


def test_node_makes_the_fields_dataclass_makes():
    # @node writes the fields itself (start-up cost): they must be the stdlib's, field for field
    by_node, by_dataclass, _ = _class_pair()
    by_node = A.node(by_node)
    by_dataclass = dataclasses.dataclass(init=False, repr=False, eq=False)(by_dataclass)
    assert _field_facts(by_node) == _field_facts(by_dataclass)
    assert by_node.__match_args__ == by_dataclass.__match_args__ == ("value", "marks", "extra")
    assert repr(by_node.__dataclass_params__) == repr(by_dataclass.__dataclass_params__)
    for cls in (by_node, by_dataclass):  # defaults stay on the class, a Field does not
        assert cls.__dict__["marks"] == () and cls.__dict__["extra"] is None and cls.kind == "k"
    sub_by_node = A.node(type("_SubByNode", (by_node,), {"__annotations__": {"more": "bool"}, "more": False}))
    sub_by_dataclass = dataclasses.dataclass(init=False, repr=False, eq=False)(
        type("_SubByDataclass", (by_dataclass,), {"__annotations__": {"more": "bool"}, "more": False}))
    assert _field_facts(sub_by_node) == _field_facts(sub_by_dataclass)
    assert [f.name for f in dataclasses.fields(sub_by_node)] == ["span", "form", "value", "marks", "extra", "more"]
    made = sub_by_node(3, more=True)
    assert (made.value, made.marks, made.extra, made.more) == (3, (), None, True)
    assert made == sub_by_node(3, marks=(1,), more=True)  # marks is not compared
    with pytest.raises(ValueError, match="mutable default"):
        A.node(type("_Bad", (A.Node,), {"__annotations__": {"items": "list"}, "items": []}))


def test_node_post_init_runs():
    # CommanderWord fills its name in __post_init__ (a type word named "commander", CR 903.3)
    word = A.CommanderWord(None, None)
    assert word.name == A.TypeName("designation", "commander")


def test_every_node_class_is_made_by_node():
    # a class made by the stdlib's @dataclass(frozen=True) could not inherit from Node (not a
    # frozen dataclass) and would fail at import; this pins that none has compiled methods
    for cls in A.NODE_CLASSES.values():
        assert "__init__" not in vars(cls) and "__eq__" not in vars(cls), cls


# -- the LALR loop's own tables: the same parses as from Lark's parser --------------------------

LINES = [
    "Flying",
    "When this creature enters, draw a card.",
    "{T}: Add {G}.",
    "Whenever a creature you control dies, each opponent loses 1 life and you gain 1 life.",
    "If a source would deal damage to you, prevent 1 of that damage.",
]


def _error_of(parser, text):
    with pytest.raises(Exception) as caught:
        parser.parse(text, "ability")
    return type(caught.value).__name__, str(caught.value.token), sorted(caught.value.expected)


def test_tables_survive_pickle_and_parse_as_lark_does():
    lark = card_parser()
    from_lark = FastParser(lark, set(literal_types(lark)), CHECKED_CLASSES)
    tables = pickle.loads(pickle.dumps(ParserTables.of(lark)))
    from_tables = FastParser(tables, set(tables.literal_names()), CHECKED_CLASSES)
    assert tables.literal_names() == literal_types(lark)
    for text in LINES:
        assert from_tables.parse(text, "ability") == from_lark.parse(text, "ability")
    # a syntax error: the same token and the same expected terminals
    assert _error_of(from_tables, "Flying flying banana") == _error_of(from_lark, "Flying flying banana")


def test_tables_file_that_cannot_be_read_is_built_again(tmp_path):
    path = tmp_path / "tables.pickle"
    path.write_bytes(b"not a pickle")
    tables = ParserTables.cached(str(path))
    assert tables.states == ParserTables.of(card_parser()).states
    with open(path, "rb") as f:  # written again, whole
        assert pickle.load(f).states == tables.states


def test_the_program_parses_without_loading_lark_parser():
    # a fresh process parses a good line and reports a bad one from the tables alone: Lark's
    # parser (seconds to load) is not loaded
    import subprocess
    import sys

    fast_card_parser()  # the tables file exists (this process wrote or read it)
    code = ("from cardlang.syntax.api import parse_ability\n"
            "from cardlang.syntax.parser import card_parser\n"
            "assert parse_ability('Flying')[0] is not None\n"
            "node, diags = parse_ability('Flying banana')\n"
            "assert node is None and diags[0].column == 8, diags\n"
            "print(card_parser.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "0"


def test_read_parse_table_gives_lark_own_table():
    # the reader used while Lark loads its cache gives the table Lark's own reader gives
    from lark.parsers.lalr_analysis import ParseTableBase

    from cardlang.syntax.parser import _cache_path, _fast_table_loading

    text = card_grammar_text()
    path = _cache_path(text)
    card_parser()  # the cache file exists
    with_lark_reader = _lark(text, False, path).parser.parser.parser.parse_table
    with _fast_table_loading():
        assert ParseTableBase.__dict__["deserialize"].__func__ is _read_parse_table
        with_ours = _lark(text, False, path).parser.parser.parser.parse_table
    assert ParseTableBase.__dict__["deserialize"].__func__ is not _read_parse_table  # put back
    assert with_ours.states == with_lark_reader.states
    assert with_ours.start_states == with_lark_reader.start_states
    assert with_ours.end_states == with_lark_reader.end_states


# -- the generated makers' code on disk -------------------------------------------------------

def test_code_cache_keeps_the_compiled_code(tmp_path):
    path = str(tmp_path / "makers")
    cache = build.CodeCache(path)
    cache.load()
    source = "def make(c):\n    return c + 1"
    code = build.compiled(source, "<make test>")
    cache.save()
    build._CODE.clear()
    build.CodeCache(path).load()
    assert build._CODE[(source, "<make test>")] == code
    scope = {}
    exec(build.compiled(source, "<make test>"), scope)
    assert scope["make"](1) == 2


def test_code_cache_ignores_a_file_it_cannot_read(tmp_path):
    path = tmp_path / "makers"
    path.write_bytes(b"\x00garbage")
    build.CodeCache(str(path)).load()  # no error: the code is compiled instead
    scope = {}
    exec(build.compiled("def make(c):\n    return c * 2", "<make test>"), scope)
    assert scope["make"](3) == 6


# -- the LALR analysis used while a grammar compiles ------------------------------------------

# nullable tails (?-items, empty alternatives), left and right recursion, a rule reached from
# several states: the cases DeRemer and Pennello's includes/lookback relations are about
_ANALYSIS_GRAMMAR = r"""
start: sentence+
sentence: clause (("and" | "or") clause)* tail "."
clause: subject verb object modifier
subject: "it" | "you" | noun_phrase
noun_phrase: article adjectives NOUN | noun_phrase "of" NOUN
article: "a" | "the" |
adjectives: adjectives ADJ | adjectives "," ADJ |
verb: VERB
object: noun_phrase | "it"
modifier: "this" "turn" | "instead" |
tail: "unless" clause |
NOUN: "card" | "creature" | "turn"
ADJ: "red" | "tapped"
VERB: "draws" | "gets" | "has"
%ignore " "
"""


@pytest.mark.parametrize("grammar", ["analysis", "script"])
def test_fast_lalr_analysis_gives_lark_own_table(grammar):
    # CR-free: the compile-time relations must give Lark's table exactly (debug keeps the
    # table keyed by item sets, so two compiles can be compared whatever their state numbers)
    from lark import Lark

    from cardlang import GRAMMAR_DIR
    from cardlang.syntax.parser import _compute_includes_lookback, _fast_lalr_analysis
    from lark.parsers.lalr_analysis import LALR_Analyzer

    text = _ANALYSIS_GRAMMAR if grammar == "analysis" else (GRAMMAR_DIR / "script.lark").read_text()

    def table():
        parser = Lark(text, parser="lalr", debug=True, maybe_placeholders=True)
        return parser.parser.parser.parser.parse_table

    lark_table = table()
    with _fast_lalr_analysis():
        assert LALR_Analyzer.compute_includes_lookback is _compute_includes_lookback
        our_table = table()
    assert LALR_Analyzer.compute_includes_lookback is not _compute_includes_lookback  # put back
    assert len(our_table.states) > 20
    assert our_table.states == lark_table.states
    assert our_table.start_states == lark_table.start_states
    assert our_table.end_states == lark_table.end_states
