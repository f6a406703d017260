"""Mana (session 12): adding and spending mana, mana value and mana cost in filters and
amounts (grammar/rules/99_x_mana.lark)."""

from __future__ import annotations

from .base import Node, node  # noqa: F401  (the family's nodes are @node classes)
