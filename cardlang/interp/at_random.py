""""At random" (CR 701.9b: a random discard; 608.2d-style choices "chosen at random"):
the game, not a player, picks -- through the game's random generator (``g.rng``), so a
seeded game is reproducible. ``split_at_random(filter)`` removes the qualifier from a
filter and says whether it was there; the families that choose objects (discard,
"return a card at random from your graveyard") pick with ``pick_at_random``."""
from __future__ import annotations

from dataclasses import replace

from cardlang.syntax import ast as A


def split_at_random(flt):
    """-> (the filter without "at random", True if it had it)."""
    if not isinstance(flt, A.Filter) or flt.suffixes is None:
        return flt, False
    items = flt.suffixes.items
    if not any(isinstance(s, A.AtRandom) for s in items):
        return flt, False
    kept = tuple(s for s in items if not isinstance(s, A.AtRandom))
    return replace(flt, suffixes=replace(flt.suffixes, items=kept)), True


def pick_at_random(g, cands: list, n: int) -> list:
    """``n`` different objects of ``cands`` chosen at random (all of them if fewer)."""
    cands = list(cands)
    if n >= len(cands):
        return cands
    return g.rng.sample(cands, n)
