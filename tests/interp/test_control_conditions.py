"""Conditions about what a player controls (CR 109.4): "unless you control a Plains or
an Island" (either one), "if you control no artifacts"; real card text."""
from __future__ import annotations

from interp_helpers import run_script

GLACIAL_FORTRESS = """card:
Glacial Fortress
Land
This land enters tapped unless you control a Plains or an Island.
{T}: Add {W} or {U}.
end
"""


def test_109_4_checkland_either_land_type(tmp_path):
    for lands, state in (("Island", "untapped"), ("Forest", "tapped")):
        code, r, out = run_script(tmp_path, GLACIAL_FORTRESS + f"""players Alice 20, Bob 20
Alice hand: Glacial Fortress
Alice battlefield: {lands}
Bob battlefield: Plains
turn Alice precombat main
Alice plays Glacial Fortress
expect Glacial Fortress {state}
""")
        assert code == 0, out


EPIPHANY = """card:
Artificer's Epiphany {2}{U}
Instant
Draw two cards. If you control no artifacts, discard a card.
end
"""


def test_109_4_if_you_control_no_artifacts_discard(tmp_path):
    # with Sol Ring: no discard (three cards in hand); without an artifact: discard one
    code, r, out = run_script(tmp_path, EPIPHANY + """players Alice 20, Bob 20
Alice hand: Artificer's Epiphany, Forest
Alice library: Island, Island
Alice battlefield: Sol Ring
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Artificer's Epiphany
all pass
expect Alice hand: Island, Island, Forest
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, EPIPHANY + """players Alice 20, Bob 20
Alice hand: Artificer's Epiphany, Forest
Alice library: Island, Island
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Artificer's Epiphany
all pass
  Alice chooses discard: Forest
expect Alice hand: Island, Island
expect Alice graveyard: Artificer's Epiphany, Forest
""")
    assert code == 0, out
