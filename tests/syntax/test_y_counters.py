"""Counters of the corpus tail, session 9 (grammar/rules/99_w_counters.lark): lists of counters an
object enters with, a count of counters as the second of two conditions, reflexive triggers with an
intervening "if", a target that is a spell or an ability, "for each A and each B", counters an object
had. Each test parses a real Oracle line, demands the round trip (``one``) and checks the typed AST
against the rule."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


def _count(node) -> int:
    return node.number.value


# -- counters of several kinds (CR 122.1b, 122.6) ------------------------------------------------

def test_returned_with_two_kinds_of_counters():
    node = one("If you don't, at the beginning of the next end step, return that card to the battlefield under its "
               "owner's control with a vigilance counter and a lifelink counter on it.")
    mod = first(node, A.WithCounterList)
    items = mod.counters.items
    assert len(items) == 2 and all(isinstance(i, A.CounterItem) for i in items)
    # keyword counters (CR 122.1b): the kinds are the keywords
    assert [i.kind.keyword.name for i in items] == ["vigilance", "lifelink"]
    assert isinstance(mod.on, A.It)


def test_enters_with_four_kinds_of_counters():
    node = one("~ enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it.")
    enters = first(node, A.EntersWithCounterList)
    items = enters.counters.items
    assert len(items) == 4
    assert isinstance(items[0].kind.name, A.PTChange) and items[0].kind.name.power == "+1"
    assert [i.kind.keyword.name for i in items[1:3]] == ["flying", "deathtouch"]
    assert items[3].kind.name.name == "shield"
    assert all(isinstance(i.amount, A.One) for i in items)
    assert isinstance(enters.subject, A.SelfByName)


# -- a second condition that counts counters (CR 603.4: both must hold) --------------------------

def test_and_this_enchantment_has_counters_or_more():
    node = one("At the beginning of each opponent's upkeep, if that player has no cards in hand and this enchantment "
               "has two or more quest counters on it, you may have that player lose 5 life.")
    both = first(node, A.BothConditions)
    assert isinstance(both.first, A.NoCardsInZoneCondition)
    second = both.second
    assert isinstance(second, A.HasCountersOnOrMore) and isinstance(second.subject, A.SelfThis)
    assert _count(second.amount) == 2 and second.kind.name.name == "quest"


def test_and_this_creature_has_a_counter():
    node = one("At the beginning of your end step, if there is an Elf card in your graveyard and this creature has a "
               "-1/-1 counter on it, remove a -1/-1 counter from this creature.")
    cond = first(node, A.BothConditions).second
    assert isinstance(cond, A.HasCounterCondition)
    assert isinstance(cond.holder, A.SelfThis) and cond.kind.name.power == "-1"


def test_and_this_creature_doesnt_have_a_keyword_counter():
    node = one("At the beginning of your end step, if you haven't cast a spell from your hand this turn and this "
               "creature doesn't have a flying counter on it, put a flying counter on it.")
    both = first(node, A.BothConditions)
    assert isinstance(both.first, A.HaventCastThisTurn)
    cond = both.second
    assert isinstance(cond, A.DoesntHaveCounter)
    assert isinstance(cond.subject, A.SelfThis) and cond.kind.keyword.name == "flying"


def test_and_this_card_is_in_your_graveyard():
    node = one("Corrupted — As long as an opponent has three or more poison counters and this card is in your "
               "graveyard, it has flashback {2}{G}.")
    assert isinstance(first(node, A.HasCountersOrMore), A.HasCountersOrMore)
    cond = first(node, A.InZoneCondition)
    assert isinstance(cond.objects, A.SelfThis)


# -- a reflexive trigger with an intervening "if" (CR 603.12, 603.4) -----------------------------

def test_when_you_do_if():
    node = one("Landfall — Whenever a land you control enters, put a quest counter on this enchantment. When you do, "
               "if it has four or more quest counters on it, put a +1/+1 counter on target creature you control. It "
               "gains trample until end of turn.", "Earthbender Ascension")
    later = first(node, A.TriggerIfSentence)
    assert isinstance(later.trigger, A.When) and isinstance(later.trigger.event, A.WhenYouDo)
    assert isinstance(later.condition, A.HasCountersOnOrMore) and _count(later.condition.amount) == 4
    assert isinstance(later.chain.items[0], A.PutCounters)


# -- one target of three kinds (CR 115.1, 113.3b-c) ----------------------------------------------

def test_counter_target_spell_activated_or_triggered_ability():
    node = one("Counter target spell, activated ability, or triggered ability.")
    target = first(node, A.CounterSpell).what
    assert isinstance(target, A.TargetSpellOrAbilities)
    assert type_names(target.spells) == ["spell"]
    assert isinstance(target.first, A.ActivatedKind) and isinstance(target.second, A.TriggeredKind)
    node = one("When Overcharged Amalgam exploits a creature, counter target spell, activated ability, or triggered "
               "ability.", "Overcharged Amalgam")
    assert isinstance(first(node, A.TargetSpellOrAbilities).second, A.TriggeredKind)


# -- counting (CR 107.1, 608.2h) -----------------------------------------------------------------

def test_for_each_of_two_groups():
    node = one("This creature enters with a +1/+1 counter on it for each other Zombie you control and each Zombie "
               "card in your graveyard.")
    each = first(node, A.ForEachOfBoth)
    assert type_names(each.first) == ["Zombie"] and type_names(each.second) == ["Zombie", "card"]
    node = one("This creature gets +1/+1 for each creature you control and each creature card in your graveyard.")
    assert type_names(first(node, A.ForEachOfBoth).second) == ["creature", "card"]


def test_number_of_counters_it_had():
    node = one("Whenever a nontoken creature you control dies, if it had counters on it, create X tapped 2/1 white and "
               "black Inkling creature tokens with flying, where X is the number of counters it had on it.")
    had = first(node, A.NumberOfCountersHad)
    assert isinstance(had.holder, A.It) and isinstance(had.on, A.It)
