"""Control-changing effects (CR 110.2, 613.1b: layer 2)."""
from __future__ import annotations

from cardlang.kernel.durations import INDEFINITE
from cardlang.kernel.layers import gain_control
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import current_duration, duration as compile_duration
from .targets import acting_players, resolver


@handles(A.GainControl)
def gain_control_effect(node, env):
    """"Gain control of target creature [until end of turn]": a layer-2 effect on the
    permanents referred to as it resolves (611.2c); without a duration it lasts
    indefinitely (611.2a)."""
    who = acting_players(node, env)
    before = len(env.targets)
    what = resolver(node.what, env)
    if any(s.kind != "permanent" for s in env.targets[before:]):
        raise Unrunnable(node.what, "gaining control of a spell or a player")
    dur = compile_duration(node.duration, env) if node.duration is not None else None
    env.it = what

    def run(g, c):
        players = who(g, c)
        if not players:
            return
        new_controller = players[0]
        ids = frozenset(i for i in what(g, c) if i in g.objects and g.objects[i].zone == "battlefield")
        if not ids:
            return
        d = dur(c) if dur is not None else current_duration(env, c, INDEFINITE)
        g.add_effect(gain_control(f"{env.card_name}: {g.name_of(new_controller)} controls "
                                  f"{', '.join(g.name_of(i) for i in sorted(ids))}", new_controller,
                                  lambda gg, ch: ch.id in ids, duration=d, source=c.source,
                                  controller=c.controller))
    return run
