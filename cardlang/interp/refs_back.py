"""References back to objects and players named before in the ability (CR 608.2c: the
instructions are followed in the order written, and a later one names what an earlier one
chose, created or acted on):

* "each of them", "each of those creatures": every object of the group named before, the
  instruction followed for each of them;
* "the player", "the token": the one player or token the ability named before ("that
  player", the token it created)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import resolver


@handles(A.EachOfGroup, role="ref")
def _each_of_group(node, env):
    """"Untap two target creatures. Each of them gets +1/+1 until end of turn." (608.2c):
    the group the pronoun or "those <objects>" names; each instruction acts on every one."""
    return resolver(node.group, env)


def _noun(node) -> str:
    return getattr(node.noun, "name", "")


@handles(A.TheObject, role="ref")
def _the_object(node, env):
    """"The player discards that card.", "attach it to the token" (608.2c): "the player" is
    the player the ability named before ("that player"); "the token" the token an earlier
    instruction of the ability created."""
    noun = _noun(node)
    if noun in ("player", "opponent"):
        from .targets import _that_player
        return _that_player(node, env)
    if noun == "token" and env.data.get("made_tokens"):
        return lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    raise Unrunnable(node, f"'the {noun}' with nothing to refer to")
