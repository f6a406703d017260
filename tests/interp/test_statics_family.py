"""Static abilities and conditions of the 'statics' family (session 17).

Each test plays the rule in a small game and cites the CR."""
from __future__ import annotations

from interp_helpers import asked, run_script

GOD = """card:
Erebos, Bleak-Hearted {3}{B}
Legendary Enchantment Creature — God
Indestructible
As long as your devotion to black is less than five, Erebos isn't a creature.
5/6
end
card:
Black Knight {B}{B}
Creature — Human Knight
1/1
end
card:
Neurok Transmuter {2}{U}
Creature — Human Wizard
{U}: Until end of turn, target artifact creature becomes blue and isn't an artifact.
2/2
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def test_613_1d_205_1a_god_isnt_a_creature_while_devotion_is_low(tmp_path):
    # devotion to black 1 + 2 = 3 (CR 700.5): Erebos isn't a creature (layer 4, 613.1d); it is still
    # a legendary enchantment (205.1a: only the type named is removed)
    code, r, out = run_script(tmp_path, GOD + """Alice battlefield: "Erebos, Bleak-Hearted", Black Knight
turn Alice precombat main
expect "Erebos, Bleak-Hearted" types: Legendary Enchantment — God
expect Black Knight types: Creature — Human Knight
""")
    assert code == 0, out


def test_611_3a_god_is_a_creature_once_devotion_reaches_five(tmp_path):
    # 1 + 2 + 2 = 5: the condition is false, so the effect doesn't apply (611.3a: checked continuously)
    code, r, out = run_script(tmp_path, GOD + """Alice battlefield: "Erebos, Bleak-Hearted", Black Knight, Black Knight
turn Alice precombat main
expect "Erebos, Bleak-Hearted" types: Legendary Enchantment Creature — God
expect "Erebos, Bleak-Hearted" power 5
""")
    assert code == 0, out


def test_611_2_until_end_of_turn_target_isnt_an_artifact(tmp_path):
    # "becomes blue and isn't an artifact": layer 4 removes the card type artifact, layer 5 sets blue;
    # the effect ends at the cleanup step (514.2)
    code, r, out = run_script(tmp_path, GOD + """Alice battlefield: Neurok Transmuter, Ornithopter
turn Alice precombat main
Alice pool: {U}
Alice activates Neurok Transmuter targeting Ornithopter
all pass
expect Ornithopter types: Creature — Thopter
expect Ornithopter colors: blue
advance to Bob's upkeep
expect Ornithopter types: Artifact Creature — Thopter
""")
    assert code == 0, out


SWORD = """card:
Dancing Sword {1}{W}
Artifact — Equipment
Equipped creature gets +2/+1.
When equipped creature dies, you may have Dancing Sword become a 2/1 Construct artifact creature with flying and ward {1}. If you do, it isn't an Equipment.
Equip {1}
end
card:
Grizzly Bears {1}{G}
Creature — Bear
2/2
end
card:
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
end
"""


def test_611_2a_isnt_an_equipment_with_no_duration_lasts(tmp_path):
    # "If you do, it isn't an Equipment.": no duration stated, so it lasts for the rest of the game
    # (611.2a); layer 4 removes the subtype Equipment after the "becomes" (613.1d, 613.7 timestamps)
    code, r, out = run_script(tmp_path, SWORD + """Alice battlefield: Dancing Sword, Grizzly Bears
Alice hand: Lightning Bolt
turn Alice precombat main
Alice pool: {C}
Alice activates Dancing Sword targeting Grizzly Bears
all pass
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
  Alice chooses may: yes
expect Dancing Sword types: Artifact Creature — Construct
expect Dancing Sword power 2
advance to Bob's upkeep
expect Dancing Sword types: Artifact Creature — Construct
""")
    assert code == 0, out
