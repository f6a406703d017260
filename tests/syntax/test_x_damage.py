"""Damage, life and prevention of the corpus tail, session 8 (grammar/rules/99_v_damage_counters.lark,
the "session 8 (hdm)" part). Each test parses a real Oracle line, demands the round trip (``one``)
and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one
from syntax_helpers import every as _all


# -- steps of a player's turns (CR 500.1, 505.1a) ---------------------------------------------

def test_each_of_your_postcombat_main_phases():
    # CR 505.1a: a turn may have more than one main phase; the trigger names the postcombat ones
    node = one("At the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents "
               "have lost this turn.", ("Neheb, the Eternal", "Neheb"))
    steps = first(node, A.EachOfPlayersSteps)
    assert isinstance(steps.player, A.Your) and steps.step.name == "postcombat main phases"
    node = one("At the beginning of each of your main phases, add {G}{G}.")
    assert first(node, A.EachOfPlayersSteps).step.name == "main phases"


# -- life lost this turn (CR 119.3) -----------------------------------------------------------

def test_for_each_1_life_your_opponents_have_lost_this_turn():
    # CR 119.3: one {R} per life point the opponents lost during the turn
    node = one("At the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents "
               "have lost this turn.", ("Neheb, the Eternal", "Neheb"))
    add = first(node, A.AddForEachLifeHaveLost)
    assert [s.symbol for s in add.mana.symbols] == ["R"] and add.unit.number.value == 1
    assert isinstance(add.player, A.YourOpponents) and isinstance(add.duration, A.ThisTurn)
    node = one("Creature spells you cast cost {1} less to cast for each 1 life your opponents have lost this turn.")
    per = first(node, A.ForEachLifeHaveLost)
    assert per.unit.number.value == 1 and isinstance(per.duration, A.ThisTurn)


def test_cant_cast_self_unless():
    # CR 601.3: the spell can't be cast while the condition is false
    node = one("You can't cast Rakdos unless an opponent lost life this turn.", ("Rakdos, Lord of Riots", "Rakdos"))
    cant = first(node, A.CantCastSelfUnless)
    assert isinstance(cant.player, A.You) and isinstance(cant.card, A.SelfByName)
    assert cant.condition is not None


def test_total_amount_of_life_and_noncombat_damage():
    # CR 119.3 / 120.3, 510.2: life lost and noncombat damage dealt this turn, as numbers
    node = one("This spell costs {X} less to cast, where X is the total amount of noncombat damage dealt to your "
               "opponents this turn.")
    dealt = first(node, A.NoncombatDamageDealtToDuring)
    assert isinstance(dealt.recipient, A.YourOpponents) and isinstance(dealt.duration, A.ThisTurn)
    node = one("At the beginning of each of your postcombat main phases, look at the top X cards of your library, "
               "where X is the total amount of life your opponents lost this turn. Exile one of those cards and put "
               "the rest on the bottom of your library in a random order. You may play the exiled card this turn.",
               ("Florian, Voldaren Scion", "Florian"))
    lost = first(node, A.LifeLostAmount)
    assert isinstance(lost.player, A.YourOpponents) and isinstance(lost.duration, A.ThisTurn)


# -- damage that can't be prevented (CR 615.12) -----------------------------------------------

def test_and_the_damage_cant_be_prevented():
    # CR 615.12: the effect's damage can't be prevented; the damage itself is a second effect of the chain
    node = one("Threshold — If seven or more cards are in your graveyard, instead Lightning Surge deals 6 damage to "
               "that permanent or player and the damage can't be prevented.", "Lightning Surge")
    chain = first(node, A.EffectsAndDamageCantBePrevented)
    assert isinstance(chain.items[0], A.DealDamage) and chain.items[0].amount.number.value == 6
    assert chain.damage is not None


# -- damage already dealt, as a number (CR 120.3, 120.6) --------------------------------------

def test_damage_dealt_to_a_player_this_turn():
    # CR 120.3: damage dealt to a player this turn, counted whatever its source
    node = one("You gain life equal to the damage dealt to you this turn. Simulacrum deals damage to target creature "
               "you control equal to the damage dealt to you this turn.", "Simulacrum")
    dealt = _all(node, A.DamageDealtToDuring)
    assert len(dealt) == 2 and all(isinstance(d.recipient, A.You) and d.source is None for d in dealt)
    assert all(isinstance(d.duration, A.ThisTurn) for d in dealt)
    node = one("Target player loses life equal to the damage already dealt to that player this turn.")
    assert isinstance(first(node, A.DamageDealtToDuring).duration, A.ThisTurn)


def test_damage_dealt_by_named_sources():
    # CR 120.6: damage marked on the permanent this turn, only from the sources named after "by"
    node = one("You gain X life, where X is twice the damage dealt to you so far this turn by artifacts.")
    twice = first(node, A.Twice)
    so_far = first(twice, A.DamageDealtToSoFar)
    assert isinstance(so_far.recipient, A.You) and isinstance(so_far.source, A.DamageBy)


# -- the difference between two numbers (CR 107.1) --------------------------------------------

def test_difference_between():
    # CR 107.1b: the difference is never negative (the larger minus the smaller)
    node = one("Whenever a creature you control enters, target opponent loses life equal to the difference between "
               "that creature's power and its toughness.")
    diff = first(node, A.DifferenceBetween)
    assert isinstance(diff.first, A.RefStat) and isinstance(diff.second, A.ItsStat)
    node = one("Whenever a creature you control attacks or blocks, it gets +X/+X until end of turn, where X is the "
               "difference between its power and toughness.")
    stats = first(node, A.DifferenceBetweenStats)
    assert isinstance(stats.first, A.ItsStat) and isinstance(stats.second, A.Toughness)
    node = one("If the difference between your life total and target player's life total is 5 or less, exchange "
               "life totals with that player.")
    diff = first(node, A.DifferenceBetween)
    assert isinstance(diff.first, A.LifeTotal) and isinstance(diff.second, A.LifeTotal)
    assert first(node, A.QuantityCondition).quantity is diff


# -- any target, qualified (CR 115.4) ---------------------------------------------------------

def test_any_target_of_a_players_choice():
    # CR 115.4, 700.2: the named player chooses the target
    node = one("{T}: Cuombajj Witches deals 1 damage to any target and 1 damage to any target of an opponent's "
               "choice.", "Cuombajj Witches")
    qualified = first(node, A.AnyTargetQualified)
    assert isinstance(qualified.qualifier, A.OfChoice)
    assert _all(node, A.AnyTarget)


def test_any_target_chosen_at_random_or_dealt_damage():
    # CR 608.2d: chosen at random; CR 120: only a target that was dealt damage this turn
    node = one("{T}: This creature deals 2 damage to any target chosen at random.")
    assert isinstance(first(node, A.AnyTargetQualified).qualifier, A.ChosenAtRandom)
    node = one("Needle Drop deals 1 damage to any target that was dealt damage this turn.", "Needle Drop")
    assert isinstance(first(node, A.AnyTargetQualified).qualifier, A.WasDealtDamageThisTurn)


# -- life totals compared and counted (CR 119) ------------------------------------------------

def test_power_compared_with_a_life_total():
    # CR 119.1: a life total is a number a characteristic can be compared with
    node = one("Exile target creature with power greater than or equal to your life total.")
    assert isinstance(first(node, A.AtLeastLifeTotal).player, A.Your)


def test_highest_life_total_among_players():
    # CR 119.1: the greatest of the named players' life totals
    node = one("[−9]: Create a number of 1/1 black Vampire Knight creature tokens with lifelink equal to the "
               "highest life total among all players.")
    assert first(node, A.HighestLifeTotalAmong)
    node = one("Malignus's power and toughness are each equal to half the highest life total among your "
               "opponents, rounded up.", "Malignus")
    assert isinstance(first(first(node, A.HalfRounded), A.HighestLifeTotalAmong).players, A.YourOpponents)


def test_gain_life_and_draw_cards_equal():
    # CR 119.3, 121.1: one amount, life gained and cards drawn
    node = one("When Lifeblood Hydra dies, you gain life and draw cards equal to its power.", "Lifeblood Hydra")
    both = first(node, A.GainLifeAndDrawEqual)
    assert isinstance(both.player, A.You) and isinstance(both.amount, A.ItsStat)
