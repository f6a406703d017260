""""Nonbasic lands don't untap during their controllers' untap steps." (CR 502.3: in
the untap step the active player's permanents untap unless an effect prevents it;
each land named stays tapped during its own controller's untap step)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Basics Test {2}{U}
Enchantment
Nonbasic lands don't untap during their controllers' untap steps.
end
"""


def test_502_3_nonbasic_lands_stay_tapped_basics_untap(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Basics Test, Radiant Fountain tapped
Bob battlefield: Radiant Fountain tapped, Forest tapped, Grizzly Bears tapped
turn Alice precombat main
advance to Bob's upkeep
expect Radiant Fountain#2 tapped
expect Forest untapped
expect Grizzly Bears untapped
expect Radiant Fountain tapped
""")
    # Bob's nonbasic land stays tapped in Bob's untap step; his Forest and Bears untap
    # (Alice's tapped land isn't untapped in Bob's step in any case)
    assert code == 0, out


def test_502_3_also_the_controller_of_the_effect(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
Alice battlefield: Basics Test, Radiant Fountain tapped, Island tapped
turn Bob precombat main
advance to Alice's upkeep
expect Radiant Fountain tapped
expect Island untapped
""")
    assert code == 0, out
