""""X target artifacts" (CR 601.2b-c: X is announced, then that many targets are
chosen; 608.2b: each is checked on resolution) and one source dealing damage to two
recipients in one instruction (120.1-2: at the same time)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
By Force {X}{R}
Sorcery
Destroy X target artifacts.
end
card:
Brothers of Fire {1}{R}{R}
Creature — Human Shaman
{1}{R}{R}: Brothers of Fire deals 1 damage to any target and 1 damage to you.
2/2
end
card:
Cunning Strike {3}{U}{R}
Instant
Cunning Strike deals 2 damage to target creature and 2 damage to target player or planeswalker.
Draw a card.
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


def test_601_2c_x_targets_with_x_two(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: By Force
Bob battlefield: 3 Ornithopter
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts By Force with X = 2 targeting Ornithopter, Ornithopter#2
all pass
expect Bob battlefield: Ornithopter
expect Bob graveyard: Ornithopter, Ornithopter
""")
    assert code == 0, out


def test_601_2c_x_targets_one_target_too_many_is_refused(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: By Force
Bob battlefield: 3 Ornithopter
turn Alice precombat main
Alice pool: {R}{R}
expect refused "too many targets": Alice casts By Force with X = 1 targeting Ornithopter, Ornithopter#2
""")
    assert code == 0, out


def test_120_2_damage_to_a_target_and_to_you(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Brothers of Fire
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice activates Brothers of Fire targeting Bob
all pass
expect Bob life 19
expect Alice life 19
""")
    assert code == 0, out


def test_120_2_two_targets_each_dealt_their_damage(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Cunning Strike
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{R}{R}{R}{R}
Alice casts Cunning Strike targeting Grizzly Bears, Bob
all pass
expect Bob life 18
expect Bob graveyard: Grizzly Bears
expect Alice hand: Island
""")
    assert code == 0, out
