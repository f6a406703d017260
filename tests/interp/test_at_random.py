""""At random" (CR 701.9b): the cards are picked at random by the game, nobody chooses
-- no decision is asked; only cards that match the rest of the description can be
picked; fewer cards than asked for: all of them (101.3)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Random Rot {2}{B}
Sorcery
Target player discards two cards at random.
end
card:
Grave Lottery {1}{B}
Sorcery
Return a creature card at random from your graveyard to your hand.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_9b_two_cards_at_random_nobody_chooses(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
seed 3
Alice hand: Random Rot
Bob hand: Island, Forest, Mountain
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Random Rot targeting Bob
all pass
expect Bob hand count 1
expect Bob graveyard count 2
""")
    assert code == 0, out
    assert asked(r, "discard") == []


def test_701_9b_fewer_cards_than_asked_discards_them_all(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Random Rot
Bob hand: Island
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Random Rot targeting Bob
all pass
expect Bob hand: nothing
expect Bob graveyard: Island
""")
    assert code == 0, out


def test_701_9b_a_random_card_among_those_that_match_only(tmp_path):
    # the lands never come back: only a creature card can be picked
    for seed in (1, 2, 3, 4):
        code, r, out = run(tmp_path, f"""players Alice 20, Bob 20
seed {seed}
Alice hand: Grave Lottery
Alice graveyard: Island, Grizzly Bears, Forest, Craw Wurm
turn Alice precombat main
Alice pool: {{B}}{{B}}
Alice casts Grave Lottery
all pass
expect Alice hand count 1
expect Alice graveyard count 4
""")
        assert code == 0, out
        assert asked(r, "return") == [] and asked(r, "choose") == []
        hand = [r.game.name_of(i) for i in r.game.hand(r.game.pid("Alice"))]
        assert hand in (["Grizzly Bears"], ["Craw Wurm"])
