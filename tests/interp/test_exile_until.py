"""Exiling cards from the top of a library until one matches (CR 701.13a, 406.3: one at a
time; it stops after the first match, or when the library is empty); "You may cast that card
without paying its mana cost" (608.2g); "the exiled cards that weren't cast this way"."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Test Wand {4}
Artifact
{T}: Target opponent exiles cards from the top of their library until they exile an instant or sorcery card. You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a random order.
end
card:
Test Bruntar {G}
Creature — Beast
Whenever a land you control enters, exile cards from the top of your library until you exile a nonland card. You may cast that card this turn.
4/4
end
card:
Test Shock {R}
Instant
Test Shock deals 2 damage to any target.
end
card:
Test Bear {1}{G}
Creature — Bear
2/2
end
"""


def test_701_13a_exile_until_a_match_then_cast_it_and_the_rest_go_to_the_bottom(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Wand
Bob library: Island, Test Bear, Test Shock, Forest, Mountain
turn Alice precombat main
Alice activates Test Wand targeting Bob
all pass
Alice chooses may: yes
Alice chooses target: Bob
all pass
expect Bob life 18
expect Bob graveyard: Test Shock
expect Bob exile: nothing
""")
    assert code == 0, out
    g = r.game
    bob = g.pid("Bob")
    lib = [g.chars(i).name for i in g.zones[f"library:{bob}"]]   # bottom first
    # Island and Bear were exiled before the Shock; they went to the bottom; Forest, Mountain stay on top
    assert sorted(lib[:2]) == ["Island", "Test Bear"] and lib[2:] == ["Mountain", "Forest"], lib


def test_701_13a_an_empty_library_stops_it(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Wand
Bob library: Island, Forest
turn Alice precombat main
Alice activates Test Wand targeting Bob
all pass
Alice chooses may: yes
expect Bob exile: nothing
expect Bob library count 2
""")
    assert code == 0, out


def test_play_permission_for_the_card_exiled_until(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Test Bruntar
Alice hand: Forest
Alice library: Island, Test Bear, Swamp
turn Alice precombat main
Alice plays Forest
all pass
expect Alice exile: Island, Test Bear
Alice pool: {G}{G}
Alice casts Test Bear
all pass
expect Alice battlefield: Test Bruntar, Forest, Test Bear
expect Alice exile: Island
""")
    assert code == 0, out
