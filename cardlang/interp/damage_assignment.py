"""How a creature assigns its combat damage, as its own static ability: "You may have
this creature assign its combat damage as though it weren't blocked." (604.1: a
rules-modifying static ability; 510.1c is what it changes) -- kernel
``combat.AssignsAsThoughUnblocked``."""
from __future__ import annotations

from cardlang.kernel.combat import AssignsAsThoughUnblocked
from cardlang.syntax import ast as A

from .may_statics import MAY_STATICS
from .registry import Env, Unrunnable


def may_assign_as_though_unblocked(node: A.MayEffect, env: Env):
    eff = node.effect
    if not isinstance(eff.predicate, A.AssignsDamageAsThoughUnblocked) or eff.predicate.duration is not None \
            or eff.for_each is not None or eff.duration is not None:
        raise Unrunnable(node, "this 'may' as a static ability")
    if not isinstance(eff.object, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(eff.object, "another creature assigning its damage")
    return AssignsAsThoughUnblocked(text=env.data.get("text", ""), optional=True)


MAY_STATICS[A.HaveObjectGet] = may_assign_as_though_unblocked
