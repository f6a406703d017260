"""Keyword abilities (CR 702).

Keywords whose rules live in the kernel (flying, reach, haste, vigilance,
deathtouch, lifelink, first strike, double strike, flash, defender, menace,
trample) compile to a keyword marker the kernel checks.  Indestructible,
hexproof and ward get their rules here: indestructible is a replacement effect
on destruction (702.12b), hexproof is checked by every target requirement the
interpreter builds (702.11b), ward is a triggered ability (702.21a)."""
from __future__ import annotations

from cardlang.kernel import ReplacementEffect, StaticAbility, TriggeredAbility, keyword
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .registry import Unrunnable, handles

MARKER_KEYWORDS = {"flying", "reach", "haste", "vigilance", "deathtouch", "lifelink", "first strike",
                   "double strike", "flash", "defender", "menace", "trample", "aftermath"}


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
    raise Unrunnable(node, f"the keyword {name!r}")


def _ward(cost_node, env) -> list:
    from .costs import compile_cost
    cost = compile_cost(A.Costs((cost_node,)), env)

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
            if cost.mana:
                g.pay_mana(p, cost.mana)
            if cost.life:
                g.lose_life(p, cost.life)
            return
        g.counter(item, cause=c.source)
    return [keyword("ward"), TriggeredAbility(trig, eff, text="Ward")]


def keyword_abilities(node, env) -> list:
    """A KeywordLine / KeywordWords node -> kernel abilities."""
    out = []
    for item in node.items:
        if isinstance(item, (A.SimpleKeyword, A.KeywordWord)):
            out.append(simple_keyword(item.name.name, item))
        elif isinstance(item, A.WardCost):
            out.extend(_ward(item.cost, env))
        else:
            raise Unrunnable(item, f"the keyword ability {type(item).__name__}")
    return out


@handles(A.KeywordLine, role="ability")
def keyword_line(node, env):
    return keyword_abilities(node, env)
