"""Keywords that trigger as their creature attacks: melee (702.121a), training
(702.149a), firebending (702.189a: red mana kept until end of combat) and mobilize
(702.181a: Warrior tokens put onto the battlefield attacking, 508.4) and myriad
(702.116a: token copies attacking the other opponents).  Each
instance is its own triggered ability (702.121b, 702.149b)."""
from __future__ import annotations

from cardlang.kernel import RulesError, StaticAbility, TriggeredAbility
from cardlang.kernel.choices import Decision

from .registry import Env


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _attacks(g, ev, src) -> bool:
    return ev.kind == "marker" and ev.name == "attackers_declared" and src.id in ev.data.get("attackers", {})


def _melee(item, env: Env) -> list:
    """CR 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for
    each opponent you attacked with a creature this combat." (Counted as it resolves;
    a creature attacking a planeswalker or battle didn't attack its player, 506.2.)"""
    from .keywords import _pump_self

    def eff(g, c):
        if g.combat is None:
            return
        opps = set(g.opponents(c.controller))
        attacked = {d for a, d in g.combat.attackers.items()
                    if d in opps and a in g.objects and g.chars(a).controller == c.controller}
        if attacked:
            _pump_self(g, c, len(attacked), "melee")
    return [StaticAbility(keyword="melee", text="melee"),
            TriggeredAbility(_attacks, eff, text=_text(item))]


def _training(item, env: Env) -> list:
    """CR 702.149a: "Whenever this creature and at least one other creature with power
    greater than this creature's power attack, put a +1/+1 counter on this creature.\""""
    def trig(g, ev, src):
        if not _attacks(g, ev, src):
            return False
        mine = g.chars(src.id).power or 0
        return any(a != src.id and a in g.objects and (g.chars(a).power or 0) > mine
                   for a in ev.data.get("attackers", {}))

    def eff(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.put_counters(c.source, "+1/+1", 1, cause=c.source)
    return [StaticAbility(keyword="training", text="training"),
            TriggeredAbility(trig, eff, text=_text(item))]


def _firebending(item, env: Env) -> list:
    """CR 702.189a: "Whenever this creature attacks, add N {R}. Until end of combat, you
    don't lose this mana as steps and phases end." (kernel ``Mana.lasts``)"""
    from cardlang.kernel import AddManaEvent, Mana
    from .keywords import _const_amount
    n = _const_amount(item.amount)

    def eff(g, c):
        ms = [Mana("R", (), c.source, lasts="combat") for _ in range(n)]
        g.perform(AddManaEvent(player=c.controller, mana=ms, cause=c.source))
    return [StaticAbility(keyword="firebending", text=_text(item)),
            TriggeredAbility(_attacks, eff, text=_text(item))]


def _warrior_token():
    from cardlang.kernel import CardDef, FaceDef
    return CardDef((FaceDef("Warrior Token", None, ("Creature",), (), ("Warrior",), ("red",), 1, 1),), token=True)


def put_onto_battlefield_attacking(g, controller: int, oid: int, rule: str) -> None:
    """CR 508.4: a creature put onto the battlefield attacking: its controller chooses
    which defending player it attacks; it was never declared as an attacker (no "attacks"
    trigger, 508.3a); 506.3a-b: a noncreature, or one outside combat, never attacks."""
    if g.combat is None or oid not in g.objects or not g.chars(oid).is_creature \
            or controller != g.active_player:
        return
    opps = [q for q in g.opponents(controller) if not g.players[q].lost]
    if not opps:
        return
    d = Decision("choose", f"choose the player {g.name_of(oid)} attacks", controller, opps, rule="508.4")
    who = opps[0] if len(opps) == 1 else g._target_answer(g.ask(d), opps)
    if who not in opps:
        raise RulesError(f"{g.name_of(who)} isn't a defending player", "508.4")
    g.combat.attackers[oid] = who
    g.note(f"{g.name_of(oid)} is attacking {g.name_of(who)}", rule=rule)


def _mobilize(item, env: Env) -> list:
    """CR 702.181a: "Whenever this creature attacks, create N 1/1 red Warrior creature
    tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of
    the next end step."
    """
    from cardlang.kernel import DelayedTrigger
    from .keywords import _const_amount
    n = _const_amount(item.amount)

    def eff(g, c):
        made = g.create_token(c.controller, _warrior_token(), n, cause=c.source, tapped=True)
        for t in made:
            put_onto_battlefield_attacking(g, c.controller, t, "702.181a")

        def end_step(gg, ev, dt):   # 603.7: "at the beginning of the next end step"
            return ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end"

        def sacrifice(gg, cc, made=tuple(made)):
            with gg.simultaneously():   # all at once (701.21a): one batch
                for t in made:
                    if t in gg.objects and gg.objects[t].zone == "battlefield":
                        gg.sacrifice(t, gg.controller(t), cause=t)
        if made:
            g.add_delayed_trigger(DelayedTrigger(end_step, sacrifice, controller=c.controller, source=c.source,
                                                 text="sacrifice the Warrior tokens at the beginning of the next "
                                                      "end step (mobilize)"))
    return [StaticAbility(keyword="mobilize", text=_text(item)),
            TriggeredAbility(_attacks, eff, text=_text(item))]


def _myriad(item, env: Env) -> list:
    """CR 702.116a: "Whenever this creature attacks, for each opponent other than
    defending player, you may create a token that's a copy of this creature that's
    tapped and attacking that player or a planeswalker they control. If one or more
    tokens are created this way, exile the tokens at end of combat."  (Each token
    attacks the player, 508.4.)"""
    from cardlang.kernel import DelayedTrigger

    def eff(g, c):
        ev = c.trigger_event
        defending = ev.data.get("attackers", {}).get(c.source) if ev is not None else None
        if defending is not None and defending not in g.players:   # a planeswalker or battle: its player
            defending = g.controller(defending) if defending in g.objects else None
        made = []
        with g.simultaneously():   # the copies are created at once: one batch (603.2c)
            for opp in [q for q in g.opponents(c.controller) if q != defending and not g.players[q].lost]:
                d = Decision("may", f"create a token copy of {g.name_of(c.source)} attacking {g.name_of(opp)} (myriad)?",
                             c.controller, ["yes", "no"], rule="702.116a")
                if g.ask(d) not in ("yes", True):
                    continue
                for t in g.create_token_copy(c.controller, c.source, cause=c.source, tapped=True):
                    made.append(t)
                    if g.combat is not None and t in g.objects and g.chars(t).is_creature:
                        g.combat.attackers[t] = opp
                        g.note(f"{g.name_of(t)} is attacking {g.name_of(opp)}", rule="508.4")
        if not made:
            return

        def end_of_combat(gg, e, dt):   # 603.7: "at end of combat" (511.1)
            return e.kind == "marker" and e.name == "step_begins" and e.data.get("step") == "end_combat"

        def exile(gg, cc, made=tuple(made)):
            for t in made:
                if t in gg.objects and gg.objects[t].zone == "battlefield":
                    gg.exile(t, cause=t)
        g.add_delayed_trigger(DelayedTrigger(end_of_combat, exile, controller=c.controller, source=c.source,
                                             text="exile the myriad tokens at end of combat"))
    return [StaticAbility(keyword="myriad", text="myriad"), TriggeredAbility(_attacks, eff, text=_text(item))]


ATTACK_KEYWORDS = {"melee": _melee, "training": _training, "firebending": _firebending, "mobilize": _mobilize,
                   "myriad": _myriad}
