"""Failed expectations and script errors are readable and located."""
from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from cardlang.script.runner import run_scripts

ROOT = Path(__file__).resolve().parents[2]

AXE = """use {root}/cards/seed.cards
players Alice 20, Bob 20
Alice hand: Lava Axe
turn Alice precombat main
Alice pool: {R}{R}{R}{R}{R}
Alice casts Lava Axe targeting Bob
all pass
"""


def _run(tmp_path, text, explain=False):
    p = tmp_path / "t.game"
    p.write_text(text.replace("{root}", str(ROOT)), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_scripts([p], explain=explain, as_json=False, console=Console(file=out, width=200, color_system=None),
                       err_console=Console(file=err, width=200, color_system=None))
    return code, out.getvalue(), err.getvalue()


def test_wrong_expectation_exits_1_showing_expected_actual_and_line(tmp_path):
    code, out, err = _run(tmp_path, AXE + "expect Bob life 17\n")
    assert code == 1
    assert "t.game:8" in err and "expect Bob life 17" in err
    assert "expected: 17" in err and "actual:   15" in err


def test_right_expectation_exits_0(tmp_path):
    code, out, err = _run(tmp_path, AXE + "expect Bob life 15\n")
    assert code == 0, err


def test_syntax_error_exits_2_located(tmp_path):
    code, out, err = _run(tmp_path, "players Alice 20, Bob 20\nAlice frobnicates Lava Axe\n")
    assert code == 2
    assert "t.game:2:" in err and "error" in err


def test_unknown_card_exits_2(tmp_path):
    code, out, err = _run(tmp_path, "players Alice 20, Bob 20\nAlice hand: No Such Card\n")
    assert code == 2 and "unknown card 'No Such Card'" in err


def test_refused_action_must_be_expected(tmp_path):
    text = AXE.replace("Alice pool: {R}{R}{R}{R}{R}\n", "")
    code, out, err = _run(tmp_path, text)
    assert code == 2 and "refused" in err and "t.game:5" in err
    code, out, err = _run(tmp_path, text.replace("Alice casts Lava Axe targeting Bob\nall pass\n",
                                                 'expect refused "can\'t pay": Alice casts Lava Axe targeting Bob\n'
                                                 "expect Alice hand: Lava Axe\n"))
    assert code == 0, err


def test_unanswered_question_names_the_decision(tmp_path):
    text = """use {root}/cards/seed.cards
players Alice 20, Bob 20
Alice battlefield: Humble Naturalist
turn Alice precombat main
Alice activates Humble Naturalist
"""
    code, out, err = _run(tmp_path, text)
    assert code == 2 and "mana color" in err and "106.1" in err


def test_answer_never_asked_is_an_error(tmp_path):
    code, out, err = _run(tmp_path, AXE + "  Bob orders replacement effects: Mending Hands\n")
    assert code == 2 and "never asked" in err and "t.game:8" in err


def test_explain_names_who_ordered_the_replacement_effects(tmp_path):
    code, out, err = _run(tmp_path, (ROOT / "examples" / "damage-order-double-first.game").read_text()
                          .replace("use ../cards", "use {root}/cards"), explain=True)
    assert code == 0, err
    assert "chosen by Bob (CR 616.1" in out
