""""Each opponent gets a poison counter.", "You get {E}{E}." -- counters on players (CR
122.1; 122.1f energy); real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_122_1_each_opponent_gets_a_poison_counter(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Infectious Inquiry {2}{B}
Sorcery
You draw two cards and you lose 2 life. Each opponent gets a poison counter.
end
players Alice 20, Bob 20
Alice hand: Infectious Inquiry
Alice library: Opt, Shock
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Infectious Inquiry
all pass
expect Alice life 18
expect Bob poison 1
expect Alice poison 0
""")
    assert code == 0, out


def test_122_1_each_player_gets_a_poison_counter_from_a_trigger(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Ichor Rats {1}{B}{B}
Creature — Phyrexian Rat
Infect
When this creature enters, each player gets a poison counter.
2/1
end
players Alice 20, Bob 20
Alice hand: Ichor Rats
turn Alice precombat main
""" + """Alice pool: {B}{B}{B}
Alice casts Ichor Rats
all pass
all pass
""", )
    assert code == 0, out
    g = r.game
    # each player gets one (the trigger resolves after the Rats enter, 603.3)
    assert [g.players[p].poison for p in g.order] == [1, 1]


def test_122_1f_you_get_energy(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Harnessed Spark {R}
Instant
You get {E}{E}{E} (three energy counters).
end
players Alice 20, Bob 20
Alice hand: Harnessed Spark
turn Alice precombat main
Alice pool: {R}
Alice casts Harnessed Spark
all pass
""")
    assert code == 0, out
    g = r.game
    assert g.players[g.pid("Alice")].counters == {"energy": 3}
