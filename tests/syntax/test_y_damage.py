"""Damage, life and prevention of the corpus tail, session 9 (grammar/rules/99_v_damage_counters.lark,
the "session 9 (gdm)" part). Each test parses a real Oracle line, demands the round trip (``one``)
and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _all(node, cls):
    return [n for n in node.walk() if isinstance(n, cls)]


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
