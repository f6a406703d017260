""""This creature enters with a +1/+1 counter on it if you control a creature with
power 4 or greater." (CR 614.1c, 614.12: checked as it would enter; with the counter
it enters, without the condition it enters without one)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Pack Test {1}{G}
Creature — Wolf
This creature enters with a +1/+1 counter on it if you control a creature with power 4 or greater.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_614_1c_with_the_condition_it_enters_with_the_counter(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Pack Test
Alice battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Pack Test
all pass
expect Pack Test counters: 1 +1/+1
expect Pack Test power 3
""")
    assert code == 0, out


def test_614_1c_without_it_no_counter(tmp_path):
    # only Bob controls a creature with power 4 or greater
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Pack Test
Alice battlefield: Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Pack Test
all pass
expect Pack Test counters: nothing
expect Pack Test power 2
""")
    assert code == 0, out
