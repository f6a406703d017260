"""Objects chosen as an instruction resolves (CR 608.2c; not targets, 115.1):
"sacrifices a creature of their choice" (701.21a), "return a permanent you
control to its owner's hand", "put a land card from your hand onto the
battlefield", and returning cards from a graveyard (400.7)."""
from __future__ import annotations

from interp_helpers import run_script, asked

CARDS = """card:
Diabolic Edict {1}{B}
Instant
Target player sacrifices a creature of their choice.
end
card:
Barter in Blood {2}{B}{B}
Sorcery
Each player sacrifices two creatures of their choice.
end
card:
Kor Skyfisher {1}{W}
Creature — Kor Soldier
Flying
When this creature enters, return a permanent you control to its owner's hand.
2/3
end
card:
Scaled Herbalist {G}
Creature — Elf
{T}: You may put a land card from your hand onto the battlefield.
1/1
end
card:
Resurrection {2}{W}{W}
Sorcery
Return target creature card from your graveyard to the battlefield.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_21a_the_target_player_chooses_which_of_their_creatures_to_sacrifice(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Diabolic Edict
Alice battlefield: Llanowar Elves
Bob battlefield: Grizzly Bears, Craw Wurm, Forest
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Diabolic Edict targeting Bob
all pass
  Bob chooses sacrifice: Grizzly Bears
expect Bob battlefield: Craw Wurm, Forest
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Llanowar Elves
""")
    assert code == 0, out
    d, = asked(r, "sacrifice")
    # only creatures Bob controls are offered (not his Forest, not Alice's Elves)
    assert d.player == r.game.pid("Bob")
    assert sorted(r.game.name_of(o) for o in d.options) == ["Craw Wurm", "Grizzly Bears"]


def test_701_21a_a_single_creature_is_sacrificed_without_a_question(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Diabolic Edict
Bob battlefield: Grizzly Bears, Forest
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Diabolic Edict targeting Bob
all pass
expect Bob battlefield: Forest
""")
    assert code == 0, out


def test_101_4_701_21a_each_player_sacrifices_two_creatures_of_their_choice(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Barter in Blood"
Alice battlefield: Llanowar Elves, Grizzly Bears, Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts "Barter in Blood"
all pass
  Alice chooses sacrifice: Llanowar Elves
  Alice chooses sacrifice: Grizzly Bears
expect Alice battlefield: Craw Wurm
expect Bob battlefield: nothing
""")
    assert code == 0, out
    # Alice (the active player) chose first (101.4); Bob had only one creature
    assert [r.game.name_of(d.player) for d in asked(r, "sacrifice")] == ["Alice", "Alice"]


def test_608_2c_return_a_permanent_you_control_is_chosen_not_targeted(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Kor Skyfisher
Alice battlefield: Forest
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Kor Skyfisher
all pass
all pass
  Alice chooses return: Forest
expect Alice hand: Forest
expect Alice battlefield: Kor Skyfisher
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out
    d, = asked(r, "return")
    assert sorted(r.game.name_of(o) for o in d.options) == ["Forest", "Kor Skyfisher"]


def test_608_2c_put_a_land_card_from_your_hand_onto_the_battlefield(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Forest, Grizzly Bears, Island
Alice battlefield: Scaled Herbalist
turn Alice precombat main
Alice activates Scaled Herbalist
all pass
  Alice chooses may: yes
  Alice chooses put: Island
expect Alice battlefield: Scaled Herbalist, Island
expect Alice hand: Forest, Grizzly Bears
""")
    assert code == 0, out
    d, = asked(r, "put")
    assert sorted(r.game.name_of(o) for o in d.options) == ["Forest", "Island"]   # land cards in her hand


def test_400_7_return_target_creature_card_from_your_graveyard_to_the_battlefield(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Resurrection
Alice graveyard: Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Resurrection targeting Craw Wurm
all pass
expect Alice battlefield: Craw Wurm
expect Craw Wurm controller Alice
expect Alice graveyard: Resurrection
""")
    assert code == 0, out
