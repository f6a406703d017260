"""Exiling, returning and putting objects into zones: the corpus tail of session 6
(grammar/rules/99_v_zone_moves.lark). Each test parses a real Oracle line, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- objects moved or cast "this way" (CR 608.2c) -------------------------------------------

def test_a_spell_cast_this_way():
    # CR 608.2c: "this way" names the spells an earlier instruction let the player cast; the
    # replacement (CR 614.1a) watches only those
    node = one("Once during each of your turns, you may cast an instant or sorcery spell from your graveyard. "
               "If a spell cast this way would be put into your graveyard, exile it instead.")
    replacement = first(node, A.Instead)
    assert isinstance(replacement.subject, A.Quantified)
    assert replacement.subject.filter.suffixes.items == (A.CastThisWay(),)
    assert isinstance(first(replacement.replacement, A.Exile).what, A.It)


def test_cast_this_way_does_not_take_the_verb_cast():
    # "a player cast two or more spells": "cast" stays the verb when "this way" does not follow
    node = one("At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.")
    assert _has(node, A.CastNOrMoreLastTurn) and not _has(node, A.CastThisWay)


def test_returned_to_a_zone_this_way():
    # CR 608.2c: the cards the first instruction returned to their owners' hands
    node = one("Return any number of target nonland, nontoken permanents you control to their owners' hands. "
               "Draw a card for each card returned to your hand this way.")
    returned = first(node, A.ReturnedToThisWay)
    assert isinstance(returned.destination, A.ZoneRef) and returned.destination.zone.name == "hand"
    node = one("When enchanted creature dies, return that card to its owner's hand. If that card is returned "
               "to its owner's hand this way, you may pay {U}{U}{U}. If you do, return ~ to its owner's hand.")
    assert isinstance(first(node, A.WasDoneThisWay).done, A.ReturnedToThisWay)


def test_is_put_into_a_zone_this_way():
    node = one("Destroy target creature. If a creature card is put into a graveyard this way, return it to the "
               "battlefield under your control. Sacrifice it at the beginning of your next end step.")
    condition = first(node, A.WasPutThisWay)
    assert isinstance(condition.object, A.Quantified)
    assert isinstance(condition.destination, A.IntoZone) and condition.destination.zone.zone.name == "graveyard"


# -- counters on a card as it is exiled (CR 122.1) ------------------------------------------

def test_exile_it_with_counters_on_it():
    node = one("Whenever a permanent card is put into your graveyard from your library, exile it with a croak "
               "counter on it.")
    exile = first(node, A.ExileWithCounters)
    assert isinstance(exile.object, A.It)
    assert first(exile.counters, A.CounterKind) is not None
    node = one("If a nontoken creature would die, exile that card with a blood counter on it instead.")
    assert isinstance(first(node, A.ExileWithCounters).object, A.ThatRef)


def test_a_filter_keeps_its_own_counter_qualifier():
    # after a filter, "with a ... counter on it" is the filter's qualifier, not the exile's
    node = one("Exile target creature with a +1/+1 counter on it.")
    assert not _has(node, A.ExileWithCounters)
    assert isinstance(first(node, A.Exile).what, A.Target)


# -- exiled cards (CR 406.3) ----------------------------------------------------------------

def test_exiled_as_an_adjective():
    node = one("Put target face-up exiled card into its owner's graveyard.")
    adjectives = first(node, A.Target).filter.adjectives.items
    assert adjectives == (A.FaceUp(), A.ExiledAdjective())


# -- splitting the cards named before (CR 608.2c, 700.3) ------------------------------------

def test_put_one_and_the_other():
    node = one("Search your library for two cards. Put one into your hand and the other into your graveyard. "
               "Then shuffle.")
    put = first(node, A.PutSomeOfThose)
    assert put.what == A.CountOfThose(count=A.Number(value=1, spelled=True))
    assert put.destination.zone.zone.name == "hand"
    rest = first(node, A.ElidedPut)
    assert isinstance(rest.what, A.TheOther) and rest.destination.zone.zone.name == "graveyard"


def test_put_one_pile():
    # CR 700.3: the piles were made by the instruction before
    node = one("Reveal the top five cards of your library. An opponent separates those cards into two piles. "
               "Put one pile into your hand and the other into your graveyard.")
    assert isinstance(first(node, A.PutSomeOfThose).what, A.OnePile)


def test_put_one_then_exile_the_rest():
    node = one("{3}, {T}, Sacrifice a creature: Reveal a number of cards from the top of your library equal to "
               "the sacrificed creature's power. Put one into your hand and exile the rest.")
    assert isinstance(first(node, A.PutSomeOfThose).destination, A.IntoZone)
    assert isinstance(first(node, A.Exile).what, A.TheRest)


# -- spending mana (CR 609.4b) --------------------------------------------------------------

def test_mana_of_any_type_can_be_spent():
    node = one("When this creature enters, exile another target creature or artifact until this creature leaves "
               "the battlefield. You may cast that card for as long as it remains exiled, and mana of any type "
               "can be spent to cast that spell.")
    spent = first(node, A.ManaAnyTypeSpent)
    assert isinstance(spent.purpose, A.SpendToCast) and isinstance(spent.purpose.what, A.ThatRef)
    assert _has(node, A.CastEffect)


# -- "with the same name as" another object (CR 201.2) --------------------------------------

def test_same_name_as_a_card_exiled_with_this_object():
    node = one("{U}{U}, Sacrifice this creature: Counter target spell with the same name as a card exiled with "
               "this creature.")
    source = first(node, A.SameNameAs).of
    assert isinstance(source, A.OneExiledWith) and isinstance(source.source, A.SelfThis)


def test_same_name_as_a_target_and_a_card_in_a_zone():
    node = one("Search your library for up to three cards with the same name as target creature, reveal them, "
               "put them into your hand, then shuffle.")
    assert isinstance(first(node, A.SameNameAs).of, A.TargetNamed)
    node = one("When ~ enters the battlefield, search your library for an instant or sorcery card with the same "
               "name as a card in your graveyard, reveal it, put it into your hand, then shuffle.")
    assert first(node, A.OneInZone).zone.zone.name == "graveyard"


# -- replacement of moves to a zone for a while (CR 614.1a) ---------------------------------

def test_would_be_put_into_a_graveyard_this_turn():
    node = one("Until end of turn, you may cast target instant or sorcery card from your graveyard without "
               "paying its mana cost. If that spell would be put into your graveyard this turn, exile it "
               "instead. Exile ~.")
    event = first(node, A.WouldBePutIntoThisTurn)
    assert event.zone.zone.name == "graveyard"
    node = one("If a card would be put into your graveyard from anywhere this turn, exile that card instead.")
    assert _has(node, A.WouldBePutIntoThisTurn)


# -- where the objects go (CR 401.4, 708.2) -------------------------------------------------

def test_on_top_in_any_order_and_on_the_bottom_of_owners_libraries():
    node = one("Search your library for up to three creature cards, reveal them, then shuffle and put those "
               "cards on top in any order.")
    assert isinstance(first(node, A.PutOnTopInOrder).order, A.AnyOrder)
    node = one("Put all creatures on the bottom of their owners' libraries.")
    assert first(node, A.OnBottomOfOwners).zone.name == "library"


def test_to_the_battlefield_face_down():
    # CR 708.2: the permanent enters face down
    node = one("{U}: Exile this creature, then return it to the battlefield face down under its owner's control.")
    assert _has(node, A.FaceDownMod) and _has(node, A.UnderControl)
    node = one("Whenever a permanent you control is turned face up, you may return this card from your graveyard "
               "to the battlefield face up or face down.")
    assert _has(node, A.FaceUpOrDownMod)


# -- repeating until (CR 608.2c) ------------------------------------------------------------

def test_repeat_this_process_until_no_one_puts_a_card():
    node = one("Starting with you, each player may put an artifact, creature, enchantment, or land card from "
               "their hand onto the battlefield. Repeat this process until no one puts a card onto the "
               "battlefield.")
    repeat = first(node, A.RepeatUntil)
    assert isinstance(repeat.condition, A.NoOnePuts)
    assert isinstance(repeat.condition.destination, A.ToBattlefield)


def test_a_number_alone_is_not_a_moved_object_elsewhere():
    # "one" names the cards before only right before a destination
    node, diags = parse_ability("Return one.", ())
    assert node is None and diags


# -- what a player did this way (CR 608.2c) -------------------------------------------------

def test_cards_they_exiled_this_way():
    node = one("Each player exiles all creature cards from their graveyard, then sacrifices all creatures they "
               "control, then puts all cards they exiled this way onto the battlefield.")
    assert isinstance(first(node, A.ExiledByThisWay).player, A.They)


def test_each_card_exiled_from_a_zone_this_way():
    node = one("Choose a nonartifact, nonland card name. Search target player's graveyard, hand, and library for "
               "any number of cards with that name and exile them. That player shuffles, then draws a card for "
               "each card exiled from their hand this way.")
    assert first(node, A.ExiledFromThisWay).zone.zone.name == "hand"


def test_cards_that_were_not_put_or_cast():
    # CR 608.2c: the rest of the group named before
    node = one("Reveal the top X cards of your library. You may put any number of permanent cards with mana "
               "value X or less from among them onto the battlefield. Then put all cards revealed this way that "
               "weren't put onto the battlefield into your graveyard.")
    assert _has(node, A.NotPutOntoBattlefield)
    node = one("Exile the top X cards of your library. You may cast instant and sorcery spells with mana value X "
               "or less from among them without paying their mana costs. Then put all cards exiled this way that "
               "weren't cast into your graveyard.")
    assert _has(node, A.NotCast)


def test_the_card_returned_this_way_is_a_reference():
    node = one("Return target creature card from your graveyard to your hand. ~ deals damage to any target equal "
               "to the power of the card returned this way.")
    done = first(node, A.TheDoneThisWay)
    assert isinstance(done.done, A.ReturnedThisWay)


def test_the_bottom_card_of_a_zone():
    # CR 401.1: a library is in order, so is a graveyard (CR 404.1)
    node = one("{T}: Exile the bottom card of target player's graveyard.")
    bottom = first(node, A.BottomOfZone)
    assert bottom.count is None and bottom.zone.zone.name == "graveyard"
    node = one("{2}: Put the bottom card of your library into your graveyard. If it's a creature card with power "
               "less than or equal to ~'s power, put it onto the battlefield.")
    assert first(node, A.BottomOfZone).zone.zone.name == "library"


# -- more destinations (CR 400.3) -----------------------------------------------------------

def test_into_their_owners_graveyard_and_library():
    node = one("When you lose control of ~, put all cards exiled with ~ into their owner's graveyard.")
    assert first(node, A.IntoOwnersZone).zone.name == "graveyard"
    node = one("Put two cards from a single graveyard on the bottom of their owner's library.")
    assert first(node, A.OnBottomOfOwners).zone.name == "library"


def test_put_into_exile_this_way():
    node = one("Whenever ~ enters the battlefield or attacks, exile up to one other target creature until ~ "
               "leaves the battlefield. If a creature is put into exile this way, return each other card exiled "
               "with ~ to the battlefield under its owner's control.")
    assert isinstance(first(node, A.WasPutThisWay).destination, A.IntoExile)


def test_onto_the_battlefield_from_a_zone():
    # CR 400.7: the card moves from that zone
    node = one("When ~ enters the battlefield, each other player may put an artifact or enchantment card onto "
               "the battlefield from their hand.")
    assert first(node, A.OntoBattlefieldFrom).zone.zone.name == "hand"


def test_return_all_except_for_types():
    node = one("Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and "
               "Serpents.")
    ret = first(node, A.ReturnExceptFor)
    assert [w.name.name for w in ret.exceptions.walk() if isinstance(w, A.TypeWord)] == \
        ["Kraken", "Leviathan", "Octopus", "Serpent"]


def test_this_card_from_exile():
    node = one("{3}{B/G}{B/G}: Put this card from exile onto the battlefield tapped. Activate only as a sorcery.")
    assert isinstance(first(node, A.SelfFromExile).what, A.SelfThis)
    assert _has(one("You may cast this card from exile."), A.SelfFromExile)


# -- more counters, putting back in order (CR 122.6, 401.4) ---------------------------------

def test_with_two_additional_counters():
    node = one("When ~ enters, return target creature card from your graveyard to the battlefield with two "
               "additional +1/+1 counters on it.")
    counters = first(node, A.WithAdditionalCounters)
    assert counters.amount == A.Count(number=A.Number(value=2, spelled=True))


def test_put_the_rest_back_on_top_in_any_order():
    node = one("Look at the top X cards of target opponent's library. Exile one of those cards and put the rest "
               "back on top of that player's library in any order.")
    back = first(node, A.PutBackOnTopOfInOrder)
    assert back.zone.zone.name == "library" and isinstance(back.order, A.AnyOrder)


# -- objects put into a zone this turn (CR 400.7) -------------------------------------------

def test_for_each_creature_put_into_a_graveyard_from_the_battlefield_this_turn():
    node = one("Create a 3/3 green Beast creature token for each creature put into your graveyard from the "
               "battlefield this turn.")
    assert first(node, A.PutFromBattlefieldThisTurn).zone.zone.name == "graveyard"


def test_cards_were_put_into_a_zone_this_turn():
    node = one("At the beginning of your end step, if one or more cards were put into exile this turn, put a "
               "+1/+1 counter on ~.")
    assert isinstance(first(node, A.WasPutThisTurn).destination, A.IntoExile)
    node = one("At the beginning of your end step, if a permanent was put into your hand from the battlefield "
               "this turn, draw a card.")
    assert first(node, A.WasPutFromBattlefieldThisTurn).destination.zone.name == "hand"


# -- looking at exiled cards, entering without being cast (CR 406.3, 614.1a) ----------------

def test_look_at_cards_exiled_with_this_object():
    node = one("You may look at cards exiled with this creature.")
    look = first(node, A.LookAtCards)
    assert first(look.what, A.ExiledWith) is not None


def test_would_enter_and_it_wasnt_cast():
    node = one("If a nontoken creature would enter and it wasn't cast, exile it instead.")
    replacement = first(node, A.Instead)
    assert isinstance(replacement.event, A.WouldEnterNotCast) and isinstance(replacement.event.it, A.It)


def test_paradigm_is_a_keyword():
    # a keyword printed after the CR edition the vocabulary was generated from
    node = one("Paradigm (Then exile this spell. After you first resolve a spell with this name, you may cast a "
               "copy of it from exile without paying its mana cost at the beginning of each of your first main "
               "phases.)")
    assert isinstance(node.body, A.KeywordLine)
    assert node.body.items[0].name == A.KeywordName(name="paradigm")


# -- a place inside a library, cards with an ability (CR 401.4, 113.3) ----------------------

def test_just_beneath_the_top_cards_of_that_library():
    node = one("Put target nonland permanent into its owner's library just beneath the top X cards of that "
               "library.")
    place = first(node, A.JustBeneathTop)
    assert place.zone.zone.name == "library" and isinstance(place.count, A.X)


def test_card_with_a_cycling_ability():
    node = one("When ~ enters the battlefield, you may return target instant or sorcery card with a cycling "
               "ability from your graveyard to your hand.")
    ability = first(node, A.WithKeywordAbility)
    assert ability.keyword == A.KeywordName(name="cycling")
    # "ability" stays a class word elsewhere ("this ability", CR 113)
    assert _has(one("Counter target activated or triggered ability."), A.TypeName)


# -- what you returned this way, looking at it, one move for each (CR 608.2c, 406.3) -------

def test_if_you_return_a_card_this_way():
    node = one("Return target card from your graveyard to your hand. If you return a nonland card to your hand "
               "this way, ~ deals damage equal to that card's mana value to any target.")
    returned = first(node, A.YouReturnedThisWay)
    assert isinstance(returned.what, A.Quantified) and returned.destination.zone.name == "hand"


def test_look_at_it_for_as_long_as_it_remains_exiled():
    node = one("{T}: Exile a card from your hand face down. You may look at it for as long as it remains exiled.")
    look = first(node, A.LookAtIt)
    assert isinstance(look.what, A.It) and isinstance(look.duration, A.ForAsLongAs)


def test_return_and_exile_for_each():
    node = one("Discard X cards, then return a card from your graveyard to your hand for each card discarded "
               "this way. Exile ~.")
    ret = first(node, A.ReturnForEach)
    assert ret.destination.zone.name == "hand" and _has(ret.for_each, A.DiscardedThisWay)
    node = one("If damage would be dealt to you, prevent that damage. Exile a card from your graveyard for each "
               "1 damage prevented this way.")
    assert isinstance(first(node, A.ExileForEach).for_each, A.ForEachDamagePrevented)


def test_some_of_them_at_random():
    node = one("{R}, {T}: Look at the top eight cards of your library. Exile four of them at random, then put "
               "the rest on top of your library in any order.")
    some = first(node, A.SomeOfAtRandom)
    assert some.amount == A.Count(number=A.Number(value=4, spelled=True)) and isinstance(some.group, A.Them)


def test_you_have_n_or_more_cards_in_a_zone():
    node = one("At the beginning of your upkeep, if you have four or more creature cards in your graveyard, you "
               "may return target creature card from your graveyard to your hand.")
    have = first(node, A.YouHaveOrMore)
    assert isinstance(have.player, A.You) and have.zone.zone.name == "graveyard"
    assert have.card_type.name == "creature"
