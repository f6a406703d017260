"""Hover, completion, semantic tokens, document symbols, go to definition, formatting and
quick fixes, end to end over LSP."""

from __future__ import annotations

import pytest
from lsprotocol import types as T

from cardlang.lsp.semantic import TOKEN_TYPES

from .conftest import WORKSPACE, change_doc, diagnostics, open_doc, uri_of, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")

CARDS = """\
Spark Jolt {1}{R}
Instant
Spark Jolt deals 2 damage to any target.

Patient Sentry {2}{W}
Creature — Human Soldier
Vigilance
{T}: Target creature gets +1/+1 until end of turn.
2/3

Moonlit Scout {U}
Creature — Human Scout
Flying
1/1
// transform
Moonlit Prowler
Color: Blue
Creature — Human Horror
Flying, first strike
3/2
"""


def pos(line: int, character: int) -> T.Position:
    return T.Position(line=line, character=character)


def doc(uri: str) -> T.TextDocumentIdentifier:
    return T.TextDocumentIdentifier(uri=uri)


async def opened(client, name: str, text: str = CARDS, language: str = "cardlang-cards") -> str:
    uri = f"untitled:///{name}"
    open_doc(client, uri, text, language)
    if language == "cardlang-cards":
        await diagnostics(client, uri)
    return uri


# -- hover -----------------------------------------------------------------------------
async def hover_text(client, uri, line, character) -> str | None:
    result = await client.text_document_hover_async(T.HoverParams(text_document=doc(uri), position=pos(line, character)))
    return result.contents.value if result else None


async def test_hover_keyword_has_reminder_and_rule(client):
    uri = await opened(client, "hover-kw.cards")
    text = await hover_text(client, uri, 12, 2)  # "Flying"
    assert "702.9" in text and "can't be blocked except by creatures with flying" in text
    text = await hover_text(client, uri, 18, 12)  # "first strike" after "Flying, "
    assert "First Strike" in text and "702.7" in text


async def test_hover_mana_symbol(client):
    uri = await opened(client, "hover-mana.cards")
    text = await hover_text(client, uri, 0, 15)  # {R} in "Spark Jolt {1}{R}"
    assert "red mana" in text and "107.4" in text
    text = await hover_text(client, uri, 7, 1)  # {T}
    assert "tap symbol" in text


async def test_hover_ability_summary(client):
    uri = await opened(client, "hover-ability.cards")
    text = await hover_text(client, uri, 2, 15)  # "deals 2 damage"
    assert text.startswith("Spell ability") and "deal damage" in text and "1 target" in text
    text = await hover_text(client, uri, 7, 20)  # activated ability, on "creature"
    assert "Activated ability" in text and "cost: {T}" in text and "until end of turn" in text
    try:
        import cardlang.interp  # noqa: F401
    except ImportError:
        return
    assert "interpreter" in text


async def test_hover_types(client):
    uri = await opened(client, "hover-types.cards")
    assert "card type" in await hover_text(client, uri, 5, 2)          # Creature
    assert "creature type" in await hover_text(client, uri, 5, 13)     # Human


async def test_hover_card_name_in_script(client):
    uri = uri_of(WORKSPACE / "scripts" / "demo.game")
    text = (WORKSPACE / "scripts" / "demo.game").read_text()
    open_doc(client, uri, text, "cardlang-game")
    line = text.split("\n").index("Alice casts Spark Jolt targeting Bob")
    await wait_for(lambda: True)
    result = None
    for _ in range(100):  # the workspace index is built in the background after initialize
        result = await hover_text(client, uri, line, 14)
        if result:
            break
        await wait_for(lambda: True, 0.05)
    assert result and "**Spark Jolt**" in result and "deals 2 damage" in result


# -- completion ------------------------------------------------------------------------
async def complete(client, uri, line, character) -> list[str]:
    result = await client.text_document_completion_async(
        T.CompletionParams(text_document=doc(uri), position=pos(line, character)))
    items = result.items if isinstance(result, T.CompletionList) else (result or [])
    return [item.label for item in items]


async def test_completion_from_expected_tokens(client):
    text = CARDS + "\nHalf Typed {R}\nSorcery\nHalf Typed deals 3 \n"
    uri = await opened(client, "complete.cards", text)
    lines = text.split("\n")
    n = lines.index("Half Typed deals 3 ")
    assert "damage" in await complete(client, uri, n, len(lines[n]))
    # at the start of an ability: grammar words and keywords, capitalized
    labels = await complete(client, uri, n, 0)
    assert {"Flying", "Target", "When", "Whenever", "Draw"} <= set(labels)


async def test_completion_keywords_types_and_symbols(client):
    text = "Quick Cat {G}\nCreature — Cat\nFlying, \n{T}: Add \n1/1\n"
    uri = await opened(client, "complete-kw.cards", text)
    assert "first strike" in await complete(client, uri, 2, 8)
    assert "Creature" in await complete(client, uri, 1, 0)          # type line start
    assert "{G}" in await complete(client, uri, 3, 9)              # after "Add"


async def test_completion_in_script(client):
    text = "use ../cards/demo.cards\nplayers Alice 20, Bob 20\nAlice casts \n\nAlice casts Spark Jolt \n"
    uri = await opened(client, "complete.game", text, "cardlang-game")
    await wait_for(lambda: True)
    labels = []
    for _ in range(100):  # card names come from the workspace index, built after initialize
        labels = await complete(client, uri, 2, 12)
        if "Spark Jolt" in labels:
            break
        await wait_for(lambda: True, 0.05)
    assert "Spark Jolt" in labels
    assert "targeting" in await complete(client, uri, 4, 23)
    labels = await complete(client, uri, 3, 0)
    assert {"expect", "Alice", "Bob"} <= set(labels)
    labels = await complete(client, uri, 2, 6)
    assert "casts" in labels


async def test_script_diagnostics(client):
    pytest.importorskip("cardlang.script.parser")
    uri = "untitled:///broken.game"
    open_doc(client, uri, "players Alice 20, Bob 20\nAlice flies away\n", "cardlang-game")
    got = await diagnostics(client, uri)
    assert len(got) == 1 and got[0].range.start == pos(1, 6) and "flies" in got[0].message


async def test_completion_replaces_what_is_typed(client):
    text = "Quick Cat {G}\nCreature — Cat\nFlying, first st\n{T}: Add {}\n1/1\n"
    uri = await opened(client, "complete-edit.cards", text)
    result = await client.text_document_completion_async(
        T.CompletionParams(text_document=doc(uri), position=pos(2, 16)))
    item = next(i for i in result.items if i.label == "first strike")
    assert item.text_edit.range == T.Range(pos(2, 8), pos(2, 16)) and item.text_edit.new_text == "first strike"
    result = await client.text_document_completion_async(
        T.CompletionParams(text_document=doc(uri), position=pos(3, 10)))  # between an auto-closed "{}"
    item = next(i for i in result.items if i.label == "{G}")
    assert item.text_edit.range == T.Range(pos(3, 9), pos(3, 11))


async def test_workspace_symbols_and_folding(client):
    uri = await opened(client, "folding.cards")
    symbols = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="moonlit"))
    assert {"Moonlit Scout", "Moonlit Prowler"} <= {s.name for s in symbols}
    folds = await client.text_document_folding_range_async(T.FoldingRangeParams(text_document=doc(uri)))
    assert [(f.start_line, f.end_line) for f in folds] == [(0, 2), (4, 8), (10, 19)]


# -- semantic tokens -------------------------------------------------------------------
def decode(data: list[int], text: str) -> list[tuple[str, str]]:
    lines = text.split("\n")
    out, line, start = [], 0, 0
    for i in range(0, len(data), 5):
        dl, ds, length, kind, _ = data[i:i + 5]
        line += dl
        start = start + ds if dl == 0 else ds
        out.append((lines[line][start:start + length], TOKEN_TYPES[kind]))
    return out


async def test_semantic_tokens(client):
    uri = await opened(client, "tokens.cards")
    result = await client.text_document_semantic_tokens_full_async(T.SemanticTokensParams(text_document=doc(uri)))
    tokens = decode(result.data, CARDS)
    assert ("Spark Jolt", "class") in tokens
    assert ("{1}", "string") in tokens and ("{T}", "string") in tokens
    assert ("Vigilance", "keyword") in tokens and ("first strike", "keyword") in tokens
    assert ("2", "number") in tokens and ("2/3", "number") in tokens
    assert ("target", "parameter") in tokens or ("Target", "parameter") in tokens
    assert ("until end of turn", "event") in tokens
    assert ("Creature", "type") in tokens and ("Soldier", "type") in tokens


# -- document symbols ------------------------------------------------------------------
async def test_document_symbols_outline_cards_and_faces(client):
    uri = await opened(client, "symbols.cards")
    result = await client.text_document_document_symbol_async(T.DocumentSymbolParams(text_document=doc(uri)))
    names = [s.name for s in result]
    assert names == ["Spark Jolt", "Patient Sentry", "Moonlit Scout // Moonlit Prowler"]
    sentry = result[1]
    assert sentry.detail == "Creature — Human Soldier"
    assert [c.name for c in sentry.children] == ["Vigilance", "{T}: Target creature gets +1/+1 until end of turn."]
    faces = result[2].children
    assert [f.name for f in faces] == ["Moonlit Scout", "Moonlit Prowler"]
    assert faces[1].range.start.line == 15 and faces[1].children[0].name == "Flying, first strike"


# -- go to definition ------------------------------------------------------------------
async def test_definition_of_card_name_in_script(client):
    path = WORKSPACE / "scripts" / "demo.game"
    uri = uri_of(path)
    text = path.read_text()
    open_doc(client, uri, text, "cardlang-game")
    line = text.split("\n").index("Alice casts Spark Jolt targeting Bob")
    result = None
    for _ in range(100):
        result = await client.text_document_definition_async(
            T.DefinitionParams(text_document=doc(uri), position=pos(line, 16)))
        if result:
            break
        await wait_for(lambda: True, 0.05)
    assert result
    assert result[0].uri.endswith("tests/lsp/workspace/cards/demo.cards")
    assert result[0].range.start.line == 1
    # `use PATH` goes to the file
    result = await client.text_document_definition_async(
        T.DefinitionParams(text_document=doc(uri), position=pos(1, 8)))
    assert result and result[0].uri.endswith("workspace/cards/demo.cards")


async def test_definition_from_open_document(client):
    text = "Brand New Card {R}\nInstant\nBrand New Card deals 1 damage to any target.\n"
    await opened(client, "defs.cards", text)
    script = "players Alice 20, Bob 20\nAlice casts Brand New Card targeting Bob\n"
    uri = await opened(client, "defs.game", script, "cardlang-game")
    result = await client.text_document_definition_async(
        T.DefinitionParams(text_document=doc(uri), position=pos(1, 15)))
    assert result and result[0].uri == "untitled:///defs.cards" and result[0].range.start == pos(0, 0)


# -- formatting and quick fixes --------------------------------------------------------
async def test_formatting_uses_the_printer(client):
    options = T.FormattingOptions(tab_size=4, insert_spaces=True)
    canonical = "Lazy Cat {G}\nCreature — Cat\nFlying\n1/1\n"
    uri = await opened(client, "format.cards", canonical)
    assert not await client.text_document_formatting_async(T.DocumentFormattingParams(text_document=doc(uri),
                                                                                       options=options))
    messy = "# a comment stays\nLazy Cat {g}\nCreature — Cat\nflying\n1/1\n"
    uri = await opened(client, "format2.cards", messy)
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(text_document=doc(uri),
                                                                                    options=options))
    assert len(edits) == 1 and edits[0].new_text == "# a comment stays\n" + canonical
    assert edits[0].range.start == pos(0, 0) and edits[0].range.end == pos(5, 0)


async def test_formatting_leaves_broken_files_alone(client):
    uri = await opened(client, "format3.cards", "Lazy Bolt {R}\nInstant\nLazy Bolt dealz 3 damage.\n")
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(
        text_document=doc(uri), options=T.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert not edits


async def test_quick_fix_replaces_the_near_miss(client):
    text = "Typo Card {R}\nInstant\nTypo Card deals 3 damage to any targett.\n"
    uri = await opened(client, "fix.cards", text)
    diags = client.diagnostics[uri]
    assert diags and diags[0].data["suggestion"] == "target"
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=doc(uri), range=diags[0].range, context=T.CodeActionContext(diagnostics=list(diags))))
    assert len(actions) == 1
    action = actions[0]
    assert action.kind == T.CodeActionKind.QuickFix and action.is_preferred
    edit = action.edit.changes[uri][0]
    assert edit.new_text == "target" and edit.range == diags[0].range
    client.diagnostics.pop(uri)
    change_doc(client, uri, 2, edit.new_text, edit.range)
    assert await diagnostics(client, uri) == []


async def test_definition_of_a_token_named_in_rules_text(client):
    text = "Treasure Maker {1}{R}\nSorcery\nCreate a Treasure token.\n"
    uri = await opened(client, "token-def.cards", text)
    result = None
    for _ in range(100):  # the built-in library is indexed in the background after initialize
        result = await client.text_document_definition_async(
            T.DefinitionParams(text_document=doc(uri), position=pos(2, 12)))
        if result:
            break
        await wait_for(lambda: True, 0.05)
    assert result and result[0].uri.endswith("cards/tokens.cards")


async def test_watched_card_files_are_indexed(client, tmp_path):
    path = tmp_path / "watched.cards"
    path.write_text("Watched Wonder {W}\nInstant\nYou gain 3 life.\n", encoding="utf-8")
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=uri_of(path), type=T.FileChangeType.Created)]))
    uri = await opened(client, "watched.game", "players Alice 20\nAlice casts Watched Wonder\n", "cardlang-game")
    result = None
    for _ in range(100):
        result = await client.text_document_definition_async(
            T.DefinitionParams(text_document=doc(uri), position=pos(1, 15)))
        if result:
            break
        await wait_for(lambda: True, 0.05)
    assert result and result[0].uri == uri_of(path)
    path.unlink()
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=uri_of(path), type=T.FileChangeType.Deleted)]))
    for _ in range(100):
        result = await client.text_document_definition_async(
            T.DefinitionParams(text_document=doc(uri), position=pos(1, 15)))
        if not result:
            break
        await wait_for(lambda: True, 0.05)
    assert not result
