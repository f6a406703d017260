"""More conditions (statics family).

"If it shares a creature type with Winnower Patrol" (kinship), "Counter target spell if it
shares a color with a creature you control" (CR 105.4, 205.2-3): two objects share a quality
if each has at least one same value of it: a color (105.2c: colorless is not a color), a card
type (205.2a), a creature type (205.3m), a permanent type (110.4).  An object that has left
its zone is seen as it last existed (608.2h).

"If you control an Urza's Power-Plant and an Urza's Tower" (both, 109.4); "If you played a
land this turn" (305.1: a land played, not one put onto the battlefield)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .conditions_more import _register
from .registry import Unrunnable


def _objects(ref, env):
    """The objects a side of the comparison names -> fn(game, ctx) -> ids: a reference
    ("it", "that spell", "~"), or "a creature you control" (any one of them, 109.4)."""
    from .targets import filter_pred, resolver
    if isinstance(ref, A.Quantified) and isinstance(ref.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(ref.filter, env)
        if kind != "permanent":
            raise Unrunnable(ref, f"sharing a quality with any {kind}")
        return lambda g, c: [i for i in g.battlefield() if pred(g, c, i)]
    return resolver(ref, env)


@_register(A.ShareWithCondition)
def shares_with(node: A.ShareWithCondition, env):
    from .refs_qualifiers_more import _chars_or_lki, _shared_values
    values = _shared_values(node)
    first = _objects(node.object, env)
    second = _objects(node.other, env)

    def cond(g, c):
        mine = [ch for i in first(g, c) if i not in g.players and (ch := _chars_or_lki(g, i)) is not None]
        theirs = [ch for j in second(g, c) if j not in g.players and (ch := _chars_or_lki(g, j)) is not None]
        return any(values(a) & values(b) for a in mine for b in theirs)
    return cond


@_register(A.ControlsBothCondition)
def controls_both(node: A.ControlsBothCondition, env):
    """"If you control a black permanent and a red permanent": one of each (109.4)."""
    from .conditions import condition_players, objects_count
    who = condition_players(node.player, env)
    first, t1 = objects_count(node.first, env)
    second, t2 = objects_count(node.second, env)

    def cond(g, c):
        for p in who(g, c):
            mine = [i for i in g.battlefield() if g.chars(i).controller == p]
            if t1(g, c, sum(1 for i in mine if first(g, c, i))) and t2(g, c, sum(1 for i in mine if second(g, c, i))):
                return True
        return False
    return cond


@_register(A.YouPlayedThisTurn)
def you_played_this_turn(node: A.YouPlayedThisTurn, env):
    """"If you played a land this turn" (305.1: the special action of playing a land; a land
    put onto the battlefield by an effect wasn't played)."""
    from .conditions import objects_count
    pred, test = objects_count(node.what, env)

    def cond(g, c):
        k = sum(1 for e in g.events_this_turn("zone_change")
                if e.reason == "play_land" and e.controller == c.controller and e.new_id is not None
                and (e.new_id in g.objects or e.new_id in g.lki) and pred(g, c, e.new_id))
        return test(g, c, k)
    return cond


@_register(A.BothConditions)
def both_conditions(node: A.BothConditions, env):
    """"If an opponent controls a Plains and you control a Mountain": both are true."""
    from .sentences import condition
    first, second = condition(node.first, env), condition(node.second, env)
    return lambda g, c: bool(first(g, c)) and bool(second(g, c))


def _put_zone(where) -> str:
    if isinstance(where, A.OntoBattlefield):
        return "battlefield"
    if isinstance(where, A.IntoZone) and isinstance(where.zone, A.ZoneRef) and isinstance(where.zone.owner, A.Your):
        name = getattr(where.zone.zone, "name", "")
        if name in ("hand", "graveyard"):
            return name
    raise Unrunnable(where, "putting a card there")


@_register(A.DidntPutCondition)
def didnt_put(node: A.DidntPutCondition, env):
    """"If you didn't put a card into your hand this way, draw a card.", "If you don't put the
    card into your hand, you may put it into your graveyard." (608.2c): none of the cards the
    ability looked at or revealed ("a card ... this way"), or none of "the card" / "it", was
    moved to that zone by this ability.  Each object is a new one after it moves (400.7), so a
    move of one of those objects this turn is a move made by this ability."""
    if not isinstance(node.player, A.You):
        raise Unrunnable(node.player, "another player putting a card")
    zone = _put_zone(node.where)
    what = node.what
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        from .targets import filter_pred
        pred, kind = filter_pred(what.filter, env)
        if kind != "card":
            raise Unrunnable(what, "putting this")

        def named(g, c):
            return set(c.data.get("looked", ())) | set(c.data.get("revealed", ()))
    elif isinstance(what, (A.It, A.TheObject)) and env.it is not None:
        if isinstance(what, A.TheObject) and getattr(what.noun, "name", None) != "card":
            raise Unrunnable(what, "putting this")
        # "it" / "the card" is the object the "may" before was about: "it" as that conditional
        # sentence began (the instruction inside it may have moved it, 608.2c)
        it = env.data.get("it_before_if") or env.it
        pred = None

        def named(g, c):
            return set(it(g, c)) | set(c.data.get("looked", ()))
        # in the instruction after the condition, "it" is that card where it still is
        env.it = lambda g, c: [i for i in it(g, c) if i in g.objects]
    else:
        raise Unrunnable(what, "'didn't put' this")

    def cond(g, c):
        ids = named(g, c)
        for e in g.events_this_turn("zone_change"):
            if e.to_zone == zone and (e.obj in ids or e.new_id in ids) and \
                    (pred is None or pred(g, c, e.new_id if e.new_id is not None else e.obj)):
                return False
        return True
    return cond


@_register(A.YouSacrificedThisTurn)
def you_sacrificed_this_turn(node, env):
    """"as long as you sacrificed a permanent this turn" (701.21a: permanents you sacrificed,
    as they last existed, 608.2h)."""
    from .conditions import objects_count
    from .turn_history import _sacrificed
    pred, test = objects_count(node.objects, env)
    return lambda g, c: test(g, c, len(_sacrificed(g, c, pred)))
