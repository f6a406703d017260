""""This ability costs {1} less to activate for each ..." / "... if ..." (CR 602.2b,
601.2f: the total cost is determined after targets are chosen; a reduction takes off
generic mana only). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

LOGBOOK = """card:
Tamiyo's Logbook {2}{U}
Artifact — Book
{5}{U}, {T}: Draw a card. This ability costs {1} less to activate for each other artifact you control.
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def test_602_2b_two_other_artifacts_take_off_two(tmp_path):
    code, r, out = run_script(tmp_path, LOGBOOK + """players Alice 20, Bob 20
Alice battlefield: "Tamiyo's Logbook", Ornithopter, Ornithopter
Alice library: Island
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
Alice activates "Tamiyo's Logbook"
all pass
expect Alice hand: Island
""")
    assert code == 0, out
    g = r.game
    # {5}{U} minus {2}: exactly the four mana in the pool were spent
    assert g.players[g.pid("Alice")].pool.mana == []


def test_601_2f_without_enough_mana_for_the_reduced_cost_it_is_refused(tmp_path):
    code, r, out = run_script(tmp_path, LOGBOOK + """players Alice 20, Bob 20
Alice battlefield: "Tamiyo's Logbook", Ornithopter
Alice library: Island
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
expect refused "{4}{U}": Alice activates "Tamiyo's Logbook"
expect "Tamiyo's Logbook" untapped
expect Alice hand: nothing
""")
    assert code == 0, out


STARPORT = """card:
Starport Security {W}
Artifact Creature — Robot Soldier
{3}{W}, {T}: Tap another target creature. This ability costs {2} less to activate if you control a creature with a +1/+1 counter on it.
1/1
end
"""


def test_602_2b_the_condition_holds_the_cost_is_reduced(tmp_path):
    code, r, out = run_script(tmp_path, STARPORT + """players Alice 20, Bob 20
Alice battlefield: Starport Security, Grizzly Bears with 1 +1/+1 counters
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}
Alice activates Starport Security targeting Craw Wurm
all pass
expect Craw Wurm tapped
""")
    assert code == 0, out


def test_602_2b_the_condition_fails_the_full_cost_is_due(tmp_path):
    code, r, out = run_script(tmp_path, STARPORT + """players Alice 20, Bob 20
Alice battlefield: Starport Security, Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}
expect refused "{3}{W}": Alice activates Starport Security targeting Craw Wurm
expect Craw Wurm untapped
expect Starport Security untapped
""")
    assert code == 0, out
