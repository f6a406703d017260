"""Keywords with a cost: alternative costs (surge 702.117a, spectacle 702.137a,
escape 702.138a, blitz 702.152a), additional costs (entwine 702.42a, replicate
702.56a) and abilities activated from a hand or graveyard (transmute 702.53a,
reinforce 702.77a, scavenge 702.97a); played through real card text.  A refused
action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
card:
Hill Giant {3}{R}
Creature — Giant
3/3
end
card:
Boulder Salvo {4}{R}
Sorcery
Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)
Boulder Salvo deals 4 damage to target creature.
end
card:
Hackrobat {1}{B}{R}
Creature — Human Rogue
Spectacle {B}{R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)
{B}: This creature gains deathtouch until end of turn.
{R}: This creature gets +2/-2 until end of turn.
2/3
end
card:
Fruit of Tizerus {B}
Sorcery
Target player loses 2 life.
Escape—{3}{B}, Exile three other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)
end
card:
Girder Goons {4}{B}
Creature — Ogre Warrior
When Girder Goons dies, create a tapped 2/2 black Rogue creature token.
Blitz {3}{B} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)
4/4
end
card:
Rain of Rust {3}{R}{R}
Instant
Choose one —
• Destroy target artifact.
• Destroy target land.
Entwine {3}{R} (Choose both if you pay the entwine cost.)
end
card:
Leap of Flame {U}{R}
Instant
Replicate {U}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)
Target creature gets +1/+0 and gains flying and first strike until end of turn.
end
card:
Dizzy Spell {U}
Instant
Target creature gets -3/-0 until end of turn.
Transmute {1}{U}{U} ({1}{U}{U}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)
end
card:
Burrenton Bombardier {2}{W}
Creature — Kithkin Soldier
Flying
Reinforce 2—{2}{W} ({2}{W}, Discard this card: Put two +1/+1 counters on target creature.)
2/2
end
card:
Deadbridge Goliath {2}{G}{G}
Creature — Insect
Scavenge {4}{G}{G} ({4}{G}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)
5/5
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- surge (702.117a) ------------------------------------------------------------------------
def test_702_117a_surge_after_another_spell_this_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt, Boulder Salvo
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{R}{C}
Alice casts Lightning Bolt targeting Bob
resolve
Alice casts Boulder Salvo using surge targeting Craw Wurm
resolve
expect Bob life 17
expect Bob graveyard: Craw Wurm
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_117a_surge_refused_without_another_spell_and_state_unchanged(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Boulder Salvo
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{C}
expect refused "haven't cast another spell": Alice casts Boulder Salvo using surge targeting Craw Wurm
expect Alice hand: Boulder Salvo
expect Alice pool: {R}, {C}
""")
    assert code == 0, out


def test_702_117a_spells_cast_last_turn_dont_count(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt, Boulder Salvo
Alice library: Island, Island
Bob battlefield: Craw Wurm
Bob library: Island, Island
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
resolve
advance to Bob's upkeep
advance to Alice's precombat main
Alice pool: {R}{C}
expect refused "haven't cast another spell": Alice casts Boulder Salvo using surge targeting Craw Wurm
""")
    assert code == 0, out


# ---- spectacle (702.137a) --------------------------------------------------------------------
def test_702_137a_spectacle_after_an_opponent_lost_life(tmp_path):
    # 119.3 / 120.3a: damage dealt to a player makes them lose that much life
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt, Hackrobat
turn Alice precombat main
Alice pool: {R}{B}{R}
Alice casts Lightning Bolt targeting Bob
resolve
Alice casts Hackrobat using spectacle
resolve
expect Alice battlefield: Hackrobat
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_137a_spectacle_refused_if_only_you_lost_life(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt, Hackrobat
turn Alice precombat main
Alice pool: {R}{B}{R}
Alice casts Lightning Bolt targeting Alice
resolve
expect refused "no opponent lost life": Alice casts Hackrobat using spectacle
expect Alice hand: Hackrobat
expect Alice pool: {B}, {R}
""")
    assert code == 0, out


# ---- escape (702.138a) -----------------------------------------------------------------------
def test_702_138a_escape_from_the_graveyard_exiling_three_other_cards(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Fruit of Tizerus, Island, Forest, Mountain
turn Alice precombat main
Alice pool: {B}{C}{C}{C}
Alice casts Fruit of Tizerus using escape targeting Bob
resolve
expect Bob life 18
expect Alice exile: Island, Forest, Mountain
expect Alice graveyard: Fruit of Tizerus
""")
    assert code == 0, out


def test_702_138a_escape_without_enough_other_cards_is_refused(tmp_path):
    # the card itself isn't one of the "other" cards (and it's on the stack as costs are paid, 601.2a)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Fruit of Tizerus, Island, Forest
turn Alice precombat main
Alice pool: {B}{C}{C}{C}
expect refused "can't be paid": Alice casts Fruit of Tizerus using escape targeting Bob
expect Alice graveyard: Fruit of Tizerus, Island, Forest
expect Alice pool: {B}, {C}, {C}, {C}
""")
    assert code == 0, out


# ---- blitz (702.152a) ------------------------------------------------------------------------
def test_702_152a_blitz_haste_sacrificed_at_end_step_and_draws(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Girder Goons
Alice library: Island, Island
turn Alice precombat main
Alice pool: {B}{C}{C}{C}
Alice casts Girder Goons using blitz
resolve
expect Girder Goons has haste
Alice attacks Bob with Girder Goons
advance to end step
resolve
  Alice chooses triggers: "When this creature dies, draw a card. (blitz)"
resolve
resolve
expect Bob life 16
expect Alice graveyard: Girder Goons
expect Alice hand: Island
expect Alice battlefield: Rogue Token
""")
    assert code == 0, out


def test_702_152a_cast_normally_no_haste_no_sacrifice(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Girder Goons
Alice library: Island
turn Alice precombat main
Alice pool: {B}{C}{C}{C}{C}
Alice casts Girder Goons
resolve
expect Girder Goons lacks haste
advance to end step
expect Alice battlefield: Girder Goons
""")
    assert code == 0, out


# ---- entwine (702.42a-b) ---------------------------------------------------------------------
def test_702_42a_entwined_spell_does_every_mode(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rain of Rust
Bob battlefield: Ornithopter, Mountain
turn Alice precombat main
Alice pool: {R}{R}{R}{C}{C}{C}{C}{C}{C}
Alice casts Rain of Rust using entwine targeting Ornithopter, Mountain
resolve
expect Bob graveyard: Ornithopter, Mountain
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_42a_not_entwined_one_mode_and_entwine_unpaid(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rain of Rust
Bob battlefield: Ornithopter, Mountain
turn Alice precombat main
Alice pool: {R}{R}{C}{C}{C}
Alice casts Rain of Rust choosing "Destroy target land." targeting Mountain
resolve
expect Bob battlefield: Ornithopter
expect Bob graveyard: Mountain
""")
    assert code == 0, out


def test_702_42a_entwine_cost_unpaid_is_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rain of Rust
Bob battlefield: Ornithopter, Mountain
turn Alice precombat main
Alice pool: {R}{R}{C}{C}{C}
expect refused "can't pay": Alice casts Rain of Rust using entwine targeting Ornithopter, Mountain
expect Alice hand: Rain of Rust
expect Bob battlefield: Ornithopter, Mountain
""")
    assert code == 0, out


# ---- replicate (702.56a) ---------------------------------------------------------------------
def test_702_56a_replicate_paid_twice_makes_two_copies(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Leap of Flame
Alice battlefield: Grizzly Bears, Hill Giant
turn Alice precombat main
Alice pool: {U}{R}{U}{R}{U}{R}
Alice casts Leap of Flame using replicate, replicate targeting Grizzly Bears
resolve
  Alice chooses may: yes
  Alice chooses targets: Hill Giant
  Alice chooses may: no
expect stack: Leap of Flame, copy of Leap of Flame, copy of Leap of Flame
resolve
resolve
resolve
expect Grizzly Bears power 4
expect Hill Giant power 4
expect Grizzly Bears has flying
""")
    assert code == 0, out


def test_702_56a_no_replicate_paid_no_copy(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Leap of Flame
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{R}
Alice casts Leap of Flame targeting Grizzly Bears
expect stack: Leap of Flame
resolve
expect Grizzly Bears power 3
""")
    assert code == 0, out


# ---- transmute (702.53a) ---------------------------------------------------------------------
def test_702_53a_transmute_finds_a_card_of_the_same_mana_value(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Dizzy Spell
Alice library: Craw Wurm, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {U}{U}{C}
Alice activates Dizzy Spell
resolve
  Alice chooses search: Lightning Bolt
expect Alice hand: Lightning Bolt
expect Alice graveyard: Dizzy Spell
expect Alice library count 2
""")
    assert code == 0, out


def test_702_53a_transmute_only_as_a_sorcery(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Dizzy Spell
turn Alice upkeep
Alice pool: {U}{U}{C}
expect refused "sorcery": Alice activates Dizzy Spell
expect Alice hand: Dizzy Spell
""")
    assert code == 0, out


# ---- reinforce (702.77a), scavenge (702.97a) -------------------------------------------------
def test_702_77a_reinforce_at_instant_speed_from_the_hand(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Burrenton Bombardier
Alice battlefield: Grizzly Bears
turn Bob upkeep
Alice pool: {W}{C}{C}
Bob passes
Alice activates Burrenton Bombardier targeting Grizzly Bears
resolve
expect Grizzly Bears counters: 2 +1/+1
expect Alice graveyard: Burrenton Bombardier
""")
    assert code == 0, out


def test_702_97a_scavenge_counters_equal_to_its_power(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Deadbridge Goliath
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{C}{C}{C}{C}
Alice activates Deadbridge Goliath targeting Grizzly Bears
resolve
expect Grizzly Bears counters: 5 +1/+1
expect Alice exile: Deadbridge Goliath
""")
    assert code == 0, out


def test_702_97a_scavenge_works_only_from_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Deadbridge Goliath, Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{C}{C}{C}{C}
expect refused "graveyard": Alice activates Deadbridge Goliath targeting Grizzly Bears
expect Alice pool: {G}, {G}, {C}, {C}, {C}, {C}
""")
    assert code == 0, out
