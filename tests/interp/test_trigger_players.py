"""Triggers naming players (CR 603.2): "deals combat damage to a player"
(510.2), "Whenever an opponent casts ..." (601.2i), and "that player" in the
effect is the player of the trigger event."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Hystrodon {4}{G}
Creature — Beast
Trample
Whenever Hystrodon deals combat damage to a player, you may draw a card.
3/4
end
card:
Ophidian Eye Bearer {2}{U}
Creature — Snake
Whenever this creature deals combat damage to an opponent, that player discards a card.
2/2
end
card:
Insight {2}{U}
Enchantment
Whenever an opponent casts a green spell, you draw a card.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_510_2_603_2_combat_damage_to_a_player_triggers(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Hystrodon
Alice library: Island
turn Alice declare attackers
Alice attacks Bob with Hystrodon
advance to Alice's combat damage
expect Bob life 17
all pass
  Alice chooses may: yes
expect Alice hand: Island
""")
    assert code == 0, out


def test_603_2_a_blocked_creature_dealing_damage_to_a_creature_does_not_trigger(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Hystrodon
Alice library: Island
Bob battlefield: Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Hystrodon
all pass
Bob blocks Hystrodon with Craw Wurm
advance to Alice's end step
expect Alice hand: nothing
expect Bob life 20
""")
    assert code == 0, out


def test_603_2_that_player_is_the_opponent_dealt_combat_damage(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Ophidian Eye Bearer
Bob hand: Island
turn Alice declare attackers
Alice attacks Bob with Ophidian Eye Bearer
advance to Alice's combat damage
all pass
expect Bob life 18
expect Bob hand: nothing
expect Bob graveyard: Island
""")
    assert code == 0, out


def test_603_2_whenever_an_opponent_casts_a_green_spell(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Insight
Alice library: Island
Alice hand: Giant Growth
Bob hand: Giant Growth
Bob battlefield: Grizzly Bears
turn Bob precombat main
Bob pool: {G}
Bob casts Giant Growth targeting Grizzly Bears
all pass
all pass
expect Alice hand: Giant Growth, Island
""")
    assert code == 0, out


def test_603_2_your_own_green_spell_does_not_trigger_an_opponent_trigger(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Insight, Grizzly Bears
Alice library: Island
Alice hand: Giant Growth
turn Alice precombat main
Alice pool: {G}
Alice casts Giant Growth targeting Grizzly Bears
all pass
expect Alice hand: nothing
expect stack: nothing
""")
    assert code == 0, out
