""""If you can't, ...", "If that player can't, ...", "If the player can't, ...": the
instruction before could not be followed in full (CR 101.3: the part that is impossible is
ignored; the player does as much as possible).  "Sacrifice a creature. If you can't, ...":
the player controlled fewer permanents of that kind than the number to sacrifice (701.21a).

Only after an instruction that records whether its players could follow it (a sacrifice of
permanents a player chooses, ``zones.sacrifice``: ``ctx.data["couldnt"]``, the players who
couldn't); after another instruction "If you can't" stays Unrunnable."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable
from .sentences import CONDITIONS


def _is_that_player(who) -> bool:
    return isinstance(who, (A.ThatPlayer, A.They, A.ThatRef)) or (
        isinstance(who, A.TheObject) and getattr(who.noun, "name", None) == "player")


def if_cant(node: A.IfCant, env):
    before = env.data.get("can_fail")
    if before is None:
        raise Unrunnable(node, "'if you can't' after an instruction that doesn't tell")
    verb, by_you = before
    who = node.player
    if isinstance(who, A.You) and not by_you or not isinstance(who, A.You) and (by_you or not _is_that_player(who)):
        raise Unrunnable(who, f"'if ... can't' about a player other than the one who was to {verb}")
    return lambda g, c: bool(c.data.get("couldnt"))


CONDITIONS[A.IfCant] = if_cant
