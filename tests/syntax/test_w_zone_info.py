"""Hidden information and hands, the corpus tail of session 7 (grammar/rules/99_v_zone_info.lark,
its session-7 part; the lexer's "Partner with" names). Each test parses real Oracle wording,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- partner with (CR 702.124j) -------------------------------------------------------------

def test_partner_with_a_name_with_a_comma_and_the():
    # CR 702.124j: "Partner with [name]" names one other card; its whole name is the words
    # after "with" ("Regna, the Redeemer"), not a keyword or a reference
    node = one("Partner with Regna, the Redeemer (When this creature enters the battlefield, target player may "
               "put Regna into their hand from their library, then shuffle.)", ("Krav, the Unredeemed", "Krav"))
    named = first(node, A.KeywordNamed)
    assert named.name.name == "partner with"
    assert [w.name for w in named.card.words] == ["Regna", ",", "the", "Redeemer"]


def test_partner_with_names_with_of_the_and_keyword_words():
    # "Devourer of the Free": "of the" links two capitalized words of one name; "Mentor" is a
    # keyword word (CR 702.134) but inside a name it is only a word of the name
    node = one("Partner with Silvar, Devourer of the Free (When this creature enters the battlefield, target "
               "player may put Silvar into their hand from their library, then shuffle.)",
               ("Trynn, Champion of Freedom", "Trynn"))
    assert [w.name for w in first(node, A.KeywordNamed).card.words] == \
        ["Silvar", ",", "Devourer", "of", "the", "Free"]
    node = one("Partner with Proud Mentor (When this creature enters the battlefield, target player may put Proud "
               "Mentor into their hand from their library, then shuffle.)", "Impetuous Protege")
    assert [w.name for w in first(node, A.KeywordNamed).card.words] == ["Proud", "Mentor"]
    # "Rowan" alone would be a planeswalker subtype (CR 205.3j)
    node = one("Partner with Rowan Kenrith", ("Will Kenrith", "Will"))
    assert [w.name for w in first(node, A.KeywordNamed).card.words] == ["Rowan", "Kenrith"]


# -- maximum hand size (CR 402.2) -----------------------------------------------------------

def test_maximum_hand_size_is_a_number():
    # CR 402.2: the number replaces the usual maximum of seven
    node = one("Your maximum hand size is ten.")
    size = first(node, A.MaximumHandSizeIs)
    assert isinstance(size.player, A.Your) and size.zone.name == "hand" and size.number.number.value == 10
    node = one("The chosen player's maximum hand size is four.")
    assert first(node, A.MaximumHandSizeIs).number.number.value == 4


def test_maximum_hand_size_is_equal_to_a_quantity():
    node = one("Your maximum hand size is equal to the number of hour counters on this enchantment.")
    size = first(node, A.MaximumHandSizeEqual)
    assert isinstance(size.player, A.Your) and _has(size.quantity, A.CounterName)


# -- how many cards (CR 107.1) --------------------------------------------------------------

def test_draw_cards_equal_to_a_count_plus_one():
    # CR 107.1: the count of cards in the hand, plus one
    node = one("Draw cards equal to the number of cards in your hand plus one. You have no maximum hand size for "
               "the rest of the game.")
    plus = first(node, A.QuantityPlusAmount)
    assert isinstance(plus.count, A.NumberOf) and plus.added.number.value == 1


# -- looking at face-down exiled cards (CR 406.3) -------------------------------------------

def test_look_at_that_card_for_as_long_as_it_remains_exiled():
    # CR 406.3: a face-down exiled card may be looked at only when an effect allows it
    node = one("At the beginning of your upkeep, exile the top card of your library face down. You may look at "
               "that card for as long as it remains exiled.")
    look = first(node, A.LookAtThat)
    assert isinstance(look.what, A.ThatRef) and isinstance(look.duration.condition, A.RemainsExiled)
    node = one("Target opponent chooses X cards from their hand. Look at those cards. You may cast a spell from "
               "among them without paying its mana cost.")
    look = first(node, A.LookAtThat)
    assert isinstance(look.what, A.ThoseRef) and look.duration is None and look.subject is None


def test_they_remain_exiled_is_the_plural_of_it_remains_exiled():
    node = one("Exile the top three cards of your library face down. You may look at those cards for as long as "
               "they remain exiled.")
    assert isinstance(first(node, A.RemainsExiled).subject, A.They)


def test_look_at_and_play_those_cards():
    # CR 406.3 (looking) and CR 305.1, 601.2 (playing): both for as long as they stay exiled
    node = one("Whenever this creature mutates, exile the top card of each opponent's library face down. You may "
               "look at and play those cards for as long as they remain exiled.")
    look = first(node, A.LookAtAndPlay)
    assert isinstance(look.what, A.ThoseRef) and isinstance(look.duration.condition, A.RemainsExiled)
    assert isinstance(first(node, A.MayEffect).effect, A.LookAtAndPlay)


# -- hands as conditions and costs ----------------------------------------------------------

def test_no_land_cards_in_hand_and_revealing_the_hand_as_an_alternative_cost():
    # CR 118.9: revealing the hand is the alternative cost; the condition reads the hand
    node = one("If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana cost.")
    cond = first(node, A.NoTypedCardsInHand)
    assert cond.types.name.name == "land" and cond.zone.zone.name == "hand" and isinstance(cond.player, A.You)
    alt = first(node, A.AlternativeCost)
    assert isinstance(alt.costs.costs[0], A.RevealHandCost)


def test_no_land_cards_in_your_hand():
    node = one("If you have no land cards in your hand, draw a card.")
    assert isinstance(first(node, A.NoTypedCardsInHand).zone, A.ZoneRef)


# -- sharing a type, then the zone (CR 105.4, 205.3) ----------------------------------------

def test_cards_that_share_a_creature_type_from_your_graveyard():
    node = one("Return two target creature cards that share a creature type from your graveyard to your hand.")
    suffixes = first(node, A.Target).filter.suffixes.items
    assert isinstance(suffixes[0], A.Sharing) and isinstance(suffixes[1], A.FromZone)
    assert suffixes[1].zone.zone.name == "graveyard"


def test_a_card_that_shares_a_type_with_it_from_among_them():
    node = one("You may put a card that shares a creature type with it from among them into your hand.")
    suffixes = first(node, A.PutEffect).what.filter.suffixes.items
    assert isinstance(suffixes[0], A.Sharing) and isinstance(suffixes[0].with_, A.SharedWith)
    assert isinstance(suffixes[1], A.FromAmong)


# -- the first spell of some types each turn (CR 603.2) -------------------------------------

def test_cast_your_first_instant_or_sorcery_spell_each_turn():
    node = one("Whenever you cast your first instant or sorcery spell each turn, copy that spell. You may choose "
               "new targets for the copy.")
    nth = first(node, A.CastsNthOfKind)
    assert isinstance(nth.ordinal, A.First) and nth.word.noun.name == "spell"
    names = [w.name.name for w in nth.kinds.walk() if isinstance(w, A.TypeWord)]
    assert names == ["instant", "sorcery"]


def test_opponent_casts_their_first_noncreature_spell_and_draw_unless_they_pay():
    # CR 118.12a: paying {X} stops the draw
    node = one("Whenever an opponent casts their first noncreature spell each turn, draw a card unless that player "
               "pays {X}, where X is Esper Sentinel's power.", "Esper Sentinel")
    word = first(first(node, A.CastsNthOfKind).kinds, A.TypeWord)
    assert isinstance(word.negation, A.Negation) and word.name.name == "creature"
    draw = first(node, A.DrawUnless)
    assert draw.amount.amount == A.One() and isinstance(draw.unless.effect, A.PayEffect)


# -- an optional action not taken (CR 608.2c) -----------------------------------------------

def test_if_you_dont_cast_it():
    node = one("Whenever Yennett attacks, reveal the top card of your library. You may cast it without paying its "
               "mana cost if it's a spell. If you don't cast it, draw a card.", "Yennett")
    cond = first(node, A.DidntDoCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.verb, A.CastVerb) and isinstance(cond.what, A.It)


# -- durations and what an instruction did (CR 611.2b, 608.2c) ------------------------------

def test_until_the_card_is_cast_from_exile():
    # CR 611.2b: the granted ability lasts until the exiled card is cast
    node = one("{2}, Exile Masked Bandits from your hand: Target land gains \"{T}: Add {B}, {R}, or {G}\" until "
               "Masked Bandits is cast from exile. You may cast Masked Bandits for as long as it remains exiled.",
               "Masked Bandits")
    until = first(node, A.UntilCastFromExile)
    assert isinstance(until.what, A.SelfByName)


def test_for_each_card_drawn_this_way():
    # CR 608.2c: the cards the draw before drew
    node = one("Draw cards equal to the number of cards in your hand, then discard a card for each card drawn this "
               "way.")
    assert isinstance(first(node, A.ForEach).filter.suffixes.items[0], A.DrawnThisWay)


# -- revealing until, the top card, one more draw (CR 701.20, 121.1) ------------------------

def test_reveal_until_a_creature_card_is_revealed():
    # CR 701.20: the player reveals cards one at a time and stops after that card
    node = one("Exile target creature an opponent controls. That player reveals cards from the top of their "
               "library until a creature card is revealed. The player puts that card onto the battlefield, then "
               "shuffles the rest into their library.")
    until = first(node, A.RevealUntilRevealed)
    assert [w.name.name for w in until.what.walk() if isinstance(w, A.TypeWord)] == ["creature", "card"]


def test_shuffle_then_reveal_the_top_card():
    node = one("Shuffle your library, then reveal the top card. If it's a nonland card, you may cast it without "
               "paying its mana cost.")
    top = first(node, A.RevealTheTopCard)
    assert top.subject is None and top.word.noun.name == "card"


def test_draw_another_card():
    # CR 121.1: one more card
    node = one("Void — If a nonland permanent left the battlefield this turn or a spell was warped this turn, "
               "draw another card.")
    draw = first(node, A.DrawAnother)
    assert draw.word.noun.name == "card" and draw.subject is None and draw.for_each is None


def test_if_you_discarded_a_card_this_turn():
    node = one("At the beginning of your end step, if you discarded a card this turn, transform Ragged Recluse.",
               "Ragged Recluse")
    cond = first(node, A.DiscardedThisTurnCondition)
    assert first(cond.what, A.TypeWord).name.name == "card"


def test_unless_you_revealed_a_card_this_way():
    node = one("This land enters tapped unless you revealed a Soldier card this way.")
    cond = first(node, A.RevealedThisWayCondition)
    assert [w.name.name for w in cond.what.walk() if isinstance(w, A.TypeWord)] == ["Soldier", "card"]


def test_for_each_card_in_the_revealed_hand():
    # CR 608.2c: "it" is the hand the sentence before revealed
    node = one("Target opponent reveals their hand. You draw a card for each Mountain and red card in it.")
    assert isinstance(first(node, A.InThatZone).zone, A.It)
