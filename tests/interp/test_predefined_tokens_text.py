"""Predefined tokens compiled from their CR 111.10 text: a Blood token (111.10g) is a
colorless Blood artifact with "{1}, {T}, Discard a card, Sacrifice this token: Draw a
card."; a Shard (111.10e), a Lander (111.10u)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Blood Servitor {3}
Artifact Creature — Construct
When this creature enters, create a Blood token.
2/2
end
card:
Shard Maker {1}{U}
Sorcery
Create a Shard token.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_111_10g_a_blood_token_and_its_ability(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Blood Servitor, Island, Forest
Alice library: Mountain, Plains
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Blood Servitor
all pass
all pass
expect Alice battlefield: Blood Servitor, Blood
expect Blood types: Artifact — Blood
expect Blood colors: colorless
Alice pool: {C}
Alice activates Blood
  Alice chooses discard: Island
all pass
expect Alice graveyard: Island
expect Alice hand: Forest, Mountain
expect Alice battlefield: Blood Servitor
""")
    assert code == 0, out


def test_111_10g_the_discard_is_a_cost_without_a_card_it_cant_be_activated(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Blood Servitor
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Blood Servitor
all pass
all pass
Alice pool: {C}
expect refused "can't be paid": Alice activates Blood
expect Alice battlefield: Blood Servitor, Blood
""")
    assert code == 0, out


def test_111_10e_a_shard_token_scries_then_draws(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Shard Maker
Alice library: Mountain, Plains
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Shard Maker
all pass
expect Shard types: Enchantment — Shard
Alice pool: {C}{C}
Alice activates Shard
all pass
  Alice chooses scry: Mountain
expect Alice hand: Plains
expect Alice library: Mountain
""")
    assert code == 0, out
