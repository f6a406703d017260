"""Damage, life, prevention and counters on real Oracle lines of the corpus tail
(grammar/rules/99_v_damage_counters.lark). Each test parses a corpus line, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- damage (CR 120) ------------------------------------------------------------------------

def test_deals_damage_after_another_predicate():
    # CR 120.1, 120.3: the creature that gets +1/+0 is the source of the damage
    node = one("{1}{R}: This creature gets +1/+0 until end of turn and deals 1 damage to you.")
    deal = first(node, A.SameSubjectDealsDamage)
    assert deal.amount.number.value == 1 and isinstance(deal.recipient, A.You)
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.predicate, A.GetsPt)
    node = one("{G}: Wormwood Dryad gains forestwalk until end of turn and deals 1 damage to you. (It can't be "
               "blocked as long as defending player controls a Forest.)", "Wormwood Dryad")
    assert isinstance(first(node, A.SameSubjectDealsDamage).recipient, A.You)


# -- having a player or an object act -------------------------------------------------------

def test_unless_its_controller_has_it_deal_damage():
    # CR 701.6a / 608.2c: the other player chooses; the named source deals the damage
    node = one("{T}: Destroy target land unless its controller has Dwarven Driller deal 2 damage to them.",
               "Dwarven Driller")
    have = first(node, A.HaveEffect)
    assert have.subject is not None and isinstance(have.action, A.DealDamage)
    assert isinstance(have.action.source, A.SelfByName) and have.action.amount.number.value == 2
    node = one("Counter target instant or sorcery spell unless its controller has Molten Influence deal 4 "
               "damage to them.", "Molten Influence")
    counter = first(node, A.CounterUnlessHas)
    assert isinstance(counter.unless, A.HaveEffect) and isinstance(counter.spell, A.Target)


def test_have_a_player_lose_or_gain_life():
    # CR 119.3: the player who is had to lose life loses it
    node = one("Whenever a player casts a Kithkin spell, you may have target player lose 1 life.")
    have = first(node, A.HaveEffect)
    assert have.subject is None and isinstance(have.action, A.LoseLife)
    assert isinstance(have.action.subject, A.Target) and have.action.amount.number.value == 1
    node = one("When you cycle this card, you may have target player lose life equal to the number of Zombies "
               "on the battlefield.")
    assert isinstance(first(node, A.HaveEffect).action, A.LoseLifeEqual)


# -- counters (CR 122) ----------------------------------------------------------------------

def test_keyword_counters_where_a_counter_kind_is_read():
    # CR 122.1b: a keyword counter grants its keyword; it is a kind like any other
    node = one("Myojin of Cryptic Dreams enters the battlefield with an indestructible counter on it if you cast "
               "it from your hand.", "Myojin of Cryptic Dreams")
    enters = first(node, A.EntersWithCountersIf)
    assert isinstance(enters.kind, A.KeywordCounter)
    node = one("Remove an indestructible counter from Myojin of Towering Might: Distribute eight +1/+1 counters "
               "among any number of target creatures you control. They gain trample until end of turn.",
               "Myojin of Towering Might")
    assert isinstance(first(node, A.RemoveCountersCost).kind, A.KeywordCounter)
    node = one("Whenever Risona, Asari Commander deals combat damage to a player, if it doesn't have an "
               "indestructible counter on it, put an indestructible counter on it.", "Risona, Asari Commander")
    assert isinstance(first(node, A.DoesntHaveCounter).kind, A.KeywordCounter)
    # "fuse" is a keyword but no keyword counter (CR 122.1b lists those): a named counter
    # (vocabulary.KEYWORD_NAMED_COUNTERS)
    node = one("When enchanted creature dies, Incendiary deals X damage to any target, where X is the number of "
               "fuse counters on Incendiary.", "Incendiary")
    assert first(node, A.NumberOfCounters).kind.name.name == "fuse"
    node = one("Kappa Tech-Wrecker enters the battlefield with a deathtouch counter on it.", "Kappa Tech-Wrecker")
    assert isinstance(first(node, A.EntersWithCounters).kind, A.KeywordCounter)


def test_counter_kinds_named_on_real_cards():
    # CR 122.1: any word can name a kind of counter; these are printed on real cards
    node = one("{T}: Add {C}. Put a point counter on Strixhaven Stadium.", "Strixhaven Stadium")
    assert first(node, A.PutCounters) is not None
    node = one("At the beginning of your upkeep, remove all vortex counters from Energy Vortex.", "Energy Vortex")
    assert first(node, A.RemoveAllCounters).kind is not None


def test_cost_reduction_for_each_counter():
    # CR 601.2f: the reduction is counted as the spell is cast
    node = one("Creature spells you cast cost {1} less to cast for each +1/+1 counter on Animar.",
               ("Animar, Soul of Elements", "Animar"))
    each = first(node, A.ForEachCounter)
    assert isinstance(each.kind, A.CounterKind) and isinstance(each.on, A.SelfByName)


def test_remove_them_all():
    # CR 122.8: "them" are the counters the sentence before named
    node = one("Whenever a creature you control deals combat damage to an opponent, put a point counter on "
               "Strixhaven Stadium. Then if it has ten or more point counters on it, remove them all and that "
               "player loses the game.", "Strixhaven Stadium")
    assert first(node, A.RemoveThemAll).subject is None


# -- "her" (CR 201.5: a card refers to itself) ---------------------------------------------

def test_her_is_it_or_its_by_the_next_word():
    node = one("Leatherhead enters with a hexproof counter on her.", ("Leatherhead, Swamp Stalker", "Leatherhead"))
    assert isinstance(first(node, A.EntersWithCounters).holder, A.It)
    # the object "her" reads as "it", the possessive "her owner's" as "its owner's"
    node = one("Whenever a land you control enters, if you control seven or more lands, exile Nissa, then return "
               "her to the battlefield transformed under her owner's control.", ("Nissa, Vastwood Seer", "Nissa"))
    assert _has(node, A.It)


# -- triggers and restrictions ------------------------------------------------------------

def test_combat_damage_is_dealt_to_you():
    # CR 510.2, 603.2: the trigger watches damage dealt to the player, combat damage only
    node = one("Whenever combat damage is dealt to you, remove an indestructible counter from Risona.",
               ("Risona, Asari Commander", "Risona"))
    event = first(node, A.DamageDealtToEvent)
    assert event.combat is not None and isinstance(event.recipient, A.You)


def test_activate_only_during_an_opponents_step():
    # CR 602.5b
    node = one("Remove two currency counters from Trade Caravan: Untap target basic land. Activate only during "
               "an opponent's upkeep.", "Trade Caravan")
    assert first(node, A.ActivateOnlyDuringOpponentsStep).step is not None


# -- quoted abilities (CR 113.1a) ----------------------------------------------------------

def test_quoted_ability_without_its_last_period():
    # the outer sentence goes on after the quote: the granted ability lasts until end of turn
    node = one("When Furystoke Giant enters the battlefield, other creatures you control gain \"{T}: This "
               "creature deals 2 damage to any target\" until end of turn.", "Furystoke Giant")
    gains = first(node, A.GainsAbility)
    assert _has(gains.ability, A.DealDamage) and _has(node, A.UntilEndOfTurn)
    node = one("When this creature enters, target artifact you control gains \"{T}: This artifact deals 2 damage "
               "to any target\" for as long as you control this creature.")
    assert _has(first(node, A.GainsAbility), A.DealDamage) and _has(node, A.ForAsLongAs)


# -- life totals (CR 119, 701.12c) ----------------------------------------------------------

def test_exchange_life_totals():
    # CR 701.12c: each player gains or loses the life needed to reach the other's total
    node = one("{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent. Activate only during "
               "your upkeep.", "Mirror Universe")
    exchange = first(node, A.ExchangeLifeTotalsWith)
    assert exchange.subject is None and isinstance(exchange.other, A.Target)
    node = one("{6}, {T}: Two target players exchange life totals.")
    assert isinstance(first(node, A.ExchangeLifeTotals).subject, A.Target)
    node = one("At the beginning of your upkeep, you may have two target players exchange life totals.")
    assert isinstance(first(node, A.HaveEffect).action, A.ExchangeLifeTotals)


def test_life_total_becomes_a_value():
    # CR 119.5: the player gains or loses the difference
    node = one("Each player's life total becomes the number of creatures they control.")
    assert isinstance(first(node, A.LifeTotalBecomesValue).value, A.NumberOf)
    node = one("Each player's life total becomes the lowest life total among all players.")
    assert isinstance(first(node, A.LifeTotalBecomesValue).value, A.LowestLifeTotalAmong)
    node = one("Your life total becomes equal to your starting life total. Lands you control don't untap during "
               "your next untap step.")
    assert isinstance(first(node, A.EqualToQuantity).quantity, A.StartingLifeTotal)


# -- counters players have (CR 122.1) --------------------------------------------------------

def test_counters_a_player_has():
    # CR 122.1: counters may be on players (poison, 122.1f; experience)
    node = one("Vishgraz gets +1/+1 for each poison counter your opponents have.", ("Vishgraz, the Doomhive",
                                                                                     "Vishgraz"))
    each = first(node, A.ForEachPlayerCounter)
    assert each.kind.name.name == "poison"
    node = one("{W}{U}{B}{R}{G}: Creatures you control get +X/+X until end of turn, where X is the number of "
               "experience counters you have. Scions and Spawns you control gain indestructible and annihilator 1 "
               "until end of turn.", ("Azlask, the Swelling Scourge", "Azlask"))
    assert isinstance(first(node, A.NumberOfPlayerCounters).player, A.You)


def test_double_each_kind_of_counter():
    # CR 701.10e: as many counters of each kind as are already there
    node = one("{2}{G/U}, {Q}: Double the number of each kind of counter on target permanent. ({Q} is the untap "
               "symbol.)")
    assert isinstance(first(node, A.DoubleEachKindOfCounter).holder, A.Target)


# -- energy (CR 107.14) ----------------------------------------------------------------------

def test_energy_equal_to_a_quantity():
    node = one("When this creature enters, you get an amount of {E} (energy counters) equal to the greatest power "
               "among creatures you control.")
    gets = first(node, A.GetsEnergyEqual)
    assert isinstance(gets.player, A.You) and gets.reminder is not None
    node = one("Choose target artifact or creature. You get {E}{E}{E}{E} (four energy counters), then you may pay "
               "an amount of {E} equal to that permanent's mana value. If you do, gain control of it.")
    assert first(node, A.PayEnergyEqual).subject is None


# -- paying mana and life, removing counters (CR 118.1, 122) --------------------------------

def test_pay_mana_and_life():
    # CR 118.1: one payment of both; "and" does not join two effects here
    node = one("{T}: Counter target spell unless its controller pays {1} and 1 life.")
    cost = first(node, A.ManaAndLife)
    assert cost.life.number.value == 1
    node = one("At the beginning of your upkeep, you may pay {4} and 2 life. If you do, return a card exiled with "
               "Purgatory to the battlefield.", "Purgatory")
    assert first(node, A.ManaAndLife).life.number.value == 2


def test_remove_any_number_or_up_to_counters():
    node = one("When this creature enters, you may remove any number of +1/+1 counters from among creatures you "
               "control. If you do, put twice that many +1/+1 counters on this creature.")
    assert first(node, A.RemoveAnyNumberOfCountersAmong).kind is not None
    node = one("{W}, {T}: Remove any number of counters from target creature you control. Activate only as a "
               "sorcery.")
    assert first(node, A.RemoveAnyNumberOfCounters).kind is None
    node = one("Remove up to five counters from target artifact, creature, planeswalker, or opponent.")
    assert first(node, A.RemoveUpToCounters).limit.number.value == 5


def test_put_or_remove_a_counter():
    # CR 608.2d: the controller chooses one action as the ability resolves
    node = one("{3}: Put a charge counter on Jinxed Choker or remove one from it.", "Jinxed Choker")
    choice = first(node, A.PutOrRemoveCounters)
    assert isinstance(choice.put, A.PutCounters) and isinstance(choice.remove, A.RemoveCountersOfThatKind)
    node = one("{1}{B}{G}: Put a plague counter on Plague Boiler or remove a plague counter from it.",
               "Plague Boiler")
    assert isinstance(first(node, A.PutOrRemoveCounters).remove, A.RemoveCounters)


# -- prevention and damage replacement (CR 615, 614) ----------------------------------------

def test_prevent_all_but_some_of_the_damage():
    # CR 615.1a: all of the damage except 1 is prevented
    node = one("If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.")
    prevent = first(node, A.PreventAllButFrom)
    assert prevent.to is not None and prevent.prevention.amount.number.value == 1


def test_the_next_time_a_creature_would_deal_combat_damage():
    # CR 615.7 (a one-time shield), 614.1a (redirected instead), 510.2 (combat damage only)
    node = one("{1}: The next time an unblocked creature of your choice would deal combat damage to you this turn, "
               "prevent all but 1 of that damage.")
    shield = first(node, A.NextTimeCombatDamage)
    assert isinstance(shield.outcome, A.PreventAllBut) and isinstance(shield.duration, A.ThisTurn)
    node = one("{0}: The next time Soltari Guerrillas would deal combat damage to an opponent this turn, it deals "
               "that damage to target creature instead.", "Soltari Guerrillas")
    outcome = first(node, A.NextTimeCombatDamage).outcome
    assert isinstance(outcome, A.DealsThatDamageInstead) and isinstance(outcome.recipient, A.Target)


def test_double_all_damage_and_a_life_total_that_cant_change():
    node = one("Double all damage equipped creature would deal.")  # CR 701.10g
    assert first(node, A.DoubleAllDamage).source is not None
    node = one("Your life total can't change. (You can't gain or lose life. You can't pay any amount of life "
               "except 0.)")  # CR 119.7, 119.8
    assert isinstance(first(node, A.LifeTotalCantChange).player, A.Your)


def test_hasnt_dealt_damage_yet():
    node = one("Palladia-Mors has hexproof if it hasn't dealt damage yet.", ("Palladia-Mors, the Ruiner",
                                                                             "Palladia-Mors"))
    assert isinstance(first(node, A.HasntDealtDamageYet).subject, A.It)


def test_counter_an_activated_ability_from_a_source():
    # CR 113.7: the source of an ability is the object it came from
    node = one("Counter target activated ability from an artifact source. (Mana abilities can't be targeted.)")
    target = first(node, A.TargetAbilityFrom)
    assert isinstance(target.kind, A.ActivatedKind) and target.source is not None


def test_totem_armor_is_a_keyword():
    # umbra armor's older name (CR 702.89, glossary "Totem Armor")
    node = one("Totem armor (If enchanted creature would be destroyed, instead remove all damage from it and "
               "destroy this Aura.)")
    assert first(node, A.SimpleKeyword) is not None


# -- more damage, prevention and counters ---------------------------------------------------

def test_add_mana_in_any_combination_with_and_or():
    # CR 106.1: X mana, each {B} or {R}
    node = one("{1}, Remove X storage counters from this land: Add X mana in any combination of {B} and/or {R}.")
    add = first(node, A.AddCombinationOf)
    assert isinstance(add.amount, A.X) and add.first != add.second


def test_more_damage_or_prevention_instead():
    # CR 614.1a: the larger amount replaces the first
    node = one("Ferocious — Crater's Claws deals X plus 2 damage instead if you control a creature with power 4 or "
               "greater.", "Crater's Claws")
    assert _has(first(node, A.DealDamageInstead), A.AmountSum)
    node = one("{T}: Prevent the next 1 damage that would be dealt to any target this turn. If it's a green "
               "creature, prevent the next 2 damage instead.")  # CR 615.7
    assert first(node, A.PreventNextDamageInstead).amount.number.value == 2
    node = one("{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.")  # CR 510.2
    assert isinstance(first(node, A.PreventNextCombatDamage).to, A.You)


def test_players_cant_get_counters():
    # CR 122
    node = one("You can't get poison counters.")
    assert first(node, A.CantGetCounters).kind is not None
    node = one("Players can't get counters.")
    assert first(node, A.CantGetCounters).kind is None


def test_cant_be_countered_and_the_damage_cant_be_prevented():
    # CR 101.2, 615.12
    node = one("If X is 5 or more, this spell can't be countered and the damage can't be prevented.")
    assert first(node, A.CantBeCounteredNorDamagePrevented).spell is not None


def test_enters_tapped_and_with_counters():
    node = one("This artifact enters tapped and with three charge counters on it.")  # CR 614.1c
    assert first(node, A.EntersTappedWithCounters).amount.number.value == 3


def test_pay_life_for_each_as_a_cost():
    node = one("Equip—Pay 1 life for each card in your hand.")  # CR 118.3, 119.4
    cost = first(node, A.PayLifeForEachCost)
    assert cost.amount.number.value == 1 and cost.for_each is not None


# -- state triggers on counters (CR 603.8) ---------------------------------------------------

def test_state_triggers_on_counters():
    # CR 603.8: the ability triggers whenever the state is true
    node = one("When Plague Boiler has three or more plague counters on it, sacrifice it. If you do, destroy all "
               "nonland permanents.", "Plague Boiler")
    assert first(node, A.HasCountersOnOrMore) is not None
    node = one("When Afiya Grove has no +1/+1 counters on it, sacrifice it.", "Afiya Grove")
    assert first(node, A.HasNoCounters).kind is not None


# -- noncombat damage (CR 120, 510.2) --------------------------------------------------------

def test_noncombat_damage():
    # 510.2: combat damage is dealt in the combat damage step; noncombat damage is any other
    node = one("If a source you control would deal noncombat damage to a creature an opponent controls, put that "
               "many -1/-1 counters on that creature instead.")
    replaced = first(node, A.NoncombatDamageInstead)
    assert replaced.to is not None and _has(replaced.instead, A.PutCounters)
    node = one("If noncombat damage would be dealt to you, prevent that damage.")  # CR 615.1a
    assert isinstance(first(node, A.PreventNoncombatDamageTo).to, A.You)
    node = one("Whenever an opponent is dealt noncombat damage, this creature gets +3/+0 until end of turn.")
    assert first(node, A.IsDealtNoncombatDamage) is not None
    node = one("Choose target creature or planeswalker. If it was dealt noncombat damage this turn, Grisly Sigil "
               "deals 3 damage to it and you gain 3 life. Otherwise, Grisly Sigil deals 1 damage to it and you gain "
               "1 life.", "Grisly Sigil")
    assert isinstance(first(node, A.WasDealtNoncombatDamageThisTurn).subject, A.It)


# -- more quantities and references ---------------------------------------------------------

def test_creatures_that_died_this_way():
    # CR 608.2c: the creatures the first sentence destroyed
    node = one("Destroy all nonblack creatures. Hellfire deals X plus 3 damage to you, where X is the number of "
               "creatures that died this way.", "Hellfire")
    assert _has(node, A.DiedThisWaySuffix) and _has(node, A.AmountSum)


def test_life_lost_this_turn():
    # CR 119.3, 120.3a
    node = one("Sacrifice this creature: You gain life equal to the life you've lost this turn. (Damage causes loss "
               "of life.)")
    assert isinstance(first(node, A.LifeYouveLost).duration, A.ThisTurn)
    node = one("{T}, Sacrifice this artifact: You gain life equal to the total life lost by all players this turn. "
               "(Damage causes loss of life.)")
    assert first(node, A.TotalLifeLostBy).players is not None


def test_activate_a_keyword_ability():
    # CR 602, 702.177 (exhaust)
    node = one("Whenever you activate an exhaust ability, put a +1/+1 counter on this creature.")
    assert first(node, A.ActivatesKeywordAbility).keyword is not None


# -- redirected damage (CR 614.1a, 615.7) ---------------------------------------------------

def test_redirect_the_next_damage_a_source_would_deal():
    node = one("The next 2 damage that a source of your choice would deal to you and/or permanents you control "
               "this turn is dealt to any target instead.")
    shield = first(node, A.RedirectNextDamageFrom)
    assert shield.amount.number.value == 2 and isinstance(shield.duration, A.ThisTurn)


def test_redirect_all_damage_to_a_creature_by_a_source():
    node = one("{T}: All damage that would be dealt to target creature this turn by a source of your choice is "
               "dealt to Oracle's Attendants instead.", "Oracle's Attendants")
    redirect = first(node, A.RedirectAllDamageToBy)
    assert isinstance(redirect.duration, A.ThisTurn) and isinstance(redirect.instead_to, A.SelfByName)


def test_for_the_rest_of_the_game():
    # CR 611.2a: the effect lasts until the game ends
    node = one("Whenever Stigma Lasher deals damage to a player, that player can't gain life for the rest of the "
               "game.", "Stigma Lasher")
    assert _has(node, A.ForRestOfGame)


# -- more damage, life and counters (2) -----------------------------------------------------

def test_life_a_player_lost_this_turn():
    # CR 119.3, 120.3a
    node = one("At the beginning of each end step, each opponent loses life equal to the life that player lost this "
               "turn. (Damage causes loss of life.)")
    assert isinstance(first(node, A.LifeRefLost).duration, A.ThisTurn)


def test_pay_life_and_proliferate_triggers():
    node = one("Whenever you pay life, put that many blood counters on this enchantment.")  # CR 119.4
    assert first(node, A.PaysLifeEvent) is not None
    node = one("Whenever you proliferate, each opponent loses 2 life and you gain 2 life.")  # CR 701.34
    assert first(node, A.ProliferatesEvent) is not None


def test_double_damage_for_a_duration():
    # CR 701.10g, 614.1a
    node = one("{3}{R}, {T}: If a source you control would deal damage to an opponent this turn, it deals double "
               "that damage to that player instead.")
    double = first(node, A.DoubleDamageForDuration)
    assert isinstance(double.duration, A.ThisTurn) and double.instead_to is not None
    node = one("All creatures lose trample until end of turn. If a creature would deal combat damage to a creature "
               "this turn, it deals double that damage to that creature instead.")
    assert first(node, A.DoubleCombatDamageForDuration).to is not None


def test_damage_prevented_triggers():
    # CR 603.12: a reflexive trigger on the prevention just made
    node = one("If damage would be dealt to this creature, prevent that damage. When damage is prevented this way, "
               "this creature deals that much damage to any other target.")
    assert first(node, A.DamagePreventedThisWayEvent) is not None
    node = one("Whenever damage that would be dealt to you is prevented, put that many +1/+1 counters on this "
               "creature.")
    assert isinstance(first(node, A.DamageToIsPreventedEvent).to, A.You)


def test_counters_removed_triggers():
    # CR 122, 603.2
    node = one("Whenever one or more loyalty counters are removed from Chandra, she deals that much damage to "
               "target opponent or planeswalker.", ("Chandra, Fire Artisan", "Chandra"))
    removed = first(node, A.CountersRemovedFrom)
    assert removed.kind is not None and isinstance(removed.source, A.SelfByName)


def test_move_any_number_of_counters_onto():
    # CR 122.5-ish: the moved counters leave one object and are put on the other
    node = one("When this creature enters, move any number of +1/+1 counters from other permanents you control "
               "onto this creature.")
    assert first(node, A.MoveAnyNumberOfCounters) is not None


def test_that_many_plus_one_on_that_creature():
    # CR 614.1a
    node = one("If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters are put on "
               "that creature instead.")
    assert first(node, A.TwiceThatManyCounters) is not None


# -- counters that would be put (CR 614.1a, 122.6) ------------------------------------------

def test_would_put_counters_replacements():
    node = one("{4}{W}: Until end of turn, if you would put one or more +1/+1 counters on a creature you control, "
               "put that many plus one +1/+1 counters on it instead.")
    replaced = first(node, A.WouldPutCountersInstead)
    assert isinstance(replaced.who, A.You) and replaced.instead.plus.number.value == 1
    node = one("If an effect would put one or more counters on a permanent you control, it puts twice that many of "
               "those counters on that permanent instead.")
    doubled = first(node, A.EffectWouldPutCountersInstead)
    assert doubled.kind is None and isinstance(doubled.instead.kind, A.ThoseCounters)
    node = one("If you would put one or more counters on a permanent or player, put twice that many of each of those "
               "kinds of counters on that permanent or player instead. If an opponent would put one or more counters "
               "on a permanent or player, they put half that many of each of those kinds of counters on that "
               "permanent or player instead, rounded down.", ("Vorinclex, Monstrous Raider", "Vorinclex"))
    assert isinstance(first(node, A.PutTwiceThatMany).kind, A.EachOfThoseKinds)
    assert first(node, A.WouldPutCountersInsteadRoundedDown).instead.subject is not None


# -- energy (2) (CR 107.14) -----------------------------------------------------------------

def test_energy_triggers_payments_and_replacements():
    node = one("Whenever you get one or more {E} (energy counters), this creature gets +2/+2 until end of turn.")
    assert first(node, A.GetsEnergyOrMoreEvent).amount.number.value == 1
    node = one("You get {E} (an energy counter), then you may pay one or more {E}. If you do, each creature you "
               "control with power equal to the amount of {E} paid this way gains indestructible until end of turn.")
    assert first(node, A.PayEnergyOrMore) is not None and _has(node, A.EnergyPaidThisWay)
    node = one("If you would get one or more {E} (energy counters), you get twice that many {E} instead.")  # 614.1a
    assert isinstance(first(node, A.WouldGetTwiceThatMuchEnergy).who, A.You)


# -- damage thresholds (CR 615, 614.1a) -----------------------------------------------------

def test_damage_thresholds():
    node = one("If a source would deal 3 or less damage to Callous Giant, prevent that damage.", "Callous Giant")
    replaced = first(node, A.DamageThresholdReplaced)
    assert isinstance(replaced.threshold, A.OrLessThreshold) and isinstance(replaced.outcome, A.PreventThatDamage)
    node = one("If an instant or sorcery source would deal 3 or more damage to you, it deals 2 damage to you "
               "instead.")
    outcome = first(node, A.DamageThresholdReplaced).outcome
    assert isinstance(outcome, A.DealsDamageInsteadTo) and outcome.amount.number.value == 2
    node = one("Whenever Deus of Calamity deals 6 or more damage to an opponent, destroy target land that player "
               "controls.", "Deus of Calamity")
    assert isinstance(first(node, A.DealsThresholdDamageEvent).threshold, A.OrMoreThreshold)
    node = one("At the beginning of your end step, if a player lost 4 or more life this turn, put a +1/+1 counter on "
               "this creature. (Damage causes loss of life.)")  # CR 119.3
    assert first(node, A.LostLifeOrMoreThisTurn).amount.number.value == 4
