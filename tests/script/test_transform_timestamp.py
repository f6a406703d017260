"""Seed ruling CR 613.7g ("A double-faced permanent receives a new timestamp each
time it transforms or converts"): examples/transform-new-timestamp.game, asserted
on the game state itself -- the timestamps of the two layer-7b effects and of
Poppet Stitcher // Poppet Factory before and after it transforms."""
from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from cardlang.script.runner import run_one

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "transform-new-timestamp.game"


def _run(path: Path):
    out, err = io.StringIO(), io.StringIO()
    code, runner = run_one(path, console=Console(file=out, width=200, color_system=None),
                           err_console=Console(file=err, width=200, color_system=None))
    assert code == 0, err.getvalue() + out.getvalue()
    return runner.game


def _until_transform(tmp_path) -> Path:
    """The example up to (not including) the resolution of the transform trigger."""
    text = EXAMPLE.read_text(encoding="utf-8")
    cut = text.index("# The trigger resolves")
    p = tmp_path / "before-transform.game"
    p.write_text(text[:cut].replace("use ../cards/", f"use {ROOT}/cards/"), encoding="utf-8")
    return p


def _tokens(game):
    return sorted((i for i in game.battlefield() if game.chars(i).name == "Zombie Token"),
                  key=lambda i: game.objects[i].timestamp)


def _base_pt_effects(game):
    """Gigantomancer's effects: from a resolving ability, in layer 7b (CR 613.4b)."""
    return [e for e in game.effects if e.name == "Gigantomancer" and e.layer == "7b" and not e.ended]


def _factory_effects(game, factory):
    """The effects of the Factory's static ability (CR 604, 611.3)."""
    return [e for e in game.active_continuous_effects() if e.source == factory]


def test_before_the_transform_the_7_7_effect_is_newer_than_the_permanent(tmp_path):
    game = _run(_until_transform(tmp_path))
    stitcher = game.find("Poppet Stitcher", "battlefield")
    first, second, third = _tokens(game)
    (eff,) = _base_pt_effects(game)
    # 613.7b: the resolved ability's effect got its timestamp as it was created,
    # after the permanent entered (613.7d)
    assert game.objects[stitcher].timestamp < eff.timestamp
    # the front face has no static ability: nothing else sets the tokens' P/T
    assert _factory_effects(game, stitcher) == []
    assert (game.chars(first).power, game.chars(first).toughness) == (7, 7)
    assert (game.chars(second).power, game.chars(second).toughness) == (2, 2)
    assert game.chars(second).has_keyword("decayed")


def test_transform_gives_a_new_timestamp_that_wins_layer_7b_until_a_newer_effect(tmp_path):
    before = _run(_until_transform(tmp_path))
    old_ts = before.objects[before.find("Poppet Stitcher", "battlefield")].timestamp
    game = _run(EXAMPLE)
    factory = game.find("Poppet Factory", "battlefield")
    first, second, third = _tokens(game)
    older, newer = sorted(_base_pt_effects(game), key=lambda e: e.timestamp)
    ts = game.objects[factory].timestamp
    # 613.7g: a new timestamp on transforming, later than the 7/7 given before it
    assert ts > old_ts
    assert older.timestamp < ts < newer.timestamp
    statics = _factory_effects(game, factory)
    # 613.7a: the static ability's effects have the permanent's (new) timestamp
    assert {e.layer for e in statics} == {"6", "7b"}
    assert all(e.timestamp == ts for e in statics)
    # 613.7: in layer 7b, the later timestamp applies last and wins
    assert (game.chars(first).power, game.chars(first).toughness) == (3, 3)     # Factory newer
    assert (game.chars(second).power, game.chars(second).toughness) == (7, 7)   # 7/7 newer
    assert (game.chars(third).power, game.chars(third).toughness) == (3, 3)
    # 613.1f: "lose all abilities" removes decayed (layer 6)
    assert not any(game.chars(t).has_keyword("decayed") for t in (first, second, third))
