"""The interpreter: AST nodes -> kernel abilities and effects.

One module per effect family (damage, life, cards, zones, tokens, counters,
mana, prevention, replacement, continuous, transform, copy, modal, targets,
keywords), registered by AST node type (``registry.handles``)."""
from .abilities import CompiledCard, UnrunnableAbility, compile_card, compile_card_report  # noqa: F401
from .registry import Unrunnable  # noqa: F401
