"""Which characters can begin which group of the lexer's scanner (``lexer._SCAN``).

The scanner is one regular expression of named alternatives, tried in order. At a
character that no alternative before the ``word`` group can begin with, the scanner's
answer is the word group's (a letter always begins a word), so the lexer's fast path
matches the word pattern alone there, without trying the other alternatives; likewise
one-character punctuation. The sets are worked out from the parsed pattern, so a new
alternative (``d20`` dice, ``LEVEL 1-3``) takes its first characters out by itself.
Whatever this module does not understand counts as able to begin with any character
(the fast path is then simply not taken there).
"""

from __future__ import annotations

import re
import string
from typing import Any

try:  # the parser of the re module (private; without it the fast path is off)
    from re import _constants as _C
    from re import _parser as _P
except ImportError:  # pragma: no cover - other Pythons
    _C = _P = None


def _universe(pattern: str) -> frozenset[str]:
    """Printable ASCII and every other character written in the pattern itself."""
    return frozenset(string.printable) | frozenset(pattern)


def group_starts(pattern: str, flags: int, group: str) -> frozenset[str]:
    """The characters at which only ``group`` (or a later alternative) of ``pattern`` can
    match: ``group`` can begin with them and no earlier alternative can. Empty if the
    pattern is not a plain list of named alternatives or uses case-insensitive matching."""
    if _P is None or flags & re.IGNORECASE:
        return frozenset()
    universe = _universe(pattern)
    try:
        alternatives = _alternatives(pattern, flags)
        index = _P.parse(pattern, flags).state.groupdict[group]
    except (KeyError, ValueError, TypeError, re.error):
        return frozenset()
    blocked: set[str] = set()
    for number, items in alternatives:
        if number == index:
            own, _ = _first(items, universe)
            return frozenset(own - blocked)
        blocked |= _first(items, universe)[0]
    return frozenset()


def is_one_character(pattern: str, flags: int, group: str) -> bool:
    """Whether ``group`` is a character class alone (it matches exactly one character)."""
    if _P is None:
        return False
    try:
        index = _P.parse(pattern, flags).state.groupdict[group]
        for number, items in _alternatives(pattern, flags):
            if number == index:
                return len(items) == 1 and items[0][0] is _C.IN \
                    and not any(op is _C.NEGATE for op, _ in items[0][1])
    except (KeyError, ValueError, TypeError, re.error):
        return False
    return False


def _alternatives(pattern: str, flags: int) -> list[tuple[int, list]]:
    """(group number, the group's items) for each top-level alternative, in order."""
    tree = _P.parse(pattern, flags)
    if len(tree.data) != 1 or tree.data[0][0] is not _C.BRANCH:
        raise ValueError("not a list of alternatives")
    out = []
    for alternative in tree.data[0][1][1]:
        items = list(alternative.data)
        if len(items) != 1 or items[0][0] is not _C.SUBPATTERN:
            raise ValueError("an alternative that is not one group")
        number, add_flags, del_flags, sub = items[0][1]
        if add_flags & _C.SRE_FLAG_IGNORECASE:
            raise ValueError("a case-insensitive group")
        out.append((number, list(sub.data)))
    return out


def _first(items: list, universe: frozenset[str]) -> tuple[set[str], bool]:
    """(the characters of ``universe`` a sequence can begin with, whether it can match empty)."""
    found: set[str] = set()
    for op, av in items:
        first, empty = _first_item(op, av, universe)
        found |= first
        if not empty:
            return found, False
    return found, True


def _first_item(op: Any, av: Any, universe: frozenset[str]) -> tuple[set[str], bool]:
    if op is _C.LITERAL:
        return {chr(av)} & universe, False
    if op is _C.IN:
        return _class_chars(av, universe), False
    if op is _C.SUBPATTERN:
        if av[1] & _C.SRE_FLAG_IGNORECASE:
            return set(universe), True
        return _first(list(av[3].data), universe)
    if op in (_C.MAX_REPEAT, _C.MIN_REPEAT) or op is getattr(_C, "POSSESSIVE_REPEAT", None):
        low, _, sub = av
        first, empty = _first(list(sub.data), universe)
        return first, empty or low == 0
    if op is _C.BRANCH:
        found: set[str] = set()
        any_empty = False
        for sub in av[1]:
            first, empty = _first(list(sub.data), universe)
            found |= first
            any_empty = any_empty or empty
        return found, any_empty
    if op in (_C.AT, _C.ASSERT, _C.ASSERT_NOT):  # zero width: the next item decides
        return set(), True
    if op is getattr(_C, "ATOMIC_GROUP", None):
        return _first(list(av.data), universe)
    return set(universe), True  # anything else: any character, perhaps none


_CATEGORIES = {
    "CATEGORY_DIGIT": str.isdigit, "CATEGORY_NOT_DIGIT": lambda c: not c.isdigit(),
    "CATEGORY_SPACE": str.isspace, "CATEGORY_NOT_SPACE": lambda c: not c.isspace(),
    "CATEGORY_WORD": lambda c: c.isalnum() or c == "_", "CATEGORY_NOT_WORD": lambda c: not (c.isalnum() or c == "_"),
}


def _class_chars(items: list, universe: frozenset[str]) -> set[str]:
    """The characters of ``universe`` a character class ``[...]`` matches (all of them when
    the class is negated: a superset is always safe here)."""
    chars: set[str] = set()
    for op, av in items:
        if op is _C.NEGATE:
            return set(universe)
        if op is _C.LITERAL:
            chars.add(chr(av))
        elif op is _C.RANGE:
            low, high = av
            chars |= {c for c in universe if low <= ord(c) <= high}
        elif op is _C.CATEGORY and str(av) in _CATEGORIES:
            test = _CATEGORIES[str(av)]
            chars |= {c for c in universe if test(c)}
        else:
            return set(universe)
    return chars & universe
