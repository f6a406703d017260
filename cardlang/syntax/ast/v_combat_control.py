"""The corpus tail (session 6): attacking, blocking, tapping, control, sacrifice and destruction (grammar/rules/99_v_combat_control.lark)."""

from __future__ import annotations
