"""Earthbend (CR 701.66): "Earthbend 2.", "earthbend X, where X is that creature's power".

Compiled from its rules text (701.66a): "Target land you control becomes a 0/0 land creature
with haste in addition to its other types. Put N +1/+1 counters on it. When that land dies or
is put into exile, return it to the battlefield tapped under your control." -- the text parsed
once, N replaced by the ability's own amount, its sentences compiled by the families that run
them (``characteristics``: the land becoming a creature, an effect with no duration, 611.2;
``counters``; the delayed triggered ability, created as the instruction resolves and triggering
once, 603.7b, ``delayed_this_turn``). The target is chosen as the ability is put on the stack
(601.2c)."""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles, sentences_of
from .sentences import compile_sentence

#: CR 701.66a, with N written "two" (replaced by the amount of each "Earthbend N")
RULE_701_66A = ("Target land you control becomes a 0/0 land creature with haste in addition to its other "
                "types. Put two +1/+1 counters on it. When that land dies or is put into exile, return it to "
                "the battlefield tapped under your control.")


@lru_cache(maxsize=1)
def _rule_sentences() -> tuple:
    from cardlang.syntax.api import parse_ability
    ast, _diags = parse_ability(RULE_701_66A, ())
    if ast is None:
        return ()
    return sentences_of(ast.body.sentences)


def _with_amount(sentence, amount):
    """The sentence with the amount of its "Put N +1/+1 counters" replaced."""
    chain = getattr(sentence, "chain", None)
    if not isinstance(chain, A.EffectChain) or not any(isinstance(i, A.PutCounters) for i in chain.items):
        return sentence
    items = tuple(dataclasses.replace(i, amount=amount) if isinstance(i, A.PutCounters) else i for i in chain.items)
    return dataclasses.replace(sentence, chain=dataclasses.replace(chain, items=items))


@handles(A.Earthbend)
def earthbend(node, env):
    sentences = _rule_sentences()
    if len(sentences) != 3:
        raise Unrunnable(node, "the text of earthbend (CR 701.66a) doesn't parse")
    effects = [compile_sentence(_with_amount(s, node.amount), env) for s in sentences]

    def run(g, c):
        for e in effects:
            if c.data.get("stop"):
                break
            e(g, c)
    return run
