"""How a permanent enters (CR 614.1c, 614.12): "This creature enters with N
+1/+1 counters on it."  A self-replacement effect of the entering object's own
static ability, applied to the zone change that puts it onto the battlefield
(it functions from the zone the object is entering from)."""
from __future__ import annotations

from cardlang.kernel import Context, ReplacementEffect, StaticAbility
from cardlang.syntax import ast as A

from .counters import counter_name
from .registry import Env, Unrunnable, dispatch, handles
from .targets import amount

#: the zones a permanent card can enter the battlefield from
FROM_ZONES = ("stack", "hand", "library", "graveyard", "exile", "command")


def as_it_enters(label, modify):
    """The ``replacements`` of a StaticAbility whose self-replacement effect (CR 614.1c,
    614.12) modifies the event of this very object entering the battlefield:
    ``modify(game, event, controller)`` changes the event in place, "controller" being
    the player it enters under the control of. ``label(obj)``: the effect's name."""
    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"

        def replace(gg, e):
            src = gg.objects.get(e.obj)
            modify(gg, e, e.controller if e.controller is not None else (src.controller if src else None))
            return e
        return [ReplacementEffect(name=label(o), applies=applies, replace=replace, self_replacement=True)]
    return reps


def as_it_enters_choosing(name, choose):
    """The ``replacements`` of a self-replacement effect (CR 614.1c, 614.12) that makes a
    choice once, as this object enters: ``choose(game, event, controller)`` returns
    ``(answer, counters)``; the entering object remembers the answer (``choices[name]``)
    and enters with ``counters`` more +1/+1 counters."""
    from .naming import EnterWithChoicesEvent

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"
                    and not (isinstance(e, EnterWithChoicesEvent) and name in e.choices))

        def replace(gg, e):
            src = gg.objects.get(e.obj)
            answer, n = choose(gg, e, e.controller if e.controller is not None else (src.controller if src else None))
            fields = {k: v for k, v in e.__dict__.items() if k not in ("applied", "history", "choices")}
            new = EnterWithChoicesEvent(**fields, choices={**getattr(e, "choices", {}), name: answer})
            new.applied, new.history = e.applied, list(e.history)
            if n:
                new.counters = dict(new.counters or {})
                new.counters["+1/+1"] = new.counters.get("+1/+1", 0) + n
            return new
        return [ReplacementEffect(name=f"{o.face.name} ({name})", applies=applies, replace=replace,
                                  self_replacement=True)]
    return reps


@handles(A.EntersWithCounters, role="static")
def enters_with_counters(node: A.EntersWithCounters, env: Env):
    """CR 614.1c: "enters with N <kind> counters on it" -- the permanent enters
    with them (it never is on the battlefield without them: no "counters are
    put" event, 122.6).  X is the X paid as it was cast (107.3m)."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another permanent entering with counters")
    return _entering_counters(node, env, amount(node.amount, env))


@handles(A.EntersWithCountersPerEach, role="static")
def enters_with_counters_per_each(node: A.EntersWithCountersPerEach, env: Env):
    """CR 614.1c: "This creature enters with a +1/+1 counter on it for each other
    creature you control." -- counted as it enters."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another permanent entering with counters")
    each = amount(node.amount, env)
    if isinstance(node.per_each, A.ForEachColorSpent):
        # converge: "for each color of mana spent to cast it" (106.3), the spell it was (400.7d)
        from .quantities import _about_this_spell, colors_spent
        _about_this_spell(node.per_each.spell)
        return _entering_counters(node, env, lambda g, c: each(g, c) * colors_spent(g, c.source))
    if not isinstance(node.per_each, A.PerEach):
        raise Unrunnable(node.per_each, "counters for each of these")
    count = amount(A.NumberOf(node.per_each.filter), env)
    return _entering_counters(node, env, lambda g, c: each(g, c) * count(g, c))


def _entering_counters(node, env: Env, n):
    """The self-replacement effect: enters with ``n(game, ctx)`` counters of the node's kind."""
    if not isinstance(node.holder, A.It):
        raise Unrunnable(node.holder, "counters on something else")
    kind = counter_name(node.kind)
    name = env.card_name

    def add_counters(gg, e, ctl):
        src = gg.objects.get(e.obj)
        k = n(gg, Context(source=e.obj, controller=ctl, x=src.x if src is not None else None))
        if k > 0:
            e.counters = dict(e.counters or {})
            e.counters[kind] = e.counters.get(kind, 0) + k
    reps = as_it_enters(lambda o: f"{name} (enters with counters)", add_counters)
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=env.data.get("text", ""))


@handles(A.EntersTappedUnless, role="static")
def enters_tapped_unless(node: A.EntersTappedUnless, env: Env):
    """CR 614.1c, 614.12: "This land enters tapped unless you control two or fewer
    other lands." -- a self-replacement effect: the condition is checked just before
    the permanent enters (so "other lands" are those already on the battlefield), "you"
    being the player it enters under the control of."""
    from .sentences import condition
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another permanent entering tapped")
    cond = condition(node.condition, env)
    name = env.card_name

    def tapped_unless(gg, e, ctl):
        if not cond(gg, Context(source=e.obj, controller=ctl)):
            e.tapped = True
            gg.note(f"{gg.name_of(e.obj)} enters tapped", rule="614.1c")
    reps = as_it_enters(lambda o: f"{name} (enters tapped unless ...)", tapped_unless)
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=env.data.get("text", ""))


def _as_self(statement):
    """"it enters with ..." in a sentence about this permanent: the permanent itself."""
    import dataclasses
    if isinstance(statement.subject, A.It):
        return dataclasses.replace(statement, subject=A.SelfThis(None))
    return statement


#: statement node class -> fn(conditional_node, env): "If <condition>, <statement>." run by
#: another family ("If you control a Swamp, you may pay 4 life rather than pay this spell's
#: mana cost.": cost_keywords.py)
CONDITIONAL_STATEMENTS: dict = {}


@handles(A.ConditionalStaticSentence, role="static")
def conditional_enters(node: A.ConditionalStaticSentence, env: Env):
    """How this permanent enters, if a condition holds (CR 614.1c, 614.12):
    "If this creature was kicked, it enters with two +1/+1 counters on it." (the
    condition is judged on the spell it was, 400.7d); "As this land enters, you may
    pay 2 life. If you don't, it enters tapped." (part of the "as enters"
    replacement effect before it: the choice and its result are one event)."""
    from .sentences import condition
    from .statics import while_true
    st = node.statement
    if type(st) in CONDITIONAL_STATEMENTS:   # other families' "If <condition>, <statement>."
        return CONDITIONAL_STATEMENTS[type(st)](node, env)
    if not isinstance(st, (A.EntersTapped, A.EntersWithCounters)):
        raise Unrunnable(node, "the static sentence ConditionalStaticSentence")
    cond_node = node.condition
    if isinstance(cond_node, (A.IfDoes, A.IfDoesnt)) and isinstance(cond_node.player, A.You):
        followups = env.data.get("as_enters_followups")
        if followups is None or not isinstance(st, A.EntersTapped):
            raise Unrunnable(node, "'if you do/don't' without an 'as this enters' before it")
        did_wanted = isinstance(cond_node, A.IfDoes)

        def follow(g, ctx, event):
            if bool(ctx.data.get("did")) == did_wanted:
                event.tapped = True
                g.note(f"{g.name_of(event.obj)} enters tapped", rule="614.1c")
        followups.append(follow)
        return []
    cond = condition(cond_node, env)
    inner = dispatch(_as_self(st), env, "static")
    return [while_true(a, cond) for a in (inner if isinstance(inner, list) else [inner])]
