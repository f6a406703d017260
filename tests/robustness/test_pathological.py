"""Pathological inputs: huge files, huge lines, many cards, deep nesting — bounded
memory, and only diagnostics out. Time is not asserted here (the project measures
speed in benchmarks, never with timed assertions in tests): ``benchmarks/fuzz.py
--pathological`` runs these inputs and prints each time against the bound that
docs/reliability.md states.

The full-size distinct-content runs (a 10 MB file of real corpus cards, 10,000 distinct
corpus cards) take tens of seconds and live in ``benchmarks/fuzz.py --pathological``.
"""

from __future__ import annotations

import sys
import time
import tracemalloc

import pytest

from cardlang.cli import format_card_text
from cardlang.syntax.api import parse_ability
from cardlang.syntax.cardfile import MAX_LINE, read_card_file, read_card_text
from robust_support import check_diagnostics, corpus_lines, library_texts

MB = 1_000_000


def timed(fn, *args):
    start = time.perf_counter()
    result = fn(*args)
    return result, time.perf_counter() - start


def peak_memory(fn, *args):
    tracemalloc.start()
    try:
        result = fn(*args)
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def frame(text: str) -> str:
    return "Foo {1}\nCreature — Elf\n" + text + "\n1/1"


# -- long lines ----------------------------------------------------------------------
def test_a_100000_character_line_in_a_file_is_one_limit_diagnostic():
    line = ("Flying, " * 12_500)[:99_999] + "."
    cards, seconds = timed(read_card_text, frame(line))
    diags = [d for pc in cards for d in pc.diagnostics]
    assert [d.code for d in diags] == ["limit"] and "100,000 characters" in diags[0].message
    assert diags[0].line == 3


def test_a_100000_character_line_given_to_the_parser_directly_is_bounded():
    """parse_ability has no length limit of its own (the card file reader has): the
    lexer and LALR parser are linear, so 100,000 characters still finish quickly."""
    line = ("Flying, " * 12_500)[:99_999] + "."
    (node, diags), seconds = timed(parse_ability, line)
    check_diagnostics(diags, line)
    (_, diags), peak = peak_memory(parse_ability, line + " ")
    assert peak < 100 * MB


@pytest.mark.parametrize("line", [
    "Draw a card. " * 1_530,                       # accepted: 1,530 sentences in one ability
    "Flying, " * 2_490,                           # a keyword list that ends too early
    "• Draw a card.\n" * 1_300,                   # bullets with no "Choose" line
], ids=["sentences", "keywords", "bullets"])
def test_a_line_just_under_the_limit_is_parsed_in_bounded_time(line):
    assert len(line) <= MAX_LINE
    cards, seconds = timed(read_card_text, frame(line.rstrip("\n")))
    for pc in cards:
        check_diagnostics(pc.diagnostics)


# -- deep nesting ------------------------------------------------------------------------
NESTED = {
    "quotes": '"' * 9_000 + "Flying" + '"' * 9_000,
    "granted abilities": 'Creatures you control have "' * 600 + "Flying" + '."' * 600,
    "parentheses": "(" * 9_000 + "Flying" + ")" * 9_000,
    "reminder in reminder": "Flying " + "(a " * 5_000 + ")" * 5_000,
    "braces": "{" * 9_000 + "}" * 9_000,
    "brackets": "[" * 9_000 + "+1]" + "]" * 9_000,
    "bullets": "Choose one —" + "\n• Choose one —" * 1_200,
    "dashes": "Landfall — " * 1_500 + "Draw a card.",
}


@pytest.mark.parametrize("name", NESTED)
def test_deep_nesting_is_diagnosed_in_bounded_time(name):
    text = NESTED[name]
    (node, diags), seconds = timed(parse_ability, text)
    check_diagnostics(diags, text)
    cards, seconds = timed(read_card_text, frame(text))
    for pc in cards:
        check_diagnostics(pc.diagnostics)


@pytest.mark.parametrize("name", NESTED)
def test_nesting_under_a_low_recursion_limit_gives_diagnostics_not_recursion_errors(name):
    """As the grammar grows (abilities quoted inside abilities), parse trees and ASTs get
    deep. Whatever the depth, the reader reports ("nested too deeply") instead of raising."""
    text = NESTED[name][:3_000]
    old = sys.getrecursionlimit()
    parse_ability("Flying")  # the parser is built before the limit drops
    sys.setrecursionlimit(max(200, len(__import__("inspect").stack()) + 120))
    try:
        node, diags = parse_ability(text + " ")
        cards = read_card_text(frame(text + "  "))
        new, fmt_diags = format_card_text(frame(text + "   "))
    finally:
        sys.setrecursionlimit(old)
    check_diagnostics(diags)
    for pc in cards:
        check_diagnostics(pc.diagnostics)


# -- many cards, big files -----------------------------------------------------------------
@pytest.mark.skipif(not library_texts(), reason="cards/*.cards is absent")
def test_10000_cards_in_one_file():
    """10,000 cards (the card library repeated: each distinct line parses once, then the
    content cache answers, so this measures the frame reader and the per-card checks)."""
    blocks = [b for text in library_texts() for b in text.split("\n\n") if b.strip() and not b.lstrip().startswith("#")]
    text = "\n\n".join(blocks[i % len(blocks)] for i in range(10_000))
    cards, seconds = timed(read_card_text, text)
    assert len(cards) >= 10_000 * 0.9


@pytest.mark.parametrize("kind", ["one line", "blank lines and comments", "binary", "many cards"])
def test_a_10_mb_file_is_read_in_bounded_time(tmp_path, kind):
    if kind == "one line":
        data = ("Draw a card. " * (10 * MB // 13)).encode()
    elif kind == "blank lines and comments":
        data = ("# a comment\n\n   \n" * (10 * MB // 17 + 1)).encode()
    elif kind == "binary":
        data = bytes(range(256)) * (10 * MB // 256)
    else:  # 10 MB of one 400-byte card (25,000 cards): the content cache answers every line after the
        # first, so this measures the file and frame reader; 10 MB of *distinct* corpus cards is in
        # benchmarks/fuzz.py --pathological
        card = ("Bear {1}{G}\nCreature — Bear\nFlying, first strike, haste\nWhenever this creature attacks, "
                "draw a card.\n{T}: Add {G}.\n{2}, {T}, Sacrifice this creature: Draw a card.\n"
                "Bear deals 3 damage to any target.\nYou gain 3 life.\nDestroy target artifact.\n"
                "Target player mills two cards.\nPrevent the next 4 damage that would be dealt to any target "
                "this turn.\n2/2\n\n")
        data = (card * (10 * MB // len(card.encode()) + 1)).encode()
    path = tmp_path / "big.cards"
    path.write_bytes(data)
    assert path.stat().st_size >= 9.9 * MB
    if kind == "many cards":
        # the reader itself, without the on-disk parse cache of read_card_file (whose cold
        # write is measured in docs/reliability.md)
        cards, seconds = timed(read_card_text, path.read_bytes().decode("utf-8"))
    else:
        cards, seconds = timed(read_card_file, path)
    for pc in cards[:100]:
        check_diagnostics(pc.diagnostics)


@pytest.mark.skipif(not corpus_lines(), reason="shared/corpus/cards.jsonl is absent")
def test_2000_distinct_corpus_lines_give_a_node_or_a_located_diagnostic():
    """Distinct text defeats the content cache; every line ends as an AST or diagnostics."""
    lines = sorted(set(corpus_lines()))[:2_000]
    for line in lines:
        node, diags = parse_ability(line + " ")
        assert (node is None) == bool(diags), line
        check_diagnostics(diags)


@pytest.mark.parametrize("where", ["name", "type line", "color", "P/T"])
def test_100000_characters_of_frame_lines_are_read_in_linear_time(where):
    """Regression: the name/cost regex backtracked quadratically (60,000 chars: 54 s)."""
    junk = "{1}" * 33_333 + "x"
    text = {"name": junk + "\nCreature\n1/1", "type line": "Foo\n" + junk + "\n1/1",
            "color": "Foo\nColor: " + junk + "\nCreature", "P/T": "Foo\nCreature\n" + "1" * 50_000 + "/1"}[where]
    cards, seconds = timed(read_card_text, text)
    for pc in cards:
        check_diagnostics(pc.diagnostics)
