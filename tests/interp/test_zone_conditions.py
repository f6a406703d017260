"""Conditions on the cards in a zone: threshold ("as long as seven or more cards are in
your graveyard", CR 207.2c ability word; 611.3a: a static ability's effect applies
only while its condition is true) and hellbent ("as long as you have no cards in
hand"); "Activate only if ..." (602.5b)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Anurid Barkripper {1}{G}{G}
Creature — Beast
Threshold — Anurid Barkripper gets +2/+2 as long as seven or more cards are in your graveyard.
2/2
end
card:
Demon's Jester {3}{B}
Creature — Imp
Flying
Hellbent — Demon's Jester gets +2/+1 as long as you have no cards in hand.
2/2
end
card:
Chainflinger {1}{R}
Creature — Beast
{1}{R}, {T}: Chainflinger deals 1 damage to any target.
Threshold — {2}{R}, {T}: Chainflinger deals 2 damage to any target. Activate only if seven or more cards are in your graveyard.
2/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_611_3a_threshold_applies_only_with_seven_cards_in_the_graveyard(tmp_path):
    # six cards: a 2/2; Lightning Bolt resolves and is the seventh card: a 4/4
    code, r, out = run(tmp_path, """Alice hand: Lightning Bolt
Alice graveyard: Forest, Forest, Forest, Island, Island, Island
Alice battlefield: Anurid Barkripper
Bob graveyard: Forest, Forest, Forest, Forest, Forest, Forest, Forest
turn Alice precombat main
expect Anurid Barkripper power 2
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Anurid Barkripper power 4
expect Anurid Barkripper toughness 4
""")
    assert code == 0, out


def test_611_3a_hellbent_with_no_cards_in_hand(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Lightning Bolt
Alice battlefield: Demon's Jester
turn Alice precombat main
expect Demon's Jester power 2
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
expect Demon's Jester power 4
expect Demon's Jester toughness 3
""")
    assert code == 0, out


def test_602_5b_activate_only_with_threshold(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Chainflinger
Alice graveyard: Forest, Forest, Forest, Island, Island, Island
turn Alice precombat main
Alice pool: {R}{R}{R}
expect refused "seven or more cards": Alice activates Chainflinger ability 2 targeting Bob
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice battlefield: Chainflinger
Alice graveyard: Forest, Forest, Forest, Island, Island, Island, Island
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice activates Chainflinger ability 2 targeting Bob
all pass
expect Bob life 18
""")
    assert code == 0, out
