"""More sentence forms (CR 608.2c: a spell's or ability's instructions are followed in
order; later text that modifies earlier text applies as it is followed):

* "Then if <condition>, <instructions>." (``ThenIfSentence``): the condition is checked
  after the instructions before it have happened, as it is reached;
* "If <condition>, instead <instructions>." (``ConditionalInsteadSentence``): like
  "If <condition>, <instructions> instead.": if the condition is true as the spell
  resolves, these instructions are followed in place of the ones before (614.1a
  wording, but a one-shot choice between two sets of instructions, never both).
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .conditional import InsteadOfPrevious
from . import sentences
from .registry import Env, Unrunnable, handles
from .sentences import compile_chain, condition


# "... . Then if <condition>, <chain>": run like "If <condition>, <chain>" (608.2c), with
# the same "Otherwise, ..." bookkeeping
handles(A.ThenIfSentence, role="sentence")(sentences._conditional)


@handles(A.ConditionalInsteadSentence, role="sentence")
def _conditional_instead(s, env: Env):
    cond = condition(s.condition, env)
    before = len(env.targets)
    body = compile_chain(s.chain, env)
    if len(env.targets) != before:
        # "If this spell was kicked, instead destroy target creature": which targets the
        # spell has depends on the condition as it is cast (601.2c) -- not modelled yet
        raise Unrunnable(s.chain, "targets chosen only if a condition is true")
    return InsteadOfPrevious(cond, body, s)


# ---- "For each land you control, create a Treasure token." ----------------------------------
FOR_EACH_ZONES = ("hand", "graveyard", "library", "exile")


@handles(A.ForEachSentence, role="sentence")
def _for_each(s, env: Env):
    """"For each <object or player>, <instructions>": the objects or players that match
    as the sentence is reached (608.2c), then the instructions once for each, "that
    creature" / "it" / "that player" / "its controller" naming the one at hand."""
    from .targets import filter_pred
    pred, kind = filter_pred(s.filter, env)
    nouns = {w.name.name for grp in s.filter.types.items if isinstance(grp, A.TypeGroup)
             for w in grp.words if w.name.category == "object"}
    if nouns & {"spell", "ability", "source", "object"}:
        raise Unrunnable(s.filter, "'for each' over spells or abilities")
    if kind == "player":
        candidates = lambda g, c: [p for p in g.order if not g.players[p].lost]   # noqa: E731
    elif kind == "permanent":
        candidates = lambda g, c: list(g.battlefield())   # noqa: E731
    elif kind == "card":
        candidates = lambda g, c: [i for i, o in list(g.objects.items()) if o.zone in FOR_EACH_ZONES]  # noqa: E731
    else:
        raise Unrunnable(s.filter, f"'for each' over {kind}s")
    from .refs_qualifiers_more import gone_this_way
    if (gone := gone_this_way(s.filter)) is not None:
        candidates = gone     # "For each permanent destroyed this way": as they last existed (608.2h)
    key = f"for_each:{id(s)}"
    saved = (env.it, env.it_player, env.data.get("trigger_other"), env.data.get("they"))
    if kind == "player":
        env.it_player = lambda g, c: [p for p in [c.data.get(key)] if p in g.players]
    else:
        env.it = lambda g, c: [i for i in [c.data.get(key)] if i is not None and (i in g.objects or i in g.lki)]
    env.data["trigger_other"] = None     # "that creature" is the one at hand, not the trigger's
    env.data["they"] = env.it_player if kind == "player" else None   # "... they control": that player
    before = len(env.targets)
    try:
        body = compile_chain(s.chain, env)
    finally:
        env.it, env.it_player = saved[0], saved[1]
        env.data["trigger_other"], env.data["they"] = saved[2], saved[3]
    if len(env.targets) != before:
        # "For each opponent, exile target permanent that player controls": one target for
        # each -- not modelled yet
        raise Unrunnable(s.chain, "targets chosen for each")

    def run(g, c):
        for i in [i for i in candidates(g, c) if pred(g, c, i)]:
            c.data[key] = i
            try:
                body(g, c)
            finally:
                c.data.pop(key, None)
    return run


# ---- "<instruction> instead if <condition>." ----------------------------------------------------
@handles(A.EffectInsteadIfSentence, role="sentence")
def _effect_instead_if(s, env: Env):
    """"Put three +1/+1 counters on that creature instead if a creature died this turn."
    (608.2c): if the condition is true, this instruction is followed in place of the one
    before it (the condition checked once, before either happens)."""
    before = len(env.targets)
    body = compile_chain(s.chain, env)
    cond = condition(s.condition, env)
    if len(env.targets) != before:
        raise Unrunnable(s.chain, "targets chosen only if a condition is true")
    return InsteadOfPrevious(cond, body, s)


# ---- "This ability triggers only once each turn." ----------------------------------------------
@handles(A.TriggersOnceEachTurn, role="sentence")
def _triggers_once_each_turn(s, env: Env):
    """Not an instruction: a rule of the triggered ability it ends (its trigger condition is
    met at most once each turn for each object with it; kernel ``once_each_turn``)."""
    if "text" not in env.data or env.data.get("in_triggered") is not True:
        raise Unrunnable(s, "'triggers only once each turn' outside a triggered ability")
    env.data["once_each_turn"] = True
    return lambda g, c: None
