"""The grammar's table cache on disk is read and written under a lock: Lark writes the file in
place, so without it a second process could load a half-written cache after a grammar change."""

from __future__ import annotations

import pytest

from cardlang.syntax import parser

fcntl = pytest.importorskip("fcntl", reason="the cache lock uses POSIX file locks")


def test_lark_runs_while_the_cache_lock_is_held(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDLANG_CACHE_DIR", str(tmp_path))
    seen = []

    def probe(text, strict, path):
        # flock locks belong to an open file: a second open of the lock file cannot take it
        with open(path + ".lock") as other:
            try:
                fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                seen.append(("held", path))
            else:
                fcntl.flock(other, fcntl.LOCK_UN)
                seen.append(("free", path))
        return "compiled"

    monkeypatch.setattr(parser, "_lark", probe)
    assert parser.build_card_parser() == "compiled"
    assert seen == [("held", parser._cache_path(parser.card_grammar_text()))]
    # released afterwards: another process can take it
    with open(seen[0][1] + ".lock") as other:
        fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)


def test_a_strict_compile_uses_no_cache_and_no_lock(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDLANG_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(parser, "_lark", lambda text, strict, path: (strict, path))
    assert parser.build_card_parser(strict=True) == (True, None)
    assert not list(tmp_path.glob("*.lock"))
