""""Exile four of them at random", "Return two of them at random ... and put the other on the
bottom of your library" (608.2c: picked at random from the game's seeded source, not by a player).
Before, these could not run ("no ref handler for SomeOfAtRandom")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Librarian Test {1}{R}
Creature — Orc
{R}, {T}: Look at the top three cards of your library. Exile two of them at random, then put the rest on top of your library in any order.
1/1
end
card:
Waltz Test {2}{R}
Sorcery
Choose three target creature cards in your graveyard. Return two of them at random to the battlefield and put the other on the bottom of your library.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_two_of_them_at_random(tmp_path):
    exiled = set()
    for seed in range(5):
        code, r, out = run(tmp_path, f"""seed {seed}
Alice battlefield: Librarian Test
Alice library: Island, Forest, Swamp, Plains, Mountain
turn Alice precombat main
Alice pool: {{R}}
Alice activates Librarian Test
all pass
expect Alice exile count 2
expect Alice library count 3
""")
        assert code == 0, out
        g = r.game
        names = sorted(g.name_of(i) for i in g.zone("exile"))
        assert len(names) == 2 and "Mountain" not in names and "Plains" not in names, out
        exiled.add(tuple(names))
    assert len(exiled) > 1


def test_608_2c_two_at_random_and_the_other(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Waltz Test
Alice graveyard: Grizzly Bears, Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Waltz Test targeting Grizzly Bears, Savannah Lions, Craw Wurm
all pass
expect Alice library count 1
""")
    assert code == 0, out
    g = r.game
    assert len([i for i in g.battlefield()]) == 2, out
