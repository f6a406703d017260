"""Abilities that trigger when a permanent is tapped for mana (CR 106.12: activating a
mana ability with {T} in its cost; 106.12a: it triggers as that ability resolves and
produces mana).  One that could add mana and has no target is a triggered mana ability
(605.1b): it resolves at once, without using the stack (605.4a); one that can't add mana
uses the stack."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Grave Ghast {3}{B}
Creature — Spirit
Whenever you tap a Swamp for mana, add an additional {B}.
2/2
end
card:
Mana Bloom {2}{G}
Enchantment
Whenever a player taps a land for mana, that player adds one mana of any type that land produced.
end
card:
Barbed Lands {2}{R}
Enchantment
Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_605_4a_an_additional_mana_at_once(tmp_path):
    # the extra {B} is added as the Swamp's ability resolves: nothing goes on the stack
    code, r, out = run(tmp_path, """Alice battlefield: Grave Ghast, Swamp, Forest
turn Alice precombat main
Alice activates Swamp
expect stack: nothing
expect Alice pool: {B}, {B}
Alice activates Forest
expect Alice pool: {B}, {B}, {G}
""")
    assert code == 0, out


def test_106_12a_each_player_adds_a_mana_of_the_type_their_land_produced(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Mana Bloom, Forest
Bob battlefield: Island
turn Alice precombat main
Alice activates Forest
expect Alice pool: {G}, {G}
expect Bob pool: empty
""")
    assert code == 0, out


def test_605_1b_a_trigger_that_adds_no_mana_uses_the_stack(tmp_path):
    # it waits for the next time a player would receive priority (117.5): after Shock is
    # cast, it goes on the stack above Shock and resolves first
    code, r, out = run(tmp_path, """Alice battlefield: Barbed Lands, Mountain
Alice hand: Shock
turn Alice precombat main
Alice activates Mountain
expect Alice life 20
expect Alice pool: {R}
Alice casts Shock targeting Bob
expect stack: Shock, "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player."
all pass
expect Alice life 19
expect Bob life 20
all pass
expect Bob life 18
""")
    assert code == 0, out


def test_106_12_mana_not_from_tapping_doesnt_trigger(tmp_path):
    # mana put in the pool by a spell (Dark Ritual) isn't a permanent tapped for mana
    code, r, out = run(tmp_path, """Alice battlefield: Grave Ghast
Alice hand: Dark Ritual
turn Alice precombat main
Alice pool: {B}
Alice casts Dark Ritual
all pass
expect Alice pool: {B}, {B}, {B}
""")
    assert code == 0, out
