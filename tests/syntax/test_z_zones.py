"""Zone moves and zone information of the corpus tail, session 10 (grammar/rules/99_v_zone_moves.lark,
the "session 10" part). Each test parses a real Oracle line, demands the round trip (``one``) and
checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


# -- manifest, cloak, discover (CR 701.40a, 701.58a, 701.57a) ----------------------------------

def test_manifest_the_top_two_cards():
    # CR 701.40a: each card manifested is put onto the battlefield face down as a 2/2 creature
    node = one("Manifest the top two cards of your library. (To manifest a card, put it onto the battlefield "
               "face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)")
    what = first(node, A.ManifestCards).what
    assert isinstance(what, A.TopOfZone) and what.amount.number.value == 2
    assert type_names(what) == ["card"] and isinstance(what.zone.owner, A.Your)


def test_manifest_a_card_from_your_hand_and_one_of_those():
    node = one("{T}: Manifest a card from your hand.")
    assert isinstance(first(node, A.ManifestCards).what, A.Quantified)
    node = one("Look at the top two cards of your library. Manifest one of those cards, then put the other on "
               "the top or bottom of your library.")
    some = first(node, A.ManifestCards).what
    assert isinstance(some, A.SomeOf) and isinstance(some.group, A.ThoseRef)


def test_you_manifest_the_top_card_of_that_players_library():
    # CR 701.40a, the plural verb after "you"
    node = one("At the beginning of each opponent's upkeep, you manifest the top card of that player's library.")
    manifest = first(node, A.PlayerManifestsTop)
    assert isinstance(manifest.player, A.You)


def test_cloak():
    # CR 701.58a: manifest, and the face-down 2/2 creature has ward {2}
    node = one("Cloak the top card of your library.")
    cloak = first(node, A.Cloak)
    assert cloak.subject is None and isinstance(cloak.what, A.TopOfZone)
    node = one("For each permanent exiled this way, its controller cloaks the top card of their library.")
    assert isinstance(first(node, A.Cloak).subject, A.ItsController)


def test_discover():
    # CR 701.57a: discover N
    node = one("{4}{G}, {T}, Sacrifice this land: Discover 4. Activate only as a sorcery.")
    assert first(node, A.Discover).amount.number.value == 4


def test_fateseal():
    # CR 701.29a: fateseal N looks at an opponent's library
    node = one("Put target creature on top of its owner's library, then fateseal 2.")
    assert first(node, A.Fateseal).amount.number.value == 2


# -- piles (CR 700.3) ----------------------------------------------------------------------------

def test_separate_into_a_face_down_and_a_face_up_pile():
    node = one("Target opponent looks at the top four cards of your library and separates them into a face-down "
               "pile and a face-up pile.")
    sep = first(node, A.SeparateFaceDownAndUp)
    assert isinstance(sep.what, A.Them)


def test_separate_into_two_face_down_piles():
    node = one("{3}: If your library has ten or more cards in it, target opponent looks at the top ten cards of "
               "your library and separates them into two face-down piles.")
    assert first(node, A.SeparateFaceDownPiles).count.value == 2


def test_choose_and_move_piles():
    node = one("An opponent chooses one of those piles.")
    choose = first(node, A.ChooseEffect)
    assert isinstance(choose.what, A.OneOfThosePiles) and choose.what.count.number.value == 1
    node = one("Put that pile into your hand and the other into your graveyard.")
    assert isinstance(first(node, A.PutEffect).what, A.ThatPile)
    node = one("Exile the pile of an opponent's choice and return the other to the battlefield.")
    assert isinstance(first(node, A.Exile).what, A.ThePileOfChoice)


def test_cards_from_a_pile():
    node = one("Put all cards from the pile of your choice onto the battlefield under your control and the rest "
               "into their owners' graveyards.")
    assert isinstance(first(node, A.FromPile).pile, A.ThePileOfChoice)
    node = one("Put a card from the chosen pile into your hand, then put all other cards revealed this way on the "
               "bottom of your library in any order.")
    assert isinstance(first(node, A.FromPile).pile, A.TheChosenPile)


def test_exile_in_a_face_down_pile_and_shuffle_it():
    # CR 406.3 (face-down exiled cards), 701.24 (shuffle)
    node = one("When Mangara's Tome enters the battlefield, search your library for five cards, exile them in a "
               "face-down pile, and shuffle that pile. Then shuffle your library.", "Mangara's Tome")
    assert isinstance(first(node, A.ExileInFaceDownPile).what, A.Them)
    assert isinstance(first(node, A.ShufflePile).pile, A.ThatPile)


# -- doing it again (CR 608.2c) ----------------------------------------------------------------

def test_repeats_this_process_for():
    node = one("Target player returns a creature they control to its owner's hand, then repeats this process for "
               "an artifact, an enchantment, and a land.")
    rep = first(node, A.RepeatProcessFor)
    assert type_names(rep.objects) == ["artifact", "enchantment", "land"]


def test_do_the_same_for_mana_values():
    # CR 202.3: the mana values in turn
    node = one("Choose a creature card with mana value 1 in your graveyard, then do the same for creature cards "
               "with mana value 2 and 3. Return those cards to the battlefield.")
    same = first(node, A.DoTheSameFor)
    each = first(same, A.WithValuesEach)
    assert isinstance(each.stat, A.ManaValue)
    assert (each.values.first.value, each.values.second.value) == (2, 3)
    node = one("Search your library for an instant card with mana value 3, reveal it, and put it into your hand. "
               "Then repeat this process for instant cards with mana values 2 and 1. Then shuffle.")
    pair = first(first(node, A.RepeatProcessFor), A.WithManaValuesEach).values
    assert (pair.first.value, pair.second.value) == (2, 1)


# -- graveyard order (CR 404.2) ----------------------------------------------------------------

def test_in_graveyard_with_a_card_directly_above():
    node = one("At the beginning of the end step, if Krovikan Horror is in your graveyard with a creature card "
               "directly above it, you may return Krovikan Horror to your hand.", "Krovikan Horror")
    cond = first(node, A.InZoneDirectlyBelow)
    assert type_names(cond.above) == ["creature", "card"] and isinstance(cond.anchor, A.It)


def test_in_graveyard_with_cards_above():
    node = one("At the beginning of your upkeep, if Nether Shadow is in your graveyard with three or more "
               "creature cards above it, you may put Nether Shadow onto the battlefield.", "Nether Shadow")
    cond = first(node, A.InZoneBelow)
    assert isinstance(cond.above, A.CountedOrMore) and type_names(cond.above) == ["creature", "card"]


# -- destinations and control (CR 608.2d, 710.2, 110.2, 401.4) ---------------------------------

def test_onto_the_battlefield_or_into_your_hand():
    node = one("Whenever this creature mutates, exile cards from the top of your library until you exile a "
               "nonland permanent card. Put that card onto the battlefield or into your hand.")
    dest = first(node, A.OntoBattlefieldOrInto)
    assert isinstance(dest.zone.owner, A.Your)


def test_return_flipped():
    node = one("When Homura dies, return it to the battlefield flipped.", "Homura")
    assert _all(node, A.FlippedMod)


def test_under_the_control_of_that_cards_owner():
    node = one("When Trove Warden dies, put each permanent card exiled with it onto the battlefield under the "
               "control of that card's owner.", "Trove Warden")
    assert isinstance(first(node, A.UnderControlOf).player, A.OwnerOf)


def test_put_onto_the_battlefield_under_your_control_first():
    node = one("Put onto the battlefield under your control all creature cards in all graveyards that were put "
               "there from the battlefield this turn.")
    put = first(node, A.PutDestFirst)
    assert isinstance(put.destination.player, A.Your) and type_names(put.what) == ["creature", "card"]


def test_put_there_from_anywhere_this_turn():
    # CR 400.7: from any zone
    node = one("When Garna enters, return to your hand all creature cards in your graveyard that were put there "
               "from anywhere this turn.", "Garna")
    assert _all(node, A.ThatWerePutFromAnywhere)


def test_the_card_with_the_greatest_power():
    node = one("When Desecrator Hag enters the battlefield, return to your hand the creature card in your graveyard "
               "with the greatest power.", "Desecrator Hag")
    assert isinstance(first(node, A.InZoneWithGreatest).stat, A.Power)


def test_the_rest_on_the_bottom():
    # CR 401.4: the library just named
    node = one("Put that card on top of your library and the rest on the bottom in any order.")
    assert isinstance(first(node, A.OnTheBottom).order, A.AnyOrder)


# -- what has been done to the cards (CR 406.3, 607.2a, 608.2c) -----------------------------------

def test_have_been_exiled_with():
    node = one("At the beginning of the end step, if three or more cards have been exiled with this artifact, "
               "sacrifice it.")
    cond = first(node, A.HaveBeenExiledWith)
    assert isinstance(cond.subject, A.CountedOrMore) and isinstance(cond.source, A.SelfThis)


def test_repeat_until_all_have_been_exiled_or_chosen():
    node = one("Repeat this process until all cards in that hand have been exiled.")
    assert type_names(first(node, A.HaveBeenExiled).subject) == ["card"]
    node = one("Repeat this process until all cards exiled this way have been chosen.")
    assert type_names(first(node, A.HaveBeenChosen).subject) == ["card"]


def test_that_was_exiled_with():
    node = one("{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight. Put that card into its "
               "owner's hand.", "Skyship Weatherlight")
    assert isinstance(first(node, A.ThatWasExiledWith).source, A.SelfByName)


# -- casting from exile while a condition holds (CR 601.2, 611.2b) --------------------------------

def test_cast_this_card_from_exile_as_long_as():
    # (the ability Lukka, Coppercoat Outcast grants to the cards it exiles)
    node = one("You may cast this card from exile as long as you control a Lukka planeswalker.")
    cast = first(node, A.CastFromExileAsLongAs)
    assert isinstance(cast.what, A.SelfThis) and cast.condition is not None


# -- one card of each card type (CR 205.2a) -------------------------------------------------------

def test_for_each_card_type():
    node = one("For each card type, you may exile a card of that type from among them.")
    sentence = first(node, A.ForEachCardTypeSentence)
    assert type_names(sentence.types) == ["card"] and _all(sentence.chain, A.Exile)


def test_for_each_card_type_among():
    node = one("When you set this scheme in motion, for each card type among permanents your opponents control, "
               "you may put a permanent card of that type from your hand onto the battlefield.")
    sentence = first(node, A.ForEachCardTypeAmongSentence)
    assert type_names(sentence.among) == ["permanent"]


# -- session 11 ----------------------------------------------------------------------------------

def test_cards_a_player_moved_or_revealed_this_way():
    # CR 608.2c: the objects that player moved or revealed by an earlier instruction of the ability
    node = one("Look at the top five cards of your library. You may put any number of them into your hand and "
               "the rest into your graveyard. You lose 3 life for each card you put into your hand this way.")
    done = first(node, A.DoneByThisWay)
    assert isinstance(done.player, A.You) and isinstance(done.action, A.PutTo)
    assert isinstance(done.action.destination, A.IntoZone)
    node = one("Each player puts the cards they revealed this way into their hand and the rest on the bottom of "
               "their library in a random order.")
    the = first(node, A.TheDoneByThisWay)
    assert isinstance(the.player, A.They) and isinstance(the.action, A.RevealedWord)
    assert type_names(the) == ["card"]
    node = one("That player returns the cards they exiled this way to their hand and puts the rest into their "
               "graveyard.")
    assert isinstance(first(node, A.TheExiledByThisWay).player, A.They)


def test_play_that_card_from_a_zone():
    # CR 305.1, 601.2a: a land is played, a spell cast, from the zone the card is in
    node = one("Whenever a creature you control becomes blocked, you may exile it. You may play that card from "
               "exile this turn.")
    play = first(node, A.PlayFromZone)
    assert isinstance(play.what, A.ObjectFromExile) and isinstance(play.what.object, A.ThatRef)
    assert play.duration is not None
    node = one('Until end of turn, each legendary card in your graveyard gains "You may play this card from '
               'your graveyard."')
    what = first(node, A.PlayFromZone).what
    assert isinstance(what, A.ObjectFromZone) and isinstance(what.zone.owner, A.Your)


def test_the_cards_from_a_hand():
    # CR 400.1: every card in that zone
    node = one("Target opponent puts the cards from their hand on top of their library.")
    moved = first(node, A.TheCardsFromZone)
    assert isinstance(moved.zone, A.ZoneRef) and isinstance(first(node, A.PutEffect).destination, A.OnTopOf)


def test_two_or_more_of_those_cards_have_the_same_name():
    # CR 201.2 (names), 608.2c (those cards)
    node = one("Whenever ~ deals combat damage to a player, that player exiles the top four cards of their "
               "library. If two or more of those cards have the same name, repeat this process.")
    same = first(node, A.HaveTheSameName)
    assert isinstance(same.objects, A.SomeOrMoreOf) and same.objects.count.number.value == 2
    assert isinstance(same.objects.group, A.ThoseRef)


def test_a_card_unlike_one_you_control():
    # CR 201.2 (names), 205.3 (land types)
    node = one("When you unlock this door, search your library for a Room card that doesn't have the same name "
               "as a Room you control, reveal it, put it into your hand, then shuffle.")
    other = first(node, A.NotSameNameAs).other
    assert isinstance(other, A.OneControlledBy) and type_names(other) == ["Room"]
    node = one("Whenever ~ attacks, you may search your library for a basic land card that doesn't share a land "
               "type with a land you control, put that card onto the battlefield, then shuffle.")
    unlike = first(node, A.NotSharingWith)
    assert isinstance(unlike.other, A.OneControlledBy) and type_names(unlike.other) == ["land"]
    node = one("At the beginning of your upkeep, you may search your library for a Curse card that doesn't have "
               "the same name as a Curse attached to enchanted player, put it onto the battlefield attached to "
               "that player, then shuffle.")
    assert isinstance(first(node, A.NotSameNameAs).other, A.OneAttachedTo)


def test_the_card_exiled_or_revealed_this_way():
    # CR 608.2c, 701.20
    node = one("{2}, Exile a card from your hand: Return target card from your graveyard to your hand if it shares "
               "a card type with the card exiled this way.")
    assert first(node, A.TheExiledThisWay) is not None
    node = one("If a card named ~ was revealed this way, ~ deals 7 damage to any target.")
    assert first(node, A.WasRevealedThisWay) is not None


def test_exchange_a_graveyard_and_a_library():
    # CR 701.12d: the cards of one zone are exchanged with those of another zone of the same player
    node = one("Exchange your graveyard and library. Then shuffle your library.")
    ex = first(node, A.ExchangeZones)
    assert ex.subject is None and isinstance(ex.zones.owner, A.Your)


def test_reorder_a_graveyard():
    # CR 404.2: a graveyard's order changes only when an effect says so
    node = one("Reorder your graveyard at random.")
    assert isinstance(first(node, A.ReorderZone).how, A.ReorderAtRandom)
    node = one("Return a card at random from your graveyard to your hand, then reorder your graveyard as you "
               "choose.")
    assert isinstance(first(node, A.ReorderZone).how, A.ReorderAsYouChoose)


def test_seek():
    # digital-only (Alchemy): a card of that kind chosen at random from the library goes to the hand
    node = one("[−1]: Seek an Elf card.")
    assert type_names(first(node, A.Seek).what) == ["Elf", "card"]


def test_the_owners_of_those_cards():
    # CR 108.3: each card's owner
    node = one("Choose up to three target cards in graveyards. The owners of those cards shuffle them into their "
               "libraries. You gain 2 life.")
    assert isinstance(first(node, A.OwnersOfGroup).group, A.ThoseRef)
    node = one("III — Choose three cards in each graveyard. Their owners shuffle those cards into their libraries.")
    assert first(node, A.TheirOwners) is not None


# -- session 12 ----------------------------------------------------------------------------------

def test_would_be_put_into_a_graveyard_from_the_battlefield():
    # CR 700.4 (dying is a move from the battlefield to a graveyard), 614.1a (replaced)
    node = one("If a permanent you control would be put into a graveyard from the battlefield this turn, exile it "
               "instead.")
    event = first(node, A.WouldBePutFromBattlefieldThisTurn)
    assert isinstance(event.zone, A.ZoneRef) and event.zone.zone.name == "graveyard"
    node = one("If ~ would be put into a graveyard from the battlefield, instead exile it and take an extra turn "
               "after this one.")
    assert first(node, A.WouldBePutFromBattlefield).zone.zone.name == "graveyard"
    assert isinstance(first(node, A.InsteadFirst).subject, A.SelfByName)


def test_you_may_instead():
    # CR 614.1a, 614.6: a replacement the affected player may choose to apply
    node = one("As long as this enchantment has six or more quest counters on it, if you would draw a card, you "
               "may instead search your library for a card, put that card into your hand, then shuffle.")
    rep = first(node, A.MayInsteadFirst)
    assert isinstance(rep.subject, A.You) and isinstance(rep.player, A.You)
    assert isinstance(rep.event, A.WouldDraw)
    assert isinstance(rep.replacement.items[0], A.SearchLibrary)


def test_up_to_one_of_them_and_all_but_one_of_them():
    # CR 608.2c (the cards named before), 608.2d (the player chooses which)
    node = one("Put up to one of them on top of your library and the rest on the bottom in a random order.")
    some = first(node, A.UpToSomeOf)
    assert some.amount.number.value == 1 and isinstance(some.group, A.Them)
    node = one("{X}, {T}: The next time you would draw a card this turn, instead look at the top X cards of your "
               "library, put all but one of them on the bottom of your library in a random order, then draw a "
               "card. X can't be 0.")
    but = first(node, A.AllButSomeOf)
    assert but.count.number.value == 1 and isinstance(but.group, A.Them)


def test_search_for_an_additional_card():
    # CR 701.23: one more card of that kind
    node = one("If target opponent controls more lands than you, you may search your library for an additional "
               "Plains card.")
    search = first(node, A.SearchAdditional)
    assert isinstance(search.zone.owner, A.Your) and type_names(search.filter) == ["Plains", "card"]


def test_a_card_from_each_of_those_hands():
    # CR 608.2c: the hands of the players named before
    node = one("Choose a nonland card from each of those hands.")
    assert first(node, A.EachOfThoseZones).zone.name == "hand"


def test_discard_a_card_of_either_kind():
    # CR 118.12, 701.9: either card pays the cost
    node = one("{1}, {T}, Discard a Mountain card or a red card: Draw a card.")
    cost = first(node, A.DiscardEitherTypedCost)
    assert isinstance(cost.first, A.TypedCards) and isinstance(cost.second, A.TypedCards)
    assert type_names(cost.first) == ["Mountain"] and first(cost.second, A.ColorAdjective).color.name == "red"
    node = one("{1}, Discard a land card or Shrine card: Draw a card.")
    cost = first(node, A.DiscardEitherTypedCost)
    assert type_names(cost.first) == ["land"] and isinstance(cost.second, A.BareTypedCards)
    assert type_names(cost.second) == ["Shrine"]


def test_reveal_from_outside_the_game_or_choose():
    # CR 608.2d: a choice between two actions; CR 400.11: outside the game
    node = one("You may reveal an Eldrazi card you own from outside the game or choose a face-up Eldrazi card you "
               "own in exile.")
    either = first(node, A.EitherAction)
    assert first(node, A.MayEffect).effect is either


def test_otherwise_with_no_comma():
    # CR 608.2c: the instructions followed when the condition before didn't hold
    node = one("Otherwise put it into your hand.")
    sentence = first(node, A.OtherwiseNoCommaSentence)
    assert isinstance(first(sentence, A.PutEffect).what, A.It)


def test_return_half_rounded_up():
    # CR 107.1a: rounded as the ability says
    node = one("Return half the creatures they control to their owner's hand, rounded up.")
    ret = first(node, A.ReturnHalf)
    assert type_names(ret.filter) == ["creature"] and isinstance(ret.rounding, A.RoundedUp)


def test_draw_half_x_cards_rounded_down():
    # CR 121.1, 107.1a
    node = one("Then draw half X cards, rounded down.")
    draw = first(node, A.DrawHalf)
    assert isinstance(draw.amount, A.X) and isinstance(draw.rounding, A.RoundedDown)


def test_a_card_you_didnt_control():
    # CR 108.4: a card had a controller on the battlefield or the stack
    node = one("If a card you didn't control would be put into an opponent's graveyard from anywhere, exile it "
               "instead.")
    assert isinstance(first(node, A.NotControlledByPast).player, A.You)


def test_other_than_basic_land_cards():
    node = one("Exile all cards from target player's graveyard other than basic land cards.")
    other = first(node, A.OtherThanKind)
    assert first(other.adjectives, A.Supertype).name.name == "basic"
    assert type_names(other.types) == ["land", "card"]


def test_put_onto_the_battlefield_this_way():
    # CR 608.2c (an earlier instruction), 603.12 (a reflexive trigger)
    node = one("If you put an artifact onto the battlefield this way, put two +1/+1 counters on it.")
    cond = first(node, A.PutOntoBattlefieldThisWayCondition)
    assert isinstance(cond.player, A.You) and type_names(cond.object) == ["artifact"]
    node = one("When a creature is put onto the battlefield this way, it deals damage equal to its power to target "
               "creature an opponent controls.")
    assert first(node, A.PutOntoBattlefieldEvent) is not None


def test_zones_of_players():
    # CR 115.1 (any number of targets), 404.1 (each player has a graveyard)
    node = one("III — Exile any number of target players' graveyards.")
    assert first(node, A.AnyNumberOfTargetPlayersZones).zone.name == "graveyard"
    node = one("{1}, {T}, Sacrifice ~: Put up to four target basic land cards from a player's graveyard on top of "
               "their library in any order.")
    assert first(node, A.FromAPlayersZone).zone.name == "graveyard"


def test_put_into_a_zone_from_another():
    # CR 400.7, 903.8 (the command zone)
    node = one("{T}, Sacrifice this land: Put your commander into your hand from the command zone.")
    put = first(node, A.PutIntoFromZone)
    assert put.destination.zone.name == "hand" and isinstance(put.origin, A.CommandZone)


def test_fewer_than_two_cards_discarded_this_way():
    # CR 608.2c, 701.9; CR 402 (a hand's size)
    node = one("If fewer than two cards were discarded this way, you draw cards equal to the difference.")
    cond = first(node, A.FewerThanDoneThisWay)
    assert cond.amount.number.value == 2 and isinstance(cond.done, A.DiscardedThisWay)
    node = one("When you set this scheme in motion, each opponent who has more than five cards in hand discards "
               "cards equal to the difference.")
    who = first(node, A.WhoHasMoreCardsIn)
    assert who.amount.number.value == 5 and who.zone.name == "hand"


def test_any_graveyard():
    # CR 404.1: each player has a graveyard; "any graveyard" is one of them
    node = one("Put a creature card from any graveyard onto the battlefield under your control.")
    assert first(node, A.AnyZone).zone.name == "graveyard"


def test_exile_face_down_for_each_and_with_a_counter():
    # CR 406.3 (face-down exiled cards), 122.1 (a counter on a card in exile)
    node = one("When ~ enters the battlefield, exile a card from the top of your library face down for each "
               "opponent you have.", "Wall of Mourning")
    exile = first(node, A.ExileFaceDownForEach)
    assert isinstance(exile.for_each, A.ForEach) and type_names(exile.for_each) == ["opponent"]
    node = one("Exile one of them face down with a hatching counter on it, then put the rest on the bottom of your "
               "library in any order.")
    exile = first(node, A.ExileFaceDownWithCounters)
    assert isinstance(exile.what, A.SomeOf) and exile.counters is not None


def test_choose_for_each():
    # CR 608.2c: one choice for each object
    node = one("At the beginning of each player's upkeep, that player chooses a permanent for each card in their "
               "graveyard, then untaps those permanents.")
    choose = first(node, A.ChooseForEach)
    assert type_names(choose.what) == ["permanent"] and type_names(choose.for_each) == ["card"]


def test_investigate_for_each_and_you_investigate():
    # CR 701.16: investigate once for each object
    node = one("That player investigates for each nontoken creature exiled this way.")
    inv = first(node, A.PlayerInvestigatesForEach)
    assert isinstance(inv.player, A.ThatRef) and type_names(inv.player) == ["player"]
    assert type_names(inv.for_each) == ["token", "creature"]  # "nontoken creature"
    node = one("For each nonland card revealed this way, you investigate.")
    assert isinstance(first(node, A.PlayerInvestigates).player, A.You)


def test_a_player_puts_a_permanent_onto_the_battlefield():
    # CR 603.2 (a trigger event), 110.2 (the permanent enters under that player's control)
    node = one("Whenever a player puts a nontoken creature onto the battlefield, that player returns a land they "
               "control to its owner's hand.")
    event = first(node, A.PutsOntoBattlefieldEvent)
    assert type_names(event.what) == ["token", "creature"]  # "a nontoken creature"
    assert first(event.what, A.TypeWord).negation is not None


def test_put_into_graveyards_from_anywhere():
    # CR 400.7, 404.1: any player's graveyard
    node = one("Whenever one or more creature cards are put into graveyards from anywhere, investigate. This "
               "ability triggers only once each turn.")
    assert first(node, A.PutIntoZonesFromAnywhere).zone.name == "graveyard"


def test_the_sacrificed_card_joined():
    # CR 608.2c: the objects named before, joined by "and" (REF_AND)
    node = one("Return that card and the sacrificed card to the battlefield under your control at the beginning of "
               "your next upkeep.")
    both = first(node, A.BothRefs)
    assert isinstance(both.second, A.ThePastRef)


def test_a_card_of_the_chosen_kind():
    # CR 608.2c: the kind chosen by an earlier instruction
    node = one("Reveal cards from the top of your library until you reveal a card of the chosen kind.")
    assert first(node, A.OfTheChosenKind) is not None


# == session 13 (gzone) ==========================================================================

def _name(node):
    return " ".join(w.name for w in node.words)


def test_put_onto_the_battlefield_with():
    # CR 607.2c: the object a linked ability put onto the battlefield
    node = one("When the creature put onto the battlefield with Diabolic Servitude dies, exile it and return "
               "Diabolic Servitude to its owner's hand.", "Diabolic Servitude")
    assert isinstance(first(node, A.PutOntoBattlefieldWith).source, A.SelfByName)
    node = one("When a creature put onto the battlefield with this scheme dies, abandon this scheme.")
    assert isinstance(first(node, A.PutOntoBattlefieldWith).source, A.SelfThis)


def test_name_originally_printed_in():
    # CR 206.3c: the names of that expansion
    node = one("{2}, {T}, Sacrifice Apocalypse Chime: Destroy all nontoken permanents with a name originally "
               "printed in the Homelands expansion. They can't be regenerated.", "Apocalypse Chime")
    assert _name(first(node, A.NameOriginallyPrintedIn).expansion) == "Homelands"


def test_named_either():
    # CR 201.2: either name (the lexer's NAME_OR)
    node = one("{2}, {T}: Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto "
               "the battlefield tapped, then shuffle.")
    either = first(node, A.NamedEither)
    assert (_name(either.first), _name(either.second)) == ("Festering Newt", "Bubbling Cauldron")


def test_not_controlled_by_self():
    # CR 109.4
    node = one("[−25]: Destroy all creatures Garruk the Slayer doesn't control.", "Garruk the Slayer")
    assert first(node, A.NotControlledBySelf) is not None
    assert type_names(first(node, A.Destroy)) == ["creature"]


def test_the_creature_that_died():
    # CR 700.4 (the lexer's DIED_END)
    node = one("Whenever a creature you control dies, put X +1/+1 counters on target creature you control, where X "
               "is the power of the creature that died.")
    assert first(node, A.ThatDied) is not None


def test_is_another_kind():
    # CR 109.1: the object has that type and is not the source
    node = one("When this creature enters, put a +1/+1 counter on target creature. If that creature is another "
               "Hero, put two +1/+1 counters on it instead.")
    assert type_names(first(node, A.IsAnotherKind).kind) == ["Hero"]


def test_the_kind_before_a_delayed_time():
    # CR 608.2c (THE_KIND before "at"), 603.7 (the delayed time)
    node = one("{R}: You may put a creature card from your hand onto the battlefield. That creature gains haste. "
               "Sacrifice the creature at the beginning of the next end step.")
    assert first(node, A.TheTypedObject) is not None


def test_conjure():
    # digital-only Alchemy action (no CR rule): a new card with that name in that zone
    node = one("[+1]: Conjure a Kraken Hatchling into your hand.")
    conjure = first(node, A.ConjureInto)
    assert _name(conjure.cards.name) == "Kraken Hatchling" and isinstance(conjure.cards.count, A.OneConjured)
    assert conjure.zone.zone.name == "hand"
    node = one("When Boneyard Aberration dies, exile it. If you do, conjure three Reassembling Skeleton cards into "
               "your graveyard.", "Boneyard Aberration")
    cards = first(node, A.ConjureInto).cards
    assert cards.count.number.value == 3 and _name(cards.name) == "Reassembling Skeleton"
    node = one("[0]: Conjure a Regal Force card onto the battlefield.")
    assert _name(first(node, A.ConjureOntoBattlefield).cards.name) == "Regal Force"


def test_starting_hand_size():
    # CR 103.5, 103.5a
    node = one("Your starting hand size is increased by one.")
    size = first(node, A.StartingHandSize)
    assert isinstance(size.player, A.Your) and size.amount.number.value == 1


def test_special_action_costs_less():
    # CR 116.2k, 702.170a (plot); CR 116.2h, 702.143a (foretell)
    node = one("Plotting cards from your hand costs {2} less.")
    cost = first(node, A.SpecialActionCostsLess)
    assert isinstance(cost.action, A.Plotting) and cost.any_turn is None
    node = one("Foretelling cards from your hand costs {1} less and can be done on any player's turn.")
    cost = first(node, A.SpecialActionCostsLess)
    assert isinstance(cost.action, A.Foretelling) and isinstance(cost.any_turn, A.AnyPlayersTurn)


def test_number_of_basic_land_types_compared():
    # CR 205.3i, 207.2c (domain): the types counted in a comparison
    node = one("Domain — Whenever Zar Ojanen becomes tapped, put a +1/+1 counter on each creature you control with "
               "toughness less than the number of basic land types among lands you control.", "Zar Ojanen")
    count = first(first(node, A.LessThan), A.NumberOfTypesAmong)
    assert type_names(count) == ["land", "land"]


def test_cards_with_different_names():
    # CR 201.2b (the lexer's EACH_VERB before "have")
    node = one("When this enchantment enters, search your library for up to five land cards that have different "
               "names, exile them, then shuffle.")
    assert first(node, A.WithDifferentNames) is not None
    node = one("Domain — Search your library for up to two land cards that each have a basic land type, put them "
               "onto the battlefield tapped, then shuffle. Look at the top X cards of your library, where X is the "
               "number of basic land types among lands you control. Put up to one of them on top of your library "
               "and the rest on the bottom of your library in a random order.")
    assert first(node, A.WithBasicLandType) is not None


def test_would_learn():
    # CR 701.48a, 614.1a
    node = one("As long as Retriever Phoenix is in your graveyard, if you would learn, you may instead return "
               "Retriever Phoenix to the battlefield.", "Retriever Phoenix")
    assert first(node, A.WouldLearn) is not None


def test_has_no_cards_in_hand_trigger():
    # CR 603.8: a state trigger
    node = one("When a player has no cards in hand, if Veiled Crocodile is an enchantment, Veiled Crocodile "
               "becomes a 4/4 Crocodile creature.", "Veiled Crocodile")
    event = first(node, A.HasNoCardsInZone)
    assert event.zone.name == "hand"


def test_first_time_during_each_of_their_turns():
    node = one("Whenever an opponent loses life for the first time during each of their turns, put a +1/+1 "
               "counter on Valgavoth and draw a card.", "Valgavoth")
    assert first(node, A.FirstTimeEachOfTurns) is not None


def test_put_into_exile_from_either_zone():
    # CR 406.3 (the lexer's ZONE_ANDOR)
    node = one("Whenever one or more cards are put into exile from your library and/or your graveyard, put a "
               "+1/+1 counter on Laelia.", "Laelia")
    either = first(node, A.FromEitherZone)
    assert (either.first.zone.name, either.second.zone.name) == ("library", "graveyard")
    node = one("Whenever one or more cards are put into exile from graveyards and/or the battlefield during your "
               "turn, you draw a card and lose 1 life.")
    assert first(node, A.FromZonesOrBattlefield).zone.name == "graveyard"



def test_cards_that_each_have_a_stat():
    # "that each have mana value 2 or less": each object's own value (CR 202.3); the lexer's EACH_VERB
    node = one("Search your library for up to two creature cards that each have mana value 2 or less, reveal "
               "them, put them into your hand, then shuffle.")
    stat = first(node, A.WithStat)
    assert isinstance(stat.stat, A.ManaValue) and isinstance(stat.comparison, A.AtMost)
    assert stat.comparison.amount.number.value == 2
