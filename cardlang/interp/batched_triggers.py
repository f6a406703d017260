"""Triggers on "one or more" objects (CR 603.2c): "Whenever one or more creatures die",
"Whenever you sacrifice one or more Foods", "Whenever you discard one or more cards".

Such an ability triggers once for each *batch* of simultaneous events that holds at least one
matching occurrence, however many it holds.  The kernel marks the events performed at once with
``ev.batch`` (``Game.perform_all``: combat damage, state-based actions; ``Game.simultaneously``:
"destroy all creatures", the permanents sacrificed for one cost, "discard two cards", "mill three
cards"), and looks for triggers only once all of them have happened.  The ability triggers on the
batch's first event that matches; its occurrence holds all the matching objects of the batch:
"they" / "them" / "those cards" are those objects (where they went, 400.7), "that many" is their
number.

Only events whose simultaneous occurrences the kernel really performs as one batch are compiled
this way (``BATCHED``); for the others, "one or more" is exact only in an ability that triggers at
most once each turn (the first occurrence of the turn triggers it), and that ability may not refer
to "them" or "that many" (``trigger_events.check_one_or_more`` refuses the rest).
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .triggers import _batch, predicate

#: predicates whose events the kernel performs together when they happen at once: a creature
#: dying (destroy, sacrifice, state-based actions), a permanent sacrificed, a card discarded,
#: cards put into a graveyard from a library (milled: 701.17a), a card leaving a graveyard
BATCHED: set = set()


def group_occurrence(occs: list, player=None) -> dict:
    """One occurrence for the matching occurrences of a batch: "them" are their subjects,
    "that many" their number; "that player" the player they share, if one."""
    from .triggers import _occ
    subjects = [o.get("subject") for o in occs if o.get("subject") is not None]
    players = {o.get("player") for o in occs if o.get("player") is not None}
    if player is None and len(players) == 1:
        player = next(iter(players))
    occ = _occ(subject=None, player=player, amount=len(occs))
    occ["subjects"] = subjects
    occ["group"] = subjects
    return occ


def once_per_batch(each, per_player: bool = False):
    """``each(g, ev, src) -> [occurrence]`` for one object ("a card") -> the pattern for "one or
    more" of them: once for each batch with a match (603.2c), on its first matching event;
    ``per_player``: once for each player the occurrences name ("Whenever a player discards one
    or more cards": each player who discarded in the batch)."""
    def pattern(g, ev, src):
        mine = each(g, ev, src)
        if not mine:
            return []
        batch = _batch(ev)
        groups: dict = {}      # key -> (the batch's first event with such an occurrence, occurrences)
        for e in batch:
            for o in (mine if e is ev else (each(g, e, src) or [])):
                key = o.get("player") if per_player else None
                groups.setdefault(key, (e, []))[1].append(o)
        return [group_occurrence(occs, key) for key, (first, occs) in groups.items() if first is ev]
    return pattern


def bind_group(env: Env) -> None:
    """"them", "those cards": the objects of the batch that matched, where they are now;
    "that many": how many (603.2c, 608.2c)."""
    def them(g, c):
        occ = c.data.get("occurrence") or {}
        return [i for i in occ.get("subjects", ()) if i in g.objects or i in g.players]
    env.it = them
    env.data["trigger_subject"] = them
    env.data["trigger_amount"] = True


def unbind_group(env: Env, saved) -> None:
    """For the once-each-turn reading: nothing to refer to (the batch may be incomplete)."""
    env.it, env.it_player = saved
    env.data.pop("trigger_subject", None)
    env.data.pop("trigger_amount", None)
    env.data.pop("trigger_other", None)


def _one(amount) -> bool:
    from .triggers import _is_one
    return _is_one(amount)


def subject_one_or_more(ev_node, env: Env):
    """"Whenever one or more <objects> <event>" -> (pattern, zones)."""
    from .triggers import _event
    subj = ev_node.subject
    if len(ev_node.predicates) != 1:
        raise Unrunnable(subj, "'one or more' with two events")
    if not _one(subj.amount):
        if isinstance(ev_node.predicates[0], A.Attacks) and ev_node.predicates[0].what is None:
            return counted_attackers(ev_node, env)
        raise Unrunnable(subj, "'two or more' as a trigger subject")
    pred = ev_node.predicates[0]
    saved = (env.it, env.it_player)
    each, zones = _event(A.Event(A.Quantified(A.ArticleA(), subj.filter), ev_node.predicates), env)
    if type(pred) in BATCHED:
        bind_group(env)
        return once_per_batch(each), zones
    return _each_turn(subj, each, env, saved), zones


def _each_turn(node, each, env: Env, saved):
    # the kernel doesn't perform these events together: the first of the turn triggers it, right
    # only for an ability that triggers once each turn (check_one_or_more), with no "them"
    env.data["one_or_more_each"] = node
    unbind_group(env, saved)
    return each


def objects_one_or_more(plain, pred, subj, env: Env, field: str = "what"):
    """"Whenever you sacrifice one or more Foods", "Whenever a player discards one or more
    cards": the predicate's own object is "one or more" -> a _Predicate."""
    from dataclasses import replace
    what = getattr(pred, field)
    if not _one(what.amount):
        raise Unrunnable(what, "two or more objects at once in a trigger")
    one = replace(pred, **{field: A.Quantified(A.ArticleA(), what.filter)})
    if isinstance(subj, A.CountedOrMore):
        # "Whenever one or more players discard one or more cards": once for the batch
        if not _one(subj.amount):
            raise Unrunnable(subj, "'two or more' as a trigger subject")
        subj, per_player = A.Quantified(A.ArticleA(), subj.filter), False
    else:
        per_player = not isinstance(subj, A.You)
    part = plain(one, subj, env)
    if type(pred) in BATCHED:
        part.pattern = once_per_batch(part.pattern, per_player=per_player)
        part.grouped = True
    else:
        env.data["one_or_more_each"] = what
        part.each_turn = True
    return part


def bind_parts(env: Env, parts: list) -> None:
    """After ``triggers.bind_pronouns`` for predicates compiled by ``objects_one_or_more``."""
    if len(parts) != 1:
        raise Unrunnable(None, "'one or more' in one of two events")
    if getattr(parts[0], "grouped", False):
        bind_group(env)
    else:
        unbind_group(env, (None, None))


def together(run):
    """An instruction's actions that happen at once ("destroy all creatures", "sacrifice two
    creatures", "discard two cards": 608.2e, 101.4): its events are one batch (kernel
    ``Game.simultaneously``)."""
    def run_together(g, c, *args):
        with g.simultaneously():
            return run(g, c, *args)
    return run_together


BATCHED.update({A.Dies, A.SacrificesEvent, A.DiscardsEvent})
# tapping: "tap all creatures", tap costs, attackers (508.1f), convoke, improvise, crew
BATCHED.add(A.BecomesTapped)
# entering: tokens created by one instruction, "return all ... to the battlefield", search and put
# (interp/library.py destinations), token copies, myriad, encore; state-based actions, until-leaves
BATCHED.add(A.Enters)


# ---- "Whenever you get one or more {E}" (CR 107.14, 122.1) ---------------------------------------
@predicate(A.GetsEnergyOrMoreEvent)
def _gets_energy(pred, subj, env: Env):
    from .triggers import _occ, _Predicate, player_matcher
    if not _one(pred.amount):
        raise Unrunnable(pred.amount, "getting this many {E} at once")
    who = player_matcher(subj, env)

    def gets(g, ev, src):
        # one event gives the player all the energy counters an instruction gives: once for it
        if ev.kind == "counters" and not ev.remove and ev.counter == "energy" and ev.amount > 0 \
                and ev.target in g.players and who(g, src, ev.target):
            return [_occ(subject=ev.target, player=ev.target)]
        return []
    return _Predicate(gets, player=True)


def counted_attackers(ev_node, env: Env):
    """"Whenever two or more creatures your opponents control attack" (508.1): once, if at least
    that many of the creatures declared as attackers match; "they" are those creatures."""
    from .triggers import PREDICATES
    pred = ev_node.predicates[0]
    part = PREDICATES[A.Attacks](pred, ev_node.subject, env)

    def them(g, c):
        occ = c.data.get("occurrence") or {}
        return [i for i in occ.get("group", ()) if i in g.objects]
    env.it = them
    env.data["trigger_subject"] = them
    return part.pattern, part.zones
