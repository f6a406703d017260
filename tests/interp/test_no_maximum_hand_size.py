""""You have no maximum hand size." (CR 402.2): its controller discards nothing in the
cleanup step (514.1). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

TOWER = """card:
Reliquary Tower
Land
You have no maximum hand size.
{T}: Add {C}.
end
"""

HAND = "Alice hand: Island, Island, Island, Island, Island, Island, Island, Island, Island\n"


def test_402_2_no_discard_in_cleanup(tmp_path):
    code, r, out = run_script(tmp_path, TOWER + """players Alice 20, Bob 20
""" + HAND + """Alice battlefield: Reliquary Tower
turn Alice end step
advance to Bob's upkeep
expect Alice hand count 9
""")
    assert code == 0, out


def test_514_1_without_it_discard_to_seven(tmp_path):
    code, r, out = run_script(tmp_path, TOWER + """players Alice 20, Bob 20
""" + HAND + """turn Alice end step
advance to Bob's upkeep
  Alice chooses discard: Island
  Alice chooses discard: Island
expect Alice hand count 7
""")
    assert code == 0, out
