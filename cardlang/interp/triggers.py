"""Trigger conditions (CR 603) -> patterns over kernel events."""
from __future__ import annotations

from cardlang.kernel import Context
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .targets import filter_pred

STEP_NAMES = {"upkeep": "upkeep", "draw step": "draw", "end step": "end", "beginning of combat": "begin_combat",
              "combat": "begin_combat", "precombat main phase": "main1", "postcombat main phase": "main2",
              "end of combat": "end_combat", "cleanup step": "cleanup"}


def _is_self(node) -> bool:
    return isinstance(node, (A.SelfThis, A.SelfByName))


def _obj_matcher(subject, env):
    """"this creature" / "a creature you control" / "another creature" -> fn(game, src, oid)."""
    if _is_self(subject):
        return lambda g, src, oid: oid == src.id
    if isinstance(subject, A.Quantified):
        pred, _ = filter_pred(subject.filter, env)
        other = isinstance(subject.quantifier, A.Another)
        return lambda g, src, oid: (not other or oid != src.id) and pred(g, Context(src.id, src.controller), oid)
    raise Unrunnable(subject, "this trigger subject")


def _player_matcher(player, env):
    if isinstance(player, A.You):
        return lambda g, src, p: p == src.controller
    if isinstance(player, A.QuantifiedPlayer):
        noun = getattr(player.noun, "name", "player")
        if noun == "opponent":
            return lambda g, src, p: p != src.controller
        return lambda g, src, p: True
    if isinstance(player, A.Quantified) and isinstance(player.quantifier, (A.ArticleA, A.ArticleAn, A.Each)):
        # "Whenever an opponent casts ...", "Whenever a player casts ..."
        pred, kind = filter_pred(player.filter, env)
        if kind == "player":
            return lambda g, src, p: pred(g, Context(src.id, src.controller), p)
    raise Unrunnable(player, "this player in a trigger")


def trigger_pattern(trigger, env: Env):
    """When/Whenever/At ... -> (pattern(game, event, source_obj) -> bool, zones)."""
    if isinstance(trigger, (A.When, A.Whenever)):
        return _event(trigger.event, env)
    if isinstance(trigger, A.AtBeginningOf):
        return _step(trigger.step, env), ("battlefield",)
    raise Unrunnable(trigger, "this trigger")


def _step(node, env):
    if isinstance(node, A.StepOf):
        step = STEP_NAMES.get(node.step.name if hasattr(node.step, "name") else str(node.step))
        if step is None:
            raise Unrunnable(node.step, "this step")
        owner = node.owner
        if isinstance(owner, A.Your):
            whose = lambda g, src, p: p == src.controller
        elif isinstance(owner, A.Each):
            whose = lambda g, src, p: True
        else:
            raise Unrunnable(owner, "this step owner")
        return lambda g, ev, src: (ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == step
                                   and whose(g, src, ev.data.get("player")))
    if isinstance(node, A.EachStep):
        step = STEP_NAMES.get(node.step.name)
        if step is None:
            raise Unrunnable(node.step, "this step")
        return lambda g, ev, src: ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == step
    raise Unrunnable(node, "this step reference")


def _event_objects(g, c) -> list:
    """The object a zone-change or token-creation trigger event is about, as it is now."""
    ev = c.trigger_event
    if ev is None:
        return []
    if ev.kind == "zone_change":
        return [ev.new_id] if ev.new_id is not None else []
    if ev.kind == "create_token":
        return list(ev.created)
    return []


class _Legacy:
    """An Event (subject + one predicate) seen the way the handlers below read it."""

    def __init__(self, kind, **fields):
        self.kind = kind
        self.__dict__.update(fields)


def _event(ev_node, env):
    if isinstance(ev_node, A.Event):
        if len(ev_node.predicates) != 1:
            raise Unrunnable(ev_node, "a trigger on one of several events")
        pred, subj = ev_node.predicates[0], ev_node.subject
        if isinstance(pred, A.Enters) and pred.how is None:
            return _event(_Legacy(A.Enters, subject=subj), env)
        if isinstance(pred, A.Dies):
            return _event(_Legacy(A.Dies, subject=subj), env)
        if isinstance(pred, A.Casts):
            return _event(_Legacy(A.Casts, player=subj, what=pred.what), env)
        if isinstance(pred, A.Attacks) and pred.what is None:
            return _event(_Legacy(A.Attacks, subject=subj), env)
        if isinstance(pred, A.DealsDamageEvent) and pred.combat is not None and pred.to is not None:
            return _event(_Legacy("combat_damage_to", source=subj, recipient=pred.to.what), env)
        raise Unrunnable(pred, f"the trigger event {type(pred).__name__}")
    if isinstance(ev_node, _Legacy):
        kind = ev_node.kind
    else:
        kind = None
    if kind is A.Enters:
        m = _obj_matcher(ev_node.subject, env)
        if env.it is None and not _is_self(ev_node.subject):
            env.it = _event_objects   # "Whenever a creature you control enters, put a counter on it"

        def enters(g, ev, src):
            if ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id is not None:
                return m(g, src, ev.new_id)
            if ev.kind == "create_token":
                return any(m(g, src, i) for i in ev.created)
            return False
        return enters, ("battlefield",)
    if kind is A.Dies:
        if _is_self(ev_node.subject):
            return (lambda g, ev, src: ev.kind == "zone_change" and ev.from_zone == "battlefield"
                    and ev.to_zone == "graveyard" and ev.obj == src.id), ("battlefield",)
        m = _obj_matcher(ev_node.subject, env)
        if env.it is None:
            env.it = _event_objects   # "that card": the card put into the graveyard (400.7)
        return (lambda g, ev, src: ev.kind == "zone_change" and ev.from_zone == "battlefield"
                and ev.to_zone == "graveyard" and ev.last_known is not None
                and ev.last_known.is_creature and (ev.obj in g.objects or True)
                and m(g, src, ev.new_id)), ("battlefield",)
    if kind is A.Casts:
        who = _player_matcher(ev_node.player, env)
        what = ev_node.what
        flt = what.filter if isinstance(what, A.Quantified) else what
        from .mana import _spell_filter
        pred, _ = filter_pred(_spell_filter(flt), env)
        if env.it is None:   # "that spell": the spell that was cast (603.2)
            env.it = lambda g, c: [c.trigger_event.data.get("spell")] if c.trigger_event is not None else []
        return (lambda g, ev, src: ev.kind == "marker" and ev.name == "spell_cast"
                and who(g, src, ev.data.get("controller"))
                and pred(g, Context(src.id, src.controller), ev.data.get("spell"))), ("battlefield",)
    if isinstance(ev_node, A.SetInMotion):
        if not _is_self(ev_node.scheme):
            raise Unrunnable(ev_node.scheme, "another scheme")
        return (lambda g, ev, src: ev.kind == "marker" and ev.name == "scheme_set_in_motion"
                and ev.data.get("scheme") == src.id), ("command",)
    if kind is A.Attacks:
        m = _obj_matcher(ev_node.subject, env)
        if env.it is None and not _is_self(ev_node.subject):
            def attackers(g, c):
                # "Whenever a creature you control attacks, it gets +2/+0": the attackers it matched
                ev, src = c.trigger_event, g.objects.get(c.source)
                if ev is None or src is None:
                    return []
                return [a for a in ev.data.get("attackers", {}) if a in g.objects and m(g, src, a)]
            env.it = attackers
        return (lambda g, ev, src: ev.kind == "marker" and ev.name == "attackers_declared"
                and any(m(g, src, a) for a in ev.data.get("attackers", {}))), ("battlefield",)
    if kind == "combat_damage_to":
        m = _obj_matcher(ev_node.source, env)
        rec = ev_node.recipient
        if isinstance(rec, A.Quantified) and isinstance(rec.quantifier, (A.ArticleA, A.ArticleAn)):
            # "to a player", "to an opponent", "to a player or planeswalker"
            rpred, _ = filter_pred(rec.filter, env)
            rp = lambda g, src, r: rpred(g, Context(src.id, src.controller), r)
        elif isinstance(rec, (A.QuantifiedPlayer, A.ArticleA)) or getattr(rec, "noun", None) is not None:
            rp = lambda g, src, r: r in g.players
        else:
            raise Unrunnable(rec, "this combat damage recipient")
        if env.it_player is None:
            # "that player": the player dealt the damage (CR 603.2, the trigger event)
            env.it_player = lambda g, c: [c.trigger_event.recipient] if c.trigger_event is not None and \
                getattr(c.trigger_event, "recipient", None) in g.players else []
        return (lambda g, ev, src: ev.kind == "damage" and ev.combat and ev.source is not None
                and m(g, src, ev.source) and rp(g, src, ev.recipient)), ("battlefield",)
    raise Unrunnable(ev_node, f"the trigger event {type(ev_node).__name__}")
