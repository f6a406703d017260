"""More trigger events played out: playing a land (CR 305.1), casting a spell during an
opponent's turn (601.2i, 500), expending mana (700.14), attacking with two or more creatures
(508.1), and an "or" with its own subject (603.2)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Land Watcher {2}{G}
Creature — Wurm
Whenever an opponent plays a land, put a +1/+1 counter on this creature.
2/2
end
card:
Night Skulker {1}{U}
Creature — Human Rogue
Whenever you cast a spell during an opponent's turn, you gain 2 life.
1/1
end
card:
Spendthrift {1}{R}
Creature — Raccoon
Whenever you expend 4, you gain 3 life.
2/2
end
card:
War Drummer {2}{R}
Creature — Goblin
Whenever you attack with two or more creatures, you gain 2 life.
1/1
end
card:
Swamp Staff {3}
Artifact
Whenever you cast a black spell or a Swamp you control enters, you gain 1 life.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_305_1_an_opponent_plays_a_land(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Land Watcher
Alice hand: Forest
Bob hand: Island
Bob library: Island
turn Alice precombat main
Alice plays Forest
expect stack: nothing
advance to Bob's precombat main
Bob plays Island
all pass
expect Land Watcher counters: 1 +1/+1
""")
    assert code == 0, out


def test_601_2i_cast_during_an_opponents_turn(tmp_path):
    # Shock in Alice's own turn: nothing; in Bob's turn: 2 life
    code, r, out = run(tmp_path, """Alice battlefield: Night Skulker
Alice hand: Shock, Shock
Bob library: Island
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Bob
expect stack: Shock
all pass
advance to Bob's upkeep
Bob passes
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
all pass
expect Alice life 22
expect Bob life 16
""")
    assert code == 0, out


def test_700_14_expend_4_once_at_the_fourth_mana(tmp_path):
    # 2 + 2 mana on two spells: the fourth mana spent triggers it, once; the fifth and sixth don't
    code, r, out = run(tmp_path, """Alice battlefield: Spendthrift
Alice hand: Searing Spear, Searing Spear, Searing Spear
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Searing Spear targeting Bob
all pass
expect Alice life 20
Alice pool: {R}{C}
Alice casts Searing Spear targeting Bob
all pass
all pass
expect Alice life 23
Alice pool: {R}{C}
Alice casts Searing Spear targeting Bob
expect stack: Searing Spear
all pass
expect Alice life 23
expect Bob life 11
""")
    assert code == 0, out


def test_508_1_attack_with_two_or_more_creatures(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: War Drummer, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
all pass
expect Alice life 22
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: War Drummer, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
expect stack: nothing
""")
    assert code == 0, out


def test_603_2_a_black_spell_or_a_swamp_entering(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Swamp Staff
Alice hand: Swamp, Murder
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice plays Swamp
all pass
expect Alice life 21
Alice pool: {B}{B}{C}
Alice casts Murder targeting Grizzly Bears
all pass
all pass
expect Alice life 22
""")
    assert code == 0, out


MORE = """card:
Growing Oak {2}{G}
Creature — Treefolk
Whenever one or more +1/+1 counters are put on this creature, you gain 1 life.
2/2
end
card:
Sylex Shard {3}
Artifact
When this artifact is put into exile from the battlefield, you gain 4 life.
end
card:
Forest Bond {1}{G}
Enchantment — Aura
Enchant land
When enchanted land is put into a graveyard, you gain 3 life.
end
card:
Double Feed {G}
Instant
Put two +1/+1 counters on target creature.
end
card:
Banish Relic {1}{W}
Instant
Exile target artifact.
end
card:
Raze Land {R}
Sorcery
Destroy target land.
end
"""


def test_122_6_one_or_more_counters_put_on_it_once_for_the_event(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice battlefield: Growing Oak
Alice hand: Double Feed
turn Alice precombat main
Alice pool: {G}
Alice casts Double Feed targeting Growing Oak
all pass
all pass
expect Growing Oak counters: 2 +1/+1
expect Alice life 21
""")
    assert code == 0, out


def test_406_3_put_into_exile_from_the_battlefield(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice battlefield: Sylex Shard
Bob hand: Banish Relic
turn Bob precombat main
Bob pool: {W}{C}
Bob casts Banish Relic targeting Sylex Shard
all pass
all pass
expect Alice life 24
""")
    assert code == 0, out


def test_603_10a_enchanted_land_put_into_a_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + MORE + """Alice battlefield: Forest
Alice hand: Forest Bond
Bob hand: Raze Land
Bob library: Island
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Forest Bond targeting Forest
all pass
expect Alice graveyard: nothing
advance to Bob's precombat main
Bob pool: {R}
Bob casts Raze Land targeting Forest
all pass
all pass
expect Alice life 23
expect Alice graveyard: Forest, Forest Bond
""")
    assert code == 0, out
