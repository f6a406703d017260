"""More filter qualifiers: "nonartifact, nonblack" (CR 205.4b), "other than this
creature", "with the same name as" (201.2), "that shares a color with it" (105.4) and
"the number of creatures in your party" (700.8)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Shred Test {2}{B}
Instant
Destroy target nonartifact, nonblack creature.
end
card:
Coach Test {1}{W}
Creature — Human
{T}: Target creature other than this creature gets +1/+1 until end of turn.
1/1
end
card:
Cylian Sunsinger {1}{G}
Creature — Elf Shaman
{G}: This creature and each other creature with the same name as it get +3/+3 until end of turn.
2/2
end
card:
Cleansing Beam {4}{R}
Instant
Cleansing Beam deals 2 damage to target creature and each other creature that shares a color with it.
end
card:
Allied Assault {2}{W}
Instant
Up to two target creatures each get +X/+X until end of turn, where X is the number of creatures in your party.
end
card:
Priest Thief {1}{B}
Creature — Human Cleric Rogue
1/1
end
card:
Alley Thief {1}{B}
Creature — Human Rogue
1/1
end
card:
Sage Test {1}{U}
Creature — Human Wizard
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_205_4b_listed_negations_exclude_each_word(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Shred Test
Bob battlefield: Darksteel Myr, Typhoid Rats, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{B}
expect refused "not a legal target": Alice casts Shred Test targeting Darksteel Myr
expect refused "not a legal target": Alice casts Shred Test targeting Typhoid Rats
Alice casts Shred Test targeting Grizzly Bears
all pass
expect Bob battlefield: Darksteel Myr, Typhoid Rats
""")
    assert code == 0, out


def test_other_than_this_creature_excludes_only_the_source(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Coach Test, Grizzly Bears
turn Alice precombat main
expect refused "not a legal target": Alice activates Coach Test targeting Coach Test
Alice activates Coach Test targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
expect Coach Test power 1
""")
    assert code == 0, out


def test_201_2_each_other_creature_with_the_same_name(tmp_path):
    # both Sunsingers get +3/+3 (the source and the other one with its name); the Bears don't
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Cylian Sunsinger, Cylian Sunsinger, Grizzly Bears
Bob battlefield: Cylian Sunsinger
turn Alice precombat main
Alice pool: {G}
Alice activates Cylian Sunsinger
all pass
expect Cylian Sunsinger power 5
expect Cylian Sunsinger#2 power 5
expect Cylian Sunsinger#3 power 5
expect Grizzly Bears power 2
""")
    # Bob's Sunsinger has the same name too: "each other creature" is not only yours
    assert code == 0, out


def test_105_4_each_other_creature_that_shares_a_color_with_the_target(tmp_path):
    # the target (green) is dealt 2 damage once; Llanowar Elves (green) too; the black
    # Typhoid Rats and the colorless Darksteel Myr share no color with it
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Cleansing Beam
Bob battlefield: Craw Wurm, Llanowar Elves, Typhoid Rats, Darksteel Myr
turn Alice precombat main
Alice pool: {R}{R}{R}{R}{R}
Alice casts Cleansing Beam targeting Craw Wurm
all pass
expect Bob battlefield: Craw Wurm, Typhoid Rats, Darksteel Myr
expect Bob graveyard: Llanowar Elves
expect log: "Cleansing Beam deals 2 damage to Craw Wurm"
""")
    assert code == 0, out


def test_700_8_party_counts_one_creature_per_role(tmp_path):
    # Alice: a Cleric Rogue and a Rogue fill two roles (Cleric, Rogue): X = 2.
    # Bob's Wizard is not in Alice's party.
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Allied Assault
Alice battlefield: Priest Thief, Alley Thief, Grizzly Bears
Bob battlefield: Sage Test
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Allied Assault targeting Grizzly Bears
all pass
expect Grizzly Bears power 4
expect Grizzly Bears toughness 4
""")
    assert code == 0, out


def test_700_8_one_creature_with_two_roles_fills_only_one(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Allied Assault
Alice battlefield: Priest Thief, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Allied Assault targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
""")
    assert code == 0, out


PLAGUE = """card:
Spreading Plague {4}{B}
Enchantment
Whenever a creature enters, destroy all other creatures that share a color with it. They can't be regenerated.
end
card:
Echoing Decay {1}{B}
Instant
Target creature and all other creatures with the same name as that creature get -2/-2 until end of turn.
end
"""


def test_105_4_other_creatures_that_share_a_color_with_it_spare_it(tmp_path):
    # "other" is other than the entering creature: the green Bears survive, the green
    # Elves are destroyed, the black Rats share no color with the Bears
    code, r, out = run_script(tmp_path, PLAGUE + """players Alice 20, Bob 20
Alice hand: Grizzly Bears
Alice battlefield: Spreading Plague
Bob battlefield: Llanowar Elves, Typhoid Rats
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Grizzly Bears
all pass
all pass
expect Alice battlefield: Spreading Plague, Grizzly Bears
expect Bob battlefield: Typhoid Rats
expect Bob graveyard: Llanowar Elves
""")
    assert code == 0, out


def test_201_2_the_target_and_the_others_with_its_name_each_get_it_once(tmp_path):
    code, r, out = run_script(tmp_path, PLAGUE + CARDS + """players Alice 20, Bob 20
Alice hand: Echoing Decay
Bob battlefield: Craw Wurm, Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Echoing Decay targeting Craw Wurm
all pass
expect Craw Wurm power 4
expect Craw Wurm toughness 2
expect Craw Wurm#2 toughness 2
expect Grizzly Bears power 2
""")
    # the target is one of "all other creatures with its name" only once: 6/4 -> 4/2
    assert code == 0, out
