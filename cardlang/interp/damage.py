"""Damage (CR 120) and divided damage (601.2d)."""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .targets import amount, resolver


def dealt(c, events) -> None:
    """Remember the players and objects this instruction dealt damage to (after
    replacement and prevention, 615.1: prevented damage is dealt to no one) for "each
    creature dealt damage this way" (608.2c; past.py, verb "damage")."""
    from .past import remember
    remember(c, "damage", [e.recipient for e in events or () if e.kind == "damage" and e.amount > 0])


def source_resolver(node, env):
    """The source of damage.  "It deals 2 damage" with nothing earlier for "it" to name
    (typically after "Sacrifice this creature:" in the cost) is the object the ability
    comes from -- as it last existed if it has left the battlefield (CR 608.2h)."""
    if isinstance(node, A.It) and env.it is None:
        return lambda g, c: [c.source] if c.source is not None else []
    return resolver(node, env)


ITSELF = "itself"   # env.data: what "itself" names while a sentence's object is compiled


def _recipient(node, src, env):
    """The recipient of damage; "itself" there is the source ("Target creature deals
    damage to itself equal to its power", CR 120.3)."""
    saved = env.data.get(ITSELF)
    env.data[ITSELF] = src
    try:
        return resolver(node, env)
    finally:
        env.data[ITSELF] = saved


@handles(A.Itself, role="ref")
def _itself(node, env):
    """"itself": the object the sentence is about (its subject)."""
    subject = env.data.get(ITSELF)
    if subject is None:
        raise Unrunnable(node, "'itself' here")
    return subject


def _source(src_res, g, c):
    s = src_res(g, c)
    return s[0] if s else None


@handles(A.DealDamage)
def deal_damage(node, env):
    src = source_resolver(node.source, env)
    n = amount(node.amount, env)
    rec = _recipient(node.recipient, src, env)
    env.it = rec
    env.data["last_damage_to"] = rec     # "... deals 4 damage instead" (interp/conditional.py)

    def run(g, c):
        sid = _source(src, g, c)
        amt = n(g, c)
        c.data["that_much"] = amt
        for t in rec(g, c):
            dealt(c, g.deal_damage(sid, t, amt))
    return run


@handles(A.DealDividedDamage)
def deal_divided(node, env):
    src = source_resolver(node.source, env)
    n = amount(node.amount, env)
    start = env.target_offset()
    rec = resolver(node.recipients, env)
    specs = env.targets[-1:] if env.target_offset() > start else []
    env.it = rec
    if isinstance(node.division, A.DividedAsYouChoose):
        if not specs:
            raise Unrunnable(node, "damage divided among non-targets")
        object.__setattr__(specs[0], "divide", True)
        env.data["divide_total"] = lambda ctx, g=None: n(g, ctx)   # (the game asked as it's divided, 601.2d)

        def run(g, c):
            sid = _source(src, g, c)
            legal = set(rec(g, c))
            # CR 601.2d: divided as the spell was cast; each part is a separate event
            dealt(c, g.deal_damage_divided(sid, {t: a for t, a in c.divided.items() if t in legal}))
        return run
    if isinstance(node.division, A.DividedEvenly):
        def run(g, c):
            sid = _source(src, g, c)
            chosen = [t for t in c.targets[start:]]
            if not chosen:
                return
            each = n(g, c) // len(chosen)   # divided evenly, rounded down, among the targets chosen
            legal = set(rec(g, c))
            dealt(c, g.deal_damage_divided(sid, {t: each for t in chosen if t in legal}))
        return run
    raise Unrunnable(node.division, "this division of damage")


def _deal_equal(src_node, quantity, rec_node, env, recipient_first: bool):
    src = source_resolver(src_node, env)
    # "deals damage to each player equal to the number of lands they control": "they" is
    # each player dealt damage, so each one's amount is their own
    per_player = (isinstance(quantity, A.Node) and env.data.get("they") is None
                  and any(isinstance(x, A.They) for x in quantity.walk()))
    saved = env.data.get("its"), env.data.get("they")
    env.data["its"] = src          # "deals damage equal to its power": the source's
    if per_player:
        env.data["they"] = lambda g, c: [c.data[EACH_RECIPIENT]] if EACH_RECIPIENT in c.data else []
    try:
        if recipient_first:
            rec = _recipient(rec_node, src, env)
            n = amount(quantity, env)
        else:
            n = amount(quantity, env)
            rec = _recipient(rec_node, src, env)
    finally:
        env.data["its"], env.data["they"] = saved
    env.it = rec

    def run(g, c):
        sid = _source(src, g, c)
        if per_player:
            for t in rec(g, c):
                c.data[EACH_RECIPIENT] = t
                c.data["that_much"] = amt = n(g, c)
                dealt(c, g.deal_damage(sid, t, amt))
            c.data.pop(EACH_RECIPIENT, None)
            return
        amt = n(g, c)      # CR 608.2h: the amount is determined once, as the instruction is followed
        c.data["that_much"] = amt
        for t in rec(g, c):
            dealt(c, g.deal_damage(sid, t, amt))
    return run


EACH_RECIPIENT = "each_recipient"   # ctx.data: the player whose amount is being counted


@handles(A.DealsDamageEqual)
def deals_damage_equal(node, env):
    """"<source> deals damage equal to <quantity> to <recipient>" (CR 120.3)."""
    return _deal_equal(node.source, node.quantity, node.recipient, env, recipient_first=False)


@handles(A.DealDamageToEqual)
def deal_damage_to_equal(node, env):
    """"<source> deals damage to <recipient> equal to <quantity>" (CR 120.3)."""
    return _deal_equal(node.source, node.quantity, node.recipient, env, recipient_first=True)


@handles(A.Fight)
def fight(node, env):
    """"<creature> fights <creature>" (CR 701.14a): each deals damage equal to its
    power to the other."""
    first = resolver(node.subject, env)
    second = resolver(node.other, env)

    def run(g, c):
        a, b = first(g, c), second(g, c)
        if a and b:   # CR 701.14b: an illegal or missing creature means no fight
            g.fight(a[0], b[0], cause=c.source)
    return run
