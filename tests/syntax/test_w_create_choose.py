"""The corpus tail (session 7): tokens, copies, choices, votes and the monarch on real Oracle lines
(grammar/rules/99_v_create_choose.lark, the rules after "several quoted abilities"). Each test
parses a corpus line, demands the round trip (``one``) and checks the typed AST against the rule
it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one, type_names
from syntax_helpers import every as _all


def _words(name_node):
    return [w.name for w in name_node.words]


# -- more ways to create tokens (CR 111) ---------------------------------------------------------

def test_a_legendary_token_with_a_name_of_its_own():
    # CR 111.4: the effect names the token
    node = one("When Minsc, Beloved Ranger enters the battlefield, create Boo, a legendary 1/1 red Hamster "
               "creature token with trample and haste.", ("Minsc, Beloved Ranger", "Minsc"))
    create = first(node, A.CreateNamedToken)
    assert _words(create.name) == ["Boo"]
    assert isinstance(create.amount, A.One)
    assert [w.name for w in create.token.words if isinstance(w, A.TypeName)] == \
        ["legendary", "Hamster", "creature", "token"]
    # a name with a comma and "the" in it, and one that begins with the card's own name (the
    # token is another object, CR 201.5 does not apply)
    node = one("[−2]: Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token.",
               ("Nissa, Vastwood Seer", "Nissa"))
    assert _words(first(node, A.CreateNamedToken).name) == ["Ashaya", ",", "the", "Awoken", "World"]
    node = one("When Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5 colorless Goblin "
               "Golem artifact creature token.", ("Tuktuk the Explorer", "Tuktuk"))
    assert _words(first(node, A.CreateNamedToken).name) == ["Tuktuk", "the", "Returned"]
    assert not _all(first(node, A.CreateNamedToken), A.SelfName)


def test_an_equipment_token_with_an_ability_and_equip():
    # CR 702.6: the token's equip keyword, with its cost
    node = one('When this Class enters, create a colorless Equipment artifact token named Sword with '
               '"Equipped creature gets +1/+1" and equip {2}.')
    with_ = first(node, A.TokenWithAbilityAndKeyword)
    assert with_.keyword.name == "equip"
    assert [s.symbol for s in with_.cost.symbols] == ["2"]
    assert isinstance(first(with_.ability, A.ObjectGets).predicate, A.GetsPt)


def test_a_token_created_at_the_next_end_step():
    # CR 603.7: a delayed triggered ability creates the token
    node = one("When Rukh Egg dies, create a 4/4 red Bird creature token with flying at the beginning of the "
               "next end step.", "Rukh Egg")
    create = first(node, A.CreateTokenDelayed)
    assert isinstance(create.amount, A.One)
    assert [k.name.name for k in create.token.with_.keywords.items] == ["flying"]
    assert create.when is not None


def test_put_a_token_onto_the_battlefield():
    # the older wording of "create" (CR 111.2)
    node = one("[0]: Put a 2/2 green Wolf creature token onto the battlefield.", ("Garruk the Slayer", "Garruk"))
    put = first(node, A.PutTokenOntoBattlefield)
    assert (put.pt.power, put.pt.toughness) == ("2", "2")
    assert [w.name for w in put.words if isinstance(w, A.TypeName)] == ["Wolf", "creature", "token"]


def test_tokens_created_with_an_object():
    # the tokens that object's abilities created (CR 111.1, 607.2)
    node = one("When Saproling Burst leaves the battlefield, destroy all tokens created with Saproling Burst. "
               "They can't be regenerated.", "Saproling Burst")
    created = first(node, A.CreatedWith)
    assert isinstance(first(created, A.SelfName), A.SelfName)
    node = one("When Arcane Artisan leaves the battlefield, exile all tokens created with it at the beginning of "
               "the next end step.", "Arcane Artisan")
    assert isinstance(first(node, A.CreatedWith).object, A.It)


# -- copies (CR 707) -----------------------------------------------------------------------------

def test_several_objects_become_copies():
    # CR 707.2: each of them becomes a copy
    node = one("Return target creature to its owner's hand. You may have Shapeshifters you control become "
               "copies of that creature until end of turn.")
    copies = first(node, A.BecomesCopies)
    assert isinstance(copies.of, A.ThatRef)


def test_a_spell_copied_twice_or_three_times():
    # CR 707.10: each copy is put on the stack
    node = one("{U}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets for the "
               "copies.")
    copy = first(node, A.CopyTimes)
    assert isinstance(copy.object, A.Target) and isinstance(copy.times, A.TwiceTimes)
    node = one("[−7]: Exile the top ten cards of your library. Choose an instant or sorcery card exiled this way "
               "and copy it three times. You may cast the copies without paying their mana costs.")
    copy = first(node, A.CopyTimes)
    assert isinstance(copy.object, A.It) and copy.times.amount.number.value == 3


# -- token creation replaced (CR 614.1a) ---------------------------------------------------------

def test_those_tokens_plus_more_tokens_are_created_instead():
    node = one("If one or more creature tokens would be created under your control, those tokens plus a 1/1 "
               "white Soldier creature token are created instead.")
    plus = first(node, A.ThosePlusTokensCreated)
    assert isinstance(plus.amount, A.One)
    assert "Soldier" in [w.name for w in plus.token.words if isinstance(w, A.TypeName)]
    node = one("If one or more tokens would be created under your control, those tokens plus that many 1/1 "
               "green Squirrel creature tokens are created instead.")
    assert isinstance(first(node, A.ThosePlusTokensCreated).amount, A.ThatMany)
    node = one("If one or more artifact tokens would be created under your control, those tokens plus an "
               "additional 1/1 colorless Thopter artifact creature token with flying are created instead.")
    assert "Thopter" in [w.name for w in first(node, A.ThosePlusAdditionalCreated).token.words
                         if isinstance(w, A.TypeName)]


def test_the_first_time_each_turn_you_may_instead():
    # CR 614.1a: an optional replacement of the first such event in a turn
    node = one("The first time you would create one or more tokens each turn, you may instead create that many "
               "tokens that are copies of enchanted permanent.")
    first_time = first(node, A.FirstTimeMayInstead)
    assert isinstance(first_time.subject, A.You) and isinstance(first_time.chooser, A.You)
    assert first_time.least.number.value == 1 and first_time.tokens.name == "token"
    assert isinstance(first_time.scope, A.EachTurnScope)
    assert first(first_time.instead, A.CreateTokenCopies) is not None
    node = one("The first time you would create one or more tokens during each of your turns, you may instead "
               "choose a creature other than Esix and create that many tokens that are copies of that creature.",
               ("Esix, Fractal Bloom", "Esix"))
    assert isinstance(first(node, A.FirstTimeMayInstead).scope, A.EachOfYourTurnsScope)


# -- a choice as a permanent enters (CR 614.12, 607.2) --------------------------------------------

def test_choose_a_word_and_the_abilities_it_names():
    node = one("As this enchantment enters, choose Khans or Dragons.\n"
               "• Khans — At the beginning of your upkeep, exile the top card of your library. Until end of turn, "
               "you may play that card.\n"
               "• Dragons — Whenever a creature you control leaves the battlefield, this enchantment deals 1 "
               "damage to any target.")
    siege = first(node, A.AsEntersChooseWord)
    # "Dragons" alone is a creature type: here it is a word to choose, kept as written
    assert (siege.first.word, siege.second.word) == ("Khans", "Dragons")
    assert [a.word.name for a in siege.abilities] == ["Khans", "Dragons"]
    assert all(isinstance(a.ability, A.TriggeredAbility) for a in siege.abilities)


# -- copying abilities, names, numbers and colors chosen -----------------------------------------

def test_a_choice_of_types_without_bullets_stays_a_choice_of_types():
    # only words that label bullets are words to choose: "choose Island or Swamp." is a choice
    # between two land types
    node = one("As Roots of Life enters the battlefield, choose Island or Swamp.", "Roots of Life")
    assert not _all(node, A.ChoiceWord) and type_names(node) == ["Island", "Swamp"]


def test_an_ability_from_a_source_of_a_card_type():
    # CR 113.7: the source of an ability; 115.1: the ability is the target
    node = one("{U}{R}, {T}: Copy target activated or triggered ability you control from an artifact source. "
               "You may choose new targets for the copy. (Mana abilities can't be targeted.)")
    target = first(node, A.TargetAbilityWithFrom)
    assert type_names(target.source) == ["artifact", "source"]
    assert len(target.suffixes) == 1


def test_a_card_with_the_chosen_name():
    # CR 201.4: a card name chosen before
    node = one("{1}, {T}: Choose a card name, then reveal the top card of your library. If that card has the "
               "chosen name, sacrifice this artifact and draw three cards. Activate only as a sorcery.")
    assert isinstance(first(node, A.HasChosenNameCondition).subject, A.ThatRef)


def test_choose_a_number_between_and_the_chosen_number():
    node = one("As Shapeshifter enters the battlefield, choose a number between 0 and 7.", "Shapeshifter")
    between = first(node, A.ChooseNumberBetween)
    assert (between.low.number.value, between.high.number.value) == (0, 7)
    node = one("Noncreature spells with mana value equal to the chosen number can't be cast.")
    assert first(node, A.ChosenNumber) is not None


def test_each_player_chooses_a_color():
    node = one("When Stadium Vendors enters the battlefield, choose a player. Each player chooses a color.",
               "Stadium Vendors")
    player = first(node, A.PlayerChoosesColor).player
    assert isinstance(player.quantifier, A.Each) and type_names(player) == ["player"]


# -- the monarch (CR 724) and votes (CR 701.38) --------------------------------------------------

def test_the_monarch_conditions_and_event():
    node = one("At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin "
               "creature token with deathtouch and haste.")
    assert type_names(first(node, A.IsMonarchCondition).player) == ["opponent"]
    node = one("When a legendary creature you control enters, if there is no monarch, you become the monarch.")
    assert first(node, A.NoMonarchCondition) is not None
    node = one("Whenever you become the monarch, target player sacrifices a creature.")
    assert first(node, A.BecomesMonarchEvent) is not None


def test_more_votes_while_voting():
    # CR 701.38d: the extra vote is cast with the others
    node = one("While voting, you get an additional vote. (The votes can be for different choices or for the "
               "same choice.)")
    assert isinstance(first(node, A.AdditionalVote).player, A.You)
    node = one("While voting, you may vote an additional time. (The votes can be for different choices or for "
               "the same choice.)")
    assert isinstance(first(node, A.MayVoteAdditionalTime).player, A.You)


def test_printing_keeps_the_new_wordings():
    # parse(print(ast)) == ast for each construct above
    for text, names in [
        ("When Tolsimir enters, create Voja, Friend to Elves, a legendary 3/3 green and white Wolf creature "
         "token.", ("Tolsimir, Friend to Wolves", "Tolsimir")),
        ("As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, exile "
         "the top card of your library. Until end of turn, you may play that card.\n• Dragons — Whenever a "
         "creature you control leaves the battlefield, this enchantment deals 1 damage to any target.", ("~",)),
    ]:
        node = one(text, names)
        again, _ = parse_ability(to_text(node), names)
        assert again == node


# -- costs paid and how a spell was cast (CR 118.9, 601.2, 702) ----------------------------------

def test_a_keyword_cost_was_paid():
    # CR 702.117 (surge), 702.135 (spectacle): the spell was cast for that alternative cost
    node = one("Return all nonland permanents to their owners' hands. If this spell's surge cost was paid, "
               "create an 8/8 blue Octopus creature token.")
    paid = first(node, A.KeywordCostPaid)
    assert paid.keyword.name == "surge" and isinstance(paid.object, A.SelfThis)
    node = one("If the {2}{W}{W} cost was paid, an opponent chooses up to two nonland permanents they control "
               "and returns them to their owner's hand.")
    assert [m.symbol for m in first(node, A.ManaCostWasPaid).cost.symbols] == ["2", "W", "W"]


def test_how_a_spell_was_cast_and_what_it_was():
    node = one("Create a 4/4 white Angel Warrior creature token with flying and vigilance. If this spell was "
               "foretold, create X of those tokens instead.")
    assert isinstance(first(node, A.WasForetoldCondition).object, A.SelfThis)
    node = one("When this artifact enters, if it was cast, target opponent creates a token that's a copy of it.")
    assert isinstance(first(node, A.WasCastCondition).object, A.It)
    # CR 608.2h: the color it had as it last existed
    node = one("Destroy target creature with flying. If that creature was blue or black, create a 1/2 green "
               "Spider creature token with reach. (It can block creatures with flying.)")
    was = first(node, A.WasColorCondition)
    assert {c.name for c in was.color.walk() if isinstance(c, A.Color)} == {"blue", "black"}


def test_for_each_color_of_mana_spent_to_cast_this_spell():
    # CR 105.1: at most five colors
    node = one("Converge — Create a 1/1 white Kor Ally creature token for each color of mana spent to cast "
               "this spell.")
    assert isinstance(first(node, A.ForEachColorSpent).spell, A.SelfThis)


def test_a_player_kicks_a_spell():
    # CR 702.33d
    node = one("Whenever a player kicks a spell, you create a 1/1 green Saproling creature token.")
    assert type_names(first(node, A.KicksEvent).spell) == ["spell"]


def test_the_chosen_creature_type_in_addition():
    # CR 205.3m: creature types; 607.2d: the type chosen before
    node = one("Vehicle creatures you control are the chosen creature type in addition to their other types.")
    chosen = first(node, A.IsChosenCardType)
    assert isinstance(chosen.chosen, A.ChosenWord) and chosen.card_type.name == "creature"
    assert chosen.in_addition is not None
    node = one("Each creature card in your graveyard has the chosen creature type in addition to its other types.")
    assert first(node, A.HasChosenCardType).card_type.name == "creature"


# -- more copies and choices (CR 707.10, 607.2d, 700.2) ------------------------------------------

def test_you_copy_a_spell():
    # CR 707.10: copying a spell is an event of its own
    node = one("Whenever you copy an instant spell, put a +1/+1 counter on Kalamax.",
               ("Kalamax, the Stormsire", "Kalamax"))
    assert type_names(first(node, A.CopiesEvent).object) == ["instant", "spell"]


def test_any_number_of_the_copies_and_entering_as_a_copy():
    node = one("IV — Exile any number of target instant, sorcery, and/or Tamiyo planeswalker cards from your "
               "graveyard. Copy them. You may cast any number of the copies.")
    assert first(node, A.AnyNumberOfTheCopies) is not None
    # CR 614.1c: the creatures enter as copies (707.2)
    node = one("Creatures you control enter as a copy of this creature.")
    enter = first(node, A.EnterAsCopyOf)
    assert type_names(enter.objects) == ["creature"] and isinstance(enter.of, A.SelfThis)


def test_a_random_number_and_the_chosen_number():
    # CR 706.2: a random choice between the ends, both included
    node = one("At the beginning of your upkeep, if Arden Angel is in your graveyard, choose a number from 1 to 4 "
               "at random. If the chosen number is 1, return Arden Angel from your graveyard to the battlefield.",
               "Arden Angel")
    random = first(node, A.ChooseRandomNumber)
    assert (random.low.number.value, random.high.number.value) == (1, 4)
    assert first(node, A.ChosenNumberIs).number.number.value == 1


def test_one_of_two_colors_and_a_chosen_card_name():
    node = one("As Mangara's Equity enters the battlefield, choose black or red.", "Mangara's Equity")
    choice = first(node, A.ChooseOneOfTwoColors)
    assert (choice.first.name, choice.second.name) == ("black", "red")
    # CR 702.16, 201.4: protection from each object with that name
    node = one("You have protection from the chosen card name. (You can't be targeted, dealt damage, or enchanted "
               "by anything with that name.)")
    assert first(node, A.FromChosenCardName).word.name == "card"


def test_an_opponent_chooses_the_mode():
    # CR 700.2: the modes are chosen by the player the text names
    node = one("An opponent chooses one —\n• You draw three cards.\n• You destroy up to two target creatures that "
               "player controls. They can't be regenerated. That player draws up to three cards.")
    modal = first(node, A.ModalChosenBy)
    assert type_names(modal.chooser) == ["opponent"]
    assert isinstance(modal.count, A.ChooseN) and len(modal.modes) == 2


# -- copies of a spell for other targets (CR 707.10, 115.7) --------------------------------------

def test_copies_for_the_other_objects_the_spell_could_target():
    node = one("Whenever you cast an instant or sorcery spell that targets only Zada, copy that spell for each "
               "other creature you control that the spell could target. Each copy targets a different one of those "
               "creatures.", ("Zada, Hedron Grinder", "Zada"))
    could = first(node, A.SpellCouldTarget)
    assert could.spell.name == "spell"
    each = first(node, A.EachCopyTargetsDifferent)
    assert each.one.value == 1 and type_names(each.among) == ["creature"]
    # CR 707.10c: the copy's target is the chosen creature
    node = one("Whenever you cast an instant or sorcery spell that targets only this creature, if you control one "
               "or more other creatures that spell could target, choose one of those creatures. Copy that spell. "
               "The copy targets the chosen creature.")
    assert first(node, A.CopyTargets).target is not None and first(node, A.SpellCouldTarget) is not None


def test_a_player_copies_a_spell_for_each_and_targets_only():
    # CR 707.10: the player who copies controls the copies
    node = one("Whenever a player casts an instant or sorcery spell that targets only this creature, that player "
               "copies that spell for each other creature they control that the spell could target. Each copy "
               "targets a different one of them.")
    copies = first(node, A.PlayerCopiesForEach)
    assert isinstance(copies.player, A.ThatRef) and copies.for_each is not None
    node = one("Whenever a player casts an instant or sorcery spell, if that spell targets only Ink-Treader "
               "Nephilim, copy the spell for each other creature that spell could target. Each copy targets a "
               "different one of those creatures.", "Ink-Treader Nephilim")
    only = first(node, A.TargetsOnlyCondition)
    assert isinstance(only.spell, A.ThatRef) and isinstance(first(only.target, A.SelfName), A.SelfName)
