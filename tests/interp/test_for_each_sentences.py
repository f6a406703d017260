""""For each <object or player>, <instructions>." (CR 608.2c: the objects or players
are those that match as the sentence is reached; the instructions are followed once
for each, "that player" / "that creature" naming the one at hand)."""
from __future__ import annotations

from interp_helpers import run_script

from cardlang.interp import compile_card_report
from cardlang.syntax import read_card_text

CARDS = """card:
Land Bounty {2}{R}
Sorcery
For each land you control, create a Treasure token.
end
card:
Mass Uprising {3}{R}{R}
Sorcery
For each player, Mass Uprising deals damage to that player and each creature that player controls equal to the number of creatures they control.
end
card:
Grave Bloom {2}{B}
Sorcery
For each creature card in your graveyard, you gain 2 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_for_each_land_you_control(tmp_path):
    # three lands Alice controls, Bob's land doesn't count: three Treasures
    code, r, out = run(tmp_path, """Alice hand: Land Bounty
Alice battlefield: Mountain, Mountain, Forest
Bob battlefield: Island
turn Alice precombat main
Alice pool: {R}{C}{C}
Alice casts Land Bounty
all pass
expect Alice battlefield: Mountain, Mountain, Forest, Treasure, Treasure, Treasure
expect Bob battlefield: Island
""")
    assert code == 0, out


def test_608_2c_for_each_player_that_player_and_they(tmp_path):
    # Alice controls 1 creature: 1 damage to her and her Bears; Bob controls 3: 3 to him
    # and to each of his creatures (the Wurm, 6/4, survives)
    code, r, out = run(tmp_path, """Alice hand: Mass Uprising
Alice battlefield: Craw Wurm
Bob battlefield: Grizzly Bears, Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{C}{C}{C}
Alice casts Mass Uprising
all pass
expect Alice life 19
expect Bob life 17
expect Bob battlefield: Craw Wurm
expect log: "Mass Uprising deals 1 damage to Craw Wurm"
expect log: "Mass Uprising deals 3 damage to Craw Wurm"
""")
    assert code == 0, out


def test_608_2c_for_each_card_in_your_graveyard(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Grave Bloom
Alice graveyard: Grizzly Bears, Craw Wurm, Island
Bob graveyard: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{C}{C}
Alice casts Grave Bloom
all pass
expect Alice life 24
""")
    assert code == 0, out


def test_for_each_with_a_target_for_each_stays_a_gap():
    # one target chosen for each opponent: not modelled, reported (never run with one target)
    pc = read_card_text("""Scattered Exile {3}{W}
Sorcery
For each opponent, exile target permanent that player controls.
""")[0]
    rep = compile_card_report(pc.card, pc.ability_lines)
    assert [p.reason for p in rep.problems] == ["EffectChain: targets chosen for each"]
