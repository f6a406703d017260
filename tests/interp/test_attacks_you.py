""""Whenever a creature attacks you, its controller loses 1 life." and "... attacks you or a
planeswalker you control", "... attacks one of your opponents" (CR 508.1b: each attacking
creature attacks one player, planeswalker or battle; 508.3a: the ability triggers for each
attacker that matches, as attackers are declared). Before, a trigger that named what is
attacked could not run ("attacking a particular player")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Hissing Test {2}{B}
Enchantment
Whenever a creature attacks you, its controller loses 1 life.
end
card:
Lich Test {1}{B}
Enchantment
Whenever a creature attacks one of your opponents, that player loses 1 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_508_3a_each_creature_attacking_you_triggers(tmp_path):
    # two creatures attack Alice: two triggers (Alice puts them on the stack in an order she
    # chooses, 603.3b), and Bob, their controller, loses 2
    code, r, out = run(tmp_path, """Alice battlefield: Hissing Test
Bob battlefield: Grizzly Bears, Craw Wurm
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears, Craw Wurm
  Alice chooses triggers: "Whenever a creature attacks you, its controller loses 1 life."
all pass
all pass
expect Bob life 18
""")
    assert code == 0, out


def test_508_1b_attacking_someone_else_does_not_trigger(tmp_path):
    # Alice's own enchantment, Alice attacking Bob: the creature attacks an opponent of hers
    code, r, out = run(tmp_path, """Alice battlefield: Hissing Test, Lich Test, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect Alice life 20
expect Bob life 19
""")
    # "attacks you" (Hissing Test) does not trigger; "attacks one of your opponents" does: Bob loses 1
    assert code == 0, out
