"""Triggers on counters being put on objects (CR 122.6): "Whenever you put one or more counters on
a creature you don't control", "Whenever you put one or more -1/-1 counters on a creature, create
that many ...", "Whenever a -1/-1 counter is put on a creature", "Whenever a +1/+1 counter is put
on this creature".

Counters are "put" on an object by an instruction (the kernel's counters event; the player who
puts them is the controller of the spell or ability that instructed it), as it enters the
battlefield with them (122.6; 122.6a: its controller puts them), and as damage from a source with
wither or infect is dealt to a creature (702.80a, 702.90c: that damage results in -1/-1 counters
put on it; its source's controller puts them).  "one or more" triggers once for each object in a
batch of simultaneous events (603.2c: interp/batched_triggers.py); "a counter" once for each
counter."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .triggers import EVENT_KINDS, _batch, _is_one, _occ, _Predicate, object_matcher, player_matcher, predicate


def _controller_of(g, cause):
    if not isinstance(cause, int) or isinstance(cause, bool) or not (cause in g.objects or cause in g.lki):
        return None
    return g.chars(cause).controller


def counters_put(g, ev) -> list:
    """The counters ``ev`` put on objects: [(object, counter kind, how many, the player who put them)]."""
    if ev.kind == "counters":
        if ev.remove or ev.amount <= 0 or ev.target in g.players:
            return []
        return [(ev.target, ev.counter, ev.amount, _controller_of(g, ev.cause))]
    if ev.kind == "zone_change":
        counters = getattr(ev, "counters", None) or {}
        if ev.to_zone != "battlefield" or ev.new_id not in g.objects or not counters:
            return []
        # 122.6, 122.6a: given counters as it enters; its controller puts them
        ctl = g.chars(ev.new_id).controller
        return [(ev.new_id, k, n, ctl) for k, n in counters.items() if n > 0]
    if ev.kind == "damage":
        r, s = ev.recipient, ev.source
        if ev.amount <= 0 or r not in g.objects or s is None or not (s in g.objects or s in g.lki):
            return []
        src = g.chars(s)
        if not (src.has_keyword("wither") or src.has_keyword("infect")) or not g.chars(r).is_creature:
            return []
        # 702.80a, 702.90c: the damage is dealt as -1/-1 counters (120.3d)
        return [(r, "-1/-1", ev.amount, src.controller)]
    return []


def _kind(node):
    from .counters import counter_name
    return counter_name(node) if node is not None else None


def _per_object(found):
    """``found(g, ev, src) -> [(object, n)]`` -> the pattern that triggers once for each object
    counters were put on in a batch (603.2c), on the batch's first event that put some on it;
    "that many": how many in all."""
    def pattern(g, ev, src):
        mine = found(g, ev, src)
        if not mine:
            return []
        batch = _batch(ev)
        first: dict = {}
        total: dict = {}
        for e in batch:
            for oid, n in (mine if e is ev else found(g, e, src)):
                first.setdefault(oid, e)
                total[oid] = total.get(oid, 0) + n
        return [_occ(subject=oid, amount=total[oid]) for oid, e in first.items() if e is ev]
    return pattern


def _puts(pred, subj, env: Env, each_counter: bool):
    who = player_matcher(subj, env)
    on = object_matcher(pred.on, env)
    kind = _kind(pred.kind)

    def found(g, ev, src):
        return [(oid, n) for oid, k, n, p in counters_put(g, ev)
                if (kind is None or k == kind) and p is not None and who(g, src, p) and on(g, src, oid)]
    if each_counter:
        def each(g, ev, src):
            return [_occ(subject=oid, amount=1) for oid, n in found(g, ev, src) for _ in range(n)]
        return each
    return _per_object(found)


@predicate(A.PutsCountersOrMoreEvent)
def _puts_one_or_more(pred, subj, env: Env):
    """"Whenever you put one or more -1/-1 counters on a creature": once for each creature
    (603.2c); "that creature" is it, "that many" the number of counters."""
    if not _is_one(pred.amount):
        raise Unrunnable(pred.amount, "putting this many counters")
    return _Predicate(_puts(pred, subj, env, each_counter=False), amount=True)


@predicate(A.PutsCountersEvent)
def _puts_a_counter(pred, subj, env: Env):
    """"Whenever you put a +1/+1 counter on a creature. This ability triggers only once each
    turn.": once for each counter; exact for an ability that triggers once each turn, the only
    kind compiled (an instruction putting several counters at once isn't several events)."""
    if not _is_one(pred.amount):
        raise Unrunnable(pred.amount, "putting this many counters")
    env.data["one_or_more_each"] = pred
    return _Predicate(_puts(pred, subj, env, each_counter=True))


def _counter_put_on(node, env: Env):
    """"Whenever a -1/-1 counter is put on a creature", "Whenever a +1/+1 counter is put on this
    creature": once for each counter put on it (603.2c), by anyone, however it was put (122.6)."""
    on = object_matcher(node.on, env)
    kind = _kind(node.kind)

    def each(g, ev, src):
        return [_occ(subject=oid) for oid, k, n, _p in counters_put(g, ev)
                if (kind is None or k == kind) and on(g, src, oid) for _ in range(n)]
    return _Predicate(each)


EVENT_KINDS[A.CounterPutOnEvent] = _counter_put_on


def _ordinal(node):
    if isinstance(node, A.Nth) and isinstance(node.number, A.OrdinalNumber):
        return node.number.value
    from .trigger_events import _ordinal as ordinal
    return ordinal(node)


def _nth_counter_put_on(node, env: Env):
    """"When the fourth plan counter is put on this enchantment" (CR 122.7): one or more counters
    of that kind are put on it such that it had fewer than N before and N or more after (the
    counters put on it by the batch's events together, on the first of them)."""
    n = _ordinal(node.ordinal)
    if not isinstance(n, int):
        raise Unrunnable(node.ordinal, "this ordinal")
    on = object_matcher(node.holder, env)
    kind = _kind(node.kind)

    def found(g, ev, src):
        return [(oid, k) for oid, k, _n, _p in counters_put(g, ev) if k == kind and on(g, src, oid)]

    def pattern(g, ev, src):
        mine = found(g, ev, src)
        if not mine:
            return []
        batch = _batch(ev)
        put: dict = {}
        first: dict = {}
        for e in batch:
            for oid, k, m, _p in counters_put(g, e):
                if k == kind and on(g, src, oid):
                    first.setdefault(oid, e)
                    put[oid] = put.get(oid, 0) + m
        out = []
        for oid, e in first.items():
            if e is not ev or oid not in g.objects:
                continue
            after = g.objects[oid].counters.get(kind, 0)
            if after - put[oid] < n <= after:
                out.append(_occ(subject=oid))
        return out
    return _Predicate(pattern)


EVENT_KINDS[A.NthCounterPutOnEvent] = _nth_counter_put_on
