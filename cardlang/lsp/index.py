"""The workspace's cards by name: where each card (and face) is defined.

Card files are scanned without parsing: a card's name is the first line of its block
(minus the mana cost), a face's name the line after ``//``. Open documents override
what is on disk. Used by go-to-definition, hover and completion of card names.
"""

from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable
from urllib.parse import unquote, urlparse

from pygls.uris import from_fs_path, to_fs_path

from ..syntax.cardfile import _NAME_COST, split_blocks

SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache", "out", "build", "dist"}
MAX_FILES = 2000


@dataclass(frozen=True)
class CardDef:
    name: str             # the face's (or card's) name
    card: str             # the whole card's name ("Fire // Ice")
    uri: str
    line: int             # 0-based line of the name
    start: int            # 0-based code-point columns of the name
    end: int
    text: str             # the card's block text (for hover)


def scan_card_text(text: str, uri: str) -> list[CardDef]:
    """Every card and face name in a card file's text."""
    out: list[CardDef] = []
    if "\x00" in text:
        return out
    for block in split_blocks(text):
        faces = []
        start_face = True
        for number, line in block:
            stripped = line.strip()
            if stripped == "//" or stripped.startswith("// "):
                start_face = True
                continue
            if start_face:
                start_face = False
                m = _NAME_COST.match(line) if len(line) <= 20_000 else None
                name = (m.group("name") or "").strip() if m else ""
                if name and len(name) < 200:
                    col = line.index(name)
                    faces.append((number - 1, name, col, col + len(name)))
        if not faces:
            continue
        card = " // ".join(f[1] for f in faces)
        body = "\n".join(line for _, line in block)
        line0, name, start, end = faces[0]
        if len(faces) > 1:
            out.append(CardDef(card, card, uri, line0, start, end, body))
        for line0, name, start, end in faces:
            out.append(CardDef(name, card, uri, line0, start, end, body))
    return out


class CardIndex:
    """name → definitions, over files on disk and open documents."""

    def __init__(self) -> None:
        self._files: dict[str, list[CardDef]] = {}     # uri → defs (disk)
        self._open: dict[str, list[CardDef]] = {}      # uri → defs (open documents)
        self._lock = threading.Lock()
        self._names: dict[str, list[CardDef]] | None = None
        self._pattern: re.Pattern | None = None

    # -- filling --------------------------------------------------------------
    def scan_folder(self, folder: str | Path) -> int:
        folder = Path(folder)
        if not folder.is_dir():
            return 0
        count = 0
        for root, dirs, files in os.walk(folder):
            dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith(".")]
            for name in files:
                if name.endswith(".cards"):
                    self.scan_file(Path(root) / name)
                    count += 1
                    if count >= MAX_FILES:
                        return count
        return count

    def scan_file(self, path: str | Path) -> None:
        path = Path(path)
        uri = from_fs_path(str(path)) or path.as_uri()
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            self.remove_file(uri)
            return
        with self._lock:
            self._files[uri] = scan_card_text(text, uri)
            self._invalidate()

    def remove_file(self, uri: str) -> None:
        with self._lock:
            self._files.pop(uri, None)
            self._invalidate()

    def set_open(self, uri: str, defs: "list[CardDef] | Callable[[], list[CardDef]] | None") -> None:
        """The card names of an open document (a list, or a function computed when needed)."""
        with self._lock:
            if defs is None:
                self._open.pop(uri, None)
            else:
                self._open[uri] = defs
            self._invalidate()

    def _invalidate(self) -> None:
        self._names = None
        self._pattern = None

    # -- queries --------------------------------------------------------------
    def names(self) -> dict[str, list[CardDef]]:
        with self._lock:
            if self._names is None:
                names: dict[str, list[CardDef]] = {}
                sources = dict(self._files)
                for uri, defs in list(self._open.items()):
                    if callable(defs):
                        defs = self._open[uri] = defs()
                    sources[uri] = defs
                for defs in sources.values():
                    for d in defs:
                        names.setdefault(d.name, []).append(d)
                self._names = names
            return self._names

    def lookup(self, name: str) -> list[CardDef]:
        names = self.names()
        found = names.get(name)
        if found:
            return found
        lower = name.lower()
        for key, defs in names.items():
            if key.lower() == lower:
                return defs
        return []

    def name_at(self, line: str, column: int) -> tuple[str, int, int] | None:
        """The longest known card name in ``line`` that covers code-point ``column``."""
        names = self.names()
        if not names:
            return None
        with self._lock:
            if self._pattern is None:
                alternatives = sorted(names, key=len, reverse=True)
                self._pattern = re.compile(
                    r"(?<![\w'])(?:" + "|".join(re.escape(n) for n in alternatives) + r")(?![\w'])",
                    re.IGNORECASE)
            pattern = self._pattern
        for m in pattern.finditer(line):
            if m.start() <= column <= m.end():
                return m.group(), m.start(), m.end()
            if m.start() > column:
                break
        return None

    def names_in(self, line: str) -> list[tuple[str, int, int]]:
        if not self.names():
            return []
        self.name_at("", 0)  # compile the pattern
        pattern = self._pattern
        return [(m.group(), m.start(), m.end()) for m in pattern.finditer(line)] if pattern else []


def uri_to_path(uri: str) -> str | None:
    try:
        return to_fs_path(uri)
    except Exception:  # noqa: BLE001
        parsed = urlparse(uri)
        return unquote(parsed.path) if parsed.scheme == "file" else None
