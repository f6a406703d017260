""""a creature dealt damage by this creature this turn" (CR 120.3): the turn's damage
events from that source, including damage from its activated ability (the source of an
ability's damage is the object with the ability, CR 609.7)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Blood Cultist {1}{B}{R}
Creature — Human Wizard
{T}: This creature deals 1 damage to target creature.
Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.
1/1
end
card:
Shock Test {R}
Instant
Shock Test deals 2 damage to target creature.
end
card:
Tiny Elf {G}
Creature — Elf
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_120_3_a_creature_it_damaged_this_turn_dies(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Blood Cultist
Bob battlefield: Tiny Elf
turn Alice precombat main
Alice activates Blood Cultist targeting Tiny Elf
all pass
all pass
expect Bob graveyard: Tiny Elf
expect Blood Cultist power 2
""")
    assert code == 0, out


def test_120_3_a_creature_another_source_killed_does_not_count(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Shock Test
Alice battlefield: Blood Cultist
Bob battlefield: Tiny Elf
turn Alice precombat main
Alice pool: {R}
Alice casts Shock Test targeting Tiny Elf
all pass
expect Bob graveyard: Tiny Elf
all pass
expect Blood Cultist power 1
""")
    assert code == 0, out
