"""Copy effects (CR 707): "You may have this creature enter as a copy of any
creature on the battlefield" (707.9, 614.1c) -- a replacement effect on how
the permanent enters; the copiable values are the copied object's (707.2),
and a copy of a back face has mana value 0 (202.3b)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardlang.kernel import Context, ReplacementEffect, StaticAbility, ZoneChangeEvent
from cardlang.kernel.choices import Decision
from cardlang.kernel.objects import CopiableValues
from cardlang.syntax import ast as A

from .may_statics import MAY_STATICS
from .registry import Unrunnable, handles
from .targets import filter_pred

COPY = "copy"   # decision kind: which object to copy (or "nothing")


@dataclass
class EnterAsCopyEvent(ZoneChangeEvent):
    """The zone change, modified: the permanent enters as a copy (707.9)."""
    copy_values: Any = None

    def execute(self, game):
        super().execute(game)
        if self.new_id is not None and self.copy_values is not None:
            o = game.objects[self.new_id]
            o.copy_of = self.copy_values
            o.face_index = 0


def copiable_values(game, oid: int) -> CopiableValues:
    """CR 707.2: the copiable values of an object, including copy effects
    already applied to it; a back face remembers it was one (202.3b)."""
    o = game.obj(oid)
    if o.copy_of is not None:
        return o.copy_of
    return CopiableValues(o.face, from_back_face=o.back_face_up and o.card.nonmodal_dfc)


def enter_as_copy(node, env, may: bool):
    eff = node.effect if isinstance(node, A.MayEffect) else node
    subj = eff.subject
    if not isinstance(subj, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(subj, "another object entering as a copy")
    original = eff.original
    if isinstance(original, A.Quantified) and isinstance(original.quantifier, (A.ArticleA, A.ArticleAn)):
        original = original.filter   # "a creature you control": one object of that kind
    pred, _ = filter_pred(original, env)
    name = env.card_name
    # "..., except it's 7/7" (707.9b: the exceptions are part of the copiable values)
    exception = getattr(eff, "exception", None) or getattr(eff, "exceptions", None)
    if exception is not None:
        from .copy_exceptions import copy_exceptions
        exceptions = copy_exceptions(exception, name)

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"
                    and not isinstance(e, EnterAsCopyEvent))

        def replace(gg, e):
            ctl = e.controller if e.controller is not None else gg.objects[e.obj].controller
            ctx = Context(source=e.obj, controller=ctl)
            cands = [i for i in gg.battlefield() if pred(gg, ctx, i)]
            opts = [gg.name_of(i) for i in cands] + (["nothing"] if may else [])
            d = Decision(COPY, f"choose what {name} enters as a copy of", ctl, opts, rule="707.9")
            ans = gg.ask(d) if opts else "nothing"
            ans = gg._target_answer(ans, cands) if ans != "nothing" else ans
            if ans == "nothing" or ans is None:
                return e
            if ans not in cands:
                from cardlang.kernel import RulesError
                raise RulesError(f"{ans!r} can't be copied here", "707.9")
            cv = copiable_values(gg, ans)
            if exception is not None:
                cv = CopiableValues(exceptions(cv.face), from_back_face=cv.from_back_face)
            gg.note(f"{name} enters as a copy of {gg.name_of(ans)}", rule="707.9")
            fields = {k: v for k, v in e.__dict__.items() if k not in ("applied", "history")}
            new = EnterAsCopyEvent(**fields, copy_values=cv)
            new.applied, new.history = e.applied, list(e.history)
            return new
        return [ReplacementEffect(name=f"{name} (enter as a copy)", applies=applies, replace=replace,
                                  self_replacement=True)]
    return StaticAbility(replacements=reps, zones=("stack",), text=env.data.get("text", ""))


def may_enter_as_copy(node, env):
    """"You may have this creature enter as a copy of ..." (706.2, 707.9: a static ability)."""
    return enter_as_copy(node, env, may=True)


ENTER_AS_COPY = (A.HaveEnterAsCopyAny, A.HaveEnterAsCopy, A.HaveEnterAsCopyAnyExcept, A.HaveEnterAsCopyExcept)
for _kind in ENTER_AS_COPY:
    MAY_STATICS[_kind] = may_enter_as_copy


@handles(*ENTER_AS_COPY, role="static")
def have_enter_as_copy(node, env):
    return enter_as_copy(node, env, may=False)


# ---- copying a spell (CR 707.10) ---------------------------------------------------------
THE_COPY = "the_copy"   # ctx.data key: the copies an earlier effect of this ability made


def _stack_item_of(g, oid):
    """The stack item of a spell object (or a stack item's own id)."""
    for it in g.stack_items:
        if it.obj == oid or it.id == oid:
            return it
    return None


@handles(A.CopyEffect)
def copy_spell_effect(node, env):
    """CR 707.10: "copy that spell" / "copy target instant or sorcery spell" --
    a copy on the stack, controlled by the effect's controller (707.10), not
    cast, with the same choices (targets, X, modes); if the spell has left
    the stack, there is nothing to copy."""
    from .targets import resolver
    what = resolver(node.what, env)

    def run(g, c):
        copies = c.data.setdefault(THE_COPY, [])
        for oid in what(g, c):
            item = _stack_item_of(g, oid)
            if item is None or item.kind != "spell":
                g.note(f"{g.name_of(oid)} isn't a spell on the stack: nothing to copy", rule="707.10")
                continue
            copies.append(g.copy_spell(item, controller=c.controller))
    return run


@handles(A.ChooseNewTargets)
def choose_new_targets(node, env):
    """CR 707.10c: the controller of a copy may choose new targets for it;
    "you may" (609.3) asks first, then each target is chosen again
    (the same rules as casting, 601.2c)."""
    if node.subject is not None and not isinstance(node.subject, A.You):
        raise Unrunnable(node.subject, "another player choosing new targets")
    if not isinstance(node.what, A.TheCopy):
        raise Unrunnable(node.what, "new targets for this object")

    def run(g, c):
        for item in c.data.get(THE_COPY, []):
            if not item.specs or item not in g.stack_items:
                continue
            old = list(item.ctx.targets)
            item.ctx.targets = g.choose_targets(item.controller, item.specs, item.ctx)
            g.note(f"{item.text}: new targets {', '.join(g.name_of(t) for t in item.ctx.targets)}"
                   f" (were {', '.join(g.name_of(t) for t in old)})", rule="707.10c")
    return run
