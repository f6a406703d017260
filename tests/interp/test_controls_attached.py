""""You control enchanted creature." (CR 613.1b: layer 2, a control-changing effect of
a static ability; 611.3a: it stops as soon as the Aura leaves the battlefield)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Control Test {4}{U}{U}
Enchantment — Aura
Enchant creature
You control enchanted creature.
end
"""


def test_613_1b_the_auras_controller_controls_the_creature_while_attached(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Control Test
Bob hand: Naturalize
Bob battlefield: Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{U}{U}{U}{U}
Alice casts Control Test targeting Craw Wurm
all pass
expect Craw Wurm controller Alice
expect Grizzly Bears controller Bob
Alice passes
Bob pool: {G}{G}
Bob casts Naturalize targeting Control Test
all pass
expect Craw Wurm controller Bob
""")
    assert code == 0, out
