""""Enchanted creature gets +2/+2 for each other creature on the battlefield that shares a
creature type with it." — in a static ability about the enchanted (or equipped) creature,
"it" is that creature (CR 303.4: the object an Aura is attached to; 301.5 an Equipment's;
613.4c: the bonus applies in layer 7c, counted as it applies). Before, such statics could not
run ("a pronoun with nothing to refer to")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Pack Status {W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +2/+2 for each other creature on the battlefield that shares a creature type with it.
end
card:
Bear Cub {1}{G}
Creature — Bear
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_613_4c_counts_the_other_creatures_sharing_a_type_with_the_enchanted_one(tmp_path):
    # Grizzly Bears (a Bear) enchanted: two other Bears (one Bob's) share its type, Craw Wurm
    # does not, and the Bears itself is not "other": +4/+4
    code, r, out = run(tmp_path, """Alice hand: Pack Status
Alice battlefield: Grizzly Bears, Craw Wurm
Bob battlefield: Bear Cub, Bear Cub
turn Alice precombat main
Alice pool: {W}
Alice casts Pack Status targeting Grizzly Bears
all pass
expect Grizzly Bears power 6
expect Grizzly Bears toughness 6
expect Craw Wurm power 6
""")
    assert code == 0, out


def test_613_4c_no_creature_shares_a_type_no_bonus(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Pack Status
Alice battlefield: Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {W}
Alice casts Pack Status targeting Craw Wurm
all pass
expect Craw Wurm power 6
expect Craw Wurm toughness 4
expect Grizzly Bears power 2
""")
    assert code == 0, out
