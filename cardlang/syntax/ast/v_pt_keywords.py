"""The corpus tail (session 6): power/toughness changes and granted or lost abilities ("gets", "gains", "has") (grammar/rules/99_v_pt_keywords.lark)."""

from __future__ import annotations
