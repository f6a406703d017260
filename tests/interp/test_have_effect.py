""""you may have target player draw a card", "you may have that player lose 1 life": the
player named in the action performs it (CR 608.2c); "may" is the ability's controller's
choice (609.3)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Undercurrent Test {1}{U}
Enchantment
Whenever a creature enters the battlefield under your control, you may have target player draw a card.
end
card:
Seeker Test {1}{B}
Enchantment
Whenever a creature an opponent controls enters, you may have that player lose 1 life.
end
card:
Tiny Elf {G}
Creature — Elf
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_the_target_player_draws(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Tiny Elf
Alice battlefield: Undercurrent Test
Bob library: Island, Island
turn Alice precombat main
Alice pool: {G}
Alice casts Tiny Elf
all pass
  Alice chooses targets: Bob
all pass
  Alice chooses may: yes
expect Bob hand: Island
""")
    assert code == 0, out


def test_609_3_declining_does_nothing(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Seeker Test
Bob hand: Tiny Elf
turn Bob precombat main
Bob pool: {G}
Bob casts Tiny Elf
all pass
all pass
  Alice chooses may: no
expect Bob life 20
""")
    assert code == 0, out


def test_608_2c_that_player_loses_life(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Seeker Test
Bob hand: Tiny Elf
turn Bob precombat main
Bob pool: {G}
Bob casts Tiny Elf
all pass
all pass
  Alice chooses may: yes
expect Bob life 19
expect Alice life 20
""")
    assert code == 0, out
