"""Rolling dice and results tables (CR 706).

"Roll a d20." rolls one die of that kind (``kernel.dice.roll_die``); "Roll a d20 and add the
number of cards in your hand." adds the modifier to the natural result (706.2). The result is
kept in the resolving context, where a results table reads it: "1—9 | Scry 1." means "If the
result was in this range, scry 1." (706.3a), and the roll, its modifiers and the table are one
ability (706.3b), so the table is compiled as the last instruction of the ability that rolls
(``with_results_table``)."""
from __future__ import annotations

import dataclasses

from cardlang.kernel.dice import roll_die
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .sentences import compile_sentences
from .targets import amount, resolver

#: the abilities whose last instruction a results table can follow (each has its sentences)
_ROLLING_KINDS = (A.PlainAbility, A.TriggeredAbility, A.ActivatedAbility, A.LoyaltyAbility)


def with_results_table(node: A.DieRollAbility):
    """The ability that rolls, with its results table as its last sentence (706.3b): the
    ``DieRollAbility`` node itself, which the "sentence" handler below compiles."""
    body = node.body
    word = body if isinstance(body, A.AbilityWordAbility) else None
    inner = body.body if word is not None else body
    if not isinstance(inner, _ROLLING_KINDS):
        raise Unrunnable(inner, "a results table after this kind of ability")
    sentences = inner.sentences
    inner = dataclasses.replace(inner, sentences=dataclasses.replace(sentences, items=tuple(sentences.items) + (node,)))
    return inner


@handles(A.RollDice)
def roll_dice(node, env: Env):
    return _roll(node, None, env)


@handles(A.RollDiceModified)
def roll_dice_modified(node, env: Env):
    return _roll(node, node.modifier, env)


def _roll(node, modifier, env: Env):
    if not isinstance(node.count, A.One):
        raise Unrunnable(node.count, "rolling more than one die")
    sides = node.die.sides
    who = resolver(node.player, env) if node.player is not None else None
    if modifier is None:
        change = None
    elif isinstance(modifier, A.AddToRoll):
        change = amount(modifier.amount, env)                      # 706.2: added to the natural result
    elif isinstance(modifier, A.SubtractFromRoll):
        less = amount(modifier.amount, env)
        change = lambda g, c: -less(g, c)                          # noqa: E731  (706.2: subtracted)
    else:
        raise Unrunnable(modifier, "this modifier of a roll")

    def run(g, c):
        players = who(g, c) if who is not None else [c.data.get("acting_player", c.controller)]
        if len(players) != 1:
            raise Unrunnable(node, "more than one player rolling")
        natural = roll_die(g, players[0], sides, cause=c.source)
        c.data["die_natural"] = natural
        # 706.2: the result is the natural result after the modifiers
        c.data["die_result"] = natural + (change(g, c) if change is not None else 0)
    return run


@handles(A.DieRollAbility, role="sentence")
def results_table(node: A.DieRollAbility, env: Env):
    """706.3a: each row means "If the result was in this range, [effect]"; the row whose range
    holds the result of the roll happens, and no other."""
    rows = []
    before = env.it
    for row in node.rows:
        env.it = before                    # each row reads the instructions before the table
        rows.append((row.results, compile_sentences(row.effects, env)))
    env.it = before

    def run(g, c):
        result = c.data.get("die_result")
        if result is None:
            return                         # no roll happened (the instruction was not followed)
        for results, effect in rows:
            if results.holds(result):
                effect(g, c)
                return
    return run


@handles(A.RollResult, role="amount")
def _result(node, env: Env):
    """"the result": the result of the roll after its modifiers (706.2)."""
    return lambda g, c: c.data.get("die_result", 0)
