"""Auras and Equipment (CR 301.5, 303.4, 702.5, 702.6): the Enchant keyword
(an Aura spell targets what it can enchant and resolves attached to it),
Equip (an activated ability that attaches), and the references "enchanted
creature" / "equipped creature" (the object the source is attached to)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from cardlang.kernel import ActivatedAbility, Context, SpellAbility
from cardlang.syntax import ast as A

from .costs import compile_cost
from .registry import Unrunnable, handles
from .targets import _group_pred, filter_pred, on_battlefield_unless, resolver, target_spec


@dataclass(frozen=True)
class AuraSpellAbility(SpellAbility):
    """An Aura's enchant ability (702.5a): as a spell it targets (303.4a);
    on the battlefield ``can_attach(game, aura, host)`` is what it may enchant
    (checked by the state-based action 704.5m)."""
    aura: bool = True
    can_attach: Optional[Callable[..., bool]] = None
    keyword: str = "enchant"


@dataclass(frozen=True)
class EquipAbility(ActivatedAbility):
    """Equip [cost] (702.6a): "[Cost]: Attach this permanent to target
    creature you control. Activate only as a sorcery."  ``can_attach``: an
    Equipment equips only creatures (301.5c, 704.5n)."""
    can_attach: Optional[Callable[..., bool]] = None


def _types_pred(types, env):
    groups = [g for g in types.items if isinstance(g, A.TypeGroup)] if isinstance(types, A.TypeWords) else [types]
    preds = [_group_pred(g) for g in groups]
    return lambda g, c, i: any(p(g, c, i) for p in preds)


def _protected_from(game, aura: int, host: int) -> bool:
    """702.16c/d: a permanent with protection can't be enchanted/equipped by
    an Aura/Equipment with the stated quality."""
    hc = game.chars(host)
    src = game.chars(aura)
    return any(getattr(a, "protection", None) is not None and a.protection(game, src) for a in hc.abilities)


def enchant_ability(node: A.Enchant, env) -> AuraSpellAbility:
    pred, kind = filter_pred(node.filter, env)
    if kind not in ("permanent",):
        raise Unrunnable(node, f"enchant a {kind}")
    tpred = on_battlefield_unless(kind, pred)
    spec = target_spec("target " + _text(node.filter), tpred, kind)

    def can_attach(g, aura, host):
        return (host in g.objects and g.objects[host].zone == "battlefield"
                and pred(g, Context(aura, g.chars(aura).controller), host) and not _protected_from(g, aura, host))
    return AuraSpellAbility(lambda g, c: None, (spec,), text=f"Enchant {_text(node.filter)}", can_attach=can_attach)


def equip_ability(node, env) -> EquipAbility:
    """CR 702.6a: "Equip [cost]" (or "Equip—[costs]", e.g. "Equip—Pay 3 life.") means
    "[Cost]: Attach this permanent to target creature you control. Activate only as a
    sorcery.\""""
    if isinstance(node, A.KeywordDashCost):
        cost, words = compile_cost(node.costs, env), _text(node.costs)
    else:
        cost, words = compile_cost(A.Costs((node.cost,)), env), _text(node.cost)
    spec = target_spec("target creature you control",
                       lambda g, c, i: i in g.objects and g.objects[i].zone == "battlefield"
                       and g.chars(i).is_creature and g.chars(i).controller == c.controller, "permanent")

    def effect(g, c):
        for t in c.legal_targets():
            g.attach(c.source, t)

    def can_attach(g, eq, host):
        return (host in g.objects and g.chars(host).is_creature and not g.chars(eq).is_creature
                and not _protected_from(g, eq, host))
    return EquipAbility(cost, effect, (spec,), timing="sorcery", text=f"Equip {words}",
                        can_attach=can_attach)


def _attached(node, env):
    check = _types_pred(node.types, env) if getattr(node, "types", None) is not None else None

    def res(g, c):
        o = g.objects.get(c.source)
        h = o.attached_to if o is not None else None
        if h is None or h not in g.objects or g.objects[h].zone != "battlefield":
            return []
        return [h]
    return res


@handles(A.AttachEffect)
def attach_effect(node, env):
    """"Attach this Equipment to target creature you control" (CR 701.3a).  An
    Aura or Equipment that can't legally be attached to it stays where it is
    (701.3b, 301.5c); the kernel's ``attach`` checks that. "attach an Equipment you control to
    it", "attach it to a creature you control": the player attaching chooses one (608.2c)."""
    saved, env.data["verb"] = env.data.get("verb"), "attach"
    try:
        what = resolver(node.what, env)
        to = resolver(node.to, env)
    finally:
        env.data["verb"] = saved

    def run(g, c):
        hosts = [h for h in to(g, c) if h in g.objects and g.objects[h].zone == "battlefield"]
        if not hosts:
            return
        for i in what(g, c):
            # 701.3a: only an Aura, Equipment or Fortification can be attached
            if i in g.objects and g.objects[i].zone == "battlefield" and \
                    {"Aura", "Equipment", "Fortification"} & set(g.chars(i).subtypes):
                g.attach(i, hosts[0])
    return run


@handles(A.EnchantedRef, A.EquippedRef, role="ref")
def _attached_ref(node, env):
    return _attached(node, env)


def _text(node) -> str:
    try:
        from cardlang.syntax import to_text
        return to_text(node)
    except Exception:  # noqa: BLE001
        return "object"
