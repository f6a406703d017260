""""Return this card from your graveyard ..." (CR 113.6m): an ability whose effect
moves its object out of a zone functions only in that zone."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Reassembling Skeleton {1}{B}
Creature — Skeleton Warrior
{1}{B}: Return this card from your graveyard to the battlefield tapped.
1/1
end
card:
Squee, Goblin Nabob {2}{R}
Legendary Creature — Goblin
At the beginning of your upkeep, you may return this card from your graveyard to your hand.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_113_6m_activated_from_the_graveyard(tmp_path):
    code, r, out = run(tmp_path, """Alice graveyard: Reassembling Skeleton
turn Alice precombat main
Alice pool: {B}{B}
Alice activates Reassembling Skeleton
all pass
expect Alice battlefield: Reassembling Skeleton
expect Reassembling Skeleton tapped
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_113_6m_not_activated_from_the_battlefield(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Reassembling Skeleton
turn Alice precombat main
Alice pool: {B}{B}
expect refused "isn't in a graveyard": Alice activates Reassembling Skeleton
""")
    assert code == 0, out


def test_113_6m_a_trigger_from_the_graveyard(tmp_path):
    # Squee in the graveyard triggers at the beginning of Alice's upkeep; on the
    # battlefield the ability doesn't function (nothing to answer there)
    code, r, out = run(tmp_path, """Alice graveyard: "Squee, Goblin Nabob"
Bob battlefield: "Squee, Goblin Nabob"
Alice library: Island, Island
Bob library: Island, Island
turn Bob precombat main
advance to Alice's upkeep
all pass
  Alice chooses may: yes
expect Alice hand: "Squee, Goblin Nabob"
expect Alice graveyard: nothing
advance to Bob's upkeep
expect stack: nothing
""")
    assert code == 0, out
