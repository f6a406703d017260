""""<creature> attacks each combat if able." (CR 508.1d): a requirement checked as
attackers are declared -- a creature able to attack must; one that can't (tapped,
summoning sick) needn't.  With real card text."""
from __future__ import annotations

from interp_helpers import run_script

CYCLOPS = """card:
Bloodrock Cyclops {2}{R}
Creature — Cyclops
Bloodrock Cyclops attacks each combat if able.
3/3
end
"""


def test_508_1d_a_creature_able_to_attack_must(tmp_path):
    code, r, out = run_script(tmp_path, CYCLOPS + """players Alice 20, Bob 20
Alice battlefield: Bloodrock Cyclops, Grizzly Bears
turn Alice declare attackers
expect refused "attacks each combat if able": Alice attacks Bob with Grizzly Bears
Alice attacks Bob with Bloodrock Cyclops
expect Bloodrock Cyclops tapped
""")
    assert code == 0, out


def test_508_1d_no_requirement_for_a_creature_unable_to_attack(tmp_path):
    # a tapped Cyclops can't attack (508.1a), so the Bears may attack alone
    code, r, out = run_script(tmp_path, CYCLOPS + """players Alice 20, Bob 20
Alice battlefield: Bloodrock Cyclops tapped, Grizzly Bears
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
expect Grizzly Bears tapped
""")
    assert code == 0, out


def test_508_1d_attacks_this_turn_if_able_from_a_spell(tmp_path):
    # Incite: "Target creature becomes red until end of turn and attacks this turn if able."
    code, r, out = run_script(tmp_path, """card:
Incite {R}
Instant
Target creature becomes red until end of turn and attacks this turn if able.
end
players Alice 20, Bob 20
Alice hand: Incite
Alice battlefield: Grizzly Bears, Savannah Lions
turn Alice beginning of combat
Alice pool: {R}
Alice casts Incite targeting Grizzly Bears
all pass
expect Grizzly Bears colors: red
advance to Alice's declare attackers
expect refused "attacks each combat if able": Alice attacks Bob with Savannah Lions
Alice attacks Bob with Grizzly Bears, Savannah Lions
""")
    assert code == 0, out
