"""Replacement effects (CR 614): damage doubling, entering tapped."""
from __future__ import annotations

from cardlang.kernel import ReplacementEffect, StaticAbility, double_damage
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import current_duration
from .targets import filter_pred


def _source_pred(node, env):
    """Which sources: "a source" (any), "this creature" (itself), "a red source you control"."""
    if isinstance(node, (A.SelfByName, A.SelfThis)):
        return lambda g, src, e: e.source == src
    if isinstance(node, A.Quantified) and isinstance(node.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, _ = filter_pred(node.filter, env)
        from cardlang.kernel import Context

        def p(g, src, e):
            if e.source is None:
                return False
            ctl = g.controller(src) if src in g.objects else None
            return pred(g, Context(source=src, controller=ctl), e.source)
        return p
    raise Unrunnable(node, "this damage source")


def _recipient_pred(node, env):
    if node is None:
        return lambda g, src, e: True
    rec = node.recipient if isinstance(node, A.DamageTo) else node
    if isinstance(rec, A.Quantified) and isinstance(rec.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, _ = filter_pred(rec.filter, env)
        from cardlang.kernel import Context
        return lambda g, src, e: pred(g, Context(source=src, controller=None), e.recipient)
    raise Unrunnable(node, "this damage recipient")


def _doubling(node, env):
    sp = _source_pred(node.source, env)
    rp = _recipient_pred(node.original_recipient, env)
    if node.new_recipient is not None and not isinstance(node.new_recipient.recipient if isinstance(node.new_recipient, A.DamageTo) else node.new_recipient, (A.ThatRef, A.It)):
        raise Unrunnable(node.new_recipient, "damage redirected to another recipient")
    return sp, rp


@handles(A.DoubleDamage)
def double_damage_effect(node, env):
    """One-shot: a resolving spell or ability creates the replacement effect
    (with the sentence's duration, e.g. "until your next turn")."""
    sp, rp = _doubling(node, env)
    name = env.card_name
    dur = env.data.get("duration")   # captured now: the sentence's duration (e.g. "until your next turn")

    def run(g, c):
        src = c.source
        kw = {"source": src, "controller": c.controller}
        if dur is not None:
            kw["duration"] = dur(c)
        g.add_replacement(double_damage(name, lambda gg, e: sp(gg, src, e) and rp(gg, src, e), **kw))
    return run


@handles(A.DoubleDamage, role="static")
def double_damage_static(node, env):
    """Static: "If a source would deal damage ..., it deals double that damage ... instead." (614.1a)"""
    sp, rp = _doubling(node, env)
    name = env.card_name

    def reps(g, o):
        return [double_damage(name, lambda gg, e, s=o.id: sp(gg, s, e) and rp(gg, s, e))]
    return StaticAbility(replacements=reps, text=env.data.get("text", ""))


@handles(A.EntersTapped, role="static")
def enters_tapped(node, env):
    """CR 614.1c: "This permanent enters tapped." -- a self-replacement effect."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another permanent entering tapped")
    name = env.card_name

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"

        def replace(gg, e):
            e.tapped = True
            return e
        return [ReplacementEffect(name=f"{name} enters tapped", applies=applies, replace=replace,
                                  self_replacement=True)]
    return StaticAbility(replacements=reps, zones=("hand", "library", "graveyard", "exile", "stack", "command"),
                         text=env.data.get("text", ""))
