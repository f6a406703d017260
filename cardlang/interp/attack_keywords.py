"""Keywords that trigger as their creature attacks: melee (702.121a) and training
(702.149a).  Each instance is its own triggered ability (702.121b, 702.149b)."""
from __future__ import annotations

from cardlang.kernel import StaticAbility, TriggeredAbility

from .registry import Env


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _attacks(g, ev, src) -> bool:
    return ev.kind == "marker" and ev.name == "attackers_declared" and src.id in ev.data.get("attackers", {})


def _melee(item, env: Env) -> list:
    """CR 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for
    each opponent you attacked with a creature this combat." (Counted as it resolves;
    a creature attacking a planeswalker or battle didn't attack its player, 506.2.)"""
    from .keywords import _pump_self

    def eff(g, c):
        if g.combat is None:
            return
        opps = set(g.opponents(c.controller))
        attacked = {d for a, d in g.combat.attackers.items()
                    if d in opps and a in g.objects and g.chars(a).controller == c.controller}
        if attacked:
            _pump_self(g, c, len(attacked), "melee")
    return [StaticAbility(keyword="melee", text="melee"),
            TriggeredAbility(_attacks, eff, text=_text(item))]


def _training(item, env: Env) -> list:
    """CR 702.149a: "Whenever this creature and at least one other creature with power
    greater than this creature's power attack, put a +1/+1 counter on this creature.\""""
    def trig(g, ev, src):
        if not _attacks(g, ev, src):
            return False
        mine = g.chars(src.id).power or 0
        return any(a != src.id and a in g.objects and (g.chars(a).power or 0) > mine
                   for a in ev.data.get("attackers", {}))

    def eff(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.put_counters(c.source, "+1/+1", 1, cause=c.source)
    return [StaticAbility(keyword="training", text="training"),
            TriggeredAbility(trig, eff, text=_text(item))]


ATTACK_KEYWORDS = {"melee": _melee, "training": _training}
