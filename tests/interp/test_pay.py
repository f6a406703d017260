"""Paying a cost as an instruction (CR 118.3, 119.4, 609.3, 608.2c "if you do")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Inheritance {W}
Enchantment
Whenever a creature dies, you may pay {3}. If you do, draw a card.
end
card:
Arrogant Poet {1}{B}
Creature — Human Warlock
Whenever Arrogant Poet attacks, you may pay 2 life. If you do, it gains flying until end of turn.
2/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_118_3_paying_the_mana_makes_if_you_do_true(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Inheritance
Alice hand: Lightning Bolt
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
  Alice chooses may: yes
expect Alice hand: Island
expect Alice pool: empty
""")
    assert code == 0, out


def test_118_3_a_cost_that_cant_be_paid_isnt_and_if_you_do_is_false(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Inheritance
Alice hand: Lightning Bolt
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
  Alice chooses may: yes
expect Alice hand: nothing
expect Alice pool: {C}
""")
    assert code == 0, out


def test_609_3_declining_to_pay_draws_nothing(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Inheritance
Alice hand: Lightning Bolt
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
  Alice chooses may: no
expect Alice hand: nothing
""")
    assert code == 0, out


def test_119_4_paying_life(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Arrogant Poet
turn Alice declare attackers
Alice attacks Bob with Arrogant Poet
all pass
  Alice chooses may: yes
expect Alice life 18
expect Arrogant Poet has flying
""")
    assert code == 0, out


def test_119_4_life_that_cant_be_paid(tmp_path):
    code, r, out = run(tmp_path, """players Alice 1, Bob 20
Alice battlefield: Arrogant Poet
turn Alice declare attackers
Alice attacks Bob with Arrogant Poet
all pass
  Alice chooses may: yes
expect Alice life 1
expect Arrogant Poet lacks flying
""")
    assert code == 0, out
