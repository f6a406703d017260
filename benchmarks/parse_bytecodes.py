"""Bytecodes the parse executes, by part: a count of the work that, unlike time, is the same
on every run (a speed step's effect shows even on a busy machine, where one run's seconds
vary by 10-20 %).

    python benchmarks/parse_bytecodes.py [--corpus ../shared/corpus/cards.jsonl] [--lines 2000] [--json]

Reads the corpus the way ``parse_corpus.py`` does and records every distinct line the parse
reads (abilities and type lines, with the card's names); parses the first ``--lines`` of them
to warm the caches (word classes, leaves, makers), then counts, with ``sys.settrace`` opcode
events, the bytecodes executed while parsing the next ``--lines``, by the file of the code
that runs them: the lexer, the LALR loop, the AST builder (generated makers included) and the
rest. Bytecodes are not seconds (code that makes objects in C costs more per bytecode: in
session 14 a 15 % cut of bytecodes gave ~9 % of the time), so a step is judged by both.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "cards.jsonl"

#: the part of the parse a code object belongs to, by its file name (generated code by its name)
PARTS = (("lexer.py", "lexer"), ("<look-ahead rows>", "lexer"), ("parser.py", "LALR loop"),
         ("build.py", "builder"), ("<make ", "builder"), ("<shape", "builder"), ("<node_of", "builder"),
         ("ast/", "builder"), ("check.py", "checks"), ("diagnostics.py", "error messages"))


def part_of(filename: str) -> str:
    for marker, part in PARTS:
        if marker in filename:
            return part
    return "rest"


def distinct_lines(corpus: Path) -> list[tuple[str, tuple[str, ...], str]]:
    """Every distinct (text, names, start) the corpus pass parses, in the order it parses them,
    recorded without parsing any (so the caches below the parse stay cold for the count)."""
    from cardlang.syntax import api
    from cardlang.syntax.cardfile import read_json_record

    seen: list[tuple[str, tuple[str, ...], str]] = []
    parse = api._parse_plain

    def recording(text, names, start):
        seen.append((text, names, start))
        return None, (), ()  # no node and no diagnostic: the card reader goes on

    api._parse_plain = recording
    try:
        with corpus.open(encoding="utf-8") as fh:
            for number, raw in enumerate(fh, start=1):
                if raw.strip():
                    read_json_record(json.loads(raw), str(corpus), number)
    finally:
        api._parse_plain = parse
        api._parse_cached.cache_clear()
    return seen


def count(lines: list[tuple[str, tuple[str, ...], str]]) -> collections.Counter:
    from cardlang.syntax import api

    by_file: collections.Counter = collections.Counter()

    def tracer(frame, event, arg):
        frame.f_trace_opcodes = True
        if event == "opcode":
            by_file[frame.f_code.co_filename] += 1
        return tracer

    sys.settrace(tracer)
    try:
        for key in lines:
            api._parse_plain(*key)
    finally:
        sys.settrace(None)
    parts: collections.Counter = collections.Counter()
    for filename, n in by_file.items():
        parts[part_of(filename)] += n
    return parts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--lines", type=int, default=2000, help="lines to warm up with, then lines counted")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"no corpus at {args.corpus} (it lives in ../shared/corpus beside the repository)", file=sys.stderr)
        return 2
    if args.lines < 1:
        print("--lines must be 1 or more", file=sys.stderr)
        return 2
    from cardlang.syntax import api

    lines = distinct_lines(args.corpus)
    warm, counted = lines[:args.lines], lines[args.lines:2 * args.lines]
    for key in warm:
        api._parse_plain(*key)
    parts = count(counted)
    total = sum(parts.values())
    if args.json:
        print(json.dumps({"lines": len(counted), "total": total, "parts": dict(parts.most_common())}, indent=2))
        return 0
    print(f"{len(counted):,} distinct lines (after {len(warm):,} to warm up): {total:,} bytecodes, "
          f"{total / max(1, len(counted)):,.0f} a line")
    for part, n in parts.most_common():
        print(f"  {part:<15} {n:>12,}  {100 * n / total:5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
