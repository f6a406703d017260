"""Adding mana (CR 106.3) and mana riders (106.6): spending restrictions,
additional effects on what the mana is spent on, and delayed triggers when
it is spent (603.7a).  A rider never changes the mana's type."""
from __future__ import annotations

from cardlang.kernel import Context, Mana, ManaRider, RulesError
from cardlang.kernel.choices import MANA_TYPE, Decision
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from .registry import Env, Unrunnable, handles
from .targets import filter_pred

COLORS = ("W", "U", "B", "R", "G")


def _ask_color(g, ctx, options=COLORS) -> str:
    d = Decision(MANA_TYPE, "choose a color of mana", ctx.controller, list(options), rule="106.1")
    t = g.ask(d) if len(options) > 1 else options[0]
    t = str(t).strip("{}").upper()
    if t not in options:
        raise RulesError(f"{t!r} isn't one of {', '.join(options)}", "106.1")
    return t


def produced(node, env: Env):
    """An AddMana node -> fn(game, ctx) -> list of mana type letters."""
    p = node.produced
    if isinstance(p, A.AddSymbols):
        syms = [s.symbol for s in p.cost.symbols]
        out = []
        for s in syms:
            if s in COLORS + ("C",):
                out.append(s)
            elif s.isdigit():
                out.extend("C" * int(s))
            else:
                raise Unrunnable(node, f"adding {{{s}}}")
        return lambda g, c: list(out)
    if isinstance(p, A.AddAnyColor):
        from .targets import amount
        n = amount(p.amount, env)
        return lambda g, c: [_ask_color(g, c) for _ in range(n(g, c))]
    if isinstance(p, A.AddAnyOneColor):
        from .targets import amount
        n = amount(p.amount, env)

        def one(g, c):
            col = _ask_color(g, c)
            return [col] * n(g, c)
        return one
    if isinstance(p, A.AddOneOf):
        opts = []
        for cost in p.options:
            if not isinstance(cost, A.ManaCost):
                continue
            syms = [s.symbol for s in cost.symbols]
            opts.append("".join(syms))
        return lambda g, c: list(_ask_color(g, c, tuple(opts)))
    if isinstance(p, (A.AddForEach, A.AddForEachCounter)):
        # "Add {R} for each creature you control", "Add {B} for each charge counter on
        # this artifact" (CR 106.1, 107.1: counted as the mana is added)
        from .quantities import _number_of_counters
        from .targets import amount
        cost = p.cost if isinstance(p, A.AddForEach) else p.mana
        each = _symbols(node, cost)
        if isinstance(p, A.AddForEach):
            times = amount(A.NumberOf(p.filter), env)
        else:
            times = _number_of_counters(A.NumberOfCounters(p.kind, p.word, p.holder), env)
        return lambda g, c: list(each) * times(g, c)
    if isinstance(p, A.AddAnyCombination):
        # "Add two mana in any combination of colors" (CR 106.1a): each one of any color
        from .targets import amount
        n = amount(p.amount, env)
        return lambda g, c: [_ask_color(g, c) for _ in range(n(g, c))]
    raise Unrunnable(node, f"the mana {type(p).__name__}")


def _symbols(node, cost) -> list:
    out = []
    for s in (sym.symbol for sym in cost.symbols):
        if s in COLORS + ("C",):
            out.append(s)
        elif s.isdigit():
            out.extend("C" * int(s))
        else:
            raise Unrunnable(node, f"adding {{{s}}}")
    return out


def _spend_pred(use, env, source=None):
    """SpendUse -> restriction(game, spend) -> bool.  ``source``: the object
    whose ability made the mana ("of the chosen type" is that object's choice)."""
    preds = []
    for item in use.items:
        if isinstance(item, A.CastUse):
            what = item.what.filter if isinstance(item.what, A.Quantified) else item.what
            fp, _ = filter_pred(_spell_filter(what), env)

            def p(g, spend, fp=fp):
                if spend.kind != "spell" or spend.chars is None:
                    return False
                return fp(g, Context(source=source, controller=spend.chars.controller), spend.chars.id)
            preds.append(p)
        elif isinstance(item, A.ActivateAbilitiesUse):
            preds.append(lambda g, spend: spend.kind == "ability")
        else:
            raise Unrunnable(item, "this spending purpose")
    return lambda g, spend: any(p(g, spend) for p in preds)


def _spell_filter(flt):
    """"a creature spell": the spell word only says it's being cast; match the card's characteristics."""
    if not isinstance(flt, A.Filter):
        return flt
    groups = []
    for grp in flt.types.items:
        if isinstance(grp, A.TypeGroup):
            words = tuple(w for w in grp.words if not (w.name.category == "object" and w.name.name == "spell"))
            grp = A.TypeGroup(words) if words else A.TypeGroup((A.TypeWord(None, A.TypeName("object", "card")),))
        groups.append(grp)
    return A.Filter(flt.adjectives, A.TypeWords(tuple(groups)), flt.suffixes)


def rider(node, env: Env, source=None) -> ManaRider:
    text = to_text(node).strip()
    if text and text[-1] not in ".!?":
        text += "."
    if isinstance(node, A.SpendOnly):
        return ManaRider(text, restriction=_spend_pred(node.use, env, source))
    if isinstance(node, A.SpendOnlyUncounterable):
        # 106.6: a restriction, and an effect on the spell it pays for: it can't be countered (101.2)
        p = _spend_pred(node.use, env, source)

        def uncounterable(g, spend):
            if spend.kind == "spell" and spend.item is not None:
                spend.item.uncounterable = True
                g.note(f"mana rider: {spend.item.text} can't be countered", rule="106.6")
        return ManaRider(text, restriction=p, on_spend=uncounterable)
    if isinstance(node, A.CannotSpend):
        p = _spend_pred(node.use, env, source)
        return ManaRider(text, restriction=lambda g, s: not p(g, s))
    if isinstance(node, A.IfSpentOn):
        from .sentences import compile_chain
        what = node.what.filter if isinstance(node.what, A.Quantified) else node.what
        fp, _ = filter_pred(_spell_filter(what), env)
        sub = Env(env.card_name, face_types=env.face_types)
        sub.it = lambda g, c: list(c.data.get("spent_on", []))
        chain = compile_chain(node.chain, sub)

        def on_spend(g, spend):
            if spend.kind != "spell" or spend.item is None or spend.chars is None:
                return
            if not fp(g, Context(source=None, controller=spend.chars.controller), spend.chars.id):
                return
            ctx = Context(source=spend.item.obj, controller=spend.item.controller)
            ctx.data["spent_on"] = [spend.item.obj]
            g.note(f"mana rider: {text}", rule="106.6")
            chain(g, ctx)
        return ManaRider(text, on_spend=on_spend)
    if isinstance(node, A.WhenSpent):
        from .sentences import compile_chain
        p = _spend_pred(node.use, env, source)
        sub = Env(env.card_name, face_types=env.face_types)
        sub.it = lambda g, c: list(c.data.get("spent_on", []))
        chain = compile_chain(node.chain, sub)
        state = {}

        def on_spend(g, spend):
            state["ok"] = p(g, spend)
            state["spent_on"] = [spend.item.obj] if spend.item is not None and spend.item.obj is not None else []
            state["item"] = spend.item

        def when_spent(g, ctx):
            if not state.get("ok"):
                return
            ctx.data["spent_on"] = state.get("spent_on", [])
            ctx.data["spent_on_item"] = state.get("item")
            chain(g, ctx)
        return ManaRider(text, on_spend=on_spend, when_spent=when_spent, when_spent_if=p)
    raise Unrunnable(node, f"the mana rider {type(node).__name__}")


@handles(A.AddMana)
def add_mana_effect(node, env):
    """"Add ..." in a non-mana ability (e.g. a triggered ability): adds to the controller's pool."""
    make = produced(node, env)
    riders = env.data.get("riders", [])
    return lambda g, c: g.add_mana(c.controller, make(g, c), riders=list(riders), source=c.source)


def mana_producer(add_nodes, rider_nodes, extra_effects, env: Env):
    """The ``produce`` of a kernel ManaAbility: the mana (with riders)."""
    makers = [produced(n, env) for n in add_nodes]
    tuple(rider(r, env) for r in rider_nodes)   # compile once now: Unrunnable surfaces at compile time

    def produce(g, c):
        riders = tuple(rider(r, env, c.source) for r in rider_nodes)   # fresh riders for each activation
        out = []
        for m in makers:
            out.extend(Mana(t, riders) for t in m(g, c))
        for e in extra_effects:
            e(g, c)
        return out
    return produce


def where_x(produce, wheres, env: Env):
    """"Add X mana in any combination of colors, where X is the number of creatures you
    control with defender" (CR 107.3): X is that value as the mana ability resolves."""
    from .targets import amount
    if len(wheres) != 1 or not isinstance(wheres[0], A.WhereX):
        raise Unrunnable(wheres[0], "this clause in a mana ability")
    x_is = amount(wheres[0].quantity, env)

    def run(g, c):
        saved = c.x
        c.x = x_is(g, c)
        try:
            return produce(g, c)
        finally:
            c.x = saved
    return run
