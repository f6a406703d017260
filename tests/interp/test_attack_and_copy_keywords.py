"""Firebending (702.189a: red mana kept until end of combat), mobilize (702.181a:
Warrior tokens put onto the battlefield attacking, 508.4), For Mirrodin!
(702.163a), casualty (702.153a) and conspire (702.78a: optional additional
costs that copy the spell as it is cast); played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Fire Sages {1}{R}
Creature — Human Cleric
Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)
{1}{R}{R}: Put a +1/+1 counter on this creature.
2/2
end
card:
Dalkovan Packbeasts {2}{W}
Creature — Ox
Vigilance
Mobilize 3 (Whenever this creature attacks, create three tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)
0/4
end
card:
Barbed Batterfist {1}{R}
Artifact — Equipment
For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)
Equipped creature gets +1/-1.
Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)
end
card:
Light 'Em Up {1}{R}
Sorcery
Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell and you may choose a new target for the copy.)
Light 'Em Up deals 2 damage to target creature or planeswalker.
end
card:
Burn Trail {3}{R}
Sorcery
Burn Trail deals 3 damage to any target.
Conspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy.)
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- firebending (702.189a) --------------------------------------------------------------------
def test_702_189a_firebending_mana_lasts_until_end_of_combat(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Fire Sages
turn Alice declare attackers
Alice attacks Bob with Fire Sages
resolve
expect Alice pool: {R}
advance to combat damage
expect Alice pool: {R}
advance to postcombat main
expect Alice pool: empty
""")
    assert code == 0, out


def test_500_5_other_mana_still_empties_between_combat_steps(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Fire Sages
turn Alice declare attackers
Alice attacks Bob with Fire Sages
resolve
Alice pool: {G}
advance to declare blockers
expect Alice pool: {R}
""")
    assert code == 0, out


# ---- mobilize (702.181a) -----------------------------------------------------------------------
def test_702_181a_mobilize_tokens_attack_then_are_sacrificed(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Dalkovan Packbeasts
Alice library: Island
turn Alice declare attackers
Alice attacks Bob with Dalkovan Packbeasts
resolve
expect Alice battlefield: Dalkovan Packbeasts, Warrior Token, Warrior Token, Warrior Token
expect Warrior Token tapped
advance to postcombat main
expect Bob life 17
advance to end step
resolve
expect Alice battlefield: Dalkovan Packbeasts
""")
    assert code == 0, out


# ---- For Mirrodin! (702.163a) -------------------------------------------------------------------
def test_702_163a_for_mirrodin_makes_a_rebel_and_equips_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Barbed Batterfist
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Barbed Batterfist
resolve
resolve
expect Alice battlefield: Barbed Batterfist, Rebel Token
expect Rebel Token power 3
expect Rebel Token toughness 1
""")
    assert code == 0, out


# ---- casualty (702.153a) and conspire (702.78a) ---------------------------------------------------
def test_702_153a_casualty_sacrifice_and_copy(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Light 'Em Up"
Alice battlefield: Grizzly Bears
Bob battlefield: Savannah Lions, Child of Night
turn Alice precombat main
Alice pool: {R}{C}
Alice casts "Light 'Em Up" using casualty targeting Savannah Lions
expect Alice graveyard: Grizzly Bears
resolve
  Alice chooses may: yes
  Alice chooses targets: Child of Night
resolve
resolve
expect Bob graveyard: Savannah Lions, Child of Night
""")
    assert code == 0, out


def test_702_153a_casualty_needs_power_2_or_greater_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Light 'Em Up"
Alice battlefield: Raging Goblin
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
expect refused "can't be paid": Alice casts "Light 'Em Up" using casualty targeting Grizzly Bears
expect Alice battlefield: Raging Goblin
expect Alice hand: "Light 'Em Up"
""")
    assert code == 0, out


def test_702_78a_conspire_taps_two_creatures_sharing_a_color(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Burn Trail
Alice battlefield: Raging Goblin, Boggart Brute
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice casts Burn Trail using conspire targeting Bob
expect Raging Goblin tapped
expect Boggart Brute tapped
resolve
  Alice chooses may: no
resolve
resolve
expect Bob life 14
""")
    assert code == 0, out


def test_702_78a_conspire_creatures_of_another_color_cant_pay(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Burn Trail
Alice battlefield: Raging Goblin, Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
expect refused "can't be paid": Alice casts Burn Trail using conspire targeting Bob
expect Raging Goblin untapped
expect Alice hand: Burn Trail
""")
    assert code == 0, out


# ---- myriad (702.116a) --------------------------------------------------------------------------
MYRIAD = """card:
Caller of the Pack {5}{G}{G}
Creature — Beast
Trample
Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)
8/6
end
"""


def test_702_116a_myriad_copy_attacks_each_other_opponent(tmp_path):
    code, r, out = run(tmp_path, MYRIAD + """players Alice 20, Bob 20, Carol 20
Alice library: Island
Alice battlefield: Caller of the Pack
turn Alice declare attackers
Alice attacks Bob with Caller of the Pack
resolve
  Alice chooses may: yes
expect Alice battlefield: Caller of the Pack, Caller of the Pack
advance to end of combat
expect Bob life 12
expect Carol life 12
resolve
expect Alice battlefield: Caller of the Pack
""")
    assert code == 0, out


def test_702_116a_myriad_in_a_two_player_game_makes_nothing(tmp_path):
    code, r, out = run(tmp_path, MYRIAD + """players Alice 20, Bob 20
Alice battlefield: Caller of the Pack
turn Alice declare attackers
Alice attacks Bob with Caller of the Pack
resolve
expect Alice battlefield: Caller of the Pack
advance to postcombat main
expect Bob life 12
""")
    assert code == 0, out


# ---- squad (702.157a) and demonstrate (702.144a) ------------------------------------------------------
COPIES = """card:
Galadhrim Brigade {2}{G}
Creature — Elf Soldier
Squad {1}{G} (As an additional cost to cast this spell, you may pay {1}{G} any number of times. When this creature enters, create that many tokens that are copies of it.)
Other Elves you control get +1/+1.
2/2
end
card:
Excavation Technique {3}{W}
Sorcery
Demonstrate (When you cast this spell, you may copy it. If you do, choose an opponent to also copy it. Players may choose new targets for their copies.)
Destroy target nonland permanent. Its controller creates two Treasure tokens.
end
"""


def test_702_157a_squad_paid_twice_makes_two_copies(tmp_path):
    code, r, out = run(tmp_path, COPIES + """players Alice 20, Bob 20
Alice hand: Galadhrim Brigade
turn Alice precombat main
Alice pool: {G}{G}{G}{C}{C}{C}{C}
Alice casts Galadhrim Brigade using squad, squad
resolve
resolve
expect Alice battlefield: Galadhrim Brigade, Galadhrim Brigade, Galadhrim Brigade
expect Galadhrim Brigade power 4
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_157a_squad_not_paid_no_copy(tmp_path):
    code, r, out = run(tmp_path, COPIES + """players Alice 20, Bob 20
Alice hand: Galadhrim Brigade
turn Alice precombat main
Alice pool: {G}{C}{C}
Alice casts Galadhrim Brigade
resolve
expect stack: nothing
expect Alice battlefield: Galadhrim Brigade
""")
    assert code == 0, out


def test_702_144a_demonstrate_you_and_an_opponent_copy_it(tmp_path):
    code, r, out = run(tmp_path, COPIES + """players Alice 20, Bob 20
Alice hand: Excavation Technique
Alice battlefield: Savannah Lions
Bob battlefield: Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Excavation Technique targeting Craw Wurm
resolve
  Alice chooses may: yes
  Alice chooses may: yes
  Alice chooses targets: Grizzly Bears
  Bob chooses may: yes
  Bob chooses targets: Savannah Lions
resolve
resolve
resolve
expect Alice graveyard: Savannah Lions, Excavation Technique
expect Bob graveyard: Craw Wurm, Grizzly Bears
expect Alice battlefield: Treasure, Treasure
expect Bob battlefield: Treasure, Treasure, Treasure, Treasure
""")
    assert code == 0, out
