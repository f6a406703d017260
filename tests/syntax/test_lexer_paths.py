"""The lexer's fast path (cached word pieces, the single space skipped without the regular
expression, self names looked for only where ``str.find`` saw them, one-piece words made
inline) gives exactly the tokens of its plain path (``WordLexer.fast = False``: every word
classified again, every position scanned), on every line of ``cards/`` and on a quarter of
the shared corpus (every fourth card, when the corpus is beside the repository).

So new vocabulary (a word class, a multi-word phrase, a scanner group) cannot be missed by
one path only."""

import pytest

from cardlang.syntax.lexer import SELF_NAMES, LexError
from cardlang.syntax.parser import fast_card_parser
from syntax_helpers import CORPUS, corpus_abilities, library_abilities, library_ability_count


def _lexed(lexer, text: str, names: tuple[str, ...], fast: bool):
    present = tuple(sorted((n for n in names if n and n in text), key=len, reverse=True))
    token = SELF_NAMES.set(present)
    lexer.fast = fast
    try:
        return [(t.type, str(t), t.start_pos, t.end_pos, t.line, t.column, t.end_line, t.end_column)
                for t in lexer.lex(text)]
    except LexError as err:
        return ("LexError", err.message, err.pos, err.line, err.column)
    finally:
        del lexer.fast  # back to the class default
        SELF_NAMES.reset(token)


def _disagreements(abilities):
    lexer = fast_card_parser().lexer
    bad = []
    for text, names in abilities:
        fast = _lexed(lexer, text, names, True)
        plain = _lexed(lexer, text, names, False)
        if fast != plain:
            bad.append((text, fast, plain))
    return bad


def test_fast_and_plain_paths_agree_on_the_library():
    abilities = list(library_abilities())
    assert len(abilities) == library_ability_count() > 150  # every ability of the library, not an empty walk
    assert _disagreements(abilities) == []


def test_fast_and_plain_paths_agree_on_the_corpus_sample():
    if not CORPUS.exists():
        pytest.skip(f"the shared corpus is not here ({CORPUS}); it lives beside the repository, not in it")
    abilities = list(corpus_abilities(every=4))
    assert len(abilities) > 10_000
    assert _disagreements(abilities) == []


def test_the_plain_path_is_really_another_path():
    # the plain path must not read the fast path's cache of word pieces: a wrong entry
    # planted in that cache shows in the fast tokens only
    lexer = fast_card_parser().lexer
    lexer._pieces[("Flying", True)] = (("UNKNOWN", 0, 6),)
    try:
        assert _lexed(lexer, "Flying", (), True)[0][0] == "UNKNOWN"
        assert _lexed(lexer, "Flying", (), False)[0][0] == "KEYWORD_ABILITY"
    finally:
        del lexer._pieces[("Flying", True)]


def test_the_quick_path_inside_a_line_is_the_fast_path_of_words_not_at_a_line_start():
    # a word inside a line is read by the quick path of ``_scan`` from its own cache
    # (``_mid_kinds``): a wrong entry planted there shows in the fast tokens of a word
    # inside a line only, never at a line start or in the plain path
    lexer = fast_card_parser().lexer
    lexer._mid_kinds["flying"] = "UNKNOWN"
    try:
        assert _lexed(lexer, "Creatures have flying.", (), True)[2][0] == "UNKNOWN"
        assert _lexed(lexer, "Creatures have flying.", (), False)[2][0] == "KEYWORD_ABILITY"
    finally:
        del lexer._mid_kinds["flying"]


def test_the_quick_path_skips_one_space_after_a_word_or_a_mark():
    # the quick path steps over the single space after a word or a punctuation mark; two
    # spaces, a line end and a mark right after a word still give the plain path's tokens
    lexer = fast_card_parser().lexer
    for text in ("Draw a card, then discard a card.", "Draw  a card ,  then discard a card .",
                 "Flying\nDraw a card.", "Target player draws a card.\n• Draw two cards."):
        assert _lexed(lexer, text, (), True) == _lexed(lexer, text, (), False)
    assert [t[2] for t in _lexed(lexer, "Draw a card, then discard.", (), True)] == [0, 5, 7, 11, 13, 18, 25]
