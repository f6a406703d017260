"""Completion: what may come next at the cursor, from the LALR parser's expected tokens.

The ability's text before the cursor (minus the word being typed) is lexed with the
card lexer and fed to Lark's interactive parser; ``accepts()`` then names every
terminal that may come next. Keywords of the grammar become words; word classes
(``KEYWORD_ABILITY``, ``CARD_TYPE``, ``SUB_TYPE``, ``MANA_SYMBOL``…) become their
members; ``NAME_WORD`` becomes the workspace's card names.
"""

from __future__ import annotations

import functools
import re

from lark import Token
from lark.exceptions import UnexpectedInput
from lsprotocol import types as T

from ..syntax.api import literal_names
from ..syntax.cardfile import _NAME_COST, _SPECIAL, face_type_line, is_legendary
from ..syntax.lexer import SELF_NAMES, LexError, WordLexer
from ..syntax.vocabulary import (CARD_TYPES, COLORS, NUMBER_WORDS, OBJECT_KINDS, STEPS, SUBTYPE_WORDS,
                                 SUPERTYPES, ZONES)
from ..syntax.vocabulary_data import ABILITY_WORDS, KEYWORD_ABILITIES
from .hover import describe_keyword, describe_symbol, keyword_key

_PARTIAL = re.compile(r"(?:\{[^{}\s]*|[A-Za-z][A-Za-z'\-]*|[A-Za-z]?)$")
_SENTENCE_START = {"DOT", "COLON", "EMDASH", "BULLET", "DBLQUOTE", "COSTS_BEGIN"}
MANA_SYMBOLS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{X}", "{1}", "{2}", "{3}", "{4}", "{5}", "{S}",
                "{W/U}", "{U/B}", "{B/R}", "{R/G}", "{G/W}", "{W/B}", "{U/R}", "{B/G}", "{R/W}", "{G/U}",
                "{W/P}", "{U/P}", "{B/P}", "{R/P}", "{G/P}", "{2/W}", "{2/U}", "{2/B}", "{2/R}", "{2/G}"]
#: words of game scripts (verbs after a player, directives at line start, prepositions)
SCRIPT_DIRECTIVES = ["use", "players", "battlefield:", "hand:", "graveyard:", "library:", "exile:", "expect",
                     "turn", "phase", "step"]
SCRIPT_VERBS = ["casts", "activates", "plays", "passes", "resolves", "attacks", "blocks", "chooses", "orders",
                "has", "draws", "discards", "sacrifices", "pays", "concedes", "targets"]
SCRIPT_WORDS = ["targeting", "paying", "with", "then", "in", "hand", "battlefield", "graveyard", "library",
                "exile", "life", "each", "and"]


@functools.cache
def _lexer() -> WordLexer:
    from ..syntax.parser import new_word_lexer
    return new_word_lexer()


def expected_terminals(prefix: str, self_names: tuple[str, ...] = (), start: str = "ability"
                       ) -> tuple[set[str], bool] | None:
    """The terminals the parser accepts after ``prefix`` (None if the prefix is already wrong),
    and whether the cursor stands at the start of a sentence."""
    from ..syntax.parser import card_parser

    parser = card_parser()
    token = SELF_NAMES.set(tuple(sorted(self_names, key=len, reverse=True)))
    try:
        try:
            tokens = list(_lexer().lex(prefix))
        except LexError:
            return None
    finally:
        SELF_NAMES.reset(token)
    variants = [tokens]
    if start == "ability" and (not tokens or tokens[0].type != "COSTS_BEGIN"):
        first = tokens[0] if tokens else Token("COSTS_BEGIN", "")
        variants.append([Token.new_borrow_pos("COSTS_BEGIN", "", first) if tokens else Token("COSTS_BEGIN", ""),
                         *tokens])
    if tokens and tokens[-1].type in ("COMMA",) or (tokens and tokens[-1].value.lower() in ("and", "or")):
        last = tokens[-1]
        name = {"COMMA": "LIST_COMMA"}.get(last.type) or ("LIST_AND" if last.value.lower() == "and" else "LIST_OR")
        for variant in list(variants):
            variants.append([*variant[:-1], Token.new_borrow_pos(name, last.value, last)])
    accepted: set[str] = set()
    ok = False
    for variant in variants:
        ip = parser.parse_interactive("", start=start)
        try:
            for tok in variant:
                ip.feed_token(tok)
        except UnexpectedInput:
            continue
        except Exception:  # noqa: BLE001 - a parser surprise must not fail completion
            continue
        ok = True
        try:
            accepted |= set(ip.accepts())
        except Exception:  # noqa: BLE001
            continue
    if not ok:
        return None
    at_start = not tokens or tokens[-1].type in _SENTENCE_START or tokens[-1].value in (".", ":", "—", "•", '"')
    return accepted, at_start


def _cap(word: str, capital: bool) -> str:
    return word[:1].upper() + word[1:] if capital and word[:1].isalpha() else word


def items_for(terminals: set[str], at_start: bool, self_names: tuple[str, ...], card_names: list[str]
              ) -> list[T.CompletionItem]:
    items: dict[str, T.CompletionItem] = {}

    def add(label: str, kind: T.CompletionItemKind, detail: str, doc: str | None = None, sort: str = "5"):
        if label and label not in items:
            items[label] = T.CompletionItem(
                label=label, kind=kind, detail=detail, sort_text=f"{sort}{label.lower()}",
                documentation=T.MarkupContent(T.MarkupKind.Markdown, doc) if doc else None)

    names = literal_names()
    for terminal in terminals:
        if terminal in names:
            word = names[terminal]
            if word[:1].isalpha():
                key = keyword_key(word)
                if key and " " not in word and word in {k.lower() for k in KEYWORD_ABILITIES}:
                    add(_cap(word, at_start), T.CompletionItemKind.Keyword, "keyword ability", describe_keyword(key), "2")
                else:
                    add(_cap(word, at_start), T.CompletionItemKind.Keyword, "word", None, "1")
            continue
        if terminal == "KEYWORD_ABILITY":
            for name in KEYWORD_ABILITIES:
                key = name.lower()
                add(_cap(key, at_start), T.CompletionItemKind.Property, "keyword ability (CR 702)",
                    describe_keyword(key) if key in _docs() else None, "2")
        elif terminal == "CARD_TYPE":
            for word, plural in CARD_TYPES.items():
                add(_cap(word, at_start), T.CompletionItemKind.Class, "card type (CR 205.2a)", None, "3")
                add(_cap(plural, at_start), T.CompletionItemKind.Class, "card type, plural", None, "4")
        elif terminal == "SUB_TYPE":
            for word in SUBTYPE_WORDS:
                add(word, T.CompletionItemKind.Class, "subtype (CR 205.3)", None, "6")
        elif terminal == "SUPER_TYPE":
            for word in sorted(SUPERTYPES):
                add(_cap(word, at_start), T.CompletionItemKind.Class, "supertype (CR 205.4)", None, "3")
        elif terminal in ("COLOR_WORD", "NON_COLOR"):
            for word in sorted(COLORS):
                add(_cap(word, at_start), T.CompletionItemKind.EnumMember, "color (CR 105)", None, "3")
        elif terminal == "NUMBER_WORD":
            for word in NUMBER_WORDS:
                add(_cap(word, at_start), T.CompletionItemKind.Value, "number", None, "4")
        elif terminal == "NUM_DIGITS":
            for word in ("1", "2", "3"):
                add(word, T.CompletionItemKind.Value, "number", None, "4")
        elif terminal == "ZONE_WORD":
            for word, plural in ZONES.items():
                add(word, T.CompletionItemKind.EnumMember, "zone (CR 400)", None, "3")
                add(plural, T.CompletionItemKind.EnumMember, "zone, plural", None, "4")
        elif terminal == "STEP_WORD":
            for word in STEPS:
                add(word, T.CompletionItemKind.EnumMember, "step or phase (CR 500)", None, "3")
        elif terminal == "OBJECT_KIND":
            for word, plural in OBJECT_KINDS.items():
                add(_cap(word, at_start), T.CompletionItemKind.Class, "object", None, "3")
                add(_cap(plural, at_start), T.CompletionItemKind.Class, "objects", None, "4")
        elif terminal == "MANA_SYMBOL":
            for sym in MANA_SYMBOLS:
                add(sym, T.CompletionItemKind.Constant, "mana symbol", describe_symbol(sym), "3")
        elif terminal in ("TAP_SYMBOL", "UNTAP_SYMBOL", "ENERGY_SYMBOL"):
            sym = {"TAP_SYMBOL": "{T}", "UNTAP_SYMBOL": "{Q}", "ENERGY_SYMBOL": "{E}"}[terminal]
            add(sym, T.CompletionItemKind.Constant, "symbol", describe_symbol(sym), "2")
        elif terminal == "LOYALTY_COST":
            for sym in ("[+1]", "[+2]", "[0]", "[−1]", "[−2]", "[−X]"):
                add(sym, T.CompletionItemKind.Constant, "loyalty cost (CR 606)", None, "3")
        elif terminal == "SELF_NAME":
            for name in self_names:
                add(name, T.CompletionItemKind.Class, "this card's name (CR 201.5)", None, "1")
        elif terminal == "NAME_WORD":
            for name in card_names:
                add(name, T.CompletionItemKind.Class, "card", None, "7")
        elif terminal == "ABILITY_WORD" and at_start:
            for word in ABILITY_WORDS:
                add(word, T.CompletionItemKind.Function, "ability word (CR 207.2c)", None, "8")
    return list(items.values())


@functools.cache
def _docs():
    from .keyword_docs import KEYWORD_DOCS
    return KEYWORD_DOCS


def _legendary_above(lines: list[str], line0: int) -> bool:
    """Whether the card the cursor is in has a legendary first face (CR 201.5c: its text may
    use a shortened name), from the type line above the cursor."""
    above: list[str] = []
    i = min(line0, len(lines)) - 1
    while i >= 0 and lines[i].strip():
        if not lines[i].lstrip().startswith("#"):
            above.append(lines[i])
        i -= 1
    above.reverse()
    first_face = []
    for text in above:
        if text.strip() == "//" or text.strip().startswith("// "):
            break
        first_face.append(text)
    return is_legendary(face_type_line(first_face))


# -- where in a card file is the cursor? --------------------------------------------
def line_role(lines: list[str], line0: int) -> tuple[str, list[str], str]:
    """("name" | "type" | "ability" | "pt" | "comment", the ability's earlier lines (bullets), the card's name).

    "outside" for a line past the end of the document (a stale position while typing):
    nothing to complete there. The line just after the last one is the end, not past it."""
    if line0 < 0 or line0 > len(lines):
        return "outside", [], ""
    current = lines[line0] if line0 < len(lines) else ""
    if current.lstrip().startswith("#"):
        return "comment", [], ""
    above: list[str] = []
    i = line0 - 1
    while i >= 0 and lines[i].strip():
        if not lines[i].lstrip().startswith("#"):
            above.append(lines[i].rstrip("\r"))
        i -= 1
    above.reverse()
    card_name = ""
    if above:
        m = _NAME_COST.match(above[0]) if len(above[0]) <= 20_000 else None
        card_name = (m.group("name") or "").strip() if m else ""
    face: list[str] = []
    for text in above:
        if text.strip() == "//" or text.strip().startswith("// "):
            face = []
        else:
            face.append(text)
    if current.strip() == "//" or current.strip().startswith("// "):
        return "separator", [], card_name
    if not face:
        return "name", [], card_name
    rest = [t for t in face[1:] if not (_SPECIAL.match(t.strip()) and t.strip().lower().startswith("color:"))]
    if not rest and not (_SPECIAL.match(current.strip()) and current.strip().lower().startswith("color:")):
        return "type", [], card_name
    bullets: list[str] = []
    if current.lstrip().startswith("•"):
        for text in reversed(face):
            bullets.insert(0, text)
            if not text.lstrip().startswith("•"):
                break
    return "ability", bullets, card_name


def complete_card_file(lines: list[str], line0: int, col: int, card_names: list[str]) -> list[T.CompletionItem]:
    from ..syntax.cardfile import self_names as make_self_names

    role, bullets, card_name = line_role(lines, line0)
    current = (lines[line0] if line0 < len(lines) else "")[:col]
    if role == "name":
        if "{" in current or current.rstrip() != current and current.strip():
            return [T.CompletionItem(label=s, kind=T.CompletionItemKind.Constant, detail="mana symbol",
                                     documentation=T.MarkupContent(T.MarkupKind.Markdown, describe_symbol(s)))
                    for s in MANA_SYMBOLS]
        return []
    if role not in ("type", "ability"):
        return []
    prefix = _PARTIAL.sub("", current)
    names = make_self_names(card_name, legendary=_legendary_above(lines, line0)) if card_name else ()
    if role == "type":
        result = expected_terminals(prefix, (), "type_line")
        if result is None:
            return []
        terminals, _ = result
        return items_for(terminals, not prefix.strip(), (), [])
    # a phrase may be half typed ("first st"): when the words before the cursor do not parse,
    # step back a word at a time (up to three) and complete from there
    cut = prefix
    for _ in range(4):
        text = "\n".join([*bullets, cut]) if bullets else cut
        result = expected_terminals(text, names, "ability")
        if result is not None:
            terminals, at_start = result
            return items_for(terminals, at_start, names, card_names)
        shorter = re.sub(r"[A-Za-z][A-Za-z'\-]*\s*$", "", cut)
        if shorter == cut:
            break
        cut = shorter
    return []


def script_expected(prefix: str) -> tuple[set[str], dict[str, str]] | None:
    """What the game-script grammar (cardlang.script, if installed) accepts after ``prefix``
    (one line), and its keywords (terminal name → word)."""
    try:
        from ..script.parser import script_parser
        parser = script_parser()
    except Exception:  # noqa: BLE001 - the script package is optional
        return None
    try:
        ip = parser.parse_interactive(prefix)
        ip.exhaust_lexer()
        accepted = set(ip.accepts())
    except Exception:  # noqa: BLE001 - the line is already wrong before the cursor
        return None
    literals = {t.name: t.pattern.value for t in parser.terminals if t.pattern.type == "str"}
    return accepted, literals


def complete_script(lines: list[str], line0: int, col: int, card_names: list[str]) -> list[T.CompletionItem]:
    if line0 < 0 or line0 > len(lines):   # past the end of the document (a stale position)
        return []
    current = (lines[line0] if line0 < len(lines) else "")[:col]
    if current.lstrip().startswith("#"):
        return []
    players = _players(lines)
    grammar = script_expected(_PARTIAL.sub("", current).lstrip())
    if grammar is not None:
        accepted, literals = grammar
        items: dict[str, T.CompletionItem] = {}

        def put(label, kind, detail, sort):
            if label not in items:
                items[label] = T.CompletionItem(label=label, kind=kind, detail=detail, sort_text=f"{sort}{label.lower()}")

        for name in accepted:
            if name in literals and literals[name][:1].isalpha():
                put(literals[name], T.CompletionItemKind.Keyword, "script word", "1")
        if "WORD" in accepted or "STRING" in accepted:
            for player in players:
                put(player, T.CompletionItemKind.Variable, "player", "2")
            if current.strip():
                for name in card_names:
                    put(name, T.CompletionItemKind.Class, "card", "3")
        if "MANA" in accepted:
            for sym in MANA_SYMBOLS:
                put(sym, T.CompletionItemKind.Constant, "mana symbol", "0")
        return list(items.values())
    return _complete_script_words(lines, line0, col, card_names, players)


def _players(lines: list[str]) -> list[str]:
    players: list[str] = []
    for text in lines:
        if text.startswith("players "):
            players = [re.sub(r"\s+\d+$", "", p.strip()) for p in text[8:].split(",") if p.strip()]
            players = [p for p in players if p]
    return players


def _complete_script_words(lines: list[str], line0: int, col: int, card_names: list[str], players: list[str]
                           ) -> list[T.CompletionItem]:
    """Without the script grammar: directives, verbs after a player, then card names."""
    current = (lines[line0] if line0 < len(lines) else "")[:col]
    words = current.split()
    typing = bool(current) and not current[-1].isspace()
    done = words[:-1] if typing else words
    items: list[T.CompletionItem] = []

    def add(label, kind, detail, sort):
        items.append(T.CompletionItem(label=label, kind=kind, detail=detail, sort_text=f"{sort}{label.lower()}"))

    if current.lstrip().startswith("#"):
        return []
    if not done:
        for word in SCRIPT_DIRECTIVES:
            add(word, T.CompletionItemKind.Keyword, "script directive", "1")
        for player in players:
            add(player, T.CompletionItemKind.Variable, "player", "2")
        return items
    if done[0] == "use":
        return []
    if len(done) == 1 and done[0] in players:
        for verb in SCRIPT_VERBS:
            add(verb, T.CompletionItemKind.Function, "action", "1")
        for word in ("battlefield:", "hand:", "graveyard:", "library:", "life"):
            add(word, T.CompletionItemKind.Keyword, "setup", "2")
        return items
    for name in card_names:
        add(name, T.CompletionItemKind.Class, "card", "1")
    for player in players:
        add(player, T.CompletionItemKind.Variable, "player", "2")
    for word in SCRIPT_WORDS:
        add(word, T.CompletionItemKind.Keyword, "word", "3")
    if done and done[-1] == "paying":
        for sym in MANA_SYMBOLS:
            add(sym, T.CompletionItemKind.Constant, "mana symbol", "0")
    return items
