"""G14: filter qualifiers after "that"/"you" — what an object is, has, did or had done to it
(grammar/rules/98_refs_qualifiers.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- what it is ------------------------------------------------------------------------------
@node
class ThatIsState(Node):
    """"that are enchanted", "that's equipped" (CR 303.4, 301.5)."""
    state: Node


@node
class ThatIsNotState(Node):
    """"that isn't enchanted"."""
    state: Node


@node
class EnchantedState(Node):
    """Enchanted: an Aura is attached to it (CR 303.4)."""


@node
class EquippedState(Node):
    """Equipped: an Equipment is attached to it (CR 301.5)."""


@node
class ThatAreTypes(Node):
    """"that are creatures and/or Vehicles": the object has one of these types."""
    types: Node


@node
class ThatIsntA(Node):
    """"that isn't a Demon, Devil, or Imp": the object has none of these types."""
    types: Node


@node
class NotOfChosenType(Node):
    """"that aren't of the chosen type" (CR 607.2: the type chosen before)."""


# -- what it has -----------------------------------------------------------------------------
@node
class ThatHasCounter(Node):
    """"that has a -1/-1 counter on it" (CR 122)."""
    kind: Node
    on: Node


@node
class ThatHasCounters(Node):
    """"that have -1/-1 counters on them" (CR 122)."""
    kind: Node
    on: Node


@node
class ThatHasKeyword(Node):
    """"that has flash" (CR 702)."""
    keyword: Node


@node
class ThatHasCardPart(Node):
    """"that has an Adventure" (CR 715.1: a card with an Adventure)."""
    part: Node


# -- what it did, what was done to it ---------------------------------------------------------
@node
class ThatDealtDamage(Node):
    """"that dealt damage this turn", "that dealt combat damage to a player this combat"
    (CR 120)."""
    combat: Optional[Node]
    to: Optional[Node]


@node
class ThatWereDoneThisWay(Node):
    """"that were destroyed this way" (CR 608.2c)."""
    done: Node


@node
class ThatWerePutIntoThisWay(Node):
    """"that were put into a graveyard this way" (CR 608.2c)."""
    zone: Node


@node
class AnyZoneOfKind(Node):
    """"graveyards": any player's zone of that kind."""
    zone: Node


@node
class ThereWord(Node):
    """"there": the zone named before ("cards in graveyards that were put there")."""


@node
class IntoZoneOf(Node):
    """"into graveyards", "into a graveyard"."""
    zone: Node


@node
class ThatWerePutFromBattlefield(Node):
    """"that were put there from the battlefield this turn", "that were put into graveyards
    from the battlefield this turn" (CR 400.7, 700.4: died or were put there this turn)."""
    where: Node


@node
class ThatWereAttachedTo(Node):
    """"that were attached to it" (CR 301.5, 303.4: before the object left)."""
    to: Node


@node
class ThatWereBlockedBy(Node):
    """"that were blocked by target Wall this turn" (CR 509.1h)."""
    blocker: Node


@node
class ThatWereDealtDamage(Node):
    """"that were dealt combat damage this turn" (CR 120)."""
    combat: Optional[Node]


# -- targets, players ------------------------------------------------------------------------
@node
class ThatTargetsOnly(Node):
    """"that targets only this creature": a spell or ability with that one target (CR 115.1)."""
    targeted: Node


@node
class ThatTargetsOnlySingle(Node):
    """"that targets only a single permanent or player" (CR 115.1)."""
    filter: Node


@node
class YouHave(Node):
    """"for each opponent you have" (CR 102.3: the players who are your opponents)."""


@node
class ForEachOfPlayers(Node):
    """"for each of your opponents who lost life this turn" (CR 102.3)."""
    whose: Node
    players: Node
    who: Optional[Node]


@node
class ChosenAtRandom(Node):
    """"chosen at random": one object of those described, chosen at random (CR 608.2d)."""


@node
class ShuffleIntoOwners(Node):
    """"Shuffle this creature and target creature into their owners' libraries": each object
    into its owner's library, then those libraries are shuffled (CR 701.24)."""
    subject: Optional[Node]
    what: Node
    zone: Node


@node
class OnTopOfOwners(Node):
    """"on top of their owners' libraries": each object on top of its owner's library (CR 401)."""
    zone: Node
