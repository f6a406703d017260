"""Static abilities written "If <condition>, <statement>." with a plain "if" (a
``ConditionalSentence`` among a permanent's or card's static sentences): "If an opponent
controls a Plains and you control a Mountain, you may cast this spell without paying its mana
cost." -- an alternative cost (118.9: casting it without paying its mana cost) the caster may
use only if the condition holds as the spell is cast (601.2b, 601.3).  Other statements stay
Unrunnable."""
from __future__ import annotations

from dataclasses import replace

from cardlang.kernel import Context, Cost
from cardlang.kernel.casting import AlternativeCost
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Env, Unrunnable, handles

JOINS = (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd)


def _items(chain):
    return [i for i in (chain.items if isinstance(chain, A.EffectChain) else (chain,)) if not isinstance(i, JOINS)]


def _free_cast_of_self(item) -> bool:
    """"you may cast this spell without paying its mana cost"."""
    if not (isinstance(item, A.MayEffect) and isinstance(item.player, A.You)):
        return False
    eff = item.effect
    return (isinstance(eff, A.CastEffect) and eff.subject is None and eff.duration is None
            and eff.without_paying is not None and isinstance(eff.what, (A.SelfThis, A.SelfByName)))


def _discarded_onto_battlefield(s: A.ConditionalSentence, env: Env):
    """"If a spell or ability an opponent controls causes you to discard this card, put it onto
    the battlefield [with two +1/+1 counters on it] instead of putting it into your graveyard."
    (614.1a, 614.6: the discard happens but the card goes to the battlefield instead; a static
    ability of the card that functions in its owner's hand, 113.6b).  "Causes you to discard":
    the spell or ability whose instruction discards it (701.9a), its controller an opponent of
    the card's owner; discarding it to pay a cost or in the cleanup step isn't caused by one."""
    from cardlang.kernel import ReplacementEffect, StaticAbility
    from .counters import counter_name
    from .targets import amount
    cond = s.condition
    items = _items(s.chain)
    if not (len(items) == 1 and isinstance(items[0], A.EffectInsteadOf)):
        raise Unrunnable(s.chain, "this instead of being discarded")
    eff, replaced = items[0].effect, items[0].replaced
    if not (isinstance(cond.card, (A.SelfThis, A.SelfByName)) and isinstance(eff, A.PutEffect)
            and eff.subject is None and eff.delayed is None and isinstance(eff.what, A.It)
            and isinstance(replaced, A.InsteadOfPutting) and isinstance(replaced.what, A.It)):
        raise Unrunnable(s, "this instead of being discarded")
    dest = replaced.destination
    if not (isinstance(dest, A.ReplacedIntoZone) and isinstance(dest.zone, A.ZoneRef)
            and getattr(dest.zone.zone, "name", "") == "graveyard"):
        raise Unrunnable(dest, "this replaced move")
    counters = None
    if isinstance(eff.destination, A.ToBattlefieldWithCounters) and eff.destination.mod is None \
            and isinstance(eff.destination.counters, A.WithCountersMod):
        mod = eff.destination.counters
        counters = (counter_name(mod.kind), amount(mod.amount, env))
    elif not isinstance(eff.destination, A.ToBattlefield) or eff.destination.modifiers:
        raise Unrunnable(eff.destination, "putting it there instead")
    by = cond.cause
    if not (isinstance(by, A.Quantified) and isinstance(by.quantifier, (A.ArticleA, A.ArticleAn))
            and any(isinstance(x, A.ControlledBy) and isinstance(x.player, A.QuantifiedPlayer)
                    and getattr(x.player.noun, "name", "") == "opponent" for x in by.filter.suffixes.items)):
        raise Unrunnable(by, "discarded by this cause")
    name = env.card_name
    text = env.data.get("text", "")

    def cause_controller(g, cause):
        if cause in g.objects:
            return g.objects[cause].controller
        if cause in g.lki:
            return g.lki[cause][0].controller
        return None

    def reps(g, o):
        oid, owner = o.id, o.owner

        def applies(gg, e):
            if not (e.kind == "zone_change" and e.obj == oid and e.reason == "discard"
                    and e.to_zone == "graveyard" and gg.objects.get(oid) is not None
                    and gg.objects[oid].zone == "hand"):
                return False
            who = cause_controller(gg, e.cause) if isinstance(e.cause, int) and e.cause not in gg.players else None
            return who is not None and who != owner

        def replace(gg, e):
            e.to_zone = "battlefield"
            e.controller = owner
            if counters is not None:
                kind, n = counters
                e.counters = dict(e.counters or {})
                e.counters[kind] = e.counters.get(kind, 0) + n(gg, static_context(gg.objects[oid]))
            return e
        return [ReplacementEffect(f"{name}: onto the battlefield instead", applies, replace,
                                  source=o.id, controller=owner)]
    return StaticAbility(replacements=reps, zones=("hand",), text=text)


@handles(A.ConditionalSentence, role="static")
def conditional_static(s: A.ConditionalSentence, env: Env):
    from .sentences import condition
    if isinstance(s.condition, A.CausesYouToDiscardCondition):
        return _discarded_onto_battlefield(s, env)
    items = _items(s.chain)
    if len(items) == 1 and _free_cast_of_self(items[0]):
        holds = condition(s.condition, env)
        try:
            from cardlang.syntax import to_text
            said = to_text(s.condition).strip()
        except Exception:  # noqa: BLE001 - words for a refusal only
            said = "the condition holds"
        # 118.9: "without paying its mana cost" is an alternative cost (118.9a: the only one);
        # the caster names it "alternative cost", as the other written-out alternative costs
        alt = AlternativeCost(text=env.data.get("text", ""), name="alternative cost", cost=Cost())
        return replace(alt, condition=lambda g, p, card: bool(holds(g, Context(card, p))),
                       condition_text=f"only if {said}")
    raise Unrunnable(s, "the static sentence ConditionalSentence")


def _conditional_flash(node: A.ConditionalStaticSentence, env: Env):
    """"Ferocious — If you control a creature with power 4 or greater, you may cast this spell
    as though it had flash." (601.3d: it may be cast as though it had flash only while the
    condition holds, judged as the casting begins; "you" is the card's owner, who casts it)."""
    from .flash_permissions import may_cast_as_though
    from .sentences import condition
    perm = may_cast_as_though(node.statement, env)
    if not getattr(perm, "own", False) or perm.condition is not None:
        raise Unrunnable(node, "a conditional permission to cast other spells as though they had flash")
    holds = condition(node.condition, env)
    return replace(perm, condition=lambda g, card: bool(holds(g, Context(card, g.objects[card].owner))))


def _register_conditional_statements():
    from .enters import CONDITIONAL_STATEMENTS
    CONDITIONAL_STATEMENTS[A.MayCastAsThough] = _conditional_flash


_register_conditional_statements()


@handles(A.GetsAndAsLongAs, role="static")
def gets_and_as_long_as(node: A.GetsAndAsLongAs, env: Env):
    """"This creature gets +2/+0 and has menace as long as you sacrificed a permanent this
    turn." (611.3a): both effects apply only while the condition holds, as "As long as ...,
    this creature gets +2/+0 and has menace." (statics.py)."""
    from .continuous import subject_is_it
    from .statics import _conditional
    subject_is_it(node.subject, env)
    body = A.EffectChain((A.ObjectGets(node.subject, node.first, None), A.SameSubjectGets(node.second)))
    return _conditional(node.condition, body, env)


@handles(A.OtherwiseSentence, role="static")
def otherwise_static(s: A.OtherwiseSentence, env: Env):
    """"Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
    (611.3a): the second static effect applies while the condition of the one before is
    false; "it" is that ability's subject."""
    import dataclasses
    from cardlang.kernel import StaticAbility
    from .statics import _body_statics, while_true
    cond = env.data.get("static_condition")
    subject = env.data.get("static_subject_node")
    if cond is None or subject is None:
        raise Unrunnable(s, "'Otherwise' with no conditional static ability about an object before it")
    items = _items(s.chain)
    swapped = tuple(dataclasses.replace(i, subject=subject) if isinstance(getattr(i, "subject", None), A.It) else i
                    for i in items)
    out = []
    for ab in _body_statics(A.EffectChain(swapped), env):
        if type(ab) is not StaticAbility:
            raise Unrunnable(s, "an 'otherwise' ability of this kind")
        out.append(while_true(ab, lambda g, c: not cond(g, c)))
    return out


@handles(A.ConditionalStaticSentence, role="sentence")
def conditional_statement(s: A.ConditionalStaticSentence, env: Env):
    """A statement among a resolving spell's or ability's instructions, made only if a condition
    holds as it resolves (608.2c): "Ferocious — If you control a creature with power 4 or
    greater, damage can't be prevented this turn.", "If it's a creature, it's a Zombie in
    addition to its other creature types." -- the statement as ``characteristics`` and the
    "statement" families compile it."""
    from .characteristics import static_sentence_in_effect
    from .sentences import condition, it_from_condition
    cond = condition(s.condition, env)
    it_from_condition(s.condition, env)
    body = static_sentence_in_effect(A.StaticSentence(s.statement), env)

    def run(g, c):
        if cond(g, c):
            body(g, c)
    return run
