"""Ownership qualifiers (CR 108.3): "target creature you own", "permanents you don't own".
Control can change (Threaten, 613.1b), ownership doesn't."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Threaten {2}{R}
Sorcery
Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.
end
card:
Saving Grasp {W}
Instant
Return target creature you own to your hand.
end
card:
Borrowed Count {1}{U}
Enchantment
At the beginning of your end step, if you control one or more permanents you don't own, draw three cards.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_108_3_a_creature_you_control_but_dont_own_is_not_one_you_own(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Threaten, Saving Grasp
Alice battlefield: Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Threaten targeting Craw Wurm
all pass
expect Craw Wurm controller Alice
Alice pool: {W}
expect refused "not a legal target": Alice casts Saving Grasp targeting Craw Wurm
Alice casts Saving Grasp targeting Grizzly Bears
all pass
expect Alice hand: Grizzly Bears
expect Alice battlefield: Craw Wurm
""")
    assert code == 0, out


def test_108_3_permanents_you_dont_own_count_stolen_ones_only(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Threaten
Alice battlefield: Borrowed Count
Alice library: Island, Island, Island, Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Threaten targeting Craw Wurm
all pass
advance to Alice's end step
all pass
expect Alice hand: Island, Island, Island
""")
    assert code == 0, out


def test_108_3_no_draw_when_you_own_everything_you_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Borrowed Count, Grizzly Bears
Alice library: Island, Island, Island, Island
Bob battlefield: Craw Wurm
turn Alice precombat main
advance to Alice's end step
all pass
expect Alice hand: nothing
""")
    assert code == 0, out
