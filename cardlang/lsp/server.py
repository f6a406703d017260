"""The cardlang language server (pygls 2): diagnostics, hover, completion, semantic
tokens, document symbols, go to definition, formatting and quick fixes for card files
(``*.cards``) and game scripts (``*.game``).

Concurrency: the event loop only routes messages. Everything that lexes or parses runs
on one worker thread (the lexer keeps per-call state, so parsing is serialized), and
each document's analysis is tagged with a generation number: a newer edit or a close
makes an analysis in flight stale, and a stale result is dropped, never published.
"""

from __future__ import annotations

import asyncio
import gc
import functools
import logging
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer

from .. import CARDS_DIR, __version__
from .analysis import BlockCache, CardsAnalysis, Incomplete, Stale, analyze_cards
from .index import CardDef, CardIndex, uri_to_path

log = logging.getLogger("cardlang.lsp")

DEBOUNCE_SECONDS = 0.15
PARSE_SLICE = 100  # cards parsed per turn of the parse thread
FREEZE_AFTER = 300  # newly cached cards after which the garbage collector's view is frozen
WINDOW = 400  # characters around the cursor searched for names (bounded work on huge lines)


@dataclass(eq=False)
class ScriptAnalysis:
    version: int | None
    lines: list[str]
    diagnostics: list[T.Diagnostic] | None


class CardlangServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("cardlang", __version__, text_document_sync_kind=T.TextDocumentSyncKind.Incremental)
        self.cache = BlockCache()
        self.index = CardIndex()
        self.analyses: dict[str, CardsAnalysis | ScriptAnalysis] = {}
        self.generation: dict[str, int] = {}
        self.pending: dict[str, asyncio.Task] = {}
        self.parse_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cardlang-parse")
        self.debounce = DEBOUNCE_SECONDS
        #: timings of the last analysis per uri (seconds of server time), for benchmarks
        self.timings: dict[str, float] = {}
        self._frozen_at = 0

    # -- documents ----------------------------------------------------------------
    def document(self, uri: str):
        return self.workspace.text_documents.get(unquote(uri))

    @staticmethod
    def is_script(uri: str, language_id: str | None = None) -> bool:
        return uri.endswith(".game") or language_id == "cardlang-game"

    def schedule(self, uri: str, delay: float) -> None:
        gen = self.generation[uri] = self.generation.get(uri, 0) + 1
        old = self.pending.pop(uri, None)
        if old is not None:
            old.cancel()
        self.pending[uri] = asyncio.ensure_future(self._check(uri, gen, delay))

    def forget(self, uri: str) -> None:
        self.generation[uri] = self.generation.get(uri, 0) + 1
        task = self.pending.pop(uri, None)
        if task is not None:
            task.cancel()
        self.analyses.pop(uri, None)
        self.index.set_open(uri, None)
        path = uri_to_path(uri)
        if path and path.endswith(".cards") and Path(path).is_file():
            self.index.scan_file(path)  # back to what is on disk

    async def _check(self, uri: str, gen: int, delay: float) -> None:
        try:
            if delay:
                await asyncio.sleep(delay)
            analysis = await self.analysis(uri, gen)
            if analysis is None or self.generation.get(uri) != gen or self.document(uri) is None:
                return
            diagnostics = analysis.lsp_diagnostics() if isinstance(analysis, CardsAnalysis) else analysis.diagnostics
            if diagnostics is None:
                return
            self.text_document_publish_diagnostics(
                T.PublishDiagnosticsParams(uri=uri, version=analysis.version, diagnostics=diagnostics))
        except (asyncio.CancelledError, Stale):
            return
        except Exception:  # noqa: BLE001 - never let one document take the server down
            log.exception("checking %s failed", uri)
        finally:
            if self.pending.get(uri) is asyncio.current_task():
                self.pending.pop(uri, None)

    async def analysis(self, uri: str, gen: int | None = None) -> CardsAnalysis | ScriptAnalysis | None:
        """The analysis of the document's current version (computed on the parse thread if needed)."""
        doc = self.document(uri)
        if doc is None:
            return None
        cached = self.analyses.get(uri)
        if cached is not None and cached.version == doc.version and doc.version is not None:
            return cached
        text, version = doc.source, doc.version
        script = self.is_script(uri, getattr(doc, "language_id", None))
        gen = self.generation.get(uri, 0) if gen is None else gen
        loop = asyncio.get_running_loop()
        while True:  # a slice of cards at a time: requests queued meanwhile run between slices
            try:
                result = await loop.run_in_executor(self.parse_pool, self._analyze, uri, text, version, gen, script)
                break
            except Incomplete:
                continue
        if self.document(uri) is not None and self.generation.get(uri) == gen:
            self.analyses[uri] = result
            if isinstance(result, CardsAnalysis):
                self.index.set_open(uri, functools.partial(self._defs, uri, result))
        return result

    def _analyze(self, uri: str, text: str, version, gen: int, script: bool):
        """Runs on the parse thread."""
        started = time.perf_counter()
        if script:
            from .scripts import script_diagnostics
            path = uri_to_path(uri) or uri
            result = ScriptAnalysis(version, text.split("\n"), script_diagnostics(text, path))
        else:
            result = analyze_cards(text, version, self.cache, should_stop=lambda: self.generation.get(uri) != gen,
                                   max_parse=PARSE_SLICE)
            self._freeze_if_grown()
        self.timings[uri] = time.perf_counter() - started
        return result

    def _freeze_if_grown(self) -> None:
        """After many new cards are cached, move them out of the collector's way (gc.freeze):
        a full collection over hundreds of thousands of AST nodes costs ~100 ms, which would
        otherwise land on some later keystroke."""
        if len(self.cache) - self._frozen_at >= FREEZE_AFTER:
            gc.freeze()
            self._frozen_at = len(self.cache)

    @staticmethod
    def _defs(uri: str, analysis: CardsAnalysis) -> list[CardDef]:
        defs: list[CardDef] = []
        for block in analysis.blocks:
            info = block.info
            if not info.faces:
                continue
            card = " // ".join(f.name for f in info.faces)
            body = None
            for i, f in enumerate(info.faces):
                if body is None:
                    body = "\n".join(line for _, line in info.lines)
                line0 = f.line - 1 + block.offset
                if i == 0 and len(info.faces) > 1:
                    defs.append(CardDef(card, card, uri, line0, f.start, f.end, body))
                defs.append(CardDef(f.name, card, uri, line0, f.start, f.end, body))
        return defs

    async def in_pool(self, fn, *args):
        return await asyncio.get_running_loop().run_in_executor(self.parse_pool, fn, *args)

    def scan_workspace(self) -> None:
        folders = [CARDS_DIR]
        for folder in (self.workspace.folders or {}).values():
            path = uri_to_path(folder.uri)
            if path:
                folders.append(Path(path))
        root = self.workspace.root_path
        if root:
            folders.append(Path(root))
        seen = set()
        for folder in folders:
            try:
                resolved = Path(folder).resolve()
            except OSError:
                continue
            if resolved in seen:
                continue
            seen.add(resolved)
            self.index.scan_folder(resolved)


server = CardlangServer()


# -- lifecycle ---------------------------------------------------------------------
@server.feature(T.INITIALIZED)
async def initialized(ls: CardlangServer, params: T.InitializedParams) -> None:
    loop = asyncio.get_running_loop()
    # warm the parser on the parse thread and index the workspace's card files
    loop.run_in_executor(ls.parse_pool, _warm)
    try:
        await asyncio.to_thread(ls.scan_workspace)
    except Exception:  # noqa: BLE001
        log.exception("indexing the workspace failed")


def _warm() -> None:
    try:
        from ..syntax.api import parse_ability
        from ..syntax.parser import card_parser
        parse_ability("Flying")
        card_parser()  # Lark's own parser, for completion (parse_ability does not need it)
    except Exception:  # noqa: BLE001
        log.exception("loading the grammar failed")


@server.feature(T.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: CardlangServer, params: T.DidOpenTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, 0)


@server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: CardlangServer, params: T.DidChangeTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri, ls.debounce)


@server.feature(T.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: CardlangServer, params: T.DidSaveTextDocumentParams) -> None:
    pass


@server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: CardlangServer, params: T.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.forget(uri)
    ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(T.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
async def did_change_workspace_folders(ls: CardlangServer, params: T.DidChangeWorkspaceFoldersParams) -> None:
    for folder in params.event.added:
        path = uri_to_path(folder.uri)
        if path:
            await asyncio.to_thread(ls.index.scan_folder, path)


@server.feature(T.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: CardlangServer, params: T.DidChangeWatchedFilesParams) -> None:
    for change in params.changes:
        if not change.uri.endswith(".cards") or ls.document(change.uri) is not None:
            continue
        path = uri_to_path(change.uri)
        if change.type == T.FileChangeType.Deleted or not path:
            ls.index.remove_file(change.uri)
        else:
            ls.index.scan_file(path)


# -- features ----------------------------------------------------------------------
from . import features  # noqa: E402,F401  (registers the feature handlers on ``server``)


def start(tcp: str | None = None) -> int:
    """Run the server over stdio, or on ``HOST:PORT`` with ``tcp``."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="cardlang-lsp: %(levelname)s %(message)s")
    if tcp:
        host, _, port = tcp.rpartition(":")
        try:
            port_number = int(port)
        except ValueError:
            print(f"--tcp expects HOST:PORT, got {tcp!r}", file=sys.stderr)
            return 2
        server.start_tcp(host or "127.0.0.1", port_number)
    else:
        server.start_io()
    return 0
