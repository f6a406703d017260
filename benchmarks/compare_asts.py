"""Whether two trees read every card into the same ASTs: the check a speed step must pass.

    python benchmarks/compare_asts.py OTHER_TREE [--corpus ../shared/corpus/cards.jsonl] [--limit N]

OTHER_TREE is another checkout of the repository (e.g. ``git worktree add /tmp/base main``).
Each tree reads, in its own process, every corpus record (``read_json_record``) and every
card of this tree's ``cards/`` (``read_card_text``, no on-disk cache) and writes one line per
record: the AST in full — every node's class, ``span`` and ``form`` (both left out of node
equality, so ``==`` would miss them) and fields — and every diagnostic with all its fields
(message, place, code, found, expected, suggestion). The lines are compared; the script
prints how many records differ and the first differences, and exits 1 if any does.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "cards.jsonl"


def _dump_value(value) -> str:
    from cardlang.syntax.ast.base import Node, Span

    if isinstance(value, Node):
        parts = [type(value).__name__, _dump_value(value.span), repr(value.form)]
        parts += [f"{f.name}={_dump_value(getattr(value, f.name))}" for f in dataclasses.fields(value)
                  if f.name not in ("span", "form")]
        return "(" + " ".join(parts) + ")"
    if isinstance(value, Span):
        return f"@{value.line}:{value.column}-{value.end_line}:{value.end_column}"
    if isinstance(value, (tuple, list)):
        return "[" + ",".join(_dump_value(item) for item in value) + "]"
    return repr(value)


def _dump_card(where: str, parsed) -> str:
    diagnostics = [repr((d.message, d.line, d.column, d.end_line, d.end_column, d.file, d.severity, d.code,
                         d.found, d.expected, d.suggestion)) for d in parsed.diagnostics]
    return f"{where}\t{parsed.ok}\t{_dump_value(parsed.card)}\t{diagnostics}\t{parsed.ability_lines}\n"


def dump(corpus: Path, limit: int | None, cards_dir: Path, out: Path) -> None:
    """Write the dump of every record (run in the tree being dumped)."""
    from cardlang.syntax.cardfile import read_card_text, read_json_record

    with out.open("w", encoding="utf-8") as fh:
        if corpus.is_file():
            with corpus.open(encoding="utf-8") as lines:
                for number, raw in enumerate(lines, start=1):
                    if limit is not None and number > limit:
                        break
                    if raw.strip():
                        fh.write(_dump_card(f"corpus:{number}", read_json_record(json.loads(raw), "corpus", number)))
        for path in sorted(cards_dir.glob("*.cards")):
            for k, parsed in enumerate(read_card_text(path.read_text(encoding="utf-8"), path.name)):
                fh.write(_dump_card(f"{path.name}:{k}", parsed))


def _run_dump(tree: Path, args, out: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(tree))
    subprocess.run([sys.executable, __file__, "--dump", str(out), "--corpus", str(args.corpus),
                    "--cards", str(ROOT / "cards"), *(["--limit", str(args.limit)] if args.limit else []), "."],
                   env=env, check=True, cwd=tempfile.gettempdir())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("other", type=Path, help="another checkout of the repository")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=None, help="only the first N corpus records")
    ap.add_argument("--cards", type=Path, default=ROOT / "cards", help=argparse.SUPPRESS)
    ap.add_argument("--dump", type=Path, default=None, help=argparse.SUPPRESS)  # the child's mode
    args = ap.parse_args(argv)
    if args.dump is not None:
        dump(args.corpus, args.limit, args.cards, args.dump)
        return 0
    if not (args.other / "cardlang").is_dir():
        print(f"{args.other} is not a checkout of the repository (no cardlang/ in it)", file=sys.stderr)
        return 2
    if not args.corpus.is_file():
        print(f"no corpus at {args.corpus}: comparing cards/ only", file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="compare-asts-") as tmp:
        mine, theirs = Path(tmp) / "this.txt", Path(tmp) / "other.txt"
        _run_dump(ROOT, args, mine)
        _run_dump(args.other.resolve(), args, theirs)
        a = mine.read_text(encoding="utf-8").splitlines()
        b = theirs.read_text(encoding="utf-8").splitlines()
    differ = [(x, y) for x, y in zip(a, b) if x != y]
    print(f"{len(a):,} records read by this tree ({ROOT}), {len(b):,} by {args.other}; "
          f"{len(differ):,} differ")
    for x, y in differ[:3]:
        at = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
        print(f"{x.split(chr(9), 1)[0]} (from character {at:,}):")
        print(f"    this:  ...{x[max(0, at - 80):at + 120]}")
        print(f"    other: ...{y[max(0, at - 80):at + 120]}")
    return 0 if not differ and len(a) == len(b) else 1


if __name__ == "__main__":
    raise SystemExit(main())
