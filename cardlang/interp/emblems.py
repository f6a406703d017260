"""'You get an emblem with "..."' (CR 114.1: the emblem goes to the command zone with the
quoted abilities; 114.4: they function there).  The abilities are compiled once, like a
token's quoted abilities; "this emblem" in them is the emblem, their source."""
from __future__ import annotations

from cardlang.kernel.emblems import create_emblem
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles


@handles(A.GetEmblem, A.GetEmblemWithAbilities, role="sentence")
def get_emblem(node, env: Env):
    from cardlang.syntax import to_text
    from .statics import quoted_abilities
    from .targets import resolver
    # "You get ..." / "Target opponent gets ...": that player owns and controls it (114.2),
    # the "you" of its abilities
    players = None if isinstance(node.who, A.You) else resolver(node.who, env)
    if to_text(node.noun).lower() != "emblem":
        raise Unrunnable(node.noun, "getting something other than an emblem")
    quoted = (node.abilities.first, node.abilities.second) if isinstance(node, A.GetEmblemWithAbilities) \
        else (node.ability,)
    abilities = [a for q in quoted for a in quoted_abilities(q, env)]

    def run(g, c):
        for p in (c.controller,) if players is None else players(g, c):
            if p in g.players:
                create_emblem(g, p, abilities, g.name_of(c.source))
    return run
