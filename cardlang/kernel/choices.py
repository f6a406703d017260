"""One interface for every decision a player makes (targets, modes, X,
the order of replacement effects, the division of damage, which mana pays,
a named card...).  Principle 6: every decision is explicit.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

from .errors import MissingChoice, RulesError

# Decision kinds used by the kernel.
ORDER_REPLACEMENTS = "order_replacements"  # CR 616.1
TARGETS = "targets"                        # CR 601.2c
MODE = "mode"                              # CR 601.2b / 700.2
NO_MORE_MODES = "no more modes"            # the answer that ends a "one or both" mode choice (700.2)
X = "x"                                    # CR 601.2b / 107.3
DIVIDE_DAMAGE = "divide_damage"            # CR 601.2d / 510.1c
MANA_PAYMENT = "mana_payment"              # CR 601.2h / 106.6
NAME_CARD = "name_card"                    # CR 201.4
LEGEND_RULE = "legend_rule"                # CR 704.5j
ORDER_TRIGGERS = "order_triggers"          # CR 603.3b
MANA_TYPE = "mana_type"                    # CR 106.1 ("one mana of any color")
DISCARD = "discard"                        # CR 514.1
OPTIONAL_COST = "optional_cost"            # CR 601.2b: pay an optional additional cost (kicker)?
ADDITIONAL_COST = "additional_cost"        # CR 601.2b: which of two additional costs is paid


@dataclass
class Decision:
    kind: str
    prompt: str
    player: int            # id of the deciding player
    options: Sequence[Any] = ()
    rule: str = ""
    # free-form extra data (e.g. total to divide, recipients)
    data: dict = field(default_factory=dict)

    def describe(self) -> str:
        return f"{self.kind} for player {self.player}: {self.prompt}"


class Chooser(Protocol):
    def choose(self, decision: Decision) -> Any: ...


class DefaultChooser:
    """Takes the only legal option; anything else is an error naming the
    decision (never a silent default)."""

    def choose(self, decision: Decision) -> Any:
        opts = list(decision.options)
        if len(opts) == 1:
            return opts[0]
        raise MissingChoice(
            f"no choice given for decision {decision.describe()} "
            f"({len(opts)} options: {', '.join(map(_label, opts)) or 'none'})",
            decision.kind,
        )


class ScriptedChooser:
    """Answers decisions in order.  An answer may be a bare value, or a pair
    ``(kind, value)`` which must match the decision's kind.  When the script
    runs out it falls back to ``fallback`` (default: none -> clear error)."""

    def __init__(self, answers: Sequence[Any] = (), fallback: Chooser | None = None):
        self.answers = list(answers)
        self.fallback = fallback
        self.asked: list[Decision] = []

    def add(self, *answers: Any) -> None:
        self.answers.extend(answers)

    def choose(self, decision: Decision) -> Any:
        self.asked.append(decision)
        if not self.answers:
            if self.fallback is not None:
                return self.fallback.choose(decision)
            raise MissingChoice(
                f"the script gave no answer for decision {decision.describe()}",
                decision.kind,
            )
        ans = self.answers[0]
        if isinstance(ans, tuple) and len(ans) == 2 and isinstance(ans[0], str) and ans[0] in _KINDS:
            if ans[0] != decision.kind:
                if self.fallback is not None:
                    return self.fallback.choose(decision)
                raise MissingChoice(
                    f"the script's next answer is for '{ans[0]}' but the game asked "
                    f"{decision.describe()}",
                    decision.kind,
                )
            ans = ans[1]
        self.answers.pop(0)
        return ans


_KINDS = {ORDER_REPLACEMENTS, TARGETS, MODE, X, DIVIDE_DAMAGE, MANA_PAYMENT, NAME_CARD,
          LEGEND_RULE, ORDER_TRIGGERS, MANA_TYPE, DISCARD}


def _label(o: Any) -> str:
    return str(getattr(o, "name", o))


def pick_option(decision: Decision, answer: Any) -> Any:
    """Resolve an answer to one of the decision's options: the option itself,
    its index, or its name.  Refuses anything else."""
    opts = list(decision.options)
    for o in opts:
        if o is answer or o == answer:
            return o
    if isinstance(answer, str):
        named = [o for o in opts if _label(o) == answer]
        if len(named) >= 1:
            return named[0]
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(opts):
        # an int that is not itself an option is an index
        return opts[answer]
    raise RulesError(
        f"{answer!r} is not a legal answer to {decision.describe()}; options: "
        f"{', '.join(map(_label, opts))}",
        decision.rule or "732.1",
    )
