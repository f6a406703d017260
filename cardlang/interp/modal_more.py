"""More modal choices and variable target counts (CR 700.2, 702.172, 601.2c).

- "one or two target creatures", "one, two, or three target creatures": the number of
  targets is announced as the spell is cast, at least the fewest written (601.2c, 115.1);
  ``target_count_range`` gives the bounds, the kernel (``TargetSpec.min_count`` with
  ``up_to``) takes that many.
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from cardlang.syntax import to_text

from .registry import Unrunnable, handles


def _written(n) -> int:
    if isinstance(n, A.Count):
        n = n.number
    if isinstance(n, A.One):
        return 1
    if isinstance(n, A.Number):
        return n.value
    raise Unrunnable(n, "a number that isn't written")


def target_count_range(count) -> tuple[int, int] | None:
    """"one or two" -> (1, 2); "one, two, or three" -> (1, 3) (CR 601.2c: the player announces
    how many targets, any number in that range); None for another count."""
    if isinstance(count, A.OneOrTwoCount):
        nums = [_written(count.low), _written(count.high)]
    elif isinstance(count, A.OneOfThreeCounts):
        nums = [_written(count.first), _written(count.second), _written(count.third)]
    else:
        return None
    if nums != list(range(nums[0], nums[-1] + 1)):
        raise Unrunnable(count, "a number of targets that isn't a range")
    return nums[0], nums[-1]


# ---- modal activated abilities (700.2a, 602.2b) -------------------------------------------------
def activated_sentences(sents: list) -> list:
    """"{G}: Choose one. Activate only once each turn. • ... • ...": the restriction written
    between the choice and its modes is the ability's own (602.5b), the rest a modal ability."""
    out = []
    for s in sents:
        if isinstance(s, A.ModalWithRider) and isinstance(s.rider, A.ModalRestriction):
            out += [A.ModalAbility(s.count, s.modes), A.RestrictionSentence(s.rider.restriction)]
        else:
            out.append(s)
    return out


def sole_modal(rest: list):
    """The modal ability an activated ability's effect is ("{2}, {T}: Choose one — ..."), or None."""
    if len(rest) == 1 and isinstance(rest[0], (A.ModalAbility, A.ModalWithRider)):
        m = rest[0]
        if any(isinstance(n, A.AddMana) for n in m.walk()):
            # 605.1a: a mode that adds mana could make it a mana ability (no stack)
            raise Unrunnable(m, "a modal activated ability with a mode that adds mana")
        return m
    if any(isinstance(s, (A.ModalAbility, A.ModalWithRider)) for s in rest):
        raise Unrunnable(next(s for s in rest if isinstance(s, (A.ModalAbility, A.ModalWithRider))),
                         "a modal choice with other instructions")
    return None


# ---- spree, "the same mode more than once", "choose up to N" (702.172, 700.2d, 700.2h) ----------
def _compile_modes(modes: list, env, copies: int = 1):
    """``modes``: [(name, sentences)] in printed order -> run(game, ctx) doing each chosen mode
    in that order, a mode chosen k times k times in sequence (700.2d).  Each appearance is
    compiled on its own: its targets are its own (700.2c; ``occurrence`` k is required only if
    the mode is chosen k times, 700.2d: the same or different targets for each)."""
    from .sentences import compile_sentences
    effects: dict = {}
    for name, sentences in modes:
        effects[name] = []
        for k in range(1, copies + 1):
            first = len(env.targets)
            effects[name].append(compile_sentences(sentences, env))
            for spec in env.targets[first:]:
                object.__setattr__(spec, "mode", name)
                if k > 1:
                    object.__setattr__(spec, "occurrence", k)
    names = [n for n, _ in modes]

    def run(g, c):
        for name in names:       # 700.2d: in printed order, a repeated mode that many times
            for eff in effects[name][:list(c.modes).count(name)]:
                eff(g, c)
    return run


def _mode_names(modes: list, body) -> list:
    names = [to_text(s).strip() for _, s in modes]
    if len(set(names)) != len(names):
        raise Unrunnable(body, "two modes with the same text")
    return names


def is_more_modal(body) -> bool:
    return isinstance(body, (A.SpreeAbility, A.ModalWithRider, A.PawprintModal)) or (
        isinstance(body, A.ModalAbility) and isinstance(body.count, (A.ChooseNotChosenThisTurn, A.ChooseUpTo,
                                                                      A.ChooseAnyNumber)))


def compile_any_modal(node, env):
    """Any modal choice -> (modes, choose count, run, fewest, extra kwargs of the kernel ability)."""
    if is_more_modal(node):
        return compile_more_modal(node, env)
    from .modal import compile_modal, fewest_modes
    names, n, run = compile_modal(node, env)
    return names, n, run, fewest_modes(node), {}


def compile_more_modal(body, env):
    """A spell's (or a triggered ability's) spree modes or modal choice with a rider ->
    (modes, choose count, run, fewest, extra kwargs of the kernel ability)."""
    if isinstance(body, A.ModalAbility) and isinstance(body.count, (A.ChooseUpTo, A.ChooseAnyNumber)):
        # an ability's "choose up to one —", "choose any number —": none too (700.2b: a triggered
        # ability with no mode chosen is removed from the stack); each mode once (700.2d)
        n = len(body.modes) if isinstance(body.count, A.ChooseAnyNumber) else _written(body.count.number)
        pairs = [(None, m.sentences) for m in body.modes]
        names = _mode_names(pairs, body)
        run = _compile_modes(list(zip(names, [s for _, s in pairs])), env)
        return tuple(names), min(n, len(names)), run, 0, {}
    if isinstance(body, A.ModalAbility):
        # "choose one that hasn't been chosen this turn —": one mode, not one chosen for this
        # ability of this object earlier this turn (kernel ``modes_once_each_turn``)
        n = _written(body.count.number)
        pairs = [(None, m.sentences) for m in body.modes]
        names = _mode_names(pairs, body)
        run = _compile_modes(list(zip(names, [s for _, s in pairs])), env)
        return tuple(names), n, run, n, {"modes_once_each_turn": True}
    if isinstance(body, A.PawprintModal):
        # 700.2i: "Choose up to five {P} worth of modes.": any modes whose pawprints total at
        # most five (none too: "up to"), the same one more than once if the rider says so (700.2d)
        budget = _written(body.budget)
        if body.rider is not None and not isinstance(body.rider, A.SameModeAllowed):
            raise Unrunnable(body.rider, f"the modal rider {type(body.rider).__name__}")
        repeat = body.rider is not None
        pairs = [(m.pawprints, m.effects) for m in body.modes]
        names = _mode_names(pairs, body)
        weights = tuple((n, len(pp)) for n, (pp, _) in zip(names, pairs))
        if any(w < 1 for _, w in weights):
            raise Unrunnable(body, "a mode worth no pawprints")
        run = _compile_modes(list(zip(names, [s for _, s in pairs])), env,
                             copies=budget if repeat else 1)
        return tuple(names), budget, run, 0, {"repeat_modes": repeat, "mode_weights": weights,
                                              "mode_budget": budget}
    if isinstance(body, A.SpreeAbility):
        # 702.172a: "Choose one or more modes. As an additional cost to cast this spell, pay
        # the costs associated with those modes."
        from .costs import compile_cost
        pairs = [(m.cost, m.effects) for m in body.modes]
        names = _mode_names(pairs, body)
        costs = tuple((n, compile_cost(A.Costs((cost,)), env)) for n, (cost, _) in zip(names, pairs))
        run = _compile_modes(list(zip(names, [s for _, s in pairs])), env)
        return tuple(names), len(names), run, 1, {"mode_costs": costs}
    if isinstance(body.rider, A.SameModeAllowed):
        # 700.2d: "Choose three. You may choose the same mode more than once."
        c = body.count
        if isinstance(c, A.ChooseN):
            n = most = c.number.value
        elif isinstance(c, A.ChooseUpTo) and isinstance(c.number, A.Number):
            n, most = 0, c.number.value          # "Choose up to four": zero to four modes
        else:
            raise Unrunnable(c, f"the mode choice {type(c).__name__}")
        pairs = [(None, m.sentences) for m in body.modes]
        names = _mode_names(pairs, body)
        run = _compile_modes(list(zip(names, [s for _, s in pairs])), env, copies=most)
        return tuple(names), most, run, n, {"repeat_modes": True}
    if isinstance(body.rider, A.ChooseMoreInsteadIf) and isinstance(body.rider.modes, A.ChooseBoth) \
            and isinstance(body.count, A.ChooseN) and body.count.number.value == 1 and len(body.modes) == 2:
        # "Choose one. If there are four or more card types among cards in your graveyard,
        # choose both instead.": the condition as the modes are chosen (601.2b, 700.2b)
        from .modal import compile_modal
        from .sentences import condition
        test = condition(body.rider.condition, env)
        names, n, run = compile_modal(A.ModalAbility(body.count, body.modes), env)
        return names, n, run, 1, {"modes_if": (test, 2, 2)}
    if isinstance(body.rider, A.MayChooseBothIf):
        # "If you control a commander as you cast this spell, you may choose both": the game
        # has no commanders (903.3); the condition can't be evaluated here
        raise Unrunnable(body.rider, "choosing more modes if you control a commander")
    raise Unrunnable(body.rider, f"the modal rider {type(body.rider).__name__}")


@handles(A.TargetsRange, role="ref")
def _targets_range(node, env):
    """"among one or two targets", "each of one or two targets": any targets (creatures,
    players, planeswalkers, battles: 115.4), from the fewest to the most written (601.2c)."""
    from .targets import any_target_pred, register_targets, target_spec
    lo, hi = _written(node.low), _written(node.high)
    if not 1 <= lo <= hi:
        raise Unrunnable(node, "this number of targets")
    spec = target_spec(f"{lo} to {hi} targets", any_target_pred, "any", count=hi, up_to=True)
    object.__setattr__(spec, "min_count", lo)
    return register_targets(env, spec)
