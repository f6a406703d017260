"""The lexer's fast path reads a word (or one punctuation mark) without the whole scanner
where no earlier scanner group can begin (cardlang/syntax/regex_starts.py): the sets it
uses must be exactly the characters where the scanner itself would pick that group."""

import re

from cardlang.syntax import lexer as L
from cardlang.syntax.regex_starts import group_starts, is_one_character

# text after the first character, to try each start character in many contexts
_TAILS = ["", " ", "evel 2", "EVEL 1-3", "20 ", "/X", "/+1", "1/+1", "3", "'s ", "-Human", "X/X", " |", "—9 |",
          ".", "}", "s", "ord"]


def test_the_word_starts_are_where_the_scanner_reads_a_word():
    assert L._WORD_ONLY_STARTS  # letters are read by the fast path, or this test checks nothing
    for char in L._WORD_ONLY_STARTS:
        for tail in _TAILS:
            text = char + tail
            m = L._SCAN.match(text)
            assert m.lastgroup == "word" and m.group() == L._WORD.match(text).group(), text


def test_letters_that_begin_other_groups_are_left_to_the_scanner():
    # "X/X" (a P/T), "LEVEL 1-3" and "Level 2" (CR 711.2, 716.2a), "d20" (a die, CR 706.1)
    for text, group in (("X/X", "pt"), ("LEVEL 1-3", "levelband"), ("level 2", "levelword"), ("d20", "die")):
        if group in L._SCAN.groupindex:
            assert L._SCAN.match(text).lastgroup == group
            assert text[0] not in L._WORD_ONLY_STARTS


def test_the_punctuation_starts_are_one_character_punctuation():
    assert "." in L._PUNCT_ONLY_STARTS and "," in L._PUNCT_ONLY_STARTS
    assert "+" not in L._PUNCT_ONLY_STARTS and "-" not in L._PUNCT_ONLY_STARTS  # "+1/+1", "-2/-2"
    for char in L._PUNCT_ONLY_STARTS:
        for tail in _TAILS:
            m = L._SCAN.match(char + tail)
            assert m.lastgroup == "punct" and m.group() == char, char + tail


def test_a_new_group_takes_its_first_characters_out():
    scanner = r"(?P<space>\ +)|(?P<die>d\d+)|(?P<roman>(?:I|V)+\b)|(?P<word>[A-Za-z]+)|(?P<punct>[.,])"
    starts = group_starts(scanner, re.VERBOSE, "word")
    assert "d" not in starts and "I" not in starts and "V" not in starts
    assert "a" in starts and "D" in starts
    assert group_starts(scanner, re.VERBOSE, "punct") == frozenset(".,")
    assert is_one_character(scanner, re.VERBOSE, "punct") and not is_one_character(scanner, re.VERBOSE, "word")


def test_what_it_cannot_read_blocks_everything():
    # a negated class may begin with anything: no character is left to the word alone
    assert group_starts(r"(?P<other>[^x]y)|(?P<word>[a-z]+)", 0, "word") == frozenset()
    assert group_starts(r"(?P<word>[a-z]+)", re.IGNORECASE, "word") == frozenset()
    assert group_starts(r"[a-z]+", 0, "word") == frozenset()  # no named alternatives
