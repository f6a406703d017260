"""Tokens created with a quoted ability (CR 111.4: the effect gives the token its
abilities; "this creature" / "this token" in it is the token itself, 113.7)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Fish Maker {1}{U}
Sorcery
Create a 1/1 blue Fish creature token with "This creature can't be blocked."
end
card:
Construct Maker {2}
Sorcery
Create a 0/0 colorless Construct artifact creature token with "This token gets +1/+1 for each artifact you control."
end
card:
Devil Maker {R}
Sorcery
Create a 1/1 red Devil creature token with "When this creature dies, it deals 1 damage to any target."
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_111_4_the_token_has_the_quoted_ability(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Fish Maker
Alice library: Island, Island
Bob library: Island, Island
Bob battlefield: Craw Wurm
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Fish Maker
all pass
expect Fish Token colors: blue
advance to Bob's upkeep
advance to Alice's declare attackers
Alice attacks Bob with Fish Token
expect refused "can't be blocked": Bob blocks Fish Token with Craw Wurm
""")
    assert code == 0, out


def test_113_7_this_token_is_the_token_itself(tmp_path):
    # two artifacts: Sol Ring and the Construct itself -> 2/2 (a 0/0 alone would die)
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Construct Maker
Alice battlefield: Sol Ring
turn Alice precombat main
Alice pool: {C}{C}
Alice casts Construct Maker
all pass
expect Construct Token power 2
expect Construct Token toughness 2
""")
    assert code == 0, out


def test_111_4_a_quoted_triggered_ability_of_the_token_triggers(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Devil Maker, Lightning Bolt
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Devil Maker
all pass
Alice casts Lightning Bolt targeting Devil Token
all pass
  Alice chooses targets: Bob
all pass
expect Bob life 19
""")
    assert code == 0, out
