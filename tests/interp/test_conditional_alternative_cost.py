""""If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost."
-- an alternative cost usable only while its condition holds as the spell is cast (CR
118.9, 601.2b). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

SNUFF_OUT = """card:
Snuff Out {3}{B}
Instant
If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.
Destroy target nonblack creature. It can't be regenerated.
end
"""


def test_118_9_condition_holds_pay_life_instead(tmp_path):
    code, r, out = run_script(tmp_path, SNUFF_OUT + """players Alice 20, Bob 20
Alice hand: Snuff Out
Alice battlefield: Swamp
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice casts Snuff Out using alternative cost targeting Grizzly Bears
all pass
expect Alice life 16
expect Bob graveyard: Grizzly Bears
expect Swamp untapped
""")
    assert code == 0, out


def test_601_2b_condition_false_the_alternative_cost_is_refused(tmp_path):
    code, r, out = run_script(tmp_path, SNUFF_OUT + """players Alice 20, Bob 20
Alice hand: Snuff Out
Alice battlefield: Island
Bob battlefield: Grizzly Bears
turn Alice precombat main
expect refused "601.2b": Alice casts Snuff Out using alternative cost targeting Grizzly Bears
expect Alice life 20
expect Alice hand: Snuff Out
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out


AVATAR = """card:
Avatar of Fury {6}{R}{R}
Creature — Avatar
If an opponent controls seven or more lands, this spell costs {6} less to cast.
Flying
{R}: Avatar of Fury gets +1/+0 until end of turn.
6/6
end
"""


def test_601_2f_if_condition_holds_the_spell_costs_less(tmp_path):
    code, r, out = run_script(tmp_path, AVATAR + """players Alice 20, Bob 20
Alice hand: Avatar of Fury
Bob battlefield: 7 Mountain
turn Alice precombat main
Alice pool: {R}{R}
Alice casts Avatar of Fury
all pass
expect Alice battlefield: Avatar of Fury
""")
    assert code == 0, out


def test_601_2f_if_condition_fails_the_full_cost_is_due(tmp_path):
    code, r, out = run_script(tmp_path, AVATAR + """players Alice 20, Bob 20
Alice hand: Avatar of Fury
Bob battlefield: 6 Mountain
turn Alice precombat main
Alice pool: {R}{R}
expect refused "{6}{R}{R}": Alice casts Avatar of Fury
expect Alice hand: Avatar of Fury
""")
    assert code == 0, out
