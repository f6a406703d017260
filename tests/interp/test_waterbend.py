"""Waterbend (701.67a: pay the cost, each untapped artifact or creature you control
that you tap paying {1} of its generic mana; 701.67b: only the waterbend cost's
generic mana) as an activation cost and as an additional cost to cast a spell;
played through real card text.  A refused action leaves the game unchanged (732)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Geyser Leaper {4}{U}
Creature — Human Warrior Ally
Flying
Waterbend {4}: Draw a card, then discard a card. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)
4/3
end
card:
Benevolent River Spirit {U}{U}
Creature — Spirit
As an additional cost to cast this spell, waterbend {5}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)
Flying, ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)
When this creature enters, scry 2.
4/5
end
card:
Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_67a_waterbend_tapping_artifacts_and_creatures(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Geyser Leaper, Sol Ring, Grizzly Bears, Ornithopter
Alice library: Island
Alice hand: Forest
turn Alice precombat main
Alice pool: {C}
Alice activates Geyser Leaper waterbending Sol Ring, Grizzly Bears, Ornithopter
resolve
  Alice chooses discard: Forest
expect Sol Ring tapped
expect Grizzly Bears tapped
expect Geyser Leaper untapped
expect Alice hand: Island
expect Alice pool: empty
""")
    assert code == 0, out


def test_701_67a_a_land_cant_pay_a_waterbend_cost(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Geyser Leaper, Island
Alice library: Island
turn Alice precombat main
Alice pool: {C}{C}{C}
expect refused "untapped artifact or creature": Alice activates Geyser Leaper waterbending Island
expect Island untapped
expect Alice pool: {C}, {C}, {C}
""")
    assert code == 0, out


def test_701_67b_only_the_waterbend_cost_can_be_paid_by_tapping(tmp_path):
    # Benevolent River Spirit: {U}{U} plus waterbend {5}; five taps at most, none for {U}{U}
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Benevolent River Spirit
Alice battlefield: Ornithopter, Ornithopter, Ornithopter, Grizzly Bears, Savannah Lions, Sol Ring
Alice library: Island, Island
turn Alice precombat main
Alice pool: {U}{U}
expect refused "at most": Alice casts Benevolent River Spirit waterbending Ornithopter, Ornithopter#2, Ornithopter#3, Grizzly Bears, Savannah Lions, Sol Ring
Alice casts Benevolent River Spirit waterbending Ornithopter, Ornithopter#2, Ornithopter#3, Grizzly Bears, Savannah Lions
resolve
resolve
  Alice chooses scry bottom: nothing
  Alice chooses library order: Island, Island
expect Alice battlefield: Ornithopter, Ornithopter, Ornithopter, Grizzly Bears, Savannah Lions, Sol Ring, Benevolent River Spirit
expect Sol Ring untapped
expect Savannah Lions tapped
expect Alice pool: empty
""")
    assert code == 0, out
