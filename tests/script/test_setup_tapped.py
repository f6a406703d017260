"""A battlefield setup entry marked `tapped` is tapped in the step the script starts in,
whether the `turn` line comes before or after it (docs/scripts.md: setup describes the
state; `turn` says which step the game starts in).  The untap step of a turn the game
really plays still untaps it (CR 502.3)."""
from __future__ import annotations

import io

import pytest
from rich.console import Console

from cardlang.script.runner import run_scripts


def _run(tmp_path, text):
    p = tmp_path / "t.game"
    p.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_scripts([p], explain=False, as_json=False, console=Console(file=out, width=300, color_system=None),
                       err_console=Console(file=err, width=300, color_system=None))
    return code, out.getvalue() + err.getvalue()


@pytest.mark.parametrize("turn_first", [True, False])
def test_setup_tapped_stays_tapped_in_the_first_step_whatever_the_line_order(tmp_path, turn_first):
    turn = "turn Alice precombat main\n"
    setup = "Alice battlefield: Grizzly Bears tapped, Craw Wurm\n"
    text = (turn + setup if turn_first else setup + turn) + \
        "expect Grizzly Bears tapped\nexpect Craw Wurm untapped\n"
    code, out = _run(tmp_path, text)
    assert code == 0, out
    assert "Grizzly Bears untaps" not in out, out


def test_502_3_the_next_untap_step_of_its_controller_untaps_it(tmp_path):
    # CR 502.3: in Alice's next untap step, the game untaps her permanents; not in Bob's
    text = ("Alice battlefield: Grizzly Bears tapped\n"
            "Alice library: Island, Island\nBob library: Island, Island\n"   # their draw steps (504.1)
            "turn Alice precombat main\n"
            "advance to Bob's upkeep\nexpect Grizzly Bears tapped\n"
            "advance to Alice's upkeep\nexpect Grizzly Bears untapped\n")
    code, out = _run(tmp_path, text)
    assert code == 0, out
    assert "Grizzly Bears untaps" in out, out
