"""Dispatch by AST node type, the compile-time environment, and ``Unrunnable``.

Each effect family lives in its own module and registers its handlers with
``@handles(A.SomeNode)``.  A handler takes ``(node, env)`` and returns what the
family compiles to (an effect ``(game, ctx) -> None``, a resolver
``(game, ctx) -> [ids]``, a predicate...).  A node with no handler raises
:class:`Unrunnable` -- never silently skipped (DESIGN principle 2).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from cardlang.syntax import ast as A

HANDLERS: dict[tuple[str, type], Callable] = {}


class Unrunnable(Exception):
    """An AST node the interpreter cannot run yet."""

    def __init__(self, node: Any, reason: str = ""):
        self.node = node
        self.reason = reason
        name = type(node).__name__
        super().__init__(f"{name}: {reason}" if reason else f"{name} cannot run yet")


def handles(*classes: type, role: str = "effect"):
    """Register a handler for AST node classes in a role ("effect", "ref",
    "amount", "static", "trigger", "rider", "cost", "keyword")."""
    def deco(fn):
        for c in classes:
            HANDLERS[(role, c)] = fn
        return fn
    return deco


def dispatch(node: Any, env: "Env", role: str = "effect"):
    fn = HANDLERS.get((role, type(node)))
    if fn is None:
        raise Unrunnable(node, f"no {role} handler for {type(node).__name__}")
    return fn(node, env)


@dataclass
class Env:
    """What compiling one ability knows: the card, the face, the target
    requirements collected so far (in order, CR 601.2c), and what "it" refers to."""
    card_name: str
    face: Any = None                     # kernel FaceDef being built (name/types) or None
    face_types: tuple = ()
    targets: list = field(default_factory=list)    # kernel TargetSpecs
    it: Any = None                       # resolver for "it"/"that creature"/"they"
    it_player: Any = None                # resolver for "that player"
    data: dict = field(default_factory=dict)

    @property
    def is_spell_face(self) -> bool:
        return any(t in self.face_types for t in ("Instant", "Sorcery"))

    def target_offset(self) -> int:
        return sum(s.count for s in self.targets)


def sentences_of(node: Any) -> tuple:
    """The sentence nodes of a ``Sentences`` node (or a single sentence)."""
    if isinstance(node, A.Sentences):
        return tuple(node.items)
    return (node,)
