"""Restrictions and requirements from card text (kernel/restrictions.py): "can't
block" (509.1b), "can't be blocked [by ...]" (509.1b), "doesn't untap during its
controller's next untap step" (502.3), "can't be regenerated" (701.19c), granted
and removed static abilities (613.1f, 613.6)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Awe for the Guilds {2}{R}
Sorcery
Monocolored creatures can't block this turn.
end
card:
Agent of Horizons {2}{G}
Creature — Human Rogue
{2}{U}: This creature can't be blocked this turn.
3/2
end
card:
Arlinn's Wolf {2}{G}
Creature — Wolf
This creature can't be blocked by creatures with power 2 or less.
3/2
end
card:
Aether Tunnel {1}{U}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+0 and can't be blocked.
end
card:
Apes of Rath {2}{G}{G}
Creature — Ape
Whenever Apes of Rath attacks, it doesn't untap during its controller's next untap step.
5/4
end
card:
Afterlife {2}{W}
Instant
Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white Spirit creature token with flying.
end
card:
Drudge Skeletons {3}
Artifact Creature — Skeleton
{B}: Regenerate this creature.
1/1
end
card:
Benalish Marshal {W}{W}{W}
Creature — Human Knight
Other creatures you control get +1/+1.
3/3
end
card:
Humble {1}{W}
Instant
Target creature loses all abilities and has base power and toughness 0/1 until end of turn.
end
card:
Tunnel Sigil {U}
Enchantment — Aura
Enchant creature
Enchanted creature has "This creature can't be blocked."
end
card:
Banner of Kin {W}
Enchantment — Aura
Enchant creature
Enchanted creature has "Other creatures you control get +1/+1."
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_509_1b_611_2c_creatures_cant_block_this_turn_applies_to_later_creatures(tmp_path):
    # "Monocolored creatures can't block this turn" changes the rules, not characteristics:
    # it applies to a creature that becomes monocolored/arrives later too (611.2c)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Awe for the Guilds
Alice battlefield: Grizzly Bears
Bob battlefield: Savannah Lions, Darksteel Myr
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Awe for the Guilds
all pass
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect refused "can't block": Bob blocks Grizzly Bears with Savannah Lions
Bob blocks Grizzly Bears with Darksteel Myr
""")
    assert code == 0, out


def test_509_1b_activated_cant_be_blocked_this_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Agent of Horizons
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice activates Agent of Horizons
all pass
advance to Alice's declare attackers
Alice attacks Bob with Agent of Horizons
all pass
expect refused "can't be blocked": Bob blocks Agent of Horizons with Grizzly Bears
all pass
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_514_2_cant_be_blocked_this_turn_ends_at_cleanup(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Agent of Horizons
Alice library: Island, Island
Bob library: Island, Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice activates Agent of Horizons
all pass
advance to Bob's upkeep
advance to Alice's declare attackers
Alice attacks Bob with Agent of Horizons
all pass
Bob blocks Agent of Horizons with Grizzly Bears
""")
    assert code == 0, out


def test_509_1b_cant_be_blocked_by_creatures_with_power_2_or_less(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Arlinn's Wolf
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice declare attackers
Alice attacks Bob with "Arlinn's Wolf"
all pass
expect refused "can't be blocked by Grizzly Bears": Bob blocks "Arlinn's Wolf" with Grizzly Bears
Bob blocks "Arlinn's Wolf" with Craw Wurm
""")
    assert code == 0, out


def test_509_1b_enchanted_creature_cant_be_blocked(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Aether Tunnel
Alice battlefield: Grizzly Bears
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Aether Tunnel targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect refused "can't be blocked": Bob blocks Grizzly Bears with Savannah Lions
""")
    assert code == 0, out


def test_502_3_doesnt_untap_during_its_controllers_next_untap_step(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Apes of Rath
Alice library: Island, Island, Island
Bob library: Island, Island, Island
turn Alice declare attackers
Alice attacks Bob with Apes of Rath
all pass
expect Apes of Rath tapped
advance to Bob's upkeep
advance to Alice's upkeep
expect Apes of Rath tapped
advance to Bob's upkeep
advance to Alice's upkeep
expect Apes of Rath untapped
""")
    assert code == 0, out


def test_701_19c_it_cant_be_regenerated(tmp_path):
    # the regeneration shield exists but isn't applied: the Skeletons die
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Afterlife
Bob battlefield: Drudge Skeletons
turn Alice precombat main
Bob pool: {B}
Alice pool: {W}{W}{W}
Alice casts Afterlife targeting Drudge Skeletons
Alice passes
Bob activates Drudge Skeletons
all pass
all pass
expect Bob graveyard: Drudge Skeletons
expect Bob battlefield: Spirit Token
""")
    assert code == 0, out


def test_701_19a_without_cant_be_regenerated_the_shield_applies(tmp_path):
    # control: the same shield does replace an ordinary destruction
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Murder
Bob battlefield: Drudge Skeletons
turn Alice precombat main
Bob pool: {B}
Alice pool: {B}{B}{B}
Alice casts Murder targeting Drudge Skeletons
Alice passes
Bob activates Drudge Skeletons
all pass
all pass
expect Bob battlefield: Drudge Skeletons
expect Drudge Skeletons tapped
""")
    assert code == 0, out


def test_613_1f_a_static_ability_removed_by_loses_all_abilities_stops_applying(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Benalish Marshal, Grizzly Bears
Bob hand: Humble
turn Bob precombat main
expect Grizzly Bears power 3
Bob pool: {W}{W}
Bob casts Humble targeting Benalish Marshal
all pass
expect Benalish Marshal power 0
expect Benalish Marshal toughness 1
expect Grizzly Bears power 2
expect Grizzly Bears toughness 2
advance to Alice's upkeep
expect Grizzly Bears power 3
expect Benalish Marshal power 3
""")
    assert code == 0, out


def test_613_1f_a_granted_static_ability_functions(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Banner of Kin, Tunnel Sigil
Alice battlefield: Savannah Lions, Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {W}{U}
Alice casts Banner of Kin targeting Savannah Lions
all pass
expect Grizzly Bears power 3
expect Savannah Lions power 2
Alice casts Tunnel Sigil targeting Grizzly Bears
all pass
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect refused "can't be blocked": Bob blocks Grizzly Bears with Craw Wurm
""")
    assert code == 0, out


def test_113_10_a_restriction_is_not_an_ability_loses_all_abilities_keeps_it(tmp_path):
    # Aether Tunnel's "can't be blocked" is the Aura's effect, not an ability of the Bears
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Aether Tunnel
Alice battlefield: Grizzly Bears
Bob hand: Humble
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Aether Tunnel targeting Grizzly Bears
all pass
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears
Alice passes
Bob pool: {W}{W}
Bob casts Humble targeting Grizzly Bears
all pass
all pass
expect Grizzly Bears power 1
expect refused "can't be blocked": Bob blocks Grizzly Bears with Savannah Lions
""")
    assert code == 0, out
