""""that creature's controller" (CR 108.4): the controller of the object referred to;
after the object left the battlefield or the stack, as it last existed (608.2h)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Consign to the Pit {5}{B}
Sorcery
Destroy target creature. Consign to the Pit deals 2 damage to that creature's controller.
end
card:
Ionize {1}{U}{R}
Instant
Counter target spell. Ionize deals 2 damage to that spell's controller.
end
card:
Dingus Staff {4}
Artifact
Whenever a creature dies, Dingus Staff deals 2 damage to that creature's controller.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2h_the_destroyed_creatures_controller_is_dealt_damage(tmp_path):
    # Bob controls Alice's Craw Wurm: its controller (Bob), not its owner, is dealt 2 damage
    code, r, out = run(tmp_path, """Alice hand: Consign to the Pit
Alice battlefield: Craw Wurm controlled by Bob
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}{B}
Alice casts Consign to the Pit targeting Craw Wurm
all pass
expect Bob life 18
expect Alice life 20
expect Alice graveyard: Craw Wurm, Consign to the Pit
""")
    assert code == 0, out


def test_108_4_the_countered_spells_controller(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Lightning Bolt
Bob hand: Ionize
turn Alice precombat main
Alice pool: {R}
Bob pool: {U}{R}{R}
Alice casts Lightning Bolt targeting Bob
Alice passes
Bob casts Ionize targeting Lightning Bolt
all pass
expect Alice life 18
expect Bob life 20
expect Alice graveyard: Lightning Bolt
""")
    assert code == 0, out


def test_603_10a_a_dying_creatures_controller(tmp_path):
    # Dingus Staff: each player whose creature dies is dealt 2 damage (the creature's
    # controller as it last existed on the battlefield, 603.10a)
    code, r, out = run(tmp_path, """Alice hand: Lightning Bolt
Alice battlefield: Dingus Staff
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
expect Bob life 18
expect Alice life 20
""")
    assert code == 0, out
