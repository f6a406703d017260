""""Draw three cards. Then discard two cards unless you discard an artifact card." (CR 701.9a:
the player chooses the cards discarded; 608.2d: the choice the instruction offers — one
artifact card, or two cards — is made as it is followed). Before, this could not run ("no
effect handler for DiscardUnless")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Thirst Test {2}{U}
Instant
Draw three cards. Then discard two cards unless you discard an artifact card.
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


def test_608_2d_one_artifact_card_instead_of_two_cards(tmp_path):
    # her one artifact card is the only card she may discard this way (no question asked)
    code, r, out = run(tmp_path, """Alice hand: Thirst Test
Alice library: Island, Ornithopter, Forest
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Thirst Test
all pass
  Alice chooses may: yes
expect Alice graveyard: Thirst Test, Ornithopter
expect Alice hand: Island, Forest
""")
    assert code == 0, out


def test_608_2d_two_cards_when_she_chooses_so(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Thirst Test
Alice library: Island, Ornithopter, Forest
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Thirst Test
all pass
  Alice chooses may: no
  Alice chooses discard: Island
  Alice chooses discard: Forest
expect Alice hand: Ornithopter
""")
    assert code == 0, out


def test_701_9a_no_artifact_card_two_cards_without_a_question(tmp_path):
    # no artifact card in hand: nothing to choose between, she discards two cards (not asked "may")
    code, r, out = run(tmp_path, """Alice hand: Thirst Test
Alice library: Island, Mountain, Forest
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Thirst Test
all pass
  Alice chooses discard: Island
  Alice chooses discard: Forest
expect Alice hand: Mountain
""")
    assert code == 0, out
    assert not [d for d, _, _ in r.chooser.asked if d.kind == "may"]
