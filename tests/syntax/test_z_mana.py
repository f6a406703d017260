"""Mana (session 12): adding and spending mana, mana value and mana cost in filters, amounts and
conditions, and the comma of a granted ability written inside its quotes (grammar/rules/99_x_mana.lark,
cardlang/syntax/ast/x_mana.py). Each test parses a real Oracle line, demands the round trip (``one``)
and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability
from syntax_helpers import every, first, one, type_names


# -- the outer comma of a granted ability, inside its quotes (CR 113.1a) -------------------------

def test_quoted_ability_comma_then_where_x():
    # CR 113.1a, 107.3: the quoted ability is "Equipped creature gets +X/+0." and the comma is the
    # outer sentence's, before its "where X is ..." (X is the artifact's mana value, CR 202.3)
    node = one('Each noncreature, non-Equipment artifact is an Equipment with equip {X} and "Equipped '
               'creature gets +X/+0," where X is that artifact\'s mana value.')
    granted = first(node, A.WithKeywordsAndAbility)
    inner = first(granted.ability, A.ObjectGets)
    assert isinstance(inner.subject, A.EquippedRef) and isinstance(inner.predicate, A.GetsPt)
    where = first(node, A.WhereX)
    assert isinstance(where.quantity, A.RefStat) and isinstance(where.quantity.stat, A.ManaValue)
    # the where clause is the outer chain's, not the quoted ability's
    assert first(granted.ability, A.PlainAbility) is not None
    assert not every(granted.ability, A.WhereX)


def test_quoted_ability_comma_then_and():
    # CR 113.1a, 205.1a: the Treasure's mana ability (CR 605.1a), then the outer ", and it loses ..."
    node = one('Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana '
               'of any color," and it loses all other abilities. (If it was a creature, it\'s no longer a '
               'creature.)')
    quoted = first(node, A.QuotedAbility)
    assert isinstance(first(quoted, A.ActivatedAbility), A.ActivatedAbility)
    assert isinstance(first(quoted, A.AddMana).produced, A.AddAnyColor)
    chain = first(node, A.EffectChain)  # effect, ", and", effect: the comma is the chain's
    assert len(chain.items) == 3 and isinstance(chain.items[1], A.JoinCommaAnd)
    assert first(chain.items[2], A.LostAbilities) is not None


def test_token_with_quoted_ability_comma_where_x():
    # CR 111.4, 113.1a: the token's ability, then "where X is the sacrificed creature's power" of the
    # creation (CR 107.3)
    node = one('Create X 1/1 black and green Pest creature tokens with "When this creature dies, you gain '
               '1 life," where X is the sacrificed creature\'s power.')
    assert isinstance(first(node, A.TokenWithAbility).ability.body, A.TriggeredAbility)
    assert isinstance(first(node, A.WhereX).quantity.stat, A.Power)


def test_gains_keyword_and_two_quoted_abilities():
    # CR 613.1f: haste and two abilities gained; the first ends at the comma inside its quotes
    node = one('You may put an artifact or creature card from your hand onto the battlefield. That permanent '
               'gains haste, "When this permanent leaves the battlefield, it deals damage equal to its mana '
               'value to each creature," and "At the beginning of your end step, sacrifice this permanent."')
    gains = first(node, A.GainsKeywordsAndAbilities)
    assert [k.name.name for k in every(gains.keywords, A.KeywordWord)] == ["haste"]
    pair = gains.abilities
    assert isinstance(pair, A.QuotedAbilityPair)
    assert isinstance(first(pair.first, A.TriggeredAbility).trigger, A.When)
    assert isinstance(first(pair.second, A.TriggeredAbility), A.TriggeredAbility)


def test_two_quoted_abilities_with_comma():
    # CR 113.1a: two abilities gained, the comma of the pair written inside the first quotes
    node = one('When this creature enters, target player gains "This spell costs {1} less to cast," and '
               '"Draw a card."')
    pair = first(node, A.GainsAbilities).abilities
    assert isinstance(pair, A.QuotedAbilityPair)
    assert first(pair.second, A.Draw) is not None


def test_comma_inside_quotes_is_printed_inside():
    # the printer writes the outer comma inside the closing quote again (Oracle punctuation)
    node, _ = parse_ability('Create X 1/1 black and green Pest creature tokens with "When this creature dies, '
                            'you gain 1 life," where X is the sacrificed creature\'s power.', ("~",))
    from cardlang.syntax import to_text
    assert ' life," where X' in to_text(node)


# -- costs and comparisons by mana value (CR 202.3) ----------------------------------------------

def test_discard_card_with_mana_value_x_cost():
    # CR 202.3, 107.3: the discarded card's mana value is X (and the target spell's too)
    node = one("Discard a card with mana value X: Counter target spell with mana value X.")
    cost = first(node, A.DiscardWithStatCost)
    assert isinstance(cost.stat, A.ManaValue) and isinstance(cost.value.amount, A.X)
    assert cost.cards.word.noun.name == "card" and isinstance(cost.cards.amount, A.One)


def test_mana_value_at_most_life_lost_this_turn():
    # CR 119.3, 202.3: the comparison's value is the life lost this turn
    node = one("At the beginning of your end step, put a number of +1/+1 counters on up to one other target "
               "creature you control equal to the amount of life you gained this turn. Return up to one target "
               "creature card with mana value less than or equal to the amount of life you lost this turn from "
               "your graveyard to the battlefield.")
    cmp_ = [c for c in every(node, A.AtMostValue) if isinstance(c.value, A.LifeLostAmount)]
    assert len(cmp_) == 1 and isinstance(cmp_[0].value.player, A.You)


def test_mana_value_at_most_that_damage():
    # CR 120.1, 603.7c: "that damage" is the damage the trigger's event dealt
    node = one("Whenever one or more Dragons you control deal combat damage to a player, you may put a "
               "permanent card with mana value less than or equal to that damage from your hand onto the "
               "battlefield.")
    assert isinstance(first(node, A.AtMostValue).value, A.ThatDamageAmount)


def test_mana_value_equal_to_unspent_mana():
    # CR 106.4: the mana in its controller's mana pool
    node = one("{T}: Destroy target artifact if its mana value is equal to the amount of unspent mana you have.")
    assert isinstance(first(node, A.EqualTo).amount, A.UnspentManaAmount)


def test_mana_value_at_most_mana_spent():
    # CR 601.2h: the mana spent to cast this creature
    node = one("You may have this creature enter as a copy of any creature on the battlefield with mana value "
               "less than or equal to the amount of mana spent to cast this creature, except it's a Bird in "
               "addition to its other types and it has flying.")
    assert isinstance(first(node, A.AtMostValue).value, A.ManaSpentAmount)


# -- adding mana (CR 106.1, 605) -----------------------------------------------------------------

def test_add_chosen_color_for_each():
    # CR 106.1: three mana of the chosen color, once per artifact sacrificed
    node = one("Target player adds three mana of the chosen color for each artifact sacrificed this way.")
    made = first(node, A.AddChosenColorForEach)
    assert made.amount.number.value == 3 and isinstance(made.for_each, A.ForEach)


def test_add_three_mana_of_that_type_instead():
    # CR 106.1b: the type of mana the first sentence chose
    node = one("{T}: Add one mana of any type that a land you control could produce. If this creature has a "
               "+1/+1 counter on it, add three mana of that type instead.")
    assert first(node, A.AddThatType).amount.number.value == 3


def test_for_each_colored_mana_symbol():
    # CR 202.1, 107.4: one mana per colored symbol of the milled card's mana cost
    node = one("{T}, Mill a card: For each colored mana symbol in the milled card's mana cost, add one mana of "
               "that color. Activate only as an instant. (For example, if the card's mana cost is {3}{U}{U}{B}, "
               "you add {U}{U}{B}.)")
    sentence = first(node, A.ForEachSymbolSentence)
    assert isinstance(sentence.symbol, A.ColoredManaSymbol)
    assert first(sentence.chain, A.AddMana) is not None


def test_add_for_each_snow_mana_spent():
    # CR 107.4h, 601.2h: {S} is mana from a snow source spent to cast the spell
    node = one("~ deals 4 damage to target creature or planeswalker. Add {C} for each {S} spent to cast this "
               "spell. Until end of turn, you don't lose this mana as steps and phases end. ({S} is mana from a "
               "snow source.)")
    made = first(node, A.AddForEachSymbolSpent)
    assert made.symbol.symbol == "S" and made.mana.symbols[0].symbol == "C"


# -- spending mana (CR 106.6, 609.4b) ------------------------------------------------------------

def test_when_you_spend_this_mana():
    # CR 106.6: a triggered ability of the mana; it triggers as the mana is spent
    node = one("{1}{U}, {T}, Exile seven cards from your graveyard: Add {U}. When you spend this mana to cast a "
               "spell or activate an ability, copy that spell or ability. You may choose new targets for the copy. "
               "(Mana abilities can't be copied.)")
    trigger = first(node, A.WhenYouSpendTrigger)
    assert first(trigger.use, A.CastUse) is not None
    assert isinstance(trigger.chain, A.EffectChain)


def test_spend_only_colored_mana_on_x():
    # CR 107.3: X paid with colored mana only, at most one of each color
    node = one("Spend only colored mana on X. No more than one mana of each color may be spent this way.")
    assert first(node, A.SpendOnlyColoredOnX) is not None
    assert isinstance(first(node, A.AtMostManaOfEachColor).amount, A.Count)


def test_spend_other_mana_as_colorless():
    # CR 609.4b: other mana is spent as though it were colorless
    node = one("You may spend white mana as though it were mana of any color. You may spend other mana only as "
               "though it were colorless mana.")
    rule = first(node, A.SpendOtherManaAsColorless)
    assert isinstance(rule.player, A.You) and str(rule.color.text()).lower() == "colorless"


def test_tap_lands_for_mana():
    # CR 605.1a: tapping them for mana activates their mana abilities
    node = one("Until end of turn, you may tap lands you don't control for mana. Spend this mana only to cast "
               "spells.")
    assert type_names(first(node, A.TapForMana).what) == ["land"]


# -- mana abilities, costs and values in filters and conditions (CR 605, 202) ---------------------

def test_with_a_mana_ability():
    # CR 605.1a
    node = one("{1}, {T}, Sacrifice ~: Search your library for an artifact card with a mana ability or a basic "
               "land card, reveal it, put it into your hand, then shuffle.")
    assert first(node, A.WithManaAbility).word.name == "ability"


def test_mana_value_is_odd():
    # CR 202.3
    node = one("Whenever ~ attacks, reveal the top card of your library. You may cast it without paying its mana "
               "cost if its mana value is odd. If you don't cast it, draw a card.")
    cond = first(node, A.StatParityCondition)
    assert isinstance(cond.stat.stat, A.ManaValue) and isinstance(cond.parity, A.Odd)


def test_kicked_if_instead():
    # CR 608.2c, 614.1a: the kicked sentence replaces the first one
    node = one("Counter target spell if its mana value is 2 or less. If this spell was kicked, counter that spell "
               "if its mana value is 4 or less instead.")
    sentence = first(node, A.ConditionalIfInsteadSentence)
    assert first(sentence.inner_condition, A.AtMost) is not None
    assert first(sentence.chain, A.CounterSpell) is not None


def test_casts_without_paying_if_able():
    # CR 101.3: if it can't be cast, nothing happens
    node = one("At the beginning of each player's draw step, that player exiles the top card of their library. "
               "If it's a land card, the player puts it onto the battlefield. Otherwise, the player casts it "
               "without paying its mana cost if able.")
    cast = first(node, A.CastWithoutPayingIfAble)
    assert cast.without_paying is not None and cast.subject is not None


# == session 13 ==================================================================================

# -- cards named by what was done to them (CR 608.2c) ---------------------------------------------

def test_exiled_cards_that_werent_cast_this_way():
    # CR 608.2c: the cards exiled before, less those cast by the same ability's permission
    node = one("Then put the exiled cards that weren't cast this way on the bottom of that library in a "
               "random order.")
    ref = first(node, A.ThePastRefNotCast)
    assert isinstance(ref.how, A.ExiledWord) and type_names(ref.types) == ["card"]
    assert isinstance(ref.qualifier, A.NotCastThisWay)


def test_exiled_cards_not_cast_this_way():
    node = one("Put the exiled cards not cast this way on the bottom of your library in a random order.")
    assert isinstance(first(node, A.ThePastRefNotCast).qualifier, A.NotCastThisWay)


def test_all_revealed_cards_not_cast_this_way():
    # "revealed" is an adjective of the filter, as "exiled" is
    node = one("Put all revealed cards not cast this way on the bottom of your library in a random order.")
    filt = first(node, A.Filter)
    assert [type(a) for a in filt.adjectives.items] == [A.RevealedAdjective]
    assert first(filt.suffixes, A.NotCastThisWay) is not None


# -- a choice between playing and casting (CR 608.2d) -------------------------------------------------

def test_may_play_a_land_or_cast_a_spell():
    # CR 608.2d, 305.1, 601: the player chooses one of the two actions
    node = one("Once during each of your turns, you may play a land from your graveyard or cast a permanent "
               "spell with mana value 3 or less from your graveyard.")
    either = first(node, A.EitherAction)
    assert type_names(either.first) == ["land"] and first(either.first, A.FromZone) is not None
    assert isinstance(either.second, A.CastEffect) and first(either.second, A.WithStat) is not None


# -- a condition with either of two types (CR 205) --------------------------------------------------

def test_if_its_a_land_card_or_a_creature_card():
    node = one("[0]: Look at the top card of your library. If it's a land card or a creature card with mana "
               "value less than or equal to the number of loyalty counters on Nissa, you may put that card "
               "onto the battlefield.", "Nissa")
    cond = first(node, A.ItIsEitherCondition)
    assert type_names(cond.first) == ["land", "card"] and type_names(cond.second) == ["creature", "card"]
    assert first(cond.second, A.AtMostValue) is not None


# -- a player adds mana (CR 106.3) ------------------------------------------------------------------

def test_you_add_mana():
    node = one("{T}, Sacrifice two other creatures: Any number of target players each lose 2 life and sacrifice "
               "a creature of their choice. You add {B}{B} and draw a card.")
    adds = first(node, A.PlayerAddsMana)
    assert isinstance(adds.player, A.You)
    assert [s.symbol for s in adds.produced.cost.symbols] == ["B", "B"]


# -- protection from mana values (CR 702.16a) -------------------------------------------------------

def test_protection_from_each_mana_value_among():
    node = one("Artifacts you control have protection from each mana value among artifacts you control.")
    quality = first(node, A.FromEachStatAmong)
    assert isinstance(quality.stat, A.ManaValue) and type_names(quality.types) == ["artifact"]
    assert isinstance(quality.controller, A.You)


def test_protection_from_each_mana_value_other_than():
    node = one("Haktos has protection from each mana value other than the chosen number.", "Haktos")
    quality = first(node, A.FromEachStatOtherThan)
    assert isinstance(quality.stat, A.ManaValue) and isinstance(quality.value, A.ChosenNumber)


# -- what was done "this way" as a condition (CR 608.2c) --------------------------------------------

def test_if_you_draw_cards_this_way():
    node = one("Converge — When this creature enters, you may draw X cards, where X is the number of colors of "
               "mana spent to cast this spell. If you draw one or more cards this way, discard two cards.")
    cond = first(node, A.DrewThisWay)
    assert isinstance(cond.player, A.You) and isinstance(cond.cards, A.CountedOrMore)


def test_if_a_creature_enters_this_way():
    node = one("If a creature enters this way, it enters with an additional +1/+1 counter on it.")
    assert type_names(first(node, A.EntersThisWayCondition).what) == ["creature"]


def test_that_exiled_card():
    # CR 608.2c: the one card the ability exiled before
    node = one("You may cast that exiled card without paying its mana cost.")
    assert type_names(first(first(node, A.CastEffect).what, A.ThatExiledRef)) == ["card"]


# -- mana costs of objects, paid and added (CR 202.1, 118.1) -----------------------------------------

def test_add_mana_equal_to_enchanted_permanents_mana_cost():
    node = one("At the beginning of your precombat main phase, add mana equal to enchanted permanent's mana "
               "cost. (Mana cost includes color. If a mana symbol has multiple colors, choose one.)")
    cost = first(node, A.AddManaEqualToCost).cost
    assert isinstance(cost, A.RefManaCost) and isinstance(cost.object, A.EnchantedRef)


def test_pay_its_mana_cost_as_activation_cost():
    node = one("Exile a creature card from your graveyard and pay its mana cost: Create a token that's a copy of "
               "that card. Activate only as a sorcery.")
    paid = first(node, A.PayObjectManaCost)
    assert isinstance(paid.cost, A.ItsManaCost)


# -- comparison values (CR 202.3, 305.6) --------------------------------------------------------------

def test_mana_value_at_most_highest_among():
    node = one("Counter target spell if its mana value is less than or equal to the highest mana value among "
               "permanents you control.")
    value = first(node, A.AtMostValue).value
    assert isinstance(value, A.GreatestAmong) and isinstance(value.stat, A.ManaValue)
    assert type_names(value.among) == ["permanent"]


def test_mana_value_at_most_mana_value_of_discarded_card():
    node = one("When you discard a card this way, destroy target nonland permanent an opponent controls with "
               "mana value less than or equal to the mana value of the discarded card.")
    value = first(node, A.AtMostValue).value
    assert isinstance(value, A.StatOf) and isinstance(value.of.how, A.DiscardedWord)


def test_mana_value_at_most_basic_land_types_among():
    # CR 305.6: domain, the basic land types among lands you control
    node = one("Return that card to the battlefield if its mana value is less than or equal to the number of "
               "basic land types among lands you control. Otherwise, put it into your hand.")
    value = first(node, A.AtMostValue).value
    assert isinstance(value, A.NumberOfTypesAmong) and type_names(value.types) == ["land"]


# -- draws, lost land types, attacking creatures (CR 504.1, 305.7, 506.4) --------------------------------

def test_first_card_during_each_draw_step():
    node = one("Whenever you draw your first card during each of your draw steps, draw a card.")
    event = first(node, A.DrawsNthEachDrawStep)
    assert isinstance(event.ordinal, A.First) and event.word.noun.name == "card"


def test_loses_all_land_types_and_abilities():
    node = one('Enchanted land loses all land types and abilities and has "{T}: Add {C}" and "{T}, Pay 1 life: '
               'Add one mana of any color."')
    assert first(node, A.LostLandTypesAndAbilities) is not None
    assert len(every(node, A.QuotedAbility)) == 2


def test_if_exactly_one_creature_is_attacking():
    node = one("If exactly one creature is attacking, you may pay {W} rather than pay this spell's mana cost.")
    cond = first(node, A.ExactlyAttackingCondition)
    assert cond.amount.number.value == 1 and type_names(cond.filter) == ["creature"]


# -- abilities that aren't mana abilities (CR 605.1a) -------------------------------------------------

def test_abilities_that_arent_mana_abilities():
    node = one("Players can't pay life to cast spells or to activate abilities that aren't mana abilities.")
    assert first(node, A.ThatArentManaAbilities).word.name == "ability"


# -- mana added later (CR 603.7a) -----------------------------------------------------------------------

def test_add_mana_at_beginning_of_next_main_phase():
    node = one("Whenever this creature attacks, add {R} at the beginning of your next main phase this turn.")
    added = first(node, A.AddManaDelayed)
    assert [s.symbol for s in added.produced.cost.symbols] == ["R"]
    assert isinstance(added.when, A.DelayedAt) and first(added.when, A.YourNextStep) is not None


# -- mana of basic land types replaced (CR 614.1a) --------------------------------------------------------

def test_land_types_produce_instead():
    node = one("If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests "
               "produce {B} instead of any other type.")
    rule = first(node, A.LandTypesProduceInstead)
    assert [item.land_type.name for item in rule.items] == ["Plains", "Swamp", "Mountain", "Forest"]
    assert [item.mana.symbols[0].symbol for item in rule.items] == ["R", "G", "W", "B"]


# -- casting (CR 101.3, 118.9, 702.8a) --------------------------------------------------------------------

def test_cast_the_copies_if_able_without_paying():
    node = one("Copy those cards. Cast the copies if able without paying their mana costs.")
    cast = first(node, A.CastIfAbleWithoutPaying)
    assert cast.subject is None and cast.without_paying is not None


def test_cast_without_paying_and_as_though_flash():
    node = one("Any player may cast creature spells with mana value 3 or less without paying their mana costs "
               "and as though they had flash.")
    cast = first(node, A.CastWithoutPayingAsThough)
    assert type_names(cast.what) == ["creature", "spells"] or type_names(cast.what) == ["creature", "spell"]
    assert cast.keyword.name.name == "flash"


# -- colors (CR 105) -------------------------------------------------------------------------------------

def test_becomes_that_color():
    node = one("{1}: Add one mana of any color. This creature becomes that color until end of turn. Activate "
               "only once each turn.")
    assert first(node, A.BecomesThatColor) is not None


def test_choose_a_color_of_a_permanent():
    node = one("{T}: Choose a color of a permanent you control. Add one mana of that color.")
    assert type_names(first(node, A.ChooseColorOf).of) == ["permanent"]


# -- the card another player revealed (CR 608.2c) ---------------------------------------------------------

def test_card_revealed_by_the_other_player():
    node = one("At the beginning of your upkeep, you and target opponent each reveal the top card of your "
               "library. You each lose life equal to the mana value of the card revealed by the other player. "
               "You each put the card you revealed into your hand.")
    ref = first(node, A.TheRevealedBy)
    assert ref.noun.name.name == "card" and isinstance(ref.by, A.TheOtherPlayer)


# -- commanders (CR 903.3, 903.8) ----------------------------------------------------------------------------

def test_noncommander_creature():
    node = one("Gain control of each noncommander creature with mana value 3 or less.")
    assert first(node, A.NonCommanderWord).negation is not None


def test_cast_your_commander_from_the_command_zone():
    node = one("Whenever ~ deals combat damage to a player, you may cast your commander from the command zone "
               "without paying its mana cost. (You still pay any additional costs.)")
    cast = first(node, A.CastEffect)
    assert isinstance(cast.what, A.CommanderFromCommandZone) and cast.without_paying is not None


# -- the controller of each of them (CR 108.4) ----------------------------------------------------------------

def test_controller_of_each_of_those():
    node = one("Destroy all artifacts. They can't be regenerated. The controller of each of those artifacts "
               "gains life equal to its mana value.")
    controller = first(node, A.TheControllerOf)
    assert isinstance(controller.of, A.EachOfGroup) or first(controller, A.EachOfGroup) is not None


# -- mana abilities' costs, colors counted (CR 605.1a, 105.2) -------------------------------------------------

def test_mana_abilities_cost_additional_life():
    node = one("Mana abilities of this land cost an additional 1 life to activate.")
    rule = first(node, A.CostsAdditionalLifeToActivate)
    assert isinstance(rule.what, A.ManaAbilitiesOf) and rule.amount.number.value == 1


def test_spells_with_exactly_three_colors():
    node = one("Spend this mana only to cast spells with exactly three colors.")
    assert first(node, A.WithExactlyColors).amount.number.value == 3


# -- mana production replaced (CR 614.1a) ---------------------------------------------------------------------

def test_player_taps_land_it_produces_colorless():
    node = one("Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead "
               "of any other type.")
    tap = first(node, A.PlayerTapsForMana)
    assert type_names(tap.what) == ["land"]


def test_produces_colorless_instead_of_white():
    node = one("{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana. (This "
               "effect lasts indefinitely.)")
    rule = first(node, A.ProducesInsteadOfColor)
    assert str(rule.color.text()).lower() == "white"


def test_if_its_not_that_players_turn():
    node = one("Whenever a player taps a land for mana, if it's not that player's turn, destroy that land.")
    assert first(node, A.NotThatPlayersTurn) is not None


# -- mana symbols in costs, counters (CR 107.4, 202.1, 122.1) ------------------------------------------------

def test_with_blue_mana_symbols_in_its_mana_cost():
    node = one("Whenever you cast a noncreature spell with one or more blue mana symbols in its mana cost, "
               "create that many 1/1 blue Merfolk creature tokens.")
    suffix = first(node, A.WithColorSymbolsInCost)
    assert suffix.amount.number.value == 1 and str(suffix.color.text()).lower() == "blue"


def test_for_each_red_symbol_in_that_spells_mana_cost():
    node = one("Whenever you cast a spell, if ~ is in your graveyard, put a flame counter on ~ for each {R} in "
               "that spell's mana cost.")
    each = first(node, A.ForEachSymbolInCost)
    assert each.symbol.symbol == "R" and isinstance(each.cost, A.RefManaCost)


def test_add_for_each_counter_on_it():
    node = one("If they do, they add {C} for each counter on it.")
    added = first(node, A.AddForEachCounterOn)
    assert added.mana.symbols[0].symbol == "C" and isinstance(added.on, A.It)


# -- the top cards of a color, coin flips (CR 404.2, 705.2) ---------------------------------------------------

def test_top_three_black_cards_of_your_graveyard():
    node = one("You may exile the top three black cards of your graveyard rather than pay this spell's mana cost.")
    ref = first(node, A.TopColoredOfZone)
    assert ref.amount.number.value == 3 and str(ref.color.text()).lower() == "black"


def test_when_you_win_the_flip():
    node = one("Whenever you cast your second spell each turn, you may sacrifice an artifact. If you do, flip a "
               "coin. When you win the flip, copy that spell. You may choose new targets for the copy. When you "
               "lose the flip, ~ deals damage equal to that spell's mana value to any target.")
    assert first(node, A.WinsTheFlipEvent) is not None and first(node, A.LosesTheFlipEvent) is not None
