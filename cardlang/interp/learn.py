"""Learn (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't discard
a card, you may reveal a Lesson card you own from outside the game and put it into your
hand."  The player's one choice (a ``learn`` decision): "discard" (a card, then draw one),
a Lesson card they own outside the game (kernel ``outside``), or "nothing"."""
from __future__ import annotations

from cardlang.kernel import RulesError
from cardlang.kernel.choices import Decision
from cardlang.kernel.outside import bring_into_game, cards_outside
from cardlang.syntax import ast as A

from .cards import discard_cards
from .registry import handles
from .targets import third_person_verb

LEARN = "learn"


def learn(g, p: int, cause=None) -> None:
    """CR 701.48a, for player ``p``."""
    lessons = [cd for cd in cards_outside(g, p) if cd.faces and "Lesson" in cd.faces[0].subtypes]
    options = (["discard"] if g.hand(p) else []) + list(dict.fromkeys(cd.name for cd in lessons)) + ["nothing"]
    if len(options) == 1:
        return
    ans = g.ask(Decision(LEARN, "learn: discard a card to draw a card, reveal a Lesson card you own from "
                                "outside the game and put it into your hand, or nothing", p, options, rule="701.48a"))
    if ans not in options:
        raise RulesError(f"{ans!r} is not a choice for learning", "701.48a")
    if ans == "discard":
        if discard_cards(g, p, 1, cause=cause):
            g.draw(p, 1, cause=cause)       # "If you do, draw a card."
    elif ans != "nothing":
        card = next(cd for cd in lessons if cd.name == ans)
        g.note(f"{g.name_of(p)} reveals {card.name} from outside the game", rule="701.48a")
        nid = bring_into_game(g, p, card, "hand")
        g.note(f"{g.name_of(p)} puts {g.name_of(nid)} into their hand", rule="701.48a")


@handles(A.Learn)
def _learn(node, env):
    if third_person_verb(node):
        who = env.data.get("chain_subject")
        if who is None:
            from .registry import Unrunnable
            raise Unrunnable(node, "a verb whose subject is named earlier in the sentence")
    else:
        who = lambda g, c: [c.data.get("acting_player", c.controller)]   # noqa: E731

    def run(g, c):
        for p in who(g, c):
            if not g.players[p].lost:
                learn(g, p, cause=c.source)
    return run
