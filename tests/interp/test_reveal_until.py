"""Revealing cards from the top of a library until a card of a kind (CR 701.20a: one at
a time; it stops at the first match or when the library runs out), "that card" (the
match), "the rest" and "all other cards revealed this way" (the other revealed cards
still in the library)."""
from __future__ import annotations

from interp_helpers import run_script

CLIFFTOP_LOOKOUT = """card:
Clifftop Lookout {2}{G}
Creature — Frog Scout
Reach
When this creature enters, reveal cards from the top of your library until you reveal a land card. Put that card onto the battlefield tapped and the rest on the bottom of your library in a random order.
1/3
end
"""

HERMIT_DRUID = """card:
Hermit Druid {1}{G}
Creature — Human Druid
{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card into your hand and all other cards revealed this way into your graveyard.
1/1
end
"""

BEAST_HUNT = """card:
Beast Hunt {3}{G}
Sorcery
Reveal the top three cards of your library. Put all creature cards revealed this way into your hand and the rest into your graveyard.
end
"""


def test_701_20a_that_card_is_the_first_match_the_rest_go_to_the_bottom(tmp_path):
    code, r, out = run_script(tmp_path, CLIFFTOP_LOOKOUT + """players Alice 20, Bob 20
seed 1
Alice hand: Clifftop Lookout
Alice library: Lightning Bolt, Shock, Forest, Island
turn Alice precombat main
Alice pool: {C}{C}{G}
Alice casts Clifftop Lookout
all pass
all pass
expect Alice battlefield: Clifftop Lookout, Forest
expect Forest tapped
expect Alice library count 3
expect log: "Alice reveals Lightning Bolt, Shock, Forest from the top of their library"
""")
    assert code == 0, out
    g = r.game
    lib = [g.name_of(i) for i in reversed(g.library(g.pid("Alice")))]     # top first
    # the Island (never revealed) is on top; the two revealed spells under it
    assert lib[0] == "Island" and sorted(lib[1:]) == ["Lightning Bolt", "Shock"]


def test_701_20a_all_other_cards_revealed_this_way(tmp_path):
    code, r, out = run_script(tmp_path, HERMIT_DRUID + """players Alice 20, Bob 20
Alice battlefield: Hermit Druid
Alice library: Lightning Bolt, Sol Ring, Forest, Island
turn Alice precombat main
Alice pool: {G}
Alice activates Hermit Druid
all pass
expect Alice hand: Forest
expect Alice graveyard: Lightning Bolt, Sol Ring
expect Alice library: Island
""")
    assert code == 0, out


def test_701_20a_no_match_reveals_the_whole_library(tmp_path):
    code, r, out = run_script(tmp_path, HERMIT_DRUID + """players Alice 20, Bob 20
Alice battlefield: Hermit Druid
Alice library: Lightning Bolt, Sol Ring
turn Alice precombat main
Alice pool: {G}
Alice activates Hermit Druid
all pass
expect Alice hand: nothing
expect Alice library: nothing
expect Alice graveyard: Lightning Bolt, Sol Ring
""")
    assert code == 0, out


def test_701_20a_all_creature_cards_revealed_this_way_and_the_rest(tmp_path):
    code, r, out = run_script(tmp_path, BEAST_HUNT + """players Alice 20, Bob 20
Alice hand: Beast Hunt
Alice library: Grizzly Bears, Island, Craw Wurm, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Beast Hunt
all pass
expect Alice hand: Grizzly Bears, Craw Wurm
expect Alice graveyard: Island, Beast Hunt
expect Alice library: Forest
""")
    assert code == 0, out
