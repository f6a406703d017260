"""Delayed triggered abilities with a duration that an effect creates (CR 603.7a-c,
611.2a): "Whenever a creature dies this turn, ...", "Until end of turn, whenever ...,
..."; they trigger each time until the duration ends (603.7b).  One that adds mana is a
triggered mana ability (605.1b, 605.4a)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Grim Frenzy {1}{B}{B}
Sorcery
All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.
end
card:
Flood Tide {U}
Instant
Until end of turn, whenever a player taps an Island for mana, that player adds an additional {U}.
end
card:
Keen Insight {2}{G}
Instant
Choose target creature you control. Whenever that creature deals combat damage to a player this turn, draw that many cards.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_603_7b_whenever_a_creature_dies_this_turn_each_one(tmp_path):
    # two 2/2s die at once: two triggers (603.2c); the 6/4 survives
    code, r, out = run(tmp_path, """Alice hand: Grim Frenzy
Alice battlefield: Grizzly Bears
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{C}
Alice casts Grim Frenzy
all pass
  Alice orders triggers: "Whenever a creature dies this turn, you gain 1 life.", "Whenever a creature dies this turn, you gain 1 life."
all pass
all pass
expect Alice life 22
""")
    assert code == 0, out


def test_611_2a_until_end_of_turn_mana_at_once(tmp_path):
    # each Island tapped this turn adds an extra {U} at once (605.4a); the Forest doesn't
    code, r, out = run(tmp_path, """Alice hand: Flood Tide
Alice battlefield: Island, Island, Forest
Bob battlefield: Island
Bob library: Island
Alice library: Island
turn Alice precombat main
Alice pool: {U}
Alice casts Flood Tide
all pass
Alice activates Island
expect stack: nothing
expect Alice pool: {U}, {U}
Alice activates Forest
expect Alice pool: {U}, {U}, {G}
""")
    assert code == 0, out


def test_611_2a_the_effect_ends_with_the_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Flood Tide
Alice battlefield: Island
Bob library: Island
Alice library: Island
turn Alice precombat main
Alice pool: {U}
Alice casts Flood Tide
all pass
advance to Bob's upkeep
Alice activates Island
expect Alice pool: {U}
""")
    assert code == 0, out


def test_603_7c_that_creature_only(tmp_path):
    # the Bears were chosen: their 2 combat damage draws 2; the Lions' damage draws nothing
    code, r, out = run(tmp_path, """Alice hand: Keen Insight
Alice battlefield: Grizzly Bears, Savannah Lions
Alice library: Island, Island, Island, Island
turn Alice precombat main
Alice pool: {G}{C}{C}
Alice casts Keen Insight targeting Grizzly Bears
all pass
advance to Alice's declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
advance to Alice's combat damage
all pass
expect Bob life 16
expect Alice hand: Island, Island
""")
    assert code == 0, out


SPELLS = """card:
Nature Glimpse {G}
Sorcery
Whenever you cast a creature spell this turn, draw a card.
end
card:
Second Chance {1}{W}
Instant
When target creature dies this turn, return that card to the battlefield under its owner's control.
end
"""


def test_603_7a_a_spell_that_is_a_delayed_trigger(tmp_path):
    # after it resolves, each creature spell cast this turn draws a card
    code, r, out = run_script(tmp_path, CARDS + SPELLS + """Alice hand: Nature Glimpse, Grizzly Bears, Savannah Lions
Alice library: Island, Forest
turn Alice precombat main
Alice pool: {G}
Alice casts Nature Glimpse
all pass
Alice pool: {G}{C}
Alice casts Grizzly Bears
all pass
expect Alice hand: Savannah Lions, Island
all pass
Alice pool: {W}
Alice casts Savannah Lions
all pass
all pass
expect Alice hand: Island, Forest
""")
    assert code == 0, out


def test_603_7a_when_target_creature_dies_this_turn(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + SPELLS + """Alice hand: Second Chance
Alice battlefield: Grizzly Bears
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {W}{C}
Alice casts Second Chance targeting Grizzly Bears
all pass
Bob pool: {R}
Alice passes
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
all pass
expect Alice battlefield: Grizzly Bears
expect Alice graveyard: Second Chance
""")
    assert code == 0, out
