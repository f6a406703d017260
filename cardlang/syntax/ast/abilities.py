"""Abilities (CR 113): keyword, activated, triggered, static/spell, loyalty, modal."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


@node
class Ability(Node):
    """One ability line; ``reminder`` is its reminder text, if any (CR 207.2)."""
    body: Node
    reminder: Optional[Node] = None


@node
class ReminderLine(Node):
    """A line that is only reminder text (e.g. a saga's)."""
    reminder: Node


@node
class PlainAbility(Node):
    """Sentences with no cost and no trigger: a spell ability on an instant or
    sorcery (CR 113.3a), a static ability on a permanent (CR 113.3d)."""
    sentences: Node


@node
class ActivatedAbility(Node):
    """[Cost]: [Effect] (CR 602.1). A mana ability if it adds mana and has no target (605.1a)."""
    costs: Node
    sentences: Node


@node
class LoyaltyAbility(Node):
    """[+N]: [Effect] (CR 606)."""
    cost: Node
    sentences: Node


@node
class TriggeredAbility(Node):
    """When/Whenever/At [trigger], [effect] (CR 603.1)."""
    trigger: Node
    sentences: Node


@node
class AbilityWordAbility(Node):
    """Landfall — ... : the ability word has no rules meaning (CR 207.2c)."""
    word: Node
    body: Node


@node
class ChapterAbility(Node):
    """A saga chapter ability (CR 714.2b)."""
    chapters: Node
    sentences: Node


@node
class Chapters(Node):
    numbers: tuple


@node
class ModalAbility(Node):
    """Choose one — • mode • mode (CR 700.2)."""
    count: Node
    modes: tuple


@node
class ChooseN(Node):
    number: Node


@node
class ChooseOneOrBoth(Node):
    number: Node


@node
class ChooseNOrMore(Node):
    number: Node


@node
class ChooseAnyNumber(Node):
    pass


@node
class Mode(Node):
    sentences: Node


@node
class Sentences(Node):
    items: tuple


@node
class ChooseUpTo(Node):
    number: Node
