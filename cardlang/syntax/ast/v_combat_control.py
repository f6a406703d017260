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


# ==== session 7 (the combat and control tail) ==================================================

# -- what crewed or saddled it (CR 702.122b, 702.171c) -----------------------------------------

@node
class ThatCrewed(Node):
    """"that crewed it this turn" (CR 702.122b: a creature crews a Vehicle as it's tapped to pay
    the crew cost)."""
    vehicle: Node
    period: Node


@node
class ThatSaddled(Node):
    """"that saddled it this turn" (CR 702.171c: a creature saddles a permanent as it's tapped to
    pay the saddle cost)."""
    mount: Node
    period: Node


# -- skipping combat (CR 500.11, 614.10) -------------------------------------------------------

@node
class SkipNextCombatPhase(Node):
    """"Target opponent skips their next combat phase." (CR 500.11: proceed past it as though it
    didn't exist; CR 614.10a: the first combat phase that isn't skipped otherwise)"""
    subject: Optional[Node]
    owner: Node


@node
class SkipCombatPhasesOfNextTurn(Node):
    """"Target opponent skips all combat phases of their next turn." (CR 500.11, 614.10)"""
    subject: Optional[Node]
    owner: Node


# -- entering untapped (CR 603.6a) -------------------------------------------------------------

@node
class EntersUntappedEvent(Node):
    """"When this land enters untapped": an enters-the-battlefield trigger (CR 603.6a) that
    triggers only if the permanent is untapped as it enters."""


# -- phasing (CR 702.26) -----------------------------------------------------------------------

@node
class CantPhaseOut(Node):
    """"target permanent can't phase out" (CR 702.26a: phasing happens in the untap step; the
    effect stops it, and stops any other effect phasing it out)."""


@node
class CantPhaseIn(Node):
    """"It can't phase in for as long as you control this Saga." (CR 702.26c: a phased-out
    permanent stays phased out)"""


# -- exchanging control (CR 701.12b) -----------------------------------------------------------

@node
class ExchangeControlOfTargets(Node):
    """"Exchange control of two target permanents that share a card type." (CR 701.12b: each
    controller gains control of the permanent the other controlled; CR 701.12a: if the whole
    exchange can't be done, none of it is)"""
    subject: Optional[Node]
    targets: Node


# -- at end of combat (CR 603.7, 511) ----------------------------------------------------------

@node
class DealDamageDelayed(Node):
    """"~ deals 1 damage to that creature at end of combat." (CR 603.7: the effect creates a
    delayed triggered ability that deals the damage then)"""
    source: Node
    amount: Node
    recipient: Node
    when: Node


@node
class GainControlDelayed(Node):
    """"gain control of that creature at end of combat" (CR 603.7 delayed trigger; CR 110.2:
    the permanent's controller changes then)"""
    subject: Optional[Node]
    object: Node
    when: Node


@node
class PutCountersDelayed(Node):
    """"put a +1/+1 counter on ~ at end of combat" (CR 603.7 delayed trigger; CR 122.1)"""
    subject: Optional[Node]
    amount: Node
    kind: Node
    word: Node
    object: Node
    when: Node


@node
class PhasesOutDelayed(Node):
    """"it phases out at end of combat" (CR 603.7 delayed trigger; CR 702.26b: it's treated as
    though it doesn't exist until it phases in)"""
    subject: Node
    when: Node


# -- the creatures of a block (CR 509.1) -------------------------------------------------------

@node
class BlockingWord(Node):
    """"the blocking creature": the blocker the trigger named (CR 509.1a)."""


@node
class AttackingWord(Node):
    """"the attacking creature": the attacker the trigger named (CR 508.1a)."""


@node
class BlockingIt(Node):
    """"that's blocking it" (CR 509.1a: declared as a blocker of that creature; "it" is the
    creature the ability is about)."""


# -- blocking restrictions with a condition (CR 509.1b, 509.1d) --------------------------------

@node
class CantBeBlockedUnless(Node):
    """"can't be blocked unless defending player controls three or more creatures that share a
    creature type" (CR 509.1b: a restriction with a condition, checked as blockers are declared)."""
    condition: Node


@node
class CantBeBlockedUnlessPays(Node):
    """"can't be blocked unless defending player pays {3} for each creature they control that's
    blocking it" (CR 509.1d: a cost to block, paid as blockers are declared)."""
    subject: Node
    pays: Node


# -- sacrifices to attack (CR 508.1d, 508.1h) --------------------------------------------------

@node
class UnlessSacrifices(Node):
    """"unless you sacrifice a land"."""
    player: Node
    sacrificed: Node


@node
class CantAttackUnlessSacrifices(Node):
    """"~ can't attack unless you sacrifice two Islands." (CR 508.1h: a cost to attack, paid as
    attackers are declared)"""
    subject: Node
    cost: Node


# -- its power (CR 701.10, 613.4d) -------------------------------------------------------------

@node
class DoubleItsPower(Node):
    """"double its power until end of turn" (CR 701.10e: it gets +X/+0, where X is its power)."""
    duration: Node


@node
class DoubleItsPowerAndToughness(Node):
    """"double its power and toughness" (CR 701.10e: +X/+Y, its power and toughness)."""
    duration: Optional[Node] = None


@node
class SwitchItsPt(Node):
    """"switch its power and toughness until end of turn" (CR 613.4d: applied in layer 7d)."""
    duration: Optional[Node] = None


# -- untap steps (CR 502.3) --------------------------------------------------------------------

@node
class DoesntUntapNextSteps(Node):
    """"It doesn't untap during its controller's next two untap steps." (CR 502.3: it stays
    tapped through that many of the player's untap steps)"""
    whose: Node
    count: Node


# -- the players beside you --------------------------------------------------------------------

@node
class PlayerToYourRight(Node):
    """"the player to your right" (the seat order of a multiplayer game, CR 101.4's turn order)."""
    kind: Node


@node
class PlayerToYourLeft(Node):
    """"the player to your left"."""
    kind: Node


# -- several opponents (CR 102.3) --------------------------------------------------------------

@node
class SomeOrMoreOfPlayers(Node):
    """"one or more of your opponents" (CR 102.3)."""
    amount: Node
    whose: Node
    players: Node


# -- entering under an opponent's control (CR 110.2) -------------------------------------------

@node
class EntersUnderChosenOpponentsControl(Node):
    """"This enchantment enters under the control of an opponent of your choice." (CR 110.2: it
    enters under the control of that player; CR 614.1c: a replacement of how it enters)"""
    subject: Node
    opponent: Node


# -- attacking players (CR 506.2, 508.1) -------------------------------------------------------

@node
class ThatAttackingPlayer(Node):
    """"that attacking player": the player the trigger named as attacking (CR 506.2: the active
    player attacks)."""
    kind: Node




# -- attacking with several creatures (CR 508.1a) ----------------------------------------------

@node
class AttacksPlayerWith(Node):
    """"Whenever you attack a player with one or more creatures" (CR 508.1a, 508.3a: the
    attacking player declares attackers, each attacking one player or planeswalker)."""
    attacked: Node
    attackers: Node


# -- ending the combat phase (CR 723.2) ------------------------------------------------------

@node
class EndTheCombatPhase(Node):
    """"End the combat phase." (CR 723.2: exile every object on the stack, remove every creature
    from combat, skip to the next phase)"""
    subject: Optional[Node] = None


# -- combat damage as a number (CR 510.2, 120.3) -----------------------------------------------

@node
class AmountOfDamageDealt(Node):
    """"the amount of damage dealt" (the damage of the event the trigger names)."""


@node
class AmountOfDamageDealtTo(Node):
    """"the amount of damage it dealt to that player" (CR 510.2: combat damage dealt at once)."""
    source: Node
    recipient: Node


@node
class AddThatMuch(Node):
    """"add that much {G}" (CR 106.1: as many of that mana symbol as the number named before)."""
    mana: Node



# -- more attack requirements (CR 508.1d) ------------------------------------------------------

@node
class AttacksIfAble(Node):
    """"each creature that player controls attacks if able" (CR 508.1d: a requirement, obeyed as
    far as possible as attackers are declared; the duration names the turn)."""


@node
class AttacksRefIfAble(Node):
    """"creatures that player controls attack Gideon Jura if able" (CR 508.1d; the creature must
    attack that player or planeswalker if it can)."""
    attacked: Node


@node
class AttacksRefNextTurnIfAble(Node):
    """"attacks Gideon during its controller's next turn if able" (CR 508.1d)."""
    attacked: Node
    whose: Node


@node
class AttacksNextCombatIfAble(Node):
    """"attacks during its controller's next combat phase if able" (CR 508.1d: only in that
    player's next combat phase)."""
    whose: Node


@node
class AttacksRefEachCombat(Node):
    """"All creatures attack enchanted creature's controller each combat if able." (CR 508.1d)"""
    attacked: Node


@node
class AttacksCondition(Node):
    """"If a creature you control attacks, ...": the condition of an attack requirement (CR
    508.1d: checked as attackers are declared)."""
    attacker: Node


# -- blocking as though (CR 509.1a) ------------------------------------------------------------

@node
class CanBlockTypesAsThoughItHad(Node):
    """"This creature can block Dragons as though it had reach." (CR 702.17b: reach lets a creature
    block creatures with flying; here only the named ones)"""
    blocked: Node
    holder: Node
    keyword: Node


@node
class CanBlockAsThoughUntapped(Node):
    """"Tapped creatures you control can block as though they were untapped." (CR 509.1a: normally
    only untapped creatures can be declared as blockers)"""
    holder: Node


# -- unblocked attackers (CR 509.1h) -----------------------------------------------------------

@node
class AttacksPlayerUnblocked(Node):
    """"Whenever this creature attacks a player and isn't blocked" (CR 509.1h: no creature was
    declared as its blocker)."""
    attacked: Node


# -- attacking states as conditions (CR 506.4, 506.5) ------------------------------------------

@node
class IsAttackingAloneCondition(Node):
    """"as long as enchanted creature is attacking alone" (CR 506.5: it's the only creature
    declared as an attacker)."""
    subject: Node


@node
class IsEnchantedOrEquippedCondition(Node):
    """"as long as this creature is enchanted or equipped" (an Aura or Equipment is attached to it,
    CR 303.4, 301.5)."""
    subject: Node


@node
class AttackingOneOf(Node):
    """"that's attacking one of your opponents" (CR 506.4: an attacking creature attacks one player
    or planeswalker)."""
    amount: Node
    whose: Node
    players: Node



# ==== session 8 (the combat and control tail) ================================================

# -- put onto the battlefield attacking (CR 508.4) ---------------------------------------------

@node
class EntersTappedAndAttacking(Node):
    """"The token enters tapped and attacking.", "It enters tapped and attacking that player."
    (CR 508.4: a creature put onto the battlefield attacking was never declared as an attacker;
    its controller chooses the player or planeswalker it attacks unless the effect names one)"""
    subject: Node
    whom: Optional[Node]


@node
class TappedAndAttackingWhomMod(Node):
    """"onto the battlefield tapped and attacking that opponent" (CR 508.4: the effect names
    the player or planeswalker it attacks)."""
    whom: Node


# -- what a player attacked with (CR 508.1a) ---------------------------------------------------

@node
class AttackedWithCondition(Node):
    """"if you attacked with two or more creatures this turn" (CR 508.1a: the creatures the
    player declared as attackers; ``attackers`` counts or describes them)."""
    player: Node
    attackers: Node
    period: Node


@node
class AttackedWithPlayer(Node):
    """"Each opponent who attacked with a creature this turn" (a player described by the
    attackers they declared, CR 508.1a)."""
    attackers: Node
    period: Node


# -- power compared with this creature's (CR 208.1) --------------------------------------------

@node
class WithGreater(Node):
    """"creatures with greater power": more than that of the object the ability is on (the
    counterpart of "with lesser power")."""
    stat: Node


# -- the Horde (Horde Magic challenge decks) ---------------------------------------------------

@node
class TheHorde(Node):
    """"The Horde casts that card.": the Horde player of the challenge decks, a player run by
    its own deck (no CR rule: the decks' own rules sheet). "Horde" is a proper noun: the node
    writes its capital itself."""

    def text(self) -> str:
        return "the Horde"


@node
class TheHordes(Node):
    """"the Horde's library", "the Horde's precombat main phase"."""

    def text(self) -> str:
        return "the Horde's"


@node
class RevealAdditionalFromTop(Node):
    """"reveal an additional card from the top of the Horde's library" (CR 701.20a: revealing
    shows the card to all players; one card more than the turn's usual reveal)."""
    player: Optional[Node]
    word: Node
    zone: Node


# -- attacking or blocking together (CR 508.1c, 509.1c) ----------------------------------------

@node
class AlsoAttacksCondition(Node):
    """"unless a creature with greater power also attacks" (CR 508.1c: the restriction is
    checked against the whole set of declared attackers)."""
    attacker: Node


@node
class AlsoBlocksCondition(Node):
    """"unless a creature with greater power also blocks" (CR 509.1c: checked against the
    whole set of declared blockers)."""
    blocker: Node


@node
class AtLeastAttackCondition(Node):
    """"unless at least two other creatures attack" (CR 508.1c: checked against the whole set
    of declared attackers)."""
    count: Node
    attackers: Node


@node
class AtLeastBlockCondition(Node):
    """"unless at least two other creatures block" (CR 509.1c)."""
    count: Node
    blockers: Node


@node
class AtLeastBlockingCondition(Node):
    """"if at least one creature is blocking Grizzled Wolverine" (CR 509.1h)."""
    count: Node
    blockers: Node
    blocked: Node


# -- attacking and blocking states (CR 506.4, 509.1h) ------------------------------------------

@node
class NonattackingType(Node):
    """"target nonattacking creature": a creature that isn't attacking (CR 506.4), read with
    its card type."""
    negation: Node
    name: Node


@node
class BlockingOrBlocked(Node):
    """"Target blocking or blocked creature": either a blocking creature or an attacking creature
    that became blocked (CR 509.1h)."""


@node
class ThatAttackedOrBlocked(Node):
    """"a creature ... that attacked or blocked this turn" (declared as an attacker or a blocker,
    CR 508.1, 509.1)."""
    period: Node


@node
class AttackingThem(Node):
    """"the number of creatures attacking them" (the player a creature attacks, CR 506.2)."""
    player: Node


@node
class AreAttackingCondition(Node):
    """"If four or more creatures are attacking" (CR 506.4: the attacking creatures)."""
    subject: Node


@node
class IsUnblockedCondition(Node):
    """"If Cunning Giant is unblocked" (CR 509.1h: an attacking creature no creature
    blocks)."""
    subject: Node


@node
class WasBlockedCondition(Node):
    """"if it was blocked this turn" (CR 509.1h: it became blocked)."""
    subject: Node
    period: Node


# -- combat triggers (CR 506.1, 509.1h) --------------------------------------------------------

@node
class AttacksUnblockedThisCombat(Node):
    """"Whenever a creature attacks and isn't blocked this combat" (CR 509.5a: no creature
    blocks it once blockers are declared)."""


@node
class DiesDuringCombat(Node):
    """"When Mongrel Pack dies during combat" (CR 506.1: during the combat phase)."""


# -- more restrictions (CR 508.1c, 502.3) ------------------------------------------------------

@node
class CantAttackWith(Node):
    """"Each opponent who cast a spell this turn can't attack with creatures." (a restriction on
    the player's declaration of attackers, CR 508.1c)"""
    attackers: Node


@node
class DoesntUntapUnless(Node):
    """"doesn't untap during its controller's untap step unless that player is the monarch"
    (CR 502.3: it untaps only if the condition holds)."""
    step: Node
    condition: Node


# -- timing restrictions of combat (CR 601.3, 602.5b, 506.1) -----------------------------------

@node
class ActivateOnlyDuringStep(Node):
    """"Activate only during the declare attackers step." (CR 602.5b)"""
    step: Node


@node
class CastOnlyDuringStepMoment(Node):
    """"Cast this spell only during the declare blockers step on an opponent's turn." (CR
    601.3: the spell can be cast only then)"""
    spell: Node
    step: Node
    moment: Node


@node
class CastOnlyOpponentsTurnBefore(Node):
    """"Cast this spell only during an opponent's turn, before attackers are declared." (CR
    601.3, 508.1)"""
    spell: Node
    before: Node


@node
class CastOnlyBeforeOrDuringCombat(Node):
    """"Cast this spell only before combat or during combat before blockers are declared." (CR
    506.1: before the combat phase, or in it up to the moment named)"""
    spell: Node
    moment: Node


@node
class OnlyDuringCombatMoment(Node):
    """"... and only during combat before blockers are declared" (a second restriction, CR
    602.5b)."""
    moment: Node


@node
class ActivateOnlyDuringStepAndTwo(Node):
    """"Activate only during the declare blockers step, only if at least one creature is blocking
    ~, and only once each turn." (CR 602.5b: every restriction applies)"""
    step: Node
    second: Node
    third: Node


# -- more attack and block abilities (CR 509.1a, 509.1b, 508.1d) -------------------------------

@node
class CanBlockUpToAdditional(Node):
    """"That creature can block up to two additional creatures this turn." (CR 509.1a: one
    creature blocks several attackers)"""
    count: Node
    kind: Node
    period: Node


@node
class CantBlockWithMoreThan(Node):
    """"each opponent can't block with more than one creature this combat" (CR 509.1b: a limit
    on the declaration of blockers)"""
    count: Node
    kind: Node
    period: Node


@node
class CantAttackUnlessYouReturn(Node):
    """"This creature can't attack unless you return an enchantment you control to its owner's
    hand." (CR 508.1h: a cost to attack, paid as attackers are declared)"""
    subject: Node
    returned: Node
    zone: Node


@node
class ThatAttackedDuringLastTurn(Node):
    """"Creatures that attacked during their controller's last turn" (CR 508.1)."""
    whose: Node


@node
class ForEachTimeAttacked(Node):
    """"for each time it has attacked this turn" (one for each declaration as an attacker, CR
    508.1; additional combat phases can make it more than one)."""
    object: Node
    period: Node


@node
class IsAttackingOrBlockingCondition(Node):
    """"if Sawback Manticore is attacking or blocking" (CR 506.4)."""
    subject: Node


@node
class AttackedPlayerDuringLastTurn(Node):
    """"if that player attacked you during their last turn" (the player the attacker attacked,
    CR 508.1)."""
    attacker: Node
    attacked: Node
    whose: Node


# ==== session 10 (the combat and control tail) ===============================================

# -- two conditions of one duration (CR 611.2b) ------------------------------------------------

@node
class CondAndCondition(Node):
    """"you control Rubinia and Rubinia remains tapped": both conditions must hold; an effect
    "for as long as" both lasts until either stops being true (CR 611.2b)."""
    first: Node
    second: Node


# -- several restrictions at once (CR 508.1c, 509.1b) ------------------------------------------

@node
class CantAttackBlockOr(Node):
    """"can't attack, block, or transform", "can't attack, block, or crew Vehicles": three
    restrictions on one object (CR 508.1c, 509.1b; the third: CR 701.27, 702.122)."""
    third: Node


@node
class CantThirdTransform(Node):
    """"transform" as the object's restricted action (CR 701.27)."""


@node
class CantThirdKeyword(Node):
    """"crew Vehicles" as the object's restricted action (CR 702.122: a keyword ability's action
    on objects of the named types)."""
    keyword: Node
    types: Node


# -- attacking makes abilities trigger (CR 603.2, 508.1m) --------------------------------------

@node
class AttackingTriggersAdditionalTime(Node):
    """"If a creature attacking causes a triggered ability of a permanent you control to trigger,
    that ability triggers an additional time." (CR 508.1m: abilities that trigger on attackers
    being declared; CR 603.2)"""
    attacker: Node
    kind: Node
    source: Node
    ability: Node


# -- the next step of this turn (CR 500.1) -----------------------------------------------------

@node
class StepThisTurn(Node):
    """"your next main phase this turn": the step or phase only if it comes this turn (CR 500.1)."""
    step: Node


# -- additional combat phases (CR 500.8) -------------------------------------------------------

@node
class AdditionalPhaseAfter(Node):
    """"there is an additional combat phase after this phase [followed by an additional main
    phase]" (CR 500.8: the added phases come directly after the named phase)."""
    phase: Node
    after: Node
    followed_by: Optional[Node] = None


@node
class OrdinalPhaseThisTurn(Node):
    """"the second main phase this turn" (CR 505.1: the precombat and postcombat main phases)."""
    ordinal: Node
    phase: Node


# -- this combat, that combat (CR 506.1) -------------------------------------------------------

@node
class AttackedThisCombatCondition(Node):
    """"if Kytheon and at least two other creatures attacked this combat" (CR 508.1: declared as
    attackers in this combat phase)."""
    subject: Node


@node
class AttacksThisCombatIfAble(Node):
    """"That token attacks this combat if able." (CR 508.1d: a requirement for this combat)"""


@node
class AttacksThatCombatIfAble(Node):
    """"Each of those creatures attacks that combat if able." (CR 508.1d: a requirement for the
    combat phase named before)"""


@node
class ThatCombat(Node):
    """"that combat": the combat phase named before ("At the beginning of that combat", CR 506.1)."""


# -- a condition, then a duration (CR 608.2c, 611.2a) ------------------------------------------

@node
class ConditionalDurationSentence(Node):
    """"If {W}{U} was spent to cast this spell, until your next turn, those permanents can't
    attack or block": if the condition holds, the effect lasts for the duration (CR 608.2c,
    611.2a)."""
    condition: Node
    duration: Node
    body: Node


# -- controlled continuously (CR 302.6) --------------------------------------------------------

@node
class SinceTurnBegan(Node):
    """"since the beginning of the turn" (CR 302.6: since the turn began)."""


@node
class ControlledContinuouslyBy(Node):
    """"the active player has controlled continuously since the beginning of the turn" (CR
    302.6: the test of summoning sickness)."""
    controller: Node
    since: Node


@node
class NotControlledContinuouslyBy(Node):
    """"the player hasn't controlled continuously since the beginning of the turn", "the player
    didn't control continuously since ..." (CR 302.6)."""
    controller: Node
    since: Node


# -- what it blocked, whom they attacked (CR 509.1, 508.1) -------------------------------------

@node
class AttackedByPlayer(Node):
    """"the players you attacked this combat" (CR 508.1b: the players the player's creatures
    attacked)."""
    attacker: Node
    period: Node


@node
class AttackedBySelf(Node):
    """"each player Angel of Destiny attacked this turn" (CR 508.1b: the player it attacked)."""
    attacker: Node
    period: Node


@node
class AttackedWithBy(Node):
    """"each creature you attacked with this turn" (CR 508.1a: the creatures the player declared
    as attackers)."""
    attacker: Node
    period: Node


# -- damage as a number (CR 120.3) -------------------------------------------------------------

@node
class ThatDamageAmount(Node):
    """"that damage" as a number: the amount of the damage the trigger or effect named (CR 120.3)."""


# -- sacrifices to attack, per attacker (CR 508.1d, 508.1h) ------------------------------------

@node
class CantAttackUnlessSacrificesPerEach(Node):
    """"Green creatures can't attack unless their controller sacrifices a land for each green
    creature they control that's attacking." (CR 508.1h: a cost to attack, one sacrifice for each
    attacker)"""
    subject: Node
    cost: Node
    per_each: Node


# -- players dealt combat damage (CR 510.2) ----------------------------------------------------

@node
class WasDealtCombatDamagePlayer(Node):
    """"each player who was dealt combat damage this turn" (CR 510.2)."""
    combat: Node
    period: Node


@node
class WasDealtCombatDamageByPlayer(Node):
    """"a player who was dealt combat damage by three or more Pirates this turn" (CR 510.2)."""
    combat: Node
    source: Node
    period: Node


@node
class WasDealtCombatDamageByCondition(Node):
    """"if a player was dealt combat damage by a Zombie this turn" (CR 510.2)."""
    player: Node
    combat: Node
    source: Node
    period: Node


@node
class IsntAttackingCondition(Node):
    """"As long as Gaea's Liege isn't attacking" (CR 506.4)."""
    subject: Node


@node
class ActivateOnlyDuringOpponentsTurn(Node):
    """"Activate only during an opponent's turn." (CR 602.5b)"""


@node
class ActivateOnlyOpponentsTurnBefore(Node):
    """"Activate only during an opponent's turn, before attackers are declared." (CR 602.5b, 508.1)"""
    before: Node


@node
class OnlyBeforeCombat(Node):
    """"only before combat" (CR 506.1: before the combat phase of the turn)."""


# ==== session 11 (the combat and control tail) ================================================

@node
class AttacksOrBlocksThisCombat(Node):
    """"up to one target creature attacks or blocks this combat if able" (CR 508.1d, 509.1c: a
    requirement for this combat phase only)."""


@node
class DidntDealDamageCondition(Node):
    """"if equipped creature didn't deal combat damage to a creature this turn" (CR 510.2)."""
    subject: Node
    combat: Optional[Node]
    recipient: Optional[Node]
    period: Node


@node
class NoneAttackedCondition(Node):
    """"if no creatures attacked this turn" (CR 508.1a: none was declared as an attacker)."""
    types: Node
    period: Node


@node
class EachEnchanted(Node):
    """"each enchanted permanent you control": every object of the filter an Aura is attached to
    (CR 303.4)."""
    filter: Node


@node
class CantAttackYouOrBlock(Node):
    """"Creatures with flying can't attack you or block creatures you control." (two restrictions,
    CR 508.1c, 509.1b)"""
    blocked: Node


@node
class CantAttackYouOrUnlessPaysWhere(Node):
    """"Creatures can't attack you or planeswalkers you control unless their controller pays {X} for
    each of those creatures, where X is the number of enchantments you control." (CR 508.1d, 107.3)"""
    subject: Node
    other: Node
    pays: Node
    where: Node


@node
class CantAttackPlayerUnlessPaysWhere(Node):
    """"Creatures can't attack you unless their controller pays {X} for each creature they control
    that's attacking you, where X is ..." (CR 508.1d, 107.3)"""
    subject: Node
    player: Node
    pays: Node
    where: Node


@node
class MustBeBlockedByExactly(Node):
    """"must be blocked by exactly one creature if able" (CR 509.1c: a requirement with a maximum)."""
    count: Node
    blockers: Node


@node
class DuringEachOpponentsUntapStep(Node):
    """"during each opponent's untap step" (CR 502.3)."""


# ==== session 12 (the combat tail) =============================================================

@node
class AssignCombatDamageTo(Node):
    """"you may have it assign its combat damage to a creature defending player controls" (CR 510.1c-d:
    an effect lets an unblocked creature assign its combat damage elsewhere)."""
    recipient: Node


@node
class FightsEvent(Node):
    """"Whenever a creature you control fights" (CR 701.14a)."""


@node
class CreateTokenUnless(Node):
    """"create a 3/3 red Ogre creature token unless that creature's controller pays {3}" (CR 118.12,
    111.1)."""
    player: Optional[Node]
    amount: Node
    token: Node
    unless: Node


@node
class CantBlockCreaturesUnlessPays(Node):
    """"Nonblue creatures can't block creatures you control unless their controller pays 1 life for each
    blocking creature they control." (CR 509.1d: a cost to block)."""
    subject: Node
    blocked: Node
    pays: Node


@node
class GoadedThisWay(Node):
    """"creatures goaded this way" (CR 701.15a, 608.2c)."""


@node
class GainControlUnless(Node):
    """"target opponent gains control of this creature unless you sacrifice a land" (CR 110.2, 118.12)."""
    player: Optional[Node]
    object: Node
    unless: Node


@node
class TapForEach(Node):
    """"that player taps an untapped artifact, creature, or land they control for each fade counter on
    Tangle Wire" (CR 701.26a; once per object counted)."""
    player: Optional[Node]
    object: Node
    for_each: Node


@node
class HasKeywordsUnless(Node):
    """"Tromokratis has hexproof unless it's attacking or blocking." (CR 611.3a)."""
    subject: Node
    keywords: Node
    condition: Node


@node
class ItsAttackingOrBlocking(Node):
    """"unless it's attacking or blocking" (CR 506.4)."""


@node
class GoadedAdjective(Node):
    """"each goaded creature you control" (CR 701.15b)."""


@node
class NoLongerGoaded(Node):
    """"Then each creature you control is no longer goaded." (CR 701.15a: the goad effects end)."""


@node
class TheTypedObject(Node):
    """"destroy the creature instead", "When you lose control of the artifact": the one object of that
    type named before (CR 608.2c)."""
    noun: Node


# == session 13 (gcomb) ===========================================================================

# -- blocking an object named by a target or an article (CR 509.1, 509.1h) -----------------------

@node
class UnqualifiedTarget(Node):
    """"target attacking creature" after "blocking" or "blocked by": a target with no qualifiers of
    its own (CR 115.1), so the outer filter's qualifiers follow it."""
    adjectives: Node
    types: Node


@node
class UnqualifiedOne(Node):
    """"a Zombie", "a blue creature" after "blocked by": any one object of that kind (CR 509.1h)."""
    adjectives: Node
    types: Node


@node
class BlockedOrWasBlockedByCondition(Node):
    """"if Sea Troll blocked or was blocked by a blue creature this turn" (CR 509.1h: a creature
    blocked, or became blocked by, that kind of creature in the period)."""
    subject: Node
    other: Node
    period: Node


# -- attacking a named player (CR 506.2, 508.1b) ---------------------------------------------------

@node
class AttackingThatPlayer(Node):
    """"attacking that player": the object attacks the player named before (CR 508.1b)."""
    kind: Node


@node
class AttackingEnchantedPlayer(Node):
    """"attacking enchanted player": the object attacks the player the Curse enchants (CR 303.4,
    508.1b)."""
    kind: Node


# -- doing the same (CR 608.2c) --------------------------------------------------------------------

@node
class DoesTheSame(Node):
    """"Each opponent attacking that player does the same.": the instruction before again, done by
    ``subject`` in place of the player who did it (CR 608.2c)."""
    subject: Node


# -- a tapped creature that isn't attacking (CR 508.1f) --------------------------------------------

@node
class NotDeclaredAsAttacker(Node):
    """"if it isn't being declared as an attacker": the object is not becoming tapped by being
    declared as an attacker (CR 508.1f)."""
    subject: Node


# -- changing base power and toughness (CR 613.4b) --------------------------------------------------

@node
class ChangeBaseToughness(Node):
    """"Change Sentinel's base toughness to 1 plus the power of ..." (CR 613.4b: base toughness is
    set, layer 7b; the effect lasts indefinitely)."""
    what: Node
    value: Node


@node
class ChangeBasePtToThat(Node):
    """"change Shape Stealer's base power and toughness to that creature's power and toughness until
    end of turn" (CR 613.4b: both are set to the other object's values, layer 7b)."""
    what: Node
    source: Node
    duration: Optional[Node]


@node
class ChangeBasePtOf(Node):
    """"change the base power and toughness of all creatures that dealt damage to it this turn to
    0/2" (CR 613.4b: layer 7b; lasting indefinitely)."""
    objects: Node
    value: Node


# -- a token that enters attacking (CR 111.2, 508.4) -----------------------------------------------

@node
class HaveCreateTokenAttacking(Node):
    """"you may have its controller create a 1/1 white Warrior creature token that's tapped and
    attacking" (``creator`` creates and controls the token, CR 111.2, 508.4)."""
    creator: Node
    amount: Node
    token: Node


# -- a delayed coin flip (CR 705, 603.7) ------------------------------------------------------------

@node
class FlipCoinDelayed(Node):
    """"flip a coin at end of combat" (CR 705.1; the flip is done when the delayed trigger does,
    CR 603.7)."""
    player: Optional[Node]
    coin: Node
    when: Node


# -- owning a card (CR 108.3) -------------------------------------------------------------------------

@node
class OwnsCondition(Node):
    """"if you own a card in exile" (CR 108.3: the player who owns the card)."""
    owner: Node
    what: Node


# -- no activation during combat (CR 602.5b) ----------------------------------------------------------

@node
class CantActivateThisAbility(Node):
    """"You can't activate this ability during combat." (CR 602.5b: a restriction on activating this
    ability, for the period ``when``)."""
    player: Node
    ability: Node
    when: Node


# -- face-down state, whom a player attacks (CR 708.2, 508.1b) --------------------------------------

@node
class ItsFaceSideCondition(Node):
    """"if it's face down", "if it's face up" (CR 708.2: a face-down permanent); the side is the
    node's wording."""


@node
class ArentAttackingPlayerCondition(Node):
    """"if they aren't attacking you" (CR 508.1b: none of the player's attacking creatures attacks
    ``player``)."""
    subject: Node
    player: Node


# -- combat damage prevented and replaced (CR 615, 510.2) -------------------------------------------

@node
class PreventCombatDamageToAnd(Node):
    """"If combat damage would be dealt to this creature, prevent that damage and exile that many
    cards ..." (CR 615.1: a prevention effect; the effects after it use the prevented amount, CR
    615.5)."""
    recipient: Node
    then: Node


# -- some of a group, with qualifiers (CR 608.2c) ---------------------------------------------------

@node
class EachOfGroupSuch(Node):
    """"each of those creatures with flying": each object of the group named before that the
    qualifiers describe (CR 608.2c)."""
    group: Node
    qualifiers: tuple


@node
class AnyOfGroupSuch(Node):
    """"any of them that are Walls": all objects of the group named before that the qualifiers
    describe (CR 608.2c)."""
    group: Node
    qualifiers: tuple
