"""More filter qualifiers and adjectives (CR 109, 205.4b, 201.2): predicates
``pred(game, ctx, id) -> bool`` registered in the role "qualifier", which
``targets.filter_pred`` asks for the adjectives and suffixes it doesn't know.

* "nonartifact, nonblack creature" (a negated word before a list comma);
* "other than this creature";
* "with the same name as that card";
* "that shares a creature type / a color / a card type with it";
* "in your party" (an amount: CR 700.8)."""
from __future__ import annotations

import dataclasses

from cardlang.syntax import ast as A

from .controllers import owner_of
from .registry import Unrunnable, handles
from .targets import _is_player, player_test, resolver


@handles(A.ListedNegation, role="qualifier")
def _listed_negation(node, env):
    """"nonartifact, nonblack creature" (CR 205.4b): the object has none of the negated words."""
    word = node.word
    if isinstance(word, A.Color) or getattr(word, "category", None) == "color":
        col = (getattr(word, "name", "") or "").lower()
        return lambda g, c, i: not _is_player(g, i) and col not in g.chars(i).colors
    cat, name = getattr(word, "category", None), getattr(word, "name", None)
    if cat == "card_type":
        t = name.capitalize()
        return lambda g, c, i: not _is_player(g, i) and t not in g.chars(i).types
    if cat == "supertype":
        t = name.capitalize()
        return lambda g, c, i: not _is_player(g, i) and t not in g.chars(i).supertypes
    if cat == "subtype":
        return lambda g, c, i: not _is_player(g, i) and name not in g.chars(i).subtypes
    if cat == "object" and name == "token":
        return lambda g, c, i: not _is_player(g, i) and not g.chars(i).token
    raise Unrunnable(node, f"the negated word {name!r}")


@handles(A.OtherThan, role="qualifier")
def _other_than(node, env):
    """"target permanent other than this creature": any matching object but the one named."""
    if isinstance(node.what, (A.SelfThis, A.SelfByName)):
        return lambda g, c, i: i != c.source
    named = resolver(node.what, env)
    return lambda g, c, i: i not in named(g, c)


def _name_of(g, i):
    """An object's name; if it has left its zone, as it last existed (CR 608.2h)."""
    if i in g.objects:
        return g.chars(i).name
    if i in g.lki:
        return g.lki[i][1].name
    return None


@handles(A.SameNameAs, role="qualifier")
def _same_name_as(node, env):
    """"with the same name as that spell" (CR 201.2): the object's name is that object's
    name. A face-down object has no name (708.2a) and so shares a name with nothing."""
    of = resolver(node.of, env)

    def pred(g, c, i):
        if _is_player(g, i):
            return False
        names = {n for j in of(g, c) if j not in g.players and (n := _name_of(g, j))}
        mine = _name_of(g, i)
        return bool(mine) and mine in names
    return pred


# ---- "that shares a <quality> with <object>" (CR 105.4, 205.2-3) ------------------------
def _creature_types():
    from cardlang.syntax.vocabulary_data import SUBTYPES
    return frozenset(SUBTYPES.get("creature", ()))


PERMANENT_TYPES = frozenset(("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"))


def _shared_values(node):
    """-> fn(characteristics) -> the set of values two objects must share one of."""
    quality = node.quality
    if isinstance(quality, A.SharedColor):
        return lambda ch: set(ch.colors)          # 105.2c: colorless is not a color
    if isinstance(quality, A.SharedType):
        kind = getattr(getattr(quality.kind, "name", None), "name", None)
        if kind == "creature":
            creature_types = _creature_types()
            return lambda ch: set(ch.subtypes) & creature_types       # 205.3m
        if kind == "card":
            return lambda ch: set(ch.types)                           # 205.2a
        if kind == "permanent":
            return lambda ch: set(ch.types) & PERMANENT_TYPES          # 110.4
        raise Unrunnable(quality, f"sharing a {kind} type")
    raise Unrunnable(quality, f"sharing {type(quality).__name__}")


def _chars_or_lki(g, i):
    if i in g.objects:
        return g.chars(i)
    if i in g.lki:
        return g.lki[i][1]        # 608.2h: as it last existed
    return None


@handles(A.Sharing, role="qualifier")
def _sharing(node, env):
    """"each other creature that shares a color with it": the object has at least one of
    the named object's values. Without "with", the objects share it with each other: not
    a quality of one object (not run here)."""
    if node.with_ is None:
        raise Unrunnable(node, "objects sharing a quality with each other")
    ref = node.with_.ref if isinstance(node.with_, A.SharedWith) else node.with_
    of = resolver(ref, env)
    values = _shared_values(node)

    def pred(g, c, i):
        if _is_player(g, i) or i not in g.objects:
            return False
        mine = values(g.chars(i))
        for j in of(g, c):
            other = _chars_or_lki(g, j) if j not in g.players else None
            if other is not None and mine & values(other):
                return True
        return False
    return pred


# ---- "the number of creatures in your party" (CR 700.8) ---------------------------------
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(g, player) -> int:
    """CR 700.8a: up to one each of Cleric, Rogue, Warrior and Wizard among the
    creatures the player controls -- the largest number of them that can be assigned
    to different roles (one creature fills at most one role)."""
    creatures = [set(g.chars(i).subtypes) & set(PARTY_ROLES) for i in g.battlefield()
                 if g.chars(i).is_creature and g.chars(i).controller == player]
    creatures = [r for r in creatures if r]

    filled = {frozenset()}                   # the sets of roles that can be filled at once
    for roles in creatures:
        filled |= {f | {r} for f in filled for r in roles - f}
    return max(len(f) for f in filled)


@handles(A.InYourParty, role="qualifier")
def _in_your_party(node, env):
    # only meaningful as a count ("the number of creatures in your party"): targets.py
    # counts it with party_size; as a predicate of one object it has no meaning
    raise Unrunnable(node, "a creature 'in your party' outside a count")


# ---- "other" next to "that shares ... with it" / "with the same name as it" --------------
def _other_than_named(flt, env, adjs):
    """"destroy all other creatures that share a color with it", "all other creatures
    with the same name as that creature": "other" is other than the object named in the
    qualifier, not other than the source (which "other" means alone, CR 109.5)."""
    named = None
    for s in (flt.suffixes.items if flt.suffixes else ()):
        ref = None
        if isinstance(s, A.Sharing) and s.with_ is not None:
            ref = s.with_.ref if isinstance(s.with_, A.SharedWith) else s.with_
        elif isinstance(s, A.SameNameAs):
            ref = s.of
        if ref is not None and not isinstance(ref, (A.SelfThis, A.SelfByName)):
            named = resolver(ref, env)
    items = flt.adjectives.items if flt.adjectives else ()
    if named is None or not any(isinstance(a, A.Other) for a in items):
        return adjs
    return [(lambda g, c, i, named=named: i not in named(g, c)) if isinstance(a, A.Other) else p
            for a, p in zip(items, adjs)]


from .targets import GROUP_HOOKS  # noqa: E402
GROUP_HOOKS["other_than"] = _other_than_named


# ---- "<cards> exiled / returned / revealed this way" (CR 608.2c) --------------------------
def _this_way_ids(suf):
    """-> fn(ctx) -> the objects an earlier instruction of this ability acted on, each
    as the object it became in the zone it went to (400.7)."""
    from .past import remembered
    if isinstance(suf, A.ExiledThisWay):
        return lambda c: remembered(c, "exile")
    if isinstance(suf, A.ReturnedThisWay):
        return lambda c: list(c.data.get("returned", ()))
    if isinstance(suf, A.RevealedThisWaySuffix):
        return lambda c: list(c.data.get("revealed", ()))
    if type(suf) in GONE_THIS_WAY:
        # a destroyed or sacrificed permanent by its id on the battlefield (its last known
        # information, 608.2h); a discarded or milled card as the card in the graveyard (400.7)
        verb = GONE_THIS_WAY[type(suf)]
        return lambda c: remembered(c, verb)
    return None


#: "destroyed / sacrificed / discarded / milled this way" -> the verb that remembered them (past.py)
GONE_THIS_WAY = {A.DestroyedThisWay: "destroy", A.SacrificedThisWay: "sacrifice",
                 A.DiscardedThisWay: "discard", A.MilledThisWay: "mill"}


@handles(A.ExiledThisWay, A.ReturnedThisWay, A.RevealedThisWaySuffix, *GONE_THIS_WAY, role="qualifier")
def _this_way(node, env):
    ids = _this_way_ids(node)
    return lambda g, c, i: i in ids(c)


THIS_WAY = (A.ExiledThisWay, A.ReturnedThisWay, A.RevealedThisWaySuffix, *GONE_THIS_WAY)


def gone_this_way(flt):
    """-> fn(g, c) -> the objects a filter with "destroyed / sacrificed / discarded / milled this
    way" can name (the permanents among them no longer on the battlefield), or None."""
    sufs = [s for s in (flt.suffixes.items if flt.suffixes else ()) if type(s) in GONE_THIS_WAY]
    if len(sufs) != 1:
        return None
    ids = _this_way_ids(sufs[0])
    return lambda g, c: list(dict.fromkeys(ids(c)))


def number_this_way(flt, pred, env):
    """"the number of Mountains returned this way", "for each card exiled this way": the
    objects acted on, wherever they are now, that match the rest of the description.
    None if the filter has no "this way"."""
    sufs = [s for s in (flt.suffixes.items if flt.suffixes else ()) if isinstance(s, THIS_WAY)]
    if not sufs:
        return None
    if (gone := gone_this_way(flt)) is not None:
        # "Draw a card for each creature destroyed this way": each counted as it last existed
        return lambda g, c: sum(1 for i in gone(g, c) if pred(g, c, i))
    words = [w.name for g in getattr(flt.types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]
    if any(w.category == "object" and w.name in ("permanent", "spell", "token", "player", "opponent") for w in words):
        raise Unrunnable(flt, "counting permanents or spells acted on this way")
    return lambda g, c: sum(1 for i in g.objects if pred(g, c, i))


# ---- "three or more creatures with different powers" (coven) -------------------------------
def split_different(objects):
    """A counted object phrase whose filter says "with different powers / names / mana
    values" -> (the phrase without it, fn(game, ids) -> the largest number of those
    objects whose values all differ, i.e. the number of distinct values); else
    (objects, None)."""
    flt = getattr(objects, "filter", None)
    if not isinstance(flt, A.Filter) or flt.suffixes is None:
        return objects, None
    diffs = [s for s in flt.suffixes.items if isinstance(s, A.WithDifferent)]
    if not diffs:
        return objects, None
    if len(diffs) > 1:
        raise Unrunnable(diffs[1], "two 'with different' qualities")
    quality = diffs[0].quality
    if isinstance(quality, A.DifferentPowers):
        value = lambda g, i: g.chars(i).power if isinstance(g.chars(i).power, int) else None   # 208.1
    elif isinstance(quality, A.DifferentNames):
        value = lambda g, i: g.chars(i).name or None    # 201.2; a face-down object has no name
    elif isinstance(quality, A.DifferentManaValues):
        value = lambda g, i: g.mana_value(i)            # 202.3
    else:
        raise Unrunnable(quality, f"different {type(quality).__name__}")
    kept = tuple(s for s in flt.suffixes.items if not isinstance(s, A.WithDifferent))
    stripped = dataclasses.replace(objects, filter=dataclasses.replace(
        flt, suffixes=dataclasses.replace(flt.suffixes, items=kept)))
    return stripped, lambda g, ids: len({v for i in ids if (v := value(g, i)) is not None})


@handles(A.OwnedBy, role="qualifier")
def _owned_by(node, env):
    """"target creature you own", "a card an opponent owns" (CR 108.3): ownership, not
    control (a stolen creature is still its owner's)."""
    test = player_test(node.player, env)
    return lambda g, c, i: not _is_player(g, i) and (o := owner_of(g, i)) is not None and test(g, c, o)


@handles(A.NotOwnedBy, role="qualifier")
def _not_owned_by(node, env):
    """"three or more permanents you don't own", "spells you don't own" (CR 108.3)."""
    test = player_test(node.player, env)
    return lambda g, c, i: not _is_player(g, i) and (o := owner_of(g, i)) is not None and not test(g, c, o)


@handles(A.DealtDamageByThisTurn, role="qualifier")
def _dealt_damage_by_this_turn(node, env):
    """"a creature dealt damage by this creature this turn" (CR 120.3): an object or player
    some damage event of this turn had as its recipient, from that source."""
    sources = resolver(node.source, env)

    def pred(g, c, i):
        src = set(sources(g, c))
        return any(e.recipient == i and e.amount > 0 and e.source in src for e in g.events_this_turn("damage"))
    return pred


@handles(A.AttachedTo, role="qualifier")
def _attached_to(node, env):
    """"Equipment attached to this creature", "all Auras attached to that creature" (CR 301.5,
    303.4): a permanent whose host is one of the objects named."""
    hosts = resolver(node.to, env)

    def pred(g, c, i):
        o = g.objects.get(i)
        return o is not None and o.zone == "battlefield" and o.attached_to is not None \
            and o.attached_to in hosts(g, c)
    return pred


@handles(A.Modified, role="qualifier")
def _modified(node, env):
    """"modified creature" (CR 700.9): it has a counter on it, is equipped, or is enchanted
    by an Aura its controller controls."""
    def pred(g, c, i):
        o = g.objects.get(i)
        if o is None or o.zone != "battlefield":
            return False
        if any(v > 0 for v in o.counters.values()):
            return True
        ctl = g.chars(i).controller
        for j in g.battlefield():
            a = g.objects[j]
            if a.attached_to != i:
                continue
            subtypes = g.chars(j).subtypes
            if "Equipment" in subtypes or ("Aura" in subtypes and g.chars(j).controller == ctl):
                return True
        return False
    return pred


@handles(A.WithGreatest, role="qualifier")
def _with_greatest(node, env):
    """"a creature with the greatest power among creatures they control", "... with the highest
    mana value among creatures and planeswalkers you control" (CR 208, 202.3): the object's value
    is the greatest among the objects named (a tie: each tied object qualifies). "they control"
    and "that player controls" name the player who acts, the object's own controller here
    ("each opponent sacrifices a creature with the greatest power among creatures they control")."""
    from .targets import _stat_value, filter_pred
    stat = node.stat
    if not isinstance(stat, (A.ManaValue, A.Power, A.Toughness)):
        raise Unrunnable(stat, "the greatest of this value")
    among = node.among
    if not isinstance(among, A.Filter):
        raise Unrunnable(among, "the greatest among these")
    theirs = [s for s in among.suffixes.items
              if isinstance(s, A.ControlledBy) and isinstance(s.player, (A.They, A.ThatPlayer))]
    if theirs:
        among = dataclasses.replace(among, suffixes=dataclasses.replace(
            among.suffixes, items=tuple(s for s in among.suffixes.items if s not in theirs)))
    group, kind = filter_pred(among, env)
    if kind != "permanent":
        raise Unrunnable(node.among, "the greatest among these objects")
    # "for each opponent, choose a creature with the greatest power among creatures that player
    # controls": the object is that player's too (608.2c)
    that = env.it_player if any(isinstance(s.player, A.ThatPlayer) for s in theirs) else None

    def greatest(g, c, i):
        if i not in g.objects or g.objects[i].zone != "battlefield":
            return False
        owner = g.chars(i).controller
        if that is not None and owner not in that(g, c):
            return False
        values = [_stat_value(g, j, stat) for j in g.battlefield()
                  if group(g, c, j) and (not theirs or g.chars(j).controller == owner)]
        return bool(values) and _stat_value(g, i, stat) == max(values)
    return greatest


# ---- "each creature card exiled with Cold Storage" (CR 607.2a) ---------------------------------
@handles(A.ExiledWith, role="qualifier")
def _exiled_with(node, env):
    """The cards this object's abilities exiled (linked abilities, 607.2a): the kernel notes each
    card exiled by an object's ability on that object (``linked["exiled"]``). A source that has
    left the battlefield (sacrificed to pay the cost) is read as it last existed (608.2h); a new
    object it became has exiled nothing (400.7)."""
    if not isinstance(node.source, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.source, "cards exiled with another object")

    def exiled(g, c):
        src = g.objects.get(c.source) or (g.lki[c.source][0] if c.source in g.lki else None)
        return src.linked.get("exiled", ()) if src is not None else ()
    return lambda g, c, i: i in exiled(g, c) and i in g.objects and g.objects[i].zone == "exile"
