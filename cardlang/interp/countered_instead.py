"""'Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard.' (CR 608.2c: later text modifies earlier text, so the
replacement, 614.1a, is in place before the spell is countered, 701.6a; it applies to the
card of the spell this effect counters only, and ends as the effect finishes resolving).
Also "put it on top of / on the bottom of its owner's library" and "into its owner's hand"."""
from __future__ import annotations

from cardlang.kernel import ReplacementEffect
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable


def is_countered_instead(s) -> bool:
    """Is ``s`` "If that spell is countered this way, <put it elsewhere> instead ..."?"""
    return isinstance(s, A.ConditionalSentence) and isinstance(s.condition, A.CounteredThisWay)


def _destination(effect):
    """The zone the countered card goes to instead: (zone, on top)."""
    if isinstance(effect, A.Exile) and isinstance(effect.what, A.It) and effect.subject is None \
            and effect.delayed is None and effect.unless is None:
        return "exile", False
    if isinstance(effect, A.PutEffect) and isinstance(effect.what, A.It) and effect.subject is None \
            and effect.delayed is None:
        dest = effect.destination
        zone = getattr(dest, "zone", None)
        if isinstance(zone, A.ZoneRef) and isinstance(zone.owner, A.ItsOwners):
            if isinstance(dest, A.OnTopOf) and zone.zone.name == "library":
                return "library", True
            if isinstance(dest, A.OnBottomOf) and zone.zone.name == "library" and dest.order is None:
                return "library", False
            if isinstance(dest, A.IntoZone) and zone.zone.name == "hand":
                return "hand", False
    raise Unrunnable(effect, "putting the countered card there")


def countered_instead(s: A.ConditionalSentence, env: Env):
    spell = env.it   # the spell the sentence before counters ("Counter target spell.")
    items = s.chain.items if isinstance(s.chain, A.EffectChain) else (s.chain,)
    if spell is None or len(items) != 1 or not isinstance(items[0], A.EffectInsteadOf):
        raise Unrunnable(s, "this change to a countered spell")
    replaced = items[0].replaced
    into = getattr(replaced, "destination", replaced)
    zone = getattr(into, "zone", None)
    if not (isinstance(zone, A.ZoneRef) and zone.zone.name == "graveyard"):
        raise Unrunnable(replaced, "replacing this zone")
    to_zone, on_top = _destination(items[0].effect)

    def run(g, c):
        cards = {i for i in spell(g, c) if i in g.objects and g.objects[i].zone == "stack"}
        if not cards:
            return

        def applies(gg, e):
            return (e.kind == "zone_change" and e.obj in cards and e.to_zone == "graveyard"
                    and gg.objects.get(e.obj) is not None and gg.objects[e.obj].zone == "stack")

        def replace(gg, e):
            gg.note(f"{gg.name_of(e.obj)} is countered this way: it goes to {to_zone} instead", rule="614.1a")
            e.to_zone = to_zone
            if to_zone == "library":
                e.to_top = on_top
            return e
        # 614.15: part of this effect, replacing part of it: a self-replacement effect (616.1a)
        r = ReplacementEffect(f"{env.card_name}: the countered card goes to {to_zone}", applies, replace,
                              source=c.source, controller=c.controller, self_replacement=True)
        g.add_replacement(r)
        c.data.setdefault("ends_with_resolution", []).append(r)   # 608.2c: this counter only
    return run
