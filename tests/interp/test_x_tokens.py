""""Create an X/X ... token" (CR 107.3: X is the value the spell or ability gave it, or ", where X
is ...", counted as the token is created, 608.2h). Before, the token kept "X" as its power and
toughness: a creature with no numbers, which never died of damage."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Test Ooze Call {X}{G}
Sorcery
Create an X/X green Ooze creature token.
end
card:
Test Crowd Call {2}{W}
Sorcery
Create an X/X white Spirit creature token, where X is the number of creatures you control.
end
"""


def test_107_3_x_of_the_spell(tmp_path):
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Ooze Call
turn Alice precombat main
Alice pool: {C}{C}{C}{G}
Alice casts Test Ooze Call with X = 3
all pass
expect Ooze Token power 3
expect Ooze Token toughness 3
""")
    assert code == 0, out


def test_107_3_x_zero_makes_a_0_0_that_dies(tmp_path):
    # X = 0: a 0/0 creature is put into its owner's graveyard (704.5f); a token there ceases to exist (704.5d)
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Ooze Call
turn Alice precombat main
Alice pool: {G}
Alice casts Test Ooze Call with X = 0
all pass
""")
    assert code == 0, out
    assert not [o for o in r.game.objects.values() if o.zone == "battlefield"]


def test_608_2h_where_x_is_counted_as_the_token_is_created(tmp_path):
    # two creatures before the token: a 2/2 (the token is not yet among them)
    code, r, out = run_script(tmp_path, CARDS + """Alice hand: Test Crowd Call
Alice battlefield: Grizzly Bears, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{W}
Alice casts Test Crowd Call
all pass
expect Spirit Token power 2
expect Spirit Token toughness 2
""")
    assert code == 0, out
