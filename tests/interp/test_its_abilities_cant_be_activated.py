""""Enchanted creature can't attack or block, and its activated abilities can't be
activated." -- "its" is the enchanted creature (CR 602.5: a player can't begin to activate
an ability that can't be activated; 508.1c, 509.1b). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Arrest {2}{W}
Enchantment — Aura
Enchant creature
Enchanted creature can't attack or block, and its activated abilities can't be activated.
end
card:
Prodigal Pyromancer {2}{R}
Creature — Human Wizard
{T}: Prodigal Pyromancer deals 1 damage to any target.
1/1
end
card:
Goblin Sharpshooter {2}{R}
Creature — Goblin
{T}: Goblin Sharpshooter deals 1 damage to any target.
1/1
end
"""

SETUP = """players Alice 20, Bob 20
Alice hand: Arrest
Bob battlefield: Prodigal Pyromancer, Goblin Sharpshooter
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Arrest targeting Prodigal Pyromancer
all pass
Alice passes
"""


def test_602_5_the_enchanted_creatures_ability_cant_be_activated(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + SETUP + """expect refused "602.5": Bob activates Prodigal Pyromancer targeting Alice
expect Prodigal Pyromancer untapped
expect Alice life 20
""")
    assert code == 0, out


def test_602_5_another_creature_is_unaffected(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + SETUP + """Bob activates Goblin Sharpshooter targeting Alice
all pass
expect Alice life 19
""")
    assert code == 0, out
