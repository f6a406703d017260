"""Rolling a die and its results table (CR 706).

"Roll a d20." rolls one die with 20 equally likely outcomes (706.1a), from the game's seeded
random source; "1—9 | ..." means "If the result was in this range, ..." (706.3a); the roll, a
modifier printed with it ("and add ...", 706.2) and the table are one ability (706.3b).

A roll is random, so these tests read the natural result from the game log (each roll is
logged) and check that the effect is the row's for that result, over enough seeds that every
row is met."""
from __future__ import annotations

import re

from interp_helpers import run_script

CARDS = """card:
Fickle Bolt {R}
Sorcery
Roll a d20.
1—9 | Fickle Bolt deals 1 damage to each opponent.
10—19 | Fickle Bolt deals 3 damage to each opponent.
20 | Fickle Bolt deals 10 damage to each opponent.
end
card:
Counted Bolt {R}
Sorcery
Roll a d20 and add the number of cards in your hand.
1—14 | Counted Bolt deals 1 damage to each opponent.
15+ | Counted Bolt deals 5 damage to each opponent.
end
"""

ROLL = re.compile(r"Alice rolls a d20: (\d+)")


def cast(tmp_path, seed: int, card: str, hand: str = "") -> tuple[int, int, str]:
    """(the natural result logged, Bob's life after, the output) of casting ``card``."""
    code, r, out = run_script(tmp_path, CARDS + f"""seed {seed}
Alice hand: {card}{hand}
turn Alice precombat main
Alice pool: {{R}}
Alice casts {card}
all pass
""")
    assert code == 0, out
    rolls = ROLL.findall(out)
    assert len(rolls) == 1, out      # one die rolled (706.1: "a d20")
    return int(rolls[0]), r.game.players[r.game.pid("Bob")].life, out


def test_706_3a_the_row_whose_range_holds_the_result_happens(tmp_path):
    seen = set()
    for seed in range(1, 25):
        natural, life, out = cast(tmp_path, seed, "Fickle Bolt")
        assert 1 <= natural <= 20, out                           # 706.1a: outcomes 1 to 20
        damage = 1 if natural <= 9 else 3 if natural <= 19 else 10
        assert life == 20 - damage, out                          # that row, and only that row
        seen.add(damage)
    assert {1, 3} <= seen          # both wide rows were met (the seeds give varied rolls)


def test_706_2_the_modifier_is_added_to_the_natural_result(tmp_path):
    # two other cards in hand as the spell resolves: the result is the natural result + 2
    seen = set()
    for seed in range(1, 25):
        natural, life, out = cast(tmp_path, seed, "Counted Bolt", ", Island, Forest")
        result = natural + 2
        assert life == 20 - (5 if result >= 15 else 1), out
        seen.add(result >= 15)
    assert seen == {True, False}


def test_706_1a_the_same_seed_rolls_the_same(tmp_path):
    first = cast(tmp_path, 7, "Fickle Bolt")[:2]
    assert cast(tmp_path, 7, "Fickle Bolt")[:2] == first
