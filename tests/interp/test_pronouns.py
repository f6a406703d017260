"""What "it" and "its controller" refer to (CR 608.2c, 608.2h, 603.2): the
ability's source after a sacrifice cost, the spell countered, the object of the
trigger event."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Fireforger's Puzzleknot {2}
Artifact
When this artifact enters, it deals 1 damage to any target.
{2}{R}, Sacrifice this artifact: It deals 1 damage to any target.
end
card:
Psychic Strike {1}{U}{B}
Instant
Counter target spell. Its controller mills two cards.
end
card:
Anthem of Rakdos {2}{B}{R}
Enchantment
Whenever a creature you control attacks, it gets +2/+0 until end of turn and Anthem of Rakdos deals 1 damage to you.
end
card:
Warstorm Surge {5}{R}
Enchantment
Whenever a creature you control enters, it deals damage equal to its power to any target.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2h_it_after_a_sacrifice_cost_is_the_sacrificed_source(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: "Fireforger's Puzzleknot"
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice activates "Fireforger's Puzzleknot" targeting Bob
all pass
expect Bob life 19
expect Alice graveyard: "Fireforger's Puzzleknot"
expect log: "Fireforger's Puzzleknot deals 1 damage to Bob"
""")
    assert code == 0, out


def test_608_2h_its_controller_of_a_countered_spell(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Psychic Strike
Bob hand: Lava Axe
Alice library: Island, Island
Bob library: Forest, Mountain, Plains
turn Bob precombat main
Bob pool: {R}{R}{R}{R}{R}
Bob casts Lava Axe targeting Alice
Bob passes
Alice pool: {U}{U}{B}
Alice casts Psychic Strike targeting Lava Axe
all pass
expect Alice life 20
expect Bob library: Plains
expect Bob graveyard: Lava Axe, Forest, Mountain
expect Alice library: Island, Island
""")
    assert code == 0, out


def test_603_2_it_is_the_attacking_creature_of_the_trigger(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Anthem of Rakdos, Grizzly Bears, Llanowar Elves
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect Grizzly Bears power 4
expect Llanowar Elves power 1
expect Alice life 19
""")
    assert code == 0, out


def test_603_2_it_is_the_creature_that_entered(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Warstorm Surge
Alice hand: Craw Wurm
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}{G}
Alice casts Craw Wurm
all pass
  Alice chooses targets: Bob
all pass
expect Bob life 14
expect log: "Craw Wurm deals 6 damage to Bob"
""")
    assert code == 0, out
