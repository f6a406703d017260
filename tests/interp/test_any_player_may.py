""""Any player may ..." (the punisher wording) and "If a player does / If no one does / If the
player does" after it: the players choose in turn order, the active player first (CR 101.4);
the first who takes the offer follows the instruction, "them" is that player (608.2c). Before,
these could not run ("no ref handler for AnyPlayer", "the condition IfDoes")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Browbeat {2}{R}
Sorcery
Any player may have Browbeat deal 5 damage to them. If no one does, target player draws three cards.
end
card:
Argothian Wurm {3}{G}
Creature — Wurm
Trample
When Argothian Wurm enters the battlefield, any player may sacrifice a land. If a player does, put Argothian Wurm on top of its owner's library.
6/6
end
card:
Apathy {3}{U}
Enchantment — Aura
Enchant creature
Enchanted creature doesn't untap during its controller's untap step.
At the beginning of the upkeep of enchanted creature's controller, that player may discard a card at random. If the player does, untap that creature.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_101_4_the_second_player_takes_the_damage_and_nobody_draws(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Browbeat
Alice library: Island, Island, Island
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Browbeat targeting Alice
all pass
  Alice chooses may: no
  Bob chooses may: yes
expect Bob life 15
expect Alice life 20
""")
    assert code == 0, out
    assert len(r.game.zones[f"hand:{r.game.pid('Alice')}"]) == 0   # no card drawn


def test_101_4_the_first_player_who_takes_it_ends_the_offer(tmp_path):
    # Alice, the active player, is asked first; once she takes it, Bob is not asked
    code, r, out = run(tmp_path, """Alice hand: Browbeat
Alice library: Island, Island, Island
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Browbeat targeting Alice
all pass
  Alice chooses may: yes
expect Alice life 15
expect Bob life 20
""")
    assert code == 0, out
    assert not [d for d, _, _ in r.chooser.asked if d.kind == "may" and d.player == r.game.pid("Bob")]


def test_608_2c_if_no_one_does_the_target_player_draws(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Browbeat
Alice library: Island, Forest, Mountain
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Browbeat targeting Alice
all pass
  Alice chooses may: no
  Bob chooses may: no
expect Alice hand: Island, Forest, Mountain
expect Alice life 20
expect Bob life 20
""")
    assert code == 0, out


def test_608_2c_if_a_player_does_the_wurm_goes_on_top(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Argothian Wurm
Alice battlefield: Mountain
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Argothian Wurm
all pass
all pass
  Alice chooses may: no
  Bob chooses may: yes
expect Bob graveyard: Forest
expect Alice library: Argothian Wurm
""")
    assert code == 0, out


def test_608_2c_no_one_sacrifices_and_the_wurm_stays(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Argothian Wurm
Alice battlefield: Mountain
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Argothian Wurm
all pass
all pass
  Alice chooses may: no
  Bob chooses may: no
expect Alice battlefield: Argothian Wurm, Mountain
expect Bob battlefield: Forest
""")
    assert code == 0, out


def test_608_2c_if_the_player_does_untap_that_creature(tmp_path):
    code, r, out = run(tmp_path, """Bob battlefield: Grizzly Bears tapped
Alice hand: Apathy
Bob hand: Island
Bob library: Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{U}
Alice casts Apathy targeting Grizzly Bears
all pass
advance to Bob's upkeep
all pass
  Bob chooses may: yes
expect Bob graveyard: Island
expect Grizzly Bears untapped
""")
    assert code == 0, out


def test_608_2c_if_the_player_declines_the_creature_stays_tapped(tmp_path):
    code, r, out = run(tmp_path, """Bob battlefield: Grizzly Bears tapped
Alice hand: Apathy
Bob hand: Island
Bob library: Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{U}
Alice casts Apathy targeting Grizzly Bears
all pass
advance to Bob's upkeep
all pass
  Bob chooses may: no
expect Bob hand: Island
expect Grizzly Bears tapped
""")
    assert code == 0, out


def test_118_3_a_player_without_a_land_is_not_offered_the_sacrifice(tmp_path):
    # Alice controls no land: only Bob, who does, is asked
    code, r, out = run(tmp_path, """Alice hand: Argothian Wurm
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Argothian Wurm
all pass
all pass
  Bob chooses may: no
expect Alice battlefield: Argothian Wurm
""")
    assert code == 0, out
    assert not [d for d, _, _ in r.chooser.asked if d.kind == "may" and d.player == r.game.pid("Alice")]
