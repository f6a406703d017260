""""<source> deals N damage to <player> unless <they> pay <cost>" (CR 118.12: "unless" marks an
optional cost; 118.3: a cost that can't be paid in full isn't paid) and "... unless they control
two or more basic lands" (608.2c: checked as the instruction is followed). Before, these could
not run ("no effect handler for DealDamageUnless")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ogress Test {B}{B}
Creature — Ogre
Whenever this creature attacks, it deals 3 damage to you unless you pay {2}.
3/2
end
card:
Barrier Test {2}{U}
Enchantment
Whenever an opponent casts a creature spell, this enchantment deals 2 damage to that player unless they pay {2}.
end
card:
Punisher Test {3}{R}
Creature — Elemental
At the beginning of each player's upkeep, this creature deals 2 damage to that player unless they control two or more basic lands.
4/4
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_118_12_paying_prevents_the_damage(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Ogress Test
turn Alice declare attackers
Alice pool: {C}{C}
Alice attacks Bob with Ogress Test
all pass
  Alice chooses pay: yes
expect Alice life 20
""")
    assert code == 0, out


def test_118_12_not_paying_means_the_damage(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Ogress Test
turn Alice declare attackers
Alice pool: {C}{C}
Alice attacks Bob with Ogress Test
all pass
  Alice chooses pay: no
expect Alice life 17
""")
    assert code == 0, out


def test_118_3_a_cost_that_cant_be_paid_isnt(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Ogress Test
turn Alice declare attackers
Alice attacks Bob with Ogress Test
all pass
  Alice chooses pay: yes
expect Alice life 17
""")
    assert code == 0, out


def test_118_12_they_is_the_player_dealt_the_damage(tmp_path):
    # Bob casts a creature spell: Bob (not Alice) is asked to pay
    code, r, out = run(tmp_path, """Alice battlefield: Barrier Test
Bob hand: Grizzly Bears
turn Bob precombat main
Bob pool: {C}{G}
Bob casts Grizzly Bears
all pass
  Bob chooses pay: yes
expect Bob life 18
""")
    assert code == 0, out


def test_608_2c_unless_a_condition(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Punisher Test, Mountain, Mountain
Bob battlefield: Forest
turn Alice upkeep
all pass
expect Alice life 20
advance to Bob's upkeep
all pass
expect Bob life 18
""")
    assert code == 0, out
