"""Incremental analysis of card files: one cached parse per card block.

A card file is split into blocks (cards) by blank lines. Each block is parsed with its
lines renumbered from 1, so its result depends only on its own text; the result is
cached by that text and placed in the file by a line offset. After a one-line edit only
the edited card misses the cache (DESIGN principle 10), and a broken card never hides
the others: every card reports its own diagnostics.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Callable

from lsprotocol import types as T

from ..syntax.cardfile import (MAX_LINE, ParsedCard, _NAME_COST, face_type_line, is_legendary, read_block, self_names,
                               split_blocks)
from ..syntax.diagnostics import Diagnostic
from .positions import to_utf16

SOURCE = "cardlang"
_SEVERITY = {"error": T.DiagnosticSeverity.Error, "warning": T.DiagnosticSeverity.Warning,
             "info": T.DiagnosticSeverity.Information, "hint": T.DiagnosticSeverity.Hint}


class Stale(Exception):
    """The document changed (or closed) while it was being analysed."""


class Incomplete(Exception):
    """The parse budget ran out; the cards parsed so far are cached (call again)."""


@dataclass(eq=False)
class FaceInfo:
    line: int          # relative 1-based line of the face's name line
    name: str
    start: int         # 0-based code-point column of the name
    end: int


@dataclass(eq=False)
class BlockInfo:
    """One card block, parsed with lines relative to its first line (1)."""

    lines: tuple[tuple[int, str], ...]
    parsed: ParsedCard
    faces: list[FaceInfo]
    names: tuple[str, ...]
    #: relative LSP diagnostics (line numbers 0-based relative to the block)
    diagnostics: list[T.Diagnostic] = field(default_factory=list)
    #: semantic tokens (relative line0, col16, len16, type, modifiers), filled on demand
    tokens: list[tuple[int, int, int, int, int]] | None = None
    #: (line offset, diagnostics shifted by it): reused while the card stays at the same place
    placed: tuple[int, list[T.Diagnostic]] | None = None
    #: relative start line → why the interpreter cannot run that ability (filled on demand by hover)
    interp_problems: dict | None = None

    @property
    def text_by_line(self) -> dict[int, str]:
        return dict(self.lines)

    @property
    def name(self) -> str:
        if self.parsed.card is not None:
            return self.parsed.card.name
        return " // ".join(f.name for f in self.faces) or self.lines[0][1].strip()


@dataclass(eq=False)
class PlacedBlock:
    offset: int          # file line (1-based) = relative line + offset
    info: BlockInfo

    @property
    def first(self) -> int:
        return self.offset + self.info.lines[0][0]

    @property
    def last(self) -> int:
        return self.offset + self.info.lines[-1][0]


@dataclass(eq=False)
class CardsAnalysis:
    version: int | None
    lines: list[str]
    blocks: list[PlacedBlock]
    file_diagnostics: list[T.Diagnostic]
    parsed_blocks: int = 0       # blocks that missed the cache in this analysis

    def block_at(self, line1: int) -> PlacedBlock | None:
        """The block that holds 1-based file line ``line1`` (binary search)."""
        lo, hi = 0, len(self.blocks) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            b = self.blocks[mid]
            if line1 < b.first:
                hi = mid - 1
            elif line1 > b.last:
                lo = mid + 1
            else:
                return b
        return None

    def lsp_diagnostics(self) -> list[T.Diagnostic]:
        out = list(self.file_diagnostics)
        for block in self.blocks:
            info = block.info
            if not info.diagnostics:
                continue
            placed = info.placed
            if placed is None or placed[0] != block.offset:
                placed = (block.offset, [_shift(d, block.offset) for d in info.diagnostics])
                info.placed = placed
            out.extend(placed[1])
        return out


class BlockCache:
    """A bounded LRU map: block text → BlockInfo. Shared by all documents."""

    def __init__(self, size: int = 50_000):
        self.size = size
        self._data: OrderedDict[tuple, BlockInfo] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> BlockInfo | None:
        with self._lock:
            info = self._data.get(key)
            if info is not None:
                self._data.move_to_end(key)
            return info

    def put(self, key: tuple, info: BlockInfo) -> None:
        with self._lock:
            self._data[key] = info
            if len(self._data) > self.size:
                self._data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)


def analyze_cards(text: str, version: int | None, cache: BlockCache,
                  should_stop: Callable[[], bool] | None = None, max_parse: int | None = None) -> CardsAnalysis:
    """Diagnostics and structure of a card file's text; only uncached blocks are parsed.

    With ``max_parse``, at most that many blocks are parsed before :class:`Incomplete` is
    raised (the server parses a large new file in slices so requests are answered between them)."""
    lines = text.split("\n")
    if "\x00" in text:
        d = Diagnostic("the file is binary, not card text", 1, 1, 1, 2, code="encoding")
        return CardsAnalysis(version, lines, [], [to_lsp(d, lines[0] if lines else "")])
    if not text.strip():
        d = Diagnostic("the file has no cards", 1, 1, 1, 1, severity="warning", code="empty")
        return CardsAnalysis(version, lines, [], [to_lsp(d, "")])
    blocks: list[PlacedBlock] = []
    parsed = 0
    for block in split_blocks(text):
        offset = block[0][0] - 1
        key = tuple((n - offset, line) for n, line in block)
        info = cache.get(key)
        if info is None:
            if should_stop is not None and should_stop():
                raise Stale()
            if max_parse is not None and parsed >= max_parse:
                raise Incomplete()
            info = analyze_block(key)
            cache.put(key, info)
            parsed += 1
        blocks.append(PlacedBlock(offset, info))
    return CardsAnalysis(version, lines, blocks, [], parsed)


def _long_frame_line(lines: tuple[tuple[int, str], ...]) -> Diagnostic | None:
    """A name or type line over the length limit (abilities are limited by the card reader).
    The frame's regular expressions are not meant for megabyte lines, so such a card is
    reported, not read."""
    if all(len(line) <= MAX_LINE for _, line in lines):
        return None
    position = 0  # 0: name line, 1: (color lines then) the type line, 2: rules text
    for number, line in lines:
        stripped = line.strip()
        if stripped == "//" or stripped.startswith("// "):
            position = 0
            continue
        if position == 1 and stripped.lower().startswith("color:") and len(line) <= MAX_LINE:
            continue
        if position < 2 and len(line) > MAX_LINE:
            return Diagnostic(f"line is {len(line):,} characters long; the limit is {MAX_LINE:,}", number, 1,
                              number, 2, code="limit")
        position += 1
    return None


def analyze_block(lines: tuple[tuple[int, str], ...]) -> BlockInfo:
    try:
        too_long = _long_frame_line(lines)
        parsed = ParsedCard(None, [too_long]) if too_long else read_block(list(lines), "<lsp>")
    except Exception as err:  # noqa: BLE001 - one bad card must never stop the others
        d = Diagnostic(f"internal error while reading this card: {type(err).__name__}: {err}",
                       lines[0][0], 1, lines[0][0], len(lines[0][1]) + 1, code="internal")
        parsed = ParsedCard(None, [d])
    faces = []
    face_texts: list[list[str]] = []  # each face's lines, to find its type line
    face_start = True
    for number, line in lines:
        stripped = line.strip()
        if stripped == "//" or stripped.startswith("// "):
            face_start = True
            continue
        if face_start:
            face_texts.append([])
        face_texts[-1].append(line)
        if face_start:
            face_start = False
            m = _NAME_COST.match(line) if len(line) <= MAX_LINE else None
            name = (m.group("name") or "").strip() if m else ""
            if name:
                start = line.index(name)
                faces.append(FaceInfo(number, name, start, start + len(name)))
    card_name = parsed.card.name if parsed.card is not None else " // ".join(f.name for f in faces)
    # CR 201.5c: a legendary card's shortened name, as read_block finds it from the type lines
    legendary = any(is_legendary(face_type_line(texts)) for texts in face_texts)
    info = BlockInfo(lines, parsed, faces, self_names(card_name, [f.name for f in faces], legendary))
    by_line = dict(lines)
    info.diagnostics = [to_lsp(d, by_line.get(d.line, ""), by_line.get(d.end_line, ""), line_shift=0)
                        for d in parsed.diagnostics]
    return info


def to_lsp(d: Diagnostic, line_text: str, end_line_text: str | None = None, line_shift: int = 0) -> T.Diagnostic:
    """A syntax Diagnostic (1-based, code points) → an LSP Diagnostic (0-based, UTF-16)."""
    end_text = line_text if end_line_text is None or d.end_line == d.line else end_line_text
    start = T.Position(max(0, d.line - 1 + line_shift), to_utf16(line_text, d.column - 1))
    end = T.Position(max(0, d.end_line - 1 + line_shift), to_utf16(end_text, d.end_column - 1))
    if (end.line, end.character) < (start.line, start.character):
        end = start
    message = d.message
    if d.suggestion:
        message += f" (did you mean {d.suggestion!r}?)"
    data = None
    if d.suggestion:
        data = {"found": d.found, "suggestion": d.suggestion}
    return T.Diagnostic(range=T.Range(start, end), message=message, severity=_SEVERITY.get(d.severity),
                        code=d.code, source=SOURCE, data=data)


def _shift(d: T.Diagnostic, lines: int) -> T.Diagnostic:
    if not lines:
        return d
    r = d.range
    return T.Diagnostic(range=T.Range(T.Position(r.start.line + lines, r.start.character),
                                      T.Position(r.end.line + lines, r.end.character)),
                        message=d.message, severity=d.severity, code=d.code, source=d.source, data=d.data)
