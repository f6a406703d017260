"""Prevention of all damage in a scope (CR 615.1a): "Prevent all [combat / noncombat]
damage that would be dealt to <X> / by <X> / to and dealt by <X> [this turn]" -- an
effect of a resolving spell or ability (615.1a, with its duration) or of a static
ability (for as long as its source is on the battlefield, 604.1); "... dealt this turn
by attacking creatures" (a quality of the source, checked as damage would be dealt)."""
from __future__ import annotations

from cardlang.kernel import Context, ReplacementEffect, StaticAbility
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Unrunnable, handles
from .sentences import duration
from .targets import filter_pred, resolver


def _over_filter(ref) -> bool:
    return isinstance(ref, A.AllMatching) or (isinstance(ref, A.Quantified)
                                              and isinstance(ref.quantifier, (A.Each, A.All)))


def _matcher(ref, env):
    """-> make(game, ctx) -> fn(game, id) -> bool: a rule over a filter ("players",
    "creatures you control") is checked when damage would be dealt; any other reference
    (a target, "it") names its objects as the effect begins (608.2c)."""
    if _over_filter(ref):
        pred, _ = filter_pred(ref.filter, env)

        def over_filter(g, c):
            ctx = Context(c.source, c.controller)
            return lambda gg, i: i is not None and (i in gg.players or i in gg.objects) and pred(gg, ctx, i)
        return over_filter
    named = resolver(ref, env)
    env.it = named          # "... dealt to and dealt by target creature. It ..." (608.2c)

    def locked(g, c):
        ids = frozenset(named(g, c))
        return lambda gg, i: i in ids
    return locked


def _static_matcher(ref, env):
    """For a static ability: -> fn(game, source object, id) -> bool, judged now."""
    if isinstance(ref, (A.SelfThis, A.SelfByName)):
        return lambda g, o, i: i == o.id
    if isinstance(ref, (A.EnchantedRef, A.EquippedRef)):
        return lambda g, o, i: o.id in g.objects and g.objects[o.id].attached_to == i
    if isinstance(ref, A.You):
        return lambda g, o, i: i == o.controller
    if _over_filter(ref):
        pred, _ = filter_pred(ref.filter, env)
        return lambda g, o, i: i is not None and (i in g.players or i in g.objects) and pred(g, static_context(o), i)
    raise Unrunnable(ref, "this scope of a static prevention")


def _sources(node, env):
    """"by attacking creatures" -> fn(game, ctx, source id) -> bool, or None."""
    if node is None:
        return None
    if not _over_filter(node):
        raise Unrunnable(node, "these sources of damage")
    pred, _ = filter_pred(node.filter, env)
    return lambda g, c, i: i is not None and i in g.objects and pred(g, c, i)


def _scope_parts(scope):
    if not isinstance(scope, (A.DealtTo, A.DealtBy, A.DealtToAndBy)):
        raise Unrunnable(scope, "this damage scope")
    return scope.what, isinstance(scope, (A.DealtTo, A.DealtToAndBy)), isinstance(scope, (A.DealtBy, A.DealtToAndBy))


def _kind_ok(kind, e) -> bool:
    if e.kind != "damage" or e.amount <= 0:
        return False
    return kind == "all" or (kind == "combat") == bool(e.combat)


def prevent_all_effect(env, kind, scope, dur_node, sources=None):
    if dur_node is None:
        raise Unrunnable(scope, "prevention without a duration")
    dur = duration(dur_node, env)
    if scope is not None:
        what, to, by = _scope_parts(scope)
        match = _matcher(what, env)
    else:
        to = by = False
        match = None
    from_sources = _sources(sources, env)
    name = env.card_name

    def run(g, c):
        m = match(g, c) if match is not None else None
        ctx = Context(c.source, c.controller)

        def applies(gg, e):
            if not _kind_ok(kind, e):
                return False
            if m is not None and not ((to and m(gg, e.recipient)) or (by and m(gg, e.source))):
                return False
            return from_sources is None or from_sources(gg, ctx, e.source)
        g.add_replacement(ReplacementEffect(name=name, applies=applies, replace=lambda gg, e: None,
                                            prevention=True, source=c.source, controller=c.controller,
                                            duration=dur(c)))
    return run


# ("Prevent all [combat] damage that would be dealt to <X> this turn" as effects: prevention_scoped.py)


@handles(A.PreventAllDamageDurationFirst)
def _all_damage_duration_first(node, env):
    return prevent_all_effect(env, "all", node.scope, node.duration)


@handles(A.PreventAllCombatDamageBy)
def _combat_by(node, env):
    """"Prevent all combat damage that would be dealt this turn by attacking creatures.\""""
    return prevent_all_effect(env, "combat", None, node.duration, node.sources)


@handles(A.PreventAllDamageBy)
def _all_by(node, env):
    """"Prevent all damage that would be dealt to you this turn by attacking creatures.\""""
    return prevent_all_effect(env, "all", node.scope, node.duration, node.sources)


# ---- static abilities (604.1): while the source is on the battlefield ---------------------
def _static(node, env, kind):
    if node.duration is not None:
        raise Unrunnable(node.duration, "a static prevention with a duration")
    if isinstance(node.scope, A.DealtToBy):
        return _static_to_by(node, env, kind)
    what, to, by = _scope_parts(node.scope)
    match = _static_matcher(what, env)
    text = env.data.get("text", "")
    name = env.card_name

    def reps(g, o):
        def applies(gg, e, o=o):
            if not _kind_ok(kind, e):
                return False
            return (to and match(gg, o, e.recipient)) or (by and match(gg, o, e.source))
        return [ReplacementEffect(name=f"{name} ({text})", applies=applies, replace=lambda gg, e: None,
                                  prevention=True)]
    return StaticAbility(replacements=reps, text=text)


def _static_to_by(node, env, kind):
    """"Prevent all damage that would be dealt to this creature by artifact creatures.",
    "... dealt to you by sources you don't control" (615.1a): damage with both that
    recipient and a source of that kind, judged as it would be dealt."""
    from .continuous import subject_is_it
    subject_is_it(node.scope.to, env)   # "... dealt to this creature by creatures blocking it" (608.2c)
    to = _static_matcher(node.scope.to, env)
    by = _static_matcher(node.scope.by, env)
    text = env.data.get("text", "")
    name = env.card_name

    def reps(g, o):
        def applies(gg, e, o=o):
            return _kind_ok(kind, e) and to(gg, o, e.recipient) and by(gg, o, e.source)
        return [ReplacementEffect(name=f"{name} ({text})", applies=applies, replace=lambda gg, e: None,
                                  prevention=True)]
    return StaticAbility(replacements=reps, text=text)


@handles(A.PreventAllCombatDamageScoped, role="static")
def _static_combat(node, env):
    return _static(node, env, "combat")


@handles(A.PreventAllDamage, role="static")
def _static_all(node, env):
    return _static(node, env, "all")


@handles(A.PreventAllNoncombatDamage, role="static")
def _static_noncombat(node, env):
    return _static(node, env, "noncombat")


# ---- damage that can't be prevented (615.12) ---------------------------------------------
@handles(A.DamageCantBePrevented, role="statement")
def damage_cant_be_prevented(node: A.DamageCantBePrevented, env):
    """"Damage can't be prevented this turn.", "Combat damage can't be prevented this turn."
    from a resolving spell or ability (615.12: prevention effects don't prevent it): a
    rules-changing effect for the duration (kernel restriction ``CANT_BE_PREVENTED``)."""
    from cardlang.kernel.restrictions import CANT_BE_PREVENTED, Restriction
    if isinstance(node.damage, A.AllDamage):
        which = lambda g, e: True   # noqa: E731
    elif isinstance(node.damage, A.CombatDamageWords):
        which = lambda g, e: e.combat   # noqa: E731
    else:
        raise Unrunnable(node.damage, "this damage can't be prevented")
    if node.duration is None:
        raise Unrunnable(node, "damage that can't be prevented with no duration")
    dur = duration(node.duration, env)
    name = env.card_name

    def run(g, c):
        g.add_restriction(Restriction(name=name, kind=CANT_BE_PREVENTED, applies_to=which, duration=dur(c),
                                      source=c.source, controller=c.controller))
    return run
