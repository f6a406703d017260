"""Fuzzing the syntax front end: any text in, only diagnostics out — never an exception.

Inputs: grammar-directed random rules text, mutations of real corpus lines and of the
card library (words deleted, duplicated or swapped; odd Unicode; huge numbers; deep
quotes, parentheses and braces), arbitrary Unicode, random bytes, and corpus JSON
records with fields of the wrong type. Bounded and deterministic (profile
``robustness`` in robust_support.py).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from cardlang.cli import format_card_text
from cardlang.syntax.api import parse_ability, parse_mana_cost, parse_type_line
from cardlang.syntax.cardfile import read_card_file, read_card_text, read_json_record
from cardlang.syntax.printer import to_text
from robust_support import (ROBUST, card_sampler, check_diagnostics, corpus_lines, corpus_records, library_texts,
                            mutate_record, mutate_words, random_file)

needs_corpus = pytest.mark.skipif(not corpus_lines(), reason="shared/corpus/cards.jsonl is absent (../shared beside the repo)")


def parse_all_ways(text: str) -> None:
    """Every syntax entry point that takes one line or block of text."""
    node, diags = parse_ability(text, ("Foo", "Foo, the Bar"))
    assert (node is None) == bool([d for d in diags if d.severity == "error"]) or node is not None
    check_diagnostics(diags, text)
    for fn in (parse_type_line, parse_mana_cost):
        _, diags = fn(text)
        check_diagnostics(diags, text)


def read_and_format(text: str) -> None:
    cards = read_card_text(text, "fuzz.cards")
    for pc in cards:
        check_diagnostics(pc.diagnostics)
    new, diags = format_card_text(text, "fuzz.cards")
    check_diagnostics(diags)
    if new is not None:
        # fmt's output is clean and a fixed point: fmt(fmt(x)) == fmt(x)
        again, diags2 = format_card_text(new, "fuzz.cards")
        assert again == new, (text, new, again, diags2)


@needs_corpus
@settings(ROBUST, max_examples=400)
@given(rng=st.randoms(use_true_random=False), edits=st.integers(1, 4))
def test_mutated_corpus_lines_give_only_diagnostics(rng, edits):
    text = rng.choice(corpus_lines())
    for _ in range(edits):
        text = mutate_words(rng, text)
    parse_all_ways(text)


@settings(ROBUST, max_examples=300)
@given(text=st.text(max_size=300))
def test_arbitrary_unicode_gives_only_diagnostics(text):
    parse_all_ways(text)
    read_and_format(text)


@settings(ROBUST, max_examples=300)
@given(rng=st.randoms(use_true_random=False), start=st.sampled_from(["ability", "type_line"]))
def test_grammar_directed_text_parses_or_is_diagnosed_and_round_trips(rng, start):
    """Random derivations of the card grammar: accepted text prints back to text that
    parses to the same AST (DESIGN principle 1), rejected text is a located diagnostic."""
    text = card_sampler().generate(rng, start)
    parse = parse_ability if start == "ability" else parse_type_line
    node, diags = parse(text, ("Foo",)) if start == "ability" else parse(text)
    check_diagnostics(diags, text)
    if node is not None:
        printed = to_text(node)
        node2, diags2 = parse(printed, ("Foo",)) if start == "ability" else parse(printed)
        assert node2 == node, (text, printed, diags2)


@settings(ROBUST, max_examples=200)
@given(rng=st.randoms(use_true_random=False), edits=st.integers(1, 3))
def test_mutated_grammar_text_gives_only_diagnostics(rng, edits):
    text = card_sampler().generate(rng, "ability")
    for _ in range(edits):
        text = mutate_words(rng, text)
    parse_all_ways(text)


@pytest.mark.skipif(not library_texts(), reason="cards/*.cards is absent")
@settings(ROBUST, max_examples=250)
@given(rng=st.randoms(use_true_random=False))
def test_mutated_card_files_read_and_format_without_exceptions(rng):
    read_and_format(random_file(rng))


@settings(ROBUST, max_examples=100)
@given(data=st.binary(max_size=400))
def test_random_bytes_in_a_card_file(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("bytes") / "x.cards"
    path.write_bytes(data)
    for pc in read_card_file(path):
        check_diagnostics(pc.diagnostics)


@needs_corpus
@settings(ROBUST, max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_corpus_records_with_wrong_field_types_give_only_diagnostics(rng):
    record = rng.choice(corpus_records())
    for _ in range(rng.randrange(1, 3)):
        record = mutate_record(rng, record)
    pc = read_json_record(record, "fuzz.jsonl", 1)
    check_diagnostics(pc.diagnostics)


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
                           max_leaves=20)


@settings(ROBUST, max_examples=200)
@given(record=st.dictionaries(st.sampled_from(["name", "mana_cost", "type_line", "oracle_text", "power", "toughness",
                                               "loyalty", "defense", "layout", "faces", "colors"]), JSON_VALUES))
def test_arbitrary_json_records_give_only_diagnostics(record):
    json.dumps(record, allow_nan=True)
    pc = read_json_record(record, "fuzz.jsonl", 1)
    check_diagnostics(pc.diagnostics)


# -- fixed regressions (inputs found by fuzzing) ---------------------------------------
REGRESSIONS = [
    # ValueError from int() in the AST builder: more digits than sys.get_int_max_str_digits()
    "Draw " + "9" * 5000 + " cards.",
    "Defender" + "9" * 4738,
    "Foo deals " + "9" * 4301 + " damage to any target.",
]


@pytest.mark.parametrize("text", REGRESSIONS, ids=lambda t: t[:24])
def test_regressions_give_only_diagnostics(text):
    parse_all_ways(text)
    read_and_format("Foo {1}\nCreature — Elf\n" + text + "\n1/1")


def test_huge_number_diagnostic_names_the_limit():
    node, diags = parse_ability("Draw " + "9" * 5000 + " cards.")
    assert node is None and "5,000 digits" in diags[0].message and "4,300" in diags[0].message
    assert diags[0].column == 6


@pytest.mark.parametrize("record, words", [
    ({"name": "X", "oracle_text": [None]}, "'oracle_text' must be a string"),
    ({"name": 1.5}, "'name' must be a string"),
    ({"name": "X", "faces": [1]}, "'faces' must be a list of JSON objects"),
    ({"name": "X", "faces": [{"name": 3}]}, "face 1: field 'name'"),
])
def test_wrong_json_field_types_are_named(record, words):
    pc = read_json_record(record, "x.jsonl", 4)
    assert pc.card is None and words in pc.diagnostics[0].message and pc.diagnostics[0].line == 4
