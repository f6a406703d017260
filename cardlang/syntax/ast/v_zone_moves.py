"""The corpus tail (session 6): exiling, returning and putting objects into zones (grammar/rules/99_v_zone_moves.lark)."""

from __future__ import annotations
