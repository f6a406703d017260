"""Keywords that cast a spell with changed text for an alternative cost -- overload
and awaken.

Overload (CR 702.96): "Overload [cost]" means "You may choose to pay [cost] rather
than pay this spell's mana cost" and "If you chose to pay this spell's overload
cost, change its text by replacing all instances of the word 'target' with the
word 'each.'"  (702.96b: an overloaded spell has no targets.)

The overloaded text is this card's own text with the word changed, parsed and
compiled like any printed text; the kernel's ``AlternativeCost.spell`` is the
spell ability a spell cast for its overload cost has.  Awaken (702.113a) adds the
text of its spell ability after the card's ("put N +1/+1 counters on target land you
control ...")."""
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


def spell_with_text(item, env: Env, what: str, change=lambda t: t, extra: tuple = ()) -> SpellAbility:
    """The spell ability of this instant or sorcery with its text (its abilities other
    than keywords) changed by ``change`` and the ability texts ``extra`` added after it,
    parsed and compiled like printed text.  Unrunnable if any of it can't run."""
    from cardlang.syntax.api import parse_ability
    from cardlang.syntax.cardfile import card_is_legendary, self_names
    from .abilities import compile_face_abilities
    card, face, fi = env.data.get("card_node"), env.data.get("face_node"), env.data.get("face_index", 0)
    if card is None or face is None or not env.is_spell_face:
        raise Unrunnable(item, f"{what} on a permanent")
    names = self_names(card.name, [f.name for f in card.faces], card_is_legendary(card))
    texts = []
    for ab in face.abilities:
        body = ab.body if isinstance(ab, A.Ability) else ab
        if isinstance(body, (A.KeywordLine, A.ReminderLine)):
            continue   # the keywords (this one too) aren't the spell's instructions
        texts.append(change(_text(ab)))
    abilities = []
    for t in texts + list(extra):
        parsed, diags = parse_ability(t, names)
        if parsed is None:
            raise Unrunnable(item, f"the {what} text {t!r} doesn't parse")
        abilities.append(parsed)
    new_face = dataclasses.replace(face, abilities=tuple(abilities))
    compiled, problems = compile_face_abilities(card, new_face, fi, env.face_types)
    if problems:
        raise Unrunnable(item, f"the {what} text: {problems[0].reason}")
    spells = [a for a in compiled if isinstance(a, SpellAbility)]
    if len(spells) != 1:
        raise Unrunnable(item, f"the {what} spell")
    return spells[0]


def _overload(item, env: Env) -> list:
    from .casting import _keyword_cost
    spell = spell_with_text(item, env, "overloaded", overloaded_text)
    if spell.targets:   # 702.96b: no targets
        raise Unrunnable(item, "an overloaded spell with targets")
    return [AlternativeCost(keyword="overload", text=_text(item), name="overload", cost=_keyword_cost(item, env),
                            spell=spell)]


def _awaken(item, env: Env) -> list:
    """CR 702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than pay this
    spell's mana cost as you cast this spell" and "If this spell's awaken cost was
    paid, put N +1/+1 counters on target land you control. That land becomes a 0/0
    Elemental creature with haste. It's still a land."  The spell cast for its awaken
    cost is its text followed by that text (its target the last one)."""
    from .casting import _keyword_cost
    from .keywords import _const_amount
    n = _const_amount(item.amount)
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    awakened = (f"Put {counters} on target land you control. That land becomes a 0/0 Elemental creature with "
                f"haste. It's still a land.",)
    return [AlternativeCost(keyword="awaken", text=_text(item), name="awaken", cost=_keyword_cost(item, env),
                            spell=spell_with_text(item, env, "awaken", extra=awakened))]


OVERLOAD_KEYWORDS = {"overload": _overload, "awaken": _awaken}
