"""Costs that choose cards (discard a typed card 701.9a, reveal 701.20a), a choice
between additional costs (601.2b), an alternative cost written out (118.9),
affinity (702.41a), activation restrictions joined by "and" (602.5b), mana
abilities with a restriction (602.5b, 605.1a), exhaust (702.177a) and boast
(702.142a); played through real card text.  A refused action leaves the game
unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Fauna Shaman {1}{G}
Creature — Elf Shaman
{G}, {T}, Discard a creature card: Search your library for a creature card, reveal it, put it into your hand, then shuffle.
2/2
end
card:
Silvergill Adept {1}{U}
Creature — Merfolk Wizard
As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.
When this creature enters, draw a card.
2/1
end
card:
Lightning Axe {R}
Instant
As an additional cost to cast this spell, discard a card or pay {5}.
Lightning Axe deals 5 damage to target creature.
end
card:
Delraich {6}{B}
Creature — Horror
You may sacrifice three black creatures rather than pay this spell's mana cost.
Trample
6/6
end
card:
Myr Enforcer {7}
Artifact Creature — Myr
Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)
4/4
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
card:
Heron-Blessed Geist {4}{W}
Creature — Spirit
Flying
{3}{W}, Exile Heron-Blessed Geist from your graveyard: Create two 1/1 white Spirit creature tokens with flying. Activate only if you control an enchantment and only as a sorcery.
3/3
end
card:
Gaea's Touch {G}{G}
Enchantment
{0}: You may put a basic Forest card from your hand onto the battlefield. Activate only as a sorcery and only once each turn.
Sacrifice Gaea's Touch: Add {G}{G}.
end
card:
Thunderhead Gunner {4}{R}
Creature — Shark Pirate
Reach
Discard a card: Draw a card. Activate only as a sorcery and only once each turn.
4/5
end
card:
Temple of the False God
Land
{T}: Add {C}{C}. Activate only if you control five or more lands.
end
card:
Hazard of the Dunes {3}{G}
Creature — Wurm
Trample, reach
Exhaust — {6}{G}: Put three +1/+1 counters on this creature. (Activate each exhaust ability only once.)
4/4
end
card:
Fearless Pup {R}
Creature — Wolf
First strike
Boast — {2}{R}: Fearless Pup gets +2/+0 until end of turn. (Activate only if this creature attacked this turn and only once each turn.)
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- "Discard a creature card" as a cost (701.9a, 118.3) ----------------------------------------
def test_701_9a_discard_a_creature_card_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Fauna Shaman
Alice hand: Island, Grizzly Bears
Alice library: Craw Wurm
turn Alice precombat main
Alice pool: {G}
Alice activates Fauna Shaman
resolve
  Alice chooses search: Craw Wurm
expect Alice graveyard: Grizzly Bears
expect Alice hand: Island, Craw Wurm
expect Fauna Shaman tapped
""")
    assert code == 0, out


def test_118_3_no_creature_card_to_discard_refused_and_unchanged(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Fauna Shaman
Alice hand: Island, Lightning Bolt
Alice library: Craw Wurm
turn Alice precombat main
Alice pool: {G}
expect refused "can't be paid": Alice activates Fauna Shaman
expect Alice hand: Island, Lightning Bolt
expect Fauna Shaman untapped
expect Alice pool: {G}
""")
    assert code == 0, out


# ---- a choice between two additional costs (601.2b) ----------------------------------------------
def test_601_2b_reveal_a_merfolk_instead_of_paying_3(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Silvergill Adept, Silvergill Adept
Alice library: Island
turn Alice precombat main
Alice pool: {U}{C}
Alice casts Silvergill Adept
  Alice chooses additional cost: "reveal a Merfolk card from your hand"
resolve
resolve
expect Alice battlefield: Silvergill Adept
expect Alice hand: Silvergill Adept, Island
expect Alice pool: empty
""")
    assert code == 0, out


def test_601_2b_pay_3_more_instead_of_revealing(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Silvergill Adept
Alice library: Island
turn Alice precombat main
Alice pool: {U}{C}{C}{C}{C}
Alice casts Silvergill Adept
  Alice chooses additional cost: "pay {3}"
resolve
resolve
expect Alice battlefield: Silvergill Adept
expect Alice pool: empty
""")
    assert code == 0, out


def test_118_3_the_chosen_cost_must_be_paid_no_merfolk_to_reveal(tmp_path):
    # the spell being cast isn't in the hand any more as costs are paid (601.2a)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Silvergill Adept, Island
turn Alice precombat main
Alice pool: {U}{C}
expect refused "can't be paid": Alice casts Silvergill Adept
  Alice chooses additional cost: "reveal a Merfolk card from your hand"
expect Alice hand: Silvergill Adept, Island
expect Alice pool: {U}, {C}
""")
    assert code == 0, out


def test_601_2b_discard_a_card_or_pay_5_lightning_axe(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Axe, Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Axe targeting Craw Wurm
  Alice chooses additional cost: "discard a card"
resolve
expect Bob graveyard: Craw Wurm
expect Alice graveyard: Island, Lightning Axe
""")
    assert code == 0, out


# ---- an alternative cost written out (118.9) ----------------------------------------------------
def test_118_9_sacrifice_three_black_creatures_rather_than_pay(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Delraich
Alice battlefield: Typhoid Rats, Typhoid Rats, Child of Night, Grizzly Bears
turn Alice precombat main
Alice casts Delraich using alternative cost
resolve
expect Alice battlefield: Grizzly Bears, Delraich
expect Alice graveyard: Typhoid Rats, Typhoid Rats, Child of Night
""")
    assert code == 0, out


def test_118_3_two_black_creatures_arent_enough_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Delraich
Alice battlefield: Typhoid Rats, Child of Night, Grizzly Bears
turn Alice precombat main
expect refused "can't be paid": Alice casts Delraich using alternative cost
expect Alice hand: Delraich
expect Alice battlefield: Typhoid Rats, Child of Night, Grizzly Bears
""")
    assert code == 0, out


# ---- affinity (702.41a) -----------------------------------------------------------------------
def test_702_41a_affinity_for_artifacts_costs_1_less_per_artifact(tmp_path):
    # {7} minus three artifacts: {4}; an artifact the opponent controls doesn't count
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Myr Enforcer
Alice battlefield: Ornithopter, Ornithopter, Darksteel Myr, Grizzly Bears
Bob battlefield: Ornithopter
turn Alice precombat main
Alice pool: {C}{C}{C}{C}
Alice casts Myr Enforcer
resolve
expect Alice battlefield: Ornithopter, Ornithopter, Darksteel Myr, Grizzly Bears, Myr Enforcer
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_41a_affinity_needs_the_artifacts_refused_with_fewer(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Myr Enforcer
Alice battlefield: Ornithopter, Ornithopter
turn Alice precombat main
Alice pool: {C}{C}{C}{C}
expect refused "can't pay": Alice casts Myr Enforcer
expect Alice hand: Myr Enforcer
""")
    assert code == 0, out


# ---- restrictions joined by "and" (602.5b) -------------------------------------------------------
def test_602_5b_both_restrictions_apply_enchantment_and_sorcery_timing(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Heron-Blessed Geist
Alice hand: Gaea's Touch
turn Alice precombat main
Alice pool: {W}{C}{C}{C}{G}{G}
expect refused "enchantment": Alice activates Heron-Blessed Geist
Alice casts Gaea's Touch
resolve
Alice activates Heron-Blessed Geist
resolve
expect Alice exile: Heron-Blessed Geist
expect Alice battlefield: Gaea's Touch, Spirit Token, Spirit Token
""")
    assert code == 0, out


def test_602_5b_only_as_a_sorcery_even_with_an_enchantment(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Heron-Blessed Geist
Alice battlefield: Gaea's Touch
Alice hand: Lightning Bolt
turn Alice precombat main
Alice pool: {R}{W}{C}{C}{C}
Alice casts Lightning Bolt targeting Bob
expect refused "sorcery": Alice activates Heron-Blessed Geist
resolve
expect Alice graveyard: Heron-Blessed Geist, Lightning Bolt
""")
    assert code == 0, out


def test_602_5b_as_a_sorcery_and_only_once_each_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Gaea's Touch
Alice hand: Forest, Forest
turn Alice precombat main
Alice activates Gaea's Touch
resolve
  Alice chooses may: yes
  Alice chooses put: Forest
expect refused "can't be paid": Alice activates Gaea's Touch
expect Alice hand: Forest
expect Alice battlefield: Gaea's Touch, Forest
""")
    assert code == 0, out


def test_602_5b_once_each_turn_and_as_a_sorcery(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Thunderhead Gunner
Alice hand: Island, Forest
Alice library: Mountain, Plains, Swamp
turn Alice precombat main
Alice activates Thunderhead Gunner
  Alice chooses discard: Island
resolve
expect refused "can't be paid": Alice activates Thunderhead Gunner
expect Alice hand: Forest, Mountain   # the library is listed top first
expect Alice graveyard: Island
""")
    assert code == 0, out


# ---- a mana ability with a restriction (602.5b, 605.1a) -------------------------------------------
def test_602_5b_temple_needs_five_lands(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Temple of the False God, Island, Island, Island
turn Alice precombat main
expect refused "five or more lands": Alice activates Temple of the False God
expect Alice pool: empty
expect Temple of the False God untapped
""")
    assert code == 0, out


def test_605_3b_temple_with_five_lands_adds_two_mana(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Temple of the False God, Island, Island, Island, Island
turn Alice precombat main
Alice activates Temple of the False God
expect Alice pool: {C}, {C}
expect Temple of the False God tapped
""")
    assert code == 0, out


# ---- exhaust (702.177a) and boast (702.142a) -------------------------------------------------------
def test_702_177a_exhaust_only_once_ever(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Hazard of the Dunes
Alice library: Island, Island, Island
Bob library: Island, Island, Island
turn Alice precombat main
Alice pool: {G}{C}{C}{C}{C}{C}{C}
Alice activates Hazard of the Dunes
resolve
expect Hazard of the Dunes counters: 3 +1/+1
advance to Bob's upkeep
advance to Alice's precombat main
Alice pool: {G}{C}{C}{C}{C}{C}{C}
expect refused "can't be paid": Alice activates Hazard of the Dunes
expect Hazard of the Dunes counters: 3 +1/+1
""")
    assert code == 0, out


def test_702_142a_boast_only_after_attacking_once_each_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Fearless Pup
Alice library: Island, Island
turn Alice precombat main
Alice pool: {R}{C}{C}
expect refused "didn't attack": Alice activates Fearless Pup
advance to declare attackers
Alice attacks Bob with Fearless Pup
Alice pool: {R}{C}{C}
Alice activates Fearless Pup
resolve
expect Fearless Pup power 3
expect refused "can't be paid": Alice activates Fearless Pup
""")
    assert code == 0, out
