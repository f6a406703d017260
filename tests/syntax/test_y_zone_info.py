"""Hidden information and hands, session 9: Conspiracy draft-matters abilities (CR 905.2) and
more of the corpus tail (grammar/rules/99_v_zone_info.lark, nodes in
cardlang/syntax/ast/v_zone_info.py). Each test parses real Oracle wording, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- revealed as drafted, noted information (CR 905.2b) ---------------------------------------

def test_reveal_as_drafted_and_note():
    # CR 905.2b: the card is revealed as it's drafted and the information is noted
    node = one("Reveal Cogwork Tracker as you draft it and note the player who passed it to you.",
               "Cogwork Tracker")
    reveal = first(node, A.RevealAsDrafted)
    assert isinstance(reveal.what, A.SelfByName) and isinstance(reveal.pronoun, A.It)
    note = first(node, A.NoteInfo)
    assert isinstance(note.info, A.PlayerWhoPassed) and note.info.kind.name == "player"
    node = one("Reveal Aether Searcher as you draft it. Reveal the next card you draft and note its name.",
               "Aether Searcher")
    nxt = first(node, A.NextDraftedCard)
    assert isinstance(nxt.source, A.DraftedByController) and isinstance(nxt.source.player, A.You)
    assert isinstance(first(node, A.NoteInfo).info, A.ItsName)
    node = one("Reveal Lurking Automaton as you draft it and note how many cards you've drafted this draft "
               "round, including Lurking Automaton.", "Lurking Automaton")
    count = first(node, A.CardsDraftedThisRound)
    assert count.word.noun.plural and isinstance(count.including, A.SelfByName)


def test_noted_information_used_in_the_game():
    # CR 905.2b: noted information can be referred to during the game
    node = one("Lurking Automaton enters the battlefield with X +1/+1 counters on it, where X is the highest "
               "number you noted for cards named Lurking Automaton.", "Lurking Automaton")
    cards = first(node, A.HighestNotedNumber).cards
    assert isinstance(cards, A.CardsNamed) and cards.word.noun.plural
    node = one("{W}, {T}: Tap target creature with power less than or equal to the highest number you noted "
               "for cards named Custodi Peacekeeper.", "Custodi Peacekeeper")
    assert isinstance(first(node, A.AtMostValue).value, A.HighestNotedNumber)
    node = one("Cogwork Tracker attacks a player you noted for cards named Cogwork Tracker each combat if able.",
               "Cogwork Tracker")
    noted = first(node, A.AttacksRefEachCombat).attacked
    assert isinstance(noted, A.NotedFor) and isinstance(noted.player, A.You)
    node = one("When Smuggler Captain enters the battlefield, you may search your library for a card with a "
               "name you noted for cards named Smuggler Captain, reveal it, put it into your hand, then shuffle.",
               "Smuggler Captain")
    assert isinstance(first(node, A.WithNameNotedFor).cards, A.CardsNamed)
    node = one("When Spire Phantasm enters the battlefield, if you guessed correctly for a card named Spire "
               "Phantasm, draw a card.", "Spire Phantasm")
    cards = first(node, A.GuessedCorrectlyFor).cards
    assert isinstance(cards, A.ACardNamed) and not cards.word.noun.plural


def test_colors_chosen_as_drafted():
    # CR 905.2b: three players each choose a color; CR 105.1: "another", "a third" color
    node = one("Reveal Regicide as you draft it. The player to your right chooses a color, you choose another "
               "color, then the player to your left chooses a third color.", "Regicide")
    assert isinstance(first(node, A.PlayerChoosesAnotherColor).player, A.You)
    nth = first(node, A.PlayerChoosesNthColor)
    assert isinstance(nth.player, A.PlayerToYourLeft) and isinstance(nth.ordinal, A.Third)
    node = one("Destroy target creature that's one or more of the colors chosen as you drafted cards named "
               "Regicide.", "Regicide")
    chosen = first(node, A.OneOrMoreOfColorsChosenDrafting)
    assert chosen.amount.number.value == 1 and isinstance(chosen.cards, A.CardsNamed)
    node = one("{T}: Add one mana of any color chosen as you drafted cards named Paliano, the High City.",
               ("Paliano, the High City", "Paliano"))
    assert first(node, A.AddAnyColorChosenDrafting).amount.number.value == 1


# -- drafted face up, picks changed (CR 905.2c, 905.1a) ---------------------------------------

def test_draft_face_up_and_as_you_draft():
    # CR 905.2c: a card drafted face up
    node = one("Draft Cogwork Grinder face up.", "Cogwork Grinder")
    assert isinstance(first(node, A.DraftSelfFace).face, A.FaceUpSide)
    node = one("As you draft a card, you may remove it from the draft face down. (Those cards aren't in your "
               "card pool.)", "Cogwork Grinder")
    sentence = first(node, A.AsYouDraftSentence)
    assert isinstance(sentence.what, A.Quantified)
    assert isinstance(first(sentence.chain, A.RemoveFromDraft).face, A.FaceDownSide)
    # the cards removed are counted in the game (CR 905.2)
    node = one("Cogwork Grinder enters the battlefield with X +1/+1 counters on it, where X is the number of "
               "cards you removed from the draft with cards named Cogwork Grinder.", "Cogwork Grinder")
    assert _has(node, A.RemovedBy) and isinstance(first(node, A.FromDraftWith).cards, A.CardsNamed)


def test_additional_picks_and_booster_packs():
    # CR 905.1a: picks from booster packs
    node = one("As you draft a card, you may draft an additional card from that booster pack. If you do, put "
               "Cogwork Librarian into that booster pack.", "Cogwork Librarian")
    assert isinstance(first(node, A.DraftAdditionalCard).pack.which, A.ThatPack)
    assert isinstance(first(node, A.IntoBoosterPack).pack.which, A.ThatPack)
    node = one("As you draft a card, you may draft an additional card from that booster pack. If you do, turn "
               "Leovold's Operative face down, then pass the next booster pack without drafting a card from "
               "it. (You may look at that booster pack.)", "Leovold's Operative")
    assert isinstance(first(node, A.PassNextPackWithoutDrafting).pronoun, A.It)
    node = one("Reveal Lore Seeker as you draft it. After you draft Lore Seeker, you may add a booster pack to "
               "the draft. (Your next pick is from that booster pack. Pass it to the next player and it's "
               "drafted this draft round.)", "Lore Seeker")
    after = first(node, A.AfterYouDraftSentence)
    assert isinstance(after.what, A.SelfByName) and _has(after.chain, A.AddBoosterPack)
    node = one("Reveal Cogwork Spy as you draft it. You may look at the next card drafted from this booster "
               "pack.", "Cogwork Spy")
    look = first(node, A.LookAtNextDrafted)
    assert isinstance(look.what.source, A.DraftedFromPack) and isinstance(look.what.source.pack.which, A.ThisPack)


def test_instead_of_drafting_and_draft_restrictions():
    # the pick is replaced (CR 614.1a), the rest of the round can't be drafted (CR 101.2)
    node = one("Instead of drafting a card from a booster pack, you may draft each card in that booster pack, "
               "one at a time. If you do, turn Agent of Acquisitions face down and you can't draft cards for the "
               "rest of this draft round. (You may look at booster packs passed to you.)", "Agent of Acquisitions")
    sentence = first(node, A.InsteadOfDraftingSentence)
    assert isinstance(first(sentence.what, A.FromBoosterPack).pack.which, A.APack)
    assert first(node, A.DraftOneAtATime).number.value == 1
    assert _has(node, A.CantDraftCards) and _has(node, A.ForRestOfDraftRound)
    # CR 905.2c, 905.1c: while face up the player can't look at packs
    node = one("As long as Archdemon of Paliano is face up during the draft, you can't look at booster packs and "
               "must draft cards at random. After you draft three cards this way, turn Archdemon of Paliano face "
               "down. (You may look at cards as you draft them.)", "Archdemon of Paliano")
    assert isinstance(first(node, A.FaceDuringDraftCondition).face, A.FaceUpSide)
    assert _has(node, A.CantLookAtBoosterPacks) and _has(node, A.MustDraftAtRandom)
    assert first(node, A.CardsDraftedThisWay).amount.number.value == 3


def test_next_time_a_player_drafts_and_guess():
    node = one("Reveal Spire Phantasm as you draft it. The next time a player drafts a card from this booster "
               "pack, guess that card's name. Then that player reveals the drafted card.", "Spire Phantasm")
    sentence = first(node, A.NextTimeDraftsSentence)
    assert isinstance(sentence.player, A.Quantified) and _has(sentence.what, A.FromBoosterPack)
    assert _has(node, A.GuessName) and _has(node, A.DraftedWord)


def test_during_and_after_the_draft():
    node = one("During the draft, you may turn Illusionary Informant face down. If you do, look at the next card "
               "drafted by a player of your choice.", "Illusionary Informant")
    assert _has(node, A.DuringTheDraft) and isinstance(first(node, A.DraftedBy).player, A.Quantified)
    # CR 905.1d: the card pool after the draft
    node = one("Immediately after the draft, you may reveal a card in your card pool. Each other player may "
               "offer you one card in their card pool in exchange. You may accept any one offer.", "Deal Broker")
    assert isinstance(first(node, A.InCardPool).pool.owner, A.Your)
    offer = first(node, A.OfferCardInExchange)
    assert offer.amount.number.value == 1 and isinstance(offer.pool.owner, A.Their)
    assert _has(node, A.AcceptOneOffer)


def test_removed_from_the_draft_condition():
    node = one("If you removed a creature card with flying from the draft with cards named Animus of Predation, "
               "Animus of Predation has flying. The same is true for first strike, double strike, deathtouch, "
               "haste, hexproof, indestructible, lifelink, menace, reach, and vigilance.", "Animus of Predation")
    what = first(node, A.YouRemovedCondition).what
    assert _has(what, A.WithKeyword) and _has(what, A.FromDraftWith)


# -- before the game begins (CR 103.2, 905.4) --------------------------------------------------

def test_before_you_shuffle_your_deck():
    node = one("Before you shuffle your deck to start the game, you may reveal this card from your deck and exile "
               "three or more creature cards you drafted that aren't in your deck.", "Volatile Chimera")
    sentence = first(node, A.BeforeGameStartSentence)
    assert isinstance(sentence.deck.owner, A.Your)
    assert isinstance(first(node, A.RevealSelfFromDeck).what, A.SelfThis)
    assert isinstance(first(node, A.DraftedBy).player, A.You) and _has(node, A.NotInDeck)
    node = one("When Arcane Savant enters the battlefield, copy a card you exiled with cards named Arcane Savant. "
               "You may cast the copy without paying its mana cost.", "Arcane Savant")
    assert isinstance(first(node, A.ExiledWithCardsNamed).player, A.You)


# -- hands, libraries and what a search finds --------------------------------------------------

def test_unless_there_are_cards_in_graveyard():
    # the condition, checked as the discard happens, stops it (CR 608.2c)
    node = one("Threshold — Whenever this creature deals combat damage to a player, draw a card. Then discard a "
               "card unless there are seven or more cards in your graveyard.")
    there = first(node, A.UnlessCondition).condition
    assert isinstance(there, A.ThereAreCondition) and there.objects.amount.number.value == 7


def test_search_for_basic_land_type_and_either_value():
    # CR 205.3i: the basic land types
    node = one("When this creature enters, if it was kicked, search your library for a land card with a basic "
               "land type, reveal it, put it into your hand, then shuffle.")
    basic = first(node, A.WithBasicLandType)
    assert basic.supertype.name == "basic" and basic.card_type.name == "land"
    # CR 202.3: either mana value
    node = one("When this creature enters, you may search your library for an artifact card with mana value 4 "
               "or 5, reveal it, put it into your hand, then shuffle.")
    either = first(node, A.EitherValue)
    assert (either.first.number.value, either.second.number.value) == (4, 5)


def test_would_draw_one_or_more_and_cards_in_hand():
    # CR 614.1a: one replacement for the whole draw; "one or fewer cards in hand"
    node = one("As long as you have one or fewer cards in hand, if you would draw one or more cards, you draw "
               "that many cards plus one instead.")
    assert first(node, A.WouldDrawOrMore).amount.number.value == 1
    # CR 402: at least one card in hand
    node = one("At the beginning of your upkeep, if you have a card in hand, return Imaginary Pet to its owner's "
               "hand.", "Imaginary Pet")
    has = first(node, A.HasACardInHand)
    assert isinstance(has.player, A.You) and not has.word.noun.plural


def test_cant_play_lands_or_cast_spells():
    # CR 101.2: the "can't" wins over the rules that let a player play lands (305.1) and cast (601.2)
    node = one("You can't play lands or cast spells from your hand.")
    both = first(node, A.CantPlayOrCast)
    assert type_names(both.played) == ["land"] and type_names(both.cast) == ["spell"]
    assert _has(both.cast, A.FromZone)


def test_exile_one_face_down():
    # CR 406.3: a card exiled face down
    node = one("Imprint — When this creature enters, look at the top four cards of your library, exile one face "
               "down, then put the rest on the bottom of your library in any order.")
    exile = first(node, A.ExileFaceDown)
    assert exile.subject is None and exile.what.number.value == 1


def test_have_a_player_shuffle_and_skip_a_step_this_turn():
    # CR 701.24: the named player shuffles their library
    node = one("Look at the top three cards of target player's library, then put them back in any order. You "
               "may have that player shuffle.")
    assert _has(node, A.Shuffle)
    # CR 614.1b: the step is skipped, only this turn (CR 611.2a)
    node = one("At the beginning of your upkeep, you may search your library for a basic land card, reveal that "
               "card, put it into your hand, then shuffle. If you do, you skip your draw step this turn.")
    skip = first(node, A.SkipStepDuring)
    assert isinstance(skip.subject, A.You) and isinstance(skip.duration, A.ThisTurn)


def test_unless_it_entered_this_turn():
    # CR 603.6a: whether it entered the battlefield this turn
    node = one("Whenever Moon-Circuit Hacker deals combat damage to a player, you may draw a card. If you do, "
               "discard a card unless Moon-Circuit Hacker entered the battlefield this turn.", "Moon-Circuit Hacker")
    entered = first(node, A.UnlessCondition).condition
    assert isinstance(entered, A.EnteredThisTurnCondition) and isinstance(entered.subject, A.SelfByName)
