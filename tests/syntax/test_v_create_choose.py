"""The corpus tail (session 6): copies with exceptions, creating tokens, characteristic-defining
abilities, choices, votes and random effects on real Oracle lines
(grammar/rules/99_v_create_choose.lark). Each test parses a corpus line, demands the round trip
(``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability
from syntax_helpers import first, one
from syntax_helpers import every as _all


# -- copies and their exceptions (CR 707.9a-b) -------------------------------------------------

def test_becomes_a_copy_except_it_has_this_ability():
    # CR 707.9a: the copy gains the ability that made it a copy
    node = one("Whenever a creature dies, you may pay {1}. If you do, Cemetery Puca becomes a copy of that "
               "creature, except it has this ability.", "Cemetery Puca")
    becomes = first(node, A.BecomesCopyExcept)
    assert isinstance(becomes.of, A.ThatRef)
    assert isinstance(becomes.exceptions.what, A.ExceptHasThisAbility)
    assert becomes.exceptions.what.word.name == "ability"


def test_exceptions_after_a_duration():
    # CR 707.9: the exceptions follow "until end of turn" (611.2a: the copy effect's duration)
    node = one("At the beginning of combat on your turn, Oko becomes a copy of up to one target creature you "
               "control until end of turn, except he has hexproof.", ("Oko, the Ringleader", "Oko"))
    gets = first(node, A.ObjectGetsCopyExcept)
    assert isinstance(gets.predicate.what, A.BecomesCopy) and isinstance(gets.duration, A.UntilEndOfTurn)
    assert [k.name.name for k in gets.exceptions.what.keywords.items] == ["hexproof"]
    node = one("Whenever a Dragon you control enters, you may have Sarkhan become a copy of it until end of turn, "
               "except its name is Sarkhan, Soul Aflame and it's legendary in addition to its other types.",
               ("Sarkhan, Soul Aflame", "Sarkhan"))
    have = first(node, A.HaveObjectGetCopyExcept)
    name, legendary = have.exceptions.exceptions
    assert isinstance(name, A.ExceptNameIs) and isinstance(legendary, A.ExceptIts)
    assert legendary.characteristics.in_addition is not None


def test_several_exceptions_joined_like_a_list():
    # CR 707.9b: each exception changes one copiable value; "and" / ", ..., and" join them
    node = one("Whenever another nontoken creature you control dies, you may exile it. If you do, create a token "
               "that's a copy of that creature, except it's 1/1 and it's a Nightmare in addition to its other "
               "types.")
    exceptions = first(node, A.CopyExceptAll).exceptions
    assert len(exceptions) == 2 and all(isinstance(e, A.ExceptIts) for e in exceptions)
    pt = exceptions[0].characteristics.items[0]
    assert (pt.power, pt.toughness) == ("1", "1")
    node = one("You may have Sakashima the Impostor enter the battlefield as a copy of any creature on the "
               "battlefield, except its name is Sakashima the Impostor, it's legendary in addition to its other "
               "types, and it has \"{2}{U}{U}: Return this creature to its owner's hand at the beginning of the "
               "next end step.\"", ("Sakashima the Impostor", "Sakashima"))
    kinds = [type(e) for e in first(node, A.CopyExceptAll).exceptions]
    assert kinds == [A.ExceptNameIs, A.ExceptIts, A.ExceptHasAbility]


def test_a_comma_and_inside_a_quoted_ability_is_not_an_exception_separator():
    # the quoted ability keeps its own comma (the lexer stops at the quote)
    node = one("Create X tokens that are copies of target creature you control, except they have \"When this "
               "token enters, it fights up to one target creature you don't control.\"")
    create = first(node, A.CreateTokenCopiesExcept)
    assert isinstance(create.exceptions.what, A.ExceptTheyHaveAbility)


def test_not_legendary_and_starting_loyalty():
    # CR 707.9b, 306.5b
    node = one("When Jace, Mirror Mage enters the battlefield, if Jace was kicked, create a token that's a copy "
               "of Jace, Mirror Mage, except it's not legendary and its starting loyalty is 1.",
               ("Jace, Mirror Mage", "Jace"))
    legendary, loyalty = first(node, A.CopyExceptAll).exceptions
    assert isinstance(legendary, A.ExceptNotSupertype) and legendary.supertype.name == "legendary"
    assert isinstance(loyalty, A.ExceptStartingLoyalty) and loyalty.amount.number.value == 1
    # "it's not legendary" means the same as "it isn't legendary": one node, two wordings
    short = first(one("Whenever you cast a spell that targets only a single artifact or creature you control, "
                      "create a token that's a copy of that artifact or creature, except it's not legendary."),
                  A.CopyExcept)
    assert short.what == A.ExceptNotSupertype(supertype=legendary.supertype)


def test_copy_of_a_spell_with_an_exception():
    # CR 707.10: a copy of a spell; 707.9b: "the copy isn't legendary"
    node = one("II — When you next cast a creature spell this turn, copy it, except the copy isn't legendary.")
    copy = first(node, A.CopySpellExcept)
    assert isinstance(copy.exceptions.what, A.ExceptNotSupertype)
    node = one("Whenever you cast a Beast or Bird creature spell, you may copy it, except the copy is an artifact "
               "in addition to its other types. (The copy becomes a token.)")
    what = first(node, A.CopySpellExcept).exceptions.what
    assert isinstance(what, A.ExceptIts) and what.characteristics.in_addition is not None


def test_enter_as_a_copy_with_exceptions():
    # CR 707.9, 614.1c
    node = one("You may have this creature enter as a copy of a creature you control, except it's a Shapeshifter "
               "Rogue in addition to its other types.")
    enter = first(node, A.HaveEnterAsCopyExcept)
    assert [t.name for t in enter.exceptions.what.characteristics.items] == ["Shapeshifter", "Rogue"]
    node = one("{2}: Mimeoplasm becomes a copy of target creature card exiled with it, except it's 0/0 and has "
               "this ability.", "Mimeoplasm")
    first_, second = first(node, A.CopyExceptAll).exceptions
    assert isinstance(first_, A.ExceptIts) and isinstance(second, A.ExceptHasThisAbility)


def test_the_token_is_not_legendary():
    node = one("At the beginning of combat on your turn, create a token that's a copy of equipped creature, "
               "except the token isn't legendary. That token gains haste.")
    what = first(node, A.CopyExcept).what
    assert isinstance(what, A.ExceptTheTokenNotSupertype) and what.supertype.name == "legendary"


# -- creating tokens (CR 111) ------------------------------------------------------------------

def test_several_tokens_in_one_instruction():
    # CR 111.1: each token as described
    node = one("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green "
               "Elephant creature token.")
    create = first(node, A.CreateTokens)
    descs = [i for i in create.items if isinstance(i, A.TokenDesc)]
    assert [d.words[0].power for d in descs] == ["1", "2", "3"]
    node = one("When this creature enters, create a Food token or a Treasure token. (A Food token is an artifact "
               "with \"{2}, {T}, Sacrifice this token: You gain 3 life.\" A Treasure token is an artifact with "
               "\"{T}, Sacrifice this token: Add one mana of any color.\")")
    either = first(node, A.CreateTokenOrToken)
    assert either.token != either.other


def test_a_comma_after_a_token_before_another_instruction_stays_a_comma():
    # only a token description after the comma joins two tokens
    node = one("Create a 1/1 white Soldier creature token, then put a +1/+1 counter on each creature you control.")
    assert not _all(node, A.CreateTokens) and _all(node, A.CreateToken)


def test_tokens_that_are_tapped_and_attacking():
    # CR 508.4: put onto the battlefield attacking, never declared as attackers
    node = one("Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are tapped and "
               "attacking.")
    create = first(node, A.CreateTokenAttacking)
    assert create.amount.number.value == 2
    node = one("Whenever equipped creature attacks, create a 2/2 white Knight creature token with vigilance "
               "that's attacking.")
    assert isinstance(first(node, A.CreateTokenAttackingUntapped).token, A.TokenDesc)
    node = one("Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature token with vigilance "
               "that's blocking that creature.", ("Brimaz, King of Oreskos", "Brimaz"))
    assert isinstance(first(node, A.CreateTokenBlocking).blocked, A.ThatRef)


def test_more_of_those_tokens_instead():
    node = one("Create six 1/1 white Kor Soldier creature tokens. If this spell was kicked, create twelve of "
               "those tokens instead.")
    those = first(node, A.CreateThoseTokens)
    assert those.amount.number.value == 12 and isinstance(those.tokens, A.ThoseRef)


def test_a_token_of_three_colors_and_a_name_after_its_abilities():
    # CR 105.2: three colors; CR 111.4: the token's name
    node = one("Whenever a Desert you control enters, create two 1/1 red, green, and white Sand Warrior creature "
               "tokens.")
    colors = first(node, A.TokenThreeColors)
    assert [c.name for c in (colors.first, colors.second, colors.third)] == ["red", "green", "white"]
    node = one("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp. (It can't "
               "be blocked except by creatures with flying or reach.)")
    desc = first(node, A.TokenDescWithNamed)
    assert isinstance(desc.with_, A.TokenWith) and "Wasp" in str(desc.name)


# -- characteristic-defining abilities (CR 604.3) ----------------------------------------------

def test_power_and_toughness_that_number_plus_one():
    # CR 604.3: toughness = the same count + 1
    node = one("Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its "
               "toughness is equal to that number plus 1.", "Tarmogoyf")
    cda = first(node, A.CharacteristicDefiningPlus)
    assert isinstance(cda.stats, A.Power) and isinstance(cda.other_stats, A.Toughness)
    assert cda.plus.number.value == 1


def test_unknown_exception_is_still_an_error():
    # no catch-all: an exception the grammar doesn't know is reported
    node, diags = parse_ability("Create a token that's a copy of target creature, except it flies.", ("~",))
    assert node is None and diags


# -- votes (CR 701.38) -------------------------------------------------------------------------

def test_vote_between_two_words():
    # CR 701.38a-b: each player votes for one of the listed words; the ability names the winner
    node = one("Will of the council — Starting with you, each player votes for death or torture. If death gets "
               "more votes, each opponent sacrifices a creature. If torture gets more votes or the vote is tied, "
               "each opponent loses 4 life.", "Tyrant's Choice")
    vote = first(node, A.VoteForChoice)
    assert [w.word for w in vote.first.words] == ["death"] and [w.word for w in vote.second.words] == ["torture"]
    assert isinstance(vote.subject, A.Quantified)
    assert [w.word for w in first(node, A.VoteChoiceWins).choice.words] == ["death"]
    assert [w.word for w in first(node, A.VoteChoiceWinsOrTied).choice.words] == ["torture"]


def test_vote_choices_of_several_words_and_for_each_vote():
    # CR 701.38a: "for each <choice> vote" counts the votes for that choice
    node = one("Council's dilemma — Starting with you, each player votes for Redhorn Pass or Mines of Moria. For "
               "each Redhorn Pass vote, search your library for a basic land card and put it onto the battlefield "
               "tapped. If you search your library this way, shuffle. For each Mines of Moria vote, return a card "
               "from your graveyard to your hand.", "Travel Through Caradhras")
    choices = [[w.word for w in s.choice.words] for s in _all(node, A.ForEachVoteSentence)]
    assert choices == [["Redhorn", "Pass"], ["Mines", "of", "Moria"]]


def test_vote_for_an_object_and_the_most_votes():
    # CR 701.38b (objects), 701.38d (the most votes or tied)
    node = one("Will of the council — Starting with you, each player votes for a nonland permanent you don't "
               "control. Exile each permanent with the most votes or tied for most votes.", "Council's Judgment")
    assert isinstance(first(node, A.VoteForObject).choice, A.Quantified)
    assert _all(node, A.WithMostVotes)


def test_words_that_are_not_a_vote_choice_keep_their_meaning():
    # without "votes for", "death" is just an unknown word: an error, not a vote choice
    node, diags = parse_ability("If death gets more votes, draw a card.", ("~",))
    assert node is None and diags


# -- choices (CR 607.2d) -----------------------------------------------------------------------

def test_choose_odd_or_even():
    node = one("Choose odd or even. Exile each creature with mana value of the chosen quality. (Zero is even.)")
    assert _all(node, A.ChooseOddOrEven)
    suffix = first(node, A.WithStatOfQuality)
    assert isinstance(suffix.stat, A.ManaValue) and isinstance(suffix.quality, A.ChosenQuality)


def test_friend_or_foe():
    node = one("For each player, choose friend or foe. Each friend returns a creature card from their graveyard to "
               "their hand. Each foe sacrifices a creature they control.")
    assert _all(node, A.ChooseFriendOrFoe) and _all(node, A.EachFriend) and _all(node, A.EachFoe)


def test_secretly_choose_and_choose_a_type_or_number():
    assert isinstance(first(one("As this creature enters, secretly choose an opponent."), A.SecretlyChoose).choice,
                      A.Quantified)
    node = one("Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this way. "
               "They can't be regenerated.")
    chooses = first(node, A.PlayerChoosesType)
    assert isinstance(chooses.player, A.Quantified) and _all(node, A.NotOfTypeChosenThisWay)
    node = one("Target opponent chooses a number.")  # Choice of Damnations, first sentence
    assert isinstance(first(node, A.PlayerChoosesNumber).player, A.Target)


def test_perpetually():
    # digital-only: the change lasts for the rest of the game
    node = one("When Veteran Charger enters the battlefield, choose a creature card in your hand. It perpetually "
               "gets +2/+2.", "Veteran Charger")
    perpetual = first(node, A.Perpetually)
    assert first(perpetual, A.GetsPt).change == A.PTChange("+2", "+2")


# -- crewing, saddling, plotting, types ----------------------------------------------------------

def test_crews_as_though_its_power_were_greater():
    # CR 702.122a, 702.171a
    node = one("This creature saddles Mounts and crews Vehicles as though its power were 2 greater.")
    crews = first(node, A.CrewsAsThoughGreater)
    assert isinstance(crews.what, A.SaddlesAndCrews) and crews.amount.number.value == 2
    node = one("Giant Ox crews Vehicles using its toughness rather than its power.", "Giant Ox")
    assert isinstance(first(node, A.CrewsUsingToughness).what, A.CrewsWhat)


def test_becomes_plotted():
    # CR 702.170d
    node = one("When this creature enters, exile target spell. It becomes plotted. (Its owner may cast it as a "
               "sorcery on a later turn without paying its mana cost.)")
    assert _all(node, A.BecomesPlotted)


def test_is_also_a_list_of_types():
    # CR 205.1b: the types are added
    node = one("Tajuru Paragon is also a Cleric, Rogue, Warrior, and Wizard.", "Tajuru Paragon")
    also = first(node, A.IsAlsoA)
    assert [w.name.name for w in also.types.walk() if isinstance(w, A.TypeWord)] == \
        ["Cleric", "Rogue", "Warrior", "Wizard"]


# -- triggers and replacements ------------------------------------------------------------------

def test_entering_does_not_cause_abilities_to_trigger():
    # CR 603.2
    assert _all(one("Creatures entering don't cause abilities to trigger."), A.EnteringDoesntTrigger)
    assert _all(one("Creatures entering the battlefield or dying don't cause abilities to trigger."),
                A.EnteringOrDyingDoesntTrigger)


def test_extra_turn_skipped():
    # CR 500.7, 614.10
    node = one("If an opponent would begin an extra turn, that player skips that turn instead.")
    skip = first(node, A.SkipsExtraTurn)
    assert isinstance(skip.player, A.Quantified) and isinstance(skip.skipper, A.ThatRef)


def test_replacing_your_own_actions():
    # CR 614.1a
    node = one("If you would create one or more Treasure tokens, instead create those tokens plus an additional "
               "Treasure token.")
    assert _all(node, A.WouldCreate) and isinstance(first(node, A.CreateThosePlus).additional, A.TokenDesc)
    node = one("If you would proliferate, proliferate twice instead.")
    assert _all(node, A.WouldProliferate) and _all(node, A.ProliferateTwice)


def test_would_flip_a_coin_keeps_coin_a_class_word():
    # "coin" is a counter word for the lexer: the replacement reads it as one, and a plain flip
    # still builds FlipCoin (CR 705)
    node = one("At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt deals 3 damage to "
               "you.", "Mana Crypt")
    assert first(node, A.FlipCoin).coin == A.CounterName("coin")


# -- amounts, copies by other players, the legend rule -------------------------------------------

def test_excess_damage_dealt_this_way():
    # CR 120.4a
    node = one("Hell to Pay deals X damage to target creature. Create a number of tapped Treasure tokens equal to "
               "the amount of excess damage dealt to that creature this way.", "Hell to Pay")
    assert isinstance(first(node, A.ExcessDamageDealtThisWay).recipient, A.ThatRef)


def test_another_player_copies_a_spell():
    # CR 707.10: the player who copies controls the copy
    node = one("Until end of turn, whenever a player casts an instant or sorcery spell, that player copies it and "
               "may choose new targets for the copy.")
    copies = first(node, A.PlayerCopies)
    assert isinstance(copies.player, A.ThatRef)
    node = one("Whenever enchanted player casts an instant or sorcery spell, each other player may copy that spell "
               "and may choose new targets for the copy they control.")
    assert _all(node, A.TheCopyTheyControl)


def test_the_legend_rule_does_not_apply():
    # CR 704.5j; the quoted term after "the" is not a quoted ability: printed in lower case
    node = one("The \"legend rule\" doesn't apply to permanents you control.")
    assert isinstance(first(node, A.LegendRuleDoesntApply).to, A.AllMatching)
    assert first(one("The \"legend rule\" doesn't apply."), A.LegendRuleDoesntApply).to is None


def test_counter_kinds_of_the_tail():
    # CR 122: a kind of counter named by a lower-case word
    node = one("Magecraft — Whenever you cast or copy an instant or sorcery spell, put a book counter on Spell "
               "Satchel.", "Spell Satchel")
    assert first(node, A.PutCounters).kind.name == A.CounterName("book")


def test_creates_tokens_for_the_first_time_each_turn():
    # CR 603.2: the first such event in a turn
    node = one("Whenever you create one or more tokens for the first time each turn, create a 1/1 white Bird "
               "creature token with flying.")
    assert isinstance(first(node, A.CreatesFirstTimeEachTurn).first_time, A.FirstTimeEachTurn)


def test_target_ability_with_qualifiers():
    # CR 113.3b-c, 115.1: an ability on the stack and its controller
    node = one("{2}, {T}, Remove a film counter from this artifact: Copy target activated or triggered ability you "
               "control. You may choose new targets for the copy.")
    target = first(node, A.TargetAbilityWith)
    assert isinstance(target.kind, A.ActivatedOrTriggeredKind)
    assert [type(s) for s in target.suffixes] == [A.ControlledBy]
