"""Behold (701.4a: reveal a [quality] card from your hand or choose a [quality]
permanent you control), "behold a Kithkin and exile it" (601.2f: both costs paid),
and blight (701.68a-b: put N -1/-1 counters on a creature you control) as costs;
played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Champion of the Clachan {3}{W}
Creature — Kithkin Knight
Flash
As an additional cost to cast this spell, behold a Kithkin and exile it. (Exile a Kithkin you control or a Kithkin card from your hand.)
Other Kithkin you control get +1/+1.
When this creature leaves the battlefield, return the exiled card to its owner's hand.
4/5
end
card:
Kinsbaile Aspirant {W}
Creature — Kithkin Citizen
As an additional cost to cast this spell, behold a Kithkin or pay {2}. (To behold a Kithkin, choose a Kithkin you control or reveal a Kithkin card from your hand.)
Whenever another creature you control enters, this creature gets +1/+1 until end of turn.
2/1
end
card:
Sting-Slinger {2}{R}
Creature — Goblin Warrior
{1}{R}, {T}, Blight 1: This creature deals 2 damage to each opponent. (To blight 1, put a -1/-1 counter on a creature you control.)
3/3
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_4a_behold_a_kithkin_on_the_battlefield_and_exile_it(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Champion of the Clachan, Grizzly Bears
Alice battlefield: Kinsbaile Aspirant, Savannah Lions
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
Alice casts Champion of the Clachan
expect Alice exile: Kinsbaile Aspirant
expect Alice hand: Grizzly Bears
resolve
expect Alice battlefield: Savannah Lions, Champion of the Clachan
""")
    assert code == 0, out


def test_701_4a_nothing_to_behold_refused(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Champion of the Clachan, Grizzly Bears
Alice battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {W}{C}{C}{C}
expect refused "can't be paid": Alice casts Champion of the Clachan
expect Alice hand: Champion of the Clachan, Grizzly Bears
expect Alice battlefield: Savannah Lions
""")
    assert code == 0, out


def test_701_4a_behold_by_revealing_a_card_it_stays_in_hand(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Kinsbaile Aspirant, Kinsbaile Aspirant
turn Alice precombat main
Alice pool: {W}
Alice casts Kinsbaile Aspirant
  Alice chooses additional cost: "behold a Kithkin"
resolve
expect Alice battlefield: Kinsbaile Aspirant
expect Alice hand: Kinsbaile Aspirant
expect Alice pool: empty
""")
    assert code == 0, out


def test_701_68a_blight_puts_a_counter_on_a_creature_you_control(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Sting-Slinger, Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}
Alice activates Sting-Slinger
  Alice chooses put: Grizzly Bears
resolve
expect Bob life 18
expect Grizzly Bears counters: 1 -1/-1
expect Grizzly Bears power 1
""")
    assert code == 0, out


# ---- forage (701.61a) ----------------------------------------------------------------------------
FORAGE = """card:
Feed the Cycle {1}{B}
Instant
As an additional cost to cast this spell, forage or pay {B}. (To forage, exile three cards from your graveyard or sacrifice a Food.)
Destroy target creature or planeswalker.
end
"""


def test_701_61a_forage_exiling_three_cards_from_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, FORAGE + """players Alice 20, Bob 20
Alice hand: Feed the Cycle
Alice graveyard: Island, Forest, Mountain
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Feed the Cycle targeting Grizzly Bears
  Alice chooses additional cost: "forage"
resolve
expect Alice exile: Island, Forest, Mountain
expect Bob graveyard: Grizzly Bears
expect Alice pool: empty
""")
    assert code == 0, out


def test_701_61a_forage_sacrificing_a_food(tmp_path):
    code, r, out = run(tmp_path, FORAGE + """players Alice 20, Bob 20
Alice hand: Feed the Cycle
Alice battlefield: Food
Alice graveyard: Island, Forest, Mountain
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Feed the Cycle targeting Grizzly Bears
  Alice chooses additional cost: "forage"
  Alice chooses forage: "sacrifice a Food"
resolve
expect Alice graveyard: Island, Forest, Mountain, Feed the Cycle
expect Alice battlefield: nothing
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_701_61a_nothing_to_forage_with_refused(tmp_path):
    code, r, out = run(tmp_path, FORAGE + """players Alice 20, Bob 20
Alice hand: Feed the Cycle
Alice graveyard: Island, Forest
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {B}{C}
expect refused "can't be paid": Alice casts Feed the Cycle targeting Grizzly Bears
  Alice chooses additional cost: "forage"
expect Alice hand: Feed the Cycle
expect Alice graveyard: Island, Forest
expect Alice pool: {B}, {C}
""")
    assert code == 0, out
