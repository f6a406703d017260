"""Coin flips (CR 705), one-time prevention of a chosen source's damage (615, 609.7),
"you may have <object> deal damage / get +N/+N", putting a searched card on top
(401.1) and looking at the top of another player's library (401.2, 401.4)."""
from __future__ import annotations

import pytest

from interp_helpers import asked, run_script

PUPPETS_VERDICT = """card:
Puppet's Verdict {1}{R}{R}
Instant
Flip a coin. If you win the flip, destroy all creatures with power 2 or less. If you lose the flip, destroy all creatures with power 3 or greater.
end
"""


@pytest.mark.parametrize("seed", [1, 5])
def test_705_2_the_flip_is_won_when_the_call_matches(tmp_path, seed):
    code, r, out = run_script(tmp_path, PUPPETS_VERDICT + f"""players Alice 20, Bob 20
seed {seed}
Alice hand: Puppet's Verdict
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {{R}}{{R}}{{R}}
Alice casts Puppet's Verdict
all pass
  Alice chooses mode: heads
""")
    assert code == 0, out
    flip = [e for e in r.game.log if e.kind == "coin_flip"]
    assert len(flip) == 1
    g = r.game
    names = {g.name_of(i) for i in g.battlefield()}
    # 705.2: the player who called wins when the result matches the call; exactly one
    # of the two destructions happens
    if "heads (wins" in flip[0].text:
        assert names == {"Craw Wurm"}
    else:
        assert "tails (loses" in flip[0].text
        assert names == {"Grizzly Bears"}


def test_705_2_a_call_that_is_neither_heads_nor_tails_is_refused(tmp_path):
    code, r, out = run_script(tmp_path, PUPPETS_VERDICT + """players Alice 20, Bob 20
Alice hand: Puppet's Verdict
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Puppet's Verdict
all pass
  Alice chooses mode: edge
""")
    assert code == 2 and "705.2" in out, out


COP_RED = """card:
Circle of Protection: Red {1}{W}
Enchantment
{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.
end
"""


def test_615_the_chosen_source_is_prevented_once_only(tmp_path):
    code, r, out = run_script(tmp_path, COP_RED + """players Alice 20, Bob 20
Alice battlefield: "Circle of Protection: Red"
Bob hand: Lightning Bolt, Shock
turn Bob precombat main
Bob pool: {R}{R}
Bob casts Lightning Bolt targeting Alice
Bob passes
Alice pool: {C}
Alice activates "Circle of Protection: Red"
all pass
all pass
expect Alice life 20
Bob casts Shock targeting Alice
all pass
expect Alice life 18
expect log: "Circle of Protection: Red prevents the 3 damage Lightning Bolt would deal to Alice"
""")
    assert code == 0, out
    # 609.7a: the only red source (a spell on the stack) needs no question
    assert asked(r, "choose") == []


def test_609_7a_only_a_source_with_the_stated_quality_can_be_chosen(tmp_path):
    # only a red source may be chosen: with a green creature attacking, nothing is red
    code, r, out = run_script(tmp_path, COP_RED + """players Alice 20, Bob 20
Alice battlefield: "Circle of Protection: Red"
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
Bob passes
Alice pool: {C}
Alice activates "Circle of Protection: Red"
all pass
advance to Bob's combat damage
all pass
all pass
expect Alice life 18
expect log: "no source to choose"
""")
    assert code == 0, out


GEISTCATCHERS_RIG = """card:
Geistcatcher's Rig {6}
Artifact Creature — Construct
When this creature enters, you may have it deal 4 damage to target creature with flying.
4/5
end
"""


def test_120_3_you_may_have_it_deal_damage_the_named_object_is_the_source(tmp_path):
    code, r, out = run_script(tmp_path, GEISTCATCHERS_RIG + """players Alice 20, Bob 20
Alice hand: Geistcatcher's Rig
Bob battlefield: Air Elemental, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{C}
Alice casts Geistcatcher's Rig
all pass
  Alice chooses targets: Air Elemental
all pass
  Alice chooses may: yes
expect Bob graveyard: Air Elemental
expect Bob battlefield: Grizzly Bears
expect log: "Geistcatcher's Rig deals 4 damage to Air Elemental"
""")
    assert code == 0, out


BATTLE_RATTLE_SHAMAN = """card:
Battle-Rattle Shaman {3}{R}
Creature — Goblin Shaman
At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.
2/2
end
"""


def test_611_2_you_may_have_target_creature_get_a_bonus_until_end_of_turn(tmp_path):
    code, r, out = run_script(tmp_path, BATTLE_RATTLE_SHAMAN + """players Alice 20, Bob 20
Alice battlefield: Battle-Rattle Shaman, Grizzly Bears
turn Alice precombat main
advance to Alice's beginning of combat
  Alice chooses targets: Grizzly Bears
all pass
  Alice chooses may: yes
expect Grizzly Bears power 4
expect Battle-Rattle Shaman power 2
advance to Bob's upkeep
expect Grizzly Bears power 2
""")
    assert code == 0, out


ENLIGHTENED_TUTOR = """card:
Enlightened Tutor {W}
Instant
Search your library for an artifact or enchantment card, reveal it, then shuffle and put that card on top.
end
"""


def test_401_1_the_found_card_is_put_on_top_after_the_shuffle(tmp_path):
    code, r, out = run_script(tmp_path, ENLIGHTENED_TUTOR + """players Alice 20, Bob 20
seed 4
Alice hand: Enlightened Tutor
Alice library: Island, Sol Ring, Island, Mountain, Plains, Forest
turn Alice precombat main
Alice pool: {W}
Alice casts Enlightened Tutor
all pass
  Alice chooses search: Sol Ring
expect Alice library count 6
""")
    assert code == 0, out
    g = r.game
    lib = g.library(g.pid("Alice"))
    assert g.name_of(lib[-1]) == "Sol Ring"          # the top card (the list's last)


ELEMENTAL_AUGURY = """card:
Elemental Augury {U}{B}{R}
Enchantment
{3}: Look at the top three cards of target player's library, then put them back in any order.
end
"""


def test_401_4_look_at_another_players_top_cards_and_reorder_them(tmp_path):
    code, r, out = run_script(tmp_path, ELEMENTAL_AUGURY + """players Alice 20, Bob 20
Alice battlefield: Elemental Augury
Bob library: Forest, Island, Mountain, Plains
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Elemental Augury targeting Bob
all pass
  Alice chooses library order: Mountain, Forest, Island
expect Bob library: Mountain, Forest, Island, Plains
expect log: "Alice looks at the top 3 card(s) of Bob's library"
""")
    assert code == 0, out
