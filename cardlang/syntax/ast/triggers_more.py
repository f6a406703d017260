"""G13: trigger events and conditions, ability and flavor words (grammar/rules/97_triggers_more.lark)."""

from __future__ import annotations

from .base import Node, node


# -- ability words and flavor words (CR 207.2c-d) ---------------------------------------
@node
class LabelledMode(Node):
    """A mode with a flavor word: "• Khans — [effect]" (CR 207.2d: no rules meaning; the
    mode is its sentences, CR 700.2)."""
    word: Node
    sentences: Node
