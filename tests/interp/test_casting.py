"""Alternative and additional costs (CR 118.8, 118.9, 601.2b, 601.2f): flashback,
kicker, buyback, evoke, "As an additional cost to cast this spell", typecycling;
played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Deep Analysis {3}{U}
Sorcery
Target player draws two cards.
Flashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)
end
card:
Think Twice {1}{U}
Instant
Draw a card.
Flashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)
end
card:
Blink of an Eye {1}{U}
Instant
Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)
Return target nonland permanent to its owner's hand. If this spell was kicked, draw a card.
end
card:
Benalish Emissary {2}{W}
Creature — Human Wizard
Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)
When Benalish Emissary enters the battlefield, if it was kicked, destroy target land.
1/4
end
card:
Capsize {1}{U}{U}
Instant
Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it resolves.)
Return target permanent to its owner's hand.
end
card:
Aethersnipe {5}{U}
Creature — Elemental
When this creature enters, return target nonland permanent to its owner's hand.
Evoke {1}{U}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)
4/4
end
card:
Demon of Catastrophes {2}{B}{B}
Creature — Demon
As an additional cost to cast this spell, sacrifice a creature.
Flying, trample
6/6
end
card:
Absorb Vis {6}{B}
Sorcery
Target player loses 4 life and you gain 4 life.
Basic landcycling {1}{B} ({1}{B}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- flashback (702.34a) ------------------------------------------------------------------
def test_702_34a_flashback_casts_from_the_graveyard_for_its_cost_then_exiles(tmp_path):
    # the flashback cost {1}{U} + 3 life replaces {3}{U}; the card is exiled as it resolves
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Deep Analysis
Alice library: Island, Island, Forest
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Deep Analysis using flashback targeting Alice
resolve
expect Alice life 17
expect Alice hand: Island, Island
expect Alice exile: Deep Analysis
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_702_34a_a_countered_flashback_spell_is_exiled_too(tmp_path):
    # "exile this card instead of putting it anywhere else any time it would leave the stack"
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Think Twice
Bob hand: Counterspell
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Think Twice using flashback
Alice passes
Bob pool: {U}{U}
Bob casts Counterspell targeting Think Twice
resolve
expect Alice exile: Think Twice
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_601_3_a_card_in_the_graveyard_cant_be_cast_without_flashback(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Think Twice
Alice hand: Think Twice
Alice library: Island
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Think Twice
resolve
expect Alice graveyard: Think Twice, Think Twice
expect Alice exile: nothing
""")
    assert code == 0, out   # cast normally from hand: to the graveyard, not exiled


def test_702_34a_flashback_cost_not_paid_is_refused_and_nothing_changes(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Think Twice
turn Alice precombat main
Alice pool: {U}{U}
expect refused "can't pay": Alice casts Think Twice using flashback
expect Alice graveyard: Think Twice
expect Alice pool: {U}, {U}
""")
    assert code == 0, out


# ---- kicker (702.33) ----------------------------------------------------------------------
def test_702_33d_a_kicked_spell_does_its_kicked_part(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Blink of an Eye
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{C}{C}
Alice casts Blink of an Eye using kicker targeting Grizzly Bears
resolve
expect Bob hand: Grizzly Bears
expect Alice hand: Island
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_33a_not_kicked_no_kicked_part_and_no_kicker_paid(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Blink of an Eye
Alice library: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{C}{C}
Alice casts Blink of an Eye targeting Grizzly Bears
  Alice chooses payment: {U}, {C}
resolve
expect Bob hand: Grizzly Bears
expect Alice hand: nothing
expect Alice pool: {U}, {C}
""")
    assert code == 0, out


def test_400_7d_the_permanent_knows_it_was_kicked(tmp_path):
    # the enters trigger's "if it was kicked" asks about the spell it was (400.7d, 603.4)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Benalish Emissary
Bob battlefield: Mountain
turn Alice precombat main
Alice pool: {W}{C}{C}{C}{G}
Alice casts Benalish Emissary using kicker
resolve
resolve
expect Bob battlefield: nothing
expect Bob graveyard: Mountain
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Benalish Emissary
Bob battlefield: Mountain
turn Alice precombat main
Alice pool: {W}{C}{C}
Alice casts Benalish Emissary
resolve
expect stack: nothing
expect Bob battlefield: Mountain
""")
    assert code == 0, out


def test_601_2b_kicker_is_paid_once(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Blink of an Eye
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{U}{C}{C}{C}
expect refused "only once": Alice casts Blink of an Eye using kicker, kicker targeting Grizzly Bears
expect Alice hand: Blink of an Eye
""")
    assert code == 0, out


# ---- buyback (702.27a) --------------------------------------------------------------------
def test_702_27a_buyback_returns_the_card_to_hand_as_it_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Capsize
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{C}{C}{C}{C}
Alice casts Capsize using buyback targeting Grizzly Bears
resolve
expect Bob hand: Grizzly Bears
expect Alice hand: Capsize
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_702_27a_without_buyback_it_goes_to_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Capsize
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{C}
Alice casts Capsize targeting Grizzly Bears
resolve
expect Alice graveyard: Capsize
expect Alice hand: nothing
""")
    assert code == 0, out


# ---- evoke (702.74a) ----------------------------------------------------------------------
def test_702_74a_evoked_creature_is_sacrificed_as_it_enters_and_its_trigger_still_resolves(tmp_path):
    # both enters triggers are Alice's; she orders them: the sacrifice resolves first,
    # then the bounce still resolves (its source has left, 113.7a)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Aethersnipe
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{U}{C}
Alice casts Aethersnipe using evoke
resolve
  Alice orders triggers: "When this creature enters, return target nonland permanent to its owner's hand.", "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
  Alice chooses targets: Grizzly Bears
resolve
expect Alice graveyard: Aethersnipe
expect Bob battlefield: Grizzly Bears
resolve
expect Bob hand: Grizzly Bears
""")
    assert code == 0, out


def test_702_74a_cast_for_its_mana_cost_it_stays(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Aethersnipe
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{C}{C}{C}{C}{C}
Alice casts Aethersnipe
resolve
  Alice chooses targets: Grizzly Bears
resolve
expect Alice battlefield: Aethersnipe
expect Bob hand: Grizzly Bears
""")
    assert code == 0, out


# ---- a mandatory additional cost (118.8, 601.2f) -----------------------------------------
def test_118_8_sacrifice_a_creature_as_an_additional_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Demon of Catastrophes
Alice battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{C}{C}
Alice casts Demon of Catastrophes
  Alice chooses sacrifice: Craw Wurm
resolve
expect Alice battlefield: Grizzly Bears, Demon of Catastrophes
expect Alice graveyard: Craw Wurm
""")
    assert code == 0, out


def test_118_8_no_creature_to_sacrifice_means_it_cant_be_cast(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Demon of Catastrophes
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}{C}{C}
expect refused "can't be paid": Alice casts Demon of Catastrophes
expect Alice pool: {B}, {B}, {C}, {C}
""")
    assert code == 0, out


# ---- typecycling (702.29e) ----------------------------------------------------------------
def test_702_29e_basic_landcycling_finds_a_basic_land(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Absorb Vis
Alice library: Grizzly Bears, Swamp
turn Alice precombat main
Alice pool: {B}{C}
Alice activates Absorb Vis
resolve
  Alice chooses search: Swamp
expect Alice hand: Swamp
expect Alice graveyard: Absorb Vis
expect Alice library: Grizzly Bears
""")
    assert code == 0, out


# ---- cost increases and reductions (601.2f) ---------------------------------------------
MODIFIERS = """card:
Angelic Observer {5}{W}
Creature — Angel Advisor
This spell costs {1} less to cast for each Citizen you control.
Flying
3/3
end
card:
Citizen Test {W}
Creature — Human Citizen
1/1
end
card:
Ballyrush Banneret {1}{W}
Creature — Kithkin Soldier
Kithkin spells and Soldier spells you cast cost {1} less to cast.
2/1
end
card:
Kithkin Test {2}{W}
Creature — Kithkin
2/2
end
card:
Chill {1}{U}
Enchantment
Red spells cost {2} more to cast.
end
"""


def test_601_2f_this_spell_costs_1_less_for_each_citizen(tmp_path):
    # {5}{W} minus {1} for each of Alice's two Citizens (Bob's doesn't count) = {3}{W}
    code, r, out = run(tmp_path, MODIFIERS + """players Alice 20, Bob 20
Alice hand: Angelic Observer
Alice battlefield: Citizen Test, Citizen Test
Bob battlefield: Citizen Test
turn Alice precombat main
Alice pool: {W}{C}{C}{C}{C}
Alice casts Angelic Observer
  Alice chooses payment: {W}, {C}, {C}, {C}
resolve
expect Alice battlefield: Citizen Test, Citizen Test, Angelic Observer
expect Alice pool: {C}
""")
    assert code == 0, out


def test_601_2f_spells_you_cast_cost_less_only_if_they_match(tmp_path):
    # the Kithkin costs {1}{W} under the Banneret; Grizzly Bears still costs {1}{G}
    code, r, out = run(tmp_path, MODIFIERS + """players Alice 20, Bob 20
Alice hand: Kithkin Test, Grizzly Bears
Alice battlefield: Ballyrush Banneret
turn Alice precombat main
Alice pool: {W}{C}{G}{C}
Alice casts Kithkin Test
  Alice chooses payment: {W}, {C}
resolve
expect Alice pool: {G}, {C}
Alice casts Grizzly Bears
resolve
expect Alice pool: empty
expect Alice battlefield: Ballyrush Banneret, Kithkin Test, Grizzly Bears
""")
    assert code == 0, out


def test_601_2f_a_reduction_doesnt_apply_to_the_opponents_spells(tmp_path):
    code, r, out = run(tmp_path, MODIFIERS + """players Alice 20, Bob 20
Bob hand: Kithkin Test
Alice battlefield: Ballyrush Banneret
turn Bob precombat main
Bob pool: {W}{C}
expect refused "can't pay": Bob casts Kithkin Test
""")
    assert code == 0, out


def test_601_2f_red_spells_cost_2_more(tmp_path):
    # Chill taxes every player's red spells; Lightning Bolt costs {2}{R}
    code, r, out = run(tmp_path, MODIFIERS + """players Alice 20, Bob 20
Alice battlefield: Chill
Bob hand: Lightning Bolt, Lightning Bolt
turn Bob precombat main
Bob pool: {R}{C}
expect refused "can't pay": Bob casts Lightning Bolt targeting Alice
Bob pool: {C}
Bob casts Lightning Bolt targeting Alice
resolve
expect Alice life 17
expect Bob pool: empty
""")
    assert code == 0, out


# ---- echo (702.30a), cumulative upkeep (702.24a), unearth (702.84a) ------------------------
UPKEEP = """card:
Acridian {1}{G}
Creature — Insect
Echo {1}{G} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)
2/4
end
card:
Arctic Wolves {3}{G}{G}
Creature — Wolf
Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
When Arctic Wolves enters the battlefield, draw a card.
4/5
end
card:
Kathari Screecher {2}{U}
Creature — Bird Soldier
Flying
Unearth {2}{U} ({2}{U}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)
2/2
end
"""


def test_702_30a_echo_paid_once_then_never_again(tmp_path):
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice battlefield: Acridian
Alice library: Island, Island, Island
Bob library: Island, Island
turn Bob end step
advance to Alice's upkeep
Alice pool: {G}{C}
resolve
  Alice chooses pay: yes
expect Alice battlefield: Acridian
expect Alice pool: empty
advance to Bob's upkeep
advance to Alice's upkeep
expect stack: nothing
expect Alice battlefield: Acridian
""")
    assert code == 0, out


def test_702_30a_echo_not_paid_sacrifices_it(tmp_path):
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice battlefield: Acridian
Alice library: Island
turn Bob end step
advance to Alice's upkeep
resolve
  Alice chooses pay: no
expect Alice graveyard: Acridian
""")
    assert code == 0, out


def test_702_24a_cumulative_upkeep_grows_with_age_counters(tmp_path):
    # first upkeep: 1 age counter, pay {2}; second: 2 age counters, {4} -- Alice has only
    # {2}, can't pay, so it's sacrificed
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice battlefield: Arctic Wolves
Alice library: Island, Island, Island
Bob library: Island, Island
turn Bob end step
advance to Alice's upkeep
Alice pool: {C}{C}
resolve
  Alice chooses pay: yes
expect Arctic Wolves counters: 1 age
expect Alice battlefield: Arctic Wolves
advance to Bob's upkeep
advance to Alice's upkeep
Alice pool: {C}{C}
resolve
  Alice chooses pay: yes
expect Alice graveyard: Arctic Wolves
expect Alice pool: {C}, {C}
""")
    assert code == 0, out


def test_702_84a_unearth_returns_it_with_haste_then_exiles_it(tmp_path):
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice graveyard: Kathari Screecher
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice activates Kathari Screecher
resolve
expect Alice battlefield: Kathari Screecher
expect Kathari Screecher has haste
advance to declare attackers
Alice attacks Bob with Kathari Screecher
advance to end step
resolve
expect Bob life 18
expect Alice exile: Kathari Screecher
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_702_84a_an_unearthed_creature_that_would_die_is_exiled(tmp_path):
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice graveyard: Kathari Screecher
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {U}{C}{C}
Alice activates Kathari Screecher
resolve
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Kathari Screecher
resolve
expect Alice exile: Kathari Screecher
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_702_84a_unearth_only_as_a_sorcery(tmp_path):
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice graveyard: Kathari Screecher
turn Bob precombat main
Bob passes
Alice pool: {U}{C}{C}
expect refused "sorcery": Alice activates Kathari Screecher
""")
    assert code == 0, out


# ---- convoke (702.51a) and delve (702.66a) -----------------------------------------------
HELPERS = """card:
Stoke the Flames {2}{R}{R}
Instant
Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)
Stoke the Flames deals 4 damage to any target.
end
card:
Gurmag Angler {6}{B}
Creature — Zombie Fish
Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)
5/5
end
card:
Goblin Test {R}
Creature — Goblin
1/1
end
"""


def test_702_51a_convoke_creatures_pay_colored_or_generic_mana(tmp_path):
    # {2}{R}{R}: the red Goblin pays {R}, the green Bears pay {1}; {R}{C} from the pool
    # pays the rest.  Summoning-sick creatures may convoke (it isn't a {T} ability, 302.6)
    code, r, out = run(tmp_path, HELPERS + """players Alice 20, Bob 20
Alice hand: Stoke the Flames
Alice battlefield: Goblin Test, Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Stoke the Flames targeting Bob convoking Goblin Test, Grizzly Bears
resolve
expect Bob life 16
expect Goblin Test tapped
expect Grizzly Bears tapped
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_51a_a_green_creature_cant_pay_red_mana(tmp_path):
    # {2}{R}{R} with two green creatures: they pay {2}; {R}{R} must come from the pool
    code, r, out = run(tmp_path, HELPERS + """players Alice 20, Bob 20
Alice hand: Stoke the Flames
Alice battlefield: Grizzly Bears, Grizzly Bears, Grizzly Bears
turn Alice precombat main
Alice pool: {R}
expect refused "can't": Alice casts Stoke the Flames targeting Bob convoking Grizzly Bears, Grizzly Bears#2, Grizzly Bears#3
expect Grizzly Bears untapped
expect Alice pool: {R}
""")
    assert code == 0, out


def test_702_66a_delve_exiles_cards_to_pay_generic_mana(tmp_path):
    code, r, out = run(tmp_path, HELPERS + """players Alice 20, Bob 20
Alice hand: Gurmag Angler
Alice graveyard: Island, Forest, Mountain, Plains, Swamp
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Gurmag Angler delving Island, Forest, Mountain, Plains, Swamp
resolve
expect Alice battlefield: Gurmag Angler
expect Alice exile: Island, Forest, Mountain, Plains, Swamp
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_66a_delve_cant_pay_colored_mana(tmp_path):
    code, r, out = run(tmp_path, HELPERS + """players Alice 20, Bob 20
Alice hand: Gurmag Angler
Alice graveyard: 2 Island, 2 Forest, Mountain, Plains, Swamp
turn Alice precombat main
expect refused "only generic": Alice casts Gurmag Angler delving Island, Island#2, Forest, Forest#2, Mountain, Plains, Swamp
expect Alice exile: nothing
""")
    assert code == 0, out


# ---- dash (702.109a) ----------------------------------------------------------------------
DASH = """card:
Mardu Scout {R}{R}
Creature — Goblin Scout
Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)
3/1
end
"""


def test_702_109a_dashed_creature_has_haste_and_returns_at_end_step(tmp_path):
    code, r, out = run(tmp_path, DASH + """players Alice 20, Bob 20
Alice hand: Mardu Scout
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Mardu Scout using dash
resolve
expect Mardu Scout has haste
advance to declare attackers
Alice attacks Bob with Mardu Scout
advance to end step
resolve
expect Bob life 17
expect Alice hand: Mardu Scout
""")
    assert code == 0, out


def test_702_109a_cast_for_its_mana_cost_it_has_no_haste_and_stays(tmp_path):
    code, r, out = run(tmp_path, DASH + """players Alice 20, Bob 20
Alice hand: Mardu Scout
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Mardu Scout
resolve
expect Mardu Scout lacks haste
advance to end step
expect stack: nothing
expect Alice battlefield: Mardu Scout
""")
    assert code == 0, out
