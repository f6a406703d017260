"""Redirection shields (CR 614.9): "The next 1 damage that would be dealt to target creature
this turn is dealt to another target creature instead.", "{0}: The next 1 damage that would
be dealt to Lancers en-Kor this turn is dealt to target creature you control instead."

A replacement effect that, like a prevention shield (615.7), is used up as it acts: of the
next damage that would be dealt to the first object, up to N is dealt to the second instead
(the rest, if any, is still dealt to the first: the event is split).  614.9: if the object
the damage would be redirected to (or from) is no longer on the battlefield or no longer a
creature, planeswalker or battle, or a player has left the game, the effect does nothing
(and isn't used up).  Both objects are named as the effect begins (608.2c); without a stated
duration, the shield lasts until it is used up."""
from __future__ import annotations

import dataclasses

from cardlang.kernel import ReplacementEffect
from cardlang.syntax import ast as A

from .registry import Env, handles
from .sentences import duration
from .targets import amount, resolver

DAMAGEABLE = ("Creature", "Planeswalker", "Battle")


def _can_be_dealt(g, i) -> bool:
    """614.9: a player still in the game, or a creature, planeswalker or battle on the battlefield."""
    if i in g.players:
        return not g.players[i].lost
    o = g.objects.get(i)
    return o is not None and o.zone == "battlefield" and any(t in g.chars(i).types for t in DAMAGEABLE)


@handles(A.RedirectNextDamage)
def redirect_next_damage(node: A.RedirectNextDamage, env: Env):
    n = amount(node.amount, env)
    source = resolver(node.from_, env)
    dest = resolver(node.to, env)
    dur = duration(node.duration, env)
    name = env.card_name

    def run(g, c):
        froms = [i for i in source(g, c) if i is not None]
        tos = [i for i in dest(g, c) if i is not None]
        if len(froms) != 1 or len(tos) != 1:
            return      # an illegal target: nothing to protect or nothing to redirect to (608.2b)
        frm, to = froms[0], tos[0]
        state = {"left": n(g, c)}
        if state["left"] <= 0:
            return

        def applies(gg, e):
            return e.kind == "damage" and e.amount > 0 and e.recipient == frm

        def replace(gg, e):
            if not (_can_be_dealt(gg, frm) and _can_be_dealt(gg, to)):
                return e                          # 614.9: the effect does nothing
            k = min(state["left"], e.amount)
            state["left"] -= k
            if state["left"] <= 0:
                shield.ended = True
            gg.note(f"{name}: {k} damage that would be dealt to {gg.name_of(frm)} is dealt to "
                    f"{gg.name_of(to)} instead", rule="614.9")
            moved = dataclasses.replace(e, recipient=to, amount=k)
            moved.history = list(e.history)
            if e.amount - k <= 0:
                return moved
            e.amount -= k
            return [moved, e]
        kw = {"source": c.source, "controller": c.controller}
        if dur is not None:
            kw["duration"] = dur(c)
        shield = ReplacementEffect(name=f"{name} (redirection)", applies=applies, replace=replace, **kw)
        g.add_replacement(shield)
    return run
