""""they" is the player following the instruction (CR 608.2c): "Target player loses 1
life for each tapped artifact they control", "Each player loses 1 life for each
creature they control" (each player in turn, 101.4, counting their own)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Greed Test {3}{B}
Instant
Target player loses 1 life for each tapped artifact they control.
end
card:
Discipline Test {2}{B}{B}
Sorcery
Each player loses 1 life for each creature they control.
end
card:
Wrath Test {3}{B}{B}
Sorcery
Target opponent loses life equal to the number of creatures they control. Then destroy all creatures.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_they_is_the_target_player(tmp_path):
    # Bob: two tapped artifacts and one untapped; Alice's tapped artifact doesn't count
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Greed Test
Alice battlefield: Sol Ring tapped
Bob battlefield: Sol Ring tapped, Mind Stone tapped, Darksteel Myr
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Greed Test targeting Bob
all pass
expect Bob life 18
expect Alice life 20
""")
    assert code == 0, out


def test_101_4_each_player_counts_their_own(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Discipline Test
Alice battlefield: Grizzly Bears, Llanowar Elves
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Discipline Test
all pass
expect Alice life 18
expect Bob life 19
""")
    assert code == 0, out


def test_608_2c_life_equal_to_the_number_they_control_then_destroy(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Wrath Test
Alice battlefield: Grizzly Bears
Bob battlefield: Craw Wurm, Llanowar Elves, Typhoid Rats
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}
Alice casts Wrath Test targeting Bob
all pass
expect Bob life 17
expect Alice life 20
expect battlefield: nothing
""")
    assert code == 0, out
