"""``cardlang check --runnable``: one warning per ability the interpreter
cannot run yet, located in the card file."""
from __future__ import annotations

from cardlang.syntax.cardfile import ParsedCard
from cardlang.syntax.diagnostics import Diagnostic

from .abilities import compile_card_report


def unrunnable(parsed_card: ParsedCard) -> list[Diagnostic]:
    if parsed_card.card is None:
        return []
    report = compile_card_report(parsed_card.card, parsed_card.ability_lines)
    out = []
    file = parsed_card.source.file if parsed_card.source else "<text>"
    for p in report.problems:
        start = p.line or (parsed_card.source.line if parsed_card.source else 1)
        span = getattr(p.node, "span", None)
        if span is not None:
            line, col = start + span.line - 1, span.column
            end_line, end_col = start + span.end_line - 1, span.end_column
        else:
            line, col, end_line, end_col = start, 1, start, 2
        out.append(Diagnostic(f"{parsed_card.name}: can't run yet: {p.reason}", line, col, end_line, end_col,
                              file=file, severity="warning", code="unrunnable"))
    return out
