""""as long as an opponent controls an Island", "if an opponent controls ...": the
condition is true if one of the opponents controls such a permanent (CR 611.3a, 109.4).
Real card text."""
from __future__ import annotations

from interp_helpers import run_script

WU_ADMIRAL = """card:
Wu Admiral {4}{U}
Creature — Human Soldier
Wu Admiral gets +1/+1 as long as an opponent controls an Island.
3/3
end
"""


def test_611_3a_an_opponent_controls_one(tmp_path):
    code, r, out = run_script(tmp_path, WU_ADMIRAL + """players Alice 20, Bob 20
Alice battlefield: Wu Admiral
Bob battlefield: Island
turn Alice precombat main
expect Wu Admiral power 4
expect Wu Admiral toughness 4
""")
    assert code == 0, out


def test_611_3a_only_you_control_one(tmp_path):
    code, r, out = run_script(tmp_path, WU_ADMIRAL + """players Alice 20, Bob 20
Alice battlefield: Wu Admiral, Island
Bob battlefield: Mountain
turn Alice precombat main
expect Wu Admiral power 3
""")
    assert code == 0, out
