""""<instruction> instead if <condition>." (CR 608.2c: followed in place of the instruction
before it when the condition is true) and conditions on a total of power (formidable,
208) or on one object's mana value (202.3)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Wolf Howl {2}{G}
Sorcery
Create a 2/2 green Wolf creature token.
Morbid — Create three 2/2 green Wolf creature tokens instead if a creature died this turn.
end
card:
Formidable Roar {2}{G}
Creature — Bear
Formidable — {G}: You gain 2 life. Activate only if creatures you control have total power 8 or greater.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_instead_if_a_creature_died(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Wolf Howl, Shock
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Savannah Lions
all pass
Alice pool: {G}{C}{C}
Alice casts Wolf Howl
all pass
expect Alice battlefield: Wolf Token, Wolf Token, Wolf Token
""")
    assert code == 0, out


def test_608_2c_without_the_condition_the_first_instruction_only(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Wolf Howl
turn Alice precombat main
Alice pool: {G}{C}{C}
Alice casts Wolf Howl
all pass
expect Alice battlefield: Wolf Token
""")
    assert code == 0, out


def test_208_total_power_8_or_greater(tmp_path):
    # 2 + 6 = 8: it can be activated; with 2 + 2 = 4 it can't (602.5b)
    code, r, out = run(tmp_path, """Alice battlefield: Formidable Roar, Craw Wurm
turn Alice precombat main
Alice pool: {G}
Alice activates Formidable Roar
all pass
expect Alice life 22
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Formidable Roar, Grizzly Bears
turn Alice precombat main
Alice pool: {G}
expect refused "total power": Alice activates Formidable Roar
""")
    assert code == 0, out
