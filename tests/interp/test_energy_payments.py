""""Pay {E}" costs and "you may pay {E}{E}" instructions (CR 107.14: {E} is one energy
counter; paying it removes that many from the player, 118.3: a player can't pay more than
they have). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

AETHER_HUB = """card:
Aether Hub
Land
When this land enters, you get {E} (an energy counter).
{T}: Add {C}.
{T}, Pay {E}: Add one mana of any color.
end
"""


def test_107_14_pay_energy_cost_removes_the_counter(tmp_path):
    code, r, out = run_script(tmp_path, AETHER_HUB + """players Alice 20, Bob 20
Alice battlefield: Aether Hub
turn Alice precombat main
Alice energy 2
Alice activates Aether Hub ability 2
Alice chooses mana color: R
expect Alice energy 1
expect Aether Hub tapped
""")
    assert code == 0, out
    g = r.game
    # 107.14: one {E} paid -> one energy counter removed; 106.4: the red mana is in the pool
    assert [m.type for m in g.players[g.pid("Alice")].pool.mana] == ["R"]


def test_118_3_cannot_pay_energy_you_do_not_have(tmp_path):
    code, r, out = run_script(tmp_path, AETHER_HUB + """players Alice 20, Bob 20
Alice battlefield: Aether Hub
turn Alice precombat main
expect refused "118.3": Alice activates Aether Hub ability 2
expect Aether Hub untapped
expect Alice energy 0
""")
    assert code == 0, out


AETHER_CHASER = """card:
Aether Chaser {1}{R}
Creature — Human Artificer
First strike
When this creature enters, you get {E}{E} (two energy counters).
Whenever this creature attacks, you may pay {E}{E}. If you do, create a 1/1 colorless Servo artifact creature token.
2/1
end
"""


def test_107_14_enters_gives_energy_then_attack_pays_it(tmp_path):
    code, r, out = run_script(tmp_path, AETHER_CHASER + """players Alice 20, Bob 20
Alice hand: Aether Chaser
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Aether Chaser
all pass
all pass
expect Alice energy 2
""")
    assert code == 0, out


def test_608_2c_paying_energy_when_attacking_creates_the_servo(tmp_path):
    code, r, out = run_script(tmp_path, AETHER_CHASER + """players Alice 20, Bob 20
Alice battlefield: Aether Chaser
turn Alice declare attackers
Alice energy 3
Alice attacks Bob with Aether Chaser
all pass
Alice chooses may: yes
expect Alice energy 1
expect Alice battlefield: Aether Chaser, Servo Token
""")
    assert code == 0, out


def test_608_2c_too_little_energy_means_if_you_do_is_false(tmp_path):
    code, r, out = run_script(tmp_path, AETHER_CHASER + """players Alice 20, Bob 20
Alice battlefield: Aether Chaser
turn Alice declare attackers
Alice energy 1
Alice attacks Bob with Aether Chaser
all pass
Alice chooses may: yes
expect Alice energy 1
expect Alice battlefield: Aether Chaser
""")
    assert code == 0, out
