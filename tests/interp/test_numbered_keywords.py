"""Keyword abilities with a number (CR 702), with real card text: crew, bloodthirst,
fading, vanishing, fabricate, rampage, frenzy, poisonous, absorb, dredge, and the
keywords defined as ability text (soulshift, modular, afterlife, annihilator)."""
from __future__ import annotations

from interp_helpers import run_script

AIR_RESPONSE_UNIT = """card:
Air Response Unit {2}{W}
Artifact — Vehicle
Flying, vigilance
Crew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)
3/3
end
"""

APOCALYPSE_RUNNER = """card:
Apocalypse Runner {2}{B}{R}
Artifact — Vehicle
{T}: Target creature you control with power 2 or less gains lifelink until end of turn and can't be blocked this turn.
Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)
6/5
end
"""


def test_702_122a_crew_taps_creatures_and_the_vehicle_becomes_an_artifact_creature(tmp_path):
    # Crew 1 with Grizzly Bears (power 2): the Bears are tapped as the cost; the Vehicle
    # is an artifact creature (keeping its Vehicle subtype, 205.1b) until end of turn
    code, r, out = run_script(tmp_path, AIR_RESPONSE_UNIT + """players Alice 20, Bob 20
Alice battlefield: Air Response Unit, Grizzly Bears
turn Alice precombat main
expect Air Response Unit types: Artifact - Vehicle
Alice activates Air Response Unit
expect Grizzly Bears tapped
all pass
expect Air Response Unit types: Artifact Creature - Vehicle
expect Air Response Unit power 3
advance to Bob's upkeep
expect Air Response Unit types: Artifact - Vehicle
""")
    assert code == 0, out


def test_702_122a_crew_needs_total_power_n(tmp_path):
    # Crew 3: Savannah Lions (2) alone can't pay it (118.3, refused, nothing tapped);
    # Lions and Grizzly Bears (2 + 2) can, chosen one at a time
    code, r, out = run_script(tmp_path, APOCALYPSE_RUNNER + """players Alice 20, Bob 20
Alice battlefield: Apocalypse Runner, Savannah Lions
turn Alice precombat main
expect refused "can't be paid": Alice activates Apocalypse Runner ability 2
expect Savannah Lions untapped
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, APOCALYPSE_RUNNER + """players Alice 20, Bob 20
Alice battlefield: Apocalypse Runner, Savannah Lions, Grizzly Bears, Llanowar Elves
turn Alice precombat main
Alice activates Apocalypse Runner ability 2
  Alice chooses tap: Savannah Lions
  Alice chooses tap: Grizzly Bears
expect Savannah Lions tapped
expect Grizzly Bears tapped
expect Llanowar Elves untapped
all pass
expect Apocalypse Runner power 6
""")
    assert code == 0, out


def test_702_54a_bloodthirst_only_if_an_opponent_was_dealt_damage_this_turn(tmp_path):
    blood_ogre = """card:
Blood Ogre {2}{R}
Creature — Ogre Warrior
Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)
First strike (This creature deals combat damage before creatures without first strike.)
2/2
end
"""
    code, r, out = run_script(tmp_path, blood_ogre + """players Alice 20, Bob 20
Alice hand: Blood Ogre, Blood Ogre, Shock
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Blood Ogre
all pass
expect Blood Ogre power 2
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
Alice pool: {R}{R}{R}
Alice casts Blood Ogre
all pass
expect Blood Ogre#2 counters: 1 +1/+1
expect Blood Ogre#2 power 3
""")
    assert code == 0, out


def test_702_32a_fading_counts_down_then_sacrifices(tmp_path):
    # Blastoderm enters with three fade counters; each upkeep removes one; at the
    # upkeep with none left it is sacrificed
    code, r, out = run_script(tmp_path, """card:
Blastoderm {2}{G}{G}
Creature — Beast
Shroud (This creature can't be the target of spells or abilities.)
Fading 3 (This creature enters the battlefield with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)
5/5
end
players Alice 20, Bob 20
Alice hand: Blastoderm
Alice library: Forest, Forest, Forest, Forest, Forest
Bob library: Island, Island, Island, Island, Island
turn Alice precombat main
Alice pool: {G}{G}{G}{G}
Alice casts Blastoderm
all pass
expect Blastoderm counters: 3 fade
advance to Alice's upkeep
all pass
expect Blastoderm counters: 2 fade
advance to Bob's upkeep
advance to Alice's upkeep
all pass
expect Blastoderm counters: 1 fade
advance to Bob's upkeep
advance to Alice's upkeep
all pass
expect Blastoderm counters: nothing
expect Alice battlefield: Blastoderm
advance to Bob's upkeep
advance to Alice's upkeep
all pass
expect Alice graveyard: Blastoderm
""")
    assert code == 0, out


def test_702_63a_vanishing_sacrificed_when_the_last_time_counter_is_removed(tmp_path):
    # the upkeep trigger removes the last time counter; that triggers the sacrifice; the
    # Riftwatcher's own leaves-the-battlefield trigger then gains Alice 2 life
    code, r, out = run_script(tmp_path, """card:
Aven Riftwatcher {2}{W}
Creature — Bird Rebel Soldier
Flying
Vanishing 3 (This creature enters with three time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)
When this creature enters or leaves the battlefield, you gain 2 life.
2/3
end
players Alice 20, Bob 20
Alice battlefield: Aven Riftwatcher with 1 time counters
turn Bob upkeep
advance to Alice's upkeep
all pass
expect stack: "When the last time counter is removed from this permanent, sacrifice it."
all pass
all pass
expect Alice graveyard: Aven Riftwatcher
expect Alice life 22
""")
    assert code == 0, out


AMBITIOUS_AETHERBORN = """card:
Ambitious Aetherborn {4}{B}
Creature — Aetherborn Artificer
Fabricate 1 (When this creature enters, put a +1/+1 counter on it or create a 1/1 colorless Servo artifact creature token.)
4/3
end
"""


def test_702_123a_fabricate_counters_or_servos(tmp_path):
    # "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo
    # artifact creature tokens."
    code, r, out = run_script(tmp_path, AMBITIOUS_AETHERBORN + """players Alice 20, Bob 20
Alice hand: Ambitious Aetherborn
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}
Alice casts Ambitious Aetherborn
all pass
all pass
  Alice chooses may: yes
expect Ambitious Aetherborn counters: 1 +1/+1
expect Ambitious Aetherborn power 5
expect Alice battlefield: Ambitious Aetherborn
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, AMBITIOUS_AETHERBORN + """players Alice 20, Bob 20
Alice hand: Ambitious Aetherborn
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}
Alice casts Ambitious Aetherborn
all pass
all pass
  Alice chooses may: no
expect Ambitious Aetherborn counters: nothing
expect Alice battlefield: Ambitious Aetherborn, Servo
expect Servo types: Artifact Creature - Servo
expect Servo colors: colorless
expect Servo power 1
""")
    assert code == 0, out


def test_702_23a_rampage_for_each_blocker_beyond_the_first(tmp_path):
    # Craw Giant (6/4, rampage 2) blocked by three creatures: +4/+4 (two beyond the first)
    code, r, out = run_script(tmp_path, """card:
Craw Giant {3}{G}{G}{G}{G}
Creature — Giant
Trample
Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)
6/4
end
players Alice 20, Bob 20
Alice battlefield: Craw Giant
Bob battlefield: Grizzly Bears, Savannah Lions, Llanowar Elves
turn Alice declare attackers
Alice attacks Bob with Craw Giant
all pass
Bob blocks Craw Giant with Grizzly Bears, Savannah Lions, Llanowar Elves
all pass
expect Craw Giant power 10
expect Craw Giant toughness 8
""")
    assert code == 0, out


def test_702_68a_frenzy_and_702_70a_poisonous_granted_to_slivers(tmp_path):
    # Frenzy Sliver and Virulent Sliver give every Sliver frenzy 1 and poisonous 1: the
    # unblocked Frenzy Sliver gets +1/+0 and deals 2 combat damage, and Bob gets a poison
    # counter; the blocked Virulent Sliver gets no bonus and deals no damage to Bob
    code, r, out = run_script(tmp_path, """card:
Frenzy Sliver {1}{B}
Creature — Sliver
All Sliver creatures have frenzy 1. (Whenever a Sliver attacks and isn't blocked, it gets +1/+0 until end of turn.)
1/1
end
card:
Virulent Sliver {G}
Creature — Sliver
All Sliver creatures have poisonous 1. (Whenever a Sliver deals combat damage to a player, that player gets a poison counter. A player with ten or more poison counters loses the game.)
1/1
end
players Alice 20, Bob 20
Alice battlefield: Frenzy Sliver, Virulent Sliver
Bob battlefield: Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Frenzy Sliver, Virulent Sliver
all pass
Bob blocks Virulent Sliver with Grizzly Bears
all pass
expect Frenzy Sliver power 2
expect Virulent Sliver power 1
advance to Alice's combat damage
all pass
expect Bob life 18
expect Bob poison 1
""")
    assert code == 0, out


def test_702_64a_absorb_prevents_n_of_each_damage(tmp_path):
    # Lymph Sliver (3/3) with absorb 1: Shock's 2 damage becomes 1; a second Shock too
    code, r, out = run_script(tmp_path, """card:
Lymph Sliver {4}{W}
Creature — Sliver
All Sliver creatures have absorb 1. (If a source would deal damage to a Sliver, prevent 1 of that damage.)
3/3
end
players Alice 20, Bob 20
Alice hand: Shock, Shock
Bob battlefield: Lymph Sliver
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Shock targeting Lymph Sliver
all pass
Alice casts Shock targeting Lymph Sliver
all pass
expect Bob battlefield: Lymph Sliver
""")
    assert code == 0, out
    g = r.game
    assert g.objects[g.find("Lymph Sliver")].damage == 2


def test_702_52a_dredge_instead_of_drawing(tmp_path):
    # Golgari Thug (dredge 4) in the graveyard: instead of her draw, Alice mills four and
    # returns the Thug to her hand; with fewer than four cards in her library she can't
    code, r, out = run_script(tmp_path, """card:
Golgari Thug {1}{B}
Creature — Human Warrior
When this creature dies, put target creature card from your graveyard on top of your library.
Dredge 4 (If you would draw a card, you may mill four cards instead. If you do, return this card from your graveyard to your hand.)
1/1
end
players Alice 20, Bob 20
Alice library: Forest, Island, Swamp, Mountain, Plains
Alice graveyard: Golgari Thug
Bob library: Island
turn Bob end step
advance to Alice's draw step
  Alice chooses may: yes
expect Alice hand: Golgari Thug
expect Alice library: Plains
expect Alice graveyard: Forest, Island, Swamp, Mountain
""")
    assert code == 0, out


def test_702_46a_soulshift_returns_a_spirit_with_mana_value_n_or_less(tmp_path):
    # Burr Grafter (soulshift 3) is sacrificed: Alice may return a Spirit card with mana
    # value 3 or less from her graveyard: the Kami (the Grafter itself, mana value 4, is
    # no legal target, so no target question is asked)
    code, r, out = run_script(tmp_path, """card:
Burr Grafter {3}{G}
Creature — Spirit
Sacrifice Burr Grafter: Target creature gets +2/+2 until end of turn.
Soulshift 3 (When this creature dies, you may return target Spirit card with mana value 3 or less from your graveyard to your hand.)
2/2
end
card:
Kami of the Hunt {2}{G}
Creature — Spirit
Whenever you cast a Spirit or Arcane spell, this creature gets +1/+1 until end of turn.
2/2
end
players Alice 20, Bob 20
Alice battlefield: Burr Grafter, Grizzly Bears
Alice graveyard: Kami of the Hunt
turn Alice precombat main
Alice activates Burr Grafter targeting Grizzly Bears
all pass
  Alice chooses may: yes
expect Alice hand: Kami of the Hunt
expect Alice graveyard: Burr Grafter
all pass
expect Grizzly Bears power 4
""")
    assert code == 0, out


def test_702_43a_modular_counters_move_to_an_artifact_creature(tmp_path):
    # Arcbound Bruiser enters with three +1/+1 counters (0/0 -> 3/3); when it dies, its
    # three counters (last known information) go onto target artifact creature
    code, r, out = run_script(tmp_path, """card:
Arcbound Bruiser {5}
Artifact Creature — Golem
Modular 3 (This creature enters the battlefield with three +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)
0/0
end
players Alice 20, Bob 20
Alice hand: Arcbound Bruiser, Murder
Alice battlefield: Darksteel Myr
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}
Alice casts Arcbound Bruiser
all pass
expect Arcbound Bruiser power 3
Alice pool: {C}{B}{B}
Alice casts Murder targeting Arcbound Bruiser
all pass
all pass
  Alice chooses may: yes
expect Darksteel Myr counters: 3 +1/+1
""")
    assert code == 0, out


def test_702_135a_afterlife_and_702_86a_annihilator(tmp_path):
    # Debtors' Transport (afterlife 2) dies: two 1/1 white and black flying Spirits.
    # A creature with annihilator 2 (Eldrazi Conscription) attacks: Bob sacrifices two
    code, r, out = run_script(tmp_path, """card:
Debtors' Transport {5}{B}
Creature — Thrull
Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)
5/3
end
card:
Eldrazi Conscription {8}
Kindred Enchantment — Eldrazi Aura
Enchant creature
Enchanted creature gets +10/+10 and has trample and annihilator 2. (Whenever it attacks, defending player sacrifices two permanents of their choice.)
end
players Alice 20, Bob 20
Alice hand: Murder, Eldrazi Conscription
Alice battlefield: Debtors' Transport, Grizzly Bears
Bob battlefield: Forest, Island, Savannah Lions
turn Alice precombat main
Alice pool: {C}{B}{B}
Alice casts Murder targeting Debtors' Transport
all pass
all pass
expect Alice battlefield: Grizzly Bears, Spirit Token, Spirit Token
expect Spirit Token colors: white, black
expect Spirit Token has flying
Alice pool: {C}{C}{C}{C}{C}{C}{C}{C}
Alice casts Eldrazi Conscription targeting Grizzly Bears
all pass
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears
all pass
  Bob chooses sacrifice: Forest
  Bob chooses sacrifice: Savannah Lions
expect Bob battlefield: Island
""")
    assert code == 0, out
