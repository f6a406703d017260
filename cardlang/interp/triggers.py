"""Trigger conditions (CR 603) -> patterns over kernel events.

A trigger compiles to ``pattern(game, event, source) -> [occurrence, ...]``: one
event may hold several occurrences of the trigger event, and the ability
triggers once for each (CR 603.2c: two creatures blocking, three tokens
entering).  An occurrence is a dict the effect reads through the trigger's
pronouns:

* ``subject``: the object or player the event is about ("it", "that
  creature"); after a zone change, the new object in the zone it went to
  (CR 400.7, 603.6, 603.6c);
* ``other``: the other object the event names ("blocks or becomes blocked by a
  creature, destroy *that creature*", "deals damage to a creature");
* ``player``: "that player" (the player dealt damage, whose step begins...);
* ``amount``: "that much", "that many" (damage dealt, life gained).

An empty list means "doesn't trigger"."""
from __future__ import annotations

from typing import Callable

from cardlang.kernel import Context
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .targets import filter_pred

STEP_NAMES = {"upkeep": "upkeep", "draw step": "draw", "end step": "end", "beginning of combat": "begin_combat",
              "combat": "begin_combat", "precombat main phase": "main1", "postcombat main phase": "main2",
              "end of combat": "end_combat", "cleanup step": "cleanup"}

Matcher = Callable[..., bool]     # (game, source object, id) -> bool


def _is_self(node) -> bool:
    return isinstance(node, (A.SelfThis, A.SelfByName))


def _ctx(src) -> Context:
    return Context(src.id, src.controller)


# ---- who or what the event is about ------------------------------------------------------
def object_matcher(subject, env: Env) -> Matcher:
    """"this creature", "another creature you control", "this creature or another Ally
    you control", "equipped creature" -> fn(game, source, object id).  An object that
    left the battlefield is seen as it last existed (CR 603.10a, ``game.chars`` gives its
    last known information)."""
    if _is_self(subject):
        return lambda g, src, oid: oid == src.id
    if isinstance(subject, A.Quantified):
        pred, kind = filter_pred(subject.filter, env)
        if kind == "player":
            raise Unrunnable(subject, "a player where an object is meant")
        other = isinstance(subject.quantifier, A.Another)
        return lambda g, src, oid: (oid not in g.players and (not other or oid != src.id)
                                    and pred(g, _ctx(src), oid))
    if isinstance(subject, A.EitherSubject):
        # "this creature or another Ally you control"
        first, second = object_matcher(subject.first, env), object_matcher(subject.second, env)
        return lambda g, src, oid: first(g, src, oid) or second(g, src, oid)
    if isinstance(subject, (A.EquippedRef, A.EnchantedRef)):
        # CR 301.5, 303.4: the object this Equipment/Aura is attached to
        return lambda g, src, oid: src.attached_to is not None and oid == src.attached_to
    raise Unrunnable(subject, "this trigger subject")


def player_matcher(player, env: Env) -> Matcher:
    """"you", "an opponent", "a player" -> fn(game, source, player id)."""
    if isinstance(player, A.You):
        return lambda g, src, p: p == src.controller
    if isinstance(player, A.QuantifiedPlayer):
        noun = getattr(player.noun, "name", "player")
        if noun == "opponent":
            return lambda g, src, p: p in g.players and p != src.controller
        return lambda g, src, p: p in g.players
    if isinstance(player, A.Quantified) and isinstance(player.quantifier, (A.ArticleA, A.ArticleAn, A.Each)):
        # "Whenever an opponent casts ...", "Whenever a player casts ..."
        pred, kind = filter_pred(player.filter, env)
        if kind == "player":
            return lambda g, src, p: p in g.players and pred(g, _ctx(src), p)
    raise Unrunnable(player, "this player in a trigger")


def any_matcher(node, env: Env) -> Matcher:
    """A damage recipient: a player or an object ("to you", "to a player", "to a
    creature", "to you or a permanent you control")."""
    if isinstance(node, A.EitherRef):
        first, second = any_matcher(node.first, env), any_matcher(node.second, env)
        return lambda g, src, i: first(g, src, i) or second(g, src, i)
    if isinstance(node, (A.You, A.QuantifiedPlayer)):
        return player_matcher(node, env)
    if isinstance(node, A.Quantified) and isinstance(node.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(node.filter, env)
        if kind in ("player", "any"):
            return lambda g, src, i: pred(g, _ctx(src), i)
        return lambda g, src, i: i not in g.players and pred(g, _ctx(src), i)
    return object_matcher(node, env)


# ---- occurrences ---------------------------------------------------------------------
def _occ(subject=None, other=None, player=None, amount=None, left=None) -> dict:
    """``left``: for a leaves-the-battlefield trigger, the permanent as it last existed
    there (603.10a), whose counters and characteristics "it" asks about (608.2h)."""
    return {"subject": subject, "other": other, "player": player, "amount": amount, "left": left}


def _occurrence(c) -> dict:
    return c.data.get("occurrence") or {}


def left_battlefield_as(c, ids: list):
    """If ``ids`` names the object a leaves-the-battlefield trigger triggered on (its new
    object, or nothing once that has moved on), the id of the permanent as it last existed
    on the battlefield (its last known information, 603.10a); else None."""
    o = _occurrence(c)
    return o.get("left") if ids in ([], [o.get("subject")]) else None


def _live(g, i) -> list:
    return [i] if i is not None and (i in g.objects or i in g.players) else []


def bind_pronouns(env: Env, has_other: bool, has_player: bool, has_amount: bool) -> None:
    """"it"/"that creature", "that player", "that much" in the effect name the
    occurrence the ability triggered on (CR 603.2, 608.2k)."""
    env.it = lambda g, c: _live(g, _occurrence(c).get("subject"))
    env.data["trigger_subject"] = env.it     # "that land" after another "it" (targets._it)
    if has_other:
        # "that creature" after "blocks a creature", "deals damage to a creature": the other
        # object; when the occurrence names none (damage to a player), the subject
        def other(g, c):
            o = _occurrence(c)
            return _live(g, o.get("other") if o.get("other") is not None else o.get("subject"))
        env.data["trigger_other"] = other
    if has_player:
        env.it_player = lambda g, c: [p for p in [_occurrence(c).get("player")] if p in g.players]
    if has_amount:
        env.data["trigger_amount"] = True


#: more kinds of trigger (node class -> fn(trigger, env) -> (pattern, zones)), added by
#: other modules (trigger_events.py: two trigger conditions joined by "and")
TRIGGER_KINDS: dict = {}


def trigger_pattern(trigger, env: Env):
    """When/Whenever/At ... -> (pattern(game, event, source_obj) -> [occurrence], zones)."""
    if type(trigger) in TRIGGER_KINDS:
        return TRIGGER_KINDS[type(trigger)](trigger, env)
    if isinstance(trigger, (A.When, A.Whenever)):
        return _event(trigger.event, env)
    if isinstance(trigger, A.AtBeginningOf):
        return _step(trigger.step, env), ("battlefield",)
    raise Unrunnable(trigger, "this trigger")


# ---- "At the beginning of ..." (CR 603.2b) ---------------------------------------------------
def _ordinal_main_phase(node, env):
    """"At the beginning of your first main phase", "... of your second main phase" (CR 505.1:
    the first main phase is the precombat one, the second the one after the first combat;
    505.1a: a main phase an effect adds is neither): the N-th main phase that begins this turn."""
    number = {A.First: 1, A.Second: 2}.get(type(node.ordinal))
    if number is None or getattr(node.step, "name", "") != "main phase":
        raise Unrunnable(node, "this step reference")
    begins = _step_marker("main1" if number == 1 else "main2", _whose_step(node.player, env))

    def pattern(g, ev, src):
        found = begins(g, ev, src)
        if found and number == 2:
            # the step that begins is the turn's second main phase (it is among this turn's events)
            mains = [e for e in g.events_this_turn("step_begins") if e.data.get("step") in ("main1", "main2")]
            if len(mains) != 2:
                return []
        return found
    return pattern



def _step_name(node) -> str:
    step = STEP_NAMES.get(node.name if hasattr(node, "name") else str(node))
    if step is None:
        raise Unrunnable(node, "this step")
    return step


def _step_marker(step: str, whose: Matcher):
    def pattern(g, ev, src):
        if ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == step:
            p = ev.data.get("player")
            if whose(g, src, p):
                return [_occ(subject=p, player=p)]
        return []
    return pattern


def _whose_step(owner, env) -> Matcher:
    """Whose step "your upkeep", "each upkeep", "each player's upkeep" is: ``test(game, source
    object, player whose step begins)``."""
    if isinstance(owner, A.Your):
        return lambda g, src, p: p == src.controller
    if isinstance(owner, A.Each):
        return lambda g, src, p: True
    if isinstance(owner, A.EachPlayers):
        # "each player's upkeep": that player is the player whose step it is
        env.it_player = lambda g, c: [p for p in [_occurrence(c).get("player")] if p in g.players]
        return lambda g, src, p: True
    raise Unrunnable(owner, "this step owner")


def _step(node, env):
    if isinstance(node, A.StepOf):
        return _step_marker(_step_name(node.step), _whose_step(node.owner, env))
    if isinstance(node, A.EachOpponentsStep):
        env.it_player = lambda g, c: [p for p in [_occurrence(c).get("player")] if p in g.players]
        return _step_marker(_step_name(node.step), lambda g, src, p: p != src.controller)
    if isinstance(node, (A.EachStep, A.TheStep)):
        # "at the beginning of the end step": of every turn, whoever's it is (CR 513.1, 603.2b)
        return _step_marker(_step_name(node.step), lambda g, src, p: True)
    if isinstance(node, A.StepOfAttachedController):
        # "at the beginning of the upkeep of enchanted creature's controller" (CR 301.5, 303.4):
        # that player's step; "that player" is them, "that creature" the object attached to
        def host(g, src):
            h = src.attached_to
            return h if h is not None and h in g.objects and g.objects[h].zone == "battlefield" else None
        env.it_player = lambda g, c: [p for p in [_occurrence(c).get("player")] if p in g.players]
        from .attach import _attached
        env.it = env.it or _attached(node.attached, env)
        return _step_marker(_step_name(node.step),
                            lambda g, src, p: (h := host(g, src)) is not None and g.chars(h).controller == p)
    if isinstance(node, A.OrdinalStepOf):
        return _ordinal_main_phase(node, env)
    if isinstance(node, A.CombatOnYourTurn):
        # "at the beginning of combat on your turn" (CR 507)
        return _step_marker("begin_combat", lambda g, src, p: p == src.controller)
    if isinstance(node, A.EachCombat):
        return _step_marker("begin_combat", lambda g, src, p: True)
    raise Unrunnable(node, "this step reference")


# ---- "When/Whenever [subject] [event]" ---------------------------------------------------------
class _Predicate:
    """One predicate of an Event compiled with its subject."""

    def __init__(self, pattern, zones=("battlefield",), other=False, player=False, amount=False):
        self.pattern, self.zones = pattern, zones
        self.other, self.player, self.amount = other, player, amount


def _event(ev_node, env):
    if isinstance(ev_node, A.SetInMotion):
        if not _is_self(ev_node.scheme):
            raise Unrunnable(ev_node.scheme, "another scheme")
        return (lambda g, ev, src: [_occ()] if ev.kind == "marker" and ev.name == "scheme_set_in_motion"
                and ev.data.get("scheme") == src.id else []), ("command",)
    if type(ev_node) in EVENT_KINDS:
        # a trigger event written with its own subject inside ("one or more +1/+1 counters are
        # put on this creature"): trigger_events.py
        part = EVENT_KINDS[type(ev_node)](ev_node, env)
        if not getattr(part, "bound", False):      # "[event] during your turn" binds its own
            bind_pronouns(env, part.other, part.player, part.amount)
        return part.pattern, part.zones
    if not isinstance(ev_node, A.Event):
        raise Unrunnable(ev_node, f"the trigger event {type(ev_node).__name__}")
    subj = ev_node.subject
    if isinstance(subj, A.CountedOrMore) and not (
            len(ev_node.predicates) == 1 and type(ev_node.predicates[0]) in ONE_OR_MORE_BY_PREDICATE):
        return _one_or_more(ev_node, env)
    if isinstance(subj, A.You) and len(ev_node.predicates) == 1 and isinstance(ev_node.predicates[0], A.Attacks) \
            and ev_node.predicates[0].what is None:
        return _you_attack(env)
    parts = []
    for pred in ev_node.predicates:
        fn = PREDICATES.get(type(pred))
        if fn is None:
            raise Unrunnable(pred, f"the trigger event {type(pred).__name__}")
        parts.append(fn(pred, subj, env))
    zones = parts[0].zones
    if any(p.zones != zones for p in parts):
        raise Unrunnable(ev_node, "events that trigger from different zones")
    bind_pronouns(env, any(p.other for p in parts), any(p.player for p in parts), any(p.amount for p in parts))
    if any(getattr(p, "grouped", False) or getattr(p, "each_turn", False) for p in parts):
        # "you discard one or more cards": "them" (interp/batched_triggers.py)
        from .batched_triggers import bind_parts
        bind_parts(env, parts)
    if len(parts) == 1:
        return parts[0].pattern, zones
    patterns = [p.pattern for p in parts]

    def either(g, ev, src):
        # "enters or attacks", "blocks or becomes blocked": each is its own trigger event
        out = []
        for p in patterns:
            out.extend(p(g, ev, src))
        return out
    return either, zones


#: events the kernel reports once for all the objects they're about, so "one or more
#: <objects> <event>" triggers once per event: attackers are declared all at once (508.1)
BATCHED_PREDICATES = (A.Attacks,)


def _one_or_more(ev_node, env):
    """"Whenever one or more creatures you control attack" (CR 603.2c): triggers once
    for the event, however many of those objects it's about; "they" / "them" are all
    of them. Only for events reported as one batch (``BATCHED_PREDICATES``)."""
    subj = ev_node.subject
    if len(ev_node.predicates) != 1 or not isinstance(ev_node.predicates[0], BATCHED_PREDICATES) or not _is_one(subj.amount):
        # once for each batch of simultaneous events (603.2c): interp/batched_triggers.py
        from .batched_triggers import subject_one_or_more
        return subject_one_or_more(ev_node, env)
    one = A.Event(A.Quantified(A.ArticleA(), subj.filter), ev_node.predicates)
    each, zones = _event(one, env)

    def once(g, ev, src):
        occs = each(g, ev, src)
        if not occs:
            return []
        players = {o.get("player") for o in occs}
        return [_occ(subject=None, player=players.pop() if len(players) == 1 else None)
                | {"subjects": [o["subject"] for o in occs]}]
    env.it = lambda g, c: [i for i in _occurrence(c).get("subjects", ()) if i in g.objects]
    env.data["trigger_subject"] = env.it
    return once, zones


def _you_attack(env):
    """"Whenever you attack" (CR 508.3d): once, if one or more creatures you control are
    declared as attackers; "they" are those attackers."""
    def once(g, ev, src):
        if ev.kind == "marker" and ev.name == "attackers_declared":
            mine = [a for a in ev.data.get("attackers", {}) if a in g.objects and g.chars(a).controller == src.controller]
            if mine:
                return [_occ(player=src.controller) | {"subjects": mine}]
        return []
    env.it = lambda g, c: [i for i in _occurrence(c).get("subjects", ()) if i in g.objects]
    env.data["trigger_subject"] = env.it
    return once, ("battlefield",)


PREDICATES: dict = {}
#: predicates whose own compiler handles a "one or more <objects>" subject (trigger_events.py:
#: combat damage to a player, once per player; dying / entering in an ability that triggers only
#: once each turn)
ONE_OR_MORE_BY_PREDICATE: set = set()
EVENT_KINDS: dict = {}    # node class -> fn(node, env) -> _Predicate, for events that aren't an Event


def predicate(*classes):
    def deco(fn):
        for c in classes:
            PREDICATES[c] = fn
        return fn
    return deco


def _zone_word(zone) -> str:
    return zone.zone.name if isinstance(zone, A.ZoneRef) else getattr(zone, "name", str(zone))


@predicate(A.Enters)
def _enters(pred, subj, env):
    """CR 603.6a: checked after the event, on the permanents as they entered."""
    m = object_matcher(subj, env)
    how = pred.how
    if how is None:
        cond = lambda g, src, ev, oid: True
    elif isinstance(how, A.EntersUnderControl):
        if isinstance(how.player, A.Your):
            who = lambda g, src, p: p == src.controller
        elif isinstance(how.player, A.AnOpponents):
            who = lambda g, src, p: p != src.controller
        else:
            raise Unrunnable(how.player, "entering under this player's control")
        cond = lambda g, src, ev, oid: who(g, src, g.chars(oid).controller)
    elif isinstance(how, A.EntersFrom):
        zone = _zone_word(how.zone)
        owner = how.zone.owner if isinstance(how.zone, A.ZoneRef) else None
        if isinstance(owner, A.Your):
            cond = lambda g, src, ev, oid: (ev.kind == "zone_change" and ev.from_zone == zone
                                            and g.objects[oid].owner == src.controller)
        elif owner is None or isinstance(owner, A.APlayers):
            cond = lambda g, src, ev, oid: ev.kind == "zone_change" and ev.from_zone == zone
        else:
            raise Unrunnable(how.zone, "entering from this zone")
    else:
        raise Unrunnable(how, "this way of entering")

    def enters(g, ev, src):
        if ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id in g.objects:
            ids = [ev.new_id]
        elif ev.kind == "create_token":
            ids = [i for i in ev.created if i in g.objects]
        else:
            return []
        return [_occ(subject=i) for i in ids if m(g, src, i) and cond(g, src, ev, i)]
    return _Predicate(enters)


def _left_battlefield(to_zone, m, creature=False, owner_is_controller=False):
    """A leaves-the-battlefield trigger (CR 603.6c): matched on the object as it last
    existed on the battlefield (603.10a); "it" is the new object (400.7)."""
    def pattern(g, ev, src):
        if not (ev.kind == "zone_change" and ev.from_zone == "battlefield" and ev.new_id is not None):
            return []
        if to_zone is not None and ev.to_zone != to_zone:
            return []
        if creature and not (ev.last_known is not None and ev.last_known.is_creature):
            return []
        if owner_is_controller and (ev.obj not in g.lki or g.lki[ev.obj][0].owner != src.controller):
            return []   # "into your graveyard": a card you own (CR 404.1)
        return [_occ(subject=ev.new_id, left=ev.obj)] if m(g, src, ev.obj) else []
    return pattern


@predicate(A.Dies)
def _dies(pred, subj, env):
    # CR 700.4: "dies" means "is put into a graveyard from the battlefield" (a creature or planeswalker)
    return _Predicate(_left_battlefield("graveyard", object_matcher(subj, env), creature=True))


@predicate(A.PutIntoZoneFromBattlefield)
def _put_into_from_battlefield(pred, subj, env):
    zone = _zone_word(pred.zone)
    owner = pred.zone.owner if isinstance(pred.zone, A.ZoneRef) else None
    if owner is not None and not isinstance(owner, (A.APlayers, A.Your)):
        raise Unrunnable(pred.zone, "this zone's owner")
    return _Predicate(_left_battlefield(zone, object_matcher(subj, env),
                                        owner_is_controller=isinstance(owner, A.Your)))


@predicate(A.LeavesBattlefield)
def _leaves(pred, subj, env):
    return _Predicate(_left_battlefield(None, object_matcher(subj, env)))


@predicate(A.Casts)
def _casts(pred, subj, env):
    who = player_matcher(subj, env)
    what = pred.what
    if _is_self(what):
        # "When you cast this spell" (CR 603.2, 601.2i): triggers from the stack, as the
        # spell becomes cast (113.6: this ability functions on the stack)
        def cast_self(g, ev, src):
            if ev.kind == "marker" and ev.name == "spell_cast" and ev.data.get("spell") == src.id \
                    and who(g, src, ev.data.get("controller")):
                return [_occ(subject=src.id, player=ev.data.get("controller"))]
            return []
        return _Predicate(cast_self, zones=("stack",), player=True)
    flt = what.filter if isinstance(what, A.Quantified) else what
    from .mana import _spell_filter
    spell, _ = filter_pred(_spell_filter(flt), env)

    def casts(g, ev, src):
        # CR 601.2i: "that spell" is the spell that was cast
        if ev.kind == "marker" and ev.name == "spell_cast" and who(g, src, ev.data.get("controller")) \
                and spell(g, _ctx(src), ev.data.get("spell")):
            return [_occ(subject=ev.data.get("spell"), player=ev.data.get("controller"))]
        return []
    return _Predicate(casts, player=True)


def _attacked_matcher(what, env) -> Matcher:
    """What "attacks you", "attacks you or a planeswalker you control", "attacks one of your
    opponents" admits as the attacked player or permanent (CR 508.1b: each attacker attacks a
    player, a planeswalker or a battle): ``test(game, source object, defender)``."""
    if isinstance(what, A.AttackWhat):
        return _attacked_matcher(what.what, env)
    if isinstance(what, A.You):
        return lambda g, src, d: d == src.controller
    if isinstance(what, A.SomeOfPlayers) and isinstance(what.whose, A.Your) \
            and getattr(what.players, "name", "") == "opponent" and isinstance(what.amount, A.Count) \
            and getattr(what.amount.number, "value", None) == 1:
        return lambda g, src, d: d in g.players and d != src.controller        # "one of your opponents"
    if isinstance(what, A.EitherRef):
        first, second = _attacked_matcher(what.first, env), _attacked_matcher(what.second, env)
        return lambda g, src, d: first(g, src, d) or second(g, src, d)
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)) \
            and isinstance(what.filter, A.Filter):
        pred, kind = filter_pred(what.filter, env)
        if kind != "permanent":
            raise Unrunnable(what, "attacking these objects")
        return lambda g, src, d: d in g.objects and pred(g, _ctx(src), d)    # "a planeswalker you control"
    raise Unrunnable(what, "attacking a particular player")


@predicate(A.Attacks)
def _attacks(pred, subj, env):
    attacked = _attacked_matcher(pred.what, env) if pred.what is not None else None
    m = object_matcher(subj, env)

    def attacks(g, ev, src):
        # CR 508.3a: each declared attacker it matches; "that player": the one it attacks
        if ev.kind == "marker" and ev.name == "attackers_declared":
            return [_occ(subject=a, player=d) for a, d in ev.data.get("attackers", {}).items()
                    if m(g, src, a) and (attacked is None or attacked(g, src, d))]
        return []
    return _Predicate(attacks, player=True)


@predicate(A.AttacksAlone)
def _attacks_alone(pred, subj, env):
    m = object_matcher(subj, env)

    def alone(g, ev, src):
        # CR 506.5: a creature attacks alone if it's the only creature declared as an attacker
        if ev.kind == "marker" and ev.name == "attackers_declared":
            att = ev.data.get("attackers", {})
            if len(att) == 1:
                (a, d), = att.items()
                if m(g, src, a):
                    return [_occ(subject=a, player=d)]
        return []
    return _Predicate(alone, player=True)


@predicate(A.AttacksUnblocked)
def _attacks_unblocked(pred, subj, env):
    m = object_matcher(subj, env)

    def unblocked(g, ev, src):
        # CR 509.1h: once blockers are declared, an attacking creature no creature was declared
        # to block is unblocked ("attacks and isn't blocked"); "defending player" the one it attacks
        if ev.kind == "marker" and ev.name == "blockers_declared" and g.combat is not None:
            return [_occ(subject=a, player=d) for a, d in g.combat.attackers.items()
                    if a not in g.combat.blocked and m(g, src, a)]
        return []
    return _Predicate(unblocked, player=True)


def _creature_matcher(node, env) -> Matcher:
    """The "a creature" / "a creature with flying" / "one or more Orcs" after blocks / blocked by."""
    if isinstance(node, A.CountedOrMore) and _is_one(node.amount):
        node = A.Quantified(A.ArticleA(), node.filter)
    return object_matcher(node, env)


def _is_one(amount) -> bool:
    return isinstance(amount, A.One) or (isinstance(amount, A.Count) and amount.number.value == 1) or \
        (isinstance(amount, A.Number) and amount.value == 1)


@predicate(A.Blocks)
def _blocks(pred, subj, env):
    m = object_matcher(subj, env)
    if pred.what is None:
        def blocks(g, ev, src):
            # CR 509.3a: once for each blocker it matches; "that creature" the attacker it blocks
            if ev.kind == "marker" and ev.name == "blockers_declared":
                return [_occ(subject=b, other=a) for b, a in ev.data.get("blockers", {}).items() if m(g, src, b)]
            return []
        return _Predicate(blocks, other=True)
    what = _creature_matcher(pred.what, env)

    def blocks_a(g, ev, src):
        # CR 509.3b: once for each attacking creature it blocks that matches
        if ev.kind == "marker" and ev.name == "blockers_declared":
            return [_occ(subject=b, other=a) for b, a in ev.data.get("blockers", {}).items()
                    if m(g, src, b) and what(g, src, a)]
        return []
    return _Predicate(blocks_a, other=True)


@predicate(A.BecomesBlocked)
def _becomes_blocked(pred, subj, env):
    m = object_matcher(subj, env)
    if pred.by is None:
        def blocked(g, ev, src):
            # CR 509.3c: once for each attacker that became blocked
            if ev.kind == "marker" and ev.name == "blockers_declared":
                attackers = list(dict.fromkeys(ev.data.get("blockers", {}).values()))
                return [_occ(subject=a) for a in attackers if m(g, src, a)]
            return []
        return _Predicate(blocked)
    by = pred.by.what if isinstance(pred.by, A.BlockedBy) else pred.by
    if isinstance(by, A.CountedOrMore) and _is_one(by.amount):
        # "becomes blocked by one or more Orcs": once, if any blocker matches (509.3e)
        what = _creature_matcher(by, env)

        def blocked_by_any(g, ev, src):
            if ev.kind == "marker" and ev.name == "blockers_declared":
                bl = ev.data.get("blockers", {})
                return [_occ(subject=a) for a in dict.fromkeys(bl.values())
                        if m(g, src, a) and any(what(g, src, b) for b, x in bl.items() if x == a)]
            return []
        return _Predicate(blocked_by_any)
    what = _creature_matcher(by, env)

    def blocked_by(g, ev, src):
        # CR 509.3d: once for each creature that blocks it and matches; "that creature" the blocker
        if ev.kind == "marker" and ev.name == "blockers_declared":
            return [_occ(subject=a, other=b) for b, a in ev.data.get("blockers", {}).items()
                    if m(g, src, a) and what(g, src, b)]
        return []
    return _Predicate(blocked_by, other=True)


def _batch(ev) -> list:
    """The events performed at the same time as ``ev`` (kernel ``ev.batch``, 603.2c), ``ev`` among them."""
    batch = getattr(ev, "batch", None)
    return batch if batch and any(e is ev for e in batch) else [ev]


@predicate(A.DealsDamageEvent)
def _deals_damage(pred, subj, env):
    m = object_matcher(subj, env)
    combat = pred.combat is not None
    if pred.to is None:
        def deals(g, ev, src):
            # "Whenever this creature deals damage": once for each simultaneous damage
            # event from that source (CR 603.2c, 510.2), "that much" is the total
            if ev.kind != "damage" or (combat and not ev.combat) or ev.source is None or not m(g, src, ev.source):
                return []
            same = [e for e in _batch(ev) if e.kind == "damage" and e.source == ev.source and (e.combat or not combat)]
            if same and same[0] is not ev:
                return []
            return [_occ(subject=ev.source, amount=sum(e.amount for e in same) or ev.amount)]
        return _Predicate(deals, amount=True)
    rec = pred.to.what if isinstance(pred.to, A.DamageRecipient) else pred.to
    rm = any_matcher(rec, env)

    def deals_to(g, ev, src):
        # CR 120.3, 510.2: one occurrence for each recipient dealt damage
        if ev.kind == "damage" and (ev.combat or not combat) and ev.source is not None \
                and m(g, src, ev.source) and rm(g, src, ev.recipient):
            r = ev.recipient
            return [_occ(subject=ev.source, other=None if r in g.players else r,
                         player=r if r in g.players else None, amount=ev.amount)]
        return []
    return _Predicate(deals_to, other=True, player=True, amount=True)


@predicate(A.IsDealtDamage)
def _is_dealt_damage(pred, subj, env):
    m = object_matcher(subj, env)
    combat = pred.combat is not None

    def dealt(g, ev, src):
        # once for each batch of simultaneous damage to it (CR 603.2c); "that much" the total
        if ev.kind != "damage" or (combat and not ev.combat) or ev.recipient in g.players \
                or not m(g, src, ev.recipient):
            return []
        same = [e for e in _batch(ev) if e.kind == "damage" and e.recipient == ev.recipient
                and (e.combat or not combat)]
        if same and same[0] is not ev:
            return []
        return [_occ(subject=ev.recipient, amount=sum(e.amount for e in same) or ev.amount)]
    return _Predicate(dealt, amount=True)


@predicate(A.BecomesTapped, A.BecomesUntapped)
def _becomes_tapped(pred, subj, env):
    m = object_matcher(subj, env)
    untap = isinstance(pred, A.BecomesUntapped)

    def tapped(g, ev, src):
        # CR 603.2e: only when it changes state (a TapEvent is performed only then)
        if ev.kind == "tap" and ev.untap == untap and m(g, src, ev.obj):
            return [_occ(subject=ev.obj)]
        return []
    return _Predicate(tapped)


@predicate(A.GainsLifeEvent, A.LosesLifeEvent)
def _life(pred, subj, env):
    who = player_matcher(subj, env)
    kind = "gain_life" if isinstance(pred, A.GainsLifeEvent) else "lose_life"

    def life(g, ev, src):
        # CR 119.9, 119.10: each life gain/loss event; "that much" is the amount
        if ev.kind == kind and ev.amount > 0 and who(g, src, ev.player):
            return [_occ(subject=ev.player, player=ev.player, amount=ev.amount)]
        return []
    return _Predicate(life, player=True, amount=True)


def _source_kinds(source, env):
    """"of a spell or ability [an opponent controls]" -> (kinds, controller test)."""
    if not isinstance(source, A.Quantified) or not isinstance(source.filter, A.Filter):
        raise Unrunnable(source, "this source of targeting")
    flt = source.filter
    if flt.adjectives is not None and flt.adjectives.items:
        raise Unrunnable(flt, "a source of targeting with a quality")
    kinds = set()
    for grp in flt.types.items:
        if not isinstance(grp, A.TypeGroup):
            continue
        for w in grp.words:
            if w.name.category != "object" or w.name.name not in ("spell", "ability") or w.negation is not None:
                raise Unrunnable(w, "a source of targeting of this kind")
            kinds.add(w.name.name)
    whose = lambda g, src, p: True
    for suf in (flt.suffixes.items if flt.suffixes else ()):
        if isinstance(suf, A.ControlledBy) and isinstance(suf.player, A.You):
            whose = lambda g, src, p: p == src.controller
        elif isinstance(suf, A.ControlledBy) and isinstance(suf.player, A.QuantifiedPlayer) and \
                getattr(suf.player.noun, "name", "") == "opponent":
            whose = lambda g, src, p: p != src.controller
        else:
            raise Unrunnable(suf, "a source of targeting controlled this way")
    return kinds, whose


@predicate(A.BecomesTarget)
def _becomes_target(pred, subj, env):
    if pred.first_time is not None:
        raise Unrunnable(pred.first_time, "the first time each turn")
    m = any_matcher(subj, env)
    kinds, whose = _source_kinds(pred.source, env)

    def targeted(g, ev, src):
        # CR 115.1, 603.2e: as the spell is cast / the ability is put on the stack;
        # "that player": the controller of the spell or ability
        if ev.kind == "marker" and ev.name == "becomes_target" and ev.data.get("kind") in kinds \
                and whose(g, src, ev.data.get("controller")):
            return [_occ(subject=t, player=ev.data.get("controller")) for t in ev.data.get("targets", ())
                    if m(g, src, t)]
        return []
    return _Predicate(targeted, player=True)
