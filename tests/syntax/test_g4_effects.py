"""G4: effects, triggers, conditions and references on real Oracle lines."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


def test_reveal_hand_and_choose_from_it():
    node = one("Target opponent reveals their hand. You choose a nonland card from it and exile that card.")
    rev = first(node, A.RevealHand)
    assert isinstance(rev.subject, A.Target) and isinstance(rev.hand, A.HandRef)
    assert rev.hand.zone.name == "hand"
    assert isinstance(first(node, A.FromPronoun).source, A.It)


def test_cards_in_hand_conditions():
    node = one("At the beginning of your end step, if you have no cards in hand, draw seven cards.")
    cond = first(node, A.NoCardsInZoneCondition)
    assert isinstance(cond.player, A.You) and cond.zone.name == "hand"
    node = one("As long as you have seven or more cards in hand, this creature gets +2/+1 and has first strike.")
    cond = first(node, A.CardsInZoneOrMore)
    assert cond.amount.number.value == 7


def test_reflexive_trigger_sentence():
    node = one("When this creature enters, you may pay 2 life. When you do, target creature gets -1/-1 until end of turn.")
    ts = first(node, A.TriggerSentence)
    assert isinstance(ts.trigger, A.When) and isinstance(ts.trigger.event, A.WhenYouDo)
    assert isinstance(first(ts.chain, A.GetsPt), A.GetsPt)


def test_delayed_trigger_sentence():
    line = ("Exile target creature. At the beginning of the next end step, "
            "return that card to the battlefield under its owner's control.")
    node = one(line)
    ts = first(node, A.TriggerSentence)
    assert isinstance(ts.trigger, A.AtBeginningOf)
    assert isinstance(first(ts.chain, A.ReturnEffect).what, A.ThatRef)


def test_there_are_n_or_more_condition():
    node = one("When this creature enters, if there are five or more cards in your graveyard, tap target creature.")
    cond = first(node, A.ThereAreCondition)
    assert type_names(cond.objects) == ["card"]


def test_reveal_until():
    line = ("Reveal cards from the top of your library until you reveal a creature card. Put that card onto "
            "the battlefield and the rest on the bottom of your library in a random order.")
    node = one(line)
    rev = first(node, A.Reveal)
    assert isinstance(rev.until, A.RevealUntil)
    assert type_names(rev.until.what) == ["creature", "card"]
    assert isinstance(first(rev.what, A.FromTopOf).zone, A.ZoneRef)


def test_you_may_play_that_card():
    node = one("Exile the top card of your library. You may play that card this turn.")
    play = first(node, A.PlayEffect)
    assert isinstance(play.what, A.ThatRef) and isinstance(play.duration, A.ThisTurn)
    node = one("When this creature enters, exile the top card of your library. Until end of turn, you may play that card.")
    assert first(node, A.PlayEffect).duration is None


def test_delayed_draw():
    node = one("Draw a card at the beginning of the next turn's upkeep.")
    draw = first(node, A.Draw)
    assert isinstance(draw.delayed, A.DelayedAt) and isinstance(draw.delayed.step, A.NextTurnsStep)


def test_return_this_card_from_your_graveyard():
    node = one("{2}{U}, Discard two cards: Return this card from your graveyard to the battlefield tapped.")
    ret = first(node, A.ReturnEffect)
    assert isinstance(ret.what, A.SelfFromZone) and ret.what.zone.zone.name == "graveyard"


def test_tokens_tapped_attacking_and_tapped():
    node = one("Whenever you attack, create a 1/1 white Human creature token that's tapped and attacking.")
    create = first(node, A.CreateTokenAttacking)
    assert create.whom is None
    assert "Human" in [w.name for w in create.token.words if isinstance(w, A.TypeName)]
    node = one("Create two tapped Treasure tokens.")
    assert any(isinstance(w, A.TokenTapped) for w in first(node, A.TokenDesc).words)


def test_delayed_exile_and_sacrifice_unless():
    node = one("Create a 4/4 white Angel creature token with flying. Exile it at the beginning of the next end step.")
    ex = first(node, A.Exile)
    assert isinstance(ex.what, A.It) and isinstance(ex.delayed, A.DelayedAt)
    node = one("When this land enters, sacrifice it unless you tap an untapped permanent you control.")
    sac = first(node, A.Sacrifice)
    assert isinstance(sac.unless, A.UnlessDoes) and isinstance(sac.unless.effect, A.Tap)
    assert isinstance(sac.unless.effect.subject, A.You)


def test_gets_until_end_of_turn_for_each():
    node = one("Whenever this creature attacks, it gets +1/+1 until end of turn for each other attacking Ally.")
    gets = first(node, A.ObjectGetsUntilForEach)
    assert isinstance(gets.duration, A.UntilEndOfTurn) and type_names(gets.for_each) == ["Ally"]


def test_greatest_stat_among_and_stat_condition():
    node = one("{T}: Add X mana of any one color, where X is the greatest toughness among other creatures you control.")
    assert isinstance(first(node, A.GreatestAmong).stat, A.Toughness)
    node = one("At the beginning of the end step, if enchanted creature's power is 4 or greater, destroy this Aura.")
    cond = first(node, A.StatCondition)
    assert isinstance(cond.stat.of, A.EnchantedRef) and isinstance(cond.comparison, A.AtLeast)


def test_objects_in_zone_and_this_turn_conditions():
    node = one("Threshold — This creature gets +2/+2 as long as seven or more cards are in your graveyard.")
    cond = first(node, A.InZoneCondition)
    assert type_names(cond.objects) == ["card"] and cond.zone.zone.name == "graveyard"
    node = one("At the beginning of your end step, if a creature died this turn, put a +1/+1 counter on this creature.")
    assert type_names(first(node, A.DiedThisTurnCondition).subject) == ["creature"]
    node = one("Raid — When this creature enters, if you attacked this turn, draw a card.")
    assert isinstance(first(node, A.AttackedThisTurnCondition).player, A.You)
    node = one("When this creature enters, draw a card if you've cast another blue spell this turn.")
    assert type_names(first(node, A.CastThisTurnCondition).spells) == ["spell"]


def test_tap_or_untap_and_until_end_of_your_next_turn():
    node = one("When this creature enters, you may tap or untap target creature.")
    assert isinstance(first(node, A.TapOrUntap).what, A.Target)
    node = one("Exile the top card of your library. Until the end of your next turn, you may play that card.")
    assert isinstance(first(node, A.DurationSentence).duration, A.UntilEndOfYourNextTurn)


def test_conditional_static_sentence_and_revealed_this_way():
    node = one("If this creature was kicked, it enters with two +1/+1 counters on it.")
    sent = first(node, A.ConditionalStaticSentence)
    assert isinstance(sent.condition, A.WasKickedCondition)
    line = ("Reveal the top three cards of your library. Put all creature cards revealed this way into your hand "
            "and the rest into your graveyard.")
    node = one(line)
    assert first(node, A.RevealedThisWaySuffix) is not None


def test_shuffle_zones():
    node = one("{R}, Sacrifice this creature: Target player shuffles their library.")
    shuf = first(node, A.ShuffleZone)
    assert isinstance(shuf.subject, A.Target) and shuf.zone.zone.name == "library"
    node = one("Target player shuffles their graveyard into their library.")
    shuf = first(node, A.ShuffleZoneInto)
    assert shuf.zone.zone.name == "graveyard" and shuf.into.zone.name == "library"


def test_put_them_back():
    line = "When this creature enters, look at the top four cards of your library, then put them back in any order."
    node = one(line)
    put = first(node, A.PutEffect)
    assert isinstance(put.what, A.Them) and isinstance(put.destination, A.PutBack)
    assert isinstance(put.destination.order, A.AnyOrder)


def test_lose_life_unless_and_gained_life_conditions():
    node = one("At the beginning of your end step, each player loses 4 life unless they sacrifice a nontoken creature.")
    lose = first(node, A.LoseLife)
    assert isinstance(lose.unless.effect, A.Sacrifice) and isinstance(lose.unless.effect.subject, A.They)
    node = one("At the beginning of each end step, if you gained 4 or more life this turn, "
               "create a 4/4 white Angel creature token with flying.")
    assert first(node, A.GainedLifeOrMoreThisTurn).amount.number.value == 4
    node = one("{1}{B}: Return this card from your graveyard to your hand. Activate only if you gained life this turn.")
    assert isinstance(first(node, A.GainedLifeThisTurnCondition).player, A.You)


def test_delayed_trigger_dies_this_turn():
    node = one("All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.")
    ts = first(node, A.TriggerSentence)
    # CR 603.7b: "this turn" is the delayed trigger's duration (G13: WheneverThisTurn)
    assert isinstance(ts.trigger, A.WheneverThisTurn)
    assert [type(p) for p in ts.trigger.event.predicates] == [A.Dies]


def test_any_player_may_activate_this_ability():
    node = one("{2}: Put a plot counter on this enchantment. Any player may activate this ability.")
    may = first(node, A.MayEffect)
    assert isinstance(may.effect, A.ActivateThisAbility) and may.effect.noun.name == "ability"


def test_exile_until_this_leaves():
    line = ("When this creature enters, exile target creature an opponent controls "
            "until this creature leaves the battlefield.")
    node = one(line)
    ex = first(node, A.ExileUntil)
    assert isinstance(ex.what, A.Target) and isinstance(ex.until.object, A.SelfThis)


def test_would_die_this_turn_and_conditional_instead():
    node = one("This spell deals 4 damage to target creature. If that creature would die this turn, exile it instead.")
    assert isinstance(first(node, A.Instead).event, A.WouldDieThisTurn)
    line = ("Destroy target creature or planeswalker with mana value 2 or less. "
            "If this spell was kicked, instead destroy target creature or planeswalker.")
    node = one(line)
    sent = first(node, A.ConditionalInsteadSentence)
    assert isinstance(sent.condition, A.WasKickedCondition) and isinstance(first(sent.chain, A.Destroy), A.Destroy)


def test_was_a_condition_during_your_turn_and_attached_controllers_upkeep():
    node = one("Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit creature token with flying.")
    cond = first(node, A.WasACondition)
    assert isinstance(cond.subject, A.It) and type_names(cond.filter) == ["Human"]
    node = one("During your turn, this creature has first strike.")
    assert isinstance(first(node, A.DurationSentence).duration, A.DuringYourTurn)
    node = one("At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.")
    step = first(node, A.StepOfAttachedController)
    assert isinstance(step.attached, A.EnchantedRef)


def test_that_creatures_controller():
    node = one("When enchanted creature dies, that creature's controller loses life equal to its toughness.")
    lose = first(node, A.LoseLifeEqual)
    assert isinstance(lose.subject, A.ControllerOf) and isinstance(lose.subject.object, A.ThatRef)
    node = one("{T}: Target artifact creature's controller sacrifices it.")
    sac = first(node, A.Sacrifice)
    assert isinstance(sac.subject, A.TargetControllerOf) and type_names(sac.subject.filter) == ["artifact", "creature"]


def test_the_player_and_the_token():
    line = ("At the beginning of the upkeep of enchanted creature's controller, that player may discard a card "
            "at random. If the player does, untap that creature.")
    node = one(line)
    cond = first(node, A.IfDoes)
    assert isinstance(cond.player, A.TheObject) and cond.player.noun.name == "player"
    line = ("Whenever an enchantment you control enters, create a 2/2 white Cat creature token. "
            "If that enchantment is an Aura, you may attach it to the token.")
    node = one(line)
    assert type_names(first(node, A.IsACondition).filter) == ["Aura"]
    assert isinstance(first(node, A.AttachEffect).to, A.TheObject)


def test_if_you_cast_it_and_have_it_deal_damage():
    node = one("When this creature enters, if you cast it, draw a card.")
    assert isinstance(first(node, A.YouCastItCondition).object, A.It)
    node = one("When you cycle this card, you may have it deal 2 damage to target creature.")
    have = first(node, A.HaveDealDamage)
    assert isinstance(have.damage, A.DealDamage) and isinstance(have.damage.source, A.It)


def test_a_number_of_tokens_equal_to_devotion():
    line = ("When this creature enters, create a number of 1/1 black Harpy creature tokens with flying "
            "equal to your devotion to black.")
    node = one(line)
    create = first(node, A.CreateTokenEqual)
    assert isinstance(create.quantity, A.Devotion) and create.quantity.color.name == "black"


def test_reveals_a_number_of_cards_from_their_hand():
    line = ("Whenever this creature or another Ally you control enters, target player reveals a number of cards "
            "from their hand equal to the number of Allies you control.")
    node = one(line)
    rev = first(node, A.RevealNumber)
    assert isinstance(rev.subject, A.Target) and type_names(rev.what) == ["card"]
