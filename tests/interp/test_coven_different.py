""""if you control three or more creatures with different powers" (coven; CR 208.1):
true if three of them have powers that all differ -- the number of different powers
among the creatures you control is three or more."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Witch Test {1}{W}
Creature — Human Cleric
At the beginning of combat on your turn, if you control three or more creatures with different powers, this creature gains flying until end of turn.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + """players Alice 20, Bob 20
turn Alice precombat main
""" + text)


def test_coven_three_different_powers(tmp_path):
    # powers 1 (Witch), 2 (Bears), 6 (Wurm)
    code, r, out = run(tmp_path, """Alice battlefield: Witch Test, Grizzly Bears, Craw Wurm
advance to Alice's beginning of combat
all pass
expect Witch Test has flying
""")
    assert code == 0, out


def test_coven_four_creatures_but_two_powers(tmp_path):
    # powers 1, 1, 2, 2: four creatures, only two different powers -- no trigger (603.4)
    code, r, out = run(tmp_path, """Alice battlefield: Witch Test, Llanowar Elves, Grizzly Bears, Grizzly Bears
advance to Alice's beginning of combat
expect stack: nothing
expect Witch Test lacks flying
""")
    assert code == 0, out
