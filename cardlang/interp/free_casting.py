"""Keywords that let a player cast a card without paying its mana cost as an
ability resolves (CR 118.9, 608.2g): cascade (702.85a), rebound (702.88a) and ripple
(702.60a).

The cast is the kernel's ``cast_spell(..., without_paying=True,
during_resolution=True)``: from the zone the card is in, no other alternative cost
(118.9a), X is 0 (107.3b); a cast the rules refuse (no legal target, a cost that
can't be paid) isn't made and changes nothing (732)."""
from __future__ import annotations

from cardlang.kernel import DelayedTrigger, ReplacementEffect, RulesError, StaticAbility, TriggeredAbility
from cardlang.kernel.casting import cast_info
from cardlang.kernel.choices import Decision
from cardlang.kernel.objects import mana_value

from .registry import Env


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def cast_free(g, player: int, card: int, why: str, rule: str) -> bool:
    """``player`` may cast ``card`` without paying its mana cost (asked as a ``may``
    decision).  True if it was cast."""
    if card not in g.objects:
        return False
    d = Decision("may", f"cast {g.name_of(card)} without paying its mana cost ({why})?", player,
                 ["yes", "no"], rule=rule)
    if g.ask(d) not in ("yes", True):
        return False
    try:
        g.cast_spell(player, card, without_paying=True, during_resolution=True)
        return True
    except RulesError as e:
        g.note(f"{g.name_of(player)} can't cast {g.name_of(card)}: {e}", rule="608.2g")
        return False


def _spell_cast(g, ev, src) -> bool:
    return ev.kind == "marker" and ev.name == "spell_cast" and ev.data.get("spell") == src.id


# ---- cascade (702.85) ------------------------------------------------------------------------
def _cascade(item, env: Env) -> list:
    """CR 702.85a: "When you cast this spell, exile cards from the top of your library
    until you exile a nonland card whose mana value is less than this spell's mana
    value. You may cast that card without paying its mana cost if the resulting
    spell's mana value is less than this spell's mana value. Then put all cards
    exiled this way that weren't cast on the bottom of your library in a random
    order."  702.85c: each instance triggers separately (one ability each)."""
    def eff(g, c):
        p = c.controller
        if c.source in g.objects:
            mv = g.mana_value(c.source)
        else:   # the spell has left the stack: as it last existed (608.2h)
            mv = mana_value(g.lki[c.source][0]) if c.source in g.lki else 0
        exiled, hit = [], None
        while g.library(p):
            nid = g.exile(g.library(p)[-1], cause=c.source)
            if nid is None:
                continue
            exiled.append(nid)
            if "Land" not in g.chars(nid).types and g.mana_value(nid) < mv:
                hit = nid
                break
        if hit is not None:
            cast_free(g, p, hit, "cascade", "702.85a")
        rest = [i for i in exiled if i in g.objects and g.objects[i].zone == "exile"]
        g.rng.shuffle(rest)   # "in a random order"
        for i in rest:
            g.move(i, "library", reason="cascade", cause=c.source, to_top=False)
    return [StaticAbility(keyword="cascade", text="cascade"),
            TriggeredAbility(_spell_cast, eff, zones=("stack",), text=_text(item) + " (When you cast this spell, "
                             "exile cards from the top of your library until you exile a nonland card that costs "
                             "less. You may cast it without paying its mana cost.)")]


# ---- rebound (702.88) ------------------------------------------------------------------------
def _rebound(item, env: Env) -> list:
    """CR 702.88a: "If this spell was cast from your hand, instead of putting it into
    your graveyard as it resolves, exile it and, at the beginning of your next upkeep,
    you may cast this card from exile without paying its mana cost.\""""
    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.from_zone == "stack"
                    and e.to_zone == "graveyard" and e.reason == "resolved"
                    and cast_info(gg, oid).get("from_zone") == "hand")

        def replace(gg, e):
            gg.note(f"{gg.name_of(e.obj)} is exiled instead (rebound)", rule="702.88a")
            e.to_zone = "exile"
            e.reason = "rebound"
            player, exiled_turn = gg.objects[e.obj].owner, gg.turn

            def next_upkeep(g3, ev, dt):   # 603.7: "at the beginning of your next upkeep"
                return (ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "upkeep"
                        and g3.active_player == player and g3.turn > exiled_turn)

            def cast(g3, c):   # the card the move made (400.7), if it is still in exile
                nid = e.new_id
                if nid is not None and nid in g3.objects and g3.objects[nid].zone == "exile":
                    cast_free(g3, player, nid, "rebound", "702.88a")
            gg.add_delayed_trigger(DelayedTrigger(next_upkeep, cast, controller=player, source=None,
                                                  text="at the beginning of your next upkeep, you may cast "
                                                       "this card from exile without paying its mana cost "
                                                       "(rebound)"))
            return e
        return [ReplacementEffect(name=f"{o.face.name} (rebound)", applies=applies, replace=replace,
                                  self_replacement=True)]
    return [StaticAbility(replacements=reps, zones=("stack",), keyword="rebound", text=_text(item))]


# ---- ripple (702.60) -------------------------------------------------------------------------
def _ripple(item, env: Env) -> list:
    """CR 702.60a: "When you cast this spell, you may reveal the top N cards of your
    library, or, if there are fewer than N cards in your library, you may reveal all the
    cards in your library. If you reveal cards from your library this way, you may cast
    any of those cards with the same name as this spell without paying their mana
    costs, then put all revealed cards not cast this way on the bottom of your library
    in any order."  (702.60b: each instance triggers separately.)"""
    from .keywords import _const_amount
    n = _const_amount(item.amount)

    def eff(g, c):
        p = c.controller
        d = Decision("may", f"reveal the top {n} cards of your library (ripple)?", p, ["yes", "no"], rule="702.60a")
        if g.ask(d) not in ("yes", True):
            return
        top = g.top_cards(p, n)
        for i in top:
            g.note(f"{g.name_of(p)} reveals {g.name_of(i)}", rule="701.20a")
        name = g.name_of(c.source)
        for i in top:
            if i in g.objects and g.objects[i].zone == "library" and g.name_of(i) == name:
                cast_free(g, p, i, "ripple", "702.60a")
        rest = [i for i in top if i in g.objects and g.objects[i].zone == "library"]
        g._restack(p, bottom=g.order_cards(p, rest, "bottom", rule="702.60a"))   # not a zone change
    return [StaticAbility(keyword="ripple", text=_text(item)),
            TriggeredAbility(_spell_cast, eff, zones=("stack",), text=_text(item))]


FREE_CASTING_KEYWORDS = {"cascade": _cascade, "rebound": _rebound, "ripple": _ripple}
