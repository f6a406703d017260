"""Mana counted as it's added (CR 106.1, 107.1): "Add {G} for each creature you
control", "for each charge counter on this artifact"; "X mana in any combination of
colors, where X is ..." (106.1a, 107.3: each mana of the color chosen for it)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Cradle Test
Legendary Land
{T}: Add {G} for each creature you control.
end
card:
Battle Hymn {1}{R}{R}
Instant
Add {R} for each creature you control.
end
card:
Axebane Test {2}{G}
Creature — Human Druid
Defender
{T}: Add X mana in any combination of colors, where X is the number of creatures you control with defender.
0/3
end
card:
Market Test {3}{B}{B}
Enchantment
{T}: Add {B} for each charge counter on this enchantment.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_107_1_one_mana_for_each_creature_you_control(tmp_path):
    # Alice controls two creatures; Bob's creature doesn't count
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Cradle Test, Grizzly Bears, Llanowar Elves
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice activates Cradle Test
expect Alice pool: {G}, {G}
""")
    assert code == 0, out


def test_107_1_a_spell_that_adds_mana_counts_as_it_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Battle Hymn
Alice battlefield: Grizzly Bears, Llanowar Elves, Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Battle Hymn
all pass
expect Alice pool: {R}, {R}, {R}
""")
    assert code == 0, out


def test_107_3_x_mana_in_any_combination_of_colors(tmp_path):
    # two creatures with defender: X = 2, a color chosen for each mana
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Axebane Test, Wall of Omens, Grizzly Bears
turn Alice precombat main
Alice activates Axebane Test
  Alice chooses mana color: W
  Alice chooses mana color: U
expect Alice pool: {W}, {U}
""")
    assert code == 0, out
    assert len(asked(r, "mana_type")) == 2


def test_122_one_mana_for_each_charge_counter(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Market Test with 3 charge counters
turn Alice precombat main
Alice activates Market Test
expect Alice pool: {B}, {B}, {B}
""")
    assert code == 0, out
