"""``cardlang check`` of an unchanged 20,000-card folder: cold, then warm (the on-disk parse cache).

    python benchmarks/check_warm.py [--cards 20000] [--per-file 500] [--keep DIR]

Writes N cards of the shared corpus as card files (``*.cards``, the card-file format:
name and cost, type line, rules text, P/T or loyalty, ``// layout`` between faces) into
a temporary folder, then runs ``cardlang check -q FOLDER`` as a fresh process three
times with an empty ``CARDLANG_CACHE_DIR``: cold (parse everything, fill the cache),
warm, warm again; and once more warm without ``-q`` (every diagnostic printed, output
to /dev/null). Target: warm <= 1 s.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "cards.jsonl"


def card_text(record: dict) -> str:
    faces = record.get("faces") or [record]
    parts = []
    for i, face in enumerate(faces):
        if i:
            parts.append(f"// {record.get('layout') or 'transform'}")
        parts.append(f"{face.get('name') or '?'} {face.get('mana_cost') or ''}".rstrip())
        parts.append(face.get("type_line") or "Card")
        parts.extend(line for line in (face.get("oracle_text") or "").split("\n") if line.strip())
        if face.get("power") is not None and face.get("toughness") is not None:
            parts.append(f"{face['power']}/{face['toughness']}")
        elif face.get("loyalty") is not None:
            parts.append(f"Loyalty: {face['loyalty']}")
    return "\n".join(parts)


def write_folder(folder: Path, corpus: Path, cards: int, per_file: int) -> int:
    records = [json.loads(line) for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    records = [r for r in records if r.get("layout") in (None, "normal", "transform", "modal_dfc", "split",
                                                          "adventure", "flip", "aftermath", "meld", "prepare")]
    chosen = (records * (cards // len(records) + 1))[:cards]
    folder.mkdir(parents=True, exist_ok=True)
    for start in range(0, len(chosen), per_file):
        chunk = chosen[start:start + per_file]
        (folder / f"cards_{start // per_file:04}.cards").write_text(
            "\n\n".join(card_text(r) for r in chunk) + "\n", encoding="utf-8")
    return len(chosen)


def run(folder: Path, cache: Path, quiet: bool = True) -> tuple[float, str]:
    env = dict(os.environ, CARDLANG_CACHE_DIR=str(cache))
    env.pop("CARDLANG_NO_CACHE", None)
    args = [sys.executable, "-m", "cardlang", "check", str(folder)] + (["-q"] if quiet else [])
    start = time.perf_counter()
    proc = subprocess.run(args, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    elapsed = time.perf_counter() - start
    return elapsed, proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else f"exit {proc.returncode}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--cards", type=int, default=20_000)
    ap.add_argument("--per-file", type=int, default=500)
    ap.add_argument("--keep", type=Path, default=None, help="write the folder here and keep it")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="cardlang-check-"))
    folder = args.keep or work / "cards"
    cache = work / "cache"
    try:
        n = write_folder(folder, args.corpus, args.cards, args.per_file)
        size = sum(p.stat().st_size for p in folder.glob("*.cards"))
        print(f"folder   {folder}: {n:,} cards in {len(list(folder.glob('*.cards')))} files, {size / 1e6:.1f} MB")
        for label, quiet in (("cold", True), ("warm", True), ("warm", True), ("warm, all diagnostics", False)):
            elapsed, summary = run(folder, cache, quiet)
            print(f"{label:<22} {elapsed:6.2f} s   {summary}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
