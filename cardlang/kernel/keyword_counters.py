"""Keyword counters (CR 122.1b): a flying, first strike, ... counter on an object gives
it that keyword; in layer 6 (613.1f), with the counter's timestamp (613.7c: each
counter of a kind gets a new timestamp when another is put on)."""
from __future__ import annotations

from .abilities import keyword
from .layers import ContinuousEffect

#: CR 122.1b: the keywords a keyword counter can be
KEYWORD_COUNTERS = ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")

#: keyword -> the ability it gives; the keywords the kernel checks by name are here, the
#: interpreter adds those that are more than a name (indestructible, exalted, decayed)
ABILITIES: dict = {k: keyword(k) for k in ("flying", "first strike", "double strike", "deathtouch", "haste",
                                           "hexproof", "lifelink", "menace", "reach", "shadow", "trample",
                                           "vigilance")}


def keyword_counter_effects(game) -> list:
    """Layer-6 effects of the keyword counters on every object (122.1b: in any zone)."""
    out = []
    for oid, o in game.objects.items():
        for kind, n in o.counters.items():
            ability = ABILITIES.get(kind) if n > 0 else None
            if ability is None:
                continue

            def grant(g, ch, ability=ability):
                if ability not in ch.abilities:
                    ch.abilities = ch.abilities + [ability]
            out.append(ContinuousEffect(f"{kind} counter", "6", grant, lambda g, ch, oid=oid: ch.id == oid,
                                        timestamp=o.counter_ts.get(kind, o.timestamp)))
    return out
