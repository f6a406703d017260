"""Semantic tokens: card names, costs, keywords, numbers, targets, durations, types.

Standard LSP token types are used so every client colours them without set-up:

| what | token type |
| --- | --- |
| card names (name line: ``declaration``), the card's own name in its text, ``~`` | ``class`` |
| costs: mana symbols, ``{T}``, ``{Q}``, loyalty costs | ``string`` |
| keyword abilities and keyword actions | ``keyword`` |
| numbers, number words, P/T, P/T changes, loyalty/defense values | ``number`` |
| ``target`` (and ``any target``) | ``parameter`` |
| durations (``until end of turn``, ``this turn``, ``until your next turn``…) | ``event`` |
| card types, subtypes, supertypes | ``type`` |
| ability words (``Landfall —``) | ``function`` |
"""

from __future__ import annotations

import functools
import re

from ..syntax.cardfile import _NAME_COST, _PT, _SPECIAL
from ..syntax.lexer import SELF_NAMES, LexError, WordLexer
from ..syntax.vocabulary import KEYWORD_PHRASES
from .analysis import BlockInfo, CardsAnalysis
from .keyword_docs import KEYWORD_DOCS
from .positions import to_utf16, utf16_len

TOKEN_TYPES = ["class", "string", "keyword", "number", "parameter", "event", "type", "function"]
TOKEN_MODIFIERS = ["declaration"]
CLASS, STRING, KEYWORD, NUMBER, PARAMETER, EVENT, TYPE, FUNCTION = range(8)
DECLARATION = 1

_DURATION = re.compile(
    r"\b(?:until end of turn|until end of your next turn|until your next turn|until end of combat|"
    r"this turn|for as long as|until the end of turn|until your next end step)\b", re.IGNORECASE)
_ANY_TARGET = re.compile(r"\bany (?:number of )?targets?\b|\btargets?\b", re.IGNORECASE)
_SYMBOL = re.compile(r"\{[^{}\s]{1,8}\}")

_BY_TERMINAL = {
    "SELF_NAME": CLASS, "MANA_SYMBOL": STRING, "TAP_SYMBOL": STRING, "UNTAP_SYMBOL": STRING,
    "ENERGY_SYMBOL": STRING, "LOYALTY_COST": STRING, "KEYWORD_ABILITY": KEYWORD, "NUM_DIGITS": NUMBER,
    "NUMBER_WORD": NUMBER, "PT": NUMBER, "PT_MOD": NUMBER, "CHAPTER_NUM": NUMBER, "CARD_TYPE": TYPE,
    "SUB_TYPE": TYPE, "SUPER_TYPE": TYPE, "ABILITY_WORD": FUNCTION,
}
#: keyword actions (CR 701) that read as ordinary verbs are not highlighted as keywords
EVERYDAY_ACTIONS = {"activate", "attach", "cast", "counter", "create", "destroy", "discard", "double", "exchange",
                    "exile", "play", "reveal", "sacrifice", "search", "shuffle", "triple", "vote", "convert",
                    "learn", "support", "abandon", "behold", "endure", "forage", "harness", "blight"}
_KEYWORD_WORDS = set(KEYWORD_PHRASES) | {k for k in KEYWORD_DOCS if " " not in k and k not in EVERYDAY_ACTIONS}


@functools.cache
def _lexer() -> WordLexer:
    from ..syntax.parser import new_word_lexer
    return new_word_lexer()


def line_tokens(text: str, self_names: tuple[str, ...] = ()) -> list[tuple[int, int, int]]:
    """(code-point start, length, type) for one line of rules text, sorted, not overlapping."""
    found: list[tuple[int, int, int]] = []
    taken: list[tuple[int, int]] = []
    for m in _DURATION.finditer(text):
        found.append((m.start(), m.end() - m.start(), EVENT))
        taken.append((m.start(), m.end()))
    token = SELF_NAMES.set(tuple(sorted(self_names, key=len, reverse=True)))
    try:
        for tok in _safe_tokens(text):
            start = tok.start_pos
            end = tok.end_pos if tok.end_pos is not None else start + len(tok.value)
            if any(a < end and start < b for a, b in taken):
                continue
            kind = _BY_TERMINAL.get(tok.type)
            lower = tok.value.lower()
            if kind is None:
                if lower in ("target", "targets"):
                    kind = PARAMETER
                elif lower in _KEYWORD_WORDS:
                    kind = KEYWORD
                elif lower == "x" and tok.type != "NAME_WORD":
                    kind = NUMBER
                else:
                    continue
            found.append((start, end - start, kind))
    finally:
        SELF_NAMES.reset(token)
    found.sort()
    return found


def _safe_tokens(text: str):
    try:
        yield from _lexer().tokens(text)
    except LexError:
        return
    except Exception:  # noqa: BLE001 - highlighting must never fail a request
        return


def block_tokens(info: BlockInfo) -> list[tuple[int, int, int, int, int]]:
    """Tokens of one card block: (relative line0, utf16 start, utf16 length, type, modifiers)."""
    if info.tokens is not None:
        return info.tokens
    out: list[tuple[int, int, int, int, int]] = []
    face_lines = {f.line for f in info.faces}
    expect_type_line = False
    names = info.names
    for number, line in info.lines:
        line0 = number - 1
        stripped = line.strip()
        if len(line) > 20_000:
            continue
        if stripped == "//" or stripped.startswith("// "):
            continue
        if number in face_lines:
            face = next(f for f in info.faces if f.line == number)
            out.append((line0, to_utf16(line, face.start), utf16_len(face.name), CLASS, DECLARATION))
            m = _NAME_COST.match(line)
            if m and m.group("cost"):
                base = line.rindex(m.group("cost"))
                for sm in _SYMBOL.finditer(m.group("cost")):
                    out.append((line0, to_utf16(line, base + sm.start()), utf16_len(sm.group()), STRING, 0))
            expect_type_line = True
            continue
        special = _SPECIAL.match(stripped)
        if special:
            key = special.group("key").lower()
            if key in ("loyalty", "defense"):
                value = special.group("value").strip()
                if value:
                    col = line.rindex(value)
                    out.append((line0, to_utf16(line, col), utf16_len(value), NUMBER, 0))
            continue
        if expect_type_line:
            expect_type_line = False
            for start, length, kind in line_tokens(line):
                if kind in (TYPE,) or line[start:start + length].lower() == "token":
                    out.append((line0, to_utf16(line, start), utf16_len(line[start:start + length]), TYPE, 0))
            continue
        if _PT.match(stripped):
            col = line.index(stripped)
            out.append((line0, to_utf16(line, col), utf16_len(stripped), NUMBER, 0))
            continue
        for start, length, kind in line_tokens(line, names):
            out.append((line0, to_utf16(line, start), utf16_len(line[start:start + length]), kind, 0))
    info.tokens = out
    return out


def encode(tokens: list[tuple[int, int, int, int, int]]) -> list[int]:
    """Absolute (line0, start, length, type, modifiers) → LSP's relative integer encoding."""
    data: list[int] = []
    prev_line = prev_start = 0
    for line0, start, length, kind, mods in tokens:
        if length <= 0:
            continue
        delta_line = line0 - prev_line
        delta_start = start - prev_start if delta_line == 0 else start
        if delta_line < 0 or delta_start < 0:
            continue  # never emit overlapping or out-of-order tokens
        data.extend((delta_line, delta_start, length, kind, mods))
        prev_line, prev_start = line0, start
    return data


def card_file_tokens(analysis: CardsAnalysis, first_line0: int = 0, last_line0: int | None = None) -> list[int]:
    absolute = []
    for block in analysis.blocks:
        if block.last - 1 < first_line0 or (last_line0 is not None and block.first - 1 > last_line0):
            continue
        for line0, start, length, kind, mods in block_tokens(block.info):
            absolute.append((line0 + block.offset, start, length, kind, mods))
    return encode(absolute)
