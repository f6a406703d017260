"""The corpus tail (session 6): attacking, blocking, tapping, control, sacrifice and destruction (grammar/rules/99_v_combat_control.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- conditions (CR 608.2c) --------------------------------------------------------------------

@node
class BothConditions(Node):
    """"an opponent controls an Island and you control a Mountain": both conditions must hold
    (CR 608.2c: the condition is checked as the ability says)."""
    first: Node
    second: Node


# -- controlling another player (CR 722) -------------------------------------------------------

@node
class ControlPlayer(Node):
    """"You control target player during that player's next turn." (CR 722.1: the controller
    makes all of the controlled player's decisions for that turn)"""
    controller: Node
    player: Node
    duration: Node


# -- skipping untap steps (CR 614.10) ----------------------------------------------------------

@node
class SkipNextUntapStep(Node):
    """"Each opponent skips their next untap step." (CR 614.10: skipping a step is a replacement
    effect; CR 502.3: nothing untaps in a skipped untap step)"""
    subject: Optional[Node]
    owner: Node


@node
class SkipUntapSteps(Node):
    """"Players skip their untap steps.", "Each player skips their untap step." (a static
    ability: every untap step of those players is skipped, CR 614.10)"""
    subject: Optional[Node]
    owner: Node


# -- fighting (CR 701.14a) ---------------------------------------------------------------------

@node
class EachOther(Node):
    """"each other": the objects named by the subject, each against the other."""
    quantifier: Node


@node
class FightEachOther(Node):
    """"Those creatures fight each other." (CR 701.14a: each deals damage equal to its power to
    the other)"""
    fighters: Node
    each_other: Node


# -- manifesting (CR 701.40a, 701.62a) ---------------------------------------------------------

@node
class PlayerManifestsDread(Node):
    """"Its controller manifests dread." (CR 701.62a: look at the top two cards of their library,
    manifest one, put the other into their graveyard)"""
    player: Node


@node
class PlayerManifestsTop(Node):
    """"Its controller manifests the top card of their library." (CR 701.40a: put face down onto
    the battlefield as a 2/2 creature)"""
    player: Node
    word: Node
    zone: Node


# -- entering tapped (CR 502.3) ----------------------------------------------------------------

@node
class EntersTappedNoUntap(Node):
    """"This creature enters tapped and doesn't untap during your untap step." (CR 614.1c for
    entering tapped; CR 502.3: it stays tapped in its controller's untap step)"""
    subject: Node
    step: Node


# -- keyword abilities with a quality (CR 702) -------------------------------------------------

@node
class QualityKeyword(Node):
    """"Snow forestwalk", "Legendary landwalk", "Nonbasic landwalk" (CR 702.14c: the defending
    player's land must have, or lack, that supertype too)."""
    quality: Node
    keyword: Node


@node
class KeywordQualityNumber(Node):
    """"Devour artifact 1", "Devour Food 3" (CR 702.82c: devour [quality] N sacrifices any number
    of [quality] permanents)."""
    keyword: Node
    quality: Node
    number: Node


# -- when a number is counted (CR 608.2h, 601.2f) ----------------------------------------------

@node
class WhereXAsResolves(Node):
    """", where X is the number of Wizards you control as this ability resolves" (CR 608.2h:
    the number is determined once, as the ability resolves)."""
    quantity: Node
    when: Node


@node
class AsSelfResolves(Node):
    """"as this ability resolves"."""
    source: Node


@node
class PerEachAsYouCast(Node):
    """"for each artifact you control as you cast it" (CR 601.2f: counted as the spell's total
    cost is determined)."""
    filter: Node
    spell: Node


# -- requirements to attack or block (CR 508.1d, 509.1c) ---------------------------------------

@node
class AttacksPlayerIfAble(Node):
    """"attacks target opponent this turn if able", "attacks that player this combat if able"
    (CR 508.1d: a requirement on how the creature attacks, obeyed as far as possible)."""
    attacked: Node
    period: Node


@node
class BlocksTargetIfAble(Node):
    """"Target creature blocks target creature this turn if able." (CR 509.1c: a requirement on
    the blocker, obeyed as far as possible)"""
    blocked: Node
    period: Node


# -- who chooses attackers and blockers (CR 508.1, 509.1) --------------------------------------

@node
class ChooseWhichAttackOrBlock(Node):
    """"You choose which creatures attack this turn.", "... which creatures block this combat"
    (the named player makes the declaration the rules give the active or defending player,
    CR 508.1a, 509.1a). ``form`` keeps "attack" or "block"."""
    chooser: Node
    creatures: Node
    period: Node


@node
class ChooseHowBlock(Node):
    """"and how those creatures block", "you choose how those creatures block" (CR 509.1a: which
    attacking creature each one blocks; the chooser may be left out after "and")."""
    chooser: Optional[Node]
    blockers: Node


# -- what blocked or was blocked (CR 509.1h) ---------------------------------------------------

@node
class ThatBlocked(Node):
    """"that blocked Joven's Ferrets this turn" (CR 509.1: declared as a blocker of it)."""
    blocked: Node
    period: Node


@node
class ThatBlockedOrWasBlocked(Node):
    """"that blocked or was blocked this turn" (a blocking creature, or an attacking creature that
    became blocked, CR 509.1h)."""
    period: Node


@node
class ThatBlockedOrWasBlockedBy(Node):
    """"that blocked or were blocked by it this turn" (blockers of it, and the creatures it
    blocked, CR 509.1h)."""
    other: Node
    period: Node


# -- becoming blocked (CR 509.1h) --------------------------------------------------------------

@node
class MadeBlocked(Node):
    """"Target unblocked attacking creature becomes blocked." (CR 509.1h: an effect may make an
    attacking creature blocked even if no creature blocks it)"""
    subject: Node


# -- evasion (CR 702.9, 702.17) ----------------------------------------------------------------

@node
class WithEitherKeyword(Node):
    """"creatures with flying or reach": a creature with one keyword or the other (or both); CR
    702.9b and 702.17b: flying creatures can be blocked only by creatures with flying or reach."""
    first: Node
    second: Node


@node
class WithoutEitherKeyword(Node):
    """"creatures without flying or reach": a creature that has neither keyword."""
    first: Node
    second: Node
