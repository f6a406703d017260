"""Regeneration (CR 701.19a): a shield that replaces the next destruction this
turn -- all damage is removed, the permanent is tapped and removed from combat."""
from __future__ import annotations

import io

from rich.console import Console

from cardlang.script.runner import run_one

DRUDGE_SKELETONS = """card:
Drudge Skeletons {1}{B}
Creature — Skeleton
{B}: Regenerate Drudge Skeletons.
1/1
end
"""


def run(tmp_path, text):
    p = tmp_path / "t.game"
    p.write_text(DRUDGE_SKELETONS + text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code, runner = run_one(p, console=Console(file=out, width=200, color_system=None),
                           err_console=Console(file=err, width=200, color_system=None))
    return code, runner, out.getvalue() + err.getvalue()


def test_701_19a_regenerated_creature_is_not_destroyed_by_lethal_damage_and_becomes_tapped(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Drudge Skeletons
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {B}
Alice activates Drudge Skeletons
all pass
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Drudge Skeletons
all pass
expect Alice battlefield: Drudge Skeletons
expect Drudge Skeletons tapped
""")
    assert code == 0, out
    g = r.game
    assert g.obj(g.find("Drudge Skeletons", "battlefield")).damage == 0   # all damage removed


def test_701_19a_a_shield_replaces_only_the_next_destruction(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Drudge Skeletons
Bob hand: Lightning Bolt, Murder
turn Alice precombat main
Alice pool: {B}
Alice activates Drudge Skeletons
all pass
Alice passes
Bob pool: {R}{B}{B}{B}
Bob casts Lightning Bolt targeting Drudge Skeletons
all pass
Alice passes
Bob casts Murder targeting Drudge Skeletons
all pass
expect Alice battlefield: nothing
expect Alice graveyard: Drudge Skeletons
""")
    assert code == 0, out


def test_701_19a_without_a_shield_the_creature_is_destroyed(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Drudge Skeletons
Bob hand: Lightning Bolt
turn Alice precombat main
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Drudge Skeletons
all pass
expect Alice graveyard: Drudge Skeletons
""")
    assert code == 0, out


def test_514_2_a_regeneration_shield_ends_with_the_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Drudge Skeletons
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {B}
Alice activates Drudge Skeletons
all pass
advance to Bob's upkeep
Bob pool: {R}
Bob casts Lightning Bolt targeting Drudge Skeletons
all pass
expect Alice graveyard: Drudge Skeletons
""")
    assert code == 0, out


def test_701_19a_a_regenerated_blocker_is_removed_from_combat(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Drudge Skeletons
Bob battlefield: Grizzly Bears
Bob hand: Murder
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
all pass
Alice blocks Grizzly Bears with Drudge Skeletons
Bob passes
Alice pool: {B}
Alice activates Drudge Skeletons
all pass
Bob pool: {B}{B}{B}
Bob casts Murder targeting Drudge Skeletons
all pass
expect Alice battlefield: Drudge Skeletons
expect Drudge Skeletons tapped
""")
    assert code == 0, out
    g = r.game
    sk = g.find("Drudge Skeletons", "battlefield")
    assert sk not in g.combat.blockers
    assert g.find("Grizzly Bears", "battlefield") in g.combat.blocked   # 509.1h: stays blocked
