"""The incremental analysis behind diagnostics: a one-line edit re-parses only the edited
card, and cached cards are placed at their new lines (no timing asserts: see
benchmarks/lsp_incremental.py for the numbers)."""

from __future__ import annotations

from cardlang.lsp.analysis import BlockCache, analyze_cards
from cardlang.syntax.cardfile import read_card_text

CARDS = "\n\n".join(
    f"Card Number {i} {{R}}\nInstant\nCard Number {i} deals {i % 5 + 1} damage to any target{'' if i % 3 else 'z'}."
    for i in range(30)) + "\n"


def test_one_line_edit_parses_one_card():
    cache = BlockCache()
    first = analyze_cards(CARDS, 1, cache)
    assert first.parsed_blocks == 30
    lines = CARDS.split("\n")
    lines[2 + 4 * 7] = lines[2 + 4 * 7].replace("damage", "damages")
    second = analyze_cards("\n".join(lines), 2, cache)
    assert second.parsed_blocks == 1


def test_cached_cards_move_with_inserted_lines():
    cache = BlockCache()
    analyze_cards(CARDS, 1, cache)
    moved = "# a new comment\n\n" + CARDS
    analysis = analyze_cards(moved, 2, cache)
    assert analysis.parsed_blocks == 0
    expected = sorted(d.line - 1 for pc in read_card_text(moved) for d in pc.diagnostics)
    assert sorted(d.range.start.line for d in analysis.lsp_diagnostics()) == expected


def test_same_diagnostics_as_the_card_reader():
    analysis = analyze_cards(CARDS, 1, BlockCache())
    expected = [(d.line - 1, d.column - 1, d.message) for pc in read_card_text(CARDS) for d in pc.diagnostics]
    got = [(d.range.start.line, d.range.start.character, d.message.split(" (did you mean")[0])
           for d in analysis.lsp_diagnostics()]
    assert got == expected and len(got) == 10


def test_large_files_are_parsed_in_slices():
    import pytest

    from cardlang.lsp.analysis import Incomplete

    cache = BlockCache()
    rounds = 0
    while True:
        rounds += 1
        try:
            analysis = analyze_cards(CARDS, 1, cache, max_parse=8)
            break
        except Incomplete:
            continue
    assert rounds == 4 and analysis.parsed_blocks == 6 and len(analysis.blocks) == 30
    with pytest.raises(Incomplete):
        analyze_cards(CARDS.replace("Card Number", "Other Card"), 2, cache, max_parse=0)
