"""Replacement effects a resolving spell or ability creates (CR 614.1a: "If ... would
..., ... instead"; 611.2a: it lasts for the duration stated):

* "If that creature would die this turn, exile it instead.", "If a creature would die
  this turn, exile it instead.": until the turn ends, the creature (that one, or any that
  matches as it would die) is exiled rather than put into a graveyard from the
  battlefield (700.4: "dies").
"""
from __future__ import annotations

from cardlang.kernel import THIS_TURN, ReplacementEffect
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .targets import filter_pred, resolver


def _exile_it(chain) -> bool:
    items = chain.items if isinstance(chain, A.EffectChain) else (chain,)
    return (len(items) == 1 and isinstance(items[0], A.Exile) and isinstance(items[0].what, A.It)
            and items[0].subject is None and items[0].delayed is None and items[0].unless is None
            and getattr(chain, "where", None) is None)


@handles(A.Instead)
def _instead(node, env: Env):
    if not isinstance(node.event, A.WouldDieThisTurn):
        raise Unrunnable(node.event, f"an effect replacing {type(node.event).__name__}")
    if not _exile_it(node.replacement):
        raise Unrunnable(node.replacement, "this replacement of dying")
    subj = node.subject
    if isinstance(subj, (A.ThatRef, A.It)):
        # "that creature": the object(s) named as the instruction resolves (the same object
        # for the whole turn; a new object after a zone change is another one, 400.7)
        which = resolver(subj, env)
        fixed = True
    elif isinstance(subj, A.Quantified) and isinstance(subj.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(subj.filter, env)
        if kind != "permanent":
            raise Unrunnable(subj, "this object dying")
        fixed = False
    else:
        raise Unrunnable(subj, "this object dying")
    name = env.card_name

    def run(g, c):
        ids = set(which(g, c)) if fixed else None

        def applies(gg, ev):
            # 700.4: it would be put into a graveyard from the battlefield
            if not (ev.kind == "zone_change" and ev.to_zone == "graveyard" and ev.obj in gg.objects
                    and gg.objects[ev.obj].zone == "battlefield"):
                return False
            return ev.obj in ids if fixed else pred(gg, c, ev.obj)

        def replace(gg, ev):
            ev.to_zone = "exile"     # 614.1a: exiled instead
            return ev
        g.add_replacement(ReplacementEffect(f"{name}: exile instead of dying", applies, replace,
                                            source=c.source, controller=c.controller, duration=THIS_TURN))
    return run


# ---- static "If ... would ..., ... instead." (CR 614.1a: a replacement effect that applies
# while the ability's source is on the battlefield, 604.1, 611.3a) --------------------------------
def _moved_where(chain):
    """The one instruction of "exile it instead", "put it on the bottom / top of its owner's
    library instead" -> (zone, on top?)."""
    items = chain.items if isinstance(chain, A.EffectChain) else (chain,)
    if len(items) != 1 or getattr(chain, "where", None) is not None:
        raise Unrunnable(chain, "this replacement")
    item = items[0]
    if isinstance(item, A.Exile) and isinstance(item.what, (A.It, A.ThatRef)) and item.subject is None \
            and item.delayed is None and item.unless is None:
        return "exile", True
    if isinstance(item, A.PutEffect) and isinstance(item.what, (A.It, A.SelfThis, A.SelfByName)) \
            and item.subject is None \
            and item.delayed is None and isinstance(item.destination, (A.OnTopOf, A.OnBottomOf)):
        z = item.destination.zone
        if isinstance(z, A.ZoneRef) and getattr(z.zone, "name", "") == "library" \
                and isinstance(z.owner, A.ItsOwners) and getattr(item.destination, "order", None) is None:
            return "library", isinstance(item.destination, A.OnTopOf)
    raise Unrunnable(chain, "this replacement")


def _which(subj, env: Env):
    """-> (fn(game, source, object id) -> bool, nouns) for "this creature" / "a creature an
    opponent controls" / "a permanent" / "an instant or sorcery card"."""
    from cardlang.kernel import Context
    if isinstance(subj, (A.SelfThis, A.SelfByName)):
        return (lambda g, src, i: i == src.id), {"permanent"}
    if isinstance(subj, A.Quantified) and isinstance(subj.quantifier, (A.ArticleA, A.ArticleAn)):
        pred, kind = filter_pred(subj.filter, env)
        if kind not in ("permanent", "card"):
            raise Unrunnable(subj, "this object")
        return (lambda g, src, i: pred(g, Context(src.id, src.controller), i)), {kind}
    raise Unrunnable(subj, "this object")


def _static_moves(node, env: Env):
    """"If this creature would die, exile it instead.", "If a permanent would be put into a
    graveyard, exile it instead.", "If a card would be put into your graveyard from anywhere,
    exile that card instead." -> replacements(game, source) for a StaticAbility."""
    from cardlang.kernel import Context
    ev_node = node.event
    to_zone, on_top = _moved_where(node.replacement)
    which, kinds = _which(node.subject, env)
    dies = isinstance(ev_node, A.WouldDie)
    owner_test = lambda g, src, ev: True   # noqa: E731
    if isinstance(ev_node, A.WouldBePutInto):
        z = ev_node.zone
        if not (isinstance(z, A.ZoneRef) and getattr(z.zone, "name", "") == "graveyard"):
            raise Unrunnable(z, "this zone")
        if isinstance(z.owner, A.Your):
            # 404.1: a card goes to its owner's graveyard: "your graveyard" -- cards you own
            owner_test = lambda g, src, ev: g.objects[ev.obj].owner == src.controller   # noqa: E731
        elif not isinstance(z.owner, A.APlayers):
            raise Unrunnable(z.owner, "this graveyard")
    elif not dies:
        raise Unrunnable(ev_node, f"replacing {type(ev_node).__name__}")
    from_battlefield_only = dies or kinds == {"permanent"}
    name = env.card_name

    def applies_for(src):
        def applies(g, ev):
            if not (ev.kind == "zone_change" and ev.to_zone == "graveyard" and ev.obj in g.objects):
                return False
            o = g.objects[ev.obj]
            if from_battlefield_only and o.zone != "battlefield":
                return False
            if dies and not g.chars(ev.obj).is_creature:
                return False     # 700.4: "dies" -- here, a creature put into a graveyard from the battlefield
            if kinds == {"card"} and g.chars(ev.obj).token:
                return False     # 111.1: a token isn't a card
            return owner_test(g, src, ev) and which(g, src, ev.obj)
        return applies

    def replace(g, ev):
        ev.to_zone = to_zone     # 614.1a: there instead
        if to_zone == "library":
            ev.to_top = on_top
        return ev

    def reps(g, src):
        return [ReplacementEffect(f"{name}: instead of the graveyard", applies_for(src), replace,
                                  source=src.id, controller=src.controller)]
    return reps


def _static_life_or_draw(node, env: Env):
    """"If you would gain life, you gain twice that much life instead.", "If an opponent
    would gain life, that player loses that much life instead.", "If you would draw a card,
    draw two cards instead." -> replacements(game, source)."""
    from cardlang.kernel import DrawEvent, LifeLossEvent
    ev_node, subj = node.event, node.subject
    if isinstance(subj, A.You):
        who = lambda g, src, p: p == src.controller   # noqa: E731
    elif (isinstance(subj, A.QuantifiedPlayer) and getattr(subj.noun, "name", "") == "opponent") or (
            isinstance(subj, A.Quantified) and isinstance(subj.quantifier, (A.ArticleA, A.ArticleAn))
            and [w.name.name for grp in subj.filter.types.items if isinstance(grp, A.TypeGroup)
                 for w in grp.words] == ["opponent"] and not subj.filter.adjectives.items
            and not subj.filter.suffixes.items):
        who = lambda g, src, p: p in g.players and p != src.controller   # noqa: E731
    else:
        raise Unrunnable(subj, "this player")
    items = node.replacement.items if isinstance(node.replacement, A.EffectChain) else (node.replacement,)
    if len(items) != 1:
        raise Unrunnable(node.replacement, "this replacement")
    item = items[0]
    name = env.card_name
    if isinstance(ev_node, A.WouldGainLife):
        kind = "gain_life"
        if isinstance(item, A.GainLife) and isinstance(item.subject, (A.You, type(None))) \
                and isinstance(subj, A.You) and isinstance(item.amount, A.Twice) \
                and isinstance(item.amount.quantity, A.ThatMuch) and item.for_each is None:
            def replace(g, ev):
                ev.amount *= 2   # 614.1a: twice that much (a modified event)
                return ev
        elif isinstance(item, A.LoseLife) and isinstance(item.subject, A.ThatRef) \
                and isinstance(item.amount, A.ThatMuch) and item.for_each is None and item.unless is None:
            def replace(g, ev):
                # that player loses that much life instead (a different event, 614.1a)
                return LifeLossEvent(player=ev.player, amount=ev.amount, cause=ev.cause)
        else:
            raise Unrunnable(item, "this replacement of gaining life")
    elif isinstance(ev_node, A.WouldDraw):
        kind = "draw"
        card = ev_node.cards
        if not (isinstance(card, A.CardAmount) and isinstance(card.amount, A.One)):
            raise Unrunnable(card, "replacing drawing these cards")
        if not (isinstance(item, A.Draw) and item.subject is None and item.for_each is None
                and item.delayed is None and isinstance(item.amount, A.CardAmount)
                and isinstance(item.amount.amount, A.Count)):
            raise Unrunnable(item, "this replacement of drawing")
        n = item.amount.amount.number.value

        def replace(g, ev):
            # 121.2, 614.1a: that many draws instead, one at a time; this effect doesn't
            # apply to them again (614.5)
            return [DrawEvent(player=ev.player, cause=ev.cause) for _ in range(n)]
    else:
        raise Unrunnable(ev_node, f"replacing {type(ev_node).__name__}")

    def reps(g, src):
        def applies(gg, ev):
            return ev.kind == kind and who(gg, src, ev.player) and (kind != "gain_life" or ev.amount > 0)
        return [ReplacementEffect(f"{name}: instead", applies, replace, source=src.id, controller=src.controller)]
    return reps


@handles(A.Instead, role="static")
def _instead_static(node, env: Env):
    from cardlang.kernel import StaticAbility
    if isinstance(node.event, (A.WouldDie, A.WouldBePutInto)):
        reps = _static_moves(node, env)
    elif isinstance(node.event, (A.WouldGainLife, A.WouldDraw)):
        reps = _static_life_or_draw(node, env)
    else:
        raise Unrunnable(node.event, f"replacing {type(node.event).__name__}")
    return StaticAbility(replacements=reps, text=env.data.get("text", ""))
