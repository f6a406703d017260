"""Revealing the top card of a library (CR 701.20a) and acting on it: "If it's a
creature card, ... Otherwise, ..." (608.2c)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Zoologist {3}{G}
Creature — Human Druid
{3}{G}, {T}: Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your graveyard.
1/2
end
card:
Darkstar Augur {2}{B}
Creature — Human Wizard
Flying
At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_20a_a_revealed_creature_card_is_put_onto_the_battlefield(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Zoologist
Alice library: Craw Wurm, Island
turn Alice precombat main
Alice pool: {G}{G}{G}{G}
Alice activates Zoologist
all pass
expect Alice battlefield: Zoologist, Craw Wurm
expect Alice graveyard: nothing
expect log: "Alice reveals Craw Wurm from the top of Alice's library"
""")
    assert code == 0, out


def test_608_2c_otherwise_a_revealed_noncreature_card_goes_to_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Zoologist
Alice library: Island, Craw Wurm
turn Alice precombat main
Alice pool: {G}{G}{G}{G}
Alice activates Zoologist
all pass
expect Alice battlefield: Zoologist
expect Alice graveyard: Island
expect Alice library: Craw Wurm
""")
    assert code == 0, out


def test_701_20a_reveal_then_put_into_hand_and_lose_life_equal_to_its_mana_value(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Darkstar Augur
Alice library: Craw Wurm, Island, Island
turn Bob end step
advance to Alice's upkeep
all pass
expect Alice hand: Craw Wurm
expect Alice life 14
""")
    assert code == 0, out
