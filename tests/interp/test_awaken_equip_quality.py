"""Awaken (702.113a: an alternative cost whose spell also puts N +1/+1 counters on
target land you control and makes it a 0/0 Elemental creature with haste) and
"Equip [quality]" (702.6c: only a creature with that quality may be targeted);
played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Clutch of Currents {U}
Sorcery
Return target creature to its owner's hand.
Awaken 3—{4}{U} (If you cast this spell for {4}{U}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)
end
card:
Steelclaw Lance {B}{R}
Artifact — Equipment
Equipped creature gets +2/+2.
Equip Knight {1}
Equip {3}
end
card:
Knight of Meadowgrain {W}{W}
Creature — Kithkin Knight
First strike
Lifelink
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- awaken (702.113a) ---------------------------------------------------------------------------
def test_702_113a_awakened_land_becomes_a_creature_with_counters(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Clutch of Currents
Alice battlefield: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{C}{C}{C}{C}
Alice casts Clutch of Currents using awaken targeting Grizzly Bears, Island
resolve
expect Bob hand: Grizzly Bears
expect Island counters: 3 +1/+1
expect Island types: Basic Land Creature — Island Elemental
expect Island power 3
expect Island has haste
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_113a_cast_normally_no_land_target(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Clutch of Currents
Alice battlefield: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}
Alice casts Clutch of Currents targeting Grizzly Bears
resolve
expect Bob hand: Grizzly Bears
expect Island types: Basic Land — Island
expect Island counters: nothing
""")
    assert code == 0, out


# ---- "Equip [quality]" (702.6c) -------------------------------------------------------------------
def test_702_6c_equip_knight_only_targets_a_knight(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Steelclaw Lance, Knight of Meadowgrain, Grizzly Bears
turn Alice precombat main
Alice pool: {C}
expect refused "not a legal target": Alice activates Steelclaw Lance ability 1 targeting Grizzly Bears
Alice activates Steelclaw Lance ability 1 targeting Knight of Meadowgrain
resolve
expect Knight of Meadowgrain power 4
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_6a_the_plain_equip_still_targets_any_creature_you_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Steelclaw Lance, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Steelclaw Lance ability 2 targeting Grizzly Bears
resolve
expect Grizzly Bears power 4
""")
    assert code == 0, out
