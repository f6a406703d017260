"""Exiling, returning, putting and sacrificing: the corpus tail of session 9
(grammar/rules/99_v_zone_moves.lark). Each test parses a real Oracle line, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


def _zone_names(items) -> list[str]:
    return [item.name for item in items if isinstance(item, A.TypeName)]


# -- the zones of every player, or of every opponent (CR 400.1) ---------------------------------

def test_all_hands_and_graveyards():
    # CR 400.1: every player's hand and every player's graveyard
    node = one("Exile all permanents. Exile all cards from all hands and graveyards. Each player's life total becomes 1.")
    zones = first(node, A.AllZonesList)
    assert _zone_names(zones.items) == ["hand", "graveyard"]
    assert A.SepAnd() in zones.items
    assert isinstance(first(node, A.FromZone).zone, A.AllZonesList)


def test_all_opponents_hands_and_graveyards():
    node = one("[−10]: Exile all cards from all opponents' hands and graveyards.")
    zones = first(node, A.OwnersZonesList)
    assert zones.owners == A.AllOpponents()
    assert _zone_names(zones.items) == ["hand", "graveyard"]


def test_that_zone():
    # CR 608.2c: "that graveyard" is the graveyard the first sentence named
    node = one("{1}{B}: Exile target card from an opponent's graveyard. If no cards are in that graveyard, flip ~.")
    none = first(node, A.NoneInZone)
    assert type_names(none.types) == ["card"]
    assert isinstance(none.zone, A.ThatZone) and none.zone.zone.name == "graveyard"


# -- a number replaced (CR 614.1a) ---------------------------------------------------------------

def test_search_for_two_instead_of_one():
    node = one("If this spell was kicked, search your library for two basic land cards instead of one.")
    instead = first(node, A.EffectInsteadOf)
    assert isinstance(instead.effect, A.SearchLibrary)
    assert instead.effect.what.amount.number.value == 2
    assert isinstance(instead.replaced, A.InsteadOfCount) and instead.replaced.count.number.value == 1


def test_up_to_three_instead_of_two():
    node = one("Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, search "
               "your library for up to three basic Forest cards instead of two.")
    instead = first(node, A.EffectInsteadOf)
    assert isinstance(instead.effect.what, A.UpToCount) and instead.effect.what.amount.number.value == 3
    assert instead.replaced.count.number.value == 2


# -- two objects of one cost (CR 602.1, 701.21) -----------------------------------------------------

def test_sacrifice_a_creature_and_a_swamp():
    # CR 602.1: one cost, "Sacrifice a creature and a Swamp", before the colon: both are sacrificed
    node = one("{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact creature. It can't be regenerated.")
    cost = first(node, A.SacrificeCost)
    assert isinstance(cost.what, A.BothRefs)
    assert type_names(cost.what.first) == ["creature"] and type_names(cost.what.second) == ["Swamp"]
    assert isinstance(first(node, A.Destroy), A.Destroy)


def test_sacrifice_self_and_another_creature():
    node = one("{G}, {T}, Sacrifice ~ and another green creature: Search your library for a green creature card, "
               "put it onto the battlefield, then shuffle.")
    cost = first(node, A.SacrificeCost)
    assert isinstance(cost.what.first, A.SelfByName)
    assert isinstance(cost.what.second, A.Quantified) and cost.what.second.quantifier == A.Another()
    assert type_names(cost.what.second) == ["creature"]


def test_and_in_an_effect_after_a_cost_is_not_joined():
    # the "and" of an effect (after the colon) still joins two effects
    node = one("Sacrifice a creature: You gain 1 life and you draw a card.")
    assert not _has(first(node, A.SacrificeCost), A.BothRefs)


# -- joined references (the lexer's REF_AND) ----------------------------------------------------------

def test_this_artifact_and_all_cards_from_all_graveyards():
    node = one("{4}, {T}: Exile this artifact and all cards from all graveyards. Draw a card.")
    exile = first(node, A.Exile)
    assert isinstance(exile.what, A.BothRefs)
    assert isinstance(exile.what.first, A.SelfThis)
    assert isinstance(first(exile.what.second, A.FromZone).zone, A.AllZones)


def test_up_to_one_other_target():
    node = one("Destroy target artifact or enchantment and up to one other target artifact or enchantment.")
    what = first(node, A.Destroy).what
    assert isinstance(what, A.BothRefs)
    assert isinstance(what.first, A.Target)
    assert isinstance(what.second, A.UpToOtherTarget) and what.second.amount.number.value == 1


# -- a place in a library chosen by a player (CR 401.4) --------------------------------------------

def test_on_your_choice_of_the_top_or_bottom():
    node = one("Put target card from a graveyard on your choice of the top or bottom of its owner's library. "
               "Create a 1/1 white Spirit creature token with flying.")
    dest = first(node, A.OnChoiceOfTopOrBottom)
    assert dest.chooser == A.Your()
    assert dest.zone.zone.name == "library" and isinstance(dest.zone.owner, A.ItsOwners)


def test_on_your_choice_instead_of_into_the_graveyard():
    node = one("Counter target spell. If that spell is countered this way, put that card on your choice of the top "
               "or bottom of its owner's library instead of into that player's graveyard.")
    instead = first(node, A.EffectInsteadOf)
    assert _has(instead.effect, A.OnChoiceOfTopOrBottom)
    assert isinstance(instead.replaced, A.ReplacedIntoZone)


def test_second_from_the_top_or_on_the_bottom():
    node = one("The owner of target nonland permanent puts it into their library second from the top or on the bottom.")
    dest = first(node, A.NthFromTopOrBottom)
    assert dest.zone.zone.name == "library" and dest.zone.owner == A.Their()
    assert dest.ordinal == A.Second()
    assert isinstance(first(node, A.PutEffect).subject, A.TheOwnerOf)


# -- where an object came from, where it is (CR 400.1, 603.4) --------------------------------------

def test_entered_from_your_graveyard_or_cast_from_it():
    node = one("Whenever a creature enters, if it entered from your graveyard or you cast it from your graveyard, "
               "return this card from your graveyard to the battlefield tapped at the beginning of the next end step.")
    either = first(node, A.EitherCondition)
    entered = first(either, A.EnteredFromZoneCondition)
    assert isinstance(entered.subject, A.It) and entered.zone.zone.name == "graveyard"
    assert first(either, A.CastFromCondition).zone.zone.name == "graveyard"


def test_on_the_battlefield_or_in_your_graveyard():
    node = one("{2}{W}: Return ~ to its owner's hand. Activate only if ~ is on the battlefield or in your graveyard.",
               "Skyblade's Boon")
    cond = first(node, A.OnBattlefieldOrInZoneCondition)
    assert isinstance(cond.what, A.SelfByName) and cond.zone.zone.name == "graveyard"


def test_the_only_creature_card_in_your_graveyard():
    node = one("At the beginning of your upkeep, if this card is the only creature card in your graveyard, you may "
               "return this card to the battlefield.")
    only = first(node, A.IsTheOnly)
    assert isinstance(only.subject, A.SelfThis)
    assert type_names(only.filter) == ["creature", "card"]


def test_state_triggers_no_creatures_and_power():
    # CR 603.8: state triggers
    node = one("When no creatures are on the battlefield, sacrifice ~.")
    state = first(node, A.WhenState)
    assert isinstance(state.condition, A.NoneOnBattlefield) and type_names(state.condition.types) == ["creature"]
    node = one("When ~'s power is 7 or greater, sacrifice it.")
    stat = first(node, A.WhenState).condition
    assert isinstance(stat, A.StatCondition) and isinstance(stat.stat.of, A.SelfByName)
    assert stat.stat.stat == A.Power() and stat.comparison.amount.number.value == 7


# -- the same name as the object in question (CR 201.2) -------------------------------------------

def test_another_permanent_with_the_same_name():
    node = one("Destroy target nonland permanent if another permanent with the same name is on the battlefield.")
    assert _has(node, A.WithTheSameName)
    assert not _has(node, A.SameNameAs)


def test_card_with_the_same_name_searched_for():
    # CR 201.2: the name of the permanent chosen before; "with the same name as" still names the
    # other object itself
    node = one("Choose target permanent an opponent controls. Search that player's library for a card with the same "
               "name and put it onto the battlefield under your control. Then that player shuffles.")
    assert _has(first(node, A.SearchLibrary), A.WithTheSameName)
    node = one("Exile all cards from target player's graveyard with the same name as that card.")
    assert _has(node, A.SameNameAs) and not _has(node, A.WithTheSameName)


# -- an object and a zone shuffled into a library (CR 701.24) ------------------------------------

def test_shuffle_this_artifact_and_your_graveyard():
    node = one("{2}, {T}: You gain 5 life. Shuffle this artifact and your graveyard into their owner's library.")
    shuffle = first(node, A.ShuffleAndZoneInto)
    assert isinstance(shuffle.what, A.SelfThis)
    assert shuffle.zone.zone.name == "graveyard" and shuffle.zone.owner == A.Your()
    assert shuffle.destination.name == "library"


# -- the top cards of the library just named (CR 401.2, 608.2c) -------------------------------------

def test_exile_the_top_card_of_the_library_just_shuffled():
    node = one("{5}: Shuffle your library, then exile the top card. Until end of turn, you may play that card "
               "without paying its mana cost.")
    exile = first(node, A.ExileTopOfThatLibrary)
    assert exile.subject is None
    assert isinstance(exile.what, A.TopOfThatLibrary) and exile.what.count is None
    assert exile.what.word.noun.name == "card"


def test_exile_the_top_three_cards_instead():
    node = one("Exile the top two cards of your library. If this spell's additional cost was paid, exile the top "
               "three cards instead. Until the end of your next turn, you may play those cards.")
    tops = [n for n in node.walk() if isinstance(n, A.TopOfThatLibrary)]
    assert len(tops) == 1 and tops[0].count.number.value == 3


# -- an unpaid kicker (CR 702.33d) ----------------------------------------------------------------

def test_wasnt_kicked():
    node = one("At the beginning of the end step, if this creature wasn't kicked, sacrifice it.")
    cond = first(node, A.WasntKickedCondition)
    assert isinstance(cond.subject, A.SelfThis)
    assert not _has(node, A.WasKickedCondition)


# -- a zone with few cards left in it (CR 401.1) ---------------------------------------------------

def test_a_library_has_twenty_or_fewer_cards_in_it():
    node = one("~ gets +4/+8 as long as a library has twenty or fewer cards in it.")
    cond = first(node, A.ZoneHasOrFewerCards)
    assert cond.zone.owner == A.APlayers() and cond.zone.zone.name == "library"
    assert cond.count.number.value == 20


# -- a characteristic equal to another object's (CR 202.3) -------------------------------------------

def test_permanents_with_that_spells_mana_value():
    node = one("Whenever you cast a Spirit or Arcane spell, destroy all permanents with that spell's mana value.")
    same = first(first(node, A.Destroy), A.WithSameStatAs)
    assert isinstance(same.stat.of, A.ThatRef) and same.stat.stat == A.ManaValue()
