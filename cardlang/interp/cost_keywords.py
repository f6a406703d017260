"""Costs that choose cards, choices between costs, and keywords about a spell's
cost that the other casting modules don't have:

* "Discard a creature card", "Discard X land cards" (CR 118.3, 701.9a) and "Reveal a
  Merfolk card from your hand" (701.20a) as costs: the cards are chosen before
  anything is paid (601.2h), never the spell being cast (601.2a: it is on the
  stack by then);
* "As an additional cost to cast this spell, sacrifice a creature or pay {3}" and
  "..., sacrifice a creature, discard a card, or pay 4 life": the caster announces
  which one they pay (601.2b) -- kernel ``AdditionalCost.choice_group``;
* "As an additional cost to cast this spell, you may pay {2}{R}" (an optional
  additional cost, 118.8, 601.2b);
* "You may pay 6 life and sacrifice three black creatures rather than pay this
  spell's mana cost" (an alternative cost, 118.9);
* affinity (702.41a) and undaunted (702.125a): "This spell costs {1} less to cast for
  each [text] you control" / "for each opponent you have"; improvise (702.126a: the
  kernel taps artifacts for generic mana);
* outlast (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only
  as a sorcery.";
* retrace (702.81a) and jump-start (702.133a): cast from a graveyard discarding a land
  card / a card in addition to paying the mana cost (kernel ``plus_mana_cost``).

``more_keywords(item, env)`` is the hook ``keywords.keyword_abilities`` asks first:
the abilities of a keyword this family knows (here, in ``free_casting``: cascade,
rebound, in ``attack_keywords``: melee, training, firebending, mobilize, or in
``additional_costs``: casualty, conspire..., or in ``enters_keywords``: graft, devour,
amplify, or in ``overload``, ``bestow_keyword``, ``reconfigure`` and ``cost_keywords_late``:
emerge, harmonize, escalate, cleave, sneak), or None."""
from __future__ import annotations

from dataclasses import replace

from cardlang.kernel import ActivatedAbility, Context, RulesError, StaticAbility
from cardlang.kernel.casting import CASTING_ZONES, AdditionalCost, AlternativeCost, CostModifier
from cardlang.syntax import ast as A

from .costs import CostPart, _choice_part, choose_for_cost, compile_cost, cost_from_parts
from .enters import CONDITIONAL_STATEMENTS
from .past import remember
from .registry import Env, Unrunnable, handles
from .targets import amount, filter_pred


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _is_self(spell) -> bool:
    return isinstance(spell, (A.SelfThis, A.SelfByName))


# ---- costs that choose cards in a hand (118.3, 601.2h) -------------------------------------
@handles(A.DiscardTypedCost, role="cost")
def _discard_typed(node, env: Env) -> CostPart:
    """"Discard a creature card", "Discard two basic land cards", "Discard X creature
    cards" (CR 701.9a: the player chooses which cards; 118.3: a cost that can't be paid
    in full can't be paid)."""
    colors = tuple(q for q in node.qualities if isinstance(q, A.ColorAdjective))
    types = tuple(q for q in node.qualities if isinstance(q, A.TypeWord))
    if len(colors) + len(types) != len(node.qualities):
        raise Unrunnable(node, "this kind of card to discard")
    card = A.TypeWord(None, A.TypeName("object", "card", False))
    flt = A.Filter(A.Adjectives(colors), A.TypeWords((A.TypeGroup(types + (card,)),)), A.Suffixes(()))
    pred, _kind = filter_pred(flt, env)
    return discard_part(pred, amount(node.amount, env), isinstance(node.amount, A.X), _text(node)[len("discard "):])


def discard_part(pred, count, uses_x: bool, desc: str) -> CostPart:
    """Discard ``count(g, c)`` cards of the hand that match ``pred(g, c, id)``, chosen
    before anything is paid (601.2h)."""
    def cands(g, c):
        return [i for i in g.hand(c.controller) if i != c.source and pred(g, c, i)]

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), count(g, c), "discard", desc)

    def pay(g, c, chosen):
        done = []
        for i in chosen:
            g.note(f"{g.name_of(c.controller)} discards {g.name_of(i)} (a cost)", rule="701.9a")
            done.append(g.move(i, "graveyard", reason="discard", cause=c.source))
        remember(c, "discard", done)
    return CostPart(pay=pay, choose=choose, uses_x=uses_x,
                    payable=None if uses_x else (lambda g, c: len(cands(g, c)) >= count(g, c)))


@handles(A.RevealCost, role="cost")
def _reveal(node, env: Env) -> CostPart:
    """"Reveal a Merfolk card from your hand", "Reveal X red cards from your hand"
    (CR 701.20a: the cards are shown to every player and stay where they are)."""
    def show(g, c, i):
        g.note(f"{g.name_of(c.controller)} reveals {g.name_of(i)}", rule="701.20a")
        return i
    return _choice_part(node.what, env, "reveal", show)


@handles(A.PayHalfLifeCost, role="cost")
def _pay_half_life(node, env: Env) -> CostPart:
    """"Pay half your life, rounded up" (CR 119.4: any amount up to one's life total can
    be paid; 107.1a: the card says how to round)."""
    if not isinstance(node.player, A.Your) or not isinstance(node.rounding, A.RoundedUp):
        raise Unrunnable(node, "this half of a life total")

    def pay(g, c, _ch):
        n = (max(g.players[c.controller].life, 0) + 1) // 2
        if n:
            g.lose_life(c.controller, n, cause=c.source)   # 119.4: paying life is losing it
    return CostPart(pay=pay)


@handles(A.ExertCost, role="cost")
def _exert(node, env: Env) -> CostPart:
    """"Exert this creature" (CR 701.43a: its controller chooses to have it not untap
    during their next untap step; 701.43c: only a permanent on the battlefield)."""
    from cardlang.kernel.keyword_actions import exert
    if not _is_self(node.what):
        raise Unrunnable(node.what, "exerting another permanent")

    def pay(g, c, _ch):
        exert(g, c.source, c.controller, cause=c.source)
    return CostPart(pay=pay, payable=lambda g, c: c.source in g.objects and g.objects[c.source].zone == "battlefield")


@handles(A.MillCost, role="cost")
def _mill(node, env: Env) -> CostPart:
    """"Mill a card", "Mill two cards" as a cost (CR 701.17a; 701.17b: a player can't
    mill more cards than their library has, so the cost can't be paid)."""
    cards = node.cards
    n = amount(cards.amount if isinstance(cards, A.CardAmount) else cards, env)

    def pay(g, c, _ch):
        done = []
        for _ in range(n(g, c)):
            lib = g.library(c.controller)
            done.append(g.move(lib[-1], "graveyard", reason="mill", cause=c.source))
        remember(c, "mill", done)
    return CostPart(pay=pay, payable=lambda g, c: len(g.library(c.controller)) >= n(g, c))


@handles(A.UnattachCost, role="cost")
def _unattach(node, env: Env) -> CostPart:
    """"Unattach this Equipment" (CR 701.3d: it stays on the battlefield, equipping
    nothing); it can be paid only while it's attached (118.3)."""
    if not _is_self(node.what):
        raise Unrunnable(node.what, "unattaching another permanent")
    name = env.card_name

    def which(g, c):
        """The Equipment: the source itself, or -- in the ability it grants ("Equipped
        creature has "{T}, Unattach Leonin Bola: ..."", 201.5) -- the one with this
        card's name attached to the source."""
        o = g.objects.get(c.source)
        if o is not None and o.zone == "battlefield" and o.attached_to is not None:
            return c.source
        return next((i for i in g.battlefield() if g.objects[i].attached_to == c.source and g.name_of(i) == name),
                    None)

    def pay(g, c, _ch):
        eq = which(g, c)
        g.objects[eq].attached_to = None
        g.note(f"{g.name_of(eq)} becomes unattached", rule="701.3d")
    return CostPart(pay=pay, payable=lambda g, c: which(g, c) is not None)


def _behold_part(node, env: Env) -> CostPart:
    """"Behold a Kithkin" (CR 701.4a): "Reveal a [quality] card from your hand or choose a
    [quality] permanent you control on the battlefield"; the beheld object is remembered
    (``ctx.data["beheld"]``: "exile it", 701.4b)."""
    what = node.what
    if not (isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(what, "beholding this")
    pred, kind = filter_pred(what.filter, env)
    if kind not in ("permanent", "card"):
        raise Unrunnable(what, f"beholding a {kind}")
    desc = _text(what)

    def cands(g, c):
        hand = [i for i in g.hand(c.controller) if i != c.source and pred(g, c, i)]
        mine = [i for i in g.battlefield() if g.chars(i).controller == c.controller and pred(g, c, i)]
        return hand + mine

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), 1, "behold", desc)

    def pay(g, c, chosen):
        for i in chosen:
            where = "reveals" if g.objects[i].zone == "hand" else "chooses"
            g.note(f"{g.name_of(c.controller)} {where} {g.name_of(i)} (behold)", rule="701.4a")
        c.data["beheld"] = list(chosen)
        remember(c, "behold", list(chosen))
    return CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(cands(g, c)))


@handles(A.BeholdCost, role="cost")
def _behold(node, env: Env) -> CostPart:
    return _behold_part(node, env)


@handles(A.AdditionalCostAnd, role="static")
def _behold_and_exile_it(node, env: Env):
    """"As an additional cost to cast this spell, behold a Kithkin and exile it." (CR
    601.2f: both are paid; "it" is the beheld card or permanent, 701.4a)."""
    if not _is_self(node.spell):
        raise Unrunnable(node.spell, "an additional cost for other spells")
    if not (isinstance(node.first, A.BeholdCost) and isinstance(node.second, A.ExileCost)
            and isinstance(node.second.what, A.It)):
        raise Unrunnable(node, "these two additional costs")
    behold = _behold_part(node.first, env)

    def exile_it(g, c, _ch):
        done = [g.exile(i, cause=c.source) for i in c.data.get("beheld", []) if i in g.objects]
        remember(c, "exile", [i for i in done if isinstance(i, int)])
    return AdditionalCost(text=_text(node), name="additional cost", cost=cost_from_parts((), [
        behold, CostPart(pay=exile_it)]), optional=False)


@handles(A.BlightCost, role="cost")
def _blight(node, env: Env) -> CostPart:
    """"Blight N" as a cost (CR 701.68a: put N -1/-1 counters on a creature you control;
    701.68b: impossible without one; 701.68c: "the blighted creature")."""
    n = amount(node.amount, env)

    def cands(g, c):
        return [i for i in g.battlefield() if g.chars(i).is_creature and g.chars(i).controller == c.controller]

    def choose(g, c):
        return choose_for_cost(g, c.controller, cands(g, c), 1, "put", "a creature you control to blight")

    def pay(g, c, chosen):
        for i in chosen:
            g.put_counters(i, "-1/-1", n(g, c), cause=c.source)
        remember(c, "blight", list(chosen))
    return CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(cands(g, c)))


@handles(A.ForageCost, role="cost")
def _forage(node, env: Env) -> CostPart:
    """"Forage" (CR 701.61a): "Exile three cards from your graveyard or sacrifice a Food."
    The player chooses which (a ``forage`` decision, only among what they can do) and the
    cards or the Food before anything is paid (601.2h)."""
    from cardlang.kernel.choices import Decision
    EXILE, SACRIFICE = "exile three cards from your graveyard", "sacrifice a Food"

    def graveyard(g, c):
        return [i for i in g.zone("graveyard", c.controller) if i != c.source]

    def foods(g, c):
        return [i for i in g.battlefield() if g.chars(i).controller == c.controller and "Food" in g.chars(i).subtypes]

    def ways(g, c):
        return [w for w, ok in ((EXILE, len(graveyard(g, c)) >= 3), (SACRIFICE, bool(foods(g, c)))) if ok]

    def choose(g, c):
        opts = ways(g, c)
        if not opts:
            raise RulesError("nothing to forage with (three cards in the graveyard or a Food)", "701.61a")
        way = opts[0] if len(opts) == 1 else str(g.ask(Decision("forage", "forage how?", c.controller, opts,
                                                               rule="701.61a"))).strip('"').lower()
        way = next((w for w in opts if w.lower() == way.lower()), way)
        if way == EXILE:
            return way, choose_for_cost(g, c.controller, graveyard(g, c), 3, "exile", "cards from your graveyard")
        if way == SACRIFICE:
            return way, choose_for_cost(g, c.controller, foods(g, c), 1, "sacrifice", "a Food")
        raise RulesError(f"{way!r} isn't a way to forage", "701.61a")

    def pay(g, c, chosen):
        way, ids = chosen
        for i in ids:
            if way == EXILE:
                g.exile(i, cause=c.source)
            else:
                g.sacrifice(i, c.controller, cause=c.source)
    return CostPart(pay=pay, choose=choose, payable=lambda g, c: bool(ways(g, c)))


# ---- statics about what casting this spell costs (601.2b, 601.2f) ---------------------------
def _cost(node, env: Env):
    return compile_cost(A.Costs(tuple(node.costs) if isinstance(node, A.AlternativeCosts) else (node,)), env)


def or_costs(node, env: Env) -> list:
    """"As an additional cost to cast this spell, sacrifice a creature or pay {3}." (CR
    601.2b: the caster announces which of the two costs they pay; it is paid in full,
    601.2h).  One kernel AdditionalCost per choice, named by its words, in one group."""
    if not _is_self(node.spell):
        raise Unrunnable(node.spell, "an additional cost for other spells")
    firsts = (node.cost, node.alternative.cost) if isinstance(node, A.AdditionalCost) else tuple(node.costs)
    texts = [_text(c) for c in firsts]
    if len(set(t.lower() for t in texts)) != len(texts):
        raise Unrunnable(node, "two additional costs with the same words")
    group = _text(node)
    return [AdditionalCost(text=group, name=t.lower(), cost=_cost(c, env), optional=False, choice_group=group)
            for c, t in zip(firsts, texts)]


@handles(A.AdditionalCostOneOf, role="static")
def _one_of(node, env: Env):
    # "sacrifice a creature, discard a card, or pay 4 life" (601.2b: one of them)
    return or_costs(node, env)


@handles(A.OptionalAdditionalCost, role="static")
def _optional_additional(node, env: Env):
    """"As an additional cost to cast this spell, you may pay {2}{R}." (CR 118.8, 601.2b:
    the caster announces whether they pay it; named "additional cost")."""
    if not _is_self(node.spell):
        raise Unrunnable(node.spell, "an additional cost for other spells")
    return AdditionalCost(text=_text(node), name="additional cost", cost=_cost(node.cost, env), optional=True)


@handles(A.AlternativeCost, role="static")
def _alternative_cost(node, env: Env):
    """"You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (CR 118.9:
    the caster may cast it paying that cost instead of its mana cost; 118.9a: one
    alternative cost at most).  The caster names it "alternative cost"."""
    if not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "an alternative cost for another player")
    if not (isinstance(node.replaced, A.OwnManaCost) and _is_self(node.replaced.spell)):
        raise Unrunnable(node.replaced, "an alternative cost for other spells")
    return AlternativeCost(text=_text(node), name="alternative cost", cost=_cost(node.costs, env))


def _conditional_alternative_cost(node: A.ConditionalStaticSentence, env: Env):
    """"If you control a Swamp, you may pay 4 life rather than pay this spell's mana
    cost.", "Raid -- If you attacked this turn, ...": an alternative cost usable only while
    the condition holds as the spell is cast (118.9, 601.2b; the caster is "you")."""
    from .sentences import condition
    holds = condition(node.condition, env)
    alt = _alternative_cost(node.statement, env)
    return replace(alt, condition=lambda g, p, card: holds(g, Context(card, p)),
                               condition_text=f"only if {_text(node.condition)}")


CONDITIONAL_STATEMENTS[A.AlternativeCost] = _conditional_alternative_cost


def _conditional_cost_reduction(node: A.ConditionalStaticSentence, env: Env):
    """"If an opponent controls seven or more lands, this spell costs {6} less to cast."
    (601.2f): as "This spell costs {6} less to cast if ..." (CostsLessIf)."""
    from .casting import _cost_change
    st = node.statement
    if st.per is not None:
        raise Unrunnable(node, "a conditional cost reduction for each")
    return _cost_change(A.CostsLessIf(st.subject, st.cost, node.condition), env, text=_text(node))


CONDITIONAL_STATEMENTS[A.CostsLess] = _conditional_cost_reduction


@handles(A.CostsLessWhereX, role="static")
def _costs_less_where_x(node, env: Env):
    """"This spell costs {X} less to cast, where X is your devotion to black", "Creature
    spells you cast cost {X} less to cast, where X is ..." (CR 601.2f: generic mana taken
    off the total cost; 107.3: X counted as the cost is determined)."""
    from .casting import _spell_filter
    from .targets import amount as amount_of
    if not (isinstance(node.cost, A.ManaCost) and [s.symbol for s in node.cost.symbols] == ["X"]):
        raise Unrunnable(node.cost, "this cost reduction")
    if not isinstance(node.where, A.WhereX):
        raise Unrunnable(node.where, "this X")
    x_is = amount_of(node.where.quantity, env)
    own = _is_self(node.subject)
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
        return (), max(0, x_is(g, c) or 0)
    return CostModifier(text=_text(node), modify=modify, own_spell=own, zones=CASTING_ZONES if own else ("battlefield",))


# ---- affinity (702.41) ---------------------------------------------------------------------
def _affinity(item, env: Env) -> list:
    """CR 702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for
    each [text] you control."; 702.41b: each instance applies."""
    flt = A.Filter(A.Adjectives(()), item.types, A.Suffixes(()))
    pred, kind = filter_pred(flt, env)
    if kind != "permanent":
        raise Unrunnable(item.types, f"affinity for {kind}s")

    def modify(g, source, card, caster, spell_ctx):
        c = Context(source, caster)
        n = sum(1 for i in g.battlefield() if g.chars(i).controller == caster and pred(g, c, i))
        return (), n
    return [CostModifier(keyword="affinity", text=_text(item), modify=modify, own_spell=True, zones=CASTING_ZONES)]


def _undaunted(item, env: Env) -> list:
    """CR 702.125a: "This spell costs {1} less to cast for each opponent you have."
    (702.125b: players who left the game don't count; 702.125c: each instance applies.)"""
    def modify(g, source, card, caster, spell_ctx):
        return (), sum(1 for q in g.opponents(caster) if not g.players[q].lost)
    return [CostModifier(keyword="undaunted", text=_text(item), modify=modify, own_spell=True, zones=CASTING_ZONES)]


def _improvise(item, env: Env) -> list:
    # CR 702.126a: the kernel lets the caster tap untapped artifacts for generic mana
    return [StaticAbility(keyword="improvise", text=_text(item), zones=CASTING_ZONES)]


# ---- outlast (702.107) -----------------------------------------------------------------------
def _outlast(item, env: Env) -> list:
    """CR 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
    creature. Activate only as a sorcery."
    """
    from .casting import _keyword_cost

    def grow(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.put_counters(c.source, "+1/+1", 1, cause=c.source)
    base = _keyword_cost(item, env)
    if base.tap:
        raise Unrunnable(item, "an outlast cost with {T}")
    return [ActivatedAbility(replace(base, tap=True), grow, text=_text(item), timing="sorcery")]


# ---- casting from a graveyard with an additional cost (retrace 702.81a, jump-start 702.133a) ----
def _is_land(g, c, i) -> bool:
    return "Land" in g.chars(i).types


def _retrace(item, env: Env) -> list:
    """CR 702.81a: "You may cast this card from your graveyard by discarding a land card
    as an additional cost to cast it" (its mana cost is paid too, 601.2f)."""
    cost = cost_from_parts((), [discard_part(_is_land, lambda g, c: 1, False, "a land card")])
    return [AlternativeCost(keyword="retrace", text=_text(item), name="retrace", cost=cost,
                            from_zones=("graveyard",), plus_mana_cost=True)]


def _jump_start(item, env: Env) -> list:
    """CR 702.133a: "You may cast this card from your graveyard if the resulting spell is
    an instant or sorcery spell by discarding a card as an additional cost to cast it"
    and "If this spell was cast using its jump-start ability, exile this card instead of
    putting it anywhere else any time it would leave the stack."
    """
    from cardlang.kernel.casting import cast_with_alternative
    from .casting import _leaves_stack_to
    cost = cost_from_parts((), [discard_part(lambda g, c, i: True, lambda g, c: 1, False, "a card")])
    return [AlternativeCost(keyword="jump-start", text=_text(item), name="jump-start", cost=cost,
                            from_zones=("graveyard",), spell_types=("Instant", "Sorcery"), plus_mana_cost=True),
            _leaves_stack_to("jump-start", "exile", "702.133a",
                             lambda g, oid: cast_with_alternative(g, oid, "jump-start"))]


# ---- "Equip [quality] creature" (702.6c) --------------------------------------------------------
def _equip_quality(item, env: Env):
    """CR 702.6c: "Equip [quality] [cost]" / "Equip [quality] creature [cost]": the
    equip ability may target only a creature its activator controls with that quality;
    it doesn't restrict what the Equipment may be attached to."""
    from dataclasses import replace as _replace
    from .attach import equip_ability
    from .targets import target_spec
    if not isinstance(item, A.KeywordFilterCost):
        return None
    words = {w.name.name for grp in item.filter.types.items if isinstance(grp, A.TypeGroup) for w in grp.words}
    if "planeswalker" in words:
        raise Unrunnable(item, "equip planeswalker (702.6e)")
    pred, kind = filter_pred(item.filter, env)
    if kind != "permanent":
        raise Unrunnable(item.filter, "an equip quality")
    ab = equip_ability(item, env)
    spec = target_spec(f"target {_text(item.filter)} you control",
                       lambda g, c, i: i in g.objects and g.objects[i].zone == "battlefield" and g.chars(i).is_creature
                       and g.chars(i).controller == c.controller and pred(g, c, i), "permanent")
    return [_replace(ab, targets=(spec,), text=_text(item))]


# ---- disturb (702.146a) ------------------------------------------------------------------------
def _disturb(item, env: Env) -> list:
    """CR 702.146a: "You may cast this card transformed from your graveyard by paying
    [cost] rather than its mana cost." (712.11a: put on the stack with its back face up;
    it resolves into a permanent with that face up)."""
    from .casting import _keyword_cost
    return [AlternativeCost(keyword="disturb", text=_text(item), name="disturb", cost=_keyword_cost(item, env),
                            from_zones=("graveyard",), transformed=True)]


#: keyword name -> compiler of its abilities, for the keyword nodes of any shape
KEYWORDS = {"affinity": _affinity, "undaunted": _undaunted, "improvise": _improvise, "outlast": _outlast,
            "retrace": _retrace, "jump-start": _jump_start, "disturb": _disturb}


def more_keywords(item, env: Env):
    """The abilities of a keyword this family compiles (None: not one of them)."""
    name = getattr(item, "name", None)
    name = str(getattr(name, "name", name)).lower() if name is not None else ""
    from .additional_costs import ADDITIONAL_COST_KEYWORDS
    from .attack_keywords import ATTACK_KEYWORDS
    from .enters_keywords import ENTERS_KEYWORDS
    from .free_casting import FREE_CASTING_KEYWORDS
    from .bestow_keyword import BESTOW_KEYWORDS
    from .overload import OVERLOAD_KEYWORDS
    from .reconfigure import RECONFIGURE_KEYWORDS
    from .cost_keywords_late import LATE_COST_KEYWORDS
    if name == "equip" and isinstance(item, A.KeywordFilterCost):
        return _equip_quality(item, env)
    for family in (KEYWORDS, FREE_CASTING_KEYWORDS, ATTACK_KEYWORDS, ADDITIONAL_COST_KEYWORDS, ENTERS_KEYWORDS,
                   OVERLOAD_KEYWORDS, BESTOW_KEYWORDS, RECONFIGURE_KEYWORDS, LATE_COST_KEYWORDS):
        if name in family:
            return family[name](item, env)
    return None

from . import cost_keywords_late  # noqa: E402,F401  (emerge, harmonize, escalate, cleave, sneak; "if its prowl cost was paid")
