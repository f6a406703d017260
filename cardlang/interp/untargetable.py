""""This creature can't be the target of blue or black spells.", "... of nongreen spells or
abilities from nongreen sources.", "Shanna can't be the target of abilities your opponents
control.", "Creatures you control can't be the targets of blue spells or abilities from blue
sources." (CR 115.4 / 601.2c: a target must be legal; 608.2b: checked again as it resolves).

The permanents named have an ability (granted in layer 6, 613.1f, like hexproof) that
``targets._hexproof_ok`` asks of every target requirement: a spell (one being cast: 601.2c)
is matched by its characteristics; an ability by its source's (113.7) -- "from blue sources"
-- and by who controls it."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from cardlang.kernel import StaticAbility
from cardlang.kernel.layers import grant
from cardlang.syntax import ast as A

from .conditions import static_context
from .registry import Env, Unrunnable


@dataclass(frozen=True)
class CantBeTargeted(StaticAbility):
    """``by(game, ctx)``: the spell or ability of the targeting context ``ctx`` can't target it."""
    by: Any = None


def untargetable(game, ctx, chars) -> bool:
    """Whether ``chars``' object can't be a target of the spell or ability of ``ctx``."""
    return any(isinstance(a, CantBeTargeted) and a.by(game, ctx) for a in chars.abilities)


def _kinds(flt):
    kinds, rest_groups = set(), []
    for grp in flt.types.items:
        if not isinstance(grp, A.TypeGroup):
            continue        # "spells or abilities": the separator
        words = []
        for w in grp.words:
            if isinstance(w, A.TypeWord) and w.name.category == "object" and w.name.name in ("spell", "ability"):
                if w.negation is not None:
                    raise Unrunnable(w, "can't be the target of non-spells")
                kinds.add(w.name.name)
            else:
                words.append(w)
        if words:
            rest_groups.append(A.TypeGroup(tuple(words)))
    return kinds, rest_groups


def _by(sources, env: Env, you_of):
    """-> fn(game, ctx) -> bool: the targeting spell or ability is one of ``sources``."""
    from .targets import _adjective_pred, filter_pred
    if not isinstance(sources, A.AllMatching):
        raise Unrunnable(sources, "can't be the target of these")
    flt = sources.filter
    kinds, groups = _kinds(flt)
    if not kinds:
        raise Unrunnable(flt, "can't be the target of this")
    from_kind, controllers = None, None
    for x in flt.suffixes.items:
        if isinstance(x, A.FromSourcesOfKind):
            words = [w for grp in x.types.items if isinstance(grp, A.TypeGroup) for w in grp.words]
            if [w.name.name for w in words] != ["source"]:
                raise Unrunnable(x, "abilities from these sources")
            from_kind = _adjective_pred(x.adjective, env)
        elif isinstance(x, A.ControlledBy) and isinstance(x.player, (A.YourOpponents, A.You)):
            mine = isinstance(x.player, A.You)
            controllers = lambda g, c, p, src: (p == you_of(g, src)) == mine   # noqa: E731
        else:
            raise Unrunnable(x, "can't be the target of these")
    if len(groups) > 1:
        raise Unrunnable(flt, "can't be the target of these kinds of spells")
    # the spell's own qualities: its adjectives and other type words ("blue", "Aura")
    spell_flt = A.Filter(flt.adjectives, A.TypeWords(tuple(groups) or (A.TypeGroup(
        (A.TypeWord(None, A.TypeName("object", "card")),)),)), A.Suffixes(()))
    spell_pred, _ = filter_pred(spell_flt, env)
    if "ability" in kinds and from_kind is None and flt.adjectives and flt.adjectives.items:
        raise Unrunnable(flt, "abilities of this quality")     # "blue abilities": not a quality they have

    def by(g, ctx, src):
        s = ctx.source
        is_spell = "cast" in ctx.data       # the context of a spell being cast or resolving (601.2)
        if controllers is not None and not controllers(g, ctx, ctx.controller, src):
            return False
        if is_spell:
            return "spell" in kinds and s is not None and (s in g.objects or s in g.lki) \
                and spell_pred(g, ctx, s)
        if "ability" not in kinds:
            return False
        if from_kind is None:
            return True
        return s is not None and (s in g.objects or s in g.lki) and from_kind(g, ctx, s)
    return by


def cant_be_target_of(node: A.ObjectGets, env: Env):
    from .continuous import _static_subject, subject_is_it
    who = _static_subject(node.subject, env)
    subject_is_it(node.subject, env)
    by = _by(node.predicate.sources, env, lambda g, src: g.controller(src) if src in g.objects else None)
    name = env.card_name
    text = env.data.get("text", "")

    def cont(g, o):
        sid = o.id
        ab = CantBeTargeted(text=text, by=lambda gg, ctx: by(gg, ctx, sid))
        return [grant(name, [ab], who(o))]
    return StaticAbility(continuous=cont, text=text)
