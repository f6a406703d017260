"""Fight (CR 701.14): each creature deals damage equal to its power to the other,
at the same time; if either is gone, neither deals damage."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Prey Upon {G}
Sorcery
Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)
end
card:
Unsummon {U}
Instant
Return target creature to its owner's hand.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_701_14a_each_deals_damage_equal_to_its_power_to_the_other(tmp_path):
    # Craw Wurm 6/4 fights Grizzly Bears 2/2: the Wurm deals 6 to the Bears, the Bears
    # deal 2 to the Wurm (701.14a); the Bears die (704.5g), the Wurm survives with 2 damage
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Prey Upon
Alice battlefield: Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
Alice casts Prey Upon targeting Craw Wurm, Grizzly Bears
all pass
expect log: "Craw Wurm deals 6 damage to Grizzly Bears"
expect log: "Grizzly Bears deals 2 damage to Craw Wurm"
expect Bob graveyard: Grizzly Bears
expect Alice battlefield: Craw Wurm
""")
    assert code == 0, out


def test_701_14a_two_creatures_that_kill_each_other(tmp_path):
    # Savannah Lions 2/1 fights Grizzly Bears 2/2: both damages are dealt at once, so both die
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Prey Upon
Alice battlefield: Savannah Lions
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
Alice casts Prey Upon targeting Savannah Lions, Grizzly Bears
all pass
expect Alice graveyard: Prey Upon, Savannah Lions
expect Bob graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_701_14b_no_fight_when_one_creature_has_left(tmp_path):
    # Bob returns his Grizzly Bears in response: one target is illegal, the spell still
    # resolves for the other (608.2b), but with one creature gone neither deals damage (701.14b)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Prey Upon
Alice battlefield: Savannah Lions
Bob hand: Unsummon
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
Alice casts Prey Upon targeting Savannah Lions, Grizzly Bears
Alice passes
Bob pool: {U}
Bob casts Unsummon targeting Grizzly Bears
all pass
all pass
expect Bob hand: Grizzly Bears
expect Alice battlefield: Savannah Lions
expect Alice graveyard: Prey Upon
""")
    assert code == 0, out
    assert "Unsummon" in out and "deals 2 damage" not in out   # the log is printed: no fight damage
