""""This land enters tapped unless <condition>." (CR 614.1c, 614.12): a
self-replacement effect; the condition is checked just before the land enters."""
from __future__ import annotations

from interp_helpers import run_script

BLOOMING_MARSH = """card:
Blooming Marsh
Land
This land enters tapped unless you control two or fewer other lands.
{T}: Add {B} or {G}.
end
"""


def test_614_1c_fastland_untapped_with_two_other_lands_tapped_with_three(tmp_path):
    code, r, out = run_script(tmp_path, BLOOMING_MARSH + """players Alice 20, Bob 20
Alice hand: Blooming Marsh
Alice battlefield: Forest, Swamp
Bob battlefield: Island, Island, Island
turn Alice precombat main
Alice plays Blooming Marsh
expect Blooming Marsh untapped
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, BLOOMING_MARSH + """players Alice 20, Bob 20
Alice hand: Blooming Marsh
Alice battlefield: Forest, Swamp, Island
turn Alice precombat main
Alice plays Blooming Marsh
expect Blooming Marsh tapped
""")
    assert code == 0, out


CAMPGROUND = """card:
Abandoned Campground
Land
This land enters tapped unless a player has 13 or less life.
{T}: Add {W} or {U}.
end
"""


def test_614_1c_castle_checks_for_a_plains_you_control_and_campground_any_players_life(tmp_path):
    # Castle Ardenvale: the Plains is Bob's, not Alice's -- tapped; Abandoned Campground:
    # untapped once any player (Bob) is at 13 life or less
    code, r, out = run_script(tmp_path, """card:
Castle Ardenvale
Land
This land enters tapped unless you control a Plains.
{T}: Add {W}.
{2}{W}{W}, {T}: Create a 1/1 white Human creature token.
end
players Alice 20, Bob 14
Alice hand: Castle Ardenvale
Bob battlefield: Plains
turn Alice precombat main
Alice plays Castle Ardenvale
expect Castle Ardenvale tapped
""")
    assert code == 0, out
    for bob_life, state in ((14, "tapped"), (13, "untapped")):
        code, r, out = run_script(tmp_path, CAMPGROUND + f"""players Alice 20, Bob {bob_life}
Alice hand: Abandoned Campground
turn Alice precombat main
Alice plays Abandoned Campground
expect Abandoned Campground {state}
""")
        assert code == 0, out
