"""More trigger events (CR 603.2): sacrificing, discarding, cycling, the n-th spell or
card of a turn, and an ability with two trigger conditions.  Each registers a
predicate into ``triggers.PREDICATES`` (or a trigger kind into ``TRIGGER_KINDS``) and
compiles to a pattern over kernel events that returns the occurrences it matched.

* sacrifice (701.21a): a zone change from the battlefield whose reason is
  "sacrifice"; the player who sacrificed is the permanent's controller as it last
  existed (a leaves-the-battlefield trigger, matched on last known information, 603.10a);
* discard (701.9a): a card moved from its owner's hand with reason "discard" (the
  graveyard, or where a replacement put it instead: madness);
* cycling (702.29c): "When you cycle this card" means "When you discard this card to
  pay an activation cost of a cycling ability"; it triggers from whatever zone the
  card winds up in.  The kernel marks an activation with ``ability_activated``; a
  cycling ability is a :class:`CyclingAbility`;
* "your second spell each turn", "their second card each turn": the spells the player
  has cast this turn (601.2i) and the cards drawn this turn (121.1, the kernel's
  history of this turn's events) counted as each one happens.
"""
from __future__ import annotations

from dataclasses import dataclass

from cardlang.kernel import ActivatedAbility
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .triggers import (EVENT_KINDS, ONE_OR_MORE_BY_PREDICATE, PREDICATES, TRIGGER_KINDS, _is_self, _occ, _Predicate, object_matcher, player_matcher,
                       predicate, trigger_pattern)

#: the zones a card that was cycled or discarded can wind up in (702.29c)
NOT_BATTLEFIELD = ("graveyard", "exile", "hand", "library")


@dataclass(frozen=True)
class CyclingAbility(ActivatedAbility):
    """A cycling or typecycling ability (702.29a, 702.29e-f: typecycling abilities are
    cycling abilities): "[Cost], Discard this card: [effect]"."""


# ---- "Whenever you sacrifice a permanent" (CR 701.21a) ---------------------------------------
@predicate(A.SacrificesEvent)
def _sacrifices(pred, subj, env: Env):
    if isinstance(pred.what, A.CountedOrMore):
        # "one or more": once for each batch of simultaneous events (603.2c)
        from .batched_triggers import objects_one_or_more
        return objects_one_or_more(_sacrifices, pred, subj, env)
    who = player_matcher(subj, env)
    what = object_matcher(pred.what, env)

    def sacrificed(g, ev, src):
        if not (ev.kind == "zone_change" and ev.reason == "sacrifice" and ev.from_zone == "battlefield"
                and ev.last_known is not None):
            return []
        # the controller sacrifices it (701.21a): as it last existed on the battlefield (603.10a)
        p = ev.last_known.controller
        if who(g, src, p) and what(g, src, ev.obj):
            return [_occ(subject=ev.new_id, player=p, left=ev.obj)]
        return []
    return _Predicate(sacrificed, player=True)


# ---- "Whenever an opponent discards a card" (CR 701.9a) --------------------------------------
@predicate(A.DiscardsEvent)
def _discards(pred, subj, env: Env):
    if isinstance(pred.what, A.CountedOrMore):
        from .batched_triggers import objects_one_or_more
        return objects_one_or_more(_discards, pred, subj, env)
    who = player_matcher(subj, env)
    if _is_self(pred.what):
        # "When you discard this card": it triggers from the zone the card went to
        def discarded_self(g, ev, src):
            if _is_discard(ev) and ev.new_id == src.id and who(g, src, _hand_owner(g, ev)):
                return [_occ(subject=ev.new_id, player=_hand_owner(g, ev))]
            return []
        return _Predicate(discarded_self, zones=NOT_BATTLEFIELD, player=True)
    what = object_matcher(pred.what, env)

    def discarded(g, ev, src):
        if not _is_discard(ev):
            return []
        p = _hand_owner(g, ev)
        # the card is matched as it was in the hand (its last known information)
        if who(g, src, p) and what(g, src, ev.obj):
            return [_occ(subject=ev.new_id, player=p)]
        return []
    return _Predicate(discarded, player=True)


def _is_discard(ev) -> bool:
    return ev.kind == "zone_change" and ev.reason == "discard" and ev.from_zone == "hand" and ev.new_id is not None


def _hand_owner(g, ev):
    # 701.9a: a card is discarded from its owner's hand
    old = g.lki.get(ev.obj)
    return old[0].owner if old is not None else None


# ---- "When you cycle this card", "Whenever a player cycles a card" (CR 702.29c) -----------------
def _cycled(g, ev):
    """For an ``ability_activated`` marker of a cycling ability: (player, the cycled card's
    new id) -- the card discarded to pay its cost; else None."""
    if not (ev.kind == "marker" and ev.name == "ability_activated"):
        return None
    source = ev.data.get("source")
    item = next((it for it in reversed(g.stack_items) if it.kind == "ability" and it.source == source), None)
    if item is None or not isinstance(item.ability, CyclingAbility):
        return None
    card = next((e.new_id for e in reversed(g.turn_events)
                 if e.kind == "zone_change" and e.obj == source and e.reason == "discard"), None)
    return (ev.data.get("controller"), card) if card is not None else None


@predicate(A.CyclesEvent)
def _cycles(pred, subj, env: Env):
    who = player_matcher(subj, env)
    if _is_self(pred.what):
        def cycled_self(g, ev, src):
            hit = _cycled(g, ev)
            if hit is not None and hit[1] == src.id and who(g, src, hit[0]):
                return [_occ(subject=src.id, player=hit[0])]
            return []
        return _Predicate(cycled_self, zones=NOT_BATTLEFIELD, player=True)
    what = object_matcher(pred.what, env)

    def cycled(g, ev, src):
        hit = _cycled(g, ev)
        if hit is None or not who(g, src, hit[0]):
            return []
        p, card = hit
        old = next((e.obj for e in reversed(g.turn_events) if e.kind == "zone_change" and e.new_id == card), None)
        if old is not None and what(g, src, old):
            return [_occ(subject=card, player=p)]
        return []
    return _Predicate(cycled, player=True)


# ---- "your second spell each turn", "their second card each turn" -------------------------------
ORDINALS = {A.First: 1, A.Second: 2, A.Third: 3}


def _ordinal(node) -> int:
    n = ORDINALS.get(type(node))
    if n is None:
        raise Unrunnable(node, "this ordinal")
    return n


@predicate(A.CastsNth)
def _casts_nth(pred, subj, env: Env):
    who = player_matcher(subj, env)
    n = _ordinal(pred.ordinal)
    if getattr(pred.noun, "name", "") != "spell":
        raise Unrunnable(pred.noun, "counting these casts")

    def nth(g, ev, src):
        # 601.2i: the spell becomes cast; the player's count this turn includes it
        if ev.kind == "marker" and ev.name == "spell_cast":
            p = ev.data.get("controller")
            if who(g, src, p) and g.players[p].spells_cast_this_turn == n:
                return [_occ(subject=ev.data.get("spell"), player=p)]
        return []
    return _Predicate(nth, player=True)


@predicate(A.DrawsNth)
def _draws_nth(pred, subj, env: Env):
    who = player_matcher(subj, env)
    n = _ordinal(pred.ordinal)

    def nth(g, ev, src):
        # 121.1, 121.2: cards are drawn one at a time; this draw is the n-th of the turn
        # (a draw from an empty library draws no card, 121.4)
        if ev.kind == "draw" and ev.drawn is not None and who(g, src, ev.player):
            k = sum(1 for e in g.events_this_turn("draw") if e.player == ev.player and e.drawn is not None)
            if k == n:
                return [_occ(subject=ev.player, player=ev.player)]
        return []
    return _Predicate(nth, player=True)


# ---- "Whenever you cast or copy an instant or sorcery spell" (magecraft) ----------------------
@predicate(A.CastsOrCopies)
def _casts_or_copies(pred, subj, env: Env):
    from .mana import _spell_filter
    from .targets import filter_pred
    from .triggers import _ctx
    who = player_matcher(subj, env)
    what = pred.what
    flt = what.filter if isinstance(what, A.Quantified) else what
    spell, _ = filter_pred(_spell_filter(flt), env)

    def casts_or_copies(g, ev, src):
        # 601.2i: a spell becomes cast; 707.10: a copy of a spell is put on the stack (not cast)
        if ev.kind == "marker" and ev.name in ("spell_cast", "spell_copied") \
                and who(g, src, ev.data.get("controller")) and spell(g, _ctx(src), ev.data.get("spell")):
            return [_occ(subject=ev.data.get("spell"), player=ev.data.get("controller"))]
        return []
    return _Predicate(casts_or_copies, player=True)


# ---- "Whenever a player taps a land for mana" (CR 106.12a, 605.1b) ------------------------------
@predicate(A.TapsForManaEvent)
def _taps_for_mana(pred, subj, env: Env):
    who = player_matcher(subj, env)
    what = object_matcher(pred.what, env)
    env.data["mana_trigger"] = True     # may be a triggered mana ability (605.1b): see mana_trigger()

    def tapped(g, ev, src):
        # 106.12a: a mana ability with {T} in its cost resolved and produced mana
        if ev.kind == "add_mana" and ev.tapped_for_mana is not None and ev.mana \
                and who(g, src, ev.player) and what(g, src, ev.tapped_for_mana):
            occ = _occ(subject=ev.tapped_for_mana, player=ev.player)
            occ["produced"] = [m.type for m in ev.mana]   # "one mana of any type that land produced"
            return [occ]
        return []
    return _Predicate(tapped, player=True)


def is_mana_trigger(body, env: Env) -> bool:
    """CR 605.1b: a triggered ability is a mana ability if it has no target, triggers from
    a mana ability (here: a permanent tapped for mana) and could add mana as it resolves."""
    if not env.data.get("mana_trigger") or env.targets:
        return False
    return any(chain_adds_mana(getattr(s, "chain", None))
               for s in (body.sentences.items if isinstance(body.sentences, A.Sentences) else (body.sentences,)))


def chain_adds_mana(chain) -> bool:
    """Whether an instruction of ``chain`` adds mana ("add ...", "that player adds ...")."""
    items = chain.items if isinstance(chain, A.EffectChain) else (chain,)
    return any(isinstance(i, (A.AddMana, A.PlayerAddsMana)) for i in items)


# ---- "Whenever you attack", "Whenever one or more creatures you control attack / deal combat
# damage to a player" (CR 508.3d, 603.2c: once for the event, however many objects it has) --------
_plain_attacks = PREDICATES[A.Attacks]                 # triggers.py's: "this creature attacks"
_plain_deals_damage = PREDICATES[A.DealsDamageEvent]


def _counted(subj, env: Env):
    """"one or more creatures you control" -> (filter predicate, at least how many)."""
    from .targets import filter_pred
    amt = subj.amount
    n = amt.number.value if isinstance(amt, A.Count) else 1 if isinstance(amt, A.One) else None
    if n is None:
        raise Unrunnable(amt, "a number of objects that isn't constant")
    pred, kind = filter_pred(subj.filter, env)
    if kind != "permanent":
        raise Unrunnable(subj, "this trigger subject")
    return pred, n


def _group(c) -> list:
    return list((c.data.get("occurrence") or {}).get("group") or ())


@predicate(A.Attacks)
def _attacks_group(pred, subj, env: Env):
    from .triggers import _ctx
    if pred.what is None and isinstance(subj, A.BothRefs) and _is_self(subj.first) \
            and isinstance(subj.second, A.AtLeastCounted):
        return _attacks_with_others(subj.second, env)
    if pred.what is not None or not isinstance(subj, (A.You, A.CountedOrMore)):
        return _plain_attacks(pred, subj, env)
    if isinstance(subj, A.You):
        def you_attack(g, ev, src):
            # 508.3d: one or more creatures you control are declared as attackers (only the
            # active player declares attackers, 506.2)
            if ev.kind == "marker" and ev.name == "attackers_declared" and ev.data.get("attackers") \
                    and g.active_player == src.controller:
                return [_occ(subject=src.controller, player=src.controller)]
            return []
        return _Predicate(you_attack)
    match, n = _counted(subj, env)
    # "they gain indestructible": the creatures of the group that attacked
    env.data["they"] = lambda g, c: [i for i in _group(c) if i in g.objects]

    def group_attacks(g, ev, src):
        # 603.2c: once, if at least n of the declared attackers match
        if ev.kind == "marker" and ev.name == "attackers_declared":
            group = [a for a in ev.data.get("attackers", {}) if match(g, _ctx(src), a)]
            if len(group) >= n:
                occ = _occ(subject=group[0])
                occ["group"] = group
                return [occ]
        return []
    return _Predicate(group_attacks)


def _attacks_with_others(others, env: Env):
    """"Whenever this creature and at least two other creatures attack" (battalion): it is
    declared as an attacker together with at least that many others that match (508.1)."""
    from .targets import filter_pred
    from .triggers import _ctx
    amt = others.amount
    n = amt.number.value if isinstance(amt, A.Count) else None
    if n is None:
        raise Unrunnable(amt, "a number of objects that isn't constant")
    match, _ = filter_pred(others.filter, env)

    def battalion(g, ev, src):
        if ev.kind == "marker" and ev.name == "attackers_declared":
            attackers = ev.data.get("attackers", {})
            if src.id in attackers and sum(1 for a in attackers
                                           if a != src.id and match(g, _ctx(src), a)) >= n:
                return [_occ(subject=src.id, player=attackers[src.id])]
        return []
    return _Predicate(battalion, player=True)


@predicate(A.DealsDamageEvent)
def _deals_damage_group(pred, subj, env: Env):
    from .triggers import _batch, _ctx, _is_one, any_matcher
    if not isinstance(subj, A.CountedOrMore):
        return _plain_deals_damage(pred, subj, env)
    if pred.combat is None or pred.to is None:
        raise Unrunnable(pred, "this damage by a group of objects")
    match, n = _counted(subj, env)
    if n != 1:
        raise Unrunnable(subj.amount, "damage dealt by two or more objects")
    rec = pred.to.what if isinstance(pred.to, A.DamageRecipient) else pred.to
    per_player = True
    if isinstance(rec, A.CountedOrMore) and _is_one(rec.amount):
        # "to one or more players": once for the batch, however many players were dealt damage
        rec, per_player = A.Quantified(A.ArticleA(), rec.filter), False
    to = any_matcher(rec, env)
    env.data["they"] = lambda g, c: [i for i in _group(c) if i in g.objects]

    def group_deals(g, ev, src):
        # 510.2: combat damage is dealt at once; the ability triggers once for each player
        # dealt combat damage by one or more of the group (looked at from the batch's first
        # such event); "that player" is that player
        if ev.kind != "damage" or not ev.combat:
            return []
        hits = [e for e in _batch(ev) if e.kind == "damage" and e.combat and e.recipient in g.players
                and e.source is not None and to(g, src, e.recipient) and match(g, _ctx(src), e.source)]
        if not hits or hits[0] is not ev:
            return []
        if not per_player:
            occ = _occ(amount=sum(e.amount for e in hits))
            occ["group"] = list(dict.fromkeys(e.source for e in hits))
            return [occ]
        out = []
        for p in dict.fromkeys(e.recipient for e in hits):
            occ = _occ(subject=p, player=p, amount=sum(e.amount for e in hits if e.recipient == p))
            occ["group"] = list(dict.fromkeys(e.source for e in hits if e.recipient == p))
            out.append(occ)
        return out
    return _Predicate(group_deals, player=per_player, amount=True)


# ---- "Whenever you draw a card", "Whenever you cycle or discard a card" ------------------------
@predicate(A.DrawsEvent)
def _draws(pred, subj, env: Env):
    who = player_matcher(subj, env)
    what = object_matcher(pred.what, env)

    def draws(g, ev, src):
        # 121.1, 121.2: each card drawn is a draw (from an empty library, none: 121.4)
        if ev.kind == "draw" and ev.drawn is not None and who(g, src, ev.player) and what(g, src, ev.drawn):
            return [_occ(subject=ev.drawn, player=ev.player)]
        return []
    return _Predicate(draws, player=True)


@predicate(A.CyclesOrDiscards)
def _cycles_or_discards(pred, subj, env: Env):
    # 702.29d: cycling discards the card, so it triggers once when a card is cycled
    return _discards(A.DiscardsEvent(pred.what), subj, env)


@predicate(A.IsTappedForMana)
def _is_tapped_for_mana(pred, subj, env: Env):
    what = object_matcher(subj, env)
    env.data["mana_trigger"] = True     # may be a triggered mana ability (605.1b)

    def tapped(g, ev, src):
        # 106.12a: "is tapped for mana": a mana ability of it with {T} in its cost resolved
        if ev.kind == "add_mana" and ev.tapped_for_mana is not None and ev.mana and what(g, src, ev.tapped_for_mana):
            occ = _occ(subject=ev.tapped_for_mana, player=ev.player)
            occ["produced"] = [m.type for m in ev.mana]
            return [occ]
        return []
    return _Predicate(tapped, player=True)


# ---- "Whenever you commit a crime" (CR 700.13) ------------------------------------------------
def is_crime(g, player, targets) -> bool:
    """700.13: a spell or ability the player controls targets an opponent, a permanent or
    spell an opponent controls, or a card in an opponent's graveyard."""
    for t in targets:
        if t in g.players:
            if t != player:
                return True
            continue
        o = g.objects.get(t)
        if o is None:
            continue
        if o.zone in ("battlefield", "stack") and g.chars(t).controller != player:
            return True
        if o.zone == "graveyard" and o.owner != player:
            return True
    return False


@predicate(A.CommitsCrime)
def _commits_crime(pred, subj, env: Env):
    who = player_matcher(subj, env)

    def crime(g, ev, src):
        # as the spell is cast or the ability put on the stack, with its targets (700.13)
        if ev.kind == "marker" and ev.name == "becomes_target":
            p = ev.data.get("controller")
            if who(g, src, p) and is_crime(g, p, ev.data.get("targets", ())):
                return [_occ(subject=p, player=p)]
        return []
    return _Predicate(crime, player=True)


# ---- "Whenever this creature becomes the target of a spell or ability you control for the first
# time each turn" (valiant) ---------------------------------------------------------------------
_plain_becomes_target = PREDICATES[A.BecomesTarget]


@predicate(A.BecomesTarget)
def _becomes_target_first_time(pred, subj, env: Env):
    from dataclasses import replace
    from .triggers import _source_kinds
    if pred.first_time is None:
        return _plain_becomes_target(pred, subj, env)
    plain = _plain_becomes_target(replace(pred, first_time=None), subj, env)
    targeted = plain.pattern
    kinds, whose = _source_kinds(pred.source, env)

    def first_time(g, ev, src):
        # the first such marker this turn naming it (the kernel's record of this turn's events
        # includes this one)
        out = []
        for occ in targeted(g, ev, src) or []:
            t = occ.get("subject")
            n = sum(1 for e in g.events_this_turn("becomes_target")
                    if e.data.get("kind") in kinds and whose(g, src, e.data.get("controller"))
                    and t in e.data.get("targets", ()))
            if n == 1:
                out.append(occ)
        return out
    plain.pattern = first_time
    return plain


# ---- "Whenever one or more creatures die / tokens you control enter. This ability triggers only
# once each turn." ----------------------------------------------------------------------------
_plain_dies = PREDICATES[A.Dies]
_plain_enters = PREDICATES[A.Enters]


def _one_or_more_each(plain):
    def compile_pred(pred, subj, env: Env):
        if not isinstance(subj, A.CountedOrMore):
            return plain(pred, subj, env)
        from .triggers import _is_one
        if not _is_one(subj.amount):
            raise Unrunnable(subj.amount, "two or more objects at once in a trigger")
        # the kernel moves objects one at a time ("destroy all creatures"), so the events of one
        # "one or more" batch can't be told apart: this is exact only for an ability that
        # triggers at most once each turn -- compile_triggered refuses it otherwise
        env.data["one_or_more_each"] = subj
        return plain(pred, A.Quantified(A.ArticleA(), subj.filter), env)
    return compile_pred


predicate(A.Dies)(_one_or_more_each(_plain_dies))
predicate(A.Enters)(_one_or_more_each(_plain_enters))
ONE_OR_MORE_BY_PREDICATE.update({A.DealsDamageEvent})   # dying, entering: interp/batched_triggers.py


def check_one_or_more(env: Env, once_each_turn: bool) -> None:
    """Refuse "one or more ... die/enter" in an ability that may trigger more than once a turn."""
    subj = env.data.get("one_or_more_each")
    if subj is not None and not once_each_turn:
        raise Unrunnable(subj, "one or more objects at once in a trigger")


# ---- "Whenever an opponent plays a land" (CR 305.1), "Whenever you cast a spell during an
# opponent's turn", "Whenever you expend 4" (700.14), "Whenever you attack with two or more
# creatures" (508.1), "... or a Swamp you control enters" ----------------------------------------
@predicate(A.PlaysEvent)
def _plays(pred, subj, env: Env):
    who = player_matcher(subj, env)
    from .zone_qualifiers import played_from
    what_node, from_zone = played_from(pred.what)     # "play a card from exile"
    what = object_matcher(what_node, env)

    def plays(g, ev, src):
        # 305.1: playing a land puts it onto the battlefield (a special action, 116.2a)
        if ev.kind == "zone_change" and ev.reason == "play_land" and ev.to_zone == "battlefield" \
                and ev.new_id in g.objects and (from_zone is None or ev.from_zone == from_zone):
            p = g.chars(ev.new_id).controller
            if who(g, src, p) and what(g, src, ev.new_id):
                return [_occ(subject=ev.new_id, player=p)]
        if from_zone is not None and ev.kind == "marker" and ev.name == "spell_cast":
            # "play a card from exile": or cast it as a spell (the glossary's "Play" 2, 601.2a)
            from cardlang.kernel.casting import cast_info
            i, p = ev.data.get("spell"), ev.data.get("controller")
            if cast_info(g, i).get("from_zone") == from_zone and who(g, src, p) and what(g, src, i):
                return [_occ(subject=i, player=p)]
        return []
    return _Predicate(plays, player=True)


def _whose_turn(turn, env: Env):
    if isinstance(turn, A.PlayersTurn) and isinstance(turn.player, A.AnOpponents):
        return lambda g, src: g.active_player != src.controller
    if isinstance(turn, A.PlayersTurn) and isinstance(turn.player, A.Your):
        return lambda g, src: g.active_player == src.controller
    raise Unrunnable(turn, "this turn")


@predicate(A.CastsDuring)
def _casts_during(pred, subj, env: Env):
    from .mana import _spell_filter
    from .targets import filter_pred
    from .triggers import _ctx
    who = player_matcher(subj, env)
    flt = pred.spell.filter if isinstance(pred.spell, A.Quantified) else pred.spell
    spell, _ = filter_pred(_spell_filter(flt), env)
    during = _whose_turn(pred.turn, env)

    def casts(g, ev, src):
        # 601.2i, during that player's turn (500: the active player's)
        if ev.kind == "marker" and ev.name == "spell_cast" and during(g, src) \
                and who(g, src, ev.data.get("controller")) and spell(g, _ctx(src), ev.data.get("spell")):
            return [_occ(subject=ev.data.get("spell"), player=ev.data.get("controller"))]
        return []
    return _Predicate(casts, player=True)


@predicate(A.CastsNthDuringOpponentsTurn)
def _casts_nth_during_opponents_turn(pred, subj, env: Env):
    who = player_matcher(subj, env)
    n = _ordinal(pred.ordinal)

    def nth(g, ev, src):
        if ev.kind == "marker" and ev.name == "spell_cast":
            p = ev.data.get("controller")
            if who(g, src, p) and g.active_player != p and g.players[p].spells_cast_this_turn == n:
                return [_occ(subject=ev.data.get("spell"), player=p)]
        return []
    return _Predicate(nth, player=True)


@predicate(A.Expends)
def _expends(pred, subj, env: Env):
    who = player_matcher(subj, env)
    amt = pred.amount
    n = amt.value if isinstance(amt, A.Number) else amt.number.value if isinstance(amt, A.Count) else None
    if n is None:
        raise Unrunnable(amt, "this amount")

    def expends(g, ev, src):
        # 700.14: as the player spends their n-th total mana to cast spells this turn (mana
        # spent at once is counted in order, up to this one)
        if ev.kind != "spend_mana" or getattr(ev.spend, "kind", None) != "spell" or not who(g, src, ev.player):
            return []
        k = 0
        for e in g.turn_events:
            if e.kind == "spend_mana" and e.player == ev.player and getattr(e.spend, "kind", None) == "spell":
                k += 1
            if e is ev:
                break
        return [_occ(subject=ev.player, player=ev.player)] if k == n else []
    return _Predicate(expends, player=True)


@predicate(A.AttacksWith)
def _attacks_with(pred, subj, env: Env):
    from .triggers import _ctx
    if not isinstance(subj, A.You) or not isinstance(pred.attackers, A.CountedOrMore):
        raise Unrunnable(pred, "attacking with these")
    match, n = _counted(pred.attackers, env)
    env.data["they"] = lambda g, c: [i for i in _group(c) if i in g.objects]

    def attacks_with(g, ev, src):
        # 508.1: declared together as attackers, at least n of them matching; once
        if ev.kind == "marker" and ev.name == "attackers_declared" and g.active_player == src.controller:
            group = [a for a in ev.data.get("attackers", {}) if match(g, _ctx(src), a)]
            if len(group) >= n:
                occ = _occ(subject=src.controller, player=src.controller)
                occ["group"] = group
                return [occ]
        return []
    return _Predicate(attacks_with)


@predicate(A.SubjectEvent)
def _subject_event(pred, subj, env: Env):
    """"Whenever you cast a black spell or a Swamp you control enters": the second event has
    its own subject (each is its own trigger event, 603.2)."""
    fn = PREDICATES.get(type(pred.event))
    if fn is None:
        raise Unrunnable(pred.event, f"the trigger event {type(pred.event).__name__}")
    return fn(pred.event, pred.subject, env)


# ---- "Whenever one or more +1/+1 counters are put on this creature" (CR 122.6), "is put into
# exile [from the battlefield]", "When enchanted Forest is put into a graveyard" (603.6c, 603.10a) ---
def _counters_put_on(pred, env: Env):
    from .counters import counter_name
    from .triggers import _is_one
    if not _is_one(pred.amount):
        raise Unrunnable(pred.amount, "this number of counters")
    m = object_matcher(pred.on, env)
    kind = counter_name(pred.kind) if pred.kind is not None else None

    def put_on(g, ev, src):
        # one event puts the counters at once: it triggers once for it; "that many" its amount
        if ev.kind == "counters" and not ev.remove and ev.amount > 0 and ev.target not in g.players \
                and (kind is None or ev.counter == kind) and m(g, src, ev.target):
            return [_occ(subject=ev.target, amount=ev.amount)]
        return []
    return _Predicate(put_on, amount=True)


EVENT_KINDS[A.CountersPutOn] = _counters_put_on


@predicate(A.PutIntoExile)
def _put_into_exile(pred, subj, env: Env):
    from .triggers import _left_battlefield
    if pred.origin is not None and not isinstance(pred.origin, A.FromBattlefield):
        raise Unrunnable(pred.origin, "being exiled from this zone")
    # a permanent is put into exile from the battlefield (a leaves-the-battlefield trigger)
    return _Predicate(_left_battlefield("exile", object_matcher(subj, env)))


@predicate(A.PutIntoZone)
def _put_into_zone(pred, subj, env: Env):
    from .triggers import _left_battlefield, _zone_word
    if _zone_word(pred.zone) != "graveyard" or not isinstance(subj, (A.EnchantedRef, A.EquippedRef)):
        raise Unrunnable(pred, "being put into this zone from anywhere")
    # "When enchanted Forest is put into a graveyard": the permanent it's attached to (from the
    # battlefield, looked back at as it last existed, 603.10a)
    return _Predicate(_left_battlefield("graveyard", object_matcher(subj, env)))


# ---- "When this creature enters and at the beginning of your upkeep, ..." (CR 603.2) ---------
def _both(trigger, env: Env):
    first, zones = trigger_pattern(trigger.first, env)
    second, zones2 = trigger_pattern(trigger.second, env)
    if zones != zones2:
        raise Unrunnable(trigger, "two trigger conditions that function in different zones")

    def either(g, ev, src):
        # one ability, two trigger events: it triggers whenever either happens
        return list(first(g, ev, src) or []) + list(second(g, ev, src) or [])
    return either, zones


TRIGGER_KINDS[A.BothTriggers] = _both
TRIGGER_KINDS[A.EitherTrigger] = _both     # "When ~ dies or when you discard it": either event (603.2)


def _end_of_combat(trigger, env: Env):
    from .triggers import _step_marker
    # 511.1, 603.2b: "At end of combat": as the end of combat step of each combat begins
    return _step_marker("end_combat", lambda g, src, p: True), ("battlefield",)


TRIGGER_KINDS[A.AtEndOfCombat] = _end_of_combat
