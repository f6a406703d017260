"""Trigger events played out in games (CR 603.2): sacrificing (701.21a), discarding
(701.9a), cycling (702.29c-d, f), the n-th spell cast or card drawn in a turn, and one
ability with two trigger conditions."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Renewed Faith {2}{W}{W}
Instant
You gain 6 life.
Cycling {1}{W} ({1}{W}, Discard this card: Draw a card.)
When you cycle this card, you may gain 2 life.
end
card:
Drannith Healer {1}{W}
Creature — Human Cleric
Whenever you cycle another card, you gain 1 life.
2/2
end
card:
Stoic Watcher {3}{W}
Creature — Human
Whenever a player cycles a card, you gain 1 life.
2/2
end
card:
Ashen Relic {3}
Artifact
When you discard this card, you gain 3 life.
Cycling {2} ({2}, Discard this card: Draw a card.)
end
card:
Plains Scout {1}{W}
Creature — Human Scout
Plainscycling {2} ({2}, Discard this card: Search your library for a Plains card, reveal it, put it into your hand, then shuffle.)
1/1
end
card:
Fell Watcher {3}{B}
Creature — Specter
Whenever an opponent discards a card, that player loses 2 life.
2/2
end
card:
Mind Rot {2}{B}
Sorcery
Target player discards two cards.
end
card:
Blood Taster {1}{B}
Creature — Vampire
Whenever you sacrifice another creature, you gain 2 life.
1/1
end
card:
Altar Ghoul {2}{B}
Creature — Zombie
Sacrifice a creature: Draw a card.
2/2
end
card:
Flurry Monk {1}{R}
Creature — Human Monk
Whenever you cast your second spell each turn, this creature deals 2 damage to each opponent.
1/1
end
card:
Tome Reader {2}{U}
Creature — Human Wizard
Whenever you draw your second card each turn, you gain 1 life.
1/1
end
card:
Dawn Keeper {2}{W}
Creature — Human
When this creature enters and at the beginning of your upkeep, you gain 1 life.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_29c_cycle_this_card_and_another_card(tmp_path):
    # both "when you cycle this card" (from the graveyard it winds up in) and "whenever
    # you cycle another card" trigger; the cycled card's own draw still happens
    code, r, out = run(tmp_path, """Alice hand: Renewed Faith
Alice library: Island, Island
Alice battlefield: Drannith Healer
turn Alice precombat main
Alice pool: {C}{W}
Alice activates Renewed Faith
  Alice orders triggers: "When you cycle this card, you may gain 2 life.", "Whenever you cycle another card, you gain 1 life."
all pass
all pass
  Alice chooses may: yes
all pass
expect Alice life 23
expect Alice hand: Island
expect Alice graveyard: Renewed Faith
""")
    assert code == 0, out


def test_702_29f_typecycling_is_cycling_and_any_player_cycles(tmp_path):
    # Bob's plainscycling is cycling: Alice's "whenever a player cycles a card" triggers
    code, r, out = run(tmp_path, """Bob hand: Plains Scout
Bob library: Plains, Island
Alice battlefield: Stoic Watcher
turn Bob precombat main
Bob pool: {C}{C}
Bob activates Plains Scout
all pass
all pass
  Bob chooses search: Plains
expect Alice life 21
expect Bob hand: Plains
""")
    assert code == 0, out


def test_702_29c_casting_is_not_cycling(tmp_path):
    # a discarded or cast card was not cycled: no cycle trigger, 6 life from the spell only
    code, r, out = run(tmp_path, """Alice hand: Renewed Faith
Alice battlefield: Drannith Healer
turn Alice precombat main
Alice pool: {W}{W}{C}{C}
Alice casts Renewed Faith
all pass
expect Alice life 26
""")
    assert code == 0, out


def test_702_29d_cycling_discards_the_card(tmp_path):
    # "When you discard this card" triggers when it is discarded to pay its cycling cost
    code, r, out = run(tmp_path, """Alice hand: Ashen Relic
Alice library: Island
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Ashen Relic
all pass
all pass
expect Alice life 23
expect Alice hand: Island
""")
    assert code == 0, out


def test_701_9a_an_opponent_discards_each_card_triggers(tmp_path):
    # two cards discarded: two triggers; "that player" is the one who discarded
    code, r, out = run(tmp_path, """Alice hand: Mind Rot
Alice battlefield: Fell Watcher
Bob hand: Island, Forest, Mountain
turn Alice precombat main
Alice pool: {B}{C}{C}
Alice casts Mind Rot targeting Bob
all pass
  Bob chooses discard: Island
  Bob chooses discard: Forest
  Alice orders triggers: "Whenever an opponent discards a card, that player loses 2 life.", "Whenever an opponent discards a card, that player loses 2 life."
all pass
all pass
expect Bob life 16
expect Alice life 20
expect Bob hand: Mountain
""")
    assert code == 0, out


def test_701_9a_your_own_discard_is_not_an_opponents(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Mind Rot, Island, Forest
Alice battlefield: Fell Watcher
turn Alice precombat main
Alice pool: {B}{C}{C}
Alice casts Mind Rot targeting Alice
all pass
  Alice chooses discard: Island
expect Alice hand: nothing
expect Alice life 20
expect stack: nothing
""")
    assert code == 0, out


def test_701_21a_sacrificing_another_creature_triggers(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Blood Taster, Altar Ghoul, Grizzly Bears
Alice library: Island
turn Alice precombat main
Alice activates Altar Ghoul
  Alice chooses sacrifice: Grizzly Bears
all pass
all pass
expect Alice life 22
expect Alice hand: Island
""")
    assert code == 0, out


def test_701_21a_sacrificing_itself_is_not_another_and_destroying_is_not_sacrificing(tmp_path):
    # the taster sacrificed itself: not "another creature" (it's matched as it last existed);
    # then a creature destroyed by Murder wasn't sacrificed
    code, r, out = run(tmp_path, """Alice battlefield: Blood Taster, Altar Ghoul, Grizzly Bears
Alice hand: Murder
Alice library: Island
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice casts Murder targeting Grizzly Bears
all pass
Alice activates Altar Ghoul
  Alice chooses sacrifice: Blood Taster
all pass
expect Alice life 20
expect Alice hand: Island
""")
    assert code == 0, out


def test_603_2_second_spell_each_turn_triggers_once(tmp_path):
    # first spell: no trigger; second: 2 damage; third: no trigger
    code, r, out = run(tmp_path, """Alice battlefield: Flurry Monk
Alice hand: Shock, Shock, Shock
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice casts Shock targeting Bob
all pass
expect Bob life 18
Alice casts Shock targeting Bob
all pass
all pass
expect Bob life 14
Alice casts Shock targeting Bob
all pass
expect Bob life 12
expect stack: nothing
""")
    assert code == 0, out


def test_121_2_second_card_drawn_each_turn_triggers_once(tmp_path):
    # Harmonize draws three cards one at a time (121.2): only the second triggers
    code, r, out = run(tmp_path, """Alice battlefield: Tome Reader
Alice hand: Harmonize
Alice library: Island, Island, Island, Island
turn Alice precombat main
Alice pool: {G}{G}{C}{C}
Alice casts Harmonize
all pass
all pass
expect Alice life 21
expect stack: nothing
""")
    assert code == 0, out


def test_603_2_two_trigger_conditions_one_ability(tmp_path):
    # it enters (1 life), then at the beginning of Alice's next upkeep (1 more)
    code, r, out = run(tmp_path, """Alice hand: Dawn Keeper
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice pool: {W}{C}{C}
Alice casts Dawn Keeper
all pass
all pass
expect Alice life 21
advance to Alice's upkeep
all pass
expect Alice life 22
""")
    assert code == 0, out
