"""Searching, revealing, looking, shuffling, milling, discarding and drawing: the corpus tail
of session 6 (grammar/rules/99_v_zone_info.lark). Each test parses real Oracle wording,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- costs that reveal or discard (CR 118, 602.1) -------------------------------------------

def test_forecast_reveals_the_card_from_the_hand():
    # CR 702.57a: forecast's cost reveals the card, which stays in the hand
    node = one("Forecast — {2}{U}, Reveal Skyscribing from your hand: Each player draws X cards. (Activate only "
               "during your upkeep and only once each turn.)", "Skyscribing")
    cost = first(node, A.RevealSelfFromCost)
    assert isinstance(cost.what, A.SelfByName) and cost.zone.zone.name == "hand"
    node = one("Forecast — Tap two untapped white and/or blue creatures you control, Reveal this card from your "
               "hand: Draw a card. (Activate only during your upkeep and only once each turn.)")
    assert isinstance(first(node, A.RevealSelfFromCost).what, A.SelfThis)


def test_discard_your_hand_as_a_cost():
    # CR 701.9a: every card in the hand is discarded
    node = one("{2}, {T}, Discard your hand: Counter target noncreature spell.")
    cost = first(node, A.DiscardHandCost)
    assert cost.hand.zone.name == "hand" and isinstance(node.body.costs.items[-1], A.DiscardHandCost)


def test_grandeur_discards_another_card_with_the_name():
    # CR 207.2c: "Grandeur" is an ability word; the cost names a card other than this one
    node = one("Grandeur — Discard another card named Baru, Fist of Krosa: Create an X/X green Wurm creature token, "
               "where X is the number of lands you control.", ("Baru, Fist of Krosa", "Baru"))
    cost = first(node, A.DiscardAnotherCost)
    assert _has(cost.filter, A.NamedSelf)


def test_discard_a_card_that_isnt_a_color():
    # CR 105.2: "nonblack" is every card that isn't black (colorless included)
    node = one("{T}, Discard a nonblack card: Draw a card.")
    cost = first(node, A.DiscardTypedCost)
    assert isinstance(cost.qualities[0], A.NonColor)


# -- another player acts --------------------------------------------------------------------

def test_have_target_player_discard_or_mill():
    # the action's own subject acts (CR 608.2c); "may" stays with the ability's controller
    node = one("Whenever Hollowsage becomes untapped, you may have target player discard a card.", "Hollowsage")
    may = first(node, A.MayEffect)
    assert isinstance(may.effect, A.HaveEffect)
    action = may.effect.action
    assert isinstance(action, A.Discard) and isinstance(action.subject, A.Target)
    node = one("Whenever you cast a Spirit or Arcane spell, you may have target player mill X cards, where X is "
               "that spell's mana value.")
    assert isinstance(first(node, A.HaveEffect).action, A.Mill)


# -- how many cards are drawn (CR 121) ------------------------------------------------------

def test_draw_up_to_a_number_of_cards():
    node = one("When Indentured Djinn enters the battlefield, each other player may draw up to three cards.",
               "Indentured Djinn")
    amount = first(node, A.UpToCards)
    assert amount.amount.number.value == 3


def test_that_many_cards_plus_or_minus_one():
    # CR 107.1: the number is the sum / the difference
    node = one("Discard all the cards in your hand, then draw that many cards plus one.")
    plus = first(node, A.CardsPlus)
    assert isinstance(plus.amount, A.ThatMany) and plus.added.number.value == 1
    node = one("Each player discards all the cards in their hand, then draws that many cards minus one.")
    minus = first(node, A.CardsMinus)
    assert isinstance(minus.amount, A.ThatMany) and minus.subtracted.number.value == 1


def test_discard_cards_equal_to_a_quantity():
    node = one("{3}, {T}, Sacrifice another creature: Draw cards equal to the sacrificed creature's toughness, "
               "then discard cards equal to its power.")
    discard = first(node, A.DiscardEqual)
    assert discard.subject is None and isinstance(discard.quantity.stat, A.Power)


def test_look_at_that_many_cards_from_the_top():
    # CR 401.5: the cards are looked at and stay in the library
    node = one("Whenever this creature deals combat damage to a player, look at that many cards from the top of "
               "your library. Put one of them into your hand and the rest into your graveyard.")
    look = first(node, A.LookAtThatManyFromTop)
    assert look.subject is None and look.zone.zone.name == "library"


def test_skip_that_draw():
    # CR 614.1b: "skip" makes a replacement effect; the card is not drawn
    node = one("If a player would draw a card, that player skips that draw instead.")
    skip = first(node, A.SkipThatDraw)
    assert skip.subject is not None


# -- what an instruction before did (CR 608.2c) ---------------------------------------------

def test_if_you_searched_your_library_this_way():
    # CR 701.23, 701.24: shuffle only if the library was searched
    node = one("Search your library and/or graveyard for a card named Mu Yanling, reveal it, and put it into your "
               "hand. If you searched your library this way, shuffle.")
    cond = first(node, A.SearchedThisWay)
    assert cond.zone.zone.name == "library"


def test_if_you_discarded_or_revealed_a_card_this_way():
    node = one("{T}: Draw a card, then discard a card. If you discarded an instant or sorcery card this way, each "
               "opponent loses 1 life and you gain 1 life.")
    cond = first(node, A.DiscardedThisWayCondition)
    assert _has(cond.what, A.TypeWord)
    node = one("Reveal cards from the top of your library until you reveal a nonland card. Put the revealed cards "
               "on the bottom of your library in a random order. When you reveal a nonland card this way, "
               "Calibrated Blast deals damage equal to that card's mana value to any target. You may repeat this "
               "process any number of times.", "Calibrated Blast")
    assert _has(node, A.RevealsEvent)


# -- a choice between two actions (CR 608.2d) -----------------------------------------------

def test_may_do_one_of_two_actions():
    # CR 608.2d: the player chooses one of the actions as the effect is applied
    node = one("You may sacrifice an artifact or discard a card. If you do, draw two cards.")
    may = first(node, A.MayEffect)
    either = may.effect
    assert isinstance(either, A.EitherAction)
    assert isinstance(either.first, A.Sacrifice) and isinstance(either.second, A.Discard)
    node = one("When this creature enters, you may discard a card or pay {2}. When you do, destroy target Room.")
    assert isinstance(first(node, A.EitherAction).second, A.PayEffect)


def test_unless_either_action():
    # CR 118.12a: either action avoids the loss of life; the "or" belongs to the "unless"
    node = one("When this creature enters, target opponent loses 3 life unless they sacrifice a nonland "
               "permanent of their choice or discard a card.")
    lose = first(node, A.LoseLife)
    unless = lose.unless
    assert isinstance(unless, A.UnlessEither)
    assert isinstance(unless.first, A.Sacrifice) and isinstance(unless.second, A.Discard)


def test_either_cost():
    # CR 118.12, 601.2f: the player chooses which cost to pay
    node = one("{3}, {T}, Sacrifice an artifact or discard a nonland card: Bullseye deals 2 damage to any target.",
               ("Bullseye, Death Dealer", "Bullseye"))
    cost = node.body.costs.items[-1]
    assert isinstance(cost, A.EitherCost)
    assert isinstance(cost.first, A.SacrificeCost) and isinstance(cost.second, A.DiscardTypedCost)
    # CR 702.21a: ward's cost
    node = one("Ward—Discard a card or pay {2}. (Whenever this creature becomes the target of a spell or ability "
               "an opponent controls, counter it unless that player discards a card or pays {2}.)")
    cost = first(node, A.EitherCost)
    assert isinstance(cost.first, A.DiscardCost)


def test_an_additional_cost_keeps_its_own_or():
    # the lexer leaves this "or" alone: an additional cost with a choice (CR 601.2b)
    node = one("As an additional cost to cast this spell, pay 5 life or sacrifice a creature or enchantment.")
    assert not _has(node, A.EitherCost) and not _has(node, A.EitherAction)
    node = one("Whenever you cycle or discard a card, this creature gets +2/+0 until end of turn.")
    assert not _has(node, A.EitherAction)


# -- draws a replacement or a trigger watches for (CR 121, 614.1a) --------------------------

def test_would_draw_while_a_condition_holds():
    node = one("If you would draw a card while your library has no cards in it, you win the game instead.")
    event = first(node, A.WouldDrawWhile)
    assert isinstance(event.condition, A.ZoneHasNoCards) and event.condition.zone.zone.name == "library"
    node = one("If you would draw a card while you have no cards in hand, instead you draw two cards and you "
               "lose 1 life.")
    assert isinstance(first(node, A.WouldDrawWhile).condition, A.NoCardsInZoneCondition)


def test_draws_except_the_first_one_of_the_draw_step():
    # CR 504.1: the draw step's draw is not replaced / does not trigger
    node = one("If you would draw a card except the first one you draw in each of your draw steps, draw two cards "
               "instead.")
    event = first(node, A.WouldDrawExceptFirst)
    assert isinstance(event.except_.player, A.You)
    node = one("Whenever an opponent draws a card except the first one they draw in each of their draw steps, "
               "create a 1/1 green Snake creature token.")
    assert isinstance(first(node, A.DrawsExceptFirst).except_, A.ExceptFirstDraw)


def test_if_your_library_has_no_cards_in_it():
    node = one("[−8]: Draw seven cards. Then if your library has no cards in it, you win the game.")
    assert first(node, A.ZoneHasNoCards).zone.zone.name == "library"


# -- cards named by how they were drawn or where they are -----------------------------------

def test_reveal_the_first_card_drawn_each_turn():
    # CR 603.2, 701.20: each card revealed this way triggers the second ability
    node = one("Reveal the first card you draw each turn. Whenever you reveal a basic land card this way, draw "
               "a card.")
    ref = first(node, A.FirstDrawnEachTurn)
    assert isinstance(ref.when, A.EachTurn) and isinstance(ref.player, A.You)
    whenever = first(node, A.WheneverThisWay)
    assert isinstance(whenever.predicate, A.RevealsEvent)
    node = one("Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, "
               "draw a card. Whenever you reveal a nonland card this way, Keranos deals 3 damage to any target.",
               ("Keranos, God of Storms", "Keranos"))
    assert isinstance(first(node, A.FirstDrawnEachTurn).when, A.OnEachOfTurns)


def test_shuffle_the_cards_from_a_hand_into_a_library():
    # CR 701.24: the cards are put into the library, which is then shuffled
    node = one("Each player shuffles the cards from their hand into their library, then draws that many cards.")
    shuffle = first(node, A.ShuffleCardsFromInto)
    assert shuffle.source.zone.name == "hand" and shuffle.into.zone.name == "library"


def test_if_a_graveyard_has_twenty_or_more_cards_in_it():
    node = one("Draw a card. If a graveyard has twenty or more cards in it, draw three cards instead.")
    cond = first(node, A.ZoneHasOrMoreCards)
    assert cond.number.number.value == 20 and cond.zone.zone.name == "graveyard"


# -- more sentence shapes -------------------------------------------------------------------

def test_then_an_effect_if_a_condition():
    # CR 608.2c: the condition is checked as that instruction is followed
    node = one("Return target nonland permanent to its owner's hand. Then that player discards a card if you "
               "control a Zombie.")
    sentence = first(node, A.ThenEffectIfSentence)
    assert isinstance(sentence.chain.items[0], A.Discard) and _has(sentence.condition, A.TypeWord)


def test_discard_a_hand_unless_a_payment():
    # CR 118.12a: paying avoids the discard
    node = one("Target player discards their hand unless they pay 7 life.")
    discard = first(node, A.DiscardHandUnless)
    assert isinstance(discard.subject, A.Target) and discard.unless.cost.amount.number.value == 7


# -- opening hand actions (CR 103.6) --------------------------------------------------------

def test_reveal_from_the_opening_hand_then_a_delayed_trigger():
    # CR 103.6: revealed as the game begins; CR 603.7: "at the beginning of the first upkeep"
    # is a delayed trigger made only if the card was revealed
    node = one("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, "
               "create a 1/1 red Phyrexian Goblin creature token with haste.")
    assert isinstance(first(node, A.MayEffect).effect, A.RevealFromOpeningHand)
    delayed = first(node, A.ConditionalDelayedTrigger)
    assert isinstance(delayed.condition, A.IfDoes)
    assert isinstance(delayed.trigger.step, A.FirstStepOfGame) and delayed.trigger.step.step.name == "upkeep"
    node = one("You may reveal this card from your opening hand. If you do, at the beginning of your first main "
               "phase of the game, add {G}.")
    step = first(node, A.PlayersFirstStepOfGame)
    assert isinstance(step.player, A.Your)
