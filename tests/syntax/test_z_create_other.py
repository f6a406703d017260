"""Tokens, copies, choices and the rest of the corpus tail, session 10 (grammar/rules/99_v_create_choose.lark,
the "session 10 (gco)" part; the lexer rows of the 'create other' slot). Each test parses a real Oracle line,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names
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


# == session 12 (gother) ===========================================================================

# -- playing lands (CR 305.2) -------------------------------------------------------------------

def test_play_any_number_of_lands_on_each_of_your_turns():
    # CR 305.2: an effect may let a player play more than one land a turn (ON_TURNS: the lexer)
    node = one("You may play any number of lands on each of your turns.", "Fastbond")
    rule = first(node, A.AnyNumberOfLandsEachTurn)
    assert isinstance(rule.player, A.You)
    assert [w.name.name for w in _all(rule.land, A.TypeWord)] == ["land"]


# -- random choices (CR 706.2) --------------------------------------------------------------------

def test_choose_one_of_three_numbers_at_random():
    # CR 706.2: one of the three numbers, chosen at random as the permanent enters (614.12)
    node = one("As Haktos enters, choose 2, 3, or 4 at random.", "Haktos")
    choice = first(node, A.ChooseOneOfNumbersAtRandom)
    assert [n.number.value for n in (choice.first, choice.second, choice.third)] == [2, 3, 4]


# -- base power and toughness (CR 613.4b) -----------------------------------------------------------

def test_base_power_or_base_toughness():
    # CR 613.4b: one base value is set (layer 7b), the other chosen away (608.2d)
    node = one("{T}: Until end of turn, target creature has base power 1 or base toughness 1.")
    rule = first(node, A.HasBaseStatChoice)
    assert isinstance(rule.stat, A.BasePower) and isinstance(rule.other_stat, A.BaseToughness)
    assert (rule.value.number.value, rule.other_value.number.value) == (1, 1)


def test_is_a_creature_with_base_pt_named():
    # CR 201.2 (the name is a characteristic), 613.4b (base P/T), 613.1d (types)
    node = one("Enchanted creature loses all abilities and is a green and white Citizen creature with base power "
               "and toughness 1/1 named Legitimate Businessperson. (It loses all other colors, card types, "
               "creature types, and names.)")
    what = first(node, A.CharacteristicsNamed)
    assert [i.name for i in what.items if isinstance(i, A.TypeName)] == ["Citizen", "creature"]
    assert isinstance(what.with_, A.WithBasePt)
    assert (what.with_.pt.power, what.with_.pt.toughness) == ("1", "1")
    assert [w.name for w in what.name.words] == ["Legitimate", "Businessperson"]


def test_base_pt_and_a_quoted_ability_named():
    # CR 613.4b and 613.1f: base P/T 1/1 and the mana ability; CR 201.2: the new name
    node = one("Enchanted creature loses all abilities and is a Citizen with base power and toughness 1/1 and "
               "\"{T}: Add {C}\" named Humble Merchant. (It loses all other creature types and names.)")
    what = first(node, A.CharacteristicsNamed)
    assert isinstance(what.with_, A.WithBasePtAndAbility)
    assert first(what.with_.ability, A.ManaSymbol).symbol == "C"
    assert [w.name for w in what.name.words] == ["Humble", "Merchant"]


def test_becomes_your_choice_of_two_base_pts():
    # CR 608.2d: one of the two is chosen as the spell resolves; CR 613.4b: its base P/T
    node = one("Until end of turn, target nonland permanent loses all abilities and becomes your choice of a blue "
               "Frog creature with base power and toughness 1/1 or a blue Octopus creature with base power and "
               "toughness 4/4.")
    choice = first(node, A.BecomesYourChoice)
    assert len(choice.choices) == 2
    assert [c.pt.power for c in choice.choices] == ["1", "4"]
    assert [i.name for i in choice.choices[1].items if isinstance(i, A.TypeName)] == ["Octopus", "creature"]


# -- keywords from a list of qualities (CR 702.11d) --------------------------------------------------

def test_hexproof_from_three_card_types():
    # CR 702.11d: hexproof from each quality of the list (FROM_COMMA: the lexer)
    node = one("Hexproof from artifacts, creatures, and enchantments")
    keyword = first(node, A.KeywordFrom)
    assert keyword.name.name == "hexproof"
    assert isinstance(keyword.quality, A.ProtectionList)
    assert type_names(keyword.quality) == ["artifact", "creature", "enchantment"]


# -- qualities of nontoken objects (CR 111.1, 105.2) ---------------------------------------------------

def test_nontoken_red_permanent():
    # CR 111.1 (a token), 105.2 (its color): a permanent that is red and not a token
    node = one("Creatures named Ivory Guardians get +1/+1 as long as an opponent controls a nontoken red permanent.",
               "Ivory Guardians")
    group = first(node, A.NonkindColoredGroup)
    assert group.kind.name == "token" and group.color.name == "red"
    assert [w.name.name for w in group.words] == ["permanent"]


# -- enchanted or equipped (CR 303.4, 301.5) --------------------------------------------------------

def test_that_are_enchanted_or_equipped():
    # CR 303.4 (an Aura), 301.5 (an Equipment): either one attached (STATE_OR: the lexer)
    node = one("Creatures you control that are enchanted or equipped have double strike.")
    assert len(_all(node, A.EnchantedOrEquippedState)) == 1
    assert first(node, A.KeywordName).name == "double strike"


def test_thats_enchanted_or_equipped_attacks():
    # CR 508.1m: the attack trigger of a creature with an Aura or Equipment attached
    node = one("Whenever a creature you control that's enchanted or equipped attacks, that creature gains double "
               "strike until end of turn.")
    assert len(_all(node, A.EnchantedOrEquippedState)) == 1


# -- one of two types (CR 205.1a, 608.2d) --------------------------------------------------------------

def test_becomes_a_plains_or_an_island():
    # CR 608.2d: one of the two land types, chosen as the ability resolves; CR 305.7
    node = one("{T}: Target land becomes a Plains or an Island until end of turn.")
    either = first(node, A.BecomesEither)
    assert [first(c, A.TypeName).name for c in (either.first, either.second)] == ["Plains", "Island"]


def test_is_a_human_or_an_angel():
    # CR 205.3m: the condition holds for either creature type
    node = one("As long as equipped creature is a Human or an Angel, it has vigilance.")
    cond = first(node, A.IsEitherCondition)
    assert isinstance(cond.subject, A.EquippedRef)
    assert (type_names(cond.first), type_names(cond.second)) == (["Human"], ["Angel"])


# -- a supertype or a subtype (CR 205.4a, 205.3m) ---------------------------------------------------------

def test_other_snow_and_zombie_creatures():
    # CR 205.4a (snow), 205.3m (Zombie): each snow creature and each Zombie creature
    node = one("Other snow and Zombie creatures you control get +1/+1.")
    both = first(node, A.SupertypeAndSubtype)
    assert (both.supertype.name, both.subtype.name) == ("snow", "Zombie")


# -- two subjects (CR 611.3a) ------------------------------------------------------------------------------

def test_this_creature_and_land_creatures_you_control():
    # CR 611.3a: the static ability applies to this creature and to each land creature you control
    node = one("As long as you control six or more lands, this creature and land creatures you control get "
               "+2/+2.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.BothRefs)
    assert isinstance(gets.subject.first, A.SelfThis)
    assert type_names(gets.subject.second) == ["land", "creature"]
    change = first(gets, A.PTChange)
    assert (change.power, change.toughness) == ("+2", "+2")


# -- type lines (CR 205.3i, 205.3n) ---------------------------------------------------------------------

def test_type_line_with_a_typographic_apostrophe():
    # CR 205.3i: "Urza's" is a land type, whichever apostrophe the record prints
    from cardlang.syntax import parse_type_line
    node, diags = parse_type_line("Enchantment Land — Urza’s Saga")
    assert node is not None and not diags
    assert [t.name for t in _all(node, A.TypeName) if t.category == "subtype"] == ["Urza's", "Saga"]


# -- copies (CR 707.2, 707.9b) --------------------------------------------------------------------------

def test_become_a_copy_of_any_creature_except_haste():
    # CR 707.2: a copy of any one creature on the battlefield; CR 707.9a: it also has haste
    node = one("As this artifact enters, you may have it become a copy of any creature on the battlefield until "
               "end of turn, except it has haste.")
    copy = first(node, A.BecomesCopyOfAny)
    assert copy.kind.name == "creature"
    assert first(node, A.KeywordName).name == "haste"


def test_becomes_a_copy_except_for_its_name():
    # CR 707.9b: an exception to the copiable values: the name stays
    node = one("{2}: Choose a creature you control. It becomes a copy of target creature except for its name.")
    copy = first(node, A.BecomesCopyExceptName)
    assert isinstance(copy.original, A.Target)


# -- random choices (CR 706.2) ----------------------------------------------------------------------------

def test_choose_a_basic_land_type_at_random():
    # CR 706.2, 205.3i: one of the basic land types, each as likely
    node = one("As Camato Scout enters the battlefield, choose a basic land type at random.", "Camato Scout")
    choice = first(node, A.ChooseTypeAtRandom)
    assert [w.name.name for w in _all(choice.kind, A.TypeWord)] == ["land"]


# -- durations of a step (CR 500.1, 611.2a) -----------------------------------------------------------------

def test_during_your_end_step():
    # CR 611.2a: the effect applies while the end step of your turn lasts (CR 513)
    node = one("During your end step, Warrior tokens you control have \"This token can't be sacrificed.\"")
    sentence = first(node, A.DurationSentence)
    assert isinstance(sentence.duration, A.DuringPlayersStep)
    assert isinstance(sentence.duration.player, A.Your)
    assert sentence.duration.step.name == "end step"


# -- turned face up (CR 708.8) -------------------------------------------------------------------------------

def test_as_enters_or_is_turned_face_up_your_choice_of_pt():
    # CR 614.12, 708.8: the same replacement as it enters or is turned face up; CR 608.2d: 5/1 or 1/5
    node = one("As Aquamorph Entity enters the battlefield or is turned face up, it becomes your choice of 5/1 or "
               "1/5.", "Aquamorph Entity")
    assert isinstance(first(node, A.AsEntersOrTurnedFaceUp).subject, A.SelfByName)
    choice = first(node, A.BecomesYourChoiceOfPt)
    assert [(p.power, p.toughness) for p in (choice.first, choice.second)] == [("5", "1"), ("1", "5")]


def test_as_long_as_face_down_cant_be_turned_face_up():
    # CR 708.2 (face down), 708.8 (turning it face up), 101.2 (a "can't")
    node = one("As long as enchanted creature is face down, it can't be turned face up.")
    cond = first(node, A.AsLongAs).condition
    assert isinstance(cond, A.IsFaceCondition) and isinstance(cond.face, A.FaceDownSide)
    assert isinstance(first(node, A.CantBeTurned).face, A.FaceUpSide)


def test_until_this_creature_is_turned_face_down():
    # CR 611.2b: the copy effect lasts until the creature is turned face down
    node = one("If you do, until this creature is turned face down, it becomes a copy of that creature, except it "
               "has \"At the beginning of your upkeep, you may turn this creature face down.\"")
    until = first(node, A.UntilTurned)
    assert isinstance(until.face, A.FaceDownSide)
def test_brackets_in_a_reminder_line_are_not_cleave():
    # CR 702.148a: cleave's square brackets are in an ability's words; in a reminder line they are
    # reminder text, kept as written (a fuzzed line used to crash the cleave reading)
    from cardlang.syntax.api import parse_ability

    for text in ("(This [+1] text.)", "(This [+999999999999999999999999999999] text.)"):
        node, diags = parse_ability(text, ("Foo",))
        assert diags == () and isinstance(node, A.ReminderLine), (text, node, diags)
        assert node.reminder.text_ == text


# -- session 13 (gother) ---------------------------------------------------------------------------------

def test_players_finish_voting_and_who_voted_for_your_choice():
    # CR 701.38a: the trigger is the end of a vote; the players are those whose vote matched yours
    node = one("Whenever players finish voting, each opponent who voted for a choice you didn't vote for loses "
               "2 life.")
    assert first(node, A.FinishVotingEvent) is not None
    assert first(node, A.VotedForOtherChoice) is not None
    node = one("Whenever players finish voting, you and each opponent who voted for a choice you voted for may "
               "scry 2.")
    assert first(node, A.VotedForYourChoice) is not None


def test_who_drew_and_who_had_lands_enter_this_turn():
    # CR 121.1, 603.6a: what the player did this turn
    node = one("At the beginning of each end step, draw a card for each opponent who drew two or more cards this "
               "turn, then create a Treasure token for each opponent who had two or more lands enter the "
               "battlefield under their control this turn.")
    drew = first(node, A.DrewNOrMorePredicate)
    assert drew.count.number.value == 2
    had = first(node, A.HadEnterThisTurnPredicate)
    assert isinstance(had.how, A.EntersUnderControl)


def test_creatures_you_had_enter_this_turn():
    # CR 603.6a: the nontoken creatures that entered under your control this turn, counted
    node = one("At the beginning of your end step, create a number of Food tokens equal to the number of nontoken "
               "creatures you had enter the battlefield under your control this turn.")
    suffix = first(node, A.HadEnterThisTurnSuffix)
    assert isinstance(suffix.player, A.You) and isinstance(suffix.how, A.EntersUnderControl)


def test_had_a_creature_enter_last_turn():
    # CR 603.6a: last turn, not this turn
    node = one("At the beginning of each upkeep, if you had another creature enter the battlefield under your "
               "control last turn, draw a card.")
    cond = first(node, A.HadEnterLastTurnCondition)
    assert isinstance(cond.player, A.You) and isinstance(cond.how, A.EntersUnderControl)


def test_dies_under_your_control_this_turn():
    # CR 700.4: a delayed trigger on a death while you control it
    node = one("Target creature gets +1/-1 until end of turn. When it dies under your control this turn, draw two "
               "cards.")
    assert isinstance(first(node, A.DiesUnderControl).player, A.Your)


def test_would_enter_under_an_opponents_control_enters_under_yours():
    # CR 614.1c, 614.12: the creature enters under your control instead
    node = one("If a creature would enter the battlefield under an opponent's control this turn, it enters under "
               "your control instead.")
    assert isinstance(first(node, A.WouldEnterUnderThisTurn).how, A.EntersUnderControl)
    assert isinstance(first(node, A.EntersUnderInstead).how, A.EntersUnderControl)


def test_other_permanents_enter_untapped():
    # CR 614.1c
    node = one("As long as Archelos is untapped, other permanents enter the battlefield untapped.", "Archelos")
    assert first(node, A.EntersUntapped) is not None


def test_look_at_additional_cards_when_you_surveil():
    # CR 701.25a: surveil N looks at N cards; two more
    node = one("You may look at an additional two cards each time you surveil.")
    look = first(node, A.LookAtAdditionalWhenSurveil)
    assert look.count.number.value == 2 and isinstance(look.surveilor, A.You)


def test_loses_all_bands_with_other_abilities():
    # CR 702.22c: every "bands with other" ability, whatever its quality
    node = one("{T}: Target creature loses all \"bands with other\" abilities until end of turn.")
    assert first(node, A.LostBandsWithOther) is not None


def test_bands_with_other_keyword():
    # CR 702.22c
    node = one("Bands with other legendary creatures")
    bands = first(node, A.BandsWithOther)
    assert type_names(bands.types) == ["creature"] and bands.adjectives is not None


def test_named_two_cards_with_and():
    # CR 201.2: an object of each name (the lexer's NAME_AND)
    node = one("{3}, {T}: Tap target creature. Gain control of that creature instead if you control artifacts "
               "named Scepter of Empires and Throne of Empires.")
    names = first(node, A.NamedEach).names
    assert isinstance(names, A.NamesAnd) and len(names.items) == 2


def test_named_three_cards_with_the_own_name():
    # CR 201.2: the list commas (NAME_COMMA), the card's own name among them
    node = one("Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible.",
               "Shield of Kaldra")
    names = first(node, A.NamedEach).names
    assert len(names.items) == 3 and isinstance(names.items[1], A.SelfByName)


def test_named_one_card_or_another():
    # CR 201.2: one of the two names (NAME_OR)
    node = one("{2}, {T}: Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto "
               "the battlefield tapped, then shuffle.")
    either = first(node, A.NamedEither)
    assert either.first is not None and either.second is not None


def test_for_each_player_who_has_lost_the_game():
    # CR 104.3
    node = one("This creature gets +10/+10 for each player who has lost the game.")
    assert first(node, A.HasLostGame) is not None


def test_opponents_who_investigated_this_way():
    # CR 701.16, 608.2c
    node = one("When Will the Wise enters or leaves the battlefield, each opponent may investigate. Each opponent "
               "who doesn't loses 1 life. You investigate X times, where X is one plus the number of opponents who "
               "investigated this way.", "Will the Wise")
    assert first(node, A.InvestigatedThisWay) is not None


def test_the_monarchs_end_step_and_were_the_monarch():
    # CR 724.1
    node = one("At the beginning of the monarch's end step, that player draws a card.")
    assert first(node, A.Monarchs) is not None
    node = one("Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player "
               "loses 2 life and you gain 2 life.")
    assert isinstance(first(node, A.WasMonarchAsTurnBegan).player, A.You)


def test_life_total_less_than_half_starting_life_total():
    # CR 103.4, 119.1
    node = one("As long as an opponent's life total is less than half their starting life total, Anya has "
               "indestructible.", "Anya")
    assert first(node, A.LessThanHalfStartingLifeTotal) is not None


def test_isnt_on_the_battlefield():
    # CR 400.1
    node = one("As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other "
               "types.", "Grist")
    assert isinstance(first(node, A.IsntOnBattlefield).subject, A.SelfByName)


def test_regenerated_this_turn():
    # CR 701.19a: the condition and the count of regenerations
    node = one("At the beginning of each end step, if Spiny Starfish regenerated this turn, create a 0/1 blue "
               "Starfish creature token for each time it regenerated this turn.", "Spiny Starfish")
    assert isinstance(first(node, A.RegeneratedThisTurn).subject, A.SelfByName)
    assert first(node, A.ForEachTimeRegenerated) is not None


def test_championed_with():
    # CR 702.72a
    node = one("When a Faerie is championed with Mistbind Clique, tap all lands target player controls.",
               "Mistbind Clique")
    assert isinstance(first(node, A.ChampionedWithEvent).champion, A.SelfByName)


def test_cant_have_keywords():
    # CR 101.2
    node = one("{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and shroud and can't "
               "have hexproof or shroud.")
    assert first(node, A.CantHaveKeywords) is not None


def test_instead_only():
    # CR 608.2c: the effect before, for fewer players
    node = one("At the beginning of your upkeep, each player draws a card. If you have the city's blessing, "
               "instead only you draw a card.")
    assert first(node, A.ConditionalInsteadOnlySentence) is not None


def test_skip_the_untap_step_of_that_turn():
    # CR 502
    node = one("When you set this scheme in motion, take an extra turn after this one. Skip the untap step of that "
               "turn.")
    assert first(node, A.SkipUntapStepOfThatTurn) is not None


def test_own_name_as_a_subtype():
    # CR 205.3: the lexer reads the card's own name before a card type as a subtype
    node = one("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.", "Assembly-Worker")
    assert "Assembly-Worker" in type_names(node)


def test_roll_a_dies_highest_natural_result():
    # CR 706.2
    node = one("Perfect Illumination — Whenever you roll a die's highest natural result, draw a card.")
    assert first(node, A.RollsHighestNatural) is not None


def test_would_untap_during_untap_step():
    # CR 502.3
    node = one("If a permanent with a wind counter on it would untap during its controller's untap step, remove all "
               "wind counters from it instead.")
    assert first(node, A.WouldUntapDuringUntapStep) is not None


def test_loyalty_as_a_quantity():
    # CR 306.5b
    node = one("[+1]: Create an X/X green Phyrexian Horror creature token, where X is Nissa's loyalty.", "Nissa")
    value = first(node, A.SelfCounterValue)
    assert isinstance(value.subject, A.SelfByName)


def test_twice_the_number_of_basic_land_types():
    # CR 107.1, 305.6
    node = one("Domain — Territorial Maro's power and toughness are each equal to twice the number of basic land "
               "types among lands you control.", "Territorial Maro")
    assert first(node, A.TwiceNumberOfTypesAmong) is not None


def test_creatures_those_opponents_control():
    # CR 608.2c
    node = one("Choose any number of target opponents. Create X 1/1 white Human Soldier creature tokens, where X is "
               "the number of creatures those opponents control.")
    assert first(node, A.ThosePlayers) is not None


def test_neither_own_nor_control():
    # CR 108.3, 108.4
    node = one("At the beginning of your upkeep, you may exchange control of this enchantment and target permanent "
               "you neither own nor control.")
    assert isinstance(first(node, A.NeitherOwnedNorControlledBy).player, A.You)


def test_each_land_they_own_that_you_control():
    # CR 108.4
    node = one("When Herald of Leshrac leaves the battlefield, each player gains control of each land they own that "
               "you control.", "Herald of Leshrac")
    assert any(isinstance(c.player, A.You) for c in _all(node, A.ControlledBy))
