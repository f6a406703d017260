"""Sentences and effect chains (CR 608.2c: instructions in order), conditions
and durations."""
from __future__ import annotations

from cardlang.kernel import END_OF_TURN, THIS_TURN, until_your_next_turn
from cardlang.kernel.choices import Decision
from cardlang.syntax import ast as A

from .registry import Env, Unrunnable, dispatch, handles, sentences_of


def compile_sentences(node, env: Env):
    """Sentences of a spell or a resolving ability -> one effect."""
    from .conditional import merge_instead
    effects = []
    for s in sentences_of(node):
        e = compile_sentence(s, env)
        if merge_instead(effects, e):
            continue          # "If <condition>, <instruction> instead." (interp/conditional.py)
        if modifies_previous(s) and effects:
            # CR 608.2c: "Destroy target creature. It can't be regenerated." -- later
            # text modifies earlier text: the restriction is in place before the destruction
            effects.insert(len(effects) - 1, e)
        else:
            effects.append(e)

    def run(game, ctx):
        try:
            for e in effects:
                if ctx.data.get("stop"):
                    break
                e(game, ctx)
        finally:
            end_with_resolution(ctx)
    return run


def end_with_resolution(ctx) -> None:
    """End the effects that last only while this spell or ability resolves."""
    for r in ctx.data.pop("ends_with_resolution", ()):
        r.ended = True


def modifies_previous(s) -> bool:
    """A sentence that modifies the previous one's instruction and so must be in
    place before it happens (CR 608.2c): "It can't be regenerated."."""
    chain = getattr(s, "chain", None)
    items = chain.items if isinstance(chain, A.EffectChain) else (chain,)
    if isinstance(s, A.EffectSentence) and len(items) == 1 and isinstance(items[0], A.ObjectGets) \
            and isinstance(items[0].predicate, A.CantBeRegenerated):
        return True
    from .countered_instead import is_countered_instead
    return is_countered_instead(s)   # "If that spell is countered this way, exile it instead ..."


def compile_sentence(s, env: Env):
    return dispatch(s, env, "sentence")


@handles(A.EffectSentence, A.ThenSentence, role="sentence")
def _effect_sentence(s, env):
    return compile_chain(s.chain, env)


@handles(A.DurationSentence, role="sentence")
def _duration_sentence(s, env):
    saved, saved_node = env.data.get("duration"), env.data.get("duration_node")
    env.data["duration"] = duration(s.duration, env)
    env.data["duration_node"] = s.duration     # its words, for a permission's window (interp/play_permissions.py)
    try:
        body = s.body
        if isinstance(body, A.EffectChain):
            return compile_chain(body, env)
        return dispatch(body, env, "effect")
    finally:
        env.data["duration"], env.data["duration_node"] = saved, saved_node


@handles(A.ReplacementSentence, role="sentence")
def _replacement_sentence(s, env):
    return dispatch(s.replacement, env, "effect")


@handles(A.ConditionalSentence, role="sentence")
def _conditional(s, env):
    from .countered_instead import countered_instead, is_countered_instead
    if is_countered_instead(s):
        return countered_instead(s, env)
    cond = condition(s.condition, env)
    env.data["it_before_if"] = env.it     # "Otherwise, put it ...": the same "it" as the condition's
    it_from_condition(s.condition, env)
    body = compile_chain(s.chain, env)
    items = s.chain.items if isinstance(s.chain, A.EffectChain) else (s.chain,)
    offers = any(isinstance(i, A.MayEffect) for i in items)

    def run(game, ctx):
        ok = bool(cond(game, ctx))
        ctx.data["condition_was"] = ok      # for a following "Otherwise, ..."
        if ok:
            body(game, ctx)
        elif offers:
            # "If it shares ..., you may reveal it. If you do, ...": no offer was made, so the
            # player didn't (608.2c); an earlier "may" of the ability is not the one meant
            ctx.data["did"] = False
    return run


def it_from_condition(node, env: Env) -> None:
    """"If this creature is a Spirit, it becomes ...", "if there are three or more omen counters
    on ~, untap it": with nothing named before the condition, "it" in the instructions after it
    is the object the condition names (CR 608.2c: the instructions are followed in the order
    written; an intervening "if" of a trigger, 603.4, too)."""
    named = _object_the_condition_names(node)
    if env.it is None and named is not None:
        from .targets import resolver
        env.it = resolver(named, env)
    elif isinstance(node, (A.IsACondition, A.IsNotACondition)) and isinstance(node.subject, A.ThatRef) \
            and env.it is not None and not _names_players_of(node.subject):
        # "create a Cat token. If that enchantment is an Aura, you may attach it to the token":
        # "it" is the object the condition has just named again (608.2c)
        from .targets import resolver
        env.it = resolver(node.subject, env)


def _names_players_of(ref) -> bool:
    from .targets import _names_players
    return _names_players(ref.types)


def _object_the_condition_names(node):
    """The object itself (this object, by "this creature" or by its name) that a condition
    is about, or None: the subject of "if ~ is a Warrior" or "if this Equipment isn't a creature",
    where "counters on ~" are counted."""
    named = node.subject if isinstance(node, (A.IsACondition, A.IsNotACondition,
                                              A.WasDealtDamageThisTurnCondition, A.HasNoCounters)) else \
        node.on if isinstance(node, A.CountersOnCondition) else None
    return named if isinstance(named, (A.SelfThis, A.SelfByName)) else None


@handles(A.OtherwiseSentence, role="sentence")
def _otherwise(s, env):
    """"If <condition>, <A>. Otherwise, <B>.": B when the condition just checked was false."""
    if "it_before_if" in env.data:
        env.it = env.data["it_before_if"]
    body = compile_chain(s.chain, env)

    def run(game, ctx):
        if ctx.data.get("condition_was") is False:
            body(game, ctx)
    return run


JOINS = (A.JoinAnd, A.JoinThen, A.JoinComma, A.JoinCommaAnd)


def _trailing_durations(items) -> list:
    """For each item, the duration that ends its run of predicates of one subject
    ("target creature becomes black and gains fear until end of turn": the
    duration written once at the end is every predicate's), or None."""
    out, current = [None] * len(items), None
    for i in range(len(items) - 1, -1, -1):
        item = items[i]
        if isinstance(item, JOINS):
            continue
        out[i] = current
        if isinstance(item, A.SameSubjectGets):
            if current is None and item.duration is not None:
                current = item.duration
        else:
            current = None
    return out


def _follow(effect, game, ctx) -> None:
    """Follow one instruction, noting whether anything happened (``did_instruction``): "Sacrifice a
    creature. If you do, ..." asks whether the instruction was carried out (608.2c), which an
    instruction that isn't optional tells by the events it performed (none: a player with no
    creature sacrificed nothing)."""
    before = len(game.turn_events)
    effect(game, ctx)
    ctx.data["did_instruction"] = len(game.turn_events) > before


def compile_chain(chain, env: Env):
    items = chain.items if isinstance(chain, A.EffectChain) else (chain,)
    effects = []
    trailing = _trailing_durations(items)
    saved_trailing = env.data.get("trailing_duration")
    # a subject carries over only within one chain ("Each player discards a card, then
    # draws a card": targets.acting_players)
    saved_subject, env.data["chain_subject"] = env.data.get("chain_subject"), None
    for item, dur_node in zip(items, trailing):
        if isinstance(item, JOINS):
            continue
        env.data["trailing_duration"] = duration(dur_node, env) if dur_node is not None else None
        try:
            from .they import compile_for_each_player     # "... they control" (608.2c)
            effects.append(compile_for_each_player(item, env))
        finally:
            env.data["trailing_duration"] = saved_trailing
    env.data["chain_subject"] = saved_subject
    where = getattr(chain, "where", None)
    if where is not None:
        # CR 107.3: ", where X is <quantity>" -- X is that value for these instructions
        # (never silently dropped: an unknown quantity is Unrunnable)
        if not isinstance(where, A.WhereX):
            raise Unrunnable(where, f"the clause {type(where).__name__}")
        from .targets import amount
        x_is = amount(where.quantity, env)

        def run_where(game, ctx):
            saved = ctx.x
            try:
                for e in effects:
                    # 608.2h: X counted as each instruction is followed ("Destroy all creatures,
                    # then create an X/X ... token, where X is the number of creatures destroyed this way")
                    ctx.x = x_is(game, ctx)
                    _follow(e, game, ctx)
            finally:
                ctx.x = saved
        return run_where

    def run(game, ctx):
        saved = ctx.data.get("acting_player")
        try:
            for e in effects:
                _follow(e, game, ctx)
        finally:
            # "<player> may ..." makes that player act for the rest of this chain only
            if saved is None:
                ctx.data.pop("acting_player", None)
            else:
                ctx.data["acting_player"] = saved
    return run


# ---- "you may" (CR 609.3) ------------------------------------------------------
@handles(A.MayEffect, role="effect")
def _may(node, env):
    from .targets import resolver
    if isinstance(node.effect, A.PlayAdditionalLand) and isinstance(node.player, A.You) or \
            isinstance(node.effect, (A.PlayEffect, A.CastEffect)) and isinstance(node.player, A.You) and (
            node.effect.duration is not None or env.data.get("duration_node") is not None):
        # "Until end of turn, you may play that card": a permission for later (601.2),
        # not a choice made as the ability resolves (interp/play_permissions.py)
        return dispatch(node.effect, env, "effect")
    text = _text(node.effect)
    if isinstance(node.player, A.AnyPlayer):
        from .any_player import any_player_may
        return any_player_may(node, env, text)    # "Any player may ..." (101.4)
    who = resolver(node.player, env)
    inner = dispatch(node.effect, env, "effect")
    env.data["offered_to"] = "you" if isinstance(node.player, A.You) else "other"   # "If they do" (any_player.py)

    def run(game, ctx):
        for p in who(game, ctx):
            d = Decision("may", f"{game.name_of(p)} may: {text}", p, ["yes", "no"], rule="609.3")
            ans = game.ask(d)
            if ans in ("yes", True, 0):
                ctx.data["did"] = True
                ctx.data["acting_player"] = p    # CR 608.2c: the rest of the chain is theirs too
                inner(game, ctx)
            elif ans in ("no", False, 1):
                ctx.data["did"] = False
            else:
                from cardlang.kernel import RulesError
                raise RulesError(f"{ans!r} isn't yes or no", "609.3")
    return run


# ---- conditions ---------------------------------------------------------------------
CONDITIONS: dict = {}   # node class -> fn(node, env) -> predicate; families add theirs


def condition(node, env: Env):
    if type(node) in CONDITIONS:
        return CONDITIONS[type(node)](node, env)
    if isinstance(node, A.YourTurnCondition):
        return lambda g, c: g.active_player == c.controller
    if isinstance(node, A.ControlsCondition):
        from .targets import filter_pred, resolver
        who = resolver(node.player, env)
        pred, _ = filter_pred(node.filter, env)
        return lambda g, c: any(g.chars(i).controller in who(g, c) and pred(g, c, i) for i in g.battlefield())
    raise Unrunnable(node, f"the condition {type(node).__name__}")


# ---- durations ----------------------------------------------------------------------
def duration(node, env: Env):
    """A duration node -> fn(ctx) -> kernel Duration."""
    if node is None:
        return None
    if isinstance(node, A.UntilEndOfTurn):
        return lambda ctx: END_OF_TURN
    if isinstance(node, A.ThisTurn):
        return lambda ctx: THIS_TURN
    if isinstance(node, A.UntilYourNextTurn):
        return lambda ctx: until_your_next_turn(ctx.controller)
    if isinstance(node, A.UntilEndOfYourNextTurn):
        # 611.2: through the end of its controller's next turn (kernel/durations.py)
        from cardlang.kernel.durations import until_end_of_your_next_turn
        return lambda ctx: until_end_of_your_next_turn(ctx.controller)
    if isinstance(node, A.ForAsLongAs):
        # 611.2b: "for as long as <condition>" -- ends for good the first time it's false
        from cardlang.kernel import as_long_as
        cond = condition(node.condition, env)
        return lambda ctx: as_long_as(lambda g, ctx=ctx: bool(cond(g, ctx)), text="for as long as ...")
    raise Unrunnable(node, f"the duration {type(node).__name__}")


def current_duration(env: Env, ctx, default=None):
    d = env.data.get("duration")
    return d(ctx) if d is not None else default


def _text(node) -> str:
    try:
        from cardlang.syntax import to_text
        return to_text(node)
    except Exception:  # noqa: BLE001
        return type(node).__name__
