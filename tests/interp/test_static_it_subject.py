""""As long as enchanted permanent is a creature, it gets +2/+1." (CR 611.3a): a
static ability whose effect applies while the condition holds; "it" is the object
the condition is about (the enchanted permanent, 303.4)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
War Paint Test {R}
Enchantment — Aura
Enchant artifact or creature
As long as enchanted permanent is a creature, it gets +2/+1.
end
card:
Rune Test {W}
Enchantment — Aura
Enchant permanent
As long as enchanted permanent is a creature, it has flying.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_611_3a_it_is_the_enchanted_creature(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: War Paint Test
Alice battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {R}
Alice casts War Paint Test targeting Grizzly Bears
all pass
expect Grizzly Bears power 4
expect Grizzly Bears toughness 3
expect Llanowar Elves power 1
""")
    assert code == 0, out


def test_611_3a_while_the_condition_is_false_nothing_applies(tmp_path):
    # a noncreature artifact: the condition is false, and the Aura gives nothing to anyone
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rune Test
Alice battlefield: Sol Ring, Grizzly Bears
turn Alice precombat main
Alice pool: {W}
Alice casts Rune Test targeting Sol Ring
all pass
expect Sol Ring lacks flying
expect Grizzly Bears lacks flying
""")
    assert code == 0, out


def test_611_3a_keyword_for_the_enchanted_creature_only(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rune Test
Alice battlefield: Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice pool: {W}
Alice casts Rune Test targeting Grizzly Bears
all pass
expect Grizzly Bears has flying
expect Llanowar Elves lacks flying
""")
    assert code == 0, out
