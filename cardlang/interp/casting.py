"""Keywords and statics about casting a spell: alternative costs (flashback,
evoke; CR 118.9), additional costs (kicker, multikicker, buyback, "As an
additional cost to cast this spell, ..."; CR 118.8), typecycling, and the
conditions that ask how a spell was cast ("if it was kicked", 702.33d).

They compile to the kernel's :class:`~cardlang.kernel.casting.AlternativeCost`
and :class:`~cardlang.kernel.casting.AdditionalCost` abilities (the kernel's
``cast_spell`` reads them) plus the replacement effects and triggered abilities
the keywords also stand for."""
from __future__ import annotations

from cardlang.kernel import ActivatedAbility, ReplacementEffect, StaticAbility, TriggeredAbility
from cardlang.kernel.casting import AdditionalCost, AlternativeCost, cast_with_alternative, paid_additional
from cardlang.syntax import ast as A

from .costs import compile_cost
from .registry import Env, Unrunnable, handles
from .sentences import CONDITIONS


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _keyword_cost(item, env: Env):
    """The cost of "Kicker {2}{R}" (CostKeyword) or "Flashback—Sacrifice a creature."
    (KeywordDashCost) as a kernel Cost."""
    if isinstance(item, A.KeywordDashCost):
        return compile_cost(item.costs, env)
    if isinstance(item.cost, A.ManaCost):
        return compile_cost(A.Costs((item.cost,)), env)
    raise Unrunnable(item.cost, f"this {item.name} cost")


def _leaves_stack_to(name: str, to_zone: str, rule: str, paid, only_from_resolving: bool = False):
    """A static ability that functions on the stack (CR 702.34a, 702.27a): if the
    spell's ``name`` cost was paid, its card goes to ``to_zone`` instead."""
    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and gg.objects.get(oid) is not None
                    and gg.objects[oid].zone == "stack" and e.to_zone != to_zone
                    and (not only_from_resolving or (e.reason == "resolved" and e.to_zone == "graveyard"))
                    and paid(gg, oid))

        def replace(gg, e):
            gg.note(f"{gg.name_of(e.obj)} goes to {to_zone} instead ({name})", rule=rule)
            e.to_zone = to_zone
            return e
        return [ReplacementEffect(name=f"{o.face.name} ({name})", applies=applies, replace=replace,
                                  self_replacement=True)]
    return StaticAbility(replacements=reps, zones=("stack",), text=f"{name} (where the card goes)")


def _flashback(item, env: Env) -> list:
    """CR 702.34a: "You may cast this card from your graveyard if the resulting spell is
    an instant or sorcery spell by paying [cost] rather than paying its mana cost" and
    "If the flashback cost was paid, exile this card instead of putting it anywhere
    else any time it would leave the stack.\""""
    return [AlternativeCost(keyword="flashback", text=_text(item), name="flashback", cost=_keyword_cost(item, env),
                            from_zones=("graveyard",), spell_types=("Instant", "Sorcery")),
            _leaves_stack_to("flashback", "exile", "702.34a",
                             lambda g, oid: cast_with_alternative(g, oid, "flashback"))]


def _kicker(item, env: Env) -> list:
    """CR 702.33a: "You may pay an additional [cost] as you cast this spell.\""""
    return [AdditionalCost(keyword="kicker", text=_text(item), name="kicker", cost=_keyword_cost(item, env))]


def _multikicker(item, env: Env) -> list:
    """CR 702.33c: an additional [cost] paid any number of times (a kicker cost)."""
    return [AdditionalCost(keyword="multikicker", text=_text(item), name="kicker", cost=_keyword_cost(item, env),
                           repeatable=True)]


def _buyback(item, env: Env) -> list:
    """CR 702.27a: an optional additional cost, and "If the buyback cost was paid, put
    this spell into its owner's hand instead of into that player's graveyard as it
    resolves.\""""
    return [AdditionalCost(keyword="buyback", text=_text(item), name="buyback", cost=_keyword_cost(item, env)),
            _leaves_stack_to("buyback", "hand", "702.27a", lambda g, oid: paid_additional(g, oid, "buyback") > 0,
                             only_from_resolving=True)]


def _evoke(item, env: Env) -> list:
    """CR 702.74a: "You may cast this card by paying [cost] rather than paying its mana
    cost" and "When this permanent enters, if its evoke cost was paid, its controller
    sacrifices it.\""""
    def enters(g, ev, src):
        return ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id == src.id

    def evoked(g, c):   # 603.4: an intervening "if"
        return cast_with_alternative(g, c.source, "evoke")

    def sacrifice(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.sacrifice(c.source, g.controller(c.source), cause=c.source)
    return [AlternativeCost(keyword="evoke", text=_text(item), name="evoke", cost=_keyword_cost(item, env)),
            TriggeredAbility(enters, sacrifice, intervening_if=evoked,
                             text="When this permanent enters, if its evoke cost was paid, its controller "
                                  "sacrifices it.")]


def _typecycling(item, env: Env, prefix: str) -> list:
    """CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
    library for a [type] card, reveal it, put it into your hand, then shuffle." It
    functions only while the card is in its owner's hand (702.29a)."""
    if not isinstance(item.cost, A.ManaCost):
        raise Unrunnable(item.cost, "a typecycling cost that isn't mana")
    if prefix == "land":
        want, what = (lambda ch: "Land" in ch.types), "a land card"
    elif prefix == "basic land":
        want, what = (lambda ch: "Land" in ch.types and "Basic" in ch.supertypes), "a basic land card"
    else:
        from cardlang.syntax.vocabulary_data import SUBTYPES
        sub = next((t for ts in SUBTYPES.values() for t in ts if t.lower() == prefix), None)
        if sub is None:
            raise Unrunnable(item, f"the cycling type {prefix!r}")
        want, what = (lambda ch, sub=sub: sub in ch.subtypes), f"a {sub} card"
    cost = compile_cost(A.Costs((item.cost, A.DiscardSelfCost(A.SelfThis(None)))), env)

    def search(g, c):
        p = c.controller
        found = g.search_library(p, p, lambda i: want(g.chars(i)), 1, description=what)
        for i in found:
            g.note(f"{g.name_of(p)} reveals {g.name_of(i)}", rule="701.20a")
            g.move(i, "hand", reason="search", cause=c.source)
        g.shuffle(p)
    from .trigger_events import CyclingAbility   # 702.29f: typecycling abilities are cycling abilities
    return [CyclingAbility(cost, search, text=_text(item), zones=("hand",))]


CASTING_KEYWORDS = {"flashback": _flashback, "kicker": _kicker, "multikicker": _multikicker,
                    "buyback": _buyback, "evoke": _evoke}


def casting_keyword(item, env: Env):
    """Abilities for a keyword with a cost this module knows, or one of the family
    modules it asks (alternative_costs, additional_costs, zone_abilities, exile_casting,
    face_down, copy_keywords), or None."""
    from .additional_costs import ADDITIONAL_COST_KEYWORDS
    from .alternative_costs import ALTERNATIVE_COST_KEYWORDS
    from .exile_casting import EXILE_CASTING_KEYWORDS
    from .copy_keywords import COPY_KEYWORDS
    from .face_down import FACE_DOWN_KEYWORDS
    from .zone_abilities import ZONE_KEYWORDS
    name = str(getattr(item.name, "name", item.name)).lower()
    for family in (CASTING_KEYWORDS, ALTERNATIVE_COST_KEYWORDS, ADDITIONAL_COST_KEYWORDS, ZONE_KEYWORDS,
                   EXILE_CASTING_KEYWORDS, FACE_DOWN_KEYWORDS, COPY_KEYWORDS):
        if name in family:
            return family[name](item, env)
    if name.endswith("cycling") and name != "cycling" and isinstance(item, A.CostKeyword):
        return _typecycling(item, env, name[: -len("cycling")].strip())
    return None


# ---- statics: "As an additional cost to cast this spell, ..." (CR 601.2f, 118.8) -----------
@handles(A.AdditionalCost, role="static")
def _additional_cost(node, env):
    if not isinstance(node.spell, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.spell, "an additional cost for other spells")
    if node.alternative is not None:   # "sacrifice a creature or pay {3}" (601.2b: one of them)
        from .cost_keywords import or_costs
        return or_costs(node, env)
    cost = compile_cost(A.Costs((node.cost,)), env)
    return AdditionalCost(text=_text(node), name="additional cost", cost=cost, optional=False)


# ---- conditions -----------------------------------------------------------------------------
def _was_kicked(node, env):
    """"if this spell was kicked" / "if it was kicked" (CR 702.33d): a kicker cost was
    paid as the spell was cast; the permanent it became knows (400.7d)."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName, A.It)):
        raise Unrunnable(node.subject, "whether another object was kicked")
    from cardlang.kernel.casting import times_kicked
    return lambda g, c: times_kicked(g, c.source) > 0


CONDITIONS[A.WasKickedCondition] = _was_kicked


# ---- cost increases and reductions (CR 601.2f) -------------------------------------------------
def _spell_filter(flt, env: Env):
    """"Instant and sorcery spells you cast", "Black spells", "Kithkin spells your opponents
    cast" -> ``test(game, source, card, caster)``.  The card is judged as it is being
    cast (its characteristics; 601.2f comes before it is a spell on the stack in this
    kernel), so the noun "spell" only names what is cast; "you cast" / "your opponents
    cast" (CastBy) says who casts it."""
    import dataclasses

    from cardlang.kernel import Context
    from .targets import filter_pred, player_resolver

    if isinstance(flt, A.FilterUnion):
        # "White spells and black spells you cast": a spell of either part (refs_back.union_parts)
        from .refs_back import union_parts
        tests = [_spell_filter(part, env) for part in union_parts(flt)]
        return lambda g, source, card, caster: any(t(g, source, card, caster) for t in tests)
    if not isinstance(flt, A.Filter):
        raise Unrunnable(flt, f"the spell filter {type(flt).__name__}")

    def unspell(w):
        if w.name.category == "object" and w.name.name == "spell":
            return dataclasses.replace(w, name=dataclasses.replace(w.name, name="card"))
        return w
    groups = tuple(dataclasses.replace(g, words=tuple(unspell(w) for w in g.words)) if isinstance(g, A.TypeGroup)
                   else g for g in flt.types.items)
    sufs = flt.suffixes.items if flt.suffixes else ()
    casters = [s for s in sufs if isinstance(s, A.CastBy)]
    rest = tuple(s for s in sufs if not isinstance(s, A.CastBy))
    plain = dataclasses.replace(flt, types=dataclasses.replace(flt.types, items=groups),
                                suffixes=dataclasses.replace(flt.suffixes, items=rest) if flt.suffixes else None)
    pred, _ = filter_pred(plain, env)
    who = [player_resolver(s.player, env) for s in casters]

    def test(g, source, card, caster):
        c = Context(source, g.controller(source))
        return all(caster in w(g, c) for w in who) and pred(g, c, card)
    return test


def _per_each(per, env: Env):
    """"for each attacking creature", "for each instant and sorcery card in your
    graveyard", "for each opponent" -> ``count(game, ctx)``."""
    if per is None:
        return lambda g, c: 1
    if not isinstance(per, A.PerEach):
        raise Unrunnable(per, "this count")
    from .targets import filter_pred
    from .turn_history import number_done_this_turn
    if (done := number_done_this_turn(per.filter, env)) is not None:
        return done     # "for each card you've cycled or discarded this turn"
    pred, kind = filter_pred(per.filter, env)
    if kind == "player":
        return lambda g, c: sum(1 for p in g.order if not g.players[p].lost and pred(g, c, p))
    if kind == "card":
        return lambda g, c: sum(1 for i, o in list(g.objects.items()) if o.zone != "battlefield" and pred(g, c, i))
    if kind == "permanent":
        return lambda g, c: sum(1 for i in g.battlefield() if pred(g, c, i))
    raise Unrunnable(per, f"counting {kind}s")


def _mana_change(cost, more: bool):
    """A cost change's mana: an increase adds its symbols; a reduction takes generic
    mana away (a reduction of colored mana isn't supported yet)."""
    if not isinstance(cost, A.ManaCost):
        raise Unrunnable(cost, "a cost change that isn't mana")
    syms = tuple("{" + s.symbol + "}" for s in cost.symbols)
    if more:
        return syms, 0
    if not all(s.strip("{}").isdigit() for s in syms):
        raise Unrunnable(cost, "a reduction of colored mana")
    return (), sum(int(s.strip("{}")) for s in syms)


@handles(A.CostsLess, A.CostsMore, A.CostsLessIf, role="static")
def _cost_change(node, env, text: str | None = None):
    """CR 601.2f: "This spell costs {1} less to cast for each ...", "Instant and sorcery
    spells you cast cost {1} less to cast", "Red spells cost {2} more to cast".  ``text``:
    the ability's words when ``node`` was built from another sentence."""
    from cardlang.kernel import Context
    from cardlang.kernel.casting import CostModifier, CASTING_ZONES
    more = isinstance(node, A.CostsMore)
    syms, generic = _mana_change(node.cost, more)
    count = _per_each(getattr(node, "per", None), env)
    cond = None
    if isinstance(node, A.CostsLessIf):
        from .sentences import condition
        cond = condition(node.condition, env)
    own = isinstance(node.subject, (A.SelfThis, A.SelfByName))
    if own:
        matches = lambda g, source, card, caster: True
    elif isinstance(node.subject, A.AllMatching):
        matches = _spell_filter(node.subject.filter, env)
    else:
        raise Unrunnable(node.subject, "the spells this cost change applies to")

    def modify(g, source, card, caster, spell_ctx):
        if not matches(g, source, card, caster):
            return (), 0
        c = Context(source, caster if own else g.controller(source), targets=list(spell_ctx.targets))
        if cond is not None and not cond(g, c):
            return (), 0
        n = count(g, c)
        return syms * n, generic * n
    return CostModifier(text=text or _text(node), modify=modify, own_spell=own,
                        zones=CASTING_ZONES if own else ("battlefield",))


# ---- upkeep costs: echo (702.30), cumulative upkeep (702.24) ----------------------------------
def _your_upkeep(g, ev, src) -> bool:
    return (ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "upkeep"
            and g.active_player == src.controller)


def _pay_or_sacrifice(g, c, cost, times: int, why: str, rule: str) -> None:
    """"sacrifice it unless you pay [cost]" (CR 118.12): the controller chooses whether
    to pay; a cost they can't pay isn't paid (118.3) and nothing of it is."""
    from cardlang.kernel import RulesError
    from cardlang.kernel.choices import Decision
    from .costs import pay_now
    src = c.source
    if src not in g.objects or g.objects[src].zone != "battlefield":
        return
    p = g.controller(src)
    shown = "".join(tuple(cost.mana) * times) or "the cost"
    d = Decision("pay", f"pay {shown} for {why} of {g.name_of(src)}?", p, ["yes", "no"], rule=rule)
    if g.ask(d) in ("yes", True):
        try:
            pay_now(g, p, cost, src, times)
            return
        except RulesError as e:
            g.note(f"{g.name_of(p)} can't pay: {e}", rule="118.3")
    g.sacrifice(src, p, cause=src)


def _echo(item, env: Env) -> list:
    """CR 702.30a: "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay
    [cost]."  (Kept as: the first of your upkeeps since it entered; a change of
    control isn't tracked yet.)"""
    cost = _keyword_cost(item, env)
    if cost.tap or cost.sacrifice_self:
        raise Unrunnable(item, "an echo cost that taps or sacrifices it")

    def due(g, c):   # 603.4: an intervening "if"
        return c.source in g.objects and not g.objects[c.source].linked.get("echo_checked")

    def eff(g, c):
        if c.source in g.objects:
            g.objects[c.source].linked["echo_checked"] = True
        _pay_or_sacrifice(g, c, cost, 1, "echo", "702.30a")
    return [StaticAbility(keyword="echo", text=_text(item)),
            TriggeredAbility(_your_upkeep, eff, intervening_if=due, text=_text(item))]


def _cumulative_upkeep(item, env: Env) -> list:
    """CR 702.24a: "At the beginning of your upkeep, if this permanent is on the
    battlefield, put an age counter on this permanent. Then you may pay [cost] for
    each age counter on it. If you don't, sacrifice it.\""""
    cost = _keyword_cost(item, env)
    if cost.tap or cost.sacrifice_self:
        raise Unrunnable(item, "a cumulative upkeep cost that taps or sacrifices it")

    def on_bf(g, c):
        return c.source in g.objects and g.objects[c.source].zone == "battlefield"

    def eff(g, c):
        if not on_bf(g, c):
            return
        g.put_counters(c.source, "age", 1, cause=c.source)
        n = g.objects[c.source].counters.get("age", 0)
        _pay_or_sacrifice(g, c, cost, n, "cumulative upkeep", "702.24a")
    return [StaticAbility(keyword="cumulative upkeep", text=_text(item)),
            TriggeredAbility(_your_upkeep, eff, intervening_if=on_bf, text=_text(item))]


# ---- unearth (702.84) ------------------------------------------------------------------------
def _unearth(item, env: Env) -> list:
    """CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It
    gains haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery.\""""
    from cardlang.kernel import DelayedTrigger, keyword
    from cardlang.kernel.layers import grant
    cost = _keyword_cost(item, env)
    haste = keyword("haste")

    def eff(g, c):
        if c.source not in g.objects or g.objects[c.source].zone != "graveyard":
            return
        nid = g.move(c.source, "battlefield", reason="unearth", cause=c.source, controller=c.controller)
        if nid is None:
            return
        g.add_effect(grant("unearth: haste", [haste], lambda gg, ch, nid=nid: ch.id == nid,
                           source=nid, controller=c.controller))

        def exile_instead(gg, e, nid=nid):
            return e.kind == "zone_change" and e.obj == nid and e.to_zone != "exile"

        def to_exile(gg, e):
            gg.note(f"{gg.name_of(e.obj)} is exiled instead (unearth)", rule="702.84a")
            e.to_zone = "exile"
            return e
        g.add_replacement(ReplacementEffect(name=f"{g.name_of(nid)} (unearth)", applies=exile_instead,
                                           replace=to_exile, source=nid, controller=c.controller))

        def end_step(gg, ev, dt):   # 603.7: "at the beginning of the next end step"
            return ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end"

        def exile(gg, cc, nid=nid):
            if nid in gg.objects and gg.objects[nid].zone == "battlefield":   # 400.7: the same object
                gg.exile(nid, cause=nid)
        g.add_delayed_trigger(DelayedTrigger(end_step, exile, controller=c.controller, source=nid,
                                             text="exile it at the beginning of the next end step (unearth)"))
    return [ActivatedAbility(cost, eff, text=_text(item), timing="sorcery", zones=("graveyard",))]


CASTING_KEYWORDS.update({"echo": _echo, "cumulative upkeep": _cumulative_upkeep, "unearth": _unearth})


# ---- dash (702.109) ------------------------------------------------------------------------
def _dash(item, env: Env) -> list:
    """CR 702.109a: "You may cast this spell by paying [cost] rather than paying its mana
    cost", "If this spell's dash cost was paid, return the permanent this spell becomes
    to its owner's hand at the beginning of the next end step" (an end step that begins
    after it entered) and "As long as this permanent's dash cost was paid, it has haste.\""""
    from cardlang.kernel import keyword
    from cardlang.kernel.layers import grant
    haste = keyword("haste")

    def cont(g, o):
        return [grant("dash: haste", [haste],
                      lambda gg, ch, oid=o.id: ch.id == oid and cast_with_alternative(gg, oid, "dash"))]

    def end_step(g, ev, src):
        return ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end"

    def dashed(g, c):   # 603.4
        return c.source in g.objects and cast_with_alternative(g, c.source, "dash")

    def bounce(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.move(c.source, "hand", reason="return", cause=c.source)
    return [AlternativeCost(keyword="dash", text=_text(item), name="dash", cost=_keyword_cost(item, env)),
            StaticAbility(continuous=cont, text="As long as this permanent's dash cost was paid, it has haste."),
            TriggeredAbility(end_step, bounce, intervening_if=dashed,
                             text="return it to its owner's hand at the beginning of the next end step (dash)")]


CASTING_KEYWORDS["dash"] = _dash
