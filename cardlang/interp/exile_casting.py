"""Keywords that put a card into exile and let its owner cast it from there:
madness (702.35: discarded into exile, cast as its trigger resolves), suspend
(702.62: a special action exiles it with time counters; cast when the last is
removed), foretell (702.143: a special action exiles it; cast on a later turn for
its foretell cost), plot (702.170: a special action exiles it; cast on a later
turn without paying its mana cost); and miracle (702.94: cast from the hand as the
trigger of the first card drawn in a turn resolves).

Each cast is an :class:`~cardlang.kernel.casting.AlternativeCost` usable only
from exile and only when its keyword allows: a spell cast "as the ability
resolves" (madness, suspend) uses ``cast_spell(..., during_resolution=True)``
(608.2g) while the card carries the permission ``linked["cast_now"]``; a card
exiled by a special action carries the turn it was exiled on."""
from __future__ import annotations

from cardlang.kernel import Cost, ReplacementEffect, RulesError, StaticAbility, TriggeredAbility
from cardlang.kernel.casting import AlternativeCost, cast_with_alternative
from cardlang.kernel.choices import Decision
from cardlang.kernel.special_actions import SpecialAction
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _cost(item, env: Env):
    from .casting import _keyword_cost
    return _keyword_cost(item, env)


def _linked(g, card) -> dict:
    o = g.objects.get(card)
    return o.linked if o is not None else {}


def _allowed_now(name: str):
    """An alternative cost usable only while its keyword's ability is resolving."""
    return lambda g, p, card: _linked(g, card).get("cast_now") == name


def cast_as_it_resolves(g, player: int, card: int, name: str, what: str, zone: str = "exile") -> bool:
    """CR 608.2g: as an ability resolves, ``player`` may cast ``card`` (in ``zone``)
    using the alternative cost ``name`` (asked as a ``may`` decision).  A cast the rules
    refuse (a cost that can't be paid, no legal target) isn't made and changes
    nothing (732).  True if it was cast."""
    if card not in g.objects or g.objects[card].zone != zone:
        return False
    d = Decision("may", f"cast {g.name_of(card)} {what}?", player, ["yes", "no"], rule="608.2g")
    if g.ask(d) not in ("yes", True):
        return False
    o = g.objects[card]
    o.linked["cast_now"] = name
    try:
        g.cast_spell(player, card, using=[name], during_resolution=True)
        return True
    except RulesError as e:
        g.note(f"{g.name_of(player)} can't cast {g.name_of(card)}: {e}", rule="608.2g")
        return False
    finally:
        if card in g.objects:
            g.objects[card].linked.pop("cast_now", None)


def _on_later_turn(key: str):
    def refusal_turn(g, card) -> bool:
        t = _linked(g, card).get(key)
        return t is not None and g.turn > t
    return refusal_turn


# ---- madness (702.35) ------------------------------------------------------------------------
def _madness(item, env: Env) -> list:
    """CR 702.35a: "If a player would discard this card, that player discards it, but
    exiles it instead of putting it into their graveyard" and "When this card is
    exiled this way, its owner may cast it by paying [cost] rather than paying its
    mana cost. If that player doesn't, they put this card into their graveyard.\""""
    cost = _cost(item, env)

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.from_zone == "hand"
                    and e.to_zone == "graveyard" and e.reason == "discard")

        def replace(gg, e):
            gg.note(f"{gg.name_of(e.obj)} is discarded into exile (madness)", rule="702.35a")
            e.to_zone = "exile"
            e.reason = "madness"   # "exiled this way"
            return e
        return [ReplacementEffect(name=f"{o.face.name} (madness)", applies=applies, replace=replace,
                                  self_replacement=True)]

    def exiled_this_way(g, ev, src):
        return (ev.kind == "zone_change" and ev.new_id == src.id and ev.to_zone == "exile"
                and ev.reason == "madness")

    def cast_or_graveyard(g, c):
        card = c.source
        owner = g.objects[card].owner if card in g.objects else c.controller
        if not cast_as_it_resolves(g, owner, card, "madness", "for its madness cost"):
            if card in g.objects and g.objects[card].zone == "exile":
                g.move(card, "graveyard", reason="madness", cause=card)
    return [AlternativeCost(keyword="madness", text=_text(item), name="madness", cost=cost, from_zones=("exile",),
                            condition=_allowed_now("madness"),
                            condition_text="only as its madness ability resolves"),
            StaticAbility(replacements=reps, zones=("hand",), text="madness (discarded into exile)"),
            TriggeredAbility(exiled_this_way, cast_or_graveyard, zones=("exile",),
                             text="When this card is exiled this way, its owner may cast it by paying its "
                                  "madness cost. If that player doesn't, they put this card into their graveyard.")]


# ---- miracle (702.94) ------------------------------------------------------------------------
def _miracle(item, env: Env) -> list:
    """CR 702.94a: "You may reveal this card from your hand as you draw it if it's the
    first card you've drawn this turn. When you reveal this card this way, you may cast
    it by paying [cost] rather than its mana cost."  The reveal and the cast are one
    choice here: the trigger goes on the stack for the first card drawn, and its owner
    chooses as it resolves whether to cast the card (still in hand, 702.94b) for its
    miracle cost (608.2g: timing permissions ignored)."""
    cost = _cost(item, env)

    def first_draw(g, ev, src):
        if ev.kind != "draw" or ev.drawn != src.id:
            return False
        # 702.94a: the first card its owner has drawn this turn (121.1; none from an empty library)
        drawn = [e for e in g.events_this_turn("draw") if e.player == ev.player and e.drawn is not None]
        return bool(drawn) and drawn[0] is ev

    def cast_it(g, c):
        card = c.source
        owner = g.objects[card].owner if card in g.objects else c.controller
        cast_as_it_resolves(g, owner, card, "miracle", "for its miracle cost", zone="hand")
    return [AlternativeCost(keyword="miracle", text=_text(item), name="miracle", cost=cost, from_zones=("hand",),
                            condition=_allowed_now("miracle"),
                            condition_text="only as its miracle ability resolves"),
            TriggeredAbility(first_draw, cast_it, zones=("hand",),
                             text="When you reveal this card this way, you may cast it by paying its miracle "
                                  "cost rather than its mana cost.")]


# ---- suspend (702.62) ------------------------------------------------------------------------
def _could_cast_now(g, p, card):
    """116.2f: "only if they could begin to cast that card by putting it onto the
    stack" -- its timing (117.1a: a sorcery-speed card in its owner's main phase with
    an empty stack)."""
    c = g.chars(card)
    if "Instant" in c.types or c.has_keyword("flash"):
        return None
    if not g.sorcery_timing(p):
        return f"{c.name} could be cast only in its owner's main phase with an empty stack"
    return None


def _suspend(item, env: Env) -> list:
    """CR 702.62a: "If you could begin to cast this card by putting it onto the stack
    from your hand, you may pay [cost] and exile it with N time counters on it. This
    action doesn't use the stack" (116.2f), "At the beginning of your upkeep, if this
    card is suspended, remove a time counter from it" and "When the last time counter
    is removed from this card, if it's exiled, you may play it without paying its mana
    cost if able. If you don't, it remains exiled. If you cast a creature spell this
    way, it gains haste until you lose control of the spell or the permanent it
    becomes."  (Control changes aren't tracked: it keeps haste.)"""
    from cardlang.kernel import keyword
    from cardlang.kernel.layers import grant
    from .keywords import _const_amount
    n = _const_amount(item.amount)
    cost = _cost(item, env)
    if not isinstance(item.cost, A.ManaCost):
        raise Unrunnable(item.cost, "a suspend cost that isn't mana")

    def perform(g, p, card, ctx):
        nid = g.move(card, "exile", reason="suspend", cause=card)
        if nid is not None:
            g.put_counters(nid, "time", n, cause=nid)
        return nid

    def suspended(g, c):   # 702.62b
        o = g.objects.get(c.source)
        return o is not None and o.zone == "exile" and o.counters.get("time", 0) > 0

    def owners_upkeep(g, ev, src):
        return (ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "upkeep"
                and g.active_player == src.owner)

    def remove_one(g, c):
        g.remove_counters(c.source, "time", 1, cause=c.source)

    def last_removed(g, ev, src):
        return (ev.kind == "counters" and ev.remove and ev.target == src.id and ev.counter == "time"
                and src.counters.get("time", 0) == 0)

    def still_exiled(g, c):
        return c.source in g.objects and g.objects[c.source].zone == "exile"

    def cast_free(g, c):
        cast_as_it_resolves(g, g.objects[c.source].owner, c.source, "suspend", "without paying its mana cost")

    haste = keyword("haste")

    def cont(g, o):
        return [grant("suspend: haste", [haste],
                      lambda gg, ch, oid=o.id: ch.id == oid and ch.is_creature
                      and cast_with_alternative(gg, oid, "suspend"))]
    return [SpecialAction(keyword="suspend", text=_text(item), name="suspend", cost=cost,
                          refusal=_could_cast_now, rule="116.2f", perform=perform),
            AlternativeCost(name="suspend", cost=Cost(), from_zones=("exile",), condition=_allowed_now("suspend"),
                            condition_text="only as its last time counter is removed"),
            TriggeredAbility(owners_upkeep, remove_one, intervening_if=suspended, zones=("exile",),
                             text="At the beginning of your upkeep, if this card is suspended, remove a time "
                                  "counter from it."),
            TriggeredAbility(last_removed, cast_free, intervening_if=still_exiled, zones=("exile",),
                             text="When the last time counter is removed from this card, if it's exiled, you may "
                                  "play it without paying its mana cost."),
            StaticAbility(continuous=cont, text="If you cast a creature spell this way, it gains haste.")]


# ---- foretell (702.143) ----------------------------------------------------------------------
def _foretell(item, env: Env) -> list:
    """CR 702.143a: "Any time a player has priority during their turn, that player may
    pay {2} and exile a card with foretell from their hand face down" (a special
    action, 116.2h).  "They may cast that card after the current turn has ended by
    paying any foretell cost it has rather than paying that spell's mana cost."
    (The exiled card's hidden face isn't modelled: it is recorded as foretold.)"""
    cost = _cost(item, env)

    def refusal(g, p, card):
        return None if g.active_player == p else "a card can be foretold only during its owner's turn"

    def perform(g, p, card, ctx):
        nid = g.move(card, "exile", reason="foretell", cause=card)
        if nid is not None:
            g.objects[nid].linked["foretold_turn"] = g.turn   # 702.143c: a foretold card
        return nid
    later = _on_later_turn("foretold_turn")
    return [SpecialAction(keyword="foretell", text=_text(item), name="foretell", cost=Cost(mana=("{2}",)),
                          refusal=refusal, rule="116.2h", perform=perform),
            AlternativeCost(name="foretell", cost=cost, from_zones=("exile",),
                            condition=lambda g, p, card: later(g, card),
                            condition_text="a foretold card can be cast only after the turn it was foretold")]


# ---- plot (702.170) --------------------------------------------------------------------------
def _plot(item, env: Env) -> list:
    """CR 702.170a: "Any time you have priority during your main phase while the stack
    is empty, you may exile this card from your hand and pay [cost]. It becomes a
    plotted card." (116.2k); 702.170d: its owner "may cast it from exile without paying
    its mana cost during their main phase while the stack is empty during any turn
    after the turn in which it became plotted.\""""
    cost = _cost(item, env)

    def main_phase_empty_stack(g, p):
        return g.sorcery_timing(p)   # own main phase, empty stack (117.1a's words)

    def refusal(g, p, card):
        return None if main_phase_empty_stack(g, p) else \
            "a card can be plotted only in its owner's main phase while the stack is empty"

    def perform(g, p, card, ctx):
        nid = g.move(card, "exile", reason="plot", cause=card)
        if nid is not None:
            g.objects[nid].linked["plotted_turn"] = g.turn
        return nid
    later = _on_later_turn("plotted_turn")
    return [SpecialAction(keyword="plot", text=_text(item), name="plot", cost=cost, refusal=refusal,
                          rule="116.2k", perform=perform),
            AlternativeCost(name="plot", cost=Cost(), from_zones=("exile",),
                            condition=lambda g, p, card: later(g, card) and main_phase_empty_stack(g, p),
                            condition_text="a plotted card can be cast only in its owner's main phase with an "
                                           "empty stack, on a turn after it was plotted")]


EXILE_CASTING_KEYWORDS = {"madness": _madness, "suspend": _suspend, "foretell": _foretell, "plot": _plot,
                          "miracle": _miracle}
