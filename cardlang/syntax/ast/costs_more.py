"""More costs of activated abilities (CR 602.1, 118.3), grammar/rules/86_costs_statics.lark.
The core costs are in ``costs.py``."""

from __future__ import annotations

from .base import Node, node


@node
class RemoveCountersCost(Node):
    """"Remove a +1/+1 counter from ~", "Remove a counter from a creature you control"
    (``kind`` None: any kind, CR 122)."""
    amount: Node
    kind: Node | None
    word: Node
    source: Node


@node
class RemoveAnyCountersCost(Node):
    """"Remove any number of storage counters from ~" (the number is chosen as it is paid)."""
    kind: Node | None
    word: Node
    source: Node


@node
class PutCountersCost(Node):
    """"Put a -1/-1 counter on ~"."""
    amount: Node
    kind: Node
    word: Node
    target: Node


@node
class TapObjectCost(Node):
    """"Tap an untapped creature you control" (CR 602.1; not the {T} symbol)."""
    what: Node


@node
class UntapObjectCost(Node):
    """"Untap an untapped creature you control"."""
    what: Node


@node
class ExileSelfFromCost(Node):
    """"Exile this card from your hand" / "from your graveyard"."""
    what: Node
    zone: Node


@node
class ReturnToHandCost(Node):
    """"Return a land you control to its owner's hand"."""
    what: Node
    zone: Node


@node
class PayEnergyCost(Node):
    """"Pay {E}{E}" (CR 107.14)."""
    energy: Node


@node
class EnergySymbols(Node):
    symbols: tuple


@node
class CreateTokenCopy(Node):
    """CR 707.2, 111.1: "Create a token that's a copy of target creature you control"."""
    subject: Node | None
    amount: Node
    token: Node
    of: Node
    exception: Node | None


@node
class BothRefs(Node):
    """"each creature without flying and each player": two references joined by "and"."""
    first: Node
    second: Node


@node
class PreventNextDamageBy(Node):
    """CR 615.7: a prevention shield limited to damage from one source ("by a source of
    your choice": the source is chosen as the effect resolves)."""
    amount: Node
    to: Node
    duration: Node
    source: Node


@node
class SeparatePiles(Node):
    """CR 700.3: "Separate all permanents target player controls into two piles"."""
    who: Node | None
    what: Node
    count: Node


@node
class InChosenPile(Node):
    """"in the pile of their choice" (CR 700.3)."""
    choice: Node


@node
class OfChoicePile(Node):
    chooser: Node


@node
class GetsEnergy(Node):
    """"You get {E}{E} (two energy counters)." (CR 107.14: energy counters on a player;
    the reminder text inside the sentence is kept verbatim)."""
    energy: Node
    reminder: Node | None


@node
class LosesAllAbilities(Node):
    """"loses all abilities" (CR 613.1f); ``noun`` is "abilities"."""
    noun: Node


@node
class LosesKeywords(Node):
    """"loses flying" (CR 613.1f)."""
    keywords: Node


@node
class DiscardRandomCost(Node):
    """"Discard a card at random" (CR 701.9b)."""
    cards: Node


@node
class PreventNextTime(Node):
    """CR 615.7: "The next time a source of your choice would deal damage to you this
    turn, prevent that damage." (a one-time shield)."""
    source: Node
    to: Node | None
    duration: Node


@node
class GetsAsLongAs(Node):
    """"~ gets +1/+1 as long as you control a Forest." (CR 611.3a)."""
    subject: Node
    predicate: Node
    condition: Node


@node
class CopyExcept(Node):
    """", except it's a 1/1 ..." (CR 707.9b: exceptions to the copiable values)."""
    what: Node


@node
class ExceptIts(Node):
    characteristics: Node


@node
class ExceptNotSupertype(Node):
    """"it isn't legendary"."""
    supertype: Node


@node
class ExceptHas(Node):
    """"it has haste"."""
    keywords: Node


@node
class DiscardSelfCost(Node):
    """"Discard this card" / "Discard ~" (channel, cycling-like costs)."""
    what: Node


@node
class RevealCost(Node):
    """"Reveal two cards from your hand" (CR 118.3: a cost may reveal)."""
    what: Node


@node
class EachOfTargets(Node):
    """"each of X targets", "each of up to two targets" (CR 601.2c)."""
    count: Node


@node
class GetsCounters(Node):
    """"Each opponent gets a poison counter." (CR 122.1: counters on a player)."""
    amount: Node
    kind: Node
    word: Node


@node
class CostsLessToActivate(Node):
    """"Activated abilities of Foods you control cost {1} less to activate." (CR 601.2f)."""
    what: Node
    cost: Node


@node
class CostsMoreToActivate(Node):
    what: Node
    cost: Node


@node
class ForEachColorSpent(Node):
    """"for each color of mana spent to cast it" (CR 106.3)."""
    spell: Node
