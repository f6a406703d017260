"""More static abilities (CR 604):

* "This spell can't be countered." -- functions on the stack (113.6g): an instruction
  to counter it does nothing to it ("can't" wins, 101.2; 701.6a)."""
from __future__ import annotations

from cardlang.kernel import StaticAbility
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles


@handles(A.CantBeCountered, role="static")
def _cant_be_countered(node, env):
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "other spells that can't be countered")
    return StaticAbility(zones=("stack",), text=env.data.get("text", ""), uncounterable=True)


@handles(A.ControlsAttached, role="static")
def _controls_attached(node, env):
    """"You control enchanted creature." (CR 613.1b: a control-changing effect, layer 2;
    303.4: the permanent the Aura is attached to) -- while the Aura is on the
    battlefield and attached, its controller controls that permanent."""
    from cardlang.kernel.layers import gain_control

    from .continuous import _static_subject
    if not isinstance(node.controller, A.You):
        raise Unrunnable(node.controller, "another player controlling it")
    if not isinstance(node.attached, (A.EnchantedRef, A.EquippedRef)):
        raise Unrunnable(node.attached, "controlling this object")
    who = _static_subject(node.attached, env)
    name = env.card_name
    return StaticAbility(continuous=lambda g, o: [gain_control(name, o.controller, who(o))],
                         text=env.data.get("text", ""))


@handles(A.EntersWithCountersIf, role="static")
def _enters_with_counters_if(node, env):
    """"This creature enters with two +1/+1 counters on it if a creature died this turn."
    (CR 614.1c, 614.12): as "If <condition>, it enters with ..." -- the condition is
    checked as it would enter."""
    from .enters import conditional_enters
    st = A.EntersWithCounters(node.subject, node.amount, node.kind, node.noun, node.holder)
    return conditional_enters(A.ConditionalStaticSentence(node.condition, st), env)


@handles(A.AdditionalLandEachTurn, role="static")
def additional_land_each_turn(node, env):
    """"You may play an additional land on each of your turns." / "Each player may play an
    additional land on each of their turns." (305.2: one more land play a turn)."""
    from cardlang.kernel.turn import AdditionalLandPlays
    from cardlang.syntax import to_text
    who = node.player
    if isinstance(who, A.You):
        players = lambda g, src: (g.objects[src].controller,)
    elif isinstance(who, (A.QuantifiedPlayer, A.Quantified)) and isinstance(who.quantifier, A.Each) and \
            to_text(who).lower() == "each player":
        players = lambda g, src: tuple(g.order)
    else:
        raise Unrunnable(who, "an additional land for this player")
    return AdditionalLandPlays(text=env.data.get("text", ""), players=players)
