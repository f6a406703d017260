"""The corpus tail (session 8): tokens, copies, choices and names chosen on real Oracle lines
(grammar/rules/99_v_create_choose.lark, the rules after "session 8"). Each test parses a corpus
line, demands the round trip (``one``: print(parse(text)) == text) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


def _reparses(text, names=("~",)):
    """parse(print(ast)) == ast: the printed text reads back to the same tree."""
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


# -- card names chosen (CR 201.4) ------------------------------------------------------------------

def test_any_card_name():
    # CR 201.4: any card's name may be chosen
    node = one("As this creature enters, look at an opponent's hand, then choose any card name.")
    choose = first(node, A.ChooseAnyCardName)
    assert choose.noun.name == "card"


def test_a_card_name_other_than_a_basic_land_card_name():
    # CR 201.4; the excluded names are the basic land names (201.3)
    node = one("Choose a card name other than a basic land card name.")
    choose = first(node, A.ChooseCardNameOtherThan)
    assert type_names(choose.what) == ["card"]
    assert type_names(choose.other_than) == ["land", "card"]
    assert [a.name.name for a in choose.other_than.filter.adjectives.items] == ["basic"]


def test_another_player_chooses_a_card_name():
    # CR 201.4: the target player names the card; the ability reads the name later (607.2d)
    node = one("{3}, {T}: Target player chooses a card name, then reveals the top card of their library. "
               "If that card has the chosen name, that player puts it into their hand. Otherwise, they put "
               "it into their graveyard and Vexing Arcanix deals 2 damage to them.", "Vexing Arcanix")
    chooses = first(node, A.PlayerChoosesCardName)
    assert isinstance(chooses.player, A.Target)
    assert type_names(chooses.what) == ["card"]


# -- a choice as an additional cost (CR 601.2b) ----------------------------------------------------

def test_choose_a_creature_type_as_an_additional_cost():
    # CR 601.2b: the choice is made while the spell is cast, as part of its costs
    node = one("As an additional cost to cast this spell, choose a creature type.")
    cost = first(node, A.AdditionalCost)
    assert isinstance(cost.cost, A.ChooseType)
    assert type_names(cost.cost) == ["creature"]


# -- token creation replaced (CR 614.1a) -----------------------------------------------------------

def test_that_many_other_tokens_are_created_instead():
    # CR 614.1a: the event is replaced; as many Angels are created as the tokens it would have made
    node = one("If one or more creature tokens would be created under your control, that many 4/4 white "
               "Angel creature tokens with flying and vigilance are created instead.")
    replaced = first(node, A.TokensCreatedInstead)
    result = replaced.result
    assert isinstance(result, A.ThatManyTokensCreated)
    pt = first(result.token, A.PowerToughness)
    assert (pt.power, pt.toughness) == ("4", "4")
    assert [k.name.name for k in result.token.with_.keywords.items if isinstance(k, A.KeywordWord)] == \
        ["flying", "vigilance"]


# -- each object moved this way (CR 608.2c) --------------------------------------------------------

def test_for_each_card_put_into_a_graveyard_this_way():
    # CR 608.2c: the sentence counts the cards the earlier instruction moved
    node = one("Each player mills X cards. For each creature card put into a graveyard this way, you create "
               "a tapped 2/2 black Zombie creature token.")
    sentence = first(node, A.ForEachSentence)
    assert type_names(sentence.filter) == ["creature", "card"]
    assert first(sentence.filter, A.PutIntoZoneThisWay) is not None
    assert first(sentence.chain, A.CreateToken) is not None


# -- one of two chosen objects (CR 608.2d) ---------------------------------------------------------

def test_chooses_and_sacrifices_one_of_them():
    # CR 608.2d: the player makes the choice as the spell resolves; 701.21 sacrifice
    node = one("Choose two target creatures controlled by the same player. Their controller chooses and "
               "sacrifices one of them. Return the other to its owner's hand.")
    chooses = first(node, A.ChoosesAndSacrifices)
    assert isinstance(chooses.player, A.TheirController)
    assert isinstance(chooses.what, A.SomeOf)
    node = one("Choose two target creatures an opponent controls. That player chooses and sacrifices one of "
               "those creatures. Put a -1/-1 counter on the other.")
    assert type_names(first(node, A.ChoosesAndSacrifices).what) == ["creature"]


# -- delayed triggers written after the effect (CR 603.7) ------------------------------------------

def test_exile_those_tokens_when_the_creature_leaves():
    # CR 603.7: the effect creates a delayed triggered ability that exiles the tokens once
    node = one("When Mysterio enters, create a 3/3 blue Illusion Villain creature token for each nontoken "
               "Villain you control. Exile those tokens when Mysterio leaves the battlefield.", "Mysterio")
    exile = first(node, A.Exile)
    when = exile.delayed
    assert isinstance(when, A.DelayedWhen)
    assert isinstance(when.subject, A.SelfByName)
    assert isinstance(when.event, A.LeavesBattlefield)


def test_return_it_when_that_token_dies():
    node = _reparses("{6}, Exile Tatsumasa, the Dragon's Fang: Create a 5/5 blue Dragon Spirit creature token "
                     "with flying. Return Tatsumasa to the battlefield under its owner's control when that token "
                     "dies.", ("Tatsumasa, the Dragon's Fang", "Tatsumasa"))
    when = first(node, A.DelayedWhen)
    assert isinstance(when.event, A.Dies)
    assert type_names(when.subject) == ["token"]


# -- protection from a chosen quality (CR 702.16) --------------------------------------------------

def test_protection_from_each_mana_value_of_the_chosen_quality():
    node = one("This creature has protection from each mana value of the chosen quality.")
    quality = first(node, A.FromEachStatOfQuality)
    assert isinstance(quality.stat, A.ManaValue)
    assert isinstance(quality.quality, A.ChosenQuality)


# -- attached states (CR 301.5, 303.4) -------------------------------------------------------------

def test_if_you_control_an_enchanted_creature():
    # CR 303.4: a creature an Aura is attached to
    node = one("Draw a card if you control an enchanted creature.")
    objects = first(node, A.ControlsObjectsCondition).objects
    assert isinstance(objects, A.ArticleInState)
    assert isinstance(objects.state, A.EnchantedState)
    assert type_names(objects.filter) == ["creature"]


def test_if_its_enchanted_or_equipped():
    # CR 303.4, 301.5: an Aura or an Equipment is attached to it
    node = one("Whenever Warchanter Skald becomes tapped, if it's enchanted or equipped, create a 2/1 red "
               "Dwarf Berserker creature token.", "Warchanter Skald")
    assert first(node, A.ItIsEnchantedOrEquipped) is not None
    assert first(node, A.CreateToken) is not None


# -- players other than one (CR 102.2) -------------------------------------------------------------

def test_each_player_other_than_target_player_or_its_controller():
    node = one("Each player other than target player creates a 5/5 red Dragon creature token with flying.")
    other = first(node, A.OtherThanPlayer)
    assert isinstance(other.player, A.TargetPlayer)
    node = one("Exile target nonland permanent. Each player other than its controller creates a token that's a "
               "copy of it.")
    creator = first(node, A.CreateTokenCopy).subject
    assert isinstance(creator.quantifier, A.Each)
    assert isinstance(first(creator, A.OtherThanPlayer).player, A.ItsController)


# -- the monarch (CR 724) --------------------------------------------------------------------------

def test_exile_until_an_opponent_becomes_the_monarch():
    # CR 610.3: the card returns when the event happens; 724.2 becoming the monarch
    node = one("When this creature enters, exile target creature an opponent controls until an opponent "
               "becomes the monarch.")
    exile = first(node, A.ExileUntilBecomesMonarch)
    assert isinstance(exile.what, A.Target)
    assert type_names(exile.player) == ["opponent"]


def test_you_cant_become_the_monarch_this_turn():
    # CR 724.2: the designation can't move to that player this turn
    node = one("You can't become the monarch this turn.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.You)
    assert isinstance(gets.predicate, A.CantBecomeMonarch)
    assert isinstance(gets.duration, A.ThisTurn)


# -- events (CR 603.2) -----------------------------------------------------------------------------

def test_put_into_your_graveyard_from_anywhere_for_the_first_time_each_turn():
    node = one("Whenever one or more land cards are put into your graveyard from anywhere for the first time "
               "each turn, create a 1/1 green Insect creature token.")
    event = first(node, A.PutIntoZoneFromAnywhereFirstTime)
    assert isinstance(event.first_time, A.FirstTimeEachTurn)
    assert first(event.zone, A.Your) is not None


def test_whenever_you_activate_this_creatures_outlast_ability():
    # CR 602.2: activating the object's own keyword ability (702.107 outlast)
    node = one("Whenever you activate this creature's outlast ability, create a 1/1 white Warrior creature token.")
    event = first(node, A.ActivatesOwnKeywordAbility)
    assert isinstance(event.object, A.SelfThis)
    assert event.keyword.name == "outlast"
    assert event.noun.name == "ability"


# -- conditions and qualifiers ---------------------------------------------------------------------

def test_if_it_wasnt_an_aura():
    # CR 608.2h: the exiled object's types as it last existed
    node = one("[−3]: Exile target creature or enchantment. If it wasn't an Aura, create a token that's a copy "
               "of it, except it's a 1/1 white Spirit creature with flying in addition to its other types.")
    condition = first(node, A.WasNotACondition)
    assert type_names(condition.types) == ["Aura"]


def test_creatures_that_died_under_your_control_this_turn():
    # CR 700.4: dies = put into a graveyard from the battlefield
    node = one("When you cast this spell, you may pay {C}. If you do, create a 1/1 colorless Eldrazi Scion "
               "creature token for each nontoken creature that died under your control this turn.")
    suffix = first(node, A.DiedUnderControlThisTurnSuffix)
    assert isinstance(suffix.player, A.Your)


# -- one token of each kind (CR 111, 614.1a) --------------------------------------------------------

def test_instead_create_one_of_each():
    node = one("If you would create a Clue, Food, or Treasure token, instead create one of each.")
    create = first(node, A.CreateOfEach)
    assert first(create.amount, A.Number).value == 1


# -- cost increases that spare mana abilities (CR 602.2b, 605.1a) -----------------------------------

def test_cost_more_to_activate_unless_they_are_mana_abilities():
    node = one("Activated abilities of sources with the chosen name cost {2} more to activate unless they're "
               "mana abilities.")
    costs = first(node, A.CostsMoreToActivateUnlessMana)
    assert isinstance(costs.abilities, A.ActivatedAbilitiesOf)
    assert [s.symbol for s in costs.cost.symbols] == ["2"]
    assert first(costs.abilities, A.WithChosenName) is not None


# -- the objects named again -----------------------------------------------------------------------

def test_put_all_of_them_with_that_name_into_your_hand():
    node = one("Reveal the top seven cards of your library and put all of them with that name into your hand. "
               "Exile the rest.")
    them = first(node, A.AllOfThemWith)
    assert isinstance(them.quality, A.WithThatName)


# -- more tokens (CR 111) --------------------------------------------------------------------------

def test_a_token_that_is_three_colors():
    # CR 105.2, 111.4: the effect sets the token's colors
    node = one("{T}: Create an 8/8 Beast creature token that's red, green, and white.")
    create = first(node, A.CreateTokenColored)
    assert [c.name for c in create.colors.items if isinstance(c, A.Color)] == ["red", "green", "white"]
    pt = first(create.token, A.PowerToughness)
    assert (pt.power, pt.toughness) == ("8", "8")


# -- a delayed trigger on a later turn (CR 603.7) ---------------------------------------------------

def test_at_the_beginning_of_the_end_step_on_your_next_turn():
    node = one("When this creature enters, create a Lander token. At the beginning of the end step on your next "
               "turn, sacrifice that token.")
    step = first(node, A.StepOnYourNextTurn)
    assert first(step.step, A.StepName).name == "end step"
    assert first(node, A.Sacrifice) is not None


# -- a condition checked as the event happens (CR 603.2) --------------------------------------------

def test_when_you_cast_this_spell_while_you_control_a_creature():
    node = one("When you cast this spell while you control a creature, you may copy this spell.")
    event = first(node, A.CastsWhileCondition)
    assert isinstance(event.spell, A.SelfThis)
    assert type_names(event.condition.objects) == ["creature"]


def test_whenever_you_tap_a_land_for_mana_while_you_are_the_monarch():
    # CR 724: the monarch
    node = one("Whenever you tap a land for mana while you're the monarch, add an additional one mana of any "
               "color.")
    event = first(node, A.TapsForManaWhile)
    assert type_names(event.object) == ["land"]
    assert isinstance(event.condition, A.YouAreMonarch)


# -- copies of spells (CR 707.12) -------------------------------------------------------------------

def test_copy_target_spell_that_wasnt_cast():
    node = one("{1}{U}, {T}: Copy target spell you control that wasn't cast. You may choose new targets for the "
               "copy.")
    target = first(node, A.CopyEffect).what
    assert _all(target, A.ThatWasntCast)


# -- the monarch and dungeons (CR 724, 701.49) ------------------------------------------------------

def test_the_monarch_controls_enchanted_creature():
    node = one("The monarch controls enchanted creature.")
    controls = first(node, A.MonarchControls)
    assert type_names(controls.what) == ["creature"]


def test_cant_venture_into_the_dungeon_more_than_once_each_turn():
    node = one("Each opponent can't venture into the dungeon more than once each turn.")
    gets = first(node, A.ObjectGets)
    assert type_names(gets.subject) == ["opponent"]
    assert isinstance(gets.predicate, A.CantVentureMoreThanOnce)
    assert gets.predicate.dungeon.name == "dungeon"
    # "dungeon" stays a class word (CR 309): the keyword action reads it elsewhere too
    assert one("Venture into the dungeon.") is not None


# -- modes (CR 700.2d) ------------------------------------------------------------------------------

def test_each_mode_must_target_a_different_player():
    node = one("When Vindictive Lich dies, choose one or more. Each mode must target a different player.\n"
               "• Target opponent sacrifices a creature.\n• Target opponent discards two cards.\n"
               "• Target opponent loses 5 life.", "Vindictive Lich")
    rider = first(node, A.EachModeDifferentTarget)
    assert rider.noun.name == "player"


# -- mana of one color the player chooses (CR 106.1b) -----------------------------------------------

def test_adds_two_mana_of_any_one_color_they_choose():
    node = one("When Stadium Vendors enters the battlefield, choose a player. That player adds two mana of any "
               "one color they choose.", "Stadium Vendors")
    produced = first(node, A.AddAnyOneColorTheyChoose)
    assert first(produced.amount, A.Number).value == 2
    assert produced.count.value == 1


# -- one object of each type (CR 205.3i) ------------------------------------------------------------

def test_choose_a_land_of_each_basic_land_type():
    node = one("When this creature enters or leaves the battlefield, choose a land of each basic land type, then "
               "destroy those lands.")
    each = first(node, A.OfEachType)
    assert [a.name.name for a in each.adjectives.items] == ["basic"]
    assert type_names(each.types) == ["land"]
