"""Keyword counters (CR 122.1b): a flying counter gives its permanent flying, in layer 6
(613.1f) with the counter's timestamp (613.7c) -- an older "loses all abilities" effect
doesn't remove it, a newer one does."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Wings Test {U}
Instant
Put a flying counter on target creature.
end
card:
Blank Test {U}
Instant
Target creature loses all abilities until end of turn.
end
card:
Lifelink Test {B}
Instant
Put a lifelink counter on target creature.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Wings Test, Blank Test, Lifelink Test
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{B}
""" + text)


def test_122_1b_a_flying_counter_gives_flying(tmp_path):
    code, r, out = run(tmp_path, """Alice casts Wings Test targeting Grizzly Bears
all pass
expect Grizzly Bears counters: 1 flying
expect Grizzly Bears has flying
""")
    assert code == 0, out


def test_613_7c_a_newer_loses_all_abilities_removes_it(tmp_path):
    code, r, out = run(tmp_path, """Alice casts Wings Test targeting Grizzly Bears
all pass
Alice casts Blank Test targeting Grizzly Bears
all pass
expect Grizzly Bears lacks flying
""")
    assert code == 0, out


def test_613_7c_a_counter_put_after_loses_all_abilities_still_gives_it(tmp_path):
    code, r, out = run(tmp_path, """Alice casts Blank Test targeting Grizzly Bears
all pass
Alice casts Wings Test targeting Grizzly Bears
all pass
expect Grizzly Bears has flying
""")
    assert code == 0, out


def test_122_1b_a_lifelink_counter_works_in_combat(tmp_path):
    code, r, out = run(tmp_path, """Alice library: Island, Island
Bob library: Island, Island
Alice casts Lifelink Test targeting Grizzly Bears
all pass
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears
advance to Alice's end of combat
expect Bob life 18
expect Alice life 22
""")
    assert code == 0, out


def test_122_1b_an_indestructible_counter_keeps_it_from_being_destroyed(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """card:
Shield Counter Test {W}
Instant
Put an indestructible counter on target creature.
end
players Alice 20, Bob 20
Alice hand: Shield Counter Test
Alice battlefield: Grizzly Bears
Bob hand: Doom Blade
turn Alice precombat main
Alice pool: {W}
Alice casts Shield Counter Test targeting Grizzly Bears
all pass
Alice passes
Bob pool: {B}{B}
Bob casts Doom Blade targeting Grizzly Bears
all pass
expect Alice battlefield: Grizzly Bears
expect Grizzly Bears has indestructible
""")
    assert code == 0, out
