"""Damage, life and prevention of the corpus tail, session 9 (grammar/rules/99_v_damage_counters.lark,
the "session 9 (gdm)" part). Each test parses a real Oracle line, demands the round trip (``one``)
and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one
from syntax_helpers import every as _all


# -- what happened before, as a condition (CR 608.2c, 120.3, 119.3) ---------------------------

def test_wasnt_dealt_damage_this_turn():
    # CR 120.3: the condition is true when no damage was dealt to that creature this turn
    node = one("When this creature enters, destroy up to one other target creature. If that creature wasn't "
               "dealt damage this turn, its controller draws two cards.")
    cond = first(node, A.WasntDealtDamageThisTurnCondition)
    assert isinstance(cond.subject, A.ThatRef)
    assert isinstance(first(node, A.ConditionalSentence).condition, A.WasntDealtDamageThisTurnCondition)


def test_lost_life_this_way():
    # CR 119.3, 608.2c: the exchange of life totals before made the player lose life
    node = one("When Mister Negative enters, you may exchange life totals with target opponent. If you lost life "
               "this way, draw that many cards.", "Mister Negative")
    assert isinstance(first(node, A.LostLifeThisWay).player, A.You)


def test_was_attached_to():
    # CR 301.5, 608.2h: the Equipment's last known attachment
    node = one("Destroy target Equipment. If that Equipment was attached to a creature, Unforge deals 2 damage "
               "to that creature.", "Unforge")
    cond = first(node, A.WasAttachedToCondition)
    assert isinstance(cond.subject, A.ThatRef) and type_words_of(cond.host) == ["creature"]


def type_words_of(node):
    return [w.name.name for w in node.walk() if isinstance(w, A.TypeWord)]


def test_no_creatures_died_this_turn():
    # CR 700.4: "died" is put into a graveyard from the battlefield
    node = one("At the beginning of each player's end step, if no creatures died this turn, Titan Hunter deals "
               "4 damage to that player.", "Titan Hunter")
    assert type_words_of(first(node, A.NoneDiedThisTurnCondition).types) == ["creature"]


def test_put_into_zone_this_way():
    node = one("If you put an artifact card into your hand this way, you gain 3 life.")
    cond = first(node, A.PutIntoZoneThisWayCondition)
    assert isinstance(cond.player, A.You) and type_words_of(cond.what) == ["artifact", "card"]


def test_at_least_one_card_milled_or_exiled_this_way():
    # CR 701.17, 608.2c: among the cards the mill moved
    node = one("Mill three cards. If at least one Zombie card is milled this way, each opponent loses 2 life and "
               "you gain 2 life.")
    cond = first(node, A.AtLeastMovedThisWay)
    assert cond.number.number.value == 1 and type_words_of(cond.what) == ["Zombie", "card"]
    assert isinstance(cond.verb, A.MilledWord)
    node = one("Exile up to two target cards from a single graveyard. You gain 2 life if at least one creature "
               "card was exiled this way.")
    cond = first(node, A.AtLeastMovedThisWay)
    assert isinstance(cond.verb, A.ExiledWord) and isinstance(first(node, A.EffectIfSentence).condition,
                                                              A.AtLeastMovedThisWay)


# -- prevention and colors (CR 615, 105) ------------------------------------------------------

def test_of_the_last_chosen_color():
    node = one("Prevent all damage that would be dealt to enchanted creature by sources of the last chosen color.")
    by = first(node, A.DealtToBy).by
    assert isinstance(by.filter.suffixes.items[0], A.OfLastChosenColor)


def test_of_each_color():
    # CR 105.1: five colors, one permanent of each
    node = one("As long as you control a permanent of each color, prevent all damage that would be dealt to you.")
    assert _all(node, A.OfEachColor)


# -- a replacement under a condition (CR 614.1a) ----------------------------------------------

def test_conditional_replacement():
    node = one("If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 "
               "instead.")
    sentence = first(node, A.ConditionalReplacementSentence)
    assert isinstance(sentence.condition, A.ControlsObjectsCondition)
    repl = sentence.replacement
    assert isinstance(repl, A.DamageReducesLifeToInstead)
    assert repl.limit.number.value == 1 and repl.floor.number.value == 1
    # in an emblem's quoted ability too
    node = one('[−6]: You get an emblem with "If you control a creature, damage that would reduce your life total '
               'to less than 1 reduces it to 1 instead."')
    assert _all(node, A.ConditionalReplacementSentence)


# -- restrictions and events (CR 121, 119, 705) -----------------------------------------------

def test_cant_draw_cards_or_gain_life():
    node = one("Players can't draw cards or gain life.")
    assert _all(node, A.CantDrawCardsOrGainLife)


def test_gain_or_lose_life_during_your_turn():
    node = one("Whenever you gain or lose life during your turn, this creature gets +1/+0 until end of turn.")
    during = first(node, A.EventDuring)
    assert isinstance(during.predicate, A.GainsOrLosesLifeEvent) and isinstance(during.subject, A.You)


def test_lose_a_coin_flip():
    # CR 705.2: the flip's loser
    node = one("Whenever you lose a coin flip, Karplusan Minotaur deals 1 damage to any target of an opponent's "
               "choice.", "Karplusan Minotaur")
    assert _all(node, A.LosesCoinFlipEvent) and not _all(node, A.WinsCoinFlipEvent)


# -- an effect unless a player acts (CR 608.2d) -----------------------------------------------

def test_put_unless_pays_life():
    node = one("Look at the top five cards of your library. For each card, put that card into your graveyard unless "
               "you pay 2 life. Then put the rest into your hand.")
    put = first(node, A.PutUnless)
    pay = first(put.unless, A.PayEffect)
    assert isinstance(pay.subject, A.You) and first(pay.cost, A.LifeAmount).amount.number.value == 2
    node = one("Whenever a permanent an opponent controls is put into a graveyard, put that card onto the "
               "battlefield under your control unless that opponent pays 3 life.")
    assert first(first(node, A.PutUnless).unless, A.PayEffect).subject is not None


def test_deals_damage_equal_unless():
    node = one("At the beginning of your end step, target enchantment deals damage equal to its mana value to its "
               "controller unless that player sacrifices it.")
    deal = first(node, A.DealsDamageEqualUnless)
    assert _all(deal.unless, A.Sacrifice) and isinstance(deal.recipient, A.ItsController)


# -- conditions on how the spell was cast (CR 601.2) -------------------------------------------

def test_controlled_as_you_cast():
    node = one("Steer Clear deals 2 damage to target attacking or blocking creature. Steer Clear deals 4 damage to "
               "that creature instead if you controlled a Mount as you cast this spell.", "Steer Clear")
    cond = first(node, A.ControlledAsYouCast)
    assert isinstance(cond.player, A.You) and type_words_of(cond.what) == ["Mount"]
    assert isinstance(cond.spell, A.SelfThis) and cond.spell.noun.name == "spell"


def test_twice_the_number_of_times_kicked():
    # CR 702.33c: kicker paid more than once
    node = one("When this creature enters, it deals damage to target player or planeswalker equal to twice the "
               "number of times it was kicked.")
    assert isinstance(first(node, A.Twice).quantity, A.NumberOfTimesKicked)


# -- who may activate (CR 602.1) ------------------------------------------------------------

def test_only_player_may_activate():
    node = one("{0}: The next 1 damage that would be dealt to Personal Incarnation this turn is dealt to its owner "
               "instead. Only Personal Incarnation's owner may activate this ability.", "Personal Incarnation")
    only = first(node, A.OnlyPlayerMayActivate)
    assert isinstance(only.player, A.OwnerOf)
    # after a quoted ability granted until end of turn (the restriction is the outer ability's)
    node = one('Until end of turn, target creature you control gains "{0}: The next 1 damage that would be dealt to '
               'target creature, planeswalker, or player this turn is dealt to this creature instead." Only you may '
               'activate this ability.')
    assert isinstance(first(node, A.OnlyPlayerMayActivate).player, A.You)


# -- superlatives and ties (CR 208, 119, 104.4a) ----------------------------------------------

def test_least_toughness_and_ties():
    node = one("At the beginning of your upkeep, Purging Scythe deals 2 damage to the creature with the least "
               "toughness. If two or more creatures are tied for least toughness, you choose one of them.",
               "Purging Scythe")
    assert isinstance(first(node, A.WithLeastStat).stat, A.Toughness)
    tied = first(node, A.TiedForCondition)
    assert isinstance(tied.measure, A.LeastStat) and isinstance(tied.measure.stat, A.Toughness)
    assert tied.subject.amount.number.value == 2


def test_tied_for_highest_life_total_is_a_draw():
    # CR 104.4a: a draw ends the game with no winner
    node = one("At the beginning of your upkeep, remove an omen counter from Celestial Convergence. If there are no "
               "omen counters on Celestial Convergence, the player with the highest life total wins the game. If two "
               "or more players are tied for highest life total, the game is a draw.", "Celestial Convergence")
    tied = first(node, A.TiedForCondition)
    assert isinstance(tied.measure, A.HighestLifeTotal)
    sentence = next(s for s in _all(node, A.ConditionalSentence) if isinstance(s.condition, A.TiedForCondition))
    assert _all(sentence.chain, A.GameIsADraw)


def test_most_life_or_tied():
    # CR 119: every player whose life total is the greatest
    node = one("{1}{B}, {T}: Choose a player with the most life or tied for most life. Target creature can't be "
               "blocked by creatures that player controls this turn.")
    assert _all(node, A.WithMostLifeOrTied)
    node = one("Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 "
               "counter on it.")
    assert _all(node, A.WithMostLifeOrTied)


# -- replacements of the next event (CR 614.1a) -----------------------------------------------

def test_next_time_you_would_lose_the_game():
    node = one("The next time you would lose the game this turn, instead draw seven cards and your life total "
               "becomes 1.")
    repl = first(node, A.NextTimeLoseGameInstead)
    assert isinstance(repl.player, A.You) and isinstance(repl.duration, A.ThisTurn)
    assert _all(repl.instead, A.Draw)


def test_next_time_damage_would_be_dealt_destroy_instead():
    node = one("{B}, Sacrifice Kill-Suit Cultist: The next time damage would be dealt to target creature this turn, "
               "destroy that creature instead.", "Kill-Suit Cultist")
    repl = first(node, A.NextTimeDamageDealtToInstead)
    assert isinstance(repl.recipient.recipient, A.Target) and _all(repl.instead, A.Destroy)


# -- cards not drawn (CR 121) -----------------------------------------------------------------

def test_for_each_card_less_than_two_drawn():
    node = one("Each player may draw up to two cards. For each card less than two a player draws this way, that "
               "player gains 2 life.")
    unit = first(node, A.ForEachCardFewerDrawn)
    assert type_words_of(unit.cards) == ["card"] and unit.limit.number.value == 2 and unit.limit.number.spelled


# -- damage in two parts (CR 120.2) -----------------------------------------------------------

def test_damage_and_additional_damage():
    node = one("Tropical Storm deals X damage to each creature with flying and 1 additional damage to each blue "
               "creature.", "Tropical Storm")
    deal = first(node, A.DealDamageAndAdditional)
    assert isinstance(deal.amount, A.X) or _all(deal.amount, A.X)
    assert deal.additional.number.value == 1
    node = one("Kaervek's Hex deals 1 damage to each nonblack creature and an additional 1 damage to each green "
               "creature.", "Kaervek's Hex")
    deal = first(node, A.DealDamageAndAdditional)
    assert type_words_of(deal.additional_recipient) == ["creature"]


# -- an effect unless a player acts first (CR 608.2d) ------------------------------------------

def test_unless_first_sentence():
    node = one("Unless target player pays {3}, that player loses 5 life and you gain 5 life.")
    sentence = first(node, A.UnlessFirstSentence)
    assert _all(sentence.unless, A.PayEffect) and _all(sentence.chain, A.GainLife)
    node = one("At the beginning of your upkeep, unless you sacrifice an Island, sacrifice Elder Spawn and it deals "
               "6 damage to you.", "Elder Spawn")
    assert _all(first(node, A.UnlessFirstSentence).unless, A.Sacrifice)


def test_put_into_a_players_graveyard_from_the_battlefield():
    node = one("Whenever a nontoken permanent is put into a player's graveyard from the battlefield, that player "
               "loses 1 life.")
    assert first(node, A.PutIntoAPlayersZoneFromBattlefield).zone.name == "graveyard"
