"""Conditions in a mana ability (CR 605): "{T}: Add {G}. If you control four or more
creatures, add {G}{G} instead.", "{T}: Add {C}. If you control an Urza's Power-Plant and an
Urza's Tower, add {C}{C} instead.", "{T}: Add {G} or {U}. If you control a Nissa
planeswalker, you gain 2 life."

The condition is checked as the mana ability resolves (605.3b: it resolves at once); with
"instead", the mana the ability adds is the second mana in place of the first (608.2c: the
later text modifies the earlier), otherwise the conditional instruction is followed after
the mana is added."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Env, Unrunnable

JOINS = (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd)


def is_mana_conditional(s) -> bool:
    return isinstance(s, (A.ConditionalSentence, A.ConditionalSentenceInstead))


def _adds(s):
    items = [i for i in (s.chain.items if isinstance(s.chain, A.EffectChain) else (s.chain,))
             if not isinstance(i, JOINS)]
    return items


def with_conditionals(produce, sentences, env: Env):
    """``produce`` (a kernel ManaAbility's) with the conditional sentences after it applied."""
    from .mana import mana_producer
    from .sentences import compile_chain, condition
    for s in sentences:
        cond = condition(s.condition, env)
        items = _adds(s)
        if isinstance(s, A.ConditionalSentenceInstead):
            if not items or not all(isinstance(i, A.AddMana) for i in items):
                raise Unrunnable(s, "'instead' in a mana ability that doesn't add mana")
            other = mana_producer(items, [], [], env)

            def produce(g, c, first=produce, other=other, cond=cond):
                return other(g, c) if cond(g, c) else first(g, c)
        else:
            if any(isinstance(i, A.AddMana) for i in items):
                raise Unrunnable(s, "adding mana only if")
            body = compile_chain(s.chain, env)

            def produce(g, c, first=produce, body=body, cond=cond):
                out = first(g, c)
                if cond(g, c):
                    body(g, c)
                return out
    return produce
