"""Revealing a hand (CR 701.20a: shown to all players, the cards stay in the hand),
then a card chosen from it (608.2c) that the player discards (701.9a)."""
from __future__ import annotations

from interp_helpers import asked, run_script

CARDS = """card:
Pilfer {1}{B}
Sorcery
Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_20a_the_caster_chooses_a_nonland_card_from_the_revealed_hand(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Pilfer, Shock
Bob hand: Forest, Lightning Bolt, Grizzly Bears
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Pilfer targeting Bob
all pass
  Alice chooses choose: Grizzly Bears
expect Bob hand: Forest, Lightning Bolt
expect Bob graveyard: Grizzly Bears
expect Alice hand: Shock
expect log: "Bob reveals their hand: Forest, Lightning Bolt, Grizzly Bears"
""")
    assert code == 0, out
    # only Bob's nonland cards could be chosen (not the Forest, not Alice's Shock)
    d = asked(r, "choose")[0]
    assert d.player == r.game.pid("Alice")
    assert sorted(r.game.name_of(o) for o in d.options) == ["Grizzly Bears", "Lightning Bolt"]


def test_701_20a_a_hand_of_lands_only_nothing_is_discarded(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Pilfer
Bob hand: Forest, Island
turn Alice precombat main
Alice pool: {B}{B}
Alice casts Pilfer targeting Bob
all pass
expect Bob hand: Forest, Island
expect Bob graveyard: nothing
""")
    assert code == 0, out
