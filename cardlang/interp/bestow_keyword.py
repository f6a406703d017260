"""Bestow (CR 702.103a): "As you cast this spell, you may choose to cast it bestowed.
If you do, you pay [cost] rather than its mana cost."  702.103b: a spell cast bestowed
"becomes an Aura enchantment and gains enchant creature" -- as a spell it targets a
creature (303.4a) and it resolves attached to it -- until it ceases to be bestowed
(the kernel's ``bestow``: 702.103e-f).

Compiled as an alternative cost whose spell is an Aura spell targeting a creature
(``AlternativeCost.spell``) and a static ability of the card that, while it is
bestowed, makes it an Aura enchantment (layer 4, 205.1a: its creature type and
creature subtypes go) with enchant creature (layer 6)."""
from __future__ import annotations

from cardlang.kernel import Context, StaticAbility
from cardlang.kernel.bestow import is_bestowed
from cardlang.kernel.casting import CASTING_ZONES, AlternativeCost
from cardlang.kernel.layers import change_types, grant

from .attach import AuraSpellAbility, _protected_from
from .registry import Env
from .targets import target_spec


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _creature_on_battlefield(g, c, i) -> bool:
    return i in g.objects and g.objects[i].zone == "battlefield" and g.chars(i).is_creature


def _subtype_set(sub: str):
    """The card type a subtype belongs to (205.3): its creature types go with the
    creature type (205.1a)."""
    from cardlang.syntax.vocabulary_data import SUBTYPES
    return next((k for k, v in SUBTYPES.items() if sub in v), None)


def _bestow(item, env: Env) -> list:
    from .casting import _keyword_cost

    def can_attach(g, aura, host):   # enchant creature (702.5a)
        return (_creature_on_battlefield(g, Context(aura, g.chars(aura).controller), host)
                and not _protected_from(g, aura, host))
    spec = target_spec("target creature", _creature_on_battlefield, "permanent")
    enchant = AuraSpellAbility(lambda g, c: None, (spec,), text="Enchant creature (bestow)", can_attach=can_attach)

    def cont(g, o):
        oid = o.id
        bestowed = lambda gg, ch: ch.id == oid and is_bestowed(gg, oid)
        return [change_types("bestow: Aura enchantment", bestowed, card_types=("Enchantment",), subtypes=("Aura",),
                             subtype_set=_subtype_set, source=oid),
                grant("bestow: enchant creature", [enchant], bestowed, source=oid)]
    return [AlternativeCost(keyword="bestow", text=_text(item), name="bestow", cost=_keyword_cost(item, env),
                            spell=enchant),
            StaticAbility(continuous=cont, zones=CASTING_ZONES, text="bestowed: an Aura enchantment with enchant "
                                                                     "creature (702.103b)")]


BESTOW_KEYWORDS = {"bestow": _bestow}
