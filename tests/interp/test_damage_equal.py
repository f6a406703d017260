"""Damage equal to a quantity (CR 120.3, 107.1, 208, 608.2h): "deals damage
equal to its power", "equal to the number of Mountains you control"."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Soul's Fire {2}{R}
Instant
Target creature you control deals damage equal to its power to any target.
end
card:
Spitting Earth {1}{R}
Sorcery
Spitting Earth deals damage to target creature equal to the number of Mountains you control.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_120_3_208_a_creature_deals_damage_equal_to_its_power(tmp_path):
    # "its power" is the power of the creature dealing the damage (Craw Wurm, 6/4),
    # and the creature is the source of the damage (not the spell)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Soul's Fire"
Alice battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts "Soul's Fire" targeting Craw Wurm, Bob
all pass
expect Bob life 14
expect log: "Craw Wurm deals 6 damage to Bob"
""")
    assert code == 0, out


def test_107_1_damage_equal_to_the_number_of_mountains_you_control(tmp_path):
    # three Mountains Alice controls (not her Forest, not Bob's Mountain): 3 damage, Craw Wurm (6/4) survives
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Spitting Earth
Alice battlefield: Mountain, Mountain, Mountain, Forest
Bob battlefield: Mountain, Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Spitting Earth targeting Craw Wurm
all pass
expect log: "Spitting Earth deals 3 damage to Craw Wurm"
expect Bob battlefield: Mountain, Craw Wurm
""")
    assert code == 0, out
    g = r.game
    assert g.obj(g.find("Craw Wurm", "battlefield")).damage == 3


def test_107_3_x_is_the_number_of_cards_in_your_hand_counted_on_resolution(tmp_path):
    # Odd Bolt has left the hand when X is counted: the two other cards count (608.2h)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
card:
Odd Bolt {R}
Instant
Odd Bolt deals X damage to any target, where X is the number of cards in your hand.
end
Alice hand: Odd Bolt, Island, Forest
Bob hand: Island, Island, Island
turn Alice precombat main
Alice pool: {R}
Alice casts Odd Bolt targeting Bob
all pass
expect Bob life 18
""")
    assert code == 0, out
