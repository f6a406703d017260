""""You may have this creature assign its combat damage as though it weren't blocked."
(a static ability changing 510.1c: the blocked creature's controller chooses each combat
damage step). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

THORN = """card:
Thorn Elemental {5}{G}{G}
Creature — Elemental
You may have this creature assign its combat damage as though it weren't blocked.
7/7
end
players Alice 20, Bob 20
Alice battlefield: Thorn Elemental
Bob battlefield: Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Thorn Elemental
all pass
Bob blocks Thorn Elemental with Grizzly Bears
all pass
"""


def test_510_1c_replaced_all_damage_to_the_defending_player(tmp_path):
    code, r, out = run_script(tmp_path, THORN + """  Alice chooses may: yes
expect Bob life 13
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out
    g = r.game
    # the blocker still deals its damage to the attacker (510.1d)
    thorn = next(i for i in g.battlefield() if g.name_of(i) == "Thorn Elemental")
    assert g.objects[thorn].damage == 2


def test_510_1c_declined_damage_goes_to_the_blocker(tmp_path):
    code, r, out = run_script(tmp_path, THORN + """  Alice chooses may: no
expect Bob life 20
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out
