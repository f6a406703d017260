"""The game-script parser: grammar/script.lark, LALR, compiled once."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

GRAMMAR = Path(__file__).resolve().parents[2] / "grammar" / "script.lark"
#: a number in a script (a life total, a count, X, a seed) has at most this many digits
MAX_DIGITS = 9


class ScriptSyntaxError(Exception):
    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


@lru_cache(maxsize=1)
def script_parser() -> Lark:
    from ..syntax.parser import cached_lark

    # compiled once, then its tables read from the cache folder (seconds saved at each run)
    return cached_lark(GRAMMAR.read_text(encoding="utf-8"), "script-grammar", parser="lalr", lexer="contextual",
                       propagate_positions=True, maybe_placeholders=True)


def parse_script(text: str) -> Tree:
    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = script_parser().parse(text)
    except UnexpectedInput as err:
        line, col = getattr(err, "line", 1) or 1, getattr(err, "column", 1) or 1
        tok = getattr(err, "token", None)
        expected = sorted(getattr(err, "expected", None) or getattr(err, "allowed", None) or [])
        shown = ", ".join(_pretty(e) for e in expected[:10])
        if tok is not None and str(tok).strip():
            msg = f"unexpected {str(tok).strip()!r}"
        else:
            text_line = text.split("\n")[line - 1] if line - 1 < len(text.split("\n")) else ""
            ch = text_line[col - 1:col] if col - 1 < len(text_line) else ""
            msg = f"unexpected {ch!r}" if ch.strip() else "unexpected end of line"
        if shown:
            msg += f"; expected {shown}"
        raise ScriptSyntaxError(msg, line, col) from None
    for tok in tree.scan_values(lambda v: isinstance(v, Token) and v.type == "INT"):
        if len(tok) > MAX_DIGITS:
            raise ScriptSyntaxError(f"a number of {len(tok):,} digits ({tok[:12]}…): a number in a script has at "
                                    f"most {MAX_DIGITS} digits", tok.line, tok.column)
    return tree


_NAMES = {"WORD": "a word", "INT": "a number", "MANA": "mana like {R}{G}", "STRING": "a \"quoted text\"",
          "_NL": "end of line", "_COMMA": "','", "PATH": "a file path", "PT_CHANGE": "a counter like +1/+1",
          "ZONE_WORD": "a zone (hand, library, graveyard, exile, battlefield, command)"}


def _pretty(name: str) -> str:
    if name in _NAMES:
        return _NAMES[name]
    try:
        for t in script_parser().terminals:
            if t.name == name and t.pattern.type == "str":
                return repr(t.pattern.value)
    except Exception:  # noqa: BLE001
        pass
    return name.lower()


def words(tree_or_token) -> str:
    """The text of a name / words node."""
    if isinstance(tree_or_token, Token):
        s = str(tree_or_token)
        return s[1:-1] if s.startswith('"') else s
    parts = []
    for ch in tree_or_token.children:
        if isinstance(ch, Token):
            s = str(ch)
            parts.append(s[1:-1] if s.startswith('"') else s)
        elif isinstance(ch, Tree):
            parts.append(words(ch))
    return " ".join(parts)
