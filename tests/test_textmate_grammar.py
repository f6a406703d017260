"""Run the VS Code TextMate grammar tests (editors/vscode/tests) with vscode-tmgrammar-test,
and scan the built-in card library (cards/*.cards) with the cards grammar.

Needs node and `npm install` in editors/vscode; skips otherwise.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

EXTENSION = Path(__file__).resolve().parent.parent / "editors" / "vscode"
RUNNER = EXTENSION / "node_modules" / ".bin" / "vscode-tmgrammar-test"
SCANNER = EXTENSION / "scripts" / "scan-library.js"
GRAMMAR_TESTS = ["tests/**/*.cards", "tests/**/*.game"]


def _require_toolchain() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed; the TextMate grammar tests need Node.js")
    if not RUNNER.exists():
        pytest.skip(
            f"{RUNNER.relative_to(EXTENSION.parent.parent)} is missing; "
            "run `npm install` in editors/vscode to enable the TextMate grammar tests"
        )


def test_grammar_test_files_exist() -> None:
    assert list((EXTENSION / "tests").glob("*.cards")), "no *.cards grammar tests"
    assert list((EXTENSION / "tests").glob("*.game")), "no *.game grammar tests"


def test_textmate_grammars() -> None:
    _require_toolchain()
    result = subprocess.run(
        [str(RUNNER), "--compact", "--config", "package.json", *GRAMMAR_TESTS],
        cwd=EXTENSION,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, (
        f"vscode-tmgrammar-test failed (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"
    )


def test_card_library_tokenizes_cleanly() -> None:
    """Every card in cards/ starts with a name line and has no invalid.* tokens."""
    _require_toolchain()
    result = subprocess.run(
        ["node", str(SCANNER)],
        cwd=EXTENSION,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, (
        f"scan-library.js failed (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"
    )
