"""Choosing a color (CR 105.4) and reading the choice: "of the chosen color", "of that
color" (105.2), "protection from the chosen color" / "from the color of your choice"
(702.16); real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script


def test_702_16e_creatures_gain_protection_from_the_chosen_color(tmp_path):
    # Akroma's Blessing: the color is chosen once, by "Choose a color." (asked once)
    code, r, out = run_script(tmp_path, """card:
Akroma's Blessing {2}{W}
Instant
Choose a color. Creatures you control gain protection from the chosen color until end of turn.
end
players Alice 20, Bob 20
Alice hand: Akroma's Blessing, Pyroclasm
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Raging Goblin
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts Akroma's Blessing
all pass
  Alice chooses color: red
Alice pool: {R}{R}
Alice casts Pyroclasm
all pass
expect Alice battlefield: Grizzly Bears, Savannah Lions
expect Bob graveyard: Raging Goblin
""")
    # 702.16e: Pyroclasm's damage to Alice's creatures is prevented; Bob's Goblin dies
    assert code == 0, out
    assert len(asked(r, "color")) == 1


def test_702_16_protection_from_the_color_of_your_choice_is_chosen_on_resolution(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Gods Willing {W}
Instant
Target creature you control gains protection from the color of your choice until end of turn.
end
players Alice 20, Bob 20
Alice hand: Gods Willing, Pyroclasm
Alice battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {W}
Alice casts Gods Willing targeting Grizzly Bears
all pass
  Alice chooses color: red
Alice pool: {R}{R}
Alice casts Pyroclasm
all pass
expect Alice battlefield: Grizzly Bears
expect Alice graveyard: Gods Willing, Savannah Lions, Pyroclasm
""")
    # 702.16e: Pyroclasm's 2 damage to the Bears is prevented; the Lions (2/1) die (704.5g)
    assert code == 0, out
    assert [d.options for d in asked(r, "color")] == [["white", "blue", "black", "red", "green"]]


def test_105_4_discard_all_cards_of_that_color(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Persecute {2}{B}{B}
Sorcery
Choose a color. Target player reveals their hand and discards all cards of that color.
end
players Alice 20, Bob 20
Alice hand: Persecute
Bob hand: Shock, Lightning Bolt, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{B}{B}
Alice casts Persecute targeting Bob
all pass
  Alice chooses color: red
expect Bob hand: Grizzly Bears
expect Bob graveyard: Shock, Lightning Bolt
""")
    assert code == 0, out


def test_701_9a_discard_any_number_of_cards(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Rummaging Study {U}
Sorcery
Discard up to two cards, then draw that many cards.
end
players Alice 20, Bob 20
Alice hand: Rummaging Study, Shock, Lightning Bolt, Opt
Alice library: Divination, Cancel, Murder
turn Alice precombat main
Alice pool: {U}
Alice casts Rummaging Study
all pass
  Alice chooses objects: Shock, Opt
expect Alice graveyard: Rummaging Study, Shock, Opt
expect Alice hand count 3
""")
    # two cards discarded (701.9a), then two drawn: Lightning Bolt and two library cards
    assert code == 0, out


def test_105_2_damage_to_each_creature_of_the_chosen_color(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Sudden Demise {X}{R}
Sorcery
Choose a color. Sudden Demise deals X damage to each creature of the chosen color.
end
players Alice 20, Bob 20
Alice hand: Sudden Demise
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Sudden Demise with X=2
all pass
  Alice chooses color: green
expect Bob graveyard: Grizzly Bears
expect Bob battlefield: Savannah Lions
""")
    assert code == 0, out


def test_614_12_a_permanent_has_protection_from_the_color_chosen_as_it_entered(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Voice of All {2}{W}{W}
Creature — Angel
Flying
As this creature enters, choose a color.
This creature has protection from the chosen color.
2/2
end
players Alice 20, Bob 20
Alice hand: Voice of All
Bob hand: Shock
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Voice of All
all pass
  Alice chooses color: red
Alice passes
expect refused "target": Bob casts Shock targeting Voice of All
""")
    assert code == 0, out
