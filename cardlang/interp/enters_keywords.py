"""Keywords about the +1/+1 counters a permanent enters with: graft (702.58a),
devour (702.82a) and amplify (702.38a).

Devour's sacrifice and amplify's reveal are choices made as the permanent enters
(614.12, 614.1c): a self-replacement effect of the entering object; the answer is
kept on the event (``EnterWithChoicesEvent.choices``) so a re-applied replacement
doesn't ask again."""
from __future__ import annotations

from cardlang.kernel import StaticAbility, TriggeredAbility
from cardlang.kernel.choices import Decision

from .registry import Env, Unrunnable


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _n(item) -> int:
    from .keywords import _const_amount
    return _const_amount(item.amount)


def _as_it_enters_choosing(name: str, choose, text: str):
    """A self-replacement effect (614.1c) that, as this object enters, makes the choice
    ``choose(game, event, controller)`` once and returns the number of +1/+1 counters it
    enters with."""
    from .enters import as_it_enters_choosing

    def choose_counters(gg, e, ctl):
        n = choose(gg, e, ctl)
        if n:
            gg.note(f"{gg.name_of(e.obj)} enters with {n} +1/+1 counters ({name})", rule="614.1c")
        return n, n
    reps = as_it_enters_choosing(name, choose_counters)
    from .numbered_keywords import FROM_ZONES
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=text, keyword=name)


# ---- devour (702.82a) --------------------------------------------------------------------------
def _devour(item, env: Env) -> list:
    """CR 702.82a: "As this object enters, you may sacrifice any number of creatures.
    This permanent enters with N +1/+1 counters on it for each creature sacrificed this
    way.\""""
    n = _n(item)

    def choose(g, e, ctl):
        cands = [i for i in g.battlefield() if i != e.obj and g.chars(i).is_creature and g.chars(i).controller == ctl]
        picked = g._ask_cards("choose_objects", "choose the creatures to sacrifice (devour)", ctl, cands, 0,
                              len(cands), rule="702.82a")
        done = 0
        with g.simultaneously():   # the chosen creatures are sacrificed at once (one batch)
            for i in picked:
                if i in g.objects and g.objects[i].zone == "battlefield":
                    g.sacrifice(i, ctl, cause=e.obj)
                    done += 1
        return n * done
    return [_as_it_enters_choosing("devour", choose, _text(item))]


# ---- amplify (702.38a) -------------------------------------------------------------------------
def _amplify(item, env: Env) -> list:
    """CR 702.38a: "As this object enters, reveal any number of cards from your hand that
    share a creature type with it. This permanent enters with N +1/+1 counters on it for
    each card revealed this way. You can't reveal this card or any other cards that are
    entering the battlefield at the same time as this card.\""""
    n = _n(item)

    def choose(g, e, ctl):
        mine = {s for s in g.chars(e.obj).subtypes} if e.obj in g.objects else set()
        from cardlang.syntax.vocabulary_data import SUBTYPES
        creature_types = set(SUBTYPES.get("creature", ()))
        mine &= creature_types
        cands = [i for i in g.hand(ctl) if i != e.obj and mine & set(g.chars(i).subtypes)]
        shown = g._ask_cards("choose_objects", "choose the cards to reveal (amplify)", ctl, cands, 0, len(cands),
                             rule="702.38a")
        for i in shown:
            g.note(f"{g.name_of(ctl)} reveals {g.name_of(i)}", rule="701.20a")
        return n * len(shown)
    return [_as_it_enters_choosing("amplify", choose, _text(item))]


# ---- graft (702.58a) ---------------------------------------------------------------------------
def _graft(item, env: Env) -> list:
    """CR 702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever
    another creature enters, if this permanent has a +1/+1 counter on it, you may move
    a +1/+1 counter from this permanent onto that creature.\""""
    from .numbered_keywords import _enters_with
    n = _n(item)
    text = _text(item)

    def another_enters(g, ev, src):
        return (ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id != src.id
                and ev.new_id in g.objects and g.chars(ev.new_id).is_creature)

    def has_counter(g, c):   # 603.4: an intervening "if"
        return c.source in g.objects and g.objects[c.source].counters.get("+1/+1", 0) > 0

    def move(g, c):
        ev = c.trigger_event
        other = ev.new_id if ev is not None else None
        if other is None or other not in g.objects or g.objects[other].zone != "battlefield":
            return
        d = Decision("may", f"move a +1/+1 counter from {g.name_of(c.source)} onto {g.name_of(other)}?",
                     c.controller, ["yes", "no"], rule="702.58a")
        if g.ask(d) in ("yes", True) and has_counter(g, c):   # 122.5: moved only if it can be removed
            g.remove_counters(c.source, "+1/+1", 1, cause=c.source)   # 122.5: moved = removed, then put
            g.put_counters(other, "+1/+1", 1, cause=c.source)
    if n < 0:
        raise Unrunnable(item, "a negative graft number")
    return [_enters_with("graft", "+1/+1", n, text, "702.58a"),
            TriggeredAbility(another_enters, move, intervening_if=has_counter, text=text)]


ENTERS_KEYWORDS = {"devour": _devour, "amplify": _amplify, "graft": _graft}
