"""Tokens, copies, choices and the rest of the corpus tail, session 10 (grammar/rules/99_v_create_choose.lark,
the "session 10 (gco)" part; the lexer rows of the 'create other' slot). Each test parses a real Oracle line,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one
from syntax_helpers import every as _all


# -- abilities quoted inside quoted abilities (CR 113.1a, 111.4) ------------------------------------

def test_emblem_grants_a_quoted_ability():
    # CR 114.4 (the emblem's ability), 113.1a: the lands get the inner quoted activated ability
    node = one("[−5]: You get an emblem with \"Mountains you control have '{T}: This land deals 1 damage to any "
               "target.'\"", "Koth")
    emblem = first(node, A.GetEmblem)
    outer = emblem.ability
    assert isinstance(outer, A.QuotedAbility)
    inner = [q for q in _all(outer.ability, A.QuotedAbility)]
    assert len(inner) == 1 and isinstance(inner[0].ability, A.ActivatedAbility)
    assert isinstance(first(inner[0], A.DealDamage).recipient, A.AnyTarget)


def test_token_with_a_token_with_a_quoted_ability():
    # CR 111.4: each token's quoted ability is its own; the innermost token is a 9/9 Kraken
    node = one("When this creature dies, create a 3/3 blue Fish creature token with \"When this token dies, create "
               "a 6/6 blue Whale creature token with 'When this token dies, create a 9/9 blue Kraken creature "
               "token.'\"")
    tokens = _all(node, A.CreateToken)
    assert len(tokens) == 3
    pts = [first(t.token, A.PowerToughness) for t in tokens]
    assert [(p.power, p.toughness) for p in pts] == [("3", "3"), ("6", "6"), ("9", "9")]


def test_keyword_and_inner_quoted_ability():
    # CR 111.4: 'with flying and '{R}: ...'' inside the outer quotes: a keyword and an activated ability
    node = one("Landfall — Whenever a land you control enters, create a 0/2 red Dragon Egg creature token with "
               "defender and \"When this token dies, create a 2/2 red Dragon creature token with flying and "
               "'{R}: This token gets +1/+0 until end of turn.'\"")
    inner = [q for q in _all(node, A.QuotedAbility) if isinstance(q.ability, A.ActivatedAbility)]
    assert len(inner) == 1
    change = first(inner[0], A.PTChange)
    assert (change.power, change.toughness) == ("+1", "+0")


# -- durations of two conditions (CR 611.2b) --------------------------------------------------------

def test_for_as_long_as_you_control_and_it_remains_tapped():
    # CR 611.2b: the control effect lasts while both conditions hold
    node = one("{T}: Gain control of target creature for as long as you control Rubinia and Rubinia remains "
               "tapped.", "Rubinia")
    # (the joined condition is 99_v_combat_control's, shared by every "as long as A and B")
    both = first(node, A.CondAndCondition)
    assert isinstance(both.first, A.ControlsSelfCondition)
    assert isinstance(both.second, A.RemainsTapped)


# -- two choices at once (CR 614.12, 607.2) -----------------------------------------------------------

def test_choose_a_color_and_a_creature_type():
    # CR 614.12: both choices are made as the permanent enters; 607.2: abilities refer to each
    node = one("As Riptide Replicator enters the battlefield, choose a color and a creature type.",
               "Riptide Replicator")
    both = first(node, A.ChooseTwoThings)
    assert isinstance(both.first, A.ChooseColor) and both.first.exclusion is None
    assert isinstance(both.second, A.ChooseType)


def test_choose_an_opponent_and_a_card_name():
    # CR 201.4 (a card name chosen), 201.3 (basic land names excluded)
    node = one("As Booby Trap enters the battlefield, choose an opponent and a card name other than a basic land "
               "card name.", "Booby Trap")
    both = first(node, A.ChooseTwoThings)
    assert both.first is not None and not isinstance(both.first, A.ChooseColor)
    assert isinstance(both.second, A.ChooseCardNameOtherThan)


def test_choose_a_color_and_an_opponent():
    node = one("As Call to Arms enters the battlefield, choose a color and an opponent.", "Call to Arms")
    both = first(node, A.ChooseTwoThings)
    assert isinstance(both.first, A.ChooseColor) and isinstance(both.second, A.ChooseEffect)


def test_choose_two_colors():
    # CR 105.1: two different colors
    node = one("As this artifact enters, choose two colors.")
    assert first(node, A.ChooseColors).count.number.value == 2


def test_choose_two_basic_land_types():
    # CR 205.3i: the basic land types
    node = one("As Illusionary Terrain enters the battlefield, choose two basic land types.", "Illusionary Terrain")
    chosen = first(node, A.ChooseTypes)
    assert chosen.count.number.value == 2
    assert [w.name.name for w in chosen.types.walk() if isinstance(w, A.TypeWord)] == ["land"]


# -- choosing from a group (CR 608.2d) ----------------------------------------------------------------

def test_each_player_chooses_from_among_then_sacrifices_the_rest():
    # CR 608.2d: each player chooses as the effect resolves; 701.21: then sacrifices the others
    node = one("Each player chooses from among the permanents they control an artifact, a creature, an "
               "enchantment, and a land, then sacrifices the rest.", "Cataclysm")
    chosen = first(node, A.ChooseFromGroup)
    assert [w.name.name for w in chosen.group.walk() if isinstance(w, A.TypeWord)] == ["permanent"]
    kinds = [w.name.name for w in chosen.chosen.walk() if isinstance(w, A.TypeWord)]
    assert kinds == ["artifact", "creature", "enchantment", "land"]


def test_chooses_from_the_lands_a_land_of_each_basic_land_type():
    # CR 205.3i: one land of each of the five basic land types
    node = one("Each player chooses from the lands they control a land of each basic land type, then sacrifices "
               "the rest.", "Global Ruin")
    chosen = first(node, A.ChooseFromGroup)
    assert first(chosen.chosen, A.OfEachType) is not None


# -- tokens created this turn (CR 111.2) ----------------------------------------------------------------

def test_number_of_tokens_you_created_this_turn():
    # CR 111.2: the player who creates a token is the one under whose control it enters
    node = one("At the beginning of each end step, create X 1/1 white Spirit creature tokens with flying, where X "
               "is the number of tokens you created this turn.")
    assert isinstance(first(node, A.CreatedThisTurnBy).player, A.You)


# == session 11 (gco3) =================================================================================

from cardlang.syntax import parse_type_line, to_text  # noqa: E402


def test_summon_type_line_is_a_creature_type_line():
    # CR glossary "Summon (Obsolete)": "Summon [creature type]" is read "Creature — [creature type]"
    for text, sub in [("Summon Jaguar", "Jaguar"), ("Summon Knights", "Knight"), ("Summon — Dragon", "Dragon")]:
        node, diags = parse_type_line(text)
        assert isinstance(node, A.SummonTypeLine), (text, diags)
        names = [getattr(w, "name", None) for w in node.subtypes.words]
        assert names == [sub]
        assert to_text(node) == text


def test_planar_type_of_several_words():
    # CR 205.3n: "New Phyrexia", "Serra's Realm", "Bolas's Meditation Realm" are one planar type each
    for text, planar in [("Plane — New Phyrexia", "New Phyrexia"), ("Plane — Serra's Realm", "Serra's Realm"),
                         ("Plane — Bolas's Meditation Realm", "Bolas's Meditation Realm")]:
        node, diags = parse_type_line(text)
        assert node is not None, diags
        assert [w.name for w in node.subtypes.words] == [planar]
        assert to_text(node) == text


def test_cleave_brackets():
    # CR 702.148a: the spell as printed, and with its cleave cost paid the bracketed words removed
    node = one("Destroy target [attacking] creature.")
    assert isinstance(node, A.CleaveAbility)
    assert first(node.body, A.Target) is not None
    assert "attacking" in to_text(node.body) and "[" not in to_text(node.body)
    assert to_text(node.cleaved) == "Destroy target creature."


def test_cleave_brackets_around_a_clause_and_a_sentence():
    # CR 702.148b: a text-changing effect (CR 612): "[reveal it,]" and a whole sentence go
    node = one("Search your library for a [basic land] card, [reveal it,] put it into your hand, then shuffle.")
    assert to_text(node.cleaved) == "Search your library for a card, put it into your hand, then shuffle."
    node = one("Draw three cards. [Your maximum hand size is reduced by three for the rest of the game.]")
    assert to_text(node.cleaved) == "Draw three cards."
    assert isinstance(first(node.body, A.MaximumHandSizeFor).duration, A.ForRestOfGame)


def test_choose_left_or_right_and_the_next_player_in_that_direction():
    # CR 607.2d: the direction chosen is referred to later; CR 108.4: the permanents that player controls
    node = one("[−6]: Choose left or right. Each player gains control of all nonland permanents other than "
               "Aminatou controlled by the next player in the chosen direction.", "Aminatou")
    assert first(node, A.ChooseDirection) is not None
    by = first(node, A.ControlledByPlayer)
    assert isinstance(by.player, A.NextPlayerInDirection)
    assert by.player.kind.name == "player"


def test_same_name_as_one_another():
    # CR 201.2: objects with the same name
    node = one("When Chrome Replicator enters the battlefield, if you control two or more nonland, nontoken "
               "permanents with the same name as one another, create a 4/4 colorless Construct artifact creature "
               "token.", "Chrome Replicator")
    assert first(node, A.SameNameAsOneAnother) is not None


def test_during_that_turn():
    # CR 611.2a: the effect lasts during the extra turn named before
    node = one("Take an extra turn after this one. During that turn, damage can't be prevented.")
    assert first(node, A.DuringThatTurn) is not None


def test_create_tapped_tokens_that_are_copies():
    # CR 707.2, 111.1; tapped as they enter (110.5b)
    node = one("When Skyclave Relic enters the battlefield, if it was kicked, create two tapped tokens that are "
               "copies of Skyclave Relic.", "Skyclave Relic")
    made = first(node, A.CreateTappedTokenCopies)
    assert made.amount.number.value == 2 and isinstance(made.original.name, A.SelfName)
    assert isinstance(made.token.words[0], A.TokenTapped) and made.token.words[1].name == "token"


def test_protection_from_a_list():
    # CR 702.16g: protection from several qualities
    node = one("Protection from Vampires, from Werewolves, and from Zombies")
    got = first(node, A.ProtectionList)
    assert [w.name for q in got.qualities for w in q.walk() if isinstance(w, A.TypeName)] == \
        ["Vampire", "Werewolf", "Zombie"]
