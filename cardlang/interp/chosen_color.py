"""Choosing a color (CR 105.4) and what reads the choice:

* "Choose a color." / "choose a color other than white" -- an instruction followed as
  the spell or ability resolves (608.2c); the choice is remembered in the resolution's
  context (and by the permanent itself for its own abilities, or as it enters, 614.12);
* "of the chosen color" / "of that color" -- a filter qualifier: the object has that
  color (105.2);
* "protection from the chosen color" / "protection from the color of your choice"
  (702.16a) granted by a resolving effect -- after "Choose a color." the choice made
  then; otherwise the color is chosen as the effect begins (608.2h: its values are
  fixed then), and the protection lasts with that one color."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .characteristics import COLOR, COLOR_NAMES, choose_value
from .naming import CHOSEN, _remember
from .registry import Env, Unrunnable, handles

#: env.data key: this ability has chosen a color before the node being compiled
CHOSE_COLOR = "chose_color"


def chosen_color(g, c) -> str | None:
    """The color chosen by this resolution, else by the source permanent (as it
    entered, or by an earlier resolution of its own ability), else None."""
    col = c.data.get(CHOSEN, {}).get("color") if c is not None else None
    if col is None and c is not None and c.source in g.objects:
        col = g.objects[c.source].chosen.get("color")
    return col


@handles(A.ChooseColor)
def choose_color(node, env: Env):
    """CR 105.4: "choose a color [other than <color>]" -- one of the five colors."""
    excluded = None
    if node.exclusion is not None:
        excluded = (getattr(node.exclusion.color, "name", "") or "").lower()
        if excluded not in COLOR_NAMES:
            raise Unrunnable(node.exclusion, "this exclusion")
    env.data[CHOSE_COLOR] = True

    def run(g, c):
        from cardlang.kernel import RulesError
        (col,) = choose_value(g, c, COLOR)
        if col == excluded:
            raise RulesError(f"the color can't be {excluded}", "105.4")
        _remember(g, c, "color", col)
    return run


@handles(A.OfChosenColor, role="qualifier")
def of_chosen_color(node, env: Env):
    """"of the chosen color" (CR 105.2): the object is that color."""
    return lambda g, c, i: i in g.objects and chosen_color(g, c) in g.chars(i).colors


@handles(A.OfThatColor, role="qualifier")
def of_that_color(node, env: Env):
    """"of that color": the color this ability chose before (105.2)."""
    if not env.data.get(CHOSE_COLOR):
        raise Unrunnable(node, "'that color' with no color chosen before")
    return of_chosen_color(node, env)


def _by_color(keywords, env: Env) -> dict:
    """The keyword abilities of ``keywords`` compiled once for each color that "the
    chosen color" can stand for."""
    from .keywords import PROTECTION_COLOR, keyword_abilities
    out = {}
    for col in COLOR_NAMES:
        env.data[PROTECTION_COLOR] = col
        try:
            out[col] = keyword_abilities(keywords, env)
        finally:
            del env.data[PROTECTION_COLOR]
    return out


def has_protection_from_chosen_color(pred, env: Env):
    """A static "This creature has protection from the chosen color." (702.16a, 611.3)
    -> make(name, applies, source) for continuous.py: the color chosen for the
    permanent as it entered (614.12); none chosen, no protection."""
    from cardlang.kernel.layers import grant
    by_color = _by_color(pred.keywords, env)

    def make(name, applies, src):
        col = src.chosen.get("color") if src is not None else None
        return [grant(name, by_color[col], applies)] if col in by_color else []
    return make


def gains_protection_from_chosen_color(pred: A.GainsKeywords, env: Env):
    """"gains protection from the chosen color / the color of your choice until end of
    turn" (702.16a, 613.1f) -> make(g, c, name, applies, **kw) for continuous.py: the
    keywords compiled once per color; the color is the one this ability chose before,
    or is chosen as the effect begins (608.2h)."""
    from cardlang.kernel.layers import grant
    chose_before = bool(env.data.get(CHOSE_COLOR))
    by_color = _by_color(pred.keywords, env)

    def make(g, c, name, applies, **kw):
        col = chosen_color(g, c) if chose_before else None
        if col is None:
            (col,) = choose_value(g, c, COLOR)
        return [grant(name, by_color[col], applies, **kw)]
    return make
