""""During your turn, this creature has first strike." / "During turns other than yours,
spells you cast cost {1} less to cast." (CR 611.3a): static abilities that apply only
while it is (or isn't) their controller's turn; real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_611_3a_during_your_turn_only(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Ahn-Crop Invader {2}{R}
Creature — Zombie Minotaur Warrior
During your turn, this creature has first strike.
{1}, Sacrifice another creature: This creature gets +2/+0 until end of turn.
2/2
end
players Alice 20, Bob 20
Alice battlefield: Ahn-Crop Invader
Alice library: Island, Island
Bob library: Forest, Forest
turn Alice precombat main
expect Ahn-Crop Invader has first strike
advance to Bob's upkeep
expect Ahn-Crop Invader lacks first strike
""")
    assert code == 0, out


def test_611_3a_601_2f_cost_reduction_during_turns_other_than_yours(tmp_path):
    # Geyser Drake: Searing Spear ({1}{R}) costs {R} on Bob's turn, {1}{R} on Alice's
    drake = """card:
Geyser Drake {2}{U}
Creature — Drake
Flying
During turns other than yours, spells you cast cost {1} less to cast.
2/3
end
"""
    code, r, out = run_script(tmp_path, drake + """players Alice 20, Bob 20
Alice hand: Searing Spear, Searing Spear
Alice battlefield: Geyser Drake
turn Alice precombat main
Alice pool: {R}
expect refused "pay": Alice casts Searing Spear targeting Bob
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, drake + """players Alice 20, Bob 20
Alice hand: Searing Spear
Alice battlefield: Geyser Drake
turn Bob precombat main
Bob passes
Alice pool: {R}
Alice casts Searing Spear targeting Bob
all pass
expect Bob life 17
""")
    assert code == 0, out
