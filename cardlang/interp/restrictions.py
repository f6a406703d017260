"""Restrictions and requirements (kernel/restrictions.py): "can't attack", "can't
block", "can't be blocked [by ...]", "doesn't untap during its controller's next
untap step", "can't be regenerated", "attacks each combat if able" -- from a
resolving spell or ability (CR 611.2) or from a static ability (611.3).

They change the rules for objects, not their characteristics: they are not
abilities (CR 113.10), so "loses all abilities" doesn't end them, and one from a
resolving spell that doesn't name its objects ("Creatures can't block this turn")
applies to whatever matches at any moment (611.2c)."""
from __future__ import annotations

from cardlang.kernel.restrictions import Restriction
from cardlang.syntax import ast as A

from .registry import Unrunnable

SIMPLE = {A.CantAttack: ("can't attack",), A.CantBlock: ("can't block",),
          A.CantAttackOrBlock: ("can't attack", "can't block"), A.CantBeBlocked: ("can't be blocked",),
          # 508.1d: requirements, "attacks each combat if able" / "attacks this turn if able"
          A.AttacksEachCombat: ("attacks each combat",), A.AttacksThisTurnIfAble: ("attacks each combat",),
          # 506.5: "can't attack [or block] alone"
          A.CantAttackAlone: ("can't attack alone",), A.CantBlockAlone: ("can't block alone",),
          A.CantAttackOrBlockAlone: ("can't attack alone", "can't block alone")}


def is_restriction(pred) -> bool:
    return type(pred) in SIMPLE or isinstance(pred, (A.CantBeBlockedBy, A.CantBeBlockedExceptBy,
                                                     A.CantBeBlockedByMoreThan, A.DoesntUntapNext, A.CantBeRegenerated,
                                                     A.DoesntUntap, A.CanBlockOnly, A.CantAttackUnless,
                                                     A.CantBlockUnless, A.CantBlockObject,
                                                     A.CantAttackOrBlockUnless, A.AttacksAsThoughNoKeyword,
                                                     A.AttacksThisTurnAsThoughNoKeyword,
                                                     A.AssignsDamageByToughness, A.CantBlockSelf))


def _blockers_pred(blockers, env):
    """"can't be blocked by <creatures with power 2 or less>" -> pred(game, ctx, blocker id)."""
    from .targets import filter_pred
    flt = blockers.filter if isinstance(blockers, (A.AllMatching, A.Quantified)) else blockers
    if isinstance(blockers, A.Quantified) and not isinstance(blockers.quantifier, (A.Each, A.All)):
        raise Unrunnable(blockers, "these blockers")
    pred, _ = filter_pred(flt, env)
    return pred


def _plain_creature_count(amount, noun) -> int:
    """"three or more creatures" / "more than one creature": the fixed number, when the
    blockers counted are creatures of any kind (each blocker is a creature, 509.1a)."""
    words = [n for n in noun.walk() if isinstance(n, A.TypeName)]
    plain = (len(words) == 1 and words[0].name == "creature"
             and not any(isinstance(n, (A.Suffixes, A.Adjectives)) and n.items for n in noun.walk()))
    if not plain:
        raise Unrunnable(noun, "counting blockers of one kind")
    if not isinstance(amount, A.Count) or not isinstance(amount.number, A.Number):
        raise Unrunnable(amount, "this number of blockers")
    return amount.number.value


WOULD_ATTACK = "would_attack"   # ctx.data: the player a creature would attack (its "defending player")


def restriction_maker(pred, env, static: bool):
    """A restriction predicate -> make(game, name, applies_to, ctx, ids) -> [Restriction];
    ``ctx`` is the source's context (its controller is "you"), ``ids`` the objects
    a resolving effect named (None for a static ability or a rule over a filter)."""
    if type(pred) in SIMPLE:
        kinds = SIMPLE[type(pred)]
        return lambda g, name, applies, ctx, ids: [Restriction(name, k, applies) for k in kinds]
    if isinstance(pred, A.CantBeBlockedBy):
        # 509.1b: which creatures can't block it, judged as blockers are declared
        who = _blockers_pred(pred.blockers, env)

        def make(g, name, applies, ctx, ids):
            return [Restriction(name, "can't be blocked by", applies,
                                other=lambda gg, a, b: who(gg, ctx, b.id))]
        return make
    if isinstance(pred, A.CantBeBlockedExceptBy):
        blockers = pred.blockers
        if isinstance(blockers, A.CountedOrMore):
            # 509.1b: "can't be blocked except by three or more creatures" -- a fewest
            # number of blockers, checked once all blockers are declared
            least = _plain_creature_count(blockers.amount, blockers.filter)
            return lambda g, name, applies, ctx, ids: [Restriction(name, "can't be blocked except by at least",
                                                                   applies, count=least)]
        flt = blockers.filter if isinstance(blockers, (A.AllMatching, A.Quantified)) else blockers
        if isinstance(flt, A.Filter) and len(flt.types.items) > 1 and flt.suffixes.items:
            # "Walls and/or creatures with flying": the qualifier belongs to the last item only
            raise Unrunnable(flt, "a list of blockers whose last item has a qualifier")
        # 509.1b: "can't be blocked except by <creatures with flying>" -- every other
        # creature can't block it
        who = _blockers_pred(blockers, env)

        def make(g, name, applies, ctx, ids):
            return [Restriction(name, "can't be blocked by", applies,
                                other=lambda gg, a, b: not who(gg, ctx, b.id))]
        return make
    if isinstance(pred, A.CantBeBlockedByMoreThan):
        # 509.1b: "can't be blocked by more than one creature" -- a most number of blockers
        most = _plain_creature_count(pred.amount, pred.noun)
        return lambda g, name, applies, ctx, ids: [Restriction(name, "can't be blocked by more than", applies,
                                                               count=most)]
    if isinstance(pred, A.DoesntUntap):
        # 502.3: "doesn't untap during its controller's untap step" (each of them)
        step = pred.step
        if isinstance(step, A.TheirControllersUntapSteps) and static:
            # "Nonbasic lands don't untap during their controllers' untap steps." (502.3):
            # each one during its own controller's untap step -- the kernel's rule
            return lambda g, name, applies, ctx, ids: [Restriction(name, "doesn't untap", applies)]
        whose = getattr(step, "player", None)
        own = isinstance(whose, (A.ItsControllers, A.ItsController)) or (
            isinstance(whose, A.Your) and isinstance(env.data.get("static_subject_node"), (A.SelfThis, A.SelfByName)))
        if not static or not isinstance(step, A.UntapStep) or not own:
            raise Unrunnable(pred, "not untapping during another player's untap step")
        return lambda g, name, applies, ctx, ids: [Restriction(name, "doesn't untap", applies)]
    if isinstance(pred, A.DoesntUntapNext):
        # 502.3: "doesn't untap during <your / its controller's> next untap step" -- used
        # up by that untap step
        if static:
            raise Unrunnable(pred, "a next untap step in a static ability")
        whose = pred.whose
        if isinstance(whose, A.Your):
            return lambda g, name, applies, ctx, ids: [Restriction(name, "doesn't untap", applies,
                                                                   untap_player=ctx.controller)]
        if isinstance(whose, A.ItsControllers):
            def make(g, name, applies, ctx, ids):
                # (effect_restriction always names the objects for this predicate)
                # one per object: each is used up by its own controller's next untap step
                return [Restriction(name, "doesn't untap", applies, locked=frozenset({i}),
                                    untap_player=g.controller(i)) for i in sorted(ids) if i in g.objects]
            return make
        raise Unrunnable(whose, "this untap step")
    if isinstance(pred, A.CanBlockOnly):
        # 509.1b: "can block only creatures with flying" -- it can't block any other attacker
        attackers = _blockers_pred(pred.what, env)

        def make(g, name, applies, ctx, ids):
            return [Restriction(name, "can't block", applies,
                                other=lambda gg, blocker, attacker: not attackers(gg, ctx, attacker.id))]
        return make
    if isinstance(pred, A.CantBlockObject):
        # 509.1b: "Creatures with flying can't block creatures you control.", "Creatures
        # with power less than this creature's power can't block it." (it: this creature)
        if not static:
            raise Unrunnable(pred, "'can't block <object>' from a resolving effect")
        what = pred.what
        if isinstance(what, (A.SelfThis, A.SelfByName)) or (isinstance(what, A.It) and env.it is None):
            attackers = lambda gg, ctx, i: i == ctx.source
        else:
            attackers = _blockers_pred(what, env)

        def make(g, name, applies, ctx, ids):
            return [Restriction(name, "can't block", applies,
                                other=lambda gg, blocker, attacker: attackers(gg, ctx, attacker.id))]
        return make
    if isinstance(pred, (A.CantAttackUnless, A.CantBlockUnless, A.CantAttackOrBlockUnless)):
        if not static:
            raise Unrunnable(pred, "'can't attack unless' from a resolving effect")
        # 508.1c / 509.1b: "This creature can't attack unless you control an artifact" --
        # checked as attackers (blockers) are declared, with the condition as it is then
        from .sentences import condition
        if any(isinstance(n, A.DefendingPlayer) for n in pred.condition.walk()):
            if not isinstance(pred, A.CantAttackUnless):
                raise Unrunnable(pred.condition, "a condition about the player it would attack")
            # 508.1c: "can't attack unless defending player controls an Island" -- judged for
            # each player it would attack, as attackers are declared ("defending player" that one)
            from cardlang.kernel import Context
            cond = condition(pred.condition, env)

            def make_player(g, name, applies, ctx, ids):
                def refused(gg, attacker, d):
                    return not cond(gg, Context(ctx.source, ctx.controller, data={WOULD_ATTACK: d}))
                return [Restriction(name, "can't attack the player", applies, other=refused)]
            return make_player
        cond = condition(pred.condition, env)
        kinds = {A.CantAttackUnless: ("can't attack",), A.CantBlockUnless: ("can't block",),
                 A.CantAttackOrBlockUnless: ("can't attack", "can't block")}[type(pred)]

        def make(g, name, applies, ctx, ids):
            return [Restriction(name, kind, lambda gg, ch: applies(gg, ch) and not cond(gg, ctx)) for kind in kinds]
        return make
    if isinstance(pred, (A.AttacksAsThoughNoKeyword, A.AttacksThisTurnAsThoughNoKeyword)):
        # 702.3b changed for it: "can attack [this turn] as though it didn't have defender"
        # (checked as attackers are declared, 508.1c)
        if str(getattr(pred.keyword, "name", "")).lower() != "defender":
            raise Unrunnable(pred.keyword, "attacking as though it didn't have this keyword")
        if static and isinstance(pred, A.AttacksThisTurnAsThoughNoKeyword):
            raise Unrunnable(pred, "'this turn' in a static ability")
        return lambda g, name, applies, ctx, ids: [Restriction(name, "can attack as though it didn't have defender",
                                                               applies)]
    if isinstance(pred, A.CantBlockSelf):
        # 509.1b: "Target creature can't block this creature this turn" -- it can't block the
        # object the ability comes from
        if not isinstance(pred.attacker, (A.SelfThis, A.SelfByName, A.SelfName)):
            raise Unrunnable(pred.attacker, "can't block this object")

        def make_self(g, name, applies, ctx, ids):
            src = ctx.source
            return [Restriction(name, "can't block", applies, other=lambda gg, blocker, attacker: attacker.id == src)]
        return make_self
    if isinstance(pred, A.AssignsDamageByToughness):
        # 510.1a changed for it: "assigns combat damage equal to its toughness rather than its power"
        return lambda g, name, applies, ctx, ids: [Restriction(name, "assigns combat damage equal to its toughness",
                                                               applies)]
    if isinstance(pred, A.CantBeRegenerated):
        if static:
            raise Unrunnable(pred, "can't be regenerated in a static ability")
        return lambda g, name, applies, ctx, ids: [Restriction(name, "can't be regenerated", applies)]
    return None


def _over_filter(subject) -> bool:
    """A subject that is a rule over a filter ("Creatures can't block this turn")
    rather than named objects (611.2c)."""
    if isinstance(subject, A.AllMatching):
        return True
    return isinstance(subject, A.Quantified) and isinstance(subject.quantifier, (A.Each, A.All))


def effect_restriction(node, env, duration, default_duration):
    """"Target creature can't block this turn.", "Creatures can't block this turn.",
    "It doesn't untap during its controller's next untap step." -> an effect adding
    the restrictions when it resolves (611.2)."""
    from cardlang.kernel import INDEFINITE, Context
    from .continuous import track
    from .targets import filter_pred, resolver
    pred = node.predicate
    make = restriction_maker(pred, env, static=False)
    rule_over_filter = _over_filter(node.subject) and not isinstance(pred, (A.DoesntUntapNext, A.CantBeRegenerated))
    if rule_over_filter:
        flt, _ = filter_pred(node.subject.filter, env)
    else:
        subj = resolver(node.subject, env)
        env.it = subj
    name = env.card_name
    # "doesn't untap during ... next untap step": lasts until that step uses it up
    own_end = isinstance(pred, A.DoesntUntapNext)

    def run(g, c):
        if own_end:
            d = INDEFINITE
        else:
            d = duration(c) if duration is not None else default_duration(c)
        if rule_over_filter:
            ids = None
            # what the resolving ability knew (X, what it acted on: "each creature dealt
            # damage this way", 608.2c) as the effect began
            src = Context(c.source, c.controller, data=dict(c.data))
            applies = lambda gg, ch: ch.zone == "battlefield" and flt(gg, src, ch.id)
        else:
            ids = track(g, set(subj(g, c)))
            applies = lambda gg, ch, ids=ids: ch.id in ids
        for r in make(g, name, applies, c, ids):
            r.duration, r.source, r.controller = d, c.source, c.controller
            g.add_restriction(r)
            if isinstance(pred, A.CantBeRegenerated):
                # 701.19c / 608.2c: it modifies this spell's destruction only
                c.data.setdefault("ends_with_resolution", []).append(r)
    return run
