"""Choosing a card name (CR 201.4) as a permanent enters (614.12), "with the
chosen name", and prohibitions on activating abilities (602.5).

"As this artifact enters, choose a card name." is a replacement effect on the
permanent's entering (614.1c, 614.12): the choice is made before it enters
and is remembered by the new object (``GameObject.chosen``).  A back face's
name may be chosen (201.4d); the kernel's ``choose_card_name`` offers it."""
from __future__ import annotations

from dataclasses import dataclass, field

from cardlang.kernel import Context, ReplacementEffect, StaticAbility, ZoneChangeEvent
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, handles
from .targets import filter_pred

CHOSEN = "chosen"   # ctx.data key: choices made by an "as enters" effect


@dataclass
class EnterWithChoicesEvent(ZoneChangeEvent):
    """The zone change, modified by an "as this enters, choose ..." effect
    (614.12): the permanent enters with the choices made."""
    choices: dict = field(default_factory=dict)

    def execute(self, game):
        super().execute(game)
        if self.new_id is not None and self.new_id in game.objects:
            game.objects[self.new_id].chosen.update(self.choices)


def _remember(g, c, key, value):
    c.data.setdefault(CHOSEN, {})[key] = value
    if "_as_enters" not in c.data and c.source in g.objects \
            and g.objects[c.source].zone == "battlefield":
        g.objects[c.source].chosen[key] = value


def _face_word_pred(w):
    """One type word of "a nonland card name" judged on a face (CR 201.4: only
    the named face's characteristics, e.g. a back face's alone)."""
    cat, name = w.name.category, w.name.name
    if cat == "object" and name == "card":
        core = lambda f: True
    elif cat == "card_type":
        core = lambda f, t=name.capitalize(): t in f.types
    elif cat == "supertype":
        core = lambda f, t=name.capitalize(): t in f.supertypes
    elif cat == "subtype":
        core = lambda f, t=name: t in f.subtypes
    else:
        raise Unrunnable(w, f"choosing a card name by {name!r}")
    if w.negation is not None:
        return lambda f: not core(f)
    return core


def _face_filter(flt):
    """A Filter of "choose a <filter> card name" -> allowed(face) or None (any name)."""
    if not isinstance(flt, A.Filter):
        raise Unrunnable(flt, "choosing a card name by this")
    if (flt.adjectives and flt.adjectives.items) or (flt.suffixes and flt.suffixes.items):
        raise Unrunnable(flt, "choosing a card name with these qualities")
    groups = []
    for g in flt.types.items:
        if isinstance(g, A.TypeGroup):
            groups.append([_face_word_pred(w) for w in g.words])
        elif not isinstance(g, (A.SepOr, A.SepComma, A.SepCommaOr)):
            raise Unrunnable(g, "choosing a card name by this")
    if all(w.name.name == "card" and w.negation is None
           for g in flt.types.items if isinstance(g, A.TypeGroup) for w in g.words):
        return None
    return lambda f: any(all(p(f) for p in ps) for ps in groups)


@handles(A.ChooseCardName)
def choose_card_name(node, env: Env):
    """CR 201.4: "choose a [nonland] card name" -- any card's name, a back
    face's included (201.4d); a characteristic is judged on the named face
    only (the seed ruling: a back face's own characteristics)."""
    what = node.what
    allowed = _face_filter(what.filter if isinstance(what, A.Quantified) else what)

    def run(g, c):
        _remember(g, c, "name", g.choose_card_name(c.controller, allowed))
    return run


CREATURE_TYPE = "creature_type"   # decision kind: a creature type (205.3m)


@handles(A.ChooseType)
def choose_type(node, env: Env):
    """"choose a creature type" (CR 205.3m): one of the creature types; the
    choice is remembered as the permanent's "chosen type"."""
    what = node.what
    flt = what.filter if isinstance(what, A.Quantified) else what
    words = [w for g in (flt.types.items if isinstance(flt, A.Filter) else ()) if isinstance(g, A.TypeGroup)
             for w in g.words]
    if not (len(words) == 1 and words[0].name.category == "card_type" and words[0].name.name == "creature"
            and words[0].negation is None):
        raise Unrunnable(node, "choosing this kind of type")
    from cardlang.kernel import RulesError
    from cardlang.kernel.choices import Decision
    from cardlang.syntax.vocabulary_data import SUBTYPES
    options = list(SUBTYPES["creature"])

    def run(g, c):
        ans = g.ask(Decision(CREATURE_TYPE, "choose a creature type", c.controller, options, rule="205.3m"))
        match = next((t for t in options if t.lower() == str(ans).strip().lower()), None)
        if match is None:
            raise RulesError(f"{ans!r} isn't a creature type", "205.3m")
        g.note(f"{g.name_of(c.controller)} chooses the creature type {match}", rule="205.3m")
        _remember(g, c, "type", match)
    return run


def chosen_type_pred(suf, env):
    """"of the chosen type": has the subtype chosen for the source (205.3m)."""
    def p(g, c, i):
        if i in g.players or c.source is None:
            return False
        src = g.objects.get(c.source)
        t = src.chosen.get("type") if src is not None else None
        return t is not None and t in g.chars(i).subtypes
    return p


@handles(A.AsEnters, role="static")
def as_enters(node, env: Env):
    """CR 614.12 / 614.1c: "As this permanent enters, <choose ...>." -- a
    self-replacement effect: the choices are made as it enters and the new
    permanent has them."""
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "another permanent entering")
    from .sentences import compile_chain
    chain = compile_chain(node.effects, env)
    name = env.card_name
    # "If you don't, it enters tapped." after it: part of this replacement (enters.py)
    followups = env.data["as_enters_followups"] = []

    def reps(g, o):
        def applies(gg, e, oid=o.id):
            return (e.kind == "zone_change" and e.obj == oid and e.to_zone == "battlefield"
                    and not isinstance(e, EnterWithChoicesEvent))

        def replace(gg, e):
            ctl = e.controller if e.controller is not None else gg.objects[e.obj].controller
            ctx = Context(source=e.obj, controller=ctl)
            ctx.data["_as_enters"] = (CHOSEN,)
            chain(gg, ctx)
            fields = {k: v for k, v in e.__dict__.items() if k not in ("applied", "history")}
            new = EnterWithChoicesEvent(**fields, choices=dict(ctx.data.get(CHOSEN, {})))
            new.applied, new.history = e.applied, list(e.history)
            for follow in followups:
                follow(gg, ctx, new)
            return new
        return [ReplacementEffect(name=f"{name} (as it enters)", applies=applies, replace=replace,
                                  self_replacement=True)]
    return StaticAbility(replacements=reps, zones=("stack", "hand", "library", "graveyard", "exile", "command"),
                         text=env.data.get("text", ""))


def chosen_name_pred(suf, env):
    """"with the chosen name": the name chosen for the source of the ability
    (201.4); nothing matches before a name is chosen."""
    def p(g, c, i):
        if i in g.players or c.source is None:
            return False
        src = g.objects.get(c.source)
        chosen = src.chosen.get("name") if src is not None else None
        return chosen is not None and g.chars(i).name == chosen
    return p


def _cant_be_activated(affected, pred_node: A.CantBeActivated, env: Env) -> StaticAbility:
    """CR 602.5: activated abilities of the objects ``affected(game, static_src,
    ability_src)`` picks can't be activated [unless they're mana abilities, 605.1a] --
    checked when a player begins to activate an ability."""
    from cardlang.kernel import ManaAbility
    if pred_node.unless is not None and not isinstance(pred_node.unless, A.UnlessManaAbilities):
        raise Unrunnable(pred_node.unless, "this exception to 'can't be activated'")
    except_mana = pred_node.unless is not None

    def cant(g, static_src, ability_src, ability):
        if except_mana and isinstance(ability, ManaAbility):
            return False
        return affected(g, static_src, ability_src)
    return StaticAbility(cant_activate=cant, text=env.data.get("text", ""))


def its_abilities_cant_be_activated(who, pred_node: A.CantBeActivated, env: Env) -> StaticAbility:
    """"... and its activated abilities can't be activated": the abilities of the objects
    ``who(source)(game, chars)`` picks (the subject of the statement before, e.g. the
    enchanted creature)."""
    def affected(g, static_src, ability_src):
        return static_src in g.objects and ability_src in g.objects and \
            who(g.objects[static_src])(g, g.chars(ability_src))
    return _cant_be_activated(affected, pred_node, env)


def cant_be_activated(node: A.ObjectGets, env: Env) -> StaticAbility:
    """"Activated abilities of <sources> can't be activated [unless they're mana
    abilities]." (CR 602.5)"""
    of = node.subject.of
    flt = of.filter if isinstance(of, (A.AllMatching, A.Quantified)) else of
    pred, _ = filter_pred(flt, env)

    def affected(g, static_src, ability_src):
        return pred(g, Context(source=static_src, controller=g.controller(static_src)), ability_src)
    return _cant_be_activated(affected, node.predicate, env)
