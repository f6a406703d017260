"""The corpus tail, noun phrases: references, object filters and their qualifiers, quantities,
players and zones (grammar/rules/99_tail_refs.lark)."""

from __future__ import annotations

from typing import Optional

from .base import Node, node
from .leaves import TypeName
from .references import TypeWord


# -- protection qualities (CR 702.16) -------------------------------------------------------
@node
class FromEachOfQualities(Node):
    """"from each of its colors", "from each of the exiled card's card types": protection from
    each quality the object has (CR 105.2 colors, 205.2a card types)."""
    owner: Node
    qualities: Node


@node
class FromEachOfPlayers(Node):
    """"protection from each of your opponents" (CR 702.16j: protection from a player)."""
    owner: Node
    noun: Node


@node
class ItsPossessive(Node):
    """"its" before a characteristic: the object named before (CR 608.2c)."""


@node
class PossessiveOf(Node):
    """"that spell's", "the exiled card's": the object whose characteristic is meant."""
    object: Node


@node
class ColorsQuality(Node):
    """"colors" (CR 105.2)."""


@node
class CardTypesQuality(Node):
    """"card types" (CR 205.2a); ``kind`` is the word "card"."""
    kind: Node


# -- type words ------------------------------------------------------------------------------
@node
class CommanderWord(TypeWord):
    """"commander" as the noun of a filter (CR 903.3: a card designated as a commander): a type
    word whose name is the designation (category "designation"), so code reading type words
    sees a name like any other."""

    def __post_init__(self):
        if self.name is None:
            object.__setattr__(self, "name", TypeName("designation", "commander"))


@node
class SepCommaAndOr(Node):
    """", and/or" closing a type list: any one or more of the listed types."""


# -- players -----------------------------------------------------------------------------------
@node
class ThatPlayerOrController(Node):
    """"that player or that planeswalker's controller": the targeted player, or the controller of
    the targeted planeswalker (CR 306.5, 115.1)."""
    player: Node
    permanent: Node


# -- filter qualifiers -------------------------------------------------------------------------
@node
class WithSingleTarget(Node):
    """"with a single target": a spell or ability that has exactly one target (CR 115.1)."""


@node
class ThatEnteredBattlefieldThisTurn(Node):
    """"that entered the battlefield [under your control] this turn" (CR 603.6a)."""
    how: Optional[Node] = None


@node
class AttachedToSome(Node):
    """"attached to a creature you control", "attached to a creature or land": attached to an
    object of those types (CR 301.5, 303.4); ``controller`` is a ControlledBy or None."""
    quantifier: Node
    types: Node
    controller: Optional[Node] = None


@node
class TappedThisWay(Node):
    """"tapped this way": tapped by an earlier instruction of the ability (CR 608.2c)."""


# -- quantities --------------------------------------------------------------------------------
@node
class GreatestNumberOf(Node):
    """"the greatest number of artifacts an opponent controls": the largest count any one player
    (or group named by the filter) has."""
    filter: Node


# -- "the" and a described object ----------------------------------------------------------------
@node
class TheDescribed(Node):
    """"the creature you control", "the card you revealed", "the creature with the greatest power":
    the one object of that kind the qualifier picks out (CR 608.2c)."""
    types: Node
    qualifier: Node


@node
class ChosenBy(Node):
    """"you chose", "you revealed": picked by that player earlier in the ability (CR 608.2c)."""
    chooser: Node


@node
class WithGreatestOrTied(Node):
    """"with the greatest power or tied for the greatest power" (CR 208)."""
    stat: Node
    tied_stat: Node


@node
class TheTypedStat(Node):
    """"the creature's power": a characteristic of the object named before (CR 208, 608.2c)."""
    noun: Node
    stat: Node


@node
class TheTypedController(Node):
    """"the creature's controller" (CR 108.4)."""
    noun: Node


# -- zones (CR 408) --------------------------------------------------------------------------------
@node
class CommandZone(Node):
    """"the command zone" (CR 408)."""


@node
class ForEachTimeCast(Node):
    """"for each time you've cast your commander from the command zone this game", "... a commander
    from the command zone this game" (CR 903.8: the commander tax counts these casts)."""
    caster: Node
    spell: Node


@node
class CommanderFromCommandZone(Node):
    """"your commander from the command zone" (CR 408, 903.8)."""
    commander: Node


# -- joined references ------------------------------------------------------------------------------
@node
class AndOrRefs(Node):
    """"an instant card and/or a sorcery card": either or both of the references."""
    __glued__ = ("/",)
    first: Node
    second: Node


# -- more qualifiers ----------------------------------------------------------------------------------
@node
class OtherThanZone(Node):
    """"other than your hand" after "from anywhere": every zone but that one (CR 400.1)."""
    zone: Node


@node
class ControlledBySamePlayer(Node):
    """"controlled by the same player": every object of the group has one controller (CR 108.4)."""
    noun: Node


@node
class ControlledByDifferentPlayers(Node):
    """"controlled by different players": no two objects of the group share a controller."""
    noun: Node


@node
class WithPowerAndToughnessEach(Node):
    """"with power and toughness each equal to its mana value" (CR 208.1)."""
    value: Node


@node
class AnyOfGroup(Node):
    """"any of them", "any of those cards": one or more of a group named before (CR 608.2c)."""
    group: Node


@node
class ControllerOfPermanentItBecomes(Node):
    """"the controller of the permanent it becomes": the controller of the permanent this Aura
    spell became on resolution (CR 608.3)."""
    noun: Node


# -- players and their zones (CR 102, 400) ---------------------------------------------------------
@node
class YourTeam(Node):
    """"your team" (CR 810.2: the players of a team in Two-Headed Giant)."""


@node
class TheMonarch(Node):
    """"the monarch" (CR 724)."""


@node
class TheChosenPlayer(Node):
    """"the chosen player" (CR 607.2: chosen as the permanent entered or the ability resolved)."""
    noun: Node


@node
class TheActivePlayer(Node):
    """"the active player": the player whose turn it is (CR 102.1)."""
    noun: Node


@node
class AllOpponents(Node):
    """"all opponents'": each opponent's zone of that kind."""


@node
class TargetOwnerOf(Node):
    """"target creature's owner" (CR 108.3; the creature is the target, CR 115.1)."""
    filter: Node


# -- more objects ------------------------------------------------------------------------------------
@node
class TheOtherObject(Node):
    """"the other creature": the second of two objects named before (CR 608.2c)."""
    type: Node


@node
class OtherThanA(Node):
    """"other than a basic land card": not an object of that description."""
    adjectives: Node
    types: Node


@node
class InZoneOrOnBattlefield(Node):
    """"if ~ is in the command zone or on the battlefield" (CR 400.1)."""
    subject: Node
    zone: Node


# -- keyword qualities ---------------------------------------------------------------------------------
@node
class WithEnchant(Node):
    """"with enchant creature": an Aura whose enchant keyword names these types (CR 702.5)."""
    types: Node


# -- adjectives and states -----------------------------------------------------------------------------
@node
class Kicked(Node):
    """"kicked": a spell whose kicker cost was paid (CR 702.33d)."""


@node
class ArticleInState(Node):
    """"an equipped creature you control", "an enchanted permanent": one object that has an
    Equipment or Aura attached to it (CR 301.5, 303.4)."""
    state: Node
    filter: Node


@node
class TargetInState(Node):
    """"target enchanted creature": a target that has an Aura attached to it (CR 303.4, 115.1)."""
    state: Node
    filter: Node


@node
class EnchantedPlayer(Node):
    """"enchanted player": the player an Aura with enchant player is attached to (CR 303.4)."""
    noun: Node


# -- the player with the most ... ------------------------------------------------------------------------
@node
class WithMostLife(Node):
    """"with the most life", "with the highest life total": the player whose life total is greatest
    (CR 119)."""


@node
class TargetStat(Node):
    """"target creature's power" (CR 208; the creature is a target, CR 115.1)."""
    filter: Node
    stat: Node


@node
class WhoControlsMost(Node):
    """"who controls the most creatures": the player with more such permanents than any other."""
    types: Node


@node
class WhoHasMostInZone(Node):
    """"who has the most cards in hand" (CR 402: the hand)."""
    noun: Node
    zone: Node


@node
class AttackedBy(Node):
    """"that creature is attacking": the player, planeswalker or battle it attacks (CR 506.3)."""
    attacker: Node


@node
class OtherTargetsCount(Node):
    """"two other target creatures": that many targets, not this object (CR 115.1)."""
    amount: Node
    filter: Node


@node
class ForEachColorOf(Node):
    """"for each of that spell's colors" (CR 105.2)."""
    owner: Node


# -- what was done to it this turn ------------------------------------------------------------------------
@node
class YouDidToThisTurn(Node):
    """"you've drawn this turn", "you've cast this turn": objects you drew, discarded, cast ... this
    turn (CR 608.2c)."""
    deed: Node


@node
class TurnDrawn(Node):
    """drawn (CR 121)."""


@node
class TurnDiscarded(Node):
    """discarded (CR 701.9)."""


@node
class TurnCast(Node):
    """cast (CR 601)."""


@node
class TurnCycledOrDiscarded(Node):
    """cycled or discarded (CR 702.29, 701.9)."""


@node
class ThatDidntAttackThisTurn(Node):
    """"that didn't attack this turn" (CR 508.1a)."""


@node
class ThatsBothColors(Node):
    """"that's both red and white": it has both colors (CR 105.2)."""
    first: Node
    second: Node


@node
class WithEqualOrLesser(Node):
    """"with equal or lesser mana value": compared with the object named before."""
    stat: Node


@node
class AllPlayers(Node):
    """"all players'": every player's zone of that kind."""


# -- third batch ---------------------------------------------------------------------------------------------
@node
class BecomesColorsOfChoice(Node):
    """"becomes the color or colors of your choice" (CR 105.3: one or more colors)."""


@node
class NumberDifferentlyNamed(Node):
    """"the number of differently named lands you control": how many different names (CR 201.2)."""
    filter: Node


@node
class WithoutCounter(Node):
    """"without a fate counter on it" (CR 122)."""
    kind: Node
    holder: Node


@node
class DefendingPlayers(Node):
    """"defending player's" (CR 506.2)."""


# -- fourth batch ----------------------------------------------------------------------------------------------
@node
class EachWithStat(Node):
    """"each with mana value 2 or less": every object of the group has it (CR 202.3)."""
    stat: Node
    comparison: Node


@node
class ThatIsntManaAbility(Node):
    """"an ability that isn't a mana ability" (CR 605.1)."""
    noun: Node


@node
class ChooseTypeOtherThan(Node):
    """"Choose a creature type other than Wall." (CR 205.3: a type chosen, one left out)."""
    kind: Node
    excluded: Node


@node
class EntersWithCounterChoice(Node):
    """"enters with your choice of a flying counter or a hexproof counter on it" (CR 122.1b, 614.1c)."""
    subject: Node
    first: Node
    second: Node
    holder: Node


@node
class CounterOfKind(Node):
    """"a flying counter": one counter of that kind (CR 122.1)."""
    kind: Node
    word: Node


@node
class BecomesThatType(Node):
    """"becomes that type": the type chosen before (CR 607.2, 205.1a)."""


# -- fifth batch: players described by what they did ---------------------------------------------------
@node
class Couldnt(Node):
    """"who can't": the player could not follow the instruction before (CR 608.2c)."""


@node
class DrewPredicate(Node):
    """"who drew a card this way" (CR 121)."""
    what: Node
    when: Node


@node
class DiscardedPredicate(Node):
    """"who discarded a card this way" (CR 701.9)."""
    what: Node
    when: Node


@node
class DidntDiscardPredicate(Node):
    """"who didn't discard a nonland card this way" (CR 701.9)."""
    what: Node
    when: Node


@node
class DidntSacrificePredicate(Node):
    """"who didn't sacrifice a creature" (CR 701.21)."""
    what: Node


@node
class ThisWay(Node):
    """"this way": by the instruction before (CR 608.2c)."""


@node
class WithAnyCounters(Node):
    """"with counters on them": one or more counters of any kind (CR 122)."""
    holder: Node


@node
class OutlawWord(TypeWord):
    """"outlaw": an Assassin, Mercenary, Pirate, Rogue or Warlock (a batch of creature types named as
    one word); its name has category "batch", so code reading type words sees a name."""

    def __post_init__(self):
        if self.name is None:
            object.__setattr__(self, "name", TypeName("batch", "outlaw"))


@node
class WhoSearchedThisWay(Node):
    """"who searched their library this way" (CR 701.23)."""
    zone: Node


@node
class WhoDoes(Node):
    """"who does": the player did the optional instruction before (CR 608.2c)."""


@node
class DiscardedByThisWay(Node):
    """"cards a player discarded this way" (CR 701.9, 608.2c)."""
    player: Node


# -- session 13: players and objects described by what happened this turn (CR 608.2c) ----------

@node
class DrewNOrMorePredicate(Node):
    """"who drew two or more cards this turn" (CR 121.1: each card drawn counts)."""
    count: Node
    noun: Node


@node
class HadEnterThisTurnPredicate(Node):
    """"who had two or more lands enter the battlefield under their control this turn" (CR 603.6a)."""
    what: Node
    how: Optional[Node] = None


@node
class HadEnterThisTurnSuffix(Node):
    """"creatures you had enter the battlefield under your control this turn": the objects that
    entered this turn (CR 603.6a), counted by the player named."""
    player: Node
    how: Optional[Node] = None


# -- session 13: lists of card names (CR 201.2) ------------------------------------------------------

@node
class NamedEach(Node):
    """"artifacts named Scepter of Empires and Throne of Empires": objects with each of the names
    (CR 201.2: a name is one card's name; "and" asks for one of each)."""
    names: Node


@node
class NamesAnd(Node):
    """The names of "named A, B, and C" (CR 201.2)."""
    items: tuple


# -- session 13: more players described by what happened (CR 608.2c) ------------------------------

@node
class HasLostGame(Node):
    """"who has lost the game" (CR 104.3: a player who lost the game leaves it, 800.4a)."""


@node
class InvestigatedThisWay(Node):
    """"who investigated this way": the player followed the instruction before (CR 701.16, 608.2c)."""


@node
class Monarchs(Node):
    """"the monarch's end step": the player who is the monarch (CR 724.1)."""



# -- session 13, third batch ------------------------------------------------------------------------------

@node
class TwiceNumberOfTypesAmong(Node):
    """"twice the number of basic land types among lands you control" (CR 107.1, 305.6)."""
    adjectives: Node
    types: Node
    among: Node


@node
class ThosePlayers(Node):
    """"those opponents" as controller: the players named before (CR 608.2c)."""
    noun: Node


@node
class NeitherOwnedNorControlledBy(Node):
    """"you neither own nor control" (CR 108.3, 108.4)."""
    player: Node
