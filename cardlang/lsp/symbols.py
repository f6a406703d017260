"""Document symbols: each card, its faces, and its abilities as an outline."""

from __future__ import annotations

from lsprotocol import types as T

from .analysis import CardsAnalysis, PlacedBlock
from .positions import to_utf16, utf16_len


def _line_range(lines: list[str], first0: int, last0: int) -> T.Range:
    last_text = lines[last0] if last0 < len(lines) else ""
    return T.Range(T.Position(first0, 0), T.Position(last0, utf16_len(last_text)))


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def block_symbol(block: PlacedBlock, lines: list[str]) -> T.DocumentSymbol:
    info = block.info
    rel = dict(info.lines)
    first0, last0 = block.first - 1, block.last - 1
    faces = info.faces
    card = info.parsed.card

    def face_symbol(index: int) -> tuple[list[T.DocumentSymbol], str]:
        """The abilities of face ``index`` as children, and its type line."""
        children: list[T.DocumentSymbol] = []
        type_text = ""
        if card is None or index >= len(card.faces):
            return children, type_text
        face = card.faces[index]
        starts = info.parsed.ability_lines[index] if index < len(info.parsed.ability_lines) else []
        for start in starts:
            line0 = start - 1 + block.offset
            text = rel.get(start, "")
            r = T.Range(T.Position(line0, 0), T.Position(line0, utf16_len(text)))
            children.append(T.DocumentSymbol(name=_short(text) or "ability", kind=T.SymbolKind.Method,
                                             range=r, selection_range=r))
        if index < len(faces):
            type_rel = faces[index].line + 1
            while type_rel in rel and rel[type_rel].strip().lower().startswith("color:"):
                type_rel += 1
            type_text = rel.get(type_rel, "").strip()
        return children, type_text

    def name_range(face_index: int) -> T.Range:
        if face_index < len(faces):
            f = faces[face_index]
            text = rel.get(f.line, "")
            line0 = f.line - 1 + block.offset
            return T.Range(T.Position(line0, to_utf16(text, f.start)), T.Position(line0, to_utf16(text, f.end)))
        return T.Range(T.Position(first0, 0), T.Position(first0, 0))

    whole = _line_range(lines, first0, last0)
    if len(faces) > 1:
        face_symbols = []
        for i, f in enumerate(faces):
            children, type_text = face_symbol(i)
            start0 = f.line - 1 + block.offset
            end0 = (faces[i + 1].line - 2 + block.offset) if i + 1 < len(faces) else last0
            end0 = max(start0, end0)
            face_symbols.append(T.DocumentSymbol(name=f.name, detail=type_text, kind=T.SymbolKind.Struct,
                                                 range=_line_range(lines, start0, end0),
                                                 selection_range=name_range(i), children=children))
        detail = f"{card.layout} card" if card is not None else ""
        return T.DocumentSymbol(name=info.name, detail=detail, kind=T.SymbolKind.Class, range=whole,
                                selection_range=name_range(0), children=face_symbols)
    children, type_text = face_symbol(0)
    return T.DocumentSymbol(name=info.name or "?", detail=type_text, kind=T.SymbolKind.Class, range=whole,
                            selection_range=name_range(0), children=children)


def document_symbols(analysis: CardsAnalysis) -> list[T.DocumentSymbol]:
    return [block_symbol(b, analysis.lines) for b in analysis.blocks]
