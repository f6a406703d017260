""""Damage can't be prevented this turn." (CR 615.12: prevention effects don't prevent
it; a shield isn't used up) and protection's damage prevention (702.16e) is one such
effect. Real card text."""
from __future__ import annotations

from interp_helpers import run_script

JOKE = """card:
Impractical Joke {R}
Sorcery
Damage can't be prevented this turn. Impractical Joke deals 3 damage to up to one target creature or planeswalker.
end
"""


def test_615_12_a_prevention_shield_prevents_nothing(tmp_path):
    code, r, out = run_script(tmp_path, JOKE + """players Alice 20, Bob 20
Alice hand: Impractical Joke
Bob hand: "Shieldmate's Blessing"
Bob battlefield: Grizzly Bears
turn Alice precombat main
Bob pool: {W}
Alice pool: {R}
Alice passes
Bob casts "Shieldmate's Blessing" targeting Grizzly Bears
all pass
Alice casts Impractical Joke targeting Grizzly Bears
all pass
expect Bob graveyard: "Shieldmate's Blessing", Grizzly Bears
""")
    assert code == 0, out


def test_615_12_the_rest_of_the_turn_too(tmp_path):
    # the effect lasts the turn: damage dealt after the spell is unpreventable as well,
    # so the shield is still there but prevents nothing of a later Shock
    code, r, out = run_script(tmp_path, JOKE + """players Alice 20, Bob 20
Alice hand: Impractical Joke, Shock
Bob hand: "Shieldmate's Blessing"
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Impractical Joke targeting Savannah Lions
all pass
Bob pool: {W}
Alice passes
Bob casts "Shieldmate's Blessing" targeting Grizzly Bears
all pass
Alice casts Shock targeting Grizzly Bears
all pass
expect Bob graveyard: Savannah Lions, "Shieldmate's Blessing", Grizzly Bears
""")
    assert code == 0, out


def test_615_7_without_it_the_shield_prevents(tmp_path):
    code, r, out = run_script(tmp_path, """players Alice 20, Bob 20
Alice hand: Shock
Bob hand: "Shieldmate's Blessing"
Bob battlefield: Grizzly Bears
turn Alice precombat main
Bob pool: {W}
Alice pool: {R}
Alice passes
Bob casts "Shieldmate's Blessing" targeting Grizzly Bears
all pass
Alice casts Shock targeting Grizzly Bears
all pass
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out
