"""Triggers on "one or more" objects (CR 603.2c): such an ability triggers once for each batch of
simultaneous events with a matching occurrence, however many objects the batch holds ("they",
"that many": all of them). The kernel performs the actions of one instruction at once
(``Game.simultaneously``: "destroy all creatures", "sacrifice two creatures" as one cost, "discard
two cards", "mill three cards"; 608.2e, 101.4) and looks for triggers once all have happened.
Before, these could not run ("one or more objects at once in a trigger")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Grief Counter {1}
Enchantment
Whenever one or more creatures die, you gain 1 life.
end
card:
Grief Sentinel {1}
Creature — Spirit
Whenever one or more other creatures you control die, you gain 1 life.
1/1
end
card:
Blood Witness {1}
Creature — Spirit
Whenever another creature dies, you gain 1 life.
1/1
end
card:
Wrath Test {2}{W}{W}
Sorcery
Destroy all creatures.
end
card:
Food Lover {1}
Enchantment
Whenever you sacrifice one or more creatures, you gain 1 life.
end
card:
Twin Altar {0}
Artifact
Sacrifice two creatures: Draw a card.
end
card:
Rummage Mage {1}
Enchantment
Whenever you discard one or more cards, you gain that much life.
end
card:
Double Discard {B}
Sorcery
Discard two cards.
end
card:
Plain Discarder {1}
Enchantment
Whenever you discard a card, you gain 1 life.
end
card:
Mass Mill {U}
Sorcery
Mill three cards.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_2c_a_wrath_triggers_one_or_more_creatures_die_once(tmp_path):
    # three creatures destroyed at once: one batch, one trigger (not three); later a creature
    # dying alone is another batch: it triggers again
    code, r, out = run(tmp_path, """Alice hand: Wrath Test, Lightning Bolt
Alice battlefield: Grief Counter, Grizzly Bears
Bob battlefield: Savannah Lions, Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Wrath Test
all pass
expect Alice graveyard: Wrath Test, Grizzly Bears
all pass
expect stack: nothing
expect Alice life 21
Bob battlefield: Llanowar Elves
Alice pool: {R}
Alice casts Lightning Bolt targeting Llanowar Elves
all pass
all pass
expect stack: nothing
expect Alice life 22
""")
    assert code == 0, out
    # put on the stack twice in all: once for the wrath's batch, once for the Elves
    assert out.count("Whenever one or more creatures die, you gain 1 life. is put on the stack") == 2, out


def test_603_10a_one_or_more_other_creatures_you_control_die_with_it_triggers_once(tmp_path):
    # Grief Sentinel is destroyed with two other creatures of Alice's: it looks back in time
    # (603.10a) and sees them die; one batch -> one trigger (603.2c), not two
    code, r, out = run(tmp_path, """Alice hand: Wrath Test
Alice battlefield: Grief Sentinel, Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Wrath Test
all pass
expect Alice graveyard: Wrath Test, Grief Sentinel, Grizzly Bears, Savannah Lions
all pass
expect stack: nothing
expect Alice life 21
""")
    assert code == 0, out


def test_603_10a_a_creature_destroyed_at_once_sees_each_other_creature_die(tmp_path):
    # "Whenever another creature dies" on a creature destroyed together with two others: all
    # three leave at once, so it sees both others (603.10a), whatever order the kernel moves them in
    code, r, out = run(tmp_path, """Alice hand: Wrath Test
Alice battlefield: Grizzly Bears, Blood Witness, Savannah Lions
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Wrath Test
all pass
  Alice chooses triggers: "Whenever another creature dies, you gain 1 life."
all pass
all pass
expect stack: nothing
expect Alice life 22
""")
    assert code == 0, out


def test_603_2c_sacrificing_two_creatures_for_one_cost_triggers_once(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Food Lover, Twin Altar, Grizzly Bears, Savannah Lions
Alice library: Island, Forest
turn Alice precombat main
Alice activates Twin Altar
expect Alice graveyard: Grizzly Bears, Savannah Lions
all pass
all pass
expect stack: nothing
expect Alice life 21
""")
    assert code == 0, out


def test_603_2c_discard_two_cards_triggers_one_or_more_once_with_that_many(tmp_path):
    # "you gain that much life": the number of cards discarded in the batch (two), once
    code, r, out = run(tmp_path, """Alice hand: Double Discard, Island, Forest, Mountain
Alice battlefield: Rummage Mage
turn Alice precombat main
Alice pool: {B}
Alice casts Double Discard
all pass
  Alice chooses discard: Island
  Alice chooses discard: Forest
expect Alice hand: Mountain
all pass
expect stack: nothing
expect Alice life 22
""")
    assert code == 0, out


def test_603_2c_a_card_discard_trigger_still_triggers_for_each_card(tmp_path):
    # "Whenever you discard a card" (no "one or more"): once for each card of the batch (twice),
    # beside "one or more cards" (once, "that much" = 2): 20 + 2 + 2
    code, r, out = run(tmp_path, """Alice hand: Double Discard, Island, Forest
Alice battlefield: Plain Discarder, Rummage Mage
turn Alice precombat main
Alice pool: {B}
Alice casts Double Discard
all pass
  Alice chooses discard: Island
  Alice chooses triggers: "Whenever you discard a card, you gain 1 life."
  Alice chooses triggers: "Whenever you discard a card, you gain 1 life."
all pass
all pass
all pass
expect stack: nothing
expect Alice life 24
""")
    assert code == 0, out
    assert out.count("Whenever you discard one or more cards, you gain that much life. is put on the stack") == 1, out


ZONE_CARDS = CARDS + """card:
Brood Watcher {1}
Enchantment
Whenever one or more creature cards are put into your graveyard from your library, you gain 1 life.
end
card:
Tomb Watcher {1}
Enchantment
Whenever one or more cards leave your graveyard, you gain 1 life.
end
card:
Grave Purge {B}
Sorcery
Exile your graveyard.
end
card:
Vizier Test {1}
Creature — Cat
Whenever one or more cards are put into exile from your graveyard, put that many +1/+1 counters on this creature.
1/1
end
card:
Land Watcher {1}
Enchantment
Whenever a land card is put into your graveyard from anywhere, you gain 1 life.
end
card:
Avatar Test {1}
Creature — Avatar
When this creature is put into a graveyard from anywhere, shuffle it into its owner's library.
1/1
end
"""


def zrun(tmp_path, text):
    return run_script(tmp_path, ZONE_CARDS + text)


def test_603_2c_701_17a_milled_cards_are_one_batch(tmp_path):
    # "Mill three cards" puts them into the graveyard at once: two creature cards among them,
    # one trigger (603.2c)
    code, r, out = zrun(tmp_path, """Alice hand: Mass Mill
Alice battlefield: Brood Watcher
Alice library: Island, Grizzly Bears, Forest, Craw Wurm
turn Alice precombat main
Alice pool: {U}
Alice casts Mass Mill
all pass
expect Alice library count 1
all pass
expect stack: nothing
expect Alice life 21
""")
    assert code == 0, out
    assert out.count("you gain 1 life. is put on the stack") == 1, out


def test_603_10a_cards_leaving_a_graveyard_together_trigger_once_with_that_many(tmp_path):
    # "Exile your graveyard": three cards leave it at once -> "leave your graveyard" once, and
    # "put into exile from your graveyard ... that many" once with 3
    code, r, out = zrun(tmp_path, """Alice hand: Grave Purge
Alice battlefield: Tomb Watcher, Vizier Test
Alice graveyard: Island, Forest, Grizzly Bears
turn Alice precombat main
Alice pool: {B}
Alice casts Grave Purge
all pass
  Alice chooses triggers: "Whenever one or more cards leave your graveyard, you gain 1 life."
expect Alice exile: Island, Forest, Grizzly Bears
all pass
all pass
expect stack: nothing
expect Alice life 21
expect Vizier Test counters: 3 +1/+1
""")
    assert code == 0, out


def test_108_2b_a_land_card_put_into_a_graveyard_from_anywhere_each_time(tmp_path):
    # no "one or more": once for each land card (603.2c), from the hand (discarded) too
    code, r, out = zrun(tmp_path, """Alice hand: Double Discard, Island, Forest
Alice battlefield: Land Watcher
turn Alice precombat main
Alice pool: {B}
Alice casts Double Discard
all pass
  Alice chooses discard: Island
  Alice chooses triggers: "Whenever a land card is put into your graveyard from anywhere, you gain 1 life."
all pass
all pass
expect stack: nothing
expect Alice life 22
""")
    assert code == 0, out


def test_603_10a_itself_put_into_a_graveyard_from_the_battlefield_or_the_hand(tmp_path):
    # from the battlefield it looks back in time (603.10a); from the hand the card in the
    # graveyard triggers; once each time, never twice
    code, r, out = zrun(tmp_path, """Alice hand: Wrath Test, Double Discard, Avatar Test, Island
Alice battlefield: Avatar Test
Alice library: Forest
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Wrath Test
all pass
all pass
expect stack: nothing
expect Alice library count 2
Alice pool: {B}
Alice casts Double Discard
all pass
  Alice chooses discard: Avatar Test
all pass
expect stack: nothing
expect Alice library count 3
expect Alice graveyard: Wrath Test, Double Discard, Island
""")
    assert code == 0, out
    assert out.count("shuffle it into its owner's library. is put on the stack") == 2, out


MORE_CARDS = ZONE_CARDS + """card:
Gnome Test {4}
Artifact
When a spell or ability an opponent controls causes you to discard this card, you gain 4 life.
end
card:
Mind Prick {B}
Sorcery
Target player discards a card.
end
card:
Bounce Watcher {1}
Enchantment
Whenever a permanent is returned to your hand, you gain 1 life.
end
card:
Port Test {1}
Enchantment
Whenever one or more creatures you control leave the battlefield without dying, you gain 1 life.
end
card:
Mass Bounce {U}
Sorcery
Return all creatures to their owners' hands.
end
card:
Surveil Watcher {1}
Enchantment
Whenever you surveil, you gain 1 life.
end
card:
Peek Test {U}
Sorcery
Surveil 2.
end
"""


def mrun(tmp_path, text):
    return run_script(tmp_path, MORE_CARDS + text)


def test_701_9a_an_opponents_spell_causes_you_to_discard_this_card(tmp_path):
    # Bob's spell makes Alice discard it: it triggers from her graveyard; her own discard doesn't
    code, r, out = mrun(tmp_path, """Alice hand: Gnome Test
Bob hand: Mind Prick
turn Bob precombat main
Bob pool: {B}
Bob casts Mind Prick targeting Alice
all pass
expect Alice graveyard: Gnome Test
all pass
expect stack: nothing
expect Alice life 24
""")
    assert code == 0, out
    code, r, out = mrun(tmp_path, """Alice hand: Double Discard, Gnome Test, Island
turn Alice precombat main
Alice pool: {B}
Alice casts Double Discard
all pass
  Alice chooses discard: Gnome Test
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


def test_603_10a_returned_to_hand_each_and_leaving_without_dying_once(tmp_path):
    # "Return all creatures": at once; "a permanent is returned to your hand" once for each of
    # Alice's two creatures (not Bob's), "one or more ... leave the battlefield without dying"
    # once for the batch: 20 + 2 + 1
    code, r, out = mrun(tmp_path, """Alice hand: Mass Bounce
Alice battlefield: Bounce Watcher, Port Test, Grizzly Bears, Savannah Lions
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {U}
Alice casts Mass Bounce
all pass
  Alice chooses triggers: "Whenever a permanent is returned to your hand, you gain 1 life."
  Alice chooses triggers: "Whenever a permanent is returned to your hand, you gain 1 life."
expect Alice hand: Grizzly Bears, Savannah Lions
all pass
all pass
all pass
expect stack: nothing
expect Alice life 23
""")
    assert code == 0, out


def test_700_4_dying_is_not_leaving_without_dying(tmp_path):
    code, r, out = mrun(tmp_path, """Alice hand: Wrath Test
Alice battlefield: Port Test, Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
Alice casts Wrath Test
all pass
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out
    assert "leave the battlefield without dying, you gain 1 life. is put on the stack" not in out, out


def test_701_25d_whenever_you_surveil_even_with_an_empty_library(tmp_path):
    code, r, out = mrun(tmp_path, """Alice hand: Peek Test
Alice battlefield: Surveil Watcher
turn Alice precombat main
Alice pool: {U}
Alice casts Peek Test
all pass
all pass
expect stack: nothing
expect Alice life 21
""")
    assert code == 0, out


GROUP_CARDS = MORE_CARDS + """card:
Energy Watcher {1}
Enchantment
Whenever you get one or more {E} (energy counters), you gain 1 life.
end
card:
Energy Burst {R}
Sorcery
You get {E}{E}{E}.
end
card:
Raid Watcher {1}
Enchantment
Whenever one or more creatures you control deal combat damage to one or more players, you gain 1 life.
end
card:
Horde Watcher {1}
Enchantment
Whenever two or more creatures your opponents control attack, you gain 1 life.
end
"""


def grun(tmp_path, text):
    return run_script(tmp_path, GROUP_CARDS + text)


def test_107_14_getting_three_energy_at_once_triggers_once(tmp_path):
    code, r, out = grun(tmp_path, """Alice hand: Energy Burst
Alice battlefield: Energy Watcher
turn Alice precombat main
Alice pool: {R}
Alice casts Energy Burst
all pass
all pass
expect stack: nothing
expect Alice energy 3
expect Alice life 21
""")
    assert code == 0, out


def test_510_2_combat_damage_by_two_creatures_to_one_or_more_players_triggers_once(tmp_path):
    # combat damage is dealt at once (510.2): one batch, one trigger (603.2c), not one per creature
    code, r, out = grun(tmp_path, """Alice battlefield: Raid Watcher, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
all pass
all pass
all pass
all pass
expect Bob life 16
expect Alice life 21
""")
    assert code == 0, out
    assert out.count("you gain 1 life. is put on the stack") == 1, out


def test_508_1_two_or_more_creatures_attack_triggers_once_not_for_one(tmp_path):
    code, r, out = grun(tmp_path, """Alice battlefield: Horde Watcher
Bob battlefield: Grizzly Bears, Savannah Lions
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears, Savannah Lions
all pass
expect Alice life 21
""")
    assert code == 0, out
    code, r, out = grun(tmp_path, """Alice battlefield: Horde Watcher
Bob battlefield: Grizzly Bears, Savannah Lions
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
all pass
expect stack: nothing
expect Alice life 20
""")
    assert code == 0, out


COUNTER_CARDS = GROUP_CARDS + """card:
Scarab Test {1}
Enchantment
Whenever you put one or more -1/-1 counters on a creature, you gain that much life.
end
card:
Withering Bolt {B}
Sorcery
Put two -1/-1 counters on target creature.
end
card:
Wither Test {1}
Creature — Elemental
Wither
2/2
end
card:
Patron Test {1}
Enchantment
Whenever you put one or more counters on a creature you control, you gain 1 life.
end
card:
Counter Bear {1}
Creature — Bear
This creature enters with two +1/+1 counters on it.
1/1
end
card:
Plan Test {1}
Enchantment
{0}: Put a plan counter on this enchantment.
When the third plan counter is put on this enchantment, you gain 5 life.
end
card:
Tap Watcher {1}
Enchantment
Whenever one or more creatures you control become tapped, you gain 1 life.
end
"""


def crun(tmp_path, text):
    return run_script(tmp_path, COUNTER_CARDS + text)


def test_122_6_two_counters_put_at_once_trigger_one_or_more_once_that_many(tmp_path):
    code, r, out = crun(tmp_path, """Alice hand: Withering Bolt
Alice battlefield: Scarab Test
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}
Alice casts Withering Bolt targeting Craw Wurm
all pass
all pass
expect stack: nothing
expect Craw Wurm counters: 2 -1/-1
expect Alice life 22
""")
    assert code == 0, out


def test_702_80a_wither_damage_puts_the_counters(tmp_path):
    # Alice's Wither Test deals 2 damage to the blocking Craw Wurm as -1/-1 counters: Alice put
    # them (the source's controller), so her Scarab Test triggers, once, "that much" = 2
    code, r, out = crun(tmp_path, """Alice battlefield: Scarab Test, Wither Test
Bob battlefield: Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Wither Test
all pass
Bob blocks Wither Test with Craw Wurm
all pass
all pass
all pass
expect Craw Wurm counters: 2 -1/-1
expect Alice life 22
""")
    assert code == 0, out


def test_122_6a_entering_with_counters_is_putting_them(tmp_path):
    code, r, out = crun(tmp_path, """Alice hand: Counter Bear
Alice battlefield: Patron Test
turn Alice precombat main
Alice pool: {C}
Alice casts Counter Bear
all pass
expect Counter Bear counters: 2 +1/+1
all pass
expect stack: nothing
expect Alice life 21
""")
    assert code == 0, out


def test_122_7_the_third_plan_counter_triggers_once(tmp_path):
    code, r, out = crun(tmp_path, """Alice battlefield: Plan Test
turn Alice precombat main
Alice activates Plan Test
all pass
Alice activates Plan Test
all pass
expect Alice life 20
Alice activates Plan Test
all pass
all pass
expect Alice life 25
Alice activates Plan Test
all pass
expect stack: nothing
expect Plan Test counters: 4 plan
expect Alice life 25
""")
    assert code == 0, out


def test_508_1f_attackers_tapped_at_once_trigger_one_or_more_once(tmp_path):
    code, r, out = crun(tmp_path, """Alice battlefield: Tap Watcher, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
all pass
expect Grizzly Bears tapped
expect Alice life 21
""")
    assert code == 0, out
    assert out.count("become tapped, you gain 1 life. is put on the stack") == 1, out


def test_603_6a_tokens_created_at_once_trigger_one_or_more_enter_once(tmp_path):
    # two tokens created by one instruction enter at once: "one or more tokens you control
    # enter" triggers once (603.2c); "a token ... enters" (no "one or more") twice
    code, r, out = crun(tmp_path, """card:
Token Watcher {1}
Enchantment
Whenever one or more tokens you control enter, you gain 1 life.
end
card:
Token Counter {1}
Enchantment
Whenever a token you control enters, you gain 1 life.
end
card:
Twin Tokens {1}
Sorcery
Create two 1/1 white Soldier creature tokens.
end
Alice hand: Twin Tokens
Alice battlefield: Token Watcher, Token Counter
turn Alice precombat main
Alice pool: {C}
Alice casts Twin Tokens
all pass
  Alice chooses triggers: "Whenever a token you control enters, you gain 1 life."
  Alice chooses triggers: "Whenever a token you control enters, you gain 1 life."
all pass
all pass
all pass
expect stack: nothing
expect Alice life 23
""")
    assert code == 0, out
    assert out.count("Whenever one or more tokens you control enter, you gain 1 life. is put on the stack") == 1, out


def test_603_2_an_event_during_your_turn_only(tmp_path):
    # "Whenever you gain life during your turn": on Alice's turn it triggers, on Bob's it doesn't
    cards = """card:
Scrivener Test {1}
Creature — Vampire
Whenever you gain life during your turn, put a +1/+1 counter on this creature.
1/1
end
card:
Heal Test {W}
Instant
You gain 2 life.
end
"""
    code, r, out = crun(tmp_path, cards + """Alice hand: Heal Test
Alice battlefield: Scrivener Test
turn Alice precombat main
Alice pool: {W}
Alice casts Heal Test
all pass
all pass
expect stack: nothing
expect Scrivener Test counters: 1 +1/+1
""")
    assert code == 0, out
    code, r, out = crun(tmp_path, cards + """Alice hand: Heal Test
Alice battlefield: Scrivener Test
turn Bob precombat main
Bob passes
Alice pool: {W}
Alice casts Heal Test
all pass
expect stack: nothing
expect Alice life 22
expect Scrivener Test counters: nothing
""")
    assert code == 0, out


def test_406_3_one_or_more_cards_put_into_exile_from_anywhere(tmp_path):
    # no zone named: cards exiled from a graveyard count too (not only permanents)
    code, r, out = crun(tmp_path, """card:
Exile Watcher {1}
Enchantment
Whenever one or more cards are put into exile, you gain 1 life.
end
Alice hand: Grave Purge
Alice battlefield: Exile Watcher
Alice graveyard: Island, Forest
turn Alice precombat main
Alice pool: {B}
Alice casts Grave Purge
all pass
all pass
expect stack: nothing
expect Alice life 21
""")
    assert code == 0, out
