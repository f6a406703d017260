"""G3: costs of activated abilities beyond mana/{T}/sacrifice (remove or put counters,
tap untapped objects, exile this card from a zone, pay energy), static predicates
(can't cast, can't attack unless, attacks or blocks each combat, next untap step) and
type/color-setting "is" statements. Real Oracle lines; each must print back unchanged."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_remove_a_counter_cost():
    node = one("{2}, Remove a +1/+1 counter from ~: Put a +1/+1 counter on target creature.")
    cost = first(node, A.RemoveCountersCost)
    assert isinstance(cost.source, A.SelfByName) and first(cost.kind, A.PTChange).power == "+1"


def test_remove_named_counters_cost():
    node = one("Remove three spore counters from this creature: Create a 1/1 green Saproling creature token.")
    cost = first(node, A.RemoveCountersCost)
    assert cost.amount.number.value == 3 and first(cost.kind, A.CounterName).name == "spore"


def test_remove_counter_of_any_kind_from_a_creature_you_control():
    node = one("{2}, Remove a +1/+1 counter from a creature you control: Draw a card.")
    assert isinstance(first(node, A.RemoveCountersCost).source, A.Quantified)


def test_put_counter_cost():
    node = one("Put a -1/-1 counter on ~: Untap ~.")
    assert first(first(node, A.PutCountersCost), A.PTChange).power == "-1"


def test_tap_untapped_creature_cost():
    node = one("{T}, Tap an untapped creature you control: Add one mana of any color.")
    what = first(node, A.TapObjectCost).what
    assert isinstance(first(what, A.Untapped), A.Untapped)


def test_tap_several_untapped_creatures_cost():
    node = one("Tap five untapped Clerics you control: You gain 10 life.")
    assert first(node, A.TapObjectCost) is not None


def test_exile_this_card_from_your_hand_cost():
    node = one("Exile this card from your hand: Add {R}.")
    cost = first(node, A.ExileSelfFromCost)
    assert isinstance(cost.what, A.SelfThis) and isinstance(cost.zone.owner, A.Your)


def test_pay_energy_cost():
    node = one("{T}, Pay {E}{E}: Draw a card.")
    assert len(first(node, A.PayEnergyCost).energy.symbols) == 2


def test_cant_cast_filter():
    node = one("You can't cast creature spells.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.You) and isinstance(gets.predicate, A.CantCast)


def test_cant_attack_unless():
    node = one("This creature can't attack unless defending player controls an Island.")
    assert first(node, A.CantAttackUnless).condition is not None


def test_attacks_or_blocks_each_combat():
    node = one("This creature attacks or blocks each combat if able.")
    assert first(node, A.AttacksOrBlocksEachCombat) is not None


def test_doesnt_untap_during_next_untap_step():
    node = one("Target permanent doesn't untap during its controller's next untap step.")
    assert isinstance(first(node, A.DoesntUntapNext).whose, A.ItsControllers)


def test_enchanted_land_is_a_swamp():
    node = one("Enchanted land is a Swamp.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.predicate, A.IsCharacteristics)
    assert gets.predicate.what.items[0].name == "Swamp"


def test_self_is_colorless():
    node = one("~ is colorless.")
    assert first(node, A.IsCharacteristics).what.items == (A.Color("colorless"),)


def test_is_the_chosen_type_in_addition():
    node = one("This creature is the chosen type in addition to its other types.")
    assert isinstance(first(node, A.IsChosenType).in_addition.other, A.OtherTypes)


def test_is_a_creature_and_still_a_land():
    node = one("Enchanted land is a 3/3 black Ooze creature. It's still a land.")
    assert first(node, A.Characteristics).items[0] == A.PowerToughness("3", "3")
    assert first(node, A.StillA) is not None


def test_in_addition_to_its_other_land_types():
    node = one("Each land is a Swamp in addition to its other land types.")
    other = first(node, A.InAddition).other
    assert isinstance(other, A.OtherCardTypes) and other.card_type.name == "land"


def test_is_every_creature_type():
    node = one("~ is every creature type.")
    assert first(node, A.IsEveryType).card_type.name == "creature"


def test_spell_that_targets_a_creature_you_control():
    node = one("Counter target instant or sorcery spell that targets a creature you control.")
    targets = first(node, A.ThatTargets)
    # the qualifier after the targeted object belongs to it, not to the spell
    assert first(targets.what, A.ControlledBy) is not None
    spell_suffixes = first(node, A.Suffixes).items
    assert spell_suffixes == (targets,)


def test_spell_that_targets_you():
    node = one("Counter target spell that targets you.")
    assert isinstance(first(node, A.ThatTargets).what, A.You)


def test_a_land_of_their_choice():
    node = one("Each opponent sacrifices a land of their choice.")
    assert isinstance(first(node, A.OfChoice).chooser, A.Their)


def test_any_number_of_target_creatures():
    node = one("Destroy any number of target creatures.")
    assert first(first(node, A.AnyNumberOfTarget).filter, A.TypeName).name == "creature"


def test_nonbasic_is_a_negated_supertype():
    node = one("Destroy target nonbasic land.")
    adj = first(node, A.NonSupertype)
    assert adj.supertype.name == "basic"


def test_maximum_hand_size_change():
    node = one("Each opponent's maximum hand size is reduced by one.")
    size = first(node, A.MaximumHandSize)
    assert isinstance(size.player, A.EachOpponents) and isinstance(size.change, A.Reduced)


def test_create_a_token_thats_a_copy():
    node = one("Create a token that's a copy of target creature you control.")
    copy = first(node, A.CreateTokenCopy)
    assert copy.subject is None and isinstance(copy.of, A.Target)


def test_subject_creates_a_token_copy():
    node = one("Whenever a nontoken creature enters the battlefield, its controller creates a token that's a copy "
               "of that creature.")
    assert isinstance(first(node, A.CreateTokenCopy).subject, A.ItsController)


def test_damage_to_each_creature_and_each_player():
    node = one("~ deals X damage to each creature without flying and each player.")
    both = first(node, A.DealDamage).recipient
    assert isinstance(both, A.BothRefs)
    assert first(both.second, A.TypeName).name == "player"


def test_and_each_player_that_acts_is_still_a_new_effect():
    node = one("Draw a card and each player discards a card.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())


def test_prevent_next_damage_by_a_source_of_your_choice():
    node = one("Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice.")
    prevent = first(node, A.PreventNextDamageBy)
    assert isinstance(prevent.to, A.AnyTarget) and first(prevent.source, A.OfChoice) is not None


def test_separate_into_two_piles_and_the_pile_of_their_choice():
    node = one("[−6]: Separate all permanents target player controls into two piles. That player sacrifices all "
               "permanents in the pile of their choice.")
    piles = first(node, A.SeparatePiles)
    assert piles.who is None and piles.count.value == 2
    assert isinstance(first(node, A.InChosenPile).choice.chooser, A.Their)


def test_draw_that_many_cards():
    node = one("Whenever you gain life, draw that many cards.")
    assert first(node, A.ThatMany) is not None


def test_the_exiled_card():
    node = one("When this creature dies, you may put the exiled card into its owner's hand.")
    past = first(node, A.ThePastRef)
    assert isinstance(past.how, A.ExiledWord) and first(past.types, A.TypeName).name == "card"


def test_the_sacrificed_creatures_power():
    node = one("Draw cards equal to the sacrificed creature's power.")
    assert isinstance(first(node, A.ThePastRef).how, A.SacrificedWord)


def test_each_creature_dealt_damage_this_way():
    node = one("~ deals 2 damage to each creature dealt damage this way.")
    assert first(node, A.DealtDamageThisWay) is not None


def test_with_the_same_name_as():
    node = one("Players can't cast spells with the same name as the exiled card.")
    assert isinstance(first(node, A.SameNameAs).of, A.ThePastRef)


def test_has_base_power_and_toughness():
    node = one("Enchanted creature has base power and toughness 1/1.")
    assert first(node, A.HasBasePt).pt == A.PowerToughness("1", "1")


def test_you_get_energy():
    node = one("{4}, {T}: You get {E}.")
    assert len(first(node, A.GetsEnergy).energy.symbols) == 1


def test_loses_all_abilities():
    node = one("Enchanted creature gets -3/-0 and loses all abilities.")
    assert first(node, A.LosesAllAbilities).noun.name == "ability"


def test_loses_a_keyword():
    node = one("Target creature loses flying until end of turn.")
    assert first(node, A.LosesKeywords) is not None


def test_choose_a_number():
    node = one("As ~ enters the battlefield, choose a number.")
    assert first(node, A.ChooseNumber) is not None


def test_ward_discard_a_card_at_random():
    node = one("Ward—Discard a card at random.")
    assert first(node, A.DiscardRandomCost) is not None


def test_target_opponents_possessive():
    node = one("Exile target card from target opponent's graveyard.")
    assert first(node, A.TargetOpponents) is not None


def test_one_of_them():
    node = one("Look at the top three cards of your library. Put one of them into your hand and the rest into "
               "your graveyard.")
    some = first(node, A.SomeOf)
    assert isinstance(some.group, A.Them)


def test_greater_than_or_equal_to():
    node = one("Exile target creature with power greater than or equal to 4.")
    assert first(node, A.AtLeastValue) is not None


def test_the_greatest_power_among():
    node = one("Draw cards equal to the greatest power among creatures you control.")
    assert isinstance(first(node, A.GreatestAmong).stat, A.Power)


def test_of_the_creature_type_of_your_choice():
    node = one("Destroy all creatures of the creature type of your choice.")
    assert isinstance(first(node, A.OfKindOfChoice).kind, A.ChosenTypeKind)


def test_card_named_self_in_each_graveyard():
    node = one("Add {R}{R}, then add {R} for each card named ~ in each graveyard.")
    assert first(node, A.NamedSelf) is not None and first(node, A.EachZone) is not None


def test_the_next_time_a_source_would_deal_damage():
    node = one("The next time a source of your choice would deal damage to you this turn, prevent that damage.")
    shield = first(node, A.PreventNextTime)
    assert isinstance(shield.to.recipient, A.You) and isinstance(shield.duration, A.ThisTurn)
    assert first(shield.source, A.OfChoice) is not None


def test_gets_as_long_as():
    node = one("~ gets +1/+1 as long as you control a Forest.")
    gets = first(node, A.GetsAsLongAs)
    assert isinstance(gets.subject, A.SelfByName) and gets.condition is not None


def test_token_copy_except():
    node = one("Create a token that's a copy of target creature you control, except it has haste.")
    assert isinstance(first(node, A.CreateTokenCopy).exception.what, A.ExceptHas)


def test_creatures_cant_attack_you():
    node = one("Creatures can't attack you.")
    assert isinstance(first(node, A.CantAttackPlayer).player, A.You)


def test_up_to_one_other_target_creature():
    node = one("When ~ enters, exile up to one other target creature.")
    assert first(node, A.UpToOtherTarget).amount.number.value == 1


def test_player_dealt_damage_by_self_this_turn():
    node = one("{B}: Target player dealt damage by ~ this turn loses 1 life.")
    assert isinstance(first(node, A.DealtDamageByThisTurn).source, A.SelfByName)


def test_get_energy_with_reminder_inside_the_sentence():
    node = one("{T}: You get {E}{E} (two energy counters).")
    assert first(node, A.GetsEnergy).reminder.text_ == "(two energy counters)"


def test_enters_with_counters_for_each():
    node = one("~ enters with a +1/+1 counter on it for each creature you control.")
    assert first(node, A.EntersWithCountersPerEach).per_each is not None


def test_enters_with_counters_if():
    node = one("This creature enters with two +1/+1 counters on it if you control a Forest.")
    assert first(node, A.EntersWithCountersIf).condition is not None


def test_channel_discard_self_cost():
    node = one("Channel — {U}, Discard ~: Draw two cards.")
    assert isinstance(first(node, A.DiscardSelfCost).what, A.SelfByName)


def test_reveal_cards_from_hand_cost():
    node = one("{1}, {T}, Reveal two cards from your hand: Draw a card.")
    assert first(first(node, A.RevealCost), A.FromZone) is not None


def test_each_of_up_to_two_targets():
    node = one("~ deals 2 damage to each of up to two targets.")
    assert isinstance(first(node, A.EachOfTargets).count, A.UpTo)


def test_can_attack_as_though_it_had_haste():
    node = one("Enchanted creature can attack as though it had haste.")
    assert first(node, A.AsThoughItHad).keyword.name.name == "haste"


def test_one_or_two_target_creatures():
    node = one("Tap one or two target creatures without flying.")
    assert isinstance(first(node, A.Target).count, A.OneOrTwoCount)


def test_enchant_red_or_green_creature():
    node = one("Enchant red or green creature")
    either = first(node, A.EitherColor)
    assert (either.first.name, either.second.name) == ("red", "green")


def test_in_addition_to_their_other_types():
    node = one("All permanents are enchantments in addition to their other types.")
    assert isinstance(first(node, A.InAddition).other, A.OtherTypes)


def test_cant_attack_or_block_unless():
    node = one("This creature can't attack or block unless you control another creature.")
    assert first(node, A.CantAttackOrBlockUnless).condition is not None


def test_player_gets_a_poison_counter():
    node = one("Each opponent gets a poison counter.")
    assert first(first(node, A.GetsCounters).kind, A.CounterName).name == "poison"


def test_activated_abilities_cost_less_to_activate():
    node = one("Activated abilities of Foods you control cost {1} less to activate.")
    assert isinstance(first(node, A.CostsLessToActivate).what, A.ActivatedAbilitiesOf)


def test_for_each_color_of_mana_spent():
    node = one("This creature gets +1/+0 for each color of mana spent to cast it.")
    assert isinstance(first(node, A.ForEachColorSpent).spell, A.It)
