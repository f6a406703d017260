"""The on-disk parse cache: a card file's cards, keyed by its content.

``cardlang check`` of a folder that has not changed should not parse it again. For each
card file this keeps, in ``$CARDLANG_CACHE_DIR/parsed`` (default: the user's cache
directory, ``~/.cache/cardlang/parsed``), the cards read from it, under a key made of

* the file's path (diagnostics and sources name it) and its bytes (SHA-256), and
* the reader itself: the grammar files, the ``cardlang/syntax`` sources and the Python
  version — any change to them makes every entry stale.

One entry per path (a later version of the file replaces it), written atomically; a
missing, stale, corrupt or unwritable cache only means the file is parsed again.
``CARDLANG_NO_CACHE=1`` turns the cache off.

Loading must be faster than parsing, so the cards' ASTs are kept as one pickle that is
only unpickled when a card's ``.card`` is first read: ``check`` needs the names and
diagnostics of 20,000 cards, not their trees. Files over 32 MB, or whose trees pickle
to more than 64 MB, are not cached.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Callable

from .cardfile import CardSource, ParsedCard

#: bump when the layout of an entry changes
FORMAT = 2


def cache_dir() -> Path | None:
    """Where entries live, or None when caching is off."""
    if os.environ.get("CARDLANG_NO_CACHE"):
        return None
    base = os.environ.get("CARDLANG_CACHE_DIR")
    if not base:
        xdg = os.environ.get("XDG_CACHE_HOME")
        base = os.path.join(xdg or os.path.join(os.path.expanduser("~"), ".cache"), "cardlang")
    return Path(base) / "parsed"


@functools.cache
def reader_version() -> bytes:
    """A digest of everything that decides what a file parses to."""
    from .. import GRAMMAR_DIR, __version__

    digest = hashlib.sha256(f"{FORMAT}|{__version__}|{sys.version_info[:2]}".encode())
    syntax = Path(__file__).resolve().parent
    files = sorted(GRAMMAR_DIR.rglob("*.lark")) + sorted(syntax.rglob("*.py"))
    for path in files:
        digest.update(str(path.name).encode() + b"\0")
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"?")
    return digest.digest()


class _Trees:
    """The ASTs of one file's cards, pickled together (cards that share lines share
    nodes, and one pickle keeps them shared) and unpickled together on first use."""

    __slots__ = ("blob", "cards")

    def __init__(self, blob: bytes):
        self.blob: bytes | None = blob
        self.cards: list | None = None

    def get(self, index: int):
        if self.cards is None:
            self.cards = pickle.loads(self.blob)
            self.blob = None
        return self.cards[index]


class CachedCard(ParsedCard):
    """A ParsedCard from the cache: its AST is unpickled on first use."""

    def __init__(self, name: str, diagnostics, source, ability_lines, trees: _Trees, index: int):
        # (no dataclass __init__: ``card`` is a property here)
        self.diagnostics = diagnostics
        self.source = source
        self.ability_lines = ability_lines
        self._name = name
        self._trees: _Trees | None = trees
        self._index = index
        self._card = None

    @property
    def card(self):  # type: ignore[override]
        if self._trees is not None:
            self._card = self._trees.get(self._index)
            self._trees = None
        return self._card

    @card.setter
    def card(self, value) -> None:
        self._card, self._trees = value, None

    @property
    def name(self) -> str:  # type: ignore[override]
        return self._name


#: files bigger than this, or whose ASTs pickle bigger than this, are not cached
MAX_FILE_BYTES = 32_000_000
MAX_TREES_BYTES = 64_000_000


def _pack(cards: list[ParsedCard]) -> tuple[list[tuple], bytes] | None:
    trees = pickle.dumps([pc.card for pc in cards], protocol=pickle.HIGHEST_PROTOCOL)
    if len(trees) > MAX_TREES_BYTES:
        return None
    meta = []
    for pc in cards:
        for d in pc.diagnostics:
            _ = d.suggestion  # store the near-miss itself, not the recipe (no grammar needed to show it)
        meta.append((pc.name, list(pc.diagnostics), (pc.source.file, pc.source.line) if pc.source else None,
                     pc.ability_lines, pc.card is not None))
    return meta, trees


def _unpack(packed: tuple[list[tuple], bytes]) -> list[ParsedCard]:
    meta, blob = packed
    trees = _Trees(blob)
    cards: list[ParsedCard] = []
    for index, (name, diagnostics, source, ability_lines, has_card) in enumerate(meta):
        src = CardSource(*source) if source else None
        if has_card:
            cards.append(CachedCard(name, diagnostics, src, ability_lines, trees, index))
        else:
            cards.append(ParsedCard(None, diagnostics, src, ability_lines))
    return cards


def _entry(directory: Path, path: str) -> Path:
    return directory / (hashlib.sha256(path.encode("utf-8", "surrogatepass")).hexdigest()[:32] + ".pickle")


def cached_cards(path: str, data: bytes, read: Callable[[], list[ParsedCard]]) -> list[ParsedCard]:
    """The cards of the file at ``path`` whose bytes are ``data``: from the cache, or ``read()`` and kept."""
    directory = cache_dir()
    if directory is None or len(data) > MAX_FILE_BYTES:
        return read()
    key = hashlib.sha256(reader_version() + path.encode("utf-8", "surrogatepass") + b"\0" + data).digest()
    entry = _entry(directory, path)
    try:
        with open(entry, "rb") as fh:
            if pickle.load(fh) == key:
                return _unpack(pickle.load(fh))
    except FileNotFoundError:
        pass
    except Exception:  # noqa: BLE001 - a corrupt or foreign entry is a miss
        pass
    cards = read()
    try:
        packed = _pack(cards)
        if packed is None:
            return cards
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(key, fh, protocol=pickle.HIGHEST_PROTOCOL)
                pickle.dump(packed, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, entry)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except Exception:  # noqa: BLE001 - an unwritable cache is no cache
        pass
    return cards


def clear() -> int:
    """Remove every entry; the number removed."""
    directory = cache_dir()
    if directory is None or not directory.is_dir():
        return 0
    removed = 0
    for entry in directory.glob("*.pickle"):
        try:
            entry.unlink()
            removed += 1
        except OSError:
            pass
    return removed
