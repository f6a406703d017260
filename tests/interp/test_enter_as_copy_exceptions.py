"""Entering as a copy with exceptions (CR 707.9: "You may have this creature enter as a
copy of ...", a replacement effect on how it enters, 614.1c; 707.9b: the exceptions are
part of the copiable values), and the exceptions token copies share (copy_exceptions)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Big Mimic Test {3}{U}{U}
Creature — Shapeshifter
You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.
0/0
end
card:
Hasty Mimic Test {2}{U}
Creature — Shapeshifter
You may have this creature enter as a copy of a creature you control, except it has haste.
0/0
end
card:
Named Mimic Test {2}{U}{U}
Legendary Creature — Human Shapeshifter
You may have Named Mimic Test enter as a copy of any creature on the battlefield, except its name is Named Mimic Test, it's legendary in addition to its other types, and it has "{T}: You gain 1 life."
0/0
end
card:
Zombie Copy Test {2}{B}
Sorcery
Create a token that's a copy of target creature you control, except it's a 2/2 black Zombie in addition to its other colors and types.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_707_9b_enters_as_a_copy_except_its_power_and_toughness(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Big Mimic Test
Bob battlefield: Serra Angel
turn Alice precombat main
Alice pool: {U}{U}{U}{U}{U}
Alice casts Big Mimic Test
all pass
  Alice chooses copy: Serra Angel
expect Big Mimic Test name Serra Angel
expect Big Mimic Test power 7
expect Big Mimic Test toughness 7
expect Big Mimic Test has flying
expect Serra Angel power 4
""")
    # 707.2: name and abilities copied; 707.9b: 7/7 instead of 4/4; the original is unchanged
    assert code == 0, out


def test_707_9b_a_copy_of_a_creature_you_control_that_has_haste(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Hasty Mimic Test
Alice battlefield: Grizzly Bears
Bob battlefield: Serra Angel
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Hasty Mimic Test
all pass
  Alice chooses copy: Grizzly Bears
expect Hasty Mimic Test name Grizzly Bears
expect Hasty Mimic Test has haste
expect Grizzly Bears power 2
""")
    assert code == 0, out


def test_707_9_only_a_creature_you_control_can_be_copied(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Hasty Mimic Test
Alice battlefield: Grizzly Bears
Bob battlefield: Serra Angel
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Hasty Mimic Test
all pass
  Alice chooses copy: Serra Angel
""")
    # Bob's Serra Angel is not "a creature you control": the choice is refused
    assert code != 0, out
    assert "can't be copied here (CR 707.9)" in out


def test_707_9b_its_own_name_legendary_and_a_quoted_ability(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Named Mimic Test
Alice library: Island, Island
Bob battlefield: Serra Angel
Bob library: Island, Island
turn Alice precombat main
Alice pool: {U}{U}{U}{U}
Alice casts Named Mimic Test
all pass
  Alice chooses copy: Serra Angel
expect Named Mimic Test name Named Mimic Test
expect Named Mimic Test types: Legendary Creature — Angel
expect Named Mimic Test has flying
expect Named Mimic Test power 4
advance to Bob's upkeep
advance to Alice's precombat main
Alice activates Named Mimic Test
all pass
expect Alice life 21
""")
    assert code == 0, out


def test_105_3_in_addition_to_its_other_colors_and_types(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Zombie Copy Test
Alice battlefield: Serra Angel
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Zombie Copy Test targeting Serra Angel
all pass
expect Serra Angel#2 power 2
expect Serra Angel#2 colors: white, black
expect Serra Angel#2 subtypes: Angel, Zombie
expect Serra Angel#2 has flying
""")
    # 105.3 / 205.1b: black and Zombie are added to the copied white Angel
    assert code == 0, out
