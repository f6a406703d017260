""""Target opponent exiles two cards from their hand", "You destroy two lands you
control, then target opponent destroys two lands they control" (CR 608.2c: the player
performing the instruction chooses, as it resolves; 101.4: each in turn)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Head Test {2}{B}
Sorcery
Target opponent exiles two cards from their hand.
end
card:
Xinye Test {2}{R}{R}
Sorcery
You destroy two lands you control, then target opponent destroys two lands they control.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_the_opponent_chooses_from_their_own_hand(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Head Test, Lightning Bolt
Bob hand: Island, Forest, Mountain
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Head Test targeting Bob
all pass
  Bob chooses exile: Island
  Bob chooses exile: Mountain
expect Bob hand: Forest
expect exile: Island, Mountain
expect Alice hand: Lightning Bolt
""")
    assert code == 0, out
    assert {d.player for d in asked(r, "exile")} == {r.game.pid("Bob")}


def test_101_4_each_destroys_their_own_lands(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Xinye Test
Alice battlefield: Mountain, Mountain, Forest
Bob battlefield: Island, Plains, Swamp
turn Alice precombat main
Alice pool: {R}{R}{R}{R}
Alice casts Xinye Test targeting Bob
all pass
  Alice chooses destroy: Mountain
  Alice chooses destroy: Forest
  Bob chooses destroy: Island
  Bob chooses destroy: Swamp
expect Alice battlefield: Mountain
expect Bob battlefield: Plains
""")
    assert code == 0, out
