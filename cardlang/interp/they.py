""""they" meaning the player who performs the instruction (CR 608.2c): "Target player
loses 1 life for each tapped artifact they control", "Each player returns a creature
they control to its owner's hand", "Target opponent exiles a creature they control".

An instruction whose subject is one or more players and whose words say "they" is
followed by each of those players in turn (101.4), "they" being that player. Used only
where the instruction can't run otherwise (the families that already bind "they"
keep their own meaning)."""
from __future__ import annotations

import dataclasses

from cardlang.syntax import ast as A

from .registry import Unrunnable, dispatch, handles
from .targets import each_player_acting, filter_pred, resolver


@dataclasses.dataclass(frozen=True)
class ActingPlayer:
    """Internal reference (not written in any card): the player following the
    instruction now."""


@handles(ActingPlayer, role="ref")
def _acting(node, env):
    return lambda g, c: [c.data.get("acting_player", c.controller)]


def _names_players(subject, env) -> bool:
    if isinstance(subject, (A.TargetPlayer, A.QuantifiedPlayer, A.ThatPlayer, A.DefendingPlayer)):
        return True
    if isinstance(subject, A.ThatRef):
        from .targets import _names_players as words_name_players
        return words_name_players(subject.types)        # "that player", "that opponent"
    if isinstance(subject, (A.Quantified, A.Target)):
        _, kind = filter_pred(subject.filter, env)
        return kind == "player"
    return False


def _mentions_they(item, subject) -> bool:
    inside = sum(1 for n in item.walk() if isinstance(n, A.They))
    in_subject = sum(1 for n in subject.walk() if isinstance(n, A.They)) if hasattr(subject, "walk") else 0
    return inside > in_subject


def compile_for_each_player(item, env):
    """Dispatch ``item``; if it can't run because "they" has nothing to refer to and its
    subject names players, compile it once for "the player following it" and run it
    for each of them in turn."""
    targets_before, it, it_player, data = len(env.targets), env.it, env.it_player, dict(env.data)
    try:
        return dispatch(item, env, "effect")
    except Unrunnable as exc:
        subject = getattr(item, "subject", None)
        if not isinstance(exc.node, A.They) or subject is None or not _mentions_they(item, subject):
            raise
        del env.targets[targets_before:]          # undo what the failed attempt registered
        env.it, env.it_player = it, it_player
        env.data.clear()
        env.data.update(data)
    if not _names_players(subject, env):
        raise Unrunnable(subject, "'they' after a subject that isn't a player")
    who = resolver(subject, env)
    acting = _acting(None, env)
    saved_they = env.data.get("they")
    env.data["they"] = acting
    try:
        effect = dispatch(dataclasses.replace(item, subject=ActingPlayer()), env, "effect")
    finally:
        env.data["they"] = saved_they
    env.it_player = who          # "that player" later: the players named, not "the one acting"
    return each_player_acting(who, effect)   # 101.4: in turn order
