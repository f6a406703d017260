""""historic" (CR 700.6): "Whenever you cast a historic spell", "another target historic
permanent you control", "Historic spells you cast cost {1} less to cast." -- an object is
historic if it has the card type artifact, the supertype legendary, or the subtype Saga."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import handles


def is_historic(chars) -> bool:
    """CR 700.6: artifacts, legendaries and Sagas are historic."""
    return "Artifact" in chars.types or "Legendary" in chars.supertypes or "Saga" in chars.subtypes


@handles(A.Historic, role="qualifier")
def historic(adj, env):
    from .targets import _chars, _is_player
    return lambda g, c, i: not _is_player(g, i) and is_historic(_chars(g, i))
