"""Continuous effects from resolving spells and abilities (CR 611) and from
static abilities (604): pump, keyword grants, "can't" effects, cost changes."""
from __future__ import annotations

from cardlang.kernel import END_OF_TURN, INDEFINITE, StaticAbility
from cardlang.kernel.layers import grant, lose_all_abilities, lose_keywords, pump, pump_by, set_pt
from cardlang.syntax import ast as A

from .keywords import keyword_abilities
from .registry import Unrunnable, handles
from .sentences import duration as compile_duration
from .targets import filter_pred, for_each_count, resolver


def _pt_amount(s: str, x_value, node=None):
    """"+2", "-1", "+X", "-X" -> fn(game, ctx) -> int; X is ``x_value(game, ctx)``
    (or, without one, Unrunnable)."""
    s = s.replace("−", "-")
    if s.lstrip("+-").isdigit():
        v = int(s)
        return lambda g, c: v
    if s.lstrip("+-") == "X" and x_value is not None:
        sign = -1 if s.startswith("-") else 1
        return lambda g, c: sign * x_value(g, c)
    raise Unrunnable(node, f"the P/T change {s!r}")


def _pt_change(change, env, x_value, for_each=None):
    """A P/T change -> fn(game, ctx) -> (dp, dt), multiplied by the count of a "for each"."""
    dp = _pt_amount(change.power, x_value, change)
    dt = _pt_amount(change.toughness, x_value, change)
    times = for_each_count(for_each, env)
    if times is None:
        return lambda g, c: (dp(g, c), dt(g, c))

    def values(g, c):
        n = times(g, c)
        return dp(g, c) * n, dt(g, c) * n
    return values


def track(game, ids: set) -> set:
    """A set of ids that follows a permanent spell onto the battlefield
    (CR 400.7: it becomes a new object; effects on the spell that say "it"
    apply to the permanent, e.g. a mana rider's "it gains haste")."""
    from cardlang.kernel import DelayedTrigger

    def watch(g, ev, dt):
        if ev.kind == "zone_change" and ev.obj in ids and ev.to_zone == "battlefield" and ev.new_id:
            ids.add(ev.new_id)
        return False
    game.add_delayed_trigger(DelayedTrigger(watch, lambda g, c: None, controller=0, source=None, once=False,
                                            text="(tracks an object to the battlefield)"))
    return ids


def _base_pt(node: A.HasBasePt) -> tuple[int, int]:
    """CR 613.4b: "has base power and toughness P/T" sets the values in layer 7b."""
    p, t = node.pt.power, node.pt.toughness
    if not (str(p).isdigit() and str(t).isdigit()):
        raise Unrunnable(node, f"base power and toughness {p}/{t}")
    return int(p), int(t)


def _effect_for(node_pred, env, for_each=None):
    """A predicate node -> fn(game, ctx, name, applies_to, **kw) -> ContinuousEffect list
    (values such as X fixed as the effect begins, CR 608.2h)."""
    if for_each is not None and not isinstance(node_pred, A.GetsPt):
        raise Unrunnable(for_each, "'for each' with this predicate")
    if isinstance(node_pred, (A.Becomes, A.IsCharacteristics)):
        from .characteristics import becomes_maker
        return becomes_maker(node_pred, env)   # 613.1d-f, 613.4b: "becomes a 3/3 Elemental creature"
    if isinstance(node_pred, A.IsNotType):
        from .not_type import effect_not_type
        return effect_not_type(node_pred, env)   # 613.1d, 205.1a: "isn't an artifact"
    if isinstance(node_pred, A.HasBasePt):
        bp, bt = _base_pt(node_pred)
        return lambda g, c, name, applies, **kw: [set_pt(name, bp, bt, applies, **kw)]
    if isinstance(node_pred, A.LosesAllAbilities):
        return lambda g, c, name, applies, **kw: [lose_all_abilities(name, applies, **kw)]   # 613.1f
    if isinstance(node_pred, A.GetsPt):
        # "+X/+X ..., where X is ..." / X of the spell or ability (107.3): ctx.x as it resolves
        values = _pt_change(node_pred.change, env, lambda g, c: c.x or 0, for_each)

        def make(g, c, name, applies, **kw):
            dp, dt = values(g, c)
            return [pump(name, dp, dt, applies, **kw)]
        return make
    if isinstance(node_pred, A.GainsKeywords):
        if any(isinstance(n, A.FromChosenColor) for n in node_pred.keywords.walk()):
            from .chosen_color import gains_protection_from_chosen_color
            return gains_protection_from_chosen_color(node_pred, env)
        abilities = keyword_abilities(node_pred.keywords, env)
        return lambda g, c, name, applies, **kw: [grant(name, abilities, applies, **kw)]
    if isinstance(node_pred, A.GainsChoiceOf):
        from .combat_statics import gains_choice_of
        return gains_choice_of(node_pred, env)   # "gains your choice of flying or first strike" (608.2d)
    if isinstance(node_pred, A.GetsPtChoice):
        from .combat_statics import gets_pt_choice
        return gets_pt_choice(node_pred, env)   # "gets +2/-2 or -2/+2" (608.2d)
    if isinstance(node_pred, A.LosesKeywords):
        lost = lost_keywords(node_pred, env)
        return lambda g, c, name, applies, **kw: [lose_keywords(name, lost, applies, **kw)]   # 613.1f
    granted = _granted(node_pred, env)
    if granted is not None:
        return lambda g, c, name, applies, **kw: [grant(name, granted, applies, **kw)]
    raise Unrunnable(node_pred, f"the predicate {type(node_pred).__name__}")


def lost_keywords(pred: A.LosesKeywords, env) -> set:
    """"loses flying and first strike" -> the keyword names lost (702.1).  Only
    keywords that are one ability each (the ability carries the keyword's name), so
    that removing the name removes all of the keyword."""
    names = set()
    for item in pred.keywords.items:
        if type(item).__name__ == "SepOr":
            raise Unrunnable(item, "losing one keyword or another (a choice)")
        if type(item).__name__.startswith("Sep"):
            continue
        if isinstance(item, A.Protection):
            raise Unrunnable(item, "losing one protection ability")   # others with the same keyword stay
        abilities = keyword_abilities(type(pred.keywords)((item,)), env)
        kws = {getattr(a, "keyword", None) for a in abilities}
        if len(abilities) != 1 or None in kws:
            raise Unrunnable(item, "losing a keyword made of several abilities")
        names |= kws
    return names


def _granted(pred, env):
    """'has "{T}: Add {G}."', 'gains "..."', 'has flying and "..."' -> the abilities
    granted (layer 6, CR 613.1f), or None for another predicate."""
    from .statics import quoted_abilities
    if isinstance(pred, (A.HasAbility, A.GainsAbility)):
        return quoted_abilities(pred.ability, env)
    if isinstance(pred, (A.HasKeywordsAndAbility, A.GainsKeywordsAndAbility)):
        return keyword_abilities(pred.keywords, env) + quoted_abilities(pred.ability, env)
    return None


@handles(A.ObjectGets)
def object_gets(node, env):
    from .restrictions import effect_restriction, is_restriction
    if is_restriction(node.predicate):
        if node.for_each is not None:
            raise Unrunnable(node.for_each, "a restriction for each")
        dur = compile_duration(node.duration, env) if node.duration is not None else env.data.get("duration")
        if dur is None and not isinstance(node.predicate, (A.DoesntUntapNext, A.CantBeRegenerated,
                                                           A.AttacksThisTurnIfAble,
                                                           A.AttacksThisTurnAsThoughNoKeyword)):
            raise Unrunnable(node, "a restriction without a duration")
        return effect_restriction(node, env, dur, lambda c: END_OF_TURN)
    if isinstance(node.predicate, A.Becomes) and isinstance(node.predicate.what, A.BecomesMonarch):
        from .characteristics import become_monarch
        return become_monarch(node, env)   # CR 724: "you become the monarch"
    if isinstance(node.predicate, (A.GetsCounters, A.GetsEnergy)):
        from .counters import player_gets_counters
        return player_gets_counters(node, env)   # CR 122.1: "Each opponent gets a poison counter."
    subj = resolver(node.subject, env)
    env.it = subj
    make = _effect_for(node.predicate, env, node.for_each)
    dur = compile_duration(node.duration, env) if node.duration is not None else None
    name = env.card_name
    outer = env.data.get("duration")   # captured now: a leading "Until end of turn, ..."
    if outer is None:
        outer = env.data.get("trailing_duration")   # "... becomes black and gains fear until end of turn"
    # CR 611.2a: a "becomes" that states no duration lasts until the end of the game
    # (other predicates keep this module's end-of-turn default)
    default = INDEFINITE if isinstance(node.predicate, (A.Becomes, A.IsCharacteristics, A.IsNotType)) else END_OF_TURN

    def run(g, c):
        ids = track(g, set(subj(g, c)))
        d = dur(c) if dur is not None else (outer(c) if outer is not None else default)
        for e in make(g, c, name, lambda gg, ch: ch.id in ids, duration=d, source=c.source, controller=c.controller):
            g.add_effect(e)
    return run


@handles(A.ObjectGetsUntilForEach)
def object_gets_until_for_each(node, env):
    """"it gets +1/+1 until end of turn for each other attacking Ally"."""
    return object_gets(A.ObjectGets(node.subject, node.predicate, for_each=node.for_each,
                                    duration=node.duration), env)


@handles(A.SameSubjectGets)
def same_subject_gets(node, env):
    if env.it is None:
        raise Unrunnable(node, "no subject to continue")
    return object_gets(A.ObjectGets(A.It(), node.predicate, duration=node.duration), env)


# ---- static abilities -----------------------------------------------------------------
PLAYER_KEYWORDS = ("hexproof", "shroud")   # 702.11d, 702.18c: keywords a player can have


def _player_keywords(pred: A.HasKeywords, env) -> list:
    """"You have hexproof.", "You have shroud.": the controller has the keyword."""
    from cardlang.kernel.abilities import PlayerKeyword
    out = []
    for k in pred.keywords.items:
        name = getattr(getattr(k, "name", None), "name", None)
        if not isinstance(k, A.KeywordWord) or str(name).lower() not in PLAYER_KEYWORDS:
            raise Unrunnable(k, "this keyword for a player")
        out.append(PlayerKeyword(text=env.data.get("text", ""), word=str(name).lower()))
    return out
def _static_subject(subject, env):
    """Subject of a static ability -> applies_to(game, chars) given the source object."""
    if isinstance(subject, (A.SelfThis, A.SelfByName)):
        return lambda src: (lambda g, ch: ch.id == src.id)
    if isinstance(subject, (A.EnchantedRef, A.EquippedRef)):
        # 301.5a / 303.4b: the permanent the source is attached to
        def who(src):
            return lambda g, ch: (ch.zone == "battlefield" and src.id in g.objects
                                  and g.objects[src.id].attached_to == ch.id)
        return who
    if isinstance(subject, (A.Quantified, A.Filter, A.AllMatching)):
        if isinstance(subject, A.Quantified) and not isinstance(subject.quantifier, (A.Each, A.All)):
            raise Unrunnable(subject, "this static subject")
        flt = subject if isinstance(subject, A.Filter) else subject.filter
        pred, _ = filter_pred(flt, env)
        from cardlang.kernel import Context
        return lambda src: (lambda g, ch: ch.zone == "battlefield" and pred(g, Context(src.id, src.controller), ch.id))
    raise Unrunnable(subject, "this static subject")


@handles(A.HasKeywords, role="static")
def has_keywords(node, env):
    who = _static_subject(node.subject, env)
    abilities = keyword_abilities(node.keywords, env)
    name = env.card_name
    return StaticAbility(continuous=lambda g, o: [grant(name, abilities, who(o))], text=env.data.get("text", ""))


def _static_effects(pred_node, env, for_each=None):
    """A predicate of a static "X gets/has ..." -> fn(name, applies, src) -> effects."""
    if for_each is not None and not isinstance(pred_node, A.GetsPt):
        raise Unrunnable(for_each, "'for each' with this predicate")
    if isinstance(pred_node, A.IsCharacteristics):
        from .characteristics import static_retype_maker
        return static_retype_maker(pred_node, env)   # 611.3, 613.1d-e: "Enchanted land is a Swamp."
    if isinstance(pred_node, A.IsNotType):
        from .not_type import static_not_type
        return static_not_type(pred_node, env)   # 613.1d, 205.1a: "Erebos isn't a creature."
    if isinstance(pred_node, A.HasBasePt):
        bp, bt = _base_pt(pred_node)
        return lambda name, applies, src: [set_pt(name, bp, bt, applies)]   # 613.4b: layer 7b
    if isinstance(pred_node, A.LosesAllAbilities):
        return lambda name, applies, src: [lose_all_abilities(name, applies)]   # 613.1f: layer 6
    if isinstance(pred_node, A.GetsPt):
        # CR 611.3a: a static ability's values ("+X/+X, where X is ...", "for each ...")
        # are counted whenever the effect applies, never locked in
        from .conditions import static_context
        where = env.data.get("where_x")
        if where is not None:
            env.data["where_x_used"] = True
        values = _pt_change(pred_node.change, env, where, for_each)

        def make(name, applies, src):
            ctx = static_context(src)
            return [pump_by(name, lambda g: values(g, ctx), applies)]
        return make
    if isinstance(pred_node, (A.HasKeywords, A.GainsKeywords)):
        if any(isinstance(n, A.FromChosenColor) for n in pred_node.keywords.walk()):
            from .chosen_color import has_protection_from_chosen_color
            return has_protection_from_chosen_color(pred_node, env)
        abilities = keyword_abilities(pred_node.keywords, env)
        return lambda name, applies, src: [grant(name, abilities, applies)]
    if isinstance(pred_node, A.LosesKeywords):
        lost = lost_keywords(pred_node, env)
        return lambda name, applies, src: [lose_keywords(name, lost, applies)]   # 613.1f
    granted = _granted(pred_node, env)
    if granted is not None:
        return lambda name, applies, src: [grant(name, granted, applies)]
    raise Unrunnable(pred_node, f"the static predicate {type(pred_node).__name__}")


def _static_ability(make, who, env, rmake=None) -> StaticAbility:
    """A static ability whose continuous effects are ``make(name, applies_to, source)`` and
    whose restrictions are ``rmake(game, name, applies_to, ctx, None)``, applying to
    ``who(source)``."""
    from .conditions import static_context
    name = env.card_name
    text = env.data.get("text", "")
    if rmake is not None:
        return StaticAbility(restrictions=lambda g, o: rmake(g, name, who(o), static_context(o), None), text=text)
    return StaticAbility(continuous=lambda g, o: make(name, who(o), o), text=text)


@handles(A.ObjectGets, role="static")
def static_object_gets(node, env):
    """CR 604.1 / 611.3: "Creatures you control get +1/+1.", "Enchanted
    creature gets +2/+0 and has trample." -- effects from a static ability,
    with the source's timestamp (613.7a), applying while it is on the battlefield."""
    if node.duration is not None:
        raise Unrunnable(node, "a duration in a static ability")
    if isinstance(node.subject, A.You) and isinstance(node.predicate, A.NoMaximumHandSize):
        from cardlang.kernel.turn import NoMaximumHandSize
        return NoMaximumHandSize(text=env.data.get("text", ""))   # 402.2
    if isinstance(node.subject, A.You) and isinstance(node.predicate, A.HasKeywords):
        return _player_keywords(node.predicate, env)   # "You have hexproof." (702.11d)
    if isinstance(node.subject, A.ActivatedAbilitiesOf) and isinstance(node.predicate, A.CantBeActivated):
        from .naming import cant_be_activated
        return cant_be_activated(node, env)   # CR 602.5
    if isinstance(node.subject, A.ItsActivatedAbilities) and isinstance(node.predicate, A.CantBeActivated):
        # "Enchanted creature can't attack or block, and its activated abilities can't be
        # activated.": "its" is the subject of the statement before (602.5)
        from .naming import its_abilities_cant_be_activated
        if env.data.get("static_subject") is None:
            raise Unrunnable(node.subject, "'its' with no subject before")
        return its_abilities_cant_be_activated(env.data["static_subject"], node.predicate, env)
    if isinstance(node.subject, A.It) and env.data.get("static_subject_node") is not None:
        # "Enchanted creature can't attack or block. It loses all abilities.": "it" is the
        # subject of the static ability's statement before (608.2c, in the order written)
        node = A.ObjectGets(env.data["static_subject_node"], node.predicate, node.for_each, node.duration)
    if isinstance(node.predicate, A.CantBeTargetOf):
        from .untargetable import cant_be_target_of
        return cant_be_target_of(node, env)   # "can't be the target of blue spells" (115.4)
    if isinstance(node.predicate, A.CantCast):
        from .cant_cast import cant_cast
        return cant_cast(node, env)   # "You can't cast creature spells." (601.3)
    from .spells_you_cast import spells_cast_filter, spells_you_cast_have
    if spells_cast_filter(node.subject):
        return spells_you_cast_have(node, env)   # "Sliver spells you cast have cascade." (613.1f)
    who = _static_subject(node.subject, env)
    subject_is_it(node.subject, env)
    env.data["static_subject"] = who
    env.data["static_subject_node"] = node.subject
    return _static_predicate(node.predicate, who, env, node.for_each)


def subject_is_it(subject, env) -> None:
    """In a static ability about one permanent, with nothing named before, "it" is that subject:
    "This creature gets +2/+0 for each Equipment attached to it", "Equipped creature gets +1/+1
    for each other creature you control that shares a creature type with it" (the permanent an
    Aura or Equipment is attached to, CR 301.5, 303.4), "This creature has indestructible as
    long as it has defender" (608.2c)."""
    if env.it is None and isinstance(subject, (A.SelfThis, A.SelfByName, A.EnchantedRef, A.EquippedRef)):
        env.it = resolver(subject, env)


def _static_predicate(pred, who, env, for_each=None) -> StaticAbility:
    from .restrictions import restriction_maker
    rmake = restriction_maker(pred, env, static=True)   # 611.3: "can't block", "can't be blocked" ...
    if rmake is not None:
        if for_each is not None:
            raise Unrunnable(for_each, "a restriction for each")
        return _static_ability(None, who, env, rmake)
    return _static_ability(_static_effects(pred, env, for_each), who, env)


@handles(A.SameSubjectGets, role="static")
def static_same_subject(node, env):
    who = env.data.get("static_subject")
    if who is None:
        raise Unrunnable(node, "no subject to continue")
    return _static_predicate(node.predicate, who, env)
