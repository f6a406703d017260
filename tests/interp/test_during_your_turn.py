""""During your turn, this creature has first strike." (CR 611.3a): a static ability
that applies only while it's its controller's turn; real card text."""
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
