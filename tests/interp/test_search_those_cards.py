""""Search your library for up to X cards, put those cards into your hand" -- "those
cards" are the cards found (CR 701.23, 400.7); real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_701_23_put_those_cards_into_your_hand(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Diabolic Revelation {X}{3}{B}{B}
Sorcery
Search your library for up to X cards, put those cards into your hand, then shuffle.
end
players Alice 20, Bob 20
Alice hand: Diabolic Revelation
Alice library: Opt, Shock, Cancel, Murder
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}{B}{B}
Alice casts Diabolic Revelation with X=2
all pass
  Alice chooses search: Shock, Murder
expect Alice hand: Shock, Murder
expect Alice library count 2
""")
    assert code == 0, out


def test_701_23_reveal_those_cards_then_put_them_into_your_hand(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Gaea's Bounty {2}{G}
Sorcery
Search your library for up to two Forest cards, reveal those cards, put them into your hand, then shuffle.
end
players Alice 20, Bob 20
Alice hand: Gaea's Bounty
Alice library: Forest, Island, Forest, Forest
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice casts Gaea's Bounty
all pass
  Alice chooses search: Forest, Forest
expect Alice hand: Forest, Forest
expect Alice library count 2
""")
    assert code == 0, out
    assert "reveals" in out
