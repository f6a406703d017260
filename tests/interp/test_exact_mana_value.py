""""with mana value X" / "with mana value 2": an exact comparison (CR 202.3, 107.3:
X is announced before targets are chosen, 601.2b-c), with real card text."""
from __future__ import annotations

from interp_helpers import run_script

DISEMBOWEL = """card:
Disembowel {X}{B}
Instant
Destroy target creature with mana value X.
end
"""


def test_601_2c_target_with_mana_value_x(tmp_path):
    code, r, out = run_script(tmp_path, DISEMBOWEL + """players Alice 20, Bob 20
Alice hand: Disembowel
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}{B}
expect refused "target": Alice casts Disembowel with X = 2 targeting Savannah Lions
Alice casts Disembowel with X = 2 targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
expect Bob battlefield: Savannah Lions
""")
    assert code == 0, out


def test_202_3_counter_target_spell_with_mana_value_2(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Spell Snare {U}
Instant
Counter target spell with mana value 2.
end
players Alice 20, Bob 20
Alice hand: Grizzly Bears, Savannah Lions
Bob hand: Spell Snare
turn Alice precombat main
Alice pool: {W}
Alice casts Savannah Lions
Alice passes
Bob pool: {U}
expect refused "target": Bob casts Spell Snare targeting Savannah Lions
Bob passes
Alice pool: {G}{G}
Alice casts Grizzly Bears
Alice passes
Bob casts Spell Snare targeting Grizzly Bears
all pass
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out
