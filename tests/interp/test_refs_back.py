"""References back to what the ability named before (CR 608.2c: the instructions are
followed in the order written; a later one names the objects or the player an earlier one
chose, created or acted on): "each of them", "each of those creatures", "the player",
"the token". Before, these could not run ("no ref handler for EachOfGroup / TheObject")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Hope Test {1}{W}
Instant
Untap two target creatures. Each of them gets +1/+1 until end of turn.
end
card:
Monstrosity Test {3}{U}
Sorcery
Tap all creatures your opponents control, then put a stun counter on each of those creatures.
end
card:
Specter Test {1}{B}
Creature — Specter
Whenever this creature deals combat damage to a player, look at that player's hand and choose a card from it. The player discards that card.
2/2
end
card:
Chosen Test {3}{W}
Enchantment
Whenever an enchantment you control enters, create a 2/2 white Cat creature token. If that enchantment is an Aura, you may attach it to the token.
end
card:
Scheming Test {B}
Sorcery
Choose two target players. Each of them searches their library for a card, then shuffles and puts that card on top.
end
card:
Seeds Test {1}{G}{G}
Sorcery
Destroy all artifacts. They can't be regenerated. The controller of each of those artifacts gains life equal to its mana value.
end
card:
Arm Test {2}{W}
Instant
Until end of turn, target creature gets +3/+3, up to one other target creature gets +2/+2, and up to one other target creature gets +1/+1. Those creatures gain vigilance until end of turn.
end
card:
Swipe Test {1}{G}
Instant
Choose target creature you control and target creature you don't control. If you cast this spell during your main phase, the creature you control gets +1/+1 until end of turn. Then those creatures fight each other.
end
card:
Mammoth Test {2}{G}{G}
Creature — Elephant
At the beginning of your upkeep, if a player controls more creatures than each other player, the player who controls the most creatures gains control of this creature.
6/5
end
card:
Ogre Test {G}
Creature — Ogre
At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of this creature.
2/2
end
card:
Bombardment Test {2}{R}
Enchantment
Whenever a creature you control with power 2 or less attacks, this enchantment deals 1 damage to the player or planeswalker that creature is attacking.
end
card:
Ferocity Test {4}{G}
Enchantment
At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power.
end
card:
Extortion Test {3}{B}{B}
Sorcery
Look at target player's hand and choose up to two cards from it. That player discards those cards.
end
card:
Reclaimer Test {4}{B}
Creature — Vampire
At the beginning of your end step, choose a creature card in an opponent's graveyard, then that player chooses a creature card in your graveyard. You may return those cards to the battlefield under their owners' control.
3/3
end
card:
Felidar Test {5}{W}{W}
Creature — Cat Beast
When this creature enters, for each opponent, choose a creature with the greatest power among creatures that player controls. Destroy those creatures.
5/5
end
card:
Rags Test {2}{B}{B}
Sorcery
Each opponent chooses a creature they control. You gain control of those creatures.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_each_of_them_is_each_target(tmp_path):
    # both targets untap and each gets +1/+1; the creature not targeted is unchanged
    code, r, out = run(tmp_path, """Alice hand: Hope Test
Alice battlefield: Grizzly Bears tapped, Savannah Lions tapped, Craw Wurm tapped
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Hope Test targeting Grizzly Bears, Savannah Lions
all pass
expect Grizzly Bears untapped
expect Savannah Lions untapped
expect Craw Wurm tapped
expect Grizzly Bears power 3
expect Savannah Lions power 3
expect Craw Wurm power 6
""")
    assert code == 0, out


def test_608_2c_each_of_those_creatures_is_the_group_acted_on(tmp_path):
    # "those creatures" are the creatures tapped (Bob's), not Alice's own
    code, r, out = run(tmp_path, """Alice hand: Monstrosity Test
Alice battlefield: Craw Wurm
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}{C}{U}
Alice casts Monstrosity Test
all pass
expect Grizzly Bears tapped
expect Grizzly Bears counters: 1 stun
expect Savannah Lions counters: 1 stun
expect Craw Wurm counters: nothing
""")
    assert code == 0, out


def test_608_2c_the_player_is_that_player(tmp_path):
    # "The player discards that card": the player dealt combat damage (510.1), who holds the card
    code, r, out = run(tmp_path, """Alice battlefield: Specter Test
Bob hand: Lightning Bolt, Shock
turn Alice declare attackers
Alice attacks Bob with Specter Test
all pass
all pass
all pass
  Alice chooses choose: Shock
all pass
expect Bob graveyard: Shock
expect Bob hand: Lightning Bolt
expect Bob life 18
""")
    assert code == 0, out


def test_608_2c_the_token_is_the_token_created(tmp_path):
    # CR 303.4f: an Aura put onto the battlefield other than by resolving is attached to what it enchants;
    # here the trigger attaches the entering Aura to the Cat token just created
    code, r, out = run(tmp_path, """Alice hand: Holy Strength
Alice battlefield: Chosen Test, Grizzly Bears
turn Alice precombat main
Alice pool: {W}
Alice casts Holy Strength targeting Grizzly Bears
all pass
all pass
  Alice chooses may: yes
expect Cat Token power 3
expect Grizzly Bears power 2
""")
    assert code == 0, out


def test_608_2c_each_of_them_searches_their_library(tmp_path):
    # each targeted player searches their own library (101.4: in APNAP order) and puts the card on top
    code, r, out = run(tmp_path, """Alice hand: Scheming Test
Alice library: Forest, Island, Swamp
Bob library: Mountain, Plains, Forest
turn Alice precombat main
Alice pool: {B}
Alice casts Scheming Test targeting Alice, Bob
all pass
  Alice chooses search: Island
  Bob chooses search: Plains
expect Alice library count 3
expect Bob library count 3
""")
    assert code == 0, out
    g = r.game
    lib = lambda p: [g.name_of(i) for i in reversed(g.library(g.pid(p)))]      # top first
    assert lib("Alice")[0] == "Island" and lib("Bob")[0] == "Plains", out


def test_the_controller_of_each_of_a_group_stays_unrunnable(tmp_path):
    # "The controller of each of those artifacts gains life equal to its mana value": once per
    # artifact, "its" that artifact -- not run as a group (it would be wrong), so Unrunnable
    code, r, out = run(tmp_path, """Alice hand: Seeds Test
turn Alice precombat main
Alice pool: {C}{G}{G}
Alice casts Seeds Test
""")
    assert code == 2, out


def test_608_2c_those_creatures_are_the_single_targets_named_before(tmp_path):
    # three single targets named one after another are the group "those creatures" names
    code, r, out = run(tmp_path, """Alice hand: Arm Test
Alice battlefield: Grizzly Bears, Savannah Lions, Craw Wurm, Suntail Hawk
turn Alice precombat main
Alice pool: {C}{C}{W}
Alice casts Arm Test targeting Grizzly Bears, Savannah Lions, Craw Wurm
all pass
expect Grizzly Bears power 5
expect Savannah Lions power 4
expect Craw Wurm power 7
expect Grizzly Bears has vigilance
expect Savannah Lions has vigilance
expect Craw Wurm has vigilance
expect Suntail Hawk lacks vigilance
""")
    assert code == 0, out


def test_701_14a_the_creature_you_control_and_those_creatures_fight(tmp_path):
    # "the creature you control" is the first target (+1/+1 in a main phase), then the two fight
    code, r, out = run(tmp_path, """Alice hand: Swipe Test
Alice battlefield: Grizzly Bears
Bob battlefield: Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Swipe Test targeting Grizzly Bears, Craw Wurm
all pass
""")
    assert code == 0, out
    g = r.game
    wurm = next(i for i in g.battlefield() if g.name_of(i) == "Craw Wurm")
    assert g.objects[wurm].damage == 3, out
    assert "Grizzly Bears" in [g.name_of(i) for i in g.zone("graveyard", g.pid("Alice"))], out


def test_608_2c_the_player_who_controls_the_most_creatures(tmp_path):
    # Bob controls more creatures than Alice: he gains control of it at her upkeep
    code, r, out = run(tmp_path, """Alice battlefield: Mammoth Test
Bob battlefield: Grizzly Bears, Savannah Lions
turn Alice upkeep
all pass
expect Mammoth Test controller Bob
""")
    assert code == 0, out


def test_608_2c_the_player_with_the_most_life_none_on_a_tie(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Ogre Test
Bob life 25
turn Alice upkeep
all pass
expect Ogre Test controller Bob
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Ogre Test
turn Alice upkeep
all pass
expect Ogre Test controller Alice
""")
    assert code == 0, out


def test_506_2_the_player_that_creature_is_attacking(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Bombardment Test, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect Bob life 19
""")
    assert code == 0, out


def test_208_the_creature_with_the_greatest_power_or_tied(tmp_path):
    # tied for the greatest power: she draws
    code, r, out = run(tmp_path, """Alice battlefield: Ferocity Test, Grizzly Bears
Alice library: Island, Forest
Bob battlefield: Savannah Lions, Grizzly Bears
turn Alice upkeep
all pass
expect Alice hand: Island
""")
    assert code == 0, out
    # Bob's creature has the greatest power: she doesn't
    code, r, out = run(tmp_path, """Alice battlefield: Ferocity Test, Grizzly Bears
Alice library: Island, Forest
Bob battlefield: Craw Wurm
turn Alice upkeep
all pass
expect Alice hand: nothing
""")
    assert code == 0, out


def test_701_9a_those_cards_are_the_cards_chosen(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Extortion Test
Bob hand: Lightning Bolt, Shock, Counterspell
turn Alice precombat main
Alice pool: {C}{C}{C}{B}{B}
Alice casts Extortion Test targeting Bob
all pass
  Alice chooses objects: Shock, Counterspell
expect Bob graveyard: Shock, Counterspell
expect Bob hand: Lightning Bolt
""")
    assert code == 0, out


def test_608_2c_those_cards_are_both_choices(tmp_path):
    # one card chosen by Alice in Bob's graveyard, one by Bob in Alice's: both return
    code, r, out = run(tmp_path, """Alice battlefield: Reclaimer Test
Alice graveyard: Grizzly Bears, Craw Wurm
Bob graveyard: Savannah Lions, Suntail Hawk
turn Alice end
all pass
  Alice chooses choose: Suntail Hawk
  Bob chooses choose: Craw Wurm
  Alice chooses may: yes
all pass
expect Alice battlefield: Reclaimer Test, Craw Wurm
expect Bob battlefield: Suntail Hawk
""")
    assert code == 0, out


def test_608_2c_those_creatures_each_opponent_chose(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice hand: Rags Test
Alice library: Island
Bob battlefield: Grizzly Bears, Savannah Lions
Carol battlefield: Craw Wurm, Suntail Hawk
turn Alice precombat main
Alice pool: {C}{C}{B}{B}
Alice casts Rags Test
all pass
  Bob chooses choose: Savannah Lions
  Carol chooses choose: Suntail Hawk
expect Savannah Lions controller Alice
expect Suntail Hawk controller Alice
expect Grizzly Bears controller Bob
expect Craw Wurm controller Carol
""")
    assert code == 0, out


def test_608_2c_those_creatures_chosen_for_each_opponent(tmp_path):
    # one creature chosen for each opponent among that player's creatures with the greatest power
    # (Bob's two are tied, 208): both chosen creatures destroyed
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice hand: Felidar Test
Alice library: Island
Bob battlefield: Grizzly Bears, Savannah Lions
Carol battlefield: Craw Wurm, Suntail Hawk
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{W}{W}
Alice casts Felidar Test
all pass
all pass
  Alice chooses choose: Grizzly Bears
expect Bob graveyard: Grizzly Bears
expect Carol graveyard: Craw Wurm
expect Savannah Lions controller Bob
expect Suntail Hawk controller Carol
""")
    assert code == 0, out
