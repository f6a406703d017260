"""Damage, life and prevention of the corpus tail, session 10 (grammar/rules/99_v_damage_counters.lark,
the "session 10 (gdm2)" part). Each test parses a real Oracle line, demands the round trip (``one``)
and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


# -- the source's controller (CR 109.4) ---------------------------------------------------------

def test_the_sources_controller():
    # CR 109.4: the controller of the source whose damage was prevented
    node = one("If a source would deal damage to this creature, prevent that damage. The source's controller "
               "draws cards equal to the damage prevented this way.")
    ctrl = first(node, A.TheTypedController)
    assert ctrl.noun.name == "source"
    node = one("The next time a source of your choice would deal damage to any target this turn, prevent that "
               "damage. If damage from a red source is prevented this way, Honorable Passage deals that much "
               "damage to the source's controller.", "Honorable Passage")
    assert first(node, A.TheTypedController).noun.name == "source"


# -- damage to you and your permanents (CR 120.1, 614.9, 615.1a) --------------------------------

def test_redirected_from_you_and_other_permanents():
    # CR 614.9: damage to you or to any other permanent you control is dealt to this creature instead
    node = one("All damage that would be dealt to you and other permanents you control is dealt to this "
               "creature instead.")
    redirect = first(node, A.RedirectAllDamage)
    assert _all(redirect.scope, A.You) and type_names(redirect.scope) == ["permanent"]
    assert redirect.new_recipient is not None


def test_prevented_to_you_and_permanents_by_sources():
    # CR 615.1a: only damage from sources with the chosen name
    node = one("Prevent all damage that would be dealt to you and permanents you control by sources with the "
               "chosen name.")
    scope = first(node, A.DealtToBy)
    assert _all(scope.to, A.You) and type_names(scope.to) == ["permanent"]
    assert type_names(scope.by) == ["source"]


def test_prevent_all_damage_that_creatures_would_deal():
    # CR 615.1a: every creature's damage to players this turn
    node = one("Prevent all damage that creatures would deal to players this turn.")
    prevent = first(node, A.PreventAllDamageFilterWouldDeal)
    assert type_names(prevent.sources) == ["creature"] and type_names(prevent.to) == ["player"]
    assert prevent.duration is not None


def test_prevent_next_damage_duration_first():
    # CR 615.7: a shield of 4 damage, for this turn
    node = one("{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to target creature you "
               "control. Tap that creature. It doesn't untap during your next untap step.")
    prevent = first(node, A.PreventNextDamageDurationFirst)
    assert prevent.amount.number.value == 4 and type_names(prevent.to) == ["creature"]


def test_prevent_next_damage_this_way_instead():
    # CR 615.7, 614.1a: the kicked spell's shields prevent 6 damage in all
    node = one("Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you "
               "choose. If this spell was kicked, prevent the next 6 damage this way instead.")
    assert first(node, A.PreventNextDamageThisWayInstead).amount.number.value == 6


# -- fractions rounded in a later sentence (CR 107.1a) ----------------------------------------

def test_halves_round_up_each_time():
    # CR 107.1a: the last sentence says how each fraction is rounded
    node = one("Each player loses half their life, then discards half the cards in their hand, then sacrifices "
               "half the creatures they control of their choice. Round up each time.")
    assert isinstance(first(node, A.LoseFractionOfLife).fraction, A.HalfFraction)
    assert type_names(first(node, A.DiscardFraction).what) == ["card"]
    assert type_names(first(node, A.SacrificeFraction).what) == ["creature"]
    assert isinstance(first(node, A.RoundEachTime).rounding, A.RoundedUp)


def test_thirds_round_up_each_time():
    node = one("Each player loses a third of their life, then discards a third of the cards in their hand, then "
               "sacrifices a third of the creatures they control, then sacrifices a third of the lands they "
               "control. Round up each time.")
    assert isinstance(first(node, A.LoseFractionOfLife).fraction, A.ThirdFraction)
    sacrificed = _all(node, A.SacrificeFraction)
    assert [type_names(s.what) for s in sacrificed] == [["creature"], ["land"]]


def test_half_x_round_down_each_time():
    node = one("When you cast this spell, you gain half X life and draw half X cards. Round down each time.")
    assert isinstance(first(node, A.GainHalfLife).amount, A.X)
    assert isinstance(first(node, A.DrawHalfCards).amount, A.X)
    assert isinstance(first(node, A.RoundEachTime).rounding, A.RoundedDown)


def test_half_with_its_own_rounding_is_unchanged():
    # no "Round ... each time." sentence: the ", rounded up" of 94_effects_statics
    node = one("Target opponent loses half their life, rounded up.")
    assert first(node, A.LoseHalfLife)
    assert not _all(node, A.LoseFractionOfLife)


# -- counting and life totals (CR 119.5) --------------------------------------------------------

def test_count_then_life_total_becomes_that_number():
    # CR 119.5: the player gains or loses the difference
    node = one("Count the number of cards in your library. Your life total becomes that number.")
    assert type_names(first(node, A.CountNumberOf).what) == ["card"]
    becomes = first(node, A.LifeTotalBecomesValue)
    assert isinstance(becomes.value, A.ThatNumber)


def test_start_the_game_with_additional_life():
    # CR 103.4: the starting life total
    node = one("You start the game with an additional 7 life.")
    start = first(node, A.StartGameWithAdditionalLife)
    assert isinstance(start.player, A.You) and start.amount.number.value == 7


def test_less_than_half_starting_life_total():
    node = one("At the beginning of each opponent's end step, if that player has less than half their starting "
               "life total, abandon this scheme.")
    assert isinstance(first(node, A.LessThanHalfStartingLife).whose, A.Their)


# -- groups and totals (CR 205.3, 208) -----------------------------------------------------------

def test_greatest_number_with_a_creature_type_in_common():
    # CR 205.3: the largest group sharing one creature type
    node = one("When Basalt Ravager enters the battlefield, it deals X damage to any target, where X is the "
               "greatest number of creatures you control that have a creature type in common.", "Basalt Ravager")
    greatest = first(node, A.GreatestNumberOf)
    assert first(greatest, A.ThatHaveTypeInCommon).kind.name == "creature"


def test_their_total_power():
    # CR 208.1: the sum of the destroyed creatures' powers
    node = one("[−11]: Destroy all creatures target opponent controls. Angrath deals damage to that player equal "
               "to their total power.", "Angrath")
    assert isinstance(first(node, A.TheirTotalStat).stat, A.Power)


# -- life can't be paid (CR 119.4) ---------------------------------------------------------------

def test_cant_pay_life_to_cast_or_activate():
    node = one("Players can't pay life or sacrifice nonland permanents to cast spells or activate abilities.")
    cant = first(node, A.CantPayLifeOrSacrificeTo)
    assert "permanent" in type_names(cant.sacrificed)
    assert type_names(cant.purpose.spells) == ["spell"] and type_names(cant.purpose.abilities) == ["ability"]


# -- replacements and events (CR 614.1a, 603.2) ---------------------------------------------------

def test_each_time_double_damage():
    # CR 614.1a, 701.10g: every damage event of that permanent this turn is doubled
    node = one("Each time target permanent would deal damage to a permanent or player this turn, it deals double "
               "that damage to that permanent or player instead.")
    each = first(node, A.EachTimeDoubleDamage)
    assert type_names(each.source) == ["permanent"] and each.to is not None and each.instead_to is not None


def test_other_than_the_first_spell_each_turn():
    # CR 601.2i: the second and later instant spells that player casts each turn
    node = one("Whenever an opponent casts an instant spell other than the first instant spell that player casts "
               "each turn, Ichneumon Druid deals 4 damage to that player.", "Ichneumon Druid")
    other = first(node, A.OtherThanFirstCastEachTurn)
    assert type_names(other.kind) == ["instant", "spell"] and isinstance(other.player, A.ThatPlayer)


def test_dealt_damage_by_a_single_source():
    # CR 120.2: 3 or more damage from one source
    node = one("Whenever an opponent is dealt 3 or more damage by a single source, that player discards a card.")
    event = first(node, A.IsDealtDamageBySingleSource)
    assert event.threshold.amount.number.value == 3 and event.kind.name == "source"


def test_dealt_damage_by_either_source():
    node = one("Whenever an opponent is dealt damage by a red instant or sorcery spell you control or by a red "
               "planeswalker you control, return this card from your graveyard to your hand.")
    event = first(node, A.IsDealtDamageByEither)
    assert type_names(event.first) == ["instant", "sorcery", "spell"] and type_names(event.second) == ["planeswalker"]


def test_your_team_gained_life():
    # CR 810.2: the team's shared life total
    node = one("At the beginning of each end step, if your team gained life this turn, create two 1/1 white "
               "Warrior creature tokens.")
    assert isinstance(first(node, A.GainedLifeThisTurnCondition).player, A.YourTeam)


def test_costs_life_more_per_target():
    # CR 601.2f: 3 life added to the cost for each target
    node = one("This spell costs 3 life more to cast for each target.")
    assert first(node, A.CostsLifeMorePerTarget).amount.number.value == 3


def test_lose_life_plus_for_each():
    node = one("Target player loses 2 life plus 2 life for each Spirit sacrificed this way. You gain that much "
               "life.")
    lose = first(node, A.LoseLifePlusForEach)
    assert lose.amount.number.value == 2 and lose.more.number.value == 2 and type_names(lose.for_each) == ["Spirit"]


# ==== session 11 ===============================================================================

def test_prevent_combat_damage_duration_first():
    # CR 615.1, 510.2 (Pack Leader)
    node = one("Whenever Pack Leader attacks, prevent all combat damage that would be dealt this turn to Dogs you "
               "control.", "Pack Leader")
    prevent = first(node, A.PreventAllCombatDamageDurationFirst)
    assert isinstance(prevent.duration, A.ThisTurn) and type_names(prevent.recipient) == ["Dogs"] \
        or type_names(prevent.recipient) == ["Dog"]


def test_have_life_total_become():
    # CR 119.5: the player gains or loses the difference (Loxodon Lifechanter)
    node = one("When this creature enters, you may have your life total become the total toughness of creatures "
               "you control.")
    become = first(node, A.HaveLifeTotalBecome)
    assert isinstance(become.player, A.Your)
    assert type_names(become.amount) == ["creatures"] or type_names(become.amount) == ["creature"]


def test_cant_lose_life_this_turn():
    # CR 119.8 (Courageous Resolve)
    node = one("Fateful hour — If you have 5 or less life, you can't lose life this turn, you can't lose the game "
               "this turn, and your opponents can't win the game this turn.")
    assert first(node, A.CantLoseLife) is not None and first(node, A.CantLoseGame) is not None


def test_cards_that_player_has_drawn_this_turn():
    # CR 121.1 (Molten Psyche)
    node = one("Metalcraft — If you control three or more artifacts, Molten Psyche deals damage to each opponent "
               "equal to the number of cards that player has drawn this turn.", "Molten Psyche")
    drawn = first(node, A.DrawnThisTurnBy)
    assert drawn.player is not None


def test_you_drew_two_or_more_cards():
    # CR 121.1 (Archmage Ascension)
    node = one("At the beginning of each end step, if you drew two or more cards this turn, you may put a quest "
               "counter on this enchantment.")
    assert first(node, A.YouDrewNOrMoreThisTurn).count.number.value == 2


def test_triple_combat_damage_instead():
    # CR 614.1a, 510.2 (Jeska, Thrice Reborn)
    node = one("[0]: Choose target creature. Until your next turn, if that creature would deal combat damage to one "
               "of your opponents, it deals triple that damage to that player instead.")
    scaled = first(node, A.CombatDamageScaledInstead)
    assert isinstance(scaled.scaled, A.TripleThatDamage)


def test_next_time_double_damage():
    # CR 614.1a, 701.10g (Desperate Gambit)
    node = one("Choose a source you control and flip a coin. If you win the flip, the next time that source would "
               "deal damage this turn, it deals double that damage instead. If you lose the flip, the next time it "
               "would deal damage this turn, prevent that damage.")
    nxt = first(node, A.NextTimeDoubleDamage)
    assert isinstance(nxt.duration, A.ThisTurn) and isinstance(nxt.dealer, A.It)


def test_three_minus_x():
    # CR 107.1 (Slumbering Trudge)
    node = one("This creature enters with a number of stun counters on it equal to three minus X. If X is 2 or "
               "less, it enters tapped. (If a permanent with a stun counter would become untapped, remove one from "
               "it instead.)")
    minus = first(node, A.AmountMinusAmount)
    assert minus.minuend.number.value == 3 and isinstance(minus.subtrahend, A.X)


def test_power_plus_toughness():
    # CR 107.1, 208.1 (Predator's Rapport)
    node = one("Choose target creature you control. You gain life equal to that creature's power plus its "
               "toughness.")
    plus = first(node, A.StatPlusStat)
    assert isinstance(plus.first.stat, A.Power) and isinstance(plus.second.stat, A.Toughness)


def test_power_plus_number():
    # CR 107.1 (Farrel's Mantle)
    node = one("Whenever enchanted creature attacks and isn't blocked, its controller may have it deal damage equal "
               "to its power plus 2 to another target creature. If that player does, the attacking creature assigns "
               "no combat damage this turn.")
    assert first(node, A.StatPlusAmount).amount.number.value == 2


def test_each_opponents_life_total_becomes_lowest():
    # CR 119.5 (Mortal Flesh Is Weak)
    node = one("When you set this scheme in motion, each opponent's life total becomes the lowest life total among "
               "your opponents.")
    assert isinstance(first(node, A.EachOpponentsLifeTotalBecomes).value, A.LowestLifeTotalAmong)


def test_player_with_exactly_13_life():
    # CR 119.1 (Triskaidekaphobia)
    node = one("At the beginning of your upkeep, choose one —\n• Each player with exactly 13 life loses the game, "
               "then each player gains 1 life.\n• Each player with exactly 13 life loses the game, then each player "
               "loses 1 life.")
    assert first(node, A.WithExactlyLife).amount.number.value == 13


# ==== session 12 ================================================================================

def test_its_power_and_toughness_each_equal_under_condition():
    # CR 604.3, 611.3a: the value applies while the condition holds (Gaea's Liege)
    node = one("As long as Gaea's Liege isn't attacking, its power and toughness are each equal to the number "
               "of Forests you control.", "Gaea's Liege")
    cda = first(node, A.ItsPowerAndToughnessEachEqual)
    assert isinstance(cda.amount, A.NumberOf) and type_names(cda.amount) == ["Forest"]


def test_lose_all_but_one_life():
    # CR 119.3 (Soulgorger Orgg)
    node = one("When Soulgorger Orgg enters the battlefield, you lose all but 1 life.", "Soulgorger Orgg")
    lose = first(node, A.LoseAllButLife)
    assert isinstance(lose.player, A.You) and lose.amount.number.value == 1


def test_for_each_flip_won():
    # CR 705.2: the flips the player won (Crazed Firecat, Goblin Traprunner)
    node = one("Put a +1/+1 counter on Crazed Firecat for each flip you won.", "Crazed Firecat")
    put = first(node, A.PutCounters)
    assert isinstance(put.for_each, A.ForEachFlipWon)
    node = one("For each flip you win, create a 1/1 red Goblin creature token that's tapped and attacking.")
    sentence = first(node, A.ForEachFlipWonSentence)
    assert first(sentence.effects, A.CreateTokenAttacking)


def test_gain_life_unless_player_pays():
    # CR 118.12: the player may pay to stop the effect (Soul Charmer)
    node = one("Whenever Soul Charmer deals combat damage to a creature, you gain 2 life unless that creature's "
               "controller pays {2}.", "Soul Charmer")
    gain = first(node, A.GainLifeUnless)
    assert isinstance(gain.player, A.You) and gain.amount.number.value == 2
    pay = gain.unless.effect
    assert isinstance(pay.subject, A.ControllerOf) and isinstance(pay.subject.object, A.ThatRef)


def test_stat_elided_after_possessive():
    # CR 208.1: "this creature's" is its power, the characteristic compared (Pelt Collector)
    node = one("Whenever another creature you control enters or dies, if that creature's power is greater than "
               "this creature's, put a +1/+1 counter on this creature.")
    cond = first(node, A.StatCondition)
    assert isinstance(cond.stat.stat, A.Power)
    assert isinstance(cond.comparison, A.GreaterThan)
    assert isinstance(cond.comparison.amount, A.SelfSameStat)
    assert isinstance(cond.comparison.amount.object, A.SelfThis)


def test_triggers_only_once():
    # CR 603.2h (Acrobatic Cheerleader)
    node = one("Survival — At the beginning of your second main phase, if this creature is tapped, put a flying "
               "counter on it. This ability triggers only once.")
    assert first(node, A.TriggersOnlyOnce) is not None


def test_the_permanent_you_dont_control():
    # CR 608.2c: the object named before, by its controller (Devouring Tendrils)
    node = one("Target creature you control deals damage equal to its power to target creature or planeswalker you "
               "don't control. When the permanent you don't control dies this turn, you gain 2 life.")
    described = first(node, A.TheDescribed)
    assert type_names(described) == ["permanent"]
    assert isinstance(described.qualifier, A.NotControlledBy) and isinstance(described.qualifier.player, A.You)
