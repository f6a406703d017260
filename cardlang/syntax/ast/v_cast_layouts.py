"""The corpus tail (session 6): casting, costs, spells and mana; and the planar, scheme, vanguard, class, saga, flip and double-faced layouts (grammar/rules/99_v_cast_layouts.lark)."""

from __future__ import annotations
