""""This creature can't attack unless you control an artifact." (CR 508.1c: a
restriction checked as attackers are declared, with the condition as it is then;
509.1b likewise for "can't block unless")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Castaways Test {1}{B}
Creature — Human Pirate
This creature can't attack unless you control an artifact.
2/3
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_508_1c_without_the_condition_it_cant_attack(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Castaways Test
Bob battlefield: Sol Ring
turn Alice declare attackers
expect refused "can't attack": Alice attacks Bob with Castaways Test
""")
    # Bob's artifact doesn't count: "you control"
    assert code == 0, out


def test_508_1c_with_the_condition_it_can(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Castaways Test, Sol Ring
turn Alice declare attackers
Alice attacks Bob with Castaways Test
all pass
all pass
all pass
expect Bob life 18
""")
    assert code == 0, out


def test_509_1b_cant_attack_or_block_unless_also_restricts_blocking(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Rhonas Test {2}{G}
Creature — God
This creature can't attack or block unless you control another creature with power 4 or greater.
5/5
end
players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Grizzly Bears
Bob battlefield: Rhonas Test
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect refused "can't block": Bob blocks Grizzly Bears with Rhonas Test
""")
    assert code == 0, out
