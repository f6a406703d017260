""""Choose ..." instructions (CR 608.2c: a choice made as the instruction is followed,
not targeted; 601.2c, 115.1: "choose target ..." is targeting, chosen on casting)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Imperial Edict {1}{B}
Sorcery
Target opponent chooses a creature they control. Destroy that creature.
end
card:
Divine Reckoning {2}{W}{W}
Sorcery
Each player chooses a creature they control. Destroy the rest.
end
card:
Duneblast {4}{W}{B}{G}
Sorcery
Choose up to one creature. Destroy the rest.
end
card:
Grave Strength {1}{B}
Sorcery
Choose target creature. Mill three cards, then put a +1/+1 counter on that creature for each creature card in your graveyard.
end
card:
Animal Magnetism {4}{G}
Sorcery
Reveal the top five cards of your library. An opponent chooses a creature card from among them. Put that card onto the battlefield and the rest into your graveyard.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_the_opponent_chooses_among_creatures_they_control(tmp_path):
    # Imperial Edict: Bob (the target) chooses one of HIS creatures (not Alice's); it's destroyed
    code, r, out = run(tmp_path, """Alice hand: Imperial Edict
Alice battlefield: Savannah Lions
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Imperial Edict targeting Bob
all pass
  Bob chooses choose: Grizzly Bears
expect Bob graveyard: Grizzly Bears
expect battlefield: Savannah Lions, Craw Wurm
""")
    assert code == 0, out
    d = asked(r, "choose")[0]
    assert sorted(r.game.name_of(o) for o in d.options) == ["Craw Wurm", "Grizzly Bears"]


def test_608_2c_each_player_chooses_then_the_rest_are_destroyed(tmp_path):
    # Divine Reckoning: each player keeps the creature they chose (APNAP order, 101.4)
    code, r, out = run(tmp_path, """Alice hand: Divine Reckoning
Alice battlefield: Savannah Lions, Grizzly Bears
Bob battlefield: Craw Wurm, Llanowar Elves
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Divine Reckoning
all pass
  Alice chooses choose: Grizzly Bears
  Bob chooses choose: Llanowar Elves
expect battlefield: Grizzly Bears, Llanowar Elves
expect Alice graveyard: Divine Reckoning, Savannah Lions
expect Bob graveyard: Craw Wurm
""")
    assert code == 0, out


def test_608_2c_up_to_one_may_be_none(tmp_path):
    # Duneblast: "up to one" -- choosing none destroys every creature
    code, r, out = run(tmp_path, """Alice hand: Duneblast
Alice battlefield: Savannah Lions
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {W}{B}{G}{G}{G}{G}{G}
Alice casts Duneblast
all pass
  Alice chooses objects: nothing
expect battlefield: nothing
""")
    assert code == 0, out


def test_608_2c_up_to_one_keeps_the_chosen_creature(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Duneblast
Alice battlefield: Savannah Lions
Bob battlefield: Craw Wurm, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{B}{G}{G}{G}{G}{G}
Alice casts Duneblast
all pass
  Alice chooses objects: Craw Wurm
expect battlefield: Craw Wurm
""")
    assert code == 0, out


def test_601_2c_choose_target_creature_is_a_target_and_that_creature_is_it(tmp_path):
    # Grave Strength: the target is chosen on casting; mill three (two creature cards
    # among them) -> with Craw Wurm already there, 3 creature cards: three counters
    code, r, out = run(tmp_path, """Alice hand: Grave Strength
Alice library: Grizzly Bears, Island, Savannah Lions, Forest
Alice graveyard: Craw Wurm
Alice battlefield: Llanowar Elves
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Grave Strength targeting Llanowar Elves
all pass
expect Llanowar Elves counters: 3 +1/+1
expect Alice library: Forest
""")
    assert code == 0, out


def test_608_2c_an_opponent_chooses_from_among_the_revealed_cards(tmp_path):
    # Animal Magnetism: Bob chooses the creature card Alice puts onto the battlefield;
    # the other revealed cards (the rest) go to her graveyard
    code, r, out = run(tmp_path, """Alice hand: Animal Magnetism
Alice library: Craw Wurm, Island, Grizzly Bears, Forest, Mountain, Plains
turn Alice precombat main
Alice pool: {G}{G}{G}{G}{G}
Alice casts Animal Magnetism
all pass
  Bob chooses choose: Grizzly Bears
expect Alice battlefield: Grizzly Bears
expect Alice graveyard: Craw Wurm, Island, Forest, Mountain, Animal Magnetism
expect Alice library: Plains
""")
    assert code == 0, out
