"""State triggers (CR 603.8): "When there are no creatures on the battlefield, sacrifice ~."

A state-triggered ability triggers as soon as the game state matches its condition (checked
with state-based actions, before a player would receive priority, 117.5) and doesn't trigger
again until it has left the stack."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Task Mage Assembly {2}{R}
Enchantment
When there are no creatures on the battlefield, sacrifice Task Mage Assembly.
{2}: Task Mage Assembly deals 1 damage to target creature. Any player may activate this ability but only as a sorcery.
end
card:
Mazemind Tome {2}
Artifact
{T}, Put a page counter on Mazemind Tome: Scry 1.
{2}, {T}, Put a page counter on Mazemind Tome: Draw a card.
When there are four or more page counters on Mazemind Tome, exile it. If you do, you gain 4 life.
end
card:
Melting Idol {1}
Artifact
Melting Idol enters with two ice counters on it.
{T}: Remove an ice counter from Melting Idol.
When Melting Idol has no ice counters on it, sacrifice it. If you do, you gain 3 life.
end
"""


def play(tmp_path, body):
    code, r, out = run_script(tmp_path, CARDS + body)
    assert code == 0, out
    return r, out


def test_603_8_it_triggers_as_soon_as_the_state_matches(tmp_path):
    r, out = play(tmp_path, """Alice battlefield: Task Mage Assembly
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Task Mage Assembly targeting Savannah Lions
all pass
all pass
expect Alice graveyard: Task Mage Assembly
""")
    # the Lions died (704.5g); then, with no creature left, the state trigger sacrificed it
    assert "When there are no creatures on the battlefield" in out


def test_603_8_it_does_not_trigger_while_the_state_does_not_match(tmp_path):
    r, out = play(tmp_path, """Alice battlefield: Task Mage Assembly, Grizzly Bears
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}
Alice activates Task Mage Assembly targeting Savannah Lions
all pass
expect Alice battlefield: Task Mage Assembly, Grizzly Bears
""")
    assert not r.game.stack_items and not r.game.pending_triggers


def test_603_8_counters_reaching_the_number(tmp_path):
    r, out = play(tmp_path, """Alice battlefield: Mazemind Tome with 3 page counters
Alice library: 3 Island
turn Alice precombat main
Alice activates Mazemind Tome ability 1
all pass
expect Alice exile: Mazemind Tome
expect Alice life 24
all pass
  Alice chooses scry bottom: nothing
""")
    # the fourth counter was put as the cost was paid: the state trigger went on the stack above
    # the scry ability and resolved first (603.8, 117.5)


def test_603_8_has_no_counters_and_triggers_once_until_it_left_the_stack(tmp_path):
    r, out = play(tmp_path, """Alice battlefield: Melting Idol with 1 ice counters
turn Alice precombat main
Alice activates Melting Idol
all pass
""")
    g = r.game
    # the counter removed: the ability triggered once and waits on the stack (603.8)
    assert len(g.stack_items) == 1 and not g.pending_triggers, out
    g.pass_all()
    assert g.players[g.pid("Alice")].life == 23 and g.zone("graveyard", "Alice"), out
