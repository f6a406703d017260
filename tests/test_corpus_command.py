"""``cardlang corpus`` on a tiny corpus: figures, JSON keys, exit codes (0, 1 with --min, 2 bad file)."""

import json

import pytest
from typer.testing import CliRunner

from cardlang.cli import app
from cardlang.corpus import CorpusError, measure_corpus

runner = CliRunner()

CURRENT = "mtgjson-2026-07-09"
OLD = "mtgjson-2021-12"


def record(name, type_line, text, *, source=CURRENT, layout="normal", funny=False, faces=None, cost="{R}"):
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text, "power": None,
            "toughness": None, "loyalty": None, "defense": None, "layout": layout, "faces": faces,
            "source": source, "funny": funny, "digital": False}


CARDS = [
    record("Lava Axe", "Sorcery", "Lava Axe deals 5 damage to target player or planeswalker.", cost="{4}{R}"),
    record("Shock", "Instant", "Shock deals 2 damage to any target.", source=OLD),
    record("Gibberish Golem", "Artifact Creature — Golem", "Frobnicate the zorblax thrice."),
    record("Funny Thing", "Instant", "Flurble the wurble.", funny=True),
]


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "tiny.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in CARDS), encoding="utf-8")
    return path


def run(*args):
    return runner.invoke(app, ["corpus", *map(str, args)])


def test_measure_counts_parsed_failed_and_funny_cards(corpus):
    result = measure_corpus(corpus)
    assert (result.records, result.cards, result.funny_cards) == (4, 3, 1)
    assert result.parsed == 2 and result.funny_parsed == 0
    assert round(result.parsed_pct, 2) == 66.67
    assert result.by_source[CURRENT].cards == 2 and result.by_source[CURRENT].parsed == 1
    assert result.by_layout["normal"].cards == 3
    cluster = result.clusters[0]
    assert cluster.count == 1 and cluster.example_card == "Gibberish Golem"
    # a capitalized unknown word may name a kind of counter ("Frobnicate counters can't be put on
    # ...", CR 122.6), so the grammar reads on and fails at the word after it
    assert (cluster.before, cluster.found, cluster.kind) == ("frobnicate", "the", "syntax")
    assert result.bytes == corpus.stat().st_size and result.cards_per_s > 0


def test_json_output_has_the_figures(corpus):
    result = run(corpus, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for key in ("cards", "parsed", "parsed_pct", "executable", "executable_pct", "funny_cards", "funny_parsed",
                "seconds", "cards_per_s", "mb_per_s", "failures", "by_layout", "by_source"):
        assert key in data, key
    assert data["cards"] == 3 and data["parsed"] == 2 and data["funny_cards"] == 1
    assert data["failures"][0]["example"]["card"] == "Gibberish Golem"
    assert data["failures"][0]["count"] == 1


def test_limit_reads_only_the_first_cards(corpus):
    data = json.loads(run(corpus, "--json", "--limit", 2).stdout)
    assert data["records"] == 2 and data["parsed"] == 2 and data["parsed_pct"] == 100.0


def test_failures_option_caps_the_clusters(corpus):
    data = json.loads(run(corpus, "--json", "--failures", 0).stdout)
    assert data["failures"] == []


def test_min_sets_the_exit_code(corpus):
    assert run(corpus, "--min", 50).exit_code == 0
    below = run(corpus, "--min", 90)
    assert below.exit_code == 1
    assert "below the minimum" in below.stderr


def test_human_report_names_the_figures(corpus):
    result = run(corpus)
    assert result.exit_code == 0, result.output
    assert "parsed" in result.stdout and "66.67%" in result.stdout and "Gibberish Golem" in result.stdout


def test_a_round_trip_mismatch_is_a_failure(tmp_path):
    # current Oracle text must print back exactly: a doubled space does not
    path = tmp_path / "rt.jsonl"
    card = record("Lava Axe", "Sorcery", "Lava Axe deals 5 damage to  target player or planeswalker.")
    path.write_text(json.dumps(card) + "\n", encoding="utf-8")
    result = measure_corpus(path)
    assert result.parsed == 0 and result.round_trip_failures == 1
    assert result.clusters[0].kind == "round trip"


def test_a_failure_is_reported_where_the_card_failed(tmp_path):
    # a plane type with a typographic apostrophe is read (CR 205.3n: "Serra's Realm"): the card
    # fails in its rules text, and the report names that line, not the type line
    path = tmp_path / "plane.jsonl"
    card = record("Some Plane", "Plane — Serra’s Realm", "Frobnicate the zorblax thrice.", cost="", layout="planar")
    path.write_text(json.dumps(card) + "\n", encoding="utf-8")
    result = measure_corpus(path)
    assert result.parsed == 0
    assert [c.kind for c in result.clusters] == ["syntax"]


def test_a_bad_line_is_a_failed_card_not_a_crash(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(CARDS[0]) + "\n{not json\n[1, 2]\n", encoding="utf-8")
    result = measure_corpus(path)
    assert result.cards == 3 and result.parsed == 1
    assert {c.kind for c in result.clusters} == {"json"}


@pytest.mark.parametrize("make", ["missing", "folder", "binary", "empty"])
def test_a_file_that_is_not_a_corpus_exits_2_without_a_traceback(tmp_path, make):
    path = tmp_path / "corpus.jsonl"
    if make == "folder":
        path.mkdir()
    elif make == "binary":
        path.write_bytes(b"\xff\xfe\x00garbage\x80\x81")
    elif make == "empty":
        path.write_text("\n\n", encoding="utf-8")
    result = run(path)
    assert result.exit_code == 2
    assert "Traceback" not in result.output and "error" in result.stderr
    with pytest.raises(CorpusError):
        measure_corpus(path)
