"""Positions: the syntax layer counts 1-based lines and code-point columns; LSP counts
0-based lines and UTF-16 code units. Only characters outside the Basic Multilingual
Plane differ (they take two UTF-16 units), so ASCII and BMP lines take a fast path."""

from __future__ import annotations

from lsprotocol import types as T


def utf16_len(text: str) -> int:
    if text.isascii():
        return len(text)
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def to_utf16(line_text: str, column: int) -> int:
    """0-based code-point column → 0-based UTF-16 column (clamped to the line)."""
    column = max(0, min(column, len(line_text)))
    if line_text.isascii():
        return column
    return utf16_len(line_text[:column])


def from_utf16(line_text: str, character: int) -> int:
    """0-based UTF-16 column → 0-based code-point column."""
    if line_text.isascii():
        return max(0, min(character, len(line_text)))
    units = 0
    for index, ch in enumerate(line_text):
        if units >= character:
            return index
        units += 2 if ord(ch) > 0xFFFF else 1
    return len(line_text)


def lsp_range(line_text: str, line0: int, start_col0: int, end_col0: int,
              end_line0: int | None = None, end_line_text: str | None = None) -> T.Range:
    end_line0 = line0 if end_line0 is None else end_line0
    end_text = line_text if end_line_text is None else end_line_text
    return T.Range(T.Position(line0, to_utf16(line_text, start_col0)),
                   T.Position(end_line0, to_utf16(end_text, end_col0)))
