"""Conditional instructions written with the condition last or as a replacement of
the instruction before (CR 608.2c: the text is followed in order; later text that
modifies earlier text applies as it is followed):

* "Draw a card if you have no cards in hand." (``EffectIfSentence``): the condition
  is checked as the instruction is reached; the instruction happens only if true
  (a following "Otherwise, ..." happens if false);
* "If this spell was kicked, it deals 4 damage to that creature instead."
  (``ConditionalSentenceInstead``): if the condition is true as the spell resolves,
  this instruction is followed *instead of* the one before it, never both
  (``merge_instead`` folds the two into one effect; the condition is checked once,
  before either happens);
* "as long as enchanted creature is a Human" (``IsACondition``): the object referred
  to matches the filter now.
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .sentences import CONDITIONS, compile_chain, condition
from .targets import amount, filter_pred, resolver


def _is_instead(chain) -> bool:
    items = chain.items if isinstance(chain, A.EffectChain) else (chain,)
    return any(isinstance(i, A.DealDamageInstead) for i in items)


@handles(A.EffectIfSentence, role="sentence")
def _effect_if(s, env: Env):
    env.data["it_before_if"] = env.it
    body = compile_chain(s.chain, env)      # first: "its toughness" in the condition is the target's
    cond = condition(s.condition, env)
    if _is_instead(s.chain):
        # "Galvanic Blast deals 4 damage instead if you control three or more artifacts."
        return InsteadOfPrevious(cond, body, s)

    def run(g, c):
        ok = bool(cond(g, c))
        c.data["condition_was"] = ok         # for a following "Otherwise, ..."
        if ok:
            body(g, c)
    return run


class InsteadOfPrevious:
    """The compiled "If <condition>, <instruction> instead.": folded into the effect of
    the sentence before by :func:`merge_instead`."""

    def __init__(self, cond, body, node):
        self.cond, self.body, self.node = cond, body, node

    def __call__(self, g, c):    # never run on its own (merge_instead replaces it)
        raise RuntimeError("an 'instead' sentence runs only folded into the instruction before it")


@handles(A.ConditionalSentenceInstead, role="sentence")
def _conditional_instead(s, env: Env):
    cond = condition(s.condition, env)
    body = compile_chain(s.chain, env)
    return InsteadOfPrevious(cond, body, s)


def merge_instead(effects: list, e, pair=None) -> bool:
    """If ``e`` is an "instead" sentence, fold it into the last effect of ``effects``
    (in place) and return True.  ``pair``: the list holds ``(effect, text)`` pairs."""
    if not isinstance(e, InsteadOfPrevious):
        return False
    if not effects:
        raise Unrunnable(e.node, "'instead' with no instruction before it")
    last = effects[-1]
    previous = last[0] if pair else last
    cond, body = e.cond, e.body

    def either(g, c):
        # 608.2c: the condition is checked once; then one instruction or the other
        if cond(g, c):
            body(g, c)
        else:
            previous(g, c)
    effects[-1] = (either, f"{last[1]} {pair}") if pair else either
    return True


@handles(A.DealDamageInstead)
def _deal_damage_instead(node, env: Env):
    """"<source> deals 4 damage instead": to what the instruction before dealt damage to
    (614.1a wording; followed in its place, see ``merge_instead``)."""
    from .damage import _source, dealt, source_resolver
    to = env.data.get("last_damage_to")
    if to is None:
        raise Unrunnable(node, "'deals damage instead' with no damage before it")
    src = source_resolver(node.source, env)
    n = amount(node.amount, env)

    def run(g, c):
        sid = _source(src, g, c)
        amt = n(g, c)
        c.data["that_much"] = amt
        for t in to(g, c):
            dealt(c, g.deal_damage(sid, t, amt))
    return run


def is_a(node: A.IsACondition, env: Env):
    """"if that creature is a Human", "as long as enchanted creature is legendary": an
    object referred to matches the filter (its characteristics now)."""
    of = resolver(node.subject, env)
    pred, _ = filter_pred(node.filter, env)
    return lambda g, c: any(i in g.objects and pred(g, c, i) for i in of(g, c))


CONDITIONS[A.IsACondition] = is_a


def has_keyword_condition(node: A.HasKeywordCondition, env: Env):
    """"if that creature has toxic", "as long as enchanted creature has vigilance": an object
    referred to has that keyword ability now (702; its characteristics after the layers,
    613.1f: a keyword granted counts)."""
    of = resolver(node.subject, env)
    name = getattr(getattr(node.keyword, "name", None), "name", None)
    if not isinstance(node.keyword, (A.KeywordWord, A.SimpleKeyword)) or not isinstance(name, str):
        raise Unrunnable(node.keyword, "having this keyword")
    word = name.lower()
    return lambda g, c: any(i in g.objects and g.chars(i).has_keyword(word) for i in of(g, c))


CONDITIONS[A.HasKeywordCondition] = has_keyword_condition
