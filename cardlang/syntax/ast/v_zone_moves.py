"""The corpus tail (session 6): exiling, returning and putting objects into zones (grammar/rules/99_v_zone_moves.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node


# -- objects moved or cast "this way" (CR 608.2c) -----------------------------------------

@node
class CastThisWay(Node):
    """"a spell cast this way": the spells an earlier instruction of the same ability let a
    player cast (CR 608.2c)."""


@node
class ReturnedToThisWay(Node):
    """"returned to your hand this way": the objects an earlier instruction of the same
    ability returned to that zone (CR 608.2c)."""
    destination: Node


@node
class WasPutThisWay(Node):
    """"If a creature card is put into a graveyard this way, ...": whether an earlier
    instruction of the same ability moved that object to that zone (CR 608.2c)."""
    object: Node
    destination: Node


# -- exiled cards (CR 406.3) --------------------------------------------------------------

@node
class ExiledAdjective(Node):
    """"exiled" before a type word ("target face-up exiled card"): a card in the exile zone
    (CR 406.3)."""


# -- splitting the cards named before (CR 608.2c) -----------------------------------------

@node
class CountOfThose(Node):
    """"Put one into your hand ...": that many of the cards the instruction before named
    (CR 608.2c)."""
    count: Node


@node
class OnePile(Node):
    """"Put one pile into your hand": one of the piles the cards were separated into (the
    piles are named before, CR 700.3)."""
    count: Node


# -- spending mana (CR 609.4b) ------------------------------------------------------------

@node
class ManaAnyTypeSpent(Node):
    """", and mana of any type can be spent to cast that spell" (CR 609.4b: it changes only
    how the cost may be paid), joined to the effect that lets the card be cast."""
    purpose: Node


@node
class PutSomeOfThose(Node):
    """"Put one into your hand and the other into your graveyard": the first part of a split
    of the cards named before (the rest follows as an elided put, CR 608.2c)."""
    subject: Optional[Node]
    what: Node
    destination: Node
    delayed: Optional[Node] = None


# -- comparisons (CR 107.1, 202.3) --------------------------------------------------------

@node
class EqualToPlus(Node):
    """"with mana value equal to 1 plus the sacrificed creature's mana value" (arithmetic on
    another object's characteristic, CR 107.1)."""
    amount: Node
    stat: Node


# -- "with the same name as" another object (CR 201.2) ------------------------------------

@node
class TargetNamed(Node):
    """"with the same name as target nontoken creature": the target whose name is compared
    (CR 201.2, 115.1)."""
    adjectives: Node
    types: Node


@node
class OneExiledWith(Node):
    """"with the same name as a card exiled with this creature" (any one of the cards exiled
    with that object, CR 607.2a linked abilities)."""
    quantifier: Node
    types: Node
    source: Node


@node
class OneInZone(Node):
    """"with the same name as a card in your graveyard" (any one card in that zone)."""
    quantifier: Node
    types: Node
    zone: Node


# -- replacement of moves to a zone for a while (CR 614.1a) -------------------------------

@node
class WouldBePutIntoThisTurn(Node):
    """"If that spell would be put into your graveyard this turn, exile it instead." (a
    replacement effect that lasts until the turn ends, CR 614.1a)."""
    zone: Node


# -- where the objects go (CR 401.4, 110.2) ----------------------------------------------

@node
class PutOnTopInOrder(Node):
    """"put those cards on top in any order" (on top of the library named before; the owner
    orders them, CR 401.4)."""
    order: Node


@node
class OnBottomOfOwners(Node):
    """"on the bottom of their owners' libraries" (each card into its owner's library, CR
    400.3)."""
    zone: Node


@node
class FaceDownMod(Node):
    """"onto the battlefield face down": the permanent enters face down (CR 708.2)."""


@node
class FaceUpOrDownMod(Node):
    """"to the battlefield face up or face down": its controller chooses (CR 708.2)."""


# -- repeating until (CR 608.2c) ----------------------------------------------------------

@node
class RepeatUntil(Node):
    """"Repeat this process until no one puts a card onto the battlefield." (the instructions
    before are followed again while the condition is false, CR 608.2c)."""
    condition: Node


@node
class NoOnePuts(Node):
    """"no one puts a card onto the battlefield": no player did so in the last repetition."""
    what: Node
    destination: Node


# -- what a player did this way (CR 608.2c) ----------------------------------------------

@node
class ExiledByThisWay(Node):
    """"cards they exiled this way": the cards that player exiled by an earlier instruction of
    the same ability (CR 608.2c)."""
    player: Node


@node
class ExiledFromThisWay(Node):
    """"each card exiled from their hand this way": the cards an earlier instruction exiled
    from that zone (CR 608.2c)."""
    zone: Node


@node
class NotPutOntoBattlefield(Node):
    """"that weren't put onto the battlefield": the cards of the group that an earlier
    instruction did not put there (CR 608.2c)."""


@node
class NotCast(Node):
    """"that weren't cast": the cards of the group no one cast (CR 601.2a)."""


@node
class NotCastThisWay(Node):
    """"the exiled cards that weren't cast this way", "not cast this way" (CR 608.2c)."""
    done: Node


@node
class TheExiledWith(Node):
    """"the cards exiled with Colfenor's Plans": the cards that object's linked ability exiled
    (CR 607.2a)."""
    noun: Node
    source: Node


# -- the bottom of a library or graveyard (CR 401.1) -------------------------------------

@node
class BottomOfZone(Node):
    """"the bottom card of your library", "the bottom card of target player's graveyard" (CR
    401.1: a library is in order; so is a graveyard, CR 404.1)."""
    count: Optional[Node]
    types: Node
    zone: Node


# -- more destinations (CR 400.3, 110.2) -------------------------------------------------

@node
class IntoExile(Node):
    """"into exile" (the exile zone, CR 406)."""


@node
class OntoBattlefieldFrom(Node):
    """"onto the battlefield from their hand": the zone the card is put from (CR 400.7)."""
    zone: Node


@node
class ReturnExceptFor(Node):
    """"Return all creatures to their owners' hands except for Krakens, ...": the objects the
    exception names (a filter, as in ``AllExceptFor``) are not returned."""
    subject: Optional[Node]
    what: Node
    destination: Node
    exceptions: Node


@node
class SelfFromExile(Node):
    """"this card from exile": the card itself, in the exile zone (CR 406, 400.7)."""
    what: Node


# -- more counters on a card as it moves (CR 122.6) --------------------------------------

@node
class WithAdditionalCounters(Node):
    """"with two additional +1/+1 counters on it" (it enters with those counters besides any
    other, CR 122.6)."""
    amount: Node
    kind: Node
    word: Node
    on: Node


# -- putting back in order (CR 401.4) ----------------------------------------------------

@node
class PutBackOnTopOfInOrder(Node):
    """"put the rest back on top of your library in any order" (its owner orders them, CR
    401.4)."""
    zone: Node
    order: Node


# -- objects put into a zone this turn (CR 400.7) ----------------------------------------

@node
class PutFromBattlefieldThisTurn(Node):
    """"creature put into your graveyard from the battlefield this turn" (a zone change this
    turn, CR 400.7; "dies" is the same event, CR 700.4)."""
    zone: Node


@node
class WasPutThisTurn(Node):
    """"if one or more cards were put into exile this turn" (a zone change this turn, CR
    400.7)."""
    object: Node
    destination: Node


@node
class WasPutFromBattlefieldThisTurn(Node):
    """"if a permanent was put into your hand from the battlefield this turn" (CR 400.7)."""
    object: Node
    destination: Node


# -- looking at exiled cards (CR 406.3) --------------------------------------------------

@node
class LookAtCards(Node):
    """"You may look at cards exiled with this creature." (CR 406.3: looking at face-down
    exiled cards needs an effect that allows it)."""
    subject: Optional[Node]
    what: Node


# -- entering without being cast (CR 614.1a) ---------------------------------------------

@node
class WouldEnterNotCast(Node):
    """"If a nontoken creature would enter and it wasn't cast, exile it instead." (the
    replacement applies only to a permanent that did not resolve as a spell, CR 614.1a)."""
    it: Node


# -- a place inside a library (CR 401.4) -------------------------------------------------

@node
class JustBeneathTop(Node):
    """"into its owner's library just beneath the top X cards of that library" (a place in
    the library's order, CR 401.4)."""
    zone: Node
    count: Node
    word: Node
    library: Node


# -- cards with an ability (CR 113.3) ----------------------------------------------------

@node
class WithKeywordAbility(Node):
    """"target card with a cycling ability": a card that has that keyword ability (CR
    113.3, 702); ``noun`` is the word "ability"."""
    keyword: Node
    noun: Node


# -- what you returned this way (CR 608.2c) ----------------------------------------------

@node
class YouReturnedThisWay(Node):
    """"If you return a nonland card to your hand this way, ...": whether an earlier
    instruction of the same ability returned such an object (CR 608.2c)."""
    what: Node
    destination: Optional[Node] = None


# -- looking at an exiled card for a while (CR 406.3) ------------------------------------

@node
class LookAtIt(Node):
    """"You may look at it for as long as it remains exiled." (a face-down exiled card may be
    looked at only when an effect allows it, CR 406.3)."""
    subject: Optional[Node]
    what: Node
    duration: Optional[Node]


# -- one move for each (CR 608.2c) -------------------------------------------------------

@node
class ReturnForEach(Node):
    """"return a card from your graveyard to your hand for each card discarded this way" (that
    many objects are returned)."""
    subject: Optional[Node]
    what: Node
    destination: Node
    for_each: Node


@node
class ExileForEach(Node):
    """"Exile a card from your graveyard for each 1 damage prevented this way." (that many
    objects are exiled)."""
    subject: Optional[Node]
    what: Node
    for_each: Node


# -- some of them at random ---------------------------------------------------------------

@node
class SomeOfAtRandom(Node):
    """"Exile four of them at random": the objects are chosen at random, not by a player."""
    amount: Node
    group: Node


# -- cards you have in a zone (CR 404) ---------------------------------------------------

@node
class YouHaveOrMore(Node):
    """"if you have four or more creature cards in your graveyard" (a count of the objects
    matching the filter)."""
    player: Node
    amount: Node
    card_type: Node
    noun: Node
    zone: Node


# -- all objects but some (CR 608.2c) -------------------------------------------------------

@node
class AllExceptFor(Node):
    """"all permanents except for artifacts and lands", "all creatures except for Mageta the
    Lion", "all lands they control except for three": the objects the quantified reference
    names, minus those the exception names (CR 608.2c: the instruction does what its words
    say, to those objects only)."""
    objects: Node
    exception: Node


@node
class ExceptCount(Node):
    """"except for three": that many of the objects (the player chooses which as the
    instruction is carried out, CR 608.2d) are left out."""
    count: Node



# -- more characteristics compared in filters (CR 208) ----------------------------------------

@node
class WithTotalPowerAndToughness(Node):
    """"with total power and toughness 5 or less": the sum of the object's power and
    toughness meets the comparison (CR 208.1)."""
    comparison: Node


# -- a name a card does not have (CR 201.2) ------------------------------------------------

@node
class NotNamedSelf(Node):
    """"not named Detention Sphere" (the card's own name): objects with any other name
    (CR 201.2)."""
    name: Node


@node
class NotNamed(Node):
    """"not named <another card's name>": objects with any other name (CR 201.2)."""
    name: Node


# -- a replacement joined to the effects before it (CR 614.1a) -------------------------------

@node
class JoinedInstead(Node):
    """"..., and if it would die this turn, exile it instead": a replacement effect (CR
    614.1a) created by the instruction it is joined to; ``replacement`` is done instead of
    ``event`` happening to ``subject``."""
    subject: Node
    event: Node
    replacement: Node


# -- all but some (CR 608.2c, 608.2d) -------------------------------------------------------

@node
class AllButCount(Node):
    """"all but that many permanents": every object the filter names except ``count`` of
    them, which the player chooses as the instruction is carried out (CR 608.2d)."""
    count: Node
    filter: Node


@node
class AllButBottomOfZone(Node):
    """"all but the bottom card of target player's library": every card of that zone except
    the bottom one(s) (CR 401.1: a library is in order)."""
    count: Optional[Node]
    types: Node
    zone: Node


# -- where it is, how it came (CR 400.1, 702.138b) -------------------------------------------

@node
class OnTheBattlefieldState(Node):
    """"if it's on the battlefield": the object is still in the battlefield zone (CR 400.1;
    it may have left before the ability resolves)."""


@node
class UnlessEscaped(Node):
    """"sacrifice it unless it escaped": the instruction is carried out unless the permanent
    was cast from a graveyard with escape (CR 702.138b)."""
    object: Node


# -- cards in two zones, where cards came from (CR 400.1, 601.2a, 400.7) ---------------------

@node
class InExileAndZone(Node):
    """"in exile and in your graveyard": cards in either zone (CR 406, 404)."""
    zone: Node


@node
class WasCastFromAnywhereOtherThan(Node):
    """"this spell was cast from anywhere other than your hand": the zone it was cast from
    (CR 601.2a) was not that one."""
    spell: Node
    zone: Node


@node
class PutIntoZoneNotFromBattlefield(Node):
    """"is put into your graveyard from anywhere other than the battlefield": a zone change
    to that zone from any zone but the battlefield (CR 400.7; not a death, CR 700.4)."""
    zone: Node


@node
class OtherThanEnchanted(Node):
    """"other than enchanted creature": any object but the one the Aura is attached to (CR
    303.4)."""
    types: Node


@node
class DiesWhile(Node):
    """"Whenever a Dragon you control dies while this card is in your graveyard": the death
    (CR 700.4) triggers only if the condition holds as it happens (CR 603.10a: it looks back
    in time)."""
    subject: Node
    condition: Node


# -- places in a library (CR 401.4) ---------------------------------------------------------

@node
class NthFromTop(Node):
    """"put that card third from the top" (of the library just named, CR 401.4)."""
    position: Node


# -- objects attached to a target (CR 301.5, 303.4) -------------------------------------------

@node
class AttachedToTarget(Node):
    """"all Auras and Equipment attached to target creature": the objects attached to that
    target (CR 301.5, 303.4; the target is chosen as the spell is cast, CR 601.2c)."""
    adjectives: Node
    types: Node


# -- a bare "protection" in a keyword list (CR 702.16) -------------------------------------

@node
class BareProtection(Node):
    """"protection" named without its quality in a keyword list ("The same is true for ...,
    protection, and trample."): any protection ability, whatever it is from (CR 702.16)."""


# -- "whose ..." qualifiers (CR 109.4, 705) ------------------------------------------------

@node
class WhoseControllerControls(Node):
    """"target creature whose controller controls an Island": the object's controller (CR
    109.4) controls such a permanent."""
    quantifier: Node
    adjectives: Node
    types: Node


@node
class WhoseControllerHasCards(Node):
    """"a creature whose controller has eight or more cards in their graveyard" (CR 109.4:
    its controller; the count is of the cards in that zone)."""
    count: Node
    cards: Node
    zone: Node


@node
class WhoseCoinComesUp(Node):
    """"Each player whose coin comes up tails": the players (or objects) a coin was flipped
    for whose flip had that result (CR 705.2; "coin" is read as a counter word, as in "flip a
    coin")."""
    coin: Node
    side: Node


@node
class Heads(Node):
    """A coin's "heads" result (CR 705.2)."""


@node
class Tails(Node):
    """A coin's "tails" result (CR 705.2)."""


@node
class WhosePowerToughnessEqual(Node):
    """"whose power and toughness aren't equal" (CR 208.1: its power and toughness compared);
    the form says whether they are or aren't."""


@node
class WhoseTurnItIs(Node):
    """"Target opponent whose turn it is", "The player whose turn it is": the active player
    (CR 102.1)."""


# -- X defined right after the first instruction (CR 107.3) --------------------------------

@node
class WhereFirstChain(Node):
    """"Search your library for up to X basic land cards, where X is ..., put those cards onto
    the battlefield tapped, then shuffle.": effects in order, X defined after the first one
    (CR 107.3: X has the one value the definition gives it for the whole ability)."""
    first: Node
    where: Node
    rest: tuple


# -- what you sacrificed (CR 701.21) -------------------------------------------------------

@node
class YouSacrificedThisTurn(Node):
    """"as long as you sacrificed a permanent this turn": whether you sacrificed such objects
    during this turn (CR 701.21a)."""
    objects: Node


@node
class YouSacrificedThisWay(Node):
    """"If you sacrificed a permanent this way, ...": whether an earlier instruction of the same
    ability made you sacrifice such an object (CR 608.2c, 701.21a)."""
    objects: Node


@node
class TurnSacrificed(Node):
    """"permanents you've sacrificed this turn" (CR 701.21a)."""


# -- objects that can't enter the battlefield (CR 101.2) -----------------------------------

@node
class CantEnterBattlefield(Node):
    """"Creature cards in graveyards can't enter the battlefield.": an effect that would put
    such an object onto the battlefield does not move it (CR 101.2: "can't" wins)."""


# -- objects in one of several zones (CR 400.1) --------------------------------------------

@node
class InAnyOfZones(Node):
    """"cards in graveyards and libraries": objects in any zone of those kinds (CR 400.1)."""
    zone: Node
    other_zone: Node


@node
class FromAnyOfZones(Node):
    """"spells from graveyards or libraries": objects coming from a zone of either kind (CR
    400.1; for spells, the zone they were cast from, 601.2a)."""
    zone: Node
    other_zone: Node


@node
class FromZoneOrExile(Node):
    """"Spells you cast from your graveyard or from exile", "from graveyards or from exile": from
    that zone or from the exile zone (CR 400.1, 406)."""
    zone: Node


# -- the colors of mana spent, compared (CR 601.2h, 202.2) ---------------------------------

@node
class AtMostColorsSpent(Node):
    """"less than or equal to the number of colors of mana spent to cast this spell" (converge:
    the colors among the mana paid for the spell's total cost, CR 601.2h, 105.1)."""
    spell: Node



# -- session 9: the zone-move tail -------------------------------------------------------------

@node
class AllZonesList(Node):
    """"all hands and graveyards": every player's zones of those kinds (CR 400.1); the items
    alternate zone words and separators, as in ``ZonesRef``."""
    items: tuple


@node
class OwnersZonesList(Node):
    """"all opponents' hands and graveyards", "each opponent's hand and graveyard": those
    players' zones of those kinds (CR 400.1)."""
    owners: Node
    items: tuple


@node
class InsteadOfCount(Node):
    """"... for two basic land cards instead of one": the number the effect uses in place of the
    one it would use (a replacement written in the effect, CR 614.1a)."""
    count: Node




@node
class OnChoiceOfTopOrBottom(Node):
    """"on your choice of the top or bottom of its owner's library": the player named chooses
    which end of the library the object goes to (CR 401.4)."""
    chooser: Node
    zone: Node


@node
class NthFromTopOrBottom(Node):
    """"into their library second from the top or on the bottom": either place, as the player
    putting it chooses (CR 401.4)."""
    zone: Node
    ordinal: Node


# -- where an object came from, where it is (CR 400.1, 603.4) ------------------------------------

@node
class EnteredFromZoneCondition(Node):
    """"if it entered from your graveyard": the zone the permanent was in before it entered the
    battlefield (CR 400.1; an intervening "if", CR 603.4)."""
    subject: Node
    zone: Node


@node
class NoneInZone(Node):
    """"If no cards are in that graveyard": that zone holds no object of those types (CR 400.1)."""
    types: Node
    zone: Node


@node
class IsTheOnly(Node):
    """"if this card is the only creature card in your graveyard": the object matches the filter
    and no other object does."""
    subject: Node
    filter: Node


@node
class WithTheSameName(Node):
    """"another permanent with the same name": an object whose name is the same as that of the
    object the effect is about (CR 201.2)."""


@node
class ThatZone(Node):
    """"that graveyard": the zone an earlier instruction of the ability named (CR 608.2c)."""
    zone: Node


@node
class ShuffleAndZoneInto(Node):
    """"Shuffle this artifact and your graveyard into their owner's library.": the object and the
    cards of that zone are shuffled into the library (CR 701.24a)."""
    subject: Optional[Node]
    what: Node
    zone: Node
    destination: Node


@node
class TopOfThatLibrary(Node):
    """"exile the top card", "the top three cards": the top cards of the library an earlier
    instruction of the ability named (CR 401.2, 608.2c)."""
    count: Optional[Node]
    word: Node


@node
class ExileTopOfThatLibrary(Node):
    """"exile the top card": exile the top cards of the library named before (CR 406.1, 401.2)."""
    subject: Optional[Node]
    what: Node


@node
class WasntKickedCondition(Node):
    """"if this creature wasn't kicked": its kicker cost was not paid as it was cast (CR 702.33d)."""
    subject: Node


@node
class ZoneHasOrFewerCards(Node):
    """"as long as a library has twenty or fewer cards in it": the number of cards in that zone is
    at most the amount (CR 401.1)."""
    zone: Node
    count: Node
    word: Node


@node
class WithSameStatAs(Node):
    """"permanents with that spell's mana value": objects whose characteristic equals that one of
    the other object (CR 202.3 mana value, 208 power and toughness)."""
    stat: Node


# -- session 10: the zone-move tail ---------------------------------------------------------------

@node
class ManifestCards(Node):
    """"Manifest the top two cards of your library.", "Manifest a card from your hand.": each card is
    put onto the battlefield face down as a 2/2 creature (CR 701.40a)."""
    what: Node


@node
class Cloak(Node):
    """"Cloak the top card of your library.", "its controller cloaks the top card of their library."
    (CR 701.58a: manifest, and the face-down 2/2 creature has ward {2})"""
    subject: Optional[Node]
    what: Node


@node
class Discover(Node):
    """"Discover 4.": exile cards from the top of your library until you exile a nonland card with
    mana value N or less; cast it without paying its mana cost or put it into your hand; put the rest
    on the bottom in a random order (CR 701.57a)."""
    amount: Node


@node
class SeparateFaceDownAndUp(Node):
    """"separates them into a face-down pile and a face-up pile" (CR 700.3)."""
    who: Optional[Node]
    what: Node


@node
class SeparateFaceDownPiles(Node):
    """"separates them into two face-down piles" (CR 700.3; the piles' cards are hidden)."""
    who: Optional[Node]
    what: Node
    count: Node


@node
class OneOfThosePiles(Node):
    """"one of those piles": that many of the piles named before (CR 700.3)."""
    count: Node


@node
class ThatPile(Node):
    """"that pile": the pile named before (CR 700.3)."""


@node
class TheChosenPile(Node):
    """"the chosen pile": the pile chosen by an earlier instruction (CR 700.3)."""


@node
class TheOtherPile(Node):
    """"the other pile": the pile not chosen (CR 700.3)."""


@node
class ThePileOfChoice(Node):
    """"the pile of your choice", "the pile of an opponent's choice" (CR 700.3)."""
    choice: Node


@node
class FromPile(Node):
    """"all cards from the pile of your choice": the cards of that pile (CR 700.3)."""
    pile: Node


@node
class ExileInFaceDownPile(Node):
    """"exile them in a face-down pile": exiled face down, kept together as a pile (CR 406.3, 700.3)."""
    subject: Optional[Node]
    what: Node


@node
class ShufflePile(Node):
    """"shuffle that pile": the pile's cards are put in a random order (CR 701.24, 700.3)."""
    subject: Optional[Node]
    pile: Node


# -- doing it again (CR 608.2c) -------------------------------------------------------------------

@node
class RepeatProcessFor(Node):
    """"then repeats this process for an artifact, an enchantment, and a land": the instructions before,
    again, with these objects in place of the ones they named (CR 608.2c)."""
    subject: Optional[Node]
    objects: Node


@node
class DoTheSameFor(Node):
    """"then do the same for creature cards with mana value 2 and 3": the instructions before, again,
    with these objects in place of the ones they named (CR 608.2c)."""
    subject: Optional[Node]
    objects: Node


@node
class WithValuesEach(Node):
    """"with mana value 2 and 3": objects with the first value of that characteristic, then with the
    second, each in turn of the repeated instruction (CR 202.3, 608.2c)."""
    stat: Node
    values: Node


@node
class WithManaValuesEach(Node):
    """"with mana values 2 and 1": objects with the first mana value, then with the second (CR 202.3),
    each in turn of the repeated instruction."""
    values: Node


@node
class ValuePair(Node):
    """"2 and 3": two values, each in turn."""
    first: Node
    second: Node


# -- graveyard order (CR 404.2) -------------------------------------------------------------------

@node
class InZoneDirectlyBelow(Node):
    """"if ~ is in your graveyard with a creature card directly above it": the card right above it in
    that graveyard's pile matches (CR 404.2: the order of a graveyard does not change)."""
    subject: Node
    zone: Node
    above: Node
    anchor: Node


@node
class InZoneBelow(Node):
    """"if ~ is in your graveyard with three or more creature cards above it": cards anywhere above it
    in that graveyard's pile (CR 404.2)."""
    subject: Node
    zone: Node
    above: Node
    anchor: Node


@node
class AboveInZone(Node):
    """"three or more creature cards are above ~": those cards are above it in its graveyard (CR 404.2)."""
    subject: Node
    below: Node


@node
class FlippedMod(Node):
    """"return it to the battlefield flipped": a flip card enters with its flipped characteristics
    (CR 710.2)."""


@node
class OntoBattlefieldOrInto(Node):
    """"Put that card onto the battlefield or into your hand.": its controller chooses the destination
    as the instruction is carried out (CR 608.2d)."""
    zone: Node


@node
class PutDestFirst(Node):
    """"Put onto the battlefield under your control all creature cards in all graveyards that ...": a
    put written with its destination before a long object."""
    subject: Optional[Node]
    destination: Node
    what: Node


@node
class BfUnderControl(Node):
    """"onto the battlefield under your control" written before the object put there (CR 110.2)."""
    player: Node


@node
class ThatWerePutFromAnywhere(Node):
    """"that were put there from anywhere this turn": cards put into that zone this turn from any other
    zone (CR 400.7)."""
    zone: Node


@node
class InZoneWithGreatest(Node):
    """"the creature card in your graveyard with the greatest power": the one with the greatest value
    among the cards of that kind there (CR 208)."""
    zone: Node
    stat: Node


@node
class Fateseal(Node):
    """"fateseal 2": look at the top N cards of an opponent's library, put any number of them on the
    bottom and the rest on top in any order (CR 701.29a)."""
    amount: Node


@node
class OnTheBottom(Node):
    """"and the rest on the bottom in any order": on the bottom of the library named before (CR 401.4)."""
    order: Optional[Node] = None


@node
class UnderControlOf(Node):
    """"under the control of that creature's owner": that player controls the object as it enters
    (CR 110.2)."""
    player: Node


# -- what has been done (CR 608.2c, 406.3) ----------------------------------------------------------

@node
class HaveBeenExiled(Node):
    """"until all cards in that hand have been exiled": every such card is in exile now (CR 406.3)."""
    subject: Node


@node
class HaveBeenExiledWith(Node):
    """"if three or more cards have been exiled with this artifact": cards exiled by that object's
    abilities, still in exile (CR 607.2a, 406.6)."""
    subject: Node
    source: Node


@node
class HaveBeenChosen(Node):
    """"until all cards exiled this way have been chosen": every such card was chosen by the repeated
    instruction (CR 608.2c)."""
    subject: Node


@node
class CastFromExileAsLongAs(Node):
    """'"You may cast this card from exile as long as you control a Lukka planeswalker."': the permission
    holds while the condition is true (CR 601.2, 611.2b)."""
    subject: Optional[Node]
    what: Node
    condition: Node


@node
class ForEachCardTypeSentence(Node):
    """"For each card type, you may exile a card of that type from among them.": the instructions are
    done once for each card type (CR 205.2a), "that type" being that one."""
    adjectives: Node
    types: Node
    chain: Node


@node
class ForEachCardTypeAmongSentence(Node):
    """"For each card type among noncreature spells you've cast this turn, ...": once for each card type
    those objects have (CR 205.2a)."""
    adjectives: Node
    types: Node
    among: Node
    chain: Node


@node
class ThatWasExiledWith(Node):
    """"a card at random that was exiled with ~": a card exiled by that object's abilities, still in exile
    (CR 607.2a, 406.6)."""
    source: Node


# -- session 11 ---------------------------------------------------------------------------------

@node
class DoneByThisWay(Node):
    """"cards you put into your hand this way", "the cards they revealed this way": the objects that
    player moved or revealed by an earlier instruction of the same ability (CR 608.2c)."""
    player: Node
    action: Node


@node
class PutTo(Node):
    """"put into your graveyard" (what a player did to the objects: the destination, CR 400.3)."""
    destination: Node


@node
class ReturnedTo(Node):
    """"returned to your hand" (what a player did to the objects: the destination, CR 400.3)."""
    destination: Node


@node
class TheDoneByThisWay(Node):
    """"the cards they revealed this way": the objects that player moved or revealed by an earlier
    instruction of the same ability (CR 608.2c)."""
    types: Node
    player: Node
    action: Node


@node
class TheExiledByThisWay(Node):
    """"the cards they exiled this way": the cards that player exiled by an earlier instruction of the
    same ability (CR 608.2c)."""
    types: Node
    player: Node


@node
class PlayFromZone(Node):
    """"You may play that card from exile this turn.": play that object from the zone it is in (CR 305.1,
    601.2a; a land is played, any other card cast)."""
    subject: Optional[Node]
    what: Node
    duration: Optional[Node]


@node
class ObjectFromZone(Node):
    """"that card from your graveyard": the object named before and the zone it is in (CR 400.7)."""
    object: Node
    zone: Node


@node
class ObjectFromExile(Node):
    """"that card from exile": the object named before, in exile (CR 406)."""
    object: Node


@node
class SomeOrMoreOf(Node):
    """"two or more of those cards": at least that many of the group named before (CR 608.2c)."""
    count: Node
    group: Node


@node
class NotSameNameAs(Node):
    """"that doesn't have the same name as a Room you control": no object of that kind has its name
    (CR 201.2)."""
    other: Node


@node
class NotSharingWith(Node):
    """"that doesn't share a land type with a land you control" (CR 205.3, 105.4)."""
    quality: Node
    other: Node


@node
class OneControlledBy(Node):
    """"another creature you control" as the object whose name is matched (CR 201.2)."""
    quantifier: Node
    types: Node
    controller: Node


@node
class TheExiledThisWay(Node):
    """"the card exiled this way": the card an earlier instruction exiled (CR 608.2c)."""
    noun: Node


@node
class ThatWereExiledThisWay(Node):
    """"creatures they controlled that were exiled this way" (CR 608.2c)."""


@node
class WasRevealedThisWay(Node):
    """"If a card named ~ was revealed this way, ...": whether the instruction before revealed that card
    (CR 701.20, 608.2c)."""
    object: Node


@node
class TheCardsFromZone(Node):
    """"the cards from their hand": every card in that zone (CR 400.1)."""
    noun: Node
    zone: Node


@node
class OneAttachedTo(Node):
    """"a Curse attached to enchanted player" as the object compared with (CR 303.4, 201.2)."""
    quantifier: Node
    types: Node
    attached_to: Node


# -- session 12: the zone-moves tail ----------------------------------------------------------------

@node
class WouldBePutFromBattlefield(Node):
    """"would be put into a graveyard from the battlefield": the event a replacement watches for
    (CR 614.1a), a permanent's move to that zone (dying, when the zone is a graveyard, CR 700.4)."""
    zone: Node


@node
class WouldBePutFromBattlefieldThisTurn(Node):
    """"would be put into a graveyard from the battlefield this turn": that event, replaced only until
    the turn ends (CR 614.1a, 611.2a)."""
    zone: Node


@node
class UpToSomeOf(Node):
    """"up to one of them": at most that many of the objects named before, chosen by the player
    (CR 608.2c, 608.2d)."""
    amount: Node
    group: Node


@node
class AllButSomeOf(Node):
    """"all but one of them": every object named before except that many, which the player chooses
    (CR 608.2c, 608.2d)."""
    count: Node
    group: Node


@node
class OtherwiseNoCommaSentence(Node):
    """"Otherwise put it into your hand.": the instructions followed when the condition of the sentence
    before didn't hold (CR 608.2c), older wording with no comma."""
    chain: Node


@node
class ReturnHalf(Node):
    """"Return half the creatures they control to their owner's hand, rounded up." (CR 107.1a)"""
    player: Optional[Node]
    filter: Node
    destination: Node
    rounding: Node


@node
class NotControlledByPast(Node):
    """"a card you didn't control": an object that player didn't control when it was on the
    battlefield or the stack (CR 108.4)."""
    player: Node


@node
class OtherThanKind(Node):
    """"other than basic land cards": the filter excludes objects of that kind."""
    adjectives: Node
    types: Node


@node
class PutOntoBattlefieldThisWayCondition(Node):
    """"If you put an artifact onto the battlefield this way": whether an earlier instruction of the
    same ability put such an object onto the battlefield (CR 608.2c)."""
    player: Node
    object: Node


@node
class PutOntoBattlefieldEvent(Node):
    """"When a creature is put onto the battlefield this way": the event of a reflexive trigger
    (CR 603.12)."""


@node
class AnyNumberOfTargetPlayersZones(Node):
    """"any number of target players' graveyards": that zone of each target player (CR 115.1)."""
    zone: Node


@node
class FromAPlayersZone(Node):
    """"from a player's graveyard": in that zone of any one player (CR 404.1)."""
    zone: Node


@node
class PutIntoFromZone(Node):
    """"Put your commander into your hand from the command zone.": a move between two named zones
    (CR 400.7)."""
    player: Optional[Node]
    what: Node
    destination: Node
    origin: Node



@node
class AnyZone(Node):
    """"any graveyard": that zone of any player (CR 404.1)."""
    zone: Node


@node
class ExileFaceDownForEach(Node):
    """"exile a card from the top of your library face down for each opponent you have" (CR 406.3)."""
    subject: Optional[Node]
    what: Node
    for_each: Node


@node
class ExileFaceDownWithCounters(Node):
    """"Exile one of them face down with a hatching counter on it" (CR 406.3, 122.1)."""
    subject: Optional[Node]
    what: Node
    counters: Node


@node
class PutsOntoBattlefieldEvent(Node):
    """"Whenever a player puts a Swamp onto the battlefield": a permanent entering under that player's
    control (CR 603.2, 110.2)."""
    what: Node


@node
class PutIntoZonesFromAnywhere(Node):
    """"are put into graveyards from anywhere": a card's move to that zone of any player, from any zone
    (CR 400.7, 404.1)."""
    zone: Node


# == session 13 (gzone) ==========================================================================

@node
class PutOntoBattlefieldWith(Node):
    """"the creature put onto the battlefield with Diabolic Servitude": only the objects the named
    object's linked ability put onto the battlefield (CR 607.2c)."""
    source: Node


@node
class NameOriginallyPrintedIn(Node):
    """"with a name originally printed in the Homelands expansion": the names CR 206.3a-c lists for
    that expansion."""
    expansion: Node


@node
class NamedEither(Node):
    """"a card named Festering Newt or Bubbling Cauldron": an object with either name (CR 201.2)."""
    first: Node
    second: Node


@node
class NotControlledBySelf(Node):
    """"all creatures Garruk the Slayer doesn't control": objects whose controller is not the
    controller of the named object (CR 109.4)."""
    source: Node


@node
class ThatDied(Node):
    """"the creature that died": the creature whose dying (CR 700.4) triggered the ability."""


@node
class IsAnotherKind(Node):
    """"that creature is another Hero": the object has that type and is not the source (CR 109.1)."""
    what: Node
    kind: Node


@node
class ConjureInto(Node):
    """"Conjure a Kraken Hatchling into your hand.": a new card with that name is made in that zone
    (digital-only Alchemy action; no CR rule)."""
    cards: Node
    zone: Node


@node
class ConjureOntoBattlefield(Node):
    """"Conjure a Regal Force card onto the battlefield." (digital-only Alchemy action; no CR rule)"""
    cards: Node


@node
class ConjuredCards(Node):
    """"three Reassembling Skeleton cards": how many cards, and their name."""
    count: Node
    name: Node
    word: Optional[Node]


@node
class OneConjured(Node):
    """"a"/"an": one card."""


@node
class ConjuredCount(Node):
    """"three": that many cards."""
    number: Node
