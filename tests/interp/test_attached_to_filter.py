""""for each Equipment attached to this creature", "all Equipment attached to that
creature" (CR 301.5, 303.4): the permanents attached to the named object."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Gaveleer Test {R}
Creature — Goblin Warrior
Trample
This creature gets +2/+0 for each Equipment attached to it.
1/1
end
card:
Spider Snare {2}{G}
Instant
Destroy target creature with flying and all Equipment attached to that creature.
end
card:
Test Blade {1}
Artifact — Equipment
Equipped creature gets +1/+0.
Equip {1}
end
card:
Spare Blade {1}
Artifact — Equipment
Equipped creature gets +1/+0.
Equip {1}
end
card:
Test Hawk {W}
Creature — Bird
Flying
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_303_4_counts_only_equipment_attached_to_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Gaveleer Test, Test Blade, Test Blade, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}
expect Gaveleer Test power 1
Alice activates Test Blade targeting Gaveleer Test
all pass
expect Gaveleer Test power 4
""")
    assert code == 0, out


def test_301_5_destroys_the_equipment_attached_to_that_creature_only(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Spider Snare
Alice battlefield: Spare Blade
Alice library: Island, Island
Bob battlefield: Test Hawk, Test Blade
turn Bob precombat main
Bob pool: {C}
Bob activates Test Blade targeting Test Hawk
all pass
advance to Alice's precombat main
Alice pool: {G}{G}{G}
Alice casts Spider Snare targeting Test Hawk
all pass
expect Bob graveyard: Test Hawk, Test Blade
expect Alice battlefield: Spare Blade
""")
    assert code == 0, out
