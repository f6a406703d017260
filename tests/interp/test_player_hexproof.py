""""You have hexproof." / "You have shroud." (CR 702.11d, 702.18c): a player with hexproof
can't be the target of spells or abilities their opponents control; with shroud, of none.
Real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Aegis of the Gods {1}{W}
Enchantment Creature — Human Soldier
You have hexproof. (You can't be the target of spells or abilities your opponents control.)
2/1
end
card:
True Believer {W}{W}
Creature — Human Cleric
You have shroud. (You can't be the target of spells or abilities.)
2/2
end
"""


def test_702_11d_an_opponent_cant_target_a_player_with_hexproof(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Shock
Bob battlefield: Aegis of the Gods
turn Alice precombat main
Alice pool: {R}
expect refused "target": Alice casts Shock targeting Bob
expect Bob life 20
expect Alice hand: Shock
""")
    assert code == 0, out


def test_702_11d_the_player_can_target_themselves(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Shock
Alice battlefield: Aegis of the Gods
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Alice
all pass
expect Alice life 18
""")
    assert code == 0, out


def test_702_18c_shroud_no_one_can_target_the_player(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Shock
Alice battlefield: True Believer
turn Alice precombat main
Alice pool: {R}
expect refused "target": Alice casts Shock targeting Alice
expect Alice life 20
""")
    assert code == 0, out
