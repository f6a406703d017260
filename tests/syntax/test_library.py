"""The built-in library cards/: AST snapshots, round trip, and the clean-card ratchet."""

import json
from pathlib import Path

import pytest

from cardlang import CARDS_DIR
from cardlang.syntax import ast as A
from cardlang.syntax import card_to_text, read_card_file, read_card_text
from cardlang.syntax.cardfile import split_blocks

CARD_FILES = sorted(CARDS_DIR.glob("*.cards"))
FLOOR = json.loads((Path(__file__).parent / "library_floor.json").read_text())


def render(parsed) -> str:
    """One readable block per card: its AST one field per line, then its diagnostics."""
    parts = []
    for pc in parsed:
        parts.append(f"=== {pc.name}")
        if pc.card is not None:
            parts.append(A.dump(pc.card))
        parts.extend(f"! {d.line}:{d.column} {d.message}" for d in pc.diagnostics)
    return "\n".join(parts) + "\n"


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_library_ast_snapshot(path, snapshot):
    assert render(read_card_file(path)) == snapshot


def clean_cards():
    for path in CARD_FILES:
        text = path.read_text(encoding="utf-8")
        blocks = list(split_blocks(text))
        for block, pc in zip(blocks, read_card_file(path)):
            if pc.ok and pc.card is not None:
                yield path.name, "\n".join(line for _, line in block), pc


def test_every_library_card_parses_cleanly():
    """Every card of the built-in library parses with no diagnostic (issue 2)."""
    problems = [(path.name, pc.name, d.format()) for path in CARD_FILES for pc in read_card_file(path)
                for d in pc.diagnostics]
    assert not problems, problems[:5]
    assert sum(1 for _ in clean_cards()) == FLOOR["clean_cards"]  # and none went missing


def test_every_clean_library_card_prints_back_to_its_text():
    """print(parse(text)) == text for every card that parses (cards/ is canonical text)."""
    mismatches = [(name, text, card_to_text(pc.card)) for name, text, pc in clean_cards()
                  if card_to_text(pc.card) != text]
    assert not mismatches, mismatches[:3]


def test_every_clean_library_card_reparses_to_the_same_ast():
    """parse(print(ast)) == ast (equality is meaning: spans and wording are not compared)."""
    for name, text, pc in clean_cards():
        again = read_card_text(card_to_text(pc.card))
        assert len(again) == 1 and again[0].card == pc.card, (name, pc.name)
