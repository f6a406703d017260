"""Ninjutsu (CR 702.49a, c: from the hand, returning an unblocked attacker, put onto
the battlefield tapped and attacking, unblocked) and warp (702.185a: an alternative
cost from the hand; exiled at the next end step, then castable from exile after that
turn); played through real card text.  A refused action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ninja of the New Moon {3}{B}{B}
Creature — Spirit Ninja
Ninjutsu {3}{B} ({3}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)
6/3
end
card:
Red Tiger Mechan {3}{R}
Artifact Creature — Robot Cat
Haste
Warp {1}{R} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)
3/3
end
card:
Wall of Stone {1}{R}{R}
Creature — Wall
Defender
0/8
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_49a_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ninja of the New Moon
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to declare blockers
Alice pool: {B}{C}{C}{C}
Alice activates Ninja of the New Moon
resolve
expect Alice hand: Grizzly Bears
expect Ninja of the New Moon tapped
advance to combat damage
expect Bob life 14
""")
    assert code == 0, out


def test_702_49c_ninjutsu_needs_an_unblocked_attacker(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Ninja of the New Moon
Alice battlefield: Grizzly Bears
Bob battlefield: Wall of Stone
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to declare blockers
Bob blocks Grizzly Bears with Wall of Stone
Alice pool: {B}{C}{C}{C}
expect refused "can't be paid": Alice activates Ninja of the New Moon
expect Alice hand: Ninja of the New Moon
expect Alice battlefield: Grizzly Bears
expect Alice pool: {B}, {C}, {C}, {C}
""")
    assert code == 0, out


def test_702_185a_warped_exiled_at_end_step_then_cast_from_exile_later(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Red Tiger Mechan
Alice library: Island, Island
Bob library: Island
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Red Tiger Mechan using warp
resolve
expect Alice battlefield: Red Tiger Mechan
advance to end step
resolve
expect Alice exile: Red Tiger Mechan
expect refused "in the hand": Alice casts Red Tiger Mechan
advance to Bob's upkeep
advance to Alice's precombat main
Alice pool: {R}{C}{C}{C}
Alice casts Red Tiger Mechan
resolve
expect Alice battlefield: Red Tiger Mechan
advance to end step
expect Alice battlefield: Red Tiger Mechan
""")
    assert code == 0, out
