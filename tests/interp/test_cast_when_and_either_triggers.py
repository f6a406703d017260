"""How and when a spell was cast (CR 601.2a, remembered with the cast: "if you cast this spell
during your main phase", "if this spell was cast from a graveyard") and more trigger forms
("... or at the beginning of your upkeep", 603.2; "At end of combat", 511.1)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Addendum Note {1}{W}
Instant
You gain 1 life.
Addendum — If you cast this spell during your main phase, you gain 4 life.
end
card:
Grave Surge {1}{G}
Sorcery
You gain 2 life. If this spell was cast from a graveyard, you gain 5 life instead.
Flashback {3}{G}
end
card:
Roost Keeper {2}{U}
Creature — Bird
When this creature enters or at the beginning of your upkeep, you gain 1 life.
1/1
end
card:
Combat Medic {1}{W}
Creature — Human Cleric
At end of combat, you gain 1 life.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_601_2a_cast_during_your_main_phase(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Addendum Note
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Addendum Note
all pass
expect Alice life 25
""")
    assert code == 0, out
    # in Alice's beginning of combat step: not a main phase
    code, r, out = run(tmp_path, """Alice hand: Addendum Note
turn Alice beginning of combat
Alice pool: {W}{C}
Alice casts Addendum Note
all pass
expect Alice life 21
""")
    assert code == 0, out


def test_601_2a_cast_from_a_graveyard_instead(tmp_path):
    code, r, out = run(tmp_path, """Alice graveyard: Grave Surge
turn Alice precombat main
Alice pool: {G}{C}{C}{C}
Alice casts Grave Surge using flashback
all pass
expect Alice life 25
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Grave Surge
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Grave Surge
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_603_2_enters_or_at_the_beginning_of_your_upkeep(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Roost Keeper
Alice library: Island
Bob library: Island
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice casts Roost Keeper
all pass
all pass
expect Alice life 21
advance to Alice's upkeep
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_511_1_at_end_of_combat(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Combat Medic
turn Alice precombat main
advance to Alice's end of combat
all pass
expect Alice life 21
""")
    assert code == 0, out
