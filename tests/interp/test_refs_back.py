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
