"""Emblems (CR 114): 'You get an emblem with "..."' puts an emblem into the command zone
(114.1), owned and controlled by the player who gets it (114.2); its abilities function
there (114.4) and it stays there for the rest of the game, whatever happens to its source."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Emblem Walker Test {2}{G}{G}
Legendary Planeswalker — Test
[+1]: You gain 1 life.
[−2]: You get an emblem with "Creatures you control get +1/+1."
[−3]: Target opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."
Loyalty: 5
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_114_4_an_emblems_static_ability_functions_from_the_command_zone(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Emblem Walker Test with 5 loyalty counters, Grizzly Bears
Bob battlefield: Serra Angel
turn Alice precombat main
Alice activates Emblem Walker Test ability 2
all pass
expect Grizzly Bears power 3
expect Serra Angel power 4
expect Emblem Walker Test counters: 3 loyalty
expect command: emblem from Emblem Walker Test
""")
    # "Creatures you control": the emblem's controller's creatures (114.2), not Bob's
    assert code == 0, out
    assert "Alice gets an emblem from Emblem Walker Test" in out, out


def test_114_1_the_emblem_outlasts_its_source(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Emblem Walker Test with 5 loyalty counters, Grizzly Bears
Alice hand: Lightning Bolt
turn Alice precombat main
Alice activates Emblem Walker Test ability 2
all pass
Alice pool: {R}
Alice casts Lightning Bolt targeting Emblem Walker Test
all pass
expect Alice graveyard: Emblem Walker Test, Lightning Bolt
expect Grizzly Bears power 3
""")
    assert code == 0, out


def test_114_2_a_target_opponent_gets_the_emblem_and_is_its_you(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Emblem Walker Test with 5 loyalty counters
Alice library: Island, Island
Bob library: Island, Island
turn Alice precombat main
Alice activates Emblem Walker Test ability 3 targeting Bob
all pass
advance to Bob's upkeep
all pass
expect Bob life 19
expect Alice life 20
""")
    # the trigger is Bob's ("your upkeep" and "you" are the emblem's controller's, 114.2)
    assert code == 0, out
