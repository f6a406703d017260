"""The base of the AST: spans, the Node class and the node registry.

Every node is a frozen dataclass. Its span (where it came from) is kept but does
not take part in equality, so ``parse(print(ast)) == ast`` compares meaning only.

A node class is bound to the grammar rule of the same name in snake_case
(``DealDamage`` ↔ ``deal_damage``); ``__rules__`` binds it to other rule names
too (aliases made with ``->`` in the grammar).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterator


@dataclass(frozen=True, slots=True)
class Span:
    """1-based line and column of the first character, and of the end (exclusive)."""

    line: int
    column: int
    end_line: int
    end_column: int

    def shifted(self, lines: int = 0, columns: int = 0) -> "Span":
        return Span(self.line + lines, self.column + columns, self.end_line + lines, self.end_column + columns)

    def to_json(self) -> dict[str, int]:
        return {"line": self.line, "column": self.column, "end_line": self.end_line, "end_column": self.end_column}


#: rule name -> node class; filled by ``Node.__init_subclass__``.
NODE_CLASSES: dict[str, type["Node"]] = {}


def camel_to_snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


# Every node class is a dataclass made by :func:`node`, which writes no code per class: the
# stdlib's ``@dataclass(frozen=True)`` compiles six functions for each class (``__init__``,
# ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``), which cost ~1 ms a class
# and, with ~2,800 classes, seconds at every start of the program. Instead ``Node`` has one
# generic version of each, reading the class's fields (``dataclasses.fields``) once per class;
# the behaviour is the frozen dataclass's: positional fields in order, ``span`` and ``form``
# keyword-only and left out of equality, hash and repr, and no attribute can be assigned.
@dataclass(kw_only=True, init=False, repr=False, eq=False)
class Node:
    """Base of every AST node."""

    span: Span | None = field(default=None, compare=False, repr=False)
    #: the surface wording: the grammar's keywords in order, with the index of each
    #: field value (flattened) where it stands. Not meaning: excluded from equality.
    form: tuple = field(default=(), compare=False, repr=False)

    #: extra grammar rule names (``->`` aliases) that build this node.
    __rules__: ClassVar[tuple[str, ...]] = ()
    #: when true the builder passes the children as one list to the first field.
    __list__: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__name__.startswith("_"):
            return
        for rule in (camel_to_snake(cls.__name__), *cls.__dict__.get("__rules__", ())):
            if rule in NODE_CLASSES and NODE_CLASSES[rule] is not cls:
                raise TypeError(f"grammar rule {rule!r} is bound to both {NODE_CLASSES[rule].__name__} and {cls.__name__}")
            NODE_CLASSES[rule] = cls

    # -- the frozen dataclass's methods, generic (see above) --------------------------------

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        _init(self, *args, **kwargs)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        names = (_PLANS.get(self.__class__) or _plan_of(self.__class__)).compared
        mine, theirs = self.__dict__, other.__dict__
        return [mine[n] for n in names] == [theirs[n] for n in names]

    def __hash__(self) -> int:
        names = (_PLANS.get(self.__class__) or _plan_of(self.__class__)).compared
        mine = self.__dict__
        return hash(tuple([mine[n] for n in names]))

    def __repr__(self) -> str:
        names = (_PLANS.get(self.__class__) or _plan_of(self.__class__)).shown
        mine = self.__dict__
        return f"{self.__class__.__qualname__}({', '.join(f'{n}={mine[n]!r}' for n in names)})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    @property
    def type_name(self) -> str:
        return type(self).__name__

    def fields(self) -> Iterator[tuple[str, Any]]:
        for name in _field_names(type(self)):
            yield name, getattr(self, name)

    def walk(self) -> Iterator["Node"]:
        """This node and every node below it, depth first (iterative: deep trees are fine)."""
        stack: list[Any] = [self]
        pop, push = stack.pop, stack.append
        while stack:
            value = pop()
            if isinstance(value, Node):
                yield value
                cls = type(value)
                names = _REVERSED_FIELDS.get(cls)
                if names is None:
                    names = _REVERSED_FIELDS[cls] = _field_names(cls)[::-1]
                # the attributes read from the node's own dict: a field with a default is also a
                # class attribute, which ``getattr`` would look up along the class's bases first
                attributes = value.__dict__
                for name in names:  # last field first: the stack pops the first field first
                    child = attributes[name]
                    if isinstance(child, (Node, tuple, list)):
                        push(child)
            elif isinstance(value, (tuple, list)):
                stack.extend(reversed(value))


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_REVERSED_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """The meaning fields of a node class (not span, not form), computed once per class."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(cls) if f.name not in ("span", "form"))
        _FIELD_NAMES[cls] = names
    return names


def node(cls):
    """Decorator: make ``cls`` a node: a dataclass whose ``__init__``, ``__eq__``, ``__hash__``,
    ``__repr__`` and frozen ``__setattr__`` are ``Node``'s generic ones (see ``Node``).

    It makes the class's fields itself, as ``dataclass(init=False, repr=False, eq=False)``
    would (the same ``Field`` objects, defaults left on the class, ``__match_args__``;
    tests/syntax/test_startup.py compares the two): the stdlib's class processing (its
    look at every annotation for ``ClassVar``/``InitVar``, ``__doc__`` from the signature,
    abstract methods) cost ~50 µs a class, ~0.15 s of every start with ~2,800 classes."""
    fields: dict[str, dataclasses.Field] = {}
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, "__dataclass_fields__", None)
        if base_fields is not None:
            fields.update(base_fields)
    own = cls.__dict__.get("__annotations__", {})
    for name, annotation in own.items():
        default = getattr(cls, name, dataclasses.MISSING)
        made = default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        made.name, made.type = name, annotation
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if _CLASS_VAR.match(text):
            made._field_type = _CLASSVAR_KIND
        else:
            made._field_type = _FIELD_KIND
            if made.kw_only is dataclasses.MISSING:
                made.kw_only = False
            if made.default.__class__.__hash__ is None:  # as dataclass: no list, dict or set default
                raise ValueError(f"mutable default {type(made.default)} for field {name} is not allowed: "
                                 "use default_factory")
        fields[name] = made
        if isinstance(cls.__dict__.get(name), dataclasses.Field):
            if made.default is dataclasses.MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, made.default)
    cls.__dataclass_fields__ = fields
    cls.__dataclass_params__ = Node.__dataclass_params__
    if "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in fields.values()
                                   if f._field_type is _FIELD_KIND and f.init and not f.kw_only)
    return cls


#: what marks a Field as a field or as a ClassVar (``dataclasses`` keeps these two markers
#: private: they are read from ``Node``'s own fields, made by the stdlib)
_FIELD_KIND = Node.__dataclass_fields__["span"]._field_type
_CLASSVAR_KIND = Node.__dataclass_fields__["__rules__"]._field_type
_CLASS_VAR = re.compile(r"(typing\.)?ClassVar\b")


class _Plan:
    """What the generic methods of ``Node`` need of one class, computed once."""

    __slots__ = ("positional", "keyword", "defaults", "compared", "shown", "post_init", "order")

    def __init__(self, cls: type) -> None:
        fields = dataclasses.fields(cls)
        #: fields given by position, in order; the keyword-only ones (``span``, ``form``)
        self.positional = tuple(f.name for f in fields if not f.kw_only)
        self.keyword = frozenset(f.name for f in fields if f.kw_only)
        #: name → a function giving the default of a field that has one
        self.defaults = {f.name: (f.default_factory if f.default_factory is not dataclasses.MISSING
                                  else (lambda value=f.default: value))
                         for f in fields if f.default is not dataclasses.MISSING
                         or f.default_factory is not dataclasses.MISSING}
        self.compared = tuple(f.name for f in fields if f.compare)
        self.shown = tuple(f.name for f in fields if f.repr)
        self.post_init = getattr(cls, "__post_init__", None) is not None
        #: every field in the dataclass's order: the order of the node's ``__dict__``
        self.order = tuple(f.name for f in fields)


_PLANS: dict[type, _Plan] = {}


def _plan_of(cls: type) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _Plan(cls)
    return plan


def _init(self, *args: Any, **kwargs: Any) -> None:
    cls = self.__class__
    plan = _PLANS.get(cls) or _plan_of(cls)
    positional = plan.positional
    if len(args) > len(positional):
        raise TypeError(f"{cls.__qualname__}.__init__() takes {len(positional) + 1} positional arguments "
                        f"but {len(args) + 1} were given")
    given = dict(zip(positional, args))
    for name, value in kwargs.items():
        if name in given:
            raise TypeError(f"{cls.__qualname__}.__init__() got multiple values for argument {name!r}")
        if name not in plan.keyword and name not in positional:
            raise TypeError(f"{cls.__qualname__}.__init__() got an unexpected keyword argument {name!r}")
        given[name] = value
    values = {}
    for name in plan.order:
        if name in given:
            values[name] = given[name]
        elif name in plan.defaults:
            values[name] = plan.defaults[name]()
        else:
            raise TypeError(f"{cls.__qualname__}.__init__() missing 1 required argument: {name!r}")
    object.__getattribute__(self, "__dict__").update(values)
    if plan.post_init:
        self.__post_init__()


def to_json(value: Any, line_offset: int = 0) -> Any:
    """A node as plain JSON data: ``{"type": ..., fields..., "span": ...}``.

    ``line_offset`` moves spans down (abilities are parsed one line at a time)."""
    if isinstance(value, Node):
        out: dict[str, Any] = {"type": value.type_name}
        for name, item in value.fields():
            out[name] = to_json(item, line_offset)
        out["span"] = value.span.shifted(lines=line_offset).to_json() if value.span else None
        return out
    if isinstance(value, (tuple, list)):
        return [to_json(v, line_offset) for v in value]
    return value


def dump(value: Any, indent: int = 0) -> str:
    """A readable, stable, one-field-per-line rendering (used by snapshots)."""
    pad = "  " * indent
    if isinstance(value, Node):
        fields = list(value.fields())
        if not fields:
            return f"{value.type_name}"
        lines = [f"{value.type_name}"]
        for name, item in fields:
            rendered = dump(item, indent + 1)
            lines.append(f"{pad}  {name}: {rendered}")
        return "\n".join(lines)
    if isinstance(value, (tuple, list)):
        if not value:
            return "[]"
        lines = ["["]
        for item in value:
            lines.append(f"{pad}  - {dump(item, indent + 2)}")
        lines.append(f"{pad}  ]")
        return "\n".join(lines)
    return repr(value)
