"""Face-down spells and permanents (CR 708): morph (702.37a) and megamorph
(702.37b).  Casting with morph is an alternative cost of {3} whose spell is face
down (``AlternativeCost.face_down``: the kernel gives it the 2/2 nameless, textless
characteristics of 708.2a, which the permanent keeps); turning it face up is a
special action (702.37e, 116.2b) any time its controller has priority, paying the
morph cost; "When this creature is turned face up" triggers on it."""
from __future__ import annotations

from cardlang.kernel import Cost
from cardlang.kernel.casting import AlternativeCost
from cardlang.kernel.special_actions import SpecialAction
from cardlang.syntax import ast as A

from .registry import Env
from .triggers import _occ, _Predicate, object_matcher, predicate


def _text(node) -> str:
    from cardlang.syntax import to_text
    return to_text(node)


def _cost(item, env: Env):
    from .casting import _keyword_cost
    return _keyword_cost(item, env)


def turn_face_up(g, oid: int, cause=None) -> None:
    """CR 708.8 / 702.37e: the kernel's ``manifest.turn_face_up`` (normal characteristics, a
    new timestamp 613.7f, no enters triggers)."""
    from cardlang.kernel.manifest import turn_face_up as kernel_turn_face_up
    kernel_turn_face_up(g, oid, cause=cause)


def _morph(item, env: Env, mega: bool = False) -> list:
    """CR 702.37a: "You may cast this card as a 2/2 face-down creature with no text, no
    name, no subtypes, and no mana cost by paying {3} rather than paying its mana
    cost"; 702.37e: turning it face up (a special action) costs its morph cost;
    702.37b megamorph: "As this permanent is turned face up, put a +1/+1 counter on it
    if its megamorph cost was paid to turn it face up.\""""
    cost = _cost(item, env)
    name = "megamorph" if mega else "morph"

    def refusal(g, p, card):
        return None if g.objects[card].face_down else f"{g.name_of(card)} isn't face down"

    def perform(g, p, card, ctx):
        if mega:   # "as this permanent is turned face up": the counter is there as it turns up
            g.put_counters(card, "+1/+1", 1, cause=card)
        turn_face_up(g, card, cause=p)
    return [AlternativeCost(keyword=name, text=_text(item), name="morph", cost=Cost(mana=("{3}",)),
                            face_down=True),
            SpecialAction(name="turn face up", from_zones=("battlefield",), cost=cost, refusal=refusal,
                          rule="702.37e", perform=perform)]


FACE_DOWN_KEYWORDS = {"morph": _morph, "megamorph": lambda item, env: _morph(item, env, mega=True)}


@predicate(A.TurnedFaceUp)
def _turned_face_up(pred, subj, env):
    """"When this creature is turned face up" (CR 708.8): the marker the special action
    makes."""
    m = object_matcher(subj, env)

    def pattern(g, ev, src):
        if ev.kind == "marker" and ev.name == "turned_face_up" and m(g, src, ev.data.get("obj")):
            return [_occ(subject=ev.data.get("obj"))]
        return []
    return _Predicate(pattern)
