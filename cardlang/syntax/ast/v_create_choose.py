"""The corpus tail (session 6): creating tokens, copies, choices, votes, drafting and random effects (grammar/rules/99_v_create_choose.lark)."""

from __future__ import annotations
