"""Conditions about the game state ("if you control three or more creature
tokens", "as long as an opponent controls a creature"): each compiles to a
predicate ``cond(game, ctx) -> bool`` checked when the rules say (CR 603.4 for
an intervening "if", 611.2b/604.2 for "as long as").  Registered into
``sentences.CONDITIONS``."""
from __future__ import annotations

from cardlang.kernel import Context
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable
from .sentences import CONDITIONS
from .targets import amount, filter_pred, resolver


def objects_count(objects, env: Env):
    """A counted object phrase -> (filter predicate, test on the count).
    "three or more creature tokens", "two or fewer lands", "a creature"."""
    if isinstance(objects, A.CountedOrMore):
        n = amount(objects.amount, env)
        pred, _ = filter_pred(objects.filter, env)
        return pred, lambda g, c, k: k >= n(g, c)
    if isinstance(objects, A.CountedOrFewer):
        n = amount(objects.amount, env)
        pred, _ = filter_pred(objects.filter, env)
        return pred, lambda g, c, k: k <= n(g, c)
    if isinstance(objects, A.Quantified) and isinstance(objects.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, _ = filter_pred(objects.filter, env)
        return pred, lambda g, c, k: k >= 1
    if isinstance(objects, A.Quantified) and isinstance(objects.quantifier, A.Another):
        p, _ = filter_pred(objects.filter, env)
        return (lambda g, c, i: i != c.source and p(g, c, i)), (lambda g, c, k: k >= 1)
    if isinstance(objects, A.TheDescribed):
        from .refs_back import described_count     # "the creature with the greatest power or tied ..."
        return described_count(objects, env)
    raise Unrunnable(objects, f"counting {type(objects).__name__}")


def condition_players(ref, env: Env):
    """The players a condition asks about: "you", "that player", and "an opponent" / "a
    player" -- every such player, the condition being true if it is true for one of them."""
    if isinstance(ref, A.Quantified) and isinstance(ref.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(ref.filter, env)
        if kind == "player":
            return lambda g, c: [p for p in g.order if not g.players[p].lost and pred(g, c, p)]
    return resolver(ref, env)


def controls_objects(node: A.ControlsObjectsCondition, env: Env):
    """"you control three or more creature tokens" (CR 109.4: the controller of
    permanents on the battlefield).  With several players ("an opponent
    controls ..."), true if one of them does."""
    from .refs_qualifiers_more import split_different
    who = condition_players(node.player, env)
    objects, distinct = split_different(node.objects)   # "... with different powers" (coven)
    pred, test = objects_count(objects, env)

    def cond(g, c):
        for p in who(g, c):
            ids = [i for i in g.battlefield() if g.chars(i).controller == p and pred(g, c, i)]
            k = distinct(g, ids) if distinct is not None else len(ids)
            if test(g, c, k):
                return True
        return False
    return cond


CONDITIONS[A.ControlsObjectsCondition] = controls_objects


def static_context(src) -> Context:
    """The context a static ability's condition is judged in: its source and controller."""
    return Context(src.id, src.controller)


# ---- cards in a zone (threshold, hellbent) -------------------------------------------
CARD_ZONES = ("hand", "graveyard", "library", "exile")


def cards_in(g, zone: str, p: int) -> list:
    """The cards ``p`` owns in ``zone`` (exile is one shared zone, CR 406)."""
    if zone == "exile":
        return [i for i in g.zones["exile"] if g.objects[i].owner == p]
    return list(g.zones[f"{zone}:{p}"])


def _zone_of(zone_ref, env: Env):
    """"your graveyard" -> (zone name, owners resolver)."""
    from .targets import zone_owners
    if not isinstance(zone_ref, A.ZoneRef):
        raise Unrunnable(zone_ref, "this zone")
    name = getattr(zone_ref.zone, "name", "")
    if name not in CARD_ZONES:
        raise Unrunnable(zone_ref, f"cards in the zone {name!r}")
    return name, zone_owners(zone_ref.owner, env)


def in_zone(node: A.InZoneCondition, env: Env):
    """"as long as seven or more cards are in your graveyard" (threshold, CR 207.2c):
    the number of matching cards in that player's zone, counted when checked."""
    if isinstance(node.objects, (A.SelfThis, A.SelfByName)):
        # the ability would have to function in that zone (113.6): not yet
        raise Unrunnable(node.objects, "a condition on where this card is")
    zone, owners = _zone_of(node.zone, env)
    pred, test = objects_count(node.objects, env)

    def cond(g, c):
        for p in owners(g, c):
            k = sum(1 for i in cards_in(g, zone, p) if pred(g, c, i))
            if test(g, c, k):
                return True
        return False
    return cond


def no_cards_in_zone(node: A.NoCardsInZoneCondition, env: Env):
    """"if you have no cards in hand" (hellbent): the player's zone is empty now."""
    zone = getattr(node.zone, "name", "")
    if zone not in CARD_ZONES:
        raise Unrunnable(node.zone, f"cards in the zone {zone!r}")
    if not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "another player's cards")
    return lambda g, c: not cards_in(g, zone, c.controller)


CONDITIONS[A.InZoneCondition] = in_zone
CONDITIONS[A.NoCardsInZoneCondition] = no_cards_in_zone


def life_or_less(node: A.LifeOrLessCondition, env: Env):
    """"if a player has 13 or less life", "if you have 5 or less life" (CR 119):
    true if one of the players named has that much life or less."""
    n = amount(node.amount, env)
    who = node.player
    if isinstance(who, A.Quantified) and isinstance(who.quantifier, (A.ArticleA, A.ArticleAn)):
        noun = getattr(getattr(who.filter, "types", None), "items", ())
        words = [w.name.name for grp in noun if isinstance(grp, A.TypeGroup) for w in grp.words]
        if words == ["player"]:
            players = lambda g, c: [p for p in g.order if not g.players[p].lost]
        elif words == ["opponent"]:
            players = lambda g, c: g.opponents(c.controller)
        else:
            raise Unrunnable(who, "this player")
    else:
        players = resolver(who, env)
    return lambda g, c: any(g.players[p].life <= n(g, c) for p in players(g, c) if p in g.players)


CONDITIONS[A.LifeOrLessCondition] = life_or_less


def remains_on_battlefield(node, env: Env):
    """"for as long as this creature remains on the battlefield" (611.2b): the same
    object (a new one after a zone change, 400.7)."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another object remaining on the battlefield")
    return lambda g, c: c.source in g.objects and g.objects[c.source].zone == "battlefield"


def has_counter(node, env: Env):
    """"as long as it has a flood counter on it" (122.1): the object "it" names."""
    from .counters import counter_name
    kind = counter_name(node.kind)
    holder = node.holder
    if isinstance(holder, (A.SelfThis, A.SelfByName)) or (isinstance(holder, A.It) and env.it is None):
        who = lambda g, c: [c.source]
    else:
        who = resolver(holder, env)
    return lambda g, c: any(i in g.objects and g.objects[i].counters.get(kind, 0) > 0 for i in who(g, c))


CONDITIONS[A.RemainsOnBattlefield] = remains_on_battlefield
CONDITIONS[A.HasCounterCondition] = has_counter


def controls_either(node, env: Env):
    """"you control a Forest or a Plains" (CR 109.4): one or the other, or both."""
    first = controls_objects(A.ControlsObjectsCondition(node.player, node.first), env)
    second = controls_objects(A.ControlsObjectsCondition(node.player, node.second), env)
    return lambda g, c: first(g, c) or second(g, c)


def controls_no(node, env: Env):
    """"if you control no creatures" (CR 109.4): none of the player's permanents match."""
    who = resolver(node.player, env)
    pred, _ = filter_pred(node.filter, env)
    return lambda g, c: not any(g.chars(i).controller in who(g, c) and pred(g, c, i) for i in g.battlefield())


CONDITIONS[A.ControlsEitherCondition] = controls_either
CONDITIONS[A.ControlNoCondition] = controls_no


def not_your_turn(node, env: Env):
    """"if it's not your turn", "during turns other than yours" (CR 500): another
    player is the active player."""
    return lambda g, c: g.active_player != c.controller


CONDITIONS[A.NotYourTurnCondition] = not_your_turn
