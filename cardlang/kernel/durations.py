"""Durations of continuous effects (CR 611.2, 514.2, 500.4)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional


@dataclass(frozen=True)
class Duration:
    """kind:
    - "static": while its source's static ability applies (611.3)
    - "indefinite": no stated duration (611.2a)
    - "end_of_turn": "until end of turn" (514.2)
    - "this_turn": "this turn" (514.2)
    - "as_long_as": while ``condition(game)`` holds; once false, it ends (611.2b)
    - "until_your_next_turn": ends just before ``player``'s next untap step,
      even if that untap step is skipped
    - "until_event": ends when an event matching ``event(game, ev)`` happens
    """
    kind: str = "indefinite"
    player: int | None = None
    condition: Optional[Callable[..., bool]] = None
    event: Optional[Callable[..., bool]] = None
    text: str = ""


INDEFINITE = Duration("indefinite")
STATIC = Duration("static")
END_OF_TURN = Duration("end_of_turn", text="until end of turn")
THIS_TURN = Duration("this_turn", text="this turn")


def until_your_next_turn(player: int) -> Duration:
    return Duration("until_your_next_turn", player=player, text="until your next turn")


def as_long_as(condition: Callable[..., bool], text: str = "") -> Duration:
    return Duration("as_long_as", condition=condition, text=text or "as long as ...")


def until_event(pattern: Callable[..., bool], text: str = "") -> Duration:
    return Duration("until_event", event=pattern, text=text or "until ...")


def until_end_of_your_next_turn(player: int) -> Duration:
    """"until the end of your next turn" (611.2): lasts through ``player``'s next turn
    (the one after the current turn if it's theirs) until its cleanup step (514.2).
    The turns the player has begun are counted the first time the duration is checked
    (the game checks every effect's duration as soon as it's in place, 611.2b)."""
    start: list = []

    def still(g) -> bool:
        n = g.turns_taken.get(player, 0)
        if not start:
            start.append(n)
        return n <= start[0] or (n == start[0] + 1 and g.active_player == player and g.step != "cleanup")
    return Duration("as_long_as", player=player, condition=still, text="until the end of your next turn")
