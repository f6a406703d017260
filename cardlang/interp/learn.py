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
from .targets import subjectless_actors

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
    who = subjectless_actors(node, env)

    def run(g, c):
        for p in who(g, c):
            if not g.players[p].lost:
                learn(g, p, cause=c.source)
    return run


# ---- "a card you own from outside the game" (400.11b) -------------------------------------------
def from_outside(what) -> bool:
    """Does the object phrase say "a card you own from outside the game"?"""
    sufs = getattr(getattr(getattr(what, "filter", None), "suffixes", None), "items", ()) or ()
    return any(isinstance(s, A.FromOutsideGame) for s in sufs)


def _choose_outside(what, env, verb: str):
    """"an instant card you own from outside the game" -> fn(g, c, player) -> the card
    (a ``CardDef``) the player chooses among their matching cards outside the game, or None."""
    import dataclasses
    from cardlang.kernel.outside import outside_matching
    from .registry import Unrunnable
    from .targets import filter_pred
    if not (isinstance(what, A.Quantified) and isinstance(what.quantifier, (A.ArticleA, A.ArticleAn))):
        raise Unrunnable(what, "these cards from outside the game")
    flt = what.filter
    if any(not isinstance(s, A.FromOutsideGame) and not (isinstance(s, A.OwnedBy) and isinstance(s.player, A.You))
           for s in flt.suffixes.items):
        raise Unrunnable(flt, "cards outside the game with this quality")
    pred, kind = filter_pred(dataclasses.replace(flt, suffixes=dataclasses.replace(flt.suffixes, items=())), env)
    if kind != "card":
        raise Unrunnable(flt, "this from outside the game")

    def choose(g, c, p):
        cards = outside_matching(g, p, lambda i: pred(g, c, i))
        names = list(dict.fromkeys(cd.name for cd in cards))
        if not names:
            return None
        ans = g.ask(Decision(verb, f"{verb} a card you own from outside the game", p, names,
                             rule="400.11b")) if len(names) > 1 else names[0]
        if ans not in names:
            raise RulesError(f"{ans!r} is not a card {g.name_of(p)} can {verb} from outside the game", "400.11b")
        return next(cd for cd in cards if cd.name == ans)
    return choose


def _into_hand(g, c, p, card) -> list:
    """400.11b: the card is brought into the game, into its owner's hand (a new object)."""
    if card is None or card not in g.outside.get(p, ()):
        return []
    nid = bring_into_game(g, p, card, "hand")
    g.note(f"{g.name_of(p)} puts {g.name_of(nid)} into their hand from outside the game", rule="400.11b")
    return [nid]


def _your_hand(dest) -> bool:
    zone = getattr(dest, "zone", None)
    return isinstance(zone, A.ZoneRef) and isinstance(zone.owner, A.Your) and getattr(zone.zone, "name", "") == "hand"


def reveal_from_outside(node, env):
    """"You may reveal an instant card you own from outside the game and put it into your
    hand.": the player chooses one of their matching cards outside the game and reveals it;
    "put it into your hand" brings it into the game there (``put_from_outside``)."""
    choose = _choose_outside(node.what, env, "reveal")

    def run(g, c):
        p = c.data.get("acting_player", c.controller)
        card = choose(g, c, p)
        c.data["revealed_outside"] = card
        c.data["revealed"] = []
        g.note(f"{g.name_of(p)} reveals {card.name if card is not None else 'nothing'} from outside the game",
               rule="400.11b")
        if card is None:
            c.data["did"] = False
    env.data["revealed_outside"] = True
    env.it = None
    return run


def put_from_outside(node, env):
    """"put it into your hand" after revealing a card from outside the game; "Put a card you
    own from outside the game into your hand." (400.11b)."""
    from .registry import Unrunnable
    if not _your_hand(node.destination):
        raise Unrunnable(node.destination, "putting a card from outside the game there")
    if isinstance(node.what, A.It) and env.data.get("revealed_outside"):
        def run(g, c):
            p = c.data.get("acting_player", c.controller)
            c.data["put"] = _into_hand(g, c, p, c.data.get("revealed_outside"))
    else:
        choose = _choose_outside(node.what, env, "put")

        def run(g, c):
            p = c.data.get("acting_player", c.controller)
            c.data["put"] = _into_hand(g, c, p, choose(g, c, p))
    env.it = lambda g, c: [i for i in c.data.get("put", []) if i in g.objects]
    return run
