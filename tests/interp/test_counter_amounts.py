"""Amounts counted from counters and from the greatest value among objects (CR 107.1,
122), and "enters with a counter for each ..." (614.1c), with real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_614_1c_enters_with_a_counter_for_each_zombie_card_in_your_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Diregraf Colossus {2}{B}
Creature — Zombie Giant
This creature enters with a +1/+1 counter on it for each Zombie card in your graveyard.
Whenever you cast a Zombie spell, create a tapped 2/2 black Zombie creature token.
2/2
end
card:
Walking Corpse {1}{B}
Creature — Zombie
2/2
end
players Alice 20, Bob 20
Alice hand: Diregraf Colossus
Alice graveyard: Walking Corpse, Walking Corpse, Grizzly Bears
Bob graveyard: Walking Corpse
turn Alice precombat main
Alice pool: {C}{C}{B}
Alice casts Diregraf Colossus
all pass
expect Diregraf Colossus counters: 2 +1/+1
expect Diregraf Colossus power 4
""")
    assert code == 0, out


def test_122_counters_on_a_sacrificed_source_use_last_known_information(tmp_path):
    # Golden Urn (three charge counters, a fourth from its upkeep trigger) is sacrificed
    # as the cost: "the number of charge counters on this artifact" is counted as it last
    # existed (608.2h): 4 life
    code, r, out = run_script(tmp_path, """card:
Golden Urn {1}
Artifact
At the beginning of your upkeep, you may put a charge counter on this artifact.
{T}, Sacrifice this artifact: You gain life equal to the number of charge counters on this artifact.
end
players Alice 20, Bob 20
Alice battlefield: Golden Urn with 3 charge counters
turn Alice upkeep
all pass
  Alice chooses may: yes
expect Golden Urn counters: 4 charge
Alice activates Golden Urn
all pass
expect Alice life 24
""")
    assert code == 0, out


def test_604_3_cda_greatest_mana_value_among_creatures_you_control(tmp_path):
    # Dodgy Jalopy's power is the highest mana value among creatures Alice controls:
    # Craw Wurm (6) over Grizzly Bears (2); Bob's Shivan Dragon doesn't count
    code, r, out = run_script(tmp_path, """card:
Dodgy Jalopy {2}{G}
Artifact — Vehicle
Trample
Dodgy Jalopy's power is equal to the highest mana value among creatures you control.
Crew 3
Scavenge {2}{G} ({2}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)
*/5
end
players Alice 20, Bob 20
Alice battlefield: Dodgy Jalopy, Grizzly Bears, Craw Wurm
Bob battlefield: Shivan Dragon
turn Alice precombat main
expect Dodgy Jalopy power 6
expect Dodgy Jalopy toughness 5
""")
    assert code == 0, out
