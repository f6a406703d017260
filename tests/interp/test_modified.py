""""modified" (CR 700.9): a permanent with a counter on it, equipped, or enchanted by an
Aura its controller controls."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Squad Test {1}{R}
Creature — Goblin
Whenever this creature attacks, modified creatures you control get +1/+0 until end of turn.
1/1
end
card:
Test Blade {1}
Artifact — Equipment
Equip {1}
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_700_9_counters_and_equipment_make_a_creature_modified(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Squad Test, Grizzly Bears with 1 +1/+1 counters, Craw Wurm, Test Blade
Alice library: Island
turn Alice precombat main
Alice pool: {C}
Alice activates Test Blade targeting Squad Test
all pass
advance to Alice's declare attackers
Alice attacks Bob with Squad Test
all pass
expect Squad Test power 2
expect Grizzly Bears power 4
expect Craw Wurm power 6
""")
    assert code == 0, out
