"""Plural groups and step references:

* "each of up to two target creatures" and "any number of target creatures" (CR 115.1d,
  601.2c), then "those creatures": the same objects (608.2c), not what matches later;
* "at the beginning of the end step": every end step, whoever's turn (513.1, 603.2b);
* "at the beginning of the upkeep of enchanted creature's controller" (301.5, 303.4)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Colossal Heroics {2}{G}
Instant
Any number of target creatures each get +2/+2 until end of turn. Untap those creatures.
end
card:
Puff Piece {W}
Sorcery
Put a +1/+1 counter on each of up to two target creatures.
end
card:
Black Sun Test {2}{B}
Sorcery
Each creature with power 2 or less gets +2/+0 until end of turn. Tap those creatures.
end
card:
Ball Test {R}
Creature — Elemental
At the beginning of the end step, sacrifice this creature.
6/1
end
card:
Curse Test {B}
Enchantment — Aura
Enchant creature
At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_115_1d_any_number_of_targets_then_those_creatures(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Colossal Heroics
Alice battlefield: Grizzly Bears tapped, Craw Wurm tapped, Llanowar Elves tapped
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice casts Colossal Heroics targeting Grizzly Bears, Craw Wurm
all pass
expect Grizzly Bears power 4
expect Craw Wurm power 8
expect Llanowar Elves power 1
expect Grizzly Bears untapped
expect Craw Wurm untapped
expect Llanowar Elves tapped
""")
    assert code == 0, out


def test_115_1d_zero_targets_is_a_legal_choice(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Colossal Heroics
Alice battlefield: Grizzly Bears tapped
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice casts Colossal Heroics
  Alice chooses targets: nothing
all pass
expect Grizzly Bears tapped
expect Grizzly Bears power 2
""")
    assert code == 0, out


def test_115_1_each_of_up_to_two_targets_gets_a_counter(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Puff Piece
Alice battlefield: Grizzly Bears, Craw Wurm, Llanowar Elves
turn Alice precombat main
Alice pool: {W}
expect refused "too many targets": Alice casts Puff Piece targeting Grizzly Bears, Llanowar Elves, Craw Wurm
Alice casts Puff Piece targeting Grizzly Bears, Llanowar Elves
all pass
expect Grizzly Bears counters: 1 +1/+1
expect Llanowar Elves counters: 1 +1/+1
expect Craw Wurm counters: nothing
""")
    assert code == 0, out


def test_608_2c_those_creatures_are_the_group_named_not_what_matches_now(tmp_path):
    # the 2-power Bears and 1-power Elves get +2/+0 (now 4 and 3); "those creatures" are
    # still them, though they no longer have power 2 or less; the Wurm is not one of them
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Black Sun Test
Bob battlefield: Grizzly Bears, Llanowar Elves, Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Black Sun Test
all pass
expect Grizzly Bears power 4
expect Grizzly Bears tapped
expect Llanowar Elves tapped
expect Craw Wurm untapped
""")
    assert code == 0, out


def test_513_1_the_end_step_means_every_end_step(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Ball Test
turn Bob postcombat main
advance to Bob's end step
all pass
expect Alice graveyard: Ball Test
""")
    # CR 603.2b: it triggers at the beginning of Bob's end step too, not only Alice's
    assert code == 0, out


def test_303_4_the_upkeep_of_the_enchanted_creatures_controller(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Curse Test
Alice library: Island, Island
Bob library: Island, Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}
Alice casts Curse Test targeting Grizzly Bears
all pass
advance to Bob's upkeep
all pass
expect Bob life 19
expect Alice life 20
advance to Alice's upkeep
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


OVERSEER = """card:
Guul Draz Overseer {4}{B}{B}
Creature — Vampire
Flying
Landfall — Whenever a land you control enters, other creatures you control get +1/+0 until end of turn. If that land is a Swamp, those creatures get +2/+0 until end of turn instead.
3/4
end
"""


def test_608_2c_those_creatures_in_an_instead_and_that_land_is_the_trigger_subject(tmp_path):
    # "that land" is the land that entered (603.2), not the creatures named just before;
    # with a Swamp the "instead" applies and "those creatures" are the other creatures
    code, r, out = run_script(tmp_path, OVERSEER + """players Alice 20, Bob 20
Alice hand: Swamp
Alice battlefield: Guul Draz Overseer, Grizzly Bears
turn Alice precombat main
Alice plays Swamp
all pass
all pass
expect Grizzly Bears power 4
expect Guul Draz Overseer power 3
""")
    assert code == 0, out


def test_608_2c_without_the_condition_the_first_instruction_applies(tmp_path):
    code, r, out = run_script(tmp_path, OVERSEER + """players Alice 20, Bob 20
Alice hand: Forest
Alice battlefield: Guul Draz Overseer, Grizzly Bears
turn Alice precombat main
Alice plays Forest
all pass
all pass
expect Grizzly Bears power 3
expect Guul Draz Overseer power 3
""")
    assert code == 0, out
