"""A permanent's permissions about land plays: "You may play lands from your graveyard."
(CR 305.1: a land is played from a zone a rule or effect allows; the one land a turn,
305.2, and the main-phase timing still apply) and "You may play an additional land on each
of your turns." (305.2: one more land play a turn)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Graveyard Farmer Test {3}
Artifact
You may play lands from your graveyard.
end
card:
Forest Keeper Test {2}{G}
Creature — Elf
You may play Forests from your graveyard.
2/2
end
card:
Extra Land Test {1}{G}
Enchantment
You may play an additional land on each of your turns.
end
card:
Shared Extra Land Test {2}{G}
Enchantment
Each player may play an additional land on each of their turns.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_305_1_a_land_played_from_your_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Graveyard Farmer Test
Alice graveyard: Forest
turn Alice precombat main
Alice plays Forest
expect Alice battlefield: Graveyard Farmer Test, Forest
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_305_1_without_the_permission_the_graveyard_land_cant_be_played(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Forest
turn Alice precombat main
Alice plays Forest
""")
    assert code != 0 and "no 'Forest' in the hand of Alice" in out, out


def test_305_2_the_graveyard_land_is_still_the_land_play_of_the_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Graveyard Farmer Test
Alice graveyard: Forest, Island
turn Alice precombat main
Alice plays Forest
Alice plays Island
""")
    assert code != 0 and "only one land per turn (CR 305.2)" in out, out


def test_305_1_only_the_lands_the_permission_names(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Forest Keeper Test
Alice graveyard: Island, Forest
turn Alice precombat main
Alice plays Island
""")
    assert code != 0 and "isn't in Alice's hand (CR 305.1)" in out, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Forest Keeper Test
Alice graveyard: Island, Forest
turn Alice precombat main
Alice plays Forest
expect Alice graveyard: Island
""")
    assert code == 0, out


def test_305_1_an_opponents_permission_is_not_yours(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Bob battlefield: Graveyard Farmer Test
Alice graveyard: Forest
turn Alice precombat main
Alice plays Forest
""")
    assert code != 0 and "no 'Forest' in the hand of Alice" in out, out


def test_305_2_an_additional_land_each_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Extra Land Test
Alice hand: Forest, Island, Plains
turn Alice precombat main
Alice plays Forest
Alice plays Island
expect Alice hand: Plains
Alice plays Plains
""")
    # two land plays this turn (305.2), not three
    assert code != 0 and "only one land per turn (CR 305.2)" in out, out
    assert "expect Alice hand: Plains" in out and "✔ expect Alice hand: Plains" in out, out


def test_305_2_each_player_may_play_an_additional_land(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Shared Extra Land Test
Bob hand: Forest, Island
turn Bob precombat main
Bob plays Forest
Bob plays Island
expect Bob battlefield: Forest, Island
""")
    assert code == 0, out
