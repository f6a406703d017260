"""Static replacement effects (CR 614.1a: "If ... would ..., ... instead."), applying
while their source is on the battlefield: dying or going to a graveyard (700.4), gaining
life (119.10), drawing (121.2; 614.5: the effect doesn't apply to its own draws)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Pale Shrieker {1}{B}
Creature — Spirit
If this creature would die, exile it instead.
2/2
end
card:
Grave Shadow {1}{B}
Creature — Shade
If a creature an opponent controls would die, exile it instead.
2/2
end
card:
Returning Chosen {2}{G}
Creature — Elf
If this creature would die, put it on the bottom of its owner's library instead.
2/3
end
card:
Life Doubler {2}{W}
Creature — Rhino
If you would gain life, you gain twice that much life instead.
2/2
end
card:
Double Draw {3}{U}{U}
Enchantment
If you would draw a card, draw two cards instead.
end
card:
Sour Remedy {2}{B}
Enchantment
If an opponent would gain life, that player loses that much life instead.
end
card:
Spell Eater {G}
Creature — Dryad
If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_614_1a_this_creature_exiled_instead_of_dying(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Pale Shrieker
Bob hand: Shock
turn Bob precombat main
Bob pool: {R}
Bob casts Shock targeting Pale Shrieker
all pass
expect Alice exile: Pale Shrieker
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_614_1a_an_opponents_creature_only(tmp_path):
    # Bob's Bears (an opponent's) are exiled; Alice's own Lions go to her graveyard
    code, r, out = run(tmp_path, """Alice battlefield: Grave Shadow, Savannah Lions
Alice hand: Pyroclasm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Pyroclasm
all pass
expect Bob exile: Grizzly Bears
expect Alice graveyard: Pyroclasm, Grave Shadow, Savannah Lions
""")
    assert code == 0, out


def test_614_1a_on_the_bottom_of_its_owners_library(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Returning Chosen
Alice library: Island, Forest
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Returning Chosen
all pass
expect Alice library: Island, Forest, Returning Chosen
""")
    assert code == 0, out


def test_614_1a_twice_that_much_life(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Life Doubler
Alice hand: Healing Salve
turn Alice precombat main
Alice pool: {W}
Alice casts Healing Salve choosing "Target player gains 3 life." targeting Alice
all pass
expect Alice life 26
""")
    assert code == 0, out


def test_614_5_draw_two_instead_each_draw_once(tmp_path):
    # one draw becomes two; those two aren't replaced again (614.5)
    code, r, out = run(tmp_path, """Alice battlefield: Double Draw
Alice hand: Opt
Alice library: Island, Forest, Mountain, Plains
turn Alice precombat main
Alice pool: {U}
Alice casts Opt
all pass
  Alice chooses scry: nothing
expect Alice hand: Island, Forest
expect Alice library: Mountain, Plains
""")
    assert code == 0, out


def test_614_1a_an_opponent_loses_that_much_instead(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Sour Remedy
Bob hand: Healing Salve
turn Bob precombat main
Bob pool: {W}
Bob casts Healing Salve choosing "Target player gains 3 life." targeting Bob
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_614_1a_an_instant_card_exiled_instead_of_the_graveyard(tmp_path):
    # the resolved Shock goes to exile, the destroyed Bears to the graveyard (not a card of those types)
    code, r, out = run(tmp_path, """Alice battlefield: Spell Eater
Alice hand: Shock
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Grizzly Bears
all pass
expect Alice exile: Shock
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out
