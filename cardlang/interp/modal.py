"""Modal spells and abilities (CR 700.2): "Choose one —" with bullet modes."""
from __future__ import annotations

from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .registry import Env, Unrunnable
from .sentences import compile_sentences


def mode_count(node) -> int:
    c = node.count
    if isinstance(c, A.ChooseN):
        return c.number.value
    raise Unrunnable(c, f"the mode choice {type(c).__name__}")


def compile_modal(node: A.ModalAbility, env: Env):
    """-> (mode names, choose count, effect dispatching on ctx.modes)."""
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
