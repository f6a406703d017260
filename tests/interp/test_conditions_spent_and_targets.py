"""Conditions about how a spell was cast: the mana spent to cast it (CR 601.2h; the
permanent it became knows, 400.7d) and its targets, chosen before its total cost is
determined (601.2c, 601.2f)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Bloom Seer {2}{G/W}
Creature — Elf
When this creature enters, if {G}{G} was spent to cast it, you gain 3 life.
2/2
end
card:
Spark Seed {1}{G}
Instant
Destroy target artifact. If {G} was spent to cast this spell, you gain 2 life.
end
card:
Ambush Strike {4}{W}
Instant
This spell costs {2} less to cast if it targets an attacking creature.
Destroy target creature.
end
card:
Iron Idol {2}
Artifact
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_601_2h_two_green_spent_to_cast_it(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Bloom Seer
turn Alice precombat main
Alice pool: {G}{G}{C}
Alice casts Bloom Seer
all pass
all pass
expect Alice life 23
""")
    assert code == 0, out


def test_601_2h_one_green_spent_is_not_two(tmp_path):
    # {G}{W}{C}: the hybrid paid with white, one green only: the trigger doesn't (603.4)
    code, r, out = run(tmp_path, """Alice hand: Bloom Seer
turn Alice precombat main
Alice pool: {G}{W}{C}
Alice casts Bloom Seer
all pass
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_601_2h_green_spent_to_cast_this_spell(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Spark Seed
Bob battlefield: Iron Idol
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Spark Seed targeting Iron Idol
all pass
expect Bob graveyard: Iron Idol
expect Alice life 22
""")
    assert code == 0, out


def test_601_2f_costs_less_if_it_targets_an_attacking_creature(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Ambush Strike
Bob battlefield: Grizzly Bears
Alice library: Island
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
Bob passes
Alice pool: {W}{C}{C}
Alice casts Ambush Strike targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_601_2f_full_cost_if_the_target_isnt_attacking(tmp_path):
    # not attacking: {4}{W} to pay, three mana can't (the action is refused, 601.2h)
    code, r, out = run(tmp_path, """Alice hand: Ambush Strike
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}{C}{C}
expect refused "can't pay {4}{W}": Alice casts Ambush Strike targeting Grizzly Bears
expect Alice hand: Ambush Strike
""")
    assert code == 0, out
