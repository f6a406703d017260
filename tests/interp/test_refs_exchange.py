"""Exchanging control of two permanents (CR 701.12a-b): each controller gains control of the
other's permanent at once, indefinitely (a layer-2 effect, 613.1b); if the whole exchange can't
be completed, nothing happens; if one player controls both, nothing happens. Before, this could
not run ("no effect handler for ExchangeControlOfBoth")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Trickery Test {1}{U}
Sorcery
Exchange control of target land you control and target land an opponent controls.
end
card:
Infiltrator Test {2}{U}
Creature — Phyrexian Shapeshifter
{2}{U}{U}: Exchange control of this creature and target creature.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_12b_each_gains_control_of_the_others(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Trickery Test
Alice battlefield: Island
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Trickery Test targeting Island, Forest
all pass
expect Island controller Bob
expect Forest controller Alice
advance to Bob's upkeep
expect Island controller Bob
expect Forest controller Alice
""")
    assert code == 0, out


def test_701_12a_no_exchange_if_one_is_gone(tmp_path):
    # the target creature is destroyed in response: the exchange can't be completed
    code, r, out = run(tmp_path, """Alice battlefield: Infiltrator Test
Bob battlefield: Grizzly Bears
Bob hand: Murder
turn Alice precombat main
Alice pool: {C}{C}{U}{U}
Bob pool: {C}{B}{B}
Alice activates Infiltrator Test targeting Grizzly Bears
Alice passes
Bob casts Murder targeting Grizzly Bears
all pass
all pass
expect Infiltrator Test controller Alice
expect Bob graveyard: Murder, Grizzly Bears
""")
    assert code == 0, out


def test_701_12b_self_and_target(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Infiltrator Test
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {C}{C}{U}{U}
Alice activates Infiltrator Test targeting Craw Wurm
all pass
expect Infiltrator Test controller Bob
expect Craw Wurm controller Alice
""")
    assert code == 0, out
