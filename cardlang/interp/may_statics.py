"""Static abilities written "You may ..." (CR 604.1: a static ability; the "may" is the
permission it gives).  Each family registers the effects it can run as a permission
in :data:`MAY_STATICS`: "You may have this creature enter as a copy of ..." (copy.py,
706/707.9), "You may cast this card from your graveyard" (cast_permissions.py, 601.3)."""
from __future__ import annotations

from typing import Callable

from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles

#: effect node class -> fn(may_node, env) -> kernel static ability(ies)
MAY_STATICS: dict[type, Callable] = {}


@handles(A.MayEffect, role="static")
def may_static(node: A.MayEffect, env: Env):
    fn = MAY_STATICS.get(type(node.effect))
    if fn is None or not isinstance(node.player, A.You):
        raise Unrunnable(node, "this 'may' as a static ability")
    return fn(node, env)
