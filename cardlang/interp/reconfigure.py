"""Reconfigure (CR 702.151): an Equipment creature that attaches itself.

702.151a: "Reconfigure [cost]" means "[Cost]: Attach this permanent to another target
creature you control. Activate only as a sorcery" and "[Cost]: Unattach this
permanent. Activate only if this permanent is attached to a creature and only as a
sorcery."  702.151b: attached to a creature this way, it stops being a creature (its
creature type and creature subtypes go, layer 4) until it becomes unattached."""
from __future__ import annotations

from cardlang.kernel import ActivatedAbility, StaticAbility
from cardlang.kernel.layers import ContinuousEffect

from .registry import Env
from .targets import target_spec


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _creature_type(sub: str) -> bool:
    from cardlang.syntax.vocabulary_data import SUBTYPES
    return sub in SUBTYPES.get("creature", ())


def _reconfigure(item, env: Env) -> list:
    from .casting import _keyword_cost
    cost = _keyword_cost(item, env)
    text = _text(item)
    spec = target_spec("another target creature you control",
                       lambda g, c, i: i != c.source and i in g.objects and g.objects[i].zone == "battlefield"
                       and g.chars(i).is_creature and g.chars(i).controller == c.controller, "permanent")

    def attach(g, c):
        for t in c.legal_targets():
            g.attach(c.source, t)

    def attached(g, c):   # "Activate only if this permanent is attached to a creature"
        o = g.objects.get(c.source)
        host = o.attached_to if o is not None else None
        return host is not None and host in g.objects and g.chars(host).is_creature

    def unattach(g, c):
        o = g.objects.get(c.source)
        if o is not None and o.attached_to is not None:
            o.attached_to = None
            g.note(f"{g.name_of(c.source)} becomes unattached", rule="701.3d")

    def cont(g, o):
        oid = o.id

        def not_a_creature(gg, ch):   # 702.151b: it isn't a creature while attached
            ch.types = tuple(t for t in ch.types if t != "Creature")
            ch.subtypes = tuple(s for s in ch.subtypes if not _creature_type(s))
        return [ContinuousEffect("reconfigure: not a creature while attached", "4", not_a_creature,
                                 lambda gg, ch: ch.id == oid and gg.objects[oid].attached_to is not None, source=oid)]
    return [ActivatedAbility(cost, attach, (spec,), timing="sorcery", text=f"{text} (attach)"),
            ActivatedAbility(cost, unattach, (), timing="sorcery", text=f"{text} (unattach)",
                             conditions=((attached, "it isn't attached to a creature"),)),
            StaticAbility(continuous=cont, keyword="reconfigure", text="While attached, this isn't a creature.")]


RECONFIGURE_KEYWORDS = {"reconfigure": _reconfigure}
