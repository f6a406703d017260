"""G6: lines of special card layouts (grammar/rules/91_layouts.lark): leveler bands
(CR 711), class level bars (716), case abilities (719), spree modes (702.172),
prototype (702.160), flipping (710), and planechase triggers (311.7, 312.5, 701.31)."""

from __future__ import annotations


from .base import Node, node


@node
class LevelRange(Node):
    """The numbers of a level symbol (CR 711.2): "LEVEL 1-3" is 1..3, "LEVEL 4+" is 4..None."""
    low: int
    high: int | None

    def text(self) -> str:
        return f"LEVEL {self.low}" + (f"-{self.high}" if self.high is not None else "+")


@node
class LevelBand(Node):
    """A level symbol line (CR 711.2a/b): the abilities and the power/toughness after it,
    up to the next level symbol, apply while the level counters are within ``levels``."""
    levels: Node


@node
class LevelPowerToughness(Node):
    """The power/toughness box of a level band (CR 711.2a): "4/4"."""
    pt: Node


@node
class ClassLevelBar(Node):
    """"{1}{R}: Level 2" (CR 716.2a): "[Cost]: This Class's level becomes N. Activate only if
    this Class is level N-1 and only as a sorcery"; the lines after it are that level's."""
    costs: Node
    level: Node


@node
class ToSolve(Node):
    """"To solve — [condition]." (CR 719.3a): at the beginning of your end step, if the
    condition holds and this Case is not solved, it becomes solved."""
    condition: Node


@node
class SolvedAbility(Node):
    """"Solved — [ability]" (CR 719.3c): the ability works only while the Case is solved."""
    body: Node


@node
class SpreeAbility(Node):
    """A keyword line ("Spree") and its modes, each "+ [cost] — [effect]" (CR 702.172a:
    choose one or more modes and pay the cost of each as an additional cost)."""
    body: Node
    reminder: Node | None
    modes: tuple


@node
class CostMode(Node):
    """One spree mode: "+ {2} — Destroy target artifact." (CR 702.172a)."""
    cost: Node
    effects: Node


@node
class KeywordCostPt(Node):
    """"Prototype {1}{R} — 2/2" (CR 702.160a, 718): an alternative mana cost and size."""
    __glued__ = ()
    name: Node
    cost: Node
    pt: Node


@node
class FlipEffect(Node):
    """"flip it" (CR 710): the flip card's alternative characteristics apply from now on."""
    what: Node


@node
class RollsChaos(Node):
    """"you roll {CHAOS}" (CR 311.7, 901.9b): the chaos ability's trigger event."""
    pass


@node
class PlaneswalksTo(Node):
    """"you planeswalk to [this plane]" (CR 701.31)."""
    plane: Node


@node
class PlaneswalksAwayFrom(Node):
    """"you planeswalk away from [this plane]" (CR 701.31)."""
    plane: Node


@node
class Encounters(Node):
    """"When you encounter [this phenomenon]" (CR 312.5)."""
    phenomenon: Node


@node
class BecomesLevel(Node):
    """"When this Class becomes level 2" (CR 716.2a: its level becomes N)."""
    level: Node


@node
class Monstrosity(Node):
    """"Monstrosity N." (CR 701.37a): if this permanent isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous."""
    amount: Node


@node
class CountersOnCondition(Node):
    """"there are two or more ki counters on ~" (CR 122)."""
    amount: Node
    kind: Node
    counter: Node
    on: Node


@node
class TimesMutated(Node):
    """"the number of times this creature has mutated" (CR 702.140, 729.2)."""
    creature: Node


@node
class UntilPlaneswalks(Node):
    """"until a player planeswalks" (CR 611.2b, 701.31)."""
    player: Node



@node
class AbandonScheme(Node):
    """"abandon this scheme" (CR 701.33b: turn it face down, bottom of its owner's scheme deck)."""
    scheme: Node


@node
class PreparedDesignation(Node):
    """"becomes prepared": the designation of a prepare card (its reminder text: while it's
    prepared, you may cast a copy of its spell; doing so unprepares it)."""
    pass
