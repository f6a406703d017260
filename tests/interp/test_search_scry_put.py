"""Searching a library (CR 701.23), scry (701.22), surveil (701.25) and putting
objects into zones, played through the interpreter and the kernel with the
script chooser answering the `search`, `scry`, `surveil` and `library order`
decisions."""
from __future__ import annotations

import pytest

from cardlang.kernel import CardDef, FaceDef, Game, RulesError, ScriptedChooser
from interp_helpers import run_script, asked

RAMPANT_GROWTH = """card:
Rampant Growth {1}{G}
Sorcery
Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.
end
"""

CIVIC_WAYFINDER = """card:
Civic Wayfinder {2}{G}
Creature — Elf Warrior Druid
When Civic Wayfinder enters the battlefield, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.
2/2
end
"""

CLEANSING_WILDFIRE = """card:
Cleansing Wildfire {1}{R}
Sorcery
Destroy target land. Its controller may search their library for a basic land card, put it onto the battlefield tapped, then shuffle.
end
"""

OPT = """card:
Opt {U}
Instant
Scry 1.
Draw a card.
end
"""

FORESEE = """card:
Foresee {3}{U}
Sorcery
Scry 4, then draw two cards.
end
"""

CONSIDER = """card:
Consider {U}
Instant
Surveil 1.
Draw a card.
end
"""

AURA_EXTRACTION = """card:
Aura Extraction {1}{W}
Instant
Put target enchantment on top of its owner's library.
end
"""

BANISHING_STROKE = """card:
Banishing Stroke {5}{W}
Instant
Put target artifact, creature, or enchantment on the bottom of its owner's library.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, text)


def shuffles(runner):
    return [e.text for e in runner.game.log if "shuffles" in e.text]


# ---- search (701.23) --------------------------------------------------------------
def test_701_23a_search_finds_the_chosen_card_puts_it_onto_the_battlefield_tapped_then_shuffles(tmp_path):
    code, r, out = run(tmp_path, RAMPANT_GROWTH + """players Alice 20, Bob 20
Alice hand: Rampant Growth
Alice library: Island, Grizzly Bears, Forest
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Rampant Growth
all pass
  Alice chooses search: Forest
expect Alice battlefield: Forest
expect Forest tapped
expect Alice library count 2
""")
    assert code == 0, out
    d, = asked(r, "search")
    # only basic land cards are offered (the Grizzly Bears is not one)
    assert sorted(r.game.name_of(o) for o in d.options) == ["Forest", "Island"]
    assert d.rule == "701.23a"
    assert shuffles(r) == ["Alice shuffles their library"]   # 701.24


def test_701_23b_a_search_for_a_stated_quality_may_find_nothing(tmp_path):
    code, r, out = run(tmp_path, RAMPANT_GROWTH + """players Alice 20, Bob 20
Alice hand: Rampant Growth
Alice library: Forest
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Rampant Growth
all pass
  Alice chooses search: nothing
expect Alice battlefield: nothing
expect Alice library: Forest
""")
    assert code == 0, out
    # one matching card but two legal answers (find it or not): the game asks
    assert len(asked(r, "search")) == 1


def test_701_23_search_with_no_matching_card_asks_nothing(tmp_path):
    code, r, out = run(tmp_path, RAMPANT_GROWTH + """players Alice 20, Bob 20
Alice hand: Rampant Growth
Alice library: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Rampant Growth
all pass
expect Alice battlefield: nothing
expect Alice library: Grizzly Bears
""")
    assert code == 0, out
    assert not asked(r, "search")


def test_701_23d_searching_for_a_quantity_of_cards_must_find_them():
    g = Game(["Alice", "Bob"], chooser=ScriptedChooser([[]]))
    a = g.order[0]
    bear = CardDef((FaceDef("Bear", None, ("Creature",), power=2, toughness=2),))
    for _ in range(2):
        g.add_card(a, bear, "library")
    # "search your library for a card": finding nothing is not a legal answer
    with pytest.raises(RulesError) as e:
        g.search_library(a, a, None, 1, must_find=True, description="a card")
    assert e.value.rule == "701.23a"
    # the same answer is legal for a card with a stated quality (701.23b)
    g.chooser = ScriptedChooser([[]])
    assert g.search_library(a, a, lambda i: True, 1, description="a creature card") == []


def test_609_3_608_2c_its_controller_may_search_their_library_and_controls_what_they_put(tmp_path):
    # Cleansing Wildfire: Bob (the land's controller) is asked, searches his own
    # library, and the land he puts onto the battlefield is his (CR 110.2a)
    code, r, out = run(tmp_path, CLEANSING_WILDFIRE + """players Alice 20, Bob 20
Alice hand: Cleansing Wildfire
Alice library: Mountain
Bob battlefield: Island
Bob library: Plains, Swamp
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Cleansing Wildfire targeting Island
all pass
  Bob chooses may: yes
  Bob chooses search: Swamp
expect Bob battlefield: Swamp
expect Swamp tapped
expect Bob graveyard: Island
expect Bob library: Plains
expect Alice library: Mountain
""")
    assert code == 0, out
    assert asked(r, "search")[0].player == r.game.pid("Bob")
    assert shuffles(r) == ["Bob shuffles their library"]


def test_609_3_a_declined_may_search_is_not_followed_by_a_shuffle(tmp_path):
    code, r, out = run(tmp_path, CIVIC_WAYFINDER + """players Alice 20, Bob 20
Alice hand: Civic Wayfinder
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice casts Civic Wayfinder
all pass
all pass
  Alice chooses may: no
expect Alice hand: nothing
expect Alice library: Island, Forest
""")
    assert code == 0, out
    assert not asked(r, "search")
    assert shuffles(r) == []


def test_701_23e_701_20a_found_card_revealed_and_put_into_hand(tmp_path):
    code, r, out = run(tmp_path, CIVIC_WAYFINDER + """players Alice 20, Bob 20
Alice hand: Civic Wayfinder
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice casts Civic Wayfinder
all pass
all pass
  Alice chooses may: yes
  Alice chooses search: Island
expect Alice hand: Island
expect Alice library: Forest
expect log: "Alice reveals Island"
""")
    assert code == 0, out


def test_701_23_a_card_that_is_not_an_option_is_refused(tmp_path):
    code, r, out = run(tmp_path, RAMPANT_GROWTH + """players Alice 20, Bob 20
Alice hand: Rampant Growth
Alice library: Island, Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Rampant Growth
all pass
  Alice chooses search: Grizzly Bears
""")
    assert code == 2, out
    assert "Grizzly Bears isn't one of the cards to choose from" in out


# ---- scry (701.22) and surveil (701.25) -----------------------------------------------
def test_701_22a_scry_1_to_the_bottom_then_draw(tmp_path):
    code, r, out = run(tmp_path, OPT + """players Alice 20, Bob 20
Alice hand: Opt
Alice library: Island, Grizzly Bears, Forest
turn Alice precombat main
Alice pool: {U}
Alice casts Opt
all pass
  Alice chooses scry: Island
expect Alice hand: Grizzly Bears
expect Alice library: Forest, Island
""")
    assert code == 0, out


def test_701_22a_scry_keeps_on_top_when_nothing_goes_to_the_bottom(tmp_path):
    code, r, out = run(tmp_path, OPT + """players Alice 20, Bob 20
Alice hand: Opt
Alice library: Island, Grizzly Bears
turn Alice precombat main
Alice pool: {U}
Alice casts Opt
all pass
  Alice chooses scry: nothing
expect Alice hand: Island
expect Alice library: Grizzly Bears
""")
    assert code == 0, out


def test_701_22a_scry_orders_the_cards_on_top_and_on_the_bottom(tmp_path):
    # Scry 4 with three cards: Plains and Island to the bottom (Island above Plains),
    # Swamp alone on top (one card: no order to ask); then draw two: Swamp, Island
    code, r, out = run(tmp_path, FORESEE + """players Alice 20, Bob 20
Alice hand: Foresee
Alice library: Plains, Swamp, Island
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
Alice casts Foresee
all pass
  Alice chooses scry: Plains, Island
  Alice chooses library order: Island, Plains
expect Alice hand: Swamp, Island
expect Alice library: Plains
""")
    assert code == 0, out
    assert len(asked(r, "library_order")) == 1


def test_701_22a_scry_order_on_top_is_the_players(tmp_path):
    code, r, out = run(tmp_path, FORESEE + """players Alice 20, Bob 20
Alice hand: Foresee
Alice library: Plains, Swamp, Island, Forest, Mountain
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
Alice casts Foresee
all pass
  Alice chooses scry: nothing
  Alice chooses library order: Forest, Island, Swamp, Plains
expect Alice hand: Forest, Island
expect Alice library: Swamp, Plains, Mountain
""")
    assert code == 0, out


def test_701_25a_surveil_puts_the_chosen_card_into_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, CONSIDER + """players Alice 20, Bob 20
Alice hand: Consider
Alice library: Forest, Mountain
turn Alice precombat main
Alice pool: {U}
Alice casts Consider
all pass
  Alice chooses surveil: Forest
expect Alice hand: Mountain
expect Alice graveyard: Forest, Consider
""")
    assert code == 0, out


def test_701_25a_surveil_may_keep_the_card_on_top(tmp_path):
    code, r, out = run(tmp_path, CONSIDER + """players Alice 20, Bob 20
Alice hand: Consider
Alice library: Forest, Mountain
turn Alice precombat main
Alice pool: {U}
Alice casts Consider
all pass
  Alice chooses surveil: nothing
expect Alice hand: Forest
expect Alice graveyard: Consider
""")
    assert code == 0, out


def test_701_22b_scry_with_an_empty_library_asks_nothing():
    g = Game(["Alice", "Bob"], chooser=ScriptedChooser([]))
    g.scry(g.order[0], 2)
    assert not g.chooser.asked


# ---- put into zones ----------------------------------------------------------------------
def test_400_3_put_target_enchantment_on_top_of_its_owners_library(tmp_path):
    code, r, out = run(tmp_path, AURA_EXTRACTION + """players Alice 20, Bob 20
card:
Glorious Anthem {1}{W}{W}
Enchantment
Creatures you control get +1/+1.
end
Alice hand: Aura Extraction
Bob battlefield: Glorious Anthem
Bob library: Island
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Aura Extraction targeting Glorious Anthem
all pass
expect Bob library: Glorious Anthem, Island
expect battlefield: nothing
""")
    assert code == 0, out


def test_400_3_put_target_creature_on_the_bottom_of_its_owners_library(tmp_path):
    code, r, out = run(tmp_path, BANISHING_STROKE + """players Alice 20, Bob 20
Alice hand: Banishing Stroke
Bob battlefield: Grizzly Bears
Bob library: Island, Forest
turn Alice precombat main
Alice pool: {W}{W}{W}{W}{W}{W}
Alice casts Banishing Stroke targeting Grizzly Bears
all pass
expect Bob library: Island, Forest, Grizzly Bears
""")
    assert code == 0, out


HYMN_OF_REBIRTH = """card:
Hymn of Rebirth {3}{G}{W}
Sorcery
Put target creature card from a graveyard onto the battlefield under your control.
end
"""

RAISE_DEAD = """card:
Raise Dead {B}
Sorcery
Return target creature card from your graveyard to your hand.
end
"""


def test_110_2a_put_a_creature_card_from_any_graveyard_onto_the_battlefield_under_your_control(tmp_path):
    code, r, out = run(tmp_path, HYMN_OF_REBIRTH + """players Alice 20, Bob 20
Alice hand: Hymn of Rebirth
Bob graveyard: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{G}{W}{W}
Alice casts Hymn of Rebirth targeting Grizzly Bears
all pass
expect Grizzly Bears controller Alice
expect Bob graveyard: nothing
""")
    assert code == 0, out


def test_115_1_a_card_from_your_graveyard_is_not_one_in_an_opponents(tmp_path):
    code, r, out = run(tmp_path, RAISE_DEAD + """players Alice 20, Bob 20
Alice hand: Raise Dead
Alice graveyard: Llanowar Elves
Bob graveyard: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}
expect refused "not a legal target": Alice casts Raise Dead targeting Grizzly Bears
Alice casts Raise Dead targeting Llanowar Elves
all pass
expect Alice hand: Llanowar Elves
""")
    assert code == 0, out


EXPLOSIVE_VEGETATION = """card:
Explosive Vegetation {3}{G}
Sorcery
Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.
end
"""


def test_701_23b_search_for_up_to_two_cards_finds_two_one_or_none(tmp_path):
    code, r, out = run(tmp_path, EXPLOSIVE_VEGETATION + """players Alice 20, Bob 20
Alice hand: Explosive Vegetation, Explosive Vegetation
Alice library: Island, Forest, Mountain, Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}{G}{G}{G}
Alice casts Explosive Vegetation
all pass
  Alice chooses search: Forest, Island
expect Alice battlefield: Forest, Island
expect Forest tapped
expect Alice library count 2
Alice casts Explosive Vegetation
all pass
  Alice chooses search: nothing
expect Alice battlefield: Forest, Island
expect Alice library count 2
""")
    assert code == 0, out
    first = asked(r, "search")[0]
    assert first.data["max"] == 2 and first.data["min"] == 0
