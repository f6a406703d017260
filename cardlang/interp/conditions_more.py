"""More conditions (CR 608.2c: checked as the instruction is reached; 603.4 for an
intervening "if"; 611.2b / 604.2 for "as long as"), registered into
``sentences.CONDITIONS``:

* about the game now: "if there are seven or more cards in your graveyard",
  "as long as you control this creature", "A or B", "if X is 5 or more", "as long as
  your devotion to black is less than five";
* about the past: "if it was a Human" (last known information, 608.2h);
* about this turn: "if a creature died this turn", "if you attacked this turn",
  "if another creature entered the battlefield under your control this turn", "if a
  permanent left the battlefield under your control this turn", "as long as you've
  drawn two or more cards this turn".  These read the kernel's record of the events
  that happened this turn (``game.events_this_turn``): nothing is guessed from the
  state now.
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .conditions import objects_count
from .registry import Env, Unrunnable
from .sentences import CONDITIONS, condition
from .targets import COMPARISONS, amount, filter_pred, resolver

CARD_ZONES = ("hand", "graveyard", "library", "exile")


def _register(cls):
    def deco(fn):
        CONDITIONS[cls] = fn
        return fn
    return deco


def _is_self(node) -> bool:
    return isinstance(node, (A.SelfThis, A.SelfByName))


def _you(player, env: Env):
    """The player of "you attacked", "you control": the ability's controller."""
    if isinstance(player, A.You):
        return lambda g, c: c.controller
    raise Unrunnable(player, "this player in a condition")


# ---- the game now ---------------------------------------------------------------------
def _in_a_zone(flt) -> bool:
    return any(isinstance(s, (A.InZone, A.FromZone)) for s in (flt.suffixes.items if flt.suffixes else ()))


@_register(A.ThereAreCondition)
def there_are(node, env: Env):
    """"there are seven or more cards in your graveyard", "there are four or more
    creatures on the battlefield", "there's a Lesson card in your graveyard": the
    objects counted where the filter says (a zone's cards, or permanents)."""
    objects = node.objects
    flt = getattr(objects, "filter", None)
    if not isinstance(flt, A.Filter):
        raise Unrunnable(objects, "counting these objects")
    from .targets import _single_zone
    if _single_zone(flt) and isinstance(objects, A.CountedOrMore):
        # "ten or more cards in a single graveyard": that many in one player's zone (CR 404.1:
        # each player has a graveyard of their own)
        env.data["single_zone"] = True
        try:
            pred, test = objects_count(objects, env)
        finally:
            env.data.pop("single_zone", None)

        def in_one(g, c):
            per: dict = {}
            for i, o in list(g.objects.items()):
                if o.zone in CARD_ZONES and pred(g, c, i):
                    per[o.owner] = per.get(o.owner, 0) + 1
            return any(test(g, c, k) for k in per.values())
        return in_one
    pred, test = objects_count(objects, env)
    if _in_a_zone(flt):
        def candidates(g):
            return [i for i, o in list(g.objects.items()) if o.zone in CARD_ZONES]
    else:
        _, kind = filter_pred(flt, env)
        if kind != "permanent":
            raise Unrunnable(objects, f"counting {kind}s")
        candidates = lambda g: g.battlefield()   # noqa: E731
    return lambda g, c: test(g, c, sum(1 for i in candidates(g) if pred(g, c, i)))


@_register(A.ControlsSelfCondition)
def controls_self(node, env: Env):
    """"for as long as you control this creature" (611.2b): this object is still on the
    battlefield (a new object after a zone change, 400.7) under the ability's controller."""
    if not _is_self(node.self_ref):
        raise Unrunnable(node.self_ref, "controlling another object")
    who = _you(node.player, env)

    def cond(g, c):
        o = g.objects.get(c.source)
        return o is not None and o.zone == "battlefield" and g.chars(c.source).controller == who(g, c)
    return cond


@_register(A.EitherCondition)
def either(node, env: Env):
    """"if you control a Desert or there is a Desert card in your graveyard": one, the
    other, or both."""
    first, second = condition(node.first, env), condition(node.second, env)
    return lambda g, c: bool(first(g, c)) or bool(second(g, c))


@_register(A.QuantityCondition)
def quantity(node, env: Env):
    """"if X is 5 or more" (107.3), "as long as your devotion to black is less than
    five" (700.5): the number compared when the condition is checked."""
    value = amount(node.quantity, env)
    cmp = node.comparison
    test = COMPARISONS.get(type(cmp))
    if test is None:
        raise Unrunnable(cmp, f"the comparison {type(cmp).__name__}")
    bound = getattr(cmp, "amount", None) or getattr(cmp, "value", None)
    if bound is None:
        raise Unrunnable(cmp, "a comparison without a number")
    n = amount(bound, env)
    return lambda g, c: test(value(g, c) or 0, n(g, c))


# ---- the past: "if it was a Human" (608.2h) ----------------------------------------------
@_register(A.WasACondition)
def was_a(node, env: Env):
    """"if it was a Human", "if that land was a snow land", "if the discarded card was a
    land card": the object as it last existed (608.2h: last known information), or as it
    last existed on the battlefield for a leaves-the-battlefield trigger (603.10a)."""
    from .triggers import left_battlefield_as
    who = resolver(node.subject, env)
    pred, _ = filter_pred(node.filter, env)

    def cond(g, c):
        ids = list(who(g, c))
        left = left_battlefield_as(c, ids)
        if left is not None:
            ids = [left]
        return any((i in g.objects or i in g.lki) and pred(g, c, i) for i in ids)
    return cond


# ---- this turn (the kernel's record of this turn's events) ---------------------------------
def _entered_ids(ev) -> list:
    """The permanents an event put onto the battlefield, with the player each entered
    under the control of (a token: its creator's control, 111.2)."""
    if ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id is not None:
        return [ev.new_id]
    if ev.kind == "create_token":
        return list(ev.created)
    return []


def _entered_under(ev, g, i):
    if ev.kind == "create_token":
        return ev.controller
    return ev.controller if ev.controller is not None else g.chars(i).owner if (i in g.objects or i in g.lki) else None


@_register(A.DiedThisTurnCondition)
def died_this_turn(node, env: Env):
    """"if a creature died this turn", "if three or more creatures died this turn"
    (700.4: put into a graveyard from the battlefield), each matched as it last existed
    on the battlefield (603.10a)."""
    pred, test = objects_count(node.subject, env)

    def cond(g, c):
        k = sum(1 for e in g.events_this_turn("zone_change")
                if e.from_zone == "battlefield" and e.to_zone == "graveyard" and e.new_id is not None
                and pred(g, c, e.obj))
        return test(g, c, k)
    return cond


@_register(A.AttackedThisTurnCondition)
def attacked_this_turn(node, env: Env):
    """"if you attacked this turn" (raid): you declared one or more attackers this turn
    (508.1; only the active player declares attackers, 506.2)."""
    who = _you(node.player, env)
    return lambda g, c: attacked_this_turn_by(g, who(g, c))


def attacked_this_turn_by(g, p) -> bool:
    """Player ``p`` declared one or more attackers this turn (508.1; only the active player
    declares attackers, 506.2)."""
    return g.active_player == p and any(e.data.get("attackers") for e in g.events_this_turn("attackers_declared"))


@_register(A.EnteredThisTurnCondition)
def entered_this_turn(node, env: Env):
    """"if this land entered this turn", "if another creature entered the battlefield
    under your control this turn" (603.6a: the permanents as they entered)."""
    how = node.how
    if how is not None and not (isinstance(how, A.EntersUnderControl) and isinstance(how.player, A.Your)):
        raise Unrunnable(how, "entering this way")
    if _is_self(node.subject):
        if how is not None:
            raise Unrunnable(how, "this object entering this way")
        # the same object: one that entered the battlefield this turn (400.7: a new object each time)
        return lambda g, c: any(c.source in _entered_ids(e) for e in g.events_this_turn())
    pred, test = objects_count(node.subject, env)

    def cond(g, c):
        k = 0
        for e in g.events_this_turn():
            for i in _entered_ids(e):
                if (i in g.objects or i in g.lki) and pred(g, c, i) and (
                        how is None or _entered_under(e, g, i) == c.controller):
                    k += 1
        return test(g, c, k)
    return cond


@_register(A.LeftBattlefieldThisTurn)
def left_battlefield_this_turn(node, env: Env):
    """"if a permanent left the battlefield under your control this turn" (revolt): any
    zone change from the battlefield this turn, matched on the permanent as it last
    existed there (603.10a), controlled by you then."""
    under = node.under
    if under is not None and not (isinstance(under, A.UnderControl) and isinstance(under.player, (A.Your, A.You))):
        raise Unrunnable(under, "leaving under this player's control")
    pred, test = objects_count(node.object, env)

    def cond(g, c):
        k = sum(1 for e in g.events_this_turn("zone_change")
                if e.from_zone == "battlefield" and e.last_known is not None and pred(g, c, e.obj)
                and (under is None or e.last_known.controller == c.controller))
        return test(g, c, k)
    return cond


# ---- "you've ... this turn" ----------------------------------------------------------------
DEEDS: dict = {}


def _deed(cls):
    def deco(fn):
        DEEDS[cls] = fn
        return fn
    return deco


@_register(A.YouDidThisTurn)
def you_did_this_turn(node, env: Env):
    fn = DEEDS.get(type(node.deed))
    if fn is None:
        raise Unrunnable(node.deed, f"the deed {type(node.deed).__name__}")
    return fn(node.deed, env)


@_deed(A.DrewOrMore)
def _drew(deed, env):
    """"you've drawn two or more cards this turn" (121.1: a draw from an empty library
    draws nothing, 121.4)."""
    n = amount(deed.amount, env)
    return lambda g, c: sum(1 for e in g.events_this_turn("draw")
                            if e.player == c.controller and e.drawn is not None) >= n(g, c)


@_deed(A.DiscardedDeed)
def _discarded(deed, env):
    """"you've discarded a card this turn" (701.9a: from your hand)."""
    pred, test = objects_count(deed.what, env)

    def cond(g, c):
        k = sum(1 for e in g.events_this_turn("zone_change")
                if e.reason == "discard" and e.from_zone == "hand" and e.obj in g.lki
                and g.lki[e.obj][0].owner == c.controller and pred(g, c, e.obj))
        return test(g, c, k)
    return cond


@_deed(A.SacrificedDeed)
def _sacrificed(deed, env):
    """"you've sacrificed an artifact this turn" (701.21a: its controller sacrifices it)."""
    pred, test = objects_count(deed.what, env)

    def cond(g, c):
        k = sum(1 for e in g.events_this_turn("zone_change")
                if e.reason == "sacrifice" and e.last_known is not None
                and e.last_known.controller == c.controller and pred(g, c, e.obj))
        return test(g, c, k)
    return cond


@_deed(A.GainedLifeDeed)
def _gained(deed, env):
    # 119.9: a life gain event of one or more life
    return lambda g, c: any(e.player == c.controller and e.amount > 0 for e in g.events_this_turn("gain_life"))


@_deed(A.GainedLifeOrMoreDeed)
def _gained_or_more(deed, env):
    """"you've gained 3 or more life this turn": the total of this turn's life gains."""
    n = amount(deed.amount, env)
    return lambda g, c: sum(e.amount for e in g.events_this_turn("gain_life") if e.player == c.controller) >= n(g, c)


@_deed(A.LostLifeDeed)
def _lost(deed, env):
    # 119.3, 120.3a: damage to a player makes them lose that much life
    return lambda g, c: g.players[c.controller].life_lost_this_turn > 0


@_deed(A.SurveilledDeed)
def _surveilled(deed, env):
    # 701.25: the kernel marks each surveil
    return lambda g, c: any(e.data.get("player") == c.controller for e in g.events_this_turn("surveil"))


# ---- "if {W}{W} was spent to cast it" (CR 601.2h) ----------------------------------------
@_register(A.ManaSpentCondition)
def mana_spent(node, env: Env):
    """"if {G} was spent to cast this spell", "if {W}{W} was spent to cast it": at least that
    much mana of each of those types was spent to cast the spell (or the permanent it
    became, 400.7d; a permanent that wasn't cast had none spent)."""
    from collections import Counter
    from .quantities import _about_this_spell, _spent
    _about_this_spell(node.spell)
    symbols = getattr(node.mana, "symbols", None)
    if not symbols:
        raise Unrunnable(node.mana, "this mana")
    need = Counter()
    for s in symbols:
        letter = s.symbol.upper()
        if letter not in ("W", "U", "B", "R", "G", "C"):
            raise Unrunnable(s, f"mana spent of the kind {{{s.symbol}}}")
        need[letter] += 1

    def cond(g, c):
        have = Counter(_spent(g, c.source))
        return all(have[k] >= n for k, n in need.items())
    return cond


# ---- "if it targets a tapped creature" (CR 115.1, 601.2f) --------------------------------------
@_register(A.TargetsCondition)
def targets_condition(node, env: Env):
    """"This spell costs {2} less to cast if it targets an attacking creature": this spell's
    targets, chosen before its total cost is determined (601.2c, then 601.2f)."""
    spell = node.spell
    if not (_is_self(spell) or (isinstance(spell, A.It) and env.it is None)):
        raise Unrunnable(spell, "the targets of another spell or ability")
    target = node.target
    if not (isinstance(target, A.Quantified) and isinstance(target.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(target, "targeting this")
    pred, _ = filter_pred(target.filter, env)
    return lambda g, c: any(t is not None and (t in g.objects or t in g.players) and pred(g, c, t)
                            for t in c.targets)


# ---- "if that creature's power is 0 or less", "if its mana value is 2 or less" (CR 208, 202.3) --
@_register(A.StatCondition)
def stat_condition(node, env: Env):
    """The object's power, toughness or mana value compared as the condition is checked;
    one that has left its zone as it last existed (608.2h).  No such object, or a power
    it doesn't have (a noncreature), doesn't satisfy it."""
    from .targets import _stat_value
    stat_node = node.stat
    if isinstance(stat_node, A.ItsStat):
        of = env.data.get("its") or env.it
        if of is None:
            raise Unrunnable(stat_node, "'its' with nothing to refer to")
    elif isinstance(stat_node, A.RefStat):
        of = resolver(stat_node.of, env)
    else:
        raise Unrunnable(stat_node, f"the characteristic {type(stat_node).__name__}")
    stat = stat_node.stat
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, f"the characteristic {type(stat).__name__}")
    cmp = node.comparison
    test = COMPARISONS.get(type(cmp))
    bound = getattr(cmp, "amount", None) or getattr(cmp, "value", None)
    if test is None or bound is None:
        raise Unrunnable(cmp, f"the comparison {type(cmp).__name__}")
    n = amount(bound, env)

    def has_stat(g, i):
        if isinstance(stat, A.ManaValue):
            return True
        ch = g.chars(i) if (i in g.objects or i in g.lki) else None
        v = None if ch is None else (ch.power if isinstance(stat, A.Power) else ch.toughness)
        return isinstance(v, int)

    def cond(g, c):
        ids = [i for i in of(g, c) if i is not None and i not in g.players and (i in g.objects or i in g.lki)]
        if not ids or not has_stat(g, ids[0]):
            return False
        return test(_stat_value(g, ids[0], stat), n(g, c))
    return cond


# ---- more conditions on objects and players now -------------------------------------------
def _objects_of(node, env: Env):
    if _is_self(node):
        return lambda g, c: [c.source] if c.source is not None else []
    return resolver(node, env)


@_register(A.ItIsCondition)
def it_is(node, env: Env):
    """"if it's red", "as long as it's untapped": the object "it" names has the quality now."""
    from .targets import _adjective_pred
    if env.it is None:
        raise Unrunnable(node, "'it' with nothing to refer to")
    it = env.it
    quality = _adjective_pred(node.quality, env)
    return lambda g, c: any(i in g.objects and quality(g, c, i) for i in it(g, c))


@_register(A.IsColorCondition)
def is_color(node, env: Env):
    """"if that permanent is green" (105.2: its color now)."""
    from .targets import _adjective_pred
    of = _objects_of(node.subject, env)
    if not isinstance(node.color, (A.ColorAdjective, A.EitherColor)):
        raise Unrunnable(node.color, "this color")
    colored = _adjective_pred(node.color, env)
    return lambda g, c: any((i in g.objects or i in g.lki) and colored(g, c, i) for i in of(g, c))


@_register(A.IsUntappedCondition)
def is_untapped(node, env: Env):
    of = _objects_of(node.subject, env)
    return lambda g, c: any(i in g.objects and not g.objects[i].tapped for i in of(g, c))


@_register(A.IsTappedCondition)
def is_tapped(node, env: Env):
    """"if this creature is tapped" (survival; CR 110.5: a permanent's tapped status), of a
    permanent on the battlefield now."""
    of = _objects_of(node.subject, env)
    return lambda g, c: any(i in g.objects and g.objects[i].zone == "battlefield" and g.objects[i].tapped
                            for i in of(g, c))


@_register(A.IsEquippedCondition)
def is_equipped(node, env: Env):
    """"as long as this creature is equipped" (301.5): an Equipment is attached to it."""
    of = _objects_of(node.subject, env)

    def cond(g, c):
        ids = set(of(g, c))
        return any(g.objects[e].attached_to in ids and "Equipment" in g.chars(e).subtypes
                   for e in g.battlefield())
    return cond


def _counter_condition(subject_of, amount_node, kind_node, env: Env):
    from .counters import counter_name
    kind = counter_name(kind_node)
    n = amount(amount_node, env)
    return lambda g, c: any(i in g.objects and g.objects[i].counters.get(kind, 0) >= n(g, c)
                            for i in subject_of(g, c))


@_register(A.HasCountersOnOrMore)
def has_counters_or_more(node, env: Env):
    """"as long as this creature has four or more oil counters on it" (122.1)."""
    return _counter_condition(_objects_of(node.subject, env), node.amount, node.kind, env)


@_register(A.CountersOnCondition)
def counters_on(node, env: Env):
    """"if there are three or more brick counters on this artifact" (122.1)."""
    return _counter_condition(_objects_of(node.on, env), node.amount, node.kind, env)


def _players(node, env: Env):
    """"you", "an opponent", "that player", "defending player" -> resolver of players."""
    if isinstance(node, A.Quantified) and isinstance(node.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(node.filter, env)
        if kind != "player":
            raise Unrunnable(node, "this player")
        return lambda g, c: [p for p in g.order if not g.players[p].lost and pred(g, c, p)]
    return resolver(node, env)


def controlled_count(g, c, p, pred) -> int:
    """How many permanents player ``p`` controls that ``pred`` admits (CR 108.4)."""
    return sum(1 for i in g.battlefield() if g.chars(i).controller == p and pred(g, c, i))


@_register(A.ControlsMoreThan)
def controls_more_than(node, env: Env):
    """"if an opponent controls more lands than you" (109.4): one of the first players
    controls more such permanents than every one of the others."""
    first, others = _players(node.player, env), _players(node.other, env)
    pred, kind = filter_pred(node.filter, env)
    if kind != "permanent":
        raise Unrunnable(node.filter, "counting these objects")

    def count(g, c, p):
        return controlled_count(g, c, p, pred)

    def cond(g, c):
        rest = [q for q in others(g, c) if q in g.players]
        return any(p in g.players and all(count(g, c, p) > count(g, c, q) for q in rest if q != p)
                   for p in first(g, c)) and bool(rest)
    return cond


@_register(A.MoreCardsInZoneThan)
def more_cards_in_zone_than(node, env: Env):
    """"if an opponent has more cards in hand than you" (402: the cards in a hand)."""
    zone = getattr(node.zone, "name", "")
    if zone not in ("hand", "graveyard", "library"):
        raise Unrunnable(node.zone, "this zone")
    first, others = _players(node.player, env), _players(node.other, env)

    def n(g, p):
        return len(g.zones[f"{zone}:{p}"])

    def cond(g, c):
        rest = [q for q in others(g, c) if q in g.players]
        return bool(rest) and any(p in g.players and all(n(g, p) > n(g, q) for q in rest if q != p)
                                  for p in first(g, c))
    return cond


@_register(A.IfDoesnt)
def if_doesnt(node, env: Env):
    """"If you don't, ..." after "you may ...": the player chose not to (609.3)."""
    if not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "another player not doing it")
    return lambda g, c: c.data.get("did") is False


# ---- this turn, more -------------------------------------------------------------------------
@_register(A.GainedLifeThisTurnCondition)
def gained_life_this_turn(node, env: Env):
    """"if you gained life this turn" (119.9: a life gain event this turn)."""
    who = _players(node.player, env)
    return lambda g, c: any(e.amount > 0 and e.player in who(g, c) for e in g.events_this_turn("gain_life"))


@_register(A.CastThisTurnCondition)
def cast_this_turn(node, env: Env):
    """"if you've cast another instant or sorcery spell this turn", "three or more ...":
    the spells you cast this turn (601.2i), each as it was on the stack (608.2h);
    "another" leaves out this spell."""
    pred, test = objects_count(node.spells, env)

    def cond(g, c):
        k = sum(1 for e in g.events_this_turn("spell_cast")
                if e.data.get("controller") == c.controller and e.data.get("spell") is not None
                and (e.data["spell"] in g.objects or e.data["spell"] in g.lki) and pred(g, c, e.data["spell"]))
        return test(g, c, k)
    return cond


@_register(A.HadEnterThisTurnCondition)
def had_enter_this_turn(node, env: Env):
    """"if you had a land enter the battlefield under your control this turn" (603.6a)."""
    if not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "another player")
    return entered_this_turn(A.EnteredThisTurnCondition(node.subject, A.EntersUnderControl(A.Your())), env)


# ---- "if creatures you control have total power 8 or greater" (formidable), "if it has mana
# value 3 or less" (CR 208, 202.3) -------------------------------------------------------------
TOTALS = {A.TotalPower: A.Power(), A.TotalToughness: A.Toughness(), A.TotalManaValue: A.ManaValue()}


@_register(A.HaveStatCondition)
def have_stat(node, env: Env):
    from .quantities import objects_among
    stat, cmp = node.stat, node.comparison
    test = COMPARISONS.get(type(cmp))
    bound = getattr(cmp, "amount", None) or getattr(cmp, "value", None)
    if test is None or bound is None:
        raise Unrunnable(cmp, f"the comparison {type(cmp).__name__}")
    n = amount(bound, env)
    if type(stat) in TOTALS:
        # the sum over the objects as they are now (an object without power adds nothing)
        from .targets import _stat_value
        each = TOTALS[type(stat)]
        objs = objects_among(node.objects, env)
        return lambda g, c: test(sum(_stat_value(g, i, each) for i in objs(g, c)), n(g, c))
    if isinstance(stat, (A.Power, A.Toughness, A.ManaValue)):
        # "if it has mana value 3 or less": that object's value (as a stat condition)
        if isinstance(node.objects, A.It):
            ref = A.ItsStat(stat)
        else:
            ref = A.RefStat(node.objects, stat)
        return stat_condition(A.StatCondition(ref, cmp), env)
    raise Unrunnable(stat, f"the characteristic {type(stat).__name__}")


@_register(A.WarpedThisTurn)
def warped_this_turn(node, env: Env):
    """"if a spell was warped this turn" (702.185: cast for its warp cost): a spell cast this
    turn with that alternative cost (the cast is remembered by the spell and what it became,
    400.7d)."""
    from cardlang.kernel.casting import cast_with_alternative
    spell = node.spell
    if not (isinstance(spell, A.Quantified) and isinstance(spell.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(spell, "this spell")
    pred, _ = filter_pred(spell.filter, env)
    return lambda g, c: any(
        cast_with_alternative(g, e.data.get("spell"), "warp")
        for e in g.events_this_turn("spell_cast")
        if e.data.get("spell") is not None and (e.data["spell"] in g.objects or e.data["spell"] in g.lki)
        and pred(g, c, e.data["spell"]))


@_register(A.NthResolutionThisTurn)
def nth_resolution_this_turn(node, env: Env):
    """"If this is the second time this ability has resolved this turn" (counted for this
    object's ability by the kernel as each resolution begins, 608.2)."""
    from .trigger_events import ORDINALS
    n = ORDINALS.get(type(node.ordinal))
    if n is None:
        raise Unrunnable(node.ordinal, "this ordinal")

    def cond(g, c):
        item = c.stack_item
        if item is None:
            return False
        return g.resolutions_this_turn.get((item.source, id(item.ability)), 0) == n
    return cond


# ---- players: counters, cards in a zone, life, opponents (CR 122.1, 402, 119, 102.1) -----------
def _count_ok(node_amount, env: Env, more: bool):
    n = amount(node_amount, env)
    return (lambda g, c, k: k >= n(g, c)) if more else (lambda g, c, k: k <= n(g, c))


@_register(A.HasCountersOrMore)
def player_has_counters(node, env: Env):
    """"if its controller has three or more poison counters" (122.1: a player's counters)."""
    from .counters import counter_name
    who = _players(node.player, env)
    kind = counter_name(node.kind)
    ok = _count_ok(node.amount, env, True)
    return lambda g, c: any(p in g.players and ok(g, c, g.players[p].counters.get(kind, 0)) for p in who(g, c))


def _cards_in_zone(node, env: Env, more: bool):
    zone = getattr(node.zone, "name", "")
    if zone not in ("hand", "graveyard", "library"):
        raise Unrunnable(node.zone, "this zone")
    who = _players(node.player, env)
    ok = _count_ok(node.amount, env, more)
    return lambda g, c: any(p in g.players and ok(g, c, len(g.zones[f"{zone}:{p}"])) for p in who(g, c))


@_register(A.CardsInZoneOrMore)
def cards_in_zone_or_more(node, env: Env):
    """"if you have seven or more cards in hand"."""
    return _cards_in_zone(node, env, True)


@_register(A.CardsInZoneOrFewer)
def cards_in_zone_or_fewer(node, env: Env):
    """"if that player has one or fewer cards in hand"."""
    return _cards_in_zone(node, env, False)


@_register(A.YouAreMonarch)
def you_are_monarch(node, env: Env):
    """"if you're the monarch" (724.1)."""
    return lambda g, c: bool(getattr(g.players[c.controller], "monarch", False))


@_register(A.HasPlayersOrMore)
def has_players_or_more(node, env: Env):
    """"if you have two or more opponents" (102.1: the players still in the game)."""
    if not isinstance(node.player, A.You) or getattr(node.kind, "name", "") != "opponent":
        raise Unrunnable(node, "counting these players")
    ok = _count_ok(node.amount, env, True)
    return lambda g, c: ok(g, c, len(g.opponents(c.controller)))


@_register(A.MoreLifeThan)
def more_life_than(node, env: Env):
    """"if an opponent has more life than you" (119: life totals compared now)."""
    first, others = _players(node.player, env), _players(node.other, env)

    def cond(g, c):
        rest = [q for q in others(g, c) if q in g.players]
        return bool(rest) and any(p in g.players and all(g.players[p].life > g.players[q].life for q in rest if q != p)
                                  for p in first(g, c))
    return cond


@_register(A.LifeOrMoreCondition)
def life_or_more(node, env: Env):
    """"if you have 25 or more life" (119)."""
    who = _players(node.player, env)
    n = amount(node.amount, env)
    return lambda g, c: any(p in g.players and g.players[p].life >= n(g, c) for p in who(g, c))


@_register(A.LostLifeThisTurnCondition)
def lost_life_this_turn(node, env: Env):
    """"if an opponent lost life this turn" (119.3: damage to a player is life lost too)."""
    who = _players(node.player, env)
    return lambda g, c: any(p in g.players and g.players[p].life_lost_this_turn > 0 for p in who(g, c))


@_register(A.GainedLifeOrMoreThisTurn)
def gained_life_or_more_this_turn(node, env: Env):
    """"if you gained 4 or more life this turn": the total of this turn's life gains (119.9)."""
    who = _players(node.player, env)
    n = amount(node.amount, env)
    return lambda g, c: any(sum(e.amount for e in g.events_this_turn("gain_life") if e.player == p) >= n(g, c)
                            for p in who(g, c) if p in g.players)


@_deed(A.CommittedCrime)
def _committed_crime(deed, env):
    """"you've committed a crime this turn" (700.13): a spell or ability you controlled
    targeted an opponent, anything they control or a card in their graveyard this turn.
    Judged from each becomes-the-target marker of this turn with the objects as they are now:
    a target that has since changed zones or controller is judged as it is now."""
    raise Unrunnable(deed, "a crime committed earlier this turn (the targets as they were then)")


# ---- objects: attacking, enchanted, on the battlefield, not a ..., control none -----------------
@_register(A.ItsAttacking)
def its_attacking(node, env: Env):
    """"as long as it's attacking" (506.4)."""
    if env.it is None:
        raise Unrunnable(node, "'it' with nothing to refer to")
    it = env.it
    return lambda g, c: g.combat is not None and any(i in g.combat.attackers for i in it(g, c))


@_register(A.IsAttackingCondition)
def is_attacking(node, env: Env):
    of = _objects_of(node.subject, env)
    return lambda g, c: g.combat is not None and any(i in g.combat.attackers for i in of(g, c))


def _enchanted(g, ids) -> bool:
    """303.4: an Aura is attached to it."""
    return any(g.objects[a].attached_to in ids and "Aura" in g.chars(a).subtypes for a in g.battlefield())


@_register(A.IsEnchantedCondition)
def is_enchanted(node, env: Env):
    of = _objects_of(node.subject, env)
    return lambda g, c: _enchanted(g, set(of(g, c)))


@_register(A.ItIsEnchanted)
def it_is_enchanted(node, env: Env):
    if env.it is None:
        raise Unrunnable(node, "'it' with nothing to refer to")
    it = env.it
    return lambda g, c: _enchanted(g, set(it(g, c)))


@_register(A.OnBattlefieldCondition)
def on_battlefield(node, env: Env):
    """"if Durkwood Tracker is on the battlefield" (400.1; the same object, 400.7)."""
    of = _objects_of(node.object, env)
    return lambda g, c: any(i in g.objects and g.objects[i].zone == "battlefield" for i in of(g, c))


@_register(A.IsNotACondition)
def is_not_a(node, env: Env):
    """"if it isn't a land card": the object doesn't match (its characteristics now, or as it
    last existed, 608.2h)."""
    of = _objects_of(node.subject, env)
    pred, _ = filter_pred(node.filter, env)
    return lambda g, c: any((i in g.objects or i in g.lki) and not pred(g, c, i) for i in of(g, c))


@_register(A.DoesntControlCondition)
def doesnt_control(node, env: Env):
    """"if you don't control a Human" (109.4)."""
    from .conditions import controls_objects
    controls = controls_objects(A.ControlsObjectsCondition(node.player, node.objects), env)
    return lambda g, c: not controls(g, c)


@_register(A.StatWasCondition)
def stat_was(node, env: Env):
    """"if its mana value was 3 or less" (608.2h: as it last existed)."""
    return stat_condition(A.StatCondition(node.stat, node.comparison), env)


# ---- how the spell was cast (601.2, 400.7d) ---------------------------------------------------
@_register(A.ManaAmountSpentCondition)
def mana_amount_spent(node, env: Env):
    """"if five or more mana was spent to cast that spell" (601.2h)."""
    from .quantities import _spent
    of = _objects_of(node.spell, env) if not isinstance(node.spell, A.It) or env.it is not None else \
        (lambda g, c: [c.source])
    n = amount(node.amount, env)
    return lambda g, c: any(len(_spent(g, i)) >= n(g, c) for i in of(g, c) if i is not None)


@_register(A.YouCastItCondition)
def you_cast_it(node, env: Env):
    """"if you cast it": the permanent was a spell you cast (not put onto the battlefield);
    the cast is remembered by what it became (400.7d), and it entered under its caster's
    control (608.3)."""
    from cardlang.kernel.casting import cast_info
    obj = node.object
    if _is_self(obj) or (isinstance(obj, A.It) and env.it is None):
        of = lambda g, c: [c.source]   # noqa: E731
    elif isinstance(obj, A.It):
        of = env.it
    else:
        raise Unrunnable(obj, "another object having been cast")
    return lambda g, c: any(i in g.objects and bool(cast_info(g, i)) and g.chars(i).controller == c.controller
                            for i in of(g, c))


@_register(A.CastFromCondition)
def cast_from(node, env: Env):
    """"if you cast it from your hand" (601.2a: the zone the spell was cast from, remembered by
    the permanent it became, 400.7d; it entered under its caster's control, 608.3)."""
    from cardlang.kernel.casting import cast_info
    zone = getattr(node.zone, "name", None) or getattr(getattr(node.zone, "zone", None), "name", None)
    if zone not in ("hand", "graveyard", "exile", "library"):
        raise Unrunnable(node.zone, "this zone")
    return lambda g, c: (c.source in g.objects and cast_info(g, c.source).get("from_zone") == zone
                         and g.chars(c.source).controller == c.controller)


@_register(A.HadCounterCondition)
def had_counter(node, env: Env):
    """"if it had a -1/-1 counter on it": as it last existed (608.2h); in a leaves-the-battlefield
    trigger, the permanent that left (603.10a)."""
    from .counters import counter_name
    from .triggers import left_battlefield_as
    kind = counter_name(node.kind)
    holder = node.holder
    if _is_self(holder) or (isinstance(holder, A.It) and env.it is None):
        of = lambda g, c: [c.source]   # noqa: E731
    else:
        of = resolver(holder, env)

    def cond(g, c):
        ids = list(of(g, c))
        left = left_battlefield_as(c, ids)
        if left is not None:
            ids = [left]
        for i in ids:
            o = g.lki[i][0] if i in g.lki and i not in g.objects else g.objects.get(i)
            if o is not None and o.counters.get(kind, 0) > 0:
                return True
        return False
    return cond


def _this_spell_or_it(node, env: Env):
    if _is_self(node) or (isinstance(node, A.It) and env.it is None):
        return lambda g, c: [c.source]
    if isinstance(node, A.It):
        return env.it
    raise Unrunnable(node, "another spell")


@_register(A.WasCastFrom)
def was_cast_from(node, env: Env):
    """"if this spell was cast from a graveyard", "if it was cast from your graveyard" (601.2a:
    the zone it was cast from, remembered with the cast, 400.7d)."""
    from cardlang.kernel.casting import cast_info
    of = _this_spell_or_it(node.spell, env)
    zone_ref = node.zone
    zone = getattr(getattr(zone_ref, "zone", None), "name", None) or getattr(zone_ref, "name", None)
    if zone not in ("hand", "graveyard", "exile", "library"):
        raise Unrunnable(zone_ref, "this zone")
    owner = getattr(zone_ref, "owner", None)
    if owner is not None and not isinstance(owner, (A.Your, A.APlayers)):
        raise Unrunnable(owner, "this zone's owner")

    def cond(g, c):
        for i in of(g, c):
            info = cast_info(g, i)
            o = g.objects.get(i) or (g.lki[i][0] if i in g.lki else None)
            # a card is cast from its owner's zone: "your graveyard" -- a card you own
            if info.get("from_zone") == zone and o is not None and (not isinstance(owner, A.Your) or o.owner == c.controller):
                return True
        return False
    return cond


@_register(A.CastDuringCondition)
def cast_during(node, env: Env):
    """"If you cast this spell during your main phase" (addendum, 505.1: the precombat or
    postcombat main phase of your own turn), as remembered with the cast."""
    from cardlang.kernel.casting import cast_info
    of = _this_spell_or_it(node.spell, env)
    step = node.step
    if not (isinstance(step, A.StepOf) and isinstance(step.owner, A.Your)
            and getattr(step.step, "name", "") in ("main phase",)):
        raise Unrunnable(step, "casting during this step")
    return lambda g, c: any(cast_info(g, i).get("step") in ("main1", "main2")
                            and cast_info(g, i).get("active") == c.controller for i in of(g, c))

