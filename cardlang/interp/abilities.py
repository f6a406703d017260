"""Cards and abilities: ``compile_card(A.Card) -> kernel CardDef``.

Each ability line compiles to kernel abilities by its node type (spell,
activated, mana, loyalty, triggered, static, keyword).  An ability that
cannot run yet becomes an :class:`UnrunnableAbility` placeholder carrying the
node and the reason; the script runner refuses to let such an ability
function (it never silently does nothing), and ``cardlang check --runnable``
lists it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from cardlang.kernel import (ActivatedAbility, CardDef, Cost, FaceDef, Mana, ManaAbility, SpellAbility, StaticAbility,
                             TriggeredAbility)
from cardlang.kernel.sagas import ChapterAbility, chapter_trigger
from cardlang.kernel.layers import BASIC_LAND_TYPES as BASIC_LAND_MANA, intrinsic_mana_ability
from cardlang.syntax import ast as A
from cardlang.syntax import to_text

from . import (continuous, copy, counters, damage, keywords, life, mana, prevention, replacement,  # noqa: F401
               tokens, transform, zones, cards, reveal, attach, naming, conditions, statics, enters, casting,
               refs_more, reflexive, past, choose, characteristics, quantities, controllers, from_zone,
               face_down)
from . import conditional, token_copies, damage_split  # noqa: F401,E402  ("if ...", "instead"; copies; split damage)
from . import one_shot_effects, zone_effects, prevention_next_time, play_permissions, zone_search  # noqa: F401,E402
from . import prevention_scoped  # noqa: F401,E402  ("prevent all damage that would be dealt to it this turn")
from . import activation, cost_keywords  # noqa: E402  (activation restrictions; keywords with costs)
from . import refs_qualifiers_more, refs_groups, statics_more, prevention_more  # noqa: F401,E402
from . import trigger_events, conditions_more, sentences_more, instead_effects, mana_triggers, delayed_this_turn  # noqa: F401,E402  (sacrifice/discard/cycle triggers; past-tense conditions; "Then if", "instead"; "would die ... instead")
from . import chosen_color  # noqa: F401,E402  ("choose a color", "of the chosen color", protection from it)
from . import cast_permissions  # noqa: F401,E402  ("You may cast this card from your graveyard", 601.3)
from . import damage_assignment  # noqa: F401,E402  ("assign its combat damage as though it weren't blocked")
from . import cast_restrictions  # noqa: E402  ("Cast this spell only during combat.", 601.3)
from . import emblems  # noqa: F401,E402  ("You get an emblem with \"...\"", 114)
from . import dice  # noqa: E402  ("Roll a d20." and results tables, 706)
from . import who_clauses  # noqa: F401,E402  ("each player who controls ...", "an opponent who lost life this turn")
from . import done_this_way  # noqa: F401,E402  ("If a land card was milled this way", 608.2c)
from . import phasing  # noqa: F401,E402  ("Target creature phases out.", 702.26)
from . import combat_statics  # noqa: F401,E402  ("creature blocking it", "dealt damage this turn", choices of keywords)
from . import any_player  # noqa: F401,E402  ("Any player may ...", "If a player does", "If no one does": 101.4)
from . import manifest  # noqa: F401,E402  ("Manifest dread.", "Manifest the top card of your library.", 701.40, 701.62)
from . import earthbend  # noqa: F401,E402  ("Earthbend 2.", compiled from CR 701.66a)
from . import exile_face_down  # noqa: F401,E402  ("exile one of them face down", 406.3)
from . import flash_permissions  # noqa: F401,E402  ("You may cast sorcery spells as though they had flash.")
from . import counter_triggers  # noqa: F401,E402  ("Whenever you put one or more counters on a creature", 122.6)
from . import refs_back  # noqa: F401,E402  ("each of them", "the player", "the token", 608.2c)
from . import zone_triggers  # noqa: F401,E402  ("put into your graveyard from anywhere", "leave your graveyard"; after trigger_events)
from . import learn  # noqa: F401,E402  ("Learn.", 701.48a: a Lesson card from outside the game)
from . import venture  # noqa: E402  ("Venture into the dungeon.", dungeon rooms: 701.49, 309)
from . import exile_until  # noqa: F401,E402  ("exiles cards from the top of their library until they exile a nonland card")
from . import reworded, zone_qualifiers  # noqa: F401,E402  ("return to your hand all ...", "and a +1/+1 counter on ..."; "from exile", "that died this turn")
from . import game_end  # noqa: F401,E402  ("you win the game", "Target player loses the game": 104.2b, 104.3e)
from . import planechase  # noqa: E402  (planes: abilities from the command zone, chaos abilities, 311, 901)
from . import voting  # noqa: F401,E402  ("Starting with you, each player votes for ...", 701.38)
from . import state_triggers  # noqa: F401,E402  ("When Dark Depths has no ice counters on it", 603.8)
from . import historic, conditions_late, if_cant, mana_conditions, spells_you_cast, conditional_statics, prevent_some, redirect, qualifiers_late, untap_others, instead_first  # noqa: F401,E402  (statics family: "historic" 700.6; "if it shares a creature type with ~"; "If you can't"; "add {G}{G} instead")
from .costs import compile_cost
from .modal import compile_modal, fewest_modes
from . import modal_more  # noqa: E402  (modal activated abilities, spree, repeated modes; "one or two targets")
from .registry import Env, Unrunnable, dispatch, sentences_of
from .sentences import compile_sentence, compile_sentences, end_with_resolution, modifies_previous


#: static sentences of an instant or sorcery that are about casting it (CR 601.2f)
CASTING_STATICS = (A.AdditionalCost, A.AlternativeCost, A.CostsLess, A.CostsMore, A.CostsLessIf, A.CostsLessWhereX,
                   A.CantBeCountered,   # 113.6g: functions on the stack
                   A.MayCastAsThough)   # 601.3d: "you may cast this spell as though it had flash" (if ...)

@dataclass(frozen=True)
class InterpSpellAbility(SpellAbility):
    """A spell ability with a cost increase hook (CR 601.2f), e.g. Fireball's
    "costs {1} more to cast for each target beyond the first"."""
    extra_cost: Optional[Callable[..., tuple]] = None


@dataclass(frozen=True)
class UnrunnableAbility:
    """An ability the interpreter can't run yet (it functions in ``zones``)."""
    text: str
    reason: str
    node: Any = None
    face: int = 0
    index: int = 0
    zones: tuple = ("battlefield",)
    line: Optional[int] = None


@dataclass
class CompiledCard:
    definition: CardDef
    problems: list = field(default_factory=list)   # UnrunnableAbility


def _text(node) -> str:
    try:
        return to_text(node)
    except Exception:  # noqa: BLE001
        return type(node).__name__


# ---- frame ----------------------------------------------------------------------------
def face_types(face: A.Face) -> tuple[tuple, tuple, tuple, bool]:
    sup, typ, sub, token = [], [], [], False
    tl = face.type_line
    if tl is not None:
        words = tl.types.words if tl.types is not None else ()
        if isinstance(tl, A.NontraditionalTypeLine):  # "Hero Artifact": the first word is a card type too
            words = (tl.kind, *words)
        if isinstance(tl, A.SummonTypeLine):  # "Summon Jaguar" is "Creature — Jaguar" (CR glossary, Summon)
            typ.append("Creature")
        for w in words:
            if w.category == "object" and w.name == "token":
                token = True
            elif w.category == "supertype":
                sup.append(w.name.capitalize())
            else:
                typ.append(w.name.capitalize())
        if tl.subtypes is not None:
            sub = [w.name for w in tl.subtypes.words]
    return tuple(sup), tuple(typ), tuple(sub), token


def _pt(v):
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return v


def _zones_for(types: tuple) -> tuple:
    if "Instant" in types or "Sorcery" in types:
        return ("stack",)
    if "Scheme" in types or "Plane" in types or "Dungeon" in types:
        return ("command",)
    return ("battlefield",)


# ---- abilities ------------------------------------------------------------------------
def compile_card(card: A.Card) -> CardDef:
    return compile_card_report(card).definition


def compile_card_report(card: A.Card, lines: Optional[list] = None) -> CompiledCard:
    faces, problems, token = [], [], False
    for fi, face in enumerate(card.faces):
        sup, typ, sub, tok = face_types(face)
        token = token or tok
        if isinstance(face.type_line, A.NontraditionalTypeLine):
            # CR 100.2d: a nontraditional card of a kind the Comprehensive Rules don't describe
            problems.append(UnrunnableAbility(face.name, f"the nontraditional card type {face.type_line.kind.name}",
                                              face.type_line, fi, 0, ("command",)))
        abilities, probs = compile_face_abilities(card, face, fi, typ, lines[fi] if lines and fi < len(lines) else None)
        abilities = planechase.in_command_zone(abilities, typ)   # 311.4, 901.7
        problems += probs
        cost = tuple("{" + s.symbol + "}" for s in face.mana_cost.symbols) if face.mana_cost is not None else None
        colors = tuple(c.lower() for c in face.color_indicator) if face.color_indicator else None
        loyalty = _pt(face.loyalty)
        faces.append(FaceDef(face.name, cost, typ, sup, sub, colors, _pt(face.power), _pt(face.toughness),
                             loyalty, tuple(abilities)))
    layout = card.layout if card.layout else "normal"
    return CompiledCard(CardDef(tuple(faces), layout=layout, token=token), problems)


def compile_face_abilities(card: A.Card, face: A.Face, fi: int, types: tuple, lines=None):
    out, problems = [], []
    is_spell = "Instant" in types or "Sorcery" in types
    spell_env = Env(card.name, face_types=types)
    spell_parts: list = []
    extra_cost = None
    modal = modal_fewest = None
    modal_kw: dict = {}
    for ai, ab in enumerate(face.abilities):
        text = _text(ab)
        env = spell_env if is_spell else Env(card.name, face_types=types)
        env.data["text"] = text
        env.data["card_node"], env.data["face_node"], env.data["face_index"] = card, face, fi   # overload (702.96a)
        body = ab.body if isinstance(ab, A.Ability) else ab
        room = body if "Dungeon" in types and isinstance(body, A.AbilityWordAbility) else None
        if isinstance(body, A.AbilityWordAbility):
            body = body.body
        try:
            if room is not None:
                # 309.4c: a dungeon's room: a triggered ability (interp/venture.py)
                out.append(venture.room_ability(room, getattr(ab, "reminder", None), env, text))
                continue
            if isinstance(body, A.DieRollAbility):
                body = dice.with_results_table(body)   # 706.3b: the roll and its table are one ability
            if isinstance(body, A.ReminderLine):
                continue   # CR 207.2: reminder text has no rules meaning
            if isinstance(body, A.KeywordLine):
                out.extend(dispatch(body, env, "ability"))
            elif is_spell and isinstance(body, A.PlainAbility):
                for s in sentences_of(body.sentences):
                    if isinstance(s, A.StaticSentence) and isinstance(s.statement, A.CostsMorePerExtraTarget):
                        extra_cost = _extra_target_cost(s.statement)
                    elif isinstance(s, A.StaticSentence) and isinstance(s.statement, CASTING_STATICS) or \
                            isinstance(s, A.ConditionalStaticSentence) and isinstance(s.statement, CASTING_STATICS) or \
                            cast_restrictions.is_cast_restriction(s):
                        # 601.2f: a static ability about casting this spell (it functions on the
                        # stack and where the card is cast from), not an instruction
                        out.extend(compile_static(A.PlainAbility(A.Sentences((s,))), env, text))
                    else:
                        spell_parts.append((s, text))
                # compile now so problems are located at this ability
                compiled = []
                for p, t in spell_parts:
                    if callable(p):
                        compiled.append((p, t))
                        continue
                    e = compile_sentence(p, env)
                    if conditional.merge_instead(compiled, e, pair=t):
                        continue      # 608.2c: "If <condition>, ... instead." replaces the one before
                    if modifies_previous(p) and compiled:
                        # CR 608.2c: "Destroy target creature. It can't be regenerated."
                        compiled.insert(len(compiled) - 1, (e, t))
                    else:
                        compiled.append((e, t))
                spell_parts = compiled
            elif is_spell and isinstance(body, A.ModalAbility):
                modal = compile_modal(body, env)
                modal_fewest = fewest_modes(body)
            elif is_spell and modal_more.is_more_modal(body):
                # spree (702.172a), "You may choose the same mode more than once." (700.2d)
                *modal, modal_fewest, modal_kw = modal_more.compile_more_modal(body, env)
            elif isinstance(body, (A.ActivatedAbility, A.LoyaltyAbility)):
                out.append(compile_activated(body, env, text))
            elif is_spell and isinstance(body, A.TriggeredAbility) and \
                    isinstance(body.trigger, (A.WheneverThisTurn, A.WhenThisTurn)):
                # "Whenever a creature blocks this turn, ...": the spell creates a delayed
                # triggered ability as it resolves (603.7a; interp/delayed_this_turn.py)
                from .delayed_this_turn import spell_delayed_trigger
                spell_parts.append((spell_delayed_trigger(body, env, text), text))
            elif isinstance(body, A.TriggeredAbility):
                out.append(compile_triggered(body, env, text))
            elif isinstance(body, A.KeywordNamedAbility):
                out.extend(activation.keyword_named_ability(body, env, text))   # exhaust, boast
            elif isinstance(body, A.ChapterAbility):
                out.extend(compile_chapter(body, env, text))
            elif isinstance(body, A.PlainAbility):
                out.extend(compile_static(body, env, text))
            elif isinstance(body, A.ModalAbility):
                raise Unrunnable(body, "a modal ability on a permanent")
            else:
                raise Unrunnable(body, f"the ability kind {type(body).__name__}")
        except Exception as exc:  # noqa: BLE001 - anything else is reported, never a crash or a silent skip
            u = exc if isinstance(exc, Unrunnable) else Unrunnable(body, f"internal: {type(exc).__name__}: {exc}")
            line = lines[ai] if lines and ai < len(lines) else None
            problems.append(UnrunnableAbility(text, str(u), u.node if u.node is not None else body, fi, ai,
                                              _zones_for(types), line))
            out.append(problems[-1])
            if is_spell:
                spell_parts = [(p, t) for p, t in spell_parts if callable(p)]
    subs = [w.name for w in face.type_line.subtypes.words] if face.type_line is not None and face.type_line.subtypes else []
    for sub in subs:
        if "Land" in types and sub in BASIC_LAND_MANA:
            out.append(intrinsic_mana_ability(sub))   # CR 305.6
    if is_spell and (spell_parts or modal or extra_cost):
        effects = [p for p, _ in spell_parts if callable(p)]

        def effect(g, c, effects=effects, modal=modal):
            try:
                for e in effects:
                    e(g, c)
                if modal is not None:
                    modal[2](g, c)
            finally:
                end_with_resolution(c)
        dt = spell_env.data.get("divide_total")
        text = " ".join(t for _, t in spell_parts)
        out.insert(0, InterpSpellAbility(effect, tuple(spell_env.targets), modes=modal[0] if modal else (),
                                         choose_modes=modal[1] if modal else 1,
                                         min_modes=modal_fewest, text=text, divide_total=dt,
                                         extra_cost=extra_cost, **modal_kw))
    return out, problems


def _extra_target_cost(node: A.CostsMorePerExtraTarget):
    if not isinstance(node.subject, (A.SelfThis, A.SelfByName)):
        raise Unrunnable(node.subject, "a cost increase for other spells")
    syms = tuple("{" + s.symbol + "}" for s in node.cost.symbols)

    def extra(g, ctx):
        n = max(0, len(ctx.targets) - 1)
        return syms * n
    return extra


def _is_mana_ability(sentences) -> bool:
    for s in sentences:
        if isinstance(s, A.EffectSentence):
            items = s.chain.items if isinstance(s.chain, A.EffectChain) else (s.chain,)
            if any(isinstance(i, A.AddMana) for i in items):
                return True
    return False


def compile_activated(body, env: Env, text: str):
    loyalty = body.cost if isinstance(body, A.LoyaltyAbility) else None
    costs = body.costs if isinstance(body, A.ActivatedAbility) else None
    cost = compile_cost(costs, env, loyalty)
    env.data["divides_as_put"] = env   # 602.2b, 601.2d: its division is announced as it's activated
    sents = modal_more.activated_sentences(sentences_of(body.sentences))
    timing = "sorcery" if loyalty is not None else "any"
    once = loyalty is not None   # CR 606.3: one loyalty ability per turn
    rest, conditions = [], []
    once_ever = False
    any_player = False
    for s in sents:
        if _any_player_may_activate(s) is not None:
            # 602.2: "Any player may activate this ability [but only as a sorcery]."
            any_player = True
            if _any_player_may_activate(s) == "sorcery":
                timing = "sorcery"
        elif activation.is_own_cost_reduction(s):
            cost = activation.with_cost_reduction(cost, s, env)   # 602.2b: "This ability costs {1} less ..."
        elif isinstance(s, A.RestrictionSentence):
            # 602.5b: "Activate only during your upkeep and only if ...": every part applies
            for part in activation.restriction_parts(s.restriction, env):
                if isinstance(part, tuple):   # ("once each turn", N): no more than N times each turn
                    cost = activation.limit_uses(cost, f"activated_times:{text}", each_turn=True, times=part[1])
                elif part == activation.SORCERY:
                    timing = "sorcery"
                elif part == activation.ONCE_EACH_TURN:
                    once = True
                elif part == activation.ONCE:
                    once_ever = True
                else:
                    conditions.append((part, _text(s)))
        else:
            rest.append(s)
    if once:
        cost = _once_each_turn(cost, loyalty is not None) if loyalty is not None else \
            activation.limit_uses(cost, f"activated_turn:{text}", each_turn=True)
    if once_ever:
        cost = activation.limit_uses(cost, f"activated:{text}", each_turn=False)
    mana_ability = _is_mana_ability(rest) and loyalty is None   # 605.1a: not a loyalty ability
    if (timing == "sorcery" or any_player) and mana_ability:
        raise Unrunnable(body, "a mana ability with an activation restriction")
    if mana_ability and not env.targets:
        adds, riders, extra, conditionals = [], [], [], []
        for s in rest:
            if mana_conditions.is_mana_conditional(s) and adds:
                conditionals.append(s)   # "If ..., add {G}{G} instead." (mana_conditions.py)
            elif isinstance(s, A.RiderSentence):
                riders.append(s.rider)
            elif isinstance(s, A.EffectSentence):
                for item in (s.chain.items if isinstance(s.chain, A.EffectChain) else (s.chain,)):
                    if isinstance(item, A.AddMana):
                        adds.append(item)
                    elif not isinstance(item, (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd)):
                        extra.append(dispatch(item, env, "effect"))
            else:
                raise Unrunnable(s, "this sentence in a mana ability")
        produce = mana.mana_producer(adds, riders, extra, env)
        if conditionals:
            produce = mana_conditions.with_conditionals(produce, conditionals, env)
        wheres = [s.chain.where for s in rest if isinstance(s, A.EffectSentence)
                  and getattr(s.chain, "where", None) is not None]
        if wheres:
            produce = mana.where_x(produce, wheres, env)   # "Add X mana ..., where X is ..." (107.3)
        if not env.targets:   # CR 605.1a
            return ManaAbility(cost, produce, text=text, conditions=tuple(conditions))
    modal = modal_more.sole_modal(rest)
    if modal is not None:   # 700.2a: "{2}, {T}: Choose one — • ... • ...": modes chosen as it's activated
        names, n, effect, fewest, kw = modal_more.compile_any_modal(modal, env)
        modes = dict(modes=names, choose_modes=n, min_modes=fewest, **kw)
    else:
        effect, modes = compile_sentences(A.Sentences(tuple(rest)), env), {}
    # 113.6m: "Return this card from your graveyard ..." functions only in that zone
    zones = env.data.get("activation_zones") or ((env.data["functions_in"],) if "functions_in" in env.data
                                                 else ("battlefield",))
    return ActivatedAbility(cost, effect, tuple(env.targets), timing=timing, text=text,
                            zones=zones, conditions=tuple(conditions), any_player=any_player,
                            divide_total=env.data.get("divide_total"), **modes)


def _any_player_may_activate(s):
    """"Any player may activate this ability." -> "any"; "... but only as a sorcery." ->
    "sorcery"; anything else -> None."""
    if not isinstance(s, A.EffectSentence) or not isinstance(s.chain, A.EffectChain) or len(s.chain.items) != 1:
        return None
    may = s.chain.items[0]
    if not isinstance(may, A.MayEffect) or not isinstance(may.player, A.AnyPlayer) or \
            getattr(may.player.noun, "name", None) != "player":
        return None
    if isinstance(may.effect, A.ActivateThisAbility):
        return "any"
    if isinstance(may.effect, A.ActivateButOnly) and isinstance(may.effect.timing, A.OnlyAsSorcery):
        return "sorcery"
    return None


def _once_each_turn(cost: Cost, loyalty: bool) -> Cost:
    """CR 602.5b / 606.3: activate only once each turn (per object)."""
    key = "loyalty_turn" if loyalty else "activated_turn"
    prev_other, prev_ok = cost.other, cost.other_payable

    def ok(g, c):
        return g.obj(c.source).linked.get(key) != g.turn and (prev_ok is None or prev_ok(g, c))

    def other(g, c):
        g.obj(c.source).linked[key] = g.turn
        if prev_other is not None:
            prev_other(g, c)
    from dataclasses import replace
    return replace(cost, other=other, other_payable=ok)


def compile_triggered(body: A.TriggeredAbility, env: Env, text: str):
    from .triggers import trigger_pattern
    pattern, zones = trigger_pattern(body.trigger, env)
    env.data["in_triggered"] = True    # "This ability triggers only once each turn." (sentences_more)
    env.data["divides_as_put"] = env   # 603.3d, 601.2d: its division is announced as it's put on the stack
    sents = sentences_of(body.sentences)
    intervening = None
    if len(sents) == 1 and isinstance(sents[0], A.ModalAbility) and not modal_more.is_more_modal(sents[0]):
        # CR 700.2b: "When ..., choose one — • ... • ...": modes chosen as it's put on the stack
        names, n, run = compile_modal(sents[0], env)
        return TriggeredAbility(pattern, run, tuple(env.targets), zones=_trigger_zones(body, env, zones), text=text,
                                modes=names, choose_modes=n, min_modes=fewest_modes(sents[0]),
                                divide_total=env.data.get("divide_total"))
    if len(sents) == 1 and modal_more.is_more_modal(sents[0]):
        # "When ..., choose three. You may choose the same mode more than once." (700.2b, 700.2d)
        names, n, run, fewest, kw = modal_more.compile_more_modal(sents[0], env)
        return TriggeredAbility(pattern, run, tuple(env.targets), zones=_trigger_zones(body, env, zones), text=text,
                                modes=names, choose_modes=n, min_modes=fewest,
                                divide_total=env.data.get("divide_total"), **kw)
    if sents and isinstance(sents[0], A.ConditionalSentence) and not (
            len(sents) > 1 and isinstance(sents[1], A.OtherwiseSentence)):
        # CR 603.4: "When/Whenever/At [trigger event], if [condition], [effect]" -- an
        # intervening "if": checked as the event happens (it doesn't trigger otherwise)
        # and again as it resolves (it does nothing if false then)
        from .sentences import compile_chain, condition, it_from_condition
        intervening = condition(sents[0].condition, env)
        it_from_condition(sents[0].condition, env)
        first = compile_chain(sents[0].chain, env)
        rest = compile_sentences(A.Sentences(tuple(sents[1:])), env) if len(sents) > 1 else None

        def effect(g, c, first=first, rest=rest):
            first(g, c)
            if rest is not None and not c.data.get("stop"):
                rest(g, c)
    else:
        effect = compile_sentences(body.sentences, env)
    trigger_events.check_one_or_more(env, bool(env.data.get("once_each_turn")))
    return TriggeredAbility(pattern, effect, tuple(env.targets), intervening_if=intervening,
                            zones=_trigger_zones(body, env, zones), text=text,
                            state=env.data.get("state_trigger"),    # 603.8 (state_triggers.py)
                            mana_ability=trigger_events.is_mana_trigger(body, env),   # 605.1b
                            once_each_turn=bool(env.data.get("once_each_turn")),
                            divide_total=env.data.get("divide_total"))


def compile_chapter(body: A.ChapterAbility, env: Env, text: str) -> list:
    """CR 714.2: a chapter ability is a triggered ability; "I, II — [effect]" is one
    such ability for each chapter number listed (714.2b)."""
    sents = sentences_of(body.sentences)
    modes: dict = {}
    if len(sents) == 1 and isinstance(sents[0], (A.ModalAbility, A.ModalWithRider)):
        # "I, II — Choose one — • ... • ...": modes chosen as it's put on the stack (700.2b)
        names, n, effect, fewest, kw = modal_more.compile_any_modal(sents[0], env)
        modes = dict(modes=names, choose_modes=n, min_modes=fewest, **kw)
    else:
        effect = compile_sentences(body.sentences, env)
    return [ChapterAbility(chapter_trigger(n.number), effect, tuple(env.targets), text=text, chapter=n.number, **modes)
            for n in body.chapters.numbers]


def _trigger_zones(body, env: Env, zones: tuple) -> tuple:
    """CR 113.6m: a triggered ability whose effect moves its object out of a zone ("you
    may return this card from your graveyard to your hand") triggers only from that
    zone, unless its trigger condition is about the object itself (it put it there)."""
    from .from_zone import trigger_puts_source_there
    moved_from = env.data.get("functions_in")
    if moved_from is None or trigger_puts_source_there(body.trigger):
        return zones
    if zones != ("battlefield",):
        raise Unrunnable(body.trigger, f"a trigger from {zones} for an ability that works in the {moved_from}")
    return (moved_from,)


def compile_static(body: A.PlainAbility, env: Env, text: str) -> list:
    out = []
    def add(ab):   # a handler returns one ability or a list of them
        out.extend(ab if isinstance(ab, list) else [ab])
    sents = sentences_of(body.sentences)
    linked = set()
    for k, s in enumerate(sents):
        if k in linked:
            continue
        if isinstance(s, A.StaticSentence) and isinstance(s.statement, A.MayExertAsAttacks):
            # "You may exert this creature as it attacks. When you do, ..." (701.43d, 607.2h)
            from .combat_statics import may_exert_as_it_attacks
            nxt = sents[k + 1] if k + 1 < len(sents) else None
            if not (isinstance(nxt, A.TriggerSentence) and isinstance(nxt.trigger, A.When)
                    and isinstance(nxt.trigger.event, A.WhenYouDo)):
                nxt = None
            else:
                linked.add(k + 1)
            add(may_exert_as_it_attacks(s.statement, nxt, env))
        elif isinstance(s, A.StaticSentence):
            add(dispatch(s.statement, env, "static"))
        elif isinstance(s, A.ReplacementSentence):
            add(dispatch(s.replacement, env, "static"))
        elif isinstance(s, A.DurationSentence) and isinstance(s.duration, (A.DuringYourTurn,
                                                                           A.DuringTurnsOtherThanYours)):
            # 611.3a: "During your turn, this creature has first strike." / "During turns other
            # than yours, ..." -- applies while it is (or isn't) its controller's turn (statics.py)
            from .statics import during_your_turn
            add(during_your_turn(s.body, env, mine=isinstance(s.duration, A.DuringYourTurn)))
        elif isinstance(s, (A.ConditionalStaticSentence, A.RestrictionSentence, A.ConditionalSentence,
                            A.OtherwiseSentence)):
            # "If this creature was kicked, it enters with ..." (enters.py); "Cast this spell
            # only during combat." (cast_restrictions.py, 601.3)
            add(dispatch(s, env, "static"))
        elif isinstance(s, A.EffectIfSentence):
            from .statics import conditional_static
            add(conditional_static(s, env))   # "This creature can't be blocked if ..." (611.3a)
        elif isinstance(s, A.EffectSentence):
            items = [i for i in (s.chain.items if isinstance(s.chain, A.EffectChain) else (s.chain,))
                     if not isinstance(i, (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd))]
            where = getattr(s.chain, "where", None)
            if where is not None:
                # CR 107.3, 611.3a: ", where X is <quantity>" -- counted whenever the effect applies
                if not isinstance(where, A.WhereX):
                    raise Unrunnable(where, f"the clause {type(where).__name__}")
                from .targets import amount
                env.data["where_x"] = amount(where.quantity, env)
                env.data["where_x_used"] = False
            for i in items:
                add(dispatch(i, env, "static"))
            if where is not None:
                if not env.data.pop("where_x_used"):
                    raise Unrunnable(where, "X in this static ability")
                del env.data["where_x"]
        else:
            raise Unrunnable(s, f"the static sentence {type(s).__name__}")
    return out
