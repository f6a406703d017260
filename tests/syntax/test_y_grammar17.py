"""Session 17 (grammar helper): wordings of the corpus tail that recur across the families
(grammar/rules/99_y_grammar17.lark, cardlang/syntax/ast/y_grammar17.py). Each test parses a real
Oracle line, demands the round trip (``one``) and checks the typed AST against the rule it
implements."""

from cardlang.syntax import ast as A
from syntax_helpers import every, first, one, type_names


# -- old templating ------------------------------------------------------------------------------

def test_comes_into_play_is_enters():
    # CR 603.6a: "comes into play" is the printed wording of "enters the battlefield"
    node = one("When ~ comes into play, put seven +1/+1 counters on it.")
    trigger = first(node, A.When)
    assert isinstance(trigger.event.subject, A.SelfByName)
    assert isinstance(trigger.event.predicates[0], A.Enters)
    assert first(node, A.PutCounters).amount.number.value == 7


# -- filters -------------------------------------------------------------------------------------

def test_color_or_card_type_adjective():
    # CR 105.2, 205.2a: a creature that is black or is an artifact
    node = one("{T}, Sacrifice a black or artifact creature: Add an amount of {B} equal to the sacrificed "
               "creature's mana value.")
    adj = first(node, A.ColorOrType)
    assert adj.color.name == "black" and adj.card_type.name == "artifact"
    assert type_names(first(node, A.SacrificeCost)) == ["creature"]


def test_filter_union_list_with_adjectives():
    # CR 115.1, 608.2b: one target of any of three kinds, the last two tapped
    node = one("Exile target enchantment, tapped artifact, or tapped creature.")
    union = first(node, A.FilterUnionList)
    assert type_names(union.types) == ["enchantment"]
    assert len(union.parts) == 1 and isinstance(union.parts[0].part.adjective, A.Tapped)
    assert isinstance(union.last, A.UnionOr) and isinstance(union.last.part.adjective, A.Tapped)
    assert type_names(union.last) == ["creature"]


def test_filter_union_list_last_part_with_supertype():
    # CR 205.4a: "nonbasic land" is the last part; the controller qualifies every part (CR 115.1)
    node = one("Destroy target artifact, enchantment, or nonbasic land an opponent controls.")
    union = first(node, A.FilterUnionList)
    assert type_names(union.types) == ["artifact", "enchantment"]
    assert union.parts == ()
    assert isinstance(union.last.part.adjective, A.NonSupertype)
    assert isinstance(union.suffixes.items[0], A.ControlledBy)


def test_filter_union_list_each_part_and():
    # CR 608.2b: "all artifacts, enchantments, and nonbasic lands they control": each part
    node = one("Each player sacrifices all artifacts, enchantments, and nonbasic lands they control.")
    union = first(node, A.FilterUnionList)
    assert isinstance(union.last, A.UnionAnd)
    assert type_names(union.last) == ["land"]


# -- triggered abilities that trigger an additional time ---------------------------------------------

def test_ability_of_triggers_additional_time_while():
    # CR 603.2d, 611.2b: abilities of other Shrines trigger twice while you control six or more Shrines
    node = one("If an ability of another Shrine you control triggers while you control six or more Shrines, "
               "that ability triggers an additional time.", "Sanctum of All")
    rule = first(node, A.AbilityTriggersAdditionalTimeWhile)
    assert isinstance(rule.source, A.AnAbilityOf)
    assert type_names(rule.source.of) == ["Shrine"]
    assert isinstance(rule.condition, A.ControlsObjectsCondition)
    assert rule.condition.objects.amount.number.value == 6
    assert isinstance(rule.ability, A.ThatRef)


# -- choosing a keyword ------------------------------------------------------------------------------

def test_choose_keyword_then_gain_that_ability():
    # CR 608.2c: "that ability" is the keyword chosen in the sentence before
    node = one("At the beginning of each combat, choose first strike, vigilance, or lifelink. Creatures you "
               "control gain that ability until end of turn.")
    choice = first(node, A.ChooseKeyword)
    assert [k.name.name for k in every(choice, A.KeywordWord)] == ["first strike", "vigilance", "lifelink"]
    gains = first(node, A.GainsThatAbility)
    assert type_names(gains.ability) == ["ability"]
    assert isinstance(first(node, A.ObjectGets).duration, A.UntilEndOfTurn)


def test_choose_keyword_with_numbered_keyword():
    # CR 702.23 (rampage N) is one of the choices
    node = one("At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. Gabriel "
               "Angelfire gains that ability until your next upkeep.", "Gabriel Angelfire")
    choice = first(node, A.ChooseKeyword)
    numbered = first(choice, A.NumberedKeyword)
    assert numbered.name.name == "rampage" and numbered.amount.number.value == 3


# -- amounts, objects named by what was done to them, protection qualities ------------------------------

def test_stat_minus_amount():
    # CR 107.1, 208.1: X is its toughness minus 1
    node = one("Otherwise, it gets +4/-X until end of turn, where X is its toughness minus 1.")
    q = first(node, A.StatMinusAmount)
    assert isinstance(q.stat.stat, A.Toughness) and q.amount.number.value == 1


def test_the_exploited_creature():
    # CR 702.110a: the creature sacrificed for exploit
    node = one("When this creature exploits a creature, return to their owners' hands all creatures your "
               "opponents control with toughness less than the exploited creature's toughness.")
    ref = first(node, A.ThePastRef)
    assert isinstance(ref.how, A.ExploitedWord) and type_names(ref) == ["creature"]


def test_the_enchanted_and_tapped_creature():
    # CR 303.4: the creature this Aura enchants; CR 608.2c: the creature tapped for the cost
    node = one("{3}, {T}, Tap an untapped creature you control: ~ deals damage equal to the tapped creature's "
               "power to target attacking or blocking creature with flying.")
    assert isinstance(first(node, A.ThePastRef).how, A.TappedWord)
    node = one("Pay enchanted creature's mana cost: Remove a net counter from ~. Only the controller of the "
               "enchanted creature may activate this ability.")
    assert isinstance(first(node, A.ThePastRef).how, A.EnchantedWord)


def test_hexproof_from_that_color():
    # CR 702.11d: hexproof from the color chosen before (CR 608.2c)
    node = one("{1}, Discard a card: Until end of turn, ~ becomes the color of your choice and gains hexproof "
               "from that color.")
    assert first(node, A.FromThatColor) is not None


# -- untapping, conditions -------------------------------------------------------------------------------

def test_untap_during_each_opponents_untap_step():
    # CR 502.3: your permanents untap in each opponent's untap step too
    node = one("Untap all permanents you control during each opponent's untap step.")
    rule = first(node, A.UntapDuringOpponentsUntapSteps)
    assert type_names(rule.what) == ["permanent"]


def test_controls_the_most_or_tied():
    node = one("~ can't be blocked as long as defending player controls the most creatures or is tied for the "
               "most.")
    cond = first(node, A.ControlsMostOrTied)
    assert isinstance(cond.player, A.DefendingPlayer) and type_names(cond.types) == ["creature"]


# -- names (CR 201.2, 201.5) -----------------------------------------------------------------------------

def test_token_name_with_the_cards_own_name():
    # CR 201.2: "Ajani's Pridemate" and "Kobolds of Kher Keep" are other names, not this card's
    node = one('[−2]: Create a 2/2 white Cat Soldier creature token named Ajani\'s Pridemate with "Whenever you '
               'gain life, put a +1/+1 counter on this token."', ("Ajani, Strength of the Pride", "Ajani"))
    assert not every(node, A.SelfByName)
    node = one("{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Kher Keep.", "Kher Keep")
    assert not every(node, A.SelfByName)


def test_token_name_in_its_own_quoted_ability():
    # CR 201.5: in the token's own ability, its name means that token
    node = one('Avian Telepathy — When Falcon enters, create Redwing, a legendary 1/1 blue Bird Scout creature '
               'token with flying and "Whenever Redwing attacks, surveil 1."', ("Falcon, Winged Wonder", "Falcon"))
    inner = first(node, A.QuotedAbility)
    subject = first(inner, A.Event).subject
    assert isinstance(subject, A.SelfByName) and subject.name.name == "Redwing"
    node = one('{B}, {T}, Discard a card: Create a 1/1 black Zombie Goblin creature token named Festering Goblin. '
               'It has "When Festering Goblin dies, target creature gets -1/-1 until end of turn."')
    assert first(first(node, A.QuotedAbility), A.SelfByName).name.name == "Festering Goblin"


# -- type-changing effects, qualifiers -------------------------------------------------------------

def test_it_is_a_type_for_as_long_as():
    # CR 205.1b, 611.2a: an Island in addition to its other types while it has a flood counter
    node = one("Whenever Eluge enters or attacks, put a flood counter on target land. It's an Island in "
               "addition to its other types for as long as it has a flood counter on it.", ("Eluge",))
    rule = first(node, A.ItIsCharacteristicsFor)
    assert isinstance(rule.duration, A.ForAsLongAs)
    assert first(rule.characteristics, A.TypeName).name == "Island"


def test_it_is_a_type_and_has_no_abilities():
    # CR 205.1b, 613.1f
    node = one("{T}: Return target creature card from your graveyard to the battlefield. It's a Skeleton in "
               "addition to its other types and has no abilities. Activate only as a sorcery.")
    rule = first(node, A.ItIsCharacteristicsWithoutAbilities)
    assert rule.abilities.name == "ability" and rule.abilities.plural


def test_that_doesnt_have_keywords():
    # CR 702: damage to each creature with none of the four keywords
    node = one("When Path of Mettle enters, it deals 1 damage to each creature that doesn't have first strike, "
               "double strike, vigilance, or haste.", ("Path of Mettle",))
    lacking = first(node, A.LackingKeywords)
    assert [k.name.name for k in every(lacking, A.KeywordWord)] == ["first strike", "double strike", "vigilance",
                                                                   "haste"]


def test_attack_with_at_least_creatures_that_have_keywords():
    # CR 508.1: two or more attackers, each with one of the keywords
    node = one("Whenever you attack with at least two creatures that have first strike, double strike, "
               "vigilance, and/or haste, transform Path of Mettle.", ("Path of Mettle",))
    event = first(node, A.AttacksWithAtLeast)
    assert event.amount.number.value == 2
    having = first(event, A.HavingKeywords)
    assert having.first.name.name == "first strike" and isinstance(having.separator, A.SepComma)


def test_thats_attacking_at_the_end():
    # CR 506.4: the lexer marks the last "attacking" ATTACKING_END
    node = one("Green creatures can't attack unless their controller sacrifices a land for each green creature "
               "they control that's attacking. (This cost is paid as attackers are declared.)")
    assert first(node, A.ThatsAttacking) is not None


# -- mana cost, instead, players ------------------------------------------------------------------------

def test_with_mana_cost_either():
    # CR 202.1: the printed mana cost is {0} or {1}
    node = one("III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the "
               "battlefield, then shuffle.")
    rule = first(node, A.WithManaCostEither)
    assert rule.first.symbol == "0" and rule.second.symbol == "1"


def test_effect_if_instead_if():
    # CR 614.1a: Fatal Push's revolt effect replaces the first when a permanent left the battlefield
    node = one("Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent left the "
               "battlefield under your control this turn.")
    rule = first(node, A.EffectIfInsteadIfSentence)
    assert isinstance(first(rule.chain, A.Destroy).what, A.ThatRef)
    assert rule.condition != rule.instead_condition


def test_player_who_doesnt_control():
    # the lexer marks "doesn't" before "control" DOESNT_CONTROL
    node = one("[−8]: Each opponent who doesn't control a legendary creature or planeswalker loses the game.")
    rule = first(node, A.DoesntControlObjects)
    assert type_names(rule.objects) == ["creature", "planeswalker"]


# -- costs with two groups, choices of instructions, one of several references ----------------------------

def test_sacrifice_cost_self_and_counted_tokens():
    # CR 602.1, 118: one cost, two groups of objects (the lexer marks the cost's "and" REF_AND)
    node = one("{B}{B}, {T}, Sacrifice ~ and thirteen Blood tokens: Each opponent loses 13 life and you gain 13 "
               "life.")
    both = first(first(node, A.SacrificeCost), A.BothRefs)
    assert isinstance(both.first, A.SelfByName) and isinstance(both.second, A.Counted)
    assert both.second.amount.number.value == 13 and type_names(both.second) == ["Blood", "token"]


def test_exile_cost_counted_and_self():
    node = one("{T}, Exile two cards from your graveyard and ~: Destroy target nonblack creature. It can't be "
               "regenerated.")
    cost = first(node, A.ExileCost)
    assert first(cost, A.Counted).amount.number.value == 2 and first(cost, A.SelfByName) is not None


def test_either_of_two_instructions():
    # CR 608.2d: the player chooses one instruction (the lexer marks the "or" ACTION_OR)
    node = one("Whenever a creature you control deals combat damage to a player, turn that creature face up or "
               "put a +1/+1 counter on it.")
    either = first(node, A.EitherAction)
    assert isinstance(either.second, A.PutCounters) and not every(either.first, A.PutCounters)


def test_one_of_several_references():
    # "a snow permanent card, a legendary card, or a Saga card": any one of them
    node = one("Search your library for a snow permanent card, a legendary card, or a Saga card, reveal it, put "
               "it into your hand, then shuffle.")
    either = first(node, A.EitherOfRefs)
    assert type_names(either.last) == ["Saga", "card"]
    assert len(every(either, A.Quantified)) == 3


def test_with_keyword_list():
    # CR 702: a creature card with one of the four keywords
    node = one("When this creature enters, search your library for a creature card with deathtouch, hexproof, "
               "reach, or trample and reveal it. Shuffle and put that card on top.")
    rule = first(node, A.WithKeywordList)
    assert rule.first.name.name == "deathtouch"
    assert [k.name.name for k in every(rule.rest, A.KeywordWord)] == ["hexproof", "reach", "trample"]



# -- copies, devouring, the damage --------------------------------------------------------------------

def test_is_a_copy_of():
    # CR 707.2: a static copy effect
    node = one("Enchanted creature is a copy of the chosen creature.")
    rule = first(node, A.IsCopyOf)
    assert isinstance(rule.original, A.ThePastRef) and isinstance(rule.original.how, A.ChosenWord)


def test_is_devoured_event():
    # CR 702.82a
    node = one("Whenever a creature you control is devoured, create an X/X green Ooze creature token, where X is "
               "the devoured creature's power.")
    assert first(node, A.Event).predicates[0] == A.DevouredEvent()
    assert isinstance(first(node, A.ThePastRef).how, A.DevouredWord)


def test_cards_equal_to_the_damage():
    # CR 120.3: the damage the trigger's event dealt
    node = one("Hellbent — Whenever ~ deals combat damage to a player, if you have no cards in hand, that player "
               "discards cards equal to the damage.")
    assert first(node, A.TheDamageAmount) is not None
