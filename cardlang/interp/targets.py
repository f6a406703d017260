"""References, filters and amounts (CR 109, 115, 107) -> kernel predicates,
resolvers and target requirements.

* a **predicate** is ``pred(game, ctx, id) -> bool`` (id: a player or an object);
* a **resolver** is ``resolve(game, ctx) -> list[int]`` (the ids referred to now);
* an **amount** is ``amount(game, ctx) -> int``.
"""
from __future__ import annotations

from cardlang.kernel import TargetSpec
from cardlang.syntax import ast as A

from .registry import HANDLERS, Env, Unrunnable, dispatch, handles

PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")


def _chars(game, i):
    return game.chars(i)


def _is_player(game, i) -> bool:
    return i in game.players


# ---- filters -----------------------------------------------------------------
#: CR 700.12: "outlaw" is an object with the Assassin, Mercenary, Pirate, Rogue and/or Warlock creature types
OUTLAW_TYPES = frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})


def _word_pred(word: A.TypeWord):
    if isinstance(word, A.NonattackingType):
        # "target nonattacking creature": of that type, and not an attacking creature (CR 506.4)
        of_type = _word_pred(A.TypeWord(None, word.name))
        return lambda game, ctx, i: of_type(game, ctx, i) and not (
            game.combat is not None and i in game.combat.attackers)
    if not isinstance(word, A.TypeWord):  # "noncommander" (CR 903.3) and other words of a type list
        raise Unrunnable(word, f"the type word {type(word).__name__}")
    tn = word.name
    cat, name = tn.category, tn.name
    neg = word.negation is not None

    def core(game, ctx, i):
        if cat == "object":
            if name == "player":
                return _is_player(game, i)
            if name == "opponent":
                return _is_player(game, i) and i != ctx.controller
            if _is_player(game, i):
                return False
            o = game.objects.get(i)
            if o is None and i in game.lki:
                o = game.lki[i][0]   # CR 603.10a: an object that left, as it last existed
            zone = o.zone if o else None
            if name == "permanent":
                return zone == "battlefield"
            if name == "spell":
                return zone == "stack"
            if name == "token":
                return _chars(game, i).token
            if name in ("card", "source", "object", "ability"):
                return True
            if name == "creature":
                return _chars(game, i).is_creature
            raise Unrunnable(word, f"the object word {name!r}")
        if _is_player(game, i):
            return False
        c = _chars(game, i)
        if cat == "card_type":
            return name.capitalize() in c.types
        if cat == "subtype":
            return name in c.subtypes
        if cat == "supertype":
            return name.capitalize() in c.supertypes
        if cat == "batch":
            return bool(OUTLAW_TYPES.intersection(c.subtypes))
        raise Unrunnable(word, f"the type word category {cat!r}")

    # validate at compile time what can be validated
    if cat == "object" and name not in ("player", "opponent", "permanent", "spell", "token", "card", "source",
                                        "object", "creature", "ability"):
        raise Unrunnable(word, f"the object word {name!r}")
    if cat == "batch" and name != "outlaw" or cat not in ("object", "card_type", "subtype", "supertype", "batch"):
        raise Unrunnable(word, f"the type word category {cat!r}")
    if neg:
        return lambda game, ctx, i: not _is_player(game, i) and not core(game, ctx, i)
    return core


PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def _group_pred(group: A.TypeGroup):
    names = {(w.name.category, w.name.name) for w in group.words if isinstance(w, A.TypeWord)}
    if {("object", "permanent"), ("object", "card")} <= names:
        # CR 110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land, or
        # planeswalker card (wherever it is), not a permanent on the battlefield
        words = [w for w in group.words if not (isinstance(w, A.TypeWord) and w.name.category == "object"
                                               and w.name.name == "permanent" and w.negation is None)]
        preds = [_word_pred(w) for w in words] + [
            lambda game, ctx, i: not _is_player(game, i) and any(t in _chars(game, i).types for t in PERMANENT_TYPES)]
    else:
        preds = [_word_pred(w) for w in group.words]
    return lambda game, ctx, i: all(p(game, ctx, i) for p in preds)


def group_kind(group: A.TypeGroup) -> str:
    names = {(w.name.category, w.name.name) for w in group.words}
    if names & {("object", "player"), ("object", "opponent")}:
        return "player"
    if ("object", "spell") in names:
        return "spell"
    if ("object", "card") in names:
        return "card"
    return "permanent"


COLOR_NAMES = ("white", "blue", "black", "red", "green")


def _adjective_pred(adj, env):
    if isinstance(adj, A.ColorAdjective):
        col = adj.color.name.lower()
        if col == "colorless":
            return lambda g, c, i: not _is_player(g, i) and not _chars(g, i).colors
        if col == "multicolored":
            return lambda g, c, i: not _is_player(g, i) and len(_chars(g, i).colors) > 1
        if col == "monocolored":
            return lambda g, c, i: not _is_player(g, i) and len(_chars(g, i).colors) == 1
        return lambda g, c, i: not _is_player(g, i) and col in _chars(g, i).colors
    if isinstance(adj, A.NonColor):
        col = adj.color.name.lower()
        return lambda g, c, i: not _is_player(g, i) and col not in _chars(g, i).colors
    if isinstance(adj, A.Tapped):
        return lambda g, c, i: i in g.objects and g.objects[i].tapped
    if isinstance(adj, A.Untapped):
        return lambda g, c, i: i in g.objects and not g.objects[i].tapped
    if isinstance(adj, A.Attacking):
        return lambda g, c, i: g.combat is not None and i in g.combat.attackers
    if isinstance(adj, A.Blocking):
        return lambda g, c, i: g.combat is not None and i in g.combat.blockers
    if isinstance(adj, A.AttackingOrBlocking):
        # CR 506.4: an attacking creature or a blocking creature
        return lambda g, c, i: g.combat is not None and (i in g.combat.attackers or i in g.combat.blockers)
    if isinstance(adj, A.EitherColor):
        # "a white or black permanent": it has at least one of the two colors (CR 105.2)
        cols = {adj.first.name.lower(), adj.second.name.lower()}
        return lambda g, c, i: not _is_player(g, i) and bool(cols & set(_chars(g, i).colors))
    if isinstance(adj, A.NonSupertype):
        # "nonbasic", "nonlegendary" (CR 205.4b): without that supertype
        st = adj.supertype.name.capitalize()
        return lambda g, c, i: not _is_player(g, i) and st not in _chars(g, i).supertypes
    if isinstance(adj, A.Supertype):
        st = adj.name.name.capitalize()
        return lambda g, c, i: not _is_player(g, i) and st in _chars(g, i).supertypes
    if isinstance(adj, (A.Other, A.Another)):
        return lambda g, c, i: i != c.source
    if (fn := HANDLERS.get(("qualifier", type(adj)))) is not None:
        return fn(adj, env)      # families register more adjectives (refs_qualifiers_more.py)
    raise Unrunnable(adj, f"the adjective {type(adj).__name__}")


def player_test(player, env):
    """``test(game, ctx, p)``: is ``p`` one of the players named? "an opponent" / "a player"
    (an article) means any opponent / any player; otherwise the players the reference names.
    Shared by "controls" (108.4) and "owns" (108.3) qualifiers."""
    if isinstance(player, A.QuantifiedPlayer) and isinstance(player.quantifier, (A.ArticleA, A.ArticleAn)):
        if getattr(player.noun, "name", "player") == "opponent":
            return lambda g, c, p: p != c.controller
        return lambda g, c, p: True
    who = player_resolver(player, env)
    return lambda g, c, p: p in who(g, c)


def _suffix_pred(suf, env):
    if isinstance(suf, A.ControlledBy):
        # "a creature an opponent controls": controlled by any opponent
        test = player_test(suf.player, env)
        return lambda g, c, i: not _is_player(g, i) and test(g, c, g.chars(i).controller)
    if isinstance(suf, A.NotControlledBy):
        who = player_resolver(suf.player, env)
        return lambda g, c, i: not _is_player(g, i) and g.chars(i).controller not in who(g, c)
    if isinstance(suf, A.WithKeyword):
        kw = suf.keyword.name if hasattr(suf.keyword, "name") else str(suf.keyword)
        kw = getattr(kw, "name", kw)
        return lambda g, c, i: not _is_player(g, i) and g.chars(i).has_keyword(kw)
    if isinstance(suf, A.ThatTargets):
        return _that_targets_pred(suf, env)
    if isinstance(suf, A.WithoutKeyword):
        # "creature without flying": it doesn't have that keyword ability (CR 702.1)
        kw = suf.keyword.name if hasattr(suf.keyword, "name") else str(suf.keyword)
        kw = getattr(kw, "name", kw)
        return lambda g, c, i: not _is_player(g, i) and not g.chars(i).has_keyword(kw)
    if isinstance(suf, (A.ManaValueOrLess, A.ManaValueOrGreater, A.PowerOrLess, A.PowerOrGreater)):
        n = amount(suf.amount, env)
        less = isinstance(suf, (A.ManaValueOrLess, A.PowerOrLess))
        if isinstance(suf, (A.ManaValueOrLess, A.ManaValueOrGreater)):
            val = lambda g, i: g.mana_value(i)
        else:
            val = lambda g, i: g.chars(i).power if isinstance(g.chars(i).power, int) else 0
        if less:
            return lambda g, c, i: not _is_player(g, i) and val(g, i) <= n(g, c)
        return lambda g, c, i: not _is_player(g, i) and val(g, i) >= n(g, c)
    if isinstance(suf, A.OfChosenType):
        from .naming import chosen_type_pred
        return chosen_type_pred(suf, env)
    if isinstance(suf, A.WithChosenName):
        from .naming import chosen_name_pred
        return chosen_name_pred(suf, env)
    if isinstance(suf, (A.FromZone, A.InZone)) and isinstance(suf.zone, A.ZoneRef):
        # "card from your graveyard" (CR 400.1): in that zone, owned by that player
        zone = getattr(suf.zone.zone, "name", "")
        if zone not in ("graveyard", "hand", "library", "exile"):
            raise Unrunnable(suf, f"a card from the zone {zone!r}")
        if isinstance(suf.zone.owner, A.ItsOwners):
            return lambda g, c, i: i in g.objects and g.objects[i].zone == zone
        if isinstance(suf.zone.owner, A.ASingle) and env.data.get("single_zone"):
            # "target cards from a single graveyard": each in such a zone; that they share
            # one is a requirement on the targets together (CR 601.2c, ``_target``)
            return lambda g, c, i: i in g.objects and g.objects[i].zone == zone
        owners = zone_owners(suf.zone.owner, env)
        return lambda g, c, i: i in g.objects and g.objects[i].zone == zone and g.objects[i].owner in owners(g, c)
    if isinstance(suf, (A.FromZone, A.InZone)) and isinstance(suf.zone, A.AllZones):
        # "cards in all graveyards": in a zone of that kind, whoever owns it
        zone = getattr(suf.zone.zone, "name", "")
        if zone not in ("graveyard", "hand", "library", "exile"):
            raise Unrunnable(suf, f"a card from the zone {zone!r}")
        return lambda g, c, i: i in g.objects and g.objects[i].zone == zone
    if isinstance(suf, A.NamedSelf):
        # "creatures named Plague Rats": objects with that name (CR 201.2)
        name = getattr(suf.name, "name", None) or env.card_name
        return lambda g, c, i: not _is_player(g, i) and _chars(g, i).name == name
    if isinstance(suf, A.Named):
        # "a card named Arachnus Web": another card's name, as written (CR 201.2)
        from cardlang.syntax import to_text
        other = to_text(suf.name).strip()
        return lambda g, c, i: not _is_player(g, i) and _chars(g, i).name == other
    if isinstance(suf, A.WithCounter):
        # "with a +1/+1 counter on it" (CR 122.1)
        from .counters import counter_name
        kind = counter_name(suf.kind) if isinstance(suf.kind, A.CounterKind) else None
        if suf.kind is not None and kind is None:
            raise Unrunnable(suf.kind, "this kind of counter")

        def has_counter(g, c, i):
            o = g.objects.get(i)
            if o is None and i in g.lki:
                o = g.lki[i][0]   # 603.10a: a creature that died, as it last existed
            if o is None:
                return False
            return o.counters.get(kind, 0) > 0 if kind is not None else any(v > 0 for v in o.counters.values())
        return has_counter
    if isinstance(suf, A.FromAmong):
        # "a creature card from among them": one of the cards looked at / revealed
        among = resolver(suf.among, env)
        return lambda g, c, i: i in among(g, c)
    if isinstance(suf, A.FromPronoun):
        # "a nonland card from it": one of the cards of the hand revealed before
        among = resolver(suf.source, env)
        return lambda g, c, i: i in among(g, c)
    if isinstance(suf, A.WithStat):
        return _with_stat_pred(suf, env)
    if isinstance(suf, A.OfChoice) and isinstance(suf.chooser, A.Their):
        # "a creature of their choice": says who chooses (the player performing the
        # instruction, CR 608.2c) -- not a quality of the object
        return lambda g, c, i: True
    if isinstance(suf, A.OnBattlefield):
        return lambda g, c, i: i in g.objects and g.objects[i].zone == "battlefield"
    if (fn := HANDLERS.get(("qualifier", type(suf)))) is not None:
        return fn(suf, env)      # families register more qualifiers (refs_qualifiers_more.py)
    raise Unrunnable(suf, f"the qualifier {type(suf).__name__}")


def _that_targets_pred(suf, env):
    """"a spell that targets this creature / you / a creature you control" (CR 115.9b):
    a spell or ability on the stack with at least one target, chosen when it was put
    there, that is that object or player."""
    what = suf.what
    if isinstance(what, (A.SelfThis, A.SelfByName)):
        match = lambda g, c, t: t == c.source
    elif isinstance(what, A.You):
        match = lambda g, c, t: t == c.controller
    elif isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        inner, kind = filter_pred(what.filter, env)
        if kind == "player":
            match = lambda g, c, t: t in g.players and inner(g, c, t)
        else:
            match = lambda g, c, t: t in g.objects and g.objects[t].zone == "battlefield" and inner(g, c, t)
    else:
        raise Unrunnable(what, "a spell that targets this")

    def pred(g, c, i):
        for item in g.stack_items:
            if i in (item.obj, item.id):
                return any(t is not None and match(g, c, t) for t in item.ctx.targets)
        return False
    return pred


COMPARISONS = {A.AtMost: lambda v, n: v <= n, A.AtLeast: lambda v, n: v >= n, A.LessThan: lambda v, n: v < n,
               A.GreaterThan: lambda v, n: v > n, A.EqualTo: lambda v, n: v == n,
               A.AtMostValue: lambda v, n: v <= n, A.AtLeastValue: lambda v, n: v >= n,
               A.ExactlyValue: lambda v, n: v == n}   # "with mana value X" (107.3)


def _with_stat_pred(suf, env):
    """"with power 4 or greater", "with mana value 3 or less", "with toughness less than
    <value>" (CR 208, 202.3): compared with the value as the predicate is checked; an
    object without the stat (a noncreature's power) doesn't match."""
    stat, cmp = suf.stat, suf.comparison
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, f"the characteristic {type(stat).__name__}")
    test = COMPARISONS.get(type(cmp))
    if test is None:
        raise Unrunnable(cmp, f"the comparison {type(cmp).__name__}")
    n = amount(getattr(cmp, "amount", None) or getattr(cmp, "value", None), env)

    def value(g, i):
        if isinstance(stat, A.ManaValue):
            return g.mana_value(i)
        c = g.chars(i)
        return c.power if isinstance(stat, A.Power) else c.toughness

    def pred(g, c, i):
        if _is_player(g, i) or i not in g.objects:
            return False
        v = value(g, i)
        return isinstance(v, int) and test(v, n(g, c))
    return pred


def filter_pred(flt, env: Env):
    """A Filter node -> (predicate, kind) where kind is the kernel target kind."""
    if isinstance(flt, A.FilterUnion):
        from .refs_back import filter_union_pred
        return filter_union_pred(flt, env)      # "red creature or red planeswalker"
    if not isinstance(flt, A.Filter):
        raise Unrunnable(flt, "not a filter")
    groups = [g for g in flt.types.items if isinstance(g, A.TypeGroup)]
    gpreds = [_group_pred(g) for g in groups]
    # "a Dinosaur or land card": a group without a noun shares the list's noun
    nouns = {w.name.name for g in groups for w in g.words if w.name.category == "object"}
    if nouns and nouns <= {"card", "spell"} and len(nouns) == 1:
        kinds = {group_kind(g) for g in groups if any(w.name.category == "object" for w in g.words)}
    else:
        kinds = {group_kind(g) for g in groups}
    adjs = [_adjective_pred(a, env) for a in (flt.adjectives.items if flt.adjectives else ())]
    sufs = [_suffix_pred(s, env) for s in (flt.suffixes.items if flt.suffixes else ())]
    if (other_than := GROUP_HOOKS.get("other_than")) is not None:
        # "all other creatures that share a color with it": other than that object
        adjs = other_than(flt, env, adjs)

    def pred(game, ctx, i):
        if gpreds and not any(p(game, ctx, i) for p in gpreds):
            return False
        return all(p(game, ctx, i) for p in adjs) and all(p(game, ctx, i) for p in sufs)

    if kinds == {"player"}:
        kind = "player"
    elif "player" in kinds:
        kind = "any"
    elif kinds == {"spell"}:
        kind = "spell"
    elif kinds == {"card"}:
        kind = "card"
    else:
        kind = "permanent"
    return pred, kind


def on_battlefield_unless(kind, pred):
    """Objects matched by a permanent filter are on the battlefield (CR 109.2)."""
    if kind in ("permanent", "any"):
        return lambda g, c, i: (i in g.players or (i in g.objects and g.objects[i].zone == "battlefield")) and pred(g, c, i)
    return pred


def _hexproof_ok(game, ctx, i) -> bool:
    """CR 702.11b: hexproof -- can't be the target of spells or abilities
    its controller's opponents control."""
    if i in game.players:
        # 702.11d, 702.18c: a player with hexproof / shroud ("You have hexproof.")
        from cardlang.kernel.abilities import player_has_keyword
        if player_has_keyword(game, i, "shroud"):
            return False
        return not (player_has_keyword(game, i, "hexproof") and i != ctx.controller)
    if i not in game.objects:
        return True
    c = game.chars(i)
    if c.has_keyword("shroud"):   # 702.18b: can't be the target of spells or abilities
        return False
    if protection_blocks(game, ctx, c):   # 702.16b
        return False
    from .untargetable import untargetable
    if untargetable(game, ctx, c):   # "can't be the target of blue spells" (untargetable.py)
        return False
    return not (c.has_keyword("hexproof") and c.controller != ctx.controller)


def protection_blocks(game, ctx, c) -> bool:
    """CR 702.16b: can't be targeted by spells with the stated quality or
    abilities from a source with it.  ``c.protections`` are predicates over
    the source's characteristics (granted by Protection keyword abilities)."""
    prots = [a.protection for a in c.abilities if getattr(a, "protection", None) is not None]
    if not prots or ctx.source is None or ctx.source not in game.objects:
        return False
    src = game.chars(ctx.source)
    return any(p(game, src) for p in prots)


def target_spec(description: str, pred, kind: str, count: int = 1, divide: bool = False,
                any_number: bool = False, up_to: bool = False) -> TargetSpec:
    allowed = lambda g, c, i, p=pred: _hexproof_ok(g, c, i) and p(g, c, i)
    spec = TargetSpec(description, allowed, kind=kind, count=count, divide=divide)
    if any_number:
        object.__setattr__(spec, "any_number", True)
    if up_to:
        object.__setattr__(spec, "up_to", True)     # 601.2c: the kernel asks how many, 0 to count
    return spec


def any_target_pred(game, ctx, i):
    if i in game.players:
        return True
    if i not in game.objects or game.objects[i].zone != "battlefield":
        return False
    return any(x in game.chars(i).types for x in ("Creature", "Planeswalker", "Battle"))


def register_targets(env: Env, spec: TargetSpec):
    """Add a target requirement; return a resolver for the ids chosen for it."""
    idx = len(env.targets)
    specs = env.targets
    env.targets.append(spec)
    if any(getattr(s, "count_x", False) for s in specs[:idx + 1]):
        # "X target creatures": the places depend on the X announced (601.2b)
        from cardlang.kernel.stack import spec_places

        def res_x(g, c):
            start = sum(spec_places(s, c.x) for s in specs[:idx])
            return [t for t in c.targets[start:start + spec_places(spec, c.x)] if t is not None]
        return res_x
    start = sum(s.count for s in specs[:idx])
    n = spec.count
    if getattr(spec, "any_number", False):
        return lambda g, c: [t for t in c.targets[start:] if t is not None]
    return lambda g, c: [t for t in c.targets[start:start + n] if t is not None]


# ---- references ---------------------------------------------------------------------
def resolver(node, env: Env):
    """Any reference node -> resolver (game, ctx) -> ids.  A plural group of objects
    ("all creatures", "any number of target creatures") is remembered as the group
    "those creatures" refers to later in the ability (refs_groups.py, CR 608.2c)."""
    res = dispatch(node, env, "ref")
    if (remember := GROUP_HOOKS.get("remember")) is not None:
        res = remember(node, res, env)
    return res


#: refs_groups.py registers "remember": fn(node, resolver, env) -> resolver
GROUP_HOOKS: dict = {}


def player_resolver(node, env: Env):
    return resolver(node, env)


def each_player_acting(who, effect):
    """Run ``effect`` once for each player ``who`` names, in turn order (CR 101.4), each
    time as the player following the instruction (``acting_player``, 608.2c)."""
    def run(g, c):
        saved = c.data.get("acting_player")
        try:
            for p in who(g, c):
                c.data["acting_player"] = p
                effect(g, c)
        finally:
            c.data["acting_player"] = saved
            if saved is None:
                c.data.pop("acting_player", None)
    return run


def acting_players(node, env: Env):
    """Who performs an effect with an optional subject ("Draw a card" → its controller,
    "Each player draws a card" → each player)."""
    if node.subject is None:
        if third_person_verb(node):
            # "Each player discards a card, then draws a card", "Target player draws two
            # cards and loses 2 life": a verb written for a subject named earlier in the
            # same chain is that subject's (CR 608.2c: the text is followed as written)
            inherited = env.data.get("chain_subject")
            if inherited is None:
                raise Unrunnable(node, "a verb whose subject is named earlier in the sentence")
            return inherited
        # CR 608.2c: in "<player> may search ..., put it ..., then shuffle" the later
        # instructions are that player's too (set by "may" for the rest of the chain)
        return lambda g, c: [c.data.get("acting_player", c.controller)]
    if isinstance(node.subject, A.Quantified) and isinstance(node.subject.quantifier, (A.ArticleA, A.ArticleAn)):
        # "An opponent gains control of that permanent": the ability's controller chooses which
        # opponent as the instruction is followed (608.2c), once for the whole instruction
        from .refs_back import one_player_chosen
        res = one_player_chosen(node.subject, env)
    else:
        res = resolver(node.subject, env)
    env.data["chain_subject"] = res       # for a later verb of the chain with no subject of its own
    return res


def third_person_verb(node) -> bool:
    """Is the node's verb written in the third person ("draws", "loses") although it has
    no subject of its own?  Then its subject is one named before it in the sentence."""
    verb = next((w for w in getattr(node, "form", ()) or () if isinstance(w, str)), "")
    return verb.endswith("s") and verb not in ("its",)


def subjectless_actors(node, env: Env):
    """Who follows an instruction written without a subject: "Venture into the dungeon." is done
    by the player acting (the controller, or who "may"); "Target player draws a card and learns"
    by the subject named earlier in the sentence (608.2c) -> resolver of player ids."""
    if third_person_verb(node):
        who = env.data.get("chain_subject")
        if who is None:
            raise Unrunnable(node, "a verb whose subject is named earlier in the sentence")
        return who
    return lambda g, c: [c.data.get("acting_player", c.controller)]


def zone_owners(owner, env: Env):
    """Whose zone a ``ZoneRef`` names ("your library", "their graveyard", "a
    player's graveyard") -> resolver of player ids."""
    if isinstance(owner, A.Your):
        return lambda g, c: [c.controller]
    if isinstance(owner, A.Their):
        # "their": the player performing the instruction (its subject, or who "may")
        return lambda g, c: [c.data.get("acting_player", c.controller)]
    if isinstance(owner, A.APlayers):
        return lambda g, c: [p for p in g.order if not g.players[p].lost]
    if isinstance(owner, A.AnOpponents):
        return lambda g, c: g.opponents(c.controller)
    if isinstance(owner, A.ThatPlayers) and env.it_player is not None:
        return env.it_player
    if isinstance(owner, (A.TargetPlayers, A.TargetOpponents)):
        # "target player's library": a target (CR 115.1), chosen as the spell is cast
        noun = "opponent" if isinstance(owner, A.TargetOpponents) else "player"
        res = _target_player(A.TargetPlayer(A.TypeName("object", noun, False)), env)
        env.it_player = res          # "that player" afterwards
        return res
    if isinstance(owner, (A.ItsControllers, A.ItsOwners)) and env.it is not None:
        # "its controller's graveyard" (CR 108.4; a spell's, a permanent's, or as it last
        # existed, 608.2h), "its owner's library" (108.3): through the object "it" refers to
        from .controllers import controller_of, owner_of
        it, whose = env.it, controller_of if isinstance(owner, A.ItsControllers) else owner_of

        def players(g, c):
            out = []
            for i in it(g, c):
                p = whose(g, i)
                if p is not None and p not in out:
                    out.append(p)
            return out
        return players
    raise Unrunnable(owner, "this zone's owner")


@handles(A.SelfByName, A.SelfThis, role="ref")
def _self(node, env):
    return lambda g, c: [c.source] if c.source is not None else []


@handles(A.You, role="ref")
def _you(node, env):
    return lambda g, c: [c.controller]


def _names_players(types) -> bool:
    words = [w for g in getattr(types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]
    return bool(words) and all(w.name.category == "object" and w.name.name in ("player", "opponent") for w in words)


def _names_cards(types) -> bool:
    words = [w for g in getattr(types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]
    return bool(words) and all(w.name.category == "object" and w.name.name == "card" for w in words)


@handles(A.It, A.They, A.Them, A.ThatRef, role="ref")
def _it(node, env):
    if isinstance(node, A.ThatRef) and _names_players(node.types):
        return _that_player(node, env)     # "that player" / "that opponent"
    if isinstance(node, A.They) and env.data.get("they") is not None:
        return env.data["they"]            # "Each player chooses a creature they control" (interp/choose.py)
    if isinstance(node, A.ThatRef) and env.data.get("trigger_other") is not None and not (
            env.it is not None and _names_cards(node.types)):
        # "blocks a creature, ... that creature" (interp/triggers.py); not "that card" after a card
        # the ability chose or named ("choose a card from it. That player discards that card.", 608.2c)
        return env.data["trigger_other"]
    if env.it is None:
        raise Unrunnable(node, "a pronoun with nothing to refer to")
    subject = env.data.get("trigger_subject")
    if isinstance(node, A.ThatRef) and subject is not None and env.it is not subject:
        # "Whenever a land you control enters, other creatures you control get +1/+0. If
        # that land is a Swamp, ...": "that land" is the object of that type named before --
        # the trigger's subject when the object named last is not one (CR 603.2, 608.2c)
        groups = [g for g in getattr(node.types, "items", ()) if isinstance(g, A.TypeGroup)]
        preds = [_group_pred(g) for g in groups]
        it = env.it

        def that(g, c):
            last = it(g, c)
            if not preds or (last and all(any(p(g, c, i) for p in preds) for i in last)):
                return last
            first = subject(g, c)
            return first if first and all(any(p(g, c, i) for p in preds) for i in first) else last
        return that
    return env.it


@handles(A.ThatPlayer, role="ref")
def _that_player(node, env):
    if env.it_player is not None:
        return env.it_player
    if env.it is not None:
        it = env.it
        return lambda g, c: [i if i in g.players else g.chars(i).controller for i in it(g, c)]
    raise Unrunnable(node, "'that player' with nothing to refer to")


@handles(A.ItsController, role="ref")
def _its_controller(node, env):
    if env.it is None:
        raise Unrunnable(node, "'its controller' with nothing to refer to")
    it = env.it

    def run(g, c):
        # CR 608.2h: an object that has left its zone (a countered spell): as it last existed
        return [g.chars(i).controller if i in g.objects else g.lki[i][1].controller
                for i in it(g, c) if i in g.objects or i in g.lki]
    return run


@handles(A.ItsOwner, role="ref")
def _its_owner(node, env):
    if env.it is None:
        raise Unrunnable(node, "'its owner' with nothing to refer to")
    it = env.it
    return lambda g, c: [g.chars(i).owner for i in it(g, c)]


@handles(A.AnyTarget, role="ref")
def _any_target(node, env):
    return register_targets(env, target_spec("any target", any_target_pred, "any"))


@handles(A.TargetPlayer, role="ref")
def _target_player(node, env):
    name = node.noun.name if hasattr(node.noun, "name") else "player"
    if name == "opponent":
        pred = lambda g, c, i: i in g.players and i != c.controller
    else:
        pred = lambda g, c, i: i in g.players
    return register_targets(env, target_spec(f"target {name}", pred, "player"))


@handles(A.Target, role="ref")
def _target(node, env):
    count, up_to, count_x = 1, False, False
    from .modal_more import target_count_range
    least = target_count_range(node.count)      # "one or two target creatures" (601.2c)
    if least is not None:
        least, count = least
        up_to = True
    elif node.count is not None:
        if isinstance(node.count, (A.Exactly, A.UpTo)) and isinstance(node.count.amount, A.X):
            # "X target creatures" (CR 601.2b-c: X is announced before the targets are chosen)
            count, count_x = 0, True
        elif isinstance(node.count, A.Exactly):
            count = _const(node.count.amount, env)
        else:
            count = _const(node.count.amount, env) if isinstance(node.count, A.UpTo) else None
        if isinstance(node.count, A.UpTo):
            up_to = True                                            # CR 601.2c: 0 to N targets
        elif not isinstance(node.count, A.Exactly):
            raise Unrunnable(node.count, "this number of targets")
    single = _single_zone(node.filter)
    env.data["single_zone"] = single
    try:
        pred, kind = filter_pred(node.filter, env)
    finally:
        env.data.pop("single_zone", None)
    pred = on_battlefield_unless(kind, pred)
    n_words = "X" if count_x else "%d" % count
    words = ("up to %s target " % n_words) if up_to else ("X target " if count_x else "target ")
    if least:
        words = "%d to %d target " % (least, count)
    spec = target_spec(words + _filter_text(node.filter), pred, kind, count=count, up_to=up_to)
    if least:
        object.__setattr__(spec, "min_count", least)   # 601.2c: at least this many of the up to ``count``
    if count_x:
        object.__setattr__(spec, "count_x", True)    # the kernel takes X targets (601.2c)
    if single:
        # "from a single graveyard": all the targets of this word in one player's zone (601.2c)
        object.__setattr__(spec, "together", lambda g, ids: len({g.objects[i].owner for i in ids if i in g.objects}) <= 1)
    return register_targets(env, spec)


def _single_zone(filt) -> bool:
    """Does a filter say "from a single graveyard" (a ``FromZone``/``InZone`` owned by ``ASingle``)?"""
    for suf in getattr(getattr(filt, "suffixes", None), "items", ()) or ():
        if isinstance(suf, (A.FromZone, A.InZone)) and isinstance(suf.zone, A.ZoneRef) \
                and isinstance(suf.zone.owner, A.ASingle):
            return True
    return False


@handles(A.UpToOtherTarget, role="ref")
def _up_to_other_target(node, env):
    """"up to one other target creature" (CR 601.2c, 115.1): not the source."""
    count = _const(node.amount, env)
    pred, kind = filter_pred(node.filter, env)
    pred = on_battlefield_unless(kind, pred)
    p2 = lambda g, c, i: i != c.source and pred(g, c, i)
    return register_targets(env, target_spec(f"up to {count} other target " + _filter_text(node.filter), p2, kind,
                                             count=count, up_to=True))


@handles(A.AnotherTarget, role="ref")
def _another_target(node, env):
    pred, kind = filter_pred(node.filter, env)
    pred = on_battlefield_unless(kind, pred)
    if env.is_spell_face and env.targets:
        # "Put two +1/+1 counters on target creature and two +1/+1 counters on another target
        # creature": in a spell, "another" is another object than the targets chosen before it
        # (their instances of "target" could otherwise choose the same one, 115.3)
        spec = target_spec("another target " + _filter_text(node.filter), pred, kind)
        object.__setattr__(spec, "not_earlier", True)
        return register_targets(env, spec)
    p2 = lambda g, c, i: i != c.source and pred(g, c, i)
    return register_targets(env, target_spec("another target " + _filter_text(node.filter), p2, kind))


@handles(A.AnyNumberOfTargets, role="ref")
def _any_number(node, env):
    return register_targets(env, target_spec("any number of targets", any_target_pred, "any", any_number=True))


@handles(A.Quantified, role="ref")
def _quantified(node, env):
    q = node.quantifier
    if isinstance(q, (A.Each, A.All)) and any(isinstance(s, A.RevealedThisWaySuffix)
                                               for s in (node.filter.suffixes.items if node.filter.suffixes else ())):
        from .zone_effects import all_revealed_this_way
        return all_revealed_this_way(node.filter, env)    # "all other cards revealed this way"
    if isinstance(q, (A.Each, A.All)):
        pred, kind = filter_pred(node.filter, env)
        if kind == "player":
            return lambda g, c: [p for p in g.order if not g.players[p].lost and pred(g, c, p)]
        if kind in ("permanent", "any"):
            def res(g, c):
                out = [p for p in g.order if kind == "any" and not g.players[p].lost and pred(g, c, p)]
                return out + [i for i in g.battlefield() if pred(g, c, i)]
            return res
        if kind == "card" and any(isinstance(x, (A.FromZone, A.InZone, A.ExiledWith)) for x in
                                  (node.filter.suffixes.items if node.filter.suffixes else ())):
            # "all creature cards from your graveyard" (CR 400.1), "each creature card exiled with
            # ~" (607.2a): every card in those zones that matches, each zone in its order (a
            # graveyard bottom first, 404.2)
            return lambda g, c: list(dict.fromkeys(i for p in g.order for z in ("graveyard", "hand", "library", "exile")
                                                   for i in g.zone(z, p) if pred(g, c, i)))
        raise Unrunnable(node, f"'each/all' over {kind}s")
    if isinstance(q, (A.ArticleA, A.ArticleAn, A.Another)) and env.data.get("verb"):
        # "return a creature you control to its owner's hand", "exile a card from your
        # graveyard": the player performing the instruction chooses one (not a target)
        choose = chosen_objects(node.filter, lambda g, c: 1, env, env.data["verb"],
                                another=isinstance(q, A.Another))
        return lambda g, c: choose(g, c, c.data.get("acting_player", c.controller))
    if isinstance(q, (A.ArticleA, A.ArticleAn)):
        from .refs_back import chosen_at_random
        if (res := chosen_at_random(node, env)) is not None:
            return res        # "a creature an opponent controls chosen at random"
    raise Unrunnable(node, f"the quantifier {type(q).__name__} as a reference")


def chosen_objects(flt, count, env: Env, verb: str, another: bool = False, controlled: bool = False):
    """Objects a player chooses as an instruction resolves (CR 608.2c: not targets):
    ``choose(game, ctx, player) -> ids``.  Each is a decision named by the
    instruction's verb (``sacrifice``, ``return``, ``exile`` ...) whose options are
    the permanents on the battlefield (or, for "a card from <zone>", the cards in that
    zone) that match; with ``controlled`` only those the player controls (701.21a)."""
    from .at_random import pick_at_random, split_at_random
    flt, at_random = split_at_random(flt)      # "return a creature card at random from ..." (701.9b)
    pred, kind = filter_pred(flt, env)
    from_zone = any(isinstance(x, (A.FromZone, A.InZone, A.FromAmong, A.FromPronoun, A.FromExile))
                    for x in (flt.suffixes.items if flt.suffixes else ()))   # "a card an opponent owns from exile"
    if kind == "card" and not from_zone:
        raise Unrunnable(flt, "a card chosen without a zone")
    if kind not in ("permanent", "card"):
        raise Unrunnable(flt, f"choosing a {kind}")
    description = _filter_text(flt)

    def candidates(g, c, player):
        if kind == "permanent":
            ids = g.battlefield()
        else:
            ids = [i for i, o in g.objects.items() if o.zone in ("graveyard", "hand", "exile", "library")]
        return [i for i in ids if pred(g, c, i) and not (another and i == c.source)
                and not (controlled and g.chars(i).controller != player)]

    def choose(g, c, player):
        if at_random:
            return pick_at_random(g, candidates(g, c, player), count(g, c))
        return choose_among(g, player, candidates(g, c, player), count(g, c), verb, description)
    return choose


def choose_among(g, player, cands, n, verb, description="a card", prompt=None):
    """``player`` chooses ``n`` of ``cands`` one at a time (decisions named by the
    instruction's verb, CR 608.2c); a single option needs no question. ``prompt``:
    the question's text (default "choose <description> to <verb>")."""
    from cardlang.kernel import RulesError
    from cardlang.kernel.choices import Decision
    picks: list = []
    for _ in range(min(n, len(cands))):
        opts = [i for i in cands if i not in picks]
        d = Decision(verb, prompt or f"choose {description} to {verb}", player, opts, rule="608.2c")
        ans = g._target_answer(g.ask(d) if len(opts) > 1 else opts[0], opts)
        if ans not in opts:
            raise RulesError(f"{g.name_of(ans) if isinstance(ans, int) else ans} can't be chosen "
                             f"({description})", "608.2c")
        picks.append(ans)
    return picks


@handles(A.TheRest, role="ref")
def _the_rest(node, env):
    """"the rest": the cards looked at or revealed that are still in the library (not
    put elsewhere by the instructions before); after "Each player chooses a creature
    they control", the matching objects not chosen (interp/choose.py)."""
    if env.data.get("the_rest") == "unrunnable":
        raise Unrunnable(node, "the rest of these cards")
    if env.data.get("the_rest") is not None:
        return env.data["the_rest"]
    return lambda g, c: [i for i in c.data.get("looked", []) if i in g.objects and g.objects[i].zone == "library"]


@handles(A.SomeOf, role="ref")
def _some_of(node, env):
    """"two of them": the player performing the instruction chooses that many of the
    group (the cards looked at), named by the instruction's verb."""
    group = resolver(node.group, env)
    n = amount(node.amount, env)
    verb = env.data.get("verb") or "choose"
    return lambda g, c: choose_among(g, c.data.get("acting_player", c.controller),
                                     [i for i in group(g, c) if i in g.objects], n(g, c), verb)


@handles(A.AllMatching, role="ref")
def _all_matching(node, env):
    """A bare plural filter as a subject ("Creatures you control gain ...")
    means each object it matches (CR 109.2: permanents on the battlefield)."""
    return _quantified(A.Quantified(A.All(), node.filter), env)


@handles(A.QuantifiedPlayer, role="ref")
def _qplayer(node, env):
    q = node.quantifier
    noun = node.noun.name if hasattr(node.noun, "name") else "player"
    if isinstance(q, (A.Each, A.All)):
        if noun == "opponent":
            return lambda g, c: g.opponents(c.controller)
        return lambda g, c: [p for p in g.order if not g.players[p].lost]
    raise Unrunnable(node, "this player quantifier")


@handles(A.DefendingPlayer, role="ref")
def _defending(node, env):
    def res(g, c):
        if "would_attack" in c.data:   # as attackers are declared: the player it would attack (508.1c)
            return [c.data["would_attack"]]
        if g.combat is not None and c.source in g.combat.attackers:
            return [g.combat.attackers[c.source]]
        return []
    return res


def _filter_text(flt) -> str:
    try:
        from cardlang.syntax import to_text
        return to_text(flt)
    except Exception:  # noqa: BLE001 - a description only
        return "object"


# ---- amounts ------------------------------------------------------------------
def for_each_count(for_each, env: Env):
    """"... for each <filter>" (CR 107.1): a function giving the count, or None
    without one.  Used by P/T changes and token creation."""
    if for_each is None:
        return None
    if isinstance(for_each, A.ForEach):
        return amount(A.NumberOf(for_each.filter), env)
    if (count_of := MULTIPLIERS.get(type(for_each))) is None:
        raise Unrunnable(for_each, f"the multiplier {type(for_each).__name__}")
    return count_of(for_each, env)


# multiplier node class -> fn(node, env) -> fn(game, ctx) -> count; families add theirs
# ("for each +1/+1 counter on it", "for each time it was kicked", ...; quantities.py)
MULTIPLIERS: dict = {}


def times_for_each(n, for_each, env: Env):
    """The amount ``n`` (a function of game and context), multiplied by the count of
    "for each <filter>" when there is one (CR 107.1; counted as the effect resolves)."""
    times = for_each_count(for_each, env)
    if times is None:
        return n
    return lambda g, c: n(g, c) * times(g, c)


def amount(node, env: Env):
    return dispatch(node, env, "amount")


def _const(node, env) -> int:
    if isinstance(node, A.Count):
        return node.number.value
    if isinstance(node, A.One):
        return 1
    if isinstance(node, A.Number):
        return node.value
    raise Unrunnable(node, "a number that isn't constant here")


@handles(A.Count, role="amount")
def _count(node, env):
    v = node.number.value
    return lambda g, c: v


@handles(A.Number, role="amount")
def _number(node, env):
    v = node.value
    return lambda g, c: v


@handles(A.One, role="amount")
def _one(node, env):
    return lambda g, c: 1


@handles(A.X, role="amount")
def _x(node, env):
    return lambda g, c: c.x or 0


@handles(A.ThatMuch, role="amount")
def _that_much(node, env):
    if env.data.get("trigger_amount"):
        # "that much": the amount this instruction set, else the trigger event's (603.2, 608.2k)
        return lambda g, c: c.data.get("that_much", (c.data.get("occurrence") or {}).get("amount") or 0)
    return lambda g, c: c.data.get("that_much", 0)


@handles(A.ThatMany, role="amount")
def _that_many(node, env):
    """"create that many tokens": the amount of the trigger event (damage dealt, life gained),
    or the number of cards an earlier instruction of this ability chose ("discard up to
    two cards, then draw that many cards", 608.2c)."""
    if env.data.get("that_many"):
        return lambda g, c: c.data.get("that_many", 0)
    if not env.data.get("trigger_amount"):
        raise Unrunnable(node, "'that many' with no amount to refer to")
    return lambda g, c: (c.data.get("occurrence") or {}).get("amount") or 0


@handles(A.CardAmount, role="amount")
def _card_amount(node, env):
    return amount(node.amount, env)


@handles(A.AdditionalCards, role="amount")
def _additional_cards(node, env):
    """"At the beginning of your draw step, draw an additional card" / "two additional cards":
    that many cards drawn, besides the draw of the turn-based action (CR 504.1, 121.1)."""
    return amount(node.amount, env)


def _stat_value(g, i, stat) -> int:
    """An object's mana value, power or toughness; if it has left its zone, its last
    known information (CR 608.2h)."""
    if isinstance(stat, A.ManaValue):
        if i in g.objects:
            return g.mana_value(i)
        if i in g.lki:
            from cardlang.kernel.objects import mana_value
            return mana_value(g.lki[i][0])
        return 0
    if i in g.objects:
        c = g.chars(i)
    elif i in g.lki:
        c = g.lki[i][1]
    else:
        return 0
    v = c.power if isinstance(stat, A.Power) else c.toughness
    return v if isinstance(v, int) else 0


@handles(A.ItsStat, role="amount")
def _its_stat(node, env):
    """"its power" (CR 208): of the object "it" names -- in "<source> deals damage
    equal to its power", the source (``env.data["its"]``)."""
    stat = node.stat
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, f"the quantity {type(stat).__name__}")
    of = env.data.get("its") or env.it
    if of is None:
        raise Unrunnable(node, "'its' with nothing to refer to")

    def run(g, c):
        ids = [i for i in of(g, c) if i is not None and i not in g.players]
        return _stat_value(g, ids[0], stat) if ids else 0
    return run


@handles(A.NumberOf, role="amount")
def _number_of(node, env):
    """"the number of creatures you control" / "of cards in your graveyard" (CR 107.1):
    counted as the instruction is followed."""
    if any(isinstance(x, A.InYourParty) for x in (node.filter.suffixes.items if node.filter.suffixes else ())):
        from .refs_qualifiers_more import party_size      # CR 700.8
        return lambda g, c: party_size(g, c.controller)
    from .turn_history import number_done_this_turn
    if (done := number_done_this_turn(node.filter, env)) is not None:
        return done                 # "the number of spells you've cast this turn" (601.2i, 121.1, 701.9a)
    pred, kind = filter_pred(node.filter, env)
    from .refs_qualifiers_more import number_this_way
    if (this_way := number_this_way(node.filter, pred, env)) is not None:
        return this_way             # "for each card exiled this way" (608.2c)
    from .zone_qualifiers import died_this_turn_count
    if (died := died_this_turn_count(node.filter, pred)) is not None:
        return died                 # "the number of creatures that died this turn" (700.4)
    from_zone = any(isinstance(x, (A.FromZone, A.InZone))
                    for x in (node.filter.suffixes.items if node.filter.suffixes else ()))
    if kind == "player":
        return lambda g, c: sum(1 for p in g.order if not g.players[p].lost and pred(g, c, p))
    if kind == "permanent":
        return lambda g, c: sum(1 for i in g.battlefield() if pred(g, c, i))
    if kind == "card" and from_zone:
        return lambda g, c: sum(1 for i, o in list(g.objects.items())
                                if o.zone in ("graveyard", "hand", "library", "exile") and pred(g, c, i))
    raise Unrunnable(node, f"the number of {kind}s")


@handles(A.RefStat, role="amount")
def _ref_stat(node, env):
    """"that spell's mana value", "this creature's power" (CR 202.3, 208): the value
    of the object referred to; if it has left its zone, its last known information
    (608.2h)."""
    of = resolver(node.of, env)
    stat = node.stat
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, f"the quantity {type(stat).__name__}")

    def run(g, c):
        # "the sacrificed creature's power": a permanent that left, as it last existed (608.2h)
        ids = [i for i in of(g, c) if i is not None and i not in g.players]
        return _stat_value(g, ids[0], stat) if ids else 0
    return run
