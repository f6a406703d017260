"""Triggered and rules-changing keyword abilities (CR 702), with real card text:
flanking, ingest, dethrone, evolve, storm, split second."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Blazing Blade Askari {2}{R}
Creature — Human Knight
Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)
{2}: Blazing Blade Askari becomes colorless until end of turn.
2/2
end
card:
Benthic Infiltrator {2}{U}
Creature — Eldrazi Drone
Devoid (This card has no color.)
Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)
This creature can't be blocked.
1/4
end
card:
Enraged Revolutionary {2}{R}
Creature — Human Warrior
Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)
2/1
end
card:
Battering Krasis {2}{G}
Creature — Shark Beast
Trample
Evolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)
2/1
end
card:
Brain Freeze {1}{U}
Instant
Target player mills three cards.
Storm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)
end
card:
Celestial Crusader {2}{W}{W}
Creature — Spirit
Flash
Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)
Flying
Other white creatures get +1/+1.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_25a_flanking_shrinks_the_blocker(tmp_path):
    # Grizzly Bears (2/2) blocks Blazing Blade Askari: -1/-1 makes it 1/1, so the Askari's
    # 2 damage kills it and the Askari (2/2) survives the Bears' 1
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Blazing Blade Askari
Bob battlefield: Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Blazing Blade Askari
all pass
Bob blocks Blazing Blade Askari with Grizzly Bears
all pass
expect Grizzly Bears power 1
advance to Alice's combat damage
all pass
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Blazing Blade Askari
""")
    assert code == 0, out


def test_702_115a_ingest_exiles_the_top_card(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Benthic Infiltrator
Bob library: Forest, Island
turn Alice declare attackers
Alice attacks Bob with Benthic Infiltrator
advance to Alice's combat damage
all pass
expect Bob life 19
expect Bob library: Island
expect exile: Forest
""")
    assert code == 0, out


def test_702_105a_dethrone_only_against_the_player_with_the_most_life(tmp_path):
    for bob_life, counters in ((20, "1 +1/+1"), (25, "1 +1/+1"), (19, "nothing")):
        code, r, out = run(tmp_path, f"""players Alice 20, Bob {bob_life}
Alice battlefield: Enraged Revolutionary
turn Alice declare attackers
Alice attacks Bob with Enraged Revolutionary
all pass
expect Enraged Revolutionary counters: {counters}
""")
        assert code == 0, out


def test_702_100a_evolve_when_a_bigger_creature_enters(tmp_path):
    # Battering Krasis (2/1): Grizzly Bears (2/2, greater toughness) evolves it to 3/2;
    # Savannah Lions (2/1) doesn't
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Grizzly Bears, Savannah Lions
Alice battlefield: Battering Krasis
turn Alice precombat main
Alice pool: {G}{G}
Alice casts Grizzly Bears
all pass
all pass
expect Battering Krasis counters: 1 +1/+1
Alice pool: {W}
Alice casts Savannah Lions
all pass
expect stack: nothing
expect Battering Krasis power 3
""")
    assert code == 0, out


def test_702_40a_storm_copies_for_each_spell_cast_before_it_this_turn(tmp_path):
    # two spells before Brain Freeze this turn (Alice's Opt and Bob's Shock): two copies,
    # three mills of three cards
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Opt, Brain Freeze
Alice library: Island, Island
Bob hand: Shock
Bob library: Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest
turn Alice precombat main
Alice pool: {U}
Alice casts Opt
Alice passes
Bob pool: {R}
Bob casts Shock targeting Alice
all pass
all pass
  Alice chooses scry: nothing
Alice pool: {C}{U}
Alice casts Brain Freeze targeting Bob
all pass
all pass
all pass
all pass
expect Bob library count 1
""")
    assert code == 0, out


def test_702_61a_split_second_no_spells_or_abilities_in_response(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Celestial Crusader
Bob hand: Shock
turn Alice precombat main
Alice pool: {C}{C}{W}{W}
Alice casts Celestial Crusader
Alice passes
Bob pool: {R}
expect refused "split second": Bob casts Shock targeting Alice
Bob passes
expect Alice battlefield: Celestial Crusader
""")
    assert code == 0, out


def test_702_136a_riot_counter_or_haste(tmp_path):
    rendhorn = """card:
Rampaging Rendhorn {4}{G}
Creature — Beast
Riot (This creature enters with your choice of a +1/+1 counter or haste.)
4/4
end
"""
    for answer, power, haste in (("yes", 5, "lacks"), ("no", 4, "has")):
        code, r, out = run_script(tmp_path, rendhorn + f"""players Alice 20, Bob 20
Alice hand: Rampaging Rendhorn
turn Alice precombat main
Alice pool: {{C}}{{C}}{{C}}{{C}}{{G}}
Alice casts Rampaging Rendhorn
all pass
  Alice chooses may: {answer}
expect Rampaging Rendhorn power {power}
expect Rampaging Rendhorn {haste} haste
""")
        assert code == 0, out


def test_702_98a_unleash_counter_means_it_cant_block(tmp_path):
    code, r, out = run(tmp_path, """card:
Bloodfray Giant {2}{R}{R}
Creature — Giant
Trample
Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)
4/3
end
players Alice 20, Bob 20
Alice hand: Bloodfray Giant
Bob battlefield: Grizzly Bears
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {C}{C}{R}{R}
Alice casts Bloodfray Giant
all pass
  Alice chooses may: yes
expect Bloodfray Giant power 5
advance to Bob's declare attackers
Bob attacks Alice with Grizzly Bears
all pass
expect refused "can't block": Alice blocks Grizzly Bears with Bloodfray Giant
""")
    assert code == 0, out
