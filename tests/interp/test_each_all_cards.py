""""All <cards> in <zone>" as the object of an instruction (CR 400.1, 608.2c): every
card in those zones that matches, as the instruction is followed; "their graveyard"
is the graveyard of each player performing it."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Brilliant Restoration {4}{W}{W}{W}
Sorcery
Return all artifact and enchantment cards from your graveyard to the battlefield.
end
card:
Empty the Catacombs {3}{B}
Sorcery
Each player returns all creature cards from their graveyard to their hand.
end
card:
Dusk Test {2}{B}
Sorcery
Return all creature cards with power 2 or less from your graveyard to your hand.
end
card:
Glory Test {W}
Enchantment
Creatures you control get +1/+1.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_400_1_all_matching_cards_of_your_graveyard_only(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Brilliant Restoration
Alice graveyard: Sol Ring, Grizzly Bears, Glory Test
Bob graveyard: Craw Wurm, Sol Ring
turn Alice precombat main
Alice pool: {W}{W}{W}{W}{W}{W}{W}
Alice casts Brilliant Restoration
all pass
expect Alice battlefield: Sol Ring, Glory Test
expect Alice graveyard: Grizzly Bears, Brilliant Restoration
expect Bob graveyard: Craw Wurm, Sol Ring
""")
    assert code == 0, out


def test_608_2c_each_player_returns_from_their_own_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Empty the Catacombs
Alice graveyard: Grizzly Bears, Sol Ring
Bob graveyard: Craw Wurm, Sol Ring, Llanowar Elves
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Empty the Catacombs
all pass
expect Alice hand: Grizzly Bears
expect Bob hand: Craw Wurm, Llanowar Elves
expect Bob graveyard: Sol Ring
""")
    assert code == 0, out


def test_208_a_qualifier_on_the_cards_keeps_the_others_where_they_are(tmp_path):
    # Grizzly Bears (power 2) and Llanowar Elves (1) return; Craw Wurm (6) stays
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Dusk Test
Alice graveyard: Grizzly Bears, Craw Wurm, Llanowar Elves
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Dusk Test
all pass
expect Alice hand: Grizzly Bears, Llanowar Elves
expect Alice graveyard: Craw Wurm, Dusk Test
""")
    assert code == 0, out
