"""Savepoints: undoing an action that is several steps (CR 732.1).

Player actions (casting, activating, declaring...) check everything before they
change anything, so they need no undo.  Two kinds of action can't be checked
first, because what they ask depends on what already happened:

* an event offered to replacement effects (616.1): after one effect has applied
  (a shield used up, a choice made "as it enters"), the next ordering decision
  may have no answer (``MissingChoice``);
* ``goto`` (a script convenience): many steps, each with its own events, turn
  triggers, draws and a cleanup discard; any of them may be refused.

A :class:`Savepoint` records the game state such an action can change and puts
it back, in place, when the action is refused, so ``game.snapshot()`` is equal
to before (732.1: "the entire action is reversed").  It copies containers and
the fields of the objects in them (shallow: card definitions, abilities and
functions are shared, never copied).  Outside the game and not restored: the
``Chooser`` (a scripted chooser's answers used up stay used).
"""
from __future__ import annotations

import copy
from typing import Any

# attributes of Game that are not game state (or are restored specially)
_NOT_STATE = frozenset({"chooser", "_static_cache", "_layer_view", "log", "rng", "combat"})


def _fields(x: Any) -> dict:
    """An object's fields, with its own small containers copied."""
    out = {}
    for k, v in vars(x).items():
        if isinstance(v, (list, dict, set)):
            v = copy.copy(v)
        out[k] = v
    return out


def _put_back(x: Any, saved: dict) -> None:
    d = vars(x)
    d.clear()
    d.update(saved)


class Savepoint:
    """The state of ``game`` now; ``restore()`` puts it back."""

    def __init__(self, game) -> None:
        self.game = game
        self.attrs: dict[str, Any] = {}
        for k, v in vars(game).items():
            if k in _NOT_STATE:
                continue
            if k == "zones":
                v = {z: list(ids) for z, ids in v.items()}
            elif isinstance(v, (list, dict, set)):
                v = copy.copy(v)
            self.attrs[k] = v
        self.log_len = len(game.log)
        self.rng = game.rng.getstate()
        self.combat = copy.deepcopy(game.combat)
        # the fields of everything those containers hold (by identity)
        self.inner: list[tuple[Any, dict]] = []
        for o in game.objects.values():
            self.inner.append((o, _fields(o)))
        for p in game.players.values():
            self.inner.append((p, _fields(p)))
            self.inner.append((p.pool, _fields(p.pool)))
        for item in game.stack_items:
            self.inner.append((item, _fields(item)))
            self.inner.append((item.ctx, _fields(item.ctx)))
        effects = list(game.effects) + list(game.replacements) + list(game.delayed) + list(game.restrictions)
        for cached in game._static_cache.values():
            for part in cached:
                effects += list(part)
        for e in effects:
            self.inner.append((e, _fields(e)))

    def restore(self) -> None:
        g = self.game
        for k, v in self.attrs.items():
            cur = getattr(g, k, None)
            if k == "zones":
                cur.clear()
                cur.update({z: list(ids) for z, ids in v.items()})
            elif isinstance(v, (list, dict, set)) and type(cur) is type(v):
                cur.clear()
                cur.extend(v) if isinstance(v, list) else cur.update(v)
            else:
                setattr(g, k, v)
        for k in [k for k in vars(g) if k not in self.attrs and k not in _NOT_STATE]:
            delattr(g, k)   # an attribute the refused action created
        for x, saved in self.inner:
            _put_back(x, saved)
        del g.log[self.log_len:]
        g.rng.setstate(self.rng)
        g.combat = self.combat
