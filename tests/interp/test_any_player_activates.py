""""Any player may activate this ability." (CR 602.2: only an object's controller can
activate its abilities unless it says otherwise; 602.2a: the player who activates it
controls the ability -- "you" is that player, who pays its costs)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Excavation Test {1}{U}
Enchantment
{1}, Sacrifice a land: Draw a card. Any player may activate this ability.
end
card:
Mine Only Test {1}{U}
Enchantment
{1}, Sacrifice a land: Draw a card.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_602_2_an_opponent_may_activate_it_and_is_its_you(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Excavation Test, Island
Alice library: Plains
Bob battlefield: Forest, Mountain
Bob library: Swamp
turn Alice precombat main
Alice passes
Bob pool: {C}
Bob activates Excavation Test
  Bob chooses sacrifice: Forest
all pass
expect Bob hand: Swamp
expect Bob graveyard: Forest
expect Alice hand: nothing
expect Alice battlefield: Excavation Test, Island
""")
    assert code == 0, out


def test_602_2_without_the_permission_only_its_controller(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Mine Only Test
Bob battlefield: Forest
turn Alice precombat main
Alice passes
Bob pool: {C}
expect refused "controller": Bob activates Mine Only Test
""")
    assert code == 0, out
