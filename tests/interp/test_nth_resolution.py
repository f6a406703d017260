""""If this is the second time this ability has resolved this turn, ..." (counted for each
object's ability as it resolves, CR 608.2; a new turn starts the count again)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ember Student {R}
Creature — Human Wizard
{R}: You gain 1 life. If this is the second time this ability has resolved this turn, draw a card.
1/1
end
"""


def test_608_2_the_second_resolution_this_turn_only(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Ember Student
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {R}
Alice activates Ember Student
all pass
expect Alice hand: nothing
Alice pool: {R}
Alice activates Ember Student
all pass
expect Alice hand: Island
Alice pool: {R}
Alice activates Ember Student
all pass
expect Alice hand: Island
expect Alice life 23
""")
    assert code == 0, out
