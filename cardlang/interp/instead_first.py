""""If a nontoken creature an opponent controls would die, instead exile that card and create a
2/2 black Zombie creature token.", "If a creature an opponent controls would die, instead exile
it and put a number of +1/+1 counters equal to that creature's power on Ravenous Slime." -- a
static replacement effect (614.1a, 611.3a) whose replacement is the move to exile (700.4:
instead of being put into a graveyard from the battlefield) and the other events written with
it, which happen with it (614.6: the modified event and the new ones replace the old one):
creating tokens for the ability's controller (111.2), putting counters on the source (122.1;
"that creature's power" as it last existed on the battlefield, 608.2h).  Other events stay
Unrunnable."""
from __future__ import annotations

from cardlang.kernel import CountersEvent, CreateTokenEvent, ReplacementEffect, StaticAbility
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles

JOINS = (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd)


def _extra_events(item, env: Env):
    """An instruction after "exile it" -> fn(game, source object, dying id) -> events."""
    from .counters import counter_name
    from .tokens import token_definition
    if isinstance(item, A.CreateToken) and item.subject is None and item.for_each is None \
            and isinstance(item.amount, A.One):
        if any(isinstance(w, A.TokenTapped) for w in getattr(item.token, "words", ())):
            raise Unrunnable(item, "a tapped token instead")
        definition = token_definition(item.token)
        return lambda g, o, i: [CreateTokenEvent(controller=o.controller, definition=definition, count=1,
                                                 cause=o.id)]
    if isinstance(item, A.PutCountersEqualBefore) and isinstance(item.target, (A.SelfThis, A.SelfByName)) \
            and isinstance(item.quantity, A.RefStat) and isinstance(item.quantity.of, (A.ThatRef, A.It)) \
            and isinstance(item.quantity.stat, A.Power):
        kind = counter_name(item.kind)

        def counters(g, o, i):
            n = g.chars(i).power or 0    # the creature as it is, about to leave (608.2h)
            return [CountersEvent(target=o.id, counter=kind, amount=n, cause=o.id)] if n > 0 else []
        return counters
    raise Unrunnable(item, "this event instead of dying")


@handles(A.InsteadFirst, role="static")
def instead_first(node: A.InsteadFirst, env: Env):
    from .instead_effects import _which
    if not isinstance(node.event, A.WouldDie):
        raise Unrunnable(node.event, f"replacing {type(node.event).__name__} with several events")
    which, kinds = _which(node.subject, env)
    if kinds != {"permanent"}:
        raise Unrunnable(node.subject, "this object dying")
    items = [i for i in (node.replacement.items if isinstance(node.replacement, A.EffectChain)
                         else (node.replacement,)) if not isinstance(i, JOINS)]
    first = items[0] if items else None
    if not (isinstance(first, A.Exile) and isinstance(first.what, (A.It, A.ThatRef)) and first.subject is None
            and first.delayed is None and first.unless is None):
        raise Unrunnable(node.replacement, "this replacement of dying")
    extras = [_extra_events(i, env) for i in items[1:]]
    name = env.card_name
    text = env.data.get("text", "")

    def reps(g, o):
        def applies(gg, ev):
            # 700.4: it would be put into a graveyard from the battlefield
            if not (ev.kind == "zone_change" and ev.to_zone == "graveyard" and ev.obj in gg.objects
                    and gg.objects[ev.obj].zone == "battlefield" and gg.chars(ev.obj).is_creature):
                return False
            return which(gg, o, ev.obj)

        def replace(gg, ev):
            more = [e for f in extras for e in f(gg, o, ev.obj)]
            ev.to_zone = "exile"          # 614.1a: exiled instead
            return [ev] + more
        return [ReplacementEffect(f"{name}: instead of dying", applies, replace, source=o.id,
                                  controller=o.controller)]
    return StaticAbility(replacements=reps, text=text)
