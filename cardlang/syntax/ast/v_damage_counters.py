"""The corpus tail (session 6): damage, life, prevention and counters (grammar/rules/99_v_damage_counters.lark)."""

from __future__ import annotations
