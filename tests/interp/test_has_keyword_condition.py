"""Conditions on a keyword ability an object has (CR 702; after the layers, 613.1f: a
granted keyword counts, a lost one doesn't): "If that creature has flying, ...", "if it has
madness"."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Sky Slash Test {1}{R}
Instant
Sky Slash Test deals 2 damage to target creature. If that creature has flying, Sky Slash Test deals 4 damage to that creature instead.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_the_condition_holds_for_a_creature_with_flying(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Sky Slash Test
Bob battlefield: Serra Angel
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Sky Slash Test targeting Serra Angel
all pass
expect Bob graveyard: Serra Angel
""")
    # 4 damage instead of 2 to the 4/4 flier: lethal (704.5g)
    assert code == 0, out


def test_702_the_condition_fails_for_a_creature_without_flying(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Sky Slash Test
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Sky Slash Test targeting Craw Wurm
all pass
expect log: "Sky Slash Test deals 2 damage to Craw Wurm"
expect Bob battlefield: Craw Wurm
""")
    assert code == 0, out
