"""Encore (702.141a): exile the card from the graveyard to create, for each opponent,
a token copy with haste that attacks that opponent this turn if able (508.1d) and
is sacrificed at the beginning of the next end step; played through real card
text."""
from __future__ import annotations

import pytest

from cardlang.kernel import RulesError
from cardlang.kernel.restrictions import ATTACKS_EACH_COMBAT
from interp_helpers import run_script

CARDS = """card:
Impulsive Pilferer {R}
Creature — Goblin Pirate
When this creature dies, create a Treasure token. (It's an artifact with "{T}, Sacrifice this token: Add one mana of any color.")
Encore {3}{R} ({3}{R}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_141a_encore_token_attacks_with_haste_then_is_sacrificed(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice graveyard: Impulsive Pilferer
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice activates Impulsive Pilferer
resolve
expect Alice exile: Impulsive Pilferer
expect Alice battlefield: Grizzly Bears, Impulsive Pilferer
expect refused "attacks each combat if able": Alice attacks Bob with Grizzly Bears
Alice attacks Bob with Impulsive Pilferer   # it entered this turn: it can only with haste (302.6)
advance to postcombat main
expect Bob life 19
advance to end step
resolve
resolve
expect Alice battlefield: Grizzly Bears, Treasure
""")
    assert code == 0, out


def test_702_141a_one_token_per_opponent_each_must_attack_its_opponent(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20, Carol 20
Alice library: Island
Alice graveyard: Impulsive Pilferer
turn Alice precombat main
Alice pool: {R}{C}{C}{C}
Alice activates Impulsive Pilferer
resolve
""")
    assert code == 0, out
    g = r.game
    alice, bob, carol = g.pid("Alice"), g.pid("Bob"), g.pid("Carol")
    toks = [i for i in g.battlefield() if g.name_of(i) == "Impulsive Pilferer"]
    assert len(toks) == 2
    must = {t: next(x.defender for x in g.active_restrictions() if x.kind == ATTACKS_EACH_COMBAT and x.applies(g, t))
            for t in toks}
    assert sorted(must.values()) == sorted([bob, carol])
    g.goto("declare_attackers", alice)
    swapped = {t: (carol if d == bob else bob) for t, d in must.items()}
    with pytest.raises(RulesError, match="if able"):
        g.declare_attackers(alice, swapped)   # 508.1d: each must attack its own opponent
    g.declare_attackers(alice, dict(must))
    assert dict(g.combat.attackers) == must
