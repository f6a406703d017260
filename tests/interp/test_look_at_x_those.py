""""Look at the top X cards of your library, where X is the number of lands you
control. Put one of those cards into your hand and the rest into your graveyard."
(CR 107.3: X counted as the instruction is followed; 608.2c: "those cards" are the
cards looked at)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Counsel Test {1}{U}
Sorcery
Look at the top X cards of your library, where X is the number of lands you control. Put one of those cards into your hand and the rest into your graveyard.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_107_3_x_is_the_number_of_lands_and_those_cards_are_the_ones_looked_at(tmp_path):
    # two lands: the top two cards (Craw Wurm, Forest); Llanowar Elves stays on top
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Counsel Test
Alice battlefield: Island, Island
Bob battlefield: Plains, Plains, Plains
Alice library: Craw Wurm, Forest, Llanowar Elves
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Counsel Test
all pass
  Alice chooses put: Forest
expect Alice hand: Forest
expect Alice graveyard: Craw Wurm, Counsel Test
expect Alice library: Llanowar Elves
""")
    assert code == 0, out


def test_107_3_with_no_lands_it_looks_at_nothing(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Counsel Test
Alice library: Craw Wurm, Forest
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Counsel Test
all pass
expect Alice hand: nothing
expect Alice library: Craw Wurm, Forest
""")
    assert code == 0, out
