"""Players described by a "who" clause, asked of each player as the instruction resolves
(CR 608.2c) or as a target is chosen (601.2c) and again on resolution (608.2b): "who controls
a multicolored creature" (108.4), "who controls more lands than you" (109.4: permanents
counted), "who lost life this turn" (119.3), "who attacked this turn" (508.1), "who cast a
spell this turn" (601.2i). Before, the qualifier had no handler ("the qualifier WhoClause")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Gilded Census {2}{U}
Sorcery
Each player who controls a multicolored creature draws a card.
end
card:
Lifebleed {B}
Instant
Each opponent who lost life this turn loses 2 life.
end
card:
Land Tax Collector {1}{W}
Sorcery
Each opponent who controls more lands than you loses 3 life.
end
card:
Raid Punisher {1}{R}
Instant
Raid Punisher deals 4 damage to target player who attacked this turn.
end
card:
Caster's Toll {B}
Instant
Each opponent who cast a spell this turn loses 2 life.
end
card:
Gold Bear {G}{W}
Creature — Bear
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_108_4_only_a_player_who_controls_one_draws(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Gilded Census
Alice library: Island
Bob battlefield: Gold Bear
Bob library: Forest
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Gilded Census
all pass
expect Bob hand: Forest
expect Alice hand: nothing
expect Alice library: Island
""")
    assert code == 0, out


def test_119_3_an_opponent_who_lost_life_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Lifebleed, Lifebleed
turn Alice precombat main
Alice pool: {B}
Alice casts Lifebleed
all pass
expect Bob life 20
Alice pool: {B}
Alice casts Lifebleed
all pass
expect Bob life 20
""")
    # Bob lost no life this turn: neither spell makes him lose any
    assert code == 0, out


def test_119_3_after_losing_life_the_clause_holds(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Lifebleed, Lightning Bolt
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Bob life 17
Alice pool: {B}
Alice casts Lifebleed
all pass
expect Bob life 15
""")
    assert code == 0, out


def test_109_4_more_lands_than_you(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Land Tax Collector, Land Tax Collector
Alice battlefield: Plains
Bob battlefield: Forest, Forest
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Land Tax Collector
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_109_4_as_many_lands_is_not_more(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Land Tax Collector
Alice battlefield: Plains, Plains
Bob battlefield: Forest, Forest
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Land Tax Collector
all pass
expect Bob life 20
""")
    assert code == 0, out


def test_508_1_target_player_who_attacked_this_turn(tmp_path):
    # Bob attacked with his creature this turn: he is a legal target; Alice (who did not) is not
    code, r, out = run(tmp_path, """Alice hand: Raid Punisher
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
Bob passes
Alice pool: {C}{R}
expect refused "Alice is not a legal target": Alice casts Raid Punisher targeting Alice
Alice casts Raid Punisher targeting Bob
all pass
expect Bob life 16
""")
    assert code == 0, out


def test_508_1_no_attack_no_legal_target(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Raid Punisher
turn Bob precombat main
Bob passes
Alice pool: {C}{R}
expect refused "Bob is not a legal target": Alice casts Raid Punisher targeting Bob
expect Bob life 20
""")
    assert code == 0, out


def test_601_2i_an_opponent_who_cast_a_spell_this_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Caster's Toll
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Alice
all pass
Bob passes
Alice pool: {B}
Alice casts Caster's Toll
all pass
expect Bob life 18
""")
    assert code == 0, out
