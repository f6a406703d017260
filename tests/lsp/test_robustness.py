"""Bad input never takes the server down: garbage bytes, a 1 MB line, a half-typed card,
a document closed while it is being checked."""

from __future__ import annotations

import random

import pytest
from lsprotocol import types as T

from .conftest import change_doc, diagnostics, open_doc, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")

CARD = "Spark Jolt {1}{R}\nInstant\nSpark Jolt deals 2 damage to any target.\n"


async def alive(client) -> None:
    """The server still answers: a fresh document gets its diagnostics and a hover."""
    uri = f"untitled:///alive-{random.random()}.cards"
    open_doc(client, uri, CARD)
    assert await diagnostics(client, uri) == []
    hover = await client.text_document_hover_async(T.HoverParams(
        text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(0, 12)))
    assert hover is not None


async def every_request(client, uri: str, line: int = 0, character: int = 0) -> None:
    doc = T.TextDocumentIdentifier(uri=uri)
    position = T.Position(line, character)
    await client.text_document_hover_async(T.HoverParams(text_document=doc, position=position))
    await client.text_document_completion_async(T.CompletionParams(text_document=doc, position=position))
    await client.text_document_semantic_tokens_full_async(T.SemanticTokensParams(text_document=doc))
    await client.text_document_document_symbol_async(T.DocumentSymbolParams(text_document=doc))
    await client.text_document_definition_async(T.DefinitionParams(text_document=doc, position=position))
    await client.text_document_formatting_async(T.DocumentFormattingParams(
        text_document=doc, options=T.FormattingOptions(tab_size=4, insert_spaces=True)))


async def test_garbage_bytes(client):
    rng = random.Random(6)
    garbage = bytes(rng.randrange(256) for _ in range(4000)).decode("latin-1")
    uri = "untitled:///garbage.cards"
    open_doc(client, uri, garbage)
    got = await diagnostics(client, uri)
    assert got and got[0].message == "the file is binary, not card text"
    await every_request(client, uri, 3, 5)
    # garbage without NUL bytes: every card is reported, nothing crashes
    noisy = "".join(rng.choice("{}[]()—•\"'~+-/:;.,0123456789XabcZ \n\t\u00e9\u2603\U0001F600") for _ in range(6000))
    uri = "untitled:///noise.cards"
    open_doc(client, uri, noisy)
    assert await diagnostics(client, uri)
    await every_request(client, uri, 5, 3)
    await alive(client)


async def test_one_megabyte_line(client):
    big = "Spark Jolt deals 2 damage to any target. " * 25_000  # ~1 MB
    uri = "untitled:///big-ability.cards"
    open_doc(client, uri, "Huge {R}\nInstant\n" + big + "\n")
    got = await diagnostics(client, uri)
    assert any("characters long" in d.message for d in got)
    await every_request(client, uri, 2, 500_000)
    uri = "untitled:///big-name.cards"
    open_doc(client, uri, "x" * 1_000_000 + " {R}\nInstant\n")
    got = await diagnostics(client, uri)
    assert any("characters long" in d.message for d in got)
    await every_request(client, uri, 0, 999_999)
    uri = "untitled:///big-type.cards"
    open_doc(client, uri, "Huge {R}\n" + "Creature " * 120_000 + "\n1/1\n")
    assert any("characters long" in d.message for d in await diagnostics(client, uri))
    await alive(client)


async def test_half_typed_card(client):
    uri = "untitled:///half.cards"
    text = ""
    open_doc(client, uri, text)
    await diagnostics(client, uri)
    typed = "Half Card {2}{R}\nSorcery\nHalf Card deals 3 damage to target\n"
    for version, end in enumerate(range(1, len(typed) + 1, 7), start=2):
        change_doc(client, uri, version, typed[:end])
        await client.text_document_completion_async(T.CompletionParams(
            text_document=T.TextDocumentIdentifier(uri=uri),
            position=T.Position(typed[:end].count("\n"), len(typed[:end].split("\n")[-1]))))
    client.diagnostics.pop(uri, None)
    change_doc(client, uri, 100, typed)
    got = await diagnostics(client, uri, version=100)
    assert len(got) == 1 and "ends too early" in got[0].message
    await every_request(client, uri, 2, 20)
    await alive(client)


async def test_closed_while_being_checked(client):
    cards = "\n\n".join(f"Closing Card {i} {{R}}\nInstant\nClosing Card {i} deals {i % 9 + 1} damage to any target "
                        f"and {i} more.\n" for i in range(400))
    uri = "untitled:///closing.cards"
    open_doc(client, uri, cards)
    client.text_document_did_close(T.DidCloseTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    await wait_for(lambda: uri in client.diagnostics)
    await alive(client)
    assert list(client.diagnostics[uri]) == []  # the stale result was dropped, not published after the close
    # requests about a closed document answer empty
    await every_request(client, uri)


async def test_change_after_close_and_unknown_documents(client):
    uri = "untitled:///never-opened.cards"
    change_doc(client, uri, 3, "Nothing\n")
    await every_request(client, uri)
    await alive(client)
