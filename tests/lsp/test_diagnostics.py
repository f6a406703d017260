"""Diagnostics over LSP: same messages as `cardlang check`, per card, UTF-16 positions,
incremental edits, debouncing."""

from __future__ import annotations

import pytest
from lsprotocol import types as T

from cardlang.syntax.cardfile import read_card_text

from .conftest import change_doc, diagnostics, open_doc

pytestmark = pytest.mark.asyncio(loop_scope="module")

THREE_CARDS = """\
Good Card {R}
Instant
Good Card deals 3 damage to any target.

Bad Card {1}{U}
Sorcery
Bad Card dealz 2 damage to any target.

Also Good {G}
Creature — Elf
Flying
1/1
"""


async def test_same_messages_as_check(client):
    uri = "untitled:///diag-same.cards"
    open_doc(client, uri, THREE_CARDS)
    got = await diagnostics(client, uri)
    expected = [d for pc in read_card_text(THREE_CARDS) for d in pc.diagnostics]
    assert len(got) == len(expected) == 1
    d, e = got[0], expected[0]
    message = e.message + (f" (did you mean {e.suggestion!r}?)" if e.suggestion else "")
    assert d.message == message
    assert d.source == "cardlang"
    assert d.severity == T.DiagnosticSeverity.Error
    assert d.range.start == T.Position(e.line - 1, e.column - 1)
    assert d.range.start.line == 6  # the broken card only; the others are clean


async def test_one_broken_card_does_not_hide_the_others(client):
    text = THREE_CARDS.replace("Flying", "Flyyng").replace("Good Card deals", "Good Card dealss")
    uri = "untitled:///diag-many.cards"
    open_doc(client, uri, text)
    got = await diagnostics(client, uri)
    assert sorted(d.range.start.line for d in got) == [2, 6, 10]


async def test_positions_are_utf16(client):
    # an astral-plane character (two UTF-16 units) before the error shifts the column by one
    text = "Star 🌟 Card {R}\nInstant\nStar 🌟 Card deals 3 damage to any target. 🌟 Oops\n"
    uri = "untitled:///diag-utf16.cards"
    open_doc(client, uri, text)
    got = await diagnostics(client, uri)
    assert got, "expected a diagnostic for 'Oops'"
    line = text.split("\n")[2]
    d = got[0]
    assert d.range.start.line == 2
    code_points = line.index("🌟 Oops")
    # the lexer stops at the second 🌟 (not a card-text character): code point 42, UTF-16 unit 43
    assert "'🌟'" in d.message
    assert d.range.start.character == len(line[:code_points].encode("utf-16-le")) // 2 == code_points + 1
    assert d.range.end.character == d.range.start.character + 2  # the 🌟 itself is two units


async def test_incremental_edit_fixes_the_card(client):
    uri = "untitled:///diag-edit.cards"
    open_doc(client, uri, THREE_CARDS)
    assert len(await diagnostics(client, uri)) == 1
    client.diagnostics.pop(uri)
    # replace "dealz" with "deals" (line 6, columns 9-14)
    change_doc(client, uri, 2, "deals", T.Range(T.Position(6, 9), T.Position(6, 14)))
    assert await diagnostics(client, uri) == []


async def test_rapid_changes_are_debounced_to_the_last(client):
    uri = "untitled:///diag-debounce.cards"
    open_doc(client, uri, THREE_CARDS)
    await diagnostics(client, uri)
    client.diagnostics.pop(uri)
    text = THREE_CARDS
    for version in range(2, 8):
        text = text.replace("Flying", "Flying" if version % 2 else "Flyin")
        change_doc(client, uri, version, text)
    final = THREE_CARDS.replace("Flying", "Flyyng")
    change_doc(client, uri, 8, final)
    got = await diagnostics(client, uri)
    assert sorted(d.range.start.line for d in got) == [6, 10]


async def test_empty_file_warns(client):
    uri = "untitled:///diag-empty.cards"
    open_doc(client, uri, "\n\n")
    got = await diagnostics(client, uri)
    assert [d.severity for d in got] == [T.DiagnosticSeverity.Warning]


async def test_close_clears_diagnostics(client):
    uri = "untitled:///diag-close.cards"
    open_doc(client, uri, THREE_CARDS)
    assert await diagnostics(client, uri)
    client.diagnostics.pop(uri)
    client.text_document_did_close(T.DidCloseTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    assert await diagnostics(client, uri) == []


async def test_crlf_line_endings(client):
    uri = "untitled:///diag-crlf.cards"
    open_doc(client, uri, THREE_CARDS.replace("\n", "\r\n"))
    got = await diagnostics(client, uri)
    assert [(d.range.start.line, d.range.start.character) for d in got] == [(6, 9)]
