"""Language server: the cost of re-diagnosing a 1,000-card file after a one-line edit.

    python benchmarks/lsp_incremental.py [--cards 1000] [--edits 50]

Builds a card file of N cards (the built-in library's cards, renamed so every card is
distinct), opens it the way the server does (pygls TextDocument), then applies one-line
incremental edits, each in a different card, and times what the server does for each
edit: apply the change, split into cards, look up each card's cached parse (only the
edited card is parsed again), shift and convert diagnostics to LSP (UTF-16), and
serialize the publishDiagnostics notification to JSON. (The document's card names for
the workspace index are listed lazily, on the next hover, completion or definition.) Target: <= 50 ms per edit.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lsprotocol import types as T  # noqa: E402
from pygls.protocol import default_converter  # noqa: E402
from pygls.workspace import TextDocument  # noqa: E402

from cardlang.lsp.analysis import BlockCache, analyze_cards  # noqa: E402
from cardlang.lsp.semantic import card_file_tokens  # noqa: E402
from cardlang.syntax.cardfile import _NAME_COST, split_blocks  # noqa: E402


def build_file(count: int) -> str:
    blocks = []
    for path in sorted((ROOT / "cards").glob("*.cards")):
        text = path.read_text(encoding="utf-8")
        for block in split_blocks(text):
            blocks.append([line for _, line in block])
    out = []
    for i in range(count):
        lines = list(blocks[i % len(blocks)])
        m = _NAME_COST.match(lines[0])
        name = (m.group("name") or "").strip()
        new = f"{name} {i}" if i >= len(blocks) else name
        out.append("\n".join(line.replace(name, new) for line in lines))
    return "\n\n".join(out) + "\n"


def publish_json(converter, uri: str, version: int, diagnostics) -> str:
    params = T.PublishDiagnosticsParams(uri=uri, version=version, diagnostics=diagnostics)
    return json.dumps({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                       "params": converter.unstructure(params)})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, default=1000)
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--no-freeze", action="store_true", help="do not gc.freeze() after the cold open")
    args = parser.parse_args()

    text = build_file(args.cards)
    uri = "file:///bench/library.cards"
    converter = default_converter()
    cache = BlockCache()
    doc = TextDocument(uri, text, version=1)

    started = time.perf_counter()
    analysis = analyze_cards(doc.source, doc.version, cache)
    payload = publish_json(converter, uri, 1, analysis.lsp_diagnostics())
    cold = time.perf_counter() - started
    lines = text.split("\n")
    print(f"file: {args.cards} cards, {len(lines)} lines, {len(text):,} characters; "
          f"{len(analysis.lsp_diagnostics())} diagnostics ({len(payload):,} bytes of JSON)")
    print(f"open (cold, every card parsed): {cold * 1000:.0f} ms, {analysis.parsed_blocks} cards parsed")

    if not args.no_freeze:
        gc.freeze()  # as the server does after parsing many new cards (cheap full collections later)

    started = time.perf_counter()
    tokens = card_file_tokens(analysis)
    print(f"semantic tokens (cold, whole file): {(time.perf_counter() - started) * 1000:.0f} ms, "
          f"{len(tokens) // 5} tokens")

    # one-line edits: type a character at the end of a line of a different card each time
    blocks = analysis.blocks
    step = max(1, len(blocks) // args.edits)
    timings, parsed = [], []
    version = 1
    for k in range(args.edits):
        block = blocks[(k * step) % len(blocks)]
        line1 = block.last if len(block.info.lines) > 2 else block.first
        line0 = line1 - 1
        current = doc.lines[line0].rstrip("\n")
        version += 1
        change = T.TextDocumentContentChangePartial(
            range=T.Range(T.Position(line0, len(current)), T.Position(line0, len(current))), text="x")
        started = time.perf_counter()
        doc.apply_change(change)
        doc.version = version
        result = analyze_cards(doc.source, doc.version, cache)
        publish_json(converter, uri, version, result.lsp_diagnostics())
        timings.append(time.perf_counter() - started)
        parsed.append(result.parsed_blocks)
    ms = sorted(t * 1000 for t in timings)
    print(f"one-line edit → re-diagnose ({args.edits} edits): median {statistics.median(ms):.1f} ms, "
          f"p90 {ms[int(len(ms) * 0.9) - 1]:.1f} ms, max {ms[-1]:.1f} ms; cards parsed per edit: "
          f"{min(parsed)}–{max(parsed)}")
    ok = statistics.median(ms) <= 50
    print("target ≤ 50 ms per edit:", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
