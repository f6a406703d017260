"""Counters of the corpus tail, session 8 (grammar/rules/99_w_counters.lark): counts of counters as
conditions, counter replacements of each kind, trigger events while a permanent has counters, loyalty
abilities. Each test parses a real Oracle line, demands the round trip (``one``) and checks the typed
AST against the rule."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _count(node) -> int:
    return node.number.value


# -- counts of counters as conditions (CR 122.1) ------------------------------------------------

def test_had_one_or_more_counters_on_it():
    # CR 608.2h: "had" looks at the object as it last existed; no kind: counters of any kind
    node = one("Whenever another creature you control leaves the battlefield, if it had one or more counters on "
               "it, you draw a card and you lose 1 life.")
    cond = first(node, A.HadCountersOrMore)
    assert isinstance(cond.holder, A.It) and _count(cond.amount) == 1 and cond.kind is None
    node = one("Whenever a creature you control dies or is put into the command zone, if it had one or more +1/+1 "
               "counters on it, you may put that many +1/+1 counters on target creature.")
    cond = first(node, A.HadCountersOrMore)
    assert cond.kind.name.power == "+1" and cond.kind.name.toughness == "+1"


def test_unless_an_opponent_has_poison_counters():
    # CR 122.1: a player's poison counters; the "unless" of an effect (the node of "as long as ...")
    node = one("Corrupted — When this creature enters, sacrifice a creature unless an opponent has three or more "
               "poison counters.")
    sac = first(node, A.Sacrifice)
    cond = sac.unless.condition
    assert isinstance(cond, A.HasCountersOrMore)
    assert _count(cond.amount) == 3 and cond.kind.name.name == "poison"


def test_exiled_with_a_counter_on_it():
    # CR 406: a card in exile; CR 122.1: with the counter on it
    node = one("At the beginning of your upkeep, if this card is exiled with an egg counter on it, remove an egg "
               "counter from it.")
    cond = first(node, A.ExiledWithCountersCondition)
    assert isinstance(cond.subject, A.SelfThis) and isinstance(cond.amount, A.One)
    assert cond.kind.name.name == "egg"


def test_with_base_power_and_toughness():
    # CR 613.4b: base values, before modifications
    node = one("Whenever one or more other creatures with base power and toughness 1/1 enter the battlefield under "
               "your control, put a +1/+1 counter on ~.")
    pt = first(node, A.WithBasePtSuffix).pt
    assert (pt.power, pt.toughness) == ("1", "1")


def test_dealt_damage_to_a_player_this_turn():
    # CR 120.1: damage dealt earlier in the turn
    node = one("At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a "
               "+1/+1 counter on it.")
    cond = first(node, A.DealtDamageToThisTurnCondition)
    assert isinstance(cond.source, A.SelfThis) and cond.combat is None
    assert cond.recipient.filter.types.items[0].words[0].name.name == "opponent"
    node = one("At the beginning of each end step, if Wolverine dealt damage to another creature this turn, put a "
               "+1/+1 counter on him.", "Wolverine")
    assert isinstance(first(node, A.DealtDamageToThisTurnCondition).source, A.SelfByName)
    # CR 510.2: only combat damage counts
    node = one("At the beginning of your end step, if you dealt combat damage to a player this turn, draw a card.")
    cond = first(node, A.DealtDamageToThisTurnCondition)
    assert isinstance(cond.source, A.You) and cond.combat is not None


# -- counters that would be put (CR 614.1a, 122.6) ----------------------------------------------

def test_that_many_plus_one_of_each_kind():
    node = one("If one or more counters would be put on an artifact or creature you control, that many plus one of "
               "each of those kinds of counters are put on that permanent instead.")
    result = first(node, A.CountersPutInstead).result
    assert isinstance(result, A.ThatManyPlusEachKindPut)
    assert _count(result.plus) == 1 and isinstance(result.kinds, A.EachOfThoseKinds)


def test_twice_that_many_of_each_kind():
    node = one("If one or more counters would be put on a creature, Spacecraft, or Planet you control, twice that "
               "many of each of those kinds of counters are put on it instead.")
    result = first(node, A.CountersPutInstead).result
    assert isinstance(result, A.TwiceThatManyEachKindPut) and isinstance(result.on, A.It)


def test_that_many_counters_minus_one():
    node = one("If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters "
               "minus one are put on it instead.")
    result = first(node, A.CountersPutInstead).result
    assert isinstance(result, A.ThatManyMinusCounters)
    assert result.kind.name.power == "-1" and _count(result.minus) == 1


def test_a_player_would_get_counters():
    # CR 122.1: players get counters too (poison, energy, experience ...)
    node = one("If you would get one or more counters, you get that many plus one of each of those kinds of "
               "counters instead.")
    rep = first(node, A.WouldGetCountersPlusInstead)
    assert isinstance(rep.player, A.You) and isinstance(rep.getter, A.You)
    assert _count(rep.amount) == 1 and _count(rep.plus) == 1


# -- trigger events while counters are there (CR 603.2, 603.4) --------------------------------------

def test_becomes_tapped_while_it_has_a_counter():
    node = one("Whenever this creature becomes tapped while it has a -1/-1 counter on it, remove a -1/-1 counter "
               "from it.")
    event = first(node, A.BecomesTappedWhile)
    cond = event.condition
    assert isinstance(cond, A.HasCountersOn) and isinstance(cond.holder, A.It)
    assert isinstance(cond.amount, A.One) and cond.kind.name.toughness == "-1"


def test_cast_while_it_has_counters_and_put_from_anywhere_while():
    node = one("Whenever you cast an instant or sorcery spell while this enchantment has two or more quest counters "
               "on it, you may copy that spell. You may choose new targets for the copy.")
    event = first(node, A.CastsWhile)
    assert isinstance(event.condition, A.HasCountersOnOrMore)
    assert _count(event.condition.amount) == 2
    node = one("Whenever one or more permanent cards are put into your graveyard from anywhere while this creature "
               "has a -1/-1 counter on it, remove a -1/-1 counter from this creature.")
    event = first(node, A.PutIntoZoneFromAnywhereWhile)
    assert isinstance(event.condition.holder, A.SelfThis)


# -- loyalty abilities (CR 606) -----------------------------------------------------------------------

def test_activate_loyalty_abilities_twice():
    # CR 606.3: one loyalty ability of a permanent per turn, unless an effect allows more
    node = one("You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only "
               "once.")
    stat = first(node, A.MayActivateLoyaltyTwice)
    assert isinstance(stat.player, A.You) and isinstance(stat.turn, A.EachTurnMod)
    assert isinstance(stat.abilities, A.LoyaltyAbilitiesOf)
    node = one("Whenever one or more creatures you control deal combat damage to a player, you may return one of "
               "them to its owner's hand. If you do, you may activate loyalty abilities of Kaito twice this turn "
               "rather than only once.", "Kaito")
    stat = first(node, A.MayActivateLoyaltyTwice)
    assert isinstance(stat.turn, A.ThisTurnMod) and isinstance(stat.abilities.owner, A.SelfByName)


def test_activate_loyalty_abilities_any_time():
    # CR 606.3: normally only on one's own turn at sorcery speed (CR 307.1)
    node = one("You may activate loyalty abilities of Teferi, Master of Time on any player's turn any time you could "
               "cast an instant.", "Teferi, Master of Time")
    stat = first(node, A.MayActivateOwnLoyaltyAnyTurn)
    assert isinstance(stat.owner, A.SelfByName) and stat.card_type.name == "instant"
    node = one("As long as The Wandering Emperor entered the battlefield this turn, you may activate her loyalty "
               "abilities any time you could cast an instant.", "The Wandering Emperor")
    stat = first(node, A.MayActivateLoyaltyAnyTime)
    assert isinstance(stat.abilities, A.OwnLoyaltyAbilities)


def test_loyalty_abilities_cost_more_have_and_trigger():
    node = one("Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.")
    stat = first(node, A.LoyaltyAbilitiesCostMore)
    assert type_names_of(stat.abilities.owner) == ["planeswalker"]
    node = one("Each other planeswalker you control has the loyalty abilities of Kasmina, Enigma Sage.",
               ("Kasmina, Enigma Sage", "Kasmina"))
    assert isinstance(first(node, A.HasLoyaltyAbilities).abilities.owner, A.SelfByName)
    node = one("Whenever you activate a loyalty ability of a Chandra planeswalker, you may pay {1}. If you do, copy "
               "that ability. You may choose new targets for the copy.")
    event = first(node, A.ActivatesLoyaltyAbilityEvent)
    assert type_names_of(event.abilities.owner) == ["Chandra", "planeswalker"]
    node = one("At the beginning of your end step, if you didn't activate a loyalty ability of a planeswalker this "
               "turn, you lose 2 life.")
    cond = first(node, A.DidntActivateLoyaltyThisTurn)
    assert isinstance(cond.player, A.You) and type_names_of(cond.abilities.owner) == ["planeswalker"]
    node = one("Counter target loyalty ability of a planeswalker.")
    assert type_names_of(first(node, A.TargetLoyaltyAbility).owner) == ["planeswalker"]


def type_names_of(node):
    return [w.name.name for w in node.walk() if isinstance(w, A.TypeWord)]


# -- counters moved, put, counted (CR 122) -------------------------------------------------------

def test_counters_moved_this_way():
    # CR 122.5: moved counters leave one object and are put on another
    node = one("Mine Vibranium — {3}: Move all +1/+1 counters from target land you control onto target creature. If "
               "one or more +1/+1 counters are moved this way, you gain that much life and draw a card.")
    cond = first(node, A.CountersMovedThisWay)
    assert _count(cond.amount) == 1 and cond.kind.name.power == "+1"


def test_a_counter_was_put_this_turn():
    node = one("At the beginning of each end step, if a +1/+1 counter was put on a permanent under your control "
               "this turn, put a +1/+1 counter on this creature.")
    cond = first(node, A.CounterWasPutThisTurn)
    assert cond.kind.name.power == "+1" and isinstance(cond.under, A.UnderControl)
    assert isinstance(cond.under.player, A.Your)


def test_put_its_counters_of_a_kind():
    # CR 608.2h: the counters it had as it last existed
    node = one("When this creature leaves the battlefield, put its +1/+1 counters on target creature you control.")
    put = first(node, A.PutItsCountersOfKind)
    assert put.kind.name.toughness == "+1" and isinstance(put.target, A.Target)


def test_counter_unless_its_controller_exiles_or_discards():
    # CR 701.6a: countered unless the player does the action (CR 118.12)
    node = one("Counter target spell unless its controller exiles all cards from their graveyard.")
    counter = first(node, A.CounterUnlessDoes)
    assert isinstance(counter.unless, A.Exile) and isinstance(counter.unless.subject, A.ItsController)
    node = one("Whenever this creature becomes the target of a spell an opponent controls, counter that spell unless "
               "its controller discards a card.")
    assert isinstance(first(node, A.CounterUnlessDoes).unless, A.Discard)


def test_cant_have_more_counters_and_started_the_turn_untapped():
    names = ("Rasputin Dreamweaver", "Rasputin")
    node = one("Rasputin can't have more than seven dream counters on it.", names)
    limit = first(node, A.CantHaveMoreCounters)
    assert isinstance(limit.holder, A.SelfByName) and _count(limit.limit) == 7
    assert limit.kind.name.name == "dream"
    node = one("At the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.",
               names)
    assert isinstance(first(node, A.StartedTurnUntapped).subject, A.SelfByName)


def test_exiled_from_the_battlefield_and_turned_face_up_events():
    node = one("Whenever a creature is exiled from the battlefield, put a +1/+1 counter on this creature.")
    event = first(node, A.Event)
    assert isinstance(event.predicates[0], A.ExiledFromBattlefieldEvent)
    node = one("Whenever you turn a permanent face up, put a +1/+1 counter on it.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.You) and isinstance(event.predicates[0], A.TurnsFaceUpEvent)


# -- a legendary card's short name (CR 201.5c) ----------------------------------------------------------

def test_a_legendary_card_calls_itself_by_its_first_word():
    # (cardfile._given_name: the short names of Rasputin Dreamweaver's and Zurgo's counter lines)
    from cardlang.syntax.cardfile import self_names
    assert "Rasputin" in self_names("Rasputin Dreamweaver", legendary=True)
    assert "Zurgo" in self_names("Zurgo Helmsmasher", legendary=True)
    # only a legendary card (CR 201.5c), never a word of the language ("Sliver" is a creature type),
    # never from a name with a title ("Mutagen Man, Living Ooze" creates Mutagen tokens)
    assert "Rasputin" not in self_names("Rasputin Dreamweaver", legendary=False)
    assert "Sliver" not in self_names("Sliver Queen", legendary=True)
    assert "Mutagen" not in self_names("Mutagen Man, Living Ooze", legendary=True)
    node = one("Zurgo attacks each combat if able.", self_names("Zurgo Helmsmasher", legendary=True))
    assert isinstance(first(node, A.SelfByName), A.SelfByName)


# -- a cost of counters, a creature's size (CR 702.21a, 208.1) -----------------------------------------

def test_ward_get_poison_counters():
    # CR 702.21a: ward's cost may be any cost; CR 122.1: the player gets the counters
    node = one("Ward—Get five poison counters. (A player with ten or more poison counters loses the game.)")
    cost = first(node, A.GetCountersCost)
    assert _count(cost.amount) == 5 and cost.kind.name.name == "poison"


def test_if_that_creature_is_one_one():
    node = one("Whenever a creature you control enters, if that creature is 1/1, put two +1/+1 counters on it.")
    cond = first(node, A.IsPtCondition)
    assert isinstance(cond.subject, A.ThatRef) and (cond.pt.power, cond.pt.toughness) == ("1", "1")
