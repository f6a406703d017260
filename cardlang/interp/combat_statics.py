"""Combat-related predicates and qualifiers:

* "gains your choice of flying, vigilance, or haste until end of turn" -- the controller
  of the effect chooses one of the keywords as the effect is applied (608.2d), and it
  grants that keyword's abilities (layer 6, 613.1f);
* the qualifiers "blocking <creature>" (a blocking creature that blocks it, 509.1a,
  506.4) and "that was dealt damage this turn" (120.3: a damage event of this turn with
  it as recipient; also the condition "if it was dealt damage this turn")."""
from __future__ import annotations

from cardlang.kernel.choices import Decision
from cardlang.kernel.errors import RulesError
from cardlang.kernel.layers import grant
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .keywords import keyword_abilities
from .registry import Unrunnable, handles
from .sentences import CONDITIONS
from .triggers import _occ, _Predicate, object_matcher, player_matcher, predicate

KEYWORD_CHOICE = "keyword"   # the decision's kind: one keyword of a list (608.2d)


def gains_choice_of(pred: A.GainsChoiceOf, env):
    """"gains your choice of X, Y, or Z" -> make(g, c, name, applies, **kw) for
    continuous.py: the choice is made as the effect begins (608.2d)."""
    options = []
    for item in pred.keywords.items:
        kind = type(item).__name__
        if kind.startswith("Sep"):
            if kind not in ("SepComma", "SepOr", "SepCommaOr"):
                raise Unrunnable(item, "a choice of keywords joined this way")
            continue
        label = to_text(item).strip().lower()
        options.append((label, keyword_abilities(type(pred.keywords)((item,)), env)))
    if len(options) < 2:
        raise Unrunnable(pred, "a choice of fewer than two keywords")
    labels = [label for label, _ in options]

    def make(g, c, name, applies, **kw):
        ans = g.ask(Decision(KEYWORD_CHOICE, "choose " + ", ".join(labels[:-1]) + " or " + labels[-1],
                             c.controller, list(labels), rule="608.2d"))
        pick = next((o for o in options if o[0] == str(ans).strip().lower()), None)
        if pick is None:
            raise RulesError(f"{ans!r} isn't one of {', '.join(labels)}", "608.2d")
        g.note(f"{g.name_of(c.controller)} chooses {pick[0]}", rule="608.2d")
        return [grant(name, pick[1], applies, **kw)]
    return make


def gets_pt_choice(pred: A.GetsPtChoice, env):
    """"gets +2/-2 or -2/+2 until end of turn": the controller chooses one as the effect
    begins (608.2d); it is a power/toughness change (layer 7c, 613.4c)."""
    from cardlang.kernel.layers import pump

    from .continuous import _pt_change
    options = []
    for change in (pred.first, pred.second):
        options.append((to_text(change).strip(), _pt_change(change, env, lambda g, c: c.x or 0, None)))
    labels = [label for label, _ in options]

    def make(g, c, name, applies, **kw):
        ans = g.ask(Decision(KEYWORD_CHOICE, f"choose {labels[0]} or {labels[1]}", c.controller, list(labels),
                             rule="608.2d"))
        pick = next((o for o in options if o[0] == str(ans).strip()), None)
        if pick is None:
            raise RulesError(f"{ans!r} isn't one of {', '.join(labels)}", "608.2d")
        g.note(f"{g.name_of(c.controller)} chooses {pick[0]}", rule="608.2d")
        dp, dt = pick[1](g, c)
        return [pump(name, dp, dt, applies, **kw)]
    return make


# ---- "creature blocking it" (CR 509.1a) ---------------------------------------------------
@handles(A.BlockingObject, role="qualifier")
def _blocking_object(node, env):
    """"target creature blocking this creature", "each creature blocking it": a blocking
    creature (509.1a) whose attacker is the object named, as the qualifier is checked."""
    from .conditions_more import _objects_of
    blocked = _objects_of(node.blocked, env)     # this object, or the one the words name

    def pred(g, c, i):
        cb = g.combat
        return cb is not None and i in cb.blockers and cb.blockers[i] in set(blocked(g, c))
    return pred


# ---- "that was dealt damage this turn" (CR 120.3) -----------------------------------------
def dealt_damage_this_turn(g, i) -> bool:
    """Was ``i`` (an object or a player) dealt damage this turn? (120.3: damage dealt
    results in an event; prevented damage is dealt to no one, 615.1)"""
    return any(ev.recipient == i and ev.amount > 0 for ev in g.events_this_turn("damage"))


@handles(A.WasDealtDamageThisTurn, role="qualifier")
def _was_dealt_damage_this_turn(node, env):
    return lambda g, c, i: dealt_damage_this_turn(g, i)


def _was_dealt_damage_condition(node, env):
    """"if Wall of Resistance was dealt damage this turn", "If it was dealt damage this turn"."""
    from .conditions import condition_players
    if isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        who = lambda g, c: (c.source,)
    else:
        who = condition_players(node.subject, env)   # "if an opponent was dealt damage this turn": any of them
    return lambda g, c: any(dealt_damage_this_turn(g, i) for i in who(g, c))


CONDITIONS[A.WasDealtDamageThisTurnCondition] = _was_dealt_damage_condition


# ---- exert (CR 701.43) --------------------------------------------------------------------
def may_exert_as_it_attacks(node: A.MayExertAsAttacks, when_you_do, env) -> list:
    """"You may exert this creature as it attacks. [When you do, <effect>.]" (701.43d: an
    optional cost to attack, kernel ``combat.MayExertAsItAttacks``); the "When you do"
    ability is linked to it (607.2h): it triggers when the creature is exerted this way,
    and "it" is the creature."""
    from cardlang.kernel import StaticAbility, TriggeredAbility
    from cardlang.kernel.combat import MayExertAsItAttacks

    from .sentences import compile_chain
    from .targets import resolver
    if not isinstance(node.player, A.You) or not isinstance(node.creature, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node, "exerting another creature as it attacks")
    text = env.data.get("text", "")
    out: list[StaticAbility] = [MayExertAsItAttacks(text=text)]
    if when_you_do is None:
        return out
    env.it = resolver(node.creature, env)
    effect = compile_chain(when_you_do.chain, env)

    def exerted_this_way(g, ev, src):
        return (ev.kind == "marker" and ev.name == "exerted" and ev.data.get("as_attacks")
                and ev.data.get("object") == src.id)
    out.append(TriggeredAbility(exerted_this_way, effect, tuple(env.targets), text=text))
    return out


@predicate(A.ExertsEvent)
def _exerts(pred, subj, env):
    """"Whenever you exert a creature" (701.43a): "that creature" is the one exerted."""
    who = player_matcher(subj, env)
    what = object_matcher(pred.what, env)

    def exerted(g, ev, src):
        if ev.kind != "marker" or ev.name != "exerted":
            return []
        o, p = ev.data.get("object"), ev.data.get("player")
        if who(g, src, p) and o in g.objects and what(g, src, o):
            return [_occ(subject=o, player=p)]
        return []
    return _Predicate(exerted, player=True)


# ---- "dealt damage this way" (CR 608.2c) ---------------------------------------------------
def _dealt_this_way(c) -> list:
    """The players and objects the ability's damage instructions dealt damage to so far
    (interp/damage.py remembers them: prevented damage isn't dealt, 615.1)."""
    from .past import remembered
    return remembered(c, "damage")


@handles(A.DealtDamageThisWay, role="qualifier")
def _dealt_damage_this_way(node, env):
    """"Each creature dealt damage this way attacks this turn if able.", "If a creature
    dealt damage this way would die this turn, exile it instead." """
    return lambda g, c, i: i in _dealt_this_way(c)


def _dealt_damage_this_way_condition(node, env):
    """"If a creature is dealt damage this way, ...", "If a player is dealt damage this way, ..."."""
    from .targets import filter_pred, resolver
    what = node.subject
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, _ = filter_pred(what.filter, env)
        return lambda g, c: any(pred(g, c, i) for i in _dealt_this_way(c))
    if isinstance(what, (A.It, A.ThatRef)):
        res = resolver(what, env)
        return lambda g, c: bool(set(res(g, c)) & set(_dealt_this_way(c)))
    raise Unrunnable(what, "this reference as the one dealt damage this way")


CONDITIONS[A.DealtDamageThisWayCondition] = _dealt_damage_this_way_condition


@handles(A.ItIsBlocking, role="qualifier")
def _it_is_blocking(node, env):
    """"target creature it's blocking", "creatures it's blocking": an attacking creature
    that "it" -- the object named before, or the subject of the damage sentence
    ("Goblin Snowman deals 1 damage to target creature it's blocking") -- blocks (509.1a)."""
    from .damage import ITSELF
    it = env.it if env.it is not None else env.data.get(ITSELF)
    if it is None:
        raise Unrunnable(node, "'it' with nothing to refer to")

    def pred(g, c, i):
        cb = g.combat
        if cb is None:
            return False
        # a blocker that has left the battlefield: what it blocked as it last existed (608.2h:
        # "{R}, Sacrifice Tinder Wall: It deals 2 damage to target creature it's blocking")
        return any((cb.blockers.get(b) if b in g.objects else cb.last_blocked.get(b)) == i for b in it(g, c))
    return pred


# ---- "it assigns no combat damage this turn" (510.1a), "remove it from combat" (506.4) ------
@handles(A.AssignsNoCombatDamage)
def _assigns_no_combat_damage(node, env):
    """"Laccolith Grunt assigns no combat damage this turn": a rules effect on that
    creature for the duration (kernel restriction ``ASSIGNS_NO_COMBAT_DAMAGE``)."""
    from cardlang.kernel.restrictions import ASSIGNS_NO_COMBAT_DAMAGE, Restriction

    from .sentences import duration
    from .targets import resolver
    if node.duration is None:
        raise Unrunnable(node, "assigning no combat damage with no duration")
    subj = resolver(node.subject, env)
    dur = duration(node.duration, env)
    name = env.card_name

    def run(g, c):
        ids = frozenset(subj(g, c))
        if ids:
            g.add_restriction(Restriction(name, ASSIGNS_NO_COMBAT_DAMAGE, lambda gg, ch, ids=ids: ch.id in ids,
                                          duration=dur(c), source=c.source, controller=c.controller))
    return run


@handles(A.RemoveFromCombat)
def _remove_from_combat(node, env):
    """"remove it from combat", "Remove target attacking creature from combat" (506.4)."""
    from .targets import resolver
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player removing it from combat")
    what = resolver(node.what, env)
    env.it = what

    def run(g, c):
        for i in what(g, c):
            if i in g.objects:
                g.remove_from_combat(i)
    return run


# ---- "that dealt damage [to you] this turn" (CR 120.3) -------------------------------------
@handles(A.ThatDealtDamage, role="qualifier")
def _that_dealt_damage(node, env):
    """"target creature that dealt damage this turn", "... that dealt damage to you this turn":
    a damage event of this turn with it as source (and that recipient)."""
    if node.combat is not None:
        raise Unrunnable(node.combat, "combat damage this combat")
    to = node.to
    if to is None:
        recipients = None
    elif isinstance(to, A.DealtTo) and isinstance(to.what, A.You):
        recipients = lambda g, c: (c.controller,)
    else:
        raise Unrunnable(to, "damage dealt to this")

    def pred(g, c, i):
        rs = set(recipients(g, c)) if recipients is not None else None
        return any(ev.source == i and ev.amount > 0 and (rs is None or ev.recipient in rs)
                   for ev in g.events_this_turn("damage"))
    return pred


# ---- player conditions a combat restriction asks about --------------------------------------
def _is_poisoned(node, env):
    """"if defending player is poisoned" (122.1f: one or more poison counters)."""
    from .conditions import condition_players
    who = condition_players(node.subject, env)
    return lambda g, c: any(p in g.players and g.players[p].poison > 0 for p in who(g, c))


def _is_monarch(node, env):
    """"unless defending player is the monarch" (724.1)."""
    from .conditions import condition_players
    who = condition_players(node.player, env)
    return lambda g, c: g.monarch is not None and g.monarch in set(who(g, c))


CONDITIONS[A.IsPoisonedCondition] = _is_poisoned
CONDITIONS[A.IsMonarchCondition] = _is_monarch


# ---- "blocked creature", "creature blocking or blocked by it" (CR 509.1h, 509.1a) -----------
@handles(A.Blocked, role="qualifier")
def _blocked(node, env):
    """"target blocked creature", "each blocked creature": an attacking creature that became
    blocked (509.1h; it stays blocked even if its blockers leave combat)."""
    return lambda g, c, i: g.combat is not None and i in g.combat.attackers and i in g.combat.blocked


@handles(A.BlockingOrBlockedBy, role="qualifier")
def _blocking_or_blocked_by(node, env):
    """"each creature blocking or blocked by Kjeldoran Frostbeast": a creature that blocks
    it, or an attacking creature it blocks (509.1a)."""
    from .conditions_more import _objects_of
    other = _objects_of(node.other, env)

    def pred(g, c, i):
        cb = g.combat
        if cb is None:
            return False
        them = set(other(g, c))
        return cb.blockers.get(i) in them or (i in cb.attackers and any(cb.blockers.get(b) == i for b in them))
    return pred
