"""Instructions with a condition written after them, and "instead" sentences
(CR 608.2c: text followed in order; a later "If ..., ... instead" is followed in
place of the instruction before it, never both)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Galvanic Blast {R}
Instant
Galvanic Blast deals 2 damage to any target.
Metalcraft — Galvanic Blast deals 4 damage instead if you control three or more artifacts.
end
card:
Idle Thoughts {3}{U}
Enchantment
{2}: Draw a card if you have no cards in hand.
end
card:
Bog Down {2}{B}
Sorcery
Kicker—Sacrifice two lands. (You may sacrifice two lands in addition to any other costs as you cast this spell.)
Target player discards two cards. If this spell was kicked, that player discards three cards instead.
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_the_damage_instead_with_metalcraft(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Galvanic Blast
Alice battlefield: 3 Ornithopter
turn Alice precombat main
Alice pool: {R}
Alice casts Galvanic Blast targeting Bob
all pass
expect Bob life 16
""")
    assert code == 0, out


def test_608_2c_the_first_damage_without_metalcraft(tmp_path):
    # two artifacts: the condition is false, the 2 damage is dealt (not 4, not 6)
    code, r, out = run(tmp_path, """Alice hand: Galvanic Blast
Alice battlefield: 2 Ornithopter
turn Alice precombat main
Alice pool: {R}
Alice casts Galvanic Blast targeting Bob
all pass
expect Bob life 18
""")
    assert code == 0, out


def test_608_2c_kicked_the_player_discards_three_instead_of_two(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Bog Down
Alice battlefield: Swamp, Forest
Bob hand: Island, Island, Island, Island
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Bog Down using kicker targeting Bob
all pass
  Bob chooses discard: Island
  Bob chooses discard: Island
  Bob chooses discard: Island
expect Bob hand: Island
expect Alice battlefield: nothing
""")
    assert code == 0, out


def test_608_2c_not_kicked_the_player_discards_two(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Bog Down
Bob hand: Island, Island, Island, Island
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Bog Down targeting Bob
all pass
  Bob chooses discard: Island
  Bob chooses discard: Island
expect Bob hand: Island, Island
""")
    assert code == 0, out


def test_608_2c_draw_only_if_the_hand_is_empty(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Idle Thoughts
Alice hand: Forest
Alice library: Island, Mountain
turn Alice precombat main
Alice pool: {C}{C}{C}{C}
Alice activates Idle Thoughts
all pass
expect Alice hand: Forest
Alice plays Forest
Alice activates Idle Thoughts
all pass
expect Alice hand: Island
""")
    assert code == 0, out
