""""the mana value of target artifact", "the total mana value of other creatures you
control" (CR 202.3, 208): one object's value, or the sum over a group as it is now."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Handoff Test {1}{U}
Sorcery
Draw cards equal to the mana value of target artifact or creature you control.
end
card:
Ooze Test {2}{G}{G}
Creature — Ooze
This creature's power and toughness are each equal to the total mana value of other creatures you control.
*/*
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_202_3_the_mana_value_of_the_target(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Handoff Test
Alice battlefield: Craw Wurm
Alice library: Island, Island, Island, Island, Island, Island, Island
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Handoff Test targeting Craw Wurm
all pass
expect Alice hand: Island, Island, Island, Island, Island, Island
""")
    assert code == 0, out


def test_208_the_total_mana_value_of_other_creatures(tmp_path):
    # Grizzly Bears (2) + Craw Wurm (6); the Ooze itself (4) and Bob's creatures don't count
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Ooze Test, Grizzly Bears, Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
expect Ooze Test power 8
expect Ooze Test toughness 8
""")
    assert code == 0, out
