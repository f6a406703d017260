""""Creatures with power less than this creature's power can't block it.", "This
creature can't block creatures with power 2 or greater." (CR 509.1b: a restriction on
which attackers a creature can block, checked as blockers are declared)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Gnarlid Test {2}{G}
Creature — Beast
Creatures with power less than this creature's power can't block it.
3/3
end
card:
Orcs Test {1}{R}
Creature — Orc
This creature can't block creatures with power 2 or greater.
2/2
end
"""

SETUP = """players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
turn Alice declare attackers
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + SETUP + text)


def test_509_1b_a_smaller_creature_cant_block_it_a_bigger_one_can(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Gnarlid Test
Bob battlefield: Grizzly Bears, Craw Wurm
Alice attacks Bob with Gnarlid Test
all pass
expect refused "can't block": Bob blocks Gnarlid Test with Grizzly Bears
Bob blocks Gnarlid Test with Craw Wurm
""")
    assert code == 0, out


def test_509_1b_it_cant_block_the_attackers_named_only(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Grizzly Bears, Llanowar Elves
Bob battlefield: Orcs Test
Alice attacks Bob with Grizzly Bears, Llanowar Elves
all pass
expect refused "can't block": Bob blocks Grizzly Bears with Orcs Test
Bob blocks Llanowar Elves with Orcs Test
""")
    assert code == 0, out
