"""Whose zone: "from a single graveyard" (the targets of one word together, CR 601.2c; a
count in one player's graveyard, 404.1), "its controller's graveyard / hand" (108.4, 608.2h),
and searching for "all cards with the same name" (701.23b)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Test Decompose {1}{B}
Sorcery
Exile up to three target cards from a single graveyard.
end
card:
Test Swimmer {1}{U}
Creature — Horror
This creature gets +3/+0 as long as there are three or more cards in a single graveyard.
1/1
end
card:
Test Authority {W}{U}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+1 for each card in its controller's hand.
end
card:
Test Bore {3}{U}{U}
Instant
Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same name as that spell and exile them. Then that player shuffles.
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
card:
Test Rock {1}
Artifact
end
"""


def test_601_2c_targets_from_a_single_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Decompose, Test Decompose
Alice graveyard: Test Rock
Bob graveyard: Test Bear, Test Bear, Island
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
expect refused "601.2c": Alice casts Test Decompose targeting Test Rock, Test Bear
Alice casts Test Decompose targeting Test Bear, Island
all pass
expect Bob graveyard: Test Bear
expect Bob exile: Test Bear, Island
expect Alice graveyard: Test Rock, Test Decompose
""")
    assert code == 0, out


def test_404_1_three_or_more_cards_in_one_players_graveyard(tmp_path):
    # two cards in each graveyard: four in all, but not three in a single one
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Swimmer
Alice graveyard: Test Rock, Island
Bob graveyard: Test Bear, Island
turn Alice precombat main
expect Test Swimmer power 1
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Swimmer
Alice graveyard: Test Rock, Island
Bob graveyard: Test Bear, Island, Forest
turn Alice precombat main
expect Test Swimmer power 4
""")
    assert code == 0, out


def test_108_4_its_controllers_hand(tmp_path):
    # the Aura's controller is Alice; the enchanted creature's controller is Bob (3 cards)
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Authority, Island
Bob battlefield: Test Bear
Bob hand: Forest, Forest, Island
turn Alice precombat main
Alice pool: {W}{U}
Alice casts Test Authority targeting Test Bear
all pass
expect Test Bear power 5
expect Test Bear toughness 5
""")
    assert code == 0, out


def test_701_23b_search_for_all_cards_with_that_name(tmp_path):
    # the countered spell's controller's zones (108.4, as it last existed 608.2h): every
    # Test Bear in the graveyard (a public zone) is found; in the hand and library (hidden
    # zones, 400.2) the searcher may find some or none: here the one in the hand only
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Bore
Bob hand: Test Bear, Test Bear, Island
Bob graveyard: Test Bear
Bob library: Test Bear, Forest
turn Bob precombat main
Bob pool: {G}{G}
Bob casts Test Bear
Bob passes
Alice pool: {U}{U}{U}{U}{U}
Alice casts Test Bore targeting Test Bear
all pass
Alice chooses search: Test Bear
expect Bob graveyard: nothing
expect Bob exile: Test Bear, Test Bear, Test Bear
expect Bob hand: Island
expect Bob library count 2
""")
    assert code == 0, out
