"""Control-changing effects (CR 110.2, 613.1b layer 2, 611.2a, 514.2)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Threaten {2}{R}
Sorcery
Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.
end
card:
Act of Aggression {3}{R/P}{R/P}
Instant
Gain control of target creature an opponent controls until end of turn. Untap that creature. It gains haste until end of turn.
end
card:
Steal Artifact Forever {2}{U}{U}
Sorcery
Gain control of target artifact.
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_613_1b_threaten_gains_control_until_end_of_turn_untaps_and_grants_haste(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Threaten
Bob battlefield: Craw Wurm tapped
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Threaten targeting Craw Wurm
all pass
expect Craw Wurm controller Alice
expect Craw Wurm untapped
expect Craw Wurm has haste
advance to Alice's declare attackers
Alice attacks Bob with Craw Wurm
advance to Bob's upkeep
expect Bob life 14
expect Craw Wurm controller Bob
""")
    assert code == 0, out


def test_115_1_a_creature_an_opponent_controls_is_not_ones_own(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Act of Aggression
Alice battlefield: Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{R}{R}{R}
expect refused "not a legal target": Alice casts Act of Aggression targeting Grizzly Bears
Alice casts Act of Aggression targeting Craw Wurm
all pass
expect Craw Wurm controller Alice
""")
    assert code == 0, out


def test_611_2a_control_without_a_duration_lasts_past_the_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Steal Artifact Forever
Bob battlefield: Ornithopter
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
Alice casts Steal Artifact Forever targeting Ornithopter
all pass
advance to Bob's upkeep
expect Ornithopter controller Alice
""")
    assert code == 0, out
