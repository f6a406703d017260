"""Looking at the top cards (CR 701.16? "look at": the player sees them), choosing
some of them (608.2c), revealing one (701.20a), and putting "the rest" on the
bottom in any order (401.4) or in a random order."""
from __future__ import annotations

from interp_helpers import run_script, asked

CARDS = """card:
Commune with Dinosaurs {G}
Sorcery
Look at the top five cards of your library. You may reveal a Dinosaur or land card from among them and put it into your hand. Put the rest on the bottom of your library in any order.
end
card:
Stock Up {2}{U}
Sorcery
Look at the top five cards of your library. Put two of them into your hand and the rest on the bottom of your library in any order.
end
card:
Glimpse the Future {2}{U}
Sorcery
Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.
end
card:
Warm Welcome {1}{W}
Sorcery
Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_reveal_a_land_card_from_among_them_and_the_rest_on_the_bottom_in_any_order(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Commune with Dinosaurs"
Alice library: Grizzly Bears, Forest, Llanowar Elves, Island, Craw Wurm, Mountain
turn Alice precombat main
Alice pool: {G}
Alice casts "Commune with Dinosaurs"
all pass
  Alice chooses may: yes
  Alice chooses reveal: Island
  Alice chooses library order: Craw Wurm, Grizzly Bears, Llanowar Elves, Forest
expect Alice hand: Island
expect Alice library: Mountain, Craw Wurm, Grizzly Bears, Llanowar Elves, Forest
expect log: "Alice reveals Island"
""")
    assert code == 0, out
    d, = asked(r, "reveal")
    # only land (or Dinosaur) cards among the five looked at: not Mountain, the sixth card
    assert sorted(r.game.name_of(o) for o in d.options) == ["Forest", "Island"]


def test_608_2c_put_two_of_them_into_your_hand(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Stock Up
Alice library: Grizzly Bears, Forest, Llanowar Elves
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Stock Up
all pass
  Alice chooses put: Forest
  Alice chooses put: Grizzly Bears
expect Alice hand: Forest, Grizzly Bears
expect Alice library: Llanowar Elves
""")
    assert code == 0, out


def test_608_2c_one_into_your_hand_and_the_rest_into_your_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Glimpse the Future
Alice library: Grizzly Bears, Forest, Llanowar Elves, Island
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Glimpse the Future
all pass
  Alice chooses put: Forest
expect Alice hand: Forest
expect Alice graveyard: Grizzly Bears, Llanowar Elves, Glimpse the Future
expect Alice library: Island
""")
    assert code == 0, out


def test_401_4_the_rest_in_a_random_order_asks_no_order(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Warm Welcome
Alice library: Island, Forest, Mountain, Plains, Swamp, Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Warm Welcome
all pass
  Alice chooses may: no
expect Alice hand: nothing
expect Alice library count 6
""")
    assert code == 0, out
    assert not asked(r, "library_order")
    g = r.game
    lib = g.library(g.pid("Alice"))
    assert g.name_of(lib[-1]) == "Craw Wurm"   # the sixth card is now on top; the five are under it
