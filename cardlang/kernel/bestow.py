"""Bestow (CR 702.103): whether a spell or permanent is bestowed, and ceasing to be.

A spell cast for its bestow cost (``linked["cast"]["alternative"] == "bestow"``,
kept by the permanent it becomes, 400.7d) is a bestowed Aura spell and then a
bestowed Aura (702.103b) until it ceases to be bestowed: its target is illegal as
it begins to resolve (702.103e: it resolves as a creature spell) or it becomes
unattached / is attached illegally (702.103f: an exception to 704.5m).  The card's
own bestow ability (the interpreter's) makes it an Aura enchantment with enchant
creature while ``is_bestowed``."""
from __future__ import annotations

from .casting import cast_with_alternative


def is_bestowed(game, oid) -> bool:
    o = game.objects.get(oid)
    return o is not None and not o.linked.get("bestow_ended") and cast_with_alternative(game, oid, "bestow")


def cease_to_be_bestowed(game, oid, rule: str) -> None:
    o = game.objects[oid]
    o.linked["bestow_ended"] = True
    o.attached_to = None
    game.note(f"{game.name_of(oid)} ceases to be bestowed", rule=rule)
