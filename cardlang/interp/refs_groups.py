"""Groups of objects named by plural references (CR 608.2c, 115.1):

* "each of up to two target creatures" (every one of the targets);
* "any number of target creatures" (115.1d: any number of targets, chosen as cast);
* "those creatures": the group a plural reference before it in the ability named --
  the same objects (remembered as that reference was resolved), not whatever matches
  now; an object that has left the battlefield since is a new object (400.7) and is no
  longer one of them; after "look at / reveal the top N cards", "those cards" are those
  cards (reveal.py)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import (GROUP_HOOKS, _filter_text, filter_pred, on_battlefield_unless, register_targets, resolver,
                      target_spec)


def _is_plural(node) -> bool:
    """A reference to a group of objects on the battlefield (not players, not cards
    in other zones, whose objects change as they move, 400.7)."""
    if isinstance(node, (A.AnyNumberOfTarget, A.EachOfTarget)):
        return True
    if isinstance(node, A.AllMatching):
        node = A.Quantified(A.All(), node.filter)
    if isinstance(node, A.Quantified) and isinstance(node.quantifier, (A.Each, A.All)):
        words = [w.name for g in getattr(node.filter.types, "items", ()) if isinstance(g, A.TypeGroup)
                 for w in g.words]
        if any(w.category == "object" and w.name in ("player", "opponent") for w in words):
            return False        # "each opponent": players, not objects
        return not any(isinstance(x, (A.FromZone, A.InZone)) for x in
                       (node.filter.suffixes.items if node.filter.suffixes else ()))
    if isinstance(node, A.Target) and node.count is not None:
        amount = getattr(node.count, "amount", None)
        n = getattr(getattr(amount, "number", None), "value", None)
        return isinstance(n, int) and n > 1
    return False


def _remember(node, res, env):
    if not _is_plural(node):
        return res
    key = f"those:{len(env.data.setdefault('groups', []))}"
    env.data["groups"].append(key)
    env.data["those"] = (key, res, "permanents")

    def remembered(g, c):
        ids = list(res(g, c))
        c.data[key] = [i for i in ids if i not in g.players]
        return ids
    return remembered


GROUP_HOOKS["remember"] = _remember


def name_group(env) -> str:
    """Make the permanents an instruction is about to act on the group a later "those
    creatures" names (608.2c); the instruction stores their ids in ``ctx.data[key]``."""
    key = f"those:{len(env.data.setdefault('groups', []))}"
    env.data["groups"].append(key)
    env.data["those"] = (key, lambda g, c: list(c.data.get(key, ())), "permanents")
    return key


@handles(A.EachOfTarget, role="ref")
def _each_of_target(node, env):
    """"put a +1/+1 counter on each of up to two target creatures": the instruction
    acts on every chosen target (one counter on each, CR 115.1)."""
    return resolver(node.target, env)


@handles(A.AnyNumberOfTarget, role="ref")
def _any_number_of_target(node, env):
    """"any number of target creatures" (CR 115.1d, 601.2c): the caster chooses how many
    (zero too) as the spell is cast; each must match and each is chosen once (115.3)."""
    pred, kind = filter_pred(node.filter, env)
    pred = on_battlefield_unless(kind, pred)
    spec = target_spec("any number of target " + _filter_text(node.filter), pred, kind, any_number=True)
    return register_targets(env, spec)


PERMANENT_WORDS = {"creature", "permanent", "artifact", "enchantment", "land", "planeswalker", "battle"}


@handles(A.ThoseRef, role="ref")
def _those(node, env):
    """"those creatures": the objects of the last plural group named before in this
    ability, as they were when it was resolved, while each is still the same object."""
    group = env.data.get("those")
    words = [w.name for g in getattr(node.types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]
    if group is None:
        raise Unrunnable(node, "'those' with no group named before")
    key, group_now, kind = group
    if kind == "cards":
        # "Look at the top five cards of your library. Put one of those cards into your hand":
        # the cards looked at / revealed, while still where they were (400.7)
        if not words or any(w.category == "object" and w.name != "card" for w in words):
            raise Unrunnable(node, "'those' naming other objects than the cards looked at")
        return group_now
    if words and all(w.category == "object" and w.name == "card" for w in words):
        # "Exile two target creatures you control, then return those cards to the battlefield":
        # the cards those permanents became where this effect put them (400.7j; interp/past.py)
        from .past import follow

        def those_cards(g, c):
            ids = c.data[key] if key in c.data else [i for i in group_now(g, c) if i not in g.players]
            return [i for i in follow(g, c, ids) if g.objects[i].zone != "battlefield"]
        return those_cards
    if not words or any(w.category == "object" and w.name not in ("permanent", "creature") or
                        w.category == "card_type" and w.name not in PERMANENT_WORDS for w in words):
        raise Unrunnable(node, "'those' naming cards or players")

    def those(g, c):
        # the group as its instruction identified it; if that instruction didn't happen
        # (replaced by an "instead", 608.2c), the group it names now
        ids = c.data[key] if key in c.data else [i for i in group_now(g, c) if i not in g.players]
        return [i for i in ids if i in g.objects and g.objects[i].zone == "battlefield"]
    return those


@handles(A.AnyNumberOf, role="ref")
def _any_number_of(node, env):
    """"Return any number of Mountains you control to their owner's hand" (CR 608.2c):
    the player performing the instruction chooses, as it resolves, any number of the
    objects that match (none too); they're not targets. A player chooses among cards in
    a hidden zone only their own (e.g. "in your hand")."""
    return _chosen_set(node, env, None)


@handles(A.UpToCount, role="ref")
def _up_to_count(node, env):
    """"untap up to two lands", "Return up to two creature cards from your graveyard to
    your hand" (CR 608.2c): as "any number of", but at most that many."""
    from .targets import amount
    return _chosen_set(node, env, amount(node.amount, env))


def _chosen_set(node, env, most):
    """The objects matching ``node.filter`` that the player performing the instruction
    chooses as it resolves: any number of them, or at most ``most(g, c)``."""
    from .choose import choose_set
    from .targets import _filter_text
    verb = env.data.get("verb")
    if not verb:
        raise Unrunnable(node, "choosing a number of objects without an instruction that chooses")
    pred, kind = filter_pred(node.filter, env)
    suffixes = node.filter.suffixes.items if node.filter.suffixes else ()
    from_zone = any(isinstance(x, (A.FromZone, A.InZone, A.FromAmong, A.FromPronoun)) for x in suffixes)
    if kind == "permanent" and not from_zone:
        pool = lambda g: g.battlefield()
    elif kind in ("card", "permanent") and from_zone:
        # "any number of permanent cards from among them": cards with a permanent type (110.4a)
        pool = lambda g: [i for i, o in g.objects.items() if o.zone in ("graveyard", "hand", "exile", "library")]
    else:
        raise Unrunnable(node, f"choosing any number of {kind}s")
    description = _filter_text(node.filter)

    def chosen(g, c):
        player = c.data.get("acting_player", c.controller)
        cands = [i for i in pool(g) if pred(g, c, i)]
        return choose_set(g, player, cands, 0, len(cands) if most is None else most(g, c), description)
    return chosen


@handles(A.Counted, role="ref")
def _counted(node, env):
    """"exile two cards from your graveyard", "Target opponent exiles two cards from
    their hand" (CR 608.2c): the player performing the instruction chooses that many
    of the matching objects as it resolves (all of them if fewer); not targets."""
    from .targets import amount, chosen_objects
    verb = env.data.get("verb")
    if not verb:
        raise Unrunnable(node, "a number of objects without an instruction that chooses")
    choose = chosen_objects(node.filter, amount(node.amount, env), env, verb)
    return lambda g, c: choose(g, c, c.data.get("acting_player", c.controller))
