"""Loads the grammar once per process (LALR, the word lexer, tables cached on disk).

The card grammar is the concatenation of ``grammar/common.lark`` and every
``grammar/rules/*.lark`` in name order, so each effect family keeps its own file
while LALR sees one grammar (conflicts across families are caught at compile time).
"""

from __future__ import annotations

import functools
import hashlib
import os
import tempfile
from pathlib import Path

from lark import Lark

from .. import GRAMMAR_DIR
from .lexer import WordLexer

#: start symbols of the card grammar
CARD_STARTS = ["ability", "type_line"]


def card_grammar_text() -> str:
    parts = [(GRAMMAR_DIR / "common.lark").read_text(encoding="utf-8")]
    for path in sorted((GRAMMAR_DIR / "rules").glob("*.lark")):
        parts.append(f"// ---- {path.name}\n" + path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def _cache_path(text: str) -> str:
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    base = os.environ.get("CARDLANG_CACHE_DIR") or os.path.join(tempfile.gettempdir(), "cardlang-cache")
    os.makedirs(base, exist_ok=True)
    return os.path.join(base, f"card-grammar-{digest}.lark.cache")


def build_card_parser(strict: bool = False, cache: bool = True) -> Lark:
    text = card_grammar_text()
    return Lark(
        text,
        parser="lalr",
        lexer=WordLexer,
        start=CARD_STARTS,
        propagate_positions=True,
        maybe_placeholders=True,
        keep_all_tokens=True,
        strict=strict,
        cache=_cache_path(text) if cache and not strict else False,
    )


@functools.cache
def card_parser() -> Lark:
    """The card grammar's parser, compiled once per process."""
    return build_card_parser()


def grammar_files() -> list[Path]:
    return [GRAMMAR_DIR / "common.lark", *sorted((GRAMMAR_DIR / "rules").glob("*.lark"))]
