"""G9: effects, static abilities, costs and restrictions on real Oracle lines
(grammar/rules/94_effects_statics.lark). Each test parses a corpus line, demands the
round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


# -- a sentence that ends inside the quotes of the ability it grants (CR 113.1a) ----------

def test_duration_sentence_ends_in_granted_ability():
    node = one('Until end of turn, all creatures gain "{T}: Tap target creature."')
    sentence = first(node, A.DurationSentence)
    assert isinstance(sentence.duration, A.UntilEndOfTurn)
    gains = first(sentence, A.GainsAbility)
    # the quoted ability is an activated ability of its own: cost {T}, effect "tap"
    assert isinstance(first(gains, A.ActivatedAbility), A.ActivatedAbility)
    assert isinstance(first(gains, A.Tap), A.Tap)


def test_as_long_as_sentence_ends_in_granted_ability():
    node = one('As long as you control a Demon, ~ has "{B}: Regenerate ~."')
    st = first(node, A.AsLongAs)
    assert isinstance(st.condition, A.ControlsObjectsCondition)
    assert isinstance(first(st, A.HasAbility), A.HasAbility)
    assert isinstance(first(st, A.Regenerate).what, A.SelfByName)


def test_token_with_quoted_ability_ends_sentence():
    node = one('If its mana value is 2 or less, create a 1/1 black and green Pest creature token '
               'with "When this creature dies, you gain 1 life."')
    cond = first(node, A.ConditionalSentence)
    token = first(cond, A.CreateToken)
    assert isinstance(first(token, A.TokenWithAbility), A.TokenWithAbility)
    assert isinstance(first(token, A.GainLife), A.GainLife)


def test_quote_stop_prints_the_next_sentence_with_a_capital():
    text = 'Until end of turn, target creature gains "{T}: Draw a card." Draw a card.'
    first_sentence, second = one(text).body.sentences.items
    assert isinstance(first_sentence, A.DurationSentence)
    assert isinstance(second, A.EffectSentence) and isinstance(first(second, A.Draw), A.Draw)


# -- searching and zones (CR 701.23) -----------------------------------------------------

def test_search_library_and_or_graveyard():
    node = one("Search your library and/or graveyard for a basic land card, reveal it, and put it into "
               "your hand. If you search your library this way, shuffle.")
    search = first(node, A.SearchLibrary)
    zones = search.zone
    assert isinstance(zones, A.ZonesRef) and isinstance(zones.owner, A.Your)
    assert [z.name for z in zones.items if isinstance(z, A.TypeName)] == ["library", "graveyard"]
    assert isinstance(zones.items[1], A.SepAndOr)
    searched = first(node, A.SearchedThisWay)
    assert isinstance(searched.player, A.You) and searched.zone.zone.name == "library"


def test_exile_from_hand_and_graveyard():
    node = one("Exile all cards from target player's hand and graveyard.")
    zones = first(node, A.ZonesRef)
    assert isinstance(zones.owner, A.TargetPlayers)
    assert [z.name for z in zones.items if isinstance(z, A.TypeName)] == ["hand", "graveyard"]


def test_search_for_up_to_two_basic_lands():
    node = one("Search your library for up to two basic land cards, put them onto the battlefield, then shuffle.")
    found = first(node, A.SearchLibrary).what
    assert isinstance(found, A.UpToCount) and found.amount.number.value == 2
    assert isinstance(first(found.filter, A.Supertype), A.Supertype)
    assert isinstance(first(node, A.Shuffle), A.Shuffle)


def test_then_shuffle_and_put_that_card_on_top():
    node = one("Search your library for a card, then shuffle and put that card on top.")
    put = first(node, A.PutEffect)
    assert isinstance(put.what, A.ThatRef)
    assert isinstance(put.destination, A.PutOnTop)


def test_discard_any_number_then_draw_that_many():
    node = one("Discard any number of cards, then draw that many cards.")
    discard = first(node, A.Discard)
    assert isinstance(discard.what, A.AnyNumberOf)
    draw = first(node, A.Draw)
    assert isinstance(draw.amount.amount, A.ThatMany)


# -- counters and mana -------------------------------------------------------------------

def test_remove_all_counters():
    # CR 122.8: counters of every kind when no kind is named
    node = one("Remove all counters from all permanents and exile all tokens.")
    remove = first(node, A.RemoveAllCounters)
    assert remove.subject is None and remove.kind is None
    assert isinstance(remove.target, A.Quantified)
    node = one("Whenever this creature deals combat damage to a player, remove all -1/-1 counters from it.")
    remove = first(node, A.RemoveAllCounters)
    assert remove.kind.name == A.PTChange("-1", "-1")
    assert isinstance(remove.target, A.It)


def test_add_an_additional_mana():
    # CR 106.12a: a triggered mana ability adding mana to what a land produced
    node = one("Whenever you tap a Swamp for mana, add an additional {B}.")
    extra = first(node, A.AdditionalMana)
    assert first(extra, A.ManaSymbol).symbol == "B"
    node = one("Whenever a Mountain is tapped for mana, its controller adds an additional {R}.")
    adds = first(node, A.PlayerAddsMana)
    assert isinstance(adds.player, A.ItsController)
    assert isinstance(adds.produced, A.AdditionalMana)


def test_that_player_adds_mana():
    node = one("At the beginning of each player's precombat main phase, that player adds {G}{G}.")
    adds = first(node, A.PlayerAddsMana)
    assert isinstance(adds.player, A.ThatRef) and adds.player.types.items[0].words[0].name.name == "player"
    assert [s.symbol for s in adds.walk() if isinstance(s, A.ManaSymbol)] == ["G", "G"]


# -- static abilities ----------------------------------------------------------------------

def test_may_choose_not_to_untap():
    # CR 502.3: the untap step untaps permanents unless an effect says otherwise
    node = one("You may choose not to untap Amber Prison during your untap step.", "Amber Prison")
    st = first(node, A.MayChooseNotToUntap)
    assert isinstance(st.player, A.You) and isinstance(st.permanent, A.SelfByName)
    assert isinstance(st.step, A.UntapStep)


def test_play_with_hand_revealed():
    node = one("Play with your hand revealed.")
    st = first(node, A.PlayRevealed)
    assert st.players is None and st.cards.zone.name == "hand"
    node = one("Players play with the top card of their libraries revealed.")
    st = first(node, A.PlayRevealed)
    assert isinstance(st.players, A.AllMatching) and st.players.filter.types.items[0].words[0].name.plural
    assert isinstance(st.cards, A.TopCard) and st.cards.zone.zone.name == "library"


def test_may_look_at_top_card_any_time():
    node = one("You may look at the top card of your library any time.")
    st = first(node, A.MayLookAnyTime)
    assert isinstance(st.player, A.You)
    assert isinstance(st.cards, A.TopCard) and isinstance(st.cards.zone.owner, A.Your)


def test_can_be_your_commander():
    node = one("Daretti, Scrap Savant can be your commander.", "Daretti, Scrap Savant")
    assert isinstance(first(node, A.CanBeCommander).card, A.SelfByName)


def test_alternative_cost_exile_a_card():
    # CR 118.9: "You may [action] rather than pay [this object's] mana cost"
    node = one("You may exile a red card from your hand rather than pay this spell's mana cost.")
    st = first(node, A.AlternativeCost)
    assert isinstance(st.player, A.You)
    (cost,) = st.costs.costs
    assert isinstance(cost, A.ExileCost)
    assert isinstance(st.replaced, A.OwnManaCost) and isinstance(st.replaced.spell, A.SelfThis)


def test_alternative_cost_of_two_costs():
    node = one("You may pay {1} and return a basic land you control to its owner's hand "
               "rather than pay this spell's mana cost.")
    costs = first(node, A.AlternativeCost).costs.costs
    assert isinstance(costs[0], A.PayManaCost) and costs[0].cost.symbols[0].symbol == "1"
    assert isinstance(costs[1], A.ReturnToHandCost)


def test_alternative_cost_is_not_an_effect_elsewhere():
    # without "rather than pay" the same words are a one-shot "may" effect
    node = one("You may exile a red card from your hand.")
    assert isinstance(first(node, A.MayEffect).effect, A.Exile)
    assert not any(isinstance(n, A.AlternativeCost) for n in node.walk())


def test_optional_additional_cost():
    # CR 601.2b, 118.8: an optional additional cost is chosen as the spell is cast
    node = one("As an additional cost to cast this spell, you may pay {2}{R}.")
    st = first(node, A.OptionalAdditionalCost)
    assert isinstance(st.spell, A.SelfThis)
    assert [s.symbol for s in st.cost.cost.symbols] == ["2", "R"]


def test_additional_cost_one_of_three():
    node = one("As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.")
    st = first(node, A.AdditionalCostOneOf)
    assert [type(c) for c in st.costs] == [A.SacrificeCost, A.DiscardCost, A.PayLifeCost]


# -- durations and restrictions --------------------------------------------------------

def test_for_as_long_as_remains_tapped():
    # CR 611.2b: the effect lasts as long as the condition holds
    node = one("{2}, {T}: Target creature gets +2/-2 for as long as Ashnod's Battle Gear remains tapped.",
               "Ashnod's Battle Gear")
    duration = first(node, A.ForAsLongAs)
    assert isinstance(duration.condition, A.RemainsTapped)
    assert isinstance(duration.condition.subject, A.SelfByName)


def test_for_as_long_as_remains_on_battlefield_and_exiled():
    node = one("{T}: Gain control of target creature for as long as ~ remains on the battlefield.")
    assert isinstance(first(node, A.ForAsLongAs).condition, A.RemainsOnBattlefield)
    node = one("You may cast that card for as long as it remains exiled.")
    assert isinstance(first(node, A.RemainsExiled).subject, A.It)


def test_activate_only_during_your_turn_before_attackers():
    # CR 602.5b: a restriction on when an activated ability may be activated
    node = one("{T}: Draw a card. Activate only during your turn, before attackers are declared.")
    st = first(node, A.ActivateOnlyYourTurnBefore)
    assert isinstance(st.before, A.BeforeAttackers)


def test_modal_with_commander_rider():
    # CR 700.2: the number of modes is chosen as the spell is cast
    text = ("Choose one. If you control a commander as you cast this spell, you may choose both instead.\n"
            "• Creatures you control gain flying until end of turn.\n"
            "• Creatures you control gain lifelink until end of turn.")
    node = one(text)
    modal = first(node, A.ModalWithRider)
    assert isinstance(modal.count, A.ChooseN) and modal.count.number.value == 1
    assert isinstance(modal.rider, A.MayChooseBothIf)
    assert isinstance(modal.rider.condition, A.ControlsACommander)
    assert len(modal.modes) == 2


def test_modal_with_restriction():
    text = ("{4}, {T}: Choose one. Activate only as a sorcery.\n"
            "• Draw a card.\n"
            "• Destroy target creature.")
    modal = first(one(text), A.ModalWithRider)
    assert isinstance(modal.rider.restriction, A.ActivateOnlyAsSorcery)
