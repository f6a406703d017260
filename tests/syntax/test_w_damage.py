"""Damage, life and prevention of the corpus tail, session 7 (grammar/rules/99_v_damage_counters.lark,
the part after "session 7 (gdm)"). Each test parses a real Oracle line of the corpus, demands the
round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- damage changed by a replacement (CR 614.1a; doubling 701.10g) ---------------------------

def test_scaled_damage_replacements():
    # CR 614.1a: the damage event is replaced by one of twice, three times or half the damage
    node = one("If a creature you control that entered this turn would deal damage, it deals twice that much "
               "damage instead.", "Neriv, Heart of the Storm")
    scaled = first(node, A.DamageScaledInstead)
    assert isinstance(scaled.scaled, A.TwiceThatMuchDamage)
    assert scaled.to is None and scaled.duration is None and scaled.instead_to is None
    node = one("If a source would deal damage to a permanent or player, it deals half that damage, rounded down, "
               "to that permanent or player instead.", "Ghosts of the Innocent")
    scaled = first(node, A.DamageScaledInstead)
    # CR 107.1a: the fraction is rounded as the card says
    assert isinstance(scaled.scaled, A.HalfThatDamage) and isinstance(scaled.scaled.rounding, A.RoundedDown)
    assert scaled.to is not None and scaled.instead_to is not None


def test_scaled_damage_with_the_duration_before_the_recipient():
    node = one("Damage can't be prevented this turn. If a source you control would deal damage this turn to an "
               "opponent or a permanent an opponent controls, it deals triple that damage instead.",
               "Isengard Unleashed")
    scaled = first(node, A.DamageScaledInsteadDurationFirst)
    assert isinstance(scaled.scaled, A.TripleThatDamage) and isinstance(scaled.duration, A.ThisTurn)
    assert isinstance(scaled.to, A.DamageTo) and scaled.instead_to is None


def test_damage_plus_an_amount_for_a_duration():
    # CR 614.1a, 611.2a: the replacement made by a resolving effect lasts for its duration
    node = one("If a source you control would deal damage this turn, it deals that much damage plus 1 instead.")
    changed = first(node, A.DamageChangedForDuration)
    assert isinstance(changed.change, A.PlusAmount) and changed.change.amount.number.value == 1
    assert isinstance(changed.duration, A.ThisTurn) and changed.to is None


def test_noncombat_damage_replaced_by_more_damage():
    # CR 614.1a, 510.2: only noncombat damage is changed
    node = one("If a source you control would deal noncombat damage to an opponent or a permanent an opponent "
               "controls, it deals that much damage plus 2 instead.", "Artist's Talent")
    changed = first(first(node, A.NoncombatDamageInstead), A.DealsDamageChanged)
    assert isinstance(changed.amount, A.ThatMuch) and changed.change.amount.number.value == 2 and changed.to is None
    node = one("If a source you control would deal noncombat damage to an opponent or a permanent an opponent "
               "controls, it deals double that damage to that player or permanent instead.", "Solphim, Mayhem Dominus")
    double = first(first(node, A.NoncombatDamageInstead), A.DealsDoubleThatDamage)
    assert isinstance(double.source, A.It) and double.to is not None
    node = one("If a source you control would deal noncombat damage to an opponent or a permanent an opponent "
               "controls, instead it deals that much damage plus X, where X is Hawkeye's power.",
               ("Hawkeye, Young Avenger", "Hawkeye"))
    first_ = first(node, A.NoncombatDamageInsteadFirst)
    assert isinstance(first(first_.instead, A.DealsDamageChanged).change.amount, A.X)



def test_plus_an_amount_of_damage_equal_to():
    node = one("If a source you control would deal damage to an opponent or a permanent an opponent controls, it "
               "deals that much damage plus an amount of damage equal to the number of fire counters on this "
               "enchantment instead.", "Fated Firepower")
    change = first(node, A.DamageChangedInstead).change
    assert isinstance(change, A.PlusAmountEqualTo) and isinstance(change.quantity, A.NumberOfCounters)


# -- excess damage (CR 120.4a) ----------------------------------------------------------------

def test_is_dealt_excess_damage_trigger():
    # CR 120.4a: excess damage is damage beyond lethal damage (or a planeswalker's loyalty)
    node = one("Whenever a creature or planeswalker an opponent controls is dealt excess noncombat damage, Toralf "
               "deals damage equal to the excess to any target other than that permanent.",
               ("Toralf, God of Fury", "Toralf"))
    event = first(node, A.IsDealtExcessDamage)
    assert isinstance(event.noncombat, A.NoncombatWord)
    assert _has(node, A.TheExcess)
    # CR 115.4: "any target" not that permanent
    assert isinstance(first(node, A.AnyTargetOtherThan).excluded, A.ThatRef)


def test_excess_damage_conditions():
    node = one("At the beginning of your end step, if a creature or planeswalker an opponent controlled was dealt "
               "excess damage this turn, create a 4/4 red Dragon creature token with flying.")
    assert isinstance(first(node, A.WasDealtExcessDamageThisTurn).subject, A.Quantified)
    node = one("Orbital Plunge deals 6 damage to target creature. If excess damage was dealt this way, create a "
               "Lander token. (It's an artifact with \"{2}, {T}, Sacrifice this token: Search your library for a "
               "basic land card, put it onto the battlefield tapped, then shuffle.\")", "Orbital Plunge")
    assert _has(node, A.ExcessDamageWasDealtThisWay)


def test_the_excess_damage_dealt_this_way():
    node = one("Razor Rings deals 4 damage to target attacking or blocking creature. You gain life equal to the "
               "excess damage dealt this way.", "Razor Rings")
    assert first(node, A.TheExcessDamageDealtThisWay).to is None
    node = one("Converge — Archaic's Agony deals X damage to target creature, where X is the number of colors of "
               "mana spent to cast this spell. Exile cards from the top of your library equal to the excess damage "
               "dealt to that creature this way. You may play those cards until the end of your next turn.",
               "Archaic's Agony")
    exile = first(node, A.ExileEqualTo)
    assert isinstance(exile.quantity, A.TheExcessDamageDealtThisWay) and exile.quantity.to is not None


def test_excess_damage_reflexive_trigger():
    # CR 603.12: a reflexive trigger on the fight's excess damage
    node = one("Target creature you control gets +1/+0 until end of turn. It fights target creature an opponent "
               "controls. When excess damage is dealt to the creature an opponent controls this way, destroy up to "
               "one target noncreature artifact with mana value 3 or less.")
    assert _has(node, A.ExcessDamageDealtToThisWayEvent)


# -- damage prevented this way (CR 615) --------------------------------------------------------

def test_damage_from_a_source_prevented_this_way():
    node = one("The next time a source of your choice would deal damage to you and/or creatures you control this "
               "turn, prevent that damage. If damage from a black source is prevented this way, you gain that much "
               "life.", "Shadowbane")
    cond = first(node, A.DamageFromPreventedThisWay)
    assert [w.name.name for w in cond.source.walk() if isinstance(w, A.TypeWord)] == ["source"]
    # CR 603.7: a delayed trigger made by the prevention effect, for this turn
    node = one("Prevent all damage that would be dealt to you this turn by a source of your choice. Whenever "
               "damage from a black or red source is prevented this way this turn, you gain that much life.")
    assert _has(node, A.DamageFromPreventedThisWayEvent)


def test_prevent_the_next_damage_a_source_would_deal():
    # CR 615.7: a shield against the next 3 damage from that source
    node = one("Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you "
               "control this turn. If damage is prevented this way, Refraction Trap deals that much damage to any "
               "target.", "Refraction Trap")
    prevent = first(node, A.PreventNextDamageFrom)
    assert prevent.amount.number.value == 3 and isinstance(prevent.duration, A.ThisTurn)


# -- for each 1 life or damage (CR 119.3, 615) -------------------------------------------------

def test_sentence_for_each_1_damage_prevented():
    node = one("Prevent all combat damage that would be dealt to you this turn. For each 1 damage prevented this "
               "way, create a 2/1 white and black Inkling creature token with flying.")
    sentence = first(node, A.ForEachUnitSentence)
    assert isinstance(sentence.units, A.ForEachDamagePrevented) and _has(sentence.effect, A.CreateToken)


def test_sentence_for_each_1_life_you_lost():
    node = one("Whenever you lose life, for each 1 life you lost, exile a permanent you control or a card from "
               "your hand or graveyard.")
    sentence = first(node, A.ForEachUnitSentence)
    assert isinstance(sentence.units, A.ForEachLifeLost) and isinstance(sentence.units.player, A.You)



# -- fractions of life (CR 107.1a) -------------------------------------------------------------

def test_fractions_of_life():
    node = one("When this creature enters, each player loses a third of their life, rounded up.")
    lose = first(node, A.LoseThirdLife)
    assert isinstance(lose.rounding, A.RoundedUp) and isinstance(lose.player, A.Their)
    node = one("When you cast this spell, any player may pay half their life, rounded up. If a player does, "
               "counter Temporal Extortion.", "Temporal Extortion")
    assert isinstance(first(node, A.PayHalfLife).rounding, A.RoundedUp)
    # CR 119.5: the life total becomes the value (the player gains or loses the difference)
    node = one("At the beginning of your end step, your life total becomes half your starting life total, "
               "rounded up.")
    half = first(node, A.HalfRounded)
    assert isinstance(half.quantity, A.StartingLifeTotal) and isinstance(half.rounding, A.RoundedUp)


# -- two quoted abilities (CR 113.1a, 613.1f) --------------------------------------------------

def test_has_two_quoted_abilities():
    node = one("Equipped creature has \"{T}: This creature deals 1 damage to any target\" and \"{T}: This creature "
               "deals 3 damage to target Werewolf creature.\"")
    pair = first(node, A.HasAbilities).abilities
    assert isinstance(pair, A.QuotedAbilityPair)
    assert isinstance(pair.first, A.QuotedAbility) and isinstance(pair.second, A.QuotedAbility)
    assert len([n for n in node.walk() if isinstance(n, A.ActivatedAbility)]) == 2


def test_gains_two_quoted_abilities():
    node = one("Tap target creature. That creature perpetually gains \"This creature doesn't untap during your "
               "untap step\" and \"{8}: Untap this creature.\"")
    assert isinstance(first(node, A.GainsAbilities).abilities, A.QuotedAbilityPair)


def test_emblem_and_token_with_two_abilities():
    # CR 114: an emblem with two abilities
    node = one("[−8]: You get an emblem with \"You have no maximum hand size\" and \"Whenever a card is put into "
               "your graveyard from anywhere, you may return it to your hand.\"")
    emblem = first(node, A.GetEmblemWithAbilities)
    assert isinstance(emblem.who, A.You) and isinstance(emblem.abilities, A.QuotedAbilityPair)
    # CR 111.4: the token is created with both abilities
    node = one("Whenever Relic Robber deals combat damage to a player, that player creates a 0/1 colorless Goblin "
               "Construct artifact creature token with \"This creature can't block\" and \"At the beginning of "
               "your upkeep, this creature deals 1 damage to you.\"", "Relic Robber")
    token = first(node, A.TokenWithAbilities)
    assert isinstance(token.second, A.QuotedAbility) and token.first is not None


def test_end_the_turn():
    # CR 723.1
    node = one("End the turn. (Exile all spells and abilities from the stack, including this card. The player "
               "whose turn it is discards down to their maximum hand size. Damage wears off, and \"this turn\" and "
               "\"until end of turn\" effects end.)")
    assert _has(node, A.EndTheTurn)


# -- conditions of the damage and life tail ----------------------------------------------------

def test_controls_a_permanent_of_each_of_two_colors():
    # CR 608.2h: both permanents must be controlled as the ability resolves
    node = one("At the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. If you "
               "control a black permanent and a red permanent, you gain 4 life instead.", "Dega Sanctuary")
    both = first(node, A.ControlsBothCondition)
    assert isinstance(both.player, A.You) and both.first != both.second


def test_was_a_color_or_nonbasic():
    # CR 608.2h: the object's last known information (it has left the battlefield)
    node = one("{2}, Sacrifice a creature: Lyzolda, the Blood Witch deals 2 damage to any target if the sacrificed "
               "creature was red. Draw a card if the sacrificed creature was black.",
               ("Lyzolda, the Blood Witch", "Lyzolda"))
    colors = [n.color for n in node.walk() if isinstance(n, A.WasColorCondition)]
    assert len(colors) == 2 and colors[0] != colors[1]
    node = one("Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the land's "
               "controller.", "Molten Rain")
    assert first(node, A.WasNonSupertypeCondition).supertype is not None


def test_has_the_chosen_name():
    # CR 201.2: the name chosen earlier in the same ability
    node = one("{3}, {T}: Choose a card name, then reveal a card at random from your hand. If that card has the "
               "chosen name, Cursed Scroll deals 2 damage to any target.", "Cursed Scroll")
    assert isinstance(first(node, A.HasChosenNameCondition).subject, A.ThatRef)


def test_dealt_or_has_dealt_damage_or_more_this_turn():
    # CR 120.3: damage dealt to a player makes them lose that much life
    node = one("{R}, {T}: You may play the exiled card without paying its mana cost if an opponent was dealt 7 or "
               "more damage this turn.", "Spinerock Knoll")
    assert first(node, A.WasDealtDamageOrMoreThisTurn).amount.number.value == 7
    node = one("At the beginning of each end step, if you were dealt 4 or more damage this turn, exile Boarded "
               "Window.", "Boarded Window")
    dealt = first(node, A.WasDealtDamageOrMoreThisTurn)
    assert isinstance(dealt.subject, A.You) and dealt.amount.number.value == 4
    node = one("{T}: Chandra deals 1 damage to target player or planeswalker. If Chandra has dealt 3 or more "
               "damage this turn, exile her, then return her to the battlefield transformed under her owner's "
               "control.", ("Chandra, Fire of Kaladesh", "Chandra"))
    assert first(node, A.HasDealtDamageOrMoreThisTurn).amount.number.value == 3


def test_unless_conditions_of_damage_and_life():
    node = one("When War Elemental enters the battlefield, sacrifice it unless an opponent was dealt damage this "
               "turn.", "War Elemental")
    assert isinstance(first(node, A.UnlessCondition).condition, A.WasDealtDamageThisTurnCondition)
    node = one("Infusion — At the beginning of your end step, sacrifice a permanent unless you gained life this "
               "turn.")
    assert _has(first(node, A.UnlessCondition), A.GainedLifeThisTurnCondition)


def test_x_counted_as_you_cast_or_activate():
    # CR 601.2f / 602.2b: X is fixed while the spell is cast or the ability activated
    node = one("Jaws of Stone deals X damage divided as you choose among any number of targets, where X is the "
               "number of Mountains you control as you cast this spell.", "Jaws of Stone")
    where = first(node, A.WhereXAsYouCast)
    assert isinstance(where.quantity, A.NumberOf) and isinstance(where.when, A.AsYouCastSelf)
    node = one("[−4]: Lukka deals X damage divided as you choose among any number of target creatures and/or "
               "planeswalkers, where X is the greatest power among creatures you control as you activate this "
               "ability.", ("Lukka, Bound to Ruin", "Lukka"))
    assert isinstance(first(node, A.AsYouCastSelf).self_ref, A.SelfThis)


def test_life_as_an_alternative_cost():
    # CR 118.9: paying life instead of the mana cost
    node = one("You may play lands and cast spells from the top of your library. If you cast a spell this way, pay "
               "life equal to its mana value rather than pay its mana cost.", "Bolas's Citadel")
    pay = first(node, A.PayLifeRatherThanManaCost)
    assert isinstance(pay.replaced, A.ItsManaCost) and isinstance(pay.quantity.stat, A.ManaValue)
    node = one("Once during each of your turns, you may cast an enchantment spell by paying life equal to its mana "
               "value rather than paying its mana cost.")
    assert _has(first(node, A.CastByAlternativeCost), A.PayingLifeEqualTo)


def test_mana_and_or_life_payments():
    # CR 118.1: "or" lets the payer choose; "and" pays both
    node = one("At the beginning of the upkeep of enchanted land's controller, destroy that land unless that player "
               "pays {1} or 1 life.")
    either = first(node, A.ManaOrLife)
    assert either.life.number.value == 1
    node = one("Cumulative upkeep—Pay {B} and 1 life. (At the beginning of your upkeep, put an age counter on this "
               "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)")
    assert first(node, A.PayManaAndLifeCost).life.number.value == 1


def test_gains_no_life_instead():
    # CR 614.1a: the life gain is replaced by nothing
    node = one("If a player would gain life, that player gains no life instead.")
    assert isinstance(first(node, A.GainsNoLife).subject, A.ThatRef)


def test_life_conditions():
    node = one("At the beginning of your upkeep, if all nonland permanents you control are white, you gain 1 life.")
    assert isinstance(first(node, A.AreColorCondition).subject, A.Quantified)
    node = one("At the beginning of your end step, if you gained and lost life this turn, create a 1/1 black Bat "
               "creature token with flying.")
    assert isinstance(first(node, A.GainedAndLostLifeThisTurn).player, A.You)
    node = one("If you have less life than an opponent, you gain 6 life. If you control fewer creatures than an "
               "opponent, create three 1/1 white Soldier creature tokens.")
    less = first(node, A.LessLifeThan)
    assert isinstance(less.player, A.You) and isinstance(less.other, A.Quantified)


def test_searches_library_event_and_additional_life_cost():
    # CR 701.23: searching a library
    node = one("Whenever an opponent searches their library, that player sacrifices a creature of their choice and "
               "loses 10 life.")
    assert isinstance(first(node, A.SearchesLibraryEvent).player, A.Their)
    # CR 601.2f: the life is added to the total cost
    node = one("Spells your opponents cast that target this creature cost an additional 3 life to cast.")
    assert first(node, A.CostsAdditionalLife).amount.number.value == 3


# -- mana symbols counted (CR 202.1, 107.4) ----------------------------------------------------

def test_chroma_counts_mana_symbols_of_a_color():
    node = one("Chroma — When Outrage Shaman enters the battlefield, it deals damage to target creature equal to "
               "the number of red mana symbols in the mana costs of permanents you control.", "Outrage Shaman")
    count = first(node, A.NumberOfColorManaSymbols)
    assert isinstance(count.costs, A.ManaCostsOf) and isinstance(count.costs.objects, A.AllMatching)
    node = one("Chroma — Each creature you control gets +1/+1 for each white mana symbol in its mana cost.")
    each = first(node, A.ForEachColorManaSymbol)
    assert isinstance(each.costs, A.ItsManaCost)
    assert first(node, A.ForEachColorManaSymbol).color != count.color  # white, not red


# -- players who didn't, abilities lost, this way ------------------------------------------------

def test_each_player_who_doesnt():
    # CR 608.2d: the players who did not take the optional action
    node = one("II — Each player may discard a card. Each player who doesn't loses 3 life.")
    assert _has(node, A.WhoDoesnt) and _has(node, A.LoseLife)


def test_loses_a_quoted_ability():
    # CR 613.1f: the ability is removed until end of turn
    node = one("{3}: Until end of turn, Glittering Lion loses \"Prevent all damage that would be dealt to "
               "Glittering Lion.\" Any player may activate this ability.", "Glittering Lion")
    assert isinstance(first(node, A.LosesAbility).ability, A.QuotedAbility)


def test_conditions_on_what_was_done_this_way():
    # CR 608.2c
    node = one("At the beginning of your upkeep, Minion of Leshrac deals 5 damage to you unless you sacrifice a "
               "creature other than Minion of Leshrac. If Minion of Leshrac deals damage to you this way, tap it.",
               "Minion of Leshrac")
    dealt = first(node, A.DealsDamageToThisWay)
    assert isinstance(dealt.source, A.SelfByName) and isinstance(dealt.recipient, A.You)
    node = one("At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this way, Serendib "
               "Djinn deals 3 damage to you.", "Serendib Djinn")
    assert isinstance(first(node, A.SacrificesThisWayCondition).player, A.You)
    node = one("At the beginning of your upkeep, discard a card at random. If you discard a creature card this way, "
               "return it from your graveyard to the battlefield unless any player pays 5 life.")
    assert _has(first(node, A.DiscardsThisWayCondition).discarded, A.TypeWord)


def test_damage_replaced_by_another_event():
    # CR 614.1a: the damage is not dealt; the other event happens instead
    node = one("If damage would be dealt to Dralnu, sacrifice that many permanents instead.",
               ("Dralnu, Lich Lord", "Dralnu"))
    replaced = first(node, A.DamageToReplacedBy)
    assert isinstance(replaced.recipient, A.SelfByName) and isinstance(replaced.instead, A.Sacrifice)
    node = one("If damage would be dealt to a player, that player exiles that many cards from the top of their "
               "library instead.")
    assert isinstance(first(node, A.DamageToReplacedBy).instead, A.Exile)


# -- life totals, losing the game, kicker, optional prevention ------------------------------------

def test_would_lose_the_game_replaced():
    # CR 104.3, 614.1a: the loss is replaced
    node = one("If you would lose the game, instead exile this creature and your life total becomes equal to your "
               "starting life total.")
    assert _has(node, A.WouldLoseGame) and _has(node, A.LifeTotalBecomesValue)


def test_exchange_life_total_with_a_stat():
    # CR 701.12b: the life total and the power are exchanged
    node = one("{4}: Exchange your life total with Evra's power.", ("Evra, Halcyon Witness", "Evra"))
    exchange = first(node, A.ExchangeLifeTotalWithStat)
    assert isinstance(exchange.player, A.Your) and isinstance(exchange.stat.stat, A.Power)


def test_number_of_times_kicked():
    # CR 702.33c: multikicker may be paid any number of times
    node = one("Whenever you cast a kicked spell, you may have this enchantment deal damage to any target equal to "
               "the number of times that spell was kicked.")
    assert isinstance(first(node, A.NumberOfTimesKicked).spell, A.ThatRef)


def test_may_prevent_part_of_the_damage():
    # CR 615.1a: an optional shield for X of the damage
    node = one("If a source would deal damage to a player, you may prevent X of that damage, where X is the number "
               "of Clerics you control.")
    prevent = first(node, A.MayPreventSomeDamageFrom)
    assert isinstance(prevent.amount, A.X) and prevent.where is not None


def test_life_as_an_optional_additional_cost():
    # CR 601.2f, 118.8: the additional cost is optional; the reduction applies only to blue mana
    node = one("As an additional cost to cast blue permanent spells, you may pay 2 life. Those spells cost {U} less "
               "to cast if you paid life this way. This effect reduces only the amount of blue mana you pay.")
    additional = first(node, A.MayPayAdditionalCostToCast)
    assert _has(additional.spells, A.TypeWord) and _has(additional.cost, A.Count)
    assert isinstance(first(node, A.PaidLifeThisWay).player, A.You)
    assert first(node, A.ReducesOnlyColorMana).color is not None
