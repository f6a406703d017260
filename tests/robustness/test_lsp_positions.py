"""LSP requests at a position past the end of the document (a stale position while typing):
completion once raised IndexError in ``completion.line_role`` (the server caught and logged
it). It answers with no items now, for card files and scripts alike."""
from __future__ import annotations

import asyncio
import logging

import pytest

T = pytest.importorskip("lsprotocol.types")
pytest.importorskip("pygls")

from cardlang.lsp.completion import complete_card_file, complete_script, line_role  # noqa: E402

CARD = "Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n"
SCRIPT = "players Alice 20, Bob 20\nturn Alice precombat main\n"


@pytest.mark.parametrize("line0", [4, 5, 50, 10 ** 6])
def test_line_role_past_the_end_is_outside(line0):
    assert line_role(CARD.split("\n")[:3], line0) == ("outside", [], "")


@pytest.mark.parametrize("line0", [4, 50])
def test_completion_past_the_end_has_no_items(line0):
    lines = CARD.split("\n")[:3]
    assert complete_card_file(lines, line0, 0, ["Grizzly Bears"]) == []
    assert complete_script(SCRIPT.split("\n")[:2], line0, 0, ["Grizzly Bears"]) == []


def test_the_line_after_the_last_still_completes():
    # the end of the document is not past it: a new line typed after the last one
    lines = ["Grizzly Bears {1}{G}"]
    assert line_role(lines, 1)[0] == "type"
    assert complete_script(["players Alice 20, Bob 20"], 1, 0, []) != []


class _Errors(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []

    def emit(self, record):
        if record.levelno >= logging.ERROR:
            self.records.append(record)


@pytest.mark.parametrize("uri, language, text", [
    ("file:///t/doc.cards", "cardlang-cards", CARD),
    ("file:///t/doc.game", "cardlang-script", SCRIPT),
])
def test_server_completion_past_the_end_answers_empty_without_logging(uri, language, text):
    from pygls.workspace import Workspace

    from cardlang.lsp import features as F
    from cardlang.lsp.server import CardlangServer

    ls = CardlangServer()
    ls.protocol._workspace = Workspace(None)
    errors = _Errors()
    logger = logging.getLogger("cardlang.lsp")
    logger.addHandler(errors)
    try:
        ls.workspace.put_text_document(T.TextDocumentItem(uri=uri, language_id=language, version=1, text=text))
        doc = T.TextDocumentIdentifier(uri=uri)
        for line in (text.count("\n") + 2, 40):
            got = asyncio.run(F.completion(ls, T.CompletionParams(text_document=doc, position=T.Position(line, 0))))
            assert got.items == []
    finally:
        logger.removeHandler(errors)
        ls.parse_pool.shutdown(wait=False)
    assert not errors.records, [r.getMessage() for r in errors.records]
