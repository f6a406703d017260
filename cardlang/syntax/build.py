"""Grammar reductions → AST. The only module (with parser.py) that sees Lark's rules and tokens.

The grammar is parsed with ``keep_all_tokens``, so the builder sees every word.
The LALR parser calls it at each reduction (``rule_callbacks``); it looks up the node
class bound to the rule or alias (``NODE_CLASSES``):

* literal keywords (quoted words in the grammar) become the node's ``form``, the
  wording used to write it back; they carry no meaning the node type does not;
* every other child (a sub-node or a typed leaf from a named terminal) fills the
  class's fields in order. Fewer children than fields leave the *leading* fields
  ``None`` (``draw`` with no subject); a tuple field takes a run of children.

A rule without a class is a defect caught by ``tests/test_grammar.py``.
"""

from __future__ import annotations

import dataclasses
import typing
from functools import lru_cache
from typing import Any

from lark import Token

from . import ast as A
from .ast.base import NODE_CLASSES, Node, Span
from .vocabulary import (CARD_TYPE_WORDS, NUMBER_WORDS, OBJECT_KIND_WORDS, ORDINAL_WORDS, SUBTYPE_WORDS, ZONE_WORDS)

#: named terminals that are wording, not values (printed as their text)
WORDING_TERMINALS = {"ON_TOP_OF", "ON_TOP_OR_BOTTOM_OF", "ON_BOTTOM_OF", "WITHOUT_PAYING", "TAP_SYMBOL", "UNTAP_SYMBOL", "COSTS_BEGIN", "LIST_COMMA", "LIST_OR", "LIST_AND", "LIST_ANDOR", "REF_AND", "QUOTE_STOP", "QUOTE_AND", "EXCEPT_COMMA", "MAY_ALTCOST", "ON_TOP",
                     "CHAOS_SYMBOL", "LEVEL_WORD", "EACH_VERB", "AT_RANDOM", "FROM_COMBAT", "DAMAGE_AND"}
# joined references, two triggers (lexer.py marks them)
WORDING_TERMINALS |= {"REF_COMMA", "REF_OR", "TRIGGER_AND", "ATTACHED_TO", "THATS_OR", "TRIGGER_OR", "TRIGGER_THIS"}
WORDING_TERMINALS |= {"QUOTE_END", "COST_AND"}  # a quoted ability's last sentence with no period (lexer.py marks it)
WORDING_TERMINALS |= {"INSTEAD_OF"}  # "instead of" (a replacement written in the effect)
WORDING_TERMINALS |= {"IN_ADDITION_TO", "PRED_AND", "NO_ONE", "INSTEAD_AS_LONG_AS"}  # phrases and marks of 99_tail_conditions.lark
WORDING_TERMINALS |= {"CMP_OR"}  # "2 or less" (lexer.py marks it)
WORDING_TERMINALS |= {"SUM_PLUS"}  # "equal to 1 plus ..." (lexer.py marks it)
WORDING_TERMINALS |= {"CAST_THIS_WAY"}  # "a spell cast this way" (a phrase of 99_v_zone_moves.lark)
WORDING_TERMINALS |= {"EXCEPT_FOR"}  # "all permanents except for lands" (vocabulary.MULTIWORD, 99_v_zone_moves.lark)
WORDING_TERMINALS |= {"IN_EXILE_AND_IN"}  # "in exile and in your graveyard" (vocabulary.MULTIWORD, 99_v_zone_moves.lark)
WORDING_TERMINALS |= {"OR_FROM_EXILE"}  # "from your graveyard or from exile" (vocabulary.MULTIWORD, 99_v_zone_moves.lark)
WORDING_TERMINALS |= {"COND_OR"}  # "A or B", two conditions (lexer.py marks it)
WORDING_TERMINALS |= {"CONTROLLED_BY", "TAPPED_WAY"}  # "controlled by ...", "tapped this way" (lexer.py marks them)
WORDING_TERMINALS |= {"CREATED_WITH"}  # "tokens created with ~" (lexer.py marks it)
WORDING_TERMINALS |= {"CONTROLLED_AS", "TIED_OR"}  # "if you controlled a Mount as you cast this spell", "with the most life or tied for most life" (lexer.py marks them)
WORDING_TERMINALS |= {"COLORS_AND_TYPES", "ATTACKING_AND"}  # "in addition to its other colors and types" (vocabulary.MULTIWORD)
WORDING_TERMINALS |= {"EXCEPT_AND", "TOKENS_THAT"}  # "tokens that are tapped and attacking", "except it's 1/1 and it has flying": exceptions of a copy (lexer.py marks it)
WORDING_TERMINALS |= {"ROW_BEGIN", "ROLL_AND", "PAW_LINE"}  # a results-table row's line, "roll a d20 and add" (CR 706)
WORDING_TERMINALS |= {"BLOCK_THIS", "ATTACK_WITH", "TO_SIDE", "QUOTE_COMMA"}  # "can't block this creature", "attack a player with one or more creatures", "the player to your right" (lexer.py marks them)
WORDING_TERMINALS |= {"ACTION_OR", "UNLESS_OR", "UNLESS_EITHER"}  # "A or B", two actions to choose from (lexer.py marks them)
WORDING_TERMINALS |= {"ON_CHOICE", "SAME_NAME_END", "BOTTOM_OR"}  # "on your choice of the top or bottom of", "with the same name" (lexer.py marks them; 99_v_zone_moves)
WORDING_TERMINALS |= {"SUSPENDED_OR"}  # "target permanent or suspended card" (lexer.py marks it; 99_w_counters)
WORDING_TERMINALS |= {"ABILITY_COMMA"}  # "target spell, activated ability, or triggered ability" (lexer.py marks it; 99_w_counters)
WORDING_TERMINALS |= {"ABILITIES_OF", "ON_BATTLEFIELD_OR_IN", "KEYWORD_FOR", "CARD_TYPES_AND_ABILITIES"}  # "Exhaust abilities of other permanents" (lexer.py marks it), "on the battlefield or in" (vocabulary.MULTIWORD; both 99_v_cast_layouts), "have affinity for artifacts" (lexer.py marks it), "card types and abilities" (vocabulary.MULTIWORD; both 99_v_pt_keywords)
# session 10: each family adds its `WORDING_TERMINALS |= {...}` line under its own slot
# [slot: zone moves]
WORDING_TERMINALS |= {"IN_PILE", "VALUES_AND", "DEST_OR", "ON_BOTTOM"}  # "exile them in a face-down pile", "with mana values 2 and 3", "onto the battlefield or into your hand", "the rest on the bottom" (lexer.py marks them; 99_v_zone_moves)

# [slot: zone info]
WORDING_TERMINALS |= {"NAME_OR", "PUT_WITH", "DIED_END", "ZONE_ANDOR"}  # "the creature put onto the battlefield with ~", "a card named Festering Newt or Bubbling Cauldron" (lexer.py marks it; 99_v_zone_moves)

# [slot: combat]
WORDING_TERMINALS |= {"COND_AND", "CANT_COMMA", "ATTACKING_CAUSES", "NEXT_THIS"}  # "... and ~ remains tapped", "can't attack, block, or ...", "a creature attacking causes", "next main phase this turn" (lexer.py marks them)
WORDING_TERMINALS |= {"THE_KIND"}  # "destroy the creature instead" (lexer.py marks it; 99_v_combat_control)
WORDING_TERMINALS |= {"ATTACKING_WHOM"}  # "creatures attacking enchanted player" (lexer.py marks it; 99_v_combat_control)

# [slot: counters]
WORDING_TERMINALS |= {"CONNIVES_N", "TAPPED_UNDER"}  # "connives X", "tapped under its owner's control with ..." (lexer.py marks them; 99_w_counters)

# [slot: damage]
WORDING_TERMINALS |= {"HALF_EACH", "THIRD_EACH", "KIND_POSS", "DAMAGE_THAT"}  # "half"/"third" rounded by "Round up each time.", "the source's controller" (lexer.py marks them; 99_v_damage_counters)

# [slot: cast pt]
WORDING_TERMINALS |= {"PT_COMMA", "PT_AND"}  # "with base power and toughness 4/4, flying, and haste" (lexer.py marks them; 99_v_pt_keywords)
WORDING_TERMINALS |= {"IGNORE_FOR"}  # "may pay {2} for that player to ignore this effect" (lexer.py marks it; 99_v_cast_layouts)

# [slot: mana]
WORDING_TERMINALS |= {"IF_ABLE"}  # "casts it without paying its mana cost if able" (lexer.py marks it; 99_x_mana)
WORDING_TERMINALS |= {"LAND_TYPES_AND_ABILITIES"}  # "loses all land types and abilities" (vocabulary.MULTIWORD; 99_x_mana)
WORDING_TERMINALS |= {"AS_THOUGH_AND"}  # "without paying their mana costs and as though they had flash" (lexer.py marks it; 99_x_mana)

# [slot: create other]
WORDING_TERMINALS |= {"CHOICE_AND", "CHOSEN_BEGIN"}  # (lexer.py marks them; 99_v_create_choose)
WORDING_TERMINALS |= {"NAME_AND", "NAME_COMMA"}  # "named A, B, and C" (lexer.py marks them; 99_tail_refs)
WORDING_TERMINALS |= {"FROM_COMMA"}  # (lexer.py marks them; 99_v_create_choose)
WORDING_TERMINALS |= {"ON_TURNS", "STATE_OR"}  # (lexer.py marks it; 99_v_create_choose, session 12)

# [slot: grammar17]
WORDING_TERMINALS |= {"UNION_COMMA", "ATTACKING_END", "DOESNT_CONTROL"}  # "target enchantment, tapped artifact, or tapped creature" (lexer.py marks it; 99_y_grammar17)



class BuildError(Exception):
    """The grammar produced a tree the AST has no node for (a defect, not bad input)."""


def span_of(item: Any) -> Span | None:
    if isinstance(item, Token):
        if item.line is None:
            return None
        return Span(item.line, item.column, item.end_line or item.line, item.end_column or item.column)
    meta = getattr(item, "meta", None)
    if meta is None or getattr(meta, "empty", True):
        return None
    return Span(meta.line, meta.column, meta.end_line, meta.end_column)


#: (line, column, end line, end column) → its Span: spans are immutable, so one object
#: serves every node with the same place (making a frozen dataclass costs more than a look-up)
_SPANS: dict[tuple[int, int, int, int], Span] = {}


def span_at(line: int, column: int, end_line: int, end_column: int) -> Span:
    key = (line, column, end_line, end_column)
    span = _SPANS.get(key)
    if span is None:
        if len(_SPANS) > 1_000_000:
            _SPANS.clear()
        # Span(line, column, end_line, end_column) without its frozen dataclass __init__ (four
        # object.__setattr__ calls from Python): each slot set by its own descriptor, ~40 % less
        span = _new(Span)
        _set_line(span, line)
        _set_column(span, column)
        _set_end_line(span, end_line)
        _set_end_column(span, end_column)
        _SPANS[key] = span
    return span


#: the setters of Span's four slots (a frozen dataclass's own ``__setattr__`` refuses them)
_set_line, _set_column, _set_end_line, _set_end_column = (
    Span.__dict__[name].__set__ for name in ("line", "column", "end_line", "end_column"))


#: (terminal, text) → (leaf class, its attributes with no span): what a leaf means depends on its word only
_LEAVES: dict[tuple[str, str], tuple[type, dict | None]] = {}

_new = object.__new__
#: sets a node's attribute dict in one step (``Node.__dict__``'s own setter; a frozen
#: dataclass refuses ``node.__dict__ = ...``): a node made without its ``__init__`` gets its
#: attributes from one dict display, which costs less than filling ``node.__dict__``
_set_dict = Node.__dict__["__dict__"].__set__


#: (terminal, text, line, column, end line, end column) → its leaf node. A leaf is a pure
#: function of its token's kind, word and place, and nodes are immutable, so one object
#: serves every parse that reads the same word at the same place (~70 % of the corpus's
#: ~130,000 leaves): a look-up costs less than making the node (its attribute dict).
_LEAF_AT: dict[tuple, Node] = {}


def leaf(tok: Token) -> Node:
    """A named terminal → its typed leaf node."""
    place = (tok.type, tok.value, tok.line, tok.column, tok.end_line, tok.end_column)
    node = _LEAF_AT.get(place)
    if node is None:
        if len(_LEAF_AT) > 500_000:
            _LEAF_AT.clear()
        node = _LEAF_AT[place] = _leaf_of(tok)
    return node


def _leaf_of(tok: Token) -> Node:
    """:func:`leaf` made anew: the leaf's attributes found once per (terminal, text)."""
    key = (tok.type, tok.value)
    meaning = _LEAVES.get(key)
    if meaning is None:
        made = _leaf(tok)
        cls = made.__class__
        meaning = _LEAVES[key] = (cls, None if "__post_init__" in cls.__dict__ else
                                  {"span": None, "form": (), **{f: getattr(made, f) for f in _layout(cls)[0]}})
    cls, fields = meaning
    if fields is None:  # a class with a __post_init__: made by its __init__
        return _leaf(tok)
    node = _new(cls)
    attributes = fields.copy()  # {"span": None, "form": (), the fields}: the dataclass's order
    line = tok.line
    if line is not None:
        place = (line, tok.column, tok.end_line or line, tok.end_column or tok.column)
        attributes["span"] = _SPANS.get(place) or span_at(*place)
    _set_dict(node, attributes)
    return node


def _leaf(tok: Token) -> Node:
    kind = tok.type
    value = str(tok)
    span = span_of(tok)
    if kind == "NUM_DIGITS":
        return A.Number(int(value), False, span=span)
    if kind == "NUMBER_WORD":
        return A.Number(NUMBER_WORDS[value.lower()], True, span=span)
    if kind == "ORDINAL_WORD":  # "fourth" (99_w_counters)
        return A.OrdinalNumber(ORDINAL_WORDS[value.lower()], span=span)
    if kind == "MANA_SYMBOL":
        return A.ManaSymbol(value[1:-1].upper(), span=span)
    if kind == "ENERGY_SYMBOL":
        return A.ManaSymbol("E", span=span)
    if kind == "PT_MOD":
        power, toughness = value.replace("−", "-").split("/")
        return A.PTChange(power, toughness, span=span)
    if kind == "PT":
        power, toughness = value.split("/")
        return A.PowerToughness(power, toughness, span=span)
    if kind == "LOYALTY_COST":
        inner = value[1:-1].replace("−", "-")
        sign = inner[0] if inner[0] in "+-" else ""
        return A.LoyaltyCost(sign, inner[len(sign):], span=span)
    if kind == "CHAPTER_NUM":
        return A.Chapter(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].index(value) + 1, span=span)
    if kind == "SELF_NAME":
        return A.SelfName(value, span=span)
    if kind == "CARD_TYPE":
        lower = value.lower()
        return A.TypeName("card_type", CARD_TYPE_WORDS[lower], lower != CARD_TYPE_WORDS[lower], span=span)
    if kind == "OBJECT_KIND":
        lower = value.lower()
        return A.TypeName("object", OBJECT_KIND_WORDS[lower], lower != OBJECT_KIND_WORDS[lower], span=span)
    if kind == "ZONE_WORD":
        lower = value.lower()
        return A.TypeName("zone", ZONE_WORDS[lower], lower != ZONE_WORDS[lower], span=span)
    if kind == "SUB_TYPE":
        cap = value[0].upper() + value[1:]
        single = SUBTYPE_WORDS.get(cap, cap)
        return A.TypeName("subtype", single, cap != single, span=span)
    if kind == "SUPER_TYPE":
        return A.TypeName("supertype", value.lower(), False, span=span)
    if kind in ("NON_PREFIX", "NON_COLOR", "NON_LISTED"):
        return A.Negation(span=span)
    if kind == "COLOR_WORD":
        return A.Color(value.lower(), span=span)
    if kind == "KEYWORD_ABILITY":
        return A.KeywordName(value.lower(), span=span)
    if kind == "COUNTER_WORD":
        return A.CounterName(value.lower(), span=span)
    if kind == "STEP_WORD":
        return A.StepName(value.lower(), span=span)
    if kind == "ABILITY_WORD":
        return A.AbilityWordName(value, span=span)
    if kind == "NAME_WORD":
        return A.ProperName(value, span=span)
    if kind == "CHOICE_WORD":  # "Khans" of "choose Khans or Dragons" (CR 607.2)
        return A.ChoiceWord(value, span=span)
    if kind == "VOTE_WORD":  # "sickness" of "votes for sickness or psychosis" (CR 701.38b)
        return A.VoteWord(value, span=span)
    if kind == "LEVEL_BAND":  # "LEVEL 1-3", "LEVEL 4+" (CR 711.2)
        low, _, high = value.split(" ", 1)[1].partition("-")
        return A.LevelRange(int(low.rstrip("+")), int(high) if high else None, span=span)
    if kind in ("REMINDER_TEXT", "MODE_REMINDER"):
        return A.Reminder(value, span=span)
    if kind == "PAW_SYMBOL":  # "{P}" (CR 700.2i)
        return A.Pawprint(span=span)
    if kind == "DIE_SIZE":  # "d20" (CR 706.1a)
        return A.Die(int(value[1:]), span=span)
    if kind == "RANGE_CLOSED":  # "1—9", "20" (CR 706.3a)
        low, _, high = value.partition("—")
        return A.ResultRange(int(low), int(high or low), span=span)
    if kind == "RANGE_OPEN":  # "15+" (CR 706.3a), a station symbol "8+" (CR 721.2)
        return A.ResultRange(int(value[:-1]), None, span=span)
    raise BuildError(f"no leaf for terminal {kind}")


@lru_cache(maxsize=None)
def _layout(cls: type) -> tuple[tuple[str, ...], int | None]:
    """(field names, index of the tuple field or None)."""
    names = []
    tuple_at = None
    for f in dataclasses.fields(cls):
        if f.name in ("span", "form"):
            continue
        if _is_tuple_field(cls, f):
            tuple_at = len(names)
        names.append(f.name)
    return tuple(names), tuple_at


def _is_tuple_field(cls: type, f: dataclasses.Field) -> bool:
    """The field is annotated ``tuple`` (or ``tuple[...]``). The AST modules' annotations are
    strings (``from __future__ import annotations``): only one that names a tuple is evaluated
    (``typing.get_type_hints`` of every class costs ~1 ms a class at each start)."""
    hint = f.type
    if hint is tuple or hint == "tuple":
        return True
    if isinstance(hint, str) and "tuple" not in hint.lower():
        return False
    hint = typing.get_type_hints(cls).get(f.name)
    return typing.get_origin(hint) is tuple or hint is tuple


#: class → its maker ``make(*values)`` (see node_of)
_NODE_OF_MAKERS: dict[type, Any] = {}


def node_of(cls: type, *values: Any) -> Node:
    """``cls(*values)`` (every field given, in order; no span, no form) made without the
    frozen dataclass ``__init__``, which sets each field through ``object.__setattr__``:
    the same node, for the nodes made once per card (``Face``, ``Card``). Each class's maker
    is straight-line code written once (``_node_of_maker``)."""
    make = _NODE_OF_MAKERS.get(cls)
    if make is None:
        make = _NODE_OF_MAKERS[cls] = _node_of_maker(cls)
    return make(*values)


def _node_of_maker(cls: type):
    """``make(*values)`` for :func:`node_of`: the class itself for a class with a
    ``__post_init__``; else one dict display of every field (span None, form ``()``), and
    the class's ``__init__`` for any other number of values (it reports the mistake)."""
    if _has_post_init(cls):
        return cls
    names = _layout(cls)[0]
    code = [f"def make(*v):",
            f"    if len(v) != {len(names)}:",
            f"        return cls(*v)",
            f"    node = new(cls)",
            f"    set_dict(node, {{'span': None, 'form': (), "
            + "".join(f"{name!r}: v[{k}], " for k, name in enumerate(names)) + "})",
            f"    return node"]
    scope = {"new": _new, "set_dict": _set_dict, "cls": cls}
    exec(compiled("\n".join(code), f"<node_of {cls.__name__}>"), scope)
    return scope["make"]


@lru_cache(maxsize=None)
def _has_post_init(cls: type) -> bool:
    """Whether ``cls`` (or a base) has a ``__post_init__`` (``dir`` walks every attribute:
    asked once per class)."""
    return "__post_init__" in dir(cls)


def _same(children: list) -> list:
    """The children of a plain ``_rule``: a list spliced into its parent's children (as Lark
    does; see ``_shaper``)."""
    return children


def rule_callbacks(rules, literal_types: set[str], listed: tuple[type, ...] = (), built: list | None = None) -> dict:
    """One reduction callback per grammar rule, called by the LALR parser
    (``parser.FastParser``) with the rule's children — tokens, nodes, ``None``
    placeholders, inlined runs — and returning the rule's AST node: no parse tree is
    built. The children are shaped as Lark's tree builder shapes them with
    ``keep_all_tokens``, ``maybe_placeholders`` and ``propagate_positions``:

    * an ``[x]`` that matched nothing leaves a ``None`` in its place;
    * a ``_rule``'s children are spliced into its parent's;
    * a ``?rule`` with one child (counting keywords) is that child;
    * a node's span runs from the first child that has a position to the last.

    The plan of each rule (placeholders, splices, field slots per number of values) is
    worked out once.

    Each node of a class in ``listed`` (or a subclass) is also appended to ``built`` as it
    is made, so checks on those nodes need not walk the finished tree."""
    wording = frozenset(literal_types) | WORDING_TERMINALS
    may_be_token = _may_be_token(rules)
    shapes = _Shapes(rules, wording, may_be_token)
    return {rule: _rule_callback(rule, wording, may_be_token, listed, built, shapes) for rule in rules}


def _listing(make, built: list):
    """``make``, appending each node it makes to ``built``."""
    append = built.append

    def make_listed(children: list) -> Node:
        node = make(children)
        append(node)
        return node
    return make_listed


def _may_be_token(rules) -> frozenset[str]:
    """The rules whose value may be a bare token: a ``?rule`` with an alternative of one
    terminal or of one such rule (an alternative with an inlined ``_rule`` may be too)."""
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for rule in rules:
            name = rule.origin.name
            if name in found or not (rule.options.expand1 and not rule.alias):
                continue
            if any(not sym.is_term and sym.name.startswith("_") for sym in rule.expansion) or (
                    len(rule.expansion) == 1 and (rule.expansion[0].is_term or rule.expansion[0].name in found)):
                found.add(name)
                changed = True
    return frozenset(found)


def _compiled_maker(cls: type, expansion, runs: list[int], wording: frozenset[str], may_be_token: frozenset[str]):
    """For a rule whose children always have the same shape (no spliced ``_rule``, no
    child that may be a token or a node), the node maker as straight-line code: each
    child's role (keyword, leaf, node, placeholder) and each value's field are known
    from the grammar, so nothing is decided per reduction. None if the shape varies."""
    roles: list[tuple[str, int | None]] = []  # ("none" | "word" | "leaf" | "node", child index)
    terminals: dict[int, str] = {}  # child index → its terminal
    for i, sym in enumerate(expansion):
        roles += [("none", None)] * runs[i]
        if sym.is_term:
            roles.append(("word" if sym.name in wording else "leaf", i))
            terminals[i] = sym.name
        elif sym.name in may_be_token:
            return None
        else:
            roles.append(("node", i))
    roles += [("none", None)] * runs[len(expansion)]
    return _maker_for_roles(cls, roles, len(expansion), terminals)


def _shape_maker(cls: type, wording: frozenset[str], fallback, by_length=None):
    """children (spliced already) → a ``cls`` node, for a rule whose children vary in number
    and kind (a spliced ``_rule``, a ``?rule`` child that may be a token): the straight-line
    maker of :func:`_maker_for_roles` for each shape met often — the role of each child
    (``None``, keyword, leaf, node) — made once; ``fallback`` (the general maker) for a shape
    met fewer than ``_SHAPE_COMPILE_AFTER`` times (compiling costs more than a few calls) or
    where no straight-line maker can be made.

    ``by_length`` (a callable: see :meth:`_Shapes.by_length`): the number of children →
    (roles, terminals) where the grammar fixes the shape by the number alone (``type_word+``,
    ``effect_chain _stop``: most reductions here); the maker of such a number is looked up
    by ``len(children)``, without reading the children's kinds."""
    by_shape: dict[tuple[str, ...], Any] = {}
    seen: dict[tuple[str, ...], int] = {}
    is_token = Token
    by_count: dict[int, Any] = {}  # number of children → its maker, for a number the grammar fixes the shape of
    counted: set[int] = set()  # the numbers asked for already

    def make(children: list) -> Node:
        made = by_count.get(len(children))
        if made is not None:
            return made(children)
        count = len(children)
        if count not in counted and by_length is not None:
            counted.add(count)
            fixed = by_length(count)
            if fixed is not None:
                made = by_count[count] = _maker_for_roles(cls, *fixed) or fallback
                return made(children)
        shape = tuple(["none" if child is None else ("word" if child.type in wording else "leaf")
                       if child.__class__ is is_token else "node" for child in children])
        made = by_shape.get(shape)
        if made is None:
            times = seen[shape] = seen.get(shape, 0) + 1
            if times < _SHAPE_COMPILE_AFTER:
                return fallback(children)
            made = by_shape[shape] = _maker_for_roles(
                cls, [(role, i) for i, role in enumerate(shape)], len(shape)) or fallback
        return made(children)
    return make


_SHAPE_COMPILE_AFTER = 20


class _Shapes:
    """The shapes of the children a rule's maker is given (spliced), read from the grammar:
    for each number of children up to ``LONGEST``, whether every way the rule can match
    gives the children the same roles (keyword, leaf, node — a ``None`` placeholder is a
    node's value) and which terminal each token is, when that is fixed.

    A ``_rule``'s spliced runs are worked out once for all (a fixed point: ``_x+`` is
    recursive), on first use; a child that may be a token or a node (a ``?rule`` of
    ``_may_be_token``) leaves its shape to be read per reduction."""

    LONGEST = 8  # longer runs (rare) are read per reduction
    MOST = 64  # an inlined rule with more ways to match (of LONGEST children at most) is not worked out

    def __init__(self, rules, wording: frozenset[str], may_be_token: frozenset[str]) -> None:
        self.rules, self.wording, self.may_be_token = rules, wording, may_be_token
        self.inlined: dict[str, set | None] | None = None  # inlined rule → its runs (None: too many)

    def by_length(self, rule):
        """``count`` → (roles, count, terminals) for :func:`_maker_for_roles`, or None where
        the shape is not fixed by the number of children."""
        runs = None

        def fixed(count: int):
            nonlocal runs
            if runs is None:
                if self.inlined is None:
                    self.inlined = self._inlined()
                runs = self._runs(rule, self.inlined) or set()
            shapes = [run for run in runs if len(run) == count]
            if not shapes or any(role == "maybe" for run in shapes for role, _ in run) \
                    or len({tuple(role for role, _ in run) for run in shapes}) != 1:
                return None
            roles = [(role, i) for i, (role, _) in enumerate(shapes[0])]
            terminals = {}
            for i, (role, _) in enumerate(shapes[0]):
                names = {run[i][1] for run in shapes}
                if role == "word" and len(names) == 1:
                    terminals[i] = names.pop()
            return roles, count, terminals
        return fixed

    def _runs(self, rule, inlined: dict) -> set | None:
        """Every sequence of (role, terminal) the rule's children can be (up to LONGEST)."""
        empty = rule.options.empty_indices
        expansion = rule.expansion
        nones = ([len(ones) for ones in "".join(str(int(b)) for b in empty).split("0")] if empty
                 else [0] * (len(expansion) + 1))
        node = {(("node", None),)}
        parts: list[set] = []
        for i, sym in enumerate(expansion):
            parts += [node] * nones[i]
            if sym.is_term:
                parts.append({(("word" if sym.name in self.wording else "leaf", sym.name),)})
            elif sym.name.startswith("_"):
                spliced = inlined.get(sym.name)
                if spliced is None:
                    return None
                parts.append(spliced)
            else:
                parts.append({(("maybe", None),)} if sym.name in self.may_be_token else node)
        parts += [node] * nones[len(expansion)]
        runs = {()}
        for part in parts:
            runs = {a + b for a in runs for b in part if len(a) + len(b) <= self.LONGEST}
            if len(runs) > self.MOST:
                return None
        return runs

    def _inlined(self) -> dict:
        by_name: dict[str, list] = {}
        for rule in self.rules:
            if rule.origin.name.startswith("_"):
                by_name.setdefault(rule.origin.name, []).append(rule)
        # from no runs at all, each pass adds the runs made of the last pass's (LONGEST bounds them)
        inlined: dict[str, set | None] = {name: set() for name in by_name}
        changed = True
        while changed:
            changed = False
            for name, alternatives in by_name.items():
                if inlined[name] is None:
                    continue
                runs: set | None = set()
                for alternative in alternatives:
                    more = self._runs(alternative, inlined)
                    if more is None or len(runs | more) > self.MOST:
                        runs = None
                        break
                    runs |= more
                if runs != inlined[name]:
                    inlined[name] = runs
                    changed = True
        return inlined


def _maker_for_roles(cls: type, roles: list[tuple[str, int | None]], count: int, terminals: dict | None = None):
    """The maker for ``count`` children with these roles (a child index, or None for a
    placeholder), as straight-line code; None if ``cls`` must be made by its ``__init__``
    or the values do not fit its fields (the general maker reports that). ``terminals``:
    child index → its terminal, where the grammar fixes it (a keyword's word is then read
    by its text alone, or is a constant)."""
    terminals = terminals or {}
    if _has_post_init(cls):
        return None
    expansion = range(count)
    values = [(role, i) for role, i in roles if role != "word"]
    names, tuple_at = _layout(cls)
    try:
        nones, named, tuple_name, where = _plan(cls, names, tuple_at, [None] * len(values))
    except BuildError:
        return None  # too many values: the generic maker reports it
    code = ["def make(c):"]
    if count:
        code.append(f"    {''.join(f'c{i}, ' for i in range(count))}= c")
    value_expr = []
    for k, (role, i) in enumerate(values):
        if role == "leaf":
            # the leaf made at this place before (leaf's own look-up, inlined), else made now
            code.append(f"    v{k} = (leaf_at((c{i}.type, c{i}.value, c{i}.line, c{i}.column, c{i}.end_line, "
                        f"c{i}.end_column)) or leaf(c{i}))")
            value_expr.append(f"v{k}")
        else:
            value_expr.append("None" if role == "none" else f"c{i}")
    form = []
    k = 0
    for role, i in roles:
        if role == "word":
            terminal = terminals.get(i)
            if terminal in _WORD_OF_TERMINAL:  # a mark whose word is its terminal's
                form.append(repr(_WORD_OF_TERMINAL[terminal]))
            elif terminal is not None:  # any other word depends on its text only (_word)
                form.append(f"(word_of_text(c{i}.value) or text_word(c{i}))")
            else:
                form.append(f"(words.get((c{i}.type, c{i}.value)) or word_of(c{i}))")
        else:
            form.append(repr(k if where is None else where[k]))
            k += 1
    placed = [(role, i) for role, i in roles if role != "none"]
    if not placed:
        span = "None"
    elif len(placed) == 1 and placed[0][0] == "node":
        # one child node: its span (or None), as the general rule would find it
        span = f"(c{placed[0][1]}.span if c{placed[0][1]} is not None else None)"
    elif placed[0][0] != "node" and placed[-1][0] != "node":
        first, last = f"c{placed[0][1]}", f"c{placed[-1][1]}"
        span = _span_code(first, last)
    else:
        # a token and a Span both have line, column, end_line, end_column; a child node
        # without a span (or a None) leaves it to the general rule
        def where_of(role: str, i: int) -> str:
            return f"c{i}" if role != "node" else f"(c{i}.span if c{i} is not None else None)"
        code.append(f"    a = {where_of(*placed[0])}")
        code.append(f"    b = {where_of(*placed[-1])}")
        span = (f"{_span_code('a', 'b')} if a is not None and b is not None "
                f"else span_of_children(({''.join(f'c{i}, ' for _, i in placed)}))")
    field_expr = {}
    if tuple_name is None:
        for k, field_name in enumerate(named):
            field_expr[field_name] = value_expr[k]
    else:
        for field_name, at in named:
            field_expr[field_name] = (f"({''.join(value_expr[j] + ', ' for j in at)})" if isinstance(at, tuple)
                                      else value_expr[at])
    code.append("    node = new(cls)")
    code.append("    set_dict(node, {")
    code.append(f"        'span': {span},")
    code.append(f"        'form': ({''.join(item + ', ' for item in form)}),")
    for field_name in names:
        code.append(f"        {field_name!r}: {field_expr.get(field_name, 'None')},")
    code.append("    })")
    code.append("    return node")
    scope = {"new": _new, "set_dict": _set_dict, "cls": cls, "leaf": leaf, "span_at": span_at, "spans_get": _SPANS.get,
             "words": _WORDS, "word_of": _word_of, "span_of_children": _span_of_children, "leaf_at": _LEAF_AT.get,
             "word_of_text": _WORDS_BY_TEXT.get, "text_word": _text_word}
    exec(compiled("\n".join(code), f"<make {cls.__name__}>"), scope)
    return scope["make"]


# -- the generated code, compiled once and kept on disk ----------------------------------------
# The node makers and shapers above are Python source written from the grammar (~4,700 of
# them); compiling them costs seconds at each start. ``CodeCache`` keeps their code objects
# (marshal, which is tied to the Python version) in one file beside Lark's table cache, keyed
# by the source itself, so a cached entry is the compile of exactly that text.

#: (source, file name) → its code object: the entries loaded from disk and those compiled since
_CODE: dict[tuple[str, str], Any] = {}
#: the entries asked for since ``CodeCache.load``, and whether any of them was compiled
_ASKED: set[tuple[str, str]] = set()
_COMPILED_NEW = [False]


def compiled(source: str, filename: str):
    """The code of ``source`` (``exec`` mode), from the cache or compiled now."""
    key = (source, filename)
    code = _CODE.get(key)
    if code is None:
        code = _CODE[key] = compile(source, filename, "exec")
        _COMPILED_NEW[0] = True
    _ASKED.add(key)
    return code


class CodeCache:
    """The generated code of one grammar on disk: ``load`` before building the parser's
    callbacks, ``save`` after (it writes only if something was compiled, and then exactly
    the entries that parser asked for, so the file does not grow with old grammars)."""

    def __init__(self, path: str | None) -> None:
        self.path = path

    def load(self) -> None:
        import marshal

        _ASKED.clear()
        _COMPILED_NEW[0] = False
        if not self.path:
            return
        try:
            with open(self.path, "rb") as f:
                entries = marshal.load(f)
        except (OSError, EOFError, ValueError, TypeError):
            return  # no cache yet, or one of another Python: compile
        if isinstance(entries, dict):
            _CODE.update(entries)

    def save(self) -> None:
        import marshal
        import os
        import tempfile

        if not self.path or not _COMPILED_NEW[0]:
            return
        entries = {key: _CODE[key] for key in _ASKED}
        try:
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(self.path), prefix=".makers-")
            with os.fdopen(fd, "wb") as f:
                marshal.dump(entries, f)
            os.replace(tmp, self.path)  # a reader sees the old file or the new one, never half
        except OSError:
            pass  # a read-only cache folder: compile again next time


def _span_code(first: str, last: str) -> str:
    """Code for the span from ``first`` to ``last`` (tokens or spans): the cached Span looked
    up in place, ``span_at`` called only to make a new one."""
    place = f"({first}.line, {first}.column, {last}.end_line, {last}.end_column)"
    return f"(spans_get({place}) or span_at(*{place}))"


def _word_of(tok: Token) -> str:
    word = _WORDS[(tok.type, tok.value)] = _word(tok)
    return word


#: text → its word in ``form``, for a token of any terminal but those of ``_WORD_OF_TERMINAL``
_WORDS_BY_TEXT: dict[str, str] = {}


def _text_word(tok: Token) -> str:
    """The word of ``tok`` (not one of ``_WORD_OF_TERMINAL``), kept by its text."""
    word = _WORDS_BY_TEXT[tok.value] = _word(tok)
    return word


def _rule_callback(rule, wording: frozenset[str], may_be_token: frozenset[str], listed: tuple[type, ...] = (),
                   built: list | None = None, shapes: "_Shapes | None" = None):
    name = rule.alias or rule.options.template_source or rule.origin.name
    name = name if isinstance(name, str) else name.value
    expansion = rule.expansion
    # how many placeholders go before each child and after the last (Lark's empty_indices)
    empty = rule.options.empty_indices
    if empty:
        runs = [len(ones) for ones in "".join(str(int(b)) for b in empty).split("0")]
    else:
        runs = [0] * (len(expansion) + 1)
    plan = tuple((i, not sym.is_term and sym.name.startswith("_"), runs[i]) for i, sym in enumerate(expansion))
    trailing = runs[len(expansion)]
    plain = not trailing and not any(splice or nones for _, splice, nones in plan)
    expand1 = bool(rule.options.expand1 and not rule.alias)

    shape = None if plain else _shaper(plan, trailing)

    if name.startswith("_"):
        if expand1:
            raise BuildError(f"rule {name!r}: an inlined rule cannot be a ?rule too")
        # the children list is the parser's own fresh list (a slice of its stack): it is
        # the run to splice, as it is or shaped
        return _same if plain else shape

    cls = NODE_CLASSES.get(name)
    is_listed = cls is not None and built is not None and issubclass(cls, listed)
    if cls is not None and not any(not sym.is_term and sym.name.startswith("_") for sym in expansion) \
            and not (expand1 and len(expansion) + sum(runs) == 1):
        made = _compiled_maker(cls, expansion, runs, wording, may_be_token)
        if made is not None:
            return _listing(made, built) if is_listed else made
    make = _shape_maker(cls, wording, _maker(cls, wording), shapes and shapes.by_length(rule)) \
        if cls is not None else _missing(name)
    if is_listed:
        make = _listing(make, built)
    if expand1:
        if plain and len(expansion) == 1:
            return None  # the one child itself: the parser leaves it on its stack
        if plain:
            return lambda children: children[0] if len(children) == 1 else make(children)

        def reduce_expand1(children: list):
            children = shape(children)
            return children[0] if len(children) == 1 else make(children)
        return reduce_expand1
    if plain:
        return make
    return _shaper(plan, trailing, make)


def _shaper(plan: tuple, trailing: int, make=None):
    """children → the children as the node maker sees them: each ``_rule``'s children spliced
    in, a ``None`` for each ``[x]`` that matched nothing. Written as one list display
    (``[c[0], *c[1], None, c[2]]``): the plan of the rule is fixed. With ``make``: the
    reduction that hands the shaped children to ``make`` (one call, not two)."""
    items = []
    for i, splice, nones in plan:
        items += ["None"] * nones
        items.append(f"*c[{i}]" if splice else f"c[{i}]")
    items += ["None"] * trailing
    shaped = f"[{', '.join(items)}]"
    if make is None:
        return _shaper_of(f"def shape(c):\n    return {shaped}")
    return _shaper_of(f"def shape_for(make):\n    def reduce(c):\n        return make({shaped})\n    return reduce")(make)


@lru_cache(maxsize=None)
def _shaper_of(source: str):
    scope: dict = {}
    exec(compiled(source, "<shape>"), scope)
    return scope[source[4:source.index("(")]]


def _missing(name: str):
    def make(children: list):
        raise BuildError(f"grammar rule {name!r} has no AST node class")
    return make


def _maker(cls: type, wording: frozenset[str]):
    """children → a ``cls`` node: keywords become ``form``, the rest fill the fields in order."""
    names, tuple_at = _layout(cls)
    # a dataclass without __post_init__: its attributes are filled directly, in the
    # dataclass's order (span, form, then the fields), without the checks of a frozen __init__
    direct = not _has_post_init(cls)
    plans: dict[int, tuple] = {}  # number of values → where each goes (see _plan)
    new = object.__new__
    words = _WORDS

    def make(children: list) -> Node:
        values: list = []
        form: list = []
        for child in children:
            if isinstance(child, str):  # a token
                if child.type in wording:
                    key = (child.type, child.value)
                    word = words.get(key)
                    if word is None:
                        word = words[key] = _word(child)
                    form.append(word)
                    continue
                child = leaf(child)
            form.append(len(values))
            values.append(child)
        plan = plans.get(len(values))
        if plan is None:
            plan = plans[len(values)] = _plan(cls, names, tuple_at, values)
        nones, named, items, where = plan
        fields = {"span": _span_of_children(children),
                  "form": tuple(form) if where is None else tuple([w if w.__class__ is str else where[w] for w in form])}
        if nones:
            fields.update(nones)
        if items is None:
            fields.update(zip(named, values))
        else:
            for name, k in named:
                fields[name] = values[k] if k.__class__ is int else tuple([values[i] for i in k])
        if direct:
            node = new(cls)
            _set_dict(node, fields)
            return node
        return cls(**fields)
    return make


def _span_of_children(children: list) -> Span | None:
    """From the first child that has a position to the end of the last (Lark's propagate_positions)."""
    for child in children:
        if child is not None:
            if isinstance(child, str):
                line, column = child.line, child.column
                break
            span = child.span
            if span is not None:
                line, column = span.line, span.column
                break
    else:
        return None
    for child in reversed(children):
        if child is not None:
            if isinstance(child, str):
                return span_at(line, column, child.end_line, child.end_column)
            span = child.span
            if span is not None:
                return span_at(line, column, span.end_line, span.end_column)


#: (wording terminal, text) → its word in ``form``
_WORDS: dict[tuple[str, str], str] = {}


class _At(int):
    """A value's index, as a stand-in while :func:`_plan` runs :func:`_assign`."""


def _plan(cls: type, names: tuple[str, ...], tuple_at: int | None, values: list) -> tuple:
    """Where each of ``len(values)`` values goes, found by running :func:`_assign` once on
    stand-ins: (the fields left None, as a dict; the fields in order with the index of
    their value, or of their values for a tuple field — plain names in value order when
    there is no tuple field; the tuple field's name or None; the ``form`` address of each
    value, or None when it is the value's own index)."""
    count = len(values)
    stand_ins = [_At(i) for i in range(count)]
    form = list(range(count))
    try:
        slots = _assign(cls, names, tuple_at, stand_ins, form)
    except BuildError:
        _assign(cls, names, tuple_at, values, [])  # the message names the real values
        raise
    nones = {name: None for name, slot in slots.items() if slot is None}
    where = None if form == list(range(count)) else tuple(form)
    if tuple_at is None:
        named = tuple(name for name, slot in slots.items() if slot is not None)
        assert [int(slots[name]) for name in named] == list(range(count))
        return nones, named, None, where
    named = tuple((name, int(slot) if isinstance(slot, int) else tuple(int(k) for k in slot))
                  for name, slot in slots.items() if slot is not None)
    return nones, named, names[tuple_at], where


#: the terminals whose word is fixed whatever their text; any other token's word depends on
#: its text only (so the makers keep words by text: ``_WORDS_BY_TEXT``)
_WORD_OF_TERMINAL = {
    "COSTS_BEGIN": "", "QUOTE_END": "",
    "ROW_BEGIN": "\x00line", "PAW_LINE": "\x00line",  # a results-table row (CR 706.3a), a pawprint mode (700.2i): printer.LINE
    "QUOTE_STOP": "\x00capital",  # a sentence ended inside the quotes: the next one has a capital (printer.CAPITAL)
}


def _word(tok: Token) -> str:
    word = _WORD_OF_TERMINAL.get(tok.type)
    if word is not None:
        return word
    value = str(tok)
    if value in ("“", "”"):
        return '"'
    if value == "X":  # the variable X keeps its capital (CR 107.3)
        return value
    return value.lower() if value[:1].isalpha() else value


def _assign(cls: type, names: tuple[str, ...], tuple_at: int | None, values: list[Any], form: list[Any]) -> dict:
    """Fill the fields from the children and rewrite ``form`` indices to field slots.

    Field slots: each field is one slot, a tuple field is one slot whose items are
    addressed as (slot, item)."""
    n = len(names)
    slots: list[Any] = [None] * n
    where: list[Any] = []  # child index -> slot address
    if tuple_at is None:
        if len(values) > n:
            raise BuildError(f"{cls.__name__} takes {n} values, got {len(values)}: {values!r}")
        offset = n - len(values)  # leading optional fields stay None
        for i, value in enumerate(values):
            slots[offset + i] = value
            where.append(offset + i)
    else:
        before = tuple_at
        after = n - tuple_at - 1
        if len(values) < before + after:
            # too few: leading fields stay None
            missing = before + after - len(values)
            before -= missing
        items = values[before: len(values) - after] if after else values[before:]
        for i in range(before):
            slots[i + (tuple_at - before)] = values[i]
            where.append(i + (tuple_at - before))
        for j, _ in enumerate(items):
            where.append((tuple_at, j))
        for k in range(after):
            slots[tuple_at + 1 + k] = values[len(values) - after + k]
            where.append(tuple_at + 1 + k)
        slots[tuple_at] = tuple(items)
    for i, item in enumerate(form):
        if isinstance(item, int):
            form[i] = where[item]
    return dict(zip(names, slots))
