"""Paying a cost as an instruction ("you may pay {2}{R}. If you do, ...", "pay 2
life"; CR 117.12 / 118.3): refused costs aren't paid and the instruction isn't
done ("if you do" is then false, 608.2c)."""
from __future__ import annotations

from cardlang.kernel import RulesError
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import acting_players, amount


@handles(A.PayEffect)
def pay_effect(node, env):
    who = acting_players(node, env)
    cost = node.cost
    if isinstance(cost, A.ManaCost):
        from .costs import compile_cost
        mana = compile_cost(A.Costs((cost,)), env).mana
        if any("X" in m for m in mana):
            raise Unrunnable(cost, "paying {X} as an instruction")

        def pay(g, c, p):
            g.pay_mana(p, mana, cause=c.source)     # 118.3: checked, then paid (or refused, nothing spent)
    elif isinstance(cost, A.LifeAmount):
        n = amount(cost.amount, env)

        def pay(g, c, p):
            k = n(g, c)
            if g.players[p].life < k:      # CR 119.4: only if their life total is at least that
                raise RulesError(f"{g.name_of(p)} can't pay {k} life", "119.4")
            if k > 0:
                g.lose_life(p, k, cause=c.source)
    elif isinstance(cost, (A.EnergySymbols, A.EnergyAmount)):
        from .counters import energy_count, pay_energy
        n = energy_count(cost, env)

        def pay(g, c, p):
            pay_energy(g, p, n(g, c), c.source)     # 107.14: remove that many energy counters
    else:
        raise Unrunnable(cost, f"paying {type(cost).__name__}")

    def run(g, c):
        for p in who(g, c):
            try:
                pay(g, c, p)
            except RulesError as e:
                g.note(f"{g.name_of(p)} doesn't pay: {e}", rule="118.3")
                c.data["did"] = False
                return
        c.data["did"] = True
    return run
