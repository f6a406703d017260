"""Triggered abilities an effect creates (a ``TriggerSentence`` after the first
sentence of an ability):

* reflexive: "you may sacrifice a creature. When you do, destroy target
  creature." (CR 603.12) -- triggers as the action is taken during the
  resolution; its targets are chosen when it's put on the stack, the next time
  a player would receive priority (603.3);
* delayed: "At the beginning of the next end step, ..." (CR 603.7) -- created as
  the effect resolves, triggers once (603.7b)."""
from __future__ import annotations

from cardlang.kernel import Context, DelayedTrigger, TriggeredAbility
from cardlang.kernel.stack import PendingTrigger
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .registry import Env, Unrunnable, handles
from .sentences import compile_chain
from .triggers import _step_marker, _step_name

# what the created ability keeps of the resolving ability's knowledge: everything but
# what belongs to that resolution alone
_PRIVATE = ("ends_with_resolution", "stop", "stack_ts", "delayed")


def _inherited(c) -> dict:
    return {k: v for k, v in c.data.items() if k not in _PRIVATE}


def _sub_env(env: Env) -> Env:
    """The created ability's own compile environment: its own targets (chosen when
    it's put on the stack), the same pronouns."""
    sub = Env(env.card_name, face=env.face, face_types=env.face_types, it=env.it, it_player=env.it_player)
    sub.data = dict(env.data)
    return sub


@handles(A.TriggerSentence, role="sentence")
def _trigger_sentence(s, env):
    trig = s.trigger
    text = to_text(s).strip()
    if isinstance(trig, A.When) and isinstance(trig.event, A.WhenYouDo):
        return _reflexive(s, env, text)
    if isinstance(trig, A.AtBeginningOf) and isinstance(trig.step, (A.NextStep, A.YourNextStep)):
        return _delayed_at(s, env, text)
    if isinstance(trig, A.WhenThisTurn):
        from .delayed_this_turn import when_this_turn   # "When that creature dies this turn, ..." (603.7b)
        return when_this_turn(s, env, text)
    if isinstance(trig, A.When) and isinstance(trig.event, A.Event):
        # "When that land dies or is put into exile, return it ..." (no duration: once, 603.7b)
        from .delayed_this_turn import when_this_turn
        return when_this_turn(s, env, text, this_turn=False)
    if isinstance(trig, A.WheneverThisTurn):
        from .delayed_this_turn import whenever_this_turn   # "Whenever a creature dies this turn, ..."
        return whenever_this_turn(s, env, text)
    raise Unrunnable(trig, "this triggered ability created by an effect")


def _reflexive(s, env, text):
    sub = _sub_env(env)
    effect = compile_chain(s.chain, sub)
    ability = TriggeredAbility(lambda g, ev, src: False, effect, tuple(sub.targets), text=text)

    def run(g, c):
        # CR 603.12: "When you do" -- only if the optional action was taken ("did"; a
        # mandatory action is always taken)
        if not c.data.get("did", True):
            return
        ctx = Context(source=c.source, controller=c.controller, trigger_event=c.trigger_event,
                      data=_inherited(c))
        g.pending_triggers.append(PendingTrigger(ability, ctx, text))
        g.note(f"reflexive trigger: {text}", rule="603.12")
    return run


def delayed_instruction(delayed, env, effect, text: str):
    """"Exile it at the beginning of the next end step." (CR 603.7a): the instruction
    ``effect`` becomes a delayed triggered ability created as the effect resolves; "it"
    is what it was then (603.7c: it remembers what its creator knew)."""
    if not (isinstance(delayed, A.DelayedAt) and isinstance(delayed.step, (A.NextStep, A.YourNextStep))):
        raise Unrunnable(delayed, "this delayed instruction")
    step = _step_name(delayed.step.step)
    yours = isinstance(delayed.step, A.YourNextStep)
    pattern = _step_marker(step, (lambda g, src, p: p == src.controller) if yours else (lambda g, src, p: True))

    def run(g, c):
        saved = _inherited(c)

        def fire(gg, cc):
            for k, v in saved.items():
                cc.data.setdefault(k, v)
            effect(gg, cc)
        g.add_delayed_trigger(DelayedTrigger(pattern, fire, controller=c.controller, source=c.source, text=text))
    return run


def _delayed_at(s, env, text):
    step = _step_name(s.trigger.step.step)
    yours = isinstance(s.trigger.step, A.YourNextStep)
    sub = _sub_env(env)
    effect = compile_chain(s.chain, sub)
    if sub.targets:
        raise Unrunnable(s, "a delayed triggered ability with targets")
    pattern = _step_marker(step, (lambda g, src, p: p == src.controller) if yours else (lambda g, src, p: True))

    def run(g, c):
        saved = _inherited(c)

        def fire(gg, cc):
            # the delayed ability remembers what the effect that created it knew (603.7c)
            for k, v in saved.items():
                cc.data.setdefault(k, v)
            effect(gg, cc)
        # CR 603.7a-b: created now; triggers the next time that step begins, once
        g.add_delayed_trigger(DelayedTrigger(pattern, fire, controller=c.controller, source=c.source, text=text))
    return run


def delayed_effect(delayed, effect, text: str):
    """An instruction done "at the beginning of the next <step>" ("Draw a card at the
    beginning of the next turn's upkeep."): a delayed triggered ability created as the
    effect resolves, triggering once (CR 603.7a-b)."""
    step_ref = delayed.step
    if not isinstance(step_ref, (A.NextStep, A.NextTurnsStep)):
        raise Unrunnable(delayed, "this delayed instruction")
    pattern = _step_marker(_step_name(step_ref.step), lambda g, src, p: True)

    def run(g, c):
        saved = _inherited(c)

        def fire(gg, cc):
            for k, v in saved.items():  # what the effect knew (603.7c)
                cc.data.setdefault(k, v)
            effect(gg, cc)
        g.add_delayed_trigger(DelayedTrigger(pattern, fire, controller=c.controller, source=c.source, text=text))
    return run
