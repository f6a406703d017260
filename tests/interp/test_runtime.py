"""Real cards run through the interpreter and the kernel (game scripts given
inline); each asserts a rules result and the CR rule it follows."""
from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from cardlang.script.runner import run_one

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, text):
    p = tmp_path / "t.game"
    p.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code, runner = run_one(p, console=Console(file=out, width=200, color_system=None),
                           err_console=Console(file=err, width=200, color_system=None))
    return code, runner, out.getvalue() + err.getvalue()


def test_700_2c_healing_salve_prevent_mode_asks_no_player_target(tmp_path):
    # Healing Salve: "Choose one — • Target player gains 3 life. • Prevent the next 3
    # damage that would be dealt to any target this turn."  Choosing the second mode
    # asks only for "any target" (601.2c): the player target of mode 1 is not required.
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Healing Salve
Bob hand: Lava Axe
turn Alice precombat main
Alice pool: {W}
Alice casts Healing Salve choosing "Prevent the next 3 damage that would be dealt to any target this turn." targeting Alice
all pass
expect Alice life 20
""")
    assert code == 0, out
    assert not [d for d, _, _ in r.chooser.asked if d.kind == "targets"]


def test_700_2c_healing_salve_gain_mode_targets_a_player(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Healing Salve
turn Alice precombat main
Alice pool: {W}
Alice casts Healing Salve choosing "Target player gains 3 life." targeting Bob
all pass
expect Bob life 23
expect Alice life 20
""")
    assert code == 0, out
