"""Game scripts (``*.game``): diagnostics come from ``cardlang.script`` when it is installed.

The script package is optional here (imported lazily): without it, scripts still get
completion, hover and go-to-definition of card names from the workspace's card files.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from lsprotocol import types as T

from ..syntax.diagnostics import Diagnostic
from .analysis import to_lsp

#: functions of cardlang.script (or its submodules) that check a script's text, tried in order
_CANDIDATES = [
    ("cardlang.script", "check_text"), ("cardlang.script", "check_script_text"),
    ("cardlang.script", "parse_script_text"), ("cardlang.script", "parse_script"),
    ("cardlang.script.parser", "check_text"), ("cardlang.script.parser", "parse_script_text"),
    ("cardlang.script.parser", "parse_script"), ("cardlang.script.parser", "parse_text"),
    ("cardlang.script.parser", "parse"),
]
_USE = re.compile(r"^\s*use\s+(?P<path>\S.*?)\s*$")


def script_checker():
    for module_name, attr in _CANDIDATES:
        try:
            module = importlib.import_module(module_name)
        except Exception:  # noqa: BLE001 - not there (yet)
            continue
        fn = getattr(module, attr, None)
        if callable(fn):
            return fn
    return None


def _diagnostics_of(result: Any) -> list[Diagnostic]:
    if result is None:
        return []
    if isinstance(result, Diagnostic):
        return [result]
    diags = getattr(result, "diagnostics", None)
    if diags is not None:
        return [d for d in diags if isinstance(d, Diagnostic)]
    if isinstance(result, (list, tuple)):
        out: list[Diagnostic] = []
        for item in result:
            if isinstance(item, Diagnostic):
                out.append(item)
            elif isinstance(item, (list, tuple)):
                out.extend(d for d in item if isinstance(d, Diagnostic))
        return out
    return []


def script_diagnostics(text: str, path: str) -> list[T.Diagnostic] | None:
    """LSP diagnostics of a game script, or None when no script checker is installed."""
    fn = script_checker()
    if fn is None:
        return None
    try:
        try:
            result = fn(text, path)
        except TypeError:
            result = fn(text)
    except Exception as err:  # noqa: BLE001 - a script error that escaped the checker
        d = getattr(err, "diagnostic", None)
        if isinstance(d, Diagnostic):
            diags = [d]
        else:
            line = getattr(err, "line", 1) or 1
            column = getattr(err, "column", 1) or 1
            message = getattr(err, "message", None) or str(err) or type(err).__name__
            diags = [Diagnostic(message, line, column, line, column + 1, code="script")]
    else:
        diags = _diagnostics_of(result)
    lines = text.split("\n")
    return [to_lsp(d, lines[d.line - 1] if 0 < d.line <= len(lines) else "",
                   lines[d.end_line - 1] if 0 < d.end_line <= len(lines) else "") for d in diags]


def use_path_at(line: str) -> str | None:
    m = _USE.match(line)
    return m.group("path") if m else None
