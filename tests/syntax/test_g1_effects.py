"""G1: one-shot effects, triggers and sentence shapes, on real Oracle lines."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


def test_enters_trigger_returns_a_card_to_your_hand():
    node = one("When this creature enters, return target creature card from your graveyard to your hand.")
    trig = first(node, A.TriggeredAbility)
    assert isinstance(trig.trigger, A.When)
    event = trig.trigger.event
    assert isinstance(event, A.Event) and isinstance(event.subject, A.SelfThis)
    assert [type(p) for p in event.predicates] == [A.Enters]
    ret = first(node, A.ReturnEffect)
    assert ret.subject is None and isinstance(ret.what, A.Target)
    assert type_names(ret.what) == ["creature", "card"]
    assert isinstance(ret.destination, A.ZoneRef) and ret.destination.zone.name == "hand"


def test_either_subject_and_or_events():
    node = one("Whenever this creature or another Ally you control enters, you gain 1 life.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.EitherSubject)
    assert type_names(event.subject.second) == ["Ally"]
    node = one("Whenever this creature enters or attacks, draw a card.")
    assert [type(p) for p in first(node, A.Event).predicates] == [A.Enters, A.Attacks]


def test_combat_damage_to_a_player_trigger():
    node = one("Whenever this creature deals combat damage to a player, draw a card.")
    pred = first(node, A.Event).predicates[0]
    assert isinstance(pred, A.DealsDamageEvent) and pred.combat is not None
    assert type_names(pred.to) == ["player"]


def test_search_chain_puts_land_onto_battlefield_tapped():
    line = "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."
    node = one(line)
    chain = first(node, A.EffectChain)
    kinds = [type(i) for i in chain.items if not isinstance(i, (A.JoinComma, A.JoinThen))]
    assert kinds == [A.SearchLibrary, A.PutEffect, A.Shuffle]
    put = first(node, A.PutEffect)
    assert isinstance(put.destination, A.ToBattlefield)
    assert [type(m) for m in put.destination.modifiers] == [A.TappedMod]


def test_cast_without_paying_and_play_that_card():
    node = one("You may cast that card without paying its mana cost.")
    cast = first(node, A.CastEffect)
    assert isinstance(cast.what, A.ThatRef) and isinstance(cast.without_paying, A.WithoutPaying)
    assert isinstance(first(node, A.MayEffect).player, A.You)


def test_trigger_limited_to_once_each_turn():
    node = one("Whenever a creature you control dies, draw a card. This ability triggers only once each turn.")
    items = first(node, A.Sentences).items
    assert isinstance(items[1], A.TriggersOnceEachTurn)
    assert items[1].noun.name == "ability"
    assert [type(p) for p in first(node, A.Event).predicates] == [A.Dies]


def test_damage_equal_to_its_power():
    node = one("This creature deals damage equal to its power to any target.")
    dmg = first(node, A.DealsDamageEqual)
    assert isinstance(dmg.quantity, A.ItsStat) and isinstance(dmg.quantity.stat, A.Power)
    assert isinstance(dmg.recipient, A.AnyTarget)


def test_where_x_is_the_number_of_creatures_you_control():
    node = one("Draw X cards, where X is the number of creatures you control.")
    chain = first(node, A.EffectChain)
    assert isinstance(chain.items[0], A.Draw) and isinstance(chain.items[0].amount.amount, A.X)
    assert isinstance(chain.where.quantity, A.NumberOf)
    assert type_names(chain.where.quantity) == ["creature"]


def test_counter_unless_its_controller_pays():
    node = one("Counter target spell unless its controller pays {3}.")
    counter = first(node, A.CounterSpell)
    assert isinstance(counter.unless.player, A.ItsController)
    assert [s.symbol for s in counter.unless.cost.symbols] == ["3"]


def test_each_players_upkeep_and_named_counters():
    node = one("At the beginning of each player's upkeep, that player loses 1 life.")
    step = first(node, A.AtBeginningOf).step
    assert isinstance(step, A.StepOf) and isinstance(step.owner, A.EachPlayers) and step.step.name == "upkeep"
    node = one("At the beginning of your upkeep, put a lore counter on this Saga.")
    put = first(node, A.PutCounters)
    assert isinstance(put.kind, A.CounterKind) and put.kind.name.name == "lore"


def test_rest_goes_to_the_bottom_in_a_random_order():
    node = one("Put that card into your hand and the rest on the bottom of your library in a random order.")
    assert isinstance(first(node, A.PutEffect).destination, A.IntoZone)
    bottom = first(node, A.ElidedPut).destination
    assert isinstance(bottom.order, A.RandomOrder)
