"""One-shot effects (CR 610), damage (120), prevention (615), tokens (111), counters (122)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


@node
class Draw(Node):
    subject: Optional[Node]
    amount: Node


@node
class Discard(Node):
    subject: Optional[Node]
    amount: Node


@node
class GainLife(Node):
    subject: Optional[Node]
    amount: Node


@node
class LoseLife(Node):
    subject: Optional[Node]
    amount: Node


@node
class Mill(Node):
    subject: Optional[Node]
    amount: Node
    word: Node


@node
class Sacrifice(Node):
    subject: Optional[Node]
    what: Node


@node
class CardAmount(Node):
    amount: Node
    word: Node


@node
class CardWord(Node):
    noun: Node


@node
class DealDamage(Node):
    """[source] deals N damage to [recipient] (CR 120.1)."""
    source: Node
    amount: Node
    recipient: Node


@node
class DealDividedDamage(Node):
    """Damage divided among targets as the spell is cast (CR 601.2d)."""
    source: Node
    amount: Node
    division: Node
    recipients: Node


@node
class DividedAsYouChoose(Node):
    pass


@node
class DividedEvenly(Node):
    pass


@node
class ObjectGets(Node):
    subject: Node
    predicate: Node
    duration: Optional[Node] = None


@node
class GetsPt(Node):
    """gets +N/+N (CR 613.4c)."""
    change: Node


@node
class GainsKeywords(Node):
    keywords: Node


@node
class Destroy(Node):
    what: Node


@node
class Exile(Node):
    what: Node


@node
class CounterSpell(Node):
    what: Node


@node
class ReturnToOwnersHand(Node):
    what: Node
    zone: Node


@node
class ReturnToOwnersHands(Node):
    what: Node
    zone: Node


@node
class ReturnToYourHand(Node):
    what: Node
    zone: Node


@node
class Tap(Node):
    what: Node


@node
class Untap(Node):
    what: Node


@node
class Scry(Node):
    amount: Node


@node
class Surveil(Node):
    amount: Node


@node
class Transform(Node):
    """CR 701.27."""
    what: Node


@node
class Incubate(Node):
    """CR 701.53: create an Incubator token with N +1/+1 counters."""
    amount: Node


@node
class LookAtTop(Node):
    amount: Optional[Node]
    word: Node
    zone: Node


@node
class Reveal(Node):
    what: Node


@node
class Shuffle(Node):
    pass


@node
class SearchLibrary(Node):
    zone: Node
    what: Node
    to_zone: Node


@node
class HaveEnterAsCopy(Node):
    """You may have this creature enter as a copy of ... (CR 707.9)."""
    subject: Node
    original: Node


@node
class HaveEnterAsCopyAny(Node):
    subject: Node
    original: Node


@node
class CreateToken(Node):
    amount: Node
    token: Node


@node
class TokenDesc(Node):
    """The token's characteristics in printed order (P/T, colors, types, "token")."""
    words: tuple
    with_: Optional[Node] = None


@node
class TokenWith(Node):
    keywords: Node


@node
class PutCounters(Node):
    amount: Node
    kind: Node
    word: Node
    target: Node


@node
class CounterKind(Node):
    name: Node


@node
class CardCounter(Node):
    pass


@node
class PreventNextDamage(Node):
    """A prevention shield, used up as it prevents (CR 615.7)."""
    amount: Node
    recipient: Node
    duration: Node


@node
class PreventAllCombatDamage(Node):
    duration: Node
