""""Whenever you cast or copy an instant or sorcery spell" (magecraft, CR 207.2c): casting
a spell (601.2i) or putting a copy of one on the stack (707.10; a copy isn't cast,
707.10c) each trigger it."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Pledge Keeper {1}{B}
Creature — Human Warlock
Magecraft — Whenever you cast or copy an instant or sorcery spell, you gain 1 life.
1/1
end
card:
Twin Spark {U}{U}
Instant
Copy target instant or sorcery spell. You may choose new targets for the copy.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_207_2c_cast_and_copy_each_trigger(tmp_path):
    # Shock cast (+1), Twin Spark cast (+1), the copy of Shock (+1); Bob takes 2 + 2
    code, r, out = run(tmp_path, """Alice battlefield: Pledge Keeper
Alice hand: Shock, Twin Spark
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
Alice pool: {U}{U}
Alice casts Twin Spark targeting Shock
all pass
all pass
  Alice chooses may: no
all pass
all pass
all pass
expect stack: nothing
expect Alice life 23
expect Bob life 16
""")
    assert code == 0, out


def test_207_2c_an_opponents_spell_doesnt_trigger_yours(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Pledge Keeper
Bob hand: Shock
turn Bob precombat main
Bob pool: {R}
Bob casts Shock targeting Alice
all pass
expect stack: nothing
expect Alice life 18
""")
    assert code == 0, out
