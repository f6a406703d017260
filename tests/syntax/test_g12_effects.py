"""G12: effects, keyword actions, keywords with parameters, costs and static sentences on
real Oracle lines (grammar/rules/96_effects_more.lark). Each test parses a corpus line,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax.cardfile import parse_ability_lines
from syntax_helpers import first, one


# -- coin flips and clashes (CR 705, 701.30) ----------------------------------------------

def test_flip_a_coin_then_win_or_lose():
    # CR 705.2: a coin flip is won or lost by the player who flips it
    node = one("{R}: Flip a coin. If you win the flip, return Viashino Sandswimmer to its owner's hand. "
               "If you lose the flip, sacrifice Viashino Sandswimmer.", "Viashino Sandswimmer")
    flip = first(node, A.FlipCoin)
    assert flip.player is None and flip.coin.name == "coin" and flip.until is None
    won, lost = first(node, A.WonFlip), first(node, A.LostFlip)
    assert isinstance(won.player, A.You) and isinstance(lost.player, A.You)
    assert isinstance(first(node, A.ReturnEffect), A.ReturnEffect)
    assert isinstance(first(node, A.Sacrifice).what, A.SelfByName)


def test_flip_a_coin_until_you_lose_a_flip():
    # CR 705.3: flips repeat until the stated result
    node = one("At the beginning of combat on your turn, flip a coin until you lose a flip.")
    flip = first(node, A.FlipCoin)
    assert isinstance(flip.until, A.FlipUntil) and isinstance(flip.until.player, A.You)


def test_you_may_flip_a_coin():
    node = one("At the beginning of your upkeep, you may flip a coin. If you win the flip, "
               "put a fuse counter on Goblin Bomb. If you lose the flip, remove a fuse counter from Goblin Bomb.",
               "Goblin Bomb")
    may = first(node, A.MayEffect)
    assert isinstance(may.effect, A.FlipCoin) and isinstance(may.player, A.You)
    # CR 122.1b: a counter named after a keyword ("fuse") is removed like any other
    remove = first(node, A.RemoveCounters)
    assert remove.kind.keyword.name == "fuse" and isinstance(remove.source, A.SelfByName)


def test_flip_needs_the_word_coin():
    # "coin" is a counter word for the lexer: any other counter word after "flip a" is refused
    _, diags, _ = parse_ability_lines([(1, "Flip a coin.")], ("~",), "<t>")
    assert not diags
    _, diags, _ = parse_ability_lines([(1, "Flip a fuse.")], ("~",), "<t>")
    assert diags and diags[0].severity == "error"
    _, diags, _ = parse_ability_lines([(1, "Flip a charge.")], ("~",), "<t>")
    assert diags and "coin" in diags[0].message


def test_win_one_or_more_flips():
    node = one("If you win one or more flips, Fiery Gambit deals 3 damage to target creature.", "Fiery Gambit")
    won = first(node, A.WonFlipsOrMore)
    assert isinstance(won.player, A.You) and won.amount.number.value == 1


def test_if_you_win_a_clash():
    # CR 701.30b: the clashing player whose card has the higher mana value wins
    node = one("Clash with an opponent. If you win, target player discards two cards. "
               "Otherwise, that player discards a card.")
    assert isinstance(first(node, A.Clash), A.Clash)
    cond = first(node, A.ConditionalSentence)
    assert isinstance(cond.condition, A.WonClash) and isinstance(cond.condition.player, A.You)
    assert isinstance(first(node, A.OtherwiseSentence), A.OtherwiseSentence)


# -- keyword actions (CR 701) --------------------------------------------------------------

def test_manifest_dread():
    # CR 701.62
    node = one("When this creature dies, manifest dread.")
    assert isinstance(first(node, A.ManifestDread), A.ManifestDread)
    node = one("When this Equipment enters, manifest dread, then attach this Equipment to that creature.")
    chain = first(node, A.EffectChain).items
    assert isinstance(chain[0], A.ManifestDread) and isinstance(chain[1], A.JoinThen)
    assert isinstance(chain[2], A.AttachEffect)


# -- keywords with parameters (CR 702) -----------------------------------------------------

def test_multikicker_is_a_keyword_with_a_cost():
    # CR 702.33c: multikicker is kicker that may be paid any number of times
    node = one("Multikicker {B} (You may pay an additional {B} any number of times as you cast this spell.)")
    kw = first(node, A.CostKeyword)
    assert kw.name.name == "multikicker" and first(kw, A.ManaSymbol).symbol == "B"


def test_have_toxic_1():
    # CR 702.164: toxic N
    node = one("Other Rats you control have toxic 1.")
    kw = first(first(node, A.HasKeywords), A.NumberedKeyword)
    assert kw.name.name == "toxic" and kw.amount.number.value == 1


def test_token_with_toxic_and_quoted_ability():
    node = one('When this creature dies, create a 1/1 colorless Phyrexian Mite artifact creature token '
               'with toxic 1 and "This token can\'t block."')
    with_ = first(node, A.TokenWithKeywordsAndAbility)
    assert first(with_.keywords, A.NumberedKeyword).name.name == "toxic"
    assert isinstance(first(with_.ability, A.CantBlock), A.CantBlock)


def test_gains_haste_and_quoted_ability():
    node = one('Until end of turn, target creature gains haste and "{0}: Untap this creature. Activate only once."')
    gains = first(node, A.GainsKeywordsAndAbility)
    assert first(gains.keywords, A.KeywordWord).name.name == "haste"
    # CR 602.5b: the granted ability's own activation restriction
    assert isinstance(first(gains.ability, A.ActivateOnlyOnce), A.ActivateOnlyOnce)
    assert isinstance(first(gains.ability, A.Untap), A.Untap)


def test_copy_except_it_has_haste_and_ability():
    # CR 707.9b: exceptions to the copied values
    node = one('Create a token that\'s a copy of target creature you control, except it has haste and '
               '"At the beginning of the end step, sacrifice this token."')
    exc = first(node, A.ExceptHasKeywordsAndAbility)
    assert first(exc.keywords, A.KeywordWord).name.name == "haste"
    assert isinstance(first(exc.ability, A.Sacrifice), A.Sacrifice)


def test_becomes_creature_with_haste_and_ability():
    node = one('When this Class becomes level 3, target land you control becomes a creature with haste and '
               '"This creature\'s power and toughness are each equal to the number of lands you control." '
               'It\'s still a land.')
    with_ = first(node, A.WithKeywordsAndAbility)
    assert isinstance(first(with_.ability, A.CharacteristicDefining), A.CharacteristicDefining)


# -- "an additional" ---------------------------------------------------------------------

def test_gets_an_additional_pt_for_each():
    node = one("Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end of turn "
               "for each Desert you control.")
    extra = first(node, A.GetsAdditionalPt)
    assert extra.change == A.PTChange("-1", "-1")
    gets = first(node, A.ObjectGetsUntilForEach)
    assert isinstance(gets.subject, A.It) and gets.predicate is extra


def test_return_with_an_additional_counter():
    # CR 122.6: the permanent enters with the counter
    node = one("Return target creature card from your graveyard to the battlefield with an additional "
               "+1/+1 counter on it.")
    extra = first(node, A.WithAdditionalCounter)
    assert extra.kind.name == A.PTChange("+1", "+1") and isinstance(extra.on, A.It)


def test_gets_an_additional_poison_counter():
    # CR 122.1: counters on a player
    node = one("Whenever a creature you control with toxic deals combat damage to a player, "
               "that player gets an additional poison counter.")
    extra = first(node, A.GetsAdditionalCounter)
    assert extra.kind.name.name == "poison"


def test_put_an_additional_counter():
    node = one("Whenever you cast a spell, earthbend 1. If that spell is a Lesson, put an additional +1/+1 "
               "counter on that land.")
    put = first(node, A.PutAdditionalCounter)
    assert put.subject is None and isinstance(put.target, A.ThatRef)


# -- conditions ----------------------------------------------------------------------------

def test_has_n_or_more_counters_on_it():
    node = one("As long as this creature has three or more +1/+1 counters on it, it has trample.")
    cond = first(node, A.HasCountersOnOrMore)
    assert isinstance(cond.subject, A.SelfThis) and cond.amount.number.value == 3
    assert cond.kind.name == A.PTChange("+1", "+1") and isinstance(cond.on, A.It)
    node = one("At the beginning of your upkeep, if this enchantment has twenty or more growth counters on it, "
               "you win the game.")
    cond = first(node, A.HasCountersOnOrMore)
    assert cond.amount.number.value == 20 and cond.kind.name.name == "growth"
    assert isinstance(first(node, A.WinGame), A.WinGame)


def test_has_no_counters_on_it():
    node = one("If the card has no delay counters on it, draw a card.")
    cond = first(node, A.HasNoCounters)
    assert cond.kind.name.name == "delay"


def test_was_cast_from_zone():
    # CR 601.2a: a spell is cast from the zone it was in
    node = one("If this spell was cast from your hand, add ten mana of any one color.")
    cond = first(node, A.WasCastFrom)
    assert isinstance(cond.spell, A.SelfThis) and cond.zone.zone.name == "hand"


def test_was_kicked_with_one_of_two_kicker_costs():
    # CR 702.33e: which kicker cost was paid
    node = one("When Stormscape Battlemage enters the battlefield, if it was kicked with its {W} kicker, "
               "you gain 3 life.", "Stormscape Battlemage")
    cond = first(node, A.WasKickedWith)
    assert isinstance(cond.spell, A.It) and cond.keyword.name == "kicker"
    assert [s.symbol for s in cond.cost.walk() if isinstance(s, A.ManaSymbol)] == ["W"]


def test_gift_promised_and_tribute_not_paid():
    node = one("Counter target creature spell. If the gift was promised, instead counter target spell.")
    assert first(node, A.GiftPromised).keyword.name == "gift"
    node = one("When this creature enters, if tribute wasn't paid, draw a card.")
    assert first(node, A.TributeNotPaid).keyword.name == "tribute"
