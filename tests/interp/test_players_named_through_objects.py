"""Players named through an object — "target creature's controller" (CR 115.1: the target is
the creature; 108.4: its controller), "the controller of target artifact", "enchanted
creature's controller", "the owner of target permanent" (108.3) — and "it" after them: the
object the player was named through (CR 608.2c: "Target creature's controller sacrifices it").
Before, "target creature's controller" and "the owner of ..." had no handler, and "it" had
nothing to refer to."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Sacrifice Order {1}{B}
Instant
Target creature's controller sacrifices it.
end
card:
Artifact Tithe {1}{R}
Instant
The controller of target artifact sacrifices it, then draws a card.
end
card:
Parasite Spore {1}{B}
Enchantment — Aura
Enchant creature
At the beginning of your upkeep, enchanted creature's controller sacrifices it.
end
card:
Owner's Reward {W}
Instant
The owner of target creature gains 3 life.
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


def test_115_1_target_creatures_controller_sacrifices_it(tmp_path):
    # the target is Bob's creature; Bob, its controller, sacrifices it (CR 701.21a) -- not Alice's
    code, r, out = run(tmp_path, """Alice hand: Sacrifice Order
Alice battlefield: Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{B}
Alice casts Sacrifice Order targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Craw Wurm
""")
    assert code == 0, out


def test_108_4_the_controller_of_target_artifact_sacrifices_it_then_draws(tmp_path):
    # "then draws a card": the verb's subject is the player named first (Bob), CR 608.2c
    code, r, out = run(tmp_path, """Alice hand: Artifact Tithe
Bob battlefield: Ornithopter
Bob library: Island
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Artifact Tithe targeting Ornithopter
all pass
expect Bob graveyard: Ornithopter
expect Bob hand: Island
""")
    assert code == 0, out


def test_108_4_enchanted_creatures_controller_sacrifices_it(tmp_path):
    # Alice's Aura on Bob's creature: at Alice's upkeep, Bob sacrifices the enchanted creature
    # (the Aura then goes to its owner's graveyard as a state-based action, CR 704.5m)
    code, r, out = run(tmp_path, """Alice hand: Parasite Spore
Alice library: Island, Island
Bob library: Forest, Forest
Bob battlefield: Grizzly Bears
turn Bob end step
advance to Alice's precombat main
Alice pool: {C}{B}
Alice casts Parasite Spore targeting Grizzly Bears
all pass
expect Bob battlefield: Grizzly Bears
advance to Alice's upkeep
all pass
expect Bob graveyard: Grizzly Bears
expect Alice graveyard: Parasite Spore
""")
    assert code == 0, out


def test_108_3_the_owner_of_target_creature(tmp_path):
    # Bob controls Alice's creature; its owner, Alice, gains the life (CR 108.3: owner, not controller)
    code, r, out = run(tmp_path, """Alice hand: Owner's Reward
Alice battlefield: Grizzly Bears controlled by Bob
turn Alice precombat main
Alice pool: {W}
Alice casts Owner's Reward targeting Grizzly Bears
all pass
expect Alice life 23
expect Bob life 20
""")
    assert code == 0, out


TUCK = """card:
Run Off {2}{U}
Instant
The owner of target nonland permanent puts it on the top or bottom of their library.
end
"""


def test_608_2d_the_owner_puts_it_on_the_bottom(tmp_path):
    # Alice's spell, Bob's creature: Bob, its owner, puts it into his library and chooses where
    # (608.2d: a choice the effect offers is made as it is applied, by the player it instructs)
    code, r, out = run(tmp_path, TUCK + """Alice hand: Run Off
Bob battlefield: Grizzly Bears
Bob library: Forest, Island
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Run Off targeting Grizzly Bears
all pass
  Bob chooses top or bottom: bottom
expect Bob library: Forest, Island, Grizzly Bears
expect Bob battlefield: nothing
""")
    assert code == 0, out


def test_608_2d_the_owner_puts_it_on_top(tmp_path):
    code, r, out = run(tmp_path, TUCK + """Alice hand: Run Off
Bob battlefield: Grizzly Bears
Bob library: Forest, Island
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Run Off targeting Grizzly Bears
all pass
  Bob chooses top or bottom: top
expect Bob library: Grizzly Bears, Forest, Island
""")
    assert code == 0, out


def test_608_2d_only_its_owner_answers(tmp_path):
    # the game asks Bob (the owner), not Alice who cast the spell: Alice's answer is refused
    code, r, out = run(tmp_path, TUCK + """Alice hand: Run Off
Bob battlefield: Grizzly Bears
Bob library: Forest
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Run Off targeting Grizzly Bears
all pass
  Alice chooses top or bottom: top
""")
    assert code != 0
    assert "Alice answers top or bottom, but the game asks Bob" in out, out
