"""Overload (CR 702.96): "Overload [cost]" means "You may choose to pay [cost] rather
than pay this spell's mana cost" and "If you chose to pay this spell's overload
cost, change its text by replacing all instances of the word 'target' with the
word 'each.'"  (702.96b: an overloaded spell has no targets.)

The overloaded text is this card's own text with the word changed, parsed and
compiled like any printed text; the kernel's ``AlternativeCost.spell`` is the
spell ability a spell cast for its overload cost has."""
from __future__ import annotations

import dataclasses
import re

from cardlang.kernel import SpellAbility
from cardlang.kernel.casting import AlternativeCost
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable

_TARGET = re.compile(r"\b([Tt])arget\b")


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def overloaded_text(text: str) -> str:
    """CR 702.96a: every instance of the word "target" becomes "each"."""
    return _TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", text)


def _overloaded_spell(item, env: Env) -> SpellAbility:
    from cardlang.syntax.api import parse_ability
    from cardlang.syntax.cardfile import card_is_legendary, self_names
    from .abilities import compile_face_abilities
    card, face, fi = env.data.get("card_node"), env.data.get("face_node"), env.data.get("face_index", 0)
    if card is None or face is None or not env.is_spell_face:
        raise Unrunnable(item, "overload on a permanent")
    names = self_names(card.name, [f.name for f in card.faces], card_is_legendary(card))
    abilities = []
    for ab in face.abilities:
        body = ab.body if isinstance(ab, A.Ability) else ab
        if isinstance(body, (A.KeywordLine, A.ReminderLine)):
            continue   # the keywords (overload itself) aren't text that changes
        changed = overloaded_text(_text(ab))
        parsed, diags = parse_ability(changed, names)
        if parsed is None:
            raise Unrunnable(item, f"the overloaded text {changed!r} doesn't parse")
        abilities.append(parsed)
    new_face = dataclasses.replace(face, abilities=tuple(abilities))
    compiled, problems = compile_face_abilities(card, new_face, fi, env.face_types)
    if problems:
        raise Unrunnable(item, f"the overloaded text: {problems[0].reason}")
    spells = [a for a in compiled if isinstance(a, SpellAbility)]
    if len(spells) != 1 or spells[0].targets:   # 702.96b: no targets
        raise Unrunnable(item, "an overloaded spell with targets")
    return spells[0]


def _overload(item, env: Env) -> list:
    from .casting import _keyword_cost
    return [AlternativeCost(keyword="overload", text=_text(item), name="overload", cost=_keyword_cost(item, env),
                            spell=_overloaded_spell(item, env))]


OVERLOAD_KEYWORDS = {"overload": _overload}
