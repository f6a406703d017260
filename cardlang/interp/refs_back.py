"""References back to objects and players named before in the ability (CR 608.2c: the
instructions are followed in the order written, and a later one names what an earlier one
chose, created or acted on):

* "each of them", "each of those creatures": every object of the group named before, the
  instruction followed for each of them;
* "the player", "the token": the one player or token the ability named before ("that
  player", the token it created);
* "the creature you control" (the target described so), "the player with the most life",
  "the player or planeswalker that creature is attacking", "the cards in your hand"."""
from __future__ import annotations

from cardlang.syntax import ast as A

from cardlang.syntax import to_text

from .registry import Unrunnable, handles
from .targets import GROUP_HOOKS, filter_pred, resolver


@handles(A.EachOfGroup, role="ref")
def _each_of_group(node, env):
    """"Untap two target creatures. Each of them gets +1/+1 until end of turn." (608.2c):
    the group the pronoun or "those <objects>" names; each instruction acts on every one."""
    return resolver(node.group, env)


def _noun(node) -> str:
    return getattr(node.noun, "name", "")


@handles(A.TheObject, role="ref")
def _the_object(node, env):
    """"The player discards that card.", "attach it to the token" (608.2c): "the player" is
    the player the ability named before ("that player"); "the token" the token an earlier
    instruction of the ability created."""
    noun = _noun(node)
    if noun in ("player", "opponent"):
        from .targets import _that_player
        return _that_player(node, env)
    if noun == "token" and env.data.get("made_tokens"):
        return lambda g, c: [i for i in c.data.get("created", []) if i in g.objects]
    raise Unrunnable(node, f"'the {noun}' with nothing to refer to")


# ---- "the creature you control", "the player with the most life" (TheDescribed) -------------------
def _remember_targets(node, res, env):
    """Note each target reference with its filter: "the creature you control" names later the
    target described so ("target creature you control and target creature you don't control").
    Two or more single targets of permanents named one after the other are a group that "those
    creatures" names after them ("Choose target creature you control and target creature you
    don't control. ... Then those creatures fight each other.", 608.2c)."""
    if isinstance(node, (A.Target, A.UpToOtherTarget, A.AnotherTarget)) and node.filter is not None:
        env.data.setdefault("described_targets", []).append((node.filter, res))
        single = isinstance(node, (A.UpToOtherTarget, A.AnotherTarget)) or node.count is None or \
            isinstance(node.count, A.UpTo) and _one(node.count.amount)
        if single and env.targets and env.targets[-1].kind == "permanent":
            run = env.data.setdefault("single_targets", [])
            run.append(res)
            if len(run) >= 2:
                parts = list(run)
                key = f"those:{len(env.data.setdefault('groups', []))}"
                env.data["groups"].append(key)
                env.data["those"] = (key, lambda g, c: [i for r in parts for i in r(g, c)], "permanents")
        else:
            env.data["single_targets"] = []
    return _prev_remember(node, res, env) if _prev_remember is not None else res


def _one(n) -> bool:
    return isinstance(n, A.One) or getattr(getattr(n, "number", None), "value", None) == 1


_prev_remember = GROUP_HOOKS.get("remember")
GROUP_HOOKS["remember"] = _remember_targets


def _type_names(types) -> list:
    return [w.name.name for g in getattr(types, "items", ()) if isinstance(g, A.TypeGroup) for w in g.words]


def _described_target(node, env):
    """The one target named before whose filter has the same qualifier ("you control", "an
    opponent controls", "you don't control") and the same kind of object (or "permanent")."""
    want = to_text(node.qualifier)
    names = _type_names(node.types)
    found = []
    for flt, res in env.data.get("described_targets", ()):
        suffixes = flt.suffixes.items if flt.suffixes else ()
        if not any(to_text(s) == want for s in suffixes):
            continue
        theirs = _type_names(flt.types)
        if names == theirs or names == ["permanent"]:
            found.append(res)
    return found[0] if len(found) == 1 else None


def _most(score):
    """The one player whose ``score`` is greater than each other player's; nobody on a tie."""
    def run(g, c):
        live = [p for p in g.order if not g.players[p].lost]
        if not live:
            return []
        scores = {p: score(g, c, p) for p in live}
        top = max(scores.values())
        best = [p for p in live if scores[p] == top]
        return best if len(best) == 1 else []
    return run


@handles(A.TheDescribed, role="ref")
def _the_described(node, env):
    """"the creature you control" after "target creature you control and target creature you don't
    control": that target (608.2c); "the player with the most life / who controls the most
    Wizards / who has the most cards in hand": the one player with more than each other player
    (none on a tie); "the player or planeswalker that creature is attacking" (506.2, 508.1b);
    "the cards in your hand": all of them."""
    q = node.qualifier
    names = _type_names(node.types)
    if names == ["player"]:
        if isinstance(q, A.WithMostLife):
            return _most(lambda g, c, p: g.players[p].life)
        if isinstance(q, A.WhoControlsMost):
            pred, kind = filter_pred(A.Filter(A.Adjectives(()), q.types, A.Suffixes(())), env)
            if kind != "permanent":
                raise Unrunnable(q, "the most of these")
            return _most(lambda g, c, p: sum(1 for i in g.battlefield()
                                             if g.chars(i).controller == p and pred(g, c, i)))
        if isinstance(q, A.WhoHasMostInZone) and getattr(q.zone, "name", "") in ("hand", "graveyard", "library") \
                and getattr(q.noun, "name", "") == "card":
            zone = q.zone.name
            return _most(lambda g, c, p: len(g.zone(zone, p)))
    if isinstance(q, A.AttackedBy) and set(names) <= {"player", "planeswalker", "battle"}:
        attackers = resolver(q.attacker, env)

        def attacked(g, c):
            if g.combat is None:
                return []
            out = [g.combat.attackers.get(i) for i in attackers(g, c)]
            return [d for d in out if d is not None and (d in g.players or d in g.objects)]
        return attacked
    if isinstance(q, A.InZone) and names == ["card"]:
        # "the cards in your hand": every card there (402.1)
        return resolver(A.Quantified(A.All(), A.Filter(A.Adjectives(()), node.types, A.Suffixes((q,)))), env)
    target = _described_target(node, env)
    if target is not None:
        return target
    raise Unrunnable(node, "this described object")


@handles(A.FightEachOther)
def _fight_each_other(node, env):
    """"Then those creatures fight each other." (CR 701.14a): each of the two deals damage equal
    to its power to the other; if either isn't a creature on the battlefield, no fight (701.14b)."""
    fighters = resolver(node.fighters, env)

    def run(g, c):
        ids = fighters(g, c)
        if len(ids) == 2:
            g.fight(ids[0], ids[1], cause=c.source)
    return run


def described_count(objects, env):
    """"if you control the creature with the greatest power or tied for the greatest power" (CR
    208.1): a predicate (the object's value is the greatest among the permanents of that kind on
    the battlefield, a tie included) and a test on how many such the player controls (one)."""
    from .targets import _stat_value
    q = objects.qualifier
    if not (isinstance(q, A.WithGreatestOrTied) and type(q.stat) is type(q.tied_stat)
            and isinstance(q.stat, (A.Power, A.Toughness, A.ManaValue))):
        raise Unrunnable(objects, f"counting {type(objects).__name__}")
    kind_pred, kind = filter_pred(A.Filter(A.Adjectives(()), objects.types, A.Suffixes(())), env)
    if kind != "permanent":
        raise Unrunnable(objects, "the greatest among these")
    stat = q.stat

    def value(g, i):
        v = _stat_value(g, i, stat)
        return v if isinstance(v, int) else None

    def greatest(g, c, i):
        if i not in g.objects or g.objects[i].zone != "battlefield" or not kind_pred(g, c, i):
            return False
        values = [v for j in g.battlefield() if kind_pred(g, c, j) for v in [value(g, j)] if v is not None]
        mine = value(g, i)
        return mine is not None and mine == max(values)
    return greatest, lambda g, c, k: k >= 1
