"""Mana that a triggered ability adds because a permanent was tapped for mana (CR
106.12a, 605.1b: a triggered mana ability, resolving at once, 605.4a):

* "add an additional {B}" (``AdditionalMana``): that mana, added to the pool;
* "one mana of any type that land produced" (``AddAnyTypeProduced``): one of the types
  of mana the mana ability that triggered it produced (the player adding it chooses
  when there were several);
* "that player adds ..." (``PlayerAddsMana``): to that player's pool.

``AddMana`` keeps its handler (interp/mana.py) for every other kind of mana."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import HANDLERS, Env, Unrunnable, handles
from .targets import amount, resolver

_plain_add_mana = HANDLERS[("effect", A.AddMana)]   # interp/mana.py's handler


def _produced(p, env: Env):
    """-> fn(game, ctx, player) -> list of mana type letters."""
    if isinstance(p, A.AdditionalMana) and isinstance(p.produced, (A.AddAnyColor, A.AddAnyOneColor)):
        # "an additional one mana of any color": the player adding it chooses the color
        from .mana import produced
        make = produced(A.AddMana(p.produced), env)

        def any_color(g, c, player):
            saved, c.controller = c.controller, player
            try:
                return make(g, c)
            finally:
                c.controller = saved
        return any_color
    if isinstance(p, A.AdditionalMana):
        inner = p.produced
        if not isinstance(inner, A.AddSymbols):
            raise Unrunnable(inner, "this additional mana")
        out = []
        for s in inner.cost.symbols:
            if s.symbol in ("W", "U", "B", "R", "G", "C"):
                out.append(s.symbol)
            else:
                raise Unrunnable(s, f"adding {{{s.symbol}}}")
        return lambda g, c, p: list(out)
    if isinstance(p, A.AddAnyTypeProduced):
        from .mana import _ask_color
        n = amount(p.amount, env)

        def any_type(g, c, player):
            types = tuple(dict.fromkeys((c.data.get("occurrence") or {}).get("produced") or ()))
            if not types:
                return []    # it produced no mana: there is no type to choose
            saved, c.controller = c.controller, player
            try:
                return [_ask_color(g, c, types) for _ in range(n(g, c))]
            finally:
                c.controller = saved
        return any_type
    raise Unrunnable(p, f"the mana {type(p).__name__}")


@handles(A.AddMana)
def _add_mana(node, env: Env):
    if not isinstance(node.produced, (A.AdditionalMana, A.AddAnyTypeProduced)):
        return _plain_add_mana(node, env)
    make = _produced(node.produced, env)
    return lambda g, c: g.add_mana(c.controller, make(g, c, c.controller), source=c.source)


@handles(A.PlayerAddsMana)
def _player_adds_mana(node, env: Env):
    who = resolver(node.player, env)
    make = _produced(node.produced, env)

    def run(g, c):
        for p in who(g, c):
            if p in g.players:
                g.add_mana(p, make(g, c, p), source=c.source)
    return run
