"""G15: one-shot actions and their quantities on real Oracle lines
(grammar/rules/98_effects_actions.lark). Each test parses a corpus line, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


# -- targets (CR 115.3) ---------------------------------------------------------------------

def test_onto_a_second_target_creature():
    # CR 115.3: the same object can't be chosen for two instances of the word "target"
    node = one("{U}, {Q}: Move a counter from target creature onto a second target creature. "
               "({Q} is the untap symbol.)")
    move = first(node, A.MoveCounters)
    assert isinstance(move.source, A.Target) and isinstance(move.destination, A.SecondTarget)
    assert move.kind is None and move.amount == A.One()


# -- counters (CR 122) -----------------------------------------------------------------------

def test_exile_self_with_time_counters():
    # CR 702.62a: suspend keeps time counters on the exiled card
    node = one("Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it.",
               "Arc Blade")
    exile = first(node, A.ExileWithCounters)
    assert isinstance(exile.object, A.SelfByName)
    assert exile.counters.amount.number.value == 3 and isinstance(exile.counters.on, A.It)


def test_put_its_counters_on_target():
    node = one("When this creature dies, put its counters on target creature you control.")
    put = first(node, A.PutItsCounters)
    assert put.subject is None and isinstance(put.target, A.Target)


def test_move_a_counter_onto_another_target():
    node = one("{1}{U}, {T}: Move a +1/+1 counter from target creature you control onto another target "
               "creature you control.")
    move = first(node, A.MoveCounters)
    assert move.kind is not None and isinstance(move.destination, A.AnotherTarget)


def test_move_all_and_any_number_of_counters():
    node = one("{3}: Move all +1/+1 counters from target land you control onto target creature.")
    move = first(node, A.MoveAllCounters)
    assert move.kind is not None and isinstance(move.source, A.Target) and isinstance(move.destination, A.Target)
    node = one("{4}{W}: Move any number of counters from target permanent you control to another target "
               "permanent you control.")
    move = first(node, A.MoveAnyNumberOfCounters)
    assert move.kind is None and isinstance(move.destination, A.AnotherTarget)


def test_enters_with_counters_and_with_keyword():
    # CR 614.1c: both the counters and the keyword come with the way it enters
    node = one("If Pouncing Kavu was kicked, it enters the battlefield with two +1/+1 counters on it and "
               "with haste.", "Pouncing Kavu")
    enters = first(node, A.EntersWithCountersAndKeywords)
    assert isinstance(enters.subject, A.It) and enters.amount.number.value == 2
    assert first(enters.keywords, A.KeywordWord).name.name == "haste"


def test_enters_with_counters_and_with_quoted_ability():
    node = one('If Degavolver was kicked with its {1}{B} kicker, it enters the battlefield with two +1/+1 '
               'counters on it and with "Pay 3 life: Regenerate Degavolver."', "Degavolver")
    enters = first(node, A.EntersWithCountersAndAbility)
    assert isinstance(first(enters.ability, A.Regenerate), A.Regenerate)


def test_remove_all_counters_as_a_cost_and_counted():
    # CR 118 (a cost), 122: the number of counters removed is counted after the cost is paid
    node = one("{1}, {T}, Remove all pain counters from Torture Chamber: It deals damage to target creature "
               "equal to the number of pain counters removed this way.", "Torture Chamber")
    cost = first(node, A.RemoveAllCountersCost)
    assert cost.kind is not None and isinstance(cost.source, A.SelfByName)
    counted = first(node, A.NumberOfCountersRemoved)
    assert counted.kind is not None
    node = one("{2}, {T}, Remove all charge counters from Relic Amulet: It deals that much damage to target "
               "creature.", "Relic Amulet")
    assert isinstance(first(node, A.RemoveAllCountersCost), A.RemoveAllCountersCost)


# -- doubling (CR 701.10) --------------------------------------------------------------------

def test_double_power_and_toughness():
    # CR 701.10c: doubling power and toughness gives +X/+Y
    node = one("Double target creature's power and toughness until end of turn.")
    double = first(node, A.DoublePowerAndToughnessOf)
    assert isinstance(double.of, A.Target) and isinstance(double.duration, A.UntilEndOfTurn)
    node = one("Whenever you attack, double target creature's power until end of turn.")
    assert isinstance(first(node, A.DoublePowerOf).of, A.Target)


def test_double_life_total():
    # CR 701.10d: doubling a life total makes the player gain that much life
    node = one("Double target player's life total. Shuffle Beacon of Immortality into its owner's library.",
               "Beacon of Immortality")
    assert isinstance(first(node, A.DoubleLifeTotal).player, A.TargetPlayers)


# -- sums (CR 107.1) -------------------------------------------------------------------------

def test_deals_x_plus_1_damage():
    node = one("Meteor Shower deals X plus 1 damage divided as you choose among any number of targets.",
               "Meteor Shower")
    total = first(node, A.DealDividedDamage).amount
    assert isinstance(total, A.AmountSum) and isinstance(total.amount, A.X) and total.plus.number.value == 1


def test_gain_x_plus_1_life():
    node = one("You gain X plus 1 life, where X is the number of green creatures on the battlefield.")
    gain = first(node, A.GainLife)
    assert isinstance(gain.amount, A.AmountSum) and isinstance(gain.subject, A.You) and gain.for_each is None


# -- objects moved this way (CR 400.7, 608.2c) -----------------------------------------------

def test_from_among_the_cards_milled_this_way():
    node = one("When this creature enters, mill three cards. You may put a land card from among the cards "
               "milled this way into your hand. If you don't, put a +1/+1 counter on this creature.")
    among = first(node, A.FromAmongRef).among
    assert isinstance(among, A.TheDoneThisWay) and among.kind.name.name == "card"
    assert isinstance(among.done, A.MilledThisWay)


def test_for_each_card_put_into_a_graveyard_this_way():
    node = one("Target player mills four cards. You draw a card for each creature card put into their "
               "graveyard this way.")
    each = first(node, A.ForEach)
    put = first(each.filter, A.PutIntoZoneThisWay)
    assert isinstance(put.zone.owner, A.Their)


def test_return_to_your_hand_all_cards_put_there_this_turn():
    # CR 400.7: a card put into a graveyard is a new object; "this turn" names when
    node = one("At the beginning of your end step, return to your hand all creature cards in your graveyard "
               "that were put there from the battlefield this turn.")
    ret = first(node, A.ReturnToFirst)
    assert isinstance(ret.destination, A.ZoneRef) and isinstance(ret.what, A.Quantified)
    assert isinstance(first(ret.what, A.ThatWerePutFromBattlefield), A.ThatWerePutFromBattlefield)
    node = one("Return to their owners' hands all creatures with toughness less than or equal to the number "
               "of Islands you control.")
    assert isinstance(first(node, A.ReturnToFirst).destination, A.OwnersZone)


def test_play_without_paying_its_mana_cost():
    # CR 118.9: an alternative cost of zero; a land is played as usual (305.1)
    node = one("Shuffle your library. Then exile the top card of your library. Until end of turn, you may "
               "play that card without paying its mana cost.")
    play = first(node, A.PlayWithoutPaying)
    assert isinstance(play.without, A.WithoutPaying) and isinstance(play.what, A.ThatRef)


# -- entering as a copy (CR 707.9) ----------------------------------------------------------

def test_enter_the_battlefield_as_a_copy():
    node = one("You may have Stunt Double enter the battlefield as a copy of any creature on the battlefield.",
               "Stunt Double")
    copy = first(node, A.HaveEnterAsCopyAny)
    assert isinstance(copy.subject, A.SelfByName) and isinstance(first(copy.original, A.OnBattlefield),
                                                                 A.OnBattlefield)


def test_enter_as_a_copy_except():
    # CR 707.9b: the exception modifies the copiable values
    node = one("You may have this creature enter as a copy of any creature on the battlefield, except it has "
               "haste and dethrone.")
    copy = first(node, A.HaveEnterAsCopyAnyExcept)
    assert isinstance(copy.exception, A.CopyExcept) and isinstance(copy.exception.what, A.ExceptHas)
    node = one('You may have this creature enter as a copy of any creature on the battlefield, except it has '
               '"{X}: This creature has base power and toughness X/X."')
    assert isinstance(first(node, A.ExceptHasAbility).ability, A.QuotedAbility)
    node = one("You may have this creature enter as a copy of any creature on the battlefield, except it enters "
               "with X additional +1/+1 counters on it.")
    extra = first(node, A.ExceptEntersWithCounters)
    assert isinstance(extra.amount, A.X) and isinstance(extra.holder, A.It)


# -- discarding and libraries (CR 701.9, 401) ------------------------------------------------

def test_discards_a_card_for_each():
    # CR 107.1: one card times the number of Shrines
    node = one("At the beginning of your upkeep, target opponent discards a card for each Shrine you control.")
    discard = first(node, A.DiscardForEach)
    assert isinstance(discard.subject, A.Target) and isinstance(discard.for_each, A.ForEach)


def test_into_library_second_from_the_top():
    # CR 401.4: put into a library at a given position from the top
    node = one("Put target creature into its owner's library second from the top. Its controller gains 3 life.")
    dest = first(node, A.IntoLibraryNthFromTop)
    assert isinstance(dest.position, A.Second) and isinstance(dest.zone.owner, A.ItsOwners)


def test_puts_it_on_the_top_or_bottom_of_their_library():
    node = one("The owner of target nonland permanent puts it on the top or bottom of their library.")
    dest = first(node, A.OnTopOrBottom)
    assert isinstance(dest.zone.owner, A.Their)
