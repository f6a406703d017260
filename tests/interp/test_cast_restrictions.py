"""A card's own restriction on when it may be cast (CR 601.3: a player can begin to cast a
spell only if no rule or effect prohibits it): "Cast this spell only during combat.",
"Cast this spell only during the declare attackers step and only if you've been attacked
this step.". A refused cast leaves the game as it was (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Combat Trick Test {G}
Instant
Cast this spell only during combat.
Target creature gets +2/+2 until end of turn.
end
card:
Attacked Fog Test {G}
Instant
Cast this spell only during the declare attackers step and only if you've been attacked this step.
You gain 3 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_601_3_not_outside_combat(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Combat Trick Test
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
expect refused "can't be cast now (Cast this spell only during combat.)": Alice casts Combat Trick Test targeting Grizzly Bears
expect Alice hand: Combat Trick Test
expect Alice pool: {G}
""")
    assert code == 0, out


def test_601_3_during_combat(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Combat Trick Test
Alice battlefield: Grizzly Bears
turn Alice beginning of combat
Alice pool: {G}
Alice casts Combat Trick Test targeting Grizzly Bears
all pass
expect Grizzly Bears power 4
""")
    assert code == 0, out


def test_601_3_only_if_you_have_been_attacked_this_step(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Attacked Fog Test
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
Bob passes
Alice pool: {G}
Alice casts Attacked Fog Test
all pass
expect Alice life 23
""")
    assert code == 0, out


def test_601_3_not_if_no_one_attacked_you(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice hand: Attacked Fog Test
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Carol with Grizzly Bears
Carol passes
Alice pool: {G}
expect refused "can't be cast now": Alice casts Attacked Fog Test
expect Alice life 20
""")
    # Bob attacked Carol, not Alice: Alice hasn't been attacked this step
    assert code == 0, out
