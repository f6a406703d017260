"""Counters of the corpus tail (grammar/rules/99_w_counters.lark): putting, removing and counting
counters, the nth counter, suspended cards, entering with more counters. Each test parses a real
Oracle line, demands the round trip (``one``) and checks the typed AST against the rule."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability
from cardlang.syntax.parser import fast_card_parser
from syntax_helpers import first, one


def _kinds(text: str, names=("~",)):
    from cardlang.syntax.lexer import SELF_NAMES
    token = SELF_NAMES.set(tuple(n for n in names if n in text))
    try:
        return [(t.type, str(t)) for t in fast_card_parser().lexer.lex(text)]
    finally:
        SELF_NAMES.reset(token)


# -- the nth counter (CR 122, 603.2) ----------------------------------------------------------

def test_the_fourth_plan_counter_is_put_on():
    # CR 603.2: the ability triggers when the counter that makes four is put on
    node = one("When the fourth plan counter is put on this enchantment, sacrifice it. When you do, put an "
               "indestructible counter on target creature you control.")
    event = first(node, A.NthCounterPutOnEvent)
    assert isinstance(event.ordinal, A.Nth) and event.ordinal.number.value == 4
    assert event.kind.name.name == "plan" and isinstance(event.holder, A.SelfThis)
    node = one("When the twelfth hour counter is put on this artifact, shuffle your hand and graveyard into your "
               "library, then draw seven cards. Exile this artifact.")
    assert first(node, A.NthCounterPutOnEvent).ordinal.number.value == 12
    # "third" is the grammar's own ordinal (50_triggers)
    node = one("When the third plan counter is put on this enchantment, sacrifice it and create three 2/2 "
               "colorless Robot Villain artifact creature tokens.")
    assert isinstance(first(node, A.NthCounterPutOnEvent).ordinal, A.Third)


def test_ordinal_words_are_a_class_of_the_lexer():
    assert ("ORDINAL_WORD", "fifth") in _kinds("When the fifth plan counter is put on this enchantment, sacrifice it.")


# -- counter words that are keywords elsewhere (CR 122.1) -------------------------------------

def test_devotion_and_night_counters():
    # "devotion" and "night" are keywords of the grammar ("devotion to black", "it becomes night");
    # before "counter" they name a kind of counter
    node = one("{T}: Put a devotion counter on Bloodthirsty Ogre.", "Bloodthirsty Ogre")
    put = first(node, A.PutCounters)
    assert put.kind.name.name == "devotion" and isinstance(put.target, A.SelfByName)
    node = one("{T}, Remove a devotion counter from Pious Kitsune: You gain 1 life.", "Pious Kitsune")
    assert first(node, A.RemoveCountersCost).kind.name.name == "devotion"
    node = one("At the beginning of your upkeep, put a night counter on Replicating Ring. Then if it has eight or "
               "more night counters on it, remove all of them and create eight colorless snow artifact tokens "
               "named Replicated Ring with \"{T}: Add one mana of any color.\"", "Replicating Ring")
    assert first(node, A.PutCounters).kind.name.name == "night"
    # "time" stays the grammar's own counter kind (suspend, CR 702.62a)
    assert ("TIME", "time") in _kinds("Remove a time counter from it.")


# -- putting counters (CR 122.6, 107.1c) --------------------------------------------------------

def test_put_up_to_x_counters_and_the_limit():
    node = one("{X}, {T}: Put up to X +1/+0 counters on Clockwork Avian. This ability can't cause the total "
               "number of +1/+0 counters on Clockwork Avian to be greater than four. Activate only during your "
               "upkeep.", "Clockwork Avian")
    put = first(node, A.PutUpToCounters)
    assert isinstance(put.amount, A.X) and put.kind.name.power == "+1" and put.kind.name.toughness == "+0"
    limit = first(node, A.CantCauseCountersAbove)
    assert isinstance(limit.source, A.SelfThis) and isinstance(limit.holder, A.SelfByName)
    assert limit.limit.number.value == 4


# -- damage prevented while counters are there (CR 615.1a) ------------------------------------

def test_prevent_damage_while_it_has_a_counter():
    node = one("If damage would be dealt to Oathsworn Knight while it has a +1/+1 counter on it, prevent that "
               "damage and remove a +1/+1 counter from it.", "Oathsworn Knight")
    prevent = first(node, A.PreventDamageToWhileAnd)
    assert isinstance(prevent.recipient, A.SelfByName) and prevent.condition is not None
    assert any(isinstance(n, A.RemoveCounters) for n in prevent.then.walk())
    node = one("If damage would be dealt to Magma Pummeler while it has a +1/+1 counter on it, prevent that damage "
               "and remove that many +1/+1 counters from it. When one or more counters are removed from Magma "
               "Pummeler this way, it deals that much damage to any target.", "Magma Pummeler")
    event = first(node, A.CountersRemovedFromThisWay)
    assert event.kind is None and isinstance(event.holder, A.SelfByName)


def test_escapes_with_counters_instead():
    # CR 702.138c: escaping replaces the counters it would enter with
    node = one("Polukranos enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it "
               "instead.", ("Polukranos, Unchained", "Polukranos"))
    escapes = first(node, A.EscapesWithCountersInstead)
    assert escapes.amount.number.value == 12 and isinstance(escapes.subject, A.It)


# -- suspended cards (CR 702.62b) -----------------------------------------------------------------

def test_target_permanent_or_suspended_card():
    node = one("When this creature enters, choose one —\n• Remove two time counters from target permanent or "
               "suspended card.\n• Put two time counters on target permanent with a time counter on it or "
               "suspended card.")
    target = first(node, A.TargetOrSuspendedCard)
    assert isinstance(target.suspended, A.SuspendedCard) and target.suspended.noun.name == "card"
    assert len([n for n in node.walk() if isinstance(n, A.TargetOrSuspendedCard)]) == 2


def test_each_permanent_and_each_suspended_card():
    node = one("Choose one —\n• Remove two time counters from each permanent and each suspended card.\n• Put two "
               "time counters on each permanent with a time counter on it and each suspended card.")
    assert len([n for n in node.walk() if isinstance(n, A.EachSuspendedCard)]) == 2


# -- losing and not getting counters (CR 122) ----------------------------------------------------

def test_loses_all_counters_and_cant_get_counters_for():
    node = one("When this creature enters, choose one —\n• Remove all counters from target creature. It can't "
               "have counters put on it for as long as this creature remains on the battlefield.\n• Target "
               "opponent loses all counters. That player can't get counters for as long as this creature "
               "remains on the battlefield.")
    assert first(node, A.LosesAllCounters) is not None
    cant = first(node, A.CantGetCountersFor)
    assert cant.kind is None and cant.duration is not None


# -- filters and payments on the counter cards ----------------------------------------------------

def test_power_or_toughness_and_twice_x():
    node = one("Choose one —\n• Exile target creature with power or toughness 1 or less.\n• Counter target "
               "sorcery spell.\n• Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this "
               "token: Add {C}.\"")
    with_ = first(node, A.WithPowerOrToughness)
    assert isinstance(with_.comparison, A.AtMost) and with_.comparison.amount.number.value == 1
    node = one("Counter target spell unless its controller pays twice {X}.")
    assert first(node, A.TwiceMana).mana is not None


def test_token_thats_all_colors_and_thats_a_creature_or_vehicle():
    node = one("Create a 2/2 Citizen creature token that's all colors.")
    assert first(node, A.CreateTokenAllColors).token is not None
    node = one("Put two +1/+1 counters on each permanent you control that's a creature or Vehicle.")
    thats = first(node, A.ThatsAOr)
    assert [w.name.name for w in thats.second.walk() if isinstance(w, A.TypeWord)] == ["Vehicle"]


# -- entering with additional counters (CR 614.1c) ---------------------------------------------

def test_enters_with_more_additional_counters():
    node = one("If Ravaging Riftwurm was kicked, it enters the battlefield with three additional time counters "
               "on it.", "Ravaging Riftwurm")
    enters = first(node, A.EntersWithMoreCounters)
    assert isinstance(enters.counters, A.AdditionalCounters) and enters.counters.amount.number.value == 3
    node = one("This creature enters with X +1/+1 counters on it. If X is 5 or more, it enters with an "
               "additional X +1/+1 counters on it.")
    assert isinstance(first(node, A.AdditionalCounters).amount, A.X)
    node = one("Each other creature you control enters the battlefield with an additional vigilance counter on it.")
    assert first(node, A.AdditionalKeywordCounter).kind.keyword.name == "vigilance"
    node = one("Whenever you cast a creature spell, that creature enters with X additional +1/+1 counters on it, "
               "where X is the number of colors of mana spent to cast it.")
    assert first(node, A.EntersWithMoreCountersWhere).where is not None


def test_enter_with_an_additional_counter_plural_and_per_each():
    node = one("Legendary creatures you control enter the battlefield with an additional +1/+1 counter on them.")
    enter = first(node, A.EnterWithAdditionalCounter)
    assert isinstance(enter.holder, A.Them) and enter.per_each is None
    node = one("Other creatures you control enter with an additional +1/+1 counter on them for each opponent who "
               "lost life this turn.")
    assert first(node, A.EnterWithAdditionalCounter).per_each is not None
    node = one("Each creature you control enters with an additional +1/+1 counter on it for each land that "
               "entered the battlefield under your control this turn.")
    assert first(node, A.EntersWithAdditionalCounterPerEach).per_each is not None


def test_enters_with_a_number_of_additional_counters_equal_to():
    node = one("Each other creature you control enters with a number of additional +1/+1 counters on it equal to "
               "Arwen's toughness.", "Arwen")
    enters = first(node, A.EntersWithAdditionalCountersEqual)
    assert enters.kind.name.power == "+1" and enters.amount is not None


def test_additional_counter_if_otherwise():
    node = one("Each other Vehicle and creature you control enters with an additional +1/+1 counter on it if its "
               "mana value is 4 or less. Otherwise, it enters with three additional +1/+1 counters on it.")
    assert first(node, A.EntersWithAdditionalCounterIf).condition is not None
    other = first(node, A.OtherwiseStaticSentence)
    assert isinstance(other.body, A.EntersWithMoreCounters)


def test_unknown_counter_free_text_is_still_refused():
    # no catch-all: a word no class knows is reported, not swallowed
    node, diags = parse_ability("Put a zorblax counter on target creature.", ("~",))
    assert node is None and diags


# -- any counter, counted counters (CR 122.1) ---------------------------------------------------

def test_has_a_counter_of_any_kind():
    node = one("Target creature gets +2/+2 until end of turn. If it has a counter on it, it also gains flying and "
               "lifelink until end of turn.")
    has = first(node, A.HasAnyCounter)
    assert isinstance(has.subject, A.It) and isinstance(has.holder, A.It)
    node = one("Whenever a creature you control leaves the battlefield, if it had a counter on it, you gain 2 life.")
    assert first(node, A.HasAnyCounter) is not None


def test_who_has_three_or_more_poison_counters():
    # CR 122.1: poison counters are on the player
    node = one("Corrupted — At the beginning of your end step, each opponent who has three or more poison counters "
               "exiles the top card of their library face down.")
    who = first(node, A.WithCountersOrMore)
    assert who.amount.number.value == 3 and who.kind.name.name == "poison"
    node = one("This creature gets +3/+3 as long as you control a creature with three or more level counters on it.")
    assert first(node, A.WithCountersOrMoreOn).kind.name.name == "level"


def test_costs_less_to_activate_if():
    node = one("{3}{W}, {T}: Tap another target creature. This ability costs {2} less to activate if you control a "
               "creature with a +1/+1 counter on it.")
    costs = first(node, A.CostsLessToActivateIf)  # 99_v_pt_keywords' node
    assert isinstance(costs.what, A.SelfThis) and costs.condition is not None


def test_for_each_counter_sentences():
    # CR 608.2c: "this way" counts what this ability's own effect did
    node = one("{X}{B/P}: Remove up to X counters from target permanent. For each counter removed this way, this "
               "creature gets +1/+0 until end of turn. ({B/P} can be paid with either {B} or 2 life.)")
    each = first(node, A.ForEachCounterSentence)
    assert isinstance(each.each, A.EachCounterRemovedThisWay) and each.each.kind is None
    node = one("Remove all +1/+1 counters from this creature: For each five counters removed this way, take an "
               "extra turn after this one.")
    assert first(node, A.EachCountersRemovedThisWay).amount.number.value == 5
    node = one("When this enchantment enters, for each isolation counter on it, exile up to one target nonland "
               "permanent an opponent controls until this enchantment leaves the battlefield.")
    on = first(node, A.EachCounterOn)
    assert on.kind.name.name == "isolation" and isinstance(on.holder, A.It)
    node = one("Whenever this creature enters or attacks, put a blight counter on it. Then for each blight counter "
               "on it, each opponent loses 4 life unless that player sacrifices a nonland permanent of their "
               "choice or discards a card.")
    assert first(node, A.ThenForEachCounterSentence).each is not None


def test_for_each_mana_spent():
    # CR 601.2h: the mana paid to cast the spell
    node = one("Verazol, the Split Current enters the battlefield with a +1/+1 counter on it for each mana spent to "
               "cast it.", ("Verazol, the Split Current", "Verazol"))
    assert isinstance(first(node, A.ForEachManaSpent).spell, A.It)
    node = one("This creature enters with three +1/+1 counters on it for each {G}{G} spent to cast it.")
    assert len(first(node, A.ForEachManaSymbolsSpent).mana.symbols) == 2


def test_enters_with_counters_unless():
    node = one("Hotheaded Giant enters the battlefield with two -1/-1 counters on it unless you've cast another red "
               "spell this turn.", "Hotheaded Giant")
    unless = first(node, A.EntersWithCountersUnless)
    assert unless.amount.number.value == 2 and unless.kind.name.power == "-1" and unless.condition is not None


# -- counters chosen, joined and compared ---------------------------------------------------------

def test_put_your_choice_of_counters():
    # CR 122.1b: keyword counters; the player chooses one of the three
    node = one("[+1]: Create a 3/3 green Beast creature token. Put your choice of a vigilance counter, a reach "
               "counter, or a trample counter on it.")
    put = first(node, A.PutCounterOfChoice)
    assert [c.kind.keyword.name for c in put.choices] == ["vigilance", "reach", "trample"]
    node = one("III — Return target creature or planeswalker card from your graveyard to the battlefield. Put a "
               "+1/+1 counter or a loyalty counter on it.")
    either = first(node, A.PutEitherCounter)
    assert either.first.kind.name.power == "+1" and either.second.kind.name.name == "loyalty"


def test_remove_either_counter_as_a_cost():
    node = one("{1}{R}, Remove a +1/+1 counter or a charge counter from a permanent you control: This enchantment "
               "deals 2 damage to any target.")
    cost = first(node, A.RemoveEitherCounterCost)
    assert cost.second.kind.name.name == "charge" and isinstance(cost.source, A.Quantified)


def test_the_number_of_counters_a_player_has_in_a_comparison():
    node = one("Whenever you cast an instant or sorcery spell with mana value greater than the number of "
               "experience counters you have, you get an experience counter.")
    counters = first(node, A.NumberOfPlayerCounters)
    assert counters.kind.name.name == "experience" and isinstance(counters.player, A.You)


def test_put_counters_at_the_beginning_of_the_next_end_step():
    # CR 603.7: a delayed triggered ability puts them
    node = one("Whenever a +1/+1 counter is removed from this creature, put two +1/+1 counters on it at the "
               "beginning of the next end step.")
    put = first(node, A.PutCountersDelayed)  # 99_v_combat_control's node
    assert put.amount.number.value == 2 and put.when is not None


def test_with_the_same_controller():
    node = one("{1}{G}: Move a +1/+1 counter from target creature onto another target creature with the same "
               "controller.")
    assert first(node, A.WithSameController) is not None


def test_keyword_named_counters():
    # "plot", "fuse", "echo" are keywords but no keyword counters (CR 122.1b): named counters here
    node = one("When there are five or more plot counters on this enchantment, sacrifice it. If you do, destroy "
               "up to two target creatures.")
    assert any(isinstance(n, A.CounterName) and n.name == "plot" for n in node.walk())
    assert ("COUNTER_WORD", "fuse") in _kinds("the number of fuse counters on it")
    assert ("KEYWORD_ABILITY", "reach") in _kinds("put a reach counter on it")  # a keyword counter stays one


def test_three_costs_the_last_joined_by_and():
    # CR 602.1: every cost is paid; each cost after a comma starts with a capital, not the one after "and"
    node = one("{T}, Remove X time counters from this artifact and exile it: Return each nonland permanent card "
               "with mana value X from your graveyard to the battlefield. Activate only as a sorcery.")
    costs = first(node, A.CostsListAnd)
    assert isinstance(costs.items[0], A.TapCost) and isinstance(costs.items[1], A.RemoveCountersCost)
    assert isinstance(costs.last, A.ExileCost)


def test_how_many_counters_there_are():
    node = one("When Garruk has two or fewer loyalty counters on him, transform him.",
               ("Garruk Relentless", "Garruk"))
    fewer = first(node, A.HasCountersOnOrFewer)
    assert fewer.amount.number.value == 2 and fewer.kind.name.name == "loyalty"
    node = one("As long as there is exactly one tide counter on Homarid, it gets -1/-1.", "Homarid")
    exactly = first(node, A.ExactlyCountersOnCondition)
    assert exactly.amount.number.value == 1 and isinstance(exactly.holder, A.SelfByName)


# -- more counted counters (CR 107.1, 608.2c) ------------------------------------------------------

def test_add_mana_of_a_color_for_each_counter():
    node = one("{T}: Choose a color. Add one mana of that color for each charge counter on this artifact.")
    add = first(node, A.AddThatColorForEach)
    assert add.amount is not None and add.each is not None
    node = one("At the beginning of your first main phase, remove all charge counters from this artifact. Add one "
               "mana of any color for each charge counter removed this way.")
    assert isinstance(first(node, A.AddAnyColorForEach).each, A.ForEachCounterRemoved)


def test_enters_with_a_counter_for_each_counter_removed_this_way():
    node = one("As Thief of Blood enters the battlefield, remove all counters from all permanents. Thief of Blood "
               "enters the battlefield with a +1/+1 counter on it for each counter removed this way.",
               "Thief of Blood")
    assert first(node, A.ForEachAnyCounterRemoved) is not None


def test_a_third_target():
    # CR 115.3: three different targets of one spell
    node = one("Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three "
               "+1/+1 counters on a third target creature.")
    assert first(node, A.ThirdTarget).filter is not None


def test_distribute_up_to_and_a_number_of_counters():
    # CR 601.2d: the division is announced as the ability is put on the stack
    node = one("At the beginning of each end step, if you gained life this turn, distribute up to that many +1/+1 "
               "counters among any number of other target creatures.")
    dist = first(node, A.DistributeUpToCounters)
    assert isinstance(dist.amount, A.ThatMany) and isinstance(dist.among, A.AnyNumberOfOtherTarget)
    node = one("When this creature dies, you may distribute a number of +1/+1 counters equal to the number of +1/+1 "
               "counters on this creature among any number of creatures you control.")
    assert first(node, A.DistributeNumberOfCounters).amount is not None


def test_for_each_counter_put_this_way_then_removed_later():
    node = one("Distribute three +1/+1 counters among one, two, or three target creatures. For each +1/+1 counter "
               "you put on a creature this way, remove a +1/+1 counter from that creature at the beginning of the "
               "next cleanup step.")
    each = first(node, A.EachCounterPutThisWay)
    assert isinstance(each.player, A.You) and each.kind.name.power == "+1"
    assert first(node, A.RemoveCountersDelayed) is not None


def test_another_counter_counted_removal_and_sacrifice():
    node = one("Whenever another green creature enters the battlefield under your control, put a +1/+1 counter on "
               "Yorvo. Then if that creature's power is greater than Yorvo's power, put another +1/+1 counter on "
               "Yorvo.", ("Yorvo, Lord of Garenbrig", "Yorvo"))
    assert isinstance(first(node, A.PutAnotherCounter).target, A.SelfByName)
    node = one("At the beginning of your upkeep, put a +1/+1 counter on Descendant of Masumaro for each card in your "
               "hand, then remove a +1/+1 counter from Descendant of Masumaro for each card in target opponent's "
               "hand.", "Descendant of Masumaro")
    assert first(node, A.RemoveCountersForEach).for_each is not None
    node = one("At the beginning of each player's upkeep, that player sacrifices a permanent for each soot counter "
               "on Smokestack.", "Smokestack")
    sac = first(node, A.SacrificeForEach)
    assert isinstance(sac.what, A.Quantified) and sac.for_each is not None
