"""The corpus tail (session 7): counters — putting, removing, moving and counting them; poison, energy, loyalty (grammar/rules/99_w_counters.lark)."""

from __future__ import annotations

from .base import Node, node  # noqa: F401
