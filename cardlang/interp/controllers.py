"""Players named through an object: "that creature's controller" (CR 108.4: the
controller of a permanent, spell or ability; 110.2), "its owner" (108.3).  An
object that has left its zone (a destroyed creature, a countered spell) is looked
at as it last existed (608.2h)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import resolver


def controller_of(g, i):
    """The controller of object ``i`` now, or as it last existed (608.2h); a stack
    item (spell or ability) by its controller (108.4)."""
    if i in g.players:
        return i
    if i in g.objects:
        return g.chars(i).controller
    if i in g.lki:
        return g.lki[i][1].controller
    for item in g.stack_items:
        if item.id == i:
            return item.controller
    return None


def owner_of(g, i):
    """The owner of object ``i`` in any zone (CR 108.3), or as it last existed (608.2h)."""
    if i in g.objects:
        return g.objects[i].owner
    if i in g.lki:
        return g.lki[i][0].owner
    return None


def _names_it(of, env) -> None:
    """"target creature's controller sacrifices it", "the owner of target nonland permanent
    puts it on the top or bottom of their library": the object the player is named through is
    what "it" refers to after it (CR 608.2c), unless something was named before."""
    if env.it is None:
        env.it = of


def _players_of(of, whose):
    def run(g, c):
        out = []
        for i in of(g, c):
            p = whose(g, i)
            if p is not None and p not in out:
                out.append(p)
        return out
    return run


@handles(A.TargetControllerOf, role="ref")
def _target_controller_of(node, env):
    """"target creature's controller": the target is the creature (CR 115.1), the player its
    controller (108.4)."""
    of = resolver(A.Target(None, node.filter, span=node.span), env)
    _names_it(of, env)
    return _players_of(of, controller_of)


@handles(A.TheControllerOf, A.TheOwnerOf, A.OwnerOf, role="ref")
def _the_controller_or_owner_of(node, env):
    """"the controller of target artifact" (CR 108.4), "the owner of target nonland permanent",
    "this creature's owner" (108.3)."""
    if isinstance(node.of, A.EachOfGroup):
        # "The controller of each of those artifacts gains life equal to its mana value": once
        # for each object, "its" that object -- not the group's players at once
        raise Unrunnable(node.of, "the controller of each object of a group, one at a time")
    of = resolver(node.of, env)
    _names_it(of, env)
    return _players_of(of, controller_of if isinstance(node, A.TheControllerOf) else owner_of)


@handles(A.ControllerOf, role="ref")
def _controller_of(node, env):
    """"that creature's controller", "enchanted creature's controller" (CR 108.4)."""
    of = resolver(node.object, env)
    _names_it(of, env)
    return _players_of(of, controller_of)
