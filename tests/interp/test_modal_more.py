"""More modal choices and variable numbers of targets (interp/modal_more.py).

* "one or two target creatures", "one, two, or three target creatures": the player announces
  how many targets, from the fewest to the most written (CR 601.2c, 115.1); "Distribute ...
  among one or two target creatures" divides among those chosen (601.2d)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Wind Test {U}
Instant
One or two target creatures gain flying until end of turn.
end
card:
Footwork Test {W}
Instant
Untap one or two target creatures. They each get +2/+2 until end of turn.
end
card:
Rite Test {G}
Sorcery
Distribute two +1/+1 counters among one or two target creatures.
end
card:
Volley Test {R}
Instant
Volley Test deals 3 damage divided as you choose among one, two, or three target creatures.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + "players Alice 20, Bob 20\n" + text)


def test_601_2c_one_or_two_targets_with_one(tmp_path):
    # 601.2c: the player announces one target; only that creature is affected
    code, r, out = run(tmp_path, """Alice hand: Footwork Test
Alice battlefield: Grizzly Bears tapped, Llanowar Elves tapped
turn Alice precombat main
Alice pool: {W}
Alice casts Footwork Test targeting Grizzly Bears
all pass
expect Grizzly Bears untapped
expect Grizzly Bears power 4
expect Llanowar Elves tapped
expect Llanowar Elves power 1
""")
    assert code == 0, out


def test_601_2c_one_or_two_targets_with_two(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Footwork Test
Alice battlefield: Grizzly Bears tapped, Llanowar Elves tapped
turn Alice precombat main
Alice pool: {W}
Alice casts Footwork Test targeting Grizzly Bears, Llanowar Elves
all pass
expect Grizzly Bears untapped
expect Grizzly Bears power 4
expect Llanowar Elves untapped
expect Llanowar Elves power 3
""")
    assert code == 0, out


def test_601_2c_one_or_two_targets_refuses_three_and_none(tmp_path):
    # 601.2c: no more than two targets; and at least one ("one or two"): with no creature
    # to target the spell can't be cast at all
    code, r, out = run(tmp_path, """Alice hand: Wind Test
Alice battlefield: Grizzly Bears, Llanowar Elves, Craw Wurm
turn Alice precombat main
Alice pool: {U}
expect refused "too many targets": Alice casts Wind Test targeting Grizzly Bears, Llanowar Elves, Craw Wurm
Alice casts Wind Test targeting Grizzly Bears, Craw Wurm
all pass
expect Grizzly Bears has flying
expect Craw Wurm has flying
expect Llanowar Elves lacks flying
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Wind Test
turn Alice precombat main
Alice pool: {U}
expect refused "at least 1 target": Alice casts Wind Test
""")
    assert code == 0, out


def test_601_2d_distribute_among_one_or_two_targets(tmp_path):
    # one target: it gets both counters; two targets: one each (601.2d: at least one each)
    code, r, out = run(tmp_path, """Alice hand: Rite Test, Rite Test
Alice battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Rite Test targeting Grizzly Bears
all pass
expect Grizzly Bears counters: 2 +1/+1
expect Llanowar Elves counters: nothing
Alice casts Rite Test targeting Grizzly Bears, Llanowar Elves dividing 1 to Grizzly Bears, 1 to Llanowar Elves
all pass
expect Grizzly Bears counters: 3 +1/+1
expect Llanowar Elves counters: 1 +1/+1
""")
    assert code == 0, out


def test_601_2c_one_two_or_three_targets(tmp_path):
    # "one, two, or three target creatures" with 3 damage divided (601.2d): two targets, then
    # three; four are refused
    code, r, out = run(tmp_path, """Alice hand: Volley Test, Volley Test
Bob battlefield: Grizzly Bears, Llanowar Elves, Craw Wurm, Serra Angel, Savannah Lions
turn Alice precombat main
Alice pool: {R}{R}
expect refused "too many targets": Alice casts Volley Test targeting Grizzly Bears, Llanowar Elves, Craw Wurm, Serra Angel dividing 1 to Grizzly Bears, 1 to Llanowar Elves, 1 to Craw Wurm
Alice casts Volley Test targeting Grizzly Bears, Llanowar Elves dividing 2 to Grizzly Bears, 1 to Llanowar Elves
all pass
expect Bob graveyard: Grizzly Bears, Llanowar Elves
Alice casts Volley Test targeting Savannah Lions, Craw Wurm, Serra Angel dividing 1 to Savannah Lions, 1 to Craw Wurm, 1 to Serra Angel
all pass
expect Bob graveyard: Grizzly Bears, Llanowar Elves, Savannah Lions
expect Bob battlefield: Craw Wurm, Serra Angel
""")
    assert code == 0, out
