"""Prevention effects from resolving spells and abilities that last for a duration
(CR 615, 611.2): "Prevent all damage that would be dealt to it this turn", "Prevent all
combat damage that would be dealt to players this turn", "... dealt by target blocked
creature this turn".

An object named by a target or a pronoun is fixed as the effect begins; a filter
("creatures", "players") is checked when the damage would be dealt (611.2c locks only
effects that change characteristics or control)."""
from __future__ import annotations

from cardlang.kernel import ReplacementEffect
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import duration as compile_duration
from .targets import filter_pred, resolver


def _scope_matcher(what, env):
    """-> fn(game, ctx) -> (is_match(game, id)) fixed as the effect begins."""
    if isinstance(what, A.AllMatching) or (isinstance(what, A.Quantified)
                                           and isinstance(what.quantifier, (A.Each, A.All))):
        pred, kind = filter_pred(what.filter, env)

        def live(g, c):
            def match(gg, i):
                if i in gg.players:
                    return kind in ("player", "any") and pred(gg, c, i)
                return i in gg.objects and gg.objects[i].zone == "battlefield" and kind != "player" and pred(gg, c, i)
            return match
        return live
    res = resolver(what, env)

    def fixed(g, c):
        ids = set(res(g, c))
        return lambda gg, i: i in ids
    return fixed


def _prevent(node, env, combat_only: bool):
    scope = node.scope
    if isinstance(scope, A.DealtTo):
        to, by = _scope_matcher(scope.what, env), None
    elif isinstance(scope, A.DealtBy):
        to, by = None, _scope_matcher(scope.what, env)
    elif isinstance(scope, A.DealtToBy):
        # damage with that recipient from that source (615.1a)
        to, by = _scope_matcher(scope.to, env), _scope_matcher(scope.by, env)
    elif isinstance(scope, A.DealtToAndBy) and node.duration is not None:
        # "... dealt to and dealt by target creature this turn" (prevention_more.py)
        from .prevention_more import prevent_all_effect
        return prevent_all_effect(env, "combat" if combat_only else "all", scope, node.duration)
    else:
        raise Unrunnable(scope, "preventing damage in this scope")
    dur = compile_duration(node.duration, env) if node.duration is not None else env.data.get("duration")
    if dur is None:
        raise Unrunnable(node, "a prevention effect with no duration")
    name = env.card_name
    rule = "615.1"

    def run(g, c):
        to_m = to(g, c) if to is not None else None
        by_m = by(g, c) if by is not None else None

        def applies(gg, ev):
            if ev.kind != "damage" or ev.amount <= 0 or (combat_only and not ev.combat):
                return False
            if to_m is not None and not to_m(gg, ev.recipient):
                return False
            return by_m is None or by_m(gg, ev.source)

        def replace(gg, ev):
            gg.note(f"{name} prevents {ev.amount} damage to {gg.name_of(ev.recipient)}", rule=rule)
            return None
        g.add_replacement(ReplacementEffect(name=name, applies=applies, replace=replace, prevention=True,
                                            source=c.source, controller=c.controller, duration=dur(c)))
    return run


@handles(A.PreventAllDamage)
def prevent_all_damage(node, env):
    return _prevent(node, env, combat_only=False)


@handles(A.PreventAllCombatDamageScoped)
def prevent_all_combat_damage_scoped(node, env):
    return _prevent(node, env, combat_only=True)
