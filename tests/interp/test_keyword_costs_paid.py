"""Keyword costs that aren't mana, paid as an instruction (CR 118.12: "unless [a
player] pays [cost]"): ward (702.21a), echo (702.30a), cumulative upkeep (702.24a),
and equip with a non-mana cost (702.6a).  A cost is paid in full or not at all
(118.3); played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Owlin Shieldmage {3}{W}{B}
Creature — Bird Warlock
Flying
Ward—Pay 3 life. (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays 3 life.)
3/3
end
card:
Captain Howler, Sea Scourge {2}{U}{R}
Legendary Creature — Shark Pirate
Ward—{2}, Pay 2 life.
5/4
end
card:
Sunset Saboteur {1}{B}
Creature — Human Rogue
Menace
Ward—Discard a card.
4/1
end
card:
Deepcavern Imp {2}{B}
Creature — Imp Rebel
Flying, haste
Echo—Discard a card. (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)
2/2
end
card:
Gallowbraid {3}{B}{B}
Legendary Creature — Phyrexian Horror
Trample
Cumulative upkeep—Pay 1 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
5/5
end
card:
Phyrexian Soulgorger {3}
Snow Artifact Creature — Phyrexian Construct
Cumulative upkeep—Sacrifice a creature. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
8/8
end
card:
Murderer's Axe {4}
Artifact — Equipment
Equipped creature gets +2/+2.
Equip—Discard a card.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_21a_ward_pay_life_paid_the_spell_resolves(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt
Bob battlefield: Owlin Shieldmage
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Owlin Shieldmage
all pass
  Alice chooses ward: yes
all pass
expect Alice life 17
expect Bob graveyard: Owlin Shieldmage
""")
    assert code == 0, out


def test_702_21a_ward_mana_and_life_not_payable_in_full_counters_and_pays_nothing(tmp_path):
    # CR 118.3: {2} can't be paid (empty pool), so the 2 life isn't paid either; countered
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt
Bob battlefield: "Captain Howler, Sea Scourge"
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting "Captain Howler, Sea Scourge"
all pass
  Alice chooses ward: yes
all pass
expect Alice life 20
expect Alice graveyard: Lightning Bolt
expect Bob battlefield: "Captain Howler, Sea Scourge"
""")
    assert code == 0, out


def test_702_21a_ward_discard_a_card_paid(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lightning Bolt, Island
Bob battlefield: Sunset Saboteur
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Sunset Saboteur
all pass
  Alice chooses ward: yes
all pass
expect Alice hand: nothing
expect Alice graveyard: Island, Lightning Bolt
expect Bob graveyard: Sunset Saboteur
""")
    assert code == 0, out


def test_702_30a_echo_discard_not_payable_sacrificed(tmp_path):
    # the echo cost "Discard a card" with an empty hand can't be paid (118.3): sacrificed
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Deepcavern Imp
Alice library: Island
turn Bob end step
advance to Alice's upkeep
resolve
  Alice chooses pay: yes
expect Alice graveyard: Deepcavern Imp
""")
    assert code == 0, out


def test_702_30a_echo_discard_paid_keeps_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Deepcavern Imp
Alice hand: Island
Alice library: Island
turn Bob end step
advance to Alice's upkeep
resolve
  Alice chooses pay: yes
expect Alice battlefield: Deepcavern Imp
expect Alice graveyard: Island
""")
    assert code == 0, out


def test_702_24a_cumulative_upkeep_life_per_age_counter(tmp_path):
    # second upkeep: two age counters, "Pay 1 life" for each = 2 life
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Gallowbraid with 1 age counters
Alice library: Island, Island
turn Bob end step
advance to Alice's upkeep
resolve
  Alice chooses pay: yes
expect Alice life 18
expect Gallowbraid counters: 2 age
expect Alice battlefield: Gallowbraid
""")
    assert code == 0, out


def test_702_24a_cumulative_upkeep_sacrifice_two_creatures_or_nothing(tmp_path):
    # two age counters: two creatures to sacrifice; Alice has only one other creature, so
    # the cost can't be paid in full, nothing is sacrificed for it (118.3) and the
    # Soulgorger itself is sacrificed
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Phyrexian Soulgorger with 1 age counters, Grizzly Bears
Alice library: Island, Island
turn Bob end step
advance to Alice's upkeep
resolve
  Alice chooses pay: yes
expect Alice battlefield: Grizzly Bears
expect Alice graveyard: Phyrexian Soulgorger
""")
    assert code == 0, out


def test_702_6a_equip_with_a_discard_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Murderer's Axe, Grizzly Bears
Alice hand: Island
turn Alice precombat main
Alice activates Murderer's Axe targeting Grizzly Bears
resolve
expect Alice graveyard: Island
expect Grizzly Bears power 4
""")
    assert code == 0, out


def test_702_6a_equip_discard_with_empty_hand_is_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Murderer's Axe, Grizzly Bears
turn Alice precombat main
expect refused "can't be paid": Alice activates Murderer's Axe targeting Grizzly Bears
expect Grizzly Bears power 2
""")
    assert code == 0, out
