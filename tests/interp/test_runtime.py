"""Real cards run through the interpreter and the kernel (game scripts given
inline); each asserts a rules result and the CR rule it follows."""
from __future__ import annotations

from pathlib import Path

from interp_helpers import run_script

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, text):
    return run_script(tmp_path, text)


def test_700_2c_healing_salve_prevent_mode_asks_no_player_target(tmp_path):
    # Healing Salve: "Choose one — • Target player gains 3 life. • Prevent the next 3
    # damage that would be dealt to any target this turn."  Choosing the second mode
    # asks only for "any target" (601.2c): the player target of mode 1 is not required.
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Healing Salve
Bob hand: Lava Axe
turn Alice precombat main
Alice pool: {W}
Alice casts Healing Salve choosing "Prevent the next 3 damage that would be dealt to any target this turn." targeting Alice
all pass
expect Alice life 20
""")
    assert code == 0, out
    assert not [d for d, _, _ in r.chooser.asked if d.kind == "targets"]


def test_700_2c_healing_salve_gain_mode_targets_a_player(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Healing Salve
turn Alice precombat main
Alice pool: {W}
Alice casts Healing Salve choosing "Target player gains 3 life." targeting Bob
all pass
expect Bob life 23
expect Alice life 20
""")
    assert code == 0, out


def test_303_4a_aura_targets_and_enters_attached_702_5_static_applies(tmp_path):
    # Holy Strength: "Enchant creature / Enchanted creature gets +1/+2."
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Holy Strength
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}
Alice casts Holy Strength targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
expect Grizzly Bears toughness 4
""")
    assert code == 0, out
    g = r.game
    aura = g.find("Holy Strength", "battlefield")
    assert g.obj(aura).attached_to == g.find("Grizzly Bears", "battlefield")


def test_704_5m_aura_goes_to_graveyard_when_enchanted_creature_leaves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Holy Strength, Lightning Bolt
Alice battlefield: Llanowar Elves
turn Alice precombat main
Alice pool: {W}{R}
Alice casts Holy Strength targeting Llanowar Elves
all pass
Alice casts Lightning Bolt targeting Llanowar Elves
all pass
expect Alice graveyard: Llanowar Elves, Holy Strength, Lightning Bolt
""")
    assert code == 0, out


def test_508_1c_pacifism_enchanted_creature_cannot_attack(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Bob hand: Pacifism
Alice battlefield: Grizzly Bears
Alice library: Island, Island
Bob library: Island, Island
turn Bob precombat main
Bob pool: {W}{W}
Bob casts Pacifism targeting Grizzly Bears
all pass
advance to Alice's declare attackers
expect refused "can't attack": Alice attacks Bob with Grizzly Bears
""")
    assert code == 0, out


def test_702_6a_equip_attaches_at_sorcery_speed_and_613_7e_new_timestamp(tmp_path):
    # Bonesplitter: "Equipped creature gets +2/+0. / Equip {1}"
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Bonesplitter, Grizzly Bears
turn Alice precombat main
Alice pool: {C}
expect timestamps: Bonesplitter < Grizzly Bears
Alice activates Bonesplitter targeting Grizzly Bears
all pass
expect Grizzly Bears power 4
expect Grizzly Bears toughness 2
expect timestamps: Grizzly Bears < Bonesplitter
""")
    assert code == 0, out


def test_702_6a_equip_only_targets_a_creature_you_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Bonesplitter
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}
expect refused "not a legal target": Alice activates Bonesplitter targeting Grizzly Bears
""")
    assert code == 0, out


def test_604_static_anthem_applies_only_to_matching_creatures(tmp_path):
    # Honor of the Pure: "White creatures you control get +1/+1."
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Honor of the Pure, Maned Serval, Grizzly Bears
Bob battlefield: Maned Serval
expect Maned Serval power 2
expect Maned Serval toughness 5
expect Grizzly Bears power 2
expect Maned Serval#2 power 1
""")
    assert code == 0, out


def test_702_16_protection_from_black_targeting_blocking_and_damage(tmp_path):
    # Mirran Crusader: "Double strike, protection from black and from green"
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Mirran Crusader
Bob battlefield: Typhoid Rats, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Mirran Crusader
all pass
expect refused "protection": Bob blocks Mirran Crusader with Typhoid Rats
expect refused "protection": Bob blocks Mirran Crusader with Grizzly Bears
""")
    assert code == 0, out


def test_702_16b_protection_from_a_color_stops_targeting_by_spells_of_that_color(tmp_path):
    code, r, out = run(tmp_path, """card:
Last Gasp {1}{B}
Instant
Target creature gets -3/-3 until end of turn.
end
players Alice 20, Bob 20
Alice hand: Last Gasp
Bob battlefield: Mirran Crusader
turn Alice precombat main
Alice pool: {B}{B}
expect refused "not a legal target": Alice casts Last Gasp targeting Mirran Crusader
""")
    assert code == 0, out


def test_702_21a_ward_counters_unless_the_cost_is_paid(tmp_path):
    # Tomakul Honor Guard: "Ward {2}"
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt
Bob battlefield: Tomakul Honor Guard
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Tomakul Honor Guard
all pass
  Alice chooses ward: no
all pass
expect Alice graveyard: Lightning Bolt
expect Bob battlefield: Tomakul Honor Guard
""")
    assert code == 0, out


def test_702_12b_indestructible_survives_lethal_damage(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt
Bob battlefield: Darksteel Myr
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Darksteel Myr
all pass
expect Bob battlefield: Darksteel Myr
""")
    assert code == 0, out


def test_702_11b_hexproof_cannot_be_targeted_by_opponents(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt
Bob battlefield: Gladecover Scout
turn Alice precombat main
Alice pool: {R}
expect refused "not a legal target": Alice casts Lightning Bolt targeting Gladecover Scout
""")
    assert code == 0, out


def test_702_108a_prowess_triggers_on_a_noncreature_spell(tmp_path):
    code, r, out = run(tmp_path, """card:
Monastery Swiftspear {R}
Creature — Human Monk
Haste
Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)
1/2
end
players Alice 20, Bob 20
Alice hand: Lightning Bolt
Alice battlefield: Monastery Swiftspear
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
all pass
expect Monastery Swiftspear power 2
expect Monastery Swiftspear toughness 3
expect Bob life 17
""")
    assert code == 0, out
