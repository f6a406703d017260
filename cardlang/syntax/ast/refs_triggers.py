"""G8: references, players and trigger events (grammar/rules/93_refs_triggers.lark)."""

from __future__ import annotations

from .base import Node, node


# -- chosen objects and players (CR 607.2) ------------------------------------------
@node
class ChosenWord(Node):
    """"the chosen player", "the chosen creature": chosen earlier by the same ability."""


@node
class ChosenPlayers(Node):
    """Possessive "the chosen player's" (hand, upkeep)."""


# -- players described by a relative clause ---------------------------------------
@node
class WhoClause(Node):
    """Filter qualifier "who ...": the player (opponent) did or controls something."""
    predicate: Node


@node
class ControlsFewerThan(Node):
    """"who controls fewer creatures than you"."""
    objects: Node
    than: Node


@node
class ControlsTheMost(Node):
    """"who controls the most lands" (a tie includes every tied player)."""
    objects: Node


@node
class ControlsTheFewest(Node):
    """"who controls the fewest creatures"."""
    objects: Node


@node
class ControlsObjects(Node):
    """"who controls an artifact", "who controls six or more lands"."""
    objects: Node


@node
class LostLifeThisTurn(Node):
    """"who lost life this turn" (CR 119.3: any life lost counts)."""


@node
class CastThisTurn(Node):
    """"who cast a spell this turn"."""
    spell: Node


@node
class AttackedThisTurnPlayer(Node):
    """"who attacked this turn" (the player attacked with a creature, CR 508.1)."""


@node
class TheyDo(Node):
    """"than they do": the player of the outer clause (an opponent compared with that player)."""


# -- joined references -----------------------------------------------------------
@node
class AtLeastCounted(Node):
    """"at least one other creature" (the second subject of "~ and at least one other
    creature attack": the event needs that many more)."""
    amount: Node
    filter: Node


# -- objects named by where they are ---------------------------------------------------
@node
class TopOfZone(Node):
    """"the top card of your library", "the top two creature cards of your graveyard" (CR 401.2)."""
    amount: Node | None
    types: Node
    zone: Node


@node
class HauntedRef(Node):
    """CR 702.55b: "the creature ~ haunts" (the object the haunt ability targeted)."""
    types: Node
    haunter: Node


@node
class SubjectEvent(Node):
    """After "or" in a trigger, an event with its own subject ("or a Swamp you control enters")."""
    subject: Node
    event: Node


@node
class PutIntoZone(Node):
    """"is put into a graveyard" (from anywhere; CR 700.4 "dies" is from the battlefield)."""
    zone: Node


@node
class CastsOrCopies(Node):
    """"cast or copy an instant or sorcery spell" (CR 707.10: copying a spell is not casting it)."""
    what: Node


@node
class AttacksWhileSaddled(Node):
    """CR 702.171b: attacks while it has the saddled designation."""


@node
class UnlocksThisDoor(Node):
    """CR 709.5f: a player unlocks this half of a Room."""


@node
class FullyUnlocks(Node):
    """"fully unlock a Room": the Room's second half is unlocked (CR 709.5f)."""
    what: Node


@node
class BothTriggers(Node):
    """One ability with two trigger conditions: "When this creature enters and at the
    beginning of your upkeep, ..." (it triggers on either, CR 603.2)."""
    first: Node
    second: Node


# -- more references -------------------------------------------------------------------
@node
class ForEachOf(Node):
    """"for each of those creatures"."""
    group: Node


@node
class ASingle(Node):
    """"a single graveyard": one player's (all the chosen cards from the same zone)."""


@node
class AllZones(Node):
    """"all graveyards": every player's zone of that kind."""
    zone: Node


@node
class ControlsNoEvent(Node):
    """CR 603.8 state trigger: "When you control no other creatures"."""
    filter: Node


@node
class ControlsEvent(Node):
    """CR 603.8 state trigger: "When you control seven or more Thrulls"."""
    objects: Node


@node
class EitherRef(Node):
    """"you or a planeswalker you control": one of two references (the player chooses, or
    whichever applies)."""
    first: Node
    second: Node


# -- batch 3 ---------------------------------------------------------------------------
@node
class DiedThisTurnSuffix(Node):
    """Filter qualifier "that died this turn" (CR 700.4)."""


@node
class WasDealtDamageThisTurn(Node):
    """Filter qualifier "that was dealt damage this turn"."""


@node
class ExiledThisWay(Node):
    """Filter qualifier "exiled this way" (the cards an earlier instruction exiled, CR 608.2c)."""


@node
class OwnerOf(Node):
    """"this creature's owner", "that card's owner" (CR 108.3)."""
    of: Node


@node
class TheOwnerOf(Node):
    """"the owner of target permanent"."""
    of: Node


@node
class TheControllerOf(Node):
    """"the controller of target creature"."""
    of: Node


@node
class TargetAbility(Node):
    """"target activated ability", "target activated or triggered ability" (CR 113.3b-c, 115.1)."""
    count: Node | None
    kind: Node
    noun: Node


@node
class ActivatedKind(Node):
    pass


@node
class TriggeredKind(Node):
    pass


@node
class ActivatedOrTriggeredKind(Node):
    pass


@node
class CyclesOrDiscards(Node):
    """"cycle or discard a card" (CR 702.29, 701.9)."""
    what: Node


@node
class DurationTriggerSentence(Node):
    """"Until end of turn, whenever ..., ...": a triggered ability for a duration (CR 611.2)."""
    duration: Node
    trigger: Node
    chain: Node
