"""Modal spells and abilities (CR 700.2): "Choose one —" with bullet modes."""
from __future__ import annotations

from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .registry import Env, Unrunnable
from .sentences import compile_sentences


def _number(n):
    """A written number ("one": ``Count(Number(1))``) -> int, or None."""
    if isinstance(n, A.Count):
        n = n.number
    return n.value if isinstance(n, A.Number) else None


def mode_count(node) -> int:
    c = node.count
    if isinstance(c, A.ChooseN):
        return c.number.value
    if isinstance(c, A.ChooseOneOrBoth) and _number(c.number) == 1 and len(node.modes) == 2:
        return 2            # "Choose one or both —" (700.2): one mode, or both
    if isinstance(c, A.ChooseNOrMore) and _number(c.number) is not None:
        return len(node.modes)     # "Choose one or more —" (700.2): up to every mode, each once (700.2d)
    raise Unrunnable(c, f"the mode choice {type(c).__name__}")


def fewest_modes(node):
    """The fewest modes the choice allows ("one or both": one); None: exactly mode_count."""
    c = node.count
    if isinstance(c, (A.ChooseOneOrBoth, A.ChooseNOrMore)):
        return _number(c.number)
    return None


def compile_modal(node: A.ModalAbility, env: Env):
    """-> (mode names, choose count, effect dispatching on ctx.modes); ``fewest_modes(node)``
    gives the least count when it differs ("one or both")."""
    names, effects = [], {}
    for m in node.modes:
        name = to_text(m.sentences).strip()
        names.append(name)
        first = len(env.targets)
        effects[name] = compile_sentences(m.sentences, env)
        for spec in env.targets[first:]:
            # CR 700.2c / 601.2c: this mode's targets are chosen only if it is chosen
            object.__setattr__(spec, "mode", name)
    n = mode_count(node)

    def run(g, c):
        for name in names:       # CR 700.2d: modes in printed order
            if name in c.modes:
                effects[name](g, c)
    return tuple(names), n, run
