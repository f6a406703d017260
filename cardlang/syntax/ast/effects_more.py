"""G12: more effects, keyword actions, keywords with parameters, costs and static sentences
(grammar/rules/96_effects_more.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- coin flips and clashes (CR 705, 701.30) ------------------------------------------------

@node
class FlipCoin(Node):
    """"Flip a coin.", "flip a coin until you lose a flip" (CR 705). ``coin`` is the word
    "coin" (a counter word for the lexer; check.py demands it)."""
    player: Optional[Node]
    coin: Node
    until: Optional[Node]
    for_each: Optional[Node]


@node
class FlipUntil(Node):
    """"until you lose a flip": the player flips again until they lose one (CR 705.3)."""
    player: Node


@node
class WonFlip(Node):
    """"if you win the flip" (CR 705.2: the player who called it wins when it matches)."""
    player: Node


@node
class LostFlip(Node):
    """"if you lose the flip" (CR 705.2)."""
    player: Node


@node
class WonFlipsOrMore(Node):
    """"If you win two or more flips" (of the flips of one effect, CR 705.3)."""
    player: Node
    amount: Node


@node
class WonClash(Node):
    """"If you win, ..." after "Clash with an opponent" (CR 701.30b: the player whose card
    has the higher mana value wins)."""
    player: Node


# -- keyword actions (CR 701) ----------------------------------------------------------------

@node
class ManifestDread(Node):
    """"Manifest dread." (CR 701.62: look at the top two cards of your library, manifest one,
    put the other into your graveyard)."""


# -- keywords with parameters in lists (CR 702) ----------------------------------------------

@node
class GainsKeywordsAndAbility(Node):
    """'gains haste and "At the beginning of the end step, sacrifice this token."'"""
    keywords: Node
    ability: Node


@node
class TokenWithKeywordsAndAbility(Node):
    """'with toxic 1 and "This token can't block."' (a token's abilities, CR 111.4)."""
    keywords: Node
    ability: Node


@node
class ExceptHasKeywordsAndAbility(Node):
    """', except it has haste and "..."' (CR 707.9b: a copy's exception)."""
    keywords: Node
    ability: Node


@node
class WithKeywordsAndAbility(Node):
    """'becomes a creature with haste and "..."' (CR 613.1f)."""
    keywords: Node
    ability: Node


@node
class ActivateOnlyOnce(Node):
    """"Activate only once." (CR 602.5b)"""


# -- "an additional" ---------------------------------------------------------------------

@node
class GetsAdditionalPt(Node):
    """"gets an additional +1/+1" (a second P/T change on top of the first, CR 613.4c)."""
    change: Node


@node
class GetsAdditionalCounter(Node):
    """"gets an additional poison counter" (one more counter for a player, CR 122.1)."""
    kind: Node
    counter: Node


@node
class PutAdditionalCounter(Node):
    """"put an additional +1/+1 counter on that land" (CR 122)."""
    subject: Optional[Node]
    kind: Node
    counter: Node
    target: Node


@node
class WithAdditionalCounter(Node):
    """"with an additional +1/+1 counter on it": the permanent enters with one more counter
    than it would have (CR 122.6)."""
    kind: Node
    counter: Node
    on: Node


# -- conditions about counters, casting and kicking --------------------------------------------

@node
class HasCountersOnOrMore(Node):
    """"if it has four or more quest counters on it" (CR 122; a player's counters are
    HasCountersOrMore)."""
    subject: Node
    amount: Node
    kind: Node
    counter: Node
    on: Node


@node
class HasNoCounters(Node):
    """"If the card has no delay counters on it" (``kind`` None: no counters at all)."""
    subject: Node
    kind: Optional[Node]
    counter: Node
    on: Node


@node
class WasCastFrom(Node):
    """"If this spell was cast from your hand" (CR 601.2a: the zone it was cast from)."""
    spell: Node
    zone: Node


@node
class WasKickedWith(Node):
    """"if it was kicked with its {1}{B} kicker" (CR 702.33e: which of two kicker costs was paid)."""
    spell: Node
    cost: Node
    keyword: Node


@node
class GiftPromised(Node):
    """"If the gift was promised" (CR 702.174: the gift keyword's promise)."""
    keyword: Node


@node
class GiftNotPromised(Node):
    """"If the gift wasn't promised" (CR 702.174)."""
    keyword: Node


@node
class TributeNotPaid(Node):
    """"if tribute wasn't paid" (CR 702.104b)."""
    keyword: Node
