"""Filters with characteristics (CR 208 power/toughness, 202.3 mana value) and
token descriptions (111.4)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Blade Banish {2}{W}
Instant
Exile target creature with power 4 or greater.
end
card:
Eliminate {1}{B}
Instant
Destroy target creature or planeswalker with mana value 3 or less.
end
card:
Meltdown {X}{R}
Sorcery
Destroy each artifact with mana value X or less.
end
card:
Sol Ring {1}
Artifact
{T}: Add {C}{C}.
end
card:
Coat of Arms {5}
Artifact
Creatures you control get +1/+1.
end
card:
Courier's Briefcase {G}{W}
Artifact
When Courier's Briefcase enters the battlefield, create a 1/1 green and white Citizen creature token.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_208_target_creature_with_power_4_or_greater(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Blade Banish
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {W}{W}{W}
expect refused "not a legal target": Alice casts Blade Banish targeting Grizzly Bears
Alice casts Blade Banish targeting Craw Wurm
all pass
expect Bob battlefield: Grizzly Bears
expect exile: Craw Wurm
""")
    assert code == 0, out


def test_202_3_target_with_mana_value_3_or_less(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Eliminate
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}
expect refused "not a legal target": Alice casts Eliminate targeting Craw Wurm
Alice casts Eliminate targeting Grizzly Bears
all pass
expect Bob battlefield: Craw Wurm
""")
    assert code == 0, out


def test_107_3_each_artifact_with_mana_value_x_or_less(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Meltdown
Bob battlefield: Sol Ring, Coat of Arms, Grizzly Bears
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Meltdown with X = 1
all pass
expect Bob battlefield: Coat of Arms, Grizzly Bears
expect Bob graveyard: Sol Ring
""")
    assert code == 0, out


def test_111_4_a_two_color_token(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: "Courier's Briefcase"
turn Alice precombat main
Alice pool: {G}{W}
Alice casts "Courier's Briefcase"
all pass
all pass
expect Citizen Token colors: green, white
expect Citizen Token power 1
""")
    assert code == 0, out
