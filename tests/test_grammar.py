"""The card grammar itself: strict LALR, a node class for every rule, clean vocabulary."""

import re

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax.parser import build_card_parser, card_grammar_text, card_parser
from cardlang.syntax.vocabulary import (CARD_TYPE_WORDS, COLOR_WORDS, NUMBER_WORDS, OBJECT_KIND_WORDS,
                                        SUPERTYPE_WORDS, ZONE_WORDS)


@pytest.fixture(scope="module")
def fresh_strict_lark():
    """The card grammar compiled once, strictly and without the disk cache (the two tests below
    share it: a compile is most of this file's time)."""
    return build_card_parser(strict=True, cache=False)


def test_grammar_compiles_with_strict_lalr(fresh_strict_lark):
    # strict=True turns every shift/reduce conflict into an error (DESIGN: LALR where possible)
    assert fresh_strict_lark.options.parser == "lalr"


def test_fast_parser_from_a_fresh_compile(fresh_strict_lark):
    # the first process after a grammar change compiles it without the disk cache; lark then
    # names some rules with a Token (a str subclass), which the loop must still read as a
    # rule's name (this line reduces such rules: it raised a TypeError before)
    from cardlang.syntax.api import parse_ability
    from cardlang.syntax.check import CHECKED_CLASSES
    from cardlang.syntax.parser import FastParser, literal_types

    fresh = FastParser(fresh_strict_lark, set(literal_types(fresh_strict_lark)), CHECKED_CLASSES)
    text = "If a source would deal 3 or less damage to ~, prevent that damage."
    assert all(type(action) in (dict, str, tuple) for row in fresh._rows for action in row.values())
    expected, diagnostics = parse_ability(text, ("~",))
    assert not diagnostics and fresh.parse(text, "ability") == expected


def test_every_rule_builds_a_node():
    """Closed vocabulary: each rule or alias the parser can produce has a node class."""
    missing = set()
    for rule in card_parser().rules:
        name = str(rule.alias or rule.origin.name)
        if name.startswith("_"):
            continue
        # rules written "?rule" are inlined when they have one child; the others must build
        if rule.options.expand1 and len(rule.expansion) == 1:
            continue
        if name not in A.NODE_CLASSES:
            missing.add(name)
    assert not missing, f"rules without an AST node class: {sorted(missing)}"


CLASS_WORDS = set(CARD_TYPE_WORDS) | set(OBJECT_KIND_WORDS) | set(ZONE_WORDS) | set(NUMBER_WORDS) \
    | set(COLOR_WORDS) | set(SUPERTYPE_WORDS)


def test_no_class_word_is_a_literal():
    """A class word quoted in the grammar would shadow its class everywhere (docs/architecture.md)."""
    literals = {t.pattern.value.lower() for t in card_parser().terminals if t.pattern.type == "str"}
    assert not (literals & CLASS_WORDS), sorted(literals & CLASS_WORDS)


def test_declared_terminals_are_not_literal_names():
    """Lark names the literal "number" NUMBER: a declared terminal must not share such a name."""
    declared = set(re.findall(r"%declare\s+([A-Z_ ]+)", card_grammar_text()))
    names = {n for line in declared for n in line.split()}
    str_terminals = {t.name for t in card_parser().terminals if t.pattern.type == "str"}
    assert not (names & str_terminals), sorted(names & str_terminals)


def test_grammar_has_no_card_names():
    """DESIGN principle 3: no card name in the grammar (a rule for one card is a defect)."""
    text = card_grammar_text()
    for name in ["Lava Axe", "Mending Hands", "Fireball", "Furnace of Rath", "Delver", "Incubator", "Clone"]:
        assert name.lower() not in text.lower(), name


@pytest.mark.parametrize("start", ["ability", "type_line"])
def test_parser_is_compiled_once(start):
    assert card_parser() is card_parser()


def test_every_declared_terminal_has_plain_words_for_diagnostics():
    """A diagnostic never shows a raw terminal name ("expected QUOTE_STOP")."""
    from cardlang.syntax.diagnostics import TERMINAL_WORDS
    declared = {n for line in re.findall(r"%declare\s+([A-Z_ ]+)", card_grammar_text()) for n in line.split()}
    assert not declared - set(TERMINAL_WORDS), sorted(declared - set(TERMINAL_WORDS))
