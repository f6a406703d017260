"""Amounts and choices the ability names as it resolves: a life total as an amount and a life
total that becomes a number (CR 119.1, 119.5), the colors of mana spent to cast a spell (converge,
106.3, 702.44a), "Choose one of them." (608.2c), "attach an Equipment you control to it" (701.3a,
608.2c), "An opponent gains control of ..." and "... chosen at random" (608.2c). Before, these
could not run (no amount / effect handler, "choosing SomeOf", "the quantifier ArticleA as a
reference")."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Herd Test {4}{W}{W}
Sorcery
Create X 1/1 white Pegasus creature tokens with flying, where X is your life total.
end
card:
Sphinx Test {2}{W}{U}{B}
Creature — Sphinx
When this creature enters, target player's life total becomes 10.
1/1
end
card:
Biorhythm Test {6}{G}{G}
Sorcery
Each player's life total becomes the number of creatures they control.
end
card:
Repay Test {5}{W}{W}
Sorcery
Each player's life total becomes the lowest life total among all players.
end
card:
Converge Test {2}{R}
Instant
Converge — This spell deals X damage to any target, where X is the number of colors of mana spent to cast this spell.
end
card:
Sweep Test {2}{R}
Sorcery
Exile the top two cards of your library. Choose one of them. Until the end of your next turn, you may play that card.
end
card:
Tome Test {5}
Artifact
{5}, {T}: Reveal the top three cards of your library. Target opponent chooses one of those cards. Put that card into your graveyard, then draw two cards.
end
card:
Relic Test {W}
Artifact
{T}: Search your library for an Equipment card, put it onto the battlefield, attach it to a creature you control, then shuffle.
end
card:
Sword Test {1}
Artifact — Equipment
Equipped creature gets +2/+0.
Equip {2}
end
card:
Handoff Test {1}
Artifact
{1}, {T}: Draw a card. An opponent gains control of this artifact.
end
card:
Giant Test {5}{R}{R}
Creature — Giant
When this creature dies, it deals 7 damage to a creature an opponent controls chosen at random.
7/6
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_119_1_x_is_your_life_total(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Herd Test
Alice life 3
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{W}{W}
Alice casts Herd Test
all pass
expect Alice battlefield: Pegasus Token, Pegasus Token, Pegasus Token
""")
    assert code == 0, out


def test_119_5_life_total_becomes_a_number(tmp_path):
    # Bob at 14 loses 4; at 7 he would gain 3 (119.5: the player gains or loses the difference)
    for life, lost in ((14, True), (7, False)):
        code, r, out = run(tmp_path, f"""Alice hand: Sphinx Test
Bob life {life}
turn Alice precombat main
Alice pool: {{C}}{{C}}{{W}}{{U}}{{B}}
Alice casts Sphinx Test
all pass
  Alice chooses targets: Bob
all pass
expect Bob life 10
""")
        assert code == 0, out
        assert ("loses" in out) == lost and ("gains" in out) != lost, out


def test_119_5_each_life_total_becomes_what_they_control(tmp_path):
    # "they": the player whose life total it is (Alice: 1 creature, Bob: 2)
    code, r, out = run(tmp_path, """Alice hand: Biorhythm Test
Alice battlefield: Grizzly Bears
Bob battlefield: Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{C}{G}{G}
Alice casts Biorhythm Test
all pass
expect Alice life 1
expect Bob life 2
""")
    assert code == 0, out


def test_119_5_lowest_life_total_among_all_players(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Repay Test
Bob life 6
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{W}{W}
Alice casts Repay Test
all pass
expect Alice life 6
expect Bob life 6
""")
    assert code == 0, out


def test_702_44a_converge_counts_the_colors_spent(tmp_path):
    # {R}{W}{G} spent: three colors; {R}{R}{R}: one
    for pool, life in (("{R}{W}{G}", 17), ("{R}{R}{R}", 19)):
        code, r, out = run(tmp_path, f"""Alice hand: Converge Test
turn Alice precombat main
Alice pool: {pool}
Alice casts Converge Test targeting Bob
all pass
expect Bob life {life}
""")
        assert code == 0, out


def test_608_2c_choose_one_of_them_then_play_that_card(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Sweep Test
Alice library: Shock, Mountain, Island
turn Alice precombat main
Alice pool: {C}{C}{R}
Alice casts Sweep Test
all pass
  Alice chooses choose: Mountain
Alice plays Mountain
expect Alice battlefield: Mountain
expect refused "": Alice casts Shock targeting Bob
""")
    assert code == 0, out


def test_608_2c_target_opponent_chooses_one_of_those_cards(tmp_path):
    # Bob chooses which of the three revealed cards goes to Alice's graveyard
    code, r, out = run(tmp_path, """Alice battlefield: Tome Test
Alice library: Shock, Mountain, Island, Forest, Plains
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}
Alice activates Tome Test targeting Bob
all pass
  Bob chooses choose: Mountain
expect Alice graveyard: Mountain
expect Alice hand count 2
""")
    assert code == 0, out
    assert asked(r, "choose")[0].player == r.game.pid("Bob"), out


def test_701_3a_attach_it_to_a_creature_you_control(tmp_path):
    # she chooses which of her creatures the Equipment found is attached to (608.2c)
    code, r, out = run(tmp_path, """Alice battlefield: Relic Test, Grizzly Bears, Savannah Lions
Alice library: Sword Test, Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice activates Relic Test
all pass
  Alice chooses search: Sword Test
  Alice chooses attach: Savannah Lions
expect Savannah Lions power 4
expect Grizzly Bears power 2
""")
    assert code == 0, out
    options = [r.game.name_of(i) for i in asked(r, "attach")[0].options]
    assert sorted(options) == ["Grizzly Bears", "Savannah Lions"], out


def test_608_2c_an_opponent_gains_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice library: Island, Island, Island
Alice battlefield: Handoff Test
turn Alice precombat main
Alice pool: {C}
Alice activates Handoff Test
all pass
  Alice chooses choose: Carol
expect Handoff Test controller Carol
expect Alice hand count 2
""")
    assert code == 0, out


def test_608_2c_a_creature_an_opponent_controls_chosen_at_random(tmp_path):
    # one of Bob's creatures, picked at random (the game's seeded source): never Alice's Craw Wurm
    died = set()
    for seed in range(6):
        code, r, out = run(tmp_path, f"""seed {seed}
Alice hand: Murder
Alice battlefield: Giant Test, Craw Wurm
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {{C}}{{B}}{{B}}
Alice casts Murder targeting Giant Test
all pass
all pass
expect Craw Wurm controller Alice
""")
        assert code == 0, out
        g = r.game
        names = [g.name_of(i) for i in g.zone("graveyard", g.pid("Bob"))]
        assert len(names) == 1, out
        died.add(names[0])
    assert died == {"Grizzly Bears", "Savannah Lions"}
