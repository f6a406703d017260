"""Continuous effects from resolving spells and abilities (CR 611) and from
static abilities (604): pump, keyword grants, "can't" effects, cost changes."""
from __future__ import annotations

from cardlang.kernel import END_OF_TURN, StaticAbility
from cardlang.kernel.layers import grant, lose_all_abilities, pump, set_pt
from cardlang.syntax import ast as A

from .keywords import keyword_abilities
from .registry import Unrunnable, handles
from .sentences import duration as compile_duration
from .targets import filter_pred, resolver


def _pt_value(s: str) -> int:
    s = s.replace("−", "-")
    if s.lstrip("+-").isdigit():
        return int(s)
    raise Unrunnable(None, f"the P/T change {s!r}")


def track(game, ids: set) -> set:
    """A set of ids that follows a permanent spell onto the battlefield
    (CR 400.7: it becomes a new object; effects on the spell that say "it"
    apply to the permanent, e.g. a mana rider's "it gains haste")."""
    from cardlang.kernel import DelayedTrigger

    def watch(g, ev, dt):
        if ev.kind == "zone_change" and ev.obj in ids and ev.to_zone == "battlefield" and ev.new_id:
            ids.add(ev.new_id)
        return False
    game.add_delayed_trigger(DelayedTrigger(watch, lambda g, c: None, controller=0, source=None, once=False,
                                            text="(tracks an object to the battlefield)"))
    return ids


def _base_pt(node: A.HasBasePt) -> tuple[int, int]:
    """CR 613.4b: "has base power and toughness P/T" sets the values in layer 7b."""
    p, t = node.pt.power, node.pt.toughness
    if not (str(p).isdigit() and str(t).isdigit()):
        raise Unrunnable(node, f"base power and toughness {p}/{t}")
    return int(p), int(t)


def _effect_for(node_pred, env):
    """A predicate node -> fn(name, applies_to, **kw) -> ContinuousEffect list."""
    if isinstance(node_pred, A.HasBasePt):
        bp, bt = _base_pt(node_pred)
        return lambda name, applies, **kw: [set_pt(name, bp, bt, applies, **kw)]
    if isinstance(node_pred, A.LosesAllAbilities):
        return lambda name, applies, **kw: [lose_all_abilities(name, applies, **kw)]   # 613.1f
    if isinstance(node_pred, A.GetsPt):
        dp, dt = _pt_value(node_pred.change.power), _pt_value(node_pred.change.toughness)
        return lambda name, applies, **kw: [pump(name, dp, dt, applies, **kw)]
    if isinstance(node_pred, A.GainsKeywords):
        abilities = keyword_abilities(node_pred.keywords, env)
        return lambda name, applies, **kw: [grant(name, abilities, applies, **kw)]
    granted = _granted(node_pred, env)
    if granted is not None:
        return lambda name, applies, **kw: [grant(name, granted, applies, **kw)]
    raise Unrunnable(node_pred, f"the predicate {type(node_pred).__name__}")


def _granted(pred, env):
    """'has "{T}: Add {G}."', 'gains "..."', 'has flying and "..."' -> the abilities
    granted (layer 6, CR 613.1f), or None for another predicate."""
    from .statics import quoted_abilities
    if isinstance(pred, (A.HasAbility, A.GainsAbility)):
        return quoted_abilities(pred.ability, env)
    if isinstance(pred, A.HasKeywordsAndAbility):
        return keyword_abilities(pred.keywords, env) + quoted_abilities(pred.ability, env)
    return None


@handles(A.ObjectGets)
def object_gets(node, env):
    from .restrictions import effect_restriction, is_restriction
    if node.for_each is not None:
        raise Unrunnable(node.for_each, "an effect for each")
    if is_restriction(node.predicate):
        dur = compile_duration(node.duration, env) if node.duration is not None else env.data.get("duration")
        if dur is None and not isinstance(node.predicate, (A.DoesntUntapNext, A.CantBeRegenerated)):
            raise Unrunnable(node, "a restriction without a duration")
        return effect_restriction(node, env, dur, lambda c: END_OF_TURN)
    subj = resolver(node.subject, env)
    env.it = subj
    make = _effect_for(node.predicate, env)
    dur = compile_duration(node.duration, env) if node.duration is not None else None
    name = env.card_name
    outer = env.data.get("duration")   # captured now: a leading "Until end of turn, ..."

    def run(g, c):
        ids = track(g, set(subj(g, c)))
        d = dur(c) if dur is not None else (outer(c) if outer is not None else END_OF_TURN)
        for e in make(name, lambda gg, ch: ch.id in ids, duration=d, source=c.source, controller=c.controller):
            g.add_effect(e)
    return run


@handles(A.SameSubjectGets)
def same_subject_gets(node, env):
    if env.it is None:
        raise Unrunnable(node, "no subject to continue")
    return object_gets(A.ObjectGets(A.It(), node.predicate, duration=node.duration), env)


# ---- static abilities -----------------------------------------------------------------
def _static_subject(subject, env):
    """Subject of a static ability -> applies_to(game, chars) given the source object."""
    if isinstance(subject, (A.SelfThis, A.SelfByName)):
        return lambda src: (lambda g, ch: ch.id == src.id)
    if isinstance(subject, (A.EnchantedRef, A.EquippedRef)):
        # 301.5a / 303.4b: the permanent the source is attached to
        def who(src):
            return lambda g, ch: (ch.zone == "battlefield" and src.id in g.objects
                                  and g.objects[src.id].attached_to == ch.id)
        return who
    if isinstance(subject, (A.Quantified, A.Filter, A.AllMatching)):
        if isinstance(subject, A.Quantified) and not isinstance(subject.quantifier, (A.Each, A.All)):
            raise Unrunnable(subject, "this static subject")
        flt = subject if isinstance(subject, A.Filter) else subject.filter
        pred, _ = filter_pred(flt, env)
        from cardlang.kernel import Context
        return lambda src: (lambda g, ch: ch.zone == "battlefield" and pred(g, Context(src.id, src.controller), ch.id))
    raise Unrunnable(subject, "this static subject")


@handles(A.HasKeywords, role="static")
def has_keywords(node, env):
    who = _static_subject(node.subject, env)
    abilities = keyword_abilities(node.keywords, env)
    name = env.card_name
    return StaticAbility(continuous=lambda g, o: [grant(name, abilities, who(o))], text=env.data.get("text", ""))


def _static_effects(pred_node, env):
    """A predicate of a static "X gets/has ..." -> fn(name, applies) -> effects."""
    if isinstance(pred_node, A.HasBasePt):
        bp, bt = _base_pt(pred_node)
        return lambda name, applies: [set_pt(name, bp, bt, applies)]   # 613.4b: layer 7b
    if isinstance(pred_node, A.LosesAllAbilities):
        return lambda name, applies: [lose_all_abilities(name, applies)]   # 613.1f: layer 6
    if isinstance(pred_node, A.GetsPt):
        dp, dt = _pt_value(pred_node.change.power), _pt_value(pred_node.change.toughness)
        return lambda name, applies: [pump(name, dp, dt, applies)]
    if isinstance(pred_node, (A.HasKeywords, A.GainsKeywords)):
        abilities = keyword_abilities(pred_node.keywords, env)
        return lambda name, applies: [grant(name, abilities, applies)]
    granted = _granted(pred_node, env)
    if granted is not None:
        return lambda name, applies: [grant(name, granted, applies)]
    raise Unrunnable(pred_node, f"the static predicate {type(pred_node).__name__}")


def _static_ability(make, who, env, rmake=None) -> StaticAbility:
    """A static ability whose continuous effects are ``make(name, applies_to)`` and
    whose restrictions are ``rmake(game, name, applies_to, ctx, None)``, applying to
    ``who(source)``."""
    from .conditions import static_context
    name = env.card_name
    text = env.data.get("text", "")
    if rmake is not None:
        return StaticAbility(restrictions=lambda g, o: rmake(g, name, who(o), static_context(o), None), text=text)
    return StaticAbility(continuous=lambda g, o: make(name, who(o)), text=text)


@handles(A.ObjectGets, role="static")
def static_object_gets(node, env):
    """CR 604.1 / 611.3: "Creatures you control get +1/+1.", "Enchanted
    creature gets +2/+0 and has trample." -- effects from a static ability,
    with the source's timestamp (613.7a), applying while it is on the battlefield."""
    if node.duration is not None:
        raise Unrunnable(node, "a duration in a static ability")
    if isinstance(node.subject, A.ActivatedAbilitiesOf) and isinstance(node.predicate, A.CantBeActivated):
        from .naming import cant_be_activated
        return cant_be_activated(node, env)   # CR 602.5
    if node.for_each is not None:
        raise Unrunnable(node.for_each, "a static effect for each")
    who = _static_subject(node.subject, env)
    env.data["static_subject"] = who
    env.data["static_subject_node"] = node.subject
    return _static_predicate(node.predicate, who, env)


def _static_predicate(pred, who, env) -> StaticAbility:
    from .restrictions import restriction_maker
    rmake = restriction_maker(pred, env, static=True)   # 611.3: "can't block", "can't be blocked" ...
    if rmake is not None:
        return _static_ability(None, who, env, rmake)
    return _static_ability(_static_effects(pred, env), who, env)


@handles(A.SameSubjectGets, role="static")
def static_same_subject(node, env):
    who = env.data.get("static_subject")
    if who is None:
        raise Unrunnable(node, "no subject to continue")
    return _static_predicate(node.predicate, who, env)
