"""Inputs saved by the long fuzz run (benchmarks/fuzz_failures/) replay as regression tests.

A file is ``# status: fixed`` once its crash is fixed: it must then run cleanly
(its speed is measured by benchmarks/fuzz.py, not asserted here).
A file still ``# status: open`` is a crash its module's owner has yet to fix: it must be
listed in docs/reliability.md (section "Open"), and it is not run here; when it is fixed,
flip the status and this test guards it from then on.
"""

from __future__ import annotations

import importlib.util

import pytest

from robust_support import FAILURES_DIR, REPO


def _fuzz_module():
    spec = importlib.util.spec_from_file_location("cardlang_fuzz", REPO / "benchmarks" / "fuzz.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FUZZ = _fuzz_module()
FILES = sorted(FAILURES_DIR.glob("*.txt"))


def test_saved_failures_are_well_formed():
    for path in FILES:
        target, status, body = FUZZ.read_failure(path)
        assert target in FUZZ.TARGETS, (path.name, target)
        assert status in ("open", "fixed"), (path.name, status)
        assert body, path.name


@pytest.mark.parametrize("path", [p for p in FILES if FUZZ.read_failure(p)[1] == "fixed"], ids=lambda p: p.name)
def test_fixed_failures_stay_fixed(path):
    # Speed is measured in benchmarks/fuzz.py, never asserted here.
    FUZZ.replay_failure(path)


def test_open_failures_are_documented():
    doc = (REPO / "docs" / "reliability.md").read_text(encoding="utf-8")
    open_section = doc.split("## Open", 1)[-1]
    for path in FILES:
        target, status, _ = FUZZ.read_failure(path)
        if status == "open":
            text = path.read_text(encoding="utf-8", errors="replace")
            failure = next(line[len("# failure: "):] for line in text.splitlines() if line.startswith("# failure: "))
            where = failure.split("@", 1)[-1].split(":", 1)[0]
            assert where in open_section, f"{path.name} ({failure}) is open but not in docs/reliability.md"
