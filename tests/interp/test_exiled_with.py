""""Return each creature card exiled with Cold Storage to the battlefield" (CR 607.2a: the
abilities are linked; the cards are those this object's abilities exiled, and only those; the
object sacrificed to pay the cost is read as it last existed, 608.2h). Before, this could not
run ("the qualifier ExiledWith")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Cold Storage {4}
Artifact
{3}: Exile target creature you control.
Sacrifice Cold Storage: Return each creature card exiled with Cold Storage to the battlefield under your control.
end
"""


def test_607_2a_the_cards_it_exiled_return(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice battlefield: Cold Storage, Grizzly Bears, Craw Wurm
Alice exile: Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Cold Storage targeting Grizzly Bears
all pass
Alice pool: {C}{C}{C}
Alice activates Cold Storage targeting Craw Wurm
all pass
expect Alice exile: Savannah Lions, Grizzly Bears, Craw Wurm
Alice activates Cold Storage ability 2
all pass
expect Alice battlefield: Grizzly Bears, Craw Wurm
expect Alice exile: Savannah Lions
expect Alice graveyard: Cold Storage
""")
    assert code == 0, out
