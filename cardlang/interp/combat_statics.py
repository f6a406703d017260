"""Combat-related predicates and qualifiers:

* "gains your choice of flying, vigilance, or haste until end of turn" -- the controller
  of the effect chooses one of the keywords as the effect is applied (608.2d), and it
  grants that keyword's abilities (layer 6, 613.1f)."""
from __future__ import annotations

from cardlang.kernel.choices import Decision
from cardlang.kernel.errors import RulesError
from cardlang.kernel.layers import grant
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .keywords import keyword_abilities
from .registry import Unrunnable

KEYWORD_CHOICE = "keyword"   # the decision's kind: one keyword of a list (608.2d)


def gains_choice_of(pred: A.GainsChoiceOf, env):
    """"gains your choice of X, Y, or Z" -> make(g, c, name, applies, **kw) for
    continuous.py: the choice is made as the effect begins (608.2d)."""
    options = []
    for item in pred.keywords.items:
        kind = type(item).__name__
        if kind.startswith("Sep"):
            if kind not in ("SepComma", "SepOr", "SepCommaOr"):
                raise Unrunnable(item, "a choice of keywords joined this way")
            continue
        label = to_text(item).strip().lower()
        options.append((label, keyword_abilities(type(pred.keywords)((item,)), env)))
    if len(options) < 2:
        raise Unrunnable(pred, "a choice of fewer than two keywords")
    labels = [label for label, _ in options]

    def make(g, c, name, applies, **kw):
        ans = g.ask(Decision(KEYWORD_CHOICE, "choose " + ", ".join(labels[:-1]) + " or " + labels[-1],
                             c.controller, list(labels), rule="608.2d"))
        pick = next((o for o in options if o[0] == str(ans).strip().lower()), None)
        if pick is None:
            raise RulesError(f"{ans!r} isn't one of {', '.join(labels)}", "608.2d")
        g.note(f"{g.name_of(c.controller)} chooses {pick[0]}", rule="608.2d")
        return [grant(name, pick[1], applies, **kw)]
    return make


def gets_pt_choice(pred: A.GetsPtChoice, env):
    """"gets +2/-2 or -2/+2 until end of turn": the controller chooses one as the effect
    begins (608.2d); it is a power/toughness change (layer 7c, 613.4c)."""
    from cardlang.kernel.layers import pump

    from .continuous import _pt_change
    options = []
    for change in (pred.first, pred.second):
        options.append((to_text(change).strip(), _pt_change(change, env, lambda g, c: c.x or 0, None)))
    labels = [label for label, _ in options]

    def make(g, c, name, applies, **kw):
        ans = g.ask(Decision(KEYWORD_CHOICE, f"choose {labels[0]} or {labels[1]}", c.controller, list(labels),
                             rule="608.2d"))
        pick = next((o for o in options if o[0] == str(ans).strip()), None)
        if pick is None:
            raise RulesError(f"{ans!r} isn't one of {', '.join(labels)}", "608.2d")
        g.note(f"{g.name_of(c.controller)} chooses {pick[0]}", rule="608.2d")
        dp, dt = pick[1](g, c)
        return [pump(name, dp, dt, applies, **kw)]
    return make
