"""Bad input gets a located, readable diagnostic — never an exception, never a dropped line."""


from cardlang.syntax import read_card_text
from cardlang.syntax.cardfile import read_card_file, read_jsonl


def diags(text):
    cards = read_card_text(text, "bad.cards")
    return [d for pc in cards for d in pc.diagnostics]


def only(text):
    found = diags(text)
    assert len(found) == 1, [d.format() for d in found]
    return found[0]


def test_unknown_word_is_named_with_a_suggestion():
    d = only("Foo {R}\nSorcery\nDraw a crad.\n")
    assert (d.line, d.column) == (3, 8)
    assert "unknown word 'crad'" in d.message and "after 'a'" in d.message
    assert d.suggestion == "card"


def test_missing_period():
    d = only("Foo {R}\nSorcery\nDraw a card\n")
    assert (d.line, d.column) == (3, 12)
    assert "missing period" in d.message and "'card'" in d.message


def test_untap_symbol_in_a_mana_cost():
    d = only("Foo {Q}\nSorcery\nDraw a card.\n")
    assert (d.line, d.column) == (1, 5)
    assert "{Q} is not a mana symbol" in d.message and "untap symbol" in d.message


def test_unknown_symbol_in_rules_text():
    d = only("Foo {R}\nSorcery\nAdd {K}.\n")
    assert (d.line, d.column) == (3, 5)
    assert "{K} is not a mana or game symbol" in d.message


def test_unbalanced_quote():
    d = only('Foo {R}\nInstant\nTarget creature gains "Flying until end of turn.\n')
    assert (d.line, d.column) == (3, 23)
    assert "never closed" in d.message and d.code == "balance"


def test_unbalanced_parenthesis():
    d = only("Foo {R}\nCreature — Elf\nFlying (This creature can't be blocked.\n1/1\n")
    assert (d.line, d.column) == (3, 8)
    assert "'(' is never closed" in d.message


def test_stray_closing_parenthesis():
    d = only("Foo {R}\nCreature — Elf\nFlying) now\n1/1\n")
    assert "')' closes nothing" in d.message and (d.line, d.column) == (3, 7)


def test_empty_file():
    d = only("")
    assert "no cards" in d.message


def test_binary_garbage(tmp_path):
    path = tmp_path / "garbage.cards"
    path.write_bytes(b"\xff\xfe\x00\x01garbage\x80\x81")
    found = [d for pc in read_card_file(path) for d in pc.diagnostics]
    assert len(found) == 1 and "not UTF-8" in found[0].message


def test_nul_bytes_in_text():
    d = only("Foo\x00 {R}\nSorcery\n")
    assert "binary" in d.message


def test_a_100000_character_line_is_refused_quickly():
    d = only("Foo {R}\nSorcery\n" + "Draw a card. " * 7700 + "\n")
    assert d.code == "limit" and "100,099 characters" in d.message and d.line == 3


def test_card_with_no_type_line():
    d = only("Lonely Name {R}\n")
    assert "'Lonely Name' has no type line" in d.message and d.line == 1


def test_misspelled_type_line():
    d = only("Foo {R}\nCreture — Elf\n1/1\n")
    assert d.line == 2 and d.column == 1 and "type line" in d.message and d.suggestion == "creature"


def test_a_single_target_with_a_plural_noun():
    d = only("Foo {R}\nSorcery\nDestroy target creatures.\n")
    assert d.code == "agreement" and d.suggestion == "creature"
    assert (d.line, d.column) == (3, 16)


def test_text_that_ends_too_early():
    d = only("Foo {R}\nSorcery\nFoo deals 5 damage to\n")
    assert "ends too early" in d.message and "after 'to'" in d.message
    assert (d.line, d.column) == (3, 22)


def test_unexpected_character():
    d = only("Foo {R}\nSorcery\nDraw a card. @\n")
    assert "unexpected character '@'" in d.message and (d.line, d.column) == (3, 14)


def test_unknown_layout():
    found = diags("Foo {R}\nSorcery\nDraw a card.\n// sideways\nBar {G}\nInstant\nDraw a card.\n")
    assert any("unknown layout 'sideways'" in d.message and d.line == 4 for d in found)


def test_unknown_color_indicator():
    d = only("Foo\nColor: Purple\nCreature — Elf\n1/1\n")
    assert "unknown color 'Purple'" in d.message and d.line == 2


def test_face_separator_with_no_face():
    d = only("Foo {R}\nSorcery\nDraw a card.\n//\n")
    assert "no face after it" in d.message


def test_card_with_no_name():
    d = only("{2}{R}\nSorcery\nDraw a card.\n")
    assert "no name" in d.message


def test_one_broken_line_does_not_hide_the_next():
    found = diags("Foo {R}\nSorcery\nDraw a crad.\nGain 3 lief.\n")
    assert [d.line for d in found] == [3, 4]


def test_bad_json_lines(tmp_path):
    path = tmp_path / "cards.jsonl"
    path.write_text('{"name": "X", "type_line": "Instant", "oracle_text": "Draw a card."}\nnot json\n[1, 2]\n')
    results = [pc for _, pc in read_jsonl(path)]
    assert results[0].ok
    assert "not a JSON object" in results[1].diagnostics[0].message and results[1].diagnostics[0].line == 2
    assert "expected a JSON object" in results[2].diagnostics[0].message


def test_huge_name_and_type_lines_are_refused_quickly():
    name = only("X" * 1_000_000 + " {R}\nSorcery\nDraw a card.\n")
    assert name.code == "limit" and name.line == 1 and "name line is 1,000,004 characters" in name.message
    type_line = only("Foo {R}\n" + "Creature " * 3000 + "\nDraw a card.\n")
    assert type_line.code == "limit" and type_line.line == 2 and "type line is 26,999 characters" in type_line.message
