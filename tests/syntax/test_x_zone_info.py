"""Searching, revealing, looking, drawing and discarding: the corpus tail of session 8
(grammar/rules/99_v_zone_info.lark, nodes in cardlang/syntax/ast/v_zone_info.py). Each test
parses real Oracle wording, demands the round trip (``one``) and checks the typed AST against
the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- trigger events --------------------------------------------------------------------------

def test_phasing_out_and_in_trigger():
    # CR 702.26g: phasing out / in triggers "phases out" / "phases in" abilities
    node = one("Whenever Teferi's Imp phases out, discard a card.", "Teferi's Imp")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.SelfByName) and event.predicates == (A.PhasesOutEvent(),)
    node = one("Whenever Teferi's Imp phases in, draw a card.", "Teferi's Imp")
    assert first(node, A.Event).predicates == (A.PhasesInEvent(),)
    # one subject, two events joined by "or" (CR 603.2)
    node = one("When Ertai's Familiar phases out or leaves the battlefield, mill three cards.", "Ertai's Familiar")
    predicates = first(node, A.Event).predicates
    assert isinstance(predicates[0], A.PhasesOutEvent) and isinstance(predicates[1], A.LeavesBattlefield)


def test_becomes_renowned_and_saddled_events():
    # CR 702.112b: renown makes the creature renowned
    node = one("Whenever a creature you control becomes renowned, draw a card.")
    assert first(node, A.Event).predicates == (A.BecomesRenownedEvent(),)
    # CR 702.171b: saddled; only the first time each turn
    node = one("Whenever this creature becomes saddled for the first time each turn, mill two cards, then this "
               "creature gets +X/+X until end of turn, where X is the number of creature cards in your graveyard.")
    saddled = first(node, A.BecomesSaddledEvent)
    assert saddled.first_time is not None
    assert first(node, A.Mill).amount.number.value == 2


def test_clash_and_win_and_manifest_dread_events():
    # CR 701.30: the clash is won by the player whose card has the higher mana value
    node = one("Whenever you clash and win, you may draw a card. (This ability triggers after the clash ends.)")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.You) and event.predicates == (A.ClashAndWinEvent(),)
    assert _has(node, A.MayEffect)


def test_returned_to_hand_events():
    # CR 400.7: a permanent that goes to a hand; "to hand" is any hand, "to your hand" yours
    node = one("Whenever a permanent is returned to your hand, you may pay {1}. If you do, draw a card.")
    event = first(node, A.ReturnedToHandEvent)
    assert isinstance(event.hand, A.ZoneRef) and isinstance(event.hand.owner, A.Your)
    node = one("Whenever one or more noncreature permanents are returned to hand, draw a card. This ability "
               "triggers only once each turn.")
    event = first(node, A.ReturnedToHandEvent)
    assert isinstance(event.hand, A.BareZone) and event.hand.zone.name == "hand"


def test_activate_either_keyword_ability():
    # CR 602.2: activating an eternalize (702.129) or an embalm (702.128) ability
    node = one("Whenever you activate an eternalize or embalm ability, draw a card.")
    event = first(node, A.ActivatesEitherKeywordAbility)
    assert {event.first.name.lower(), event.second.name.lower()} == {"eternalize", "embalm"}


# -- restrictions and looks ------------------------------------------------------------------

def test_players_cant_draw_cards():
    # CR 101.2: "can't" beats an instruction to draw
    node = one("Players can't draw cards.")
    assert first(node, A.CantDrawCards).word.noun.plural
    assert isinstance(first(node, A.ObjectGets).subject, A.AllMatching)


def test_cant_be_countered_for_a_duration():
    # CR 101.2; the effect of a resolved spell lasts the turn (CR 611.2a)
    node = one("Other spells you control can't be countered this turn.")
    sentence = first(node, A.CantBeCounteredFor)
    assert _has(sentence.what, A.Other) and sentence.duration is not None


def test_skip_a_named_step():
    # CR 614.10: the upkeep step is skipped; the same node as "Skip your draw step."
    node = one("Hellbent — Skip your upkeep step if you have no cards in hand.")
    skip = first(node, A.SkipStep)
    assert isinstance(skip.owner, A.Your) and skip.step.name == "upkeep"


def test_look_at_face_down_creatures():
    # CR 708.5: an effect may let a player look at a face-down permanent
    node = one("{2}{W}: Look at target face-down creature.")
    look = first(node, A.LookAtTarget)
    assert isinstance(look.what, A.Target) and _has(look.what, A.FaceDown)
    node = one("You may look at face-down creatures your opponents control any time.")
    look = first(node, A.MayLookAtAnyTime)
    assert isinstance(look.player, A.You) and _has(look.what, A.FaceDown)


# -- one-shot effects ------------------------------------------------------------------------

def test_discard_at_the_beginning_of_the_next_end_step():
    # CR 603.7: a delayed triggered ability discards later
    node = one("Draw three cards. Discard three cards at the beginning of the next end step.")
    discard = first(node, A.DiscardDelayed)
    assert discard.what.amount.number.value == 3 and isinstance(discard.when, A.DelayedAt)


def test_destroy_one_of_them_at_random():
    # CR 608.2d: the object is chosen at random as the effect is applied
    node = one("Choose three target nonenchantment permanents. Destroy one of them at random.")
    destroy = first(node, A.DestroySomeAtRandom)
    assert destroy.number.number.value == 1 and isinstance(destroy.group, A.Them)


def test_for_each_spell_countered_this_way():
    # CR 701.6, 608.2c: the spells the instruction before countered
    node = one("Counter all other spells. Draw a card for each spell countered this way.")
    for_each = first(node, A.ForEach)
    assert _has(for_each, A.CounteredThisWaySuffix)


# -- costs and qualifiers --------------------------------------------------------------------

def test_two_alternative_cost_lists():
    # CR 602.1: one of the two costs is paid to activate the ability
    node = one("{3}, {T} or {U}, {T}: Return target creature to its owner's hand unless its controller pays {1}.")
    ability = node.body
    assert isinstance(ability, A.EitherCostsAbility)
    assert isinstance(ability.first.items[1], A.TapCost) and isinstance(ability.second.items[1], A.TapCost)
    assert ability.first.items[0].cost.symbols[0].symbol == "3"
    assert ability.second.items[0].cost.symbols[0].symbol == "U"


def test_aura_thats_attached_to_a_creature():
    # CR 303.4: an Aura attached to a creature
    node = one("Enchanted creature gets +1/+1 for each Aura you control that's attached to a creature.")
    state = first(node, A.AttachedToState)
    assert state.what.items[0].words[0].name.name == "creature"
    node = one("When this Aura enters, draw a card for each Aura you control that's attached to a creature.")
    assert _has(first(node, A.ForEach), A.AttachedToState)


def test_cycled_cards_this_turn_condition():
    # CR 702.29: cycling; counted over the turn
    node = one("At the beginning of each end step, if you cycled two or more cards this turn, return Spellpyre "
               "Phoenix from your graveyard to your hand.", "Spellpyre Phoenix")
    condition = first(node, A.CycledThisTurnCondition)
    assert isinstance(condition.what, A.CountedOrMore) and condition.what.amount.number.value == 2
