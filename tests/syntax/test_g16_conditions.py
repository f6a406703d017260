"""G16: conditions, restrictions, "once each turn" permissions and attack taxes on real
Oracle lines (grammar/rules/98_conditions_restrictions.lark, ast/conditions_more.py).

Each test parses a corpus line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

import pytest

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one, type_names


def both_ways(text: str, names=("~",)):
    names = (names,) if isinstance(names, str) else names
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


# -- player designations -------------------------------------------------------------------
def test_monarch_is_an_intervening_if_of_a_trigger():
    # CR 724.1: the monarch is a player designation; CR 603.4: intervening "if" of a trigger
    node = both_ways("At the beginning of your end step, if you're the monarch, put a +1/+1 counter on "
                     "Throne Warden.", "Throne Warden")
    trig = first(node, A.TriggeredAbility)
    assert isinstance(first(trig, A.YouAreMonarch), A.YouAreMonarch)
    assert isinstance(first(trig, A.PutCounters), A.PutCounters)


def test_monarch_instead_sentence():
    node = both_ways("At the beginning of your upkeep, this enchantment deals 2 damage to any target. "
                     "If you're the monarch, it deals 7 damage instead.")
    sentence = node.body.sentences.items[1]
    assert isinstance(sentence, A.ConditionalSentence) and isinstance(sentence.condition, A.YouAreMonarch)
    # CR 614.1a: "instead" replaces the 2 damage by 7
    assert first(sentence.chain, A.DealDamageInstead).amount.number.value == 7


def test_defending_player_condition():
    # CR 506.2: the defending player
    node = both_ways("Whenever a creature an opponent controls attacks, if you're the defending player, "
                     "create a 3/3 red Ogre creature token.")
    assert isinstance(first(node, A.YouAreDefendingPlayer), A.YouAreDefendingPlayer)


def test_been_attacked_this_step_joins_a_casting_restriction():
    # CR 601.3: both restrictions limit when the spell may be cast; CR 508.1: attackers
    node = both_ways("Cast this spell only during the declare attackers step and only if you've been "
                     "attacked this step.")
    both = first(node, A.RestrictionAnd)
    assert isinstance(both.restriction, A.CastOnlyDuringStep)
    assert isinstance(both.also.condition, A.BeenAttackedThisStep)


# -- negated conditions and "it's [quality]" --------------------------------------------------
def test_isnt_a_land_card():
    node = both_ways("{T}: Draw a card and reveal it. If it isn't a land card, discard it.")
    cond = first(node, A.IsNotACondition)
    assert isinstance(cond.subject, A.It)
    assert type_names(cond.filter) == ["land", "card"]


def test_isnt_a_creature_or_vehicle():
    node = both_ways("Put X +1/+1 counters on target artifact you control. If it isn't a creature or "
                     "Vehicle, it becomes a 0/0 Construct artifact creature.")
    assert type_names(first(node, A.IsNotACondition).filter) == ["creature", "Vehicle"]


@pytest.mark.parametrize("text, quality", [
    ("Dragonlord Ojutai has hexproof as long as it's untapped.", A.Untapped),
    ("Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.", A.ColorAdjective),
    ("Will of the All-Hunter: Target creature gets +2/+2 until end of turn. If it's blocking, instead put "
     "two +1/+1 counters on it.".split(": ", 1)[1], A.Blocking),
])
def test_it_is_quality(text, quality):
    node = both_ways(text, ("Dragonlord Ojutai",))
    assert isinstance(first(node, A.ItIsCondition).quality, quality)


def test_it_is_white_names_the_color():
    node = both_ways("Destroy target creature if it's white. A creature destroyed this way can't be regenerated.")
    cond = first(node, A.EffectIfSentence).condition
    assert isinstance(cond, A.ItIsCondition) and cond.quality.color.name == "white"


def test_it_is_enchanted():
    node = both_ways("Whenever Krond the Dawn-Clad attacks, if it's enchanted, exile target permanent.",
                     "Krond the Dawn-Clad")
    assert isinstance(first(node, A.ItIsEnchanted), A.ItIsEnchanted)


# -- things you did this turn --------------------------------------------------------------------
def test_drawn_two_or_more_cards_this_turn():
    node = both_ways("This creature gets +2/+0 as long as you've drawn two or more cards this turn.")
    deed = first(node, A.YouDidThisTurn).deed
    assert isinstance(deed, A.DrewOrMore) and deed.amount.number.value == 2


def test_committed_a_crime_this_turn():
    # CR 700.13: a crime is targeting an opponent, their permanents or spells, or their graveyard cards
    node = both_ways("If you've committed a crime this turn, discard a card. Otherwise, discard two cards.".join(
        ["[+1]: Draw two cards. ", ""]))
    assert isinstance(first(node, A.YouDidThisTurn).deed, A.CommittedCrime)


@pytest.mark.parametrize("text, deed", [
    ("{1}, {T}, Pay 1 life: Draw a card. Activate only if you've discarded a card this turn.", A.DiscardedDeed),
    ("As long as you've lost life this turn, this creature has flying and vigilance.", A.LostLifeDeed),
    ("At the beginning of your end step, draw a card if you've gained 3 or more life this turn.",
     A.GainedLifeOrMoreDeed),
    ("At the beginning of each end step, if you've been dealt 5 or more damage this turn, abandon this scheme.",
     A.DealtDamageOrMoreDeed),
    ("As long as you've put one or more +1/+1 counters on a creature this turn, ~ has trample and lifelink.",
     A.PutCountersDeed),
])
def test_deeds_this_turn(text, deed):
    node = both_ways(text)
    assert isinstance(first(node, A.YouDidThisTurn).deed, deed)


def test_completed_a_dungeon():
    # CR 309.7: a player completes a dungeon as its last room's ability leaves the stack
    node = both_ways("Other creatures you control get +1/+1 as long as you've completed a dungeon.")
    assert isinstance(first(node, A.GetsAsLongAs).condition, A.CompletedDungeon)


# -- entered this turn ---------------------------------------------------------------------------
def test_another_creature_entered_under_your_control_this_turn():
    node = both_ways("Whenever this creature attacks, if another creature entered the battlefield under your "
                     "control this turn, this creature gains flying until end of turn.")
    cond = first(node, A.EnteredThisTurnCondition)
    assert type_names(cond.subject) == ["creature"]
    assert isinstance(cond.how, A.EntersUnderControl)


def test_opponent_had_two_or_more_creatures_enter():
    node = both_ways("If an opponent had two or more creatures enter the battlefield under their control this "
                     "turn, you may pay {U} rather than pay this spell's mana cost.")
    cond = first(node, A.HadEnterThisTurnCondition)
    assert type_names(cond.player) == ["opponent"]
    assert isinstance(cond.subject, A.CountedOrMore) and cond.subject.amount.number.value == 2


# -- control of this object as a duration ----------------------------------------------------------
def test_for_as_long_as_you_control_this_creature():
    # CR 611.2b: the effect ends when you no longer control the source
    node = both_ways("When this creature enters, gain control of target artifact for as long as you control "
                     "this creature.")
    cond = first(node, A.ForAsLongAs).condition
    assert isinstance(cond, A.ControlsSelfCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.self_ref, A.SelfThis)


# -- "once each turn" permissions -------------------------------------------------------------------
def test_once_during_each_of_your_turns():
    node = both_ways("Once during each of your turns, you may cast a creature spell from your graveyard.")
    once = first(node, A.OnceEachSentence)
    assert isinstance(once.limit, A.OnceDuringEachOfYourTurns)
    assert isinstance(first(once.body, A.CastEffect), A.CastEffect)


# -- trigger: you're dealt damage -----------------------------------------------------------------
def test_whenever_you_are_dealt_damage():
    # CR 120.3: damage dealt to a player
    node = both_ways("Whenever you're dealt damage, put that many vitality counters on Living Artifact.",
                     "Living Artifact")
    event = first(node, A.YouAreDealtDamage)
    assert event.combat is None


# -- attack and block taxes ----------------------------------------------------------------------
def test_cant_attack_or_block_unless_you_pay_for_each_counter():
    # CR 508.1d / 509.1d: the cost is paid as attackers or blockers are declared
    node = both_ways("Phyrexian Marauder can't attack unless you pay {1} for each +1/+1 counter on it.",
                     "Phyrexian Marauder")
    tax = first(node, A.CantAttackUnlessPays)
    assert isinstance(tax.pays, A.UnlessPaysForEach) and isinstance(tax.pays.player, A.You)
    assert tax.pays.for_each is not None


def test_cant_attack_or_block_unless_its_controller_pays():
    node = both_ways("Enchanted creature can't attack or block unless its controller pays {3}.")
    tax = first(node, A.CantAttackOrBlockUnlessPays)
    assert isinstance(tax.pays, A.UnlessPays) and isinstance(tax.pays.player, A.ItsController)


def test_cant_block_unless_their_controller_pays():
    node = both_ways("{X}{R}: This turn, creatures can't block unless their controller pays {X} for each "
                     "blocking creature they control.")
    tax = first(node, A.CantBlockUnlessPays)
    assert isinstance(tax.pays.player, A.TheirController)
