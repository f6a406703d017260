"""Triggers "at the beginning of your first / second main phase" (CR 505.1: the first main phase
is the precombat one, the second the one after the first combat) and "if this creature is
tapped" (survival; 110.5), checked as the trigger event happens and again on resolution (603.4).
Before, neither could run ("this step reference", "the condition IsTappedCondition")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Weary Survivor {1}{W}
Creature — Human Soldier
Survival — At the beginning of your second main phase, if this creature is tapped, you gain 2 life.
2/2
end
card:
Morning Ritual {1}{G}
Enchantment
At the beginning of your first main phase, you gain 1 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_505_1_second_main_phase_after_attacking_tapped(tmp_path):
    # it attacked (and tapped, 508.1f); at the beginning of the second main phase it is tapped
    code, r, out = run(tmp_path, """Alice battlefield: Weary Survivor
Alice library: Island
turn Alice declare attackers
Alice attacks Bob with Weary Survivor
advance to Alice's postcombat main
all pass
expect Alice life 22
expect Bob life 18
""")
    assert code == 0, out


def test_603_4_untapped_no_trigger(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Weary Survivor
turn Alice declare attackers
advance to Alice's postcombat main
all pass
expect Alice life 20
""")
    assert code == 0, out


def test_505_1_first_main_phase_is_the_precombat_one(tmp_path):
    # it triggers at the precombat main phase and not again at the postcombat one
    code, r, out = run(tmp_path, """Alice battlefield: Morning Ritual
Alice library: Island
turn Bob end step
advance to Alice's precombat main
all pass
expect Alice life 21
advance to Alice's postcombat main
expect Alice life 21
""")
    assert code == 0, out
