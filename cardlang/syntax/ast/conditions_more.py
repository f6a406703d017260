"""G16: conditions, restrictions, durations and "once each turn" permissions
(grammar/rules/98_conditions_restrictions.lark)."""

from __future__ import annotations

from .base import Node, node


# -- conditions ---------------------------------------------------------------------------
@node
class YouAreMonarch(Node):
    """"you're the monarch" (CR 724.1: the monarch is a player designation)."""


@node
class YouAreDefendingPlayer(Node):
    """"you're the defending player" (CR 506.2: the player being attacked)."""
    player: Node


@node
class BeenAttackedThisStep(Node):
    """"you've been attacked this step": a creature attacks you this declare attackers step
    (CR 508.1)."""


@node
class IsNotCondition(Node):
    """"if Hakim isn't enchanted": the reference does not match the filter."""
    subject: Node
    filter: Node


@node
class IsNotACondition(Node):
    """"If it isn't a land card, ...": the object is not of that kind."""
    subject: Node
    filter: Node


# -- "once each turn" permissions -----------------------------------------------------------
@node
class OnceEachSentence(Node):
    """"Once each turn, you may cast a spell from the top of your library.": the permission of
    the body may be used once in each such turn."""
    limit: Node
    body: Node


@node
class OnceEachTurn(Node):
    """"once each turn" (any player's turn)."""


@node
class OnceDuringEachOfYourTurns(Node):
    """"once during each of your turns"."""


# -- trigger events -------------------------------------------------------------------------
@node
class YouAreDealtDamage(Node):
    """"you're dealt damage" (CR 120.3: damage dealt to a player); ``combat`` if only combat
    damage counts."""
    combat: Node | None = None


# -- more conditions ------------------------------------------------------------------------
@node
class ControlsSelfCondition(Node):
    """"as long as you control this creature" (CR 611.2b: the duration ends when control is lost)."""
    player: Node
    self_ref: Node


@node
class ItIsCondition(Node):
    """"as long as it's untapped" / "it's white": "it" has the quality."""
    quality: Node


@node
class ItIsNotCondition(Node):
    """"as long as it's not blocking": "it" lacks the quality."""
    quality: Node


@node
class ItIsEnchanted(Node):
    """"as long as it's enchanted" (an Aura is attached to it, CR 303.4)."""


@node
class ItIsEquipped(Node):
    """"as long as it's equipped" (an Equipment is attached to it, CR 301.5)."""


@node
class TheirController(Node):
    """"their controller": the controller of each object the sentence is about."""


@node
class YouDidThisTurn(Node):
    """"you've drawn two or more cards this turn": something you did this turn."""
    deed: Node


@node
class CompletedDungeon(Node):
    """"you've completed a dungeon" (CR 309.7)."""
    kind: Node


@node
class DrewOrMore(Node):
    """"drawn two or more cards"."""
    amount: Node
    card: Node


@node
class CommittedCrime(Node):
    """"committed a crime" (CR 700.13)."""


@node
class DiscardedDeed(Node):
    """"discarded a card"."""
    what: Node


@node
class SacrificedDeed(Node):
    """"sacrificed a Food"."""
    what: Node


@node
class PlayedDeed(Node):
    """"played a land" (CR 305.1)."""
    what: Node


@node
class LostLifeDeed(Node):
    """"lost life" (CR 119.3)."""


@node
class GainedLifeDeed(Node):
    """"gained life" (CR 119.3)."""


@node
class GainedLifeOrMoreDeed(Node):
    """"gained 3 or more life"."""
    amount: Node


@node
class SurveilledDeed(Node):
    """"surveilled" (CR 701.25)."""


@node
class DealtDamageOrMoreDeed(Node):
    """"been dealt 5 or more damage"."""
    amount: Node


@node
class PutCountersDeed(Node):
    """"put one or more +1/+1 counters on a creature"."""
    amount: Node
    kind: Node
    counter: Node
    on: Node


# -- attack and block taxes (CR 508.1d, 509.1d) ---------------------------------------------
@node
class CantAttackUnlessPays(Node):
    """"can't attack unless you pay {1} for each +1/+1 counter on it" (CR 508.1d: a cost to attack)."""
    subject: Node
    pays: Node


@node
class CantAttackPlayerUnlessPays(Node):
    """"can't attack you unless their controller pays {2} for each creature ..." (CR 508.1d)."""
    subject: Node
    player: Node
    pays: Node


@node
class CantBlockUnlessPays(Node):
    """"can't block unless their controller pays {X} for each blocking creature" (CR 509.1d)."""
    subject: Node
    pays: Node


@node
class CantAttackOrBlockUnlessPays(Node):
    """"can't attack or block unless its controller pays {3}" (CR 508.1d, 509.1d)."""
    subject: Node
    pays: Node


@node
class EnteredThisTurnCondition(Node):
    """"if another creature entered the battlefield under your control this turn" (CR 603.6a)."""
    subject: Node
    how: Node | None = None


@node
class HadEnterThisTurnCondition(Node):
    """"if you had a land enter the battlefield under your control this turn": one or more such
    permanents entered this turn (CR 603.6a)."""
    player: Node
    subject: Node
    how: Node | None = None
