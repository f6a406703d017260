"""References to objects an earlier part of the same spell or ability acted on
(CR 608.2c): "the sacrificed creature" (its last known information, 608.2h), "the
exiled card" (the card in exile, 400.7), paid as a cost (601.2h, 602.2b)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Bloodshot Cyclops {5}{R}
Creature — Giant
{T}, Sacrifice a creature: Bloodshot Cyclops deals damage equal to the sacrificed creature's power to any target.
4/4
end
card:
Corpse Lunge {2}{B}
Instant
As an additional cost to cast this spell, exile a creature card from your graveyard.
Corpse Lunge deals damage equal to the exiled card's power to target creature.
end
card:
Call for Blood {4}{B}
Instant
As an additional cost to cast this spell, sacrifice a creature.
Target creature gets -X/-X until end of turn, where X is the sacrificed creature's power.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2h_the_sacrificed_creatures_power_is_its_last_known_power(tmp_path):
    # Grizzly Bears with two +1/+1 counters is a 4/4 as it's sacrificed (602.2b: the cost is
    # paid as the ability is activated); in the graveyard it's a 2/2 card. The ability uses
    # the creature as it last existed on the battlefield (608.2h): 4 damage.
    code, r, out = run(tmp_path, """Alice battlefield: Bloodshot Cyclops, Grizzly Bears with 2 +1/+1 counters, Savannah Lions
turn Alice precombat main
Alice activates Bloodshot Cyclops targeting Bob
  Alice chooses sacrifice: Grizzly Bears
all pass
expect Bob life 16
expect Alice graveyard: Grizzly Bears
expect Alice battlefield: Bloodshot Cyclops, Savannah Lions
""")
    assert code == 0, out


def test_601_2h_the_card_exiled_as_an_additional_cost(tmp_path):
    # Corpse Lunge: Craw Wurm (6/4) exiled from the graveyard as the spell is cast; the spell
    # deals 6 damage to Bob's Craw Wurm (toughness 4), which is destroyed (704.5g)
    code, r, out = run(tmp_path, """Alice hand: Corpse Lunge
Alice graveyard: Craw Wurm, Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{B}
Alice casts Corpse Lunge targeting Craw Wurm
  Alice chooses exile: Craw Wurm
all pass
expect log: "Corpse Lunge deals 6 damage to Craw Wurm"
expect Alice exile: Craw Wurm
expect Alice graveyard: Grizzly Bears, Corpse Lunge
expect Bob graveyard: Craw Wurm
""")
    assert code == 0, out


def test_608_2c_the_creature_sacrificed_to_cast_the_spell(tmp_path):
    # Call for Blood: Savannah Lions (2/1) sacrificed as the additional cost; Craw Wurm gets -2/-2
    code, r, out = run(tmp_path, """Alice hand: Call for Blood
Alice battlefield: Savannah Lions, Grizzly Bears
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}{B}{B}{B}
Alice casts Call for Blood targeting Craw Wurm
  Alice chooses sacrifice: Savannah Lions
all pass
expect Craw Wurm power 4
expect Craw Wurm toughness 2
expect Alice battlefield: Grizzly Bears
""")
    assert code == 0, out
