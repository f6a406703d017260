"""Request handlers: hover, completion, semantic tokens, symbols, definition, formatting,
code actions. Each one is defensive: bad input yields an empty answer, never an error."""

from __future__ import annotations

import logging
from pathlib import Path

from lsprotocol import types as T
from pygls.uris import from_fs_path

from .analysis import CardsAnalysis
from .hover import (COUNTER_NOUN_DOC, counter_noun, describe_card, describe_keyword, describe_symbol, describe_type,
                    keyword_at, mana_value, summarize_ability, symbol_at, type_at)
from .index import uri_to_path
from .positions import from_utf16, to_utf16, utf16_len
from .semantic import TOKEN_MODIFIERS, TOKEN_TYPES, card_file_tokens, encode
from .server import WINDOW, CardlangServer, ScriptAnalysis, server

log = logging.getLogger("cardlang.lsp")
MAX_COMPLETION_LINE = 20_000


def _line(ls: CardlangServer, uri: str, line0: int) -> str | None:
    doc = ls.document(uri)
    if doc is None:
        return None
    lines = doc.lines
    if line0 < 0 or line0 >= len(lines):
        return ""
    return lines[line0].rstrip("\r\n")


def _range(text: str, line0: int, start: int, end: int) -> T.Range:
    return T.Range(T.Position(line0, to_utf16(text, start)), T.Position(line0, to_utf16(text, end)))


def _name_at(ls: CardlangServer, text: str, col: int):
    lo = max(0, col - WINDOW)
    found = ls.index.name_at(text[lo:col + WINDOW], col - lo)
    if found is None:
        return None
    name, start, end = found
    return name, start + lo, end + lo


def _markdown(value: str) -> T.MarkupContent:
    return T.MarkupContent(kind=T.MarkupKind.Markdown, value=value)


# -- hover -------------------------------------------------------------------------
@server.feature(T.TEXT_DOCUMENT_HOVER)
async def hover(ls: CardlangServer, params: T.HoverParams) -> T.Hover | None:
    try:
        return await _hover(ls, params)
    except Exception:  # noqa: BLE001
        log.exception("hover failed")
        return None


async def _hover(ls: CardlangServer, params: T.HoverParams) -> T.Hover | None:
    uri = params.text_document.uri
    line0 = params.position.line
    text = _line(ls, uri, line0)
    if text is None or text.lstrip().startswith("#"):
        return None
    col = from_utf16(text, params.position.character)
    lo = max(0, col - WINDOW)
    window = text[lo:col + WINDOW]
    sym = symbol_at(window, col - lo)
    if sym:
        return T.Hover(_markdown(describe_symbol(sym[0])), _range(text, line0, sym[1] + lo, sym[2] + lo))
    analysis = await ls.analysis(uri)
    block = analysis.block_at(line0 + 1) if isinstance(analysis, CardsAnalysis) else None
    on_name_line = block is not None and any(f.line + block.offset == line0 + 1 for f in block.info.faces)
    if not on_name_line:
        kw = keyword_at(window, col - lo)
        if kw:
            doc_text = COUNTER_NOUN_DOC if kw[0] == "counter" and counter_noun(window, kw[1]) else describe_keyword(kw[0])
            return T.Hover(_markdown(doc_text), _range(text, line0, kw[1] + lo, kw[2] + lo))
    found = _name_at(ls, text, col)
    if found and (block is None or found[0] not in block.info.names):
        defs = ls.index.lookup(found[0])
        if defs:
            return T.Hover(_markdown(describe_card(defs)), _range(text, line0, found[1], found[2]))
    typed = type_at(window, col - lo) if block is not None and _on_type_line(block, line0 + 1) else None
    if typed:
        described = describe_type(typed[0])
        if described:
            return T.Hover(_markdown(described), _range(text, line0, typed[1] + lo, typed[2] + lo))
    if block is None:
        return None
    info = block.info
    rel = line0 + 1 - block.offset
    if on_name_line:
        face = next(f for f in info.faces if f.line == rel)
        cost = text[face.end:].strip()
        parts = [f"**{info.name}**"]
        if cost:
            parts.append(f"mana cost {cost}, mana value {mana_value(cost)} (CR 202.3)")
        if info.parsed.card is not None:
            parts.append(f"{len(info.parsed.card.faces)} face(s), layout {info.parsed.card.layout}")
        return T.Hover(_markdown(" — ".join(parts)), _range(text, line0, face.start, face.end))
    ability = _ability_at(info, rel)
    if ability is None:
        return None
    node, start_rel = ability
    summary = summarize_ability(node)
    verdict = await ls.in_pool(_interp_verdict, info, start_rel)
    if verdict:
        summary += "\n\n" + verdict
    return T.Hover(_markdown(summary), T.Range(T.Position(line0, 0), T.Position(line0, utf16_len(text))))


def _on_type_line(block, line1: int) -> bool:
    rel = line1 - block.offset
    by_line = dict(block.info.lines)
    for face in block.info.faces:
        n = face.line + 1
        while n in by_line and by_line[n].strip().lower().startswith("color:"):
            n += 1
        if n == rel:
            return True
    return False


def _interp_verdict(info, start_rel: int) -> str | None:
    """Whether the interpreter (cardlang.interp, if present) can run the ability that starts
    on relative line ``start_rel``. Cached per card block."""
    problems = getattr(info, "interp_problems", None)
    if problems is None:
        try:
            from ..interp import compile_card_report
            report = compile_card_report(info.parsed.card, info.parsed.ability_lines)
            problems = {p.line: p.reason for p in report.problems}
        except ImportError:
            problems = {}
            info.interp_problems = problems
            return None
        except Exception as err:  # noqa: BLE001 - the interpreter failing is itself worth showing
            problems = {None: f"{type(err).__name__}: {err}"}
        info.interp_problems = problems
    if None in problems:
        return f"⚠ the interpreter cannot compile this card: {problems[None]}"
    if start_rel in problems:
        return f"⚠ the interpreter can't run this yet: {problems[start_rel]}"
    return "✓ the interpreter runs this ability"


def _ability_at(info, rel: int):
    card = info.parsed.card
    if card is None:
        return None
    by_line = dict(info.lines)
    for face, starts in zip(card.faces, info.parsed.ability_lines):
        for node, start in zip(face.abilities, starts):
            if start == rel:
                return node, start
            if start < rel and all(by_line.get(n, "").lstrip().startswith("•") for n in range(start + 1, rel + 1)):
                return node, start
    return None


# -- completion --------------------------------------------------------------------
@server.feature(T.TEXT_DOCUMENT_COMPLETION,
                T.CompletionOptions(trigger_characters=[" ", "{", ","], resolve_provider=False))
async def completion(ls: CardlangServer, params: T.CompletionParams) -> T.CompletionList:
    try:
        return await _completion(ls, params)
    except Exception:  # noqa: BLE001
        log.exception("completion failed")
        return T.CompletionList(is_incomplete=False, items=[])


async def _completion(ls: CardlangServer, params: T.CompletionParams) -> T.CompletionList:
    from .completion import complete_card_file, complete_script

    uri = params.text_document.uri
    doc = ls.document(uri)
    if doc is None:
        return T.CompletionList(is_incomplete=False, items=[])
    lines = [line.rstrip("\r\n") for line in doc.lines]
    line0 = params.position.line
    if line0 >= len(lines):
        lines.append("")
    text = lines[line0] if line0 < len(lines) else ""
    if len(text) > MAX_COMPLETION_LINE:
        return T.CompletionList(is_incomplete=False, items=[])
    col = from_utf16(text, params.position.character)
    names = sorted(ls.index.names())
    if ls.is_script(uri, getattr(doc, "language_id", None)):
        items = await ls.in_pool(complete_script, lines, line0, col, names)
    else:
        items = await ls.in_pool(complete_card_file, lines, line0, col, names)
    _replace_ranges(items, text, line0, col)
    return T.CompletionList(is_incomplete=False, items=items)


def _replace_ranges(items: list[T.CompletionItem], text: str, line0: int, col: int) -> None:
    """Give items that editors would not replace whole (several words: "first strike" after
    "first st"; symbols: "{R}" after "{") an explicit edit over what is already typed,
    including a "}" the editor closed automatically."""
    before = text[:col]
    closing = 1 if text[col:col + 1] == "}" else 0
    lower = before.lower()
    for item in items:
        label = item.label
        if " " not in label and not label.startswith("{") and not label.startswith("["):
            continue
        typed = 0
        for k in range(min(len(label), len(before)), 0, -1):
            if lower.endswith(label[:k].lower()) and (k == len(before) or not before[-k - 1].isalnum()):
                typed = k
                break
        end = col + (closing if label.startswith("{") else 0)
        start = col - typed
        item.text_edit = T.TextEdit(range=T.Range(T.Position(line0, to_utf16(text, start)),
                                                  T.Position(line0, to_utf16(text, end))), new_text=label)
        item.filter_text = label


# -- semantic tokens ---------------------------------------------------------------
LEGEND = T.SemanticTokensLegend(token_types=TOKEN_TYPES, token_modifiers=TOKEN_MODIFIERS)


@server.feature(T.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
async def semantic_tokens(ls: CardlangServer, params: T.SemanticTokensParams) -> T.SemanticTokens:
    try:
        analysis = await ls.analysis(params.text_document.uri)
        if analysis is None:
            return T.SemanticTokens(data=[])
        if isinstance(analysis, ScriptAnalysis):
            return T.SemanticTokens(data=_script_tokens(ls, analysis.lines))
        return T.SemanticTokens(data=await ls.in_pool(card_file_tokens, analysis))
    except Exception:  # noqa: BLE001
        log.exception("semantic tokens failed")
        return T.SemanticTokens(data=[])


def _script_tokens(ls: CardlangServer, lines: list[str]) -> list[int]:
    import re

    from .semantic import CLASS, NUMBER, STRING
    symbol = re.compile(r"\{[^{}\s]{1,8}\}")
    number = re.compile(r"(?<![\w{])\d+(?![\w}])")
    out = []
    for line0, raw in enumerate(lines):
        text = raw.rstrip("\r")
        if len(text) > MAX_COMPLETION_LINE or text.lstrip().startswith("#"):
            continue
        code = text.split("  #", 1)[0]
        found = [(s, e - s, CLASS) for _, s, e in ls.index.names_in(code)]
        found += [(m.start(), m.end() - m.start(), STRING) for m in symbol.finditer(code)]
        found += [(m.start(), m.end() - m.start(), NUMBER) for m in number.finditer(code)]
        found.sort()
        last_end = -1
        for start, length, kind in found:
            if start < last_end:
                continue
            last_end = start + length
            out.append((line0, to_utf16(text, start), utf16_len(text[start:start + length]), kind, 0))
    return encode(out)


# -- document symbols --------------------------------------------------------------
@server.feature(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
async def document_symbol(ls: CardlangServer, params: T.DocumentSymbolParams) -> list[T.DocumentSymbol]:
    from .symbols import document_symbols
    try:
        analysis = await ls.analysis(params.text_document.uri)
        if not isinstance(analysis, CardsAnalysis):
            return []
        return document_symbols(analysis)
    except Exception:  # noqa: BLE001
        log.exception("document symbols failed")
        return []


# -- go to definition --------------------------------------------------------------
@server.feature(T.TEXT_DOCUMENT_DEFINITION)
async def definition(ls: CardlangServer, params: T.DefinitionParams) -> list[T.Location] | None:
    try:
        return _definition(ls, params)
    except Exception:  # noqa: BLE001
        log.exception("definition failed")
        return None


def _definition(ls: CardlangServer, params: T.DefinitionParams) -> list[T.Location] | None:
    from .scripts import use_path_at

    uri = params.text_document.uri
    text = _line(ls, uri, params.position.line)
    if text is None:
        return None
    col = from_utf16(text, params.position.character)
    if ls.is_script(uri):
        used = use_path_at(text)
        if used:
            location = _use_location(ls, uri, used)
            if location is not None:
                return [location]
    found = _name_at(ls, text, col)
    if not found:
        return None
    locations = []
    for d in ls.index.lookup(found[0]):
        target_line = _target_line(ls, d.uri, d.line)
        r = _range(target_line, d.line, d.start, d.end)
        locations.append(T.Location(uri=d.uri, range=r))
    return locations or None


def _target_line(ls: CardlangServer, uri: str, line0: int) -> str:
    doc = ls.document(uri)
    if doc is not None and line0 < len(doc.lines):
        return doc.lines[line0].rstrip("\r\n")
    return ""


def _use_location(ls: CardlangServer, uri: str, used: str) -> T.Location | None:
    from .. import ROOT
    here = uri_to_path(uri)
    candidates = []
    if here:
        candidates.append(Path(here).parent / used)
    root = ls.workspace.root_path
    if root:
        candidates.append(Path(root) / used)
    candidates.append(ROOT / used)
    for path in candidates:
        if path.is_file():
            target = from_fs_path(str(path.resolve())) or path.resolve().as_uri()
            return T.Location(uri=target, range=T.Range(T.Position(0, 0), T.Position(0, 0)))
    return None


# -- formatting --------------------------------------------------------------------
@server.feature(T.TEXT_DOCUMENT_FORMATTING)
async def formatting(ls: CardlangServer, params: T.DocumentFormattingParams) -> list[T.TextEdit] | None:
    uri = params.text_document.uri
    doc = ls.document(uri)
    if doc is None or ls.is_script(uri, getattr(doc, "language_id", None)):
        return None
    text = doc.source
    try:
        new = await ls.in_pool(_format, text)
    except Exception:  # noqa: BLE001
        log.exception("formatting failed")
        return None
    if new is None or new == text:
        return []
    lines = text.split("\n")
    end = T.Position(len(lines) - 1, utf16_len(lines[-1]))
    return [T.TextEdit(range=T.Range(T.Position(0, 0), end), new_text=new)]


def _format(text: str) -> str | None:
    if "\x00" in text:
        return None
    from ..cli import format_card_text
    new, _ = format_card_text(text)
    return new


# -- code actions ------------------------------------------------------------------
@server.feature(T.TEXT_DOCUMENT_CODE_ACTION,
                T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
def code_action(ls: CardlangServer, params: T.CodeActionParams) -> list[T.CodeAction]:
    actions = []
    for diagnostic in params.context.diagnostics:
        data = diagnostic.data
        if not isinstance(data, dict) or not data.get("suggestion"):
            continue
        suggestion = str(data["suggestion"])
        found = str(data.get("found") or "")
        if found[:1].isupper():
            suggestion = suggestion[:1].upper() + suggestion[1:]
        title = f"Replace {found!r} with {suggestion!r}" if found else f"Use {suggestion!r}"
        edit = T.WorkspaceEdit(changes={params.text_document.uri: [T.TextEdit(range=diagnostic.range,
                                                                              new_text=suggestion)]})
        actions.append(T.CodeAction(title=title, kind=T.CodeActionKind.QuickFix, diagnostics=[diagnostic],
                                    edit=edit, is_preferred=True))
    return actions


# -- workspace symbols and folding -------------------------------------------------
@server.feature(T.WORKSPACE_SYMBOL)
def workspace_symbol(ls: CardlangServer, params: T.WorkspaceSymbolParams) -> list[T.WorkspaceSymbol]:
    query = params.query.lower()
    out = []
    for name, defs in sorted(ls.index.names().items()):
        if query and query not in name.lower():
            continue
        for d in defs:
            out.append(T.WorkspaceSymbol(
                name=name, kind=T.SymbolKind.Class, container_name=d.uri.rsplit("/", 1)[-1],
                location=T.Location(uri=d.uri, range=T.Range(T.Position(d.line, d.start), T.Position(d.line, d.end)))))
            if len(out) >= 500:
                return out
    return out


@server.feature(T.TEXT_DOCUMENT_FOLDING_RANGE)
async def folding_range(ls: CardlangServer, params: T.FoldingRangeParams) -> list[T.FoldingRange]:
    try:
        analysis = await ls.analysis(params.text_document.uri)
    except Exception:  # noqa: BLE001
        return []
    if not isinstance(analysis, CardsAnalysis):
        return []
    return [T.FoldingRange(start_line=b.first - 1, end_line=b.last - 1, kind=T.FoldingRangeKind.Region)
            for b in analysis.blocks if b.last > b.first]
