"""G3 grammar families: 'becomes' (characteristic-changing effects), choices as an
object enters, activated-ability bans, emblems, detain, mana riders and references.
Each test parses a real Oracle line, checks the key fields, and that the line prints
back unchanged."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_becomes_a_color_until_end_of_turn():
    node = one("{U}: Target creature becomes blue until end of turn.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.Target)
    chars = gets.predicate.what
    assert isinstance(gets.predicate, A.Becomes) and isinstance(chars, A.Characteristics)
    assert chars.items == (A.Color("blue"),)
    assert isinstance(gets.duration, A.UntilEndOfTurn)


def test_lands_become_creatures_with_keywords_and_stay_lands():
    line = ("Until your next turn, all lands you control become 2/2 Elemental creatures with reach, "
            "indestructible, and haste. They're still lands.")
    node = one(line)
    chars = first(node, A.Characteristics)
    assert chars.items[0] == A.PowerToughness("2", "2")
    assert [t.name for t in chars.items[1:]] == ["Elemental", "creature"]
    names = [k.name.name for k in first(chars.with_, A.KeywordWords).items if isinstance(k, A.KeywordWord)]
    assert names == ["reach", "indestructible", "haste"]
    assert isinstance(first(node, A.StillA), A.StillA)


def test_becomes_two_colored_artifact_creature():
    node = one("{R}{W}: This artifact becomes a 1/1 red and white Soldier artifact creature with double strike "
               "until end of turn. (It deals both first-strike and regular combat damage.)")
    chars = first(node, A.Characteristics)
    assert chars.items[1] == A.ColorsAnd(A.Color("red"), A.Color("white"))


def test_becomes_in_addition_to_its_other_types():
    node = one("Target permanent becomes an artifact in addition to its other types until end of turn.")
    chars = first(node, A.Characteristics)
    assert isinstance(chars.in_addition.other, A.OtherTypes)


def test_becomes_a_creature_thats_still_a_land():
    node = one("Until end of turn, target land becomes a 3/3 creature that's still a land.")
    assert first(node, A.StillType).types is not None


def test_becomes_the_basic_land_type_of_your_choice():
    node = one("{T}: Target land becomes the basic land type of your choice until end of turn.")
    kind = first(node, A.BecomesChosen).kind
    assert isinstance(kind, A.ChosenTypeKind) and kind.supertype.name == "basic" and kind.card_type.name == "land"


def test_you_become_the_monarch():
    node = one("When ~ enters the battlefield, you become the monarch.")
    assert isinstance(first(node, A.Becomes).what, A.BecomesMonarch)


def test_as_it_enters_choose_a_color_other_than_white():
    node = one("This land enters tapped. As it enters, choose a color other than white.")
    choose = first(node, A.ChooseColor)
    assert choose.exclusion.color == A.Color("white")


def test_choose_a_creature_type_as_it_enters():
    node = one("As this land enters, choose a creature type.")
    what = first(node, A.ChooseType).what
    assert isinstance(what, A.Quantified) and first(what, A.TypeName).name == "creature"


def test_choose_a_nonland_card_name():
    node = one("As ~ enters the battlefield, choose a nonland card name.")
    assert first(first(node, A.ChooseCardName), A.Negation) is not None


def test_pithing_needle_activated_abilities_of_sources_with_the_chosen_name():
    node = one("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.ActivatedAbilitiesOf)
    assert first(gets.subject, A.WithChosenName) is not None
    assert isinstance(gets.predicate, A.CantBeActivated) and isinstance(gets.predicate.unless, A.UnlessManaAbilities)


def test_arrest_its_activated_abilities_cant_be_activated():
    node = one("Enchanted creature can't attack or block, and its activated abilities can't be activated.")
    subjects = [n.subject for n in node.walk() if isinstance(n, A.ObjectGets)]
    assert isinstance(subjects[0], A.EnchantedRef) and isinstance(subjects[1], A.ItsActivatedAbilities)


def test_detain():
    node = one("When this creature enters, detain target creature an opponent controls. (Until your next turn, "
               "that creature can't attack or block and its activated abilities can't be activated.)")
    assert isinstance(first(node, A.Detain).what, A.Target)


def test_get_an_emblem_with_a_quoted_ability():
    node = one('[−7]: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."')
    emblem = first(node, A.GetEmblem)
    assert isinstance(emblem.who, A.You) and emblem.noun.name == "emblem"
    assert isinstance(first(emblem.ability, A.DealDamage).source, A.SelfThis)


def test_enters_prepared():
    node = one("This creature enters prepared. (While it's prepared, you may cast a copy of its spell. "
               "Doing so unprepares it.)")
    assert isinstance(first(node, A.EntersPrepared).subject, A.SelfThis)


def test_add_a_symbol_or_one_mana_of_the_chosen_color():
    node = one("{T}: Add {W} or one mana of the chosen color.")
    add = first(node, A.AddSymbolsOr)
    assert isinstance(add.other, A.AddChosenColor)


def test_spend_only_and_that_spell_cant_be_countered():
    node = one("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, "
               "and that spell can't be countered.")
    rider = first(node, A.SpendOnlyUncounterable)
    assert first(rider.use, A.OfChosenType) is not None and rider.noun.name == "spell"


def test_if_that_mana_is_spent_then_a_static_sentence():
    node = one("{1}, {T}: Add one mana of any color. If that mana is spent on a multicolored creature spell, "
               "that creature enters with an additional +1/+1 counter on it.")
    spent = first(node, A.IfSpentOn)
    assert isinstance(spent.chain, A.EntersWithAdditionalCounter)


def test_those_creatures_and_that_creatures_stat():
    node = one("[−1]: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.")
    assert first(node, A.ThoseRef) is not None


def test_divided_among_one_or_two_targets():
    node = one("~ deals 2 damage divided as you choose among one or two targets.")
    rng = first(node, A.TargetsRange)
    assert (rng.low.number.value, rng.high.number.value) == (1, 2)


def test_possessive_literal_splits_before_a_characteristic():
    # "player's" is a grammar literal ("that player's graveyard"); before "power" the
    # lexer splits it so the printed form of "this player 's power" reads back the same
    node = one("{T}: This player's power is equal to the number of cards in your hand.")
    assert first(node, A.CharacteristicDefining).object.noun.name == "player"
    graveyard = one("Exile target card from that player's graveyard.")
    assert first(graveyard, A.ThatPlayers) is not None


def test_quoted_ability_ends_the_sentence_then_a_new_sentence():
    node = one('Enchanted land has "{T}: Add {G}." Draw a card.')
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.predicate, A.HasAbility)
    assert first(node, A.Draw) is not None


def test_gains_a_quoted_ability_at_the_end_of_a_sentence():
    node = one('I — ~ gains "{T}: Add {C}."')
    assert first(node, A.GainsAbility) is not None


def test_has_keywords_and_a_quoted_ability():
    node = one('Enchanted creature has haste and "At the beginning of your upkeep, sacrifice this creature."')
    has = first(node, A.HasKeywordsAndAbility)
    assert first(has.keywords, A.KeywordName).name == "haste"
    assert first(has.ability, A.TriggeredAbility) is not None


def test_gets_and_has_a_quoted_ability():
    node = one('Equipped creature gets +1/+2 and has "{T}: This creature deals 1 damage to target creature."')
    assert first(node, A.GetsPt) is not None and first(node, A.HasAbility) is not None


def test_token_with_a_quoted_ability_ends_the_sentence():
    node = one('Create a 1/1 red Satyr creature token with "This creature can\'t block."')
    assert first(node, A.CreateToken) is not None
