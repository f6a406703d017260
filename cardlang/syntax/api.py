"""The syntax front door: parse one ability, one type line, a mana cost.

Abilities are parsed one at a time (DESIGN principle 10) and cached by content:
the same line on another card (Flying, {T}: Add {G}.) is parsed once.
Spans in the returned nodes are relative to the ability's text (line 1); callers
that place the ability in a file shift them (see ``cardfile``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from lark import Token
from lark.exceptions import UnexpectedInput

from . import ast as A
from .ast.base import Node
from .build import BuildError
from .check import check_ability
from .diagnostics import Diagnostic, from_parse_error
from .lexer import SELF_NAMES, LexError
from .parser import card_parser, fast_card_parser


@lru_cache(maxsize=1)
def _literal_names() -> dict[str, str]:
    return fast_card_parser().literal_names


def literal_names() -> dict[str, str]:
    """terminal name → its word, for every keyword of the grammar."""
    return _literal_names()


def parse_ability(text: str, self_names: tuple[str, ...] = ()) -> tuple[Node | None, tuple[Diagnostic, ...]]:
    """Parse one ability (a line, or a modal block with its bullet lines).

    ``self_names`` are the names that mean "this object" (the card's and its faces').
    Returns the Ability node or None, and the diagnostics (positions relative to text).
    """
    present = tuple(n for n in self_names if n and n in text)
    return _parse_cached(text, present, "ability")[:2]


def parse_checked_ability(text: str, self_names: tuple[str, ...] = ()) -> tuple[Node | None, tuple[Diagnostic, ...]]:
    """:func:`parse_ability`, and for a parsed ability the diagnostics of the checks the
    grammar alone does not make (``check.check_ability``; cached with the parse)."""
    present = tuple([n for n in self_names if n and n in text])
    node, diags, checked = _parse_cached(text, present, "ability")
    return (node, checked) if node is not None else (node, diags)


def parse_type_line(text: str) -> tuple[Node | None, tuple[Diagnostic, ...]]:
    # "Enchantment Land — Urza’s Saga", "Plane — Bolas’s Meditation Realm": a typographic apostrophe in a
    # subtype is the same word as the CR's "Urza's" (CR 205.3i, 205.3n); one character for one, so
    # positions stay
    return _parse_cached(text.replace("\u2019", "'"), (), "type_line")[:2]


#: a loyalty cost at the start of an ability ("[+1]:", "[−2]:", "[0]:"): its brackets are no cleave text
_LOYALTY_START = re.compile(r"\[[+−-]?[0-9X]+\]:")


def _cleave_brackets(text: str) -> list[tuple[int, int]] | None:
    """The (open, close) positions of the square brackets around words of a spell with cleave
    ("Destroy target [attacking] creature.", CR 702.148a), or None: no such brackets, or brackets
    that are not closed in order, one pair at a time."""
    skip = m.end() if (m := _LOYALTY_START.match(text)) else 0
    if "[" not in text[skip:] and "]" not in text[skip:]:
        return None
    pairs, opened = [], None
    for i in range(skip, len(text)):
        if text[i] == "[":
            if opened is not None:
                return None
            opened = i
        elif text[i] == "]":
            if opened is None:
                return None
            pairs.append((opened, i))
            opened = None
    return pairs if pairs and opened is None else None


def _parse_cleave(text: str, pairs: list[tuple[int, int]], self_names: tuple[str, ...]):
    """An ability with cleave's bracketed words (CR 702.148a): the ability as printed, read with a space
    in place of each bracket (so every position stays), and the ability its cleave cost gives it, the
    bracketed words removed (the text-changing effect of 702.148b, CR 612)."""
    spaced = list(text)
    for a, b in pairs:
        spaced[a] = spaced[b] = " "
    node, diags, checked = _parse_cached("".join(spaced), tuple(n for n in self_names if n in text), "ability")
    if node is None:
        return node, diags, checked
    if not isinstance(node, A.Ability):  # brackets in a reminder line, say: not cleave's (CR 702.148a)
        return _parse_plain(text, self_names, "ability")
    cut, last = [], 0
    for a, b in pairs:
        cut.append(text[last:a])
        last = b + 1
    cut.append(text[last:])
    cleaved_text = re.sub(r" +([.,])", r"\1", re.sub(r"  +", " ", "".join(cut))).strip()
    cleaved, cleaved_diags, _ = _parse_cached(cleaved_text, tuple(n for n in self_names if n in cleaved_text), "ability")
    if cleaved is None:
        d = cleaved_diags[0]
        return None, (Diagnostic(f"with the bracketed words removed (cleave, CR 702.148a), "
                                 f"'{cleaved_text}': {d.message}", 1, 1, 1, len(text) + 1, found=d.found,
                                 expected=d.expected),), ()
    # where each bracket stands: after how many characters that are not spaces (the printer's
    # spacing may differ from the text's, its words do not)
    plain = "".join(spaced)
    marks = tuple((ch, len(plain[:i].replace(" ", ""))) for a, b in pairs for ch, i in (("[", a), ("]", b)))
    return A.CleaveAbility(body=node.body, reminder=node.reminder, marks=marks, cleaved=cleaved,
                           span=node.span, form=node.form), (), checked


@lru_cache(maxsize=200_000)
def _parse_cached(text: str, self_names: tuple[str, ...], start: str):
    """(node or None, its parse diagnostics, the check diagnostics of a parsed ability)."""
    if start == "ability" and "[" in text and (pairs := _cleave_brackets(text)):
        return _parse_cleave(text, pairs, self_names)
    return _parse_plain(text, self_names, start)


def _parse_plain(text: str, self_names: tuple[str, ...], start: str):
    """:func:`_parse_cached` without cleave's brackets."""
    token = SELF_NAMES.set(tuple(sorted(self_names, key=len, reverse=True)))
    try:
        # the AST is built during the parse (build.rule_callbacks): no parse tree
        node, listed = fast_card_parser().parse_listing(text, start)
    except (UnexpectedInput, LexError) as err:
        return None, (from_parse_error(err, text, literal_names()),), ()
    except BuildError as err:  # a grammar/AST mismatch: report, never crash
        return None, (Diagnostic(f"internal: {err}", 1, 1, 1, 2, code="internal"),), ()
    except RecursionError:
        return None, (Diagnostic("the text is nested too deeply to read", 1, 1, 1, 2, code="limit"),), ()
    except ValueError:  # int() refuses numbers of more than sys.get_int_max_str_digits() digits
        return (*_number_too_long_or_syntax(text, start), ())
    finally:
        SELF_NAMES.reset(token)
    return node, (), tuple(check_ability(node, listed)) if start == "ability" else ()


def _number_too_long_or_syntax(text: str, start: str):
    """A syntax error after the long number is reported first, as a parse that builds
    only after reading the whole text would (Lark's own parser, which builds a tree)."""
    try:
        card_parser().parse(text, start)
    except (UnexpectedInput, LexError) as err:
        return None, (from_parse_error(err, text, literal_names()),)
    return None, (_number_too_long(text),)


def _number_too_long(text: str) -> Diagnostic:
    import re
    import sys

    limit = sys.get_int_max_str_digits() or 4300
    m = re.search(r"\d{%d,}" % (limit + 1), text)
    start, end = (m.start(), m.end()) if m else (0, 1)
    line = text.count("\n", 0, start) + 1
    col = start - (text.rfind("\n", 0, start) + 1) + 1
    return Diagnostic(f"a number of {end - start:,} digits is too long; numbers may have at most {limit:,} digits",
                      line, col, line, col + (end - start), code="limit")


@lru_cache(maxsize=20_000)
def parse_mana_cost(text: str) -> tuple[Node | None, tuple[Diagnostic, ...]]:
    """"{2}{R}{R}" → ManaCost. An empty string is no cost (None). Cached by content."""
    import re

    from .lexer import _MANA_SYMBOL

    if not text.strip():
        return None, ()
    symbols = []
    pos = 0
    for m in re.finditer(r"\{[^{}]*\}|\S", text):
        sym = m.group()
        col = m.start() + 1
        # CR 107.4g: {H} (any Phyrexian symbol) is a symbol of rules text, never of a cost
        if not _MANA_SYMBOL.match(sym.upper()) or sym.upper() == "{H}":
            what = "the tap symbol" if sym.upper() == "{T}" else "the untap symbol" if sym.upper() == "{Q}" else \
                "the Phyrexian symbol of rules text" if sym.upper() == "{H}" else None
            msg = f"{sym} is not a mana symbol" + (f" ({what} cannot be part of a mana cost)" if what else
                                                   "; expected {W} {U} {B} {R} {G} {C} {S} {X}, a number like {2}, "
                                                   "a hybrid {W/U} or {2/W}, or a Phyrexian {G/P}")
            return None, (Diagnostic(msg, 1, col, 1, col + len(sym), code="mana-cost", found=sym),)
        symbols.append(A.ManaSymbol(sym[1:-1].upper(), span=A.Span(1, col, 1, col + len(sym))))
        pos = m.end()
    del pos
    return A.ManaCost(tuple(symbols), span=A.Span(1, 1, 1, len(text) + 1),
                      form=tuple((0, i) for i in range(len(symbols)))), ()


def cache_info():
    return _parse_cached.cache_info()
