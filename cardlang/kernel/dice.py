"""Rolling dice (CR 706).

A die roll is random: its natural result comes from the game's one seeded random source
(``Game.rng``, which every shuffle also uses), so a game with the same seed replays the same.
Each roll is a marker event for the log and for triggers on rolls."""
from __future__ import annotations

from typing import Any

from .errors import RulesError
from .events import MarkerEvent


def roll_die(game, player: int, sides: int, cause: Any = None) -> int:
    """CR 706.1a: a dN has N equally likely outcomes, numbered 1 to N. Returns the natural
    result (706.2: the number on the die before any modifier)."""
    if sides < 1:
        raise RulesError(f"a die needs at least one side, not {sides}", "706.1a")
    natural = game.rng.randint(1, sides)
    game.perform(MarkerEvent(name="die_rolled", data={"player": player, "sides": sides, "natural": natural},
                             say=f"{game.name_of(player)} rolls a d{sides}: {natural}"))
    return natural
