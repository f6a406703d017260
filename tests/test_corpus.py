"""The coverage ratchet: the share of the real corpus the grammar reads must not fall.

The floor is in ``tests/corpus_floor.json``. When coverage rises, raise the floor in
the same commit (``cardlang corpus ../shared/corpus/cards.jsonl`` prints the figures;
see docs/coverage.md). The corpus is read from ``../shared/corpus`` beside the
repository and never copied into it; without it this test is skipped.
"""

import json
from pathlib import Path

import pytest

from cardlang.corpus import measure_corpus

REPO = Path(__file__).parents[1]
CORPUS = REPO.parent / "shared" / "corpus" / "cards.jsonl"
FLOOR = json.loads((Path(__file__).parent / "corpus_floor.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def result():
    if not CORPUS.is_file():
        pytest.skip(f"the shared corpus is not here ({CORPUS}); it lives beside the repository, not in it")
    return measure_corpus(CORPUS)


def test_parsed_share_does_not_fall_below_the_floor(result):
    top = "\n".join(f"  {c.count:5} {c.kind}: {c.phrase}  e.g. {c.example_card}: {c.example_text[:80]}"
                    for c in result.clusters[:10])
    assert result.parsed_pct >= FLOOR["parsed_pct"], (
        f"corpus coverage fell: {result.parsed_pct:.2f}% of {result.cards} non-funny cards parsed, "
        f"floor {FLOOR['parsed_pct']}%. Most common failure points:\n{top}")


def test_executable_share_does_not_fall_below_the_floor(result):
    if result.executable_note:
        pytest.skip(result.executable_note)
    assert result.executable_pct >= FLOOR["executable_pct"], (
        f"executable share fell: {result.executable_pct:.2f}% of {result.cards} non-funny cards, "
        f"floor {FLOOR['executable_pct']}%")


def test_every_card_of_the_corpus_was_counted(result):
    assert result.records == result.cards + result.funny_cards
    assert sum(g.cards for g in result.by_layout.values()) == result.cards
    assert sum(g.cards for g in result.by_source.values()) == result.cards
    assert result.parsed == sum(g.parsed for g in result.by_source.values())


def test_no_card_meets_an_interpreter_defect(result):
    """An exception inside the interpreter is reported as a gap (never a crash), which would
    quietly lower the executable share; every gap must be a named one instead."""
    defects = {m: n for m, n in result.unrunnable.items() if "internal:" in m or "interpreter error" in m}
    assert not defects, f"interpreter defects met on corpus cards: {defects}"
