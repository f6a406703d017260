""""Becomes the target of a spell or ability" (CR 115.1, 603.2e): the ability
triggers as the spell is cast (601.2i) or the ability is put on the stack, so it
resolves first; "an opponent controls" restricts whose spell or ability."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Frail Phantom {1}{U}
Creature — Illusion
When this creature becomes the target of a spell or ability, sacrifice it.
2/2
end
card:
Watchful Warden {2}{W}
Enchantment
Whenever a creature you control becomes the target of a spell or ability an opponent controls, you gain 2 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_2e_illusion_is_sacrificed_before_the_spell_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Giant Growth
Alice battlefield: Frail Phantom
turn Alice precombat main
Alice pool: {G}
Alice casts Giant Growth targeting Frail Phantom
expect stack: Giant Growth, "When this creature becomes the target of a spell or ability, sacrifice it."
all pass
expect Alice graveyard: Frail Phantom
all pass
expect Alice graveyard: Frail Phantom, Giant Growth
""")
    assert code == 0, out


def test_603_2e_only_an_opponents_spell_triggers(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Giant Growth
Alice battlefield: Watchful Warden, Grizzly Bears
Bob hand: Shock
turn Alice precombat main
Alice pool: {G}
Alice casts Giant Growth targeting Grizzly Bears
expect stack: Giant Growth
all pass
expect Alice life 20
Alice passes
Bob pool: {R}
Bob casts Shock targeting Grizzly Bears
all pass
expect Alice life 22
""")
    assert code == 0, out
