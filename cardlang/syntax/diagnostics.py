"""Diagnostics: located, readable messages for text the grammar does not accept."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, replace
from typing import Iterable

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .lexer import LexError
from .vocabulary import (CARD_TYPE_WORDS, COLOR_WORDS, KEYWORD_PHRASES, NUMBER_WORDS, OBJECT_KIND_WORDS,
                         SUBTYPE_WORDS, SUPERTYPE_WORDS, ZONE_WORDS)


class _Suggestion:
    """The ``suggestion`` field of :class:`Diagnostic`: a plain value, or a near-miss
    computed on first read (the search is slow and most diagnostics of a corpus run
    are counted, never shown). Reading the field always gives the same value as
    computing it at once would."""

    def __set_name__(self, owner, name):
        self.slot = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return None  # the field's default
        value = obj.__dict__[self.slot]
        if type(value) is _LazySuggestion:
            value = value.resolve()
            obj.__dict__[self.slot] = value
        return value

    def __set__(self, obj, value):
        obj.__dict__[self.slot] = value


class _LazySuggestion:
    """``suggest(word, expected, literal_names)``, computed when first needed."""

    __slots__ = ("word", "expected", "literal_names")

    def __init__(self, word: str, expected: frozenset[str], literal_names: dict[str, str] | None):
        self.word = word
        self.expected = expected
        self.literal_names = literal_names  # None: the card grammar's (api.literal_names())

    def resolve(self) -> str | None:
        names = self.literal_names
        if names is None:
            from .api import literal_names
            names = literal_names()
        return _suggest_memo(self.word, self.expected, names)

    def __reduce__(self):
        from .api import literal_names
        if self.literal_names is None or self.literal_names is literal_names():
            return (_LazySuggestion, (self.word, self.expected, None))
        return (_identity, (self.resolve(),))


def _identity(value):
    return value


_SUGGEST_MEMO: dict[tuple, str | None] = {}


def _suggest_memo(word: str, expected: frozenset[str], literal_names: dict[str, str]) -> str | None:
    key = (word, expected, id(literal_names))
    if key not in _SUGGEST_MEMO:
        if len(_SUGGEST_MEMO) > 50_000:
            _SUGGEST_MEMO.clear()
        _SUGGEST_MEMO[key] = suggest(word, expected, literal_names)
    return _SUGGEST_MEMO[key]


@dataclass(frozen=True)
class Diagnostic:
    """A message about a place in a file. Lines and columns are 1-based; columns
    count Unicode code points (the LSP layer converts to UTF-16)."""

    message: str
    line: int
    column: int
    end_line: int
    end_column: int
    file: str = "<text>"
    severity: str = "error"
    code: str = "syntax"
    found: str | None = None
    expected: tuple[str, ...] = ()
    suggestion: str | None = _Suggestion()  # type: ignore[assignment]  # a str or None, computed lazily

    def shifted(self, lines: int = 0, columns: int = 0, file: str | None = None) -> "Diagnostic":
        # the suggestion is passed on unresolved (``replace`` would compute it)
        if type(self) is not Diagnostic:
            return replace(self, line=self.line + lines, end_line=self.end_line + lines,
                           column=self.column + columns, end_column=self.end_column + columns,
                           file=file if file is not None else self.file,
                           suggestion=self.__dict__["_suggestion"])
        # a copy of the attributes with the place changed: the frozen __init__ would set all
        # eleven fields through object.__setattr__ (the same object, made four times faster)
        moved = object.__new__(Diagnostic)
        attributes = moved.__dict__
        attributes.update(self.__dict__)
        attributes["line"] = self.line + lines
        attributes["column"] = self.column + columns
        attributes["end_line"] = self.end_line + lines
        attributes["end_column"] = self.end_column + columns
        if file is not None:
            attributes["file"] = file
        return moved

    def format(self) -> str:
        text = f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"
        if self.suggestion:
            text += f" (did you mean {self.suggestion!r}?)"
        return text

    def to_json(self) -> dict:
        return {"file": self.file, "line": self.line, "column": self.column, "end_line": self.end_line,
                "end_column": self.end_column, "severity": self.severity, "code": self.code,
                "message": self.message, "found": self.found, "expected": list(self.expected),
                "suggestion": self.suggestion}


#: plain words for the lexer's word classes
TERMINAL_WORDS = {
    "NUM_DIGITS": "a number", "NUMBER_WORD": "a number", "MANA_SYMBOL": "a mana symbol",
    "TAP_SYMBOL": "{T}", "UNTAP_SYMBOL": "{Q}", "ENERGY_SYMBOL": "{E}", "PT_MOD": "a change like +1/+1",
    "PT": "a power/toughness like 1/1", "LOYALTY_COST": "a loyalty cost like [+1]",
    "CHAPTER_NUM": "a chapter number", "SELF_NAME": "the card's name or ~", "SUB_TYPE": "a subtype",
    "ABILITY_WORD": "an ability word", "NAME_WORD": "a name", "REMINDER_TEXT": "reminder text",
    "CARD_TYPE": "a card type", "OBJECT_KIND": "card, spell, permanent, token, player or opponent",
    "SUPER_TYPE": "a supertype", "COLOR_WORD": "a color", "NON_PREFIX": "non-", "ZONE_WORD": "a zone",
    "STEP_WORD": "a step", "KEYWORD_ABILITY": "a keyword ability", "COSTS_BEGIN": "a cost", "LIST_COMMA": "','",
    "LIST_OR": "'or'", "LIST_AND": "'and'", "LIST_ANDOR": "'and/or'", "$END": "the end of the line",
    "COUNTER_WORD": "a counter name", "EXCEPT_COMMA": "','", "NON_COLOR": "non-", "ON_BOTTOM_OF": "'on the bottom of'",
    "ON_TOP_OF": "'on top of'", "ON_TOP_OR_BOTTOM_OF": "'on the top or bottom of'", "QUOTE_AND": "'and'", "QUOTE_STOP": "the end of the quoted ability",
    "REF_AND": "'and'", "EACH_VERB": "'each'", "WITHOUT_PAYING": "'without paying'", "INSTEAD_OF": "'instead of'", "IN_ADDITION_TO": "'in addition to'", "PRED_AND": "'and'", "NO_ONE": "'no one'", "COLORS_AND_TYPES": "'colors and types'", "INSTEAD_AS_LONG_AS": "'instead as long as'", "MODE_REMINDER": "reminder text", "MAY_ALTCOST": "'may'", "ON_TOP": "'on top'", "CAST_THIS_WAY": "'cast this way'", "EXCEPT_FOR": "'except for'", "IN_EXILE_AND_IN": "'in exile and in'", "OR_FROM_EXILE": "'or from exile'",
    "QUOTE_END": "the end of the quoted ability", "COST_AND": "'and'",  # (lexer.py marks them)
    "AT_RANDOM": "'at random'", "ATTACKING_AND": "'and'", "FROM_COMBAT": "'from combat'", "DAMAGE_AND": "'and'",
    "CHAOS_SYMBOL": "{CHAOS}", "LEVEL_BAND": "a level symbol like LEVEL 1-3", "LEVEL_WORD": "'level'",
    "REF_COMMA": "','", "REF_OR": "'or'", "TRIGGER_AND": "'and'", "TRIGGER_OR": "'or'", "TRIGGER_THIS": "'this'", "COND_OR": "'or'", "ATTACHED_TO": "'attached'", "THATS_OR": "'or'", "NON_LISTED": "non-",
    "BLOCK_THIS": "'this'", "ATTACK_WITH": "'with'", "TO_SIDE": "'to'", "QUOTE_COMMA": "','",  # (lexer.py marks them for 99_v_combat_control.lark)
    "CMP_OR": "'or'", "SUM_PLUS": "'plus'", "EXCEPT_AND": "'and'", "TOKENS_THAT": "'that'", "VOTE_WORD": "a vote's choice", "CHOICE_WORD": "a word to choose", "CONTROLLED_BY": "'controlled'", "TAPPED_WAY": "'tapped'", "CREATED_WITH": "'created'", "ABILITIES_OF": "'of'", "ON_BATTLEFIELD_OR_IN": "'on the battlefield or in'", "KEYWORD_FOR": "'for'", "CARD_TYPES_AND_ABILITIES": "'card types and abilities'", "CONTROLLED_AS": "'as'", "TIED_OR": "'or'",
    "ACTION_OR": "'or'", "UNLESS_OR": "'or'", "UNLESS_EITHER": "'unless'",  # an "or" between two actions (lexer: _TriggersAndNames)
    "ROW_BEGIN": "a results row like 1—9 |", "RANGE_OPEN": "results like 15+", "RANGE_CLOSED": "results like 1—9",
    "DIE_SIZE": "a die like d20", "ORDINAL_WORD": "an ordinal like fourth", "SUSPENDED_OR": "'or'", "ABILITY_COMMA": "','", "ON_CHOICE": "'on'", "SAME_NAME_END": "'name'", "BOTTOM_OR": "'or'", "PAW_SYMBOL": "{P}", "PAW_LINE": "a pawprint mode", "ROLL_AND": "'and'", "VBAR": "'|'",
    "DOT": "'.'", "COMMA": "','", "COLON": "':'", "EMDASH": "'—'", "BULLET": "'•'", "DBLQUOTE": "'\"'",
}

# session 10: each family adds its terminals' plain words in its own block (no merge conflicts)
TERMINAL_WORDS.update({  # [slot: zone moves]
    "IN_PILE": "'in'", "NAME_OR": "'or'", "PUT_WITH": "'put'", "DIED_END": "'died'", "ZONE_ANDOR": "'and'", "VALUES_AND": "'and'", "DEST_OR": "'or'", "ON_BOTTOM": "'on'",
})
TERMINAL_WORDS.update({  # [slot: zone info]
})
TERMINAL_WORDS.update({  # [slot: combat]
    "COND_AND": "'and'", "CANT_COMMA": "','", "ATTACKING_CAUSES": "'attacking'", "NEXT_THIS": "'this'",  # (lexer.py marks them; 99_v_combat_control)
    "THE_KIND": "'the'",  # "destroy the creature instead" (lexer.py marks it; 99_v_combat_control)
    "ATTACKING_WHOM": "'attacking'",  # "attacking that player" (lexer.py marks it; 99_v_combat_control)
})
TERMINAL_WORDS.update({  # [slot: counters]
    "CONNIVES_N": "'connives'", "TAPPED_UNDER": "'tapped'",
})
TERMINAL_WORDS.update({  # [slot: damage]
    "HALF_EACH": "'half'", "THIRD_EACH": "'third'", "KIND_POSS": "''s'", "DAMAGE_THAT": "'that'",
})
TERMINAL_WORDS.update({  # [slot: cast pt]
    "PT_COMMA": "','", "PT_AND": "'and'",  # "with base power and toughness 4/4, flying, and haste" (lexer.py marks them)
    "IGNORE_FOR": "'for'",  # "may pay {2} for that player to ignore this effect" (lexer.py marks it)
})
TERMINAL_WORDS.update({  # [slot: mana]
    "IF_ABLE": "'if'",  # (lexer.py marks it for 99_x_mana.lark)
    "LAND_TYPES_AND_ABILITIES": "'land types and abilities'",  # (vocabulary.MULTIWORD; 99_x_mana.lark)
    "AS_THOUGH_AND": "'and'",  # (lexer.py marks it for 99_x_mana.lark)
})
TERMINAL_WORDS.update({  # [slot: create other]
    "CHOICE_AND": "'and'", "CHOSEN_BEGIN": "what is chosen",
    "FROM_COMMA": "','",
    "ON_TURNS": "'on'", "STATE_OR": "'or'",
    "NAME_AND": "'and'", "NAME_COMMA": "','",  # "named A, B, and C" (lexer.py marks them)
})

TERMINAL_WORDS.update({  # [slot: grammar17]
    "UNION_COMMA": "','",  # "target enchantment, tapped artifact, or tapped creature" (lexer.py marks it; 99_y_grammar17)
    "DOESNT_CONTROL": "'doesn't'",  # "each opponent who doesn't control ..." (lexer.py marks it; 99_y_grammar17)
    "ATTACKING_END": "'attacking'",  # "each creature they control that's attacking." (lexer.py marks it; 99_y_grammar17)
})

_VOCABULARY: list[str] | None = None


def vocabulary(literals: Iterable[str]) -> list[str]:
    global _VOCABULARY
    if _VOCABULARY is None:
        words = set(literals)
        for table in (CARD_TYPE_WORDS, COLOR_WORDS, NUMBER_WORDS, OBJECT_KIND_WORDS, SUPERTYPE_WORDS, ZONE_WORDS):
            words.update(table)
        words.update(KEYWORD_PHRASES)
        words.update(w.lower() for w in SUBTYPE_WORDS)
        _VOCABULARY = sorted(w for w in words if w[:1].isalpha())
    return _VOCABULARY


_DESCRIBED: dict[tuple, tuple[str, ...]] = {}


def describe_expected(expected: Iterable[str], literal_names: dict[str, str]) -> tuple[str, ...]:
    """Terminal names → plain words ("'damage'", "a number"), sorted, without repeats."""
    if isinstance(expected, (set, frozenset)):  # memoized: a parser state has one expected set
        key = (frozenset(expected), id(literal_names))
        described = _DESCRIBED.get(key)
        if described is None:
            if len(_DESCRIBED) > 20_000:
                _DESCRIBED.clear()
            described = _DESCRIBED[key] = _describe(expected, literal_names)
        return described
    return _describe(expected, literal_names)


def _describe(expected: Iterable[str], literal_names: dict[str, str]) -> tuple[str, ...]:
    out = []
    for name in expected:
        if name in literal_names:
            out.append(f"'{literal_names[name]}'")
        else:
            out.append(TERMINAL_WORDS.get(name, name.lower()))
    return tuple(sorted(set(out)))


def from_parse_error(err: Exception, text: str, literal_names: dict[str, str]) -> Diagnostic:
    """A Lark or lexer error → a Diagnostic (positions relative to ``text``)."""
    if isinstance(err, LexError):
        return Diagnostic(err.message, err.line, err.column, err.line, err.column + len(err.text),
                          code="lex", found=err.text)
    if isinstance(err, UnexpectedToken):
        tok: Token = err.token
        expected = describe_expected(err.expected - {"COSTS_BEGIN"} if "COSTS_BEGIN" in err.expected and len(err.expected) > 1
                                     else err.expected, literal_names)
        if tok.type == "$END":
            line, column = _end_position(text)
            prev = _last_word(text)
            if "'.'" in expected:
                message = f"missing period at the end of the sentence (after {prev!r})"
            else:
                message = f"the text ends too early: expected {_join_or(expected)} after {prev!r}"
            return Diagnostic(message, line, column, line, column, found=None, expected=expected)
        word = str(tok)
        before = _word_before(text, tok.start_pos)
        if tok.type == "UNKNOWN":
            message = f"unknown word {word!r}"
        else:
            message = f"unexpected {word!r}"
        if before:
            message += f": expected {_join_or(expected)} after {before!r}"
        else:
            message += f": expected {_join_or(expected)}"
        suggestion = _LazySuggestion(word, frozenset(err.expected), literal_names)
        end_column = (tok.end_column or (tok.column + len(word)))
        return Diagnostic(message, tok.line, tok.column, tok.end_line or tok.line, end_column,
                          found=word, expected=expected, suggestion=suggestion)
    if isinstance(err, UnexpectedCharacters):
        return Diagnostic(f"unexpected character {text[err.pos_in_stream]!r}", err.line, err.column,
                          err.line, err.column + 1, code="lex", found=text[err.pos_in_stream])
    if isinstance(err, UnexpectedEOF):
        line, column = _end_position(text)
        return Diagnostic("the text ends too early", line, column, line, column)
    if isinstance(err, UnexpectedInput):
        return Diagnostic(str(err).splitlines()[0], getattr(err, "line", 1) or 1, getattr(err, "column", 1) or 1,
                          getattr(err, "line", 1) or 1, getattr(err, "column", 1) or 1)
    raise err


_CLASS_WORDS = {
    "OBJECT_KIND": OBJECT_KIND_WORDS, "CARD_TYPE": CARD_TYPE_WORDS, "COLOR_WORD": COLOR_WORDS,
    "ZONE_WORD": ZONE_WORDS, "NUMBER_WORD": NUMBER_WORDS, "SUPER_TYPE": SUPERTYPE_WORDS,
    "KEYWORD_ABILITY": {k: k for k in KEYWORD_PHRASES},
}


def suggest(word: str, expected: Iterable[str], literal_names: dict[str, str]) -> str | None:
    """A near-miss among the words that could stand here, or any known word.

    Tiers, best first: the keywords expected here, the class words expected here
    (card, creature, red...), subtypes expected here, then the whole vocabulary.
    Within a tier a word one edit away (a transposition counts as one) wins."""
    lower = word.lower()
    expected = set(expected)
    tiers = [
        [literal_names[n] for n in expected if n in literal_names and literal_names[n][:1].isalpha()],
        [w for n in expected for w in _CLASS_WORDS.get(n, ())],
        [w.lower() for w in SUBTYPE_WORDS] if "SUB_TYPE" in expected else [],
    ]
    n = len(lower)
    for tier in tiers:
        near = [w for w in tier if -2 < len(w) - n < 2 and _one_edit(lower, w)]
        if near:
            return sorted(near)[0]
    for tier in tiers:
        match = _close_matches(lower, tier, 0.75)
        if match:
            return match[0]
    vocab = vocabulary(literal_names.values())
    if lower in _vocabulary_set(vocab):
        return None
    near = [w for w in vocab if -2 < len(w) - n < 2 and _one_edit(lower, w)]
    if near:
        return sorted(near)[0]
    match = _close_matches(lower, vocab, 0.75)
    return match[0] if match else None


def _close_matches(word: str, candidates: list[str], cutoff: float) -> list[str]:
    """``difflib.get_close_matches(word, candidates, n=1, cutoff)``, the same answer, faster:
    candidates whose length alone rules them out (difflib's own first test,
    ``real_quick_ratio``) are dropped before difflib sees them."""
    la = len(word)
    fit = [c for c in candidates if (2.0 * min(la, len(c)) / (la + len(c)) if la + len(c) else 1.0) >= cutoff]
    return difflib.get_close_matches(word, fit, n=1, cutoff=cutoff)


_VOCAB_SET: tuple[int, frozenset[str]] | None = None


def _vocabulary_set(vocab: list[str]) -> frozenset[str]:
    global _VOCAB_SET
    if _VOCAB_SET is None or _VOCAB_SET[0] != id(vocab):
        _VOCAB_SET = (id(vocab), frozenset(vocab))
    return _VOCAB_SET[1]


def _one_edit(a: str, b: str) -> bool:
    """True if b is a, one letter changed, added, removed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _join_or(items: tuple[str, ...], limit: int = 8) -> str:
    items = list(items)
    if len(items) > limit:
        items = items[:limit] + [f"{len(items) - limit} more"]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def _end_position(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1


def _last_word(text: str) -> str:
    parts = text.split()
    return parts[-1] if parts else ""


def _word_before(text: str, pos: int | None) -> str:
    if pos is None:
        return ""
    parts = text[:pos].split()
    return parts[-1] if parts else ""
