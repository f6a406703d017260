"""Delayed triggered abilities with a stated duration that an effect creates (CR 603.7):
"When that creature dies this turn, create a 1/1 white Spirit creature token.",
"When <this permanent> leaves the battlefield this turn, destroy that creature."

* created as the instruction resolves (603.7a), about the objects named then (603.7c: the
  same object; a new object after a zone change is another one, 400.7);
* with the stated duration "this turn" it triggers each time its event happens until
  the turn ends, not only once (603.7b);
* in its effect, "that card" / "it" is the object the event moved (its new object);
  when the event is about this permanent, "that creature" keeps naming what it named in
  the instructions before.
"""
from __future__ import annotations

from cardlang.kernel import THIS_TURN, DelayedTrigger
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .sentences import compile_chain
from .targets import resolver

LEAVING = (A.Dies, A.LeavesBattlefield)


def _leaving(p) -> bool:
    """Dies, leaves the battlefield, "is put into exile [from the battlefield]"."""
    return isinstance(p, LEAVING) or (isinstance(p, A.PutIntoExile)
                                      and (p.origin is None or isinstance(p.origin, A.FromBattlefield)))


def when_this_turn(s, env: Env, text: str, this_turn: bool = True):
    """``this_turn``: "When that creature dies this turn" (603.7b: each time, until the turn
    ends); else "When that land dies or is put into exile" (603.7b: no stated duration, it
    triggers only once, the next time)."""
    from .reflexive import _inherited, _sub_env
    ev_node = s.trigger.event
    if not (isinstance(ev_node, A.Event) and ev_node.predicates and all(_leaving(p) for p in ev_node.predicates)):
        raise Unrunnable(s.trigger, "this triggered ability created by an effect")
    preds = ev_node.predicates
    subj = ev_node.subject
    about_self = isinstance(subj, (A.SelfThis, A.SelfByName))
    if not (about_self or isinstance(subj, (A.It, A.ThatRef, A.Target))):
        raise Unrunnable(subj, "the object of a delayed trigger")
    which = resolver(subj, env)     # in the creating instruction: "that creature", a target, this
    sub = _sub_env(env)
    if not about_self:
        # "return that card to the battlefield": the object the event moved (400.7)
        sub.it = lambda g, c: [i for i in [getattr(c.trigger_event, "new_id", None)] if i is not None]
        sub.data["trigger_other"] = None
    effect = compile_chain(s.chain, sub)
    if sub.targets:
        raise Unrunnable(s, "a delayed triggered ability with targets")

    def run(g, c):
        ids = set(which(g, c))
        saved = _inherited(c)

        def pattern(gg, ev, dt):
            # 700.4: "dies" -- a creature put into a graveyard from the battlefield (as it
            # last existed there, 603.10a); "leaves the battlefield": to any zone
            if not (ev.kind == "zone_change" and ev.from_zone == "battlefield" and ev.obj in ids):
                return False
            return any(_event_is(p, ev) for p in preds)

        def fire(gg, cc):
            for k, v in saved.items():   # what the creating effect knew (603.7c)
                cc.data.setdefault(k, v)
            effect(gg, cc)
        # 603.7b: a stated duration ("this turn"): it may trigger more than once, until the turn
        # ends; with none, it triggers only the next time its event happens
        g.add_delayed_trigger(DelayedTrigger(pattern, fire, controller=c.controller, source=c.source,
                                             once=not this_turn, duration=THIS_TURN if this_turn else None,
                                             text=text))
    return run


def _event_is(pred, ev) -> bool:
    """A zone change from the battlefield is this leaving: 700.4 "dies" (a creature put into a
    graveyard, as it last existed, 603.10a), "is put into exile", or any (leaves)."""
    if isinstance(pred, A.Dies):
        return ev.to_zone == "graveyard" and ev.last_known is not None and ev.last_known.is_creature
    if isinstance(pred, A.PutIntoExile):
        return ev.to_zone == "exile"
    return True


# ---- "Whenever a creature dies this turn, ...", "Until end of turn, whenever ..., ..." ----------
def _delayed_whenever(event_node, chain, env: Env, text: str, lasts):
    """A delayed triggered ability with a duration (603.7b, 611.2a): it triggers each time
    its event happens until the duration ends.  ``lasts(ctx)`` -> its kernel Duration."""
    from types import SimpleNamespace
    from .reflexive import _inherited, _sub_env
    from .trigger_events import chain_adds_mana
    from .triggers import _event
    if not isinstance(event_node, A.Event):
        raise Unrunnable(event_node, "this triggered ability created by an effect")
    subj = event_node.subject
    fixed = None
    if isinstance(subj, (A.ThatRef, A.Target)):
        # "Whenever that creature deals combat damage to a player this turn": the object named
        # as the ability is created (603.7c), matched as any creature then kept to that one
        fixed = resolver(subj, env)
        types = subj.types if isinstance(subj, A.ThatRef) else None
        if types is None:
            raise Unrunnable(subj, "the object of a delayed trigger")
        event_node = A.Event(A.Quantified(A.ArticleA(), A.Filter(A.Adjectives(()), types, A.Suffixes(()))),
                             event_node.predicates)
    sub = _sub_env(env)
    sub.data.pop("mana_trigger", None)
    pattern, _zones = _event(event_node, sub)       # binds "it", "that player", "that much" in sub
    effect = compile_chain(chain, sub)
    if sub.targets:
        raise Unrunnable(chain, "a delayed triggered ability with targets")
    mana = bool(sub.data.get("mana_trigger")) and chain_adds_mana(chain)   # 605.1b

    def run(g, c):
        ids = set(fixed(g, c)) if fixed is not None else None
        src = SimpleNamespace(id=c.source, controller=c.controller, attached_to=None)
        saved = _inherited(c)

        def trigger(gg, ev, dt):
            occurrences = pattern(gg, ev, src) or []
            if ids is not None:
                occurrences = [o for o in occurrences if o.get("subject") in ids or o.get("left") in ids]
            return occurrences

        def fire(gg, cc):
            for k, v in saved.items():   # what the creating effect knew (603.7c)
                cc.data.setdefault(k, v)
            effect(gg, cc)
        g.add_delayed_trigger(DelayedTrigger(trigger, fire, controller=c.controller, source=c.source, once=False,
                                             duration=lasts(c), text=text, mana_ability=mana, occurrences=True))
    return run


def whenever_this_turn(s, env: Env, text: str):
    return _delayed_whenever(s.trigger.event, s.chain, env, text, lambda c: THIS_TURN)


@handles(A.DurationTriggerSentence, role="sentence")
def _duration_trigger(s, env: Env):
    """"Until end of turn, whenever a player taps an Island for mana, that player adds an
    additional {U}." (611.2a: for that duration)."""
    from cardlang.syntax import to_text
    from .sentences import duration
    if not isinstance(s.trigger, A.Whenever):
        raise Unrunnable(s.trigger, "this triggered ability created by an effect")
    lasts = duration(s.duration, env)
    return _delayed_whenever(s.trigger.event, s.chain, env, to_text(s).strip(), lasts)


def spell_delayed_trigger(body, env: Env, text: str):
    """An instant or sorcery whose text is "Whenever a creature blocks this turn, it gets
    +0/+1 until end of turn.": as it resolves, it creates that delayed triggered ability
    (603.7a), lasting this turn (603.7b)."""
    sents = body.sentences.items if isinstance(body.sentences, A.Sentences) else (body.sentences,)
    if len(sents) != 1 or not isinstance(sents[0], A.EffectSentence):
        raise Unrunnable(body, "a delayed triggered ability of several sentences")
    chain = sents[0].chain
    if isinstance(body.trigger, A.WheneverThisTurn):
        return _delayed_whenever(body.trigger.event, chain, env, text, lambda c: THIS_TURN)
    return when_this_turn(A.TriggerSentence(body.trigger, chain), env, text)
