"""cardlang beside phase.rs (the Rust engine, through its Python binding) on the same corpus.

    pip install -e '.[bench]'          # phase-python
    python benchmarks/compare_phase.py [--corpus ../shared/corpus/cards.jsonl] [--limit N]

Both tools read every non-funny card of the corpus in one run, and the figures are
printed side by side:

* **cardlang**: ``cardlang.corpus.measure_corpus`` — a card counts when every line of
  every face became typed AST nodes *and* round-trips (docs/coverage.md). Time: JSON
  decoding + reading every card into ASTs.
* **phase.rs**: ``phase.build_oracle_face`` (``build_oracle_face_multi`` per face of a
  multi-faced card) on an MTGJSON-style record made from the corpus record; a card counts
  when no face contains a node phase marks as not understood (``"type": "Unimplemented"``
  or ``"Unrecognized"``) — its own markers, no round-trip check. The MTGJSON
  ``keywords`` list the engine reads keyword lines from is rebuilt from the rules text
  (lines made only of keyword abilities). Time: building the records + phase's calls.

When ``phase`` cannot be imported the script says so and prints cardlang's figures only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "cards.jsonl"
SUPERTYPES = {"Basic", "Legendary", "Snow", "World", "Ongoing", "Host", "Elite"}
MARKERS = {"Unimplemented", "Unrecognized"}


def _keyword_table() -> list[tuple[str, str]]:
    from cardlang.syntax.vocabulary_data import KEYWORD_ABILITIES

    return sorted({k.lower(): k for k in KEYWORD_ABILITIES}.items(), key=lambda kv: -len(kv[0]))


def keywords(text: str, table: list[tuple[str, str]]) -> list[str]:
    """Keyword abilities of the lines that hold only keywords ("Flying, haste", "Ward {2}")."""
    out: list[str] = []
    for line in text.split("\n"):
        line = re.sub(r"\([^()]*\)", "", line).strip()
        found = []
        for item in re.split(r"[,;] ", line):
            low = item.lower().strip()
            name = next((n for k, n in table if low == k or low.startswith(k + " ") or low.startswith(k + "—")),
                        None)
            if name is None:
                found = []
                break
            found.append(name[0].upper() + name[1:])
        out.extend(found)
    return out


def mtgjson_face(face: dict, layout: str, table) -> dict:
    type_line = face.get("type_line") or ""
    left, _, right = type_line.partition(" — ")
    words = left.split()
    text = face.get("oracle_text") or ""
    return {"name": face.get("name") or "", "manaCost": face.get("mana_cost") or None, "type": type_line,
            "types": [w for w in words if w not in SUPERTYPES], "supertypes": [w for w in words if w in SUPERTYPES],
            "subtypes": right.split() if right else [], "text": text, "keywords": keywords(text, table),
            "power": face.get("power"), "toughness": face.get("toughness"), "loyalty": face.get("loyalty"),
            "defense": face.get("defense"), "layout": layout, "colors": [], "colorIdentity": [],
            "identifiers": {}, "manaValue": 0}


def not_understood(value) -> bool:
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if v.get("type") in MARKERS:
                return True
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return False


def measure_phase(lines: list[str]) -> dict:
    import phase

    table = _keyword_table()
    cards = parsed = errors = 0
    by_source: dict[str, list[int]] = {}
    start, cpu = time.perf_counter(), time.process_time()
    for raw in lines:
        record = json.loads(raw)
        if record.get("funny"):
            continue
        cards += 1
        layout = record.get("layout") or "normal"
        faces = record.get("faces")
        ok = True
        for face in faces or [record]:
            build = phase.build_oracle_face_multi if faces else phase.build_oracle_face
            try:
                result = build(mtgjson_face(face, layout, table), None)
            except Exception:  # noqa: BLE001 - a record phase refuses is not parsed
                errors += 1
                ok = False
                continue
            if not_understood(result):
                ok = False
        parsed += ok
        group = by_source.setdefault(record.get("source") or "(none)", [0, 0])
        group[0] += 1
        group[1] += ok
    return {"cards": cards, "parsed": parsed, "parsed_pct": 100.0 * parsed / cards if cards else 0.0,
            "errors": errors, "seconds": time.perf_counter() - start, "cpu_seconds": time.process_time() - cpu,
            "by_source": by_source}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=None, help="only the first N cards")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"no corpus at {args.corpus} (it lives in ../shared/corpus beside the repository)", file=sys.stderr)
        return 2
    from cardlang.corpus import measure_corpus

    ours = measure_corpus(args.corpus, limit=args.limit)
    lines = [line for line in args.corpus.read_text(encoding="utf-8").split("\n") if line.strip()]
    if args.limit:
        lines = lines[: args.limit]
    try:
        import phase  # noqa: F401
    except ImportError as exc:
        theirs = None
        print(f"phase.rs: not measured — the Python binding cannot be imported ({exc}); "
              f"pip install phase-python (or pip install -e '.[bench]')\n")
    else:
        theirs = measure_phase(lines)

    print(f"corpus: {args.corpus} — {ours.cards:,} non-funny cards ({ours.funny_cards:,} funny left out)\n")
    rows = [("", "cardlang", "phase.rs")]
    rows.append(("cards read fully", f"{ours.parsed:,} = {ours.parsed_pct:.2f}%",
                 f"{theirs['parsed']:,} = {theirs['parsed_pct']:.2f}%" if theirs else "—"))
    rows.append(("what counts", "typed AST + round trip", "no Unimplemented/Unrecognized node" if theirs else "—"))
    for source in sorted(ours.by_source):
        g = ours.by_source[source]
        t = theirs["by_source"].get(source) if theirs else None
        rows.append((f"  {source}", f"{g.parsed_pct:.1f}% of {g.cards:,}",
                     f"{100.0 * t[1] / t[0]:.1f}% of {t[0]:,}" if t else "—"))
    rows.append(("executable", f"{ours.executable:,} = {ours.executable_pct:.2f}%", "—"))
    rows.append(("seconds (wall / CPU)", f"{ours.parse_seconds:.2f} / {ours.parse_cpu_seconds:.2f}",
                 f"{theirs['seconds']:.2f} / {theirs['cpu_seconds']:.2f}" if theirs else "—"))
    rows.append(("cards/s (wall)", f"{ours.records / ours.parse_seconds:,.0f}",
                 f"{theirs['cards'] / theirs['seconds']:,.0f}" if theirs else "—"))
    if theirs and theirs["errors"]:
        rows.append(("faces phase refused", "", f"{theirs['errors']:,}"))
    width = [max(len(r[i]) for r in rows) for i in range(3)]
    for r in rows:
        print("  ".join(cell.ljust(width[i]) for i, cell in enumerate(r)).rstrip())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
