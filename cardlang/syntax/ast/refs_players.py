"""G14: "your commander" (grammar/rules/98_refs_players.lark)."""

from __future__ import annotations

from .base import Node, node


@node
class YourCommander(Node):
    """"your commander" (CR 903.3: the card designated as your commander)."""
