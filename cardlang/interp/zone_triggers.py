"""Trigger events for cards moving between zones other than onto the battlefield (CR 400.7,
603.6, 603.10a): "Whenever a land card is put into your graveyard from anywhere", "When this
creature is put into a graveyard from anywhere", "Whenever one or more creature cards are put into
your graveyard from your library", "Whenever one or more cards leave your graveyard", "Whenever one
or more cards are put into exile from your graveyard".

Each compiles to a pattern over the kernel's zone changes; the occurrence's subject is the card
where it went (400.7).  "a card" is a Magic card, never a token (108.2b).  A zone's owner is the
card's owner (400.3: a card goes to its owner's graveyard, library, hand).  "One or more" of them
triggers once for each batch of simultaneous moves (interp/batched_triggers.py)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .batched_triggers import BATCHED
from .registry import Env, Unrunnable
from .triggers import EVENT_KINDS, PREDICATES, _is_self, _occ, _Predicate, _zone_word, object_matcher, predicate

ZONES = ("graveyard", "library", "hand", "exile")


def _owner_matcher(owner, env: Env):
    """"your graveyard", "an opponent's graveyard", "a graveyard" -> fn(g, src, player)."""
    if isinstance(owner, A.Your):
        return lambda g, src, p: p == src.controller
    if isinstance(owner, A.AnOpponents):
        return lambda g, src, p: p in g.players and p != src.controller
    if isinstance(owner, A.APlayers) or owner is None:
        return lambda g, src, p: p in g.players
    raise Unrunnable(owner, "this zone's owner")


def _zone(ref, env: Env):
    """A zone reference -> (zone name, owner matcher)."""
    if not isinstance(ref, A.ZoneRef):
        raise Unrunnable(ref, "this zone in a trigger")
    name = _zone_word(ref)
    if name not in ZONES:
        raise Unrunnable(ref, f"the zone {name!r} in a trigger")
    return name, _owner_matcher(ref.owner, env)


def _names_cards(subj) -> bool:
    flt = getattr(subj, "filter", None)
    groups = getattr(getattr(flt, "types", None), "items", ()) if flt is not None else ()
    return any(w.name.category == "object" and w.name.name == "card"
               for g in groups if isinstance(g, A.TypeGroup) for w in g.words)


def _card_matcher(subj, env: Env):
    """The objects the subject names; "card" excludes tokens (108.2b)."""
    m = object_matcher(subj, env)
    if not _names_cards(subj):
        return m

    def card(g, src, oid):
        return m(g, src, oid) and not g.chars(oid).token
    return card


def _owner(g, oid):
    o = g.objects.get(oid)
    if o is None and oid in g.lki:
        o = g.lki[oid][0]
    return o.owner if o is not None else None


def _put_into(to_zone: str, to_owner, m, from_zones=None):
    """A card put into ``to_zone`` (of a player ``to_owner`` accepts) [from ``from_zones``]:
    matched as it is in the new zone; from the battlefield, as it last existed there if it's no
    longer a card of that kind (603.10a)."""
    def pattern(g, ev, src):
        if not (ev.kind == "zone_change" and ev.to_zone == to_zone and ev.new_id is not None
                and ev.new_id in g.objects):
            return []
        if from_zones is not None and ev.from_zone not in from_zones:
            return []
        if not to_owner(g, src, g.objects[ev.new_id].owner) or not m(g, src, ev.new_id):
            return []
        return [_occ(subject=ev.new_id, player=g.objects[ev.new_id].owner)]
    return pattern


def _self_put_into(to_zone: str, to_owner, from_zones=None):
    """"When this creature is put into a graveyard from anywhere": from the battlefield it
    looks back in time (the permanent as it last existed, 603.10a); from another zone, the
    card in its new zone triggers (603.6d-like: it's there as the event ends)."""
    def pattern(g, ev, src):
        if not (ev.kind == "zone_change" and ev.to_zone == to_zone and ev.new_id is not None):
            return []
        if from_zones is not None and ev.from_zone not in from_zones:
            return []
        mine = (ev.obj == src.id) if ev.from_zone == "battlefield" else (ev.new_id == src.id)
        if not mine or not to_owner(g, src, _owner(g, ev.new_id)):
            return []
        return [_occ(subject=ev.new_id, left=ev.obj if ev.from_zone == "battlefield" else None)]
    return pattern


# ---- "is put into your graveyard from anywhere" ------------------------------------------------
@predicate(A.PutIntoZoneFromAnywhere)
def _put_into_from_anywhere(pred, subj, env: Env):
    zone, owner = _zone(pred.zone, env)
    if _is_self(subj):
        # the card itself: it triggers from the battlefield (looking back) or from its new zone
        return _Predicate(_self_put_into(zone, owner), zones=("battlefield",) + ZONES + ("stack",))
    return _Predicate(_put_into(zone, owner, _card_matcher(subj, env)), player=True)


# ---- "are put into your graveyard from your library" -------------------------------------------
@predicate(A.PutIntoZoneFromZone)
def _put_into_from_zone(pred, subj, env: Env):
    zone, owner = _zone(pred.to, env)
    origin, origin_owner = _zone(pred.origin, env)
    if _is_self(subj):
        raise Unrunnable(subj, "this card put into a zone from another")
    m = _card_matcher(subj, env)
    put = _put_into(zone, owner, m, from_zones=(origin,))

    def pattern(g, ev, src):
        # from that player's zone: the card's owner's (400.3), as it was there
        found = put(g, ev, src)
        return found if found and origin_owner(g, src, _owner(g, ev.obj)) else []
    return _Predicate(pattern, player=True)


# ---- "leave your graveyard" (603.10a) -----------------------------------------------------------
@predicate(A.LeavesZone)
def _leaves_zone(pred, subj, env: Env):
    zone, owner = _zone(pred.zone, env)
    if _is_self(subj):
        raise Unrunnable(subj, "this card leaving a zone")
    m = _card_matcher(subj, env)

    def pattern(g, ev, src):
        # matched as the card last existed in that zone (603.10a: it looks back in time)
        if not (ev.kind == "zone_change" and ev.from_zone == zone and ev.to_zone != zone
                and ev.new_id is not None):
            return []
        if not owner(g, src, _owner(g, ev.obj)) or not m(g, src, ev.obj):
            return []
        return [_occ(subject=ev.new_id, player=_owner(g, ev.obj))]
    return _Predicate(pattern, player=True)


# ---- "are put into exile from your graveyard", "... from your library and/or your graveyard" ----
_plain_put_into_exile = PREDICATES[A.PutIntoExile]


@predicate(A.PutIntoExile)
def _put_into_exile_from(pred, subj, env: Env):
    origin = pred.origin
    if isinstance(origin, A.FromZone):
        refs = [origin.zone]
    elif isinstance(origin, A.FromEitherZone):
        refs = [origin.first, origin.second]
    elif origin is None and _names_cards(subj):
        # "one or more cards are put into exile": from anywhere (406.3)
        return _Predicate(_put_into("exile", lambda g, src, p: True, _card_matcher(subj, env)), player=True)
    else:
        return _plain_put_into_exile(pred, subj, env)
    if _is_self(subj):
        raise Unrunnable(subj, "this card exiled from a zone")
    froms = [_zone(r, env) for r in refs]
    m = _card_matcher(subj, env)
    put = _put_into("exile", lambda g, src, p: True, m, from_zones=tuple(z for z, _ in froms))

    def pattern(g, ev, src):
        if not put(g, ev, src):
            return []
        # from that player's zone: the card's owner's (400.3)
        p = _owner(g, ev.obj)
        return [_occ(subject=ev.new_id, player=p)] if any(z == ev.from_zone and who(g, src, p)
                                                          for z, who in froms) else []
    return _Predicate(pattern, player=True)


# the kernel performs the moves of one instruction or cost together (Game.simultaneously): a
# mill, a surveil, "exile your graveyard", cards exiled for delve or a cost, "return all ..."
BATCHED.update({A.PutIntoZoneFromAnywhere, A.PutIntoZoneFromZone, A.LeavesZone, A.PutIntoExile})


# ---- "When a spell or ability an opponent controls causes you to discard this card" (701.9a) ----
def _opponents_spell_or_ability(subj) -> bool:
    """"a spell or ability an opponent controls"."""
    if not isinstance(subj, A.Quantified) or not isinstance(subj.quantifier, (A.ArticleA, A.ArticleAn)):
        return False
    flt = subj.filter
    words = sorted(w.name.name for g in flt.types.items if isinstance(g, A.TypeGroup) for w in g.words)
    sufs = flt.suffixes.items if flt.suffixes else ()
    return (words == ["ability", "spell"] and not (flt.adjectives and flt.adjectives.items) and len(sufs) == 1
            and isinstance(sufs[0], A.ControlledBy) and isinstance(sufs[0].player, A.QuantifiedPlayer)
            and getattr(sufs[0].player.noun, "name", "") == "opponent")


def _causer(g, ev):
    """The controller of the spell or ability whose instruction discarded the card: its source
    (the spell itself, or the ability's source, as it last existed: 113.8), else None (a cost
    paid or the cleanup discard, 514.1, has no such cause)."""
    cause = ev.cause
    if not isinstance(cause, int) or isinstance(cause, bool) or not (cause in g.objects or cause in g.lki):
        return None
    return g.chars(cause).controller


@predicate(A.CausesYouToDiscard)
def _causes_you_to_discard(pred, subj, env: Env):
    from .trigger_events import NOT_BATTLEFIELD, _hand_owner, _is_discard
    if not _opponents_spell_or_ability(subj):
        raise Unrunnable(subj, "this cause of a discard")

    def caused(g, ev):
        # 701.9a: discarded from its owner's hand by an instruction of a spell or ability that
        # an opponent of that player controls: "that player" is that opponent
        if not _is_discard(ev):
            return None
        p, by = _hand_owner(g, ev), _causer(g, ev)
        return (p, by) if p is not None and by is not None and by != p else None

    if _is_self(pred.card):
        def discarded_self(g, ev, src):
            who = caused(g, ev)
            if who is not None and ev.new_id == src.id:
                return [_occ(subject=ev.new_id, player=who[1])]
            return []
        # it triggers from the zone the card went to (the graveyard, or exile with madness)
        return _Predicate(discarded_self, zones=NOT_BATTLEFIELD, player=True)
    m = _card_matcher(pred.card, env)

    def discarded(g, ev, src):
        who = caused(g, ev)
        if who is not None and who[0] == src.controller and m(g, src, ev.obj):
            return [_occ(subject=ev.new_id, player=who[1])]
        return []
    return _Predicate(discarded, player=True)


# ---- "is returned to your hand", "leaves the battlefield without dying" (603.6c, 603.10a) --------
@predicate(A.ReturnedToHandEvent)
def _returned_to_hand(pred, subj, env: Env):
    from .triggers import _left_battlefield
    hand = pred.hand
    owner = hand.owner if isinstance(hand, A.ZoneRef) else None
    if isinstance(hand, A.ZoneRef) and _zone_word(hand) == "hand" and isinstance(owner, A.Your):
        yours = True          # "to your hand": a card goes to its owner's hand (400.3), yours
    elif (isinstance(hand, A.ZoneRef) and _zone_word(hand) == "hand" and isinstance(owner, A.ItsOwners)) or (
            isinstance(hand, A.BareZone) and getattr(hand.zone, "name", "") == "hand"):
        yours = False         # "to its owner's hand", "to hand"
    else:
        raise Unrunnable(hand, "being returned to this zone")
    # a permanent put into a hand from the battlefield: a leaves-the-battlefield trigger, matched
    # as it last existed there (603.10a)
    return _Predicate(_left_battlefield("hand", object_matcher(subj, env), owner_is_controller=yours))


@predicate(A.LeavesWithoutDying)
def _leaves_without_dying(pred, subj, env: Env):
    from .triggers import _left_battlefield
    left = _left_battlefield(None, object_matcher(subj, env))

    def pattern(g, ev, src):
        # 700.4: dying is a creature or planeswalker put into a graveyard from the battlefield
        if ev.kind != "zone_change" or (ev.to_zone == "graveyard" and ev.last_known is not None and (
                ev.last_known.is_creature or "Planeswalker" in ev.last_known.types)):
            return []
        return left(g, ev, src)
    return _Predicate(pattern)


BATCHED.update({A.ReturnedToHandEvent, A.LeavesWithoutDying})


# ---- "Whenever you surveil" (701.25d) -------------------------------------------------------------
@predicate(A.SurveilsEvent)
def _surveils(pred, subj, env: Env):
    from .triggers import player_matcher
    who = player_matcher(subj, env)

    def surveils(g, ev, src):
        # 701.25d: after the surveil is complete (the kernel's "surveil" marker); surveil 0 is
        # no surveil event (701.25c)
        if ev.kind == "marker" and ev.name == "surveil" and who(g, src, ev.data.get("player")):
            p = ev.data.get("player")
            return [_occ(subject=p, player=p)]
        return []
    return _Predicate(surveils, player=True)


# ---- "[event] during your turn" (603.2) -----------------------------------------------------------
def _event_during(node, env: Env):
    """"Whenever one or more cards leave your graveyard during your turn", "Whenever you gain life
    during your turn": the event, only while it is that player's turn (500: the active player's)."""
    from .trigger_events import _whose_turn
    from .triggers import _event
    pattern, zones = _event(A.Event(node.subject, (node.predicate,)), env)
    during = _whose_turn(node.turn, env)

    def in_turn(g, ev, src):
        return pattern(g, ev, src) if during(g, src) else []
    part = _Predicate(in_turn, zones=zones)
    part.bound = True      # the event's pronouns are bound already (triggers._event)
    return part


EVENT_KINDS[A.EventDuring] = _event_during
