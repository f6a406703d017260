"""The corpus tail (session 6): searching, revealing, looking, shuffling, milling, discarding and drawing (grammar/rules/99_v_zone_info.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- costs that reveal or discard (CR 118, 602.1) --------------------------------------------

@node
class RevealSelfFromCost(Node):
    """"Reveal ~ from your hand" as a cost (forecast, CR 702.57a: the card is revealed and
    stays in its zone)."""
    what: Node
    zone: Node


@node
class DiscardHandCost(Node):
    """"Discard your hand" as a cost (CR 701.9a: every card in it is discarded)."""
    hand: Node


# -- another player acts (CR 608.2c) ---------------------------------------------------------

@node
class HavePlayerDo(Node):
    """"you may have target player discard a card": the action's own subject (target player)
    performs it, not the ability's controller (CR 608.2c: the instruction says who acts)."""
    action: Node


# -- how many cards are drawn (CR 121) -------------------------------------------------------

@node
class UpToCards(Node):
    """"draw up to two cards": the player chooses how many, from zero to the number (CR 107.1c
    does not apply; "up to" sets only a maximum, CR 121.2)."""
    amount: Node
    word: Node


@node
class CardsPlus(Node):
    """"that many cards plus one" (CR 107.1: the sum of the two numbers)."""
    amount: Node
    word: Node
    added: Node


@node
class CardsMinus(Node):
    """"that many cards minus one" (CR 107.1: the difference of the two numbers, never below
    zero, CR 107.1b)."""
    amount: Node
    word: Node
    subtracted: Node


@node
class DiscardAnotherCost(Node):
    """"Discard another card named ~" (grandeur; a card other than this one, CR 701.9a)."""
    filter: Node


# -- what an instruction before did (CR 608.2c) ----------------------------------------------

@node
class DiscardedThisWayCondition(Node):
    """"if you discarded a card this way" (CR 701.9, 608.2c: the discard just done)."""
    player: Node
    what: Node


@node
class RevealsThisWayCondition(Node):
    """"if you reveal a creature card this way" (CR 701.20, 608.2c)."""
    player: Node
    what: Node


@node
class RevealsEvent(Node):
    """"When you reveal a nonland card this way" (a reflexive trigger on the reveal, CR
    603.12)."""
    what: Node


# -- draws and discards (CR 121, 701.9) ------------------------------------------------------

@node
class SkipThatDraw(Node):
    """"that player skips that draw" (CR 614.1b: a replacement effect; the card is not
    drawn)."""
    subject: Optional[Node]


@node
class DiscardEqual(Node):
    """"discards cards equal to the damage" (CR 701.9: that number of cards)."""
    subject: Optional[Node]
    what: Node
    quantity: Node


@node
class LookAtThatManyFromTop(Node):
    """"look at that many cards from the top of your library" (the number an earlier part of
    the ability named, CR 608.2c; the cards stay in the library, CR 401.5)."""
    subject: Optional[Node]
    word: Node
    zone: Node
