""""Choose ..." instructions (CR 608.2c, 115.1, 700.2):

* "Choose target creature." -- the target is chosen as the spell is cast or the
  ability put on the stack (601.2c, 115.1); the instruction itself does nothing as
  it resolves, and "that creature" / "the chosen creature" is the target;
* "Choose a creature." / "Each player chooses a creature they control." / "Target
  opponent chooses a creature they control." / "Choose an opponent." -- a choice made
  as the instruction is followed (608.2c), not targeted: each player named chooses
  (in turn order, 101.4), among the objects or players that match *now*; "they" in
  the filter is the player choosing; "that creature", "the chosen creature" are the
  objects chosen and "the rest" the matching objects not chosen;
* "Choose up to one creature.", "Choose any number of creatures.", "Choose five
  permanents you control." -- the same with a number (fewer if fewer match).

A choice is a decision named ``choose`` (one object, asked one at a time) or, when
the number is open ("up to", "any number of"), ``choose_objects`` answered with a set
(``nothing`` for none).
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .past import remember
from .registry import Unrunnable, handles
from .targets import _filter_text, acting_players, amount, choose_among, filter_pred, resolver

#: references that are targets (chosen on casting, 601.2c)
TARGET_REFS = (A.Target, A.AnyTarget, A.TargetPlayer, A.AnotherTarget, A.UpToOtherTarget, A.AnyNumberOfTargets)


def _is_target_ref(node) -> bool:
    if isinstance(node, A.BothRefs):
        return _is_target_ref(node.first) and _is_target_ref(node.second)
    return isinstance(node, TARGET_REFS)


@handles(A.ChooseEffect)
def choose_effect(node, env):
    what = node.what
    if _is_target_ref(what):
        if node.subject is not None and not isinstance(node.subject, A.You):
            raise Unrunnable(node.subject, "another player choosing the targets")
        before = len(env.targets)
        targets = resolver(what, env)
        env.it = targets
        if {s.kind for s in env.targets[before:]} == {"player"}:
            env.it_player = targets      # "Choose target opponent. ... that player ..."

        def chosen_on_casting(g, c):
            # 601.2c: chosen as the spell was cast; "the chosen creature" is the target
            remember(c, "choose", targets(g, c))
        return chosen_on_casting
    if isinstance(what, A.SomeOf):
        from .refs_back import choose_some_of     # "Choose one of them." (608.2c)
        return choose_some_of(node, env)
    return _choose_as_it_resolves(node, env)


def _count_of(what, env):
    """(filter, low(g, c), high(g, c), quantifier text) of "a creature", "up to two
    creatures", "any number of creatures", "five permanents"."""
    if isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn)):
        return what.filter, (lambda g, c: 1), (lambda g, c: 1)
    if isinstance(what, A.Counted):
        n = amount(what.amount, env)
        return what.filter, n, n
    if isinstance(what, A.UpToCount):
        n = amount(what.amount, env)
        return what.filter, (lambda g, c: 0), n
    if isinstance(what, A.AnyNumberOf):
        return what.filter, (lambda g, c: 0), (lambda g, c: 10 ** 6)
    raise Unrunnable(what, f"choosing {type(what).__name__}")


def _choosers(subject, env):
    """Who makes the choice: "Each player chooses", "Target opponent chooses"; "An
    opponent chooses" -- the spell's or ability's controller picks which opponent
    (a choice as it resolves, 608.2c)."""
    if subject is None:
        return lambda g, c: [c.data.get("acting_player", c.controller)]
    if isinstance(subject, A.Quantified) and isinstance(subject.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(subject.filter, env)
        if kind != "player":
            raise Unrunnable(subject, "this chooser")
        description = _filter_text(subject.filter)

        def one_player(g, c):
            cands = [p for p in g.order if not g.players[p].lost and pred(g, c, p)]
            return choose_set(g, c.controller, cands, 1, 1, description)
        return one_player
    return resolver(subject, env)


def _choose_as_it_resolves(node, env):
    who = _choosers(node.subject, env)
    flt, low, high = _count_of(node.what, env)
    # "a creature they control": "they" is the player choosing (608.2c)
    saved = env.data.get("they")
    env.data["they"] = lambda g, c: [c.data.get("acting_player", c.controller)]
    try:
        pred, kind = filter_pred(flt, env)
    finally:
        env.data["they"] = saved
    from_zone = any(isinstance(x, (A.FromZone, A.InZone, A.FromAmong, A.FromPronoun))
                    for x in (flt.suffixes.items if flt.suffixes else ()))
    if kind == "card" and not from_zone:
        raise Unrunnable(flt, "a card chosen without a zone")
    if kind not in ("permanent", "card", "player"):
        raise Unrunnable(flt, f"choosing a {kind}")
    description = _filter_text(flt)
    key = f"chosen:{id(node)}"

    def candidates(g, c):
        if kind == "player":
            ids = [p for p in g.order if not g.players[p].lost]
        elif kind == "permanent":
            ids = g.battlefield()
        else:
            ids = [i for i, o in g.objects.items() if o.zone in ("graveyard", "hand", "exile", "library")]
        return [i for i in ids if pred(g, c, i)]

    def run(g, c):
        picks, pool = [], []
        saved = c.data.get("acting_player")
        try:
            for p in who(g, c):    # 101.4: each player in turn order
                c.data["acting_player"] = p
                cands = candidates(g, c)
                pool += [i for i in cands if i not in pool]
                picks += choose_set(g, p, cands, low(g, c), high(g, c), description)
        finally:
            if saved is None:
                c.data.pop("acting_player", None)
            else:
                c.data["acting_player"] = saved
        c.data[key] = picks
        c.data.setdefault(key + ":all", []).extend(picks)    # every time it's followed ("for each")
        c.data[key + ":rest"] = [i for i in pool if i not in picks]
        remember(c, "choose", picks)
        g.note(f"chosen: {', '.join(g.name_of(i) for i in picks) or 'nothing'}", rule="608.2c")

    chosen = lambda g, c: [i for i in c.data.get(key, []) if i in g.players or i in g.objects]
    env.it = chosen
    if kind in ("permanent", "card"):
        # "choose up to two cards from it. That player discards those cards.", "Each opponent
        # chooses a creature they control. You gain control of those creatures.": every object
        # chosen (for each player, 'for each' time), with those of a choice just before ("choose
        # a creature card in an opponent's graveyard, then that player chooses a creature card in
        # your graveyard. You may return those cards ...", 608.2c)
        every = lambda g, c: [i for i in c.data.get(key + ":all", []) if i in g.objects]
        prev = env.data.get("those")
        if prev is not None and prev is env.data.get("those_chosen") and prev[2] == kind + "s":
            earlier = prev[1]
            every_now = every
            every = lambda g, c: earlier(g, c) + every_now(g, c)
        group = f"those:{len(env.data.setdefault('groups', []))}"
        env.data["groups"].append(group)
        env.data["those"] = env.data["those_chosen"] = (group, every, kind + "s")
    if kind == "player":
        env.it_player = chosen        # "Choose an opponent. ... that player ..."
    if from_zone and any(isinstance(x, A.FromAmong) for x in flt.suffixes.items):
        env.data.pop("the_rest", None)   # "from among them ... the rest": the others looked at
    else:
        # "Destroy the rest.": the matching objects nobody chose
        env.data["the_rest"] = lambda g, c: [i for i in c.data.get(key + ":rest", []) if i in g.objects]
    return run


def choose_set(g, player, cands: list, low: int, high: int, description: str) -> list:
    """``player`` chooses ``low``..``high`` of ``cands`` (608.2c; fewer if fewer exist).
    A fixed number is asked one object at a time (``choose``); an open number ("up
    to", "any number of") as one set (``choose_objects``)."""
    high = min(high, len(cands))
    low = min(low, high)
    if low == high:
        return choose_among(g, player, cands, high, "choose", description, prompt=f"choose {description}")
    return g._ask_cards("choose_objects", f"choose {description}", player, cands, low, high, rule="608.2c")
