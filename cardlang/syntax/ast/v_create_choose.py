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
    word: Node
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


# -- votes (CR 701.38) -------------------------------------------------------------------------

@node
class VoteForChoice(Node):
    """"each player votes for sickness or psychosis" (CR 701.38a: each player, in turn order from
    the one named, chooses one of the choices; 701.38b: words with no rules meaning)."""
    subject: Optional[Node]
    first: Node
    second: Node


@node
class VoteForObject(Node):
    """"each player votes for a nonland permanent you don't control" (CR 701.38b: the choices
    are objects)."""
    subject: Optional[Node]
    choice: Node


@node
class VoteWord(Node):
    """A word of a vote's choice ("sickness"): no rules meaning of its own (CR 701.38b)."""
    word: str

    def text(self) -> str:
        return self.word


@node
class VoteChoice(Node):
    """One choice of a vote: "sickness", "Redhorn Pass" (CR 701.38b)."""
    words: tuple


@node
class VoteChoiceWins(Node):
    """"if sickness gets more votes" (CR 701.38a)."""
    choice: Node


@node
class VoteChoiceWinsOrTied(Node):
    """"if psychosis gets more votes or the vote is tied" (CR 701.38a)."""
    choice: Node


@node
class ForEachVote(Node):
    """"for each death vote": once per vote cast for that choice (CR 701.38a)."""
    choice: Node


@node
class ForEachVoteSentence(Node):
    """"For each time vote, take an extra turn after this one." (CR 701.38a)"""
    choice: Node
    chain: Node


@node
class WithMostVotes(Node):
    """"with the most votes or tied for most votes" (CR 701.38d: the choice or choices with the
    most votes)."""


# -- choices (CR 607.2d) -----------------------------------------------------------------------

@node
class ChooseOddOrEven(Node):
    """"choose odd or even" (a choice later abilities refer to as "the chosen quality", CR 607.2d;
    zero is even)."""


@node
class ChooseFriendOrFoe(Node):
    """"For each player, choose friend or foe." (each player becomes a friend or a foe; "each
    friend" and "each foe" refer to the choice)."""


@node
class WithStatOfQuality(Node):
    """"with mana value of the chosen quality" (odd or even, CR 607.2d)."""
    stat: Node
    quality: Node


@node
class WithoutStatOfQuality(Node):
    """"without mana value of the chosen quality" (CR 607.2d)."""
    stat: Node
    quality: Node


@node
class ChosenQuality(Node):
    """"the chosen quality" / "that quality": the parity chosen (CR 607.2d)."""


@node
class EachFriend(Node):
    """"each friend": each player chosen as a friend."""


@node
class EachFoe(Node):
    """"each foe": each player chosen as a foe."""


@node
class SecretlyChoose(Node):
    """"secretly choose an opponent" (the choice is hidden until revealed; cf. CR 702.106b)."""
    subject: Optional[Node]
    choice: Node


# -- perpetually -------------------------------------------------------------------------------

@node
class Perpetually(Node):
    """"It perpetually gains lifelink." (digital-only wording, not in the CR: the change lasts
    for the rest of the game and follows the card to every zone)."""
    predicate: Node


# -- crewing and saddling (CR 702.122, 702.171) ------------------------------------------------

@node
class CrewsWhat(Node):
    """"crews Vehicles" (CR 702.122b: a creature crews a Vehicle when it's tapped to pay the crew
    cost)."""
    crews: Node


@node
class SaddlesAndCrews(Node):
    """"saddles Mounts and crews Vehicles" (CR 702.171a, 702.122b)."""
    saddles: Node
    crews: Node


@node
class CrewsAsThoughGreater(Node):
    """"This creature saddles Mounts and crews Vehicles as though its power were 2 greater."
    (CR 702.122a, 702.171a: its power counts ``amount`` more toward the total)."""
    subject: Node
    what: Node
    amount: Node


@node
class CrewsUsingToughness(Node):
    """"Giant Ox crews Vehicles using its toughness rather than its power." (CR 702.122a)"""
    subject: Node
    what: Node


# -- plotting (CR 702.170) ---------------------------------------------------------------------

@node
class BecomesPlotted(Node):
    """"It becomes plotted." (CR 702.170a, d: a plotted card in exile may be cast without paying
    its mana cost on a later turn, as a sorcery)."""


# -- choosing types, colors and numbers (CR 607.2d) ---------------------------------------------

@node
class PlayerChoosesType(Node):
    """"an opponent chooses a creature type" (CR 607.2d: later text refers to the choice)."""
    player: Node
    kind: Node


@node
class PlayerChoosesNumber(Node):
    """"Target opponent chooses a number." (a number 0 or greater, CR 107.1)."""
    player: Node


@node
class SecretlyChoosesNumber(Node):
    """"each player secretly chooses a number" (hidden until revealed)."""
    player: Node


@node
class OfTypeChosenThisWay(Node):
    """"of a type chosen this way" (a type any player chose, CR 607.2d)."""


@node
class NotOfTypeChosenThisWay(Node):
    """"that aren't of a type chosen this way" (CR 607.2d)."""


@node
class TokenDescOfChosenColorAndType(Node):
    """"an X/X creature token of the chosen color and type" (CR 111.1, 607.2d)."""
    words: tuple


# -- triggers that don't happen (CR 603.2) -------------------------------------------------------

@node
class EnteringDoesntTrigger(Node):
    """"Creatures entering don't cause abilities to trigger." (CR 603.2: the event happens; the
    abilities that would trigger on it don't)."""
    subject: Node
    word: Node


@node
class EnteringOrDyingDoesntTrigger(Node):
    """"Creatures entering the battlefield or dying don't cause abilities to trigger." (CR 603.2)"""
    subject: Node
    word: Node


# -- extra turns skipped (CR 500.7, 614.10) -----------------------------------------------------

@node
class SkipsExtraTurn(Node):
    """"If an opponent would begin an extra turn, that player skips that turn instead." (CR 500.7,
    614.10: skipping a turn is a replacement effect)."""
    player: Node
    skipper: Node


# -- types (CR 205.1b) -------------------------------------------------------------------------

@node
class IsAlsoA(Node):
    """"Tajuru Paragon is also a Cleric, Rogue, Warrior, and Wizard." (CR 205.1b: the types are
    added to its other types)."""
    subject: Node
    types: Node


# -- replacing one's own actions (CR 614.1a) ----------------------------------------------------

@node
class WouldCreate(Node):
    """"If you would create one or more Treasure tokens, ..." (CR 614.1a: the creation is the
    replaced event)."""
    tokens: Node


@node
class WouldFlipCoin(Node):
    """"If you would flip a coin, ..." (CR 614.1a, 705)."""
    coin: Node


@node
class WouldProliferate(Node):
    """"If you would proliferate, ..." (CR 614.1a, 701.34)."""


@node
class CreateThosePlus(Node):
    """"create those tokens plus an additional Treasure token" (CR 111.1: the replaced tokens and
    one more)."""
    tokens: Node
    additional: Node


@node
class ProliferateTwice(Node):
    """"proliferate twice" (CR 701.34a, done two times)."""


@node
class InvestigateTwice(Node):
    """"investigate twice" (CR 701.16a: two Clue tokens, one at a time)."""


# -- amounts of the corpus tail ----------------------------------------------------------------

@node
class ExcessDamageDealtThisWay(Node):
    """"the amount of excess damage dealt to that creature this way" (CR 120.4a: the damage beyond
    what was lethal)."""
    recipient: Optional[Node]


# -- copies made by other players (CR 707.10) ---------------------------------------------------

@node
class PlayerCopies(Node):
    """"that player copies it" (CR 707.10: the copy is created on the stack under that player's
    control)."""
    player: Node
    what: Node


@node
class TheCopyTheyControl(Node):
    """"the copy they control": each player's own copy (CR 707.10)."""


@node
class TheirCopy(Node):
    """"their copy": each of those players' own copy (CR 707.10)."""


# -- the legend rule (CR 704.5j) ------------------------------------------------------------------

@node
class LegendRuleDoesntApply(Node):
    """'The "legend rule" doesn't apply to permanents you control.' (CR 704.5j, the state-based
    action, is not applied to those permanents; with no reference, to any permanent)."""
    to: Optional[Node] = None


# -- trigger events --------------------------------------------------------------------------------

@node
class CreatesFirstTimeEachTurn(Node):
    """"Whenever you create one or more tokens for the first time each turn" (CR 603.2: the
    first such event in a turn triggers it)."""
    tokens: Node
    first_time: Node


# -- abilities as targets (CR 113.3b-c, 115.1) ----------------------------------------------------

@node
class TargetAbilityWith(Node):
    """"target activated or triggered ability you control" (CR 113.3b-c: an ability on the stack
    as a target, 115.1, with qualifiers)."""
    count: Optional[Node]
    kind: Node
    word: Node
    suffixes: tuple



# -- more ways to create tokens (CR 111) ----------------------------------------------------------

@node
class CreateNamedToken(Node):
    """"create Boo, a legendary 1/1 red Hamster creature token with trample and haste": a token
    with a name of its own, written before its description (CR 111.4)."""
    subject: Optional[Node]
    name: Node
    amount: Node
    token: Node


@node
class TokenWithAbilityAndKeyword(Node):
    """'with "Equipped creature gets +1/+1" and equip {2}': an Equipment token's ability and its
    equip keyword (CR 111.4, 702.6)."""
    ability: Node
    keyword: Node
    cost: Node


@node
class CreateTokenDelayed(Node):
    """"Create a 1/1 white Spirit creature token with flying at the beginning of the next end
    step.": the token is created by a delayed triggered ability (CR 603.7)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    when: Node


@node
class PutTokenOntoBattlefield(Node):
    """"Put a 2/2 green Wolf creature token onto the battlefield.": the older wording of
    creating a token (CR 111.2)."""
    subject: Optional[Node]
    pt: Node
    words: tuple
    with_: Optional[Node] = None


@node
class CreatedWith(Node):
    """"tokens created with Saproling Burst": the tokens that object's abilities created
    (CR 111.1, 607.2)."""
    object: Node


# -- copies (CR 707) --------------------------------------------------------------------------------

@node
class BecomesCopies(Node):
    """"Shards you control become copies of it": each object becomes a copy (CR 707.2)."""
    of: Node


@node
class CopyTimes(Node):
    """"Copy target instant or sorcery spell twice.": several copies of one spell (CR 707.10)."""
    object: Node
    times: Node


# -- token creation replaced (CR 614.1a, 111.1) ---------------------------------------------------

@node
class ThosePlusTokensCreated(Node):
    """"those tokens plus a 1/1 white Soldier creature token are created instead": the tokens
    and more tokens (CR 614.1a, 111.1)."""
    tokens: Node
    amount: Node
    token: Node


@node
class ThosePlusAdditionalCreated(Node):
    """"those tokens plus an additional 1/1 colorless Thopter artifact creature token with flying
    are created instead" (CR 614.1a)."""
    tokens: Node
    token: Node


@node
class FirstTimeMayInstead(Node):
    """"The first time you would create one or more tokens each turn, you may instead create that
    many tokens that are copies of enchanted permanent." (CR 614.1a: an optional replacement
    that applies to the first such event each turn)."""
    subject: Node
    least: Node
    tokens: Node
    scope: Node
    chooser: Node
    instead: Node


@node
class EachTurnScope(Node):
    """"each turn": once in each turn."""


@node
class EachOfYourTurnsScope(Node):
    """"during each of your turns": once in each of its controller's turns."""


# -- a choice as a permanent enters, and the abilities linked to it (CR 614.12, 607.2) -------------

@node
class AsEntersChooseWord(Node):
    """"As this enchantment enters, choose Khans or Dragons." and its "• Khans — ..." lines: the
    choice is made as the permanent enters (CR 614.12) and only the ability of the chosen word
    applies (linked abilities, CR 607.2)."""
    object: Node
    first: Node
    second: Node
    abilities: tuple


@node
class ChoiceWord(Node):
    """A word to choose ("Khans", "Dragons" of "choose Khans or Dragons"): it has no rules
    meaning besides the ability it names (CR 607.2). A leaf (the lexer's CHOICE_WORD)."""
    word: str

    def text(self) -> str:
        return self.word


@node
class ChosenWordAbility(Node):
    """"• Khans — At the beginning of each of your main phases, add {G}{G}.": the ability the
    permanent has if that word was chosen (CR 607.2)."""
    word: Node
    ability: Node


# -- copying abilities (CR 707.10, 113.7) -----------------------------------------------------------

@node
class TargetAbilityWithFrom(Node):
    """"target activated or triggered ability you control from an artifact source": an ability
    on the stack, chosen by its controller and its source (CR 113.7, 115.1)."""
    count: Optional[Node]
    kind: Node
    word: Node
    suffixes: tuple
    source: Node


# -- names chosen (CR 201.4) ------------------------------------------------------------------------

@node
class IsMonarchCondition(Node):
    """"an opponent is the monarch" (CR 724.1)."""
    player: Node


@node
class NoMonarchCondition(Node):
    """"there is no monarch" (CR 724.1: no player has the designation)."""


@node
class BecomesMonarchEvent(Node):
    """"you become the monarch" as a trigger event (CR 724.2)."""


# -- votes (CR 701.38d) -----------------------------------------------------------------------------

@node
class AdditionalVote(Node):
    """"While voting, you get an additional vote." (CR 701.38d: the votes happen together)."""
    player: Node


@node
class MayVoteAdditionalTime(Node):
    """"While voting, you may vote an additional time." (CR 701.38d)."""
    player: Node


@node
class FinishVotingEvent(Node):
    """"Whenever players finish voting": the event of a vote's end, once every player has chosen
    (CR 701.38a)."""


@node
class VotedForYourChoice(Node):
    """"who voted for a choice you voted for": a player whose vote matches yours (CR 701.38a)."""


@node
class VotedForOtherChoice(Node):
    """"who voted for a choice you didn't vote for": a player whose vote differs from yours
    (CR 701.38a)."""


# -- numbers and colors chosen (CR 607.2d) ----------------------------------------------------------

@node
class ChooseNumberBetween(Node):
    """"choose a number between 0 and 7" (both ends included)."""
    low: Node
    high: Node


@node
class ChosenNumber(Node):
    """"the chosen number": the number chosen by the linked ability (CR 607.2d)."""


@node
class PlayerChoosesColor(Node):
    """"Each player chooses a color." (CR 105.1: one of the five colors)."""
    player: Node


# -- costs paid and how a spell was cast (CR 601.2, 118.9, 702) --------------------------------------

@node
class KeywordCostPaid(Node):
    """"this spell's surge cost was paid": the spell was cast for that keyword's cost (CR 702.117,
    702.35 madness, 702.135 spectacle ...)."""
    object: Node
    keyword: Node


@node
class ManaCostWasPaid(Node):
    """"the {2}{W}{W} cost was paid": the spell was cast for the alternative cost it offers
    (CR 118.9)."""
    cost: Node


@node
class WasForetoldCondition(Node):
    """"this spell was foretold": it was cast from exile for its foretell cost (CR 702.143)."""
    object: Node


@node
class WasCastCondition(Node):
    """"it was cast": the permanent was a spell that resolved (CR 601.2)."""
    object: Node


@node
class KicksEvent(Node):
    """"a player kicks a spell": casts it paying its kicker cost (CR 702.33d)."""
    spell: Node


# -- the chosen creature type (CR 205.3m, 607.2d) -----------------------------------------------------

@node
class IsChosenCardType(Node):
    """"are the chosen creature type in addition to their other types" (CR 205.3m, 607.2d)."""
    chosen: Node
    card_type: Node
    in_addition: Optional[Node] = None


@node
class HasChosenCardType(Node):
    """"has the chosen creature type in addition to its other types" (CR 205.3m, 607.2d)."""
    chosen: Node
    card_type: Node
    in_addition: Node


# -- more copies and choices (CR 707.10, 607.2d) --------------------------------------------------------

@node
class CopiesEvent(Node):
    """"you copy a spell" as a trigger event (CR 707.10: copying a spell puts the copy on the
    stack)."""
    object: Node


@node
class AnyNumberOfTheCopies(Node):
    """"any number of the copies": some of the copies the effect made (CR 707.10)."""


@node
class EnterAsCopyOf(Node):
    """"Creatures you control enter as a copy of this creature.": each enters as a copy
    (CR 614.1c, 707.2)."""
    objects: Node
    of: Node


@node
class ChooseRandomNumber(Node):
    """"choose a number from 1 to 4 at random" (CR 706.2: a random choice, ends included)."""
    low: Node
    high: Node


@node
class ChooseOneOfTwoColors(Node):
    """"choose black or red": one of the two colors (CR 105.1)."""
    first: Node
    second: Node


@node
class FromChosenCardName(Node):
    """"protection from the chosen card name": from each object with that name (CR 702.16,
    201.4)."""
    word: Node


@node
class ModalChosenBy(Node):
    """"An opponent chooses one —" and its modes: another player chooses the mode (CR 700.2)."""
    chooser: Node
    count: Node
    modes: tuple


@node
class ChosenNumberIs(Node):
    """"the chosen number is 1" (the number chosen by the linked ability, CR 607.2d)."""
    number: Node


# -- copies of a spell for other targets (CR 707.10, 115.7) ---------------------------------------------

@node
class SpellCouldTarget(Node):
    """"that spell could target", "the spell could target": an object that would be a legal
    target for that spell (CR 115.7)."""
    spell: Node


@node
class CopyTargets(Node):
    """"The copy targets the chosen creature.": the copy's target is set by the effect that made
    it (CR 707.10c)."""
    target: Node


@node
class EachCopyTargetsDifferent(Node):
    """"Each copy targets a different one of those creatures." (each copy has its own target
    among them, CR 707.10c)."""
    one: Node
    among: Node


@node
class PlayerCopiesForEach(Node):
    """"that player copies that spell for each other creature they control that the spell could
    target" (the player who copies controls the copies, CR 707.10)."""
    player: Node
    object: Node
    for_each: Node


@node
class TargetsOnlyCondition(Node):
    """"that spell targets only Ink-Treader Nephilim": that object is its only target
    (CR 115.7)."""
    spell: Node
    target: Node


# == session 8 =====================================================================================

# -- card names chosen (CR 201.4) -----------------------------------------------------------------

@node
class ChooseAnyCardName(Node):
    """"choose any card name": the name of any card (CR 201.4)."""
    noun: Node


@node
class ChooseCardNameOtherThan(Node):
    """"Choose a card name other than a basic land card name." (CR 201.4; the excluded names,
    e.g. the basic land names of CR 201.3)."""
    what: Node
    other_than: Node


@node
class PlayerChoosesCardName(Node):
    """"Target player chooses a card name": another player names the card (CR 201.4)."""
    player: Node
    what: Node


# -- token creation replaced by other tokens (CR 614.1a, 111.1) ----------------------------------

@node
class ThatManyTokensCreated(Node):
    """"that many 4/4 white Angel creature tokens with flying and vigilance are created": as many
    other tokens, created instead of the ones the event would have created (CR 614.1a)."""
    token: Node


# -- one of two chosen objects (CR 608.2d) -----------------------------------------------------------

@node
class ChoosesAndSacrifices(Node):
    """"Their controller chooses and sacrifices one of them." (the player chooses while the
    effect resolves, CR 608.2d; CR 701.21 sacrifice)."""
    player: Node
    what: Node


# -- delayed triggers after the effect (CR 603.7) -----------------------------------------------------

@node
class DelayedWhen(Node):
    """"when that token dies", "when Mysterio leaves the battlefield" after an effect: a delayed
    triggered ability created by the effect, which does the effect once when the event
    happens (CR 603.7)."""
    subject: Node
    event: Node


# -- protection from a chosen quality (CR 702.16) -----------------------------------------------------

@node
class FromEachStatOfQuality(Node):
    """"protection from each mana value of the chosen quality" (odd or even: CR 702.16a, a
    protection quality; 607.2d the choice)."""
    stat: Node
    quality: Node


# -- attached states (CR 301.5, 303.4) -----------------------------------------------------------------

@node
class ItIsEnchantedOrEquipped(Node):
    """"if it's enchanted or equipped": an Aura or an Equipment is attached to it (CR 303.4,
    301.5)."""


# -- players other than one (CR 102.2) ---------------------------------------------------------------

@node
class OtherThanPlayer(Node):
    """"other than target player", "other than its controller": every player but that one
    (CR 102.2)."""
    player: Node


# -- the monarch (CR 724) ------------------------------------------------------------------------------

@node
class ExileUntilBecomesMonarch(Node):
    """"exile target creature an opponent controls until an opponent becomes the monarch": the
    card returns when that player becomes the monarch (CR 610.3, 724.2)."""
    subject: Optional[Node]
    what: Node
    player: Node


@node
class CantBecomeMonarch(Node):
    """"can't become the monarch": the monarch designation can't move to the player (CR 724.2)."""


# -- events (CR 603.2) ---------------------------------------------------------------------------------

@node
class PutIntoZoneFromAnywhereFirstTime(Node):
    """"are put into your graveyard from anywhere for the first time each turn" (CR 603.2: the
    ability triggers on the first such event each turn)."""
    zone: Node
    first_time: Node


@node
class ActivatesOwnKeywordAbility(Node):
    """"Whenever you activate this creature's outlast ability" (CR 602.2: activating the
    object's keyword ability)."""
    object: Node
    keyword: Node
    noun: Node


# -- conditions and qualifiers ---------------------------------------------------------------------------

@node
class WasNotACondition(Node):
    """"if it wasn't an Aura": the object's types as it last existed (CR 608.2h)."""
    object: Node
    types: Node


@node
class DiedUnderControlThisTurnSuffix(Node):
    """"that died under your control this turn" (CR 700.4: put into a graveyard from the
    battlefield while that player controlled it)."""
    player: Node


# -- one token of each kind (CR 111) ----------------------------------------------------------------------

@node
class CreateOfEach(Node):
    """"instead create one of each": one token of each kind the event named (CR 111.1, 614.1a)."""
    amount: Node


# -- costs of activated abilities that aren't mana abilities (CR 602.1, 605.1a) ----------------------------

@node
class CostsMoreToActivateUnlessMana(Node):
    """"Activated abilities of sources with the chosen name cost {2} more to activate unless they're
    mana abilities." (CR 602.2b cost increases; 605.1a mana abilities are exempt)."""
    abilities: Node
    cost: Node
    exemption: Node


# -- the objects named again ---------------------------------------------------------------------------

@node
class AllOfThemWith(Node):
    """"all of them with that name": each of those objects that has the quality."""
    quality: Node


# -- more tokens (CR 111) ------------------------------------------------------------------------------

@node
class CreateTokenColored(Node):
    """"Create an 8/8 Beast creature token that's red, green, and white." (CR 105.2, 111.4: the
    token's colors are set by the effect)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    colors: Node


@node
class TokenColors(Node):
    """"red, green, and white": the colors of a token, in printed order (CR 105.2)."""
    items: tuple


# -- durations and steps (CR 500) ----------------------------------------------------------------------

@node
class StepOnYourNextTurn(Node):
    """"the end step on your next turn": that step of its controller's next turn (a delayed
    trigger's time, CR 603.7)."""
    step: Node


# -- triggers with a condition at the event (CR 603.2) ---------------------------------------------------

@node
class CastsWhileCondition(Node):
    """"When you cast this spell while you control a creature": the cast, while the condition is
    true as it happens (CR 601.2i, 603.2; a count of counters is w_counters' CastsWhile)."""
    spell: Node
    condition: Node


@node
class TapsForManaWhile(Node):
    """"Whenever you tap a land for mana while you're the monarch" (CR 603.2, 106.12: tapping for
    mana, while the condition is true)."""
    object: Node
    condition: Node


# -- copies of spells (CR 707.10) -------------------------------------------------------------------------

@node
class ThatWasntCast(Node):
    """"that wasn't cast": a spell put on the stack without being cast, e.g. a copy (CR 707.12,
    601.2)."""


# -- the monarch (CR 724) ----------------------------------------------------------------------------------

@node
class MonarchControls(Node):
    """"The monarch controls enchanted creature.": the player who is the monarch controls it
    (CR 724.1; a control-changing effect, 613.1b)."""
    what: Node


# -- modes (CR 700.2) ---------------------------------------------------------------------------------------

@node
class EachModeDifferentTarget(Node):
    """"Each mode must target a different player." (CR 700.2d: a rider on the modes chosen)."""
    noun: Node


# -- dungeons (CR 309, 701.49) -------------------------------------------------------------------------------

@node
class CantVentureMoreThanOnce(Node):
    """"can't venture into the dungeon more than once each turn" (CR 701.49: venturing; the
    dungeon's type word, CR 309)."""
    dungeon: Node


# -- mana (CR 106) ------------------------------------------------------------------------------------------

@node
class AddAnyOneColorTheyChoose(Node):
    """"adds two mana of any one color they choose": all of it one color, chosen by the player who
    adds it (CR 106.1b)."""
    amount: Node
    count: Node


# -- one object of each type (CR 205.3) ------------------------------------------------------------------------

@node
class OfEachType(Node):
    """"a land of each basic land type": one object for each type of that kind (CR 205.3i: the
    five basic land types)."""
    adjectives: Node
    types: Node


# == session 10 (gco) ==========================================================================================

# -- two choices at once (CR 614.12, 607.2) --------------------------------------------------------------------

@node
class ChooseTwoThings(Node):
    """"choose a color and a creature type": two choices made at once, each remembered for the
    abilities that refer to it (CR 614.12, 607.2). ``first`` is a choice (ChooseColor, or the thing
    chosen), ``second`` the other (ChooseColor, ChooseType, ChooseCardNameOtherThan, ChooseEffect)."""
    first: Node
    second: Node


@node
class ChooseColors(Node):
    """"choose two colors": that many different colors (CR 105.1)."""
    count: Node


@node
class ChooseTypes(Node):
    """"choose two basic land types": that many different types of the family named (CR 205.3i)."""
    count: Node
    adjectives: Node
    types: Node


# -- choosing from a group (CR 608.2d) ---------------------------------------------------------------------------

@node
class ChooseFromGroup(Node):
    """"Each player chooses from among the permanents they control an artifact, a creature, ...":
    each chooser picks, from the group named, the objects described, as the effect resolves
    (CR 608.2d); "the rest" is then the group minus the chosen."""
    subject: Node
    group: Node
    chosen: Node


# -- tokens created this turn (CR 111.1) ----------------------------------------------------------------------

@node
class CreatedThisTurnBy(Node):
    """"tokens you created this turn": the tokens that player created this turn (CR 111.2)."""
    player: Node


# == session 11 (gco3) ==========================================================================================

# -- old type lines (CR 205; glossary "Summon (Obsolete)") --------------------------------------------------------

@node
class SummonTypeLine(Node):
    """"Summon Jaguar", "Summon — Dragon": an old creature card's type line, read as "Creature — [creature
    type]" (the CR glossary, "Summon (Obsolete)": such cards received errata to say so)."""
    subtypes: Node
    types = None  # no card type word printed: the card type is creature (face_types)


# -- directions (CR 101.4) ------------------------------------------------------------------------------------------

@node
class ChooseDirection(Node):
    """"Choose left or right.": a direction later instructions and abilities refer to (CR 607.2d)."""


@node
class ChosenDirection(Node):
    """"the chosen direction", "the last chosen direction", "that direction"."""


@node
class NextPlayerInDirection(Node):
    """"the next player in the chosen direction": the player seated next to each player that way."""
    kind: Node
    direction: Node


# -- names shared (CR 201.2) ------------------------------------------------------------------------------------------

@node
class SameNameAsOneAnother(Node):
    """"with the same name as one another": each object shares its name with another of them (CR 201.2)."""
    one: Node


@node
class ControlledByPlayer(Node):
    """"controlled by the next player in the chosen direction": the objects that player controls (CR 108.4)."""
    player: Node


# -- durations (CR 611.2) -------------------------------------------------------------------------------------------

@node
class DuringThatTurn(Node):
    """"During that turn, ...": the effect lasts while the turn named before (an extra turn) is the current
    turn (CR 611.2a)."""


@node
class MaximumHandSizeFor(Node):
    """"Your maximum hand size is reduced by three for the rest of the game." (CR 402.2, 611.2a)."""
    player: Node
    zone: Node
    change: Node
    amount: Node
    duration: Node


# -- tokens that are copies (CR 111.1, 707.2) ---------------------------------------------------------------------------

@node
class CreateTappedTokenCopies(Node):
    """"create two tapped tokens that are copies of Skyclave Relic" (CR 707.2; tapped as they enter, 110.5b)."""
    subject: Optional[Node]
    amount: Node
    token: Node
    original: Node


# -- protection and hexproof from a list of qualities (CR 702.16, 702.11d) ----------------------------------------------

@node
class ProtectionList(Node):
    """"from artifacts, creatures, and enchantments", "from Vampires, from Werewolves, and from Zombies": from
    each quality of the list (CR 702.16g: protection from several qualities at once; 702.11d hexproof from)."""
    qualities: tuple


# == session 12 (gother) ===============================================================================================

# -- playing lands (CR 305.2) -------------------------------------------------------------------------------------------

@node
class AnyNumberOfLandsEachTurn(Node):
    """"You may play any number of lands on each of your turns." (CR 305.2: no limit of one land a turn)."""
    player: Node
    land: Node


# -- random choices (CR 706.2) ------------------------------------------------------------------------------------------

@node
class ChooseOneOfNumbersAtRandom(Node):
    """"choose 2, 3, or 4 at random": one of the numbers, each as likely (CR 706.2)."""
    first: Node
    second: Node
    third: Node


# -- cleave's bracketed words (CR 702.148) --------------------------------------------------------------------------

from dataclasses import field  # noqa: E402

from .abilities import Ability  # noqa: E402


@node
class CleaveAbility(Ability):
    """An ability of a spell with cleave, some of its words in square brackets: "Destroy target [attacking]
    creature." The ability itself (``body``) is the text as printed, the brackets left out; ``cleaved`` is the
    ability the spell has if its cleave cost was paid, the bracketed words removed (CR 702.148a-b: a
    text-changing effect, 612). ``marks`` places each bracket for the printer: after how many characters
    that aren't spaces (surface only, no meaning: the meaning is ``cleaved``)."""
    marks: tuple = field(default=(), compare=False)
    cleaved: Optional[Node] = None

    def text(self) -> str:
        """The ability as printed, with its brackets (the printer asks a node with ``text`` for its text)."""
        from ..printer import to_text
        plain = to_text(Ability(body=self.body, reminder=self.reminder, form=self.form))
        out, seen, marks = [], 0, list(self.marks)
        for ch in plain:
            while marks and marks[0][0] == "[" and marks[0][1] == seen and ch != " ":
                out.append(marks.pop(0)[0])
            out.append(ch)
            if ch != " ":
                seen += 1
                while marks and marks[0][0] == "]" and marks[0][1] == seen:
                    out.append(marks.pop(0)[0])
        out.extend(m[0] for m in marks)
        return "".join(out)


# == session 12 (gother), later additions ===============================================================================

@node
class BecomesCopyOfAny(Node):
    """"become a copy of any creature on the battlefield" (CR 707.2: one of them, chosen as it resolves)."""
    kind: Node
    suffixes: Node


@node
class BecomesCopyExceptName(Node):
    """"becomes a copy of target creature except for its name" (CR 707.9b: the name is kept)."""
    original: Node


@node
class ChooseTypeAtRandom(Node):
    """"choose a basic land type at random" (CR 706.2: each as likely)."""
    kind: Node


@node
class DuringPlayersStep(Node):
    """"during your end step": while that step of that player's turn lasts (CR 500.1, 611.2a)."""
    player: Node
    step: Node
