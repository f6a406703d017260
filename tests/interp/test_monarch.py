"""The monarch (CR 724), with real card text: "you become the monarch"; the monarch
draws a card at the beginning of their end step; a creature dealing combat damage to
the monarch makes its controller the monarch (724.2); one monarch at a time (724.3)."""
from __future__ import annotations

from interp_helpers import run_script

PALACE_SENTINELS = """card:
Palace Sentinels {3}{W}
Creature — Human Soldier
When Palace Sentinels enters the battlefield, you become the monarch.
2/4
end
"""


def test_724_the_monarch_draws_at_end_step_and_is_taken_by_combat_damage(tmp_path):
    code, r, out = run_script(tmp_path, PALACE_SENTINELS + """players Alice 20, Bob 20
Alice hand: Palace Sentinels
Alice library: Island, Island
Bob battlefield: Grizzly Bears
Bob library: Forest, Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{W}
Alice casts Palace Sentinels
all pass
all pass
advance to Alice's end step
all pass
expect Alice hand: Island
advance to Bob's declare attackers
Bob attacks Alice with Grizzly Bears
advance to Bob's combat damage
all pass
all pass
expect Alice life 18
advance to Bob's end step
all pass
expect Bob hand: Forest, Forest
""")
    assert code == 0, out
    g = r.game
    assert g.monarch == g.pid("Bob")
    assert not g.players[g.pid("Alice")].monarch   # 724.3: one monarch at a time
