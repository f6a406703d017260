""""When you cast this spell, ..." (CR 603.2, 601.2i; 113.6: the ability functions on
the stack): it triggers as the spell becomes cast and resolves before the spell; it
doesn't trigger for another spell cast."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Herald Test {3}{W}
Creature — Eldrazi
When you cast this spell, you gain 3 life.
3/3
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_2_it_triggers_on_the_stack_above_the_spell(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Herald Test
Bob hand: Counterspell
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Herald Test
expect stack: Herald Test, "When you cast this spell, you gain 3 life."
Alice passes
Bob pool: {U}{U}
Bob casts Counterspell targeting Herald Test
all pass
all pass
expect Alice graveyard: Herald Test
all pass
expect Alice life 23
""")
    # countering the spell doesn't counter the trigger (it's independent of it, 603.3)
    assert code == 0, out


def test_603_2_another_spell_doesnt_trigger_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Herald Test, Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Grizzly Bears
expect stack: Grizzly Bears
""")
    assert code == 0, out
