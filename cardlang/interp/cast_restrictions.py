"""A card's own restrictions on when it may be cast (CR 601.3): "Cast this spell only during
combat.", "... only during your turn", "... only during the declare attackers step and only if
you've been attacked this step", "... only before the combat damage step", "... only if you
control two or more Vampires", "... only during an opponent's upkeep".  Each is a kernel
:class:`CastRestriction` on the card, checked as a player begins to cast it (from any zone)."""
from __future__ import annotations

from cardlang.kernel import Context
from cardlang.kernel.casting import CastRestriction
from cardlang.kernel.turn import STEPS
from cardlang.syntax import ast as A

from .costs import BEFORE_ATTACKERS, COMBAT_STEPS
from .registry import Env, Unrunnable, handles
from .sentences import CONDITIONS
from .triggers import STEP_NAMES

#: the step words of a restriction -> the kernel's step (500.1)
STEPS_NAMED = {**STEP_NAMES, "declare attackers step": "declare_attackers", "declare blockers step": "declare_blockers",
               "combat damage step": "combat_damage", "end of combat step": "end_combat", "untap step": "untap",
               "precombat main phase": "main1", "main phase": "main1"}

CAST_RESTRICTIONS = (A.CastOnlyDuringCombat, A.CastOnlyAfterCombat, A.CastOnlyDuringYourTurn,
                     A.CastOnlyDuringYourStep, A.CastOnlyDuringStep, A.CastOnlyBeforeStep, A.CastOnlyIf,
                     A.CastOnlyDuringOpponentsTurn, A.CastOnlyDuringOpponentsStep, A.CastOnlyBeforeAttackers)


def is_cast_restriction(s) -> bool:
    if not isinstance(s, A.RestrictionSentence):
        return False
    r = s.restriction
    while isinstance(r, A.RestrictionAnd):
        r = r.restriction
    return isinstance(r, CAST_RESTRICTIONS)


def _step(node) -> str:
    name = getattr(node, "name", None)
    step = STEPS_NAMED.get(name)
    if step is None:
        raise Unrunnable(node, f"the step {name!r}")
    return step


def _test(r, env: Env):
    """A restriction -> test(game, player, card)."""
    yours = lambda g, p, card: g.active_player == p
    if isinstance(r, A.RestrictionAnd):   # "... and only if ...": both (601.3)
        first, also = _test(r.restriction, env), _test(r.also, env)
        return lambda g, p, card: first(g, p, card) and also(g, p, card)
    if isinstance(r, (A.CastOnlyIf, A.OnlyIf)):
        from .sentences import condition
        cond = condition(r.condition, env)
        return lambda g, p, card: bool(cond(g, Context(source=card, controller=p)))
    if isinstance(r, A.CastOnlyDuringCombat):
        return lambda g, p, card: g.step in COMBAT_STEPS   # 506.1
    if isinstance(r, A.CastOnlyAfterCombat):
        after = STEPS[STEPS.index("end_combat") + 1:]
        return lambda g, p, card: g.step in after
    if isinstance(r, A.CastOnlyDuringYourTurn):
        return yours
    if isinstance(r, A.CastOnlyDuringOpponentsTurn):
        return lambda g, p, card: g.active_player != p
    if isinstance(r, A.CastOnlyBeforeAttackers):
        if not isinstance(r.before, A.BeforeAttackers):
            raise Unrunnable(r.before, "this point of the turn")
        return lambda g, p, card: g.step in BEFORE_ATTACKERS   # 508.1
    if isinstance(r, (A.CastOnlyDuringYourStep, A.CastOnlyDuringStep, A.CastOnlyDuringOpponentsStep)):
        step = _step(r.step)
        whose = {A.CastOnlyDuringYourStep: True, A.CastOnlyDuringOpponentsStep: False}.get(type(r))
        return lambda g, p, card: g.step == step and (whose is None or (g.active_player == p) == whose)
    if isinstance(r, A.CastOnlyBeforeStep):
        before = STEPS[:STEPS.index(_step(r.step))]
        return lambda g, p, card: g.step in before
    raise Unrunnable(r, "this restriction on casting")


@handles(A.RestrictionSentence, role="static")
def cast_restriction(s: A.RestrictionSentence, env: Env):
    if not is_cast_restriction(s):
        raise Unrunnable(s, "this restriction as a static ability")
    return CastRestriction(text=env.data.get("text", ""), condition=_test(s.restriction, env))


def been_attacked_this_step(node, env: Env):
    """"if you've been attacked this step" (in the declare attackers step, 508.1: a creature
    was declared attacking you or a planeswalker or battle you control/protect, 506.2)."""
    def test(g, c):
        combat = getattr(g, "combat", None)
        if combat is None or g.step != "declare_attackers":
            return False
        return any(d == c.controller or (d in g.objects and g.chars(d).controller == c.controller)
                   for d in combat.attackers.values())
    return test


CONDITIONS[A.BeenAttackedThisStep] = been_attacked_this_step
