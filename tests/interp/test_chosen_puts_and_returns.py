"""Cards chosen as an instruction is followed (CR 608.2c): "put one of them into your
hand and the other into your graveyard", "put up to two land cards from among them onto
the battlefield tapped", "put two cards from your hand on the bottom of your library";
searching for "any number of" cards (701.23b); returning a double-faced card to the
battlefield transformed (712.14a)."""
from __future__ import annotations

from interp_helpers import asked, run_script

NAGGING_THOUGHTS = """card:
Nagging Thoughts {1}{U}
Sorcery
Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.
end
"""


def test_608_2c_one_of_them_and_the_other(tmp_path):
    code, r, out = run_script(tmp_path, NAGGING_THOUGHTS + """players Alice 20, Bob 20
Alice hand: Nagging Thoughts
Alice library: Lightning Bolt, Forest, Island
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Nagging Thoughts
all pass
  Alice chooses put: Forest
expect Alice hand: Forest
expect Alice graveyard: Lightning Bolt, Nagging Thoughts
expect Alice library: Island
""")
    assert code == 0, out


CARTOGRAPHERS_SURVEY = """card:
Cartographer's Survey {3}{G}
Sorcery
Look at the top seven cards of your library. Put up to two land cards from among them onto the battlefield tapped. Put the rest on the bottom of your library in a random order.
end
"""


def test_608_2c_up_to_two_land_cards_from_among_them(tmp_path):
    code, r, out = run_script(tmp_path, CARTOGRAPHERS_SURVEY + """players Alice 20, Bob 20
seed 3
Alice hand: Cartographer's Survey
Alice library: Forest, Lightning Bolt, Island, Swamp, Shock, Opt, Mountain, Plains
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Cartographer's Survey
all pass
  Alice chooses objects: Forest, Swamp
expect Alice battlefield: Forest, Swamp
expect Forest tapped
expect Swamp tapped
expect Alice library count 6
""")
    assert code == 0, out
    g = r.game
    # only the land cards among the seven looked at are offered (not the eighth, Plains)
    d = asked(r, "choose_objects")[0]
    assert d.data["max"] == 2 and d.data["min"] == 0
    lib = [g.name_of(i) for i in reversed(g.library(g.pid("Alice")))]
    assert lib[0] == "Plains"                     # the rest went under it


SAWTOOTH_LIKE = """card:
Tuck Away {U}
Instant
Draw two cards, then put two cards from your hand on the bottom of your library.
end
"""


def test_608_2c_two_cards_from_your_hand_to_the_bottom(tmp_path):
    code, r, out = run_script(tmp_path, SAWTOOTH_LIKE + """players Alice 20, Bob 20
Alice hand: Tuck Away, Grizzly Bears
Alice library: Island, Forest, Swamp
turn Alice precombat main
Alice pool: {U}
Alice casts Tuck Away
all pass
  Alice chooses put: Grizzly Bears
  Alice chooses put: Island
  Alice chooses library order: Grizzly Bears, Island
expect Alice hand: Forest
expect Alice library: Swamp, Grizzly Bears, Island
""")
    assert code == 0, out


GATHERING_THRONG_LIKE = """card:
Bear Call {1}{G}
Sorcery
Search your library for any number of cards named Grizzly Bears, reveal them, put them into your hand, then shuffle.
end
"""


def test_701_23b_any_number_of_cards(tmp_path):
    code, r, out = run_script(tmp_path, GATHERING_THRONG_LIKE + """players Alice 20, Bob 20
Alice hand: Bear Call
Alice library: Grizzly Bears, Forest, Grizzly Bears, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Bear Call
all pass
  Alice chooses search: Grizzly Bears, Grizzly Bears
expect Alice hand: Grizzly Bears, Grizzly Bears
expect Alice library count 2
""")
    assert code == 0, out
    d = asked(r, "search")[0]
    assert len(d.options) == 3 and d.data["min"] == 0


LOYAL_CATHAR = """card:
Loyal Cathar {W}{W}
Creature — Human Soldier
Vigilance
When this creature dies, return it to the battlefield transformed under your control at the beginning of the next end step.
2/2
//
Unhallowed Cathar
Color: black
Creature — Zombie Soldier
This creature can't block.
2/1
end
"""


def test_712_14a_returned_transformed_at_the_next_end_step(tmp_path):
    code, r, out = run_script(tmp_path, LOYAL_CATHAR + """players Alice 20, Bob 20
Alice battlefield: Loyal Cathar
Bob hand: Murder
turn Bob precombat main
Bob pool: {C}{B}{B}
Bob casts Murder targeting Loyal Cathar
all pass
all pass
expect Alice graveyard: Loyal Cathar
advance to Bob's end step
all pass
expect Alice battlefield: Unhallowed Cathar
expect Unhallowed Cathar face back
expect Unhallowed Cathar power 2
expect Unhallowed Cathar toughness 1
""")
    assert code == 0, out


AGONIZING_MEMORIES = """card:
Agonizing Memories {2}{B}{B}
Sorcery
Look at target player's hand and choose two cards from it. Put them on top of that player's library in any order.
end
"""


def test_401_4_in_any_order_the_player_putting_them_orders(tmp_path):
    code, r, out = run_script(tmp_path, AGONIZING_MEMORIES + """players Alice 20, Bob 20
Alice hand: Agonizing Memories
Bob hand: Lightning Bolt, Shock, Forest
Bob library: Island
turn Alice precombat main
Alice pool: {C}{C}{B}{B}
Alice casts Agonizing Memories targeting Bob
all pass
  Alice chooses choose: Shock
  Alice chooses choose: Lightning Bolt
  Alice chooses library order: Shock, Lightning Bolt
expect Bob hand: Forest
expect Bob library: Shock, Lightning Bolt, Island
""")
    assert code == 0, out
    assert asked(r, "library_order")[0].player == r.game.pid("Alice")


BRAINSTORM = """card:
Brainstorm {U}
Instant
Draw three cards, then put two cards from your hand on top of your library in any order.
end
"""


def test_608_2c_brainstorm_two_cards_back_on_top(tmp_path):
    code, r, out = run_script(tmp_path, BRAINSTORM + """players Alice 20, Bob 20
Alice hand: Brainstorm, Forest
Alice library: Island, Swamp, Mountain, Plains
turn Alice precombat main
Alice pool: {U}
Alice casts Brainstorm
all pass
  Alice chooses put: Forest
  Alice chooses put: Swamp
  Alice chooses library order: Swamp, Forest
expect Alice hand: Island, Mountain
expect Alice library: Swamp, Forest, Plains
""")
    assert code == 0, out
