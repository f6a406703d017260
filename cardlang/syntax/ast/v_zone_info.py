"""The corpus tail (session 6): searching, revealing, looking, shuffling, milling, discarding and drawing (grammar/rules/99_v_zone_info.lark)."""

from __future__ import annotations
