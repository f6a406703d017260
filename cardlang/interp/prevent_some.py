"""Static prevention of part of each damage event (CR 615.1a, 615.7): "If a source would
deal damage to you, prevent 1 of that damage.", "If a red source would deal damage to you,
prevent 2 of that damage.", "If a source would deal damage to a Cleric creature you control,
prevent 1 of that damage.", "If a source would deal damage to equipped creature, prevent X of
that damage, where X is the number of creatures you control.", "If a source would deal
damage to a player, you may prevent X of that damage, where X is ..." (the controller of
the static ability chooses, 615.7: a prevention effect may be optional).

Each time damage matching it would be dealt, the effect prevents that much of it (it isn't
used up; 615.7 with no "next"); X is counted as the damage would be dealt (611.3a).  The
source is matched as it is then (a source that has left, as it last existed: 609.7b)."""
from __future__ import annotations

from cardlang.kernel import ReplacementEffect, StaticAbility
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Env, Unrunnable, handles


def _recipient(ref, env):
    """"you", "equipped creature", "a Cleric creature you control", "a player" -> fn(game,
    source object, id) -> bool."""
    from .prevention_more import _static_matcher
    from .targets import filter_pred
    if isinstance(ref, A.Quantified) and isinstance(ref.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, _ = filter_pred(ref.filter, env)
        return lambda g, o, i: i is not None and (i in g.players or i in g.objects) and pred(g, static_context(o), i)
    return _static_matcher(ref, env)


def _source(ref, env):
    """"a source", "a red source", "a creature", "a source an opponent controls" ->
    fn(game, ctx, id) -> bool."""
    from .targets import filter_pred
    if not (isinstance(ref, A.Quantified) and isinstance(ref.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(ref, "these sources of damage")
    pred, _ = filter_pred(ref.filter, env)
    return lambda g, c, i: i is not None and (i in g.objects or i in g.lki) and pred(g, c, i)


def _amount(node, env):
    from .targets import amount
    if node.where is not None:
        if not isinstance(node.where, A.WhereX) or not isinstance(node.amount, A.X):
            raise Unrunnable(node.where, f"the clause {type(node.where).__name__}")
        return amount(node.where.quantity, env)
    return amount(node.amount, env)


def _prevent_some(node, env: Env, optional: bool):
    if not isinstance(node.to, A.DamageTo):
        raise Unrunnable(node.to, "this damage scope")
    to = _recipient(node.to.recipient, env)
    source = _source(node.source, env)
    n = _amount(node, env)
    text = env.data.get("text", "")
    name = env.card_name

    def reps(g, o):
        ctx = static_context(o)

        def applies(gg, e):
            return (e.kind == "damage" and e.amount > 0 and to(gg, o, e.recipient)
                    and source(gg, ctx, e.source))

        def replace(gg, e):
            k = min(max(0, n(gg, ctx)), e.amount)
            if k and optional:
                d = Decision("may", f"prevent {k} of the damage {gg.name_of(e.source)} would deal to "
                             f"{gg.name_of(e.recipient)}? ({name})", o.controller, ["yes", "no"], rule="615.7")
                if gg.ask(d) not in ("yes", True, 0):
                    return e
            if k:
                e.amount -= k
                gg.note(f"{name} prevents {k} damage", rule="615.7")
            return e if e.amount > 0 else None
        return [ReplacementEffect(name=f"{name} ({text})", applies=applies, replace=replace, prevention=True)]
    return StaticAbility(replacements=reps, text=text)


@handles(A.PreventSomeDamageFrom, role="static")
def prevent_some(node: A.PreventSomeDamageFrom, env: Env):
    return _prevent_some(node, env, optional=False)


@handles(A.MayPreventSomeDamageFrom, role="static")
def may_prevent_some(node, env: Env):
    return _prevent_some(node, env, optional=True)
