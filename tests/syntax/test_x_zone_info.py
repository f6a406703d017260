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


# -- second batch ----------------------------------------------------------------------------

def test_max_speed_replacement():
    # CR 702.178: the ability works only at max speed; CR 614.1a: "instead" replaces the draw
    node = one("Max speed — If you would draw a card, draw two cards instead.")
    ability = first(node, A.KeywordReplacementAbility)
    assert ability.keyword.name == "max speed" and isinstance(ability.replacement, A.Instead)
    assert ability.replacement.replacement.items[0].amount.amount.number.value == 2


def test_with_base_power_and_toughness():
    # CR 208.1: base values, not the modified ones (the rule is 99_w_counters' with_base_pt_suffix: one kept)
    node = one("When Duskana enters, draw a card for each creature you control with base power and toughness 2/2.",
               ("Duskana, the Rage Mother", "Duskana"))
    pt = first(node, A.WithBasePtSuffix).pt
    assert (pt.power, pt.toughness) == ("2", "2")


def test_for_each_pair_of_mana_symbols_spent():
    # CR 601.2h: the mana paid to cast it; the instruction repeats per {U}{U}
    node = one("When this creature enters, for each {U}{U} spent to cast it, draw a card.")
    sentence = first(node, A.ForEachManaSpentSentence)
    assert [s.symbol for s in sentence.mana.symbols] == ["U", "U"] and isinstance(sentence.spell, A.It)
    assert isinstance(sentence.chain.items[0], A.Draw)


def test_give_a_gift_and_discard_first_time_events():
    # CR 702.174: gift
    node = one("Whenever you give a gift, draw a card.")
    assert first(node, A.GivesGiftEvent).keyword.name == "gift"
    # CR 603.2: only the first discard event of the turn triggers it
    node = one("Whenever you discard one or more cards for the first time each turn, draw that many cards.")
    event = first(node, A.DiscardsFirstTimeEachTurn)
    assert isinstance(event.what, A.CountedOrMore) and isinstance(event.first_time, A.FirstTimeEachTurn)


def test_cards_a_player_discarded_this_turn_and_another_target_player():
    node = one("Draw cards equal to the number of cards target opponent discarded this turn.")
    assert isinstance(first(node, A.DiscardedThisTurnBy).player, A.TargetPlayer)
    # CR 115.3: a second target player
    node = one("Draw a card for each creature target player controls, then draw a card for each creature another "
               "target player controls.")
    assert first(node, A.AnotherTargetPlayer).kind.name == "player"


def test_was_historic_or_legendary():
    # CR 700.6 (historic), 608.2h (last known information)
    node = one("When enchanted permanent leaves the battlefield, if it was historic, draw two cards. (Artifacts, "
               "legendaries, and Sagas are historic.)")
    condition = first(node, A.WasQualityCondition)
    assert isinstance(condition.what, A.It) and isinstance(condition.quality, A.Historic)
    node = one("Create two tapped Powerstone tokens. If the sacrificed artifact was legendary, draw a card. (The tokens "
               "are artifacts with \"{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.\")")
    assert isinstance(first(node, A.WasQualityCondition).quality, A.Supertype)


def test_with_n_or_more_targets():
    # CR 115.1: a spell with targets
    node = one("Whenever you cast a spell with one or more targets, draw that many cards.")
    assert first(node, A.WithNOrMoreTargets).number.number.value == 1


def test_exactly_n_cards_in_your_hand_and_would_mill():
    node = one("At the beginning of your upkeep, if you have exactly thirteen cards in your hand, you win the game.")
    condition = first(node, A.CardsInZoneExactly)
    assert condition.amount.number.value == 13 and condition.zone.zone.name == "hand"
    # CR 614.1a: the mill is replaced
    node = one("If an opponent would mill one or more cards, they mill twice that many cards instead. (To mill a card, "
               "a player puts the top card of their library into their graveyard.)")
    assert first(node, A.WouldMillOrMore).number.number.value == 1


def test_each_opponent_also_discards():
    # "also" has no rules meaning: the discard of CR 701.9
    node = one("Each opponent sacrifices a creature of their choice. If you control a Liliana planeswalker, each "
               "opponent also discards a card.")
    discard = [n for n in node.walk() if isinstance(n, A.Discard)]
    assert len(discard) == 1 and isinstance(discard[0].subject, A.Quantified)


def test_enchanted_opponents_step_and_both_own_and_control():
    node = one("At the beginning of enchanted opponent's end step, you and that player each draw a card.")
    assert first(node, A.EnchantedOpponentsStep).step.name == "end step"
    # CR 108.3, 108.4: owner and controller are the same player
    node = one("{6}, {T}: Return target permanent you both own and control to your hand.")
    assert _has(first(node, A.Target), A.YouBothOwnAndControl)


# -- third and fourth batches ----------------------------------------------------------------

def test_the_rest_of_a_group():
    # CR 608.2c: the cards of the group not moved before
    node = one("Exile all creatures you control, then reveal cards from the top of your library until you reveal that "
               "many creature cards. Put all creature cards revealed this way onto the battlefield, then shuffle the "
               "rest of the revealed cards into your library.")
    rest = first(node, A.TheRestOf)
    assert isinstance(rest.group, A.ThePastRef)
    node = one("Whenever Armored Skyhunter attacks, look at the top six cards of your library. You may put an Aura or "
               "Equipment card from among them onto the battlefield. If an Equipment is put onto the battlefield this "
               "way, you may attach it to a creature you control. Put the rest of those cards on the bottom of your "
               "library in a random order.", "Armored Skyhunter")
    assert isinstance(first(node, A.TheRestOf).group, A.ThoseRef)
    node = one("Reveal the top four cards of your library. You may put a creature card from among them onto the "
               "battlefield. It gains \"At the beginning of your end step, return this creature to its owner's hand.\" "
               "Then put the rest of the cards revealed this way on the bottom of your library in any order.")
    assert first(node, A.TheRestOf).group.noun.name.name == "card"


def test_discard_cards_with_different_names_and_devoured():
    # CR 118: a cost; CR 201.2: no two share a name
    node = one("{1}{U}{U}, Discard three cards with different names: Draw five cards.")
    cost = first(node, A.DiscardDifferentCost)
    assert cost.amount.amount.number.value == 3 and isinstance(cost.quality, A.DifferentNames)
    # CR 702.82b: the creatures sacrificed to devour
    node = one("When this creature enters, target player discards a card for each creature it devoured.")
    devoured = first(node, A.ForEachDevoured)
    assert isinstance(devoured.devourer, A.It) and devoured.types.items[0].words[0].name.name == "creature"


def test_exile_face_up():
    # CR 406.3, 614.1a: the draw is replaced by exiling that card face up
    node = one("If a player would draw a card, that player exiles that card face up instead.")
    exile = first(node, A.ExileFaceUp)
    assert isinstance(exile.subject, A.ThatRef) and isinstance(exile.what, A.ThatRef)


def test_cycled_or_discarded_and_sacrificed_this_way():
    node = one("Return to your hand all cards in your graveyard that you cycled or discarded this turn.")
    assert _has(node, A.ThatYouCycledOrDiscarded)
    # CR 701.21, 608.2c: what the instruction before sacrificed
    node = one("Choose an opponent. You and that player each sacrifice a creature. Each player who sacrificed a "
               "creature this way draws two cards.")
    assert isinstance(first(node, A.WhoSacrificedThisWay).what, A.Quantified)
    node = one("Each player sacrifices a creature or planeswalker. If you sacrificed a permanent this way, you may "
               "return another permanent card from your graveyard to your hand.")
    # (the condition is 99_v_zone_moves' you_sacrificed_this_way: one rule kept)
    assert isinstance(first(node, A.YouSacrificedThisWay).objects, A.Quantified)


def test_same_mana_value_and_look_at_a_random_card():
    # CR 202.3: mana value
    node = one("Inspired — Whenever this creature becomes untapped, you may discard a nonland card. If you do, search "
               "your library for a card with the same mana value as that card, reveal it, put it into your hand, then "
               "shuffle.")
    assert isinstance(first(node, A.WithSameManaValueAs).what, A.ThatRef)
    # CR 402.3: a hidden hand; the card is chosen at random
    node = one("{T}, Sacrifice Urza's Bauble: Look at a card at random in target player's hand. You draw a card at "
               "the beginning of the next turn's upkeep.", "Urza's Bauble")
    look = first(node, A.LookAtOne)
    assert _has(look.what, A.AtRandom) and _has(look.what, A.InZone)


def test_a_number_of_cards_equal_to():
    # CR 701.20: the reveals stop at that many Zombie creature cards
    node = one("Sacrifice X Zombies, then reveal cards from the top of your library until you reveal a number of "
               "Zombie creature cards equal to the number of Zombies sacrificed this way. Put those cards onto the "
               "battlefield and the rest on the bottom of your library in a random order.")
    until = first(node, A.RevealUntilNumberEqual)
    assert isinstance(until.player, A.You) and isinstance(until.quantity, A.NumberOf)
    # CR 701.23: search for that many cards
    node = one("When this creature leaves the battlefield, choose an opponent who controls more lands than you. Search "
               "your library for a number of Plains cards equal to the difference, reveal those cards, put one of "
               "them onto the battlefield tapped and the rest into your hand, then shuffle.")
    search = first(node, A.SearchNumberEqual)
    assert search.zone.zone.name == "library" and isinstance(search.quantity, A.TheDifference)


# -- fifth batch -----------------------------------------------------------------------------

def test_where_x_after_the_first_instruction():
    # CR 107.3: X is defined right after the instruction that uses it; the chain goes on
    node = one("{1}{U}: Look at the top X cards of your library, where X is the number of cards in your hand, then put "
               "them back in any order.")
    # (the rule is 99_v_zone_moves' where_first_chain: one rule kept)
    chain = first(node, A.WhereFirstChain)
    assert isinstance(chain.first, A.LookAtTop) and isinstance(chain.where.quantity, A.NumberOf)
    assert any(isinstance(item, A.JoinThen) for item in chain.rest)
