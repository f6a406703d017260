"""Keyword actions played out with real card text: populate (CR 701.36), support
(701.41), adapt (701.46), monstrosity (701.37), explore (701.44), connive (701.50), and
losing half one's life, rounded up (107.1a)."""
from __future__ import annotations

from interp_helpers import asked, run_script

SUNDERING_GROWTH = """card:
Sundering Growth {G/W}
Instant
Destroy target artifact or enchantment, then populate. (Create a token that's a copy of a creature token you control.)
end
"""

SAPROLING_MAKER = """card:
Saproling Call {G}
Sorcery
Create a 1/1 green Saproling creature token.
end
"""


def test_701_36a_populate_copies_a_creature_token_you_control(tmp_path):
    code, r, out = run_script(tmp_path, SUNDERING_GROWTH + SAPROLING_MAKER + """players Alice 20, Bob 20
Alice hand: Saproling Call, Sundering Growth
Bob battlefield: Sol Ring
turn Alice precombat main
Alice pool: {G}
Alice casts Saproling Call
all pass
Alice pool: {G}
Alice casts Sundering Growth targeting Sol Ring
all pass
expect Bob graveyard: Sol Ring
expect Alice battlefield: Saproling Token, Saproling Token
""")
    assert code == 0, out


SUPPORT_SPELL = """card:
Lead by Example {1}{G}
Instant
Support 2. (Put a +1/+1 counter on each of up to two target creatures.)
end
"""

SUPPORT_CREATURE = """card:
Relief Captain {2}{W}{W}
Creature — Kor Knight Ally
When this creature enters, support 3. (Put a +1/+1 counter on each of up to three other target creatures.)
3/2
end
"""


def test_701_41a_support_on_a_spell_up_to_n_targets(tmp_path):
    code, r, out = run_script(tmp_path, SUPPORT_SPELL + """players Alice 20, Bob 20
Alice hand: Lead by Example
Alice battlefield: Grizzly Bears, Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Lead by Example targeting Grizzly Bears, Savannah Lions
all pass
expect Grizzly Bears counters: 1 +1/+1
expect Savannah Lions counters: 1 +1/+1
expect Craw Wurm counters: nothing
""")
    assert code == 0, out


def test_701_41a_support_on_a_permanent_is_other_creatures_only(tmp_path):
    code, r, out = run_script(tmp_path, SUPPORT_CREATURE + """players Alice 20, Bob 20
Alice hand: Relief Captain
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{W}{W}
Alice casts Relief Captain
all pass
  Alice chooses targets: Grizzly Bears
all pass
expect Grizzly Bears counters: 1 +1/+1
expect Relief Captain counters: nothing
""")
    assert code == 0, out
    d = asked(r, "targets")[0]
    assert "Relief Captain" not in [r.game.name_of(i) for i in d.options]


SKITTER_EEL = """card:
Skitter Eel {3}{U}
Creature — Fish Crab
{2}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)
3/3
end
"""


def test_701_46a_adapt_only_without_counters(tmp_path):
    code, r, out = run_script(tmp_path, SKITTER_EEL + """players Alice 20, Bob 20
Alice battlefield: Skitter Eel
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice activates Skitter Eel
all pass
expect Skitter Eel counters: 2 +1/+1
Alice pool: {C}{C}{U}
Alice activates Skitter Eel
all pass
expect Skitter Eel counters: 2 +1/+1
""")
    assert code == 0, out


NESSIAN_ASP = """card:
Nessian Asp {4}{G}
Creature — Snake
Reach
{6}{G}: Monstrosity 4. (If this creature isn't monstrous, put four +1/+1 counters on it and it becomes monstrous.)
4/5
end
"""


def test_701_37a_monstrosity_happens_once(tmp_path):
    code, r, out = run_script(tmp_path, NESSIAN_ASP + """players Alice 20, Bob 20
Alice battlefield: Nessian Asp
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{C}{G}
Alice activates Nessian Asp
all pass
expect Nessian Asp counters: 4 +1/+1
expect log: "Nessian Asp becomes monstrous"
Alice pool: {C}{C}{C}{C}{C}{C}{G}
Alice activates Nessian Asp
all pass
expect Nessian Asp counters: 4 +1/+1
""")
    assert code == 0, out


TISHANAS_WAYFINDER = """card:
Tishana's Wayfinder {2}{G}
Creature — Merfolk Scout
When this creature enters, it explores. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)
2/2
end
"""


def test_701_44a_explore_a_land_goes_to_hand(tmp_path):
    code, r, out = run_script(tmp_path, TISHANAS_WAYFINDER + """players Alice 20, Bob 20
Alice hand: Tishana's Wayfinder
Alice library: Forest, Island
turn Alice precombat main
Alice pool: {C}{C}{G}
Alice casts Tishana's Wayfinder
all pass
all pass
expect Alice hand: Forest
expect Tishana's Wayfinder counters: nothing
""")
    assert code == 0, out


def test_701_44a_explore_a_nonland_gives_a_counter_and_may_go_to_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, TISHANAS_WAYFINDER + """players Alice 20, Bob 20
Alice hand: Tishana's Wayfinder
Alice library: Lightning Bolt, Island
turn Alice precombat main
Alice pool: {C}{C}{G}
Alice casts Tishana's Wayfinder
all pass
all pass
  Alice chooses may: yes
expect Tishana's Wayfinder counters: 1 +1/+1
expect Alice graveyard: Lightning Bolt
expect Alice library: Island
""")
    assert code == 0, out


RAFFINES_INFORMANT = """card:
Raffine's Informant {1}{W}
Creature — Human Wizard
When this creature enters, it connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.)
2/1
end
"""


def test_701_50a_connive_counter_only_for_a_nonland_discard(tmp_path):
    code, r, out = run_script(tmp_path, RAFFINES_INFORMANT + """players Alice 20, Bob 20
Alice hand: Raffine's Informant, Forest
Alice library: Lightning Bolt
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Raffine's Informant
all pass
all pass
  Alice chooses discard: Lightning Bolt
expect Alice hand: Forest
expect Alice graveyard: Lightning Bolt
expect Raffine's Informant counters: 1 +1/+1
""")
    assert code == 0, out


def test_701_50a_connive_discarding_a_land_gives_no_counter(tmp_path):
    code, r, out = run_script(tmp_path, RAFFINES_INFORMANT + """players Alice 20, Bob 20
Alice hand: Raffine's Informant, Forest
Alice library: Lightning Bolt
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Raffine's Informant
all pass
all pass
  Alice chooses discard: Forest
expect Raffine's Informant counters: nothing
""")
    assert code == 0, out


BLOOD_TRIBUTE_LIKE = """card:
Half Measure {2}{B}
Sorcery
Target opponent loses half their life, rounded up.
end
"""


def test_107_1a_half_their_life_rounded_up(tmp_path):
    code, r, out = run_script(tmp_path, BLOOD_TRIBUTE_LIKE + """players Alice 20, Bob 13
Alice hand: Half Measure
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Half Measure targeting Bob
all pass
expect Bob life 6
""")
    assert code == 0, out


TIME_WALK = """card:
Time Walk {1}{U}
Sorcery
Take an extra turn after this one.
end
"""


def test_500_7_an_extra_turn_comes_directly_after_this_one(tmp_path):
    code, r, out = run_script(tmp_path, TIME_WALK + """players Alice 20, Bob 20
Alice hand: Time Walk
Alice library: Island, Island
Bob library: Forest, Forest
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Time Walk
all pass
advance to Alice's upkeep
expect turn 2
expect active player Alice
advance to Bob's upkeep
expect turn 3
""")
    assert code == 0, out


def test_500_7_without_the_spell_the_turn_passes(tmp_path):
    code, r, out = run_script(tmp_path, TIME_WALK + """players Alice 20, Bob 20
Alice hand: Time Walk
Alice library: Island, Island
Bob library: Forest, Forest
turn Alice precombat main
advance to Bob's upkeep
expect turn 2
""")
    assert code == 0, out


ADDITIONAL_LAND = """card:
Land Grant Spell {G}
Sorcery
You may play an additional land this turn.
Draw a card.
end
"""


def test_305_2_an_additional_land_play_this_turn_only(tmp_path):
    code, r, out = run_script(tmp_path, ADDITIONAL_LAND + """players Alice 20, Bob 20
Alice hand: Land Grant Spell, Forest, Island, Swamp
Alice library: Mountain, Plains, Plains
Bob library: Forest, Forest
turn Alice precombat main
Alice plays Forest
Alice pool: {G}
Alice casts Land Grant Spell
all pass
Alice plays Island
expect refused "one land per turn": Alice plays Swamp
advance to Bob's upkeep
advance to Alice's precombat main
Alice plays Swamp
expect refused "one land per turn": Alice plays Mountain
""")
    assert code == 0, out
    assert not asked(r, "may")          # the permission is not a question


DISTRIBUTE = """card:
Split Blessing {1}{G}
Instant
Distribute three +1/+1 counters among two target creatures.
end
"""


def test_601_2d_counters_distributed_as_the_spell_is_cast(tmp_path):
    code, r, out = run_script(tmp_path, DISTRIBUTE + """players Alice 20, Bob 20
Alice hand: Split Blessing
Alice battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Split Blessing targeting Grizzly Bears, Savannah Lions dividing 2 to Grizzly Bears, 1 to Savannah Lions
all pass
expect Grizzly Bears counters: 2 +1/+1
expect Savannah Lions counters: 1 +1/+1
""")
    assert code == 0, out


def test_601_2d_each_target_gets_at_least_one(tmp_path):
    code, r, out = run_script(tmp_path, DISTRIBUTE + """players Alice 20, Bob 20
Alice hand: Split Blessing
Alice battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {C}{G}
expect refused "601.2d": Alice casts Split Blessing targeting Grizzly Bears, Savannah Lions dividing 3 to Grizzly Bears, 0 to Savannah Lions
expect Alice hand: Split Blessing
""")
    assert code == 0, out


EVANGEL_OF_HELIOD = """card:
Evangel of Heliod {4}{W}{W}
Creature — Human Cleric
When this creature enters, create a number of 1/1 white Soldier creature tokens equal to your devotion to white. (Each {W} in the mana costs of permanents you control counts toward your devotion to white.)
1/3
end
"""


def test_111_2_create_a_number_of_tokens_equal_to_devotion(tmp_path):
    # devotion to white (700.5): Evangel's {W}{W} plus Savannah Lions' {W} = 3
    code, r, out = run_script(tmp_path, EVANGEL_OF_HELIOD + """players Alice 20, Bob 20
Alice hand: Evangel of Heliod
Alice battlefield: Savannah Lions, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{W}{W}
Alice casts Evangel of Heliod
all pass
all pass
expect Alice battlefield: Evangel of Heliod, Savannah Lions, Grizzly Bears, Soldier Token, Soldier Token, Soldier Token
""")
    assert code == 0, out
