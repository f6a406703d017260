"""Counters (CR 122)."""
from __future__ import annotations

from cardlang.kernel import RulesError
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import amount, for_each_count, resolver


def counter_name(kind) -> str:
    if isinstance(kind, A.KeywordCounter):
        # CR 122.1b: a keyword counter ("a lifelink counter") gives that keyword
        from cardlang.kernel.keyword_counters import ABILITIES, KEYWORD_COUNTERS
        name = getattr(kind.keyword, "name", str(kind.keyword)).lower()
        if name not in KEYWORD_COUNTERS:
            raise Unrunnable(kind, f"a {name} counter (not a keyword counter, 122.1b)")
        if name not in ABILITIES:
            raise Unrunnable(kind, f"a {name} counter")
        return name
    if isinstance(kind, A.CounterKind):
        n = kind.name
        return getattr(n, "text", lambda: str(n))() if hasattr(n, "text") else str(n)
    if isinstance(kind, A.TimeCounterKind):
        return "time"   # CR 702.62a, 702.63a: the counters of suspend and vanishing
    raise Unrunnable(kind, "this counter kind")


@handles(A.PutCounters)
def put_counters(node, env):
    n = amount(node.amount, env)
    kind = counter_name(node.kind)
    # "Put a +1/+1 counter on a creature you control.": the player following the instruction
    # chooses one as it resolves (608.2c: not a target); the decision is named "put"
    saved, env.data["verb"] = env.data.get("verb"), "put"
    try:
        res = resolver(node.target, env)
    finally:
        env.data["verb"] = saved
    env.it = res
    # "put a +1/+1 counter on it for each creature card in your graveyard" (CR 107.1,
    # 608.2h: counted as the instruction is followed) -- never silently dropped
    per = for_each_count(getattr(node, "for_each", None), env)

    def run(g, c):
        times = per(g, c) if per is not None else 1
        for i in res(g, c):
            g.put_counters(i, kind, n(g, c) * times, cause=c.source)
    return run


def _register_keyword_counters() -> None:
    """The keyword counters whose keyword is more than a name the kernel checks
    (CR 122.1b): the abilities the interpreter compiles them to."""
    from cardlang.kernel.keyword_counters import ABILITIES

    from .keywords import simple_keyword
    for name in ("indestructible", "exalted", "decayed"):
        ABILITIES.setdefault(name, simple_keyword(name))


_register_keyword_counters()


def energy_count(energy, env):
    """How many energy counters "{E}{E}" or "that many {E}" / "eight {E}" name (CR 107.14:
    each {E} is one energy counter), as a function of the game and the context."""
    from .targets import amount
    if isinstance(energy, A.EnergySymbols):
        return lambda g, c, k=len(energy.symbols): k
    if isinstance(energy, A.EnergyAmount):
        return amount(energy.amount, env)
    raise Unrunnable(energy, "this amount of energy")


def pay_energy(g, player: int, k: int, source) -> None:
    """CR 107.14, 118.3: paying {E} removes that many energy counters from the player; a
    player with fewer can't pay (refused, nothing removed)."""
    have = g.players[player].counters.get("energy", 0)
    if have < k:
        raise RulesError(f"{g.name_of(player)} has {have} energy, not {k}", "118.3")
    if k:
        g.remove_counters(player, "energy", k, cause=source)


def player_gets_counters(node, env):
    """"Each opponent gets a poison counter.", "You get {E}{E} (two energy counters)."
    (CR 122.1, 122.1f: counters on players; ten or more poison counters lose the game,
    704.5c) -- a one-shot instruction: the players named get the counters."""
    from .targets import _is_player, amount, resolver
    pred = node.predicate
    if node.for_each is not None or node.duration is not None:
        raise Unrunnable(node, "player counters with a rider")
    if isinstance(pred, A.GetsEnergy):
        kind, n = "energy", energy_count(pred.energy, env)
    else:
        kind, n = counter_name(pred.kind), amount(pred.amount, env)
    who = resolver(node.subject, env)

    def run(g, c):
        count = n(g, c)
        for p in who(g, c):
            if _is_player(g, p):     # (the grammar gives this predicate player subjects)
                g.put_counters(p, kind, count, cause=c.source)
    return run
