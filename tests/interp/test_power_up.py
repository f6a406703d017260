"""Power-up (from its reminder text; the Comprehensive Rules of 2026-01-16 don't have it yet):
"Power-up — [Cost]: [Effect]. (Activate each power-up ability only once. Reduce the cost by
its mana cost if it entered this turn.)"

Only once (602.5b: a restriction on activating it); the cost reduced by the mana cost of the
permanent that entered this turn, as CR 118.7 reduces a cost by mana symbols: a colored symbol
takes off one symbol of its color, generic mana takes off generic mana (118.7a-c)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Aerial Doombot {U}
Artifact Creature — Robot Villain
Flying
Power-up — {5}{U}: Put three +1/+1 counters on this creature. (Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)
1/1
end
card:
Ultron Drone {3}
Artifact Creature — Robot Villain
Power-up — {6}: Put two +1/+1 counters on this creature and create a 2/2 colorless Robot Villain artifact creature token. (Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)
2/2
end
"""


def play(tmp_path, body):
    code, r, out = run_script(tmp_path, CARDS + body)
    assert code == 0, out
    return r, out


def test_power_up_costs_less_by_its_mana_cost_the_turn_it_entered(tmp_path):
    # {5}{U} reduced by {U} (118.7c: one symbol of that color off): {5}
    r, out = play(tmp_path, """Alice hand: Aerial Doombot
turn Alice precombat main
Alice pool: {U}
Alice casts Aerial Doombot
all pass
Alice pool: {C}{C}{C}{C}{C}
Alice activates Aerial Doombot
all pass
expect Aerial Doombot power 4
""")
    g = r.game
    assert not g.players[g.pid("Alice")].pool.mana


def test_power_up_generic_mana_cost_reduces_generic(tmp_path):
    # {6} reduced by {3} (118.7a): {3}
    play(tmp_path, """Alice hand: Ultron Drone
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Ultron Drone
all pass
Alice pool: {C}{C}
expect refused "can't pay": Alice activates Ultron Drone
Alice pool: {C}
Alice activates Ultron Drone
all pass
expect Ultron Drone power 4
expect Alice battlefield: Ultron Drone, Robot Villain Token
""")


def test_power_up_full_cost_on_a_later_turn_and_only_once(tmp_path):
    play(tmp_path, """Alice battlefield: Aerial Doombot
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}
expect refused "can't pay": Alice activates Aerial Doombot
Alice pool: {U}
Alice activates Aerial Doombot
all pass
expect Aerial Doombot power 4
Alice pool: {C}{C}{C}{C}{C}{U}
expect refused "can't be paid": Alice activates Aerial Doombot
""")
