""""Whenever this creature attacks and isn't blocked" (CR 509.1h): it triggers as blockers
are declared, for an attacking creature no creature was declared to block."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Unseen Courier {1}{U}
Creature — Human Rogue
Whenever this creature attacks and isn't blocked, draw a card.
1/1
end
card:
Crypt Stalker {1}{B}
Creature — Snake
Whenever this creature attacks and isn't blocked, defending player loses 2 life.
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_509_1h_an_unblocked_attacker_triggers_as_blockers_are_declared(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Unseen Courier, Crypt Stalker
Alice library: Island, Island
Bob battlefield: Wall of Omens
turn Alice declare attackers
Alice attacks Bob with Unseen Courier, Crypt Stalker
all pass
Bob blocks Crypt Stalker with Wall of Omens
all pass
expect Alice hand: Island
expect Bob life 20
""")
    assert code == 0, out


def test_509_1h_no_blockers_declared_leaves_every_attacker_unblocked(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Crypt Stalker
Bob battlefield: Wall of Omens
turn Alice declare attackers
Alice attacks Bob with Crypt Stalker
all pass
all pass
expect Bob life 20
all pass
expect Bob life 18
advance to Alice's postcombat main
expect Bob life 17
""")
    assert code == 0, out
