"""Session 7 corpus tail: keyword riders, keyword actions, characteristics, casting and mana on
real Oracle lines (grammar/rules/99_v_pt_keywords.lark, 99_v_cast_layouts.lark).
Each test parses a corpus line, demands the round trip (``one``) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


# -- a keyword ability with sentences after it on its line ----------------------------------

def test_suspend_x_with_a_limit_on_x():
    # CR 702.62a suspend N—cost; CR 107.3: "X can't be 0" limits the value chosen for X
    node = one("Suspend X—{X}{3}{U}. X can't be 0.")
    body = node.body
    assert isinstance(body, A.KeywordWithRider)
    assert isinstance(body.keyword, A.NumberedDashCost) and body.keyword.name.name == "suspend"
    assert isinstance(body.keyword.amount, A.X)
    assert first(body.rider, A.XCantBe).value.value == 0


def test_kicker_x_with_a_limit_on_x():
    node = one("Kicker {X}. X can't be 0. (You may pay an additional {X} as you cast this spell.)")
    assert isinstance(node.body.keyword, A.CostKeyword) and node.body.keyword.name.name == "kicker"
    assert node.reminder is not None


def test_equip_with_a_cost_reduction_per_each():
    # CR 601.2f: the equip ability's cost is reduced as it is activated
    node = one("Equip {3}. This ability costs {1} less to activate for each other Equipment you control.")
    assert node.body.keyword.name.name == "equip"
    reduction = first(node.body.rider, A.CostsLessToActivatePerEach)
    assert isinstance(reduction.what, A.SelfThis)


def test_equip_cost_reduced_by_x_of_the_target():
    # CR 601.2f, 107.3: X is the power of the creature the equip ability targets (CR 115.1)
    node = one("Equip {10}. This ability costs {X} less to activate, where X is the power of the creature "
               "it targets.")
    reduction = first(node, A.CostsLessToActivateWhereX)
    assert reduction.cost.symbols[0].symbol == "X"
    target = first(reduction.where, A.ObjectItTargets)
    assert target.card_type.name == "creature"


def test_equip_cost_reduced_for_each_color_of_the_target():
    # CR 105.2: each color of the targeted creature
    node = one("Equip {4}. This ability costs {1} less to activate for each color of the creature it targets.")
    per = first(node, A.ForEachColorOf)
    assert isinstance(per.owner, A.ObjectItTargets)


def test_ability_costs_less_to_activate_if():
    # CR 601.2f: the reduction applies only if the condition holds as the ability is activated
    node = one("{2}, {T}: Tap target creature. This ability costs {1} less to activate if it targets a "
               "creature with power 3 or less.")
    reduction = first(node, A.CostsLessToActivateIf)
    assert isinstance(reduction.what, A.SelfThis)
    assert reduction.cost.symbols[0].symbol == "1"
    assert reduction.condition is not None


# -- keyword actions ---------------------------------------------------------------------------

def test_keyword_action_done_n_times():
    # CR 701.16a investigate: create a Clue token, three times
    node = one("Investigate three times. (To investigate, create a Clue token. It's an artifact with \"{2}, "
               "Sacrifice this token: Draw a card.\")")
    times = first(node, A.KeywordActionTimes)
    assert isinstance(times.action, A.Investigate)
    assert times.times.amount.number.value == 3
    # CR 701.36 populate, X times
    times = first(one("Populate X times."), A.KeywordActionTimes)
    assert isinstance(times.action, A.Populate) and isinstance(times.times, A.XTimes)


def test_manifest_dread_twice():
    # CR 701.62a
    node = one("When this enchantment enters, manifest dread twice.")
    assert first(node, A.ManifestDreadTwice) is not None


def test_a_named_player_investigates():
    # CR 701.16a: that player creates the Clue
    node = one("Destroy target creature or planeswalker. Its controller investigates.")
    assert isinstance(first(node, A.PlayerInvestigates).player, A.ItsController)


# -- characteristics ---------------------------------------------------------------------------

def test_plural_creatures_that_are_still_lands():
    # CR 205.1b: the new card type is added, the lands keep their types
    node = one("All Swamps are 1/1 black creatures that are still lands.")
    chars = first(node, A.PluralCharacteristicsStill)
    assert isinstance(chars.items[0], A.PowerToughness) and chars.items[0].power == "1"
    assert chars.items[1].name == "black"
    assert chars.items[2].name == "creature" and chars.items[2].plural
    assert chars.still.items[0].words[0].name.name == "land"


def test_every_basic_land_type():
    # CR 205.1b: the land gains each basic land type (and so each mana ability, CR 305.6)
    node = one("Lands you control are every basic land type in addition to their other types.")
    every = first(node, A.IsEverySupertypeType)
    assert every.negation is None and every.supertype.name == "basic" and every.card_type.name == "land"
    assert isinstance(every.in_addition, A.InAddition)
    every = first(one("This land is every nonbasic land type."), A.IsEverySupertypeType)
    assert every.negation is not None and every.in_addition is None


def test_token_power_and_toughness_equal_to_another():
    # CR 111.3, 208.1: the token's power and toughness are set as it is created
    node = one("Exile target creature card from your graveyard. Create a black Zombie creature token. Its power "
               "is equal to that card's power and its toughness is equal to that card's toughness.")
    stats = first(node, A.ItsStatsEqualTo)
    assert isinstance(stats.first, A.Power) and isinstance(stats.second, A.Toughness)
    assert isinstance(stats.first_value, A.RefStat) and isinstance(stats.second_value.stat, A.Toughness)


# -- activated abilities of an object, colors, shared types -----------------------------------

def test_an_objects_activated_abilities_cant_be_activated():
    # CR 602.5: an effect can stop an object's activated abilities from being activated
    node = one("Enchanted creature's activated abilities can't be activated.")
    abilities = first(node, A.PossessiveActivatedAbilities)
    assert isinstance(abilities.of, A.EnchantedRef) and abilities.noun.name == "ability"
    assert first(node, A.CantBeActivated) is not None
    node = one("Counter target activated ability from an artifact, creature, enchantment, or land. That "
               "permanent's activated abilities can't be activated this turn. (Mana abilities can't be "
               "targeted.)")
    assert isinstance(first(node, A.PossessiveActivatedAbilities).of, A.ThatRef)


def test_becomes_all_colors():
    # CR 105.2: all five colors
    node = one("{T}: Target creature you control becomes all colors until end of turn.")
    assert first(node, A.BecomesAllColors) is not None


def test_shares_at_least_one_creature_type():
    # CR 205.3: one creature type in common with it is enough
    node = one("Each creature gets +1/+1 for each other creature on the battlefield that shares at least one "
               "creature type with it.")
    sharing = first(node, A.SharingAtLeast)
    assert sharing.number.value == 1
    assert isinstance(sharing.quality, A.SharedType) and isinstance(sharing.with_, A.SharedWith)


# -- more lands, alternative costs, costs paid any number of times ----------------------------

def test_play_up_to_n_additional_lands():
    # CR 305.2: more land plays this turn
    node = one("You may play up to three additional lands this turn.")
    more = first(node, A.PlayUpToAdditionalLands)
    assert more.land.name == "land"
    more = first(one("You may play X additional lands this turn."), A.PlayAdditionalLands)
    assert isinstance(more.amount, A.X)


def test_alternative_cost_for_spells_that_you_cast():
    # CR 118.9: an alternative cost for the spells the player casts
    node = one("You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast.")
    assert isinstance(first(node, A.CastBy).player, A.You)
    assert first(node, A.ManaCostFor) is not None


def test_cost_paid_any_number_of_times_and_its_reflexive_trigger():
    # CR 603.12: the reflexive trigger counts how many times the cost was paid
    node = one("When this creature enters, you may pay {1}{W} any number of times. When you pay this cost "
               "one or more times, put that many valor counters on this creature.")
    pay = first(node, A.PayAnyNumberOfTimes)
    assert [s.symbol for s in pay.cost.symbols] == ["1", "W"]
    event = first(node, A.PaysCostEvent)
    assert isinstance(event.times, A.NOrMoreTimes)
    node = one("When this creature enters, you may pay {1}{W} any number of times. When you pay that cost "
               "once or more, put that many courage counters on this creature.")
    assert isinstance(first(node, A.PaysCostEvent).times, A.OnceOrMore)


def test_may_activate_abilities_as_though_creatures_had_haste():
    # CR 302.6: haste lifts the summoning-sickness limit on {T} abilities
    node = one("You may activate abilities of creatures you control as though those creatures had haste.")
    permission = first(node, A.MayActivateAsThough)
    assert isinstance(permission.player, A.You) and isinstance(permission.those, A.ThoseRef)
    assert permission.keyword.name.name == "haste"


def test_skip_steps():
    # CR 614.10: a skipped step doesn't happen
    skip = first(one("Players skip their upkeep steps."), A.SkipSteps)
    assert skip.step.name == "upkeep" and isinstance(skip.owner, A.Their)


# -- supertypes removed, keyword costs, devotion ----------------------------------------------

def test_no_longer_snow():
    # CR 613.1d: the supertype is removed
    node = one("{2}, {T}: Target snow land is no longer snow.")
    assert first(node, A.NoLongerSupertype).supertype.name == "snow"
    node = one("Target snow permanent isn't snow until end of turn.")
    assert first(node, A.IsntSupertype).supertype.name == "snow"


def test_that_is_no_longer_an_equipment():
    # CR 205.1a: the new types replace the Equipment subtype
    node = one("{0}: Until end of turn, this permanent becomes a 4/4 Spirit artifact creature that's no longer an "
               "Equipment. Activate only if you control no creatures.")
    gone = first(node, A.NoLongerType)
    assert gone.types.items[0].words[0].name.name == "Equipment"


def test_its_keyword_cost_equal_to_its_mana_cost():
    # CR 702.180 harmonize, 702.94a miracle: the granted keyword's cost; CR 601.2f a reduction
    node = one("When this creature enters, target instant or sorcery card in your graveyard gains harmonize until "
               "end of turn. Its harmonize cost is equal to its mana cost.")
    cost = first(node, A.ItsKeywordCostEqual)
    assert cost.keyword.name == "harmonize" and isinstance(cost.cost, A.ItsManaCost) and cost.reduced is None
    node = one("Each enchantment card in your hand has miracle. Its miracle cost is equal to its mana cost reduced "
               "by {4}.")
    cost = first(node, A.ItsKeywordCostEqual)
    assert cost.reduced.by.symbols[0].symbol == "4"


def test_mana_equal_to_devotion_to_the_chosen_color():
    # CR 700.5: devotion counts the mana symbols of that color among permanents you control
    node = one("{T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.")
    assert isinstance(first(node, A.AddAmountOfThatColor).amount, A.DevotionToThatColor)


# -- limits on X, entering tapped, more turns, coins -------------------------------------------

def test_x_cant_be_greater_than():
    # CR 107.3
    node = one("X can't be greater than the number of players in the game.")
    limit = first(node, A.XCantBeGreaterThan).limit
    assert isinstance(limit, A.NumberOf) and first(limit, A.InTheGame) is not None


def test_enters_tapped_if_and_this_turn():
    # CR 614.1c
    node = one("This creature enters tapped if it's not your turn.")
    assert first(node, A.EntersTappedIf).condition is not None
    node = one("Permanents enter tapped this turn.")
    assert first(node, A.EnterTappedThisTurn) is not None


def test_extra_turns_and_skipped_turns():
    # CR 500.7 extra turns, 614.10 skipped turns
    turns = first(one("Target player takes two extra turns after this one."), A.ExtraTurns)
    assert turns.number.value == 2 and turns.after.value == 1
    skip = first(one("When this creature enters, you skip your next two turns."), A.SkipNextTurns)
    assert skip.amount.number.value == 2


def test_flip_coins_and_count_heads():
    # CR 705.1-2: several coins are flipped; each comes up heads or tails
    node = one("[−7]: Flip five coins. Take an extra turn after this one for each coin that comes up heads.")
    assert first(node, A.FlipCoins).amount.number.value == 5
    assert first(node, A.ExtraTurnPerHeads) is not None
    node = one("[−7]: Flip five coins. Target opponent skips their next X turns, where X is the number of coins "
               "that came up heads.")
    assert first(node, A.CoinsCameUpHeads) is not None and isinstance(first(node, A.SkipNextTurns).amount, A.X)


# -- protection, counted objects, mana of one symbol, casting limits ---------------------------

def test_protection_from_a_supertype():
    # CR 702.16a: protection from legendary creatures
    node = one("First strike, protection from legendary creatures")
    quality = first(node, A.FromSupertypeTypes)
    assert quality.supertype.name == "legendary"
    assert quality.types.words[0].name.name == "creature"


def test_controls_at_least_n_objects():
    # CR 603.4: the condition holds with that many or more
    node = one("Svyelun has indestructible as long as you control at least two other Merfolk.", "Svyelun")
    counted = first(node, A.CountedAtLeast)
    assert counted.amount.number.value == 2
    assert isinstance(counted.filter.adjectives.items[0], A.Other)


def test_add_n_of_one_symbol_and_a_casting_limit():
    # CR 106.1 mana symbols; CR 101.2 the limit on casting
    node = one("Add seven {R}. You can cast only one more spell this turn.")
    mana = first(node, A.AddNOfSymbol)
    assert mana.number.value == 7 and mana.symbol.symbols[0].symbol == "R"
    limit = first(node, A.CanCastOnlyNMore)
    assert limit.number.value == 1 and limit.noun.name == "spell"


def test_change_base_power():
    # CR 613.4b: the effect sets the creature's base power (layer 7b)
    node = one("{1}{U}: Change Riptide Mangler's base power to target creature's power. (This effect lasts "
               "indefinitely.)", "Riptide Mangler")
    change = first(node, A.ChangeBasePower)
    assert isinstance(change.what, A.SelfByName) and isinstance(change.value.stat, A.Power)


def test_saddled():
    # CR 702.171b: a Mount becomes saddled until end of turn
    node = one("Whenever a Mount you control enters, it becomes saddled until end of turn.")
    assert first(node, A.BecomesSaddled) is not None
    node = one("Whenever this creature deals combat damage to a player, target instant or sorcery card in your "
               "graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost. That "
               "card gains flashback {0} until end of turn instead if this creature is saddled.")
    assert isinstance(first(node, A.IsSaddledCondition).what, A.SelfThis)


def test_keyword_action_again():
    # CR 701.44: the creature explores a second time
    node = one("When this creature enters, it explores, then it explores again.")
    again = first(node, A.KeywordActionAgain)
    assert isinstance(again.action, A.Explores)
