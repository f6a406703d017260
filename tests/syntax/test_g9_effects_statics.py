"""G9: effects, static abilities, costs and restrictions on real Oracle lines
(grammar/rules/94_effects_statics.lark). Each test parses a corpus line, demands the
round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


# -- a sentence that ends inside the quotes of the ability it grants (CR 113.1a) ----------

def test_duration_sentence_ends_in_granted_ability():
    node = one('Until end of turn, all creatures gain "{T}: Tap target creature."')
    sentence = first(node, A.DurationSentence)
    assert isinstance(sentence.duration, A.UntilEndOfTurn)
    gains = first(sentence, A.GainsAbility)
    # the quoted ability is an activated ability of its own: cost {T}, effect "tap"
    assert isinstance(first(gains, A.ActivatedAbility), A.ActivatedAbility)
    assert isinstance(first(gains, A.Tap), A.Tap)


def test_as_long_as_sentence_ends_in_granted_ability():
    node = one('As long as you control a Demon, ~ has "{B}: Regenerate ~."')
    st = first(node, A.AsLongAs)
    assert isinstance(st.condition, A.ControlsObjectsCondition)
    assert isinstance(first(st, A.HasAbility), A.HasAbility)
    assert isinstance(first(st, A.Regenerate).what, A.SelfByName)


def test_token_with_quoted_ability_ends_sentence():
    node = one('If its mana value is 2 or less, create a 1/1 black and green Pest creature token '
               'with "When this creature dies, you gain 1 life."')
    cond = first(node, A.ConditionalSentence)
    token = first(cond, A.CreateToken)
    assert isinstance(first(token, A.TokenWithAbility), A.TokenWithAbility)
    assert isinstance(first(token, A.GainLife), A.GainLife)


def test_quote_stop_prints_the_next_sentence_with_a_capital():
    text = 'Until end of turn, target creature gains "{T}: Draw a card." Draw a card.'
    first_sentence, second = one(text).body.sentences.items
    assert isinstance(first_sentence, A.DurationSentence)
    assert isinstance(second, A.EffectSentence) and isinstance(first(second, A.Draw), A.Draw)


# -- searching and zones (CR 701.23) -----------------------------------------------------

def test_search_library_and_or_graveyard():
    node = one("Search your library and/or graveyard for a basic land card, reveal it, and put it into "
               "your hand. If you search your library this way, shuffle.")
    search = first(node, A.SearchLibrary)
    zones = search.zone
    assert isinstance(zones, A.ZonesRef) and isinstance(zones.owner, A.Your)
    assert [z.name for z in zones.items if isinstance(z, A.TypeName)] == ["library", "graveyard"]
    assert isinstance(zones.items[1], A.SepAndOr)
    searched = first(node, A.SearchedThisWay)
    assert isinstance(searched.player, A.You) and searched.zone.zone.name == "library"


def test_exile_from_hand_and_graveyard():
    node = one("Exile all cards from target player's hand and graveyard.")
    zones = first(node, A.ZonesRef)
    assert isinstance(zones.owner, A.TargetPlayers)
    assert [z.name for z in zones.items if isinstance(z, A.TypeName)] == ["hand", "graveyard"]


def test_search_for_up_to_two_basic_lands():
    node = one("Search your library for up to two basic land cards, put them onto the battlefield, then shuffle.")
    found = first(node, A.SearchLibrary).what
    assert isinstance(found, A.UpToCount) and found.amount.number.value == 2
    assert isinstance(first(found.filter, A.Supertype), A.Supertype)
    assert isinstance(first(node, A.Shuffle), A.Shuffle)


def test_then_shuffle_and_put_that_card_on_top():
    node = one("Search your library for a card, then shuffle and put that card on top.")
    put = first(node, A.PutEffect)
    assert isinstance(put.what, A.ThatRef)
    assert isinstance(put.destination, A.PutOnTop)


def test_discard_any_number_then_draw_that_many():
    node = one("Discard any number of cards, then draw that many cards.")
    discard = first(node, A.Discard)
    assert isinstance(discard.what, A.AnyNumberOf)
    draw = first(node, A.Draw)
    assert isinstance(draw.amount.amount, A.ThatMany)


# -- counters and mana -------------------------------------------------------------------

def test_remove_all_counters():
    # CR 122.8: counters of every kind when no kind is named
    node = one("Remove all counters from all permanents and exile all tokens.")
    remove = first(node, A.RemoveAllCounters)
    assert remove.subject is None and remove.kind is None
    assert isinstance(remove.target, A.Quantified)
    node = one("Whenever this creature deals combat damage to a player, remove all -1/-1 counters from it.")
    remove = first(node, A.RemoveAllCounters)
    assert remove.kind.name == A.PTChange("-1", "-1")
    assert isinstance(remove.target, A.It)


def test_add_an_additional_mana():
    # CR 106.12a: a triggered mana ability adding mana to what a land produced
    node = one("Whenever you tap a Swamp for mana, add an additional {B}.")
    extra = first(node, A.AdditionalMana)
    assert first(extra, A.ManaSymbol).symbol == "B"
    node = one("Whenever a Mountain is tapped for mana, its controller adds an additional {R}.")
    adds = first(node, A.PlayerAddsMana)
    assert isinstance(adds.player, A.ItsController)
    assert isinstance(adds.produced, A.AdditionalMana)


def test_that_player_adds_mana():
    node = one("At the beginning of each player's precombat main phase, that player adds {G}{G}.")
    adds = first(node, A.PlayerAddsMana)
    assert isinstance(adds.player, A.ThatRef) and adds.player.types.items[0].words[0].name.name == "player"
    assert [s.symbol for s in adds.walk() if isinstance(s, A.ManaSymbol)] == ["G", "G"]


# -- static abilities ----------------------------------------------------------------------

def test_may_choose_not_to_untap():
    # CR 502.3: the untap step untaps permanents unless an effect says otherwise
    node = one("You may choose not to untap Amber Prison during your untap step.", "Amber Prison")
    st = first(node, A.MayChooseNotToUntap)
    assert isinstance(st.player, A.You) and isinstance(st.permanent, A.SelfByName)
    assert isinstance(st.step, A.UntapStep)


def test_play_with_hand_revealed():
    node = one("Play with your hand revealed.")
    st = first(node, A.PlayRevealed)
    assert st.players is None and st.cards.zone.name == "hand"
    node = one("Players play with the top card of their libraries revealed.")
    st = first(node, A.PlayRevealed)
    assert isinstance(st.players, A.AllMatching) and st.players.filter.types.items[0].words[0].name.plural
    assert isinstance(st.cards, A.TopCard) and st.cards.zone.zone.name == "library"


def test_may_look_at_top_card_any_time():
    node = one("You may look at the top card of your library any time.")
    st = first(node, A.MayLookAnyTime)
    assert isinstance(st.player, A.You)
    assert isinstance(st.cards, A.TopCard) and isinstance(st.cards.zone.owner, A.Your)


def test_can_be_your_commander():
    node = one("Daretti, Scrap Savant can be your commander.", "Daretti, Scrap Savant")
    assert isinstance(first(node, A.CanBeCommander).card, A.SelfByName)


def test_alternative_cost_exile_a_card():
    # CR 118.9: "You may [action] rather than pay [this object's] mana cost"
    node = one("You may exile a red card from your hand rather than pay this spell's mana cost.")
    st = first(node, A.AlternativeCost)
    assert isinstance(st.player, A.You)
    (cost,) = st.costs.costs
    assert isinstance(cost, A.ExileCost)
    assert isinstance(st.replaced, A.OwnManaCost) and isinstance(st.replaced.spell, A.SelfThis)


def test_alternative_cost_of_two_costs():
    node = one("You may pay {1} and return a basic land you control to its owner's hand "
               "rather than pay this spell's mana cost.")
    costs = first(node, A.AlternativeCost).costs.costs
    assert isinstance(costs[0], A.PayManaCost) and costs[0].cost.symbols[0].symbol == "1"
    assert isinstance(costs[1], A.ReturnToHandCost)


def test_alternative_cost_is_not_an_effect_elsewhere():
    # without "rather than pay" the same words are a one-shot "may" effect
    node = one("You may exile a red card from your hand.")
    assert isinstance(first(node, A.MayEffect).effect, A.Exile)
    assert not any(isinstance(n, A.AlternativeCost) for n in node.walk())


def test_optional_additional_cost():
    # CR 601.2b, 118.8: an optional additional cost is chosen as the spell is cast
    node = one("As an additional cost to cast this spell, you may pay {2}{R}.")
    st = first(node, A.OptionalAdditionalCost)
    assert isinstance(st.spell, A.SelfThis)
    assert [s.symbol for s in st.cost.cost.symbols] == ["2", "R"]


def test_additional_cost_one_of_three():
    node = one("As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.")
    st = first(node, A.AdditionalCostOneOf)
    assert [type(c) for c in st.costs] == [A.SacrificeCost, A.DiscardCost, A.PayLifeCost]


# -- durations and restrictions --------------------------------------------------------

def test_for_as_long_as_remains_tapped():
    # CR 611.2b: the effect lasts as long as the condition holds
    node = one("{2}, {T}: Target creature gets +2/-2 for as long as Ashnod's Battle Gear remains tapped.",
               "Ashnod's Battle Gear")
    duration = first(node, A.ForAsLongAs)
    assert isinstance(duration.condition, A.RemainsTapped)
    assert isinstance(duration.condition.subject, A.SelfByName)


def test_for_as_long_as_remains_on_battlefield_and_exiled():
    node = one("{T}: Gain control of target creature for as long as ~ remains on the battlefield.")
    assert isinstance(first(node, A.ForAsLongAs).condition, A.RemainsOnBattlefield)
    node = one("You may cast that card for as long as it remains exiled.")
    assert isinstance(first(node, A.RemainsExiled).subject, A.It)


def test_activate_only_during_your_turn_before_attackers():
    # CR 602.5b: a restriction on when an activated ability may be activated
    node = one("{T}: Draw a card. Activate only during your turn, before attackers are declared.")
    st = first(node, A.ActivateOnlyYourTurnBefore)
    assert isinstance(st.before, A.BeforeAttackers)


def test_modal_with_commander_rider():
    # CR 700.2: the number of modes is chosen as the spell is cast
    text = ("Choose one. If you control a commander as you cast this spell, you may choose both instead.\n"
            "• Creatures you control gain flying until end of turn.\n"
            "• Creatures you control gain lifelink until end of turn.")
    node = one(text)
    modal = first(node, A.ModalWithRider)
    assert isinstance(modal.count, A.ChooseN) and modal.count.number.value == 1
    assert isinstance(modal.rider, A.MayChooseBothIf)
    # CR 903.3: "a commander" is a filter whose noun is the commander designation
    condition = modal.rider.condition
    assert isinstance(condition, A.ControlsObjectsCondition) and isinstance(condition.objects, A.Quantified)
    assert isinstance(first(condition, A.TypeWord), A.CommanderWord)
    assert len(modal.modes) == 2


def test_modal_with_restriction():
    text = ("{4}, {T}: Choose one. Activate only as a sorcery.\n"
            "• Draw a card.\n"
            "• Destroy target creature.")
    modal = first(one(text), A.ModalWithRider)
    assert isinstance(modal.rider.restriction, A.ActivateOnlyAsSorcery)


# -- more effects -------------------------------------------------------------------------

def test_each_gets_distributes_over_targets():
    node = one("Up to two target creatures each get +1/+0 and gain first strike until end of turn.")
    each = first(node, A.ObjectGets)  # G7's rule (92_quantities.lark); the "each" is wording
    assert isinstance(each.subject, A.Target) and isinstance(each.subject.count, A.UpTo)
    assert each.predicate == A.GetsPt(A.PTChange("+1", "+0"))
    assert isinstance(first(node, A.SameSubjectGets).duration, A.UntilEndOfTurn)


def test_each_does_an_imperative_effect():
    node = one("Up to two target players each mill three cards.")
    each = first(node, A.EachDoes)
    assert isinstance(each.effect, A.Mill) and each.effect.subject is None
    assert each.effect.amount.number.value == 3


def test_each_before_a_controller_is_still_a_filter():
    # "each opponent controls" qualifies the creatures; it is not a distributive "each"
    node = one("Destroy all creatures each opponent controls.")
    assert isinstance(first(node, A.ControlledBy).player, A.QuantifiedPlayer)
    assert not any(isinstance(n, A.EachDoes) for n in node.walk())


def test_at_random_qualifies_the_object():
    # CR 701.9b: a card discarded (or returned) at random is chosen at random
    node = one("At the beginning of your upkeep, return an instant or sorcery card at random "
               "from your graveyard to your hand.")
    ret = first(node, A.ReturnEffect)
    suffixes = ret.what.filter.suffixes.items
    assert isinstance(suffixes[0], A.AtRandom) and isinstance(suffixes[1], A.FromZone)
    node = one("Target player discards a card at random.")
    assert isinstance(first(node, A.Discard).what.filter.suffixes.items[0], A.AtRandom)


def test_exile_top_card_as_a_cost():
    node = one("{R}, Exile the top ten cards of your library: Arc-Slogger deals 2 damage to any target.",
               "Arc-Slogger")
    # G8's reference "the top N cards of <zone>" (TopOfZone) is the exiled object (CR 118.3, 401.2)
    cost = first(node, A.ExileCost).what
    assert isinstance(cost, A.TopOfZone)
    assert cost.amount.number.value == 10 and cost.zone.zone.name == "library"
    node = one("{1}, Exile the top card of your graveyard: You gain 1 life.")
    cost = first(node, A.ExileCost).what
    assert isinstance(cost, A.TopOfZone)
    assert cost.amount is None and cost.zone.zone.name == "graveyard"


def test_may_exert_as_it_attacks():
    # CR 701.39a: exerting is chosen as the creature is declared as an attacker
    node = one("You may exert this creature as it attacks. When you do, untap all other creatures you control.")
    st = first(node, A.MayExertAsAttacks)
    assert isinstance(st.player, A.You) and isinstance(st.creature, A.SelfThis)
    assert isinstance(first(node, A.TriggerSentence), A.TriggerSentence)


def test_return_to_battlefield_with_counters():
    # CR 122.6: the permanent enters with the counters
    node = one("Return target creature card from your graveyard to the battlefield with a +1/+1 counter on it.")
    dest = first(node, A.ReturnEffect).destination
    assert isinstance(dest, A.ToBattlefieldWithCounters) and dest.mod is None
    assert dest.counters.kind.name == A.PTChange("+1", "+1")
    node = one("Return target creature card from your graveyard to the battlefield under your control "
               "with a +1/+1 counter on it.")
    assert isinstance(first(node, A.ToBattlefieldWithCounters).mod, A.UnderControl)
    node = one("Return target creature card from your graveyard to the battlefield with a flying counter on it.")
    assert first(node, A.WithCountersMod).kind.keyword.name == "flying"


def test_token_named():
    node = one("{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Minor Demon.")
    desc = first(node, A.NamedTokenDesc)
    assert [w.name for w in desc.name.words] == ["Minor", "Demon"]
    # G8's lexer makes every capitalized word after "named" a name word (CR 111.4, 201.2)
    assert all(isinstance(w, A.ProperName) for w in desc.name.words)
    assert desc.with_ is None


def test_pay_energy_and_pay_for_each():
    node = one("Whenever this creature attacks, you may pay {E}{E}. If you do, draw a card.")
    pay = first(node, A.PayEffect)
    assert [s.symbol for s in pay.cost.symbols] == ["E", "E"]
    node = one("Counter target spell unless its controller pays {1} for each card in your graveyard.")
    unless = first(node, A.UnlessPaysForEach)
    assert isinstance(unless.player, A.ItsController) and isinstance(unless.for_each, A.ForEach)
    node = one("At the beginning of your upkeep, sacrifice this creature unless you pay {1} for each card in your hand.")
    assert isinstance(first(node, A.PayForEach).subject, A.You)


def test_life_total_becomes_and_half_life():
    node = one("{4}{W}{W}, Exile this card from your graveyard: Your life total becomes 10.")
    st = first(node, A.LifeTotalBecomes)  # CR 119.5
    assert isinstance(st.player, A.Your) and st.amount.number.value == 10
    node = one("Target opponent loses half their life, rounded up.")
    st = first(node, A.LoseHalfLife)  # CR 107.1a: rounded up
    assert isinstance(st.subject, A.Target) and isinstance(st.rounding, A.RoundedUp)


def test_look_at_hand():
    node = one("Look at target player's hand.")
    st = first(node, A.LookAtHand)
    assert st.subject is None and isinstance(st.hand.owner, A.TargetPlayers)


def test_delayed_end_of_combat():
    # CR 603.7: a delayed triggered ability at end of combat
    node = one("Whenever Deathgazer blocks or becomes blocked by a nonblack creature, "
               "destroy that creature at end of combat.", "Deathgazer")
    st = first(node, A.DestroyDelayed)
    assert isinstance(st.what, A.ThatRef) and isinstance(st.delayed, A.DelayedEndOfCombat)
    node = one("When this creature attacks, sacrifice it at end of combat.")
    assert isinstance(first(node, A.Sacrifice).delayed, A.DelayedEndOfCombat)


def test_exile_face_down_and_remove_from_combat():
    node = one("{T}: Draw a card, then exile a card from your hand face down.")
    assert isinstance(first(node, A.ExileFaceDown).what, A.Quantified)
    node = one("Untap target attacking creature and remove it from combat.")  # CR 506.4
    assert isinstance(first(node, A.RemoveFromCombat).what, A.It)


def test_deals_damage_instead():
    # CR 614.1a: "instead" replaces the damage of the sentence before
    node = one("Hellbent — Cackling Flames deals 5 damage instead if you have no cards in hand.", "Cackling Flames")
    st = first(node, A.DealDamageInstead)
    assert isinstance(st.source, A.SelfByName) and st.amount.number.value == 5
    assert isinstance(first(node, A.EffectIfSentence).condition, A.NoCardsInZoneCondition)


def test_all_the_cards():
    node = one("Each player discards all the cards in their hand, then draws that many cards.")
    what = first(node, A.Discard).what
    assert isinstance(what, A.Quantified) and isinstance(what.quantifier, A.All)


def test_prevent_damage_by_sources():
    # CR 615.1: prevention of damage from some sources
    node = one("{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures without flying.")
    st = first(node, A.PreventAllDamageBy)
    assert isinstance(st.scope, A.DealtTo) and isinstance(st.duration, A.ThisTurn)
    assert isinstance(first(st.sources, A.Attacking), A.Attacking)
    node = one("Prevent all combat damage that would be dealt this turn by non-Elf creatures.")
    st = first(node, A.PreventAllCombatDamageBy)
    assert isinstance(first(st.sources, A.Negation), A.Negation)


def test_keeps_mana_as_steps_end():
    # CR 500.4: mana empties at the end of each step unless an effect keeps it
    node = one("Whenever you cast a spell, add {R}. Until end of turn, you don't lose this mana as steps and phases end.")
    assert isinstance(first(node, A.KeepsMana).mana, A.ThisMana)
    node = one("You don't lose unspent red mana as steps and phases end.")
    assert first(node, A.KeepsMana).mana.color.name == "red"


def test_if_you_cant():
    node = one("At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice this artifact.")
    assert isinstance(first(node, A.IfCant).player, A.You)


# -- "instead", joined restrictions, and more statics --------------------------------------

def test_conditional_sentence_instead():
    # CR 614.1a: the kicked version replaces the effect of the sentence before
    node = one("Target creature gets +2/+2 until end of turn. If this spell was kicked, "
               "that creature gets +5/+5 until end of turn instead.")
    st = first(node, A.ConditionalSentenceInstead)
    assert isinstance(st.condition, A.WasKickedCondition)
    assert first(st.chain, A.GetsPt).change == A.PTChange("+5", "+5")


def test_effect_instead_if_sentence():
    node = one("Cinder Strike deals 2 damage to target creature. It deals 4 damage to that creature instead "
               "if it was kicked.", "Cinder Strike")
    st = first(node, A.EffectInsteadIfSentence)
    assert first(st.chain, A.DealDamage).amount.number.value == 4
    assert isinstance(st.condition, A.WasKickedCondition)


def test_restrictions_joined_by_and_only():
    # CR 602.5b: every restriction applies
    node = one("{T}: Draw a card. Activate only as a sorcery and only once each turn.")
    st = first(node, A.RestrictionAnd)
    assert isinstance(st.restriction, A.ActivateOnlyAsSorcery) and isinstance(st.also, A.OnlyOnceEachTurn)
    node = one("{1}{B}: Return this card from your graveyard to your hand. "
               "Activate only during your turn and only if you control a Zombie.")
    st = first(node, A.RestrictionAnd)
    assert isinstance(st.restriction, A.ActivateOnlyDuringYourTurn)
    assert isinstance(st.also, A.OnlyIf) and isinstance(st.also.condition, A.ControlsObjectsCondition)


def test_have_target_creature_get():
    node = one("At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.")
    st = first(node, A.HaveObjectGet)
    assert isinstance(st.object, A.Target) and isinstance(st.duration, A.UntilEndOfTurn)
    assert st.predicate == A.GetsPt(A.PTChange("+2", "+0"))


def test_exile_a_graveyard():
    node = one("When this creature enters, exile target player's graveyard.")
    st = first(node, A.ExileZone)
    assert isinstance(st.zone.owner, A.TargetPlayers) and st.zone.zone.name == "graveyard"


def test_prevent_some_of_that_damage():
    # CR 615.7: a prevention effect that prevents only part of the damage
    node = one("If a source would deal damage to a planeswalker you control, prevent 1 of that damage.")
    st = first(node, A.PreventSomeDamageFrom)
    assert isinstance(st.to, A.DamageTo) and st.amount.number.value == 1 and st.where is None


def test_enters_with_x_counters_where():
    node = one("This creature enters with X +1/+1 counters on it, where X is the number of creatures you control.")
    st = first(node, A.EntersWithCountersWhere)
    assert isinstance(st.amount, A.X) and isinstance(st.where.quantity, A.NumberOf)


def test_spend_mana_as_though_any_color():
    # CR 609.4b: an effect may let a player spend mana as though it were another type
    node = one("You may spend mana as though it were mana of any color.")
    assert first(node, A.SpendAsAnyType).color is None
    node = one("You may spend white mana as though it were mana of any type.")
    assert first(node, A.SpendAsAnyType).color.name == "white"


def test_two_costs_joined_by_and():
    node = one("Remove three quest counters from this enchantment and sacrifice it: Draw two cards.")
    costs = first(node, A.ActivatedAbility).costs
    assert isinstance(costs, A.CostsAnd)
    assert [type(c) for c in costs.items] == [A.RemoveCountersCost, A.SacrificeCost]


def test_becomes_creature_with_quoted_ability():
    node = one('{2}: Until end of turn, enchanted Swamp becomes a 2/2 black Spirit creature with '
               '"{B}: This creature gets +1/+1 until end of turn." It\'s still a land.')
    quoted = first(node, A.WithQuotedAbility)
    assert isinstance(first(quoted, A.ActivatedAbility), A.ActivatedAbility)
    assert isinstance(first(node, A.StillA), A.StillA)


def test_damage_split_between_targets():
    # CR 120.1: one source deals damage to two recipients
    node = one("Arc Trail deals 2 damage to any target and 1 damage to any other target.", "Arc Trail")
    st = first(node, A.DealDamageSplit)
    assert st.amount.number.value == 2 and isinstance(st.recipient, A.AnyTarget)
    assert st.other_amount.number.value == 1 and isinstance(st.other_recipient, A.AnyOtherTarget)


def test_and_before_an_effect_still_joins_effects():
    node = one("Shock deals 2 damage to any target and you gain 2 life.", "Shock")
    assert not any(isinstance(n, A.DealDamageSplit) for n in node.walk())
    assert isinstance(first(node, A.JoinAnd), A.JoinAnd)


def test_gains_your_choice_of_keywords():
    node = one("Sacrifice another creature: This creature gains your choice of vigilance, lifelink, "
               "or haste until end of turn.")
    choice = first(node, A.GainsChoiceOf)
    assert [k.name for k in choice.walk() if isinstance(k, A.KeywordName)] == ["vigilance", "lifelink", "haste"]


def test_discard_unless():
    node = one("Draw three cards. Then discard two cards unless you discard a creature card.")
    st = first(node, A.DiscardUnless)
    assert isinstance(st.unless.effect, A.Discard) and isinstance(st.unless.effect.subject, A.You)


def test_x_cant_be_zero_and_cast_as_though_flash():
    assert first(one("X can't be 0."), A.XCantBe).value.value == 0  # CR 107.3
    node = one("You may cast this spell as though it had flash.")
    st = first(node, A.MayCastAsThough)
    assert isinstance(st.spell, A.SelfThis) and st.keyword.name.name == "flash"


def test_is_equipped_condition():
    node = one("As long as Armory Veteran is equipped, it has menace.", "Armory Veteran")
    assert isinstance(first(node, A.IsEquippedCondition).subject, A.SelfByName)


def test_cant_be_blocked_this_turn_except_by():
    node = one("{1}: Gingerbrute can't be blocked this turn except by creatures with haste.", "Gingerbrute")
    st = first(node, A.ObjectGetsExceptBy)
    assert isinstance(st.predicate, A.CantBeBlocked) and isinstance(st.duration, A.ThisTurn)
    assert isinstance(first(st.except_by, A.WithKeyword), A.WithKeyword)


def test_exchange_control():
    node = one("When Chromeshell Crab is turned face up, you may exchange control of target creature you "
               "control and target creature an opponent controls.", "Chromeshell Crab")
    st = first(node, A.ExchangeControlOfBoth)  # CR 701.12
    assert isinstance(st.both, A.BothRefs)
    assert isinstance(st.both.first, A.Target) and isinstance(st.both.second, A.Target)
    # the "and" after "exchange control of" joins the two objects (CR 701.12) even when the
    # second is not a target
    node = one("Whenever an opponent casts a spell, you may exchange control of this creature and that spell.")
    st = first(node, A.ExchangeControlOfBoth)
    assert isinstance(st.both, A.BothRefs) and isinstance(st.both.second, A.ThatRef)


def test_opening_hand():
    node = one("If this card is in your opening hand, you may begin the game with it on the battlefield.")
    assert isinstance(first(node, A.InOpeningHand).card, A.SelfThis)  # CR 103.6a
    assert isinstance(first(node, A.BeginGameOnBattlefield).player, A.You)


# -- lists, keyword actions (CR 701) and more effects ------------------------------------

def test_comma_after_a_list_word_joins_clauses_unless_the_list_closes():
    # "spell, Wizards": no "and"/"or" closes a list, so the comma ends the trigger condition
    node = one("Whenever you cast an instant or sorcery spell, Wizards you control get +1/+1 until end of turn.")
    gets = first(node, A.ObjectGets)
    assert [w.name.name for w in gets.subject.filter.types.items[0].words] == ["Wizard"]
    # a list closed by "or" is still one list
    node = one("Destroy target artifact, creature, or land.")
    assert [w.name.name for w in first(node, A.Destroy).walk() if isinstance(w, A.TypeWord)] == \
        ["artifact", "creature", "land"]


def test_keyword_actions_with_a_number():
    assert first(one("When this creature enters, support 2."), A.Support).amount.number.value == 2  # 701.41
    assert first(one("When this creature enters, bolster 1."), A.Bolster).amount.number.value == 1  # 701.39
    assert first(one("{2}{G}: Adapt 2."), A.Adapt).amount.number.value == 2  # 701.46
    assert first(one("When this creature enters, earthbend 4."), A.Earthbend).amount.number.value == 4  # 701.66
    assert isinstance(first(one("Learn."), A.EffectSentence).chain.items[0], A.Learn)  # 701.48


def test_unattach_clash_phase_out():
    assert isinstance(first(one("When Carry Away enters, unattach enchanted Equipment.", "Carry Away"),
                            A.Unattach).what, A.EnchantedRef)  # CR 701.3d
    clash = first(one("Clash with an opponent."), A.Clash)  # CR 701.30
    assert clash.player is None and isinstance(clash.opponent, A.Quantified)
    node = one("At the beginning of your end step, Crystal Golem phases out.", "Crystal Golem")
    assert isinstance(first(node, A.PhasesOut).what, A.SelfByName)  # CR 702.26


def test_switch_power_and_toughness():
    # CR 613.4d: switching is applied in its own sublayer
    node = one("{T}: Switch target creature's power and toughness until end of turn.")
    st = first(node, A.SwitchPt)
    assert isinstance(st.owner.object, A.Target) and isinstance(st.duration, A.UntilEndOfTurn)


def test_cant_play_lands():
    node = one("You can't play lands.")
    st = first(node, A.CantPlay)
    assert [w.name.name for w in st.walk() if isinstance(w, A.TypeWord)] == ["land"]


def test_exile_top_face_down():
    node = one("When Duplicity enters, exile the top five cards of your library face down.", "Duplicity")
    # exile_face_down of G8's reference "the top N cards of <zone>" (TopOfZone)
    st = first(node, A.ExileFaceDown).what
    assert isinstance(st, A.TopOfZone)
    assert st.amount.number.value == 5 and st.zone.zone.name == "library"


def test_effects_unless_a_player_acts():
    node = one("At the beginning of your upkeep, tap this creature unless you sacrifice another creature.")
    st = first(node, A.TapUnless)
    assert isinstance(st.what, A.SelfThis) and isinstance(st.unless.effect, A.Sacrifice)
    node = one("At the beginning of each player's end step, Crimson Honor Guard deals 4 damage to that player "
               "unless they sacrifice a creature.", "Crimson Honor Guard")
    st = first(node, A.DealDamageUnless)
    assert st.amount.number.value == 4 and isinstance(st.unless.effect.subject, A.They)
    node = one("Whenever another creature you own dies, return it to your hand unless target opponent pays 3 life.")
    st = first(node, A.ReturnUnless)
    assert isinstance(st.unless.effect, A.PayEffect)


def test_skip_next_turn():
    node = one("{0}: Draw three cards. You skip your next turn. Activate only once each turn.")
    st = first(node, A.SkipNextTurn)  # CR 500.11
    assert isinstance(st.subject, A.You) and isinstance(st.whose, A.Your)


def test_exile_until_they_exile():
    node = one("Each opponent exiles cards from the top of their library until they exile a nonland card.")
    st = first(node, A.ExileUntilExiles)
    assert isinstance(st.until_player, A.They)
    assert isinstance(first(st.until, A.Negation), A.Negation)


def test_deals_damage_to_itself():
    node = one("Sacrifice two Foods: Target creature deals 6 damage to itself.")
    assert isinstance(first(node, A.DealDamage).recipient, A.Itself)


def test_cast_spells_as_though_flash():
    node = one("You may cast sorcery spells as though they had flash.")
    st = first(node, A.MayCastAsThough)
    assert isinstance(st.spell, A.Filter) and isinstance(st.pronoun, A.They)


def test_exiled_with_it():
    node = one("This creature gets +2/+2 for each card exiled with it.")
    assert isinstance(first(node, A.ExiledWith).source, A.It)  # CR 607.2a: linked to this object
