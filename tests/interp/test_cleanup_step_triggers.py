""""At the beginning of the next cleanup step" (CR 513.2, 514.3a): such an ability triggers as the
cleanup step begins and goes on the stack after the step's turn-based actions; the players then
get priority, and another cleanup step follows (514.3a)."""
from __future__ import annotations

from interp_helpers import run_script

WAYLAY = """card:
Waylay {2}{W}
Instant
Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup step.
end
"""


def test_514_3a_tokens_exiled_at_the_beginning_of_the_next_cleanup_step(tmp_path):
    code, r, out = run_script(tmp_path, WAYLAY + """Alice hand: Waylay
Bob library: 3 Island
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Waylay
all pass
expect Alice battlefield: 3 Knight Token
advance to Alice's end step
expect Alice battlefield: 3 Knight Token
advance to Alice's cleanup
all pass
expect Alice battlefield: nothing
advance to Bob's upkeep
""")
    assert code == 0, out
    log = out[out.index("cleanup step begins"):]
    # the delayed trigger resolved in the cleanup step, then another cleanup step began (514.3a)
    assert log.index("Exile them at the beginning of the next cleanup step") < log.index("turn 2: Bob")
    assert out.count("cleanup step begins") >= 2
