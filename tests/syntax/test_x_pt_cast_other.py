"""Session 8 corpus tail (hpc): keyword actions and their triggers, keywords with X, casting
permissions and restrictions, keyword abilities and their costs, companions
(grammar/rules/99_v_pt_keywords.lark, 99_v_cast_layouts.lark).
Each test parses a real Oracle line, demands the round trip (``one``) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


# -- keyword actions and their triggers (CR 701) ----------------------------------------------

def test_the_ring_tempts_you_after_a_trigger_and_as_a_sentence():
    # CR 701.54a: the Ring tempts you (a keyword action; "the Ring" keeps its capital)
    node = one("Whenever a commander an opponent controls dies, the Ring tempts you.")
    assert isinstance(node.body, A.TriggeredAbility)
    assert first(node.body.sentences, A.RingTemptsYou) is not None
    node = one("I, II, III — Create a 3/3 black Wraith creature token with menace. The Ring tempts you.")
    assert first(node, A.RingTemptsYou) is not None


def test_suspect_a_target_creature():
    # CR 701.60a: suspect up to one target creature (it has menace and can't block, 701.60c)
    node = one("When ~ enters, suspect up to one target creature. (A suspected creature has menace and can't "
               "block.)")
    suspect = first(node, A.Suspect)
    assert type_names(suspect.what) == ["creature"]


def test_foretelling_a_card_is_a_trigger_event():
    # CR 702.143a: foretelling is a special action; CR 603.2: the event triggers the ability
    node = one("Whenever you foretell a card, ~ gets +2/+0 until end of turn.")
    event = first(node, A.KeywordActionEvent)
    assert event.keyword.name == "foretell"


def test_investigating_for_the_first_time_and_an_additional_time():
    # CR 701.16a investigate; "for the first time each turn" limits the trigger (CR 603.2)
    node = one("Whenever you investigate for the first time each turn, investigate an additional time.")
    event = first(node, A.InvestigatesEvent)
    assert event.first_time is not None
    assert first(node.body.sentences, A.InvestigateAdditionalTime) is not None


# -- keywords with X and keyword costs that are actions (CR 702) ------------------------------

def test_firebending_x_where_x_is_a_quantity():
    # CR 107.3a: the X of "Firebending X" is defined by the text after it
    node = one("Firebending X, where X is this creature's power. (Whenever this creature attacks, add X {R}. "
               "This mana lasts until end of combat.)")
    keyword = first(node, A.KeywordWhereX)
    assert isinstance(keyword.keyword, A.NumberedKeyword)
    assert keyword.keyword.name.name == "firebending"
    assert isinstance(keyword.where, A.WhereX)
    node = one("Firebending X, where X is the number of creatures you control. (Whenever this creature attacks, "
               "add X {R}. This mana lasts until end of combat.)")
    assert type_names(first(node, A.KeywordWhereX).where) == ["creature"]


def test_cumulative_upkeep_that_is_an_action():
    # CR 702.24a: the upkeep cost is paid once per age counter; here it is adding mana or a coin flip
    node = one("Cumulative upkeep—Add {R}. (At the beginning of your upkeep, put an age counter on this permanent, "
               "then sacrifice it unless you pay its upkeep cost for each age counter on it.)")
    keyword = first(node, A.KeywordDashAddMana)
    assert keyword.name.name == "cumulative upkeep"
    assert keyword.mana.symbols[0].symbol == "R"
    node = one("Cumulative upkeep—Flip a coin. (At the beginning of your upkeep, put an age counter on this "
               "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)")
    assert first(node, A.KeywordDashFlipCoin).name.name == "cumulative upkeep"


def test_they_are_black_zombies_in_addition_to_their_other_colors_and_types():
    # CR 205.1b: types added to the ones they have; CR 105.3: a color added
    node = one("{T}, Remove three study counters from ~ and sacrifice it: Put all creature cards from all "
               "graveyards onto the battlefield under your control. They're black Zombies in addition to their "
               "other colors and types.")
    what = first(node, A.TheyAreCharacteristics).what
    assert isinstance(what, A.Characteristics)
    color, subtype = what.items
    assert color.name == "black" and subtype.name == "Zombie"
    assert isinstance(what.in_addition.other, A.OtherColorsAndTypes)
    node = one("For each player, choose up to one target creature card in that player's graveyard. Put those cards "
               "onto the battlefield under your control. They're Zombies in addition to their other types.")
    assert first(node, A.TheyAreCharacteristics) is not None


# -- keyword abilities and keyword costs (CR 602, 601.2f) -------------------------------------

def test_keyword_abilities_a_player_activates_cost_less():
    # CR 601.2f: a reduction per Dragon; CR 602.1: the boast abilities that player activates
    node = one("Boast abilities you activate cost {1} less to activate for each Dragon you control.")
    reduction = first(node, A.CostsLessToActivatePerEach)
    subject = reduction.what
    assert isinstance(subject, A.KeywordAbilities) and subject.keyword.name == "boast"
    assert first(subject.abilities, A.ActivatedBy) is not None
    # CR 115.1b: only the equip abilities that target it
    node = one("Equip abilities you activate that target ~ cost {3} less to activate.")
    subject = first(node, A.KeywordAbilities)
    assert subject.keyword.name == "equip"
    assert first(subject.abilities, A.ThatTargets) is not None


def test_abilities_an_opponent_activates_that_target_cost_more():
    # CR 601.2f, 602.2b: the increase applies to the abilities that target a Merfolk you control
    node = one("Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.")
    increase = first(node, A.CostsMoreToActivate)
    assert first(increase.what, A.ActivatedBy) is not None
    assert type_names(first(increase.what, A.ThatTargets)) == ["Merfolk"]


def test_unlock_and_blitz_costs_a_player_pays():
    # CR 709.5e: unlocking a door has a cost; CR 601.2f: a reduction of that cost
    node = one("Unlock costs you pay cost {1} less.")
    reduction = first(node, A.KeywordCostsLess)
    assert isinstance(reduction.costs, A.UnlockCostsPaidBy)
    assert reduction.cost.symbols[0].symbol == "1"
    # CR 903.8: counted per time the commander was cast from the command zone
    node = one("Blitz costs you pay cost {1} less for each time you've cast your commander from the command zone "
               "this game.")
    reduction = first(node, A.KeywordCostsLessPerEach)
    assert isinstance(reduction.costs, A.KeywordCostsPaidBy) and reduction.costs.keyword.name == "blitz"
    assert isinstance(reduction.per, A.ForEachTimeCast)


# -- casting (CR 601, 118.9, 101.2) -----------------------------------------------------------

def test_spells_a_player_casts_cost_less():
    # CR 601.2: "that player casts" names the caster of the spells (a filter's qualifier)
    node = one("[−2]: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker "
               "spells that player casts cost {2} less to cast.")
    assert first(node, A.CastBy) is not None


def test_spells_cost_less_and_cant_be_countered():
    # CR 601.2f cost reduction and CR 101.2 a "can't", on the same spells
    node = one("Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.")
    sentence = first(node, A.CostsLessAndCantBeCountered)
    assert sentence.cost.symbols[0].symbol == "1"
    assert first(sentence.subject, A.CastBy) is not None


def test_play_it_this_turn_without_paying_its_mana_cost():
    # CR 118.9: playing without paying the mana cost; CR 611.2a: for this turn only
    node = one("{T}, Sacrifice this creature: Choose an exiled card an opponent owns with a void counter on it. "
               "You may play it this turn without paying its mana cost.")
    play = first(node, A.PlayDuringWithoutPaying)
    assert play.duration is not None and play.without is not None
    node = one("{2}{W}{U}{B}{R}{G}: Exile the top three cards of your library. You may play them this turn without "
               "paying their mana costs.")
    assert first(node, A.PlayDuringWithoutPaying) is not None


def test_cant_cast_during_your_first_turns():
    # CR 101.2: a restriction for the player's first, second and third turns
    node = one("You can't cast ~ during your first, second, or third turns of the game.")
    restriction = first(node, A.CantCastSelfDuring)
    assert [type(o).__name__ for o in restriction.duration.ordinals] == ["First", "Second", "Third"]


# -- companions and parity (CR 702.139, 202.3) ------------------------------------------------

def test_companion_deck_contains_only():
    # CR 702.139a: the deck-building condition of a companion
    node = one("Companion — Your starting deck contains only cards with mana value 3 or greater and land cards. "
               "(If this card is your chosen companion, you may put it into your hand from outside the game for "
               "{3} as a sorcery.)")
    condition = first(node, A.DeckContainsOnly)
    assert type_names(condition.also) == ["land", "card"]
    node = one("Companion — Your starting deck contains only cards with even mana values. (If this card is your "
               "chosen companion, you may put it into your hand from outside the game for {3} as a sorcery.)")
    condition = first(node, A.DeckContainsOnly)
    assert condition.also is None
    assert isinstance(first(condition.cards, A.WithParityManaValue).parity, A.Even)


def test_companion_each_card_is_one_of_the_types():
    # CR 702.139a; CR 205.3m: the creature types a card may have
    node = one("Companion — Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or "
               "Beast card. (If this card is your chosen companion, you may put it into your hand from outside the "
               "game for {3} as a sorcery.)")
    deck = first(node, A.DeckIsTypes)
    assert "Cat" in type_names(deck.types) and "Beast" in type_names(deck.types)


def test_objects_with_an_odd_or_even_mana_value():
    # CR 202.3: mana value is a number, odd or even (zero is even)
    node = one("If a source you control with an odd mana value would deal damage to a permanent or player, it "
               "deals double that damage to that permanent or player instead.")
    assert isinstance(first(node, A.WithParityManaValue).parity, A.Odd)
    node = one("Your opponents can't cast spells with even mana values. (Zero is even.)")
    assert isinstance(first(node, A.WithParityManaValue).parity, A.Even)


# -- several predicates, becoming, keywords (CR 611.3a, 205.1b, 702) --------------------------

def test_also_gets_and_has_as_long_as():
    # "also" has no rules meaning: the same static sentence as without it (CR 611.3a)
    node = one("Creatures you control also get +1/+0 and have trample as long as you control six or more "
               "creatures.")
    sentence = first(node, A.GetsAndAsLongAs)
    assert first(sentence.second, A.KeywordWord).name.name == "trample"
    assert sentence.condition is not None


def test_becomes_the_type_of_your_choice_in_addition_to_its_other_types():
    # CR 205.1b: the chosen basic land type is added to the ones it has
    node = one("{T}: Until end of turn, target land you control becomes the basic land type of your choice in "
               "addition to its other types.")
    becomes = first(node, A.BecomesChosenInAddition)
    assert isinstance(becomes.in_addition.other, A.OtherTypes)


def test_becomes_your_choice_of_three_characteristics():
    # CR 614.12, 607.2: one of the three, chosen as it enters
    node = one("As this creature enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or "
               "a 1/6 creature with defender.")
    choice = first(node, A.BecomesYourChoice)
    assert len(choice.choices) == 3
    assert all(isinstance(c, A.Characteristics) for c in choice.choices)


def test_nonbasic_landwalk_is_a_keyword_of_a_quality():
    # CR 702.14c: landwalk of lands without a supertype
    node = one("Equipped creature has nonbasic landwalk. (It can't be blocked as long as defending player controls "
               "a nonbasic land.)")
    walk = first(node, A.QualifiedLandwalk)
    assert isinstance(walk.quality, A.WalkNonSupertype)
    assert walk.keyword.name == "landwalk"


def test_players_cant_cycle_cards():
    # CR 702.29a: cycling is an activated ability; CR 101.2 a "can't"
    node = one("Players can't cycle cards.")
    assert type_names(first(node, A.CantCycle).what) == ["card"]


def test_a_creature_dying_makes_abilities_trigger_again():
    # CR 700.4: "dies"; CR 603.2d: the ability triggers an additional time
    node = one("If a creature dying causes a triggered ability of a permanent you control to trigger, that ability "
               "triggers an additional time.")
    sentence = first(node, A.DyingTriggersAdditionalTime)
    assert type_names(sentence.dying) == ["creature"]
    assert type_names(sentence.source) == ["permanent"]


# -- mana (CR 106, 605) -----------------------------------------------------------------------

def test_for_each_unspent_mana_of_a_color():
    # CR 106.4: mana in the mana pool
    node = one("Omnath gets +1/+1 for each unspent green mana you have.", "Omnath")
    assert first(node, A.ForEachUnspentMana).color.name == "green"


def test_tapping_a_permanent_for_a_mana_symbol():
    # CR 605.1a: tapped for that mana; the ability adds one more
    node = one("Whenever you tap a permanent for {C}, add an additional {C}.")
    event = first(node, A.TapsForSymbolEvent)
    assert event.mana.symbols[0].symbol == "C"


def test_any_combination_of_three_mana_symbols():
    # CR 106.1: each of the two mana is one of the listed symbols
    node = one("{T}: Add two mana in any combination of {U}, {B}, and/or {R}.")
    added = first(node, A.AddCombinationOfList)
    assert [m.symbols[0].symbol for m in added.symbols] == ["U", "B", "R"]


def test_you_played_a_land_this_turn():
    # CR 305.1: playing a land; the mana ability adds {B} instead
    node = one("{T}: Add {U}. If you played a land this turn, add {B} instead.")
    assert type_names(first(node, A.YouPlayedThisTurn).what) == ["land"]


# -- casting (CR 101.2, 601) ------------------------------------------------------------------

def test_during_each_opponents_end_step():
    # CR 500.1, 702.8a: casting as though with flash during those steps
    node = one("During each opponent's end step, you may cast spells as though they had flash.")
    assert first(node, A.DuringEachOpponentsStep).step.name == "end step"


def test_spells_that_are_either_color_and_spells_cast_this_turn():
    # CR 105.2: either color
    node = one("Each spell you cast that's red or green costs {1} less to cast.")
    either = first(node, A.ThatsColorOrColor)
    assert (either.first.name, either.second.name) == ("red", "green")
    # CR 601.2i: counted per spell that player has cast this turn
    node = one("Each spell a player casts costs {1} more to cast for each other spell that player has cast this "
               "turn.")
    assert first(node, A.CastBy) is not None and first(node, A.CastThisTurnBy) is not None


def test_each_card_a_player_draws():
    # CR 121.1: the cards they draw
    node = one("Players reveal each card they draw.")
    assert first(node, A.DrawnBy) is not None


def test_any_one_of_three_colors():
    # CR 105.2: a spell of any one of those colors
    node = one("Whenever a player casts a black, red, or green creature spell, it gains devour 5.")
    colors = first(node, A.AnyOfColors)
    assert [c.name for c in colors.colors] == ["black", "red", "green"]


# -- timing and schemes (CR 117.1a, 701.33) ---------------------------------------------------

def test_activate_only_as_an_instant():
    # CR 117.1a: an instant's timing (any time its controller has priority)
    node = one("Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as an instant.")
    limit = first(node, A.ActivateOnlyAsInstant)
    assert limit.instant.name == "instant"


def test_abandon_this_scheme_at_end_of_combat():
    # CR 701.33b abandon; CR 603.7: done later, at end of combat
    node = one("When four or more creatures attack you, abandon this scheme at end of combat.")
    abandon = first(node, A.AbandonSchemeDelayed)
    assert isinstance(abandon.when, A.DelayedEndOfCombat)
