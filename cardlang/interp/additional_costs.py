"""Keywords that are optional additional costs (CR 118.8, 601.2b, 601.2f) with
more to them than "if it was kicked": entwine (702.42: pay it to choose all the
modes) and replicate (702.56: pay it any number of times, one copy of the spell
each).  Kicker, multikicker and buyback are in ``casting.py``."""
from __future__ import annotations

from cardlang.kernel import TriggeredAbility
from cardlang.kernel.casting import AdditionalCost, paid_additional
from cardlang.kernel.choices import Decision

from .registry import Env


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _cost(item, env: Env):
    from .casting import _keyword_cost
    return _keyword_cost(item, env)


def _entwine(item, env: Env) -> list:
    """CR 702.42a: "You may choose all modes of this spell instead of just the number
    specified. If you do, you pay an additional [cost]."  The kernel chooses every mode
    of a spell whose ``all_modes`` cost was paid; 702.42b: they're followed in the
    order written."""
    return [AdditionalCost(keyword="entwine", text=_text(item), name="entwine", cost=_cost(item, env),
                           all_modes=True)]


def _replicate(item, env: Env) -> list:
    """CR 702.56a: "As an additional cost to cast this spell, you may pay [cost] any
    number of times" and "When you cast this spell, if a replicate cost was paid for
    it, copy it for each time its replicate cost was paid. If the spell has any
    targets, you may choose new targets for any of the copies.\""""
    def cast(g, ev, src):
        return ev.kind == "marker" and ev.name == "spell_cast" and ev.data.get("spell") == src.id

    def paid(g, c):   # 603.4: an intervening "if"
        return paid_additional(g, c.source, "replicate") > 0

    def copy(g, c):
        item = next((it for it in g.stack_items if it.obj == c.source and it.kind == "spell"), None)
        if item is None:
            g.note(f"{g.name_of(c.source)} has left the stack: nothing to copy", rule="707.10")
            return
        for _ in range(paid_additional(g, c.source, "replicate")):
            new = g.copy_spell(item, controller=c.controller)
            if new.specs:   # 707.10c: new targets for the copy, if its controller wants
                d = Decision("may", f"choose new targets for {new.text}?", c.controller, ["yes", "no"],
                             rule="707.10c")
                if g.ask(d) in ("yes", True):
                    new.ctx.targets = g.choose_targets(c.controller, new.specs, new.ctx)
    return [AdditionalCost(keyword="replicate", text=_text(item), name="replicate", cost=_cost(item, env),
                           repeatable=True),
            TriggeredAbility(cast, copy, intervening_if=paid, zones=("stack",),
                             text="When you cast this spell, copy it for each time its replicate cost was paid.")]


ADDITIONAL_COST_KEYWORDS = {"entwine": _entwine, "replicate": _replicate}
