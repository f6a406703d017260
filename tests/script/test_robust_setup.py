"""Script set-up statements that once crashed the runner (benchmarks/fuzz_failures/script-*.txt):
they are located script errors (exit 2) that say what would be right."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from cardlang.script.runner import run_scripts

ROOT = Path(__file__).resolve().parents[2]


def _run(tmp_path, text):
    p = tmp_path / "t.game"
    p.write_text(text.replace("{root}", str(ROOT)), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_scripts([p], explain=False, as_json=False, console=Console(file=out, width=300, color_system=None),
                       err_console=Console(file=err, width=300, color_system=None))
    return code, err.getvalue()


@pytest.mark.parametrize("pool, column", [("{WFlying}", 11), ("{R}{Cé}", 14), ("{1}", 11)])
@pytest.mark.parametrize("started", [True, False])
def test_pool_with_an_unknown_mana_symbol_is_a_located_script_error(tmp_path, pool, column, started):
    # script-0761784bff: `Bob pool: {WFlying}` was a ValueError from kernel.Mana (exit 3)
    setup = "turn Alice precombat main\n" if started else ""
    text = f"use {{root}}/cards/seed.cards\n{setup}Bob pool: {pool}\nall pass\n"
    code, err = _run(tmp_path, text)
    line = 3 if started else 2
    assert code == 2, err
    assert f"t.game:{line}:{column}" in err, err
    assert "unknown mana symbol" in err and pool.split("}")[-2] + "}" in err, err
    assert "{W}, {U}, {B}, {R}, {G} or {C}" in err, err
    if pool == "{1}":
        assert "write {C} for colorless" in err, err


def test_pool_of_every_mana_type_still_runs(tmp_path):
    text = "use {root}/cards/seed.cards\nturn Alice precombat main\nAlice pool: {W}{U}{B}{r}{G}{C}\n" \
           "expect Alice pool: {W}{U}{B}{R}{G}{C}\n"
    code, err = _run(tmp_path, text)
    assert code == 0, err


def test_a_second_players_line_is_a_located_script_error(tmp_path):
    # script-d41ef404f0: two `players` lines made four players (two Alices); `all pass`
    # then crashed in the kernel (ValueError: 1 is not in list)
    text = ("use {root}/cards/seed.cards\nplayers Alice 20, Bob 20\nplayers Alice 20, Bob 20\n"
            "turn Alice precombat main\nall pass\n")
    code, err = _run(tmp_path, text)
    assert code == 2, err
    assert "t.game:3:1" in err and "already declared (line 2)" in err, err


def test_two_players_with_one_name_is_a_located_script_error(tmp_path):
    code, err = _run(tmp_path, "players Alice 20, Bob 20, Alice 7\nall pass\n")
    assert code == 2, err
    assert "t.game:1:1" in err and "two players named 'Alice'" in err, err


def test_one_players_line_with_three_players_runs(tmp_path):
    code, err = _run(tmp_path, "players Alice 20, Bob 20, Carol 5\nturn Alice precombat main\nall pass\n"
                               "expect Carol life 5\n")
    assert code == 0, err


@pytest.mark.parametrize("line", ["expect Bob graveyard: {n} Grizzly Bears", "Bob graveyard: {n} Grizzly Bears"])
def test_a_huge_count_in_a_zone_list_is_a_located_script_error(tmp_path, line):
    # script-629a6e0839: `expect Bob graveyard: 999…(4,000 digits) Mending Hands` was an
    # OverflowError in the runner (a list that many names long); a count of 10**8 would have
    # been a MemoryError, and set-up would have made that many cards
    for n, says in (("9" * 4000, "at most 9 digits"), ("5000", "at most 1,000")):
        text = "players Alice 20, Bob 20\nturn Alice precombat main\n" + line.format(n=n) + "\n"
        code, err = _run(tmp_path, text)
        assert code == 2, err
        assert "t.game:3:" in err and says in err, err


def test_a_trigger_before_the_first_step_is_a_located_script_error(tmp_path):
    # script-3ab06980b1: no `turn` line, so the game goes to Alice's precombat main phase; Delver
    # of Secrets' upkeep trigger is on the stack on the way and a step can't end (500.2): the
    # RulesError escaped the runner (an internal error)
    text = ("use {root}/cards/seed.cards\nplayers Alice 20, Bob 20\n"
            "Alice battlefield: Delver of Secrets\nAlice library: Lava Axe, Mountain\nall pass\n")
    code, err = _run(tmp_path, text)
    assert code == 2, err
    assert "t.game:5:" in err and "first step (main1)" in err and "500.2" in err, err
