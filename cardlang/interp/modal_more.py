"""More modal choices and variable target counts (CR 700.2, 702.172, 601.2c).

- "one or two target creatures", "one, two, or three target creatures": the number of
  targets is announced as the spell is cast, at least the fewest written (601.2c, 115.1);
  ``target_count_range`` gives the bounds, the kernel (``TargetSpec.min_count`` with
  ``up_to``) takes that many.
"""
from __future__ import annotations

from cardlang.syntax import ast as A

from .registry import Unrunnable


def _written(n) -> int:
    if isinstance(n, A.Count):
        n = n.number
    if isinstance(n, A.One):
        return 1
    if isinstance(n, A.Number):
        return n.value
    raise Unrunnable(n, "a number of targets that isn't written")


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
    if len(rest) == 1 and isinstance(rest[0], A.ModalAbility):
        m = rest[0]
        if any(isinstance(n, A.AddMana) for n in m.walk()):
            # 605.1a: a mode that adds mana could make it a mana ability (no stack)
            raise Unrunnable(m, "a modal activated ability with a mode that adds mana")
        return m
    if any(isinstance(s, (A.ModalAbility, A.ModalWithRider)) for s in rest):
        raise Unrunnable(next(s for s in rest if isinstance(s, (A.ModalAbility, A.ModalWithRider))),
                         "a modal choice with other instructions")
    return None
