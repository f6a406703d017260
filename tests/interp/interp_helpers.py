"""Shared helpers for interpreter tests that play a game script (imported as
interp_helpers, a unique module name, so no other test folder's helpers shadow it)."""
from __future__ import annotations

import io

from rich.console import Console

from cardlang.script.runner import run_one


def run_script(tmp_path, text):
    """Run ``text`` as a game script: (exit code, runner, everything it printed)."""
    p = tmp_path / "t.game"
    p.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code, runner = run_one(p, console=Console(file=out, width=200, color_system=None),
                           err_console=Console(file=err, width=200, color_system=None))
    return code, runner, out.getvalue() + err.getvalue()


def asked(runner, kind):
    """The decisions of ``kind`` the script's chooser was asked, in order."""
    return [d for d, _, _ in runner.chooser.asked if d.kind == kind]
