"""Phasing (CR 702.26) and face-down cards.

Phasing: "Target creature phases out.", "~ phases out." and the keyword Phasing. A phased-out
permanent is treated as though it doesn't exist (702.26b): it can't be targeted, doesn't block,
isn't counted, isn't destroyed by "destroy all creatures"; it phases in during its controller's
next untap step, before permanents untap (502.1, 702.26a); phasing is no zone change (702.26d:
no enters trigger, counters stay); what is attached to it phases out and in with it (702.26g).
Before, these could not run ("no effect handler for PhasesOut", "the keyword 'phasing'")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Reality Ripple {1}{U}
Instant
Target artifact, creature, or land phases out.
end
card:
Murder {1}{B}{B}
Instant
Destroy target creature.
end
card:
Sweep Away All {2}{W}{W}
Sorcery
Destroy all creatures.
end
card:
Census {1}{U}
Sorcery
Draw a card for each creature you control.
end
card:
Crystal Golem {4}
Artifact Creature — Golem
At the beginning of your end step, Crystal Golem phases out.
3/3
end
card:
Welcome Sentry {2}{W}
Creature — Human Soldier
When this creature enters, you gain 3 life.
2/2
end
card:
Holy Strength {W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+2.
end
card:
Teferi's Drake {2}{U}
Creature — Drake
Flying
Phasing
1/3
end
"""

LIBS = """Alice library: Island, Island, Island, Island
Bob library: Island, Island, Island, Island
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + "players Alice 20, Bob 20\n" + LIBS + text)


def test_702_26b_a_phased_out_creature_cant_be_targeted(tmp_path):
    # Bears phased out: Murder has no legal target (115.4), and the Bears aren't on the battlefield
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple
Bob hand: Murder
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Grizzly Bears
all pass
expect Alice battlefield: nothing
Bob pool: {B}{B}{B}
Alice passes
expect refused "options: none listed": Bob casts Murder
""")
    assert code == 0, out
    g = r.game
    bears = next(i for i, o in g.objects.items() if o.card.name == "Grizzly Bears")
    assert bears not in g.battlefield()


def test_502_1_it_phases_in_at_its_controllers_next_untap_step_not_the_opponents(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Grizzly Bears
all pass
advance to Bob's upkeep
expect Alice battlefield: nothing
advance to Alice's upkeep
expect Alice battlefield: Grizzly Bears
""")
    assert code == 0, out


def test_702_26b_a_wrath_doesnt_destroy_a_phased_out_creature(tmp_path):
    # 702.26b, second example: "Destroy all creatures." doesn't destroy the phased-out creature
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple
Bob hand: Sweep Away All
Alice battlefield: Grizzly Bears, Savannah Lions
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Grizzly Bears
all pass
advance to Bob's precombat main
Bob pool: {C}{C}{W}{W}
Bob casts Sweep Away All
all pass
expect Alice graveyard: Reality Ripple, Savannah Lions
expect Bob graveyard: Sweep Away All, Craw Wurm
advance to Alice's upkeep
expect Alice battlefield: Grizzly Bears
""")
    assert code == 0, out


def test_702_26b_a_phased_out_creature_isnt_counted(tmp_path):
    # 702.26b, first example: three creatures, one phased out: "Draw a card for each creature
    # you control" draws two
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple, Census
Alice battlefield: Grizzly Bears, Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Craw Wurm
all pass
Alice pool: {C}{U}
Alice casts Census
all pass
expect Alice hand count 2
""")
    assert code == 0, out


def test_702_26b_a_phased_out_creature_doesnt_block(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple
Alice battlefield: Savannah Lions
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Grizzly Bears
all pass
advance to Alice's declare attackers
Alice attacks Bob with Savannah Lions
all pass
expect refused "Grizzly Bears": Bob blocks Savannah Lions with Grizzly Bears
advance to Alice's end of combat
expect Bob life 18
""")
    assert code == 0, out


def test_506_4_a_creature_that_phases_out_is_removed_from_combat(tmp_path):
    # it phases out after attacking: removed from combat (506.4), it deals no combat damage
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple
Alice battlefield: Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Craw Wurm
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Craw Wurm
all pass
advance to Alice's end of combat
expect Bob life 20
""")
    assert code == 0, out
    assert "Craw Wurm" not in [r.game.name_of(i) for i in (r.game.combat.attackers if r.game.combat else {})]


def test_702_26d_no_zone_change_counters_stay_no_enters_trigger_and_it_untaps_after_phasing_in(tmp_path):
    # "At the beginning of your end step, ~ phases out." The Golem is tapped, has a counter; it
    # phases in at Alice's untap step (502.1) and then untaps (502.3); the Sentry's enters
    # trigger doesn't trigger when it phases in (702.26d)
    code, r, out = run(tmp_path, """Alice hand: Reality Ripple
Alice battlefield: Crystal Golem tapped with 1 +1/+1 counter, Welcome Sentry
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Welcome Sentry
all pass
advance to Alice's end step
all pass
expect Alice battlefield: nothing
advance to Bob's upkeep
expect Alice battlefield: nothing
advance to Alice's upkeep
expect Alice battlefield: Crystal Golem, Welcome Sentry
expect Crystal Golem untapped
expect Crystal Golem counters: 1 +1/+1
expect Crystal Golem power 4
expect Alice life 20
""")
    assert code == 0, out


def test_702_26g_an_aura_phases_out_and_in_with_the_creature_it_enchants(tmp_path):
    # the Aura phases out indirectly (not put into the graveyard by 704.5m) and phases in
    # attached to the creature
    code, r, out = run(tmp_path, """Alice hand: Holy Strength, Reality Ripple
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}
Alice casts Holy Strength targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
Alice pool: {C}{U}
Alice casts Reality Ripple targeting Grizzly Bears
all pass
expect Alice battlefield: nothing
expect Alice graveyard: Reality Ripple
advance to Alice's upkeep
expect Alice battlefield: Grizzly Bears, Holy Strength
expect Grizzly Bears power 3
expect Grizzly Bears toughness 4
""")
    assert code == 0, out


def test_702_26a_the_keyword_phasing_phases_out_and_in_on_alternate_untap_steps(tmp_path):
    # the game begins with Alice's untap step: the Drake phases out there; Bob's untap step
    # doesn't phase it in; Alice's next one does, the one after phases it out again
    code, r, out = run(tmp_path, """Alice battlefield: Teferi's Drake
turn Alice precombat main
expect Alice battlefield: nothing
advance to Bob's upkeep
expect Alice battlefield: nothing
advance to Alice's upkeep
expect Alice battlefield: Teferi's Drake
advance to Bob's upkeep
expect Alice battlefield: Teferi's Drake
advance to Alice's upkeep
expect Alice battlefield: nothing
""")
    assert code == 0, out


# ---- manifest (701.40) and manifest dread (701.62) -----------------------------------------

MANIFEST_CARDS = CARDS + """card:
Manifest Dread {1}{G}
Sorcery
Manifest dread.
end
card:
Formless Nurturing {3}{G}
Sorcery
Manifest the top card of your library, then put a +1/+1 counter on it.
end
card:
Unwanted Remake {W}
Instant
Destroy target creature. Its controller manifests dread.
end
card:
Scroll of Fate {3}
Artifact
{T}: Manifest a card from your hand.
end
card:
Killer's Mask {2}
Artifact — Equipment
When this Equipment enters, manifest dread, then attach this Equipment to that creature.
Equipped creature has menace.
Equip {2}
end
"""


def run_m(tmp_path, text, bob_library="Island, Island"):
    return run_script(tmp_path, MANIFEST_CARDS + f"players Alice 20, Bob 20\nBob library: {bob_library}\n" + text)


def _face_down(g, name):
    return next(i for i in g.battlefield() if g.objects[i].card.name == name)


def test_701_62a_manifest_dread_leaves_one_face_down_2_2_and_one_card_in_the_graveyard(tmp_path):
    code, r, out = run_m(tmp_path, """Alice hand: Manifest Dread
Alice library: Craw Wurm, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Craw Wurm
expect Craw Wurm power 2
expect Craw Wurm toughness 2
expect Craw Wurm subtypes: nothing
expect Alice graveyard: Manifest Dread, Lightning Bolt
expect Alice library: Island
""")
    assert code == 0, out
    g = r.game
    wurm = _face_down(g, "Craw Wurm")
    assert g.objects[wurm].face_down and g.chars(wurm).name == ""       # 708.2a: no name
    assert g.controller(wurm) == g.pid("Alice")


def test_701_40b_a_manifested_creature_card_turns_face_up_for_its_mana_cost(tmp_path):
    code, r, out = run_m(tmp_path, """Alice hand: Manifest Dread
Alice library: Craw Wurm, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Craw Wurm
Alice pool: {C}{C}{C}{C}{G}
expect refused "can't pay": Alice turns Craw Wurm face up
expect Craw Wurm power 2
Alice pool: {G}
Alice turns Craw Wurm face up
expect Craw Wurm power 6
expect Craw Wurm toughness 4
expect Alice pool: empty
""")
    assert code == 0, out


def test_701_40g_a_manifested_instant_card_cant_be_turned_face_up(tmp_path):
    # 701.40b: only a creature card (with a mana cost) can be turned face up this way
    code, r, out = run_m(tmp_path, """Alice hand: Manifest Dread
Alice library: Lightning Bolt, Craw Wurm, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Lightning Bolt
expect Alice graveyard: Manifest Dread, Craw Wurm
Alice pool: {R}
expect refused "only a creature card": Alice turns Lightning Bolt face up
expect Lightning Bolt power 2
""")
    assert code == 0, out


def test_701_40a_a_manifested_card_enters_face_down_so_its_enters_ability_doesnt_trigger(tmp_path):
    # it enters as a textless 2/2 (708.2a); turning it face up isn't entering (708.8)
    code, r, out = run_m(tmp_path, """Alice hand: Manifest Dread
Alice library: Welcome Sentry, Island, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Welcome Sentry
expect Alice life 20
Alice pool: {C}{C}{W}
Alice turns Welcome Sentry face up
expect Welcome Sentry power 2
expect Alice life 20
""")
    assert code == 0, out


def test_701_62a_with_one_card_in_the_library_it_is_manifested(tmp_path):
    code, r, out = run_m(tmp_path, """Alice hand: Manifest Dread
Alice library: Craw Wurm
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
expect Craw Wurm power 2
expect Alice graveyard: Manifest Dread
""")
    assert code == 0, out


def test_701_40a_manifest_the_top_card_then_put_a_counter_on_it(tmp_path):
    # "it" is the manifested permanent (608.2c)
    code, r, out = run_m(tmp_path, """Alice hand: Formless Nurturing
Alice library: Craw Wurm, Island
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Formless Nurturing
all pass
expect Craw Wurm power 3
expect Craw Wurm counters: 1 +1/+1
expect Alice library: Island
""")
    assert code == 0, out


def test_701_62a_its_controller_manifests_dread_under_their_control(tmp_path):
    code, r, out = run_m(tmp_path, """Alice hand: Unwanted Remake
Bob battlefield: Grizzly Bears
Alice library: Island
turn Alice precombat main
Alice pool: {W}
Alice casts Unwanted Remake targeting Grizzly Bears
all pass
  Bob chooses manifest: Craw Wurm
expect Bob graveyard: Grizzly Bears, Island
expect Craw Wurm controller Bob
expect Craw Wurm power 2
""", bob_library="Craw Wurm, Island, Island")
    assert code == 0, out
    g = r.game
    assert g.objects[_face_down(g, "Craw Wurm")].face_down


def test_701_40a_manifest_a_card_from_your_hand(tmp_path):
    code, r, out = run_m(tmp_path, """Alice battlefield: Scroll of Fate
Alice hand: Craw Wurm, Island
turn Alice precombat main
Alice activates Scroll of Fate
all pass
  Alice chooses manifest: Craw Wurm
expect Alice hand: Island
expect Craw Wurm power 2
""")
    assert code == 0, out


def test_608_2c_attach_this_equipment_to_that_creature_the_manifested_one(tmp_path):
    code, r, out = run_m(tmp_path, """Alice hand: Killer's Mask
Alice library: Craw Wurm, Island
turn Alice precombat main
Alice pool: {C}{C}
Alice casts Killer's Mask
all pass
all pass
  Alice chooses manifest: Craw Wurm
expect Craw Wurm has menace
expect Alice graveyard: Island
""")
    assert code == 0, out
    g = r.game
    mask = _face_down(g, "Killer's Mask")
    assert g.objects[mask].attached_to == _face_down(g, "Craw Wurm")


# ---- earthbend (701.66) -------------------------------------------------------------------

EARTH_CARDS = CARDS + """card:
Earthbending Lesson {3}{G}
Sorcery — Lesson
Earthbend 4.
end
card:
Rock Slide {2}{G}
Sorcery
Earthbend X, where X is the number of Forests you control.
end
card:
Exile Ray {W}
Instant
Exile target creature.
end
card:
Land Breaker {R}
Sorcery
Destroy target land.
end
"""


def run_e(tmp_path, text):
    return run_script(tmp_path, EARTH_CARDS + "players Alice 20, Bob 20\n" + LIBS + text)


def test_701_66a_the_land_becomes_a_0_0_land_creature_with_haste_and_n_counters(tmp_path):
    # a 4/4 (0/0 with four +1/+1 counters) that is still a Forest, and can attack at once (haste)
    code, r, out = run_e(tmp_path, """Alice hand: Earthbending Lesson
Alice battlefield: Forest, Forest, Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Earthbending Lesson targeting Forest#1
all pass
expect Forest#1 power 4
expect Forest#1 toughness 4
expect Forest#1 counters: 4 +1/+1
expect Forest#1 types: Basic Land Creature — Forest
expect Forest#1 has haste
advance to Alice's declare attackers
Alice attacks Bob with Forest#1
advance to Alice's end of combat
expect Bob life 16
""")
    assert code == 0, out


def test_701_66a_only_a_land_you_control_can_be_targeted(tmp_path):
    code, r, out = run_e(tmp_path, """Alice hand: Earthbending Lesson
Bob battlefield: Mountain
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
expect refused "Mountain": Alice casts Earthbending Lesson targeting Mountain
""")
    assert code == 0, out


def test_701_66a_when_it_dies_it_returns_to_the_battlefield_tapped(tmp_path):
    # Murder destroys the land creature (it dies, 700.4): it returns tapped, a land only again
    # (a new object, 400.7: no counters, not a creature)
    code, r, out = run_e(tmp_path, """Alice hand: Earthbending Lesson
Bob hand: Murder
Alice battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Earthbending Lesson targeting Forest
all pass
Alice passes
Bob pool: {C}{B}{B}
Bob casts Murder targeting Forest
all pass
all pass
expect Alice battlefield: Forest
expect Forest tapped
expect Forest counters: nothing
expect Forest types: Basic Land — Forest
expect Alice graveyard: Earthbending Lesson
""")
    assert code == 0, out


def test_701_66a_when_it_is_exiled_it_returns_to_the_battlefield_tapped_under_your_control(tmp_path):
    code, r, out = run_e(tmp_path, """Alice hand: Earthbending Lesson
Bob hand: Exile Ray
Alice battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Earthbending Lesson targeting Forest
all pass
Alice passes
Bob pool: {W}
Bob casts Exile Ray targeting Forest
all pass
all pass
expect Alice battlefield: Forest
expect Forest tapped
expect Forest controller Alice
expect exile: nothing
""")
    assert code == 0, out


def test_603_7b_the_return_happens_only_once(tmp_path):
    # the delayed triggered ability has no stated duration: it triggers only the next time
    # (603.7b); the returned Forest is a new object (400.7), destroyed again it stays put
    code, r, out = run_e(tmp_path, """Alice hand: Earthbending Lesson
Bob hand: Murder, Land Breaker
Alice battlefield: Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Earthbending Lesson targeting Forest
all pass
Alice passes
Bob pool: {C}{B}{B}
Bob casts Murder targeting Forest
all pass
all pass
expect Alice battlefield: Forest
advance to Bob's precombat main
Bob pool: {R}
Bob casts Land Breaker targeting Forest
all pass
expect Alice battlefield: nothing
expect Alice graveyard: Earthbending Lesson, Forest
""")
    assert code == 0, out


def test_107_3_earthbend_x_where_x_is_a_count(tmp_path):
    code, r, out = run_e(tmp_path, """Alice hand: Rock Slide
Alice battlefield: Forest, Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{G}
Alice casts Rock Slide targeting Forest#2
all pass
expect Forest#2 counters: 3 +1/+1
expect Forest#2 power 3
""")
    assert code == 0, out


# ---- exiled face down (406.3) ---------------------------------------------------------------

EXILE_CARDS = CARDS + """card:
Ignorant Bliss {1}{R}
Instant
Exile all cards from your hand face down. At the beginning of the next end step, return those cards to your hand, then draw a card.
end
card:
Induced Amnesia {2}{U}
Enchantment
When this enchantment enters, target player exiles all cards from their hand face down, then draws that many cards.
When this enchantment is put into a graveyard from the battlefield, return the exiled cards to their owner's hand.
end
"""


def run_x(tmp_path, text):
    return run_script(tmp_path, EXILE_CARDS + "players Alice 20, Bob 20\n" + text)


def _exiled(g):
    return [i for i in g.zone("exile")]


def test_406_3a_a_card_exiled_face_down_has_no_characteristics(tmp_path):
    code, r, out = run_x(tmp_path, """Alice hand: Ignorant Bliss, Craw Wurm, Lightning Bolt
Alice library: Island, Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Ignorant Bliss
all pass
expect Alice hand: nothing
""")
    assert code == 0, out
    g = r.game
    ex = _exiled(g)
    assert sorted(g.objects[i].card.name for i in ex) == ["Craw Wurm", "Lightning Bolt"]
    for i in ex:                       # no name, no types, no power (406.3a)
        ch = g.chars(i)
        assert g.objects[i].face_down and ch.name == "" and ch.types == () and ch.power is None


def test_406_3_those_cards_return_at_the_next_end_step_face_up(tmp_path):
    code, r, out = run_x(tmp_path, """Alice hand: Ignorant Bliss, Craw Wurm, Lightning Bolt
Alice library: Island, Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Ignorant Bliss
all pass
advance to Alice's end step
all pass
expect Alice hand: Craw Wurm, Lightning Bolt, Island
expect exile: nothing
""")
    assert code == 0, out


def test_608_2c_target_player_exiles_their_hand_face_down_then_draws_that_many(tmp_path):
    code, r, out = run_x(tmp_path, """Alice hand: Induced Amnesia
Bob hand: Craw Wurm, Lightning Bolt
Alice library: Island, Island
Bob library: Forest, Mountain, Plains
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Induced Amnesia
all pass
Alice chooses target: Bob
all pass
expect Bob hand: Forest, Mountain
expect Bob library: Plains
""")
    assert code == 0, out
    g = r.game
    assert sorted(g.objects[i].card.name for i in _exiled(g)) == ["Craw Wurm", "Lightning Bolt"]
    assert all(g.objects[i].face_down for i in _exiled(g))


# ---- "face-down" as a qualifier (708.2) -----------------------------------------------------

FACE_CARDS = MANIFEST_CARDS + """card:
Nosy Goblin {2}{R}
Creature — Goblin
{T}, Sacrifice Nosy Goblin: Destroy target face-down creature.
2/1
end
card:
Secret Plans {G}{U}
Enchantment
Face-down creatures you control get +0/+1.
Whenever a permanent you control is turned face up, draw a card.
end
card:
Dream Chisel {2}
Artifact
Face-down creature spells you cast cost {1} less to cast.
end
card:
Ainok Tracker {5}{R}
Creature — Dog Scout
First strike
Morph {4}{R}
3/3
end
"""


def run_f(tmp_path, text):
    return run_script(tmp_path, FACE_CARDS + "players Alice 20, Bob 20\nBob library: Island, Island\n" + text)


def test_708_2_face_down_creatures_get_the_bonus_face_up_ones_dont(tmp_path):
    code, r, out = run_f(tmp_path, """Alice hand: Manifest Dread
Alice battlefield: Secret Plans, Grizzly Bears
Alice library: Craw Wurm, Island, Island, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Craw Wurm
expect Craw Wurm toughness 3
expect Grizzly Bears toughness 2
Alice pool: {C}{C}{C}{C}{G}{G}
Alice turns Craw Wurm face up
expect Craw Wurm toughness 4
all pass
expect Alice hand count 1
""")
    assert code == 0, out


def test_708_2_destroy_target_face_down_creature_only(tmp_path):
    code, r, out = run_f(tmp_path, """Alice hand: Manifest Dread
Alice library: Craw Wurm, Island, Island
Bob battlefield: Nosy Goblin, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Craw Wurm
Alice passes
expect refused "Grizzly Bears": Bob activates Nosy Goblin targeting Grizzly Bears
Bob activates Nosy Goblin targeting Craw Wurm
all pass
expect Alice graveyard: Manifest Dread, Island, Craw Wurm
""")
    assert code == 0, out


def test_601_2f_face_down_creature_spells_cost_1_less(tmp_path):
    # a morph spell (702.37c: a face-down spell) costs {3}; with Dream Chisel {2}
    code, r, out = run_f(tmp_path, """Alice hand: Ainok Tracker
Alice battlefield: Dream Chisel
Alice library: Island
turn Alice precombat main
Alice pool: {C}{C}
Alice casts Ainok Tracker using morph
resolve
expect Ainok Tracker power 2
expect Alice pool: empty
""")
    assert code == 0, out


def test_708_8_turn_target_face_down_creature_face_up_and_701_40g_an_instant_stays_down(tmp_path):
    code, r, out = run_f(tmp_path, """card:
Face Lifter {1}{U}
Instant
Turn target face-down creature face up.
end
Alice hand: Manifest Dread, Face Lifter, Face Lifter
Alice library: Craw Wurm, Island, Lightning Bolt, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Craw Wurm
Alice pool: {C}{U}
Alice casts Face Lifter targeting Craw Wurm
all pass
expect Craw Wurm power 6
""")
    assert code == 0, out


def test_701_40g_a_manifested_instant_is_revealed_and_stays_face_down(tmp_path):
    code, r, out = run_f(tmp_path, """card:
Face Lifter {1}{U}
Instant
Turn target face-down creature face up.
end
Alice hand: Manifest Dread, Face Lifter
Alice library: Lightning Bolt, Island, Island
turn Alice precombat main
Alice pool: {C}{G}
Alice casts Manifest Dread
all pass
  Alice chooses manifest: Lightning Bolt
Alice pool: {C}{U}
Alice casts Face Lifter targeting Lightning Bolt
all pass
expect Lightning Bolt power 2
""")
    assert code == 0, out
    g = r.game
    assert g.objects[_face_down(g, "Lightning Bolt")].face_down
