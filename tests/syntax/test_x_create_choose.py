"""The corpus tail (session 8): tokens, copies, choices and names chosen on real Oracle lines
(grammar/rules/99_v_create_choose.lark, the rules after "session 8"). Each test parses a corpus
line, demands the round trip (``one``: print(parse(text)) == text) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one, type_names


def _all(node, cls):
    return [n for n in node.walk() if isinstance(n, cls)]


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
