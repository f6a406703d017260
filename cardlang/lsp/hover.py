"""Hover: keyword abilities (reminder text, CR rule), mana symbols, card names, and a
one-line summary of what an ability does."""

from __future__ import annotations

import re

from ..syntax import ast as A
from ..syntax.ast import base as _base
from ..syntax.printer import to_text
from .keyword_docs import KEYWORD_DOCS

_SYMBOL = re.compile(r"\{[^{}\s]{1,8}\}")
_LOYALTY = re.compile(r"\[[+\-−]?[\dX]+\]")
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


# -- mana symbols (CR 107.4) --------------------------------------------------------
def symbol_at(line: str, column: int) -> tuple[str, int, int] | None:
    for pattern in (_SYMBOL, _LOYALTY):
        for m in pattern.finditer(line):
            if m.start() <= column < m.end():
                return m.group(), m.start(), m.end()
    return None


def describe_symbol(symbol: str) -> str:
    """What a symbol means, in one or two sentences with its rule."""
    if symbol.startswith("["):
        return (f"**{symbol}** — a loyalty cost: put or remove that many loyalty counters on this "
                "planeswalker to activate the ability, once per turn, at sorcery speed (CR 606).")
    inner = symbol[1:-1].upper()
    if inner == "T":
        return "**{T}** — the tap symbol: tap this permanent as a cost (CR 107.5). A creature can pay it only if it has been under your control since your most recent turn began (CR 302.6)."
    if inner == "Q":
        return "**{Q}** — the untap symbol: untap this permanent as a cost (CR 107.6)."
    if inner == "E":
        return "**{E}** — an energy counter, a kind of counter a player can have (CR 107.14, 122.1)."
    if inner.isdigit():
        n = int(inner)
        return f"**{symbol}** — generic mana: {n} mana of any type (CR 107.4b). Mana value {n}."
    if inner in _COLORS:
        return f"**{symbol}** — one {_COLORS[inner]} mana (CR 107.4a). Mana value 1."
    if inner == "C":
        return "**{C}** — one colorless mana: it can be paid only with colorless mana (CR 107.4c). Mana value 1."
    if inner == "S":
        return "**{S}** — snow mana: one mana produced by a snow source (CR 107.4h). Mana value 1."
    if inner in ("X", "Y", "Z"):
        return (f"**{symbol}** — a variable amount of generic mana chosen as the spell is cast (CR 107.3). "
                "It counts as 0 for mana value except on the stack (CR 202.3e).")
    if inner == "½":
        return "**{½}** — half a generic mana (CR 107.4f)."
    if inner == "∞":
        return "**{∞}** — infinite generic mana (CR 107.4g)."
    parts = inner.split("/")
    if len(parts) == 2 and parts[1] == "P" and parts[0] in _COLORS:
        return (f"**{symbol}** — Phyrexian {_COLORS[parts[0]]} mana: pay one {_COLORS[parts[0]]} mana or 2 life "
                "(CR 107.4f). Mana value 1.")
    if len(parts) == 3 and parts[2] == "P":
        a, b = _COLORS.get(parts[0], parts[0]), _COLORS.get(parts[1], parts[1])
        return f"**{symbol}** — Phyrexian hybrid mana: pay one {a} mana, one {b} mana, or 2 life (CR 107.4f). Mana value 1."
    if len(parts) == 2 and parts[0] == "2" and parts[1] in _COLORS:
        return (f"**{symbol}** — monocolored hybrid mana: pay one {_COLORS[parts[1]]} mana or two generic mana "
                "(CR 107.4e). Mana value 2.")
    if len(parts) == 2 and parts[0] == "C" and parts[1] in _COLORS:
        return f"**{symbol}** — hybrid: pay one colorless or one {_COLORS[parts[1]]} mana (CR 107.4e). Mana value 1."
    if len(parts) == 2 and parts[0] in _COLORS and parts[1] in _COLORS:
        return (f"**{symbol}** — hybrid mana: pay one {_COLORS[parts[0]]} or one {_COLORS[parts[1]]} mana "
                "(CR 107.4e). Mana value 1.")
    if inner.startswith("H") and inner[1:] in _COLORS:
        return f"**{symbol}** — half of one {_COLORS[inner[1:]]} mana (CR 107.4f)."
    return f"**{symbol}** is not a mana symbol the rules define (CR 107.4)."


def mana_value(cost: str) -> int:
    total = 0
    for m in _SYMBOL.finditer(cost):
        inner = m.group()[1:-1].upper()
        parts = inner.split("/")
        best = 0
        for part in parts:
            if part.isdigit():
                best = max(best, int(part))
            elif part not in ("X", "Y", "Z", "P"):
                best = max(best, 1)
        total += best
    return total


# -- keywords (CR 701, 702) ---------------------------------------------------------
def keyword_at(line: str, column: int) -> tuple[str, int, int] | None:
    """The longest keyword phrase (up to five words) in ``line`` that covers ``column``."""
    words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(line)]
    at = next((i for i, (_, s, e) in enumerate(words) if s <= column <= e), None)
    if at is None:
        return None
    best = None
    for i in range(max(0, at - 4), at + 1):
        for j in range(at, min(len(words), i + 5)):
            phrase = " ".join(w for w, _, _ in words[i:j + 1]).lower()
            key = keyword_key(phrase)
            if key and (best is None or j - i > best[0]):
                best = (j - i, key, words[i][1], words[j][2])
    return (best[1], best[2], best[3]) if best else None


def keyword_key(phrase: str) -> str | None:
    phrase = phrase.lower().strip()
    if phrase in KEYWORD_DOCS:
        return phrase
    for suffix in ("s", "es", "ed", "d"):  # "scries", "mills", "transformed" → the action
        if phrase.endswith(suffix) and phrase[: -len(suffix)] in KEYWORD_DOCS:
            return phrase[: -len(suffix)]
    if phrase.endswith("ies") and phrase[:-3] + "y" in KEYWORD_DOCS:
        return phrase[:-3] + "y"
    if phrase.endswith("walk") and phrase != "landwalk" and " " not in phrase:
        return "landwalk"
    return None


_COUNTER_ACTION = re.compile(r"\bcounter\s+(?:target|that|it|them|all|each|up to)\b", re.IGNORECASE)


def counter_noun(line: str, start: int) -> bool:
    """"counter" the noun (a +1/+1 counter, CR 122) rather than the action (counter a spell, CR 701.6)."""
    return not _COUNTER_ACTION.match(line, start)


COUNTER_NOUN_DOC = ("**counter** — a marker placed on an object or a player that changes its characteristics or "
                    "interacts with rules or abilities; +1/+1 and -1/-1 counters modify power and toughness "
                    "(CR 122.1, 122.3: a +1/+1 and a -1/-1 counter on the same permanent are removed as a "
                    "state-based action).")


def describe_keyword(key: str) -> str:
    doc = KEYWORD_DOCS[key]
    lines = [f"**{doc['name']}** — {doc['kind']} (CR {doc['rule']})"]
    if doc.get("reminder"):
        lines.append(f"*({doc['reminder']})*")
    if doc.get("means"):
        lines.append(doc["means"])
    elif doc.get("rules"):
        number, text = doc["rules"][0]
        if len(text) < 60 and len(doc["rules"]) > 1:
            lines.append(f"{number} {text} {doc['rules'][1][0]} {doc['rules'][1][1]}")
        else:
            lines.append(f"{number} {text}")
    return "\n\n".join(lines)


# -- types (CR 205) -----------------------------------------------------------------
_CARD_TYPE_RULES = {"artifact": 301, "creature": 302, "enchantment": 303, "instant": 304, "land": 305,
                    "planeswalker": 306, "sorcery": 307, "kindred": 308, "tribal": 308, "dungeon": 309,
                    "battle": 310, "plane": 311, "phenomenon": 312, "vanguard": 313, "scheme": 314,
                    "conspiracy": 315}
_SUPERTYPE_TEXT = {
    "basic": "a basic land: any number may be in a deck (CR 205.4c)",
    "legendary": "the legend rule: if a player controls two or more legendary permanents with the same name, "
                 "they choose one and put the rest into their owners' graveyards (CR 205.4d, 704.5j)",
    "snow": "snow permanents produce snow mana for {S} costs (CR 205.4f)",
    "world": "the world rule: only the newest world permanent stays (CR 205.4g, 704.5k)",
    "ongoing": "an ongoing scheme stays face up until an ability abandons it (CR 205.4h)",
}


def type_at(line: str, column: int) -> tuple[str, int, int] | None:
    from ..syntax.vocabulary import CARD_TYPE_WORDS, SUBTYPE_WORDS, SUPERTYPES

    for m in _WORD.finditer(line):
        if m.start() <= column <= m.end():
            word = m.group()
            lower = word.lower()
            if lower in CARD_TYPE_WORDS or lower in SUPERTYPES or word in SUBTYPE_WORDS:
                return word, m.start(), m.end()
            return None
    return None


def describe_type(word: str) -> str | None:
    from ..syntax.vocabulary import CARD_TYPE_WORDS, SUBTYPE_WORDS
    from ..syntax.vocabulary_data import SUBTYPES

    lower = word.lower()
    if lower in CARD_TYPE_WORDS:
        singular = CARD_TYPE_WORDS[lower]
        return f"**{singular.capitalize()}** — a card type (CR 205.2a; rules in CR {_CARD_TYPE_RULES.get(singular, 205)})."
    if lower in _SUPERTYPE_TEXT:
        return f"**{lower.capitalize()}** — a supertype: {_SUPERTYPE_TEXT[lower]}."
    if word in SUBTYPE_WORDS:
        singular = SUBTYPE_WORDS[word]
        kinds = [k for k, names in SUBTYPES.items() if singular in names]
        kind = kinds[0] if kinds else "sub"
        return f"**{singular}** — {'an' if kind[0] in 'aeiou' else 'a'} {kind} type, a subtype (CR 205.3)."
    return None


# -- cards --------------------------------------------------------------------------
def describe_card(defs, here_uri: str | None = None) -> str:
    first = defs[0]
    parts = [f"**{first.card}**", "```cardlang-cards\n" + first.text + "\n```"]
    where = first.uri.rsplit("/", 1)[-1]
    parts.append(f"defined in `{where}` line {first.line + 1}" + (f" (and {len(defs) - 1} more)" if len(defs) > 1 else ""))
    return "\n\n".join(parts)


# -- abilities ----------------------------------------------------------------------
_EFFECT_MODULES = {"cardlang.syntax.ast.effects", "cardlang.syntax.ast.mana", "cardlang.syntax.ast.static"}
_DURATIONS = {"UntilEndOfTurn": "until end of turn", "ThisTurn": "this turn", "UntilYourNextTurn": "until your next turn"}
_SKIP = {"CardAmount", "CardWord", "TokenDesc", "TokenWith", "CounterKind", "CardCounter", "AddSymbols",
         "AddAnyOneColor", "AddAnyColor", "AddOneOf", "DividedAsYouChoose", "DividedEvenly", "GetsPt",
         "GainsKeywords", "SpendUse", "CastUse", "ActivateAbilitiesUse", "ActivateAbilitiesOfUse"}


def _words(name: str) -> str:
    return _base.camel_to_snake(name).replace("_", " ")


def _effects(node: A.Node) -> list[str]:
    out: list[str] = []
    for n in node.walk():
        cls = type(n)
        if cls.__module__ in _EFFECT_MODULES and cls.__name__ not in _SKIP:
            text = _words(cls.__name__)
            if cls.__name__ == "ObjectGets":
                pred = getattr(n, "predicate", None)
                text = "gets a change"
                if pred is not None and getattr(pred, "form", None):
                    try:
                        printed = to_text(pred)
                        text = printed[:1].lower() + printed[1:]
                    except Exception:  # noqa: BLE001
                        pass
            if text not in out:
                out.append(text)
    return out


def _count(node: A.Node, names: set[str]) -> int:
    return sum(1 for n in node.walk() if type(n).__name__ in names)


def _durations(node: A.Node) -> list[str]:
    out = []
    for n in node.walk():
        d = _DURATIONS.get(type(n).__name__)
        if d and d not in out:
            out.append(d)
    return out


def summarize_ability(ability: A.Node) -> str:
    """One line: what kind of ability this is and what the interpreter will do with it."""
    custom = _interp_summary(ability)
    if custom:
        return custom
    body = getattr(ability, "body", ability)
    prefix = ""
    if type(body).__name__ == "AbilityWordAbility":
        try:
            prefix = f"{to_text(body.word)} (an ability word, no rules meaning, CR 207.2c): "
        except Exception:  # noqa: BLE001
            prefix = "ability word (CR 207.2c): "
        body = body.body
    kind = type(body).__name__
    effects = _effects(body)
    targets = _count(body, {"Target", "AnyTarget", "AnyNumberOfTargets", "AnotherTarget", "TargetPlayer"})
    durations = _durations(body)
    if kind == "KeywordLine":
        names = []
        for item in body.items:
            try:
                names.append(to_text(item))
            except Exception:  # noqa: BLE001
                names.append(_words(type(item).__name__))
        head = "Keyword abilities: " + ", ".join(names) + " (CR 702)"
        return prefix + head
    if kind == "ReminderLine":
        return prefix + "Reminder text only: it has no rules meaning (CR 207.2)"
    if kind == "ActivatedAbility":
        is_mana = "add mana" in effects and not targets
        head = "Mana ability (CR 605): activate any time you have priority or when paying" if is_mana \
            else "Activated ability (CR 602): activate by paying the cost; it uses the stack"
        costs = []
        for item in getattr(body.costs, "items", ()) or ():
            try:
                costs.append(to_text(item))
            except Exception:  # noqa: BLE001
                costs.append(_words(type(item).__name__))
        if costs:
            head += f"; cost: {', '.join(costs)}"
    elif kind == "TriggeredAbility":
        try:
            trig = to_text(body.trigger)
        except Exception:  # noqa: BLE001
            trig = _words(type(body.trigger).__name__)
        head = f"Triggered ability (CR 603): triggers on “{trig}”, then goes on the stack"
    elif kind == "LoyaltyAbility":
        head = f"Loyalty ability (CR 606): {to_text(body.cost)}, once per turn at sorcery speed"
    elif kind == "ChapterAbility":
        head = "Chapter ability (CR 714.2b): triggers when a lore counter reaches its chapter"
    elif kind == "ModalAbility":
        head = f"Modal (CR 700.2): choose modes as it is cast; {len(body.modes)} modes"
    elif kind == "PlainAbility":
        if any(type(n).__module__ == "cardlang.syntax.ast.static" or type(n).__name__ in
               ("StaticSentence", "ReplacementSentence", "RestrictionSentence") for n in body.walk()):
            head = "Static ability or replacement effect (CR 604, 614)"
        else:
            head = "Spell ability (CR 113.3a): happens as the spell resolves"
    else:
        head = _words(kind).capitalize()
    details = []
    if effects:
        details.append("does: " + ", ".join(effects))
    if targets:
        details.append(f"{targets} target{'s' if targets > 1 else ''} (chosen on cast/activation, CR 115)")
    if durations:
        details.append("lasts " + ", ".join(durations))
    return prefix + head + ("; " + "; ".join(details) if details else "") + "."


def _interp_summary(ability: A.Node) -> str | None:
    """Use the interpreter's own description when it has one (cardlang.interp, if present)."""
    try:
        import importlib
        module = importlib.import_module("cardlang.interp")
    except Exception:  # noqa: BLE001 - the interpreter is optional
        return None
    for name in ("summarize", "describe", "summary"):
        fn = getattr(module, name, None)
        if callable(fn):
            try:
                text = fn(ability)
            except Exception:  # noqa: BLE001
                return None
            return text if isinstance(text, str) and text else None
    return None
