""""Up to N" targets (CR 601.2c: the player announces how many, 0 to N; 608.2b:
a spell with no targets chosen isn't countered for having illegal targets)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Lead Astray {1}{W}
Instant
Tap up to two target creatures.
end
card:
Rock Soldiers {3}{R}
Artifact Creature — Elemental Soldier
When this creature enters, destroy up to one target noncreature artifact.
3/3
end
card:
Sol Ring {1}
Artifact
{T}: Add {C}{C}.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_601_2c_up_to_two_targets_with_two(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lead Astray
Bob battlefield: Grizzly Bears, Craw Wurm, Llanowar Elves
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Lead Astray targeting Grizzly Bears, Craw Wurm
all pass
expect Grizzly Bears tapped
expect Craw Wurm tapped
expect Llanowar Elves untapped
""")
    assert code == 0, out


def test_601_2c_up_to_two_targets_with_one(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lead Astray
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Lead Astray targeting Craw Wurm
all pass
expect Grizzly Bears untapped
expect Craw Wurm tapped
""")
    assert code == 0, out


def test_601_2c_608_2b_zero_targets_is_legal_and_the_spell_still_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lead Astray
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Lead Astray
  Alice chooses targets: nothing
all pass
expect Grizzly Bears untapped
expect Alice graveyard: Lead Astray
expect log: "Lead Astray resolves"
""")
    assert code == 0, out


def test_115_3_the_same_object_cant_be_chosen_twice_for_one_target_word(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lead Astray
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}
expect refused "already chosen": Alice casts Lead Astray targeting Grizzly Bears, Grizzly Bears
""")
    assert code == 0, out


def test_608_2b_a_chosen_target_that_became_illegal_still_counters_the_spell(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lead Astray
Bob hand: Lightning Bolt
Bob battlefield: Llanowar Elves
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Lead Astray targeting Llanowar Elves
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Llanowar Elves
all pass
all pass
expect log: "Lead Astray doesn't resolve: all its targets are illegal"
""")
    assert code == 0, out


def test_603_3d_an_up_to_one_trigger_with_nothing_to_target_goes_on_the_stack_and_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rock Soldiers
turn Alice precombat main
Alice pool: {R}{R}{R}{R}
Alice casts Rock Soldiers
all pass
expect stack: "When this creature enters, destroy up to one target noncreature artifact."
all pass
expect stack: nothing
""")
    assert code == 0, out


def test_601_2c_an_up_to_one_trigger_asks_and_may_choose_nothing(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rock Soldiers
Bob battlefield: Sol Ring
turn Alice precombat main
Alice pool: {R}{R}{R}{R}
Alice casts Rock Soldiers
all pass
  Alice chooses targets: nothing
all pass
expect Bob battlefield: Sol Ring
""")
    assert code == 0, out


def test_601_2c_an_up_to_one_trigger_destroys_the_chosen_artifact(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rock Soldiers
Bob battlefield: Sol Ring
turn Alice precombat main
Alice pool: {R}{R}{R}{R}
Alice casts Rock Soldiers
all pass
  Alice chooses targets: Sol Ring
all pass
expect Bob graveyard: Sol Ring
""")
    assert code == 0, out
