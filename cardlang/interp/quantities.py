"""Quantities counted from the game (CR 107.1): sums and doubles of amounts,
devotion (700.5), the number of distinct types, colors or mana values among
objects (205.2a, 205.3, 105.2, 202.3), and the condition "if there are four or
more card types among cards in your graveyard" (delirium).  Each compiles to
``fn(game, ctx) -> int`` (or a condition ``fn(game, ctx) -> bool``), counted
whenever it is asked -- as an instruction is followed (608.2h) or whenever a
static ability applies (611.3a)."""
from __future__ import annotations

from cardlang.kernel.objects import COLOR_OF
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .sentences import CONDITIONS
from .targets import MULTIPLIERS, _stat_value, amount, filter_pred, resolver

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
              "Sorcery")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
ZONES = ("graveyard", "hand", "library", "exile")


@handles(A.AmountPlus, role="amount")
def _amount_plus(node, env: Env):
    """"1 plus the number of green creatures on the battlefield"."""
    a, q = amount(node.amount, env), amount(node.quantity, env)
    return lambda g, c: a(g, c) + q(g, c)


@handles(A.QuantityPlus, role="amount")
def _quantity_plus(node, env: Env):
    """"the number of Forests you control plus the number of Treefolk you control"."""
    a, b = amount(node.left, env), amount(node.right, env)
    return lambda g, c: a(g, c) + b(g, c)


@handles(A.Twice, role="amount")
def _twice(node, env: Env):
    """"twice the number of cards in your hand"."""
    q = amount(node.quantity, env)
    return lambda g, c: 2 * q(g, c)


def _color_letters(*colors) -> set:
    names = {v: k for k, v in COLOR_OF.items()}
    out = set()
    for col in colors:
        name = getattr(col, "name", col)
        if name not in names:
            raise Unrunnable(col, f"devotion to {name}")
        out.add(names[name])
    return out


def _devotion(letters: set):
    """CR 700.5: the number of mana symbols of those colors among the mana costs of
    permanents you control; a hybrid symbol counts once if it has one of them (700.5a)."""
    def count(g, c):
        n = 0
        for i in g.battlefield():
            ch = g.chars(i)
            if ch.controller != c.controller:
                continue
            for sym in ch.mana_cost or ():
                if letters & set(sym.strip("{}").upper().split("/")):
                    n += 1
        return n
    return count


@handles(A.Devotion, role="amount")
def _devotion_to(node, env: Env):
    """"your devotion to white" (700.5)."""
    return _devotion(_color_letters(node.color))


@handles(A.DevotionToTwo, role="amount")
def _devotion_to_two(node, env: Env):
    """"your devotion to white and black" (700.5a)."""
    return _devotion(_color_letters(node.first, node.second))


def objects_among(ref, env: Env):
    """"among lands you control", "among cards in your graveyard" -> fn(game, ctx)
    -> the ids of the objects named: permanents, or cards in the zones named."""
    if not isinstance(ref, A.AllMatching):
        raise Unrunnable(ref, f"counting among {type(ref).__name__}")
    flt = ref.filter
    from .turn_history import objects_done_this_turn
    if (done := objects_done_this_turn(flt, env)) is not None:
        return done     # "among spells you've cast this turn", as they were cast (608.2h)
    pred, kind = filter_pred(flt, env)
    in_zone = any(isinstance(x, (A.FromZone, A.InZone)) for x in (flt.suffixes.items if flt.suffixes else ()))
    if kind == "permanent" and not in_zone:
        return lambda g, c: [i for i in g.battlefield() if pred(g, c, i)]
    if kind == "card" and in_zone:
        return lambda g, c: [i for i, o in list(g.objects.items()) if o.zone in ZONES and pred(g, c, i)]
    raise Unrunnable(ref, f"counting among {kind}s")


def _type_kind(adjectives, types):
    """"card types", "basic land types", "creature types" -> fn(chars) -> the types of
    that kind the object has (205.2a, 205.3)."""
    adj = adjectives.items if adjectives is not None else ()
    words = [w for grp in types.items if isinstance(grp, A.TypeGroup) for w in grp.words]
    if len(words) != 1 or words[0].negation is not None:
        raise Unrunnable(types, "counting these types")
    name = words[0].name
    basic = [a for a in adj if isinstance(a, A.Supertype) and a.name.name == "basic"]
    if len(adj) != len(basic):
        raise Unrunnable(adjectives, "counting these types")
    if name.category == "object" and name.name == "card" and not basic:
        return lambda ch: {t for t in ch.types if t in CARD_TYPES}          # 205.2a
    if name.category == "card_type" and name.name == "land" and basic:
        return lambda ch: {t for t in ch.subtypes if t in BASIC_LAND_TYPES}  # 305.6
    if name.category == "card_type" and name.name == "creature" and not basic:
        from .characteristics import subtype_set
        return lambda ch: {t for t in ch.subtypes if subtype_set(t) == "creature"}   # 205.3m
    raise Unrunnable(types, "counting these types")


def _distinct_types(node_adjectives, node_types, among, env):
    kinds = _type_kind(node_adjectives, node_types)
    objs = objects_among(among, env)

    def count(g, c):
        seen = set()
        for i in objs(g, c):
            seen |= kinds(g.chars(i))
        return len(seen)
    return count


@handles(A.NumberOfTypesAmong, role="amount")
def _number_of_types(node, env: Env):
    """"the number of basic land types among lands you control" (domain), "the number
    of card types among cards in your graveyard"."""
    return _distinct_types(node.adjectives, node.types, node.among, env)


@handles(A.NumberOfColorsAmong, role="amount")
def _number_of_colors(node, env: Env):
    """"the number of colors among permanents you control" (105.2)."""
    objs = objects_among(node.among, env)

    def count(g, c):
        seen = set()
        for i in objs(g, c):
            seen |= set(g.chars(i).colors)
        return len(seen)
    return count


@handles(A.GreatestAmong, role="amount")
def _greatest_among(node, env: Env):
    """"the greatest power among creatures you control", "the greatest mana value among
    permanents you control" (0 if there are none, 107.1)."""
    stat = node.stat
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, f"the greatest {type(stat).__name__}")
    objs = objects_among(node.among, env)
    return lambda g, c: max((_stat_value(g, i, stat) for i in objs(g, c)), default=0)


@handles(A.NumberOfCounters, role="amount")
def _number_of_counters(node, env: Env):
    """"the number of +1/+1 counters on it" (CR 122): on the object "it" names, or, in
    an ability of an object about itself (a CDA), on that object; an object that has
    left uses its last known information (608.2h)."""
    from .counters import counter_name
    kind = counter_name(node.kind)
    on = node.on
    if isinstance(on, (A.SelfThis, A.SelfByName)) or (isinstance(on, A.It) and env.it is None):
        who = lambda g, c: [c.source]
    else:
        who = resolver(on, env)

    def count(g, c):
        total = 0
        ids = who(g, c)
        if isinstance(on, A.It) and env.it is not None:
            # "When this creature dies, draw a card for each -1/-1 counter on it": the
            # permanent as it last existed on the battlefield (603.10a, 608.2h) -- the card
            # in the graveyard is a new object with no counters (400.7, 122.2)
            from .triggers import left_battlefield_as
            was = left_battlefield_as(c, ids)
            if was is not None and was in g.lki:
                ids = [was]
        for i in ids:
            o = g.objects.get(i)
            if o is None and i in g.lki:
                o = g.lki[i][0]
            if o is not None and not isinstance(o, int):
                total += o.counters.get(kind, 0)
        return total
    return count


def there_are_distinct_among(node: A.ThereAreDistinctAmong, env: Env):
    """"if there are four or more card types among cards in your graveyard" (delirium),
    "five or more mana values among cards in your graveyard" (202.3)."""
    n = amount(node.amount, env)
    q = node.quality
    if isinstance(q, A.ManaValuesQuality):
        objs = objects_among(node.among, env)
        distinct = lambda g, c: len({g.mana_value(i) for i in objs(g, c)})
    elif isinstance(q, A.TypesQuality):
        distinct = _distinct_types(q.adjectives, q.types, node.among, env)
    else:
        raise Unrunnable(q, f"counting {type(q).__name__}")
    return lambda g, c: distinct(g, c) >= n(g, c)


CONDITIONS[A.ThereAreDistinctAmong] = there_are_distinct_among


def had_no_counters(node: A.HadNoCountersOfKindCondition, env: Env):
    """"if it had no -1/-1 counters on it" (persist, undying): the object as it last
    existed -- in a leaves-the-battlefield trigger, the object that left (603.10a,
    608.2h); otherwise the source."""
    from .counters import counter_name
    if not isinstance(node.holder, (A.It, A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.holder, "counters another object had")
    kind = counter_name(node.kind)

    def cond(g, c):
        ev = c.trigger_event
        oid = ev.obj if ev is not None and getattr(ev, "kind", None) == "zone_change" else c.source
        o = g.lki[oid][0] if oid in g.lki else g.objects.get(oid)
        return o is None or o.counters.get(kind, 0) == 0
    return cond


CONDITIONS[A.HadNoCountersOfKindCondition] = had_no_counters


# ---- mana spent to cast a spell (601.2h) ------------------------------------------------
def _spent(g, oid) -> tuple:
    """The types of the mana spent to cast the spell (or the permanent it became, 400.7d)."""
    from cardlang.kernel.casting import cast_info
    return tuple(cast_info(g, oid).get("mana", ()))


def _about_this_spell(spell) -> None:
    if not isinstance(spell, (A.SelfThis, A.SelfByName, A.It)):
        raise Unrunnable(spell, "mana spent to cast another spell")


def color_mana_spent_at_least(node: A.ColorManaSpentAtLeast, env: Env):
    """"If at least three white mana was spent to cast this spell" (adamant)."""
    _about_this_spell(node.spell)
    letters = _color_letters(node.color)
    n = amount(node.amount, env)
    return lambda g, c: sum(1 for t in _spent(g, c.source) if t in letters) >= n(g, c)


def colors_spent(g, oid) -> int:
    """CR 106.3, 702.44a: the number of colors among the mana spent to cast it."""
    return len({t for t in _spent(g, oid) if t in "WUBRG"})


CONDITIONS[A.ColorManaSpentAtLeast] = color_mana_spent_at_least


# ---- "for each ..." multipliers (CR 107.1: counted as the instruction is followed) ------------
def _each_counter(node: A.ForEachCounter, env: Env):
    """"for each +1/+1 counter on it" (CR 122): the number of counters of that kind."""
    return _number_of_counters(A.NumberOfCounters(node.kind, node.word, node.on), env)


def _each_time_kicked(node: A.ForEachTimeKicked, env: Env):
    """"for each time it was kicked" (CR 702.33c): how many times its kicker cost
    (multikicker) was paid as it was cast; the permanent it became knows (400.7d)."""
    from cardlang.kernel.casting import times_kicked
    _about_this_spell(node.object)
    return lambda g, c: times_kicked(g, c.source)


def _each_type_among(node: A.ForEachTypeAmong, env: Env):
    """"for each basic land type among lands you control" (domain, 305.6; 205.2a)."""
    return _distinct_types(node.adjectives, node.types, node.among, env)


def _each_different(node: A.ForEachDifferent, env: Env):
    """"for each different power among creatures you control": the distinct values."""
    stat = node.stat
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, f"each different {type(stat).__name__}")
    objs = objects_among(node.among, env)
    return lambda g, c: len({_stat_value(g, i, stat) for i in objs(g, c)})


def _each_color_among(node: A.ForEachColorAmong, env: Env):
    """"for each color among permanents you control" (105.2: each color once)."""
    return _number_of_colors(node, env)


def _each_color_spent(node: A.ForEachColorSpent, env: Env):
    """"for each color of mana spent to cast it" (converge, 106.3, 702.44a)."""
    _about_this_spell(node.spell)
    return lambda g, c: colors_spent(g, c.source)


MULTIPLIERS.update({A.ForEachCounter: _each_counter, A.ForEachTimeKicked: _each_time_kicked,
                    A.ForEachTypeAmong: _each_type_among, A.ForEachDifferent: _each_different,
                    A.ForEachColorAmong: _each_color_among, A.ForEachColorSpent: _each_color_spent})


@handles(A.StatOf, role="amount")
def _stat_of(node, env):
    """"the mana value of target artifact", "the power of the exiled card" (CR 202.3, 208):
    as "that spell's mana value" (a single object's value, its last known information if it
    has left, 608.2h); "the total mana value of other creatures you control": the sum over
    the objects as they are now (an object without power adds nothing)."""
    from .conditions_more import TOTALS
    if type(node.stat) in TOTALS:
        each = TOTALS[type(node.stat)]
        objs = objects_among(node.of, env)
        return lambda g, c: sum(_stat_value(g, i, each) for i in objs(g, c))
    return amount(A.RefStat(node.of, node.stat), env)
