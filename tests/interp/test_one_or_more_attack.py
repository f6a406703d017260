""""Whenever one or more creatures you control attack" (CR 603.2c, 508.1): one
trigger for the declaration, however many attack; "they" are the attackers it
matches."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Ancestor Test {4}{W}{W}
Creature — Dragon
Whenever one or more creatures you control attack, you gain 1 life for each attacking creature.
5/6
end
card:
Guardian Test {1}{W}{W}
Creature — Angel
Whenever one or more creatures you control attack, they gain indestructible until end of turn.
3/3
end
"""

SETUP = """players Alice 20, Bob 20
Alice library: Island, Island
Bob library: Island, Island
turn Alice declare attackers
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + SETUP + text)


def test_603_2c_one_trigger_for_three_attackers(tmp_path):
    # one trigger: 3 life (1 for each of 3 attackers), not 9
    code, r, out = run(tmp_path, """Alice battlefield: Ancestor Test, Grizzly Bears, Craw Wurm
Alice attacks Bob with Ancestor Test, Grizzly Bears, Craw Wurm
expect stack: "Whenever one or more creatures you control attack, you gain 1 life for each attacking creature."
all pass
expect stack: nothing
expect Alice life 23
""")
    assert code == 0, out


def test_603_2c_no_trigger_when_none_of_yours_attack(tmp_path):
    # Bob's Ancestor: Alice's creatures attacking are not creatures Bob controls
    code, r, out = run(tmp_path, """Alice battlefield: Grizzly Bears
Bob battlefield: Ancestor Test
Alice attacks Bob with Grizzly Bears
expect stack: nothing
expect Bob life 20
""")
    assert code == 0, out


def test_they_are_the_creatures_that_attacked(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Guardian Test, Grizzly Bears, Craw Wurm
Alice attacks Bob with Grizzly Bears, Craw Wurm
all pass
expect Grizzly Bears has indestructible
expect Craw Wurm has indestructible
expect Guardian Test lacks indestructible
""")
    assert code == 0, out


YOU_ATTACK = """card:
Prankster Test {1}{W}
Creature — Human
Whenever you attack, you gain 2 life.
1/1
end
"""


def test_508_3d_whenever_you_attack_triggers_once(tmp_path):
    code, r, out = run_script(tmp_path, YOU_ATTACK + SETUP + """Alice battlefield: Prankster Test, Grizzly Bears, Craw Wurm
Alice attacks Bob with Grizzly Bears, Craw Wurm
all pass
expect stack: nothing
expect Alice life 22
""")
    assert code == 0, out


def test_508_3d_another_players_attack_doesnt_trigger_it(tmp_path):
    code, r, out = run_script(tmp_path, YOU_ATTACK + SETUP + """Alice battlefield: Grizzly Bears
Bob battlefield: Prankster Test
Alice attacks Bob with Grizzly Bears
expect stack: nothing
expect Bob life 20
""")
    assert code == 0, out
