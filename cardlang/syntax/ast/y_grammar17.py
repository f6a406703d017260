"""Session 17 (grammar helper): wordings of the corpus tail that recur across the families
(grammar/rules/99_y_grammar17.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node  # noqa: F401  (the family's nodes are @node classes)


# -- filters -----------------------------------------------------------------------------------

@node
class ColorOrType(Node):
    """"a black or artifact creature": an object that is of that color or has that card type
    (CR 105.2, 205.2a), as either_color is one of two colors."""
    color: Node
    card_type: Node


@node
class FilterUnionList(Node):
    """"target enchantment, tapped artifact, or tapped creature" (CR 115.1, 608.2b): the first
    kinds (a type list), then parts with adjectives of their own; ``last`` says whether any one
    of them (UnionOr) or each of them (UnionAnd) is meant. The suffixes qualify every part."""
    adjectives: Node
    types: Node
    parts: tuple
    last: Node
    suffixes: Node


@node
class UnionPart(Node):
    """One part of a filter_union_list after a comma: a ColoredPart."""
    part: Node


@node
class UnionOr(Node):
    """", or tapped creature": the list's last part; an object of any one part."""
    part: Node


@node
class UnionAnd(Node):
    """", and red permanents": the list's last part; objects of each part."""
    part: Node


# -- triggered abilities that trigger an additional time (CR 603.2d) -----------------------------

@node
class AbilityTriggersAdditionalTime(Node):
    """"If an ability of a Shaman you control triggers, that ability triggers an additional time."
    (CR 603.2d; ``source``: the abilities, an AnAbilityOf; ``ability``: "that ability")"""
    source: Node
    ability: Node


@node
class AbilityTriggersAdditionalTimeWhile(Node):
    """"If an ability of another Shrine you control triggers while you control six or more Shrines,
    that ability triggers an additional time." (CR 603.2d; 611.2b: only while ``condition`` holds)"""
    source: Node
    condition: Node
    ability: Node


# -- choosing a keyword (CR 608.2c) --------------------------------------------------------------

@node
class ChooseKeyword(Node):
    """"choose first strike, vigilance, or lifelink" (one keyword of the list; a later "that
    ability" is the one chosen, CR 608.2c)."""
    subject: Optional[Node]
    choices: Node


@node
class KeywordChoice(Node):
    """The keywords to choose from: keyword words and separators (as keyword_words)."""
    items: tuple


@node
class GainsThatAbility(Node):
    """"gain that ability": the keyword ability chosen before (CR 608.2c); ``ability`` is the
    that_ref "that ability"."""
    ability: Node


# -- amounts (CR 107.1) --------------------------------------------------------------------------

@node
class StatMinusAmount(Node):
    """"its toughness minus 1" (CR 107.1, 208.1)."""
    stat: Node
    amount: Node


# -- objects named by what was done to them (CR 608.2c) ------------------------------------------

@node
class ExploitedWord(Node):
    """"the exploited creature": the creature sacrificed for exploit (CR 702.110a)."""


@node
class ReturnedWord(Node):
    """"the returned creature": the object the ability returned before (CR 608.2c)."""


@node
class DevouredWord(Node):
    """"the devoured creature": a creature sacrificed for devour (CR 702.82a)."""


@node
class CopiedWord(Node):
    """"the copied creature": the object a copy effect copied (CR 707.2)."""


@node
class TargetedWord(Node):
    """"the targeted creature": the object the ability targeted (CR 115.1)."""


@node
class EnchantedWord(Node):
    """"the enchanted creature": the object this Aura enchants (CR 303.4)."""


@node
class TappedWord(Node):
    """"the tapped creature": the object the ability tapped, as for its cost (CR 608.2c)."""


# -- qualities of protection and hexproof ---------------------------------------------------------

@node
class FromThatColor(Node):
    """"hexproof from that color" (CR 702.11d, 702.16a: the color chosen before, CR 608.2c)."""


# -- described objects ----------------------------------------------------------------------------

# -- untapping (CR 502.3) --------------------------------------------------------------------------

@node
class UntapDuringOpponentsUntapSteps(Node):
    """"Untap all permanents you control during each opponent's untap step." (CR 502.3: they untap
    in those steps too)"""
    what: Node


# -- conditions -----------------------------------------------------------------------------------

@node
class ControlsMostOrTied(Node):
    """"defending player controls the most creatures or is tied for the most" (no other player
    controls more of them)."""
    player: Node
    types: Node


# -- type-changing effects with a duration (CR 611.2a, 205.1b) ------------------------------------

@node
class ItIsCharacteristicsFor(Node):
    """"It's an Island in addition to its other types for as long as it has a flood counter on it."
    (CR 611.2a: the effect lasts as long as the duration says; 205.1b: types added)"""
    characteristics: Node
    duration: Node


@node
class ItIsCharacteristicsWithoutAbilities(Node):
    """"It's a Skeleton in addition to its other types and has no abilities." (CR 205.1b, 613.1f)"""
    characteristics: Node
    abilities: Node


# -- qualifiers -------------------------------------------------------------------------------------

@node
class LackingKeywords(Node):
    """"that doesn't have first strike, double strike, vigilance, or haste": none of the keywords
    (CR 702)."""
    keywords: Node


@node
class HavingKeywords(Node):
    """"that have first strike, double strike, vigilance, and/or haste" (CR 702: one or more of the
    keywords, as the list's separator says): the first keyword, its separator and the rest."""
    first: Node
    separator: Node
    rest: Node


@node
class ThatsAttacking(Node):
    """"that's attacking" at the end of a reference (CR 506.4: an attacking creature)."""


@node
class AttacksWithAtLeast(Node):
    """"Whenever you attack with at least two creatures that have ..." (CR 508.1: that many
    attacking creatures or more)."""
    amount: Node
    attackers: Node


@node
class WithManaCostEither(Node):
    """"with mana cost {0} or {1}" (CR 202.1: the mana cost is one of the two)."""
    first: Node
    second: Node


@node
class EffectIfInsteadIfSentence(Node):
    """"Destroy that creature if it has mana value 4 or less instead if a permanent left the
    battlefield under your control this turn." (CR 614.1a: when ``instead_condition`` holds, this
    effect, itself done only if ``condition`` holds, replaces the ability's other effect)"""
    chain: Node
    condition: Node
    instead_condition: Node


@node
class DoesntControlObjects(Node):
    """"who doesn't control a legendary creature or planeswalker" (a player who controls none)."""
    objects: Node


@node
class EitherOfRefs(Node):
    """"a God, a Demigod, or a legendary enchantment" (any one of the references): ``choices`` is
    the comma list before ", or" (a BothRefs of the items, or one item), ``last`` the last choice."""
    choices: Node
    last: Node


@node
class WithKeywordList(Node):
    """"with deathtouch, hexproof, reach, or trample" (CR 702: one or more of the keywords, as the
    list's last separator says): the first keyword, then the rest of the list."""
    first: Node
    rest: Node


# -- copies and devouring -------------------------------------------------------------------------

@node
class IsCopyOf(Node):
    """"Enchanted creature is a copy of the chosen creature." (CR 707.2: its copiable values are
    those of ``original``)"""
    original: Node


@node
class DevouredEvent(Node):
    """"Whenever a creature you control is devoured" (CR 702.82a: sacrificed as a devour
    creature enters)."""



@node
class TheDamageAmount(Node):
    """"cards equal to the damage" (CR 120.3, 608.2c: the amount of damage the trigger's event
    dealt)."""
