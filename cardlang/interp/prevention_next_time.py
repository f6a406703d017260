"""One-time prevention of all the damage a source deals (CR 615): "The next time a
source of your choice would deal damage to you this turn, prevent that damage."

* the source "of your choice" is chosen as the effect is created (609.7a: a permanent
  or a spell on the stack; a ``choose`` decision); "target creature" is the target;
* the shield rechecks the source's stated properties when the damage would be dealt
  (609.7b: "a black source" that isn't black by then isn't prevented from);
* it's used up by the first damage it prevents; a shield that prevents nothing isn't
  (609.7b).  Only a stated recipient ("to you", "to target creature") is supported:
  without one, "the next time" may cover several damage events dealt at once (510.2).
"""
from __future__ import annotations

from cardlang.kernel import ReplacementEffect
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles
from .sentences import duration as compile_duration
from .targets import filter_pred, resolver


def _source_filter(flt: A.Filter) -> A.Filter:
    """"a black source of your choice" -> the filter "black" (the noun "source" names
    any object that deals damage; "of your choice" is who chooses)."""
    suffixes = tuple(s for s in flt.suffixes.items if not isinstance(s, A.OfChoice))
    groups = []
    for g in flt.types.items:
        if isinstance(g, A.TypeGroup):
            words = tuple(w for w in g.words if not (w.name.category == "object" and w.name.name == "source"))
            if words:
                groups.append(A.TypeGroup(words))
        else:
            groups.append(g)
    while groups and not isinstance(groups[0], A.TypeGroup):
        groups.pop(0)
    return A.Filter(flt.adjectives, A.TypeWords(tuple(groups)), A.Suffixes(suffixes))


@handles(A.PreventNextTime)
def prevent_next_time(node, env):
    if node.to is None or not isinstance(node.to, A.DamageTo):
        raise Unrunnable(node, "preventing the next damage a source deals to anything")
    src = node.source
    chosen = None
    if isinstance(src, A.Quantified) and isinstance(src.quantifier, (A.ArticleA, A.ArticleAn)) \
            and any(isinstance(s, A.OfChoice) and isinstance(s.chooser, A.Your) for s in src.filter.suffixes.items):
        pred, _ = filter_pred(_source_filter(src.filter), env)
    elif isinstance(src, A.Target):
        chosen = resolver(src, env)
        pred = lambda g, c, i: True
    else:
        raise Unrunnable(src, "this source of damage")
    to = resolver(node.to.recipient, env)
    dur = compile_duration(node.duration, env)
    if dur is None:
        raise Unrunnable(node, "a prevention with no duration")
    name = env.card_name

    def run(g, c):
        recipients = set(to(g, c))
        if chosen is not None:
            sources = [i for i in chosen(g, c) if i in g.objects]
        else:
            # 609.7a: a permanent or a spell on the stack (objects that can deal damage now)
            cands = [i for i in g.battlefield() + list(g.zones["stack"]) if pred(g, c, i)]
            if not cands:
                g.note(f"{name}: no source to choose", rule="609.7a")
                return
            d = Decision("choose", "choose a source of damage", c.controller, cands, rule="609.7a")
            pick = g._target_answer(g.ask(d) if len(cands) > 1 else cands[0], cands)
            if pick not in cands:
                from cardlang.kernel import RulesError
                raise RulesError(f"{g.name_of(pick)} can't be chosen as the source", "609.7a")
            sources = [pick]
        if not sources or not recipients:
            return
        src_id = sources[0]

        def applies(gg, ev):
            # 609.7b: the source's stated properties are checked again now
            return (ev.kind == "damage" and ev.amount > 0 and ev.source == src_id and ev.recipient in recipients
                    and src_id in gg.objects and pred(gg, c, src_id))

        def replace(gg, ev):
            gg.note(f"{name} prevents the {ev.amount} damage {gg.name_of(src_id)} would deal to "
                    f"{gg.name_of(ev.recipient)}", rule="615.1")
            shield.ended = True         # used up: "the next time" (615)
            return None
        shield = ReplacementEffect(name=name, applies=applies, replace=replace, prevention=True,
                                   source=c.source, controller=c.controller, duration=dur(c))
        g.add_replacement(shield)
    return run
