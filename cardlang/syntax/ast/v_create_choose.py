"""The corpus tail (session 6): creating tokens, copies, choices, votes, drafting and random effects (grammar/rules/99_v_create_choose.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- copies and their exceptions (CR 707.9a-b) ------------------------------------------------

@node
class CopyExceptAll(Node):
    """", except it's 1/1 and it's a Nightmare in addition to its other types": several
    exceptions to the copiable values, each applied as part of the copying process (CR 707.9a-b)."""
    exceptions: tuple


@node
class ExceptHasThisAbility(Node):
    """"except it has this ability": the copy gains the ability that made it (CR 707.9a)."""
    word: Node


@node
class ExceptHasThisAbilityAnd(Node):
    """'except it has this ability and "Whenever ..."' (CR 707.9a: abilities the copy gains)."""
    word: Node
    ability: Node


@node
class ExceptNameIs(Node):
    """"except its name is Sarkhan, Soul Aflame" (CR 707.9b: the name is changed as part of
    the copying)."""
    name: Node


@node
class ExceptTheyAre(Node):
    """"except they're 3/3 creatures in addition to their other types" (CR 707.9b, for
    several copies)."""
    characteristics: Node


@node
class ExceptTheyHave(Node):
    """"except they have vigilance and menace" (CR 707.9a, for several copies)."""
    keywords: Node


@node
class ExceptTheyHaveAbility(Node):
    """'except they have "When this token enters, ..."' (CR 707.9a, for several copies)."""
    ability: Node


@node
class BecomesCopyExcept(Node):
    """"becomes a copy of that creature, except it has this ability" (CR 707.2, 707.9)."""
    of: Node
    exceptions: Node


@node
class ObjectGetsCopyExcept(Node):
    """"Oko becomes a copy of up to one target creature you control until end of turn, except
    he has hexproof" (CR 707.9: the exceptions follow the duration, 611.2a)."""
    subject: Node
    predicate: Node
    duration: Node
    exceptions: Node


@node
class HaveObjectGetCopyExcept(Node):
    """"you may have this creature become a copy of it until end of turn, except ..." (CR 707.9)."""
    object: Node
    predicate: Node
    duration: Node
    exceptions: Node


@node
class HaveEnterAsCopyExcept(Node):
    """"You may have this creature enter as a copy of a creature you control, except it's a
    Shapeshifter Rogue in addition to its other types." (CR 707.9, 614.1c)"""
    subject: Node
    original: Node
    exceptions: Node


@node
class CopySpellExcept(Node):
    """"copy it, except the copy isn't legendary" (CR 707.10, 707.9b)."""
    what: Node
    exceptions: Node


@node
class CreateTokenCopiesExcept(Node):
    """"Create three tokens that are copies of it, except they're 3/3 creatures ..." (CR 111.1,
    707.9)."""
    subject: Optional[Node]
    amount: Node
    word: Node
    original: Node
    exceptions: Node


@node
class ExceptStartingLoyalty(Node):
    """"except ... its starting loyalty is 1" (CR 707.9b; 306.5b: a planeswalker enters with
    loyalty counters equal to its printed loyalty, here the changed one)."""
    amount: Node


@node
class ExceptTheTokenNotSupertype(Node):
    """"except the token isn't legendary" (CR 707.9b: the supertype is removed from the copy)."""
    word: Node
    supertype: Node


# -- creating tokens (CR 111) ------------------------------------------------------------------

@node
class CreateTokens(Node):
    """"Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3
    green Elephant creature token." (CR 111.1: each token as described); ``items`` alternates
    amount and token description."""
    subject: Optional[Node]
    items: tuple


@node
class CreateTokenOrToken(Node):
    """"create a Food token or a Treasure token": the player chooses one (CR 111.1)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    other_amount: Node
    other: Node


@node
class CreateTokenAttackingUntapped(Node):
    """"create a 2/2 white Knight creature token with vigilance that's attacking" (CR 508.4:
    put onto the battlefield attacking, never declared as an attacker; not tapped)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    whom: Optional[Node] = None


@node
class CreateTokenBlocking(Node):
    """"create a 1/1 white Cat Soldier creature token with vigilance that's blocking that
    creature" (CR 509.1: a blocker that was never declared as one)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    blocked: Node


@node
class CreateThoseTokens(Node):
    """"create five of those tokens instead": more tokens as the instruction before described
    them (CR 111.1)."""
    amount: Node
    tokens: Node


@node
class TokenThreeColors(Node):
    """"red, green, and white": a token's three colors (CR 105.2, 111.1)."""
    first: Node
    second: Node
    third: Node


@node
class TokenDescWithNamed(Node):
    """"a 1/1 colorless Insect artifact creature token with flying named Wasp": the name after
    the abilities (CR 111.4)."""
    words: tuple
    with_: Node
    name: Node


# -- characteristic-defining abilities (CR 604.3) ----------------------------------------------

@node
class CharacteristicDefiningPlus(Node):
    """"Tarmogoyf's power is equal to the number of card types among cards in all graveyards and
    its toughness is equal to that number plus 1." (CR 604.3: a characteristic-defining ability;
    the second value is the first one plus ``plus``)."""
    object: Node
    stats: Node
    amount: Node
    other_stats: Node
    plus: Node
