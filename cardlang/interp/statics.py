"""Static abilities that apply only while a condition holds (CR 611.3a:
"as long as"), and granted quoted abilities (613.1f).

A conditional static ability compiles its body like any static ability and
wraps what the body generates: each continuous effect applies, and each
replacement effect applies, only while the condition is true -- checked at
every moment the effect would apply, never locked in (611.3a)."""
from __future__ import annotations

import dataclasses

from cardlang.kernel import StaticAbility
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Env, Unrunnable, dispatch, handles
from .sentences import condition

JOINS = (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd)


def while_true(ability: StaticAbility, cond) -> StaticAbility:
    """``ability`` whose effects apply only while ``cond(game, ctx)`` holds, ``ctx``
    being the source's (its controller is "you")."""
    cont, reps, cant = ability.continuous, ability.replacements, ability.cant_activate
    rules = ability.restrictions

    def continuous(g, o):
        ctx = static_context(o)
        out = []
        for e in cont(g, o):
            base = e.applies_to
            out.append(dataclasses.replace(e, applies_to=lambda gg, ch, base=base: cond(gg, ctx) and base(gg, ch)))
        return out

    def replacements(g, o):
        ctx = static_context(o)
        out = []
        for r in reps(g, o):
            base = r.applies
            out.append(dataclasses.replace(r, applies=lambda gg, e, base=base: cond(gg, ctx) and base(gg, e)))
        return out

    def restrictions(g, o):
        ctx = static_context(o)
        out = []
        for r in rules(g, o):
            base = r.applies_to
            out.append(dataclasses.replace(r, applies_to=lambda gg, ch, base=base: cond(gg, ctx) and base(gg, ch)))
        return out

    def cant_activate(g, st_src, ab_src, ab):
        return cond(g, static_context(g.obj(st_src))) and cant(g, st_src, ab_src, ab)

    extra = {}
    mod = getattr(ability, "modify", None)
    if mod is not None:
        # a cost change (601.2f, kernel CostModifier): only while the condition holds
        def modify(g, sid, spell, caster, ctx, mod=mod):
            if sid in g.objects and not cond(g, static_context(g.objects[sid])):
                return (), 0
            return mod(g, sid, spell, caster, ctx)
        extra["modify"] = modify
    return dataclasses.replace(ability, continuous=continuous if cont else None,
                               replacements=replacements if reps else None,
                               cant_activate=cant_activate if cant else None,
                               restrictions=restrictions if rules else None, **extra)


def _body_statics(body, env: Env) -> list:
    items = body.items if isinstance(body, A.EffectChain) else (body,)
    out = []
    for item in items:
        if isinstance(item, JOINS):
            continue
        ab = dispatch(item, env, "static")
        out.extend(ab if isinstance(ab, list) else [ab])
    return out


def _it_is_condition_subject(cond_node, body):
    """"As long as enchanted permanent is a creature, it gets +2/+1.": "it" in the
    body is the object the condition is about (an attached or this object)."""
    subject = getattr(cond_node, "subject", None)
    if not isinstance(subject, (A.EnchantedRef, A.EquippedRef, A.SelfThis, A.SelfByName)):
        return body
    items = body.items if isinstance(body, A.EffectChain) else (body,)
    swapped = tuple(dataclasses.replace(i, subject=subject) if isinstance(getattr(i, "subject", None), A.It) else i
                    for i in items)
    return dataclasses.replace(body, items=swapped) if isinstance(body, A.EffectChain) else swapped[0]


def _conditional(cond_node, body, env: Env) -> list:
    from cardlang.kernel.casting import CastAsThoughFlash, CastFromZones, CostModifier
    cond = condition(cond_node, env)
    env.data["static_condition"] = cond   # for an "Otherwise, ..." after it (conditional_statics.py)
    body = _it_is_condition_subject(cond_node, body)
    statics = _body_statics(body, env)
    out = []
    for s in statics:
        if isinstance(s, CastFromZones):
            out.append(cast_while_true(s, cond))   # "You may cast this card from your graveyard if ..."
        elif isinstance(s, CastAsThoughFlash) and s.condition is None:
            # "As long as you control a green or blue permanent, you may cast this spell as though
            # it had flash." (611.3a: the permission exists only while the condition holds)
            out.append(dataclasses.replace(s, condition=lambda g, src: bool(cond(g, static_context(g.objects[src])))))
        elif type(s) in (StaticAbility, CostModifier):
            out.append(while_true(s, cond))
        else:
            # (another kind of static ability: its rule would apply whatever the condition)
            raise Unrunnable(body, "a conditional ability of this kind")
    return out


def cast_while_true(ability, cond):
    """601.3: a card's permission to be cast from a zone, only while ``cond`` holds
    (judged with the card as the source, its owner as "you", as it is cast)."""
    base = ability.condition

    def holds(g, player, card):
        return cond(g, static_context(g.objects[card])) and (base is None or base(g, player, card))
    return dataclasses.replace(ability, condition=holds)


def conditional_static(node: A.EffectIfSentence, env: Env) -> list:
    """"This creature can't be blocked if you've cast two or more spells this turn.",
    "You may cast this card from your graveyard if you gained life this turn.": a static
    ability that applies only while its condition holds (611.3a, like "as long as")."""
    return _conditional(node.condition, node.chain, env)


@handles(A.AsLongAs, role="static")
def as_long_as(node: A.AsLongAs, env: Env):
    """"As long as it's your turn, this creature has first strike." (611.3a)"""
    return _conditional(node.condition, node.body, env)


def during_your_turn(body, env: Env, mine: bool = True) -> list:
    """"During your turn, <static effect>." (611.3a): as "as long as it's your turn";
    "During turns other than yours, ..." as "as long as it isn't your turn"."""
    return _conditional(A.YourTurnCondition() if mine else A.NotYourTurnCondition(), body, env)


@handles(A.GetsAsLongAs, role="static")
def gets_as_long_as(node: A.GetsAsLongAs, env: Env):
    """"This creature gets +1/+1 as long as you control a Forest." (611.3a)"""
    from .continuous import subject_is_it
    subject_is_it(node.subject, env)   # "This creature has indestructible as long as it has defender."
    return _conditional(node.condition, A.ObjectGets(node.subject, node.predicate, None), env)


# ---- granted quoted abilities ("has "{T}: Add {G}."") --------------------------------
def quoted_abilities(node, env: Env) -> list:
    """A quoted ability -> the kernel abilities it stands for.  "This creature" in
    it is the object that has it (CR 113.7, 607.2k), the ability's source."""
    from .abilities import compile_activated, compile_triggered
    from .keywords import keyword_abilities
    q = node.ability if isinstance(node, A.QuotedAbility) else node
    body = q.body if isinstance(q, A.Ability) else q
    text = _text(q)
    inner = Env(env.card_name, face_types=())
    inner.data["text"] = text
    if isinstance(body, A.ActivatedAbility):
        return [compile_activated(body, inner, text)]
    if isinstance(body, A.TriggeredAbility):
        return [compile_triggered(body, inner, text)]
    if isinstance(body, A.KeywordLine):
        return keyword_abilities(body, inner)
    if isinstance(body, A.QuotedCostKeyword):   # 'has "Cumulative upkeep {1}."': the keyword as printed
        from cardlang.syntax.api import parse_ability
        parsed = parse_ability(text.strip('"').rstrip("."), (env.card_name,))
        ast = parsed[0] if isinstance(parsed, tuple) else parsed
        line = ast.body if isinstance(ast, A.Ability) else None
        if not isinstance(line, A.KeywordLine):
            raise Unrunnable(body, "this granted keyword")
        return keyword_abilities(line, inner)
    if isinstance(body, A.PlainAbility):
        # CR 613.1f: a granted static ability functions like a printed one (the kernel
        # gathers static abilities from the computed characteristics)
        from .abilities import compile_static
        return compile_static(body, inner, text)
    raise Unrunnable(body, f"a granted {type(body).__name__}")


def _text(node) -> str:
    try:
        from cardlang.syntax import to_text
        return to_text(node).strip().strip('"')
    except Exception:  # noqa: BLE001
        return type(node).__name__
