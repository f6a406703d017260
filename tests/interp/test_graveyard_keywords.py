"""Keywords that work from a graveyard: mayhem (CR 702.187b: cast from the graveyard
for its mayhem cost if discarded this turn) and recover (702.59a: a triggered ability
in the graveyard); played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Electro's Bolt {2}{R}
Sorcery
Electro's Bolt deals 4 damage to target creature.
Mayhem {1}{R} (You may cast this card from your graveyard for {1}{R} if you discarded it this turn. Timing rules still apply.)
end
card:
Tormenting Voice {1}{R}
Sorcery
As an additional cost to cast this spell, discard a card.
Draw two cards.
end
card:
Icefall {2}{R}{R}
Sorcery
Destroy target artifact or land.
Recover {R}{R} (When a creature is put into your graveyard from the battlefield, you may pay {R}{R}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_187b_mayhem_after_discarding_it_this_turn(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Tormenting Voice, Electro's Bolt
Alice library: Island, Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{C}
Alice casts Tormenting Voice
resolve
Alice pool: {R}{C}
Alice casts Electro's Bolt using mayhem targeting Craw Wurm
resolve
expect Bob graveyard: Craw Wurm
expect Alice graveyard: Tormenting Voice, Electro's Bolt
""")
    assert code == 0, out


def test_702_187b_mayhem_only_the_turn_it_was_discarded(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Electro's Bolt
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {R}{C}
expect refused "wasn't discarded this turn": Alice casts Electro's Bolt using mayhem targeting Craw Wurm
expect Alice graveyard: Electro's Bolt
expect Alice pool: {R}, {C}
""")
    assert code == 0, out


def test_702_59a_recover_paid_returns_it_to_hand(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Icefall
Alice battlefield: Grizzly Bears
Alice hand: Lightning Bolt
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears
resolve
Alice pool: {R}{R}
resolve
  Alice chooses may: yes
expect Alice hand: Icefall
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_59a_recover_not_paid_exiles_it_and_an_opponents_creature_doesnt_trigger(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Icefall
Alice battlefield: Grizzly Bears
Bob battlefield: Grizzly Bears
Alice hand: Lightning Bolt, Lightning Bolt
turn Alice precombat main
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears#2
resolve
expect stack: nothing
Alice pool: {R}
Alice casts Lightning Bolt targeting Grizzly Bears
resolve
resolve
  Alice chooses may: no
expect Alice exile: Icefall
expect Alice graveyard: Lightning Bolt, Lightning Bolt, Grizzly Bears
""")
    assert code == 0, out
