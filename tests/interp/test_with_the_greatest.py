""""Each opponent sacrifices a creature with the greatest power among creatures that player
controls." (CR 208: power; 701.21a: the player chooses what to sacrifice, here only among the
creatures whose power is the greatest of theirs — a tie leaves a choice). Before, the qualifier
could not run ("the qualifier WithGreatest")."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Doom Test {R}{W}{B}
Instant
Each opponent sacrifices a creature with the greatest power among creatures that player controls.
end
card:
Big Lizard {5}{G}{G}
Creature — Lizard
8/8
end
card:
Bear Cub {1}{G}
Creature — Bear
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_208_the_creature_with_the_greatest_power_is_sacrificed(tmp_path):
    # Bob's greatest power is Craw Wurm's 6: it is the only creature he may sacrifice (no
    # question); Alice's own bigger creature is not "among creatures that player controls"
    code, r, out = run(tmp_path, """Alice hand: Doom Test
Alice battlefield: Big Lizard
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {R}{W}{B}
Alice casts Doom Test
all pass
expect Bob graveyard: Craw Wurm
expect Bob battlefield: Grizzly Bears
expect Alice battlefield: Big Lizard
""")
    assert code == 0, out
    assert not asked(r, "sacrifice")


def test_701_21a_a_tie_is_the_players_choice(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Doom Test
Bob battlefield: Grizzly Bears, Bear Cub, Llanowar Elves
turn Alice precombat main
Alice pool: {R}{W}{B}
Alice casts Doom Test
all pass
  Bob chooses sacrifice: Bear Cub
expect Bob graveyard: Bear Cub
expect Bob battlefield: Grizzly Bears, Llanowar Elves
""")
    assert code == 0, out
    # the choice offered: the two 2-power creatures, not the 1-power Elves
    options = {r.game.name_of(i) for i in asked(r, "sacrifice")[0].options}
    assert options == {"Grizzly Bears", "Bear Cub"}
