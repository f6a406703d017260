"""Delayed triggered abilities created by a resolving spell, with the stated duration
"this turn" (CR 603.7a-c: created as it resolves, about the objects named then; 603.7b:
it lasts this turn)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Last Blessing {W}
Instant
Target creature you control gets +2/+0 until end of turn. When that creature dies this turn, you gain 4 life.
end
card:
Escort Guard {2}{W}
Creature — Human Soldier
{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice Escort Guard.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_7_when_that_creature_dies_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Last Blessing
Alice battlefield: Grizzly Bears
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {W}
Alice casts Last Blessing targeting Grizzly Bears
all pass
Bob pool: {R}
Alice passes
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Alice graveyard: Last Blessing, Grizzly Bears
all pass
expect Alice life 24
""")
    assert code == 0, out


def test_603_7b_only_this_turn(tmp_path):
    # the creature dies on the next turn: the delayed ability has ended (no life)
    code, r, out = run(tmp_path, """Alice hand: Last Blessing
Alice battlefield: Grizzly Bears
Bob hand: Lightning Bolt
Bob library: Island
turn Alice precombat main
Alice pool: {W}
Alice casts Last Blessing targeting Grizzly Bears
all pass
advance to Bob's precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Alice graveyard: Last Blessing, Grizzly Bears
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_603_7c_only_that_creature(tmp_path):
    # another creature dying doesn't trigger it
    code, r, out = run(tmp_path, """Alice hand: Last Blessing
Alice battlefield: Grizzly Bears, Savannah Lions
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {W}
Alice casts Last Blessing targeting Grizzly Bears
all pass
Bob pool: {R}
Alice passes
Bob casts Lightning Bolt targeting Savannah Lions
all pass
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_603_7_when_that_creature_leaves_the_battlefield_this_turn(tmp_path):
    # bounced (not dying): it left the battlefield, the Guard is sacrificed
    code, r, out = run(tmp_path, """Alice battlefield: Escort Guard, Grizzly Bears
Bob hand: Unsummon
turn Alice precombat main
Alice activates Escort Guard targeting Grizzly Bears
all pass
Bob pool: {U}
Alice passes
Bob casts Unsummon targeting Grizzly Bears
all pass
all pass
expect Alice graveyard: Escort Guard
expect Alice hand: Grizzly Bears
""")
    assert code == 0, out
