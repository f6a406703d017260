"""Parse throughput on the shared corpus: every card (each face) read into typed ASTs.

    python benchmarks/parse_corpus.py [--corpus ../shared/corpus/cards.jsonl] [--limit N] [--no-memo]
                                      [--repeat N] [--json]

Times, in one process and one run (no on-disk parse cache; the grammar's LALR tables
are loaded before the clock starts and timed apart):

* **parse**: decode each JSON line and read the card with
  ``cardlang.syntax.cardfile.read_json_record`` (frame, mana cost, type line, every
  ability line parsed to an AST; the in-process line memo shares repeated lines such as
  "Flying" between cards, as ``cardlang check`` and ``cardlang corpus`` do; with
  ``--no-memo`` every line is parsed, so the two runs give the memo's share);
* **regex**: the same JSON decoding plus a bare regular-expression tokenization of the
  same text (names, costs, type lines, every rules-text line) — the floor any reader
  pays; the ratio parse/regex says how much the grammar costs on top of that.

The two passes take turns, 250 cards at a time (the regex pass of the chunk, then its parse),
and each figure is the sum over the chunks: on a shared machine the speed changes from
second to second, and passes run one after the other would meet different moments (the
short regex pass, and so the ratio, swung most). In turns, both meet the same ones.

Prints cards/s, MB/s (of rules text: every face's ``oracle_text``, UTF-8), wall and CPU seconds (CPU time is steadier on a
busy machine), peak memory (resident set size), and the ratio. Target: the whole corpus
in <= 5 s on one core (>= 0.7 MB/s of rules text), ratio <= 10x.

``--repeat N`` runs the whole measurement N times, each in a fresh process (one after the
other), and prints each run and the median and minimum of each figure: on a shared machine
one run's CPU seconds vary by 10-20 %, more than most single speed steps gain, and the short
regex pass more than the parse (so the ratio of one run swings the most).
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "cards.jsonl"
TOKEN = re.compile(r"\{[^{}]*\}|\[[^\]]*\]|[A-Za-z0-9][\w'\-+/]*|[^\s\w]")


def peak_rss_mb() -> float:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 1024 / (1024 if sys.platform == "darwin" else 1)


def regex_pass(lines: list[str]) -> int:
    """JSON-decode every line and tokenize its text with one regular expression."""
    count = 0
    for raw in lines:
        record = json.loads(raw)
        for face in record.get("faces") or [record]:
            for field in ("name", "mana_cost", "type_line"):
                count += len(TOKEN.findall(face.get(field) or ""))
            for line in (face.get("oracle_text") or "").split("\n"):
                count += len(TOKEN.findall(line))
    return count


def parse_pass(lines: list[str], path: str, first: int = 1) -> tuple[int, int]:
    from cardlang.syntax.cardfile import read_json_record

    ok = abilities = 0
    for number, raw in enumerate(lines, start=first):
        pc = read_json_record(json.loads(raw), path, number)
        ok += pc.ok
        if pc.card is not None:
            abilities += sum(len(face.abilities) for face in pc.card.faces)
    return ok, abilities


class _NoMemo:
    """``api._parse_cached`` with its line memo bypassed: every ability and type line is
    parsed, a repeat too (the word, leaf and span caches below the parse stay); counts the
    parses as ``cache_info().misses`` would."""

    def __init__(self, cached):
        self.parse = cached.__wrapped__
        self.misses = 0

    def __call__(self, *key):
        self.misses += 1
        return self.parse(*key)


def interleaved(lines: list[str], path: str) -> tuple[int, int, int, list[float], list[float]]:
    """Both passes, taken in turns chunk by chunk (CHUNK cards of the regex pass, then the same
    cards parsed): (regex tokens, clean cards, abilities, [regex wall, regex CPU], [parse wall,
    parse CPU]), each the sum over the chunks. A shared machine's speed changes from second to
    second (one run's CPU seconds vary by 10-20 %, at times by half): passes run one after the
    other meet different moments, and the short regex pass swings the ratio most; in turns,
    both meet the same ones."""
    tokens = ok = abilities = 0
    regex, parse = [0.0, 0.0], [0.0, 0.0]
    clock, cpu_clock = time.perf_counter, time.process_time
    gc.collect()
    gc.disable()  # as cardlang corpus does (cardlang.corpus.gc_paused)
    try:
        for at in range(0, len(lines), CHUNK):
            chunk = lines[at:at + CHUNK]
            start, cpu = clock(), cpu_clock()
            tokens += regex_pass(chunk)
            middle, middle_cpu = clock(), cpu_clock()
            clean, found = parse_pass(chunk, path, at + 1)
            end, end_cpu = clock(), cpu_clock()
            ok += clean
            abilities += found
            regex[0] += middle - start
            regex[1] += middle_cpu - cpu
            parse[0] += end - middle
            parse[1] += end_cpu - middle_cpu
    finally:
        gc.enable()
    return tokens, ok, abilities, regex, parse


#: cards a turn of each pass (``interleaved``)
CHUNK = 250


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--limit", type=int, default=None, help="only the first N cards")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--no-memo", action="store_true",
                    help="parse every line, repeats too (no in-process line memo): the memo's share")
    ap.add_argument("--repeat", type=int, default=1, metavar="N",
                    help="run the measurement N times, each in a fresh process; print medians and minimums")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"no corpus at {args.corpus} (it lives in ../shared/corpus beside the repository)", file=sys.stderr)
        return 2
    if args.repeat < 1:
        print("--repeat must be 1 or more", file=sys.stderr)
        return 2
    if args.repeat > 1:
        return repeated(args)
    data = args.corpus.read_bytes()
    lines = [line for line in data.decode("utf-8").split("\n") if line.strip()]
    if args.limit:
        lines = lines[: args.limit]
    size = sum(len(line.encode("utf-8")) + 1 for line in lines)
    text_size = 0
    for line in lines:
        record = json.loads(line)
        text_size += sum(len((face.get("oracle_text") or "").encode("utf-8")) for face in record.get("faces") or [record])

    start = time.perf_counter()
    from cardlang.syntax.api import literal_names
    from cardlang.syntax.parser import fast_card_parser
    fast_card_parser()
    literal_names()
    load = time.perf_counter() - start
    rss_before = peak_rss_mb()

    from cardlang.syntax import api
    if args.no_memo:
        api._parse_cached = no_memo = _NoMemo(api._parse_cached)
    tokens, ok, abilities, (regex_wall, regex_cpu), (wall, cpu) = interleaved(lines, str(args.corpus))
    parses = no_memo.misses if args.no_memo else api.cache_info().misses
    figures = {
        "cards": len(lines), "bytes": size, "cards_clean": ok, "abilities": abilities,
        "line_memo": not args.no_memo,
        "unique_lines_parsed": parses, "grammar_load_s": round(load, 3),
        "parse_s": round(wall, 3), "parse_cpu_s": round(cpu, 3),
        "text_bytes": text_size,
        "cards_per_s": round(len(lines) / wall, 1), "mb_per_s": round(text_size / 1e6 / wall, 3),
        "cards_per_cpu_s": round(len(lines) / cpu, 1), "mb_per_cpu_s": round(text_size / 1e6 / cpu, 3),
        "file_mb_per_s": round(size / 1e6 / wall, 3),
        "regex_s": round(regex_wall, 3), "regex_cpu_s": round(regex_cpu, 3), "regex_tokens": tokens,
        "ratio_to_regex": round(wall / regex_wall, 1), "ratio_to_regex_cpu": round(cpu / regex_cpu, 1),
        "peak_rss_mb": round(peak_rss_mb(), 1), "rss_before_parse_mb": round(rss_before, 1),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    f = figures
    print(f"corpus        {args.corpus} ({f['cards']:,} cards, {text_size / 1e6:.2f} MB of rules text "
          f"in a {size / 1e6:.2f} MB file)")
    print(f"grammar load  {f['grammar_load_s']:.2f} s (LALR tables from the on-disk cache; not in the figures)")
    print(f"parse         {f['parse_s']:.2f} s wall, {f['parse_cpu_s']:.2f} s CPU — "
          f"{f['cards_per_s']:,.0f} cards/s, {f['mb_per_s']:.2f} MB/s of rules text "
          f"({f['cards_per_cpu_s']:,.0f} cards/s, {f['mb_per_cpu_s']:.2f} MB/s per CPU second)")
    print(f"              {f['unique_lines_parsed']:,} {'distinct ' if f['line_memo'] else ''}lines parsed "
          f"({'repeats from the line memo' if f['line_memo'] else 'no line memo: repeats parsed again'}), "
          f"{abilities:,} abilities, {ok:,} cards without errors")
    print(f"regex         {f['regex_s']:.2f} s wall, {f['regex_cpu_s']:.2f} s CPU (JSON decode + one-regex "
          f"tokenization, {tokens:,} tokens)")
    print(f"ratio         {f['ratio_to_regex']:.1f}x the regex pass ({f['ratio_to_regex_cpu']:.1f}x in CPU time)")
    print(f"peak memory   {f['peak_rss_mb']:.0f} MB resident ({f['rss_before_parse_mb']:.0f} MB before parsing)")
    return 0


#: the figures --repeat summarizes (median and minimum over the runs)
SUMMARIZED = ("parse_cpu_s", "parse_s", "regex_cpu_s", "regex_s", "ratio_to_regex_cpu", "ratio_to_regex",
              "mb_per_cpu_s", "peak_rss_mb")


def repeated(args) -> int:
    """The measurement ``args.repeat`` times, each in a fresh process (so no run finds the
    caches of another warm), and the median and minimum of each figure."""
    import statistics
    import subprocess

    child = [sys.executable, str(Path(__file__).resolve()), "--corpus", str(args.corpus), "--json"]
    if args.limit:
        child += ["--limit", str(args.limit)]
    if args.no_memo:
        child.append("--no-memo")
    runs = []
    for number in range(1, args.repeat + 1):
        done = subprocess.run(child, capture_output=True, text=True)
        if done.returncode != 0:
            print(f"run {number} failed:\n{done.stderr}", file=sys.stderr)
            return 1
        runs.append(json.loads(done.stdout))
        if not args.json:
            r = runs[-1]
            print(f"run {number}: parse {r['parse_cpu_s']:.2f} s CPU, regex {r['regex_cpu_s']:.2f} s CPU, "
                  f"ratio {r['ratio_to_regex_cpu']:.1f}x, peak {r['peak_rss_mb']:.0f} MB", flush=True)
    summary = {key: {"median": round(statistics.median(r[key] for r in runs), 3),
                     "min": round(min(r[key] for r in runs), 3)} for key in SUMMARIZED}
    # the ratio of the medians: each pass's typical time, not one run's pair
    summary["ratio_of_median_cpu"] = round(summary["parse_cpu_s"]["median"] / summary["regex_cpu_s"]["median"], 1)
    if args.json:
        print(json.dumps({"runs": runs, "summary": summary}, indent=2))
        return 0
    s = summary
    print(f"median of {len(runs)}: parse {s['parse_cpu_s']['median']:.2f} s CPU (min {s['parse_cpu_s']['min']:.2f}), "
          f"regex {s['regex_cpu_s']['median']:.2f} s CPU (min {s['regex_cpu_s']['min']:.2f}), "
          f"{s['mb_per_cpu_s']['median']:.2f} MB/s per CPU second")
    print(f"ratio of the medians {s['ratio_of_median_cpu']:.1f}x the regex pass "
          f"(median of the runs' ratios {s['ratio_to_regex_cpu']['median']:.1f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
