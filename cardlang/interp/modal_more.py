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
