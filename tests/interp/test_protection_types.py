""""Protection from enchantments" (CR 702.16a-b): a quality that is a card type; the
creature can't be the target of an enchantment spell (an Aura); real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_702_16b_protection_from_enchantments_cant_be_enchanted_by_an_aura_spell(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Azorius First-Wing {W}{U}
Creature — Griffin
Flying, protection from enchantments
2/2
end
players Alice 20, Bob 20
Alice hand: Pacifism
Bob battlefield: Azorius First-Wing, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{W}
expect refused "target": Alice casts Pacifism targeting Azorius First-Wing
Alice casts Pacifism targeting Grizzly Bears
all pass
expect Bob battlefield: Azorius First-Wing, Grizzly Bears
""")
    assert code == 0, out
