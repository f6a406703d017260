"""Keywords with a cost whose casting does more than pay it: emerge (702.119: sacrifice a
creature, the cost reduced by its mana value), harmonize (702.180: cast from a graveyard
tapping up to one creature, the cost reduced by its power), escalate (702.120: an
additional cost for each mode beyond the first), cleave (702.148: cast with the
bracketed words removed) and sneak (return an unblocked attacker during the declare
blockers step; a permanent enters tapped and attacking), prowl (702.76: if a player was
dealt combat damage this turn by a source of yours sharing a creature type with it),
transfigure (702.71a, from its rules text), two costs joined by "or" / "and/or"
("Cumulative upkeep {G} or {W}": a choice for each age counter, 702.24a; "Kicker {G} and/or
{W}": two kicker costs, "kicker" and "second kicker", 702.33d-f), and "[If it was kicked,] it
enters with two +1/+1 counters on it and with flying / with "[ability]"" (614.1c: kernel
``ZoneChangeEvent.with_abilities``).

Emerge, harmonize, cleave and sneak are the kernel's
:class:`~cardlang.kernel.casting.AlternativeCost`; the creature emerge or harmonize
chooses is chosen with the other cost choices, before the total cost is determined
(601.2b, 601.2f: ``Cost.reduction``). Escalate is a
:class:`~cardlang.kernel.casting.CostModifier` of the spell itself, counting the modes
chosen (601.2b comes before 601.2f).

The conditions "if its prowl cost was paid" / "If this spell's surge cost was paid" ask how
the spell (or the permanent it became, 400.7d) was cast."""
from __future__ import annotations

from dataclasses import replace

from cardlang.kernel import Context, ReplacementEffect, RulesError, SpellAbility, StaticAbility
from cardlang.kernel.casting import CASTING_ZONES, AlternativeCost, CostModifier, cast_with_alternative
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .costs import CostPart, choose_for_cost, cost_from_parts
from .registry import Env, Unrunnable, handles


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _mana(item, env: Env) -> tuple:
    """The mana of "Emerge {6}{B}" (a cost that is only mana)."""
    if not isinstance(item, A.CostKeyword) or not isinstance(item.cost, A.ManaCost):
        raise Unrunnable(item, f"this {_text(item.name)} cost")
    from .casting import _keyword_cost
    return tuple(_keyword_cost(item, env).mana)


def _chosen(c) -> list:
    """The objects the (only) cost part chose (``cost_from_parts`` records them)."""
    got = (c.data.get("cost_choices") or [None])[0]
    return list(got or [])


# ---- emerge (702.119) -----------------------------------------------------------------------
def _emerge(item, env: Env) -> list:
    """CR 702.119a: "You may cast this spell by paying [cost] and sacrificing a creature
    rather than paying its mana cost" and "If you chose to pay this spell's emerge cost,
    its total cost is reduced by an amount of generic mana equal to the sacrificed
    creature's mana value."  702.119c: the creature is chosen as the emerge cost is
    chosen (601.2b) and sacrificed as the total cost is paid (601.2h)."""
    mana = _mana(item, env)

    def cands(g, c):
        return [i for i in g.battlefield() if g.chars(i).is_creature and g.chars(i).controller == c.controller]

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), 1, "sacrifice", "a creature")

    def pay(g, c, chosen):
        for i in chosen:
            c.data.setdefault("sacrificed", []).append(i)
            g.sacrifice(i, c.controller, cause=c.source)

    def reduction(g, c):
        return sum(g.mana_value(i) for i in _chosen(c) if i in g.objects)
    part = CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(cands(g, c)))
    cost = replace(cost_from_parts(mana, [part]), reduction=reduction)
    return [AlternativeCost(keyword="emerge", text=_text(item), name="emerge", cost=cost)]


# ---- harmonize (702.180) --------------------------------------------------------------------
def _harmonize(item, env: Env) -> list:
    """CR 702.180a: "You may cast this card from your graveyard by paying [cost] and
    tapping up to one untapped creature you control rather than paying this spell's mana
    cost," "If you cast this spell using its harmonize ability, its total cost is reduced
    by an amount of generic mana equal to the tapped creature's power," and "If the
    harmonize cost was paid, exile this card instead of putting it anywhere else any
    time it would leave the stack."  702.180b: the creature is chosen as the harmonize
    cost is chosen, and tapped as the total cost is paid."""
    from .casting import _leaves_stack_to
    mana = _mana(item, env)

    def cands(g, c):
        return [i for i in g.battlefield() if g.chars(i).is_creature and g.chars(i).controller == c.controller
                and not g.objects[i].tapped]

    def choose(g, c):   # "up to one": none is a choice
        opts = cands(g, c)
        if not opts:
            return []
        d = Decision("may", f"tap an untapped creature you control to reduce the harmonize cost of "
                            f"{g.name_of(c.source)}?", c.controller, ["yes", "no"], rule="702.180a")
        if g.ask(d) not in ("yes", True):
            return []
        return choose_for_cost(g, c.controller, opts, 1, "tap", "an untapped creature you control")

    def pay(g, c, chosen):
        for i in chosen:
            g.tap(i, cause=c.source)

    def reduction(g, c):
        return sum(max(0, g.chars(i).power or 0) for i in _chosen(c) if i in g.objects)
    cost = replace(cost_from_parts(mana, [CostPart(pay=pay, choose=choose)]), reduction=reduction)
    return [AlternativeCost(keyword="harmonize", text=_text(item), name="harmonize", cost=cost,
                            from_zones=("graveyard",)),
            _leaves_stack_to("harmonize", "exile", "702.180a",
                             lambda g, oid: cast_with_alternative(g, oid, "harmonize"))]


# ---- escalate (702.120) ---------------------------------------------------------------------
def _escalate(item, env: Env) -> list:
    """CR 702.120a: "For each mode you choose beyond the first as you cast this spell,
    you pay an additional [cost]."  The modes are chosen (601.2b) before the total cost
    is determined (601.2f), which counts them."""
    mana = _mana(item, env)
    if not env.is_spell_face:
        raise Unrunnable(item, "escalate on a permanent")

    def modify(g, source, card, caster, ctx):
        extra = max(0, len(ctx.modes or ()) - 1)
        return mana * extra, 0
    return [CostModifier(keyword="escalate", text=_text(item), modify=modify, own_spell=True, zones=CASTING_ZONES)]


# ---- cleave (702.148) -----------------------------------------------------------------------
def cleaved_spell(item, env: Env) -> SpellAbility:
    """The spell ability of this instant or sorcery with the words in square brackets
    removed (702.148a-b: a text-changing effect): each ability with brackets
    (``CleaveAbility``) replaced by its ``cleaved`` reading, compiled like printed text."""
    import dataclasses
    from .abilities import compile_face_abilities
    card, face, fi = env.data.get("card_node"), env.data.get("face_node"), env.data.get("face_index", 0)
    if card is None or face is None or not env.is_spell_face:
        raise Unrunnable(item, "cleave on a permanent")
    abilities, changed = [], False
    for ab in face.abilities:
        body = ab.body if isinstance(ab, A.Ability) else ab
        if isinstance(body, (A.KeywordLine, A.ReminderLine)):
            continue   # the keywords (cleave too) aren't the spell's instructions
        if isinstance(ab, A.CleaveAbility):
            if ab.cleaved is None:
                raise Unrunnable(item, "the text with the bracketed words removed")
            abilities.append(ab.cleaved)
            changed = True
        else:
            abilities.append(ab)
    if not changed:
        raise Unrunnable(item, "cleave with no bracketed words")
    compiled, problems = compile_face_abilities(card, dataclasses.replace(face, abilities=tuple(abilities)), fi,
                                                env.face_types)
    if problems:
        raise Unrunnable(item, f"the cleaved text: {problems[0].reason}")
    spells = [a for a in compiled if isinstance(a, SpellAbility)]
    if len(spells) != 1:
        raise Unrunnable(item, "the cleaved spell")
    return spells[0]


def _cleave(item, env: Env) -> list:
    """CR 702.148a: "You may cast this spell by paying [cost] rather than paying its mana
    cost" and "If this spell's cleave cost was paid, change its text by removing all text
    found within square brackets in the spell's rules text." (the kernel's
    ``AlternativeCost.spell``: the spell ability it has when cast this way)."""
    from .casting import _keyword_cost
    return [AlternativeCost(keyword="cleave", text=_text(item), name="cleave", cost=_keyword_cost(item, env),
                            spell=cleaved_spell(item, env))]


# ---- sneak ----------------------------------------------------------------------------------
def _unblocked_attackers(g, p) -> list:
    from .zone_abilities import _unblocked_attackers as unblocked
    return unblocked(g, p)


def _sneak(item, env: Env) -> list:
    """Sneak (its reminder text; the CR edition here predates it): "You may cast this
    spell for [cost] if you also return an unblocked attacker you control to hand during
    the declare blockers step." and, for a permanent spell, "It enters tapped and
    attacking."  An alternative cost (118.9) usable during the declare blockers step, any
    time its caster has priority then (the spell may be a sorcery or a creature); the
    returned creature is chosen with the cost (601.2h), and the permanent attacks the
    player the returned creature was attacking (as a ninjutsu creature does, 702.49c)."""
    mana = _mana(item, env)

    def choose(g, c):
        return choose_for_cost(g, c.controller, _unblocked_attackers(g, c.controller), 1, "return",
                               "an unblocked attacking creature you control")

    def pay(g, c, chosen):
        for i in chosen:
            if c.source in g.objects and g.combat is not None:
                g.objects[c.source].linked["sneak_defender"] = g.combat.attackers.get(i)
            g.move(i, "hand", reason="return", cause=c.source)
    part = CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(_unblocked_attackers(g, c.controller)))

    def during_declare_blockers(g, p, card):
        return g.step == "declare_blockers"
    out = [AlternativeCost(keyword="sneak", text=_text(item), name="sneak", cost=cost_from_parts(mana, [part]),
                           condition=during_declare_blockers, condition_text="it isn't the declare blockers step",
                           as_though_flash=True)]
    if env.is_spell_face:
        return out

    def reps(g, o):   # "It enters tapped and attacking." (614.1c: as it enters)
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"
                    and e.from_zone == "stack" and cast_with_alternative(gg, oid, "sneak"))

        def replace_(gg, e):
            e.tapped = True
            src = gg.objects.get(e.obj)
            e.attacking = src.linked.get("sneak_defender") if src is not None else None
            gg.note(f"{gg.name_of(e.obj)} enters tapped and attacking (sneak)", rule="508.4")
            return e
        return [ReplacementEffect(name=f"{o.face.name} (sneak)", applies=applies, replace=replace_,
                                  self_replacement=True)]
    from cardlang.kernel import StaticAbility
    out.append(StaticAbility(replacements=reps, zones=("stack",),
                             text="If its sneak cost was paid, it enters tapped and attacking."))
    return out


# ---- prowl (702.76) ---------------------------------------------------------------------------
def _creature_types(ch) -> set:
    from cardlang.syntax.vocabulary_data import SUBTYPES
    return set(ch.subtypes) & set(SUBTYPES.get("creature", ()))


def _prowl(item, env: Env) -> list:
    """CR 702.76a: "You may pay [cost] rather than pay this spell's mana cost if a player
    was dealt combat damage this turn by a source that, at the time it dealt that damage,
    was under your control and had any of this spell's creature types."  (The kernel keeps
    the source's characteristics as it dealt the damage on the damage event.)"""
    from .casting import _keyword_cost

    def prowled(g, p, card):
        mine = _creature_types(g.chars(card))
        for e in g.events_this_turn("damage"):
            ch = getattr(e, "source_chars", None)
            if e.combat and e.amount > 0 and e.recipient in g.players and ch is not None \
                    and ch.controller == p and mine & _creature_types(ch):
                return True
        return False
    return [AlternativeCost(keyword="prowl", text=_text(item), name="prowl", cost=_keyword_cost(item, env),
                            condition=prowled,
                            condition_text="no player was dealt combat damage this turn by a source you controlled "
                                           "that shares a creature type with it")]


# ---- transfigure (702.71) ----------------------------------------------------------------------
def _transfigure(item, env: Env) -> list:
    """CR 702.71a: "Transfigure [cost]" means "[Cost], Sacrifice this permanent: Search your
    library for a creature card with the same mana value as this permanent and put it onto
    the battlefield. Then shuffle your library. Activate only as a sorcery." -- compiled
    from that text (the mana value is the sacrificed permanent's as it last existed,
    608.2h)."""
    from .numbered_keywords import from_rules_text
    cost = _text(item.cost) if isinstance(item, A.CostKeyword) and isinstance(item.cost, A.ManaCost) else None
    if cost is None:
        raise Unrunnable(item, "this transfigure cost")
    rules = (f"{cost}, Sacrifice this creature: Search your library for a creature card with the same mana value "
             f"as this creature, put that card onto the battlefield, then shuffle. Activate only as a sorcery.")
    return from_rules_text("transfigure", "702.71a", [rules], env, _text(item), item)


# ---- "Cumulative upkeep {G} or {W}" (702.24a) ---------------------------------------------------
def _cumulative_upkeep_choice(item, env: Env):
    """CR 702.24a: "At the beginning of your upkeep, if this permanent is on the
    battlefield, put an age counter on this permanent. Then you may pay [cost] for each
    age counter on it. If you don't, sacrifice it." "If [cost] has choices associated with
    it, each choice is made separately for each age counter, then either the entire set of
    costs is paid, or none of them is paid."  Only the form with a choice between two mana
    costs (the plain one is ``casting._cumulative_upkeep``)."""
    if not isinstance(item, A.CostKeywordChoice):
        return None
    from cardlang.kernel import StaticAbility, TriggeredAbility
    from .casting import _your_upkeep
    from .costs import pay_now
    costs = []
    for part in (item.first, item.second):
        if not isinstance(part, A.ManaCost):
            raise Unrunnable(part, "a cumulative upkeep choice that isn't mana")
        costs.append(_mana(A.CostKeyword(item.name, part), env))
    shown = ["".join(m) for m in costs]

    def on_bf(g, c):
        return c.source in g.objects and g.objects[c.source].zone == "battlefield"

    def eff(g, c):
        from cardlang.kernel import Cost
        if not on_bf(g, c):
            return
        src = c.source
        g.put_counters(src, "age", 1, cause=src)
        n = g.objects[src].counters.get("age", 0)
        p = g.controller(src)
        d = Decision("pay", f"pay the cumulative upkeep of {g.name_of(src)} ({' or '.join(shown)} for each of "
                            f"its {n} age counters)?", p, ["yes", "no"], rule="702.24a")
        if g.ask(d) in ("yes", True):
            total: tuple = ()
            for k in range(n):   # each choice made separately for each age counter
                d = Decision("choose", f"the cost to pay for age counter {k + 1} of {g.name_of(src)}", p,
                             list(shown), rule="702.24a")
                ans = str(g.ask(d)).strip('"')
                if ans not in shown:
                    raise RulesError(f"{ans!r} isn't one of {' or '.join(shown)}", "702.24a")
                total += costs[shown.index(ans)]
            try:
                pay_now(g, p, Cost(mana=total), src)
                return
            except RulesError as e:   # 118.3: a cost that can't be paid isn't paid, none of it
                g.note(f"{g.name_of(p)} can't pay: {e}", rule="118.3")
        g.sacrifice(src, p, cause=src)
    return [StaticAbility(keyword="cumulative upkeep", text=_text(item)),
            TriggeredAbility(_your_upkeep, eff, intervening_if=on_bf, text=_text(item))]


# ---- "Kicker {2}{U} and/or {1}{B}" (702.33d-f) ----------------------------------------------------
#: the names the kernel records two kicker costs under (``casting.times_kicked`` counts both)
_KICKERS = ("kicker", "second kicker")


def _kicker_choice(item, env: Env):
    """CR 702.33d: a spell with two kicker costs may be kicked with either or both (each an
    optional additional cost paid at most once, 601.2b); 702.33f: "if it was kicked with its
    [A] kicker" asks about the first, "[B]" the second."""
    if not isinstance(item, A.CostKeywordChoice):
        return None
    from cardlang.kernel.casting import AdditionalCost
    out = []
    for name, part in zip(_KICKERS, (item.first, item.second)):
        if not isinstance(part, A.ManaCost):
            raise Unrunnable(part, "a kicker cost that isn't mana")
        out.append(AdditionalCost(keyword="kicker", text=_text(item), name=name,
                                  cost=cost_from_parts(_mana(A.CostKeyword(item.name, part), env), [])))
    return out


def _kicked_with(node, env: Env):
    """"if it was kicked with its {1}{B} kicker" (702.33f): the kicker cost written so, of the
    card's two (the first is "kicker", the second "second kicker")."""
    from cardlang.kernel.casting import paid_additional
    if not isinstance(node.spell, (A.SelfThis, A.SelfByName, A.It)):
        raise Unrunnable(node.spell, "whether another object was kicked")
    face = env.data.get("face_node")
    want = _text(node.cost)
    for ab in (face.abilities if face is not None else ()):
        body = ab.body if isinstance(ab, A.Ability) else ab
        for item in (body.items if isinstance(body, A.KeywordLine) else ()):
            if isinstance(item, A.CostKeywordChoice) and _text(item.name).lower() == "kicker":
                costs = [_text(item.first), _text(item.second)]
                if want in costs:
                    name = _KICKERS[costs.index(want)]
                    return lambda g, c: paid_additional(g, c.source, name) > 0
    raise Unrunnable(node, "a kicker cost this card doesn't have")


LATE_COST_KEYWORDS = {"emerge": _emerge, "harmonize": _harmonize, "escalate": _escalate, "cleave": _cleave,
                      "sneak": _sneak, "prowl": _prowl,
                      "transfigure": _transfigure, "cumulative upkeep": _cumulative_upkeep_choice,
                      "kicker": _kicker_choice}


# ---- "if its prowl cost was paid", "If this spell's surge cost was paid" (601.2b, 400.7d) -----
#: the name a keyword's cost is recorded under when it differs from the keyword's
_COST_NAMES = {"megamorph": "morph", "multikicker": "kicker"}


def _keyword_cost_paid(node, env: Env):
    """The spell was cast for that keyword's cost: an alternative cost chosen (118.9), or an
    additional cost paid (118.8); the permanent a spell became knows how it was cast
    (400.7d), so "When this creature enters, if its prowl cost was paid" asks it."""
    from cardlang.kernel.casting import paid_additional
    subject = getattr(node, "object", None)
    if subject is not None and not isinstance(subject, (A.SelfThis, A.SelfByName, A.It)):
        raise Unrunnable(subject, "whether another object's keyword cost was paid")
    kw = node.keyword
    name = str(getattr(kw, "name", kw)).lower()
    name = _COST_NAMES.get(name, name)
    return lambda g, c: cast_with_alternative(g, c.source, name) or paid_additional(g, c.source, name) > 0


def _register_conditions():
    from .sentences import CONDITIONS
    CONDITIONS[A.KeywordCostWasPaid] = _keyword_cost_paid
    CONDITIONS[A.KeywordCostPaid] = _keyword_cost_paid
    CONDITIONS[A.WasKickedWith] = _kicked_with


_register_conditions()


# ---- "with the same mana value as that card" (202.3) ----------------------------------------------
def _mana_value_of(g, i):
    """The mana value of an object, or of the object as it last existed (608.2h)."""
    from cardlang.kernel import mana_value
    if i in g.objects:
        return g.mana_value(i)
    if i in g.lki:
        return mana_value(g.lki[i][0])
    return None


@handles(A.WithSameManaValueAs, role="qualifier")
def _with_same_mana_value_as(node, env: Env):
    """"a creature card with the same mana value as this creature", "each other nonland
    permanent with the same mana value as that permanent" (CR 202.3)."""
    from .targets import resolver
    of = resolver(node.what, env)

    def pred(g, c, i):
        if i in g.players:
            return False
        values = {v for j in of(g, c) if j not in g.players and (v := _mana_value_of(g, j)) is not None}
        return _mana_value_of(g, i) in values
    return pred


# ---- "If this creature was kicked, it enters with two +1/+1 counters on it and with flying." --------
def _entering_with(st, env: Env, cond=None):
    """CR 614.1c: "it enters with N counters on it and with [keyword / "ability"]": a
    self-replacement effect (614.12); the permanent enters with the counters, and an effect of
    its entering gives it the abilities for as long as it is that object (kernel
    ``ZoneChangeEvent.with_abilities``).  ``cond``: judged on the spell as it resolves into
    the permanent ("If this creature was kicked", 400.7d)."""
    from .counters import counter_name
    from .enters import FROM_ZONES
    from .keywords import keyword_abilities
    from .statics import quoted_abilities
    from .targets import amount
    if not isinstance(st.subject, (A.It, A.SelfThis, A.SelfByName)):
        raise Unrunnable(st.subject, "another permanent entering with counters")
    if not isinstance(st.holder, (A.It, A.SelfThis, A.SelfByName)):
        raise Unrunnable(st.holder, "counters on something else")
    n = amount(st.amount, env)
    kind = counter_name(st.kind)
    if isinstance(st, A.EntersWithCountersAndKeywords):
        abilities = tuple(keyword_abilities(st.keywords, env))
    else:
        abilities = tuple(quoted_abilities(st.ability, env))
    name = env.card_name

    def ctx(gg, e):   # "you": the player it enters under the control of
        src = gg.objects.get(e.obj)
        return Context(source=e.obj, controller=e.controller if e.controller is not None else
                       (src.controller if src is not None else None))

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"
                    and (cond is None or cond(gg, ctx(gg, e))))

        def replace_(gg, e):
            modify(gg, e, ctx(gg, e))
            return e
        return [ReplacementEffect(name=f"{name} (enters with counters and abilities)", applies=applies,
                                  replace=replace_, self_replacement=True)]

    def modify(gg, e, c):
        k = n(gg, c)
        if k > 0:
            e.counters = dict(e.counters or {})
            e.counters[kind] = e.counters.get(kind, 0) + k
        e.with_abilities = tuple(e.with_abilities) + abilities
        gg.note(f"{gg.name_of(e.obj)} enters with {k} {kind} counter(s) and with "
                f"{', '.join(a.text or a.keyword for a in abilities)}", rule="614.1c")
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=env.data.get("text", ""))


def _conditional_entering_with(node, env: Env):
    from .sentences import condition
    return [_entering_with(node.statement, env, condition(node.condition, env))]


@handles(A.EntersWithCountersAndKeywords, A.EntersWithCountersAndAbility, role="static")
def _enters_with_counters_and(node, env: Env):
    return _entering_with(node, env)


def _register_entering():
    from .enters import CONDITIONAL_STATEMENTS
    CONDITIONAL_STATEMENTS[A.EntersWithCountersAndKeywords] = _conditional_entering_with
    CONDITIONAL_STATEMENTS[A.EntersWithCountersAndAbility] = _conditional_entering_with


_register_entering()


@handles(A.NumberOfTimesKicked, role="amount")
def _number_of_times_kicked(node, env: Env):
    """"the number of times it was kicked" (702.33c-d: multikicker, or two kicker costs): asked
    of the spell, or of the permanent it became (400.7d)."""
    from cardlang.kernel.casting import times_kicked
    if not isinstance(node.spell, (A.SelfThis, A.SelfByName, A.It)):
        raise Unrunnable(node.spell, "how many times another object was kicked")
    return lambda g, c: times_kicked(g, c.source)


# ---- prototype (702.160a, 718) ---------------------------------------------------------------------
def _prototype(item, env: Env) -> list:
    """CR 702.160a, 718.3: a player may cast the card "prototyped": paying its prototype mana
    cost (an alternative set of characteristics, not an alternative cost, but cast the same
    way, 601.2b), the spell and the permanent it becomes have only the prototype's mana cost,
    power and toughness, and the colors of that mana cost (718.3b); a copy of either is
    prototyped too (718.3c-d); the card's other characteristics stay (718.5)."""
    if not isinstance(item, A.KeywordCostPt) or not isinstance(item.cost, A.ManaCost):
        raise Unrunnable(item, "this prototype")
    try:
        power, toughness = int(item.pt.power), int(item.pt.toughness)
    except ValueError:
        raise Unrunnable(item.pt, "a prototype size that isn't a number") from None
    mana = _mana(A.CostKeyword(item.name, item.cost), env)
    return [AlternativeCost(keyword="prototype", text=_text(item), name="prototype",
                            cost=cost_from_parts(mana, []), prototype=(mana, power, toughness))]


LATE_COST_KEYWORDS["prototype"] = _prototype
