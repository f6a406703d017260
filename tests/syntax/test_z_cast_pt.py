"""Casting, mana, costs and power/toughness of the corpus tail, sessions 10-11 (grammar/rules/
99_v_cast_layouts.lark and 99_v_pt_keywords.lark, the "session 10 (gcp)" parts and after). Each test
parses a real Oracle line, demands the round trip (``one``) and checks the typed AST against the rule
it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


# -- activated abilities as qualities of objects (CR 602.1, 605.1a) ----------------------------

def test_with_an_activated_ability_that_isnt_a_mana_ability():
    # CR 602.1 an activated ability of the object; 605.1a one that is not a mana ability
    node = one("Each land with an activated ability that isn't a mana ability doesn't untap during its "
               "controller's untap step.")
    quality = first(node, A.WithActivatedAbility)
    assert isinstance(quality.quality, A.NotAManaAbility)
    subject = first(node, A.Quantified)
    assert isinstance(subject.quantifier, A.Each) and type_names(subject.filter.types) == ["land"]
    assert list(subject.filter.suffixes.items) == [quality]


def test_has_an_activated_ability_with_tap_in_its_cost():
    # CR 602.1a: the cost before the colon contains the tap symbol
    node = one("{1}, {T}: Untap target creature that has an activated ability with {T} in its cost.")
    target = first(node, A.Untap).what
    assert isinstance(target, A.Target) and type_names(target.filter.types) == ["creature"]
    assert isinstance(target.filter.suffixes.items[0].quality, A.WithSymbolInCost)


# -- mana of several kinds (CR 106.1, 106.7, 903.4) --------------------------------------------

def test_two_mana_of_different_colors():
    # CR 106.1b: the player chooses two colors, no two alike
    node = one("{2}, {T}, Sacrifice this artifact: Add two mana of different colors.")
    produced = first(node, A.AddMana).produced
    assert isinstance(produced, A.AddDifferentColors) and produced.amount.number.value == 2


def test_any_type_that_land_could_produce():
    # CR 106.7: the types the land's mana abilities could produce
    node = one("{T}, Untap a tapped land an opponent controls: Add one mana of any type that land could produce.")
    produced = first(node, A.AddAnyTypeCouldProduce)
    assert isinstance(produced.source, A.ThatRef) and type_names(produced.source) == ["land"]
    node = one("Sacrifice a land: Add one mana of any type the sacrificed land could produce.")
    source = first(node, A.AddAnyTypeCouldProduce).source
    assert isinstance(source, A.ThePastRef) and isinstance(source.how, A.SacrificedWord)


def test_any_of_an_objects_colors():
    # CR 105.2: one of the colors that object has
    node = one("{T}: Add one mana of any of the exiled card's colors.")
    produced = first(node, A.AddAnyOfColors)
    assert produced.amount.number.value == 1 and isinstance(produced.owner.object, A.ThePastRef)
    node = one('Human creatures you control have "{T}: Add one mana of any of this creature\'s colors."')
    owner = first(node, A.AddAnyOfColors).owner
    assert isinstance(owner, A.PossessiveOf) and isinstance(owner.object, A.SelfThis)


def test_any_color_in_commanders_identity():
    # CR 903.4: the colors of the commander's color identity
    node = one("{T}: Add one mana of any color in your commander's color identity.")
    assert first(node, A.AddAnyColorInIdentity).amount.number.value == 1


def test_one_of_two_symbols_for_each():
    # CR 106.1: one of the two options, once for each Raccoon
    node = one("At the beginning of your first main phase, add {R} or {G} for each Raccoon you control.")
    produced = first(node, A.AddOneOfForEach)
    symbols = [s.symbols[0].symbol for s in produced.options if isinstance(s, A.ManaCost)]
    assert symbols == ["R", "G"] and type_names(produced.what.types) == ["Raccoon"]


# -- what mana may pay for (CR 106.6, 107.3, 709.5e) ---------------------------------------------

def test_spend_only_colors_on_x():
    # CR 107.3: X is paid with black and/or red mana only
    node = one("Spend only black and/or red mana on X.")
    rider = first(node, A.SpendOnlyColorsOnX)
    assert (rider.first.name, rider.second.name) == ("black", "red")


def test_spend_only_mana_produced_by_to_cast():
    # CR 106.6: a restriction on the mana's source
    node = one("Spend only mana produced by basic lands to cast this spell.")
    rider = first(node, A.SpendOnlyManaFromToCast)
    assert type_names(rider.source.types) == ["land"] and isinstance(rider.spell, A.SelfThis)


def test_spend_only_to_cast_rooms_and_unlock_doors():
    # CR 709.5e: unlocking a door is a special action whose cost the mana may pay
    node = one("At the beginning of your first main phase, add {R}{R}. Spend this mana only to cast Room spells "
               "and unlock doors.")
    uses = first(node, A.SpendUse).items
    assert isinstance(uses[0], A.CastUse) and type_names(uses[0].what.types) == ["Room", "spell"]
    assert isinstance(uses[1], A.UnlockDoorUse)


def test_spend_as_though_to_pay_activation_costs():
    # CR 609.4b: mana spent as though of any color; 602.2b: the activation cost
    node = one("You may spend blue mana as though it were mana of any color to pay the activation costs of "
               "Quicksilver Elemental's abilities.", "Quicksilver Elemental")
    purpose = first(node, A.ToPayActivationCostsOf)
    assert isinstance(purpose.owner, A.SelfByName) and purpose.noun.name == "ability"


# -- additional costs written as quoted costs (CR 601.2f, 118.8) ---------------------------------

def test_cost_an_additional_quoted_cost_to_activate():
    # CR 602.2b, 118.8: an additional cost of each activation
    node = one('Activated abilities of nontoken Rebels cost an additional "Sacrifice a land" to activate.')
    static = first(node, A.CostsAdditionalToActivate)
    assert isinstance(static.subject, A.ActivatedAbilitiesOf)
    assert isinstance(static.cost, A.SacrificeCost) and type_names(static.cost) == ["land"]


def test_cost_an_additional_quoted_cost_per_symbol():
    # CR 601.2f, 118.8: one sacrifice for each black mana symbol (CR 202.1) of the spell's cost
    node = one('Spells cost an additional "Sacrifice a Swamp" to cast for each black mana symbol in their mana '
               'costs.')
    static = first(node, A.CostsAdditionalToCast)
    assert type_names(static.cost) == ["Swamp"]
    assert isinstance(static.per_each, A.ForEachSymbolOfColor) and static.per_each.color.name == "black"


# -- cost changes (CR 601.2f, 602.2b) ---------------------------------------------------------

def test_costs_more_except_during_its_controllers_turn():
    # CR 601.2f: the increase applies outside its controller's turn
    node = one("Each spell costs {3} more to cast except during its controller's turn.")
    static = first(node, A.CostsMoreExceptDuringTurn)
    assert static.cost.symbols[0].symbol == "3" and isinstance(static.player, A.ItsControllers)


def test_costs_more_to_cast_and_to_activate():
    # CR 601.2f spells and 602.2b activated abilities, both during your turn
    node = one("During your turn, spells your opponents cast cost {1} more to cast and abilities your opponents "
               "activate cost {1} more to activate unless they're mana abilities.")
    static = first(node, A.CostsMoreToCastAndActivate)
    assert type_names(static.spells.filter.types) == ["spell"]
    assert type_names(static.abilities.filter.types) == ["ability"]
    assert isinstance(static.unless, A.UnlessManaAbilities)
    assert isinstance(first(node, A.DurationSentence).duration, A.DuringYourTurn)


def test_costs_less_for_each_creature_it_targets():
    # CR 601.2f with CR 115.1: the reduction counts the spell's creature targets
    node = one("Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.")
    per = first(node, A.ForEachItTargets)
    assert type_names(per.types) == ["creature"]


def test_for_each_other_spell_cast_this_turn():
    # CR 601.2i: the spells cast this turn by any player
    node = one("This creature enters with a +1/+1 counter on it for each other spell cast this turn.")
    per = first(node, A.ForEachCastThisTurn)
    assert isinstance(per.adjectives.items[0], A.Other) and type_names(per.types) == ["spell"]


def test_first_card_you_foretell_costs_to_foretell():
    # CR 702.143a: the foretell special action's cost
    node = one("The first card you foretell each turn costs {0} to foretell.")
    static = first(node, A.CostsToKeywordAction)
    assert static.keyword.name == "foretell" and static.cost.symbols[0].symbol == "0"
    subject = static.subject
    assert isinstance(subject, A.OrdinalKeywordEachTurn) and isinstance(subject.ordinal, A.First)
    assert isinstance(subject.player, A.You)


def test_rather_than_pay_the_cycling_cost():
    # CR 118.9: an alternative cost replaces the cycling cost (CR 702.29a)
    node = one("You may pay {0} rather than pay the cycling cost of the first card you cycle each turn.")
    replaced = first(node, A.KeywordCostOf)
    assert replaced.keyword.name == "cycling" and isinstance(replaced.of, A.OrdinalCycledEachTurn)


# -- offering (CR 702.48) ---------------------------------------------------------------------

def test_offering():
    # CR 702.48a: "[subtype] offering"
    node = one("Goblin offering (You may cast this card any time you could cast an instant by sacrificing a "
               "Goblin and paying the difference in mana costs between this and the sacrificed Goblin. Mana "
               "cost includes color.)")
    keyword = first(node, A.OfferingKeyword)
    assert type_names(keyword.types) == ["Goblin"]


# -- targets of a spell (CR 115.7) --------------------------------------------------------------

def test_has_only_one_target_and_change_that_spells_target():
    # CR 115.7: a spell with a single target; its target changes
    node = one("If target spell has only one target and that target is a creature, change that spell's target "
               "to another creature.")
    cond = first(node, A.ConditionalSentence).condition
    assert isinstance(cond.first, A.HasOnlyTargets) and cond.first.number.value == 1
    assert isinstance(cond.second, A.ThatTargetIsA) and type_names(cond.second.what.types) == ["creature"]
    change = first(node, A.ChangeTargetTo)
    assert isinstance(change.spell, A.ThatRef) and isinstance(change.to.quantifier, A.Another)
    node = one("{U}: If target spell has only one target and that target is Quicksilver Dragon, change that "
               "spell's target to another creature.", "Quicksilver Dragon")
    assert isinstance(first(node, A.ThatTargetIs).what, A.SelfByName)


def test_change_the_targets_of():
    # CR 115.7: the spell's targets may change
    node = one("Sacrifice Goblin Flectomancer: You may change the targets of target instant or sorcery spell.",
               "Goblin Flectomancer")
    change = first(node, A.ChangeTargets)
    assert isinstance(change.spell, A.Target) and type_names(change.spell.filter.types) == ["instant", "sorcery",
                                                                                              "spell"]


# -- base power and toughness with keywords (CR 613.4b, 613.1f) -----------------------------------

def test_base_pt_with_keywords():
    # CR 613.4b base P/T set; 613.1f the abilities it gains
    node = one("Sacrifice another creature: Until end of turn, this creature becomes a Dragon with base power and "
               "toughness 4/4, flying, and haste.")
    with_ = first(node, A.WithBasePtAndKeywords)
    assert (with_.pt.power, with_.pt.toughness) == ("4", "4")
    assert [k.name.name for k in with_.keywords.items if isinstance(k, A.KeywordWord)] == ["flying", "haste"]
    node = one("{3}{G/W}{G/W}{G/W}: If this creature is a Soldier, it becomes a Kithkin Avatar with base power and "
               "toughness 7/8 and protection from each of your opponents.")
    with_ = first(node, A.WithBasePtAndKeywords)
    assert (with_.pt.power, with_.pt.toughness) == ("7", "8")
    assert isinstance(with_.keywords.items[0], A.Protection)


def test_equip_granted_still_parses():
    # CR 702.6a: equip granted to Equipment (the PT_COMMA/PT_AND rows must not reach it)
    node = one("Equipment you control have equip {1}.")
    assert type_names(first(node, A.ObjectGets).subject.filter.types) == ["Equipment"]


# -- session 11: mana symbols spent (CR 601.2h, 107.4h) ------------------------------------------

def test_amount_of_snow_mana_spent():
    # CR 601.2h: the mana paid; CR 107.4h: {S} is one mana from a snow source
    node = one("Scry X, where X is the amount of {S} spent to cast this spell, then draw three cards. ({S} is "
               "mana from a snow source.)")
    amount = first(node, A.ManaSymbolsSpentAmount)
    assert [s.symbol for s in amount.mana.symbols] == ["S"] and isinstance(amount.spell, A.SelfThis)


def test_for_each_symbols_spent_to_cast_this_creature():
    # CR 601.2h: once for each {W}{W} paid to cast this creature
    node = one("When this creature enters, choose up to two other target creatures you control. For each {W}{W} "
               "spent to cast this creature, put a +1/+1 counter on each of them.")
    sentence = first(node, A.ForEachManaSpentSentence)
    assert [s.symbol for s in sentence.mana.symbols] == ["W", "W"]
    assert isinstance(sentence.spell, A.SelfThis) and sentence.spell.noun.name == "creature"


# -- splice (CR 702.47a) --------------------------------------------------------------------------

def test_splice_onto_arcane_with_a_cost_that_is_not_mana():
    # CR 702.47a: "Splice onto [quality] [cost]"; here the cost is an exile cost after a dash
    node = one("Splice onto Arcane—Exile four cards from your graveyard. (As you cast an Arcane spell, you may "
               "reveal this card from your hand and pay its splice cost. If you do, add this card's effects to "
               "that spell.)")
    keyword = first(node, A.SpliceOntoDashCost)
    assert keyword.keyword.name == "splice" and keyword.subtype.name == "Arcane"
    assert isinstance(keyword.costs.items[0], A.ExileCost)


def test_splice_onto_instant_or_sorcery():
    # CR 702.47a: onto an instant or sorcery spell
    node = one("Splice onto instant or sorcery {2}{U} (As you cast an instant or sorcery spell, you may reveal "
               "this card from your hand and pay its splice cost. If you do, add this card's effects to that "
               "spell.)")
    keyword = first(node, A.SpliceOntoEither)
    assert (keyword.first.name, keyword.second.name) == ("instant", "sorcery")
    assert [s.symbol for s in keyword.cost.symbols] == ["2", "U"]


# -- choosing targets (CR 601.2c) -------------------------------------------------------------------

def test_cant_choose_as_this_spells_target():
    # CR 601.2c: targets are chosen as the spell is cast; this restricts the choice
    node = one("You can't choose an untapped creature as this spell's target as you cast it.")
    static = first(node, A.CantChooseAsTarget)
    assert isinstance(static.player, A.You) and isinstance(static.spell, A.SelfThis)
    assert type_names(static.what.filter.types) == ["creature"]
    assert isinstance(static.what.filter.adjectives.items[0], A.Untapped)


# -- a random card (digital-only wording) -------------------------------------------------------

def test_copy_of_a_random_card():
    # digital-only: a card chosen at random (CR 608.2d: a random choice as the ability resolves)
    node = one("{X}, {T}, Discard a card: Create a token that's a copy of a random creature card with mana "
               "value X. Activate only as a sorcery.")
    card = first(node, A.ARandomCard)
    assert type_names(card.filter.types) == ["creature", "card"]


# == session 12 (gcast) ========================================================================

def test_max_speed_static_cost_reduction_and_permission():
    # CR 702.178: the ability functions only at max speed; 601.2f cost reduction; 601.3 permission
    node = one("Max speed — Spells you cast cost {1} less to cast.")
    ability = first(node, A.KeywordStaticSentenceAbility)
    assert ability.keyword.name == "max speed"
    assert isinstance(ability.statement, A.CostsLess) and ability.statement.cost.symbols[0].symbol == "1"
    assert isinstance(ability.statement.subject, A.AllMatching) and type_names(ability.statement.subject) == ["spell"]
    node = one("Max speed — You may cast this card from your graveyard.")
    ability = first(node, A.KeywordPermissionAbility)
    assert isinstance(ability.player, A.You) and isinstance(ability.effect, A.CastEffect)


def test_opponent_who_had_more_than_you_did_as_you_activated():
    # CR 602.2b, 601.2c: the comparison is made as the ability is activated and its target chosen
    node = one("{R}, {T}: Choose target opponent who had more life than you did as you activated this ability. "
               "~ deals 2 damage to that player.")
    assert isinstance(first(node, A.WhoClause).predicate, A.HadMoreLifeThan)
    node = one("{U}, {T}: Choose target opponent who had at least two more cards in hand than you did as you "
               "activated this ability. Draw a card.")
    had = first(node, A.HadAtLeastMoreThan)
    assert had.amount.number.value == 2 and type_names(had.what) == ["card"]
    assert isinstance(had.than, A.ThanYouDid)
    node = one("{G}, {T}: Choose target opponent who controlled more creatures than you did as you activated "
               "this ability. Create a 2/2 green Beast creature token.")
    assert type_names(first(node, A.ControlledMoreThan).what) == ["creature"]


def test_if_you_pay():
    # CR 118.12: the optional payment of "unless you pay"; read like "if you do" (608.2c)
    node = one("At the beginning of your upkeep, put a wind counter on ~, then sacrifice ~ unless you pay {G} for "
               "each wind counter on it. If you pay, ~ deals damage equal to the number of wind counters on it to "
               "each creature and each player.")
    condition = first(node, A.ConditionalSentence).condition
    assert isinstance(condition, A.IfPays) and isinstance(condition.player, A.You)


def test_loses_life_at_next_draw_step_unless_they_pay_before():
    # CR 603.7 delayed trigger; 118.12 the payment may be made before that step
    node = one("Whenever ~ deals combat damage to a player, that player loses 2 life at the beginning of their "
               "next draw step unless they pay {2} before that step.")
    lose = first(node, A.LoseLifeDelayedUnlessBefore)
    assert lose.amount.number.value == 2 and isinstance(lose.when, A.DelayedAt)
    assert lose.unless.cost.symbols[0].symbol == "2" and lose.before.step is None
    node = one("Whenever ~ deals damage to a player, that player loses 1 life at the beginning of their next draw "
               "step unless they pay {1} before that draw step.")
    assert first(node, A.BeforeThatStep).step.name == "draw step"


def test_entered_or_was_cast_from_a_graveyard():
    # CR 603.4 intervening "if"; 601.2a the zone a spell was cast from
    node = one("Whenever one or more creatures you control enter, if one or more of them entered from a graveyard "
               "or was cast from a graveyard, put two +1/+1 counters on ~.")
    condition = first(node, A.EnteredOrCastFrom)
    assert condition.entered_from.zone.name == "graveyard" and condition.cast_from.zone.name == "graveyard"
    node = one("Whenever one or more other creatures you control enter, if they entered or were cast from a "
               "graveyard, create a token that's a copy of one of them. This ability triggers only once each turn.")
    assert first(node, A.EnteredOrWereCastFrom).zone.zone.name == "graveyard"


def test_may_cast_it_until_your_next_turn_if():
    # CR 601.3: a permission with a duration (611.2a) and a condition on the card
    node = one("{2}{U}{R}, {T}: Exile the top card of your library. Until your next turn, you may cast it if it's "
               "an instant or sorcery spell.")
    sentence = first(node, A.DurationIfSentence)
    assert isinstance(sentence.duration, A.UntilYourNextTurn)
    assert isinstance(sentence.condition, A.ItIsACondition)
    assert type_names(sentence.condition) == ["instant", "sorcery", "spell"]


def test_the_nth_spell_you_cast_this_turn():
    # CR 601.2i: a spell is cast once its costs are paid; the spells cast this turn are counted
    node = one("Whenever you cast a spell, if it's the second creature spell you cast this turn, you may return "
               "this card from your graveyard to the battlefield.")
    spell = first(node, A.ItIsNthCast).spell
    assert isinstance(spell.ordinal, A.Second) and type_names(spell) == ["creature", "spell"]
    assert isinstance(spell.caster, A.You)
    node = one("When ~ enters the battlefield, if it was the second spell you cast this turn, put a +1/+1 counter "
               "on target creature.")
    assert isinstance(first(node, A.WasNthCast).subject, A.It)


def test_wasnt_cast_or_no_mana_spent():
    # CR 601.2i (not cast), 601.2h (mana spent); COND_OR joins the two conditions
    node = one("This creature enters with two +1/+1 counters on it if it wasn't cast or no mana was spent to cast it.")
    either = first(node, A.EitherCondition)
    assert isinstance(either.first, A.WasntCastCondition) and isinstance(either.second, A.NoManaSpentCondition)


def test_cast_it_from_your_hand_and_there_are():
    # CR 603.4: two conditions of an intervening "if" (COND_AND before "there are")
    node = one("When this creature enters, if you cast it from your hand and there are five or more other "
               "creatures on the battlefield, destroy all other creatures.")
    both = first(node, A.CondAndCondition)
    assert isinstance(both.first, A.CastFromCondition) and isinstance(both.second, A.ThereAreCondition)
    assert both.second.objects.amount.number.value == 5


def test_mana_from_a_treasure_spent_to_activate():
    # CR 602.2b: an activation cost is paid as a spell's (601.2h)
    node = one("{R}{G}: ~ gets +1/+1 until end of turn. If mana from a Treasure was spent to activate this "
               "ability, put a +1/+1 counter on ~ instead.")
    condition = first(node, A.ManaFromSpentToActivate)
    assert type_names(condition.source) == ["Treasure"] and isinstance(condition.ability, A.SelfThis)


def test_cast_by_removing_counters_or_foraging():
    # CR 118.8 additional costs; 122.8 removing counters as a cost; 701.61 forage
    node = one("You may cast spells from the top of your library by removing a counter from a creature you "
               "control in addition to paying their other costs.")
    cost = first(node, A.CastByAdditionalCost).costs.items[0]
    assert isinstance(cost, A.RemovingCounters) and type_names(cost.holder) == ["creature"]
    node = one("During your turn, you may cast creature spells from among cards you own exiled with this creature "
               "by removing three counters from among creatures you control in addition to paying their other costs.")
    assert first(node, A.RemovingCountersFromAmong).amount.number.value == 3
    node = one("{T}: Until end of turn, you may cast creature spells from your graveyard by foraging in addition to "
               "paying their other costs. If you cast a spell this way, that creature enters with a finality "
               "counter on it.")
    assert isinstance(first(node, A.CastByAdditionalCost).costs.items[0], A.Foraging)


def test_may_pay_for_that_player_to_ignore_this_effect():
    # CR 118.12: a cost an effect offers; IGNORE_FOR marks the "for"
    node = one("Players can't search libraries. Any player may pay {2} for that player to ignore this effect until "
               "end of turn.")
    ignore = first(node, A.MayPayToIgnoreEffect)
    assert isinstance(ignore.player, A.AnyPlayer) and isinstance(ignore.payment, A.PayEffect)
    assert isinstance(ignore.duration, A.UntilEndOfTurn)


def test_their_activated_abilities_cant_be_activated():
    # CR 602.5: a rule or effect may forbid activating; 602.1a the tap symbol in the cost
    node = one("Creatures with flying can't attack or block, and their activated abilities with {T} in their "
               "costs can't be activated.")
    gets = _all(node, A.ObjectGets)[1]
    assert isinstance(gets.subject, A.TheirActivatedAbilitiesWithSymbol)
    assert isinstance(gets.predicate, A.CantBeActivated)


def test_rather_than_pay_its_crew_cost():
    # CR 118.9 an alternative cost; 702.122 crew
    node = one("You may remove a loyalty counter from a planeswalker you control rather than pay ~'s crew cost.")
    replaced = first(node, A.AlternativeCost).replaced
    assert isinstance(replaced, A.OwnKeywordCost) and replaced.keyword.name == "crew"


def test_spells_cast_this_turn_conditions():
    # CR 601.2i cast, 602.2 activated: what the player did this turn
    node = one("At the beginning of each end step, if you've cast both a creature spell and a noncreature spell "
               "this turn, create a Clue token, a Food token, and a Treasure token.")
    both = first(node, A.CastBothThisTurn)
    assert type_names(both.first) == ["creature", "spell"] and type_names(both.second) == ["creature", "spell"]
    assert both.second.filter.types.items[0].words[0].negation is not None
    node = one("At the beginning of each end step, draw a card if you've cast a spell from a graveyard or "
               "activated an ability of a card in a graveyard this turn.")
    condition = first(node, A.CastOrActivatedThisTurn)
    assert type_names(condition.spell) == ["spell"] and type_names(condition.source) == ["card"]
    node = one("Reveal the player you chose: Exile target creature that's attacking you if it's controlled by the "
               "chosen player. Activate only once.")
    assert isinstance(first(node, A.ItIsControlledBy).player, A.ThePastRef)


def test_delayed_trigger_with_a_replacement_and_room_doors():
    # CR 603.7 a delayed trigger, 614.1c enters with counters; 709.5 Room doors
    node = one("II — When you cast your next creature spell this turn, that creature enters the battlefield with "
               "an additional +1/+1 counter on it.")
    sentence = first(node, A.TriggerStaticSentence)
    assert isinstance(sentence.trigger, A.WhenThisTurn)
    assert isinstance(sentence.statement, A.EntersWithAdditionalCounter)
    node = one("{T}: Lock or unlock a door of target Room you control. Activate only as a sorcery.")
    assert type_names(first(node, A.LockOrUnlockDoor).room) == ["Room"]


def test_the_nth_spell_of_a_turn_is_cast():
    # CR 601.2i: a spell becomes cast once its costs are paid; counted among all spells that turn
    node = one("Whenever the fourth spell of a turn is cast, flip ~.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.NthSpellOfATurn) and event.subject.ordinal.number.value == 4
    assert isinstance(event.predicates[0], A.IsCastEvent)
    node = one("Whenever you cast your third spell in a turn, you may transform ~.")
    assert isinstance(first(node, A.CastsNthInATurn).ordinal, A.Third)


def test_cumulative_upkeep_that_is_an_action():
    # CR 702.24a: "Cumulative upkeep [cost]"; 118.1 a cost may be an action
    node = one("Cumulative upkeep—Gain control of a land you don't control. (At the beginning of your upkeep, put "
               "an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age "
               "counter on it.)")
    ability = first(node, A.KeywordActionCost)
    assert ability.keyword.name == "cumulative upkeep" and isinstance(ability.cost, A.GainControlCost)
    assert type_names(ability.cost.what) == ["land"]
    node = one("Cumulative upkeep—Have an opponent create a 1/1 red Survivor creature token.")
    assert isinstance(first(node, A.HaveCreateCost).action, A.CreateToken)


def test_colors_of_mana_spent_conditions():
    # CR 105.1 colored mana; 601.2h the mana spent to cast a spell
    node = one("Whenever a player casts a spell, if no colored mana was spent to cast it, counter that spell.")
    assert isinstance(first(node, A.NoColoredManaSpent).spell, A.It)
    node = one("This creature enters with two +1/+1 counters on it unless two or more colors of mana were spent to "
               "cast it.")
    assert first(node, A.ColorsOfManaSpentCondition).amount.number.value == 2


def test_cost_reduction_limit_and_commander_tax_count():
    # CR 601.2f: cost reductions; 903.8 the commander tax counts casts from the command zone
    node = one("This spell costs {1} less to cast for each creature type among creatures you control. This effect "
               "can't reduce the amount of mana this spell costs by more than {5}.")
    limit = first(node, A.CantReduceByMoreThan)
    assert limit.limit.symbols[0].symbol == "5" and isinstance(limit.spell, A.SelfThis)
    node = one("Your commander costs {1} less to cast for each time it's been cast from the command zone this game.")
    assert isinstance(first(node, A.CostsLess).per, A.ForEachTimeCastFrom)


def test_on_the_stack_and_spells_that_target_it():
    # CR 405 the stack, 113.6c an ability that functions there; 115.1 the targets of spells
    node = one("As long as ~ is on the stack, spells that target it cost {2} more to cast.")
    assert isinstance(first(node, A.IsOnTheStack).subject, A.SelfByName)
    assert isinstance(first(node, A.ThatTargets).what, A.It)


def test_additional_cost_any_number_of_times():
    # CR 601.2b: the number of times is chosen as the spell is cast; 118.8 additional costs
    node = one("As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.")
    costs = first(node, A.PayEitherAnyNumberOfTimes)
    assert [s.symbol for s in costs.first.symbols] == ["1", "R"] and [s.symbol for s in costs.second.symbols] == ["1", "G"]


def test_limits_on_activating_and_casting():
    # CR 602.5b: a limit on how often an ability may be activated; 601.3 a limit on a permission
    node = one("{B}: ~ deals 1 damage to each creature and each player. Activate no more times each turn than the "
               "number of snow Swamps you control.")
    assert type_names(first(node, A.ActivateNoMoreTimesThan).limit) == ["Swamp"]
    node = one("You may cast spells from among cards exiled with this enchantment. You can't cast more than one "
               "spell this way each turn.")
    assert first(node, A.CantCastMoreThanThisWay).amount.number.value == 1
    node = one("{U}{U}: Return target Aura card from your graveyard to the battlefield attached to ~. Activate only "
               "during your upkeep and only if ~ isn't enchanted.")
    assert isinstance(first(node, A.IsntEnchanted).subject, A.SelfByName)
    node = one("When ~ enters, if they were cast using web-slinging, you gain 3 life.")
    assert first(node, A.CastUsingCondition).keyword.name == "web-slinging"


def test_unless_you_pay_phasing_and_blocking():
    # CR 118.12: a cost offered by "unless"; 702.26 phasing; 509.1d a cost to block
    node = one("At the beginning of your upkeep, ~ phases out unless you pay {2}{G}{U}.")
    phases = first(node, A.PhasesOutUnless)
    assert [s.symbol for s in phases.unless.cost.symbols] == ["2", "G", "U"]
    node = one("~ can't block creatures with power 3 or greater unless you pay {1}.")
    block = first(node, A.CantBlockCreaturesUnlessPays)  # 99_v_combat_control's rule (CR 509.1d)
    assert type_names(block.blocked) == ["creature"] and isinstance(block.pays.player, A.You)


def test_dealt_damage_by_a_spell_and_until_a_player_casts():
    # CR 120.3 damage dealt by a source; 611.2b an effect that lasts until an event
    node = one("Cast this spell only if you were dealt damage this turn by a red instant or sorcery spell.")
    condition = first(node, A.DealtDamageThisTurnBy)
    assert isinstance(condition.player, A.You) and type_names(condition.source) == ["instant", "sorcery", "spell"]
    node = one("{1}{W}, {T}: Target creature becomes an enchantment and loses all abilities until a player casts a "
               "creature spell.")
    until = first(node, A.UntilCasts)
    assert type_names(until.player) == ["player"] and type_names(until.spell) == ["creature", "spell"]


# -- session 13 (gcast) ----------------------------------------------------------------------------------------

def test_counter_unless_sacrifice_and_nth_spell_cast_this_turn():
    # CR 701.6a, 118.12: a sacrifice offered by "unless"; 601.2i the nth spell cast this turn
    node = one("When you cast this spell, counter it unless you sacrifice a land.")
    counter = first(node, A.CounterUnlessSacrifices)
    assert isinstance(counter.what, A.It) and type_names(counter.unless) == ["land"]
    node = one("Counter target spell that's the second spell cast this turn.")
    nth = first(node, A.ThatsNthCastThisTurn)
    assert isinstance(nth.ordinal, A.Second) and type_names(nth.types) == ["spell"]
    node = one("Whenever you play a land, if it wasn't the first land you played this turn, ~ deals 1 damage to you.")
    played = first(node, A.WasntNthCast).nth
    assert isinstance(played, A.NthPlayedThisTurn) and type_names(played.types) == ["land"]


def test_cant_be_target_unless_and_either_type_counted():
    # CR 115.1, 101.2: a restriction on targeting with an exception; 400.1 cards of either type in a zone
    node = one("~ can't be the target of spells unless it attacked or blocked this turn.")
    assert type_names(first(node, A.CantBeTargetOfUnless).sources) == ["spell"]
    node = one("This spell costs {8} less to cast if you have eight or more instant and/or sorcery cards in your "
               "graveyard.")
    either = first(node, A.YouHaveEitherOrMore)
    assert either.amount.number.value == 8 and [either.first_type.name, either.second_type.name] == ["instant", "sorcery"]
    node = one("If there are ten or more creature cards total in all graveyards, this spell costs {6} less to cast.")
    total = first(node, A.ThereAreTotalIn)
    assert total.amount.number.value == 10 and type_names(total.types) == ["creature", "card"]


def test_cost_reductions_and_casting_permissions():
    # CR 601.2f cost reductions; 702.8a flash; 601.3 casting timing; 701.4a behold
    node = one("Delirium — This spell costs {2} less to cast as long as there are four or more card types among "
               "cards in your graveyard.")
    assert first(node, A.CostsLessAsLongAs).cost.symbols[0].symbol == "2"
    node = one("You may cast noncreature spells from the top of your library. If you cast a spell this way, you may "
               "cast it as though it had flash.")
    assert first(node, A.CastItAsThough).keyword.name.name == "flash"
    node = one("Cast this spell only during an opponent's turn after their upkeep step.")
    assert isinstance(first(node, A.CastOnlyDuringOpponentsTurnAfterStep).spell, A.SelfThis)
    node = one("You may cast this spell as though it had flash if you behold a Dragon as an additional cost to cast "
               "it. (To behold a Dragon, choose a Dragon you control or reveal a Dragon card from your hand.)")
    assert type_names(first(node, A.BeholdAsAdditionalCost).what) == ["Dragon"]
    node = one("{T}: Choose target nonland permanent card in your graveyard. If you haven't cast a spell this turn, "
               "you may cast that card. If you do, you can't cast additional spells this turn. Activate only as a "
               "sorcery.")
    assert type_names(first(node, A.CantCastAdditional).what) == ["spell"]


def test_cast_triggers_and_durations():
    # CR 603.2 trigger events; 700.12 outlaws; 611.2b durations
    node = one("Whenever you cast your first outlaw spell each turn, you draw a card and you lose 1 life.")
    kinds = first(node, A.CastsNthOfKind).kinds
    assert first(kinds, A.OutlawWord) is not None
    node = one("III — When you cast a spell with the chosen name for the first time this turn, draw two cards.")
    assert type_names(first(node, A.CastsFirstTimeThisTurn).what) == ["spell"]
    node = one("{2}, {T}: Exile target nonlegendary creature you control. Shards you control become copies of it "
               "until the next end step.")
    assert first(node, A.UntilTheNextStep).step is not None
    node = one("At the beginning of your opponents' end step, if they cast four or more spells this turn, abandon "
               "this scheme.")
    assert first(node, A.TheyCastNOrMoreThisTurn).count.number.value == 4
    node = one("Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, also "
               "regenerate each other creature you control.")
    assert isinstance(first(node, A.ConditionalAlsoSentence).condition, A.ThereAreCondition)


def test_effects_by_mana_spent_with_elided_second_effect():
    # CR 601.2h: the mana spent to cast the spell; each effect has its own condition
    node = one("You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell. "
               "(Do both if {G}{W} was spent.)")
    sentence = first(node, A.EffectIfAndElidedIfSentence)
    assert isinstance(sentence.second, A.ElidedGainLife)
    assert sentence.second_condition.mana.symbols[0].symbol == "W"
    node = one("~ deals 3 damage to each creature without flying if {R} was spent to cast this spell and 3 damage "
               "to each creature with flying if {G} was spent to cast this spell. (Do both if {R}{G} was spent.)")
    damage = first(node, A.EffectIfAndElidedIfSentence).second
    assert isinstance(damage, A.ElidedDamage) and type_names(damage.to) == ["creature"]
    node = one("Target player can't play lands this turn if {R} was spent to cast this spell and can't cast "
               "creature spells this turn if {W} was spent to cast this spell. (Do both if {R}{W} was spent.)")
    predicate = first(node, A.EffectIfAndElidedIfSentence).second
    assert isinstance(predicate, A.ElidedPredicate) and isinstance(predicate.predicate, A.CantCast)


def test_tapped_and_attacking_copies_and_spell_events():
    # CR 707.2, 508.4 tokens that enter attacking; 701.8a destroy; 603.2 events of spells and abilities
    node = one("Whenever this creature attacks, create a token that's a copy of another target attacking creature "
               "and that's tapped and attacking. Exile the token at end of combat.")
    assert isinstance(first(node, A.CreateTokenCopyTappedAttacking).original, A.AnotherTarget)
    node = one("Whenever ~ attacks, create X tokens that are copies of ~ and that are tapped and attacking, where X "
               "is the number of creatures defending player controls.")
    assert isinstance(first(node, A.CreateTokenCopiesTappedAttacking).original, A.SelfByName)
    node = one("Whenever a spell or ability an opponent controls destroys a noncreature permanent you control, you "
               "may destroy target permanent that opponent controls.")
    assert type_names(first(node, A.DestroysEvent).what) == ["creature", "permanent"]  # "noncreature permanent"
    node = one("Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from "
               "the battlefield, return that card to the battlefield.")
    assert type_names(first(node, A.CausesPutIntoFromBattlefield).what) == ["land"]


def test_instead_with_a_condition_and_conditions_within_a_duration():
    # CR 614.1a an effect in place of another; 611.2b a permission for a time; 701.23 searching
    node = one("If this spell's madness cost was paid, instead gain control of that creature if its toughness is X "
               "or less.")
    sentence = first(node, A.ConditionalInsteadIfSentence)
    assert sentence.chain_condition is not None and sentence.condition is not None
    node = one("During your turn, if an opponent lost life this turn, you may play lands and cast spells from among "
               "cards exiled with this enchantment.")
    sentence = first(node, A.DurationConditionalSentence)
    assert isinstance(sentence.duration, A.DuringYourTurn)
    node = one("While you're searching your library, you may cast ~ from your library.")
    assert first(node, A.WhileSearchingSentence).zone is not None


def test_alternative_cost_and_required_targets():
    # CR 118.9 an alternative cost; 601.2c, 602.2b targets chosen as a spell is cast or an ability activated
    node = one("As long as you've discarded a card this turn, you may pay {B/R} to cast this spell.")
    pay = first(node, A.MayPayToCast)
    assert isinstance(pay.player, A.You) and isinstance(pay.spell, A.SelfThis)
    node = one("While an opponent is choosing targets as part of casting a spell they control or activating an "
               "ability they control, that player must choose at least one Flagbearer on the battlefield if able.")
    must = first(node, A.MustChooseTargetsWhile)
    assert type_names(must.spell) == ["spell"] and type_names(must.ability) == ["ability"]
    assert must.amount.number.value == 1 and type_names(must.types) == ["Flagbearer"]
