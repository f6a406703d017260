"""G15: one-shot actions and their quantities (grammar/rules/98_effects_actions.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- targets and division (CR 601.2c-d) ------------------------------------------------------

# -- counters (CR 122) -----------------------------------------------------------------------

@node
class ExileWithCounters(Node):
    """"Exile Arc Blade with three time counters on it." (the card is exiled with counters,
    CR 702.62a suspend's time counters)."""
    subject: Optional[Node]
    object: Node
    counters: Node


@node
class PutItsCounters(Node):
    """"put its counters on target creature you control": every counter the object had,
    each kind kept (CR 122)."""
    subject: Optional[Node]
    word: Node
    target: Node


@node
class MoveCounters(Node):
    """"Move a +1/+1 counter from target creature onto another target creature" (``kind``
    None: a counter of any kind, CR 122)."""
    subject: Optional[Node]
    amount: Node
    kind: Optional[Node]
    word: Node
    source: Node
    destination: Node


@node
class MoveAllCounters(Node):
    """"Move all +1/+1 counters from target land you control onto target creature"."""
    subject: Optional[Node]
    kind: Optional[Node]
    word: Node
    source: Node
    destination: Node


@node
class MoveAnyNumberOfCounters(Node):
    """"Move any number of counters from target permanent you control to another target
    permanent you control" (the controller chooses how many)."""
    subject: Optional[Node]
    kind: Optional[Node]
    word: Node
    source: Node
    destination: Node


@node
class EntersWithCountersAndKeywords(Node):
    """"it enters the battlefield with two +1/+1 counters on it and with flying" (CR 614.1c:
    a replacement effect that modifies how it enters)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    holder: Node
    keywords: Node


@node
class EntersWithCountersAndAbility(Node):
    """'it enters the battlefield with a +1/+1 counter on it and with "..."' (CR 614.1c)."""
    subject: Node
    amount: Node
    kind: Node
    word: Node
    holder: Node
    ability: Node


# -- doubling (CR 701.10) --------------------------------------------------------------------

@node
class DoublePowerOf(Node):
    """"double target creature's power until end of turn" (CR 701.10b: it gets +X/+0,
    X its power)."""
    of: Node
    duration: Node


@node
class DoublePowerAndToughnessOf(Node):
    """"Double target creature's power and toughness until end of turn." (CR 701.10c)."""
    of: Node
    duration: Optional[Node] = None


@node
class DoubleLifeTotal(Node):
    """"Double target player's life total." (CR 701.10d: the player gains that much life)."""
    player: Node


@node
class SecondTarget(Node):
    """"a second target creature": another target of the same spell or ability; the same
    object can't be chosen for both (CR 115.3)."""
    filter: Node


# -- counters removed (CR 122) ---------------------------------------------------------------

@node
class RemoveAllCountersCost(Node):
    """"Remove all charge counters from Relic Amulet" as a cost (``kind`` None: every kind,
    CR 122, 118)."""
    kind: Optional[Node]
    word: Node
    source: Node


@node
class NumberOfCountersRemoved(Node):
    """"the number of pain counters removed this way" (``kind`` None: of every kind)."""
    kind: Optional[Node]
    word: Node


# -- sums (CR 107.1) -------------------------------------------------------------------------

@node
class AmountSum(Node):
    """"X plus 1": the sum of two numbers (CR 107.1)."""
    amount: Node
    plus: Node


# -- objects moved this way (CR 400.7, 608.2c) -----------------------------------------------

@node
class PutIntoZoneThisWay(Node):
    """"put into their graveyard this way": the objects this effect moved to ``zone``."""
    zone: Node


@node
class TheDoneThisWay(Node):
    """"the cards milled this way": the objects of ``kind`` the effect acted on."""
    kind: Node
    done: Node


@node
class ReturnToFirst(Node):
    """"return to your hand all creature cards in your graveyard ..." (the destination
    before the objects; same meaning as "return ... to your hand", CR 400.7)."""
    subject: Optional[Node]
    destination: Node
    what: Node


# -- casting and playing (CR 118.9) ----------------------------------------------------------

@node
class PlayWithoutPaying(Node):
    """"you may play that card without paying its mana cost" (a land is played, a spell
    cast without paying its mana cost, CR 118.9, 305.1)."""
    subject: Optional[Node]
    what: Node
    without: Node
    duration: Optional[Node] = None


# -- entering as a copy (CR 707.9) ----------------------------------------------------------

@node
class HaveEnterAsCopyAnyExcept(Node):
    """"You may have this creature enter as a copy of any creature on the battlefield,
    except it has haste" (CR 707.9b: the exception changes the copied values)."""
    subject: Node
    original: Node
    exception: Node


@node
class ExceptHasAbility(Node):
    """'except it has "{X}: ..."' (CR 707.9b: an ability the copy has besides)."""
    ability: Node


@node
class ExceptEntersWithCounters(Node):
    """"except it enters with X additional +1/+1 counters on it" (CR 707.9b, 122.6)."""
    amount: Node
    kind: Node
    word: Node
    holder: Node


# -- discarding (CR 701.9) -------------------------------------------------------------------

@node
class DiscardForEach(Node):
    """"Target player discards a card for each Swamp you control." (CR 107.1: the count
    times the number counted)."""
    subject: Optional[Node]
    what: Node
    for_each: Node


# -- libraries (CR 401) ----------------------------------------------------------------------

@node
class IntoLibraryNthFromTop(Node):
    """"into its owner's library second from the top" (CR 401.4: the cards above it stay)."""
    zone: Node
    position: Node


@node
class OnTopOrBottom(Node):
    """"on the top or bottom of their library": its owner chooses which."""
    zone: Node
