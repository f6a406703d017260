"""Keyword abilities (CR 702).

Keywords whose rules live in the kernel (flying, reach, haste, vigilance,
deathtouch, lifelink, first strike, double strike, flash, defender, menace,
trample) compile to a keyword marker the kernel checks.  Indestructible,
hexproof and ward get their rules here: indestructible is a replacement effect
on destruction (702.12b), hexproof is checked by every target requirement the
interpreter builds (702.11b), ward is a triggered ability (702.21a)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from cardlang.kernel import END_OF_TURN, ReplacementEffect, RulesError, StaticAbility, TriggeredAbility, keyword
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles

MARKER_KEYWORDS = {"flying", "reach", "haste", "vigilance", "deathtouch", "lifelink", "first strike",
                   "double strike", "flash", "defender", "menace", "trample", "aftermath",
                   # evasion the kernel checks on blocking (702.13, 702.14, 702.28, 702.31, 702.36, 702.120)
                   "intimidate", "fear", "shadow", "horsemanship", "skulk", "plainswalk", "islandwalk",
                   "swampwalk", "mountainwalk", "forestwalk",
                   "shroud",   # 702.18b, checked by every target requirement (targets._hexproof_ok)
                   "convoke", "delve",   # 702.51a, 702.66a: checked by the kernel's cast_spell
                   "wither", "infect",   # 702.80a, 702.90b-c: the kernel's damage (Game._apply_damage)
                   "split second",       # 702.61a: checked by the kernel's cast_spell / activate_ability
                   "partner",   # 702.124a, h: deck construction for Commander, before the game: no effect in one
                   "phasing"}   # 702.26a: the kernel's untap step (kernel/phasing.py)


def _indestructible() -> StaticAbility:
    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return e.kind == "zone_change" and e.obj == oid and e.reason == "destroy"

        def replace(gg, e):
            gg.note(f"{gg.name_of(e.obj)} is indestructible and isn't destroyed", rule="702.12b")
            return None
        return [ReplacementEffect(name=f"{o.face.name} (indestructible)", applies=applies, replace=replace)]
    return StaticAbility(replacements=reps, keyword="indestructible", text="Indestructible")


def simple_keyword(name: str, node=None):
    name = name.lower()
    if name == "indestructible":
        return _indestructible()
    if name in MARKER_KEYWORDS or name == "hexproof":
        return keyword(name)
    if name == "prowess":
        return _prowess(node)
    if name == "exalted":
        return _exalted(node)
    if name == "decayed":
        return _decayed()
    if name == "devoid":
        return _devoid()
    if name == "changeling":
        return _changeling()
    raise Unrunnable(node, f"the keyword {name!r}")


def _ward(cost_node, env) -> list:
    """CR 702.21a: "Whenever this permanent becomes the target of a spell or ability an
    opponent controls, counter that spell or ability unless that player pays [cost]."
    ``cost_node``: one cost ("Ward {2}") or the costs after a dash ("Ward—Discard a
    card.", "Ward—{2}, Pay 2 life.")."""
    from .costs import compile_cost, pay_now
    cost = compile_cost(cost_node if isinstance(cost_node, A.Costs) else A.Costs((cost_node,)), env)
    if cost.tap or cost.sacrifice_self:
        raise Unrunnable(cost_node, "a ward cost that taps or sacrifices the permanent")

    def trig(g, ev, src):
        # 702.21a: whenever this permanent becomes the target of a spell or ability an opponent controls
        if ev.kind != "marker" or ev.name not in ("spell_cast", "ability_activated"):
            return False
        if not g.stack_items:
            return False
        item = g.stack_items[-1]
        return item.controller != src.controller and src.id in item.ctx.targets

    def eff(g, c):
        item = next((it for it in reversed(g.stack_items) if it is not c.stack_item
                     and c.source in it.ctx.targets), None)
        if item is None:
            return
        p = item.controller
        d = Decision("pay", f"pay the ward cost for {g.name_of(c.source)}?", p, ["yes", "no"], rule="702.21a")
        if g.ask(d) in ("yes", True):
            try:
                pay_now(g, p, cost, c.source)   # 118.3: all of it, or nothing is paid
                return
            except RulesError as e:
                g.note(f"{g.name_of(p)} can't pay the ward cost: {e}", rule="118.3")
        g.counter(item, cause=c.source)
    return [keyword("ward"), TriggeredAbility(trig, eff, text="Ward")]


@dataclass(frozen=True)
class ProtectionAbility(StaticAbility):
    """Protection from [quality] (CR 702.16): ``protection(game, source_chars)``
    says whether a source has the quality.  Targeting (702.16b) is checked by
    the interpreter's target requirements, blocking (702.16f) by the kernel,
    damage (702.16e) is prevented by the replacement effect here."""
    protection: Optional[Callable[..., bool]] = None


COLORS = ("white", "blue", "black", "red", "green")
PROTECTION_COLOR = "protection_color"   # env.data: the color "the chosen color" stands for


def _quality(q, env):
    if isinstance(q, A.FromColor):
        col = q.color.name.lower() if hasattr(q.color, "name") else str(q.color).lower()
        if col not in COLORS:
            raise Unrunnable(q, f"protection from {col}")
        return lambda g, ch: col in ch.colors
    if isinstance(q, A.FromChosenColor):
        # 702.16a: "protection from the chosen color / the color of your choice" -- the
        # granting effect compiles one ability per color and picks it as it begins
        # (chosen_color.py); anywhere else the color isn't known yet
        col = env.data.get(PROTECTION_COLOR)
        if col is None:
            raise Unrunnable(q, "protection from a color chosen here")
        return lambda g, ch: col in ch.colors
    if isinstance(q, A.FromAllColors):
        return lambda g, ch: bool(ch.colors)
    if isinstance(q, A.FromEverything):
        return lambda g, ch: True
    if isinstance(q, A.FromTypes):
        from cardlang.kernel import Context
        from .targets import filter_pred
        flt = q.types
        if isinstance(flt, A.TypeGroup):   # "protection from enchantments": one group of type words
            flt = A.TypeWords((flt,))
        if isinstance(flt, A.TypeWords):
            flt = A.Filter(A.Adjectives(()), flt, A.Suffixes(()))
        pred, _ = filter_pred(flt, env)
        return lambda g, ch: pred(g, Context(None, ch.controller), ch.id)
    raise Unrunnable(q, f"protection from {type(q).__name__}")


def _protection(node, env) -> ProtectionAbility:
    quals = node.quality.qualities if isinstance(node.quality, A.ProtectionFrom) else (node.quality,)
    preds = [_quality(q, env) for q in quals]
    has = lambda g, ch: any(p(g, ch) for p in preds)
    text = _text(node)

    def reps(g, o):
        def applies(gg, e, oid=o.id):   # 702.16e: damage from sources with the quality is prevented
            return (e.kind == "damage" and e.recipient == oid and e.source in gg.objects
                    and has(gg, gg.chars(e.source)))

        def replace(gg, e):
            gg.note(f"damage from {gg.name_of(e.source)} to {gg.name_of(e.recipient)} is prevented ({text})",
                    rule="702.16e")
            return None
        return [ReplacementEffect(name=f"{o.face.name} ({text})", applies=applies, replace=replace,
                                  prevention=True)]   # 615: a prevention effect
    return ProtectionAbility(replacements=reps, keyword="protection", text=text, protection=has)


def _text(node) -> str:
    try:
        from cardlang.syntax import to_text
        return to_text(node)
    except Exception:  # noqa: BLE001
        return type(node).__name__


def _prowess(env):
    from cardlang.kernel.layers import pump

    def trig(g, ev, src):   # 702.108a: whenever you cast a noncreature spell
        if ev.kind != "marker" or ev.name != "spell_cast" or ev.data.get("controller") != src.controller:
            return False
        sp = ev.data.get("spell")
        return sp in g.objects and not g.chars(sp).is_creature

    def eff(g, c):
        if c.source in g.objects:
            sid = c.source
            g.add_effect(pump("prowess", 1, 1, lambda gg, ch: ch.id == sid, duration=END_OF_TURN,
                              source=sid, controller=c.controller))
    return [keyword("prowess"), TriggeredAbility(trig, eff, text="Prowess")]


def _exalted(env):
    from cardlang.kernel.layers import pump

    def trig(g, ev, src):   # 702.83a: whenever a creature you control attacks alone
        if ev.kind != "marker" or ev.name != "attackers_declared":
            return False
        att = list(ev.data.get("attackers", {}))
        return len(att) == 1 and att[0] in g.objects and g.chars(att[0]).controller == src.controller

    def eff(g, c):
        att = list(c.trigger_event.data.get("attackers", {})) if c.trigger_event is not None else []
        for a in att:
            if a in g.objects:
                g.add_effect(pump("exalted", 1, 1, lambda gg, ch, a=a: ch.id == a, duration=END_OF_TURN,
                                  source=c.source, controller=c.controller))
    return [keyword("exalted"), TriggeredAbility(trig, eff, text="Exalted")]


def _devoid() -> StaticAbility:
    """CR 702.114a: devoid is a characteristic-defining ability: "This object is
    colorless."  It functions in every zone (604.3), first in layer 5 (613.3)."""
    from cardlang.kernel.layers import set_colors

    def cont(g, o):
        return [set_colors("devoid", (), lambda gg, ch, oid=o.id: ch.id == oid, cda=True)]
    return StaticAbility(continuous=cont, keyword="devoid", text="Devoid",
                         zones=("battlefield", "stack", "hand", "library", "graveyard", "exile", "command"))


def _changeling() -> StaticAbility:
    """CR 702.73a: changeling is a characteristic-defining ability: "This object is
    every creature type."  It functions in every zone (604.3), first in layer 4 (613.3)."""
    from cardlang.kernel.layers import change_types
    from .characteristics import creature_types, subtype_set
    every = creature_types()

    def cont(g, o):
        return [change_types("changeling", lambda gg, ch, oid=o.id: ch.id == oid, (), every, retain_types=True,
                             retain_subtypes=True, subtype_set=subtype_set, cda=True)]
    return StaticAbility(continuous=cont, keyword="changeling", text="Changeling",
                         zones=("battlefield", "stack", "hand", "library", "graveyard", "exile", "command"))


def _decayed() -> list:
    """CR 702.147a: decayed means "This creature can't block" and "When this
    creature attacks, sacrifice it at end of combat." (the restriction is the
    "can't block" rule the kernel checks as blockers are declared, 509.1b)."""
    from cardlang.kernel import DelayedTrigger

    def attacks(g, ev, src):
        return ev.kind == "marker" and ev.name == "attackers_declared" and src.id in ev.data.get("attackers", {})

    def at_end_of_combat(g, c):
        oid = c.source

        def trig(gg, ev, dt):   # 603.7: a delayed trigger, "at end of combat" (511.1)
            return ev.kind == "marker" and ev.name == "step_begins" and ev.data.get("step") == "end_combat"

        def sac(gg, cc):
            if oid in gg.objects and gg.objects[oid].zone == "battlefield":   # 400.7: the same object
                gg.sacrifice(oid, cause=oid)
        g.add_delayed_trigger(DelayedTrigger(trig, sac, controller=c.controller, source=oid,
                                             text="sacrifice it at end of combat (decayed)"))
    return [StaticAbility(keyword="decayed", text="Decayed"),
            StaticAbility(keyword="can't block", text="This creature can't block."),
            TriggeredAbility(attacks, at_end_of_combat,
                             text="When this creature attacks, sacrifice it at end of combat.")]


def _cycling(item, env):
    """CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
    It functions only while the card is in its owner's hand."""
    from .costs import compile_cost
    if not isinstance(item.cost, A.ManaCost):
        raise Unrunnable(item.cost, "a cycling cost that isn't mana")
    cost = compile_cost(A.Costs((item.cost, A.DiscardSelfCost(A.SelfThis(None)))), env)

    def draw(g, c):
        g.draw(c.controller, 1, cause=c.source)
    from .trigger_events import CyclingAbility   # "when you cycle" triggers know it (702.29c)
    return CyclingAbility(cost, draw, text=_text(item), zones=("hand",))


# ---- numbered keywords ("Bushido 2") -------------------------------------------------
def _const_amount(node) -> int:
    if isinstance(node, A.Count):
        return node.number.value
    if isinstance(node, A.Number):
        return node.value
    raise Unrunnable(node, "a keyword number that isn't constant")


def _pump_self(g, c, n, name):
    from cardlang.kernel.layers import pump
    if c.source in g.objects:
        sid = c.source
        g.add_effect(pump(name, n, n, lambda gg, ch: ch.id == sid, duration=END_OF_TURN,
                          source=sid, controller=c.controller))


def _blocked_or_blocking(g, ev, src, blocks: bool) -> bool:
    if ev.kind != "marker" or ev.name != "blockers_declared":
        return False
    pairs = ev.data.get("blockers", {})   # blocker -> attacker
    return (blocks and src.id in pairs) or src.id in pairs.values()


def _bushido(n, text):
    """CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
    """
    return [StaticAbility(keyword="bushido", text=text),
            TriggeredAbility(lambda g, ev, src: _blocked_or_blocking(g, ev, src, True),
                             lambda g, c: _pump_self(g, c, n, "bushido"), text=text)]


def _afflict(n, text):
    """CR 702.130a: "Whenever this creature becomes blocked, defending player loses N life."
    """
    def eff(g, c):
        d = g.combat.attackers.get(c.source) if g.combat is not None else None
        if d is not None and d in g.players:   # 506.2: the player it's attacking
            g.lose_life(d, n, cause=c.source)
    return [StaticAbility(keyword="afflict", text=text),
            TriggeredAbility(lambda g, ev, src: _blocked_or_blocking(g, ev, src, False), eff, text=text)]


@dataclass(frozen=True)
class ToxicAbility(StaticAbility):
    """CR 702.164: toxic N -- the kernel gives N poison counters to a player this
    creature deals combat damage to (120.3, 702.164b)."""
    toxic: int = 0


def _toxic(n, text):
    return [ToxicAbility(keyword="toxic", text=text, toxic=n)]


def _renown(n, text):
    """CR 702.112a: "When this creature deals combat damage to a player, if it isn't
    renowned, put N +1/+1 counters on it and it becomes renowned."
    """
    def trig(g, ev, src):
        return ev.kind == "damage" and ev.combat and ev.source == src.id and ev.recipient in g.players

    def not_renowned(g, c):   # 603.4: an intervening "if"
        return c.source in g.objects and not g.objects[c.source].linked.get("renowned")

    def eff(g, c):
        g.put_counters(c.source, "+1/+1", n, cause=c.source)
        g.objects[c.source].linked["renowned"] = True   # 702.112b: a designation
        g.note(f"{g.name_of(c.source)} becomes renowned", rule="702.112b")
    return [StaticAbility(keyword="renown", text=text),
            TriggeredAbility(trig, eff, intervening_if=not_renowned, text=text)]


NUMBERED = {"bushido": _bushido, "afflict": _afflict, "toxic": _toxic, "renown": _renown}


def keyword_abilities(node, env) -> list:
    """A KeywordLine / KeywordWords node -> kernel abilities."""
    from .casting import casting_keyword
    from .cost_keywords import more_keywords
    from . import numbered_keywords
    out = []
    for item in node.items:
        if type(item).__name__ in ("SepAnd", "SepComma", "SepCommaAnd", "SepOr"):
            continue   # "trample and lifelink": a separator, not an ability
        if (found := more_keywords(item, env)) is not None:
            out.extend(found)   # affinity, cascade, bestow ... (cost_keywords.py and the modules it names)
            continue
        if isinstance(item, (A.SimpleKeyword, A.KeywordWord)) and item.name.name.lower() in numbered_keywords.TRIGGERED:
            # flanking, ingest, dethrone, evolve, storm (numbered_keywords.py)
            out.extend(numbered_keywords.TRIGGERED[item.name.name.lower()](_text(item)))
        elif isinstance(item, (A.SimpleKeyword, A.KeywordWord)) and item.name.name.lower() in numbered_keywords.SIMPLE:
            # persist, undying, battle cry, mentor: their CR 702 text (numbered_keywords.py)
            out.extend(numbered_keywords.by_definition(item.name.name.lower(), None, env, _text(item), item))
        elif isinstance(item, (A.SimpleKeyword, A.KeywordWord)):
            k = simple_keyword(item.name.name, item)
            out.extend(k if isinstance(k, list) else [k])
        elif isinstance(item, A.WardCost):
            out.extend(_ward(item.cost, env))
        elif isinstance(item, A.CostKeyword) and _kwname(item) == "ward":
            out.extend(_ward(item.cost, env))
        elif isinstance(item, A.KeywordDashCost) and _kwname(item) == "ward":
            out.extend(_ward(item.costs, env))
        elif isinstance(item, A.NumberedKeyword) and _kwname(item) in NUMBERED:
            n = _const_amount(item.amount)
            out.extend(NUMBERED[_kwname(item)](n, _text(item)))
        elif isinstance(item, A.NumberedKeyword) and _kwname(item) in numbered_keywords.NAMES:
            # crew, soulshift, modular, fading, dredge ... (numbered_keywords.py)
            out.extend(numbered_keywords.numbered_keyword(_kwname(item), _const_amount(item.amount), env,
                                                          _text(item), item))
        elif isinstance(item, A.CostKeyword) and _kwname(item) == "cycling":
            out.append(_cycling(item, env))
        elif isinstance(item, (A.CostKeyword, A.KeywordDashCost)) and _kwname(item) == "equip":
            from .attach import equip_ability
            out.append(equip_ability(item, env))
        elif isinstance(item, (A.CostKeyword, A.KeywordDashCost, A.NumberedDashCost)) \
                and (found := casting_keyword(item, env)) is not None:
            out.extend(found)   # kicker, flashback, evoke, transmute, surge... (casting.py and the modules it names)
        elif isinstance(item, A.Protection):
            out.append(_protection(item, env))
        elif isinstance(item, A.Enchant):
            from .attach import enchant_ability
            out.append(enchant_ability(item, env))
        elif isinstance(item, A.KeywordNamed) and _kwname(item) == "partner with":
            out.extend(_partner_with(item, env))
        else:
            raise Unrunnable(item, f"the keyword ability {type(item).__name__}")
    return out


def _partner_with(item, env) -> list:
    """CR 702.124j: "Partner with [name]" represents two abilities: one about designating two
    commanders (deck construction, 903.3c: nothing in a game) and "When this permanent enters,
    target player may search their library for a card named [name], reveal it, put it into
    their hand, then shuffle." -- compiled from that text, with the name as the card prints it."""
    from . import numbered_keywords
    text = _text(item)
    name = text[len("partner with "):].strip() if text.lower().startswith("partner with ") else ""
    if not name:
        raise Unrunnable(item, "partner with no name")
    trigger = (f"When this permanent enters, target player may search their library for a card named {name}, "
               "reveal it, put it into their hand, then shuffle.")
    return numbered_keywords.from_rules_text("partner with", "702.124j", [trigger], env, text, item)


@handles(A.KeywordLine, role="ability")
def keyword_line(node, env):
    return keyword_abilities(node, env)


def _kwname(item) -> str:
    n = item.name
    return str(getattr(n, "name", n)).lower()
