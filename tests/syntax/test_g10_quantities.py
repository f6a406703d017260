"""G10: more quantities, comparisons, conditions and qualifiers on real Oracle lines
(grammar/rules/95_quant_more.lark).

``one`` demands that each line parses and prints back exactly (round trip)."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability
from syntax_helpers import first, one, type_names


# -- exact values and the comparison "or" ---------------------------------------------

def test_with_mana_value_x():
    # CR 107.3: X stands for a number; "with mana value X" is equality (CR 202.3)
    node = one("Destroy target creature with mana value X.")
    ws = first(node, A.WithStat)
    assert isinstance(ws.stat, A.ManaValue)
    assert isinstance(ws.comparison, A.ExactlyValue) and isinstance(ws.comparison.amount, A.X)


def test_with_mana_value_x_before_from_zone():
    node = one("Return target creature card with mana value X from your graveyard to the battlefield.")
    flt = first(node, A.Target).filter
    kinds = [type(s) for s in flt.suffixes.items]
    assert kinds == [A.WithStat, A.FromZone]


def test_its_mana_value_is_x():
    node = one("Counter target spell if its mana value is X.")
    cond = first(node, A.StatCondition)
    assert isinstance(cond.stat.stat, A.ManaValue)
    assert isinstance(cond.comparison, A.ExactlyValue)


def test_or_less_is_still_a_comparison():
    # the lexer marks the "or" of "2 or less" (CMP_OR): the comparison keeps its meaning
    node = one("Destroy target creature with mana value 2 or less.")
    cmp_ = first(node, A.WithStat).comparison
    assert isinstance(cmp_, A.AtMost) and cmp_.amount.number.value == 2


def test_x_is_n_or_more():
    # CR 107.3: the value of X compared
    node = one("If X is 5 or more, draw a card.")
    cond = first(node, A.QuantityCondition)
    assert isinstance(cond.quantity, A.X)
    assert isinstance(cond.comparison, A.AtLeast) and cond.comparison.amount.number.value == 5


# -- quantities -----------------------------------------------------------------------

def test_total_power_of_creatures():
    # CR 208.1: power; "total" sums it over the creatures
    node = one("This spell costs {X} less to cast, where X is the total power of creatures you control.")
    q = first(node, A.StatOf)
    assert isinstance(q.stat, A.TotalPower)
    assert type_names(q.of) == ["creature"]


def test_with_total_mana_value():
    node = one("Return up to three target creature cards with total mana value 3 or less from your "
               "graveyard to the battlefield.")
    ws = first(node, A.WithStat)
    assert isinstance(ws.stat, A.TotalManaValue)
    assert isinstance(ws.comparison, A.AtMost) and ws.comparison.amount.number.value == 3


def test_power_of_target_creature():
    node = one("Draw cards equal to the power of target creature you control.")
    q = first(node, A.StatOf)
    assert isinstance(q.stat, A.Power) and isinstance(q.of, A.Target)


def test_highest_is_greatest():
    # "highest" and "greatest" say the same: the largest value among the objects
    node = one("Torrent of Fire deals damage to any target equal to the highest mana value among "
               "permanents you control.", "Torrent of Fire")
    q = first(node, A.GreatestAmong)
    assert isinstance(q.stat, A.ManaValue)
    assert type_names(q.among) == ["permanent"]
    greatest = one("Each opponent sacrifices a creature with the greatest power among creatures they control.")
    highest = one("Each opponent sacrifices a creature with the highest power among creatures they control.")
    assert first(greatest, A.WithGreatest) == first(highest, A.WithGreatest)


def test_twice_the_number():
    # CR 107.1: the number doubled
    node = one("Price of Progress deals damage to each player equal to twice the number of nonbasic "
               "lands that player controls.", "Price of Progress")
    q = first(node, A.Twice)
    assert isinstance(q.quantity, A.NumberOf)
    assert type_names(q.quantity.filter) == ["land"]


def test_amount_of_life_gained_this_turn():
    # CR 119.3: life gained this turn
    node = one("You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount "
               "of life you gained this turn.")
    q = first(node, A.LifeGainedAmount)
    assert isinstance(q.player, A.You) and isinstance(q.duration, A.ThisTurn)


def test_amount_of_life_youve_lost():
    node = one("Greven, Predator Captain gets +X/+0, where X is the amount of life you've lost this turn.",
               "Greven, Predator Captain")
    q = first(node, A.LifeLostAmount)
    assert isinstance(q.player, A.You)


def test_amount_of_mana_spent():
    # CR 601.2h: the mana paid to cast it
    node = one("This creature enters with a number of +1/+1 counters on it equal to the amount of mana "
               "spent to cast it.")
    q = first(node, A.ManaSpentAmount)
    assert isinstance(q.spell, A.It)


def test_for_each_color_among():
    # CR 105.2: five colors, each counted once
    node = one("{5}, {T}: Draw a card for each color among permanents you control.")
    fe = first(node, A.ForEachColorAmong)
    assert type_names(fe.among) == ["permanent"]
    static = one("This creature gets +1/+1 for each color among permanents you control.")
    assert type_names(first(static, A.ForEachColorAmong).among) == ["permanent"]


def test_for_each_time_kicked():
    # CR 702.33c: multikicker may be paid any number of times
    node = one("When this enchantment enters, you gain 3 life for each time it was kicked.")
    assert isinstance(first(node, A.ForEachTimeKicked).object, A.It)


# -- conditions -----------------------------------------------------------------------

def test_more_cards_in_hand_than():
    node = one("As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3.",
               "Okina Nightwatch")
    cond = first(node, A.MoreCardsInZoneThan)
    assert isinstance(cond.player, A.You)
    assert cond.kind.noun.name == "card" and cond.zone.name == "hand"
    assert isinstance(cond.other, A.Quantified)


def test_at_least_n_more_cards_in_hand():
    node = one("If an opponent has more cards in hand than you, draw two cards. Draw three cards instead "
               "if an opponent has at least four more cards in hand than you.")
    cond = first(node, A.AtLeastNMoreCardsInZoneThan)
    assert cond.amount.number.value == 4 and isinstance(cond.other, A.You)


def test_opponent_lost_life_this_turn():
    # CR 119.3
    node = one("When this creature enters, if an opponent lost life this turn, add {B}{R}.")
    cond = first(node, A.LostLifeThisTurnCondition)
    assert type_names(cond.player) == ["opponent"]


def test_same_mana_value_as():
    # CR 202.3: mana value compared
    node = one("{2}{U}, Discard a card: Counter target spell if it has the same mana value as the "
               "discarded card.")
    cond = first(node, A.SameQualityAs)
    assert isinstance(cond.quality, A.ManaValue)
    assert isinstance(cond.other, A.ThePastRef)


def test_same_name_as():
    # CR 201.2: names compared
    node = one("{4}, {T}: Reveal the top card of your library. If it has the same name as a card in "
               "your graveyard, put it into your graveyard. Otherwise, draw a card.")
    cond = first(node, A.SameQualityAs)
    assert isinstance(cond.quality, A.SameName)
    assert type_names(cond.other) == ["card"]


# -- qualifiers -----------------------------------------------------------------------

def test_with_lesser_power():
    # lesser than the object the trigger names (CR 202.3: mana value)
    node = one("Whenever this creature or another creature you control with flying dies, return another "
               "target creature card with lesser mana value from your graveyard to the battlefield.")
    assert isinstance(first(node, A.WithLesser).stat, A.ManaValue)


def test_with_no_abilities():
    # CR 113: an object with no abilities
    node = one("Creatures you control with no abilities get +1/+1.")
    assert first(node, A.WithNoKind).kind.noun.name == "ability"


def test_with_no_counters():
    node = one("Destroy all creatures with no counters on them.")
    assert isinstance(first(node, A.WithNoCounters).holder, A.Them)
    kind = one("Prevent all combat damage that would be dealt this turn by creatures with no +1/+1 "
               "counters on them.")
    assert first(kind, A.WithNoCountersOfKind).kind is not None


# -- "a number of ... equal to" -------------------------------------------------------

def test_enters_with_a_number_of_counters():
    # CR 122.6: a permanent entering with counters
    node = one("Undergrowth — This creature enters with a number of +1/+1 counters on it equal to the "
               "number of creature cards in your graveyard.")
    s = first(node, A.EntersWithCountersEqual)  # 96_effects_more.lark
    assert isinstance(s.subject, A.SelfThis)
    assert isinstance(s.amount, A.NumberOf)


def test_put_a_number_of_counters_on():
    node = one("{T}, Sacrifice another creature: Put a number of +1/+1 counters on this creature equal "
               "to the sacrificed creature's toughness.")
    e = first(node, A.PutCountersEqual)  # 96_effects_more.lark
    assert e.subject is None and isinstance(e.target, A.SelfThis)
    assert isinstance(e.amount.stat, A.Toughness)


def test_put_a_number_of_counters_equal_before_target():
    node = one("Whenever you cast an enchantment spell, put a number of +1/+1 counters equal to that "
               "spell's mana value on up to one target creature.")
    e = first(node, A.PutCountersEqualBefore)
    assert isinstance(e.quantity.stat, A.ManaValue)
    assert isinstance(e.target, A.Target)


def test_discards_a_number_of_cards():
    # CR 701.9: discard
    node = one("Target player discards a number of cards equal to the sacrificed creature's power.")
    e = first(node, A.DiscardNumberEqual)  # 96_effects_more.lark
    assert isinstance(e.subject, A.Target) and e.word.noun.name == "card"
    assert isinstance(e.amount.stat, A.Power)


def test_bad_wording_still_fails():
    # no catch-all: a made-up quantity is refused
    node, diags = parse_ability("Draw cards equal to the loudness of target creature.", ("~",))
    assert node is None and diags


# -- counters, totals, steps, mana (batch 2) ------------------------------------------

def test_had_counters_on_it():
    # CR 122.1 (any kind), CR 608.2h (as it last existed)
    node = one("When this creature dies, if it had counters on it, put a +1/+1 counter on target creature.")
    cond = first(node, A.HadCountersCondition)
    assert isinstance(cond.holder, A.It) and isinstance(cond.on, A.It)


def test_creatures_have_total_power():
    # formidable: the sum of the powers (CR 208)
    node = one("Formidable — {1}{G}: Regenerate this creature. Activate only if creatures you control "
               "have total power 8 or greater.")
    cond = first(node, A.HaveStatCondition)
    assert type_names(cond.objects) == ["creature"]
    assert isinstance(cond.stat, A.TotalPower)
    assert isinstance(cond.comparison, A.AtLeast) and cond.comparison.amount.number.value == 8


def test_first_and_second_main_phase():
    # CR 505.1a: the first (precombat) and second (postcombat) main phases
    node = one("At the beginning of your first main phase, you may pay {U}. If you do, transform ~.")
    step = first(node, A.OrdinalStepOf)
    assert isinstance(step.player, A.Your) and isinstance(step.ordinal, A.First)
    second = one("Survival — At the beginning of your second main phase, if this creature is tapped, you "
                 "gain 2 life.")
    assert isinstance(first(second, A.OrdinalStepOf).ordinal, A.Second)


def test_mana_of_any_type_a_land_could_produce():
    # CR 106.7: the types of mana a land could produce
    node = one("{T}: Add one mana of any type that a land you control could produce.")
    mana = first(node, A.AddAnyTypeCouldProduce)
    assert type_names(mana.source) == ["land"]


def test_mana_of_any_type_that_land_produced():
    # CR 106.12: a mana ability triggered by tapping for mana
    node = one("Whenever a player taps a land for mana, that player adds one mana of any type that land "
               "produced.")
    mana = first(node, A.AddAnyTypeProduced)
    assert type_names(mana.source) == ["land"]


def test_mana_of_any_color_among():
    node = one("{T}: Add one mana of any color among legendary permanents you control.")
    mana = first(node, A.AddAnyColorAmong)
    assert type_names(mana.among) == ["permanent"]


def test_for_each_1_life_lost_and_damage_prevented():
    # CR 119.3 (life lost), CR 615 (damage prevented)
    node = one("Whenever you lose life, you gain 2 life for each 1 life you lost.")
    fe = first(node, A.ForEachLifeLost)
    assert fe.unit.number.value == 1 and isinstance(fe.player, A.You)
    node = one("If damage would be dealt to this creature, prevent that damage. Put a -1/-1 counter on "
               "this creature for each 1 damage prevented this way.")
    assert first(node, A.ForEachDamagePrevented).unit.number.value == 1
    node = one("This spell costs {1} less to cast for each 1 life you gained this turn.")
    assert isinstance(first(node, A.ForEachLifeGained).duration, A.ThisTurn)


# -- arithmetic, halves, exact and fewer (batch 3) -----------------------------------

def test_number_plus_number():
    # CR 107.1: the sum of two counts
    node = one("[+1]: You gain life equal to the number of creatures you control plus the number of "
               "planeswalkers you control.")
    q = first(node, A.QuantityPlus)
    assert type_names(q.left) == ["creature"] and type_names(q.right) == ["planeswalker"]


def test_n_minus_number():
    node = one("At the beginning of each player's upkeep, Storm World deals X damage to that player, "
               "where X is 4 minus the number of cards in their hand.", "Storm World")
    q = first(node, A.AmountMinus)
    assert q.amount.number.value == 4 and type_names(q.quantity) == ["card"]


def test_number_minus_number():
    node = one("{1}{R}, {T}: ~ deals X damage to target opponent, where X is the number of cards in your "
               "hand minus the number of cards in that player's hand.")
    q = first(node, A.QuantityMinusQuantity)
    assert type_names(q.left) == ["card"] and type_names(q.right) == ["card"]


def test_half_rounded_down():
    # CR 107.1a: a fraction rounded as the card says
    node = one("At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is "
               "half the number of Zombies you control, rounded down.")
    q = first(node, A.HalfRounded)
    assert isinstance(q.quantity, A.NumberOf) and isinstance(q.rounding, A.RoundedDown)


def test_mill_sacrifice_discard_half():
    mill = first(one("Target player mills half their library, rounded up."), A.MillHalf)
    assert mill.zone.name == "library" and isinstance(mill.rounding, A.RoundedUp)
    sac = first(one("Target player sacrifices half the permanents they control, rounded down."),
                A.SacrificeHalf)
    assert type_names(sac.filter) == ["permanent"] and isinstance(sac.rounding, A.RoundedDown)
    dis = first(one("Target opponent discards half the cards in their hand, rounded down."), A.DiscardHalf)
    assert type_names(dis.filter) == ["card"]


def test_pay_half_your_life_cost():
    # CR 119.4: paying life; CR 107.1a: rounded up
    node = one("{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature. It can't be "
               "regenerated.")
    cost = first(node, A.PayHalfLifeCost)
    assert isinstance(cost.player, A.Your) and isinstance(cost.rounding, A.RoundedUp)


def test_twice_amounts():
    node = one("If you would gain life, you gain twice that much life instead.")
    assert isinstance(first(node, A.Twice).quantity, A.ThatMuch)
    node = one("Target creature you control deals damage equal to twice its power to target creature you "
               "don't control.")
    assert isinstance(first(node, A.Twice).quantity, A.ItsStat)


def test_exactly_conditions():
    node = one("At the beginning of your end step, if you control exactly one creature, create a 5/5 black "
               "Demon creature token with flying.")
    cond = first(node, A.ControlsExactly)
    assert cond.amount.number.value == 1 and type_names(cond.filter) == ["creature"]
    node = one("{T}: Draw a card. Activate only if you have exactly seven cards in hand.")
    assert first(node, A.CardsInZoneExactly).amount.number.value == 7
    node = one("At the beginning of your upkeep, if you have exactly 1 life, you win the game.")
    assert first(node, A.LifeExactly).amount.number.value == 1


def test_fewer_than_conditions_and_the_difference():
    node = one("At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards "
               "equal to the difference.")
    cond = first(node, A.CardsInZoneFewerThan)
    assert cond.amount.number.value == 7 and cond.zone.name == "hand"
    assert isinstance(first(node, A.TheDifference), A.TheDifference)
    node = one("Whenever you cast a red spell, if this creature has fewer than three +1/+1 counters on it, "
               "put a +1/+1 counter on this creature.")
    assert first(node, A.CountersFewerThan).amount.number.value == 3
    node = one("Cast this spell only if you control fewer creatures than each opponent.")
    assert type_names(first(node, A.ControlsFewerThanCondition).filter) == ["creature"]
    node = one("At the beginning of your upkeep, if there are fewer than six creature cards in your "
               "graveyard, sacrifice a creature.")
    assert first(node, A.ThereAreFewerThan).amount.number.value == 6


def test_redirect_next_damage():
    # CR 614.9: damage redirected to another object or player
    node = one("{1}{W}: The next 1 damage that would be dealt to enchanted creature this turn is dealt to "
               "any target instead.")
    e = first(node, A.RedirectNextDamage)
    assert e.amount.number.value == 1
    assert isinstance(e.from_, A.EnchantedRef) and isinstance(e.duration, A.ThisTurn)
    assert isinstance(e.to, A.AnyTarget)
    node = one("{0}: The next 1 damage that would be dealt to target creature you control is dealt to you "
               "instead.")
    e = first(node, A.RedirectNextDamage)
    assert e.duration is None and isinstance(e.to, A.You)


# -- ordinals (batch 4) ---------------------------------------------------------------

def test_casts_their_second_spell_each_turn():
    # "their" names the caster, as "your" does (same node)
    theirs = one("Whenever an opponent casts their second spell each turn, draw a card.")
    yours = one("Whenever you cast your second spell each turn, draw a card.")
    assert first(theirs, A.CastsNth) == first(yours, A.CastsNth)
    assert isinstance(first(theirs, A.CastsNth).ordinal, A.Second)


def test_the_first_spell_you_cast_each_turn():
    node = one("The first creature spell you cast each turn costs {1} less to cast.")
    ref = first(node, A.OrdinalEachTurn)
    assert isinstance(ref.ordinal, A.First)
    assert type_names(ref.types) == ["creature", "spell"] and isinstance(ref.caster, A.You)
    node = one("The first noncreature spell each opponent casts each turn costs {1} more to cast.")
    assert isinstance(first(node, A.OrdinalEachTurn).caster, A.QuantifiedPlayer)


# -- colors, casting, life totals, doubling (batch 5) -----------------------------------

def test_number_of_colors_among():
    # CR 105.2: the five colors, each counted once
    node = one("Vivid — When this creature enters, it deals X damage to target creature an opponent "
               "controls, where X is the number of colors among permanents you control.")
    assert type_names(first(node, A.NumberOfColorsAmong).among) == ["permanent"]


def test_enters_with_counter_for_each_color_spent():
    # converge (CR 106.3: the colors of the mana spent)
    node = one("Converge — This creature enters with a +1/+1 counter on it for each color of mana spent "
               "to cast it.")
    assert isinstance(first(node, A.ForEachColorSpent).spell, A.It)


def test_cast_during_your_main_phase():
    node = one("Addendum — If you cast this spell during your main phase, draw a card.")
    cond = first(node, A.CastDuringCondition)
    assert isinstance(cond.spell, A.SelfThis)
    assert cond.step.step.name == "main phase"


def test_life_total_compared():
    # CR 119.1 (life total), CR 103.4 (starting life total)
    node = one("When this creature enters, if your life total is less than 7, your life total becomes 7.")
    cond = first(node, A.QuantityCondition)
    assert isinstance(cond.quantity, A.LifeTotal) and isinstance(cond.comparison, A.LessThan)
    node = one("As long as your life total is greater than or equal to your starting life total, "
               "creatures you control get +1/+1.")
    cond = first(node, A.QuantityCondition)
    assert isinstance(cond.comparison, A.AtLeastValue)
    assert isinstance(cond.comparison.value, A.StartingLifeTotal)


def test_gain_life_for_the_first_time_each_turn():
    # CR 119.9: a life-gain event
    node = one("Whenever you gain life for the first time each turn, create a 3/3 green Raccoon "
               "creature token.")
    assert isinstance(first(node, A.GainsLifeFirstTime), A.GainsLifeFirstTime)


def test_double_power():
    # CR 701.10b: to double a creature's power, it gets +X/+0 (X its power)
    node = one("Double the power of target creature until end of turn.")
    e = first(node, A.DoubleStats)
    assert isinstance(e.stats, A.Power) and isinstance(e.of, A.Target)
    assert isinstance(e.duration, A.UntilEndOfTurn)
    both = one("III — Double the power and toughness of each creature you control until end of turn.")
    assert isinstance(first(both, A.DoubleStats).stats, A.PowerAndToughness)


# -- batch 6 --------------------------------------------------------------------------

def test_time_counter_is_a_counter_name():
    # CR 702.62a: suspend's time counters; "time" is also a keyword ("for the first time")
    node = one("At the beginning of your upkeep, put a time counter on this enchantment.")
    assert isinstance(first(node, A.PutCounters).kind, A.TimeCounterKind)  # 96_effects_more.lark
    node = one("When this creature dies, if it had no time counters on it, create a 6/1 green Insect "
               "creature token with shroud. (It can't be the target of spells or abilities.)")
    cond = first(node, A.HadNoCountersOfKindCondition)
    assert isinstance(cond.kind, A.TimeCounterKind) and isinstance(cond.on, A.It)
    # the keyword still reads as a keyword elsewhere
    one("Whenever you gain life for the first time each turn, create a 3/3 green Raccoon creature token.")


def test_is_on_the_battlefield():
    # CR 400.1: a zone
    node = one("{1}{G}, {T}: If ~ is on the battlefield, it deals damage equal to its power to target "
               "attacking creature. That creature deals damage equal to its power to ~.")
    assert isinstance(first(node, A.OnBattlefieldCondition).object, A.SelfByName)


def test_had_no_counters():
    node = one("When this creature dies, if it had no counters on it, draw a card.")
    assert isinstance(first(node, A.HadNoCountersCondition).holder, A.It)


def test_x_is_sentence():
    # CR 107.3: X defined by a sentence of its own
    node = one("{X}{X}, {T}: ~ deals damage equal to the number of pin counters on it to any target. X is "
               "the number of pin counters on ~.")
    assert isinstance(first(node, A.XIsSentence).quantity, A.NumberOfCounters)


def test_of_that_color():
    node = one("Choose a color. Target player reveals their hand and discards all cards of that color.")
    assert isinstance(first(node, A.OfThatColor), A.OfThatColor)


def test_number_of_different_powers_among():
    node = one("Search your library for up to X basic land cards, where X is the number of different "
               "powers among creatures you control. Put those cards onto the battlefield tapped, then "
               "shuffle.")
    q = first(node, A.NumberOfDifferentAmong)
    assert isinstance(q.quality, A.DifferentPowers) and type_names(q.among) == ["creature"]


# -- batch 7 --------------------------------------------------------------------------

def test_cant_cast_more_than_one_spell_each_turn():
    node = one("Each player can't cast more than one noncreature spell each turn.")
    s = first(node, A.CantCastMoreThan)
    assert s.amount.number.value == 1 and type_names(s.types) == ["creature", "spell"]
    assert first(s.types, A.TypeWord).negation is not None  # "noncreature"


def test_thats_one_or_more_colors():
    # CR 105.2: a colored object has one or more colors
    node = one("Destroy target creature that's one or more colors.")
    assert first(node, A.NOrMoreColors).amount.number.value == 1


def test_for_each_color_sentences():
    # CR 105.2: the five colors
    node = one("{T}: For each color among permanents you control, add one mana of that color.")
    s = first(node, A.ForEachColorAmongSentence)
    assert type_names(s.among) == ["permanent"]
    assert isinstance(first(s.chain, A.AddThatColor).amount, A.Count)
    node = one("For each color, return up to one target creature card of that color from your graveyard "
               "to your hand.")
    assert isinstance(first(first(node, A.ForEachColorSentence).chain, A.OfThatColor), A.OfThatColor)


# -- batch 8 --------------------------------------------------------------------------

def test_mana_value_was():
    # CR 608.2h: the object as it last existed
    node = one("Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3 life.")
    cond = first(node, A.StatWasCondition)
    assert isinstance(cond.stat.stat, A.ManaValue)
    assert isinstance(cond.comparison, A.AtMost) and cond.comparison.amount.number.value == 3


def test_counters_of_any_kind():
    # CR 122.1: "counters" without a kind counts every kind
    node = one("As long as ~ has four or more counters on it, equipped creature has double strike.")
    assert first(node, A.HasAnyCountersOrMore).amount.number.value == 4
    node = one("Equipped creature gets +1/+1 for each counter on it.")
    assert isinstance(first(node, A.ForEachAnyCounter).holder, A.It)
    node = one("Exile target creature or planeswalker. You gain life equal to the number of counters on it.")
    assert isinstance(first(node, A.NumberOfAnyCounters).holder, A.It)


def test_mana_for_each_counter():
    # CR 106.1 (mana), CR 122 (counters)
    node = one("{T}: Add {C} for each charge counter on this artifact.")
    mana = first(node, A.AddForEachCounter)
    assert mana.kind.name.name == "charge" and isinstance(mana.holder, A.SelfThis)
    node = one("{T}, Remove any number of storage counters from ~: Add {B} for each storage counter removed "
               "this way.")
    assert first(node, A.AddForEachCounterRemoved).kind.name.name == "storage"


def test_any_color_a_land_could_produce():
    # CR 106.7: the colors of mana a land could produce
    node = one("{T}: Add one mana of any color that a land an opponent controls could produce.")
    mana = first(node, A.AddAnyColorCouldProduce)
    assert type_names(mana.source)[0] == "land"


# -- batch 9 --------------------------------------------------------------------------

def test_three_times():
    # CR 107.1: a multiple of a number
    node = one("[−X]: Target player mills three times X cards.")
    t = first(node, A.TimesAmount)
    assert t.factor.number.value == 3 and isinstance(t.quantity, A.X)
    node = one("{3}{G}{G}, Sacrifice this creature: Create an X/X colorless Golem artifact creature token, "
               "where X is three times this creature's power. It gains haste until end of turn. Activate "
               "only as a sorcery.")
    assert isinstance(first(node, A.TimesAmount).quantity, A.RefStat)
    # a number word alone is still a count
    assert first(one("Draw three cards."), A.Count).number.value == 3
