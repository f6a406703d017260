"""'If that spell is countered this way, exile it instead of putting it into its owner's
graveyard.' (CR 608.2c: the later text modifies the counter before it happens; 614.1a,
614.15: a self-replacement effect on where the countered card goes, 701.6a; it applies to
the spell this effect counters only)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Exile Counter Test {1}{U}{U}
Instant
Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.
end
card:
Lapse Test {1}{U}
Instant
Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.
end
card:
Stubborn Bolt Test {R}
Instant
This spell can't be countered.
Stubborn Bolt Test deals 3 damage to any target.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_6a_614_1a_the_countered_card_is_exiled_instead(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Exile Counter Test
Bob hand: Lightning Bolt
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Alice
Bob passes
Alice pool: {U}{U}{U}
Alice casts Exile Counter Test targeting Lightning Bolt
all pass
expect Alice life 20
expect Bob graveyard: nothing
expect Bob exile: Lightning Bolt
expect Alice graveyard: Exile Counter Test
""")
    assert code == 0, out


def test_701_6a_614_1a_the_countered_card_goes_on_top_of_its_library(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Lapse Test
Bob hand: Lightning Bolt
Bob library: Island
turn Bob precombat main
Bob pool: {R}
Bob casts Lightning Bolt targeting Alice
Bob passes
Alice pool: {U}{U}
Alice casts Lapse Test targeting Lightning Bolt
all pass
expect Bob library: Lightning Bolt, Island
expect Bob graveyard: nothing
""")
    assert code == 0, out


def test_608_2c_a_spell_not_countered_goes_to_the_graveyard_as_usual(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Exile Counter Test
Bob hand: Stubborn Bolt Test
turn Bob precombat main
Bob pool: {R}
Bob casts Stubborn Bolt Test targeting Alice
Bob passes
Alice pool: {U}{U}{U}
Alice casts Exile Counter Test targeting Stubborn Bolt Test
all pass
all pass
expect Alice life 17
expect Bob graveyard: Stubborn Bolt Test
expect Bob exile: nothing
""")
    # it can't be countered (101.2), so it isn't countered this way: it resolves, and then goes
    # to the graveyard like any resolved instant (608.2n), the replacement having ended
    assert code == 0, out
