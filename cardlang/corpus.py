"""``cardlang corpus``: how much of a corpus of real cards the grammar reads, and how fast.

A card counts as **parsed** when every line of every face became typed AST nodes
(no error diagnostic at all: frame, mana cost, type line, abilities, agreement) and
every ability survives the round trip:

* ``source == "mtgjson-2026-07-09"`` (current Oracle wording): ``to_text(ability)``
  is exactly the line as printed (reminder text included);
* older text: ``parse(to_text(ability)) == ability`` (equality ignores spans and wording).

A card is **executable** when it is parsed and the interpreter can run every node
(``cardlang.interp.runnable.unrunnable(card)`` is empty).

Percentages are over non-funny cards; ``funny`` cards (Un-sets) are counted apart.
:func:`measure_corpus` does the measuring and returns a :class:`CorpusResult`;
:func:`run_corpus` is the command (rich tables, or one JSON object).
"""

from __future__ import annotations

import gc
import json
import re
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from .syntax.api import parse_ability, parse_mana_cost, parse_type_line
from .syntax.cardfile import (ParsedCard, card_is_legendary, group_abilities, parse_ability_lines, read_json_record,
                              self_names)
from .syntax.diagnostics import Diagnostic
from .syntax.printer import to_text

CURRENT_SOURCE = "mtgjson-2026-07-09"


class CorpusError(Exception):
    """The file cannot be read as a corpus (missing, not UTF-8, no cards)."""


@dataclass
class Group:
    """Counts for one layout or one source (non-funny cards)."""

    cards: int = 0
    parsed: int = 0
    executable: int = 0

    @property
    def parsed_pct(self) -> float:
        return _pct(self.parsed, self.cards)

    def to_json(self) -> dict:
        return {"cards": self.cards, "parsed": self.parsed, "parsed_pct": round(self.parsed_pct, 2),
                "executable": self.executable}


@dataclass
class Cluster:
    """Lines that fail at the same place: the same kind of failure, the word met and the word before it."""

    kind: str            # syntax, lex, type line, mana cost, round trip, balance, agreement, json, ...
    before: str          # the word before the failure point ("" at the start)
    found: str           # the word the grammar met ("<end>" at the end of the line)
    count: int = 0       # failing lines
    cards: int = 0       # cards with at least one such line
    expected: Counter = field(default_factory=Counter)
    example_card: str = ""
    example_text: str = ""
    example_message: str = ""

    @property
    def phrase(self) -> str:
        return f"{self.before} ▸ {self.found}".strip() if self.before else f"▸ {self.found}"

    def to_json(self) -> dict:
        top = self.expected.most_common(1)
        return {"kind": self.kind, "phrase": self.phrase, "before": self.before, "found": self.found,
                "count": self.count, "cards": self.cards, "expected": list(top[0][0]) if top else [],
                "example": {"card": self.example_card, "text": self.example_text, "message": self.example_message}}


@dataclass
class CorpusResult:
    file: str
    bytes: int = 0                   # the file's bytes read
    text_bytes: int = 0              # the rules text's bytes (UTF-8 of every face's oracle_text)
    records: int = 0                 # every record read, funny or not
    cards: int = 0                   # non-funny cards (the denominator of every percentage)
    parsed: int = 0
    executable: int = 0
    funny_cards: int = 0
    funny_parsed: int = 0
    round_trip_failures: int = 0     # cards that parsed but did not round-trip
    parse_seconds: float = 0.0       # JSON decoding + reading every card into ASTs (wall clock)
    parse_cpu_seconds: float = 0.0   # the same, in CPU time of this process (steady on a busy machine)
    grammar_load_cpu_seconds: float = 0.0  # loading the LALR tables, making the node makers (before the clock)
    check_seconds: float = 0.0       # round trip, executability, failure analysis
    executable_note: str = ""
    by_layout: dict[str, Group] = field(default_factory=dict)
    by_source: dict[str, Group] = field(default_factory=dict)
    clusters: list[Cluster] = field(default_factory=list)
    unrunnable: Counter = field(default_factory=Counter)   # interpreter gaps: message -> cards

    @property
    def parsed_pct(self) -> float:
        return _pct(self.parsed, self.cards)

    @property
    def executable_pct(self) -> float:
        return _pct(self.executable, self.cards)

    @property
    def funny_parsed_pct(self) -> float:
        return _pct(self.funny_parsed, self.funny_cards)

    @property
    def seconds(self) -> float:
        return self.parse_seconds

    @property
    def cards_per_s(self) -> float:
        return self.records / self.parse_seconds if self.parse_seconds else 0.0

    @property
    def mb_per_s(self) -> float:
        """Megabytes of rules text per second."""
        return self.text_bytes / 1e6 / self.parse_seconds if self.parse_seconds else 0.0

    @property
    def file_mb_per_s(self) -> float:
        return self.bytes / 1e6 / self.parse_seconds if self.parse_seconds else 0.0

    def to_json(self, failures: int | None = None) -> dict:
        clusters = self.clusters if failures is None else self.clusters[:failures]
        return {
            "file": self.file, "records": self.records,
            "cards": self.cards, "parsed": self.parsed, "parsed_pct": round(self.parsed_pct, 2),
            "executable": self.executable, "executable_pct": round(self.executable_pct, 2),
            "executable_note": self.executable_note,
            "funny_cards": self.funny_cards, "funny_parsed": self.funny_parsed,
            "round_trip_failures": self.round_trip_failures,
            "seconds": round(self.parse_seconds, 3), "cpu_seconds": round(self.parse_cpu_seconds, 3),
            "grammar_load_cpu_seconds": round(self.grammar_load_cpu_seconds, 3),
            "check_seconds": round(self.check_seconds, 3),
            "cards_per_s": round(self.cards_per_s, 1), "mb_per_s": round(self.mb_per_s, 3),
            "text_bytes": self.text_bytes, "bytes": self.bytes, "file_mb_per_s": round(self.file_mb_per_s, 3),
            "by_layout": {k: g.to_json() for k, g in sorted(self.by_layout.items())},
            "by_source": {k: g.to_json() for k, g in sorted(self.by_source.items())},
            "failures": [c.to_json() for c in clusters],
            "unrunnable": [{"message": m, "cards": n} for m, n in self.unrunnable.most_common(failures)],
        }


def _pct(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


# -- measuring --------------------------------------------------------------------
@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while reading many cards.

    Parsing allocates many small acyclic objects (tokens, trees, nodes); the
    collector's full passes over the growing AST cache cost about a tenth of the
    run and find nothing. Collected once at the end."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def load_unrunnable() -> tuple[Callable[[ParsedCard], list[Diagnostic]] | None, str]:
    try:
        from .interp.runnable import unrunnable  # type: ignore[import-not-found]
    except ImportError as exc:
        return None, f"executable not measured: cardlang.interp.runnable is not available ({exc})"
    return unrunnable, ""


def read_records(path: Path, limit: int | None = None) -> tuple[list[tuple[int, str]], int]:
    """(line number, raw line) of each non-blank line, and the bytes read. Raises CorpusError."""
    if not path.exists():
        raise CorpusError(f"no such file: {path}")
    if path.is_dir():
        raise CorpusError(f"{path} is a folder; give a JSON Lines file (one card per line)")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CorpusError(f"cannot read {path}: {exc.strerror}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CorpusError(f"{path}:{line}: the file is not UTF-8 text") from None
    lines: list[tuple[int, str]] = []
    size = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        if limit is not None and len(lines) >= limit:
            break
        size += len(raw.encode("utf-8")) + 1 if limit is not None else 0
        if raw.strip():
            lines.append((number, raw))
    if not lines:
        raise CorpusError(f"{path} has no cards (expected one JSON object per line)")
    return lines, (len(data) if limit is None else min(size, len(data)))


def measure_corpus(path: str | Path, *, limit: int | None = None,
                   progress: Callable[[int, int], None] | None = None,
                   executable: bool = True) -> CorpusResult:
    """Read every card of a JSON Lines corpus and measure coverage and speed.

    ``progress(done, total)`` is called now and then. Raises :class:`CorpusError`
    when the file cannot be read at all; a bad record is a failed card."""
    path = Path(path)
    lines, size = read_records(path, limit)
    result = CorpusResult(file=str(path), bytes=size)
    file = str(path)
    total = len(lines)
    parsed_cards: list[tuple[int, Any, ParsedCard]] = []
    # the grammar (LALR tables from the on-disk cache, the node makers) is loaded before the
    # clock starts and timed apart, as benchmarks/parse_corpus.py does
    cpu = time.process_time()
    from .syntax.api import literal_names
    from .syntax.parser import fast_card_parser
    fast_card_parser()
    literal_names()
    result.grammar_load_cpu_seconds = time.process_time() - cpu
    with gc_paused():
        start, cpu = time.perf_counter(), time.process_time()
        for i, (number, raw) in enumerate(lines):
            try:
                record = json.loads(raw)
            except json.JSONDecodeError as err:
                record = None
                pc = ParsedCard(None, [Diagnostic(f"not a JSON object: {err.msg}", number, err.colno, number,
                                                  err.colno + 1, file=file, code="json")])
            else:
                if isinstance(record, dict):
                    pc = read_json_record(record, file, number)
                    for face in record.get("faces") or [record]:
                        text = face.get("oracle_text") if isinstance(face, dict) else None
                        if isinstance(text, str):
                            result.text_bytes += len(text.encode("utf-8"))
                else:
                    pc = ParsedCard(None, [Diagnostic("expected a JSON object per line", number, 1, number, 2,
                                                      file=file, code="json")])
                    record = None
            parsed_cards.append((number, record, pc))
            if progress is not None and i % 250 == 0:
                progress(i, total)
        result.parse_seconds = time.perf_counter() - start
        result.parse_cpu_seconds = time.process_time() - cpu
        start = time.perf_counter()
        unrunnable, note = load_unrunnable() if executable else (None, "executable not measured")
        result.executable_note = note
        clusters: dict[tuple[str, str, str], Cluster] = {}
        for i, (number, record, pc) in enumerate(parsed_cards):
            _tally(result, record, pc, unrunnable, clusters)
            if progress is not None and i % 250 == 0:
                progress(total + i, 2 * total)
        result.check_seconds = time.perf_counter() - start
        if progress is not None:
            progress(2 * total, 2 * total)
    gc.collect()
    result.clusters = sorted(clusters.values(), key=lambda c: (-c.count, -c.cards, c.kind, c.phrase))
    return result


def _tally(result: CorpusResult, record: dict | None, pc: ParsedCard, unrunnable, clusters) -> None:
    result.records += 1
    rec = record or {}
    funny = bool(rec.get("funny"))
    failures = _failures(rec, pc) if record is not None else _json_failures(pc)
    parsed = not failures
    if parsed is False and not any(f[0] != "round trip" for f in failures):
        result.round_trip_failures += 1
    runs = False
    if parsed and unrunnable is not None:
        try:
            gaps = unrunnable(pc)
        except Exception as exc:  # noqa: BLE001 - an interpreter defect is a gap, not a crash
            gaps = [Diagnostic(f"interpreter error: {type(exc).__name__}", 1, 1, 1, 2, code="internal")]
        runs = not gaps
        if not funny:
            for message in {_gap_key(d, pc.name) for d in gaps}:
                result.unrunnable[message] += 1
    if funny:
        result.funny_cards += 1
        result.funny_parsed += parsed
        return
    result.cards += 1
    result.parsed += parsed
    result.executable += runs
    layout = str(rec.get("layout") or "normal") if record is not None else "(unreadable)"
    source = str(rec.get("source") or "(none)") if record is not None else "(unreadable)"
    for table, key in ((result.by_layout, layout), (result.by_source, source)):
        group = table.setdefault(key, Group())
        group.cards += 1
        group.parsed += parsed
        group.executable += runs
    seen: set[tuple[str, str, str]] = set()
    for kind, before, found, expected, text, message in failures:
        key = (kind, before, found)
        cluster = clusters.get(key)
        if cluster is None:
            cluster = clusters[key] = Cluster(kind, before, found, example_card=pc.name if pc.card else
                                              str(rec.get("name") or "?"), example_text=text,
                                              example_message=message)
        elif text and len(text) < len(cluster.example_text):  # the shortest example shows it best
            cluster.example_card, cluster.example_text, cluster.example_message = pc.name, text, message
        cluster.count += 1
        if expected:
            cluster.expected[expected] += 1
        if key not in seen:
            seen.add(key)
            cluster.cards += 1


def _gap_key(d: Diagnostic, name: str) -> str:
    """An interpreter gap without the card's name, so that cards share it."""
    message = d.message
    if message.startswith(name + ": "):
        message = message[len(name) + 2:]
    if message.startswith("can't run yet: "):
        message = message[len("can't run yet: "):]
    return message


Failure = tuple[str, str, str, tuple, str, str]  # kind, before, found, expected, text, message


def _json_failures(pc: ParsedCard) -> list[Failure]:
    return [("json", "", d.message[:40], (), "", d.message) for d in pc.diagnostics] or \
        [("json", "", "unreadable", (), "", "unreadable record")]


def _failures(record: dict, pc: ParsedCard) -> list[Failure]:
    """Why a card is not parsed: one entry per failing line (empty when it is parsed)."""
    if pc.card is None:
        return [("json", "", (d.code or "record"), (), "", d.message) for d in pc.diagnostics] or \
            [("json", "", "record", (), "", "unreadable record")]
    faces_data = record.get("faces") or [record]
    names = self_names(pc.card.name, [f.name for f in pc.card.faces], card_is_legendary(pc.card))
    current = record.get("source") == CURRENT_SOURCE
    out: list[Failure] = []
    if pc.ok:
        # parsed; it must also round-trip
        for face_data, face in zip(faces_data, pc.card.faces):
            texts = _ability_texts(face_data)
            for (_, text), ability in zip(texts, face.abilities):
                failure = _round_trip(text, ability, names, current)
                if failure:
                    out.append(failure)
        return out
    # not parsed: find each failing line and what the grammar met there
    for face_data in faces_data:
        cost = face_data.get("mana_cost") or ""
        if cost:
            node, diags = parse_mana_cost(cost)
            for d in diags[:1]:
                out.append(("mana cost", "", (d.found or "?"), (), cost, d.message))
        type_text = face_data.get("type_line") or ""
        if type_text:
            node, diags = parse_type_line(type_text)  # straightens typographic apostrophes, as reading did
            for d in diags[:1]:
                before, found = _context(type_text, d, names)
                out.append(("type line", before, found, d.expected, type_text, d.message))
        for number, text in _ability_texts(face_data):
            rows = [(i + 1, row) for i, row in enumerate(text.split("\n"))]
            _, diags, _ = parse_ability_lines(rows, names, "<corpus>")
            errors = [d for d in diags if d.severity == "error"]
            if errors:
                d = errors[0]
                kind = d.code if d.code not in ("syntax",) else "syntax"
                before, found = _context(text, d, names)
                out.append((kind, before, found, d.expected, text, d.message))
    if not out:  # an error this analysis cannot place: report it as it is
        for d in pc.diagnostics:
            if d.severity == "error":
                out.append((d.code, "", d.found or "", d.expected, "", d.message))
                break
    return out


def _ability_texts(face_data: dict) -> list[tuple[int, str]]:
    text = face_data.get("oracle_text") or ""
    return group_abilities([(1, line) for line in text.split("\n") if line.strip()])


def _round_trip(text: str, ability, names: tuple[str, ...], current: bool) -> Failure | None:
    try:
        printed = to_text(ability)
    except Exception as exc:  # noqa: BLE001 - a printer defect is a round-trip failure
        return ("round trip", "", "cannot print", (), text, f"{type(exc).__name__}: {exc}")
    if current:
        if printed == text:
            return None
        before, found = _first_difference(text, printed, names)
        return ("round trip", before, found, (), text, f"prints as: {printed}")
    if printed == text:
        return None  # identical text parses to the identical AST
    again, diags = parse_ability(printed, tuple(n for n in names if n in printed))
    if again is not None and again == ability:
        return None
    before, found = _first_difference(text, printed, names)
    why = "the printed text does not parse" if again is None else "the printed text parses differently"
    return ("round trip", before, found, (), text, f"{why}: {printed}")


_WORDS = re.compile(r"\{[^{}]*\}|\[[^\]]*\]|[A-Za-z0-9][\w'’\-+/−]*|[^\s\w]")


def _norm(word: str, names: tuple[str, ...]) -> str:
    if word in names or word == "~":
        return "~"
    return word.lower()


def _context(text: str, d: Diagnostic, names: tuple[str, ...]) -> tuple[str, str]:
    """(word before, word met) at a diagnostic's position in ``text`` (names become ~)."""
    rows = text.split("\n")
    row = rows[min(max(d.line, 1), len(rows)) - 1]
    col = max(d.column - 1, 0)
    prefix = row[:col]
    for name in names:  # a name of several words is one word here
        prefix = prefix.replace(name, "~")
    words = _WORDS.findall(prefix)
    before = _norm(words[-1], names) if words else ""
    if d.found is None or col >= len(row.rstrip()):
        found = "<end>"
    else:
        found = d.found
        for name in names:
            if row.startswith(name, col):
                found = "~"
                break
        found = _norm(found, names)
    return before, found


def _first_difference(text: str, printed: str, names: tuple[str, ...]) -> tuple[str, str]:
    a, b = _WORDS.findall(text), _WORDS.findall(printed)
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return (_norm(a[i - 1], names) if i else ""), x
    if len(a) > len(b):
        return (_norm(a[len(b) - 1], names) if b else ""), a[len(b)]
    return (_norm(a[-1], names) if a else ""), "<end>"


# -- the command ------------------------------------------------------------------
def run_corpus(file: Path, *, as_json: bool, limit: int | None, failures: int, min_pct: float | None,
               console) -> int:
    """``cardlang corpus``: exit 0, or 1 when ``--min`` is not reached, 2 when the file cannot be read."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=err, transient=True) as bar:
            task = bar.add_task("reading cards", total=None)

            def progress(done: int, total: int) -> None:
                half = total // 2
                if done < half:
                    bar.update(task, description="reading cards", completed=done, total=half)
                else:
                    bar.update(task, description="checking", completed=done - half, total=half)

            result = measure_corpus(file, limit=limit, progress=progress)
    except CorpusError as exc:
        err.print(f"[red]error[/red]: {_esc(str(exc))}")
        return 2
    if as_json:
        console.print_json(data=result.to_json(failures))
    else:
        print_report(result, failures, console)
    if min_pct is not None and result.parsed_pct < min_pct:
        err.print(f"[red]parsed {result.parsed_pct:.2f}% is below the minimum {min_pct:.2f}%[/red]")
        return 1
    return 0


def _esc(text: str) -> str:
    return text.replace("[", "\\[")


def print_report(result: CorpusResult, failures: int, console) -> None:
    from rich.table import Table

    r = result
    console.print(f"[bold]{_esc(r.file)}[/bold]: {r.records:,} cards ({r.funny_cards:,} funny, counted apart)")
    console.print(f"  parsed      [bold]{r.parsed:,}[/bold] of {r.cards:,} = [bold]{r.parsed_pct:.2f}%[/bold]"
                  f"  (every line typed and round-tripping; {r.round_trip_failures:,} failed only the round trip)")
    if r.executable_note:
        console.print(f"  executable  {r.executable:,} = {r.executable_pct:.2f}%  [yellow]({_esc(r.executable_note)})[/yellow]")
    else:
        console.print(f"  executable  [bold]{r.executable:,}[/bold] of {r.cards:,} = [bold]{r.executable_pct:.2f}%[/bold]")
    console.print(f"  funny       {r.funny_parsed:,} of {r.funny_cards:,} parsed = {r.funny_parsed_pct:.2f}%")
    console.print(f"  speed       {r.cards_per_s:,.0f} cards/s, {r.mb_per_s:.2f} MB/s of rules text "
                  f"({r.parse_seconds:.2f} s, {r.parse_cpu_seconds:.2f} s CPU, to read {r.text_bytes / 1e6:.1f} MB "
                  f"of rules text, a {r.bytes / 1e6:.1f} MB file, into ASTs; "
                  f"{r.check_seconds:.2f} s more for round trips and analysis; "
                  f"{r.grammar_load_cpu_seconds:.2f} s CPU to load the grammar before)")
    for title, groups in (("layout", r.by_layout), ("source", r.by_source)):
        table = Table(title=f"by {title}", title_justify="left")
        table.add_column(title)
        table.add_column("cards", justify="right")
        table.add_column("parsed", justify="right")
        table.add_column("%", justify="right")
        table.add_column("executable", justify="right")
        for key, g in sorted(groups.items(), key=lambda kv: -kv[1].cards):
            table.add_row(_esc(key), f"{g.cards:,}", f"{g.parsed:,}", f"{g.parsed_pct:.1f}", f"{g.executable:,}")
        console.print(table)
    if failures and r.clusters:
        table = Table(title=f"most common failure points (top {min(failures, len(r.clusters))} of "
                            f"{len(r.clusters):,})", title_justify="left")
        table.add_column("lines", justify="right")
        table.add_column("cards", justify="right")
        table.add_column("kind")
        table.add_column("where")
        table.add_column("expected")
        table.add_column("example")
        for c in r.clusters[:failures]:
            top = c.expected.most_common(1)
            expected = ", ".join(top[0][0][:6]) + (" …" if top and len(top[0][0]) > 6 else "") if top else ""
            table.add_row(f"{c.count:,}", f"{c.cards:,}", c.kind, _esc(c.phrase), _esc(expected),
                          f"[bold]{_esc(c.example_card)}[/bold]: {_esc(c.example_text[:90])}")
        console.print(table)
    if failures and r.unrunnable:
        table = Table(title="most common interpreter gaps (parsed cards)", title_justify="left")
        table.add_column("cards", justify="right")
        table.add_column("gap")
        for message, n in r.unrunnable.most_common(failures):
            table.add_row(f"{n:,}", _esc(message))
        console.print(table)
