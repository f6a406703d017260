"""End-to-end fixtures: a real LSP client (pytest-lsp) talking to ``python -m cardlang.lsp``
over stdio, one server per test module."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, make_test_lsp_client

WORKSPACE = Path(__file__).parent / "workspace"
REPO = Path(__file__).resolve().parents[2]


def uri_of(path: Path) -> str:
    return path.resolve().as_uri()


def _record_diagnostics(client: LanguageClient, params: T.PublishDiagnosticsParams) -> None:
    """pytest-lsp's own handler, plus the document version each publication is for."""
    DEFAULT_CLIENT_FEATURES[T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS](client, params)
    client.diagnostic_versions[params.uri] = params.version


def versioned_client() -> LanguageClient:
    client = make_test_lsp_client()
    client.diagnostic_versions = {}
    client.protocol.fm.features[T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = \
        lambda params: _record_diagnostics(client, params)
    return client


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(
    server_command=[sys.executable, "-m", "cardlang.lsp"], client_factory=versioned_client))
async def client(lsp_client: LanguageClient):
    params = T.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=uri_of(WORKSPACE),
        workspace_folders=[T.WorkspaceFolder(uri=uri_of(WORKSPACE), name="workspace")],
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def open_doc(client: LanguageClient, uri: str, text: str, language: str = "cardlang-cards", version: int = 1) -> None:
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(T.DidOpenTextDocumentParams(
        text_document=T.TextDocumentItem(uri=uri, language_id=language, version=version, text=text)))


def change_doc(client: LanguageClient, uri: str, version: int, text: str,
               range: T.Range | None = None) -> None:
    change = (T.TextDocumentContentChangePartial(range=range, text=text) if range is not None
              else T.TextDocumentContentChangeWholeDocument(text=text))
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=[change]))


# How long to wait for the server's answer before calling it missing. Not a speed check: the
# first request of a module also loads the grammar in a fresh server process, which took
# more than 15 s on a 2-core machine at load 10 (the corpus benchmarks measure speed).
WAIT_SECONDS = 90.0


async def diagnostics(client: LanguageClient, uri: str, timeout: float = WAIT_SECONDS,
                      version: int | None = None) -> list[T.Diagnostic]:
    """Wait until diagnostics for ``uri`` arrive (callers pop the old ones first); with
    ``version``, until they are for that version of the document: a check of an earlier version
    may already be on the pipe when a change is sent (the server drops stale results, but cannot
    recall one already written)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while uri not in client.diagnostics or (
            version is not None and client.diagnostic_versions.get(uri) != version):
        if loop.time() > deadline:
            raise AssertionError(f"no diagnostics for {uri} within {timeout}s")
        await asyncio.sleep(0.02)
    return list(client.diagnostics[uri])


async def wait_for(predicate, timeout: float = WAIT_SECONDS) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.02)


@pytest.fixture
def workspace() -> Path:
    return WORKSPACE
