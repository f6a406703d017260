"""'create a tapped ... token': the token enters the battlefield tapped (CR 111.1;
tapped is a status, not a characteristic, 110.5)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Crash the Party {5}{G}
Instant
Create a tapped 4/4 green Rhino Warrior creature token for each tapped creature you control.
end
"""


def test_111_1_110_5_tokens_created_tapped_enter_tapped(tmp_path):
    # two creatures tapped by attacking (508.1f), one untapped -> two Rhino Warrior
    # tokens ("for each tapped creature you control", counted on resolution, 608.2h),
    # each entering tapped
    code, r, out = run_script(tmp_path, CARDS + """players Alice 20, Bob 20
Alice hand: Crash the Party
Alice battlefield: Grizzly Bears, Craw Wurm, Savannah Lions
turn Alice precombat main
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears, Craw Wurm
Alice pool: {G}{C}{C}{C}{C}{C}
Alice casts Crash the Party
all pass
""")
    assert code == 0, out
    g = r.game
    rhinos = [o for o in g.objects.values() if o.zone == "battlefield" and g.chars(o.id).name == "Rhino Warrior Token"]
    assert len(rhinos) == 2
    assert all(o.tapped for o in rhinos)
    assert (g.chars(rhinos[0].id).power, g.chars(rhinos[0].id).toughness) == (4, 4)
