"""Card files (``*.cards``) and corpus records (JSON) → Card nodes with diagnostics.

The card frame is line-oriented (see docs/language.md):

    Name {cost}                 first line of a card or face
    Color: Blue                 optional color indicator (CR 204)
    Type — Subtypes             the type line (CR 205), parsed by the grammar
    rules text                  one ability per line; "•" lines join the line before
    2/2 | Loyalty: 3 | Defense: 4   optional last line
    // layout                   starts the next face (transform by default)

Cards are separated by blank lines; ``#`` starts a comment line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Iterator

from . import ast as A
from .api import parse_checked_ability, parse_mana_cost, parse_type_line
from .build import node_of
from .diagnostics import Diagnostic

LAYOUTS = ("transform", "modal_dfc", "split", "adventure", "flip", "aftermath", "prepare", "meld")
_NAME_COST = re.compile(r"^(?P<name>.*?)\s*(?P<cost>(?:\{[^{}]*\})+)?\s*$")  # the meaning; see split_name_cost
_PT = re.compile(r"^(?P<p>[\dX*+\-−.½∞?]+)/(?P<t>[\dX*+\-−.½∞?]+)$")
_SPECIAL = re.compile(r"^(?P<key>Loyalty|Defense|Color):\s*(?P<value>.*)$", re.IGNORECASE)
COLORS = ("white", "blue", "black", "red", "green")
MAX_LINE = 20_000  # longer lines are reported, not parsed (bounded work per line)


@dataclass
class CardSource:
    """Where a card came from: its file and the first line of each face/ability."""

    file: str
    line: int


@dataclass
class ParsedCard:
    """A card node (or None when its frame is unreadable) and its diagnostics."""

    card: A.Card | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    source: CardSource | None = None
    #: for each face, for each ability: the file line where it starts
    ability_lines: list[list[int]] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.card.name if self.card else "?"

    @property
    def ok(self) -> bool:
        return not self.diagnostics or not any(d.severity == "error" for d in self.diagnostics)


def self_names(name: str, face_names: Iterable[str] = (), legendary: bool = False) -> tuple[str, ...]:
    """Names that mean "this object" in a card's text (CR 201.5): the card's name,
    each face's name, and for a legendary-style "Name, the Title" the part before the comma.
    CR 201.5c: a legendary card's text may use a shortened name without a comma: "Zur" for
    "Zur the Enchanter", "Kaalia" for "Kaalia of the Vast"; only a ``legendary`` card gets
    those (a non-legendary "Destroy the Evidence" does not call itself "Destroy")."""
    if not legendary and face_names.__class__ is list and len(face_names) == 1 and face_names[0] == name \
            and " // " not in name and ", " not in name:
        return (name,) if name else ()  # the common card: one face, its one name (what the code below gives)
    names = {name, *face_names}
    for n in list(names):
        if " // " in n:
            names.update(n.split(" // "))
    for n in list(names):
        if ", " in n:
            names.add(n.split(", ")[0])
        elif legendary:
            short = _TITLE_JOINER.split(n, maxsplit=1)[0]
            if short != n:
                names.add(short)
            elif given := _given_name(n):
                names.add(given)
    return tuple(sorted((n for n in names if n), key=len, reverse=True))


#: the word that starts a legendary card's title after its short name (CR 201.5c):
#: "Zur the Enchanter", "Kaalia of the Vast"
_TITLE_JOINER = re.compile(r" (?:the|of) ")


def _given_name(name: str) -> str | None:
    """The first word of a legendary "Given Surname" name, the shortened name its text uses
    (CR 201.5c: "Zurgo can't block ..." on Zurgo Bellstriker, "Legolas" on Legolas Greenleaf),
    or None. Only a word no word class of the lexer claims: the "Sliver" of "Sliver Queen" is a
    creature type, "Serra's" of "Serra's Sanctum" a possessive, never a name on its own; nor a
    keyword of the grammar: "The" of "The Wandering Emperor" starts sentences."""
    from .lexer import _classify
    from .parser import fast_card_parser

    words = name.split(" ")
    if len(words) < 2 or not words[0][:1].isupper() or not words[0].replace("-", "").isalpha():
        return None
    literals = fast_card_parser().lexer.literals
    return words[0] if _classify(words[0], literals, False) == "NAME_WORD" else None


def is_legendary(type_line: str) -> bool:
    """Whether a printed type line has the supertype legendary (CR 205.4a, 205.4d)."""
    lower = type_line.lower()
    return "legendary" in lower and "legendary" in lower.split("—")[0].split()


def face_type_line(face_lines: list[str]) -> str:
    """The type line of a card-file face (its name line first): the line after the name
    and any "Color:" indicator lines; "" when there is none."""
    for text in face_lines[1:]:
        special = _SPECIAL.match(text.strip())
        if not (special and special.group("key").lower() == "color"):
            return text
    return ""


def card_is_legendary(card: A.Card) -> bool:
    """Whether some face of a parsed card has the supertype legendary (CR 205.4d)."""
    return any(getattr(word, "category", None) == "supertype" and getattr(word, "name", None) == "legendary"
               for face in card.faces if face.type_line is not None
               for word in getattr(face.type_line.types, "words", ()))


#: a results-table row "1—9 | ...", "20 | ...", "15+ | ..." (CR 706.3a)
_RESULT_ROW = re.compile(r"\s*\d+(?:—\d+|\+)? \|")
#: a die "d20" (CR 706.1a) in the ability a results table belongs to
_DIE = re.compile(r"\bd\d+\b")


def group_abilities(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Join mode lines to the line before them: modal bullets "• ..." (CR 700.2), spree
    modes "+ {2} — ..." (CR 702.172), pawprint modes "{P}{P} — ..." (700.2i), and the rows of a die's results table (CR 706.3b:
    the roll and its table are one ability). A station symbol's row "8+ | ..." after no
    roll is an ability of its own (CR 721.2)."""
    groups: list[tuple[int, str]] = []
    for number, text in lines:
        if groups and (text.lstrip().startswith(("•", "+ ", "{P}"))
                       or (_RESULT_ROW.match(text) and _DIE.search(groups[-1][1]))):
            start, prev = groups[-1]
            groups[-1] = (start, prev + "\n" + text)
        else:
            groups.append((number, text))
    return groups


def parse_face_text(text: str, names: tuple[str, ...], file: str, first_line: int
                    ) -> tuple[tuple[A.Node, ...], list[Diagnostic], list[int]]:
    """Rules text (lines) → abilities, diagnostics (file positions), ability start lines."""
    lines = [(first_line + i, line) for i, line in enumerate(text.split("\n")) if line.strip()]
    return parse_ability_lines(lines, names, file)


def parse_ability_lines(lines: list[tuple[int, str]], names: tuple[str, ...], file: str
                        ) -> tuple[tuple[A.Node, ...], list[Diagnostic], list[int]]:
    abilities: list[A.Node] = []
    diagnostics: list[Diagnostic] = []
    starts: list[int] = []
    for number, text in group_abilities(lines):
        if len(text) > MAX_LINE:
            diagnostics.append(Diagnostic(
                f"line is {len(text):,} characters long; the limit is {MAX_LINE:,}", number, 1, number, 2,
                file=file, code="limit"))
            continue
        unbalanced = _unbalanced(text)
        if unbalanced is not None:
            diagnostics.append(unbalanced.shifted(lines=number - 1, file=file))
            continue
        node, diags = parse_checked_ability(text, names)
        if diags:
            diagnostics.extend(d.shifted(lines=number - 1, file=file) for d in diags)
        if node is not None:
            abilities.append(node)
            starts.append(number)
    return tuple(abilities), diagnostics, starts


_BALANCED_CHARS = tuple('()"“”')
_BALANCE_MARKS = re.compile('[()"“”\n]')


@lru_cache(maxsize=200_000)
def _unbalanced(text: str) -> Diagnostic | None:
    """An unclosed "(" or quote, or a stray ")", located (before the grammar sees it)."""
    if not any(mark in text for mark in _BALANCED_CHARS):  # str.find per mark, not a set of every character
        return None
    depth_at: list[tuple[int, int]] = []
    quote_at: tuple[int, int] | None = None
    line, line_start = 1, 0
    for mark in _BALANCE_MARKS.finditer(text):  # only the characters that matter, not every one
        ch = mark.group()
        col = mark.start() - line_start + 1
        if ch == "\n":
            line, line_start = line + 1, mark.start() + 1
        elif ch == "(":
            depth_at.append((line, col))
        elif ch == ")":
            if not depth_at:
                return Diagnostic("')' closes nothing: there is no '(' before it", line, col, line, col + 1,
                                  code="balance", found=")")
            depth_at.pop()
        elif ch in '"“”':
            quote_at = None if quote_at else (line, col)
    if depth_at:
        line, col = depth_at[-1]
        return Diagnostic("'(' is never closed: reminder text needs a ')'", line, col, line, col + 1,
                          code="balance", found="(")
    if quote_at:
        line, col = quote_at
        return Diagnostic("'\"' is never closed: a quoted ability needs a closing '\"'", line, col, line, col + 1,
                          code="balance", found='"')
    return None


# -- card files -------------------------------------------------------------------
def split_blocks(text: str) -> Iterator[list[tuple[int, str]]]:
    """Blocks of (line number, line) separated by blank lines; comments dropped."""
    block: list[tuple[int, str]] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip("\r").rstrip()
        if line.lstrip().startswith("#"):
            continue
        if not line.strip():
            if block:
                yield block
                block = []
            continue
        block.append((number, line))
    if block:
        yield block


def read_card_text(text: str, file: str = "<text>") -> list[ParsedCard]:
    """Every card in a card file's text. Never raises for bad input."""
    if "\x00" in text:
        return [ParsedCard(None, [Diagnostic("the file is binary, not card text", 1, 1, 1, 2, file=file,
                                             code="encoding")])]
    if not text.strip():
        return [ParsedCard(None, [Diagnostic("the file has no cards", 1, 1, 1, 1, file=file,
                                             severity="warning", code="empty")])]
    return [read_block(block, file) for block in split_blocks(text)]


def read_card_file(path: str | Path) -> list[ParsedCard]:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as err:
        return [ParsedCard(None, [Diagnostic(f"cannot read the file: {err.strerror}", 1, 1, 1, 1,
                                             file=str(path), code="io")])]
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = raw[: err.start].count(b"\n") + 1
        return [ParsedCard(None, [Diagnostic("the file is not UTF-8 text", line, 1, line, 2, file=str(path),
                                             code="encoding")])]
    from .cache import cached_cards  # an unchanged file is not parsed again (syntax/cache.py)

    return cached_cards(str(path), raw, lambda: read_card_text(text, str(path)))


def read_block(block: list[tuple[int, str]], file: str) -> ParsedCard:
    faces_lines: list[list[tuple[int, str]]] = [[]]
    layout = "normal"
    diagnostics: list[Diagnostic] = []
    for number, line in block:
        stripped = line.strip()
        if stripped == "//" or stripped.startswith("// "):
            word = stripped[2:].strip() or "transform"
            if word not in LAYOUTS:
                diagnostics.append(Diagnostic(f"unknown layout {word!r}; expected one of {', '.join(LAYOUTS)}",
                                              number, 4, number, 4 + len(word), file=file, code="frame",
                                              found=word))
                word = "transform"
            layout = word
            faces_lines.append([])
        else:
            faces_lines[-1].append((number, line))
    face_names = [fl[0][1] for fl in faces_lines if fl]
    names_only = [(split_name_cost(n)[0] or n) for n in face_names]
    card_name = " // ".join(names_only)
    legendary = any(is_legendary(face_type_line([text for _, text in fl])) for fl in faces_lines if fl)
    names = self_names(card_name, names_only, legendary)
    faces = []
    ability_lines = []
    for fl in faces_lines:
        if not fl:
            number = block[-1][0]
            diagnostics.append(Diagnostic("a face separator '//' with no face after it", number, 1, number, 3,
                                          file=file, code="frame"))
            continue
        face, diags, starts = read_face(fl, names, file)
        diagnostics.extend(diags)
        if face is not None:
            faces.append(face)
            ability_lines.append(starts)
    first = block[0][0]
    card = A.Card(card_name, layout, tuple(faces), span=A.Span(first, 1, block[-1][0], len(block[-1][1]) + 1)) \
        if faces else None
    return ParsedCard(card, diagnostics, CardSource(file, first), ability_lines)


def split_name_cost(line: str) -> tuple[str, str]:
    """"Name {2}{R}" -> ("Name", "{2}{R}"): what ``_NAME_COST`` matches, scanned from the
    end in linear time (the regex backtracks quadratically: 60,000 characters of "{1}"
    followed by a letter took 54 s)."""
    text = line.rstrip()
    i = len(text)
    while i > 0 and text[i - 1] == "}":
        j = text.rfind("{", 0, i - 1)
        if j < 0 or "}" in text[j + 1:i - 1]:
            break
        i = j
    return text[:i].rstrip(), text[i:]


def read_face(lines: list[tuple[int, str]], names: tuple[str, ...], file: str
              ) -> tuple[A.Face | None, list[Diagnostic], list[int]]:
    diagnostics: list[Diagnostic] = []
    number, first = lines[0]
    if len(first) > MAX_LINE:
        return None, [_too_long(number, first, file, "name line")], []
    name, cost_text = split_name_cost(first)
    name = name.strip()
    mana_cost = None
    if not name:
        diagnostics.append(Diagnostic("the card has no name before its mana cost", number, 1, number,
                                      len(first) + 1, file=file, code="frame"))
        name = "?"
    if cost_text:
        mana_cost, diags = parse_mana_cost(cost_text)
        col = first.index(cost_text)
        diagnostics.extend(d.shifted(lines=number - 1, columns=col, file=file) for d in diags)
    rest = lines[1:]
    colors: list[str] = []
    while rest and _SPECIAL.match(rest[0][1].strip()) and _SPECIAL.match(rest[0][1].strip()).group("key").lower() == "color":
        n, line = rest[0]
        value = _SPECIAL.match(line.strip()).group("value")
        for word in re.split(r"[,\s]+(?:and\s+)?", value.strip()):
            if not word:
                continue
            if word.lower() not in COLORS:
                diagnostics.append(Diagnostic(f"unknown color {word!r}; expected one of {', '.join(COLORS)}",
                                              n, line.index(word) + 1, n, line.index(word) + len(word) + 1,
                                              file=file, code="frame", found=word))
            else:
                colors.append(word.lower())
        rest = rest[1:]
    if not rest:
        diagnostics.append(Diagnostic(f"{name!r} has no type line (expected e.g. 'Creature — Elf' on the next line)",
                                      number, 1, number, len(first) + 1, file=file, code="frame"))
        return A.Face(name, mana_cost, tuple(colors), None, ()), diagnostics, []
    type_number, type_text = rest[0]
    if len(type_text) > MAX_LINE:
        type_line, diags = None, (_too_long(1, type_text, file, "type line"),)  # shifted below
    else:
        type_line, diags = parse_type_line(type_text)
    diagnostics.extend(d.shifted(lines=type_number - 1, file=file) for d in diags)
    if type_line is None and diags and diagnostics[-1].code != "limit":
        diagnostics[-1] = _type_line_hint(diagnostics[-1])
    rest = rest[1:]
    power = toughness = loyalty = defense = None
    if rest:
        n, last = rest[-1]
        pt = _PT.match(last.strip())
        special = _SPECIAL.match(last.strip())
        if pt:
            power, toughness = pt.group("p"), pt.group("t")
            rest = rest[:-1]
        elif special and special.group("key").lower() in ("loyalty", "defense"):
            value = special.group("value").strip()
            if special.group("key").lower() == "loyalty":
                loyalty = value
            else:
                defense = value
            rest = rest[:-1]
    abilities, diags, starts = parse_ability_lines(rest, names, file)
    diagnostics.extend(diags)
    face = A.Face(name, mana_cost, tuple(colors), type_line, abilities, power, toughness, loyalty, defense,
                  span=A.Span(number, 1, lines[-1][0], len(lines[-1][1]) + 1))
    return face, diagnostics, starts


def _too_long(number: int, text: str, file: str, what: str) -> Diagnostic:
    return Diagnostic(f"{what} is {len(text):,} characters long; the limit is {MAX_LINE:,}", number, 1, number, 2,
                      file=file, code="limit")


def _type_line_hint(d: Diagnostic) -> Diagnostic:
    from dataclasses import replace
    return replace(d, message="type line: " + d.message)


# -- corpus records (Scryfall / MTGJSON-style JSON) --------------------------------
def read_json_record(record: dict[str, Any], file: str = "<json>", line: int = 1) -> ParsedCard:
    """A card from the corpus format (shared/corpus/README.md): faces if present."""
    problem = _record_problem(record)
    if problem:
        return ParsedCard(None, [Diagnostic(problem, line, 1, line, 2, file=file, code="json")], CardSource(file, line))
    faces_data = record.get("faces") or [record]
    names_only = [f.get("name") or "" for f in faces_data]
    card_name = record.get("name") or " // ".join(names_only)
    names = self_names(card_name, names_only, any(is_legendary(f.get("type_line") or "") for f in faces_data))
    diagnostics: list[Diagnostic] = []
    faces = []
    ability_lines = []
    for f in faces_data:
        mana_cost = None
        if f.get("mana_cost"):
            mana_cost, diags = parse_mana_cost(f["mana_cost"])
            if diags:
                diagnostics.extend(d.shifted(lines=line - 1, file=file) for d in diags)
        type_line = None
        if f.get("type_line"):
            type_line, diags = (parse_type_line(f["type_line"]) if len(f["type_line"]) <= MAX_LINE
                                else (None, (_too_long(1, f["type_line"], file, "type line"),)))
            if diags:
                diagnostics.extend(_type_line_hint(d.shifted(lines=line - 1, file=file)) for d in diags)
        text = f.get("oracle_text") or ""
        lines = [(line, l) for l in text.split("\n") if l.strip()]
        abilities, diags, starts = parse_ability_lines(lines, names, file)
        diagnostics.extend(diags)
        ability_lines.append(starts)
        faces.append(node_of(A.Face, f.get("name") or "?", mana_cost, tuple(f.get("colors") or ()), type_line,
                             abilities, f.get("power"), f.get("toughness"), f.get("loyalty"), f.get("defense")))
    layout = record.get("layout") or "normal"
    card = node_of(A.Card, card_name, layout, tuple(faces))
    return ParsedCard(card, diagnostics, CardSource(file, line), ability_lines)


_RECORD_TEXT_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "defense",
                       "layout")


#: the types a record's text field may have as decoded from JSON (a string or null)
_TEXT_TYPES = frozenset({str, type(None)})


def _plain_record(obj: dict) -> bool:
    """A quick yes for the common record or face (every text field a string or null, colors a
    list of strings or null; type by type, without a Python loop); False sends it to the
    field-by-field checks of :func:`_record_problem`, which name what is wrong."""
    colors = obj.get("colors")
    return _TEXT_TYPES.issuperset(map(type, map(obj.get, _RECORD_TEXT_FIELDS))) and (
        colors is None or (colors.__class__ is list and _TEXT_TYPES.issuperset(map(type, colors))
                           and None not in colors))


def _record_problem(record: Any) -> str | None:
    """Why a JSON value is not a card record of the corpus format, or None if it is one."""
    if record.__class__ is dict and _plain_record(record):
        faces = record.get("faces")
        if faces is None or (faces.__class__ is list and all(f.__class__ is dict and _plain_record(f) for f in faces)):
            return None
    if not isinstance(record, dict):
        return f"expected a JSON object for a card, not {type(record).__name__}"
    faces = record.get("faces")
    if faces is not None and not (isinstance(faces, list) and all(isinstance(f, dict) for f in faces)):
        return "field 'faces' must be a list of JSON objects (one per face) or null"
    for where, obj in [("", record)] + [(f"face {i + 1}: ", f) for i, f in enumerate(faces or [])]:
        for key in _RECORD_TEXT_FIELDS:
            value = obj.get(key)
            if value is not None and not isinstance(value, str):
                return f"{where}field {key!r} must be a string or null, not {type(value).__name__} ({json.dumps(value)[:40]})"
        colors = obj.get("colors")
        if colors is not None and not (isinstance(colors, list) and all(isinstance(c, str) for c in colors)):
            return f"{where}field 'colors' must be a list of strings or null"
    return None


def read_jsonl(path: str | Path, limit: int | None = None) -> Iterator[tuple[dict, ParsedCard]]:
    path = Path(path)
    with path.open(encoding="utf-8") as fh:
        for number, raw in enumerate(fh, start=1):
            if limit is not None and number > limit:
                break
            if not raw.strip():
                continue
            try:
                record = json.loads(raw)
            except json.JSONDecodeError as err:
                yield {}, ParsedCard(None, [Diagnostic(f"not a JSON object: {err.msg}", number, err.colno, number,
                                                       err.colno + 1, file=str(path), code="json")])
                continue
            if not isinstance(record, dict):
                yield {}, ParsedCard(None, [Diagnostic("expected a JSON object per line", number, 1, number, 2,
                                                       file=str(path), code="json")])
                continue
            yield record, read_json_record(record, str(path), number)


# -- printing a card back ---------------------------------------------------------
def card_to_text(card: A.Card) -> str:
    from .printer import to_text, type_line_text

    parts = []
    for i, face in enumerate(card.faces):
        if i:
            parts.append(f"// {card.layout}")
        first = face.name
        if face.mana_cost is not None:
            first += " " + to_text(face.mana_cost)
        parts.append(first)
        if face.color_indicator:
            parts.append("Color: " + ", ".join(c.capitalize() for c in face.color_indicator))
        if face.type_line is not None:
            parts.append(type_line_text(face.type_line))
        for ability in face.abilities:
            parts.append(to_text(ability))
        if face.power is not None and face.toughness is not None:
            parts.append(f"{face.power}/{face.toughness}")
        if face.loyalty is not None:
            parts.append(f"Loyalty: {face.loyalty}")
        if face.defense is not None:
            parts.append(f"Defense: {face.defense}")
    return "\n".join(parts)
