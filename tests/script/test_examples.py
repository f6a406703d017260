"""Every example in examples/ runs, holds its expectations, and its final
state (the --json object) matches a snapshot."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from cardlang.script.runner import run_one, run_scripts
from cardlang.script.state import game_state

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.game"))


def _consoles():
    out, err = io.StringIO(), io.StringIO()
    return (Console(file=out, width=200, color_system=None), Console(file=err, width=200, color_system=None),
            out, err)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_runs(path, snapshot):
    con, errc, out, err = _consoles()
    code, runner = run_one(path, console=con, err_console=errc)
    assert code == 0, err.getvalue() + out.getvalue()
    assert game_state(runner.game) == snapshot


def test_examples_cover_the_seed_rulings():
    names = {p.stem for p in EXAMPLES}
    for needed in ("damage-order-prevent-first", "damage-order-double-first", "fireball-divided-under-doubling",
                   "mana-rider-restriction", "mana-rider-effect", "incubator-transform",
                   "back-face-mana-value-and-copy", "replacement-applies-once", "until-your-next-turn-skipped-untap",
                   "doubling-any-recipient-any-controller", "transform-new-timestamp"):
        assert needed in names


def test_json_output_is_one_object_with_the_documented_keys(tmp_path):
    con, errc, out, err = _consoles()
    code = run_scripts([ROOT / "examples" / "damage-order-prevent-first.game"], explain=False, as_json=True,
                       console=con, err_console=errc)
    assert code == 0
    data = json.loads(out.getvalue())
    assert set(data) == {"turn", "step", "active_player", "players", "battlefield", "stack", "command", "events"}
    assert set(data["players"]["Bob"]) == {"life", "hand", "library_count", "graveyard", "exile", "mana_pool"}
    assert data["players"]["Bob"]["life"] == 18
