"""Filter qualifiers and adjectives: "without flying" (702.1), "attacking or blocking"
(506.4), "white or black" (105.2), "nonbasic"/"nonlegendary" (205.4b), "a spell that
targets this creature" (115.9b)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ashen Firebeast {1}{R}
Creature — Elemental Beast
{1}{R}: Ashen Firebeast deals 1 damage to each creature without flying.
6/6
end
card:
Arrows of Justice {2}{R/W}
Instant
Arrows of Justice deals 4 damage to target attacking or blocking creature.
end
card:
Abzan Kin-Guard {3}{G}
Creature — Human Warrior
This creature has lifelink as long as you control a white or black permanent.
3/3
end
card:
Cast Down {1}{B}
Instant
Destroy target nonlegendary creature.
end
card:
Legendary Bear {1}{G}
Legendary Creature — Bear
2/2
end
card:
Akroan Skyguard {1}{W}
Creature — Human Soldier
Flying
Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on this creature.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_1_each_creature_without_flying(tmp_path):
    # a 1-damage sweep "to each creature without flying": the Hawk (flying) is spared
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Ashen Firebeast
Bob battlefield: Savannah Lions, Suntail Hawk
turn Alice precombat main
Alice pool: {R}{R}
Alice activates Ashen Firebeast
all pass
expect Bob battlefield: Suntail Hawk
expect Bob graveyard: Savannah Lions
""")
    assert code == 0, out


def test_506_4_target_attacking_or_blocking_creature(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Grizzly Bears, Savannah Lions
Bob hand: Arrows of Justice
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
Alice passes
Bob pool: {R}{R}{R}
expect refused "not a legal target": Bob casts Arrows of Justice targeting Savannah Lions
Bob casts Arrows of Justice targeting Grizzly Bears
all pass
expect Alice graveyard: Grizzly Bears
expect Alice battlefield: Savannah Lions
""")
    assert code == 0, out


def test_105_2_as_long_as_you_control_a_white_or_black_permanent(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Abzan Kin-Guard, Grizzly Bears
turn Alice precombat main
expect Abzan Kin-Guard lacks lifelink
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Abzan Kin-Guard, Typhoid Rats
turn Alice precombat main
expect Abzan Kin-Guard has lifelink
""")
    assert code == 0, out


def test_205_4b_target_nonlegendary_creature(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Cast Down
Bob battlefield: Legendary Bear, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}
expect refused "not a legal target": Alice casts Cast Down targeting Legendary Bear
Alice casts Cast Down targeting Grizzly Bears
all pass
expect Bob battlefield: Legendary Bear
""")
    assert code == 0, out


def test_115_9b_a_spell_that_targets_this_creature(tmp_path):
    # heroic: only a spell targeting the Skyguard triggers it
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Giant Growth, Giant Growth
Alice battlefield: Akroan Skyguard, Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Giant Growth targeting Grizzly Bears
all pass
expect stack: nothing
expect Akroan Skyguard counters: nothing
Alice casts Giant Growth targeting Akroan Skyguard
all pass
all pass
expect Akroan Skyguard counters: 1 +1/+1
expect Akroan Skyguard power 5
""")
    assert code == 0, out
