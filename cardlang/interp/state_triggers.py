"""State triggers (CR 603.8): "When Dark Depths has no ice counters on it, sacrifice it.",
"When there are no creatures on the battlefield, sacrifice Task Mage Assembly."

A state-triggered ability triggers as soon as the game state matches its condition, and then
not again until that ability has resolved, been countered, or otherwise left the stack
(603.8). The condition is compiled as any condition is (``sentences.condition``) and given to
the kernel as the ability's ``state``; the kernel looks at it each time state-based actions are
checked, before triggered abilities are put on the stack (``Game._state_triggers``, 117.5). It
never matches an event."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .conditions_more import _objects_of
from .registry import Env
from .sentences import CONDITIONS, condition, it_from_condition
from .triggers import TRIGGER_KINDS


def _never(g, ev, src):
    return []


def _when_state(trigger: A.WhenState, env: Env):
    env.data["state_trigger"] = condition(trigger.condition, env)
    it_from_condition(trigger.condition, env)    # "When Dark Depths has no ice counters on it, sacrifice it."
    return _never, ("battlefield",)


TRIGGER_KINDS[A.WhenState] = _when_state


def has_no_counters(node: A.HasNoCounters, env: Env):
    """"has no ice counters on it", "has no counters on it" (122.1): none of that kind (of any
    kind when none is named) on the object."""
    from .counters import counter_name
    of = _objects_of(node.subject, env)
    kind = counter_name(node.kind) if node.kind is not None else None

    def none(g, c):
        return all(not (g.objects[i].counters.get(kind, 0) if kind else any(g.objects[i].counters.values()))
                   for i in of(g, c) if i in g.objects)
    return none


CONDITIONS[A.HasNoCounters] = has_no_counters


def there_are_none(node: A.ThereAreNoneCondition, env: Env):
    """"if there are no creatures on the battlefield", "When there are no lands on the battlefield"."""
    from .registry import Unrunnable
    from .targets import filter_pred
    pred, kind = filter_pred(node.filter, env)
    if kind != "permanent":
        raise Unrunnable(node.filter, f"there being no {kind}")
    return lambda g, c: not any(pred(g, c, i) for i in g.battlefield())


CONDITIONS[A.ThereAreNoneCondition] = there_are_none
