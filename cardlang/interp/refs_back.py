"""References back to objects and players named before in the ability (CR 608.2c: the
instructions are followed in the order written, and a later one names what an earlier one
chose, created or acted on):

* "each of them", "each of those creatures": every object of the group named before, the
  instruction followed for each of them;
* "the player", "the token": the one player or token the ability named before ("that
  player", the token it created);
* "the creature you control" (the target described so), "the player with the most life",
  "the player or planeswalker that creature is attacking", "the cards in your hand";
* amounts: "your life total", "the number of colors of mana spent to cast this spell"."""
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


# ---- amounts: a life total, the colors of mana spent --------------------------------------------
@handles(A.LifeTotal, role="amount")
def _life_total(node, env):
    """"X is your life total", "equal to target player's life total" (CR 119.1): the player's
    life total as the amount is counted (608.2h)."""
    from .targets import zone_owners
    who = zone_owners(node.owner, env)

    def life(g, c):
        players = who(g, c)
        return sum(g.players[p].life for p in players) if len(players) == 1 else 0
    return life


@handles(A.ColorsOfManaSpent, role="amount")
def _colors_of_mana_spent(node, env):
    """"X is the number of colors of mana spent to cast this spell" (converge, CR 106.3, 702.44a;
    the permanent it became knows, 400.7d)."""
    from .quantities import _about_this_spell, colors_spent
    _about_this_spell(node.spell)
    return lambda g, c: colors_spent(g, c.source)


# ---- "Your life total becomes 10." (CR 119.5) ---------------------------------------------------
def _life_owners(node, env):
    if isinstance(node, A.EachPlayers):
        return lambda g, c: [p for p in g.order if not g.players[p].lost]
    from .targets import zone_owners
    return zone_owners(node, env)


def _set_life_totals(who, value, env):
    """CR 119.5: a player whose life total becomes a number gains or loses the life needed. The
    number is counted for each player ("the number of creatures they control") before any life
    total changes (608.2h), then each player gains or loses life in turn order (101.4)."""
    def run(g, c):
        saved = c.data.get("acting_player")
        values = []
        try:
            for p in who(g, c):
                c.data["acting_player"] = p
                values.append((p, value(g, c)))
        finally:
            if saved is None:
                c.data.pop("acting_player", None)
            else:
                c.data["acting_player"] = saved
        for p, n in values:
            diff = n - g.players[p].life
            if diff > 0:
                g.gain_life(p, diff, cause=c.source)
            elif diff < 0:
                g.lose_life(p, -diff, cause=c.source)
    return run


@handles(A.LifeTotalBecomes)
def _life_total_becomes(node, env):
    """"Target player's life total becomes 10." (CR 119.5)"""
    from .targets import amount
    return _set_life_totals(_life_owners(node.player, env), amount(node.amount, env), env)


@handles(A.LifeTotalBecomesValue)
def _life_total_becomes_value(node, env):
    """"Each player's life total becomes the number of creatures they control." (CR 119.5; "they":
    the player whose life total it is)"""
    from .targets import amount
    saved = env.data.get("they")
    env.data["they"] = lambda g, c: [c.data.get("acting_player", c.controller)]
    try:
        value = amount(node.value, env)
    finally:
        env.data["they"] = saved
    return _set_life_totals(_life_owners(node.player, env), value, env)


@handles(A.HighestLifeTotalAmong, A.LowestLifeTotalAmong, role="amount")
def _extreme_life_total(node, env):
    """"the highest / lowest life total among all players" (CR 119.1)."""
    players = resolver(node.players, env)
    pick = max if isinstance(node, A.HighestLifeTotalAmong) else min

    def run(g, c):
        lives = [g.players[p].life for p in players(g, c) if p in g.players]
        return pick(lives) if lives else 0
    return run


# ---- "Choose one of them.", "Target opponent chooses one of those cards." (608.2c) -----------------
def choose_some_of(node, env):
    """A player chooses that many of the group named before (the cards exiled, revealed or looked
    at) as the instruction is followed (608.2c; fewer if fewer are left): "that card" is the one
    chosen, "the rest" / "the other" the others of the group, "those cards" the ones chosen."""
    from .choose import _choosers
    from .past import remember
    from .targets import amount, choose_among
    what = node.what
    if not isinstance(what.group, (A.Them, A.ThoseRef)) or \
            isinstance(what.group, A.ThoseRef) and "player" in _type_names(what.group.types):
        raise Unrunnable(what, "choosing some of these")
    who = _choosers(node.subject, env)
    group = resolver(what.group, env)
    n = amount(what.amount, env)
    key = f"chosen:{id(node)}"

    def run(g, c):
        picks, pool = [], []
        for p in who(g, c):
            cands = [i for i in group(g, c) if i in g.objects and i not in picks]
            pool += [i for i in cands if i not in pool]
            picks += choose_among(g, p, cands, n(g, c), "choose", "one of them", prompt=f"choose {to_text(what)}")
        c.data[key] = picks
        c.data[key + ":rest"] = [i for i in pool if i not in picks]
        remember(c, "choose", picks)
        g.note(f"chosen: {', '.join(g.name_of(i) for i in picks) or 'nothing'}", rule="608.2c")

    chosen = lambda g, c: [i for i in c.data.get(key, []) if i in g.objects]
    env.it = chosen
    env.data["the_rest"] = lambda g, c: [i for i in c.data.get(key + ":rest", []) if i in g.objects]
    # "You choose two of them. That player discards those cards."
    names = _type_names(what.group.types) if isinstance(what.group, A.ThoseRef) else []
    kind = "permanents" if names and all(w in ("creature", "permanent") for w in names) else "cards"
    those = f"those:{len(env.data.setdefault('groups', []))}"
    env.data["groups"].append(those)
    env.data["those"] = (those, chosen, kind)
    return run


# ---- "An opponent gains control of ...", "a creature an opponent controls chosen at random" -------
def _split_random(flt):
    """-> (the filter without "at random" / "chosen at random", True if it had one)."""
    import dataclasses
    if not isinstance(flt, A.Filter) or flt.suffixes is None:
        return flt, False
    items = flt.suffixes.items
    kept = tuple(s for s in items if not isinstance(s, (A.AtRandom, A.ChosenAtRandom)))
    if len(kept) == len(items):
        return flt, False
    return dataclasses.replace(flt, suffixes=dataclasses.replace(flt.suffixes, items=kept)), True


def one_player_chosen(subject, env):
    """"An opponent gains control of that permanent" (608.2c): the ability's controller chooses
    one of the players that match as the instruction is followed ("an opponent chosen at random":
    one at random), once for the resolution."""
    from .at_random import pick_at_random
    from .choose import choose_set
    from .targets import _filter_text
    flt, at_random = _split_random(subject.filter)
    pred, kind = filter_pred(flt, env)
    if kind != "player":
        raise Unrunnable(subject, "this subject")
    key = f"a_player:{id(subject)}"
    description = _filter_text(flt)

    def run(g, c):
        if key not in c.data:
            cands = [p for p in g.order if not g.players[p].lost and pred(g, c, p)]
            c.data[key] = pick_at_random(g, cands, 1) if at_random else \
                choose_set(g, c.controller, cands, 1, 1, description)
        return [p for p in c.data[key] if p in g.players and not g.players[p].lost]
    return run


def chosen_at_random(node, env):
    """"deals 7 damage to a creature an opponent controls chosen at random", "to an opponent chosen
    at random" (608.2c): one of the permanents or players that match, picked at random from the
    game's seeded random source as the instruction is followed; None without "at random"."""
    from .at_random import pick_at_random
    flt, at_random = _split_random(node.filter)
    if not at_random:
        return None
    pred, kind = filter_pred(flt, env)
    if kind == "player":
        return one_player_chosen(node, env)
    if kind != "permanent":
        raise Unrunnable(node, f"a {kind} chosen at random")
    key = f"at_random:{id(node)}"

    def run(g, c):
        if key not in c.data:
            c.data[key] = pick_at_random(g, [i for i in g.battlefield() if pred(g, c, i)], 1)
        return [i for i in c.data[key] if i in g.objects]
    return run


# ---- "target red creature or red planeswalker" (FilterUnion) ------------------------------------
def union_parts(flt) -> tuple:
    """The two filters of "artifact creature or black creature", "artifact or tapped creature",
    "white creatures and blue creatures": each part with its own adjectives, the qualifiers after
    the list applying to both (CR 105.2, 115.1)."""
    other = flt.other
    if not isinstance(other, A.ColoredPart) or not isinstance(flt.types, A.TypeGroup) \
            or not isinstance(other.types, A.TypeGroup):
        raise Unrunnable(flt, "this list of filters")
    first = A.Filter(flt.adjectives, A.TypeWords((flt.types,)), flt.suffixes)
    own = tuple(other.adjectives.items) if other.adjectives is not None else ()
    second = A.Filter(A.Adjectives((other.adjective,) + own), A.TypeWords((other.types,)), flt.suffixes)
    return first, second


def filter_union_pred(flt, env):
    """An object matches the list if it matches either part (CR 608.2b: "or" / "and/or"; "white
    creatures and blue creatures": each creature that is one or the other)."""
    first, second = union_parts(flt)
    p1, k1 = filter_pred(first, env)
    p2, k2 = filter_pred(second, env)
    if k1 != k2:
        raise Unrunnable(flt, "a list of filters of different kinds")
    return (lambda g, c, i: p1(g, c, i) or p2(g, c, i)), k1


# ---- "Exchange control of target creature you control and target creature an opponent controls" ---
@handles(A.ExchangeControlOfBoth)
def _exchange_control(node, env):
    """CR 701.12a-b: each of the two permanents' controllers gains control of the other one, at
    once (two layer-2 effects, 613.1b, lasting indefinitely unless a duration says otherwise); if
    the whole exchange can't be done (one of them is gone or not a permanent) nothing happens, and
    nothing happens if one player controls both."""
    from cardlang.kernel.durations import INDEFINITE
    from cardlang.kernel.layers import gain_control
    from .sentences import current_duration
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player exchanging control")
    both = node.both
    if not isinstance(both, A.BothRefs):
        raise Unrunnable(both, "exchanging control of these")
    before = len(env.targets)
    first = resolver(both.first, env)
    second = resolver(both.second, env)
    if any(s.kind not in ("permanent", "player") for s in env.targets[before:]):
        raise Unrunnable(both, "exchanging control of a spell")     # "target noncreature spell"
    for ref in (both.first, both.second):
        if isinstance(ref, A.ThatRef) and "spell" in _type_names(ref.types):
            raise Unrunnable(ref, "exchanging control of a spell")  # "this creature and that spell"

    def run(g, c):
        a, b = first(g, c), second(g, c)
        ok = lambda ids: len(ids) == 1 and ids[0] in g.objects and g.objects[ids[0]].zone == "battlefield"
        if not (ok(a) and ok(b)) or a[0] == b[0]:
            g.note("the exchange can't be completed: nothing happens", rule="701.12a")
            return
        x, y = a[0], b[0]
        px, py = g.chars(x).controller, g.chars(y).controller
        if px == py:
            return                                    # 701.12b: the same controller
        d = current_duration(env, c, INDEFINITE)
        for obj, player in ((x, py), (y, px)):
            g.add_effect(gain_control(f"{env.card_name}: {g.name_of(player)} controls {g.name_of(obj)}",
                                      player, lambda gg, ch, obj=obj: ch.id == obj, duration=d,
                                      source=c.source, controller=c.controller))
    return run


# ---- "<source> deals 3 damage to you unless you pay {2}" (CR 118.12) ---------------------------
@handles(A.DealDamageUnless)
def _deal_damage_unless(node, env):
    """"Hasran Ogress deals 3 damage to you unless you pay {2}", "... unless they control two or
    more basic lands" (CR 118.12: "unless" marks an optional cost; 608.2c): the player named may
    pay (mana or life); if they do, or the condition is true, no damage is dealt. A cost that can't
    be paid in full isn't paid (118.3)."""
    from cardlang.kernel import RulesError
    from cardlang.kernel.choices import Decision
    from .costs import compile_cost, pay_now
    from .registry import dispatch
    deal = dispatch(A.DealDamage(node.source, node.amount, node.recipient, None), env)
    unless = node.unless
    if isinstance(unless, A.UnlessCondition):
        from .sentences import condition
        holds = condition(unless.condition, env)

        def run_cond(g, c):
            if not holds(g, c):
                deal(g, c)
        return run_cond
    if not (isinstance(unless, A.UnlessDoes) and isinstance(unless.effect, A.PayEffect)
            and isinstance(unless.effect.cost, (A.ManaCost, A.LifeAmount))):
        raise Unrunnable(unless, "dealing damage unless a player does this")
    pay = unless.effect
    if pay.subject is None:
        raise Unrunnable(unless, "a payment with no player named")
    # "deals 2 damage to that player unless they pay {2}": "they" is the player dealt the damage
    payers = env.it if isinstance(pay.subject, A.They) else resolver(pay.subject, env)
    cost = compile_cost(A.Costs((pay.cost,)), env)
    if any("X" in m for m in cost.mana):
        raise Unrunnable(pay.cost, "paying {X} as an instruction")
    text = to_text(pay.cost)

    def run(g, c):
        who = [p for p in payers(g, c) if p in g.players]
        if len(who) == 1:
            p = who[0]
            d = Decision("pay", f"pay {text} (or be dealt the damage)?", p, ["yes", "no"], rule="118.12")
            if g.ask(d) in ("yes", True):
                try:
                    pay_now(g, p, cost, c.source)     # 118.3: all of it, or nothing is paid
                    return
                except RulesError as e:
                    g.note(f"{g.name_of(p)} can't pay {text}: {e}", rule="118.3")
        deal(g, c)
    return run


@handles(A.SomeOfAtRandom, role="ref")
def _some_of_at_random(node, env):
    """"Exile four of them at random", "Return two of them at random" (608.2c): that many of the
    group named before, picked at random from the game's seeded source, not by a player."""
    from .at_random import pick_at_random
    from .targets import amount
    group = resolver(node.group, env)
    n = amount(node.amount, env)
    key = f"some_at_random:{id(node)}"

    def run(g, c):
        if key not in c.data:
            pool = [i for i in group(g, c) if i in g.objects]
            c.data[key] = pick_at_random(g, pool, n(g, c))
            c.data[key + ":rest"] = [i for i in pool if i not in c.data[key]]
        return [i for i in c.data[key] if i in g.objects]
    # "... and put the other on the bottom of your library": the ones not picked
    env.data["the_rest"] = lambda g, c: [i for i in c.data.get(key + ":rest", []) if i in g.objects]
    return run
