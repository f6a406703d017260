"""The tools people run: the ``cardlang`` command line, the game-script runner and the
language server's document analysis. Bad input gives located, readable errors and an
exit code of 1 or 2 — never a Python traceback, never "internal error".
"""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st
from typer.testing import CliRunner

from cardlang.cli import app
from robust_support import REPO, ROBUST, check_diagnostics, library_texts, mutate_file, random_file

runner = CliRunner()


def cli(*args):
    result = runner.invoke(app, [str(a) for a in args])
    out = result.stdout + (result.stderr if result.stderr_bytes is not None else "")
    assert result.exception is None or isinstance(result.exception, SystemExit), out
    assert "Traceback" not in out and "internal error" not in out, out
    return result.exit_code, out


# -- errors for people ---------------------------------------------------------------------
BAD_FILES = {
    "binary.cards": b"\x00\x01\x02 binary",
    "latin1.cards": "Caf\xe9 {1}\nCreature\n".encode("latin-1"),
    "empty.cards": b"",
    "no_type.cards": b"Lava Axe {4}{R}\n",
    "bad_cost.cards": b"Lava Axe {4}{Clue}\nSorcery\n",
    "bad_word.cards": b"Shock {R}\nInstant\nShock deals 2 damag to any target.\n",
    "broken.jsonl": b'{"name": "X", "oracle_text": [1]}\nnot json\n[1, 2]\n',
    "broken.json": b"{not json",
    "long.cards": ("Foo\nCreature\n" + "Flying, " * 5000 + "\n").encode(),
    "unbalanced.cards": b"Foo\nCreature\nFlying (reminder\n",
    "face.cards": b"Foo\nCreature\n// nonsense\n",
}


@pytest.mark.parametrize("name", BAD_FILES)
@pytest.mark.parametrize("command", ["check", "parse", "fmt"])
def test_bad_files_give_located_errors_not_tracebacks(tmp_path, name, command):
    path = tmp_path / name
    path.write_bytes(BAD_FILES[name])
    if command == "fmt" and not name.endswith(".cards"):
        return
    code, out = cli(command, path)
    assert code in (1, 2) or (code == 0 and name == "empty.cards"), (code, out)
    if code == 1:
        # where: file:line:column; what: a message after "error:" or "warning:"
        located = [line for line in out.splitlines() if line.startswith(str(path) + ":")]
        assert located, out
        for line in located:
            where, _, message = line.partition(": ")
            assert where.count(":") >= 2 and message.strip(), line


@pytest.mark.parametrize("args", [
    ["check", "no/such/file.cards"], ["parse", "no/such/file.cards"], ["fmt", "no/such/dir"],
    ["run", "no/such/script.game"], ["check"], ["frobnicate"], ["parse", "--json"], ["corpus", "no/such.jsonl"],
])
def test_usage_errors_exit_2_with_a_message(args):
    code, out = cli(*args)
    assert code == 2 and out.strip(), (code, out)


def test_syntax_errors_say_what_where_and_what_would_be_right():
    code, out = cli("parse", "Shock deals 2 damag to any target.", "--name", "Shock")
    assert code == 1
    assert "<text>:1:" in out and "unknown word 'damag'" in out and "did you mean 'damage'" in out


def test_no_traceback_from_a_real_process_and_debug_flag_exists(tmp_path):
    path = tmp_path / "x.cards"
    path.write_bytes(b"\xff\xfe\x00garbage")
    proc = subprocess.run([sys.executable, "-m", "cardlang.cli", "check", str(path)], capture_output=True, text=True,
                          cwd=REPO, timeout=120)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    assert "x.cards:1:1" in proc.stderr
    proc = subprocess.run([sys.executable, "-m", "cardlang.cli", "--help"], capture_output=True, text=True, cwd=REPO,
                          timeout=120)
    assert "--debug" in proc.stdout


@pytest.mark.skipif(not library_texts(), reason="cards/*.cards is absent")
@settings(ROBUST, max_examples=20)
@given(rng=st.randoms(use_true_random=False))
def test_cli_check_parse_fmt_on_mutated_files(tmp_path_factory, rng):
    path = tmp_path_factory.mktemp("cli") / "fuzz.cards"
    path.write_text(random_file(rng), encoding="utf-8", errors="surrogatepass")
    for command in (["check"], ["parse", "--json"], ["fmt", "--check"]):
        code, out = cli(*command, path)
        assert code in (0, 1), (command, code, out)
        if command[0] == "parse":
            json.loads(runner.invoke(app, ["parse", "--json", str(path)]).stdout or "[]")


# -- game scripts ---------------------------------------------------------------------------
def _examples() -> list[str]:
    return [p.read_text(encoding="utf-8").replace("use ../cards/", f"use {REPO}/cards/")
            for p in sorted((REPO / "examples").glob("*.game"))]


def _script_runner():
    try:
        from cardlang.script.runner import run_one
    except ImportError:
        return None
    return run_one


needs_scripts = pytest.mark.skipif(_script_runner() is None or not _examples(),
                                   reason="cardlang.script or examples/*.game has not landed")

def _runs_cleanly(text: str, tmp_path) -> int:
    from rich.console import Console
    path = tmp_path / "fuzz.game"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    code, _ = _script_runner()(path, console=Console(file=io.StringIO()), err_console=Console(file=io.StringIO()),
                               quiet=True)
    return code


@needs_scripts
def test_every_example_script_passes():
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as tmp:
        for text in _examples():
            assert _runs_cleanly(text, Path(tmp)) == 0, text[:300]


@needs_scripts
@settings(ROBUST, max_examples=80)
@given(rng=st.randoms(use_true_random=False), edits=st.integers(1, 3))
def test_mutated_scripts_give_exit_codes_not_exceptions(tmp_path_factory, rng, edits):
    text = rng.choice(_examples())
    for _ in range(edits):
        text = mutate_file(rng, text)
    assert _runs_cleanly(text, tmp_path_factory.mktemp("script")) in (0, 1, 2)


@needs_scripts
@settings(ROBUST, max_examples=60)
@given(text=st.text(max_size=200))
def test_arbitrary_text_as_a_script(tmp_path_factory, text):
    assert _runs_cleanly(text, tmp_path_factory.mktemp("script")) in (0, 1, 2)


@needs_scripts
def test_cli_run_reports_script_errors_with_a_location(tmp_path):
    path = tmp_path / "bad.game"
    path.write_text("players Alice 20, Bob 20\nAlice casts\n")
    code, out = cli("run", path)
    assert code == 2 and f"{path}:2" in out, out


# -- the language server's document handling -----------------------------------------------------
def _lsp():
    try:
        from cardlang.lsp.analysis import BlockCache, analyze_cards
    except ImportError:
        return None
    return analyze_cards, BlockCache


needs_lsp = pytest.mark.skipif(_lsp() is None, reason="cardlang.lsp has not landed")


@needs_lsp
@settings(ROBUST, max_examples=120)
@given(rng=st.randoms(use_true_random=False))
def test_lsp_analysis_of_mutated_documents(rng):
    """Documents as they are being typed: each edit of a file is analyzed with the cache
    of the previous versions, as the server does on didChange."""
    analyze_cards, BlockCache = _lsp()
    cache = BlockCache()
    text = random_file(rng)
    for version in range(1, 4):
        analyze_cards(text, version, cache)
        text = mutate_file(rng, text)


@needs_lsp
@settings(ROBUST, max_examples=100)
@given(text=st.text(max_size=300))
def test_lsp_analysis_of_arbitrary_text(text):
    analyze_cards, BlockCache = _lsp()
    analyze_cards(text, 1, BlockCache())


def _lsp_server():
    """An in-process server with a workspace (no client): the request handlers are called
    directly, and every error they log (the server catches them so it stays up) is a failure."""
    try:
        from pygls.workspace import Workspace

        from cardlang.lsp import features
        from cardlang.lsp.server import CardlangServer
    except ImportError:
        return None
    ls = CardlangServer()
    ls.protocol._workspace = Workspace(None)
    return ls, features


class _Errors(__import__("logging").Handler):
    def __init__(self):
        super().__init__()
        self.records = []

    def emit(self, record):
        if record.levelno >= 40:
            self.records.append(record)


@needs_lsp
@settings(ROBUST, max_examples=25)
@given(rng=st.randoms(use_true_random=False))
def test_lsp_requests_at_random_positions_of_mutated_documents(rng):
    """hover, completion, semantic tokens, symbols, definition, formatting, folding and code
    actions at random places (columns past the end of a line and lines past the end of the
    document included) of mutated files."""
    import asyncio
    import logging

    from lsprotocol import types as T

    ls, F = _lsp_server()
    errors = _Errors()
    logger = logging.getLogger("cardlang.lsp")
    logger.addHandler(errors)

    async def session():
        for version in range(1, 3):
            text = random_file(rng)
            uri = f"file:///fuzz/doc{version}.cards"
            ls.workspace.put_text_document(T.TextDocumentItem(uri=uri, language_id="cardlang-cards", version=version,
                                                              text=text))
            ls.generation[uri] = ls.generation.get(uri, 0) + 1
            lines = text.split("\n")
            doc = T.TextDocumentIdentifier(uri=uri)
            for _ in range(3):
                line = rng.randrange(len(lines) + 2)   # lines past the end too (a stale position)
                pos = T.Position(line, rng.randrange(len(lines[line]) + 3 if line < len(lines) else 4))
                calls = [
                    F.hover(ls, T.HoverParams(text_document=doc, position=pos)),
                    F.completion(ls, T.CompletionParams(text_document=doc, position=pos)),
                    F.semantic_tokens(ls, T.SemanticTokensParams(text_document=doc)),
                    F.document_symbol(ls, T.DocumentSymbolParams(text_document=doc)),
                    F.definition(ls, T.DefinitionParams(text_document=doc, position=pos)),
                    F.formatting(ls, T.DocumentFormattingParams(
                        text_document=doc, options=T.FormattingOptions(tab_size=4, insert_spaces=True))),
                    F.folding_range(ls, T.FoldingRangeParams(text_document=doc)),
                    F.code_action(ls, T.CodeActionParams(text_document=doc, range=T.Range(pos, pos),
                                                         context=T.CodeActionContext(diagnostics=[]))),
                ]
                for call in calls:
                    if asyncio.iscoroutine(call):
                        await call
            ls.workspace.remove_text_document(uri)
            ls.forget(uri)

    try:
        asyncio.run(session())
    finally:
        logger.removeHandler(errors)
        ls.parse_pool.shutdown(wait=False)
    assert not errors.records, [r.getMessage() + str(r.exc_info) for r in errors.records]
