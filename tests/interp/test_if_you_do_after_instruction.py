""""If you do" after an instruction that isn't optional (CR 608.2c): "Sacrifice a creature. If
you do, return the chosen cards to the battlefield tapped." The later instruction happens only
if the earlier one was carried out: a player with no creature sacrifices nothing, and then
nothing returns."""
from __future__ import annotations

from interp_helpers import run_script

VICTIMIZE = """card:
Victimize {2}{B}
Sorcery
Choose two target creature cards in your graveyard. Sacrifice a creature. If you do, return the chosen cards to the battlefield tapped.
end
"""


def test_608_2c_the_instruction_was_carried_out(tmp_path):
    code, r, out = run_script(tmp_path, VICTIMIZE + """Alice hand: Victimize
Alice graveyard: Grizzly Bears, Savannah Lions
Alice battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Victimize targeting Grizzly Bears, Savannah Lions
all pass
expect Alice battlefield: Grizzly Bears tapped, Savannah Lions tapped
expect Alice graveyard: Craw Wurm, Victimize
""")
    assert code == 0, out


def test_608_2c_nothing_to_sacrifice_so_nothing_returns(tmp_path):
    code, r, out = run_script(tmp_path, VICTIMIZE + """Alice hand: Victimize
Alice graveyard: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Victimize targeting Grizzly Bears, Savannah Lions
all pass
expect Alice graveyard: Grizzly Bears, Savannah Lions, Victimize
""")
    assert code == 0, out
    assert not r.game.zone("battlefield")
