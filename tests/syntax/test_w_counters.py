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
