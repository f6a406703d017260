"""Shared pieces of the robustness suite: the corpus, mutations, a grammar-directed
text generator, and the hypothesis profile (fast and deterministic).

Imported by the robustness tests and by ``benchmarks/fuzz.py`` (the long run), so
the suite and the long run try the same kinds of input.
"""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

from hypothesis import HealthCheck, settings

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
CORPUS = SHARED / "corpus" / "cards.jsonl"
CARDS_DIR = REPO / "cards"
FAILURES_DIR = REPO / "benchmarks" / "fuzz_failures"

# Deterministic and bounded: the whole suite must stay well under a minute on 2 cores.
settings.register_profile(
    "robustness",
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
ROBUST = settings.get_profile("robustness")


# -- corpus ----------------------------------------------------------------------
@functools.cache
def corpus_records(limit: int | None = None) -> list[dict]:
    if not CORPUS.exists():
        return []
    out = []
    with CORPUS.open(encoding="utf-8") as fh:
        for i, raw in enumerate(fh):
            if limit is not None and i >= limit:
                break
            out.append(json.loads(raw))
    return out


@functools.cache
def corpus_lines() -> list[str]:
    """Every non-empty Oracle text line of the corpus (faces included)."""
    lines = []
    for rec in corpus_records():
        for face in rec.get("faces") or [rec]:
            for line in (face.get("oracle_text") or "").split("\n"):
                if line.strip() and line.strip() != "//":
                    lines.append(line)
    return lines


@functools.cache
def library_texts() -> list[str]:
    """The built-in card library's files (cards/*.cards)."""
    return [p.read_text(encoding="utf-8") for p in sorted(CARDS_DIR.glob("*.cards"))]


def sample_lines(n: int, seed: int = 0) -> list[str]:
    lines = corpus_lines()
    if not lines:
        return []
    rng = random.Random(seed)
    return [rng.choice(lines) for _ in range(n)]


# -- mutations -------------------------------------------------------------------
#: characters that have broken parsers before: controls, BOM, zero-width, bidi, surrogate-free
#: astral characters, Unicode line separators, the card language's own punctuation
ODD_CHARS = ("\x00", "\x01", "\x7f", "\t", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\u00a0", "\u200b", "\u200d",
             "\u2028", "\u2029", "\u202e", "\ufeff", "\ufffd", "\U0001f600", "\U0010ffff", "é", "ẞ", "İ", "ı", "ß",
             "—", "–", "−", "•", "“", "”", "‘", "’", "{", "}", "[", "]", "(", ")", '"', "'", "~", "/", ":", ";",
             ".", ",", "#", "½", "∞", "\\", "{T}", "{Q}", "{E}", "{W/U}", "{2/W}", "{G/P}", "{H}", "{100}", "{X}",
             "{}", "{{", "}}", "[+1]", "[−2]", "+1/+1", "*/*", "X/X", "//", "\n", "\n\n", "•  ")

LINE_CHOICES = ("//", "// transform", "// meld", "// split", "// nonsense", "Color: Blue", "Color: Pink, and",
                "Loyalty: 3", "Loyalty:", "Defense: 4", "1/1", "*/1+*", "X/X", "# comment", "", "Instant", "Creature",
                "Creature — Elf Warrior", "Legendary Creature — God", "Token Artifact — Incubator", "Foo {1}{R}",
                "{2}{G}{G}", "Flying", "Draw a card.", "•", "• Draw a card.", "Choose one —", "   ")


def mutate_words(rng: random.Random, text: str) -> str:
    """One random edit of a line: a word deleted, duplicated or swapped, a character or
    odd symbol inserted, a huge number, deep quotes/parentheses/braces, truncation."""
    words = text.split(" ")
    k = rng.randrange(14)
    if k == 0 and len(words) > 1:
        del words[rng.randrange(len(words))]
    elif k == 1:
        i = rng.randrange(len(words))
        words.insert(i, words[i])
    elif k == 2 and len(words) > 1:
        i, j = rng.randrange(len(words)), rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    elif k == 3:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(ODD_CHARS) + text[i:]
    elif k == 4:
        i = rng.randrange(len(text) + 1)
        cp = rng.randrange(0x110000)
        if 0xD800 <= cp <= 0xDFFF:  # lone surrogates cannot be UTF-8; the file reader reports those
            cp = 0xFFFD
        return text[:i] + chr(cp) + text[i:]
    elif k == 5:
        words[rng.randrange(len(words))] = rng.choice(("9" * rng.randrange(1, 6000), str(2 ** 64), "-1", "0",
                                                        "1e309", "NaN", "{" + "9" * 40 + "}", "[+" + "9" * 30 + "]",
                                                        "+" + "9" * 25 + "/+0"))
    elif k == 6:
        d = rng.choice((1, 2, 10, 100, 1000, 5000))
        return '"' * d + text + '"' * d
    elif k == 7:
        d = rng.choice((1, 2, 10, 100, 1000, 5000))
        return "(" * d + text + ")" * d
    elif k == 8:
        d = rng.choice((1, 2, 10, 100, 1000))
        return "{" * d + text + "}" * d
    elif k == 9:
        d = rng.choice((2, 10, 100, 1000))
        return " ".join(['has "' for _ in range(d)]) + text + '."' * d
    elif k == 10 and text:
        return text[: rng.randrange(len(text))]
    elif k == 11:
        i = rng.randrange(len(words))
        words[i] = words[i].upper() if rng.random() < 0.5 else words[i].swapcase()
    elif k == 12:
        other = rng.choice(corpus_lines()) if corpus_lines() else "Flying"
        return text + rng.choice((" ", "\n", ", ", ". ", " — ")) + other
    elif k == 13:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(LINE_CHOICES) + text[i:]
    return " ".join(words)


def mutate_file(rng: random.Random, text: str) -> str:
    """One random edit of a card file: a line deleted, duplicated, swapped or inserted,
    a span cut, or a word-level edit of one line."""
    lines = text.split("\n")
    k = rng.randrange(7)
    if k == 0 and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
    elif k == 1:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif k == 2 and len(lines) > 1:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif k == 3:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(LINE_CHOICES))
    elif k == 4 and text:
        i = rng.randrange(len(text))
        return text[:i] + text[i + rng.randrange(1, 40):]
    else:
        i = rng.randrange(len(lines))
        lines[i] = mutate_words(rng, lines[i])
    return "\n".join(lines)


def mutate_record(rng: random.Random, record: dict) -> dict:
    """A corpus record with one field replaced by a value of a random JSON type."""
    record = dict(record)
    key = rng.choice(list(record) + ["faces", "colors", "name"])
    record[key] = rng.choice((None, 0, -1, 1.5, True, "", [], {}, [None], [{}], [{"name": 3}], {"a": 1},
                              "{T}", "—", "//", "x" * 50, "Flying\nDraw a card.", [{"oracle_text": "Flying"}],
                              mutate_words(rng, str(record.get(key) or "Flying"))))
    return record


def random_file(rng: random.Random) -> str:
    """A card file built from library blocks and corpus lines, then mutated a few times."""
    texts = library_texts()
    if texts and rng.random() < 0.6:
        blocks = rng.choice(texts).split("\n\n")
        i = rng.randrange(len(blocks))
        text = "\n\n".join(blocks[i:i + rng.randrange(1, 4)])
    else:
        lines = corpus_lines() or ["Flying"]
        text = "Foo {1}{G}\nCreature — Elf\n" + "\n".join(rng.choice(lines) for _ in range(rng.randrange(1, 4))) + "\n2/2"
    for _ in range(rng.randrange(1, 5)):
        text = mutate_file(rng, text)
    return text


# -- grammar-directed generation ------------------------------------------------------
#: sample words for the lexer's word classes (declared terminals of grammar/common.lark)
CLASS_SAMPLES = {
    "NUM_DIGITS": ("1", "3", "20", "0", "99999999999999999999"), "NUMBER_WORD": ("one", "two", "three", "twenty"),
    "MANA_SYMBOL": ("{R}", "{2}", "{X}", "{W/U}", "{G/P}", "{C}", "{S}"), "TAP_SYMBOL": ("{T}",),
    "UNTAP_SYMBOL": ("{Q}",), "ENERGY_SYMBOL": ("{E}",), "PT_MOD": ("+1/+1", "-2/-0", "+X/+0"),
    "PT": ("1/1", "X/X", "*/*"), "LOYALTY_COST": ("[+1]", "[−2]", "[0]"), "CHAPTER_NUM": ("I", "II", "III"),
    "SELF_NAME": ("~", "Foo"), "SUB_TYPE": ("Elf", "Zombies", "Equipment", "Forest", "Goblin"),
    "ABILITY_WORD": ("Landfall", "Threshold"), "NAME_WORD": ("Bob", "Zendikar"),
    "REMINDER_TEXT": ("(This is reminder text.)",), "CARD_TYPE": ("creature", "artifacts", "instant", "land"),
    "OBJECT_KIND": ("card", "spells", "permanent", "player", "opponent"), "SUPER_TYPE": ("legendary", "basic"),
    "COLOR_WORD": ("red", "green", "colorless"), "NON_PREFIX": ("non\x00",), "NON_COLOR": ("non\x00",),
    "ZONE_WORD": ("graveyard", "hand", "library"), "STEP_WORD": ("upkeep",),
    "KEYWORD_ABILITY": ("flying", "first strike", "haste", "deathtouch"), "COSTS_BEGIN": ("",),
    "LIST_COMMA": (",",), "LIST_OR": ("or",), "LIST_AND": ("and",), "LIST_ANDOR": ("and/or",),
}


class GrammarSampler:
    """Random derivations of a Lark grammar's compiled rules: mostly-grammatical text that
    reaches deep into the grammar (where random bytes never get). Depth-bounded: past
    ``max_depth`` each nonterminal takes its shortest expansion."""

    def __init__(self, lark, samples: dict[str, tuple[str, ...]] | None = None):
        self.samples = dict(CLASS_SAMPLES, **(samples or {}))
        self.literals = {t.name: t.pattern.value for t in lark.terminals if t.pattern.type == "str"}
        self.rules: dict[str, list[list]] = {}
        for rule in lark.rules:
            self.rules.setdefault(rule.origin.name, []).append(list(rule.expansion))
        self.cost = self._costs()

    def _costs(self) -> dict[str, int]:
        cost = {name: 10 ** 9 for name in self.rules}
        changed = True
        while changed:
            changed = False
            for name, expansions in self.rules.items():
                for exp in expansions:
                    c = 1 + sum(cost.get(s.name, 10 ** 9) if not s.is_term else 0 for s in exp)
                    if c < cost[name]:
                        cost[name] = c
                        changed = True
        return cost

    def terminal(self, rng: random.Random, name: str) -> str:
        if name in self.literals:
            return self.literals[name]
        if name in self.samples:
            return rng.choice(self.samples[name])
        return name.lower()

    def generate(self, rng: random.Random, start: str, max_depth: int = 12, max_words: int = 400) -> str:
        words: list[str] = []

        def walk(name: str, depth: int) -> None:
            if len(words) > max_words:
                return
            expansions = self.rules.get(name)
            if not expansions:
                words.append(self.terminal(rng, name))
                return
            if depth > max_depth:
                exp = min(expansions, key=lambda e: sum(self.cost.get(s.name, 0) for s in e if not s.is_term))
            else:
                exp = rng.choice(expansions)
            for sym in exp:
                if sym.is_term:
                    words.append(self.terminal(rng, sym.name))
                else:
                    walk(sym.name, depth + 1)

        walk(start, 0)
        # "non\0" glues to the next word: "noncreature" (CR 205.4b)
        return " ".join(w for w in words if w).replace("\x00 ", "").replace("\x00", "")


@functools.cache
def card_sampler() -> GrammarSampler:
    from cardlang.syntax.parser import card_parser
    return GrammarSampler(card_parser())


# -- checks shared by tests and the long run ---------------------------------------
def check_diagnostics(diags, text: str | None = None) -> None:
    """Diagnostics are well formed: a message, 1-based positions, the end not before the start."""
    for d in diags:
        assert isinstance(d.message, str) and d.message.strip(), d
        assert d.line >= 1 and d.column >= 1, d
        assert (d.end_line, d.end_column) >= (d.line, d.column), d
        assert d.severity in ("error", "warning", "info", "hint"), d
        if d.code == "syntax":  # what would be right: the words that could stand there
            assert d.expected or "expected" in d.message or d.suggestion, d
        if text is not None:
            assert d.line <= text.count("\n") + 2, (d, "line past the end of the text")
