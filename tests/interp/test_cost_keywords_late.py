"""Keywords with a cost whose casting does more than pay it, played through real card text:
emerge (CR 702.119a, c: sacrifice a creature, the cost reduced by its mana value), harmonize
(702.180a-b: from the graveyard, tapping up to one creature, the cost reduced by its power,
exiled as it leaves the stack), escalate (702.120a: an additional cost for each mode beyond
the first), cleave (702.148a-b: the bracketed words removed) and sneak (its reminder text:
return an unblocked attacker during the declare blockers step; a permanent enters tapped and
attacking).  A refused cast leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Hill Giant {3}{R}
Creature — Giant
3/3
end
card:
Wretched Gryff {7}
Creature — Eldrazi Hippogriff
Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)
When you cast this spell, draw a card.
Flying
3/4
end
card:
Wild Ride {R}
Sorcery
Target creature gets +3/+0 and gains haste until end of turn.
Harmonize {4}{R} (You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where X is its power. Then exile this spell.)
end
card:
Borrowed Hostility {R}
Instant
Escalate {3} (Pay this cost for each mode chosen beyond the first.)
Choose one or both —
• Target creature gets +3/+0 until end of turn.
• Target creature gains first strike until end of turn.
end
card:
Fierce Retribution {1}{W}
Instant
Cleave {5}{W} (You may cast this spell for its cleave cost. If you do, remove the words in square brackets.)
Destroy target [attacking] creature.
end
card:
Donatello's Technique {2}{U}
Sorcery
Sneak {U} (You may cast this spell for {U} if you also return an unblocked attacker you control to hand during the declare blockers step.)
Draw two cards.
end
card:
Foot Ninjas {4}{W/B}{W/B}
Creature — Human Ninja
Sneak {3}{W/B} (You may cast this spell for {3}{W/B} if you also return an unblocked attacker you control to hand during the declare blockers step. It enters tapped and attacking.)
When this creature enters, you gain 3 life.
5/5
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


# ---- emerge (702.119) -------------------------------------------------------------------------
def test_702_119a_emerge_sacrifices_a_creature_and_costs_its_mana_value_less(tmp_path):
    # {5}{U} reduced by Hill Giant's mana value 4 (702.119a): {1}{U}; the other creature stays
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Wretched Gryff
Alice library: Island, Island
Alice battlefield: Hill Giant, Grizzly Bears
turn Alice precombat main
Alice pool: {U}{C}
Alice casts Wretched Gryff using emerge
  Alice chooses sacrifice: Hill Giant
expect Alice graveyard: Hill Giant
expect Alice pool: empty
resolve
expect Alice hand count 1
resolve
expect Alice battlefield: Grizzly Bears, Wretched Gryff
""")
    assert code == 0, out
    # 702.119c: the creature is chosen as the emerge cost is chosen, among the creatures Alice controls
    assert len(asked(r, "sacrifice")[0].options) == 2


def test_702_119a_emerge_reduced_only_by_the_sacrificed_creatures_mana_value(tmp_path):
    # Grizzly Bears (mana value 2): {5}{U} becomes {3}{U}, more than the {1}{U} in the pool
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Wretched Gryff
Alice battlefield: Hill Giant, Grizzly Bears
turn Alice precombat main
Alice pool: {U}{C}
expect refused "can't pay": Alice casts Wretched Gryff using emerge
  Alice chooses sacrifice: Grizzly Bears
expect Alice battlefield: Hill Giant, Grizzly Bears
expect Alice hand: Wretched Gryff
expect Alice pool: {U}, {C}
""")
    assert code == 0, out


def test_702_119a_emerge_needs_a_creature_to_sacrifice(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Wretched Gryff
turn Alice precombat main
Alice pool: {U}{C}{C}{C}{C}{C}
expect refused "can't be paid": Alice casts Wretched Gryff using emerge
expect Alice hand: Wretched Gryff
""")
    assert code == 0, out


# ---- harmonize (702.180) ----------------------------------------------------------------------
def test_702_180a_harmonize_from_graveyard_tapping_a_creature_then_exiled(tmp_path):
    # {4}{R} reduced by Hill Giant's power 3: {1}{R}
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Wild Ride
Alice battlefield: Hill Giant
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Wild Ride using harmonize targeting Hill Giant
  Alice chooses may: yes
expect Hill Giant tapped
expect Alice pool: empty
resolve
expect Hill Giant power 6
expect Alice exile: Wild Ride
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_702_180a_harmonize_tapping_no_creature_pays_the_whole_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Wild Ride
Alice battlefield: Hill Giant
turn Alice precombat main
Alice pool: {R}{C}
expect refused "can't pay": Alice casts Wild Ride using harmonize targeting Hill Giant
  Alice chooses may: no
expect Hill Giant untapped
expect Alice graveyard: Wild Ride
Alice pool: {C}{C}{C}
Alice casts Wild Ride using harmonize targeting Hill Giant
  Alice chooses may: no
expect Hill Giant untapped
expect Alice pool: empty
resolve
expect Alice exile: Wild Ride
""")
    assert code == 0, out


def test_702_180a_harmonize_only_from_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Wild Ride
Alice battlefield: Hill Giant
turn Alice precombat main
Alice pool: {R}{C}{C}{C}{C}
expect refused "graveyard": Alice casts Wild Ride using harmonize targeting Hill Giant
expect Alice hand: Wild Ride
""")
    assert code == 0, out


# ---- escalate (702.120) -----------------------------------------------------------------------
GETS = "Target creature gets +3/+0 until end of turn."
STRIKE = "Target creature gains first strike until end of turn."


def test_702_120a_escalate_pays_for_the_second_mode(tmp_path):
    code, r, out = run(tmp_path, f"""players Alice 20, Bob 20
Alice hand: Borrowed Hostility
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {{R}}{{C}}{{C}}{{C}}
Alice casts Borrowed Hostility choosing "{GETS}", "{STRIKE}" targeting Grizzly Bears, Grizzly Bears
expect Alice pool: empty
resolve
expect Grizzly Bears power 5
expect Grizzly Bears has first strike
""")
    assert code == 0, out


def test_702_120a_escalate_one_mode_costs_nothing_more(tmp_path):
    code, r, out = run(tmp_path, f"""players Alice 20, Bob 20
Alice hand: Borrowed Hostility
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {{R}}{{C}}{{C}}{{C}}
Alice casts Borrowed Hostility choosing "{STRIKE}" targeting Grizzly Bears
expect Alice pool: {{C}}, {{C}}, {{C}}
resolve
expect Grizzly Bears power 2
expect Grizzly Bears has first strike
""")
    assert code == 0, out


def test_702_120a_escalate_two_modes_without_the_escalate_cost_refused(tmp_path):
    code, r, out = run(tmp_path, f"""players Alice 20, Bob 20
Alice hand: Borrowed Hostility
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {{R}}{{C}}{{C}}
expect refused "can't pay": Alice casts Borrowed Hostility choosing "{GETS}", "{STRIKE}" targeting Grizzly Bears, Grizzly Bears
expect Alice hand: Borrowed Hostility
expect Alice pool: {{R}}, {{C}}, {{C}}
""")
    assert code == 0, out


# ---- cleave (702.148) -------------------------------------------------------------------------
def test_702_148a_cleaved_spell_has_no_bracketed_words(tmp_path):
    # for its mana cost, "Destroy target attacking creature.": Hill Giant isn't attacking;
    # cast for its cleave cost, "Destroy target creature." (702.148a-b)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Fierce Retribution
Bob battlefield: Hill Giant
turn Alice precombat main
Alice pool: {W}{C}{C}{C}{C}{C}
expect refused "not a legal target": Alice casts Fierce Retribution targeting Hill Giant
expect Alice hand: Fierce Retribution
Alice casts Fierce Retribution using cleave targeting Hill Giant
expect Alice pool: empty
resolve
expect Bob graveyard: Hill Giant
""")
    assert code == 0, out


# ---- sneak --------------------------------------------------------------------------------------
def test_sneak_returns_an_unblocked_attacker_during_declare_blockers(tmp_path):
    # a sorcery cast in the declare blockers step for its sneak cost
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Donatello's Technique
Alice library: Island, Island, Island
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to declare blockers
Alice pool: {U}
Alice casts "Donatello's Technique" using sneak
expect Alice hand: Grizzly Bears
expect Alice pool: empty
resolve
expect Alice hand count 3
advance to end step
expect Bob life 20
""")
    assert code == 0, out


def test_sneak_permanent_enters_tapped_and_attacking(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Foot Ninjas
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to declare blockers
Alice pool: {W}{C}{C}{C}
Alice casts Foot Ninjas using sneak
expect Alice hand: Grizzly Bears
resolve
expect Foot Ninjas tapped
resolve
expect Alice life 23
advance to combat damage
expect Bob life 15
""")
    assert code == 0, out


def test_sneak_only_during_the_declare_blockers_step(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Donatello's Technique
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}
expect refused "declare blockers": Alice casts "Donatello's Technique" using sneak
expect Alice hand: Donatello's Technique
expect Alice battlefield: Grizzly Bears
""")
    assert code == 0, out


def test_sneak_needs_an_unblocked_attacker(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Donatello's Technique
Alice battlefield: Grizzly Bears
Bob battlefield: Hill Giant
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to declare blockers
Bob blocks Grizzly Bears with Hill Giant
Alice pool: {U}
expect refused "can't be paid": Alice casts "Donatello's Technique" using sneak
expect Alice hand: Donatello's Technique
expect Alice battlefield: Grizzly Bears
""")
    assert code == 0, out


# ---- "if its [keyword] cost was paid" (601.2b, 400.7d: the permanent knows how it was cast) ------
PAID = """card:
Shock {R}
Instant
Shock deals 2 damage to any target.
end
card:
Rafter Demon {2}{B}{R}
Creature — Demon
Spectacle {3}{B}{R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)
When this creature enters, if its spectacle cost was paid, each opponent discards a card.
4/2
end
card:
Leonardo, Leader in Blue {W}
Legendary Creature — Mutant Ninja Turtle
Sneak {3}{W}{W} (You may cast this spell for {3}{W}{W} if you also return an unblocked attacker you control to hand during the declare blockers step. He enters tapped and attacking.)
When Leonardo enters, if his sneak cost was paid, creatures you control get +2/+0 until end of turn.
{1}{W}: Leonardo gains first strike until end of turn.
2/1
end
"""


def test_603_4_enters_if_its_spectacle_cost_was_paid(tmp_path):
    code, r, out = run(tmp_path, PAID + """players Alice 20, Bob 20
Alice hand: Shock, Rafter Demon
Bob hand: Island
turn Alice precombat main
Alice pool: {R}{B}{R}{C}{C}{C}
Alice casts Shock targeting Bob
resolve
Alice casts Rafter Demon using spectacle
resolve
resolve
expect Bob graveyard: Island
""")
    assert code == 0, out


def test_603_4_enters_without_its_spectacle_cost_paid_does_nothing(tmp_path):
    code, r, out = run(tmp_path, PAID + """players Alice 20, Bob 20
Alice hand: Rafter Demon
Bob hand: Island
turn Alice precombat main
Alice pool: {B}{R}{C}{C}
Alice casts Rafter Demon
resolve
expect stack: nothing
expect Bob hand: Island
""")
    assert code == 0, out


def test_sneak_cost_paid_condition_on_the_permanent(tmp_path):
    # Leonardo enters attacking (sneak) and "if his sneak cost was paid" gives +2/+0: 4 damage
    code, r, out = run(tmp_path, PAID + """players Alice 20, Bob 20
Alice hand: "Leonardo, Leader in Blue"
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to declare blockers
Alice pool: {W}{W}{C}{C}{C}
Alice casts "Leonardo, Leader in Blue" using sneak
resolve
resolve
expect "Leonardo, Leader in Blue" power 4
advance to combat damage
expect Bob life 16
""")
    assert code == 0, out


def test_if_this_spells_surge_cost_was_paid(tmp_path):
    code, r, out = run(tmp_path, PAID + """card:
Crush of Tentacles {4}{U}{U}
Sorcery
Surge {3}{U}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)
Return all nonland permanents to their owners' hands. If this spell's surge cost was paid, create an 8/8 blue Octopus creature token.
end
players Alice 20, Bob 20
Alice hand: Shock, Crush of Tentacles
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{U}{U}{C}{C}{C}
Alice casts Shock targeting Bob
resolve
Alice casts Crush of Tentacles using surge
resolve
expect Bob hand: Grizzly Bears
expect Alice battlefield: Octopus Token
expect Octopus Token power 8
""")
    assert code == 0, out


# ---- prowl (702.76) ---------------------------------------------------------------------------
PROWL = """card:
Latchkey Faerie {3}{U}
Creature — Faerie Rogue
Flying
Prowl {2}{U} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Faerie or Rogue.)
When this creature enters, if its prowl cost was paid, draw a card.
3/1
end
card:
Street Rogue {1}{B}
Creature — Human Rogue
2/2
end
"""


def test_702_76a_prowl_after_combat_damage_from_a_rogue(tmp_path):
    code, r, out = run(tmp_path, PROWL + """players Alice 20, Bob 20
Alice hand: Latchkey Faerie
Alice library: Island, Island
Alice battlefield: Street Rogue
turn Alice precombat main
Alice attacks Bob with Street Rogue
advance to postcombat main
expect Bob life 18
Alice pool: {U}{C}{C}
Alice casts Latchkey Faerie using prowl
expect Alice pool: empty
resolve
resolve
expect Alice battlefield: Street Rogue, Latchkey Faerie
expect Alice hand count 1
""")
    assert code == 0, out


def test_702_76a_prowl_needs_a_source_sharing_a_creature_type(tmp_path):
    # Grizzly Bears (a Bear) dealt the combat damage: no Faerie or Rogue did
    code, r, out = run(tmp_path, PROWL + """players Alice 20, Bob 20
Alice hand: Latchkey Faerie
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice attacks Bob with Grizzly Bears
advance to postcombat main
expect Bob life 18
Alice pool: {U}{C}{C}
expect refused "combat damage": Alice casts Latchkey Faerie using prowl
expect Alice hand: Latchkey Faerie
expect Alice pool: {U}, {C}, {C}
""")
    assert code == 0, out


# ---- transfigure (702.71a) and "with the same mana value as" (202.3) -------------------------------
TRANSFIGURE = """card:
Fleshwrither {2}{B}{B}
Creature — Horror
Transfigure {1}{B}{B} ({1}{B}{B}, Sacrifice this creature: Search your library for a creature card with the same mana value as this creature, put that card onto the battlefield, then shuffle. Transfigure only as a sorcery.)
3/3
end
"""


def test_702_71a_transfigure_finds_a_creature_with_the_sacrificed_ones_mana_value(tmp_path):
    # Fleshwrither's mana value 4 (as it last existed): Hill Giant, not Grizzly Bears
    code, r, out = run(tmp_path, TRANSFIGURE + """players Alice 20, Bob 20
Alice battlefield: Fleshwrither
Alice library: Grizzly Bears, Hill Giant
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice activates Fleshwrither
expect Alice graveyard: Fleshwrither
resolve
  Alice chooses search: Hill Giant
expect Alice battlefield: Hill Giant
expect Alice library: Grizzly Bears
""")
    assert code == 0, out
    assert [r.game.name_of(i) for i in asked(r, "search")[0].options] == ["Hill Giant"]


def test_702_71a_transfigure_only_as_a_sorcery(tmp_path):
    code, r, out = run(tmp_path, TRANSFIGURE + """players Alice 20, Bob 20
Alice battlefield: Fleshwrither
Alice library: Hill Giant
turn Alice precombat main
advance to end step
Alice pool: {B}{B}{C}
expect refused "sorcery": Alice activates Fleshwrither
expect Alice battlefield: Fleshwrither
""")
    assert code == 0, out


# ---- "Cumulative upkeep {R} or {G}" and a granted "Cumulative upkeep {1}" (702.24a) ----------------
UPKEEP = """card:
Earthen Goo {2}{R}
Creature — Ooze
Trample
Cumulative upkeep {R} or {G} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
Earthen Goo gets +1/+1 for each age counter on it.
2/3
end
card:
Mana Chains {U}
Enchantment — Aura
Enchant creature
Enchanted creature has "Cumulative upkeep {1}." (At the beginning of its controller's upkeep, that player puts an age counter on it, then sacrifices it unless they pay its upkeep cost for each age counter on it.)
end
"""


def test_702_24a_cumulative_upkeep_choice_made_for_each_age_counter(tmp_path):
    # two age counters: {R} for one, {G} for the other
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice battlefield: Earthen Goo with 1 age counters
Alice library: Island, Island
turn Bob end step
advance to Alice's upkeep
Alice pool: {R}{G}
resolve
  Alice chooses pay: yes
  Alice chooses choose: {R}
  Alice chooses choose: {G}
expect Earthen Goo counters: 2 age
expect Alice battlefield: Earthen Goo
expect Alice pool: empty
expect Earthen Goo power 4
""")
    assert code == 0, out


def test_702_24a_cumulative_upkeep_choice_all_or_nothing(tmp_path):
    # {R} and {R} chosen with only {R}{G} in the pool: none of it is paid; it's sacrificed
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice battlefield: Earthen Goo with 1 age counters
Alice library: Island, Island
turn Bob end step
advance to Alice's upkeep
Alice pool: {R}{G}
resolve
  Alice chooses pay: yes
  Alice chooses choose: {R}
  Alice chooses choose: {R}
expect Alice graveyard: Earthen Goo
expect Alice pool: {R}, {G}
""")
    assert code == 0, out


def test_702_24a_granted_cumulative_upkeep(tmp_path):
    # Mana Chains gives Grizzly Bears "Cumulative upkeep {1}": unpaid, the creature is sacrificed
    # (and the Aura, attached to nothing, goes to the graveyard: 704.5m)
    code, r, out = run(tmp_path, UPKEEP + """players Alice 20, Bob 20
Alice battlefield: Grizzly Bears
Alice hand: Mana Chains
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {U}
Alice casts Mana Chains targeting Grizzly Bears
resolve
expect Grizzly Bears has cumulative upkeep
advance to Bob's upkeep
advance to Alice's upkeep
resolve
  Alice chooses pay: no
expect Alice graveyard: Grizzly Bears, Mana Chains
""")
    assert code == 0, out


# ---- "Kicker {G} and/or {W}" (702.33d: two kicker costs; 702.33f: "kicked with its [A] kicker") --------
KICKERS = """card:
Stronghold Arena {1}{B}
Enchantment
Kicker {G} and/or {W} (You may pay an additional {G} and/or {W} as you cast this spell.)
When this enchantment enters, you gain 3 life for each time it was kicked.
Whenever one or more creatures you control deal combat damage to a player, you may reveal the top card of your library and put it into your hand. If you do, you lose life equal to its mana value.
end
card:
Stormscape Battlemage {2}{U}
Creature — Metathran Wizard
Kicker {W} and/or {2}{B} (You may pay an additional {W} and/or {2}{B} as you cast this spell.)
When Stormscape Battlemage enters the battlefield, if it was kicked with its {W} kicker, you gain 3 life.
When Stormscape Battlemage enters the battlefield, if it was kicked with its {2}{B} kicker, destroy target nonblack creature. That creature can't be regenerated.
2/2
end
"""


def test_702_33d_kicked_with_both_kicker_costs_is_kicked_twice(tmp_path):
    code, r, out = run(tmp_path, KICKERS + """players Alice 20, Bob 20
Alice hand: Stronghold Arena
turn Alice precombat main
Alice pool: {B}{G}{W}{C}
Alice casts Stronghold Arena using kicker, second kicker
expect Alice pool: empty
resolve
resolve
expect Alice life 26
""")
    assert code == 0, out


def test_702_33d_each_kicker_cost_paid_at_most_once(tmp_path):
    code, r, out = run(tmp_path, KICKERS + """players Alice 20, Bob 20
Alice hand: Stronghold Arena
turn Alice precombat main
Alice pool: {B}{G}{C}
expect refused "only once": Alice casts Stronghold Arena using kicker, kicker
Alice casts Stronghold Arena using kicker
expect Alice pool: empty
resolve
resolve
expect Alice life 23
""")
    assert code == 0, out


def test_702_33f_kicked_with_its_second_kicker_only(tmp_path):
    # only the {2}{B} kicker: the creature is destroyed, no life is gained
    code, r, out = run(tmp_path, KICKERS + """players Alice 20, Bob 20
Alice hand: Stormscape Battlemage
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {U}{B}{C}{C}{C}{C}
Alice casts Stormscape Battlemage using second kicker
resolve
  Alice chooses targets: Grizzly Bears
resolve
expect Bob graveyard: Grizzly Bears
expect Alice life 20
""")
    assert code == 0, out


# ---- "it enters with N +1/+1 counters on it and with [ability]" (614.1c) ----------------------------
ENTERS = """card:
Kavu Titan {1}{G}
Creature — Kavu
Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)
If this creature was kicked, it enters with three +1/+1 counters on it and with trample.
2/2
end
card:
Rakavolver {2}{R}
Creature — Volver
Kicker {1}{W} and/or {U} (You may pay an additional {1}{W} and/or {U} as you cast this spell.)
If Rakavolver was kicked with its {1}{W} kicker, it enters the battlefield with two +1/+1 counters on it and with "Whenever Rakavolver deals damage, you gain that much life."
If Rakavolver was kicked with its {U} kicker, it enters the battlefield with a +1/+1 counter on it and with flying.
2/2
end
"""


def test_614_1c_kicked_enters_with_counters_and_trample(tmp_path):
    code, r, out = run(tmp_path, ENTERS + """players Alice 20, Bob 20
Alice hand: Kavu Titan
turn Alice precombat main
Alice pool: {G}{G}{C}{C}{C}
Alice casts Kavu Titan using kicker
resolve
expect Kavu Titan counters: 3 +1/+1
expect Kavu Titan power 5
expect Kavu Titan has trample
""")
    assert code == 0, out


def test_614_1c_not_kicked_enters_plain(tmp_path):
    code, r, out = run(tmp_path, ENTERS + """players Alice 20, Bob 20
Alice hand: Kavu Titan
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Kavu Titan
resolve
expect Kavu Titan counters: nothing
expect Kavu Titan power 2
expect Kavu Titan lacks trample
""")
    assert code == 0, out


def test_702_33f_enters_with_what_its_second_kicker_gives(tmp_path):
    # kicked with its {U} kicker only: a +1/+1 counter and flying; Bob attacked, no life gained
    code, r, out = run(tmp_path, ENTERS + """players Alice 20, Bob 20
Alice hand: Rakavolver
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {R}{U}{C}{C}
Alice casts Rakavolver using second kicker
resolve
expect Rakavolver counters: 1 +1/+1
expect Rakavolver has flying
advance to Bob's upkeep
advance to Alice's precombat main
Alice attacks Bob with Rakavolver
advance to combat damage
expect Bob life 17
expect Alice life 20
""")
    assert code == 0, out


def test_614_1c_enters_with_a_quoted_triggered_ability(tmp_path):
    # kicked with its {1}{W} kicker: "Whenever Rakavolver deals damage, you gain that much life."
    code, r, out = run(tmp_path, ENTERS + """players Alice 20, Bob 20
Alice hand: Rakavolver
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {R}{W}{C}{C}{C}
Alice casts Rakavolver using kicker
resolve
expect Rakavolver counters: 2 +1/+1
expect Rakavolver lacks flying
advance to Bob's upkeep
advance to Alice's precombat main
Alice attacks Bob with Rakavolver
advance to combat damage
expect Bob life 16
resolve
expect Alice life 24
""")
    assert code == 0, out


# ---- "the number of times it was kicked" (702.33c) ------------------------------------------------
def test_702_33c_number_of_times_kicked(tmp_path):
    # multikicker paid twice: twice 2 = 4 damage
    code, r, out = run(tmp_path, """card:
Deathforge Shaman {4}{R}
Creature — Ogre Shaman
Multikicker {R} (You may pay an additional {R} any number of times as you cast this spell.)
When this creature enters, it deals damage to target player or planeswalker equal to twice the number of times it was kicked.
4/3
end
players Alice 20, Bob 20
Alice hand: Deathforge Shaman
turn Alice precombat main
Alice pool: {R}{R}{R}{C}{C}{C}{C}
Alice casts Deathforge Shaman using kicker, kicker
resolve
  Alice chooses targets: Bob
resolve
expect Bob life 16
""")
    assert code == 0, out


# ---- prototype (702.160a, 718.3-4) ----------------------------------------------------------------
PROTO = """card:
Blitz Automaton {7}
Artifact Creature — Construct
Prototype {2}{R} — 3/2 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)
Haste
6/4
end
"""


def test_718_3b_prototyped_permanent_has_the_prototype_cost_color_and_size(tmp_path):
    code, r, out = run(tmp_path, PROTO + """players Alice 20, Bob 20
Alice hand: Blitz Automaton
turn Alice precombat main
Alice pool: {R}{C}{C}
Alice casts Blitz Automaton using prototype
expect Alice pool: empty
resolve
expect Blitz Automaton power 3
expect Blitz Automaton toughness 2
expect Blitz Automaton mana value 3
expect Blitz Automaton colors: red
expect Blitz Automaton has haste
expect Blitz Automaton types: Artifact Creature — Construct
""")
    assert code == 0, out


def test_718_4_cast_normally_it_has_its_normal_characteristics(tmp_path):
    code, r, out = run(tmp_path, PROTO + """players Alice 20, Bob 20
Alice hand: Blitz Automaton
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{C}{C}
Alice casts Blitz Automaton
resolve
expect Blitz Automaton power 6
expect Blitz Automaton mana value 7
""")
    assert code == 0, out
