"""Keyword abilities with a number, "Soulshift 3", "Crew 2" (CR 702).

Some keywords are defined by the Comprehensive Rules as ability text ("Afterlife
N" means "When this permanent is put into a graveyard from the battlefield,
create N 1/1 white and black Spirit creature tokens with flying."): that text,
with the number put in, is parsed and compiled like any printed ability, so
the keyword runs exactly what its rule says.  The others are built here from
kernel parts: crew (an activated ability with a cost of tapping creatures),
modular (counters counted as the permanent last existed), bloodthirst, fading,
vanishing, fabricate, rampage, frenzy, poisonous, absorb and dredge."""
from __future__ import annotations

import dataclasses

from cardlang.kernel import (END_OF_TURN, ActivatedAbility, Cost, ReplacementEffect, RulesError, StaticAbility,
                             TriggeredAbility, ZoneChangeEvent)
from cardlang.kernel.choices import Decision

from .enters import as_it_enters, as_it_enters_choosing
from .registry import Env, Unrunnable

#: CR 702: keywords defined as ability text ("{N}" is the keyword's number)
BY_DEFINITION = {
    "soulshift": ("702.46a", (
        "When this permanent is put into a graveyard from the battlefield, you may return target Spirit card "
        "with mana value {N} or less from your graveyard to your hand.",)),
    "afterlife": ("702.135a", (
        "When this permanent is put into a graveyard from the battlefield, create {N} 1/1 white and black "
        "Spirit creature tokens with flying.",)),
    "annihilator": ("702.86a", (
        "Whenever this creature attacks, defending player sacrifices {N} permanents.",)),
    # keywords without a number
    "persist": ("702.79a", (
        "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, "
        "return it to the battlefield under its owner's control with a -1/-1 counter on it.",)),
    "undying": ("702.93a", (
        "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it, "
        "return it to the battlefield under its owner's control with a +1/+1 counter on it.",)),
    "battle cry": ("702.91a", (
        "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.",)),
    "mentor": ("702.134a", (
        "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power less than "
        "this creature's power.",)),
    "living weapon": ("702.92a", (
        "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this "
        "Equipment to it.",)),
    "for mirrodin!": ("702.163a", (
        "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it.",)),
}
#: the keywords of BY_DEFINITION that have no number
SIMPLE = {"persist", "undying", "battle cry", "mentor", "living weapon", "for mirrodin!"}


def by_definition(name: str, n: int, env: Env, text: str, node=None) -> list:
    """The abilities of the keyword's CR text with ``n`` put in, plus a marker so
    the object "has" the keyword (702.1)."""
    rule, texts = BY_DEFINITION[name]
    return from_rules_text(name, rule, [t.replace("{N}", str(n)) if n is not None else t for t in texts],
                           env, text, node)


def from_rules_text(name: str, rule: str, texts: list[str], env: Env, text: str, node=None) -> list:
    """A keyword's abilities compiled from the rules text that defines it (``texts``, CR
    ``rule``), named by the keyword, plus a marker so the object "has" the keyword (702.1)."""
    from cardlang.syntax.api import parse_ability
    from .statics import quoted_abilities
    out = [StaticAbility(keyword=name, text=text)]
    for t in texts:
        parsed = parse_ability(t, (env.card_name,))
        ast = parsed[0] if isinstance(parsed, tuple) else parsed
        if ast is None:
            raise Unrunnable(node, f"the text of {name} (CR {rule}) doesn't parse")
        # the abilities are named by the keyword ("Soulshift 3 is put on the stack")
        out.extend(dataclasses.replace(a, text=text) for a in quoted_abilities(ast, env))
    return out


def _self_is(oid):
    return lambda g, ch: ch.id == oid


# ---- crew (702.122) ------------------------------------------------------------------------
def crew(n: int, env: Env, text: str) -> list:
    """CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you
    control with total power N or greater: This permanent becomes an artifact
    creature until end of turn."  The creatures are chosen one at a time (601.2h,
    602.2b) until their total power is N or more; creatures with summoning sickness
    can crew (302.6 restricts only their own {T} abilities, 702.122c)."""
    from cardlang.kernel.layers import change_types
    from .characteristics import subtype_set

    def candidates(g, c):
        return [i for i in g.battlefield() if i != c.source and g.chars(i).is_creature
                and g.chars(i).controller == c.controller and not g.objects[i].tapped]

    def power(g, i):
        p = g.chars(i).power
        return p if isinstance(p, int) and p > 0 else 0

    def payable(g, c):
        return sum(power(g, i) for i in candidates(g, c)) >= n

    def choose(g, c):
        if not payable(g, c):
            raise RulesError(f"untapped creatures with total power {n} or greater are needed to crew", "702.122a")
        picks, total = [], 0
        while total < n:
            opts = [i for i in candidates(g, c) if i not in picks]
            d = Decision("tap", f"choose a creature to tap to crew (total power {total} of {n})", c.controller,
                         opts, rule="702.122a")
            ans = g._target_answer(g.ask(d), opts)
            if ans not in opts:
                raise RulesError(f"{g.name_of(ans) if isinstance(ans, int) else ans} can't crew", "702.122a")
            picks.append(ans)
            total += power(g, ans)
        c.data["crew"] = picks

    def pay(g, c):
        with g.simultaneously():   # 702.122a: tapped at once (one batch, 603.2c)
            for i in c.data.get("crew", ()):
                g.tap(i, cause=c.source)

    def becomes(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            # 205.1b: an "artifact creature" keeps its other types and subtypes (Vehicle)
            g.add_effect(change_types(env.card_name, _self_is(c.source), ("Artifact", "Creature"), (),
                                      retain_types=True, retain_subtypes=True, subtype_set=subtype_set,
                                      duration=END_OF_TURN, source=c.source, controller=c.controller))
    cost = Cost(other=pay, other_payable=payable, choose=choose)
    return [StaticAbility(keyword="crew", text=text), ActivatedAbility(cost, becomes, text=text)]


# ---- entering with counters -----------------------------------------------------------------
FROM_ZONES = ("stack", "hand", "library", "graveyard", "exile", "command")


def _enters_with(name: str, counter: str, n: int, text: str, rule: str, condition=None) -> StaticAbility:
    """"This permanent enters with N <counter> counters on it" (614.1c), a
    self-replacement effect of the entering object, if ``condition(game, controller)``."""
    def add_counters(gg, e, ctl):
        if condition is None or condition(gg, ctl):
            e.counters = dict(e.counters or {})
            e.counters[counter] = e.counters.get(counter, 0) + n
            gg.note(f"{gg.name_of(e.obj)} enters with {n} {counter} counters ({text})", rule=rule)
    reps = as_it_enters(lambda o: f"{o.face.name} ({name})", add_counters)
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=text, keyword=name)


def bloodthirst(n: int, env: Env, text: str) -> list:
    """CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters
    with N +1/+1 counters on it.\""""
    def opponent_dealt_damage(g, ctl):
        return any(g.players[p].dealt_damage_this_turn for p in g.players if p != ctl)
    return [_enters_with("bloodthirst", "+1/+1", n, text, "702.54a", opponent_dealt_damage)]


def _upkeep(g, ev, src) -> bool:
    """"At the beginning of your upkeep" (503.1)."""
    return (ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "upkeep"
            and ev.data.get("player") == src.controller)


def fading(n: int, env: Env, text: str) -> list:
    """CR 702.32a: "This permanent enters with N fade counters on it" and "At the
    beginning of your upkeep, remove a fade counter from this permanent. If you
    can't, sacrifice the permanent.\""""
    def eff(g, c):
        o = g.objects.get(c.source)
        if o is None or o.zone != "battlefield":
            return
        if o.counters.get("fade", 0) > 0:
            g.remove_counters(c.source, "fade", 1, cause=c.source)
        else:
            g.sacrifice(c.source, cause=c.source)
    return [_enters_with("fading", "fade", n, text, "702.32a"),
            TriggeredAbility(_upkeep, eff, text="At the beginning of your upkeep, remove a fade counter from "
                                                 "this permanent. If you can't, sacrifice the permanent.")]


def vanishing(n: int, env: Env, text: str) -> list:
    """CR 702.63a: "This permanent enters with N time counters on it," "At the
    beginning of your upkeep, if this permanent has a time counter on it, remove a
    time counter from it," and "When the last time counter is removed from this
    permanent, sacrifice it.\""""
    def has_time(g, c):   # 603.4: an intervening "if"
        o = g.objects.get(c.source)
        return o is not None and o.counters.get("time", 0) > 0

    def remove(g, c):
        g.remove_counters(c.source, "time", 1, cause=c.source)

    def last_removed(g, ev, src):
        return (ev.kind == "counters" and ev.remove and ev.target == src.id and ev.counter == "time"
                and ev.amount > 0 and src.counters.get("time", 0) == 0)

    def sac(g, c):
        o = g.objects.get(c.source)
        if o is not None and o.zone == "battlefield":
            g.sacrifice(c.source, cause=c.source)
    return [_enters_with("vanishing", "time", n, text, "702.63a"),
            TriggeredAbility(_upkeep, remove, intervening_if=has_time,
                             text="At the beginning of your upkeep, if this permanent has a time counter on it, "
                                  "remove a time counter from it."),
            TriggeredAbility(last_removed, sac,
                             text="When the last time counter is removed from this permanent, sacrifice it.")]


# ---- triggered keywords ------------------------------------------------------------------------
def modular(n: int, env: Env, text: str) -> list:
    """CR 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this
    permanent is put into a graveyard from the battlefield, you may put a +1/+1
    counter on target artifact creature for each +1/+1 counter on this permanent."
    -- counted on the permanent as it last existed on the battlefield (603.10a, 608.2h)."""
    from .targets import target_spec

    def dies(g, ev, src):
        return (ev.kind == "zone_change" and ev.obj == src.id and ev.from_zone == "battlefield"
                and ev.to_zone == "graveyard")

    def artifact_creature(g, c, i):
        return (i in g.objects and g.objects[i].zone == "battlefield" and g.chars(i).is_creature
                and "Artifact" in g.chars(i).types)

    def eff(g, c):
        t = c.legal_targets()
        old = g.lki.get(c.source)
        k = old[0].counters.get("+1/+1", 0) if old is not None else 0
        if not t or k <= 0:
            return
        d = Decision("may", f"{g.name_of(c.controller)} may: put {k} +1/+1 counters on {g.name_of(t[0])}",
                     c.controller, ["yes", "no"], rule="702.43a")
        if g.ask(d) in ("yes", True, 0):
            g.put_counters(t[0], "+1/+1", k, cause=c.source)
    trig_text = ("When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter "
                 "on target artifact creature for each +1/+1 counter on this permanent.")
    return [_enters_with("modular", "+1/+1", n, text, "702.43a"),
            TriggeredAbility(dies, eff, targets=(target_spec("target artifact creature", artifact_creature,
                                                             "permanent"),), text=trig_text)]


def fabricate(n: int, env: Env, text: str) -> list:
    """CR 702.123a: "When this permanent enters, you may put N +1/+1 counters on it.
    If you don't, create N 1/1 colorless Servo artifact creature tokens.\""""
    from cardlang.kernel import card

    servo = card("Servo", None, "Token Artifact Creature — Servo", "1/1", token=True)

    def enters(g, ev, src):   # 603.6a
        if ev.kind == "create_token":
            return src.id in ev.created
        return ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id == src.id

    def eff(g, c):
        here = c.source in g.objects and g.objects[c.source].zone == "battlefield"
        if here:
            d = Decision("may", f"{g.name_of(c.controller)} may: put {n} +1/+1 counters on "
                                f"{g.name_of(c.source)} (else create {n} Servos)", c.controller, ["yes", "no"],
                         rule="702.123a")
            if g.ask(d) in ("yes", True, 0):
                g.put_counters(c.source, "+1/+1", n, cause=c.source)
                return
        g.create_token(c.controller, servo, n, cause=c.source)
    return [StaticAbility(keyword="fabricate", text=text), TriggeredAbility(enters, eff, text=text)]


def _blockers_of(g, ev, attacker) -> list:
    """The creatures declared as blocking ``attacker`` (509.1)."""
    pairs = ev.data.get("blockers", {})   # blocker -> attacker
    return [b for b, a in pairs.items() if a == attacker]


def _pump(g, c, p, t, name):
    from cardlang.kernel.layers import pump
    if c.source in g.objects:
        g.add_effect(pump(name, p, t, _self_is(c.source), duration=END_OF_TURN, source=c.source,
                          controller=c.controller))


def rampage(n: int, env: Env, text: str) -> list:
    """CR 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of
    turn for each creature blocking it beyond the first." (counted as it resolves)."""
    def trig(g, ev, src):
        return ev.kind == "marker" and ev.name == "blockers_declared" and bool(_blockers_of(g, ev, src.id))

    def eff(g, c):
        k = max(0, len(g.combat.blockers_of(c.source)) - 1) if g.combat is not None else 0
        if k:
            _pump(g, c, n * k, n * k, "rampage")
    return [StaticAbility(keyword="rampage", text=text), TriggeredAbility(trig, eff, text=text)]


def frenzy(n: int, env: Env, text: str) -> list:
    """CR 702.68a: "Whenever this creature attacks and isn't blocked, it gets +N/+0
    until end of turn." (it triggers as blockers are declared, 509.1h)."""
    def trig(g, ev, src):
        return (ev.kind == "marker" and ev.name == "blockers_declared" and g.combat is not None
                and src.id in g.combat.attackers and src.id not in g.combat.blocked)
    return [StaticAbility(keyword="frenzy", text=text),
            TriggeredAbility(trig, lambda g, c: _pump(g, c, n, 0, "frenzy"), text=text)]


def poisonous(n: int, env: Env, text: str) -> list:
    """CR 702.70a: "Whenever this creature deals combat damage to a player, that player
    gets N poison counters.\""""
    def trig(g, ev, src):
        return ev.kind == "damage" and ev.combat and ev.source == src.id and ev.recipient in g.players

    def eff(g, c):
        p = c.trigger_event.recipient
        g.put_counters(p, "poison", n, cause=c.source)
    return [StaticAbility(keyword="poisonous", text=text), TriggeredAbility(trig, eff, text=text)]


# ---- static keywords ---------------------------------------------------------------------------
def absorb(n: int, env: Env, text: str) -> list:
    """CR 702.64a: "If a source would deal damage to this creature, prevent N of that
    damage." (615: a prevention effect, each time damage would be dealt)."""
    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return e.kind == "damage" and e.recipient == oid and e.amount > 0

        def replace(gg, e):
            prevented = min(n, e.amount)
            e.amount -= prevented
            gg.note(f"{prevented} damage to {gg.name_of(e.recipient)} is prevented ({text})", rule="702.64a")
            return e if e.amount > 0 else None
        return [ReplacementEffect(name=f"{o.face.name} ({text})", applies=applies, replace=replace,
                                  prevention=True)]
    return [StaticAbility(replacements=reps, keyword="absorb", text=text)]


def dredge(n: int, env: Env, text: str) -> list:
    """CR 702.52a: "As long as you have at least N cards in your library, if you would
    draw a card, you may instead mill N cards and return this card from your
    graveyard to your hand." -- it functions only in a graveyard (702.52a); each draw
    is offered to it (121.2)."""
    def reps(g, o):
        def applies(gg, e, oid=o.id, owner=o.owner):
            return (e.kind == "draw" and e.player == owner and oid in gg.objects
                    and gg.objects[oid].zone == "graveyard" and len(gg.library(owner)) >= n)

        def replace(gg, e, oid=o.id, owner=o.owner):
            d = Decision("may", f"{gg.name_of(owner)} may dredge {n} with {gg.name_of(oid)} instead of drawing",
                         owner, ["yes", "no"], rule="702.52a")
            if gg.ask(d) not in ("yes", True, 0):
                return e
            # 701.17a: mill N (the top N cards, one at a time), then the card returns
            lib = gg.library(owner)
            out = [ZoneChangeEvent(obj=i, from_zone="library", to_zone="graveyard", reason="mill", cause=oid)
                   for i in reversed(lib[-n:])] if n else []
            out.append(ZoneChangeEvent(obj=oid, from_zone="graveyard", to_zone="hand", reason="return", cause=oid))
            return out
        return [ReplacementEffect(name=f"{o.face.name} (dredge {n})", applies=applies, replace=replace)]
    return [StaticAbility(replacements=reps, zones=("graveyard",), keyword="dredge", text=text)]


BUILT = {"crew": crew, "modular": modular, "bloodthirst": bloodthirst, "fading": fading, "vanishing": vanishing,
         "fabricate": fabricate, "rampage": rampage, "frenzy": frenzy, "poisonous": poisonous,
         "absorb": absorb, "dredge": dredge}


NAMES = set(BUILT) | (set(BY_DEFINITION) - SIMPLE)


def numbered_keyword(name: str, n: int, env: Env, text: str, node=None) -> list:
    """The kernel abilities of "<keyword> N" (``name`` in NAMES)."""
    if name in BUILT:
        return BUILT[name](n, env, text)
    return by_definition(name, n, env, text, node)


# ---- triggered keywords without a number ----------------------------------------------------------
def flanking(text: str) -> list:
    """CR 702.25a: "Whenever this creature becomes blocked by a creature without
    flanking, the blocking creature gets -1/-1 until end of turn." (once for each such
    blocker, 702.25b: instances trigger separately)."""
    from cardlang.kernel.layers import pump

    def trig(g, ev, src):
        if ev.kind != "marker" or ev.name != "blockers_declared":
            return []
        return [{"subject": b} for b in _blockers_of(g, ev, src.id)
                if b in g.objects and not g.chars(b).has_keyword("flanking")]

    def eff(g, c):
        b = (c.data.get("occurrence") or {}).get("subject")
        if b in g.objects and g.objects[b].zone == "battlefield":
            g.add_effect(pump("flanking", -1, -1, _self_is(b), duration=END_OF_TURN, source=c.source,
                              controller=c.controller))
    return [StaticAbility(keyword="flanking", text=text), TriggeredAbility(trig, eff, text=text)]


def ingest(text: str) -> list:
    """CR 702.115a: "Whenever this creature deals combat damage to a player, that
    player exiles the top card of their library." """
    def trig(g, ev, src):
        return ev.kind == "damage" and ev.combat and ev.source == src.id and ev.recipient in g.players

    def eff(g, c):
        p = c.trigger_event.recipient
        lib = g.library(p)
        if lib:
            g.move(lib[-1], "exile", reason="exile", cause=c.source)
    return [StaticAbility(keyword="ingest", text=text), TriggeredAbility(trig, eff, text=text)]


def dethrone(text: str) -> list:
    """CR 702.105a: "Whenever this creature attacks the player with the most life or
    tied for most life, put a +1/+1 counter on this creature." """
    def trig(g, ev, src):
        if ev.kind != "marker" or ev.name != "attackers_declared":
            return False
        d = ev.data.get("attackers", {}).get(src.id)
        if d not in g.players:
            return False
        most = max(g.players[p].life for p in g.order if not g.players[p].lost)
        return g.players[d].life == most

    def eff(g, c):
        if c.source in g.objects and g.objects[c.source].zone == "battlefield":
            g.put_counters(c.source, "+1/+1", 1, cause=c.source)
    return [StaticAbility(keyword="dethrone", text=text), TriggeredAbility(trig, eff, text=text)]


def evolve(text: str) -> list:
    """CR 702.100a: "Whenever a creature you control enters, if that creature's power is
    greater than this creature's power and/or that creature's toughness is greater than
    this creature's toughness, put a +1/+1 counter on this creature." (603.4: checked
    as it triggers and as it resolves, 702.100b: on the values then)."""
    def entered(g, ev):
        if ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id in g.objects:
            return [ev.new_id]
        if ev.kind == "create_token":
            return [i for i in ev.created if i in g.objects]
        return []

    def trig(g, ev, src):
        return [{"subject": i} for i in entered(g, ev)
                if i != src.id and g.chars(i).is_creature and g.chars(i).controller == src.controller]

    def bigger(g, c):
        i = (c.data.get("occurrence") or {}).get("subject")
        if i not in g.objects or c.source not in g.objects:
            return False
        new, me = g.chars(i), g.chars(c.source)
        num = lambda v: v if isinstance(v, int) else 0
        return num(new.power) > num(me.power) or num(new.toughness) > num(me.toughness)

    def eff(g, c):
        g.put_counters(c.source, "+1/+1", 1, cause=c.source)
    return [StaticAbility(keyword="evolve", text=text), TriggeredAbility(trig, eff, intervening_if=bigger, text=text)]


def storm(text: str) -> list:
    """CR 702.40a: "When you cast this spell, copy it for each other spell that was cast
    before it this turn." -- it functions on the stack; the count is fixed as the spell
    is cast.  The copies keep the spell's targets (choosing new ones, which 702.40a
    allows, isn't offered)."""
    def trig(g, ev, src):
        if ev.kind != "marker" or ev.name != "spell_cast" or ev.data.get("spell") != src.id:
            return []
        before = sum(pl.spells_cast_this_turn for pl in g.players.values()) - 1
        return [{"amount": before}]

    def eff(g, c):
        n = (c.data.get("occurrence") or {}).get("amount") or 0
        item = next((it for it in g.stack_items if it.obj == c.source and it.kind == "spell"), None)
        if item is None:
            return   # the spell has left the stack: nothing to copy (707.10)
        for _ in range(n):
            g.copy_spell(item, controller=c.controller)
    return [StaticAbility(keyword="storm", text=text, zones=("stack",)),
            TriggeredAbility(trig, eff, zones=("stack",), text=text)]


def _may_enter_with_counter(name: str, text: str, rule: str) -> StaticAbility:
    """"You may have this permanent enter with an additional +1/+1 counter on it" (614.1c,
    614.12: the choice is made as it enters); the answer is remembered by the new object
    (``chosen[name]``: "counter" or "no counter")."""

    def choose_counter(gg, e, ctl):
        d = Decision("may", f"{gg.name_of(ctl)} may have {gg.name_of(e.obj)} enter with an additional "
                            f"+1/+1 counter ({text})", ctl, ["yes", "no"], rule=rule)
        yes = gg.ask(d) in ("yes", True, 0)
        return ("counter", 1) if yes else ("no counter", 0)
    reps = as_it_enters_choosing(name, choose_counter)
    return StaticAbility(replacements=reps, zones=FROM_ZONES, text=text, keyword=name)


def riot(text: str) -> list:
    """CR 702.136a: "You may have this permanent enter with an additional +1/+1 counter on
    it. If you don't, it gains haste." (the haste lasts while it's on the battlefield)."""
    from cardlang.kernel import keyword
    from cardlang.kernel.layers import grant
    haste = keyword("haste")

    def cont(g, o):
        if o.chosen.get("riot") != "no counter":
            return []
        return [grant("riot", [haste], _self_is(o.id))]
    return [_may_enter_with_counter("riot", text, "702.136a"), StaticAbility(continuous=cont, text=text)]


def unleash(text: str) -> list:
    """CR 702.98a: "You may have this permanent enter with an additional +1/+1 counter on
    it" and "This permanent can't block as long as it has a +1/+1 counter on it.\""""
    from cardlang.kernel.restrictions import Restriction

    def rules(g, o):
        return [Restriction("unleash", "can't block",
                            lambda gg, ch, oid=o.id: oid in gg.objects and gg.objects[oid].counters.get("+1/+1", 0) > 0)]
    return [_may_enter_with_counter("unleash", text, "702.98a"), StaticAbility(restrictions=rules, text=text)]


def extort(text: str) -> list:
    """CR 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each
    opponent loses 1 life and you gain life equal to the total life lost this way."
    (a cost that can't be paid isn't offered, 118.3)."""
    from .costs import pay_now

    def trig(g, ev, src):
        return ev.kind == "marker" and ev.name == "spell_cast" and ev.data.get("controller") == src.controller

    def eff(g, c):
        p = c.controller
        d = Decision("pay", f"{g.name_of(p)} may pay {{W/B}} to extort", p, ["yes", "no"], rule="702.101a")
        if g.ask(d) not in ("yes", True, 0):
            return
        try:
            pay_now(g, p, Cost(mana=("{W/B}",)), c.source)
        except RulesError:
            g.note(f"{g.name_of(p)} can't pay {{W/B}}", rule="118.3")
            return
        lost = 0
        for o in g.opponents(p):
            before = g.players[o].life
            g.lose_life(o, 1, cause=c.source)
            lost += before - g.players[o].life
        if lost:
            g.gain_life(p, lost, cause=c.source)
    return [StaticAbility(keyword="extort", text=text), TriggeredAbility(trig, eff, text=text)]


def umbra_armor(text: str) -> list:
    """CR 702.89a: "If enchanted permanent would be destroyed, instead remove all damage
    marked on it and destroy this Aura." (a replacement effect of the Aura)."""
    def reps(g, o):
        def applies(gg, e, aura=o.id):
            host = gg.objects[aura].attached_to if aura in gg.objects else None
            return (e.kind == "zone_change" and e.reason == "destroy" and host is not None and e.obj == host
                    and gg.objects[aura].zone == "battlefield")

        def replace(gg, e, aura=o.id):
            host = gg.objects[e.obj]
            host.damage = 0
            host.deathtouch_damage = False
            gg.note(f"all damage is removed from {gg.name_of(e.obj)} ({text})", rule="702.89a")
            return ZoneChangeEvent(obj=aura, from_zone="battlefield", to_zone="graveyard", reason="destroy",
                                   cause=e.cause)
        return [ReplacementEffect(name=f"{o.face.name} (umbra armor)", applies=applies, replace=replace)]
    return [StaticAbility(replacements=reps, keyword="umbra armor", text=text)]


def sunburst(text: str) -> list:
    """CR 702.44a-b: "If this object is entering as a creature, ignoring any type-changing
    effects that would affect it, it enters with a +1/+1 counter on it for each color of
    mana spent to cast it. Otherwise, it enters with a charge counter on it for each
    color of mana spent to cast it." -- only from the stack as a resolving spell."""
    from .quantities import colors_spent

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield" and e.from_zone == "stack"

        def replace(gg, e):
            k = colors_spent(gg, e.obj)
            if k > 0:
                src = gg.objects[e.obj]
                kind = "+1/+1" if "Creature" in src.face.types else "charge"
                e.counters = dict(e.counters or {})
                e.counters[kind] = e.counters.get(kind, 0) + k
                gg.note(f"{gg.name_of(e.obj)} enters with {k} {kind} counters (sunburst)", rule="702.44a")
            return e
        return [ReplacementEffect(name=f"{o.face.name} (sunburst)", applies=applies, replace=replace,
                                  self_replacement=True)]
    return [StaticAbility(replacements=reps, zones=("stack",), keyword="sunburst", text=text)]


TRIGGERED = {"sunburst": sunburst, "extort": extort, "umbra armor": umbra_armor, "flanking": flanking, "ingest": ingest, "dethrone": dethrone, "evolve": evolve, "storm": storm,
             "riot": riot, "unleash": unleash}
